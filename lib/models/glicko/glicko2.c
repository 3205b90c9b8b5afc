/*
 * glicko2.c - model `glicko2`: Mark Glickman's Glicko-2 ("Example of the
 * Glicko-2 system", 2012; "Dynamic paired comparison models with
 * stochastic variances", J. Applied Statistics 28, 2001), rating period =
 * event.
 *
 * A player has a rating r, a deviation RD and a volatility sigma; on
 * the Glicko-2 scale mu = q (r - 1500), phi = q RD, q = ln 10 / 400 (the
 * paper rounds 1/q to 173.7178).  For a player's m games of a period
 * against opponents j (their mu_j, phi_j at the start of the period):
 *     g(phi) = 1 / sqrt(1 + 3 phi^2 / pi^2)
 *     E_j    = 1 / (1 + exp(-g(phi_j) (mu - mu_j)))
 *     v      = 1 / sum g(phi_j)^2 E_j (1 - E_j)
 *     Delta  = v sum g(phi_j) (s_j - E_j)
 *     sigma' = the root of the paper's f (Illinois, tolerance epsilon),
 *              or the minimum of PlayerRatings' objective (Brent)
 *     phi*   = sqrt(phi^2 + sigma'^2)
 *     phi'   = 1 / sqrt(1/phi*^2 + 1/v),  mu' = mu + phi'^2 sum g (s_j - E_j)
 * A period a player misses grows its phi^2 by sigma^2 (the paper's
 * phi* of an idle period), applied when it plays again (lag sigma^2).
 *
 * Profile glickman: the paper (1500/350/0.06, tau 0.5, Illinois with
 * epsilon 1e-6, no ceiling).  Profile playerratings: R package
 * PlayerRatings' glicko2() with its defaults (init 2200/300/0.15, tau 1.2,
 * rdmax 350): the volatility is e^(z/2) for the z minimising
 *     h(z) = (z - a)^2/tau^2 + log(D) + Delta^2/D,  D = phi^2 + e^z + v,
 * a = ln sigma^2, found as R's optimize() finds it (Brent's localmin on
 * [a - 4 tau, a + 4 tau], tolerance 2^-13), at most q RD ceiling; phi is
 * kept within the RD ceiling before and after the update.
 *
 * The two ways to the volatility (Illinois, Brent) are in volatility.c.
 */
#include "common.h"
#include "model.h"
#include "rp.h"
#include "volatility.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define PI 3.14159265358979323846

struct glicko2_params {
	double init_r, init_rd, init_vol;
	double tau;
	double rd_max;		/* NAN: none */
	int brent;		/* volatility by Brent's minimum (PlayerRatings) */
	double tol;		/* convergence tolerance of the volatility */
	long provisional;
	double list_rd, list_vol;
	long list_games;
	double draw_theta;	/* Rao-Kupper's theta (GT_DRAW_PARAM) */
	double period_days;	/* NAN: idle periods are events; else days per period */
};

#define F(x) offsetof(struct glicko2_params, x)

static const char *const glicko2_profiles[] = { "glickman", "playerratings", NULL };

