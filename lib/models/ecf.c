/*
 * ecf.c - model `ecf`: the English Chess Federation's rating since July
 * 2020 (doc/rules/ecf.md).  Rating period = event: the ECF rates a
 * calendar month at once, so a stream gives each month as one event.
 *
 * A player is fully rated (a K or a full P rating), partially rated (a P
 * rating on fewer than 10 games), or new (no rating, or none played for
 * more than --inactive months).  A month is rated in three passes:
 *   A  new and partially rated players: P rating, opponents at their
 *      ratings before the month (a new opponent at its dummy rating);
 *   B  the same, new and partial opponents at their pass-A ratings;
 *   K  fully rated players: R1 = R0 + k (W - We), We from FIDE table
 *      8.1b, new and partial opponents at their pass-B ratings (their
 *      games' change weighed by --partial-weight), k 20, a junior's 40.
 * The P rating is FIDE's performance over the player's games while not
 * fully rated plus one draw against a dummy opponent: Ra + dp(p), Ra the
 * mean of the opponents' ratings, dp from FIDE table 8.1a.  The dummy is
 * rated 1800, 100 x age under 18 (--dummy-*), less --rapid-offset; a
 * returning player's last full rating when higher.  Ten games or more
 * make the P rating full.  The age is the model input column `age`.
 */
#include "duel.h"
#include "fide.h"
#include "model.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ecf_params {
	double k_adult, k_junior;
	long junior_below;	/* age */
	double dummy_adult, dummy_per_year, rapid_offset;
	long full_games;	/* a P rating on this many games is full */
	long inactive;		/* months without a game: new again */
	double partial_weight;	/* a K game's weight against a new or partial opponent */
	long age;		/* a row without age; -1: an adult */
};

#define F(x) offsetof(struct ecf_params, x)
#define R 1e6

static const char *const ecf_profiles[] = { "ecf", "ecf2020", NULL };

static const struct param ecf_param[] = {
	{ "k", 0, "K", PK_NUM, F(k_adult), 0, R, 0, NULL, NULL, { "20" },
	  "K rating: R1 = R0 + K (W - We)" },
	{ "k-junior", 0, "K", PK_NUM, F(k_junior), 0, R, 0, NULL, NULL, { "40" }, "K of a junior" },
	{ "junior-below", 0, "AGE", PK_INT, F(junior_below), 0, 200, 0, NULL, NULL, { "18" },
	  "a junior is younger than AGE" },
	{ "dummy-adult", 0, "R", PK_NUM, F(dummy_adult), -R, R, 0, NULL, NULL, { "1800" },
	  "P rating: the dummy draw's opponent, an adult's" },
	{ "dummy-per-year", 0, "R", PK_NUM, F(dummy_per_year), 0, R, 0, NULL, NULL, { "100" },
	  "... a junior's: R times its age" },
	{ "rapid-offset", 0, "R", PK_NUM, F(rapid_offset), -R, R, 0, NULL, NULL, { "0" },
	  "less R (the ECF: 100 for rapid and blitz)" },
	{ "full-games", 0, "N", PK_INT, F(full_games), 1, 1000000, 0, NULL, NULL, { "10" },
	  "a P rating on N games or more is a full rating" },
	{ "inactive", 0, "MONTHS", PK_INT, F(inactive), 0, 100000, 0, NULL, NULL, { "36", "60" },
	  "no game for more than MONTHS: a new player again" },
	{ "partial-weight", 0, "W", PK_NUM, F(partial_weight), 0, 1, 0, NULL, NULL, { "1", "0.5" },
	  "K rating: a game against a new or partially rated opponent counts W" },
	{ "age", 0, "AGE|none", PK_INT, F(age), 0, 200, PF_NONE, NULL, NULL, { "none" },
	  "the age of a row without one (none: an adult)" },
	{ .flag = NULL },
};

/* ---------- state ---------- */

enum { NEW, PARTIAL, FULL };

struct egame {
	double opp, score;
};

struct eplayer {
	int exists;
	int kind;		/* NEW, PARTIAL, FULL (as of the last period) */
	double r, last_full;	/* last_full: NAN none */
	long games, last;
	struct egame *rec;	/* a partially rated player's games */
	size_t nrec, rcap;
	/* the month being rated */
	unsigned long mark;
	int cls;		/* NEW, PARTIAL, FULL at the month's start */
	long age;
	double pass[2];		/* P ratings of passes A and B */
	double dummy;
};

/* A game of the month seen from one side: the opponent's key, the score. */
struct eside {
	int opp;
	double score;
};

