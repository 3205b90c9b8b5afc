/*
 * dwz.c - model `dwz`: the German Chess Federation's rating, DWZ
 * (Deutsche Wertungszahl), as the DSB's Wertungsordnung computes it
 * (doc/rules/dwz.md).  Rating period = event (a tournament).
 *
 * A rated player of DWZ Ro who plays n games against opponents with a
 * DWZ (ratings before the tournament) and scores W points:
 *     We  = sum 1 / (1 + 10^(-(Ro - Ri) / 400))
 *     E0  = (Ro / 1000)^4 + J,  J = 5 (age up to 20), 10 (21-25), 15 (26 on)
 *     fB  = Ro / 2000 within [0.5, 1] for a youth (up to 20) with W > We, else 1
 *     SBr = e^((1300 - Ro) / 150) - 1 for a youth with Ro < 1300 and W <= We, else 0
 *     E   = E0 fB + SBr, rounded, within [5, min(30, 5 index)] (SBr = 0)
 *           or [5, 150] (SBr > 0); index: the player's evaluations so far
 *     Rn  = Ro + 800 (W - We) / (E + n), rounded to a whole number
 * A player without a DWZ gets its first from at least 5 games against
 * players with one (and neither all won nor all lost): the performance,
 * the rating at which We equals W, rounded.  Games against players
 * without a DWZ, and games won or lost by default, do not count.
 * The age is the model input column `age` (years), or --age.
 */
#include "shared/duel.h"
#include "dwz.h"
#include "model.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---------- parameters ---------- */

#define F(x) offsetof(struct dwz_params, x)
#define R 1e6

/*
 * The editions (doc/rules/dwz.md): dsb-2016, the Wertungsordnung in force
 * now (the Sonderwertung 3.6.3 since 1 August 2016, the brake for every
 * age, games against the tournament's new DWZ holders counted); dsb-2014,
 * the edition of 30 May 2014 (no Sonderwertung, the brake for youths only
 * and at W <= We, fB at W > We, games against newcomers not counted).
 * `dsb` is dated (dwz_editions): each tournament under the edition in
 * force on its last day, 2016-08-01 the date the Sonderwertung took
 * effect (the only date of the change the DSB's change log gives; the
 * other differences are taken to have come with it: the rules page says
 * so).  Its own column holds the current edition's values.
 */
static const char *const dwz_profiles[] = { "dsb", "dsb-2014", "dsb-2016", NULL };

