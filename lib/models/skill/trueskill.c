/*
 * trueskill.c - model `trueskill`: TrueSkill (R. Herbrich, T. Minka,
 * T. Graepel, "TrueSkill: A Bayesian Skill Rating System", NIPS 2006)
 * for games of any number of players ranked by place, ties included
 * (free for all: every player its own team).
 *
 * A player's skill is N(mu, sigma^2); a game adds tau^2 to every sigma^2
 * (the skill drifts), each player performs p ~ N(skill, beta^2), and the
 * places say p_1 > p_2 > ... between neighbours (|p_k - p_k+1| <= eps for
 * tied neighbours), eps = Phi^-1((1 + draw probability)/2) sqrt(2) beta.
 * The posterior is approximated by expectation propagation on the
 * paper's factor graph: messages down from the priors to the
 * differences of neighbouring performances, then sweeps along the chain
 * of differences (each truncated by its win or draw factor) until no
 * message moves more than --min-delta or --sweeps sweeps are done, then
 * messages up to the skills.  The schedule and the message arithmetic
 * (precision pi = 1/sigma^2 and tau = pi mu) are those of the Python
 * package trueskill and its port ts-trueskill, so the numbers agree with
 * them up to their erfc approximation; the normal distribution here is
 * libm's erfc and the quantile of lib/core/normal.c.
 *
 * Two players, defaults (mu 25, sigma 25/3, beta 25/6, tau 25/300, draw
 * 0.10), one win: 29.396/7.171 and 20.604/7.171 (the published example).
 *
 * One file past 500 lines: one model, one factor graph; every function
 * reads or writes the graph of struct ts_run or the Gaussian messages its
 * sweep (ep) passes, the helpers (gauss, v/w) used by that one sweep.
 */
#include "draw.h"
#include "model.h"
#include "normal.h"
#include "rp.h"
#include "skill.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

struct ts_params {
	struct skill_common s;	/* first: skill.c reads it */
	double beta, tau, draw;
	double min_delta;
	long sweeps;
};

#define F(x) offsetof(struct ts_params, x)
#define FS(x) offsetof(struct ts_params, s.x)

static const char *const ts_profiles[] = { "herbrich2006", NULL };

static const struct param ts_param[] = {
	SKILL_PARAMS_FIRST(FS),
	{ "beta", 0, "B", PK_NUM, F(beta), 1e-6, 1e6, 0, NULL, NULL,
	  { "4.166666666666667" }, "the spread of a performance (25/6)" },
	{ "tau", 0, "T", PK_NUM, F(tau), 0, 1e6, 0, NULL, NULL,
	  { "0.08333333333333333" }, "the skill's drift per game, added to sigma^2 as T^2 (25/300)" },
	{ "draw-probability", 0, "P", PK_NUM, F(draw), 0, 0.999999, 0, NULL, NULL,
	  { "0.1" }, "the chance of a draw between two equal players" },
	{ "min-delta", 0, "D", PK_NUM, F(min_delta), 1e-15, 1, 0, NULL, NULL,
	  { "0.0001" }, "sweeps stop when no message moves more" },
	{ "sweeps", 0, "N", PK_INT, F(sweeps), 1, 1000, 0, NULL, NULL,
	  { "11" }, "at most N sweeps along the places" },
	SKILL_PARAMS_LAST(FS),
	{ .flag = NULL },
};

/*
 * --history: the state before and after, and the prediction for rank
 * --eval on its normal curve: `prev` = mu before, `prev_vol` =
 * sqrt(sigma^2 + tau^2 + beta^2), so that Phi((prev_a - prev_b) /
 * sqrt(prev_vol_a^2 + prev_vol_b^2)) is TrueSkill's chance that a
 * finishes ahead of b; `expected`, the expected place, 1 + the sum of
 * those chances of the others.
 */
