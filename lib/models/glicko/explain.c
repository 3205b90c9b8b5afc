/*
 * explain.c - rate --explain for glicko, glicko2 and stephenson
 * (common.h; engine.h, "--explain").
 *
 * A period's change is a sum over the player's games: r' - r =
 * fac sum g(RD_j) (s_j - E_j), fac = q RD'^2 (Glicko; on Glicko-2's
 * scale phi'^2 / q), so each game is a part, exact.  Stephenson adds
 * fac b sum g(RD_j) (the bonus b a game) and (lambda/100) times the mean
 * of r_j - r (the neighbourhood), a part each.  A player's RD (and
 * volatility) before the period, after its growth (the one the period
 * uses) and after are terms of every part.  A player who does not play
 * keeps its rating: no change.
 */
#include "common.h"
#include "rp.h"

#include <math.h>
#include <stdlib.h>

#define PI 3.14159265358979323846

#define GAME_TERMS "opponent", "opponent_rating", "opponent_rd", "advantage", "g", \
	"expected", "score", "factor", "rd_before", "rd_period", "rd_after"
const char *const glicko_explain[] = { GAME_TERMS, NULL };
const char *const glicko2_explain[] = { GAME_TERMS, "volatility_before",
	"volatility_after", NULL };
const char *const steph_explain[] = { GAME_TERMS, "bonus", "lambda", "mean_difference",
	NULL };

/*
 * The rated rows of period p grouped by player (t->keys order): player
 * k's rows are row[start[k]] .. row[start[k + 1] - 1], each {gi, i}.
 * NULL (and nothing allocated) when nobody of the period is explained
 * (gt_begin asked).
 */
static size_t (*rows_by_player(const struct gtable *t, const struct rperiod *p,
    size_t **startp))[2]
{
	size_t (*row)[2], *start, *pos, k, gi, i, n = 0;

	if (!t->xany)
		return NULL;
	start = xcalloc(t->nkeys + 1, sizeof *start);
	pos = xcalloc(t->nkeys + 1, sizeof *pos);
	for (gi = 0; gi < p->ngame; gi++)
		for (i = 0; gt_rated(&p->game[gi]) && i < 2; i++, n++)
			start[t->pl[p->game[gi].key[i]].slot + 1]++;
	for (k = 0; k < t->nkeys; k++) {
		start[k + 1] += start[k];
		pos[k] = start[k];
	}
	row = xmalloc((n ? n : 1) * sizeof *row);
	for (gi = 0; gi < p->ngame; gi++)
		for (i = 0; gt_rated(&p->game[gi]) && i < 2; i++) {
			size_t s = t->pl[p->game[gi].key[i]].slot;

			row[pos[s]][0] = gi;
			row[pos[s]++][1] = i;
		}
	free(pos);
	*startp = start;
	return row;
}

/* The model is stephenson: its bonus and lambda are terms. */
static int
has_steph(const struct gt_xspec *s)
{
	return !isnan(s->bonus);
}

/* The terms every part has: x's RD (and volatility) before, in and after the period. */
static void
state_terms(struct cells *c, const struct gplayer *x, const struct gt_xspec *s)
{
	cell_num(c, x->rd0);
	cell_num(c, sqrt(x->d2) / s->rd_div);
	cell_num(c, x->rd);
	if (s->vol) {
		cell_num(c, x->vol0);
		cell_num(c, x->vol);
	}
}

/* A part of the period (no game), with stephenson's terms when given. */
static void
period_part(struct eng *e, const struct gplayer *x, const struct gt_xspec *s,
    const char *name, double amount, double fac, double bonus, double lambda, double mean)
{
	struct cells *c = eng_explain_part(e, name, amount, "");
	int k;

	for (k = 0; k < 7; k++)
		cell_empty(c);
	cell_num_or_empty(c, !isnan(fac), fac);
	state_terms(c, x, s);
	if (has_steph(s)) {
		cell_num_or_empty(c, !isnan(bonus), bonus);
		cell_num_or_empty(c, !isnan(lambda), lambda);
		cell_num_or_empty(c, !isnan(mean), mean);
	}
	eng_explain_put(e);
}

/* Row i of rated game g: fac g(RD_j) (s - E); returns g(RD_j). */
static double
game_part(const struct gtable *t, struct eng *e, const struct rgame *g, size_t i,
    const struct gplayer *x, const struct gt_xspec *s)
{
	const struct gplayer *op = &t->pl[g->key[1 - i]];
	double gj, adv, E = s->expect(s->m, e, g, i, &gj, &adv), sc = gt_score(g, i);
	struct cells *c = eng_explain_part(e, "game", x->fac * gj * (sc - E), g->id);

	cell_str(c, eng_player(e, g->pid[1 - i]));
	cell_num(c, op->r0);
	cell_num(c, sqrt(op->d2) / s->rd_div);
	cell_num_or_empty(c, adv != 0, adv);
	cell_num(c, gj);
	cell_num(c, E);
	cell_num(c, sc);
	cell_num(c, x->fac);
	state_terms(c, x, s);
	if (has_steph(s)) {
		cell_empty(c);
		cell_empty(c);
		cell_empty(c);
	}
	eng_explain_put(e);
	return gj;
}

/* x's change over the period: its games, stephenson's bonus and neighbourhood. */
static void
explain_player(const struct gtable *t, struct eng *e, const struct rperiod *p,
    const struct gplayer *x, int key, const size_t (*row)[2], size_t nrow,
    const struct gt_xspec *s)
{
	double sum_g = 0, n = (double)x->played;
	size_t j;

	/* a new player starts from the initial rating, as fibs, topcoder and
	 * trueskill do: the rules give every new player one (rate(1)) */
	eng_explain_begin(e, &p->game[p->ngame - 1], key, x->r0, x->r);
	for (j = 0; j < nrow; j++)
		sum_g += game_part(t, e, &p->game[row[j][0]], row[j][1], x, s);
	if (has_steph(s) && s->bonus != 0)
		period_part(e, x, s, "bonus", x->fac * s->bonus * sum_g, x->fac, s->bonus, NAN,
		    NAN);
	if (has_steph(s))
		period_part(e, x, s, "neighbourhood", (s->lambda / 100) * x->nb / n, NAN, NAN,
		    s->lambda, x->nb / n);
	eng_explain_end(e);
}

void
gt_explain(const struct gtable *t, struct eng *e, const struct rperiod *p,
    const struct gt_xspec *s)
{
	size_t *start, k;
	size_t (*row)[2] = rows_by_player(t, p, &start);

	if (!row)
		return;
	for (k = 0; k < t->nkeys; k++)
		if (t->pl[t->keys[k]].xask == 1)
			explain_player(t, e, p, &t->pl[t->keys[k]], t->keys[k], row + start[k],
			    start[k + 1] - start[k], s);
	free(row);
	free(start);
}

/* glicko's and stephenson's E (gk_expect). */
static double
gk_expect_x(const void *m, struct eng *e, const struct rgame *g, size_t i, double *gj,
    double *adv)
{
	const struct gk_run *r = m;
	const double q = gk_q();

	*adv = gk_first(r, e, g, i);
	return gk_expect(r, e, g, i, 3 * (q / PI) * (q / PI), gj);
}

void
gk_explain(const struct gk_run *r, struct eng *e, const struct rperiod *p, double bonus,
    double lambda)
{
	struct gt_xspec s = { gk_expect_x, r, 1, 0, bonus, lambda };

	gt_explain(&r->t, e, p, &s);
}
