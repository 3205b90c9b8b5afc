/*
 * history.c - model `elo`, rate --history: each row of an event with
 * whether it was rated (and why not), the player's totals and rating,
 * and the prediction made before the event, for rank --eval.
 */
#include "elo.h"
#include "rules.h"
#include "draw.h"
#include "expect.h"

#include <math.h>

/* The pre-event rating a prediction is made from, or 0 (none). */
static int
prev_of(const struct run *r, size_t gi, size_t i, double *x)
{
	const struct epart *p = elo_part_of(r, gi, i);

	*x = p->r0;
	return elo_played(r, gi) && p->rated0;
}

/* The game's D for row i and E of it: the one the change counted, else
 * the model's E of the two pre-event ratings (--gamma, --cap). */
static double
row_expect(const struct run *r, size_t gi, size_t i, double own, double opp, double *d)
{
	double adv = elo_first(r, gi, i), e = r->rowexp[elo_flat(r, gi, i)];

	if (e >= 0)
		*d = elo_row_diff(r, elo_part_of(r, gi, i), elo_part_of(r, gi, 1 - i),
		    elo_flat(r, gi, i), adv);
	else
		*d = elo_diff(r->par, own + adv, opp);
	return e >= 0 ? e : elo_curve(r->par, *d);
}

/*
 * The `prev` rank --eval reads, so that its logistic of scale 400,
 * 1/(1 + 10^-(prev - prev')/400), is the model's own E of the row:
 * the rating with half the first mover's advantage (+-gamma/2, as
 * glicko's), and, when E is not the logistic of that difference (a
 * capped difference, FIDE's table 8.1b), the midpoint of the two
 * ratings plus half the logit 400 log10(E/(1-E)) of E.  A game whose
 * two E do not sum to 1 (--cap-below, --cap-rule greatest) gets the
 * mean of the two logits.
 */
static double
prediction_prev(const struct run *r, size_t gi, size_t i, double own, double opp,
    double e, double d)
{
	double adv = elo_first(r, gi, i);

	if (r->par->expect == EXP_LOGISTIC && d == own + adv - opp)
		return own + adv / 2;
	if (e >= 1 || e <= 0)	/* table 8.1b's 1.00: rank --eval clips at 1e-15 */
		e = e >= 1 ? 1 - 1e-15 : 1e-15;
	return (own + opp) / 2 + 200 * log10(e / (1 - e));
}

const char *
elo_row_reason(const struct run *r, size_t gi, size_t i)
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
 *   prev      the rating the player started the event with, as the
 *             prediction saw it (prediction_prev: with gamma/2, and moved
 *             so that rank --eval's logistic gives back `expected` under a
 *             cap or table 8.1b); empty for a player unrated then (a
 *             newcomer's Rp uses the event's own games, so it is no
 *             prediction) and on forfeit and bye rows
 *   expected  the player's expected score in this game: the one the
 *             change counted, else P(prev - opponent's prev) on the
 *             model's curve (--expect, after --cap); empty unless both
 *             rows have a prev
 *   escale    400, the scale of the logistic curve prev is on
 *   k         the K of the player's change in the event (after K*n)
 *   p_win p_draw p_loss
 *             the game as three outcomes (draw.h): Davidson's model of
 *             --draw-nu over E = the logistic of the two rows' prev (the
 *             curve rank --eval reads, so the game gives the same three
 *             reversed from the other row); empty unless both rows have
 *             a prev
 */
const char *const elo_history[] = { "rated", "before", "expected_total",
	"score_total", "rating", "prev", "expected", "escale", "k", "p_win", "p_draw", "p_loss",
	NULL };
const char *const elo_predict[] = { "expected", "expected_total", NULL };

void
elo_write_history(struct run *r, struct eng *e)
{
	const struct rperiod *ev = r->ev;
	size_t gi, i;

	for (gi = 0; gi < ev->ngame; gi++)
		for (i = 0; i < ev->game[gi].n; i++) {
			const struct rgame *g = &ev->game[gi];
			const struct epart *x = elo_part_of(r, gi, i);
			const struct eplayer *p = &r->pl[x->key];
			struct cells *c = eng_row_cells(e, g, i);
			double own, opp, d, ex = 0, exo, pp = 0, ppo = 0;
			struct draw3 p3 = { 0, 0, 0 };
			int has_prev = prev_of(r, gi, i, &own), rated = x->updates && x->g > 0;
			int pair = has_prev && g->n == 2 && prev_of(r, gi, 1 - i, &opp);

			cell_str(c, elo_row_reason(r, gi, i));
			cell_num_or_empty(c, x->rated0 || x->completes, x->r0);
			cell_num_or_empty(c, rated, elo_esum_value(r->par, &x->we));
			cell_num_or_empty(c, rated, x->w);
			cell_num_or_empty(c, p->exists && p->rated, elo_month_rating(r->par, p));
			if (pair) {
				ex = row_expect(r, gi, i, own, opp, &d);
				pp = prediction_prev(r, gi, i, own, opp, ex, d);
				exo = row_expect(r, gi, 1 - i, opp, own, &d);
				ppo = prediction_prev(r, gi, 1 - i, opp, own, exo, d);
				p3 = draw3_of(DRAW_DAVIDSON, r->par->draw_nu,
				    eval_logistic(pp - ppo, 400), 0, 0);
			}
			cell_num_or_empty(c, has_prev, pair ? pp : own);
			cell_num_or_empty(c, pair, ex);
			cell_num(c, 400);
			cell_num_or_empty(c, rated, x->k);
			draw3_cells(c, pair, &p3);
			eng_put_row(e);
		}
}