static const char *const ts_history[] = {
	"mu_before", "sigma_before", "mu", "sigma", "rating", "prev", "prev_vol", "expected",
	"p_win", "p_draw", "p_loss", NULL
};
static const char *const ts_predict[] = { "expected", NULL };
/*
 * --explain: a skill's posterior mean is its prior's moved by the
 * message up from its team's performance, which is the product of the
 * messages of the team's two difference factors (the neighbours placed
 * just above and just below).  In natural parameters the product's mean
 * moves from the team's prior mean m0 by the sum over the two of
 * (tau_f - pi_f m0)/(pi_1 + pi_2), and everything up to the skill is
 * linear in it (a player of weight w takes 1/w of it, times its share
 * pi_lik/pi_post of the posterior): so mu's change is one part per
 * neighbour, "win", "loss" or "draw" by that factor; then sigma's parts
 * times -k (skill.h).
 */
static const char *const ts_explain[] = {
	"opponent", "place", "mu_before", "sigma_before", "mu_after", "sigma_after", NULL
};
static const char *const ts_in[] = { "team", "weight", NULL };
enum { IN_TEAM, IN_WEIGHT };

/* ---------- Gaussian messages ---------- */

struct gauss {
	double pi, tau;		/* 1/sigma^2, mu/sigma^2 */
};

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

static double
gmu(struct gauss a)
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
static double
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

		mu += c[i] * gmu(d);
		if (isfinite(pi_inv))
			pi_inv += c[i] * c[i] / d.pi;
	}
	pi = 1 / pi_inv;
	return send(v, slot, (struct gauss){ pi, pi * mu });
}

/* ---------- one game ---------- */

struct ts_run {
	struct stable t;
	const struct ts_params *par;
	/* the factor graph of the largest game so far, by position k */
	size_t cap;
	struct gauss *S, *S_lk;			/* skills, by position k */
	struct gauss *P, *P_lk, *P_sm;		/* performances, by position k */
	struct gauss *T, *T_sm, *T_dl, *T_dr;	/* team performances, by team u */
	struct gauss *D, *D_sm, *D_tr;		/* differences of neighbouring teams */
	double *newmu, *newsigma;		/* per game row */
	struct gauss **val, **msg;		/* a team's sum factor's terms */
	size_t tcap;
	double *coef;
};

static void
graph_grow(struct ts_run *r, size_t n)
{
	struct gauss **a[] = { &r->S, &r->S_lk, &r->P, &r->P_lk, &r->P_sm,
		&r->T, &r->T_sm, &r->T_dl, &r->T_dr, &r->D, &r->D_sm, &r->D_tr };
	size_t i;

	if (n <= r->cap)
		return;
	r->cap = n;
	for (i = 0; i < sizeof a / sizeof a[0]; i++)
		*a[i] = xrealloc(*a[i], n * sizeof **a[i]);
	r->newmu = xrealloc(r->newmu, n * sizeof *r->newmu);
	r->newsigma = xrealloc(r->newsigma, n * sizeof *r->newsigma);
}

/* A team's sum factor's terms: as many as its largest team has players
 * (one each in a free-for-all), not one per player. */
static void
terms_grow(struct ts_run *r, const struct stable *t)
{
	size_t u, m = 1;

	for (u = 0; u < t->nu; u++)
		if (t->ustart[u + 1] - t->ustart[u] > m)
			m = t->ustart[u + 1] - t->ustart[u];
	if (m <= r->tcap)
		return;
	r->tcap = m;
	r->val = xrealloc(r->val, m * sizeof *r->val);
	r->msg = xrealloc(r->msg, m * sizeof *r->msg);
	r->coef = xrealloc(r->coef, m * sizeof *r->coef);
}

static void
graph_free(struct ts_run *r)
{
	struct gauss *a[] = { r->S, r->S_lk, r->P, r->P_lk, r->P_sm,
		r->T, r->T_sm, r->T_dl, r->T_dr, r->D, r->D_sm, r->D_tr };
	size_t i;

	for (i = 0; i < sizeof a / sizeof a[0]; i++)
		free(a[i]);
	free(r->newmu);
	free(r->newsigma);
	free(r->val);
	free(r->msg);
	free(r->coef);
}

