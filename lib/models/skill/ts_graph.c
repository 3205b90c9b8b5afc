/*
 * ts_graph.c - TrueSkill's factor graph of one game and its schedule
 * (model `trueskill`, trueskill.c): expectation propagation as the
 * Python package trueskill and its port ts-trueskill run it, in the
 * same message arithmetic (natural parameters pi = 1/sigma^2, tau = pi
 * mu), so the numbers agree with them up to their erfc approximation.
 *
 * The graph, by position k in the game's order (sk_teams: teams in order
 * of place, each team's players together): skill S_k, prior factor,
 * likelihood factor to the performance P_k = S_k + N(0, beta^2); team
 * u's performance T_u = sum w_k P_k (sum factor); differences D_u = T_u -
 * T_u+1 (sum factor), each truncated by its win or draw factor.  Only
 * what the sweeps along the places read and write again is held, by
 * team (struct ts_node); the players' ends, prior to performance and
 * back, are written once going down and read once coming up: they are
 * computed again on the way up, in the same operations (the same bits),
 * a team at a time, not held for the whole game.
 */
#include "model.h"
#include "normal.h"
#include "rp.h"
#include "skill.h"
#include "ts.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---------- Gaussian messages ---------- */

static struct gauss
gdiv(struct gauss a, struct gauss b)
{
	return (struct gauss){ a.pi - b.pi, a.tau - b.tau };
}

static struct gauss
gmul(struct gauss a, struct gauss b)
{
	return (struct gauss){ a.pi + b.pi, a.tau + b.tau };
}

double
ts_gmu(struct gauss a)
{
	return a.pi != 0 ? a.tau / a.pi : 0;
}

/* A variable takes a new value; how far it moved. */
static double
gset(struct gauss *var, struct gauss val)
{
	double dpi = fabs(var->pi - val.pi), dtau = fabs(var->tau - val.tau), d;

	d = isinf(dpi) ? 0 : sqrt(dpi);
	*var = val;
	return isinf(dpi) ? 0 : dtau > d ? dtau : d;
}

/* A factor sends message m to var, whose slot held its last one. */
static double
send(struct gauss *var, struct gauss *slot, struct gauss m)
{
	struct gauss old = *slot;

	*slot = m;
	return gset(var, gmul(gdiv(*var, old), m));
}

/* A factor sets var's value (prior, truncation). */
static inline double
set_value(struct gauss *var, struct gauss *slot, struct gauss v)
{
	*slot = gdiv(gmul(v, *slot), *var);
	return gset(var, v);
}

/* Sum factor: the message to v from terms x_i with coefficients c_i. */
static double
sum_update(struct gauss *v, struct gauss *slot, size_t n, struct gauss *const *val,
    struct gauss *const *msg, const double *c)
{
	double pi_inv = 0, mu = 0, pi;
	size_t i;

	for (i = 0; i < n; i++) {
		struct gauss d = gdiv(*val[i], *msg[i]);

		mu += c[i] * ts_gmu(d);
		if (isfinite(pi_inv))
			pi_inv += c[i] * c[i] / d.pi;
	}
	pi = 1 / pi_inv;
	return send(v, slot, (struct gauss){ pi, pi * mu });
}

/* ---------- the players' ends, a team at a time ---------- */

/* One team's players' variables and messages (as many as its largest team). */
struct ends {
	struct gauss *S, *P, *P_lk, *P_sm, **val, **msg;
	double *coef;
};

static void
ends_new(struct ends *x, size_t m)
{
	x->S = xcalloc(4 * m, sizeof *x->S);
	x->P = x->S + m;
	x->P_lk = x->P + m;
	x->P_sm = x->P_lk + m;
	x->val = xcalloc(2 * m, sizeof *x->val);
	x->msg = x->val + m;
	x->coef = xcalloc(m, sizeof *x->coef);
}

static void
ends_free(struct ends *x)
{
	free(x->S);
	free(x->val);
	free(x->coef);
}

/*
 * Position k's prior S (tau's drift added) and the likelihood factor's
 * message down to its performance P (performance = skill + N(0,
 * beta^2)), from zeroed variables and slots, as at the game's start.
 */
static void
player_down(const struct ts_run *r, size_t k, struct gauss *S, struct gauss *P,
    struct gauss *P_lk)
{
	const struct ts_params *par = r->par;
	double b2 = par->beta * par->beta, a, mu, sg, s, pi;
	struct gauss prior = { 0, 0 }, S_lk = { 0, 0 }, m;

	sk_before(&r->t, sk_ord(&r->t, k), &mu, &sg);
	s = sqrt(sg * sg + par->tau * par->tau);
	pi = 1 / (s * s);
	*S = *P = *P_lk = (struct gauss){ 0, 0 };
	set_value(S, &prior, (struct gauss){ pi, pi * mu });
	m = gdiv(*S, S_lk);
	a = 1 / (1 + b2 * m.pi);
	send(P, P_lk, (struct gauss){ a * m.pi, a * m.tau });
}

