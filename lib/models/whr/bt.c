/*
 * bt.c - model `bt`: the plain Bradley-Terry model fitted to the whole
 * history in one batch, refitted after each event (doc/rules/bt.md).
 *
 * One strength r per player (natural units; Elo r * 400/ln 10), P(a
 * beats b) = 1/(1 + e^(rb - ra)), a draw half a win and half a loss.
 * The prior (the regularisation that gives a player who only won a
 * finite rating): prior-games virtual draws against a player of rating 0,
 * as whr's first day; a player continued from a ratings file has instead
 * the Gaussian N(rating, deviation^2) the file gives.  The estimate
 * maximises the posterior; it is found by Newton's method one player at a
 * time (cyclic coordinate ascent: r_i -= g_i / H_ii, the log posterior is
 * concave), sweeps over the players until no rating moves more than
 * --tolerance Elo or --max-iterations sweeps were made.
 *
 * Incremental, so that --history predicts each game from the games
 * before it only: at each event the rows are predicted with the fit at
 * its start, then its games are added and the fit resumed from there:
 * sweeps over the event's players until the tolerance (as Coulom's
 * incremental WHR re-optimises the players of the new games); at the end
 * of the run sweeps over every player until the tolerance, the batch fit
 * the ratings stream gives.
 * Deviations: the ratings stream's are the square roots of the diagonal
 * of the inverse of -H (H the Hessian of the log posterior at the fit,
 * dense per type, O(n^3)); --history's are 1/sqrt(-H_ii), the deviation
 * of one player's rating with the others' held fixed (a lower bound),
 * since inverting H at every event would cost n^3 each.
 */
#include "model.h"
#include "shared/duel.h"
#include "newton.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

struct bt_params {
	double prior_games;
	double tol;		/* Elo */
	long max_iter;
	double max_step;	/* Elo */
	long dense_max;		/* players of a type the inverse is taken for */
	double list_dev;
	long list_games;
	long provisional;
	double draw_nu;		/* Davidson's nu: predictions only */
};

#define F(x) offsetof(struct bt_params, x)

static const char *const bt_profiles[] = { "bt", NULL };

static const struct param bt_param[] = {
	{ "prior-games", 0, "N", PK_NUM, F(prior_games), 1e-6, 1e6, 0, NULL, NULL,
	  { "2" }, "virtual draws of each player against rating 0 (2: a win and a loss)" },
	{ "tolerance", 0, "E", PK_NUM, F(tol), 1e-9, 1e3, 0, NULL, NULL,
	  { "0.001" }, "iterate until no rating moves more than E Elo" },
	{ "max-iterations", 0, "N", PK_INT, F(max_iter), 1, 1000000, 0, NULL, NULL,
	  { "1000" }, "at most N sweeps per event (and at the end)" },
	{ "max-step", 0, "E", PK_NUM, F(max_step), 1e-3, 1e5, 0, NULL, NULL,
	  { "400" }, "a Newton step moves a rating at most E Elo" },
	{ "dense-max", 0, "N", PK_INT, F(dense_max), 0, 100000, 0, NULL, NULL,
	  { "4000" }, "invert the Hessian of types of at most N players (else 1/sqrt(-H_ii))" },
	{ "list-deviation", 0, "D", PK_NUM, F(list_dev), 1e-3, 1e5, 0, NULL, NULL,
	  { "350" }, "a prior list without deviation: a listed player's, Elo" },
	{ "list-games", 0, "G", PK_INT, F(list_games), 0, 1000000000, 0, NULL, NULL,
	  { "1" }, "a prior list without games: a listed player's games" },
	{ "provisional", 0, "G", PK_INT, F(provisional), 0, 1000000, 0, NULL, NULL,
	  { "0" }, "status provisional below G games" },
	{ "draw-nu", 0, "NU", PK_NUM, F(draw_nu), 0, 1e3, PF_PREDICT, NULL, NULL,
	  { "1" }, "Davidson's draw parameter: p_win p_draw p_loss in --history (predictions only; "
	  "1: between equals each outcome 1/3)" },
	{ .flag = NULL },
};

