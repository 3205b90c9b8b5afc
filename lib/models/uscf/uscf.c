/*
 * uscf.c - model `uscf`: the US Chess rating system as Glickman and Doan
 * describe it ("The US Chess Rating system", 2015-2020), regular
 * over-the-board events, with the bonus threshold of each edition since
 * 2017 (doc/rules/uscf.md).  Rating period = event.
 *
 * A player has a rating R0 based on N games (an unrated player: R0 from
 * its age in years, fractional, column `age`: 50 x age from 2 to 26, 100
 * below, 1300 above or unknown; N = 0).
 *   N' = min(N, 50 / sqrt(0.662 + 0.00000739 (2569 - R0)^2)), 50 above 2355
 * The special formula (N <= 8, or every previous game won or every one
 * lost) finds R with N' PWe(R, R0') + sum PWe(R, Ri) = S', PWe(R, Ri) =
 * 1/2 + (R - Ri)/800 within [0, 1] (R0' = R0 - 400, S' = S + N' after
 * all wins; R0 + 400, S after all losses; else R0, S + N'/2), by the
 * text's iteration over the knots Ri +- 400; at most 2700.  The standard
 * formula:
 *   K = 800 / (N' + m),  R = R0 + K (S - E) + max(0, K (S - E) - B sqrt(max(m, 4)))
 * E = sum 1/(1 + 10^(-(R0 - Ri)/400)); the bonus only with m >= 3 games
 * and no opponent met more than twice; B = 14, 12 or 10 by edition.  An
 * event is rated in steps: unrated players get a first estimate (step 3,
 * the special formula with N' = 1, the initial rating counting as one
 * game, against the others' pre-event or initial ratings), then everybody an
 * intermediate rating (unrated opponents at their step-3 estimates) and
 * a final one (unrated opponents at their intermediate ratings).  The
 * final rating is kept above the floor: 100 + 4 wins + 2 draws + events
 * of 3 games (at most 150), or 200 below the highest established rating
 * in hundreds, from 1200 (a peak of 1400) to 2100.
 *
 * A player's state, its prior and ratings rows, is state.c's.
 */
#include "shared/duel.h"
#include "uscf.h"
#include "model.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define F(x) offsetof(struct uscf_params, x)
#define R 1e6

/*
 * The profiles: `uschess`, dated: each event under the edition in force
 * on its last day (uscf_editions; the engine sets the flags that differ),
 * and each edition pinned, named by the year it took effect, the year US
 * Chess's news gave it: `uschess-2017` (B = 14 for events ending
 * 2017-05-01 to 2023-01-31, and here for any earlier event too),
 * `uschess-2023` (B = 12 from events ending 2023-02-01), `uschess-2025`
 * (B = 10, events of 2025 on, ending 2025-01-01 or later).  Only the
 * bonus threshold differs.  `uschess`'s own column holds the newest
 * edition's values: those --help and --params show as in force now.
 */
static const char *const uscf_profiles[] = {
	"uschess", "uschess-2017", "uschess-2023", "uschess-2025", NULL
};