/* Team u, down: its players' ends into x, its performance t_u = sum w_i p_i into *T via *T_sm. */
static void
team_down(const struct ts_run *r, size_t u, struct ends *x, struct gauss *T, struct gauss *T_sm)
{
	const struct stable *t = &r->t;
	size_t a = sk_u0(t, u), m = sk_u0(t, u + 1) - a, j;

	for (j = 0; j < m; j++) {
		player_down(r, a + j, &x->S[j], &x->P[j], &x->P_lk[j]);
		x->P_sm[j] = (struct gauss){ 0, 0 };
		x->val[j] = &x->P[j];
		x->msg[j] = &x->P_sm[j];
		x->coef[j] = sk_w(t, sk_ord(t, a + j));
	}
	*T = *T_sm = (struct gauss){ 0, 0 };
	sum_update(T, T_sm, m, x->val, x->msg, x->coef);
}

struct gauss
ts_team_sum(const struct ts_run *r, size_t u)
{
	struct ends x;
	struct gauss T, T_sm;

	ends_new(&x, sk_u0(&r->t, u + 1) - sk_u0(&r->t, u));
	team_down(r, u, &x, &T, &T_sm);
	ends_free(&x);
	return T_sm;
}

/* The game's start: every team's performance, down from its players' priors. */
static void
down_part(void *arg, size_t lo, size_t hi)
{
	struct ts_run *r = arg;
	struct ends x;
	struct gauss T_sm;
	size_t u;

	ends_new(&x, r->mmax);
	for (u = lo; u < hi; u++)
		team_down(r, u, &x, &r->node[u].T, &T_sm);
	ends_free(&x);
}

/*
 * Team u, up, after the sweeps: the message to its x-th player, p_x =
 * (t_u - sum_j!=x w_j p_j)/w_x, player by player; then the likelihood
 * factor's to each skill, its posterior.
 */
static void
team_up(struct ts_run *r, size_t u, struct ends *x)
{
	const struct stable *t = &r->t;
	size_t a = sk_u0(t, u), m = sk_u0(t, u + 1) - a, j, p;
	double b2 = r->par->beta * r->par->beta;
	struct gauss T, T_sm;

	team_down(r, u, x, &T, &T_sm);
	for (p = 0; p < m; p++) {
		double wx = sk_w(t, sk_ord(t, a + p));

		for (j = 0; j < m; j++) {
			x->val[j] = j == p ? &r->node[u].T : &x->P[j];
			x->msg[j] = j == p ? &T_sm : &x->P_sm[j];
			x->coef[j] = j == p ? 1 / wx : -sk_w(t, sk_ord(t, a + j)) / wx;
		}
		sum_update(&x->P[p], &x->P_sm[p], m, x->val, x->msg, x->coef);
	}
	for (p = 0; p < m; p++) {
		size_t i = sk_ord(t, a + p);
		struct gauss mm = gdiv(x->P[p], x->P_lk[p]), S_lk = { 0, 0 };
		double c = 1 / (1 + b2 * mm.pi);

		send(&x->S[p], &S_lk, (struct gauss){ c * mm.pi, c * mm.tau });
		sk_after(t, i, x->S[p].tau / x->S[p].pi, sqrt(1 / x->S[p].pi));
		if (r->explain)
			r->share[a + p] = S_lk.pi / x->S[p].pi / sk_w(t, i);
	}
}

static void
up_part(void *arg, size_t lo, size_t hi)
{
	struct ts_run *r = arg;
	struct ends x;
	size_t u;

	ends_new(&x, r->mmax);
	for (u = lo; u < hi; u++)
		team_up(r, u, &x);
	ends_free(&x);
}

/* ---------- the chain of differences ---------- */

/* Difference factor z: d_z = t_z - t_z+1. */
static void
diff_down(struct ts_node *N, size_t z)
{
	static const double c[] = { 1, -1 };
	struct gauss *val[] = { &N[z].T, &N[z + 1].T };
	struct gauss *msg[] = { &N[z].T_dr, &N[z + 1].T_dl };

	sum_update(&N[z].D, &N[z].D_sm, 2, val, msg, c);
}

static void
diff_up(struct ts_node *N, size_t z, int which)
{
	static const double c0[] = { 1, 1 }, c1[] = { 1, -1 };

	if (which == 0) {
		struct gauss *val[] = { &N[z].D, &N[z + 1].T };
		struct gauss *msg[] = { &N[z].D_sm, &N[z + 1].T_dl };

		sum_update(&N[z].T, &N[z].T_dr, 2, val, msg, c0);
	} else {
		struct gauss *val[] = { &N[z].T, &N[z].D };
		struct gauss *msg[] = { &N[z].T_dr, &N[z].D_sm };

		sum_update(&N[z + 1].T, &N[z + 1].T_dl, 2, val, msg, c1);
	}
}

