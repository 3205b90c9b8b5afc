/*
 * elo.c - model `elo`: tournament Elo with the rating period = event.
 *
 * Profiles (the rules are described in rate(1) and doc/rules/):
 *   greek2007  FIDE table 8.1b, 350 cap, K 20, bonus above 5 a game,
 *              floor 1000, newcomers rated from 9 games (Rp, [1000,1600])
 *   rasccat    logistic, no cap, start 1000, FM 30/24/20/16
 *   fide       FIDE's standard rules since 1 October 2025 (those of
 *              1 March 2024, players rated 2650 and above uncapped)
 *   fide2024   FIDE's standard rules of 1 March 2024 to 30 September 2025
 *   fide2022   FIDE's standard rules of 2022 to 29 February 2024
 *   fide-rapid, fide-blitz  FIDE's Rapid and Blitz Rating Regulations
 *
 * A game is two rows: places 1/2 (a win) or 1/1 (a draw).  Games marked
 * `forfeit` or `bye` in column `result` (the engine reads it) are never
 * rated and show in --history with rated = forfeit / bye.
 *
 * The engine hands over each event whole, rated from the ratings before
 * it.  The newcomer rules need the whole event first (who completes the
 * games a rating needs, and with what rating), then every change is made
 * from the ratings at the event's start.  This file is that mechanics;
 * the rules that differ by federation are in elo_greek.c and
 * fide_rules.c, fide_newcomer.c (elo_rules.h).
 */
#include "elo.h"
#include "elo_rules.h"
#include "fide.h"
#include "model.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---------- parameters ---------- */

#define F(x) offsetof(struct elo_params, x)
#define R 1e6			/* ratings within +-R: differences stay finite */

static const char *const elo_profiles[] = { "greek2007", "rasccat", "fide", "fide2022",
	"fide2024", "fide-rapid", "fide-blitz", NULL };

/* -K: a number, or the rule fide or rasccat. */
static int
parse_k(void *pp, const char *arg, const char **why)
{
	struct elo_params *p = pp;
	double x;

	if (strcmp(arg, "fide") == 0 || strcmp(arg, "rasccat") == 0) {
		p->krule = arg[0] == 'f' ? K_FIDE : K_RASCCAT;
		return 1;
	}
	if (!num_parse(arg, strlen(arg), &x) || x < 0 || x > 1000) {
		*why = "expected a K from 0 to 1000, fide or rasccat";
		return 0;
	}
	p->krule = K_FIXED;
	p->K = x;
	return 1;
}

/* --k-values: up to 4 K values from 0 (exclusive) to 1000. */
static int
parse_k_values(void *pp, const char *arg, const char **why)
{
	struct elo_params *p = pp;
	const char *s = arg;
	int i;

	memset(p->kv, 0, sizeof p->kv);
	for (i = 0; i < 4; i++) {
		size_t n = strcspn(s, ",");

		if (!num_parse(s, n, &p->kv[i]) || p->kv[i] <= 0 || p->kv[i] > 1000)
			break;
		if (s[n] == '\0')
			return 1;
		s += n + 1;
	}
	*why = "expected up to 4 K values from 0 (exclusive) to 1000, separated by commas";
	return 0;
}

/* --seed-type: a type name, or none.  The text is the argument's or the
 * table's, both kept for the run. */
static int
parse_seed_type(void *pp, const char *arg, const char **why)
{
	struct elo_params *p = pp;

	if (!*arg || strpbrk(arg, "\t\n")) {
		*why = "expected a type name (no TAB or newline), or none";
		return 0;
	}
	p->seed_type = strcmp(arg, "none") == 0 ? NULL : arg;
	return 1;
}