static const struct param glicko2_param[] = {
	{ "initial-rating", 0, "R", PK_NUM, F(init_r), -1e6, 1e6, 0, NULL, NULL,
	  { "1500", "2200" }, "a new player's rating" },
	{ "initial-rd", 0, "RD", PK_NUM, F(init_rd), 1e-6, 1e5, 0, NULL, NULL,
	  { "350", "300" }, "a new player's rating deviation" },
	{ "initial-volatility", 0, "S", PK_NUM, F(init_vol), 1e-9, 10, 0, NULL, NULL,
	  { "0.06", "0.15" }, "a new player's volatility" },
	{ "tau", 0, "T", PK_NUM, F(tau), 1e-6, 100, 0, NULL, NULL,
	  { "0.5", "1.2" }, "the volatility's own variation" },
	{ "rd-ceiling", 0, "RD|none", PK_NUM, F(rd_max), 1e-6, 1e5, PF_NONE, NULL, NULL,
	  { "none", "350" }, "the largest RD (and volatility q*RD) kept" },
	{ "volatility-method", 0, "illinois|brent", PK_CHOICE, F(brent), 0, 0, 0,
	  "illinois|brent", NULL, { "illinois", "brent" },
	  "the paper's root (Illinois) or PlayerRatings' minimum (Brent)" },
	{ "tolerance", 0, "E", PK_NUM, F(tol), 1e-15, 1, 0, NULL, NULL,
	  { "1e-6", "0.0001220703125" }, "convergence tolerance of the volatility" },
	{ "provisional", 0, "G", PK_INT, F(provisional), 0, 1000000, 0, NULL, NULL,
	  { "0" }, "status provisional below G games" },
	{ "list-rd", 0, "RD", PK_NUM, F(list_rd), 1e-6, 1e5, 0, NULL, NULL,
	  { "350", "300" }, "a prior list without rd: a listed player's RD" },
	{ "list-volatility", 0, "S", PK_NUM, F(list_vol), 1e-9, 10, 0, NULL, NULL,
	  { "0.06", "0.15" }, "a prior list without volatility: a listed player's" },
	{ "list-games", 0, "G", PK_INT, F(list_games), 0, 1000000000, 0, NULL, NULL,
	  { "1" }, "a prior list without games: a listed player's games" },
	GT_DRAW_PARAM(F(draw_theta)),
	GT_DAYS_PARAM(F(period_days)),
	{ .flag = NULL },
};

/* the columns as gt_prior_row and gt_write_row read and write them, the
 * volatility the model's own */
enum { S_VOL = 2 };
static const struct column glicko2_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "rd", COL_NUM, "list-rd", 0 },
	{ "volatility", COL_NUM, "list-volatility", 0 },
	{ "games", COL_COUNT, "list-games", 0 },
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ "lag", COL_COUNT, "(0)", 0 },
	{ NULL, 0, NULL, 0 },
};

/* --history: as glicko's (glicko.c), with the volatility. */
static const char *const glicko2_history[] = {
	"rating_before", "rd_before", "volatility_before", "rating", "rd", "volatility",
	"prev", "expected", "escale", "p_win", "p_draw", "p_loss", NULL
};
static const char *const glicko2_predict[] = { "expected", NULL };

struct glicko2_run {
	const struct glicko2_params *par;
	struct gtable t;
	double q;		/* ln 10 / 400 */
};

static void *
glicko2_start(struct eng *e, const void *par)
{
	struct glicko2_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	r->q = log(10) / 400;	/* as R computes it */
	return r;
}

static void
glicko2_free(void *m)
{
	struct glicko2_run *r = m;

	gt_free(&r->t);
	free(r);
}

static int
glicko2_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct glicko2_run *r = m;
	const struct prior_cell *c = row->cell;
	struct gplayer *p;

	if (!gt_prior_row(&r->t, row, 1, r->par->list_rd, r->par->list_games, col, why))
		return 0;
	p = gt_player(&r->t, row->key);
	p->vol = c[S_VOL].s ? c[S_VOL].num : r->par->list_vol;
	if (!(p->vol > 0)) {
		*col = S_VOL;
		*why = "a positive volatility";
		return 0;
	}
	return 1;
}

static int
glicko2_row(void *m, int key, struct cells *c)
{
	struct glicko2_run *r = m;
	const struct gplayer *p = gt_find(&r->t, key);

	if (!p)
		return 0;
	gt_write_row(&r->t, p, &p->vol, 1, r->par->provisional, c);
	return 1;
}

/* ---------- a period ---------- */

static void
fresh(void *m, struct gplayer *p)
{
	const struct glicko2_run *r = m;

	p->r = r->par->init_r;
	p->rd = r->par->init_rd;
	p->vol = r->par->init_vol;
}