struct ecf_run {
	const struct ecf_params *par;
	struct eside *side;
	size_t scap;
	struct eplayer *pl;
	size_t cap;
	unsigned long period;
	int *keys;
	size_t nkeys, kcap;
};

enum { IN_AGE };
static const char *const ecf_in[] = { "age", NULL };
static const char *const ecf_need[] = { NULL };

enum { S_RATING, S_GAMES, S_STATUS, S_LAST, S_CATEGORY, S_FULL, S_RECORD };
static const struct column ecf_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "games", COL_COUNT, "(10)", 0 },
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ "category", COL_TEXT, "(K: fully rated)", 0 },
	{ "full", COL_TEXT, "(empty)", 0 },
	{ "record", COL_TEXT, "(empty)", 0 },
	{ NULL, 0, NULL, 0 },
};

static const char *const ecf_history[] = {
	"rating_before", "category", "rating_a", "rating_b", "rating", "expected", NULL
};

static struct eplayer *
player(struct ecf_run *r, int key)
{
	if ((size_t)key >= r->cap)
		xgrow_zero(&r->pl, &r->cap, (size_t)key + 1, sizeof *r->pl);
	return &r->pl[key];
}

static void *
ecf_start(struct eng *e, const void *par)
{
	struct ecf_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	return r;
}

static void
ecf_free(void *m)
{
	struct ecf_run *r = m;
	size_t i;

	for (i = 0; i < r->cap; i++)
		free(r->pl[i].rec);
	free(r->pl);
	free(r->keys);
	free(r->side);
	free(r);
}

/* A record "R:S R:S ...": a partially rated player's games. */
static int
parse_record(struct eplayer *p, const char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		size_t b = i, colon;
		struct egame g;

		while (i < n && s[i] != ' ')
			i++;
		colon = b;
		while (colon < i && s[colon] != ':')
			colon++;
		if (colon == i || !num_parse(s + b, colon - b, &g.opp) ||
		    !num_parse(s + colon + 1, i - colon - 1, &g.score) ||
		    (g.score != 0 && g.score != 0.5 && g.score != 1))
			return 0;
		xgrow(&p->rec, &p->rcap, p->nrec + 1, sizeof *p->rec);
		p->rec[p->nrec++] = g;
		i += i < n;
	}
	return 1;
}

static int
ecf_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct ecf_run *r = m;
	struct eplayer *p = player(r, row->key);
	const struct prior_cell *c = row->cell;
	const struct prior_cell *k = &c[S_CATEGORY];

	p->exists = 1;
	p->r = c[S_RATING].num;
	p->games = c[S_GAMES].s ? c[S_GAMES].i : 10;
	p->last = c[S_LAST].s ? c[S_LAST].i : LONG_MIN;
	p->kind = !k->s || (k->len == 1 && *k->s == 'K') ? FULL :
	    k->len == 1 && *k->s == 'P' ? PARTIAL : -1;
	if (p->kind < 0) {
		*col = S_CATEGORY;
		*why = "K (fully rated) or P (partially rated)";
		return 0;
	}
	p->last_full = p->kind == FULL ? p->r : NAN;
	if (c[S_FULL].s && c[S_FULL].len && !num_parse(c[S_FULL].s, c[S_FULL].len, &p->last_full)) {
		*col = S_FULL;
		*why = "the last full rating, or empty";
		return 0;
	}
	if (c[S_RECORD].s && !parse_record(p, c[S_RECORD].s, c[S_RECORD].len)) {
		*col = S_RECORD;
		*why = "games as OPPONENT-RATING:SCORE separated by spaces, SCORE 0, 0.5 or 1";
		return 0;
	}
	return 1;
}

static int
ecf_row(void *m, int key, struct cells *c)
{
	struct ecf_run *r = m;
	const struct eplayer *p;
	struct strbuf b = { 0 };
	char num[32];
	size_t i;

	if ((size_t)key >= r->cap || !r->pl[key].exists || r->pl[key].kind == NEW)
		return 0;
	p = &r->pl[key];
	cell_num(c, p->r);
	cell_int(c, p->games);
	cell_str(c, p->kind == FULL ? "active" : "provisional");
	cell_date(c, p->last);
	cell_str(c, p->kind == FULL ? "K" : "P");
	cell_num_or_empty(c, !isnan(p->last_full), p->last_full);
	for (i = 0; p->kind == PARTIAL && i < p->nrec; i++) {
		if (i)
			sb_add(&b, " ", 1);
		sb_add(&b, num, num_format(p->rec[i].opp, num));
		sb_add(&b, ":", 1);
		sb_add(&b, num, num_format(p->rec[i].score, num));
	}
	cell_strn(c, b.s ? b.s : "", b.len);
	free(b.s);
	return 1;
}