/* Values: greek2007 rasccat fide fide2022 fide2024 fide-rapid fide-blitz. */
static const struct param elo_param[] = {
	{ "k", 'K', "K|fide|rasccat", PK_FUNC, 0, 0, 0, 0, NULL, parse_k,
	  { "20", "rasccat", "fide", "fide", "fide", "fide", "fide" },
	  "K factor: fixed, or the rule of a federation" },
	{ "k-games", 0, "G", PK_INT, F(k_games), 0, 1e12, 0, NULL, NULL,
	  { NULL, "50", "30", "30", "30", "30", "30" },
	  "fide: K[0] below G games; rasccat: FM by games <= G" },
	{ "k-rating", 0, "R", PK_NUM, F(k_rating), -R, R, 0, NULL, NULL,
	  { NULL, "1500", "2400", "2400", "2400", "2400", "2400" },
	  "fide: K[2] once R reached; rasccat: FM by rating <= R" },
	{ "k-values", 0, "LIST", PK_FUNC, 0, 0, 0, 0, NULL, parse_k_values,
	  { NULL, "30,24,20,16", "40,20,10", "40,20,10", "40,20,10", "40,20,10", "40,20,10" },
	  "the K rule's values, comma-separated" },
	{ "kn-max", 0, "N|none", PK_INT, F(kn_max), 1, 1e12, PF_NONE, NULL, NULL,
	  { "none", "none", "700", "700", "700", "700", "700" }, "K*games in a period at most N" },
	{ "expect", 0, "logistic|fide", PK_CHOICE, F(expect), 0, 0, 0, "logistic|fide", NULL,
	  { "fide", "logistic", "fide", "fide", "fide", "fide", "fide" },
	  "expected score: formula or table 8.1b" },
	{ "cap", 0, "D|none", PK_NUM, F(cap), 0, R, PF_NONE, NULL, NULL,
	  { "350", "none", "400", "400", "400", "400", "400" }, "a rating difference counts at most D" },
	{ "cap-below", 0, "R|none", PK_NUM, F(cap_below), -R, R, PF_NONE, NULL, NULL,
	  { "none", "none", "2650", "none", "none", "none", "none" },
	  "--cap only for a player rated below R" },
	{ "floor", 0, "R|none", PK_NUM, F(floor), -R, R, PF_NONE, NULL, NULL,
	  { "1000", "none", "none", "none", "none", "none", "none" },
	  "no rating below R (a rating lower is raised to R)" },
	{ "bonus-per-game", 0, "B|none", PK_NUM, F(bonus), 0, R, PF_NONE, NULL, NULL,
	  { "5", "none", "none", "none", "none", "none", "none" }, "gains above B a game count twice" },
	{ "initial", 0, "R|none", PK_NUM, F(initial), -R, R, PF_NONE, NULL, NULL,
	  { "none", "1000", "none", "none", "none", "none", "none" },
	  "newcomers start at R; none: rated from a performance" },
	{ "newcomer-games", 0, "N", PK_INT, F(nc_games), 1, 100000, 0, NULL, NULL,
	  { "9", "9", "5", "5", "5", "5", "5" }, "games against rated players for a newcomer's Rp" },
	{ "newcomer-min", 0, "R|none", PK_NUM, F(nc_min), -R, R, PF_NONE, NULL, NULL,
	  { "1000", "none", "none", "none", "none", "none", "none" },
	  "Rp at least R (a lower Rp is raised to R)" },
	{ "newcomer-max", 0, "R|none", PK_NUM, F(nc_max), -R, R, PF_NONE, NULL, NULL,
	  { "1600", "none", "2200", "none", "2200", "2200", "2200" }, "Rp at most R" },
	{ "performance", 0, "table|exact", PK_CHOICE, F(perf_exact), 0, 0, 0, "table|exact",
	  NULL, { "table" }, "Rp = Ra + dp (table 8.1a), or the R solving sum P = W" },
	{ "round", 0, "D|none", PK_INT, F(round), 0, 15, PF_NONE, NULL, NULL,
	  { "none", "none", "0", "0", "0", "0", "0" }, "round the period change to D decimals" },
	{ "round-robin", 0, "detect|no", PK_CHOICE, F(no_rr), 0, 0, 0, "detect|no", NULL,
	  { "detect" }, "a round-robin first event: all its games for Rp" },
	{ "unrated", 0, "R|none", PK_NUM, F(unrated), -R, R, PF_NONE, NULL, NULL,
	  { "none" }, "value: rating of a player not in the list" },
	{ "list-games", 0, "G", PK_INT, F(list_games), 0, 1e12, 0, NULL, NULL,
	  { "30", "51", "30", "30", "30", "30", "30" },
	  "a prior list without games: a listed player's games (established)" },
	{ "newcomer-rule", 0, "greek|fide", PK_CHOICE, F(nc_rule), 0, 0, 0, "greek|fide", NULL,
	  { "greek", "greek", "fide", "fide", "fide", "fide", "fide" },
	  "how a newcomer is rated: the Greek rules, or FIDE's (rate(1))" },
	{ "hypothetical", 0, "R|none", PK_NUM, F(hypo), -R, R, PF_NONE, NULL, NULL,
	  { "none", "none", "1800", "none", "1800", "1800", "1800" },
	  "two draws against opponents rated R join Rp" },
	{ "newcomer-round", 0, "D|none", PK_INT, F(nc_round), 0, 15, PF_NONE, NULL, NULL,
	  { "none", "none", "0", "0", "0", "0", "0" }, "round Rp to D decimals" },
	{ "list-min", 0, "R|none", PK_NUM, F(list_min), -R, R, PF_NONE, NULL, NULL,
	  { "none", "none", "1400", "1000", "1400", "1400", "1400" },
	  "no rating below R: a lower Rp is none, a rating falling below is lost" },
	{ "newcomer-months", 0, "M|none", PK_INT, F(nc_months), 1, 12000, PF_NONE, NULL, NULL,
	  { "none", "none", "26", "26", "26", "26", "26" },
	  "--newcomer-rule fide: games pooled over M months" },
	{ "newcomer-step", 0, "S|none", PK_NUM, F(nc_step), 0, R, PF_NONE, NULL, NULL,
	  { "none", "none", "none", "20", "none", "none", "none" },
	  "--newcomer-rule fide, 50 % or more: Ra + S a half point over 50 %" },
	{ "cap-rule", 0, "every|greatest", PK_CHOICE, F(cap_rule), 0, 0, 0, "every|greatest", NULL,
	  { "every", "every", "every", "greatest", "every", "every", "every" },
	  "the higher rated capped in every game, or one a tournament (2022)" },
	{ "junior-below", 0, "R|none", PK_NUM, F(junior_below), -R, R, PF_NONE, NULL, NULL,
	  { "none", "none", "2300", "2300", "2300", "2300", "2300" },
	  "-K fide: K[0] for a junior rated below R" },
	{ "junior-age", 0, "A", PK_INT, F(junior_age), 0, 200, 0, NULL, NULL,
	  { "18" }, "-K fide: a junior until the end of the year of birthday A" },
	{ "gap", 0, "D|none", PK_NUM, F(gap), 0, R, PF_NONE, NULL, NULL,
	  { "none", "none", "none", "none", "none", "600", "600" },
	  "games between ratings D or more apart are not rated ..." },
	{ "gap-above", 0, "R", PK_NUM, F(gap_above), -R, R, 0, NULL, NULL,
	  { "2600" }, "... when one of the players is rated above R" },
	{ "seed-type", 0, "T|none", PK_FUNC, 0, 0, 0, 0, NULL, parse_seed_type,
	  { "none", "none", "none", "none", "none", "chess", "chess" },
	  "an unrated player rated in type T starts from that rating" },
	{ NULL, 0, NULL, 0, 0, 0, 0, 0, NULL, NULL, { NULL }, NULL },
};