/* Likelihood factor: performance = skill + N(0, beta^2). */
static void
lik_down(struct ts_run *r, size_t k, double b2)
{
	struct gauss m = gdiv(r->S[k], r->S_lk[k]);
	double a = 1 / (1 + b2 * m.pi);

	send(&r->P[k], &r->P_lk[k], (struct gauss){ a * m.pi, a * m.tau });
}

static void
lik_up(struct ts_run *r, size_t k, double b2)
{
	struct gauss m = gdiv(r->P[k], r->P_lk[k]);
	double a = 1 / (1 + b2 * m.pi);

	send(&r->S[k], &r->S_lk[k], (struct gauss){ a * m.pi, a * m.tau });
}

/* Team u's performance: t_u = sum w_i p_i over its players. */
static void
team_down(struct ts_run *r, size_t u)
{
	const struct stable *t = &r->t;
	size_t a = t->ustart[u], m = t->ustart[u + 1] - a, j;

	for (j = 0; j < m; j++) {
		r->val[j] = &r->P[a + j];
		r->msg[j] = &r->P_sm[a + j];
		r->coef[j] = t->w[t->ord[a + j]];
	}
	sum_update(&r->T[u], &r->T_sm[u], m, r->val, r->msg, r->coef);
}

/* The message to the team's x-th player: p_x = (t_u - sum_j!=x w_j p_j)/w_x. */
static void
team_up(struct ts_run *r, size_t u, size_t x)
{
	const struct stable *t = &r->t;
	size_t a = t->ustart[u], m = t->ustart[u + 1] - a, j;
	double wx = t->w[t->ord[a + x]];

	for (j = 0; j < m; j++) {
		r->val[j] = j == x ? &r->T[u] : &r->P[a + j];
		r->msg[j] = j == x ? &r->T_sm[u] : &r->P_sm[a + j];
		r->coef[j] = j == x ? 1 / wx : -t->w[t->ord[a + j]] / wx;
	}
	sum_update(&r->P[a + x], &r->P_sm[a + x], m, r->val, r->msg, r->coef);
}

/* Difference factor k: d_k = t_k - t_k+1. */
static void
diff_down(struct ts_run *r, size_t k)
{
	static const double c[] = { 1, -1 };
	struct gauss *val[] = { &r->T[k], &r->T[k + 1] };
	struct gauss *msg[] = { &r->T_dr[k], &r->T_dl[k + 1] };

	sum_update(&r->D[k], &r->D_sm[k], 2, val, msg, c);
}

static void
diff_up(struct ts_run *r, size_t k, int which)
{
	static const double c0[] = { 1, 1 }, c1[] = { 1, -1 };

	if (which == 0) {
		struct gauss *val[] = { &r->D[k], &r->T[k + 1] };
		struct gauss *msg[] = { &r->D_sm[k], &r->T_dl[k + 1] };

		sum_update(&r->T[k], &r->T_dr[k], 2, val, msg, c0);
	} else {
		struct gauss *val[] = { &r->T[k], &r->D[k] };
		struct gauss *msg[] = { &r->T_dr[k], &r->D_sm[k] };

		sum_update(&r->T[k + 1], &r->T_dl[k + 1], 2, val, msg, c1);
	}
}

/* Truncation factor k: a win, or a draw when the neighbours tie. */
static double
trunc_up(struct ts_run *r, struct eng *e, const struct rgame *g, size_t k, int draw,
    double margin)
{
	struct gauss d = gdiv(r->D[k], r->D_tr[k]);
	double sp = sqrt(d.pi), x = d.tau / sp, m = margin * sp, v, w, den;
	size_t ra = r->t.ord[r->t.ustart[k]], rb = r->t.ord[r->t.ustart[k + 1]];

	if (draw) {
		v = ts_v_draw(x, m);
		w = ts_w_draw(x, m);
	} else
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
	return set_value(&r->D[k], &r->D_tr[k], (struct gauss){ d.pi / den, (d.tau + sp * v) / den });
}

/* Teams z and z + 1 tie. */
static int
tied(const struct stable *t, const struct rgame *g, size_t z)
{
	return g->place[t->ord[t->ustart[z]]] == g->place[t->ord[t->ustart[z + 1]]];
}