struct bplayer {
	int exists, fresh, tid, touched;
	double r, m0, v0;	/* natural units */
	size_t *gl;		/* its games */
	size_t ngl, glcap;
	long games, last;
};

struct bgame {
	int k[2];
	double s;		/* the first player's score */
};

struct bt_run {
	const struct bt_params *par;
	struct eng *e;
	struct bplayer *pl;
	size_t cap;
	struct bgame *g;
	size_t ng, gcap;
	int *act;		/* the players with games, in order of their first */
	size_t nact, actcap;
	int *aff;		/* the event's players */
	size_t naff, affcap;
	double *before;		/* per row of the event: rating, variance */
	size_t bcap;
	unsigned long capped, conditional;
	int final;
	double *var;		/* per key, the ratings stream's variance */
};


static const char *const bt_predict[] = { "expected", NULL };

static struct bplayer *
player(struct bt_run *r, int key)
{
	struct bplayer *p;

	if ((size_t)key >= r->cap)
		xgrow_zero(&r->pl, &r->cap, (size_t)key + 1, sizeof *r->pl);
	p = &r->pl[key];
	if (!p->exists) {
		p->exists = p->fresh = 1;
		p->last = LONG_MIN;
		p->tid = eng_key_tid(r->e, key);
	}
	return p;
}

static const struct bplayer *
find(const struct bt_run *r, int key)
{
	return (size_t)key < r->cap && r->pl[key].exists ? &r->pl[key] : NULL;
}

/* Gradient and Hessian of the log posterior in player key's rating. */
static void
derivs(const struct bt_run *r, int key, double *g, double *h)
{
	const struct bplayer *p = &r->pl[key];
	size_t j;

	if (p->fresh) {
		double pw = wn_p(p->r), N = r->par->prior_games;

		*g = N * (0.5 - pw);
		*h = -N * pw * (1 - pw);
	} else {
		*g = -(p->r - p->m0) / p->v0;
		*h = -1 / p->v0;
	}
	for (j = 0; j < p->ngl; j++) {
		const struct bgame *gm = &r->g[p->gl[j]];
		int me = gm->k[0] == key ? 0 : 1;
		double pw = wn_p(p->r - r->pl[gm->k[1 - me]].r);

		*g += (me ? 1 - gm->s : gm->s) - pw;
		*h -= pw * (1 - pw);
	}
}

/* The estimate of a player and its deviation given the others: (r, 1/-H_ii). */
static void
estimate(const struct bt_run *r, const struct bplayer *p, int key, double *m, double *v)
{
	double g, h;

	if (!p) {
		*m = 0;
		*v = 4 / r->par->prior_games;
		return;
	}
	derivs(r, key, &g, &h);
	*m = p->r;
	*v = -1 / h;
}

/*
 * Sweeps of one-player Newton steps over keys[0..n) until no rating
 * moves more than the tolerance: a step is cut to --max-step, which
 * keeps Newton's method from overshooting where the curve is flat (a
 * player far from its estimate); the estimate it converges to is the
 * same.
 */
static void
fit(struct bt_run *r, const int *keys, size_t n)
{
	const double cap = r->par->max_step / WN_ELO;
	long it;
	size_t i;

	for (it = 0; it < r->par->max_iter; it++) {
		double big = 0;

		for (i = 0; i < n; i++) {
			double g, h, x;

			derivs(r, keys[i], &g, &h);
			x = g / h;
			x = x > cap ? cap : x < -cap ? -cap : x;
			r->pl[keys[i]].r -= x;
			big = fabs(x) > big ? fabs(x) : big;
		}
		if (big * WN_ELO <= r->par->tol)
			return;
	}
	r->capped++;
}

static void *
bt_start(struct eng *e, const void *par)
{
	struct bt_run *r = xcalloc(1, sizeof *r);

	r->e = e;
	r->par = par;
	return r;
}