static int
elo_check(void *pp, const char **why)
{
	struct elo_params *p = pp;

	if (p->krule == K_RASCCAT && p->kv[3] <= 0) {
		*why = "-K rasccat needs 4 --k-values (<=G <=R, <=G >R, >G <=R, >G >R)";
		return 0;
	}
	if (p->krule == K_FIDE && p->kv[2] <= 0) {
		*why = "-K fide needs 3 --k-values (below --k-games, below --k-rating, from it)";
		return 0;
	}
	if (has(p->nc_min) && has(p->nc_max) && p->nc_min > p->nc_max) {
		*why = "--newcomer-min is above --newcomer-max";
		return 0;
	}
	if (has(p->nc_step) && p->nc_rule != NC_FIDE) {
		*why = "--newcomer-step applies to --newcomer-rule fide";
		return 0;
	}
	return 1;
}

/*
 * The cap applies to the player whose expectation it is, so with
 * --cap-below (FIDE 8.3.1 since 1 October 2025: not for players rated
 * 2650 and above) the two sides of a game may not sum to 1.
 */
double
elo_expect(const struct elo_params *par, double own, double opp)
{
	double d = own - opp;
	int capped = par->cap > 0 && !(own >= par->cap_below);

	if (capped && d > par->cap)
		d = par->cap;
	if (capped && d < -par->cap)
		d = -par->cap;
	if (par->expect == EXP_FIDE)
		return fide_pd(d);
	return 1 / (1 + pow(10, -d / 400));
}

