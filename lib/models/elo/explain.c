/*
 * explain.c - model `elo`, rate --explain: each change of a
 * player's `rating` over an event as its parts (engine.h, "--explain").
 *
 * The rules compute one change a period, K (W - We), then a bonus, a
 * rounding, a floor; a newcomer's first rating is Ra + dp.  The parts
 * are those steps: one part a game of the event, K (s - E) (0, with the
 * reason, for a game that did not count), then the bonus, the rounding,
 * the floor and the list's minimum, each a part of its own; a first
 * rating is its parts Ra, dp (or the step, or the exact solution's
 * distance from Ra), their rounding and the newcomer clamp.  A rating
 * that is not there (no row, or a newcomer under FIDE's rules, which
 * publish none) is 0 in `before` and `after`; a Greek newcomer's
 * provisional rating, its Rp so far, is withdrawn (part `provisional`)
 * when it changes.
 */
#include "rules.h"
#include "rp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const elo_explain[] = { "opponent", "opponent_rating", "advantage", "D",
	"expected", "score", "K", "games", "points", "bound", "why", NULL };

/* Participant x, new to the event, is explained: its rating before it. */
void
elo_explain_before(struct run *r, struct epart *x)
{
	const struct eplayer *p = &r->pl[x->key];

	r->xany = x->xwant = 1;
	x->xbefore = elo_list_rating(r, p);
	x->xrated = p->exists && p->rated;
}

/* A part of the period (no game, no opponent): NAN terms are empty. */
static void
period_part(struct eng *e, const char *name, double amount, double expected, double K,
    double games, double points, double bound, const char *why)
{
	struct cells *c = eng_explain_part(e, name, amount, "");

	cell_empty(c);
	cell_empty(c);
	cell_empty(c);
	cell_empty(c);
	cell_num_or_empty(c, has(expected), expected);
	cell_empty(c);
	cell_num_or_empty(c, has(K), K);
	cell_num_or_empty(c, has(games), games);
	cell_num_or_empty(c, has(points), points);
	cell_num_or_empty(c, has(bound), bound);
	cell_str(c, why);
	eng_explain_put(e);
}

/* Why row i of game gi counts or not, in words. */
static const char *
row_why(const struct run *r, size_t gi, size_t i)
{
	const char *s = elo_row_reason(r, gi, i);

	if (strcmp(s, "yes") == 0)
		return "rated";
	if (strcmp(s, "gap") == 0)
		return "not rated: the ratings are --gap apart (600-point rule)";
	if (strcmp(s, "newcomer") == 0 && r->pl[elo_part_of(r, gi, i)->key].zeroed)
		return "not rated: a zero in the first event, disregarded";
	if (strcmp(s, "newcomer") == 0)
		return "not rated: a newcomer's game, for its first rating";
	if (strcmp(s, "unrated") == 0)
		return elo_part_of(r, gi, i)->updates ? "not rated: the opponent is unrated" :
		    "not rated: both players unrated";
	return strcmp(s, "bye") == 0 ? "not rated: a bye" : "not rated: a forfeit";
}

/* The part of row i of game gi: K (s - E), or 0 when it did not count. */
static void
game_part(struct run *r, struct eng *e, const struct epart *x, size_t gi, size_t i)
{
	const struct rgame *g = &r->ev->game[gi];
	size_t f = elo_flat(r, gi, i);
	double E = r->rowexp[f], s = 0, adv, amount;
	const struct epart *y = g->n == 2 ? elo_part_of(r, gi, 1 - i) : NULL;
	int counted = E >= 0;
	struct cells *c;

	if (elo_played(r, gi))
		s = elo_score_of(g, i);
	/* table 8.1b's E are whole hundredths: so is each part, as the sum */
	if (!counted)
		amount = 0;
	else if (r->par->expect == EXP_FIDE)
		amount = x->k * (double)(llround(s * 100) - llround(E * 100)) / 100;
	else
		amount = x->k * (s - E);
	c = eng_explain_part(e, "game", amount, g->id);
	if (y)
		cell_str(c, eng_player(r->e, g->pid[1 - i]));
	else
		cell_empty(c);
	cell_num_or_empty(c, y && y->known && isfinite(y->r0), y ? y->r0 : 0);
	adv = counted ? elo_first(r, gi, i) : 0;
	cell_num_or_empty(c, counted && r->par->gamma != 0, adv);
	cell_num_or_empty(c, counted, counted ? elo_row_diff(r, x, y, f, adv) : 0);
	cell_num_or_empty(c, counted, E);
	cell_num_or_empty(c, elo_played(r, gi), s);
	cell_num_or_empty(c, counted, x->k);
	cell_empty(c);
	cell_empty(c);
	cell_empty(c);
	cell_str(c, row_why(r, gi, i));
	eng_explain_put(e);
}