static const struct param dwz_param[] = {
	{ "expectation", 0, "normal|logistic", PK_CHOICE, F(expectation), 0, 0, 0,
	  "normal|logistic", NULL,
	  { "normal" }, "a game's expectation: the normal distribution of D (3.3.1), "
	  "or the logistic approximation for rough calculations" },
	{ "sigma", 0, "X", PK_NUM, F(sigma), 1e-6, R, 0, NULL, NULL,
	  { "282.842712474619" }, "normal: P(D) = Phi(D/X), X = 200 sqrt 2" },
	{ "scale", 0, "X", PK_NUM, F(scale), 1e-6, R, 0, NULL, NULL,
	  { "400" }, "logistic: P(D) = 1/(1 + 10^(-D/X))" },
	{ "we-digits", 0, "D|none", PK_INT, F(we_digits), 0, 15, PF_NONE, NULL, NULL,
	  { "3" }, "a game's expectation rounded to D decimals (the DSB's table)" },
	{ "factor", 0, "X", PK_NUM, F(factor), 0, R, 0, NULL, NULL,
	  { "800" }, "Rn = Ro + X (W - We)/(E + n)" },
	{ "e-divisor", 0, "X", PK_NUM, F(e_div), 1e-6, R, 0, NULL, NULL,
	  { "1000" }, "E0 = (Ro/X)^P + J" },
	{ "e-power", 0, "P", PK_NUM, F(e_pow), 0, 100, 0, NULL, NULL,
	  { "4" }, "P of E0" },
	{ "j-youth", 0, "J", PK_NUM, F(j[0]), 0, 1000, 0, NULL, NULL,
	  { "5" }, "J for a youth (age up to --youth-max)" },
	{ "j-junior", 0, "J", PK_NUM, F(j[1]), 0, 1000, 0, NULL, NULL,
	  { "10" }, "J for a junior (up to --junior-max)" },
	{ "j-senior", 0, "J", PK_NUM, F(j[2]), 0, 1000, 0, NULL, NULL,
	  { "15" }, "J for a senior (older)" },
	{ "youth-max", 0, "AGE", PK_INT, F(youth_max), 0, 200, 0, NULL, NULL,
	  { "20" }, "the oldest youth" },
	{ "junior-max", 0, "AGE", PK_INT, F(junior_max), 0, 200, 0, NULL, NULL,
	  { "25" }, "the oldest junior" },
	{ "fb-divisor", 0, "X", PK_NUM, F(fb_div), 1e-6, R, 0, NULL, NULL,
	  { "2000" }, "a youth scoring well: fB = Ro/X" },
	{ "fb-min", 0, "X", PK_NUM, F(fb_min), 0, 100, 0, NULL, NULL,
	  { "0.5" }, "the smallest fB" },
	{ "fb-max", 0, "X", PK_NUM, F(fb_max), 0, 100, 0, NULL, NULL,
	  { "1" }, "the largest fB" },
	{ "fb-when", 0, "at-least|above", PK_CHOICE, F(fb_when), 0, 0, 0, "at-least|above", NULL,
	  { "at-least", "above" }, "fB for a youth scoring W >= We (at-least) or W > We (above)" },
	{ "brake-below", 0, "X", PK_NUM, F(brake_below), -R, R, 0, NULL, NULL,
	  { "1300" }, "a player below X scoring under We: SBr = e^((X - Ro)/W) - 1" },
	{ "brake-width", 0, "W", PK_NUM, F(brake_width), 1e-6, R, 0, NULL, NULL,
	  { "150" }, "W of SBr" },
	{ "brake-when", 0, "below|at-most", PK_CHOICE, F(brake_when), 0, 0, 0, "below|at-most", NULL,
	  { "below", "at-most" }, "SBr when W < We (below) or W <= We (at-most)" },
	{ "brake-ages", 0, "all|youth", PK_CHOICE, F(brake_ages), 0, 0, 0, "all|youth", NULL,
	  { "all", "youth" }, "SBr for every age, or for youths only" },
	{ "e-min", 0, "X", PK_NUM, F(e_min), 0, R, 0, NULL, NULL,
	  { "5" }, "the smallest E" },
	{ "e-max", 0, "X", PK_NUM, F(e_max), 0, R, 0, NULL, NULL,
	  { "30" }, "the largest E without SBr" },
	{ "e-index-step", 0, "X", PK_NUM, F(e_step), 0, R, 0, NULL, NULL,
	  { "5" }, "without SBr, E is at most X times the index (index 0 counts as 1)" },
	{ "e-brake-max", 0, "X", PK_NUM, F(e_brake_max), 0, R, 0, NULL, NULL,
	  { "150" }, "the largest E with SBr" },
	{ "digits", 0, "D|none", PK_INT, F(digits), 0, 15, PF_NONE, NULL, NULL,
	  { "0" }, "round the new DWZ (and a performance) to D decimals (0: a whole number)" },
	{ "e-digits", 0, "D|none", PK_INT, F(e_digits), 0, 15, PF_NONE, NULL, NULL,
	  { "0" }, "round E to D decimals" },
	{ "first-games", 0, "N", PK_INT, F(first_games), 1, 1000000, 0, NULL, NULL,
	  { "5" }, "games against rated players for a first DWZ" },
	{ "newcomer-games", 0, "count|drop", PK_CHOICE, F(newcomer_games), 0, 0, 0, "count|drop", NULL,
	  { "count", "drop" }, "a rated player's games against a newcomer who gets a first DWZ: "
	  "counted at that DWZ (3.3.2), or dropped" },
	{ "exception-margin", 0, "X|none", PK_NUM, F(exc_margin), 0, R, PF_NONE, NULL, NULL,
	  { "300", "none" }, "Sonderwertung (3.6.3): a performance more than X above Ro "
	  "counts for the opponents (none: no Sonderwertung)" },
	{ "exception-games", 0, "N", PK_INT, F(exc_games), 1, 1000000, 0, NULL, NULL,
	  { "5" }, "games against rated opponents for a performance (3.6.2)" },
	{ "age", 0, "AGE|none", PK_INT, F(age), 0, 200, PF_NONE, NULL, NULL,
	  { "none" }, "the age of a row without column age (none: an error)", "age" },
	{ "list-index", 0, "N", PK_INT, F(list_index), 0, 1000000, 0, NULL, NULL,
	  { "6" }, "a prior list without index: a listed player's evaluations" },
	{ .flag = NULL },
};


