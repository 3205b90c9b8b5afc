/*
 * history.c - model `elo`, rate --history: each row of an event with
 * whether it was rated (and why not), the player's totals and rating,
 * and the prediction made before the event, for rank --eval.
 */
#include "elo.h"
#include "rules.h"

/* The pre-event rating a prediction is made from, or 0 (none). */
static int
prev_of(const struct run *r, size_t gi, size_t i, double *x)
{
	const struct epart *p = elo_part_of(r, gi, i);

	*x = p->r0;
	return elo_played(r, gi) && p->rated0;
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
const char *const elo_history[] = { "rated", "before", "expected_total",
	"score_total", "rating", "prev", "expected", "escale", "k", NULL };
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
			double own, opp, rowexp = r->rowexp[elo_flat(r, gi, i)];
			int has_prev = prev_of(r, gi, i, &own), rated = x->updates && x->g > 0;

			cell_str(c, elo_row_reason(r, gi, i));
			cell_num_or_empty(c, x->rated0 || x->completes, x->r0);
			cell_num_or_empty(c, rated, elo_esum_value(r->par, &x->we));
			cell_num_or_empty(c, rated, x->w);
			cell_num_or_empty(c, p->exists && p->rated, p->rating);
			cell_num_or_empty(c, has_prev, own);
			if (has_prev && g->n == 2 && prev_of(r, gi, 1 - i, &opp))
				cell_num(c, rowexp >= 0 ? rowexp :
				    elo_expect(r->par, own + elo_first(r, gi, i), opp));
			else
				cell_empty(c);
			cell_num(c, 400);
			cell_num_or_empty(c, rated, x->k);
			eng_put_row(e);
		}
}