/* ---------- the rules ---------- */

/*
 * K for player p rated r with `games` rated games before the period and
 * g games in it, the period ending on `day`.  FIDE: fide_k; RASCCAT: FM
 * by games <= k_games and rating <= k_rating: kv[0], kv[1] (rating
 * above), kv[2] (games above), kv[3] (both above).  K*g <= kn_max with K
 * the largest whole number (FIDE 8.3.3).
 */
static double
k_factor(const struct elo_params *par, const struct eplayer *p, double r, long games,
    long g, long day)
{
	double K = par->K;

	if (par->krule == K_FIDE)
		K = fide_k(par, p, r, games, day);
	else if (par->krule == K_RASCCAT)
		K = par->kv[(games > par->k_games) * 2 + (r > par->k_rating)];
	if (par->kn_max > 0 && g > 0 && K * (double)g > (double)par->kn_max)
		K = floor((double)par->kn_max / (double)g);
	return K;
}

/*
 * Table 8.1.2 values are whole hundredths: they are summed exactly, so
 * that a FIDE change such as 10 * (1 - .55) is 4.5 and rounds to 5 (a
 * double sum could give 4.4999... and 4).
 */
static void
esum_add(const struct elo_params *par, struct esum *s, double e)
{
	if (par->expect == EXP_FIDE)
		s->h += llround(e * 100);
	else
		s->x += e;
}

static double
esum_value(const struct elo_params *par, const struct esum *s)
{
	return par->expect == EXP_FIDE ? (double)s->h / 100 : s->x;
}

/* The period change: K(W - We), the bonus, the rule's rounding. */
static double
period_change(const struct elo_params *par, double K, double W,
    const struct esum *We, long g)
{
	double d = par->expect == EXP_FIDE ?
	    K * (double)(llround(W * 100) - We->h) / 100 : K * (W - We->x);
	double limit = par->bonus * (double)g;

	if (par->bonus > 0 && d > limit)
		d += d - limit;		/* the gain above the limit counts twice */
	if (par->round >= 0)
		d = round_to(d, (int)par->round);
	return d;
}

/* ---------- one event ---------- */

enum { IN_RESULT, IN_BORN };
static const char *const elo_in[] = { "result", "born", NULL };

/* Rows of game gi of the event: row i's flat index in the event. */
size_t
elo_flat(const struct run *r, size_t gi, size_t i)
{
	return r->ev->game[gi].row0 - r->ev->game[0].row0 + i;
}

struct epart *
elo_part_of(const struct run *r, size_t gi, size_t i)
{
	return &r->part[r->rowpart[elo_flat(r, gi, i)]];
}

int
elo_played(const struct run *r, size_t gi)
{
	return r->ev->game[gi].res[0] == RES_PLAYED;
}

/* Score of row i of a played game from the places: 1, 1/2 or 0. */
double
elo_score_of(const struct rgame *g, size_t i)
{
	return g->place[i] < g->place[1 - i] ? 1 : g->place[i] == g->place[1 - i] ? 0.5 : 0;
}

/* The calendar year of a day. */
long
elo_year(long day)
{
	char d[11];

	date_format(day, d);
	return atol(d);
}

/* A game: two rows, or a game marked not rated; every row the same result. */
static void
check_game(struct eng *e, const struct rgame *g)
{
	size_t i;

	for (i = 1; i < g->n; i++)
		if (g->res[i] != g->res[0])
			eng_bad_in(e, g, i, IN_RESULT, "the same result on every row of a game");
	if (g->n > 2)
		eng_bad_row(e, g, 0, "game \"%s\" of event \"%s\" has %zu rows; elo rates two-player games",
		    g->id, g->event, g->n);
	if (g->n == 1 && g->res[0] == RES_PLAYED)
		eng_bad_row(e, g, 0, "game \"%s\" of event \"%s\" has one row; mark a bye with result \"bye\"",
		    g->id, g->event);
}