/*
 * Truncation factor z: a win, or a draw when the neighbours tie, with
 * the draw margin Phi^-1((1 + draw)/2) sqrt(n) beta (q the quantile), n
 * the players of the two teams (2 in a free for all).
 */
static double
trunc_up(struct ts_run *r, struct eng *e, const struct rgame *g, size_t z, double q)
{
	const struct stable *t = &r->t;
	struct ts_node *N = &r->node[z];
	size_t a = z, b = z + 1, n = 2, ra, rb;	/* teams of one: positions z, z + 1 */
	int draw;
	double margin, sp, x, m, v, w, den;
	struct gauss d = gdiv(N->D, N->D_tr);

	if (t->teams) {
		a = t->ustart[z];
		b = t->ustart[z + 1];
		n = t->ustart[z + 2] - a;
	}
	ra = sk_ord(t, a);
	rb = sk_ord(t, b);
	draw = g->place[ra] == g->place[rb];	/* teams z and z + 1 tie */
	margin = q * sqrt((double)n) * r->par->beta;
	sp = sqrt(d.pi);
	x = d.tau / sp;
	m = margin * sp;

	if (draw)
		ts_vw_draw(x, m, &v, &w);
	else
		ts_vw_win(x, m, &v, &w);
	if (draw && margin == 0)
		eng_bad_row(e, g, ra,
		    "game \"%s\" of event \"%s\": a tie at place %ld, but --draw-probability is 0",
		    g->id, g->event, g->place[ra]);
	if (!(w > 0 && w < 1))
		eng_bad_row(e, g, ra,
		    "game \"%s\" of event \"%s\": TrueSkill's update is not defined for "
		    "neighbours this far apart (places %ld and %ld)", g->id, g->event,
		    g->place[ra], g->place[rb]);
	den = 1 - w;
	return set_value(&N->D, &N->D_tr, (struct gauss){ d.pi / den, (d.tau + sp * v) / den });
}

/* ---------- one game ---------- */

void
ts_rows_grow(struct ts_run *r, size_t n)
{
	if (n <= r->rcap)
		return;
	r->rcap = n;
	r->newmu = xrealloc(r->newmu, n * sizeof *r->newmu);
	r->newsigma = xrealloc(r->newsigma, n * sizeof *r->newsigma);
}

void
ts_graph_free(struct ts_run *r)
{
	free(r->node);
	free(r->newmu);
	free(r->newsigma);
	free(r->share);
	r->node = NULL;
	r->newmu = r->newsigma = r->share = NULL;
	r->ncap = r->rcap = r->scap = 0;
}

/*
 * The per-team ends of the graph are spread over the run's threads
 * (eng_parallel) in a big game: each team alone, its own slots.  The
 * sweeps along the places between them are one chain (each factor takes
 * its neighbour's new message), on one thread.
 */
#define TS_WIDE 4096

void
ts_ep(struct ts_run *r, struct eng *e, const struct rgame *g)
{
	const struct ts_params *par = r->par;
	struct stable *t = &r->t;
	size_t L = t->nu - 1, z, u;
	double q = normal_quantile((par->draw + 1) / 2);
	long it;

	if (t->nu > r->ncap) {
		r->ncap = t->nu;
		r->node = xrealloc(r->node, t->nu * sizeof *r->node);
	}
	if (r->explain && t->n > r->scap) {
		r->scap = t->n;
		r->share = xrealloc(r->share, t->n * sizeof *r->share);
	}
	for (u = 0, r->mmax = 1; u < t->nu; u++)
		if (sk_u0(t, u + 1) - sk_u0(t, u) > r->mmax)
			r->mmax = sk_u0(t, u + 1) - sk_u0(t, u);
	memset(r->node, 0, t->nu * sizeof *r->node);
	eng_parallel(e, t->nu, TS_WIDE, down_part, r);
	for (it = 0; it < par->sweeps; it++) {
		double delta = 0, d;

		if (L == 1) {
			diff_down(r->node, 0);
			delta = trunc_up(r, e, g, 0, q);
		} else {
			for (z = 0; z + 1 < L; z++) {
				diff_down(r->node, z);
				d = trunc_up(r, e, g, z, q);
				delta = d > delta ? d : delta;
				diff_up(r->node, z, 1);
			}
			for (z = L - 1; z > 0; z--) {
				diff_down(r->node, z);
				d = trunc_up(r, e, g, z, q);
				delta = d > delta ? d : delta;
				diff_up(r->node, z, 0);
			}
		}
		if (delta <= par->min_delta)
			break;
	}
	diff_up(r->node, 0, 0);
	diff_up(r->node, L - 1, 1);
	eng_parallel(e, t->nu, TS_WIDE, up_part, r);
}