/* ---------- state ---------- */

enum { IN_AGE };
static const char *const dwz_in[] = { "age", NULL };
static const char *const dwz_need[] = { NULL };

enum { S_RATING, S_INDEX, S_GAMES, S_STATUS, S_LAST };
static const struct column dwz_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "index", COL_COUNT, "list-index", 0 },
	{ "games", COL_COUNT, "(0)", 0 },
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ NULL, 0, NULL, 0 },
};

/*
 * --history: per row, the player's tournament: rating_before (empty for a
 * newcomer), rating (after; empty while it has none), the counted games
 * n, points w, expectation we, coefficient e (empty for a first DWZ);
 * per game `expected` (We of the game, empty when it does not count).
 */
static const char *const dwz_history[] = {
	"rating_before", "rating", "n", "w", "we", "e", "expected", NULL
};
/*
 * --explain (explain.c): a rated player's change as its counted
 * games' shares factor (W_i - We_i)/(E + n) (part "game", with E and
 * what it is made of: E0 with the age's J, fB, SBr), then the rounding;
 * a first DWZ from before 0 as the performance (part "first"), its games
 * as parts of 0 ("in first", the opponent at the rating the performance
 * met), the rounding.  A game that does not count is a part of 0 saying why.
 */
static const char *const dwz_explain_cols[] = {
	"opponent", "opponent_rating", "score", "we", "n", "e", "e0", "j", "fb", "sbr",
	"age", NULL
};

static struct dplayer *
player(struct dwz_run *r, int key)
{
	if ((size_t)key >= r->cap)
		xgrow_zero(&r->pl, &r->cap, (size_t)key + 1, sizeof *r->pl);
	return &r->pl[key];
}

static void *
dwz_start(struct eng *e, const void *par)
{
	struct dwz_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	return r;
}

static void
dwz_free(void *m)
{
	struct dwz_run *r = m;

	free(r->pl);
	free(r->keys);
	free(r->opp);
	free(r);
}

static int
dwz_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct dwz_run *r = m;
	struct dplayer *p = player(r, row->key);
	const struct prior_cell *c = row->cell;

	(void)col;
	(void)why;
	p->exists = 1;
	p->r = c[S_RATING].num;
	p->index = c[S_INDEX].s ? c[S_INDEX].i : r->par->list_index;
	p->games = c[S_GAMES].s ? c[S_GAMES].i : 0;
	p->last = c[S_LAST].s ? c[S_LAST].i : LONG_MIN;
	return 1;
}

static int
dwz_row(void *m, int key, struct cells *c)
{
	struct dwz_run *r = m;
	const struct dplayer *p;

	if ((size_t)key >= r->cap || !r->pl[key].exists)
		return 0;
	p = &r->pl[key];
	cell_num(c, p->r);
	cell_int(c, p->index);
	cell_int(c, p->games);
	cell_str(c, "active");
	cell_date(c, p->last);
	return 1;
}