/*
 * The draw margin between teams z and z + 1: Phi^-1((1 + draw)/2)
 * sqrt(n) beta, n the players of the two teams (2 in a free for all).
 */
static double
margin(const struct stable *t, double q, double beta, size_t z)
{
	return q * sqrt((double)(t->ustart[z + 2] - t->ustart[z])) * beta;
}

/*
 * The per-player ends of the graph, spread over the run's threads
 * (eng_parallel) in a big game: each position k alone, its own slots.
 * The sweeps along the places between them are one chain (each factor
 * takes its neighbour's new message), on one thread.
 */
#define TS_WIDE 4096

static void
priors_part(void *arg, size_t lo, size_t hi)
{
	struct ts_run *r = arg;
	const struct ts_params *par = r->par;
	const struct stable *t = &r->t;
	double b2 = par->beta * par->beta;
	size_t k;

	for (k = lo; k < hi; k++) {	/* the priors, with the drift */
		size_t i = t->ord[k];
		double s = sqrt(t->sigma[i] * t->sigma[i] + par->tau * par->tau), pi = 1 / (s * s);

		struct gauss prior = { 0, 0 };	/* the prior's slot: never read again */

		set_value(&r->S[k], &prior, (struct gauss){ pi, pi * t->mu[i] });
		lik_down(r, k, b2);
	}
}

static void
posteriors_part(void *arg, size_t lo, size_t hi)
{
	struct ts_run *r = arg;
	double b2 = r->par->beta * r->par->beta;
	size_t k;

	for (k = lo; k < hi; k++) {
		size_t i = r->t.ord[k];

		lik_up(r, k, b2);
		r->newmu[i] = r->S[k].tau / r->S[k].pi;
		r->newsigma[i] = sqrt(1 / r->S[k].pi);
	}
}

/* The update of the game's t->n rated rows, into newmu, newsigma by row. */
static void
ep(struct ts_run *r, struct eng *e, const struct rgame *g)
{
	const struct ts_params *par = r->par;
	struct stable *t = &r->t;
	size_t n = t->n, k, u, L = t->nu - 1, z;
	double q = normal_quantile((par->draw + 1) / 2);
	long it;

	graph_grow(r, n);
	memset(r->S, 0, n * sizeof *r->S);
	memset(r->S_lk, 0, n * sizeof *r->S_lk);
	memset(r->P, 0, n * sizeof *r->P);
	memset(r->P_lk, 0, n * sizeof *r->P_lk);
	memset(r->P_sm, 0, n * sizeof *r->P_sm);
	memset(r->T, 0, n * sizeof *r->T);
	memset(r->T_sm, 0, n * sizeof *r->T_sm);
	memset(r->T_dl, 0, n * sizeof *r->T_dl);
	memset(r->T_dr, 0, n * sizeof *r->T_dr);
	memset(r->D, 0, n * sizeof *r->D);
	memset(r->D_sm, 0, n * sizeof *r->D_sm);
	memset(r->D_tr, 0, n * sizeof *r->D_tr);
	eng_parallel(e, n, TS_WIDE, priors_part, r);
	for (u = 0; u < t->nu; u++)
		team_down(r, u);
	for (it = 0; it < par->sweeps; it++) {
		double delta = 0, d;

		if (L == 1) {
			diff_down(r, 0);
			delta = trunc_up(r, e, g, 0, tied(t, g, 0), margin(t, q, par->beta, 0));
		} else {
			for (z = 0; z + 1 < L; z++) {
				diff_down(r, z);
				d = trunc_up(r, e, g, z, tied(t, g, z), margin(t, q, par->beta, z));
				delta = d > delta ? d : delta;
				diff_up(r, z, 1);
			}
			for (z = L - 1; z > 0; z--) {
				diff_down(r, z);
				d = trunc_up(r, e, g, z, tied(t, g, z), margin(t, q, par->beta, z));
				delta = d > delta ? d : delta;
				diff_up(r, z, 0);
			}
		}
		if (delta <= par->min_delta)
			break;
	}
	diff_up(r, 0, 0);
	diff_up(r, L - 1, 1);
	for (u = 0; u < t->nu; u++)
		for (k = 0; k < t->ustart[u + 1] - t->ustart[u]; k++)
			team_up(r, u, k);
	eng_parallel(e, n, TS_WIDE, posteriors_part, r);
}