/* ---------- a month ---------- */

/* Months since year 0 of a day. */
static long
month_of(long day)
{
	char d[11];

	date_format(day, d);
	return strtol(d, NULL, 10) * 12 + strtol(d + 5, NULL, 10) - 1;
}


/* A player's class at the month's start, and its dummy opponent. */
static void
enter(struct ecf_run *r, struct eplayer *p, long month)
{
	const struct ecf_params *par = r->par;
	int junior = p->age >= 0 && p->age < par->junior_below;

	p->cls = !p->exists ? NEW : p->kind;
	if (!p->exists)
		p->last_full = NAN;
	if (p->exists && p->last != LONG_MIN && month - month_of(p->last) > par->inactive)
		p->cls = NEW;	/* returning */
	p->dummy = (junior ? par->dummy_per_year * (double)p->age : par->dummy_adult) - par->rapid_offset;
	if (p->exists && p->cls == NEW && !isnan(p->last_full) && p->last_full > p->dummy)
		p->dummy = p->last_full;
}

static long
gather(struct ecf_run *r, struct eng *e, const struct rperiod *ev)
{
	long day = LONG_MIN;
	size_t gi, k;

	r->period++;
	r->nkeys = 0;
	for (gi = 0; gi < ev->ngame; gi++)
		day = ev->game[gi].date > day ? ev->game[gi].date : day;
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		duel_check(e, g, "a chess game");
		for (k = 0; k < g->n; k++) {
			struct eplayer *p = player(r, g->key[k]);
			long age = duel_in_int(e, g, k, IN_AGE, 0, 200, "an age in years, 0 to 200", r->par->age);

			if (p->mark == r->period) {
				if (age != p->age)
					eng_bad_in(e, g, k, IN_AGE, "the age the player has on its other rows of the month");
				continue;
			}
			p->mark = r->period;
			p->age = age;
			enter(r, p, month_of(day));
			xgrow(&r->keys, &r->kcap, r->nkeys + 1, sizeof *r->keys);
			r->keys[r->nkeys++] = g->key[k];
		}
	}
	return day;
}

/* The played games of `key` this month, into r->side. */
static size_t
sides(struct ecf_run *r, const struct rperiod *ev, int key)
{
	size_t gi, k, n = 0;

	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		if (!duel_played(g))
			continue;
		for (k = 0; k < 2; k++)
			if (g->key[k] == key) {
				xgrow(&r->side, &r->scap, n + 1, sizeof *r->side);
				r->side[n].opp = g->key[1 - k];
				r->side[n++].score = duel_score(g, k);
			}
	}
	return n;
}

/* An opponent's rating in pass q (0: A, 1: B, 2: K). */
static double
opp_rating(const struct eplayer *o, int q)
{
	if (o->cls == FULL)
		return o->r;
	if (q == 0)
		return o->cls == PARTIAL ? o->r : o->dummy;
	return o->pass[q - 1];
}

/* FIDE's performance over the record, the month's games and the dummy draw. */
static double
p_rating(struct ecf_run *r, const struct rperiod *ev, int key, const struct eplayer *p, int q)
{
	double sum = p->dummy, w = 0.5;
	size_t k, n = sides(r, ev, key);
	long count = 1 + (long)n;

	for (k = 0; p->cls == PARTIAL && k < p->nrec; k++, count++) {
		sum += p->rec[k].opp;
		w += p->rec[k].score;
	}
	for (k = 0; k < n; k++) {
		sum += opp_rating(&r->pl[r->side[k].opp], q);
		w += r->side[k].score;
	}
	return sum / (double)count + fide_dp(w, count);
}

/* A fully rated player's K rating; *m its games. */
static double
k_rating(struct ecf_run *r, const struct rperiod *ev, int key, const struct eplayer *p, long *m)
{
	const struct ecf_params *par = r->par;
	double d = 0, k = p->age >= 0 && p->age < par->junior_below ? par->k_junior : par->k_adult;
	size_t j, n = sides(r, ev, key);

	for (j = 0; j < n; j++) {
		const struct eplayer *o = &r->pl[r->side[j].opp];
		double w = o->cls == FULL ? 1 : par->partial_weight;

		d += w * (r->side[j].score - fide_pd(p->r - opp_rating(o, 2)));
	}
	*m = (long)n;
	return p->r + k * d;
}

