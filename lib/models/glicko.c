/*
 * glicko.c - model `glicko`: Mark Glickman's Glicko system ("Parameter
 * estimation in large dynamic paired comparison experiments", Applied
 * Statistics 48, 1999; "The Glicko system", 1995), rating period = event.
 *
 * A player has a rating r and a rating deviation RD.  At the start of a
 * period in which a player plays, its RD grows with the periods it has
 * missed (t = lag + 1):
 *     RD = min(sqrt(RD^2 + c^2 t), RD ceiling)
 * (an unrated player starts at the initial rating and RD, grown or not:
 * --newcomer-growth).  Then, over the player's m games of the period
 * against opponents j (their ratings and RDs at the start of the period),
 * with q = ln 10 / 400:
 *     g(RD)  = 1 / sqrt(1 + 3 q^2 RD^2 / pi^2)
 *     E_j    = 1 / (1 + 10^(-g(RD_j) (r - r_j) / 400))
 *     1/d^2  = q^2 sum g(RD_j)^2 E_j (1 - E_j)
 *     RD'^2  = 1 / (1/RD^2 + 1/d^2)
 *     r'     = r + q RD'^2 sum g(RD_j) (s_j - E_j)
 * A player who does not play keeps r and RD; the periods it misses are
 * counted (column lag) and grow its RD when it plays again.
 *
 * Profile glickman: the paper (1500/350, c = 63.2, the paper's example
 * of 30 periods from RD 50 back to 350; unrated players are not grown).
 * Profile playerratings: R package PlayerRatings' glicko() with its
 * defaults (init 2200/300, cval 15, rdmax 350; every player, new ones
 * too, grows by (lag + 1) c^2 in a period it plays).
 */
#include "glicko_common.h"
#include "model.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define Q 0.0057564627324851142	/* ln 10 / 400 */
#define PI 3.14159265358979323846

struct glicko_params {
	double init_r, init_rd;
	double c;		/* RD growth per period */
	double rd_max;		/* NAN: none */
	int grow_new;		/* newcomers grow in their first period */
	long provisional;	/* status provisional below this many games */
	double list_rd;		/* a listed player's RD, when the list has none */
	long list_games;	/* ... games */
};

#define F(x) offsetof(struct glicko_params, x)

static const char *const glicko_profiles[] = { "glickman", "playerratings", NULL };

static const struct param glicko_param[] = {
	{ "initial-rating", 0, "R", PK_NUM, F(init_r), -1e6, 1e6, 0, NULL, NULL,
	  { "1500", "2200" }, "a new player's rating" },
	{ "initial-rd", 0, "RD", PK_NUM, F(init_rd), 1e-6, 1e5, 0, NULL, NULL,
	  { "350", "300" }, "a new player's rating deviation" },
	{ "c", 0, "C", PK_NUM, F(c), 0, 1e5, 0, NULL, NULL,
	  { "63.2", "15" }, "RD growth: RD^2 + C^2 (lag + 1) at a period played" },
	{ "rd-ceiling", 0, "RD|none", PK_NUM, F(rd_max), 1e-6, 1e5, PF_NONE, NULL, NULL,
	  { "350" }, "the largest RD after the growth" },
	{ "newcomer-growth", 0, "no|yes", PK_CHOICE, F(grow_new), 0, 0, 0, "no|yes", NULL,
	  { "no", "yes" }, "a new player's RD grows in its first period too" },
	{ "provisional", 0, "G", PK_INT, F(provisional), 0, 1000000, 0, NULL, NULL,
	  { "0" }, "status provisional below G games" },
	{ "list-rd", 0, "RD", PK_NUM, F(list_rd), 1e-6, 1e5, 0, NULL, NULL,
	  { "350", "300" }, "a prior list without rd: a listed player's RD" },
	{ "list-games", 0, "G", PK_INT, F(list_games), 0, 1000000000, 0, NULL, NULL,
	  { "1" }, "a prior list without games: a listed player's games" },
	{ .flag = NULL },
};

/* the columns as gt_prior_row and gt_write_row read and write them */
static const struct column glicko_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "rd", COL_NUM, "list-rd", 0 },
	{ "games", COL_COUNT, "list-games", 0 },
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ "lag", COL_COUNT, "(0)", 0 },
	{ NULL, 0, NULL, 0 },
};

/*
 * --history: the state before the period (rd_before after the growth),
 * after it, and the prediction of the game for rank --eval: `prev` (=
 * rating_before), `expected` (the chance to win, Glickman's E with the
 * two RDs combined, gt_expected) and `escale`, 400/g(sqrt(RDa^2 + RDb^2)),
 * the scale of that logistic curve (the same on both rows).
 */
static const char *const glicko_history[] = {
	"rating_before", "rd_before", "rating", "rd", "prev", "expected", "escale", NULL
};
static const char *const glicko_predict[] = { "expected", NULL };

struct glicko_run {
	const struct glicko_params *par;
	struct gtable t;
};

static void *
glicko_start(struct eng *e, const void *par)
{
	struct glicko_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	return r;
}

static void
glicko_free(void *m)
{
	struct glicko_run *r = m;

	gt_free(&r->t);
	free(r);
}