static const struct param uscf_param[] = {
	{ "age-slope", 0, "X", PK_NUM, F(age_slope), 0, R, 0, NULL, NULL, { "50" },
	  "an unrated player's rating: X times its age, from --age-min to --age-max" },
	{ "age-min", 0, "AGE", PK_NUM, F(age_min), 0, 200, 0, NULL, NULL, { "2" }, "below it: --young" },
	{ "age-max", 0, "AGE", PK_NUM, F(age_max), 0, 200, 0, NULL, NULL, { "26" }, "above it: --adult" },
	{ "young", 0, "R", PK_NUM, F(young), -R, R, 0, NULL, NULL, { "100" }, "an unrated young child's rating" },
	{ "adult", 0, "R", PK_NUM, F(adult), -R, R, 0, NULL, NULL, { "1300" },
	  "an unrated adult's rating (age unknown too)" },
	{ "neff-cap", 0, "X", PK_NUM, F(neff_cap), 0, R, 0, NULL, NULL, { "50" },
	  "N* = X / sqrt(A + B (C - R0)^2), X above --neff-top" },
	{ "neff-a", 0, "A", PK_NUM, F(neff_a), 1e-12, R, 0, NULL, NULL, { "0.662" }, "A of N*" },
	{ "neff-b", 0, "B", PK_NUM, F(neff_b), 0, R, 0, NULL, NULL, { "0.00000739" }, "B of N*" },
	{ "neff-center", 0, "C", PK_NUM, F(neff_center), -R, R, 0, NULL, NULL, { "2569" }, "C of N*" },
	{ "neff-top", 0, "R", PK_NUM, F(neff_top), -R, R, 0, NULL, NULL, { "2355" }, "N* = --neff-cap above R" },
	{ "first-neff", 0, "X", PK_NUM, F(first_neff), 0, R, 0, NULL, NULL, { "1" },
	  "step 3 only: an unrated player's N' (its initial rating counts as X games)" },
	{ "special-games", 0, "N", PK_INT, F(special_games), 0, 1000000, 0, NULL, NULL, { "8" },
	  "the special formula up to N games (and after all wins or all losses)" },
	{ "pwe-width", 0, "W", PK_NUM, F(pwe_width), 1e-6, R, 0, NULL, NULL, { "400" },
	  "PWe = 1/2 + (R - Ri)/(2W) within [0, 1]" },
	{ "special-max", 0, "R|none", PK_NUM, F(special_max), -R, R, PF_NONE, NULL, NULL, { "2700" },
	  "the highest rating of the special formula" },
	{ "epsilon", 0, "X", PK_NUM, F(eps), 1e-15, 1, 0, NULL, NULL, { "0.0000001" },
	  "the special formula's tolerance" },
	{ "k-numerator", 0, "X", PK_NUM, F(k_num), 0, R, 0, NULL, NULL, { "800" }, "K = X / (N' + m)" },
	{ "bonus-threshold", 0, "B", PK_NUM, F(bonus_b), 0, R, 0, NULL, NULL,
	  { "10", "14", "12", "10" },
	  "bonus = max(0, K (S - E) - B sqrt(max(m, Q)))" },
	{ "bonus-sqrt-min", 0, "Q", PK_NUM, F(bonus_sqrt_min), 0, R, 0, NULL, NULL, { "4" }, "Q of the bonus" },
	{ "bonus-games", 0, "N", PK_INT, F(bonus_games), 0, 1000000, 0, NULL, NULL, { "3" },
	  "no bonus in an event of fewer games" },
	{ "bonus-meetings", 0, "N", PK_INT, F(bonus_meet), 0, 1000000, 0, NULL, NULL, { "2" },
	  "no bonus when an opponent is met more than N times" },
	{ "floor-base", 0, "X", PK_NUM, F(af_base), -R, R, 0, NULL, NULL, { "100" },
	  "the absolute floor: X + W wins + D draws + E events of 3 games" },
	{ "floor-max", 0, "X", PK_NUM, F(af_max), -R, R, 0, NULL, NULL, { "150" }, "... at most X" },
	{ "floor-win", 0, "W", PK_NUM, F(af_win), 0, R, 0, NULL, NULL, { "4" }, "W of the absolute floor" },
	{ "floor-draw", 0, "D", PK_NUM, F(af_draw), 0, R, 0, NULL, NULL, { "2" }, "D of the absolute floor" },
	{ "floor-event", 0, "E", PK_NUM, F(af_event), 0, R, 0, NULL, NULL, { "1" }, "E of the absolute floor" },
	{ "floor-gap", 0, "X", PK_NUM, F(floor_gap), 0, R, 0, NULL, NULL, { "200" },
	  "an established player's floor: X below its peak, down to a multiple of S" },
	{ "floor-step", 0, "S", PK_NUM, F(floor_step), 1e-6, R, 0, NULL, NULL, { "100" }, "S of the floor" },
	{ "floor-cap", 0, "X", PK_NUM, F(floor_cap), -R, R, 0, NULL, NULL, { "2100" },
	  "the highest floor from a peak" },
	{ "floor-min", 0, "X", PK_NUM, F(floor_min), -R, R, 0, NULL, NULL, { "1200" },
	  "the lowest floor from a peak: a lower one is none (the absolute floor only)" },
	{ "established", 0, "N", PK_INT, F(established), 0, 1000000, 0, NULL, NULL, { "25" },
	  "established from more than N games (status active; provisional below)" },
	{ "list-games", 0, "N", PK_INT, F(list_games), 0, 1000000, 0, NULL, NULL, { "50" },
	  "a prior list without games (--prior-ratings-only): a listed player's games" },
	{ "age", 0, "AGE|none", PK_NUM, F(age), 0, 200, PF_NONE, NULL, NULL, { "none" },
	  "an unrated player's age in years, fractional, when its row has none (none: unknown, --adult)",
	  "age" },
	{ .flag = NULL },
};

/* ---------- the columns read and written ---------- */

enum { IN_AGE };
static const char *const uscf_in[] = { "age", NULL };
static const char *const uscf_need[] = { NULL };

static const char *const uscf_history[] = {
	"rating_before", "neff", "estimate", "intermediate", "rating", "floor", "expected", NULL
};
/*
 * --explain (explain.c): a change by the standard formula as each
 * game's K (S_i - E_i) at step 5 (part "game"), the bonus, the floor; by
 * the special formula as one part ("special", or "first" from before 0
 * for an unrated player) with its inputs R0', S', N' and the steps'
 * estimates, its games as parts of 0 ("in special"), the floor.
 */