static void
bt_free(void *m)
{
	struct bt_run *r = m;
	size_t i;

	for (i = 0; i < r->cap; i++)
		free(r->pl[i].gl);
	free(r->pl);
	free(r->g);
	free(r->act);
	free(r->aff);
	free(r->before);
	free(r->var);
	free(r);
}

static int
bt_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct bt_run *r = m;
	struct bplayer *p = player(r, row->key);
	struct wn_listed l;

	if (!wn_prior_read(row, r->par->list_dev, r->par->list_games, &l, col, why))
		return 0;
	p->fresh = 0;
	p->r = p->m0 = l.m0;
	p->v0 = l.v0;
	p->games = l.games;
	p->last = l.last;
	return 1;
}

static void
add_game(struct bt_run *r, const struct rgame *g)
{
	size_t i;

	xgrow(&r->g, &r->gcap, r->ng + 1, sizeof *r->g);
	r->g[r->ng].s = duel_score(g, 0);
	for (i = 0; i < 2; i++) {
		struct bplayer *p = &r->pl[g->key[i]];

		r->g[r->ng].k[i] = g->key[i];
		if (!p->ngl) {
			xgrow(&r->act, &r->actcap, r->nact + 1, sizeof *r->act);
			r->act[r->nact++] = g->key[i];
		}
		xgrow(&p->gl, &p->glcap, p->ngl + 1, sizeof *p->gl);
		p->gl[p->ngl++] = r->ng;
		p->games++;
		if (!p->touched) {
			p->touched = 1;
			xgrow(&r->aff, &r->affcap, r->naff + 1, sizeof *r->aff);
			r->aff[r->naff++] = g->key[i];
		}
	}
	r->ng++;
}

/* The estimate after the event (rows.c): the batch's, one per player. */
static void
after(void *run, const struct rgame *g, int key, double *m, double *v)
{
	struct bt_run *r = run;

	(void)g;
	estimate(r, find(r, key), key, m, v);
}

static int *
mark(void *run, int key)
{
	return &((struct bt_run *)run)->pl[key].touched;
}

static void
bt_period(void *m, struct eng *e, const struct rperiod *p)
{
	struct bt_run *r = m;
	struct wn_rows rows;
	size_t gi, i, row = 0, nrow = 0;

	for (gi = 0; gi < p->ngame; gi++) {
		(void)wn_game(e, &p->game[gi], "a game of bt");
		nrow += p->game[gi].n;
	}
	xgrow(&r->before, &r->bcap, 2 * nrow, sizeof *r->before);
	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];

		for (i = 0; i < g->n; i++, row++)
			estimate(r, player(r, g->key[i]), g->key[i], &r->before[2 * row],
			    &r->before[2 * row + 1]);
	}
	r->naff = 0;
	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];

		for (i = 0; i < g->n; i++)
			r->pl[g->key[i]].last = g->date;
		if (duel_played(g))
			add_game(r, g);
	}
	fit(r, r->aff, r->naff);
	rows = (struct wn_rows){ r, r->before, after, mark, r->par->draw_nu };
	if (eng_explain_on(e))
		wn_explain(e, p, &rows);
	for (i = 0; i < r->naff; i++)
		r->pl[r->aff[i]].touched = 0;
	if (eng_history(e))
		wn_history(e, p, &rows);
}

/* ---------- the ratings stream: the inverse Hessian's diagonal ---------- */