/* A performance rating (`what`: first or provisional) as its parts. */
static void
rp_put(const struct elo_params *par, struct eng *e, const struct rp_parts *rp,
    const char *what)
{
	char why[160];
	const char *avg = rp->extra == 2 ? ", and 2 hypothetical opponents drawn" :
	    rp->extra == 1 ? ", and a virtual game against Ra" : "";
	const char *how = rp->how == RP_STEP ? "--newcomer-step a half point over 50 %" :
	    rp->how == RP_EXACT ? "Rp - Ra, Rp solving sum P(Rp - R_i) = W" :
	    "dp of table 8.1a for the score W/n";

	snprintf(why, sizeof why, "%s rating: Ra, the opponents' average%s", what, avg);
	period_part(e, "average", rp->ra, NAN, NAN, rp->n, rp->w,
	    rp->extra == 2 ? par->hypo : NAN, why);
	snprintf(why, sizeof why, "%s rating: %s", what, how);
	period_part(e, "performance", rp->perf, NAN, NAN, rp->n, rp->w,
	    rp->how == RP_STEP ? par->nc_step : NAN, why);
	if (rp->round != 0) {
		snprintf(why, sizeof why, "%s rating rounded to %ld decimals", what, par->nc_round);
		period_part(e, "rp_rounding", rp->round, NAN, NAN, NAN, NAN, NAN, why);
	}
	if (rp->clamp != 0) {
		snprintf(why, sizeof why, "%s rating within --newcomer-min, --newcomer-max", what);
		period_part(e, "newcomer_clamp", rp->clamp, NAN, NAN, NAN, NAN,
		    rp->clamp > 0 ? par->nc_min : par->nc_max, why);
	}
}

/* The rating the event starts x from, r0, as parts from `before`. */
static void
start_parts(struct run *r, struct eng *e, const struct epart *x)
{
	const struct elo_params *par = r->par;

	if (x->xbefore != 0)
		period_part(e, "provisional", -x->xbefore, NAN, NAN, NAN, NAN, NAN,
		    "the provisional rating, replaced");
	if (x->seeded)
		period_part(e, "seed", x->r0, NAN, NAN, NAN, NAN, NAN,
		    "unrated here: the rating of --seed-type");
	else if (x->completes)
		rp_put(par, e, &x->rp, "first");
	else
		period_part(e, "initial", x->r0, NAN, NAN, NAN, NAN, NAN,
		    "a new player starts at --initial");
}