/* Column born of row i: a year YYYY, or a date whose year it takes; empty: unknown. */
static void
read_born(struct eng *e, const struct rgame *g, size_t i, struct eplayer *p)
{
	size_t n;
	const char *s;
	long y, day;

	if (!eng_in_has(e, IN_BORN))
		return;
	s = eng_in(e, g, i, IN_BORN, &n);
	if (n == 0)
		return;
	if (n == 4 && int_parse(s, 4, 0, 9999, &y))
		p->born = (int)y;
	else if (n == 10 && date_parse(s, 10, &day))
		p->born = (int)elo_year(day);
	else
		eng_bad_in(e, g, i, IN_BORN, "a year of birth YYYY, a date YYYY-MM-DD, or empty");
}

/* The event's per-row arrays hold nrow rows. */
static void
rows_grow(struct run *r, size_t nrow)
{
	size_t cap = r->rowcap;

	if (nrow <= r->rowcap)
		return;
	xgrow(&r->rowpart, &cap, nrow, sizeof *r->rowpart);
	r->rowexp = xrealloc(r->rowexp, cap * sizeof *r->rowexp);
	r->rowgap = xrealloc(r->rowgap, cap);
	r->rowcap = cap;
}

/* A participant of the event, from the ratings before it. */
static struct epart *
new_part(struct run *r, struct eng *e, int k, int value)
{
	const struct elo_params *par = r->par;
	struct eplayer *p = elo_player(r, k);
	struct epart *x;

	xgrow(&r->part, &r->partcap, r->npart + 1, sizeof *r->part);
	x = &r->part[r->npart];
	memset(x, 0, sizeof *x);
	x->key = k;
	x->upgrade = -1;
	x->rated0 = p->exists ? (p->rated || (value && has(p->rating))) : has(par->initial);
	x->r0 = p->exists ? p->rating : par->initial;
	if (!x->rated0 && par->seed_type)
		fide_seed(r, e, x);
	x->known = x->updates = x->rated0;
	r->loc[k] = (int)r->npart++;
	return x;
}

/*
 * Participants of the event, from the ratings before it.  value: a
 * listed player is rated whatever its state (the list's rating).
 */
static void
gather(struct run *r, struct eng *e, const struct rperiod *ev, int value)
{
	size_t i, gi;

	r->ev = ev;
	r->npart = 0;
	rows_grow(r, ev->game[ev->ngame - 1].row0 + ev->game[ev->ngame - 1].n - ev->game[0].row0);
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		check_game(e, g);
		fide_profile_hint(r, e, g);
		for (i = 0; i < g->n; i++) {
			int k = g->key[i];
			size_t f = elo_flat(r, gi, i);

			read_born(e, g, i, elo_player(r, k));
			if (r->loc[k] < 0)
				(void)new_part(r, e, k, value);
			r->rowpart[f] = r->loc[k];
			r->rowexp[f] = -1;
			r->rowgap[f] = 0;
			if (g->res[0] == RES_PLAYED)
				r->part[r->loc[k]].played = 1;
		}
	}
}

static void
release(struct run *r)
{
	size_t i;

	for (i = 0; i < r->npart; i++)
		r->loc[r->part[i].key] = -1;
}

/* x's expectation against y in row f: capped, except in a higher-rated
 * player's games other than its one upgrade (--cap-rule greatest). */
static double
row_expect(const struct run *r, const struct epart *x, const struct epart *y, size_t f)
{
	const struct elo_params *par = r->par;
	double d = x->r0 - y->r0;

	if (par->cap_rule == CAP_GREATEST && par->cap > 0 && d > par->cap &&
	    x->upgrade != (int)f)
		return par->expect == EXP_FIDE ? fide_pd(d) : 1 / (1 + pow(10, -d / 400));
	return elo_expect(par, x->r0, y->r0);
}