/* ---------- the model ---------- */

static void *
ts_start(struct eng *e, const void *par)
{
	struct ts_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	r->t.par = &r->par->s;
	return r;
}

static void
ts_free(void *m)
{
	struct ts_run *r = m;

	sk_free(&r->t);
	graph_free(r);
	free(r);
}

static int
ts_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct ts_run *r = m;

	return sk_prior(&r->t, row, col, why);
}

static int
ts_row(void *m, int key, struct cells *c)
{
	struct ts_run *r = m;

	return sk_row(&r->t, key, c);
}

/* sqrt(sigma^2 + tau^2 + beta^2): a performance's spread before the game */
static double
perf_sd(const struct ts_params *par, double sigma)
{
	return sqrt(sigma * sigma + par->tau * par->tau + par->beta * par->beta);
}

/* 1 + sum over the other played rows of P(j ahead of i). */
static double
expected_place(const struct ts_run *r, const struct rgame *g, size_t i)
{
	const struct stable *t = &r->t;
	double s = 1, vi = perf_sd(r->par, t->sigma[i]);
	size_t k;

	for (k = 0; k < t->n; k++) {
		size_t j = t->ord[k];
		double vj;

		if (j == i)
			continue;
		vj = perf_sd(r->par, t->sigma[j]);
		s += normal_cdf((t->mu[j] - t->mu[i]) / sqrt(vi * vi + vj * vj));
	}
	(void)g;
	return s;
}

/* The part of the factor between team u and its neighbour v (one place apart). */
static void
neighbour_part(struct ts_run *r, struct eng *e, const struct rgame *g, size_t u, size_t v,
    const struct gauss *f, size_t k)
{
	const struct stable *t = &r->t;
	size_t i = t->ord[k];
	double m0 = gmu(r->T_sm[u]), pid = r->T_dl[u].pi + r->T_dr[u].pi;
	double share = r->S_lk[k].pi / r->S[k].pi / t->w[i];
	const char *res = g->place[t->ord[t->ustart[u]]] == g->place[t->ord[t->ustart[v]]] ?
	    "draw" : v > u ? "win" : "loss";
	struct cells *c = eng_explain_part(e, res, share * (f->tau - f->pi * m0) / pid, NULL);

	sk_cell_team(c, e, t, g, v, IN_TEAM);
	cell_int(c, g->place[t->ord[t->ustart[v]]]);
	sk_explain_terms(t, g, i, c, r->newmu[i], r->newsigma[i]);
	eng_explain_put(e);
}

/*
 * p_win p_draw p_loss of row i of a game of two players, each their
 * own team (draw.h): TrueSkill's own draw margin eps = Phi^-1((1 +
 * draw)/2) sqrt(2) beta on the performance difference, of mean
 * mu_i - mu_j and spread c = sqrt(prev_vol_i^2 + prev_vol_j^2) (the
 * curve of `expected`); empty in a larger game.
 */
static void
three_cells(const struct ts_run *r, const struct rgame *g, size_t i, struct cells *c)
{
	const struct stable *t = &r->t;
	int two = g->n == 2 && t->n == 2 && t->nu == 2;
	struct draw3 p = { 0, 0, 0 };

	if (two) {
		double a = perf_sd(r->par, t->sigma[i]), b = perf_sd(r->par, t->sigma[1 - i]);

		p = draw3_of(DRAW_MARGIN, normal_quantile((r->par->draw + 1) / 2) * sqrt(2) *
		    r->par->beta, 0, t->mu[i] - t->mu[1 - i], sqrt(a * a + b * b));
	}
	draw3_cells(c, two, &p);
}