/* The bonus, rounding, floor of the period change; returns the rating. */
static double
period_parts(struct run *r, struct eng *e, const struct epart *x)
{
	const struct elo_params *par = r->par;
	double We = elo_esum_value(par, &x->we), nr;
	struct pchange pc;
	char why[80];

	(void)elo_period_change(par, x->k, x->w, &x->we, x->g, &pc);
	if (pc.bonused != pc.raw)
		period_part(e, "bonus", pc.bonused - pc.raw, We, x->k, (double)x->g, x->w,
		    par->bonus * (double)x->g, "the gain above --bonus-per-game a game counts twice");
	if (par->period_month) {
		/* the month's list so far: its changes summed, rounded once */
		double from = x->xrated ? x->xbefore : x->r0;	/* or the start's parts */

		nr = elo_month_rating(par, &r->pl[x->key]);
		if (nr - from != pc.bonused)
			period_part(e, "rounding", nr - from - pc.bonused, NAN, NAN, NAN,
			    NAN, NAN, "the month's changes summed (K x n capped over its games), then rounded once (--period month)");
		return nr;
	}
	if (pc.rounded != pc.bonused) {
		snprintf(why, sizeof why, "the change rounded to %ld decimals", par->round);
		period_part(e, "rounding", pc.rounded - pc.bonused, NAN, NAN, NAN, NAN, NAN, why);
	}
	nr = x->r0 + pc.rounded;
	if (has(par->floor) && nr < par->floor) {
		period_part(e, "floor", par->floor - nr, NAN, NAN, NAN, NAN, par->floor,
		    "no rating below --floor");
		nr = par->floor;
	}
	return nr;
}

/* One change: x's rating from before the event to after it. */
static void
explain_change(struct run *r, struct eng *e, const struct epart *x, const size_t (*row)[2],
    size_t nrow)
{
	const struct elo_params *par = r->par;
	const struct rperiod *ev = r->ev;
	const struct eplayer *p = &r->pl[x->key];
	int moved = x->completes || (x->updates && x->g > 0);
	double after = elo_list_rating(r, p), nr = x->r0;
	struct rp_parts rp;
	size_t j;

	eng_explain_begin(e, &ev->game[ev->ngame - 1], x->key, x->xbefore, after);
	if (!x->xrated && moved)
		start_parts(r, e, x);
	else if (!x->xrated && after != x->xbefore) {
		if (x->xbefore != 0)
			period_part(e, "provisional", -x->xbefore, NAN, NAN, NAN, NAN, NAN,
			    "the provisional rating, replaced");
		if (after != 0) {
			(void)elo_performance_parts(par, p->pg, p->npg, &rp);
			rp_put(par, e, &rp, "provisional");
		}
	}
	for (j = 0; j < nrow; j++)
		game_part(r, e, x, row[j][0], row[j][1]);
	if (x->updates && x->g > 0)
		nr = period_parts(r, e, x);
	if (moved && !par->period_month && has(par->list_min) && nr < par->list_min)
		period_part(e, "list_minimum", -nr, NAN, NAN, NAN, NAN, par->list_min,
		    "below --list-min: the rating is lost");
	eng_explain_end(e);
}

/*
 * After the event is applied: the change of each participant explained,
 * its rows found by a counting sort of the event's rows by participant.
 */
void
elo_explain_event(struct run *r, struct eng *e)
{
	const struct rperiod *ev = r->ev;
	size_t i, gi, nrow, *start, *pos;
	size_t (*row)[2];

	if (!r->xany)
		return;
	nrow = elo_flat(r, ev->ngame - 1, ev->game[ev->ngame - 1].n);
	start = xcalloc(r->npart + 1, sizeof *start);
	pos = xcalloc(r->npart + 1, sizeof *pos);
	row = xmalloc((nrow ? nrow : 1) * sizeof *row);
	for (gi = 0; gi < ev->ngame; gi++)
		for (i = 0; i < ev->game[gi].n; i++)
			start[r->rowpart[elo_flat(r, gi, i)] + 1]++;
	for (i = 0; i < r->npart; i++) {
		start[i + 1] += start[i];
		pos[i] = start[i];
	}
	for (gi = 0; gi < ev->ngame; gi++)
		for (i = 0; i < ev->game[gi].n; i++) {
			size_t k = (size_t)r->rowpart[elo_flat(r, gi, i)];

			row[pos[k]][0] = gi;
			row[pos[k]++][1] = i;
		}
	for (i = 0; i < r->npart; i++)
		if (r->part[i].xwant)
			explain_change(r, e, &r->part[i], row + start[i], start[i + 1] - start[i]);
	free(row);
	free(pos);
	free(start);
}