/* W, We and games of each player whose rating changes. */
static void
tally(struct run *r)
{
	const struct rperiod *ev = r->ev;
	size_t gi, i;

	for (gi = 0; gi < ev->ngame; gi++) {
		if (!elo_played(r, gi))
			continue;
		for (i = 0; i < 2; i++) {
			size_t f = elo_flat(r, gi, i);
			struct epart *x = elo_part_of(r, gi, i);
			const struct epart *y = elo_part_of(r, gi, 1 - i);

			if (!x->updates || !y->known || r->rowgap[f])
				continue;
			r->rowexp[f] = row_expect(r, x, y, f);
			esum_add(r->par, &x->we, r->rowexp[f]);
			x->w += elo_score_of(&ev->game[gi], i);
			x->g++;
		}
	}
}

static void
apply(struct run *r)
{
	const struct elo_params *par = r->par;
	long end = r->ev->game[r->ev->ngame - 1].date;
	size_t i;

	for (i = 0; i < r->npart; i++) {
		struct epart *x = &r->part[i];
		struct eplayer *p = &r->pl[x->key];
		long before = x->completes ? x->nrp : p->exists && !x->seeded ? p->games : 0;

		if (x->completes || (x->updates && x->g > 0)) {
			double nr = x->r0;

			if (x->updates && x->g > 0) {
				x->k = k_factor(par, p, x->r0, before, x->g, end);
				nr += period_change(par, x->k, x->w, &x->we, x->g);
				if (has(par->floor) && nr < par->floor)
					nr = par->floor;
				p->klist = 0;	/* the list's K was for this event */
			}
			if (x->seeded)
				p->npg = 0;
			if (par->krule == K_FIDE && (x->r0 >= par->k_rating || nr >= par->k_rating))
				p->top = 1;
			p->exists = p->rated = 1;
			p->await = par->nc_rule == NC_GREEK && x->completes && !x->updates;
			p->rating = nr;
			p->games = before + x->g;
			if (has(par->list_min) && nr < par->list_min)
				fide_delist(p);
		}
		if (x->played && p->exists)
			p->last = end;
		if (x->played && x->rated0)
			p->await = 0;	/* its second tournament */
		p->seen |= x->played;
	}
}

/* The pre-event rating a prediction is made from, or 0 (none). */
static int
prev_of(const struct run *r, size_t gi, size_t i, double *x)
{
	const struct epart *p = elo_part_of(r, gi, i);

	*x = p->r0;
	return elo_played(r, gi) && p->rated0;
}

static const char *
row_reason(const struct run *r, size_t gi, size_t i)
{
	const struct rgame *g = &r->ev->game[gi];
	const struct epart *x, *y;

	if (g->res[0] != RES_PLAYED)
		return g->res[0] == RES_BYE ? "bye" : "forfeit";
	if (r->rowgap[elo_flat(r, gi, i)])
		return "gap";
	x = elo_part_of(r, gi, i);
	y = elo_part_of(r, gi, 1 - i);
	if (x->updates && y->known)
		return "yes";
	if ((!x->rated0 && y->rated0) || (x->completes && y->known))
		return "newcomer";
	return "unrated";
}

/*
 * --history: `before` (rating at the event's start, or Rp), the event
 * totals `expected_total` (We) and `score_total` (W) of the player's
 * rated games, `rating` after the event, and the prediction of each game
 * made before it, for rank --eval (the same names as value -m elo):
 *   prev      the rating the player started the event with; empty for a
 *             player unrated then (a newcomer's Rp uses the event's own
 *             games, so it is no prediction) and on forfeit and bye rows
 *   expected  the player's expected score in this game: the one the
 *             change counted, else P(prev - opponent's prev) on the
 *             model's curve (--expect, after --cap); empty unless both
 *             rows have a prev
 *   escale    400, the scale of the logistic curve; FIDE table 8.1b is
 *             the normal curve of sigma 200 sqrt 2 and lies within 0.015
 *             of it up to the 400 cap, so rank --eval scores both alike
 *   k         the K of the player's change in the event (after K*n)
 */
static const char *const elo_history[] = { "rated", "before", "expected_total",
	"score_total", "rating", "prev", "expected", "escale", "k", NULL };
static const char *const elo_predict[] = { "expected", "expected_total", NULL };