static const char *const uscf_explain_cols[] = {
	"opponent", "opponent_rating", "score", "expected", "k", "neff", "m", "r0_prime",
	"s_prime", "estimate", "intermediate", "floor", NULL
};

/* ---------- an event ---------- */

/* Step 1: an unrated player's rating from its age in years (fractional: 6 1/2 gives 325); NAN unknown. */
static double
initial_of(const struct uscf_params *p, double age)
{
	if (isnan(age))
		return p->adult;
	if (age < p->age_min)
		return p->young;
	return age <= p->age_max ? p->age_slope * age : p->adult;
}

/* Column age of row k: years, a fraction allowed; empty: the flag --age. */
static double
age_of(struct eng *e, const struct rgame *g, size_t k, double dflt)
{
	size_t len = 0;
	const char *s = eng_in_has(e, IN_AGE) ? eng_in(e, g, k, IN_AGE, &len) : NULL;
	double v;

	if (!len)
		return dflt;
	if (!num_parse(s, len, &v) || v < 0 || v > 200)
		eng_bad_in(e, g, k, IN_AGE, "an age in years, 0 to 200 (a fraction allowed: 6.5)");
	return v;
}


static struct upart *
part_of(struct uscf_run *r, struct eng *e, const struct rgame *g, size_t k)
{
	int key = g->key[k];
	struct uplayer *p = uscf_player(r, key);
	struct upart *x;

	if (r->loc[key] >= 0)
		return &r->part[r->loc[key]];
	xgrow(&r->part, &r->pcap, r->npart + 1, sizeof *r->part);
	x = &r->part[r->npart];
	memset(x, 0, sizeof *x);
	x->key = key;
	x->rated = p->exists;
	x->age = age_of(e, g, k, r->par->age);
	x->r0 = p->exists ? p->r : initial_of(r->par, x->age);
	x->n0 = p->exists ? p->games : 0;
	x->neff = uscf_neff(r->par, x->r0, x->n0);
	r->loc[key] = (int)r->npart++;
	return x;
}

static void
gather(struct uscf_run *r, struct eng *e, const struct rperiod *ev)
{
	size_t gi, k;

	r->npart = 0;
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		duel_check(e, g, "a chess game");
		for (k = 0; k < g->n; k++) {
			struct upart *x = part_of(r, e, g, k);
			double sc;

			if (!duel_played(g))
				continue;
			sc = duel_score(g, k);
			x->m++;
			x->s += sc;
			x->w += sc == 1;
			x->d += sc == 0.5;
			x->l += sc == 0;
		}
	}
}

/* Opponents of participant x in the event, at the ratings of step `step`. */
static size_t
opponents(struct uscf_run *r, const struct rperiod *ev, const struct upart *x, int step)
{
	size_t gi, k, n = 0;

	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		if (!duel_played(g))
			continue;
		for (k = 0; k < 2; k++) {
			const struct upart *o;

			if (g->key[k] != x->key)
				continue;
			o = &r->part[r->loc[g->key[1 - k]]];
			xgrow(&r->opp, &r->ocap, n + 1, sizeof *r->opp);
			xgrow(&r->oppk, &r->kcap, n + 1, sizeof *r->oppk);
			r->opp[n] = uscf_met(o, step);
			r->oppk[n++] = o->key;
		}
	}
	return n;
}

/* The most times one opponent is met. */
static long
meetings(const int *k, size_t n)
{
	long most = 0;
	size_t i, j;

	for (i = 0; i < n; i++) {
		long c = 0;

		for (j = 0; j < n; j++)
			c += k[j] == k[i];
		most = c > most ? c : most;
	}
	return most;
}

/*
 * The rating of participant x at step `step` (0: 3, 1: 4, 2: 5) against
 * opponents rated r->opp[0 .. m); *got its bonus (step 5 only).
 */
static double
rate_one(struct uscf_run *r, const struct upart *x, size_t m, int step, double *got)
{
	const struct uscf_params *par = r->par;
	const struct uplayer *p = &r->pl[x->key];
	struct special s;
	double e = 0, k, d;
	size_t i;

	*got = 0;
	if (uscf_special_in(par, x, p, r->opp, m, step, &s))
		return uscf_special(&s, x->s);
	for (i = 0; i < m; i++)
		e += uscf_expected(x->r0, r->opp[i]);
	k = uscf_k(par, x->neff, m);
	d = k * (x->s - e);
	if (step == 2 && (long)m >= par->bonus_games && meetings(r->oppk, m) <= par->bonus_meet)
		d += *got = fmax(0, d - par->bonus_b * sqrt(fmax((double)m, par->bonus_sqrt_min)));
	return x->r0 + d;
}