/* --explain of a game: every row, rated or not (after ep, before the store). */
static void
ts_explain_game(struct ts_run *r, struct eng *e, const struct rgame *g)
{
	const struct stable *t = &r->t;
	size_t i, k, u;

	for (i = 0; i < g->n; i++)
		if (eng_explaining(e, g->key[i]) && (g->res[i] != RES_PLAYED || t->nu < 2))
			sk_explain_none(e, t, g, i, g->res[i] == RES_BYE ? "bye" :
			    g->res[i] == RES_FORFEIT ? "forfeit" : "not rated: one team");
	for (u = 0; t->nu >= 2 && u < t->nu; u++)
		for (k = t->ustart[u]; k < t->ustart[u + 1]; k++) {
			i = t->ord[k];
			if (!eng_explaining(e, g->key[i]))
				continue;
			sk_explain_begin(e, t, g, i, r->newmu[i], r->newsigma[i]);
			if (u > 0)
				neighbour_part(r, e, g, u, u - 1, &r->T_dl[u], k);
			if (u + 1 < t->nu)
				neighbour_part(r, e, g, u, u + 1, &r->T_dr[u], k);
			sk_explain_sigma(e, t, g, i, 2, r->par->tau, r->newmu[i], r->newsigma[i]);
		}
}

static void
ts_game(void *m, struct eng *e, const struct rgame *g)
{
	struct ts_run *r = m;
	struct stable *t = &r->t;
	size_t i;

	sk_load(t, g);
	sk_teams(t, e, g, IN_TEAM, IN_WEIGHT);
	graph_grow(r, g->n);
	terms_grow(r, t);
	if (t->nu >= 2) {
		ep(r, e, g);
		if (eng_explain_on(e))
			ts_explain_game(r, e, g);
		for (i = 0; i < t->n; i++) {
			struct splayer *p = sk_player(t, g->key[t->ord[i]]);

			p->mu = r->newmu[t->ord[i]];
			p->sigma = r->newsigma[t->ord[i]];
		}
		sk_count(t, g);
	} else if (eng_explain_on(e))
		ts_explain_game(r, e, g);
	if (!eng_history(e))
		return;
	for (i = 0; i < g->n; i++) {
		struct cells *c = eng_row_cells(e, g, i);
		int rated = t->nu >= 2 && g->res[i] == RES_PLAYED;
		double mu = r->newmu[i], sg = r->newsigma[i];

		cell_num(c, t->mu[i]);
		cell_num(c, t->sigma[i]);
		cell_num_or_empty(c, rated, mu);
		cell_num_or_empty(c, rated, sg);
		cell_num_or_empty(c, rated, mu - r->par->s.k * sg);
		cell_num_or_empty(c, rated, t->mu[i]);
		cell_num_or_empty(c, rated, perf_sd(r->par, t->sigma[i]));
		cell_num_or_empty(c, rated, rated ? expected_place(r, g, i) : 0);
		three_cells(r, g, i, c);
		eng_put_row(e);
	}
}

/* value -m trueskill: each played row's expected place (unrated players at the initial values). */
static void
ts_value(void *m, struct eng *e, const struct rgame *g)
{
	struct ts_run *r = m;
	size_t i;

	sk_load(&r->t, g);
	for (i = 0; i < g->n; i++) {
		struct cells *c = eng_row_cells(e, g, i);

		cell_num_or_empty(c, g->res[i] == RES_PLAYED, g->res[i] == RES_PLAYED ?
		    expected_place(r, g, i) : 0);
		eng_put_row(e);
	}
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: on the scale of mu 25: the paper's figures to 3 decimals (doc/rules/trueskill.md). */
static const int trueskill_decimals[sizeof ts_profiles / sizeof *ts_profiles - 1] =
	{ 3 };

const struct model trueskill_model = {
	.name = "trueskill",
	.decimals = trueskill_decimals,
	.summary = "TrueSkill, free for all by place, ties included",
	.profiles = ts_profiles,
	.param = ts_param,
	.param_size = sizeof(struct ts_params),
	.in = ts_in,
	.state = skill_state,
	.history = ts_history,
	.explain = ts_explain,
	.predict = ts_predict,
	.start = ts_start,
	.prior = ts_prior,
	.game = ts_game,
	.value_game = ts_value,
	.row = ts_row,
	.free = ts_free,
};