/*
 * phi^2 at the start of a period played, t periods since the player last
 * played (gt_periods): the t - 1 periods between grew it by sigma^2 each
 * (the paper's step 6 for a player who does not compete); this period's
 * own sigma'^2 is the update's phi*.  By events t - 1 = lag; by calendar
 * time a fraction of an idle period counts pro rata, none under one
 * period.
 */
static double
onset_d2(const struct glicko2_run *r, const struct gplayer *p, double t)
{
	double idle = t > 1 ? t - 1 : 0;
	double phi = r->q * p->rd, d2 = phi * phi + idle * (p->vol * p->vol);

	if (!isnan(r->par->rd_max)) {
		double mx = r->q * r->q * r->par->rd_max * r->par->rd_max;

		if (d2 > mx)
			d2 = mx;
	}
	return d2;
}

static void
update(const struct glicko2_run *r, struct gplayer *x)
{
	const struct glicko2_params *par = r->par;
	double q = r->q, v = 1 / x->s2, d2, sig;
	struct volfn k;

	k.d2 = x->d2;
	k.v = v;
	k.tau2 = par->tau * par->tau;
	if (!(x->s2 > 0)) {
		/* every E(1 - E) underflowed (ratings far apart): the games
		 * carry no information on the volatility */
		sig = x->vol;
	} else if (par->brent) {
		double z;

		k.a = 2 * log(x->vol);
		k.delta = v * x->s1;
		z = glicko2_brent_min(&k, k.a - 4 * par->tau, k.a + 4 * par->tau, par->tol);
		sig = exp(z / 2);
	} else {
		k.a = log(x->vol * x->vol);
		k.delta = v * x->s1;
		sig = glicko2_vol_illinois(&k, par->tau, par->tol);
	}
	if (!isnan(par->rd_max) && sig > q * par->rd_max)
		sig = q * par->rd_max;
	d2 = 1 / (1 / (x->d2 + sig * sig) + x->s2);
	if (!isnan(par->rd_max) && d2 > q * q * par->rd_max * par->rd_max)
		d2 = q * q * par->rd_max * par->rd_max;
	x->vol = sig;
	x->fac = d2 / q;
	x->r = (q * (x->r0 - 1500) + d2 * x->s1) / q + 1500;
	x->rd = sqrt(d2) / q;
}

static void
period_history(struct glicko2_run *r, struct eng *e, const struct rperiod *p)
{
	size_t gi, i;

	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];
		int rated = gt_rated(g);

		for (i = 0; i < g->n; i++) {
			const struct gplayer *me = gt_find(&r->t, g->key[i]);
			const struct gplayer *op = rated ? gt_find(&r->t, g->key[1 - i]) : NULL;
			struct cells *c = eng_row_cells(e, g, i);
			double rd0, rdo;
			int k;

			if (!rated) {
				cell_num(c, me ? me->r : r->par->init_r);
				cell_num(c, me ? me->rd : r->par->init_rd);
				cell_num(c, me ? me->vol : r->par->init_vol);
				for (k = 0; k < 9; k++)
					cell_empty(c);
				eng_put_row(e);
				continue;
			}
			rd0 = sqrt(me->d2) / r->q;
			rdo = sqrt(op->d2) / r->q;
			cell_num(c, me->r0);
			cell_num(c, rd0);
			cell_num(c, me->vol0);
			cell_num(c, me->r);
			cell_num(c, me->rd);
			cell_num(c, me->vol);
			cell_num(c, me->r0);
			cell_num(c, gt_expected(me->r0, op->r0, rd0, rdo));
			cell_num(c, gt_escale(rd0, rdo));
			gt_three(c, 1, gt_expected(me->r0, op->r0, rd0, rdo), r->par->draw_theta);
			eng_put_row(e);
		}
	}
}