/* A new or partially rated player's record after the month (opponents as in pass B). */
static void
record(struct ecf_run *r, const struct rperiod *ev, int key, struct eplayer *p)
{
	size_t k, n = sides(r, ev, key);

	if (p->cls == NEW)
		p->nrec = 0;
	for (k = 0; k < n; k++) {
		xgrow(&p->rec, &p->rcap, p->nrec + 1, sizeof *p->rec);
		p->rec[p->nrec].opp = opp_rating(&r->pl[r->side[k].opp], 1);
		p->rec[p->nrec++].score = r->side[k].score;
	}
}

static void
put_history(struct ecf_run *r, struct eng *e, const struct rperiod *ev, const double *before)
{
	static const char *const cat[] = { "new", "P", "K" };
	size_t gi, k, i = 0;

	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		for (k = 0; k < g->n; k++, i++) {
			const struct eplayer *p = &r->pl[g->key[k]];
			struct cells *c = eng_row_cells(e, g, k);

			cell_num_or_empty(c, p->cls != NEW, before[i]);
			cell_str(c, cat[p->cls]);
			cell_num_or_empty(c, p->cls != FULL, p->pass[0]);
			cell_num_or_empty(c, p->cls != FULL, p->pass[1]);
			cell_num_or_empty(c, p->exists && p->kind != NEW, p->r);
			if (p->cls == FULL && duel_played(g)) {
				const struct eplayer *o = &r->pl[g->key[1 - k]];
				double ro = o->cls == FULL ? before[i - k + (1 - k)] : o->pass[1];

				cell_num(c, fide_pd(before[i] - ro));
			} else {
				cell_empty(c);
			}
			eng_put_row(e);
		}
	}
}

static void
ecf_period(void *m, struct eng *e, const struct rperiod *ev)
{
	struct ecf_run *r = m;
	long day = gather(r, e, ev), n;
	double *newr = xmalloc((r->nkeys ? r->nkeys : 1) * sizeof *newr), *before = NULL;
	size_t k, gi, nrow = 0;
	int q;

	for (q = 0; q < 2; q++)
		for (k = 0; k < r->nkeys; k++) {
			struct eplayer *p = &r->pl[r->keys[k]];

			if (p->cls != FULL)
				p->pass[q] = p_rating(r, ev, r->keys[k], p, q);
		}
	for (k = 0; k < r->nkeys; k++) {
		struct eplayer *p = &r->pl[r->keys[k]];

		newr[k] = p->cls == FULL ? k_rating(r, ev, r->keys[k], p, &n) : p->pass[1];
	}
	if (eng_history(e)) {
		for (gi = 0; gi < ev->ngame; gi++)
			nrow += ev->game[gi].n;
		before = xmalloc((nrow ? nrow : 1) * sizeof *before);
		for (gi = 0, nrow = 0; gi < ev->ngame; gi++)
			for (k = 0; k < ev->game[gi].n; k++)
				before[nrow++] = r->pl[ev->game[gi].key[k]].r;
	}
	for (k = 0; k < r->nkeys; k++) {
		struct eplayer *p = &r->pl[r->keys[k]];

		if (p->cls != FULL) {
			record(r, ev, r->keys[k], p);
			if (p->nrec == 0)
				continue;	/* only byes: nothing to rate */
			p->games = (long)p->nrec;
			p->kind = (long)p->nrec >= r->par->full_games ? FULL : PARTIAL;
			if (p->kind == FULL)
				p->nrec = 0;
		} else {
			(void)k_rating(r, ev, r->keys[k], p, &n);
			if (n == 0)
				continue;
			p->games += n;
		}
		p->exists = 1;
		p->r = newr[k];
		p->last = day;
		if (p->kind == FULL)
			p->last_full = p->r;
	}
	if (before)
		put_history(r, e, ev, before);
	free(before);
	free(newr);
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: the ECF publishes whole numbers (doc/rules/ecf.md). */
static const int ecf_decimals[sizeof ecf_profiles / sizeof *ecf_profiles - 1] =
	{ 0, 0 };

const struct model ecf_model = {
	.name = "ecf",
	.decimals = ecf_decimals,
	.summary = "English Chess Federation rating (2020), rating period = event (a month)",
	.profiles = ecf_profiles,
	.param = ecf_param,
	.param_size = sizeof(struct ecf_params),
	.by_event = 1,
	.in = ecf_in,
	.need = ecf_need,
	.state = ecf_state,
	.history = ecf_history,
	.start = ecf_start,
	.prior = ecf_prior,
	.period = ecf_period,
	.row = ecf_row,
	.free = ecf_free,
};