/* ---------- a tournament ---------- */


static long
age_of(struct dwz_run *r, struct eng *e, const struct rgame *g, size_t k)
{
	long age = duel_in_int(e, g, k, IN_AGE, 0, 200, "an age in years, 0 to 200", r->par->age);

	if (age < 0)
		eng_bad_row(e, g, k, "no age for \"%s\": the DWZ depends on it (column age, or --age)",
		    eng_player(e, g->pid[k]));
	return age;
}

static void
gather(struct dwz_run *r, struct eng *e, const struct rperiod *ev)
{
	size_t gi, k;

	r->period++;
	r->nkeys = 0;
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		duel_check(e, g, "a chess game");
		for (k = 0; k < g->n; k++) {
			struct dplayer *p = player(r, g->key[k]);
			long age = age_of(r, e, g, k);

			if (p->mark == r->period) {
				if (age != p->age)
					eng_bad_in(e, g, k, IN_AGE, "the age the player has on its other rows of the tournament");
				continue;
			}
			p->mark = r->period;
			p->age = age;
			p->known = p->exists;
			p->r0 = p->r;
			p->w = p->we = p->e = 0;
			p->n = 0;
			p->new_rating = 0;
			p->stage = 0;
			p->as_opp = p->r0;
			p->rh = 0;
			p->exceptional = 0;
			xgrow(&r->keys, &r->kcap, r->nkeys + 1, sizeof *r->keys);
			r->keys[r->nkeys++] = g->key[k];
		}
	}
}


/* A rated player's n, W and We over his counted games, the opponents as counted. */
static void
tally(struct dwz_run *r, const struct rperiod *ev)
{
	size_t gi, k;

	for (k = 0; k < r->nkeys; k++) {
		struct dplayer *p = &r->pl[r->keys[k]];

		if (p->known) {
			p->w = p->we = 0;
			p->n = 0;
		}
	}
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		if (!dwz_counts(r, g))
			continue;
		for (k = 0; k < 2; k++) {
			struct dplayer *p = &r->pl[g->key[k]];

			if (!p->known)
				continue;
			p->w += duel_score(g, k);
			p->we += dwz_we(r->par, p->r0, dwz_opp_rating(r, g->key[1 - k]));
			p->n++;
		}
	}
}

/*
 * The Sonderwertung (3.6.3): a rated player whose performance Rh (3.6.2:
 * the rating at which his expectation against the selection's players,
 * at Ro or their first DWZ, equals his score W, from at least
 * --exception-games games) is more than --exception-margin above his Ro
 * counts at Rh for his opponents.  1 when there is one.
 */
static int
exceptions(struct dwz_run *r, const struct rperiod *ev)
{
	size_t k, gi, c, j;
	int any = 0;

	if (isnan(r->par->exc_margin))
		return 0;
	for (k = 0; k < r->nkeys; k++) {
		struct dplayer *p = &r->pl[r->keys[k]];
		double w = 0, rh;

		if (!p->known)
			continue;
		c = 0;
		for (gi = 0; gi < ev->ngame; gi++) {
			const struct rgame *g = &ev->game[gi];

			if (!dwz_counts(r, g))
				continue;
			for (j = 0; j < 2; j++)
				if (g->key[j] == r->keys[k]) {
					xgrow(&r->opp, &r->ocap, c + 1, sizeof *r->opp);
					r->opp[c++] = dwz_opp_rating(r, g->key[1 - j]);
					w += duel_score(g, j);
				}
		}
		if ((long)c < r->par->exc_games || w <= 0 || w >= (double)c)
			continue;
		rh = dwz_round(r->par->digits, dwz_performance(r->par, r->opp, c, w));
		if (rh > p->r0 + r->par->exc_margin) {
			p->exceptional = 1;
			p->rh = rh;
			any = 1;
		}
	}
	for (k = 0; k < r->nkeys; k++) {
		struct dplayer *p = &r->pl[r->keys[k]];

		if (p->exceptional)
			p->as_opp = p->rh;
	}
	return any;
}

