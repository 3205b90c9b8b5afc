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
 * This file: the model's parameters and hooks, --history, --explain;
 * the factor graph and its schedule: ts_graph.c; v and w: ts_trunc.c.
 */
#include "draw.h"
#include "model.h"
#include "normal.h"
#include "rp.h"
#include "skill.h"
#include "ts.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

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
	ts_graph_free(r);
	free(r);
}

/* The games are over: a game's working memory goes (model.games_done). */
static void
ts_games_done(void *m)
{
	struct ts_run *r = m;

	sk_games_done(&r->t);
	ts_graph_free(r);
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
		size_t j = sk_ord(t, k);
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
	size_t i = sk_ord(t, k);
	double m0 = ts_gmu(ts_team_sum(r, u)), pid = r->node[u].T_dl.pi + r->node[u].T_dr.pi;
	double share = r->share[k];
	const char *res = g->place[sk_ord(t, sk_u0(t, u))] == g->place[sk_ord(t, sk_u0(t, v))] ?
	    "draw" : v > u ? "win" : "loss";
	struct cells *c = eng_explain_part(e, res, share * (f->tau - f->pi * m0) / pid, NULL);

	sk_cell_team(c, e, t, g, v, IN_TEAM);
	cell_int(c, g->place[sk_ord(t, sk_u0(t, v))]);
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
		for (k = sk_u0(t, u); k < sk_u0(t, u + 1); k++) {
			i = sk_ord(t, k);
			if (!eng_explaining(e, g->key[i]))
				continue;
			sk_explain_begin(e, t, g, i, r->newmu[i], r->newsigma[i]);
			if (u > 0)
				neighbour_part(r, e, g, u, u - 1, &r->node[u].T_dl, k);
			if (u + 1 < t->nu)
				neighbour_part(r, e, g, u, u + 1, &r->node[u].T_dr, k);
			sk_explain_sigma(e, t, g, i, 2, r->par->tau, r->newmu[i], r->newsigma[i]);
		}
}

static void
ts_game(void *m, struct eng *e, const struct rgame *g)
{
	struct ts_run *r = m;
	struct stable *t = &r->t;
	int apart = eng_history(e) || eng_explain_on(e);	/* before and after read */
	size_t i;

	/* mu', sigma' to the players (team_up reads a team's before it
	 * writes them) unless --history or --explain reads both (sk_load) */
	sk_load(t, g, apart);
	sk_teams(t, e, g, IN_TEAM, IN_WEIGHT);
	if (apart) {
		ts_rows_grow(r, g->n);
		t->omu = r->newmu;
		t->osig = r->newsigma;
	}
	if (t->nu >= 2) {
		sk_make(t);
		r->explain = eng_explain_on(e);
		ts_ep(r, e, g);
		if (eng_explain_on(e))
			ts_explain_game(r, e, g);
		for (i = 0; apart && i < t->n; i++) {
			size_t k = sk_ord(t, i);
			struct splayer *p = sk_player(t, g->key[k]);

			p->mu = r->newmu[k];
			p->sigma = r->newsigma[k];
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

	sk_load(&r->t, g, 1);
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
	.games_done = ts_games_done,
	.free = ts_free,
};
