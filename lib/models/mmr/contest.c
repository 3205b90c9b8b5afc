/*
 * contest.c - model mmr's performances of one contest (mmr.h): which
 * sums are solved, from where, on which thread.
 *
 * When every player's window is the whole contest (no --subsample, or
 * one as wide), a player's sum depends on its place alone: equal places
 * share one root, solved once.  Logistic, the sum of place p is
 *     W(x) + c_p + T_p(x),
 * W = sum_t n_t val_t the same for every place, c_p a constant (two
 * running sums over the places) and T_p the few terms tied with p
 * (perf.c).  So the places are solved in three rounds: every 32nd place
 * from the bracket's middle, every 4th from the points the first round
 * left, the rest from all those points: each point gives W and W' where
 * its solve ended, and a place starts from the root of W's cubic between
 * the two points around it, plus its own tied terms.  From there Newton
 * ends in one or two evaluations of its sum instead of about six.  The
 * root is the same root from a nearer start: it moves within what the
 * sum's rounding leaves (about 1e-13 of it).  Where a place starts
 * depends on the earlier rounds alone, so every number is the same on
 * one thread or many.
 */
#include "mmr.h"
#include "model.h"
#include "rp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MMR_GUESS_MIN 32	/* fewer places: all solved from the bracket */
#define MMR_PART 16	/* fewer places than this a thread: one thread */

static void
room(struct mmr_contest *c, size_t n)
{
	if (n <= c->cap)
		return;
	c->cap = n;
	c->row = xrealloc(c->row, n * sizeof *c->row);
	c->rep = xrealloc(c->rep, n * sizeof *c->rep);
	c->of = xrealloc(c->of, n * sizeof *c->of);
	c->root = xrealloc(c->root, n * sizeof *c->root);
	c->first = xrealloc(c->first, (n + 1) * sizeof *c->first);
	c->which = xrealloc(c->which, n * sizeof *c->which);
	c->cst = xrealloc(c->cst, n * sizeof *c->cst);
	c->node = xrealloc(c->node, n * sizeof *c->node);
	c->pts = xrealloc(c->pts, n * sizeof *c->pts);
}

static _Thread_local const struct prow *sort_pr;

static int
by_place(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	if (sort_pr[x].place != sort_pr[y].place)
		return sort_pr[x].place < sort_pr[y].place ? -1 : 1;
	return x < y ? -1 : x > y;
}

/* the places to solve: one per place (full windows) or one per row */
static void
plan(struct mmr_contest *c, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		c->row[k] = k;
	c->nrep = 0;
	if (!c->full) {
		for (k = 0; k < n; k++)
			c->rep[k] = c->of[k] = c->first[k] = k;
		c->first[n] = n;
		c->nrep = n;
		return;
	}
	sort_pr = c->pr;
	qsort(c->row, n, sizeof *c->row, by_place);
	for (k = 0; k < n; k++) {
		if (k == 0 || c->pr[c->row[k]].place != c->pr[c->row[k - 1]].place) {
			c->first[c->nrep] = k;
			c->rep[c->nrep++] = c->row[k];
		}
		c->of[c->row[k]] = c->nrep - 1;
	}
	c->first[c->nrep] = n;
}

/*
 * Logistic, whole windows: each place's constant, sum over the rows
 * behind it of their terms' w_out, less the same over the rows ahead:
 * two running sums over the rows by place, one from each end.
 */
static void
constants(struct mmr_contest *c)
{
	const struct mmr_terms *tm = c->tm;
	double ahead = 0, behind = 0;
	size_t i, k;

	for (i = 0; i < c->nrep; i++) {
		c->cst[i] = -ahead;
		for (k = c->first[i]; k < c->first[i + 1]; k++)
			ahead += tm->gwout[tm->rterm[c->row[k]]];
	}
	for (i = c->nrep; i-- > 0;) {
		c->cst[i] += behind;
		for (k = c->first[i]; k < c->first[i + 1]; k++)
			behind += tm->gwout[tm->rterm[c->row[k]]];
	}
}