static void
write_history(struct run *r, struct eng *e)
{
	const struct rperiod *ev = r->ev;
	size_t gi, i;

	for (gi = 0; gi < ev->ngame; gi++)
		for (i = 0; i < ev->game[gi].n; i++) {
			const struct rgame *g = &ev->game[gi];
			const struct epart *x = elo_part_of(r, gi, i);
			const struct eplayer *p = &r->pl[x->key];
			struct cells *c = eng_row_cells(e, g, i);
			double own, opp, rowexp = r->rowexp[elo_flat(r, gi, i)];
			int has_prev = prev_of(r, gi, i, &own), rated = x->updates && x->g > 0;

			cell_str(c, row_reason(r, gi, i));
			cell_num_or_empty(c, x->rated0 || x->completes, x->r0);
			cell_num_or_empty(c, rated, esum_value(r->par, &x->we));
			cell_num_or_empty(c, rated, x->w);
			cell_num_or_empty(c, p->exists && p->rated, p->rating);
			cell_num_or_empty(c, has_prev, own);
			if (has_prev && g->n == 2 && prev_of(r, gi, 1 - i, &opp))
				cell_num(c, rowexp >= 0 ? rowexp : elo_expect(r->par, own, opp));
			else
				cell_empty(c);
			cell_num(c, 400);
			cell_num_or_empty(c, rated, x->k);
			eng_put_row(e);
		}
}

static void
elo_period(void *m, struct eng *e, const struct rperiod *ev)
{
	struct run *r = m;

	gather(r, e, ev, 0);
	if (has(r->par->initial))
		;
	else if (r->par->nc_rule == NC_FIDE)
		fide_newcomers(r);
	else
		elo_newcomers_greek(r, e);
	if (has(r->par->gap))
		fide_gaps(r);
	if (r->par->cap_rule == CAP_GREATEST)
		fide_upgrades(r);
	tally(r);
	apply(r);
	if (eng_history(e))
		write_history(r, e);
	release(r);
}

/* ---------- value -m elo -r RATINGS ---------- */

/* Each row's expected score, and each player's total over the event. */
static void
elo_value(void *m, struct eng *e, const struct rperiod *ev)
{
	struct run *r = m;
	size_t gi, i, nrow, j;
	double *x;

	gather(r, e, ev, 1);
	for (i = 0; i < r->npart; i++)
		if (!r->part[i].known && has(r->par->unrated)) {
			r->part[i].known = 1;
			r->part[i].r0 = r->par->unrated;
		}
	nrow = elo_flat(r, ev->ngame - 1, ev->game[ev->ngame - 1].n);
	x = xmalloc((nrow ? nrow : 1) * sizeof *x);
	for (gi = 0; gi < ev->ngame; gi++)
		for (i = 0; i < ev->game[gi].n; i++) {
			struct epart *a = elo_part_of(r, gi, i);
			const struct epart *b;

			x[elo_flat(r, gi, i)] = -1;
			if (!elo_played(r, gi))
				continue;
			b = elo_part_of(r, gi, 1 - i);
			if (!a->known || !b->known)
				continue;
			x[elo_flat(r, gi, i)] = elo_expect(r->par, a->r0, b->r0);
			esum_add(r->par, &a->we, x[elo_flat(r, gi, i)]);
			a->g++;
		}
	for (gi = 0; gi < ev->ngame; gi++)
		for (i = 0; i < ev->game[gi].n; i++) {
			const struct epart *a = elo_part_of(r, gi, i);
			struct cells *c = eng_row_cells(e, &ev->game[gi], i);

			j = elo_flat(r, gi, i);
			cell_num_or_empty(c, x[j] >= 0, x[j]);
			cell_num_or_empty(c, a->g > 0, esum_value(r->par, &a->we));
			eng_put_row(e);
		}
	free(x);
	release(r);
}

const struct model elo_model = {
	.name = "elo",
	.summary = "tournament Elo, rating period = event",
	.profiles = elo_profiles,
	.param = elo_param,
	.param_size = sizeof(struct elo_params),
	.check = elo_check,
	.by_event = 1,
	.in = elo_in,
	.state = elo_state_cols,
	.history = elo_history,
	.predict = elo_predict,
	.start = elo_start,
	.prior = elo_prior,
	.period = elo_period,
	.value_period = elo_value,
	.row = elo_row,
	.finish = elo_finish,
	.free = elo_free,
};