static int
glicko_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct glicko_run *r = m;

	return gt_prior_row(&r->t, row, 0, r->par->list_rd, r->par->list_games, col, why);
}

static int
glicko_row(void *m, int key, struct cells *c)
{
	struct glicko_run *r = m;
	const struct gplayer *p = gt_find(&r->t, key);

	if (!p)
		return 0;
	gt_write_row(&r->t, p, NULL, 0, r->par->provisional, c);
	return 1;
}

/* ---------- a period ---------- */

static double
q_of(void)
{
	return log(10) / 400;	/* as R computes it */
}

/* RD^2 at the start of a period the player plays in. */
static double
onset_d2(const struct glicko_params *par, const struct gplayer *p, long lag)
{
	double d2 = p->rd * p->rd;

	if (!p->fresh || par->grow_new)
		d2 += ((double)lag + 1) * (par->c * par->c);
	if (!isnan(par->rd_max) && d2 > par->rd_max * par->rd_max)
		d2 = par->rd_max * par->rd_max;
	return d2;
}

static void
fresh(void *m, struct gplayer *p)
{
	const struct glicko_run *r = m;

	p->r = r->par->init_r;
	p->rd = r->par->init_rd;
}

static void
period_history(struct glicko_run *r, struct eng *e, const struct rperiod *p)
{
	size_t gi, i;

	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];
		int rated = gt_rated(g);

		for (i = 0; i < 2; i++) {
			const struct gplayer *me = gt_find(&r->t, g->key[i]);
			const struct gplayer *op = gt_find(&r->t, g->key[1 - i]);
			struct cells *c = eng_row_cells(e, g, i);
			double rd0, rdo;

			if (!rated) {
				cell_num(c, me ? me->r : r->par->init_r);
				cell_num(c, me ? me->rd : r->par->init_rd);
				for (int k = 0; k < 5; k++)
					cell_empty(c);
				eng_put_row(e);
				continue;
			}
			rd0 = sqrt(me->d2);
			rdo = sqrt(op->d2);
			cell_num(c, me->r0);
			cell_num(c, rd0);
			cell_num(c, me->r);
			cell_num(c, me->rd);
			cell_num(c, me->r0);
			cell_num(c, gt_expected(me->r0, op->r0, rd0, rdo));
			cell_num(c, gt_escale(rd0, rdo));
			eng_put_row(e);
		}
	}
}

static void
glicko_period(void *m, struct eng *e, const struct rperiod *p)
{
	struct glicko_run *r = m;
	struct gtable *t = &r->t;
	const double q = q_of(), qip3 = 3 * (q / PI) * (q / PI);
	size_t gi, i;

	gt_begin(t, e, p, fresh, r);
	for (i = 0; i < t->nkeys; i++) {
		struct gplayer *x = &t->pl[t->keys[i]];

		x->d2 = onset_d2(r->par, x, gt_lag(t, x));
	}
	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];

		if (!gt_rated(g))
			continue;
		for (i = 0; i < 2; i++) {
			struct gplayer *me = &t->pl[g->key[i]];
			const struct gplayer *op = &t->pl[g->key[1 - i]];
			double gj = 1 / sqrt(1 + qip3 * op->d2);
			double E = 1 / (1 + pow(10, gj * (op->r0 - me->r0) / 400));

			me->s2 += q * q * (gj * gj) * E * (1 - E);
			me->s1 += gj * (gt_score(g, i) - E);
		}
	}
	for (i = 0; i < t->nkeys; i++) {
		struct gplayer *x = &t->pl[t->keys[i]];
		double d2 = 1 / (1 / x->d2 + x->s2);

		x->r = x->r0 + d2 * q * x->s1;
		x->rd = sqrt(d2);
	}
	gt_end(t);
	if (eng_history(e))
		period_history(r, e, p);
}

/*
 * value -m glicko: each row gets `expected`, its player's chance to win
 * the game, from the rating list (unrated players at the initial rating
 * and RD), each RD grown as the period would grow it: a player's rating
 * and RD as the period would start them.
 */
static void
value_now(const void *m, int key, double *rr, double *rd)
{
	const struct glicko_run *r = m;
	const struct gplayer *x = gt_find(&r->t, key);
	struct gplayer nx;

	if (!x) {
		memset(&nx, 0, sizeof nx);
		nx.fresh = 1;
		fresh((void *)r, &nx);
		x = &nx;
	}
	*rr = x->r;
	*rd = sqrt(onset_d2(r->par, x, gt_lag(&r->t, x)));
}

static void
glicko_value(void *m, struct eng *e, const struct rperiod *p)
{
	gt_value(e, p, m, value_now);
}

const struct model glicko_model = {
	.name = "glicko",
	.summary = "Glickman's Glicko, rating period = event",
	.profiles = glicko_profiles,
	.param = glicko_param,
	.param_size = sizeof(struct glicko_params),
	.by_event = 1,
	.state = glicko_state,
	.history = glicko_history,
	.predict = glicko_predict,
	.start = glicko_start,
	.prior = glicko_prior,
	.period = glicko_period,
	.value_period = glicko_value,
	.row = glicko_row,
	.free = glicko_free,
};