static void
dwz_period(void *m, struct eng *e, const struct rperiod *ev)
{
	struct dwz_run *r = m;
	long day = LONG_MIN;
	size_t gi, k;

	gather(r, e, ev);
	for (gi = 0; gi < ev->ngame; gi++)
		if (ev->game[gi].date > day)
			day = ev->game[gi].date;
	/* the first DWZ (3.4); the exceptional players, then the first DWZ again with them at Rh */
	dwz_first_ratings(r, ev);
	if (exceptions(r, ev))
		dwz_first_ratings(r, ev);
	tally(r, ev);
	for (k = 0; k < r->nkeys; k++) {
		struct dplayer *p = &r->pl[r->keys[k]];

		if (!p->known || p->n == 0)
			continue;
		p->e = dwz_coefficient(r->par, p->r0, p->age, p->index, p->w, p->we);
		p->unrounded = p->r0 + r->par->factor * (p->w - p->we) / (p->e + (double)p->n);
		p->rn = dwz_round(r->par->digits, p->unrounded);
		p->new_rating = 1;
	}
	for (k = 0; k < r->nkeys; k++) {
		struct dplayer *p = &r->pl[r->keys[k]];

		if (!p->new_rating)
			continue;
		p->exists = 1;
		p->r = p->rn;
		p->index++;
		p->games += p->n;
		p->last = day;
		if (eng_explaining(e, r->keys[k]))
			dwz_explain(r, e, ev, r->keys[k]);
	}
	if (!eng_history(e))
		return;
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		for (k = 0; k < g->n; k++) {
			const struct dplayer *p = &r->pl[g->key[k]];
			struct cells *c = eng_row_cells(e, g, k);
			int cnt = p->known && dwz_counts(r, g);

			cell_num_or_empty(c, p->known, p->r0);
			cell_num_or_empty(c, p->exists, p->r);
			cell_int(c, p->n);
			cell_num(c, p->w);
			cell_num_or_empty(c, p->known, p->we);
			cell_num_or_empty(c, p->known && p->n > 0, p->e);
			cell_num_or_empty(c, cnt, cnt ?
			    dwz_we(r->par, p->r0, dwz_opp_rating(r, g->key[1 - k])) : 0);
			eng_put_row(e);
		}
	}
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: Rn is a whole number (doc/rules/dwz.md). */
static const int dwz_decimals[sizeof dwz_profiles / sizeof *dwz_profiles - 1] =
	{ 0, 0, 0 };

/* The rules' revision per profile: dsb 2 since the rules audit of issue 41
 * (normal expectation, the brake for every age, newcomers' games counted,
 * the Sonderwertung). */
static const int dwz_revision[sizeof dwz_profiles / sizeof *dwz_profiles - 1] =
	{ 2, 1, 1 };

static const struct edition dwz_editions[] = {
	{ "dsb", NULL, "dsb-2014" },
	{ "dsb", "2016-08-01", "dsb-2016" },
	{ NULL, NULL, NULL },
};

const struct model dwz_model = {
	.name = "dwz",
	.decimals = dwz_decimals,
	.revision = dwz_revision,
	.editions = dwz_editions,
	.summary = "German Chess Federation DWZ (Wertungsordnung), rating period = tournament",
	.profiles = dwz_profiles,
	.param = dwz_param,
	.param_size = sizeof(struct dwz_params),
	.by_event = 1,
	.in = dwz_in,
	.need = dwz_need,
	.state = dwz_state,
	.history = dwz_history,
	.explain = dwz_explain_cols,
	.start = dwz_start,
	.prior = dwz_prior,
	.period = dwz_period,
	.row = dwz_row,
	.free = dwz_free,
};