/*
 * A place's round: 0, every 32nd place and the last, from the bracket;
 * 1, every 4th, from round 0's points (about 1e-2 from the root: three
 * evaluations); 2, the rest, from every 4th (about 1e-6: one).  Fewer
 * places than MMR_GUESS_MIN (or no shared sums): all in round 0.
 */
static int
level(const struct mmr_contest *c, size_t i)
{
	if (!c->guessing || i % 32 == 0 || i + 1 == c->nrep)
		return 0;
	return i % 4 == 0 ? 1 : 2;
}

/* the places of one round */
struct phase {
	struct mmr_contest *c;
	size_t *which, n;
	int round;
};

static void
solve_part(void *arg, size_t lo, size_t hi)
{
	struct phase *ph = arg;
	struct mmr_contest *c = ph->c;
	struct mmr_sum s = { 0 };
	struct mmr_at at;
	double x0;
	size_t k, i;

	for (k = lo; k < hi; k++) {
		i = ph->which[k];
		if (c->shared)
			mmr_sum_place(&s, c->tm, c->par, c->pr[c->rep[i]].place, c->cst[i],
			    c->row + c->first[i], c->first[i + 1] - c->first[i]);
		else
			mmr_sum_make(&s, c->tm, c->par, c->pr[c->rep[i]].place, c->pr[c->rep[i]].mu);
		x0 = !c->guessing ? (c->shared || !c->full ? NAN : c->pr[c->rep[i]].mu) :
		    ph->round == 0 ? NAN : c->shared ? mmr_start_logistic(c, &s) :
		    mmr_start_gaussian(c, i, level(c, i));
		c->root[i] = mmr_sum_root(&s, c->par, x0, &at);
		if (!c->guessing || level(c, i) == 2)
			continue;
		/* a point for the next rounds: the sum (gaussian) or W (logistic)
		 * and its slope where its solve was last evaluated */
		c->node[i] = at;
		if (c->shared)
			c->node[i] = (struct mmr_at){ at.x, s.w, s.dw };
	}
	mmr_sum_free(&s);
}

static int
by_x(const void *a, const void *b)
{
	const struct mmr_at *x = a, *y = b;

	return x->x < y->x ? -1 : x->x > y->x;
}

/* the points of the rounds before `round`, by x; those not usable are dropped */
static void
points(struct mmr_contest *c, int round)
{
	size_t i, n = 0;

	for (i = 0; i < c->nrep; i++)
		if (level(c, i) < round && c->node[i].d < 0 && isfinite(c->node[i].v))
			c->pts[n++] = c->node[i];
	qsort(c->pts, n, sizeof *c->pts, by_x);
	c->npts = n;
}

static void
run(struct mmr_contest *c, const struct eng *e, int round)
{
	struct phase ph = { c, c->which, 0, round };
	size_t i;

	if (c->shared)
		points(c, round);
	for (i = 0; i < c->nrep; i++)
		if (level(c, i) == round)
			ph.which[ph.n++] = i;
	eng_parallel(e, ph.n, MMR_PART, solve_part, &ph);
}

void
mmr_contest_perf(struct mmr_contest *c, const struct eng *e, const struct mmr_terms *tm,
    const struct mmr_params *par, struct prow *pr, size_t n)
{
	size_t k;

	room(c, n);
	c->tm = tm, c->par = par, c->pr = pr;
	c->full = par->subsample < 0 || (size_t)par->subsample >= tm->ng;
	plan(c, n);
	c->shared = c->full && par->variant != MMR_GAUSSIAN;
	if (c->shared)
		constants(c);
	c->guessing = c->full && c->nrep >= MMR_GUESS_MIN;
	run(c, e, 0);
	if (c->guessing) {
		run(c, e, 1);
		run(c, e, 2);
	}
	for (k = 0; k < n; k++)
		pr[k].perf = c->root[c->of[k]];
}

void
mmr_contest_free(struct mmr_contest *c)
{
	free(c->row);
	free(c->rep);
	free(c->of);
	free(c->root);
	free(c->node);
	free(c->pts);
	free(c->first);
	free(c->which);
	free(c->cst);
}