/* The variances of type tid's players (act order), dense; 0 when too many. */
static int
type_var(struct bt_run *r, int tid)
{
	size_t n = 0, i, j, *ix;
	int *who;
	double *A, *v, g, h;
	int ok;

	for (i = 0; i < r->nact; i++)
		n += r->pl[r->act[i]].tid == tid;
	if (n == 0 || n > (size_t)r->par->dense_max)
		return n == 0;
	who = xmalloc(n * sizeof *who);
	ix = xcalloc(r->cap, sizeof *ix);	/* key -> index + 1 */
	for (i = j = 0; i < r->nact; i++)
		if (r->pl[r->act[i]].tid == tid) {
			who[j] = r->act[i];
			ix[who[j]] = j + 1;
			j++;
		}
	A = xcalloc(n * n, sizeof *A);
	v = xmalloc(n * sizeof *v);
	for (i = 0; i < n; i++) {
		const struct bplayer *p = &r->pl[who[i]];

		derivs(r, who[i], &g, &h);
		A[i * n + i] = -h;
		for (j = 0; j < p->ngl; j++) {
			const struct bgame *gm = &r->g[p->gl[j]];
			int me = gm->k[0] == who[i] ? 0 : 1;
			double pw = wn_p(p->r - r->pl[gm->k[1 - me]].r);

			A[i * n + ix[gm->k[1 - me]] - 1] -= pw * (1 - pw);
		}
	}
	ok = wn_dense_invdiag(n, A, v);
	for (i = 0; ok && i < n; i++)
		r->var[who[i]] = v[i];
	free(who);
	free(ix);
	free(A);
	free(v);
	return ok;
}

static void
finalise(struct bt_run *r)
{
	size_t k, t;

	r->final = 1;
	fit(r, r->act, r->nact);
	r->var = xcalloc(r->cap ? r->cap : 1, sizeof *r->var);
	for (k = 0; k < r->cap; k++)
		if (r->pl[k].exists)
			estimate(r, &r->pl[k], (int)k, &(double){ 0 }, &r->var[k]);
	for (t = 0; t < eng_ntypes(r->e); t++)
		if (!type_var(r, (int)t))
			r->conditional++;
}

static int
bt_row(void *m, int key, struct cells *c)
{
	struct bt_run *r = m;
	const struct bplayer *p = find(r, key);

	if (!p)
		return 0;
	if (!r->final)
		finalise(r);
	wn_row_cells(c, p->r, p->ngl ? r->var[key] : p->fresh ? 4 / r->par->prior_games : p->v0,
	    p->games, r->par->provisional, p->last);
	return 1;
}

static void
bt_finish(void *m, struct eng *e)
{
	struct bt_run *r = m;

	(void)e;
	if (r->capped)
		warnx_rp("bt: %lu fit(s) stopped at --max-iterations %ld before --tolerance %g",
		    r->capped, r->par->max_iter, r->par->tol);
	if (r->conditional)
		warnx_rp("bt: %lu type(s) have more than --dense-max %ld players: their "
		    "deviations are 1/sqrt(-H_ii), not the inverse Hessian's", r->conditional,
		    r->par->dense_max);
}

static void
bt_value(void *m, struct eng *e, const struct rperiod *p)
{
	struct bt_run *r = m;
	size_t gi, i;

	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];
		int rated = wn_game(e, g, "a game of bt");

		for (i = 0; i < g->n; i++) {
			struct cells *c = eng_row_cells(e, g, i);
			const struct bplayer *a = find(r, g->key[i]);
			const struct bplayer *b = rated ? find(r, g->key[1 - i]) : NULL;

			if (rated)
				cell_num(c, wn_p((a ? a->r : 0) - (b ? b->r : 0)));
			else
				cell_empty(c);
			eng_put_row(e);
		}
	}
}

const struct model bt_model = {
	.name = "bt",
	.summary = "Bradley-Terry fitted to the whole history, refitted by event",
	.profiles = bt_profiles,
	.param = bt_param,
	.param_size = sizeof(struct bt_params),
	.by_event = 1,
	.state = wn_state,
	.history = wn_history_cols,
	.explain = wn_explain_cols,
	.predict = bt_predict,
	.continued = "each player's past is summarised as a Gaussian prior (rating, deviation)",
	.start = bt_start,
	.prior = bt_prior,
	.period = bt_period,
	.value_period = bt_value,
	.row = bt_row,
	.finish = bt_finish,
	.free = bt_free,
};