/* Row i of rated game g: E, the opponent's g(phi) in *gj (qip3 = 3/pi^2);
 * inline: the period's inner loop runs it. */
static inline double
expect(const struct glicko2_run *r, const struct rgame *g, size_t i, double qip3,
    double *gj)
{
	const struct gplayer *me = &r->t.pl[g->key[i]], *op = &r->t.pl[g->key[1 - i]];
	double mu = r->q * (me->r0 - 1500), muj = r->q * (op->r0 - 1500);

	*gj = 1 / sqrt(1 + qip3 * op->d2);
	return 1 / (1 + exp(*gj * (muj - mu)));
}

/* --explain's E (no first mover's advantage in glicko2). */
static double
expect_x(const void *m, struct eng *e, const struct rgame *g, size_t i, double *gj,
    double *adv)
{
	(void)e;
	*adv = 0;
	return expect(m, g, i, 3 * (1 / PI) * (1 / PI), gj);
}

static void
glicko2_period(void *m, struct eng *e, const struct rperiod *p)
{
	struct glicko2_run *r = m;
	struct gtable *t = &r->t;
	const double qip3 = 3 * (1 / PI) * (1 / PI);
	struct gt_xspec xs = { expect_x, r, r->q, 1, NAN, NAN };
	size_t gi, i;

	gt_begin(t, e, p, fresh, r);
	for (i = 0; i < t->nkeys; i++) {
		struct gplayer *x = &t->pl[t->keys[i]];

		x->d2 = onset_d2(r, x, gt_periods(t, x, x->last0, x->at, r->par->period_days));
		x->vol0 = x->vol;
	}
	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];

		if (!gt_rated(g))
			continue;
		for (i = 0; i < 2; i++) {
			struct gplayer *me = &t->pl[g->key[i]];
			double gj, E = expect(r, g, i, qip3, &gj);

			me->s2 += gj * gj * E * (1 - E);
			me->s1 += gj * (gt_score(g, i) - E);
		}
	}
	for (i = 0; i < t->nkeys; i++)
		update(r, &t->pl[t->keys[i]]);
	gt_explain(t, e, p, &xs);
	gt_end(t);
	if (eng_history(e))
		period_history(r, e, p);
}

/*
 * value -m glicko2: as glicko's, each RD grown as the period would: a
 * player's rating and RD (rating scale) as the period would start them.
 */
static void
value_now(const void *m, int key, long date, double *rr, double *rd)
{
	const struct glicko2_run *r = m;
	const struct gplayer *x = gt_find(&r->t, key);
	struct gplayer nx;

	if (!x) {
		memset(&nx, 0, sizeof nx);
		nx.last = LONG_MIN;
		fresh((void *)r, &nx);
		x = &nx;
	}
	*rr = x->r;
	*rd = sqrt(onset_d2(r, x, gt_periods(&r->t, x, x->last, date, r->par->period_days))) / r->q;
}

static void
glicko2_value(void *m, struct eng *e, const struct rperiod *p)
{
	gt_value(e, p, m, value_now, -1, -1, 0);
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: glickman: the paper prints 1464.06 (doc/rules/glicko.md); playerratings:
 * integers, as its Glicko. */
static const int glicko2_decimals[sizeof glicko2_profiles / sizeof *glicko2_profiles - 1] =
	{ 2, 0 };

const struct model glicko2_model = {
	.name = "glicko2",
	.decimals = glicko2_decimals,
	.summary = "Glickman's Glicko-2, rating period = event",
	.profiles = glicko2_profiles,
	.param = glicko2_param,
	.param_size = sizeof(struct glicko2_params),
	.by_event = 1,
	.state = glicko2_state,
	.history = glicko2_history,
	.explain = glicko2_explain,
	.predict = glicko2_predict,
	.start = glicko2_start,
	.prior = glicko2_prior,
	.period = glicko2_period,
	.value_period = glicko2_value,
	.row = glicko2_row,
	.free = glicko2_free,
};