static double
floor_of(const struct uscf_params *par, const struct uplayer *p, const struct upart *x)
{
	double nw = (double)(p->wins + x->w), nd, ne, af, pf;

	nd = (double)((p->exists ? p->games - p->wins - p->losses : 0) + x->d);
	ne = (double)(p->events + (x->m >= 3));
	af = fmin(par->af_base + par->af_win * nw + par->af_draw * nd + par->af_event * ne, par->af_max);
	if (!p->exists || isnan(p->peak))
		return af;
	/* 200 below the peak in hundreds; below 1200 (a peak under 1400) none */
	pf = fmin(par->floor_cap, par->floor_step * floor((p->peak - par->floor_gap) / par->floor_step));
	return pf < par->floor_min ? af : fmax(af, pf);
}

static void
put_history(struct uscf_run *r, struct eng *e, const struct rperiod *ev)
{
	size_t gi, k;

	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		for (k = 0; k < g->n; k++) {
			const struct upart *x = &r->part[r->loc[g->key[k]]];
			struct cells *c = eng_row_cells(e, g, k);

			cell_num(c, x->r0);
			cell_num(c, x->neff);
			cell_num_or_empty(c, !x->rated && x->m, x->est[0]);
			cell_num_or_empty(c, x->m > 0, x->est[1]);
			cell_num(c, r->pl[x->key].r);
			cell_num_or_empty(c, x->m > 0, x->floor);
			if (duel_played(g)) {
				const struct upart *o = &r->part[r->loc[g->key[1 - k]]];

				cell_num(c, uscf_expected(x->r0, uscf_met(o, 2)));
			} else {
				cell_empty(c);
			}
			eng_put_row(e);
		}
	}
}

static void
uscf_period(void *m, struct eng *e, const struct rperiod *ev)
{
	struct uscf_run *r = m;
	long day = LONG_MIN;
	size_t i, gi;
	int step;

	gather(r, e, ev);
	for (gi = 0; gi < ev->ngame; gi++)
		day = ev->game[gi].date > day ? ev->game[gi].date : day;
	for (step = 0; step < 3; step++)
		for (i = 0; i < r->npart; i++) {
			struct upart *x = &r->part[i];
			size_t n;

			if (x->m == 0 || (step == 0 && x->rated)) {
				x->est[step] = x->r0;
				continue;
			}
			n = opponents(r, ev, x, step);
			x->est[step] = rate_one(r, x, n, step, &x->bonus);
		}
	for (i = 0; i < r->npart; i++) {
		struct upart *x = &r->part[i];
		struct uplayer *p = &r->pl[x->key];

		x->floor = floor_of(r->par, p, x);
		if (x->m == 0 && !p->exists)
			continue;	/* an unrated player with only byes stays unrated */
		if (x->m > 0) {
			if (eng_explaining(e, x->key))
				uscf_explain(r, e, ev, x, fmax(x->est[2], x->floor));
			if (!p->exists)
				p->peak = NAN;
			p->r = fmax(x->est[2], x->floor);
			p->events += x->m >= 3;
			p->wins += x->w;
			p->losses += x->l;
			p->games += x->m;
			p->last = day;
			if (p->games > r->par->established)
				p->peak = isnan(p->peak) || p->r > p->peak ? p->r : p->peak;
		}
		p->exists = 1;
	}
	if (eng_history(e))
		put_history(r, e, ev);
	for (i = 0; i < r->npart; i++)
		r->loc[r->part[i].key] = -1;
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: US Chess publishes whole numbers. */
static const int uscf_decimals[sizeof uscf_profiles / sizeof *uscf_profiles - 1] =
	{ 0, 0, 0, 0 };

/*
 * The rules' revision per profile: uschess 2 since B = 10, step 3's N'
 * = 1, no peak floor below 1200 and fractional ages (issue 41).
 */
static const int uscf_revision[sizeof uscf_profiles / sizeof *uscf_profiles - 1] =
	{ 2, 1, 1, 1 };

static const struct edition uscf_editions[] = {
	{ "uschess", NULL, "uschess-2017" },
	{ "uschess", "2023-02-01", "uschess-2023" },
	{ "uschess", "2025-01-01", "uschess-2025" },
	{ NULL, NULL, NULL },
};

const struct model uscf_model = {
	.name = "uscf",
	.editions = uscf_editions,
	.decimals = uscf_decimals,
	.revision = uscf_revision,
	.summary = "US Chess (Glickman and Doan), rating period = event",
	.profiles = uscf_profiles,
	.param = uscf_param,
	.param_size = sizeof(struct uscf_params),
	.by_event = 1,
	.in = uscf_in,
	.need = uscf_need,
	.state = uscf_state,
	.history = uscf_history,
	.explain = uscf_explain_cols,
	.start = uscf_start,
	.prior = uscf_prior,
	.period = uscf_period,
	.row = uscf_row,
	.free = uscf_free,
};
