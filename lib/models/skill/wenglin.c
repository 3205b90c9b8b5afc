/*
 * wenglin.c - model `wenglin`: the Bayesian approximation of R. C. Weng
 * and C.-J. Lin ("A Bayesian Approximation Method for Online Ranking",
 * JMLR 12, 2011), its Plackett-Luce model (their Algorithm 4), for games
 * of any number of players ranked by place, ties included.
 *
 * Each player's skill is N(mu, sigma^2); a game first adds tau^2 to every
 * sigma^2 (profile openskill: 25/300, the npm package openskill's
 * default; profile wenglin2011: 0, the paper).  With the game's
 *     c   = sqrt(sum over players (sigma^2 + beta^2)),  e_i = exp(mu_i / c),
 *     S_q = sum of e_s over the players s placed at or below q,
 *     A_q = the number of players tied with q (q included),
 * each player i sums over the players q placed at or above it (ties
 * included, i itself too):
 *     Omega_i = sum (delta_qi - e_i/S_q) / A_q
 *     Delta_i = sum (e_i/S_q) (1 - e_i/S_q) / A_q
 * and
 *     mu_i'    = mu_i + (sigma_i^2 / c) Omega_i
 *     sigma_i' = sigma_i sqrt(max(1 - gamma_i (sigma_i^2 / c^2) Delta_i, kappa)),
 * gamma_i = sigma_i / c, kappa = 0.0001 (the paper's and openskill's).
 * A tie of A players adds A times the same term, so with P1 and P2 the
 * sums of 1/S_q and 1/S_q^2 over the ties placed at or above i's,
 *     Omega_i = 1/A_i - e_i P1,   Delta_i = e_i P1 - e_i^2 P2:
 * after the sort by place a game is O(N) (a running suffix sum gives the
 * S_q, a running prefix sum P1 and P2), where the sums as written are
 * O(N^2).  The two agree to the last bits (tests/wenglin-large.bats).
 */
#include "draw.h"
#include "model.h"
#include "rp.h"
#include "skill.h"
#include "wl.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define F(x) offsetof(struct wl_params, x)
#define FS(x) offsetof(struct wl_params, s.x)

static const char *const wl_profiles[] = { "openskill", "wenglin2011", NULL };

static const struct param wl_param[] = {
	SKILL_PARAMS_FIRST(FS),
	{ "beta", 0, "B", PK_NUM, F(beta), 1e-6, 1e6, 0, NULL, NULL,
	  { "4.166666666666667" }, "the spread of a performance (25/6)" },
	{ "tau", 0, "T", PK_NUM, F(tau), 0, 1e6, 0, NULL, NULL,
	  { "0.08333333333333333", "0" }, "the skill's drift per game, added to sigma^2 as T^2" },
	{ "kappa", 0, "K", PK_NUM, F(kappa), 1e-12, 1, 0, NULL, NULL,
	  { "0.0001" }, "sigma^2 shrinks at most to K sigma^2 in a game" },
	SKILL_PARAMS_LAST(FS),
	{ "draw-theta", 0, "THETA", PK_NUM, F(draw_theta), 1, 1e3, PF_PREDICT, NULL, NULL,
	  { "2" }, "Rao-Kupper's draw parameter: p_win p_draw p_loss in --history "
	  "(predictions only; 2: between equals each outcome 1/3)" },
	{ .flag = NULL },
};

/*
 * --history: the state before and after, and the prediction for rank
 * --eval: `prev` = mu before, `escale` = c ln 10, so that the logistic
 * 1/(1 + 10^(-(prev_a - prev_b)/escale)) = e_a/(e_a + e_b) is the
 * Plackett-Luce chance that a finishes ahead of b (the same on every row
 * of the game), and `expected`, the expected place, 1 + the sum of those
 * chances of the others.  A game of two players, each their own team,
 * as three outcomes p_win p_draw p_loss: Rao-Kupper's model of
 * --draw-theta over that chance (draw.h; Plackett-Luce of two is
 * Bradley-Terry).
 */
static const char *const wl_history[] = {
	"mu_before", "sigma_before", "mu", "sigma", "rating", "prev", "expected", "escale",
	"p_win", "p_draw", "p_loss", NULL
};
static const char *const wl_predict[] = { "expected", NULL };

/*
 * --explain: mu moves by the sum's terms, one part per team q placed at
 * or above the player's (w sigma^2/c (delta - e/S_q)/A_q): "own place"
 * for its own team, "opponent" for every other, with the chance e/S_q
 * of finishing ahead of all from q's place down; then sigma's parts
 * times -k (skill.h).
 */
static const char *const wl_explain_cols[] = {
	"opponent", "place", "chance", "mu_before", "sigma_before", "mu_after", "sigma_after",
	NULL
};

static const char *const wl_in[] = { "team", "weight", NULL };
enum { IN_TEAM, IN_WEIGHT };

static void *
wl_start(struct eng *e, const void *par)
{
	struct wl_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	r->t.par = &r->par->s;
	return r;
}

/* The games are over: a game's working memory goes (model.games_done). */
static void
wl_games_done(void *m)
{
	struct wl_run *r = m;

	sk_games_done(&r->t);
	free(r->e);
	free(r->unit);
	free(r->S);
	free(r->newmu);
	free(r->newsigma);
	free(r->first);
	free(r->tie);
	r->e = r->S = r->newmu = r->newsigma = NULL;
	r->unit = r->first = r->tie = NULL;
	r->cap = r->rcap = r->tcap = 0;
}

static void
wl_free(void *m)
{
	struct wl_run *r = m;

	wl_games_done(r);
	sk_free(&r->t);
	free(r);
}

static int
wl_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct wl_run *r = m;

	return sk_prior(&r->t, row, col, why);
}

static int
wl_row(void *m, int key, struct cells *c)
{
	struct wl_run *r = m;

	return sk_row(&r->t, key, c);
}

static void
grow(struct wl_run *r, size_t n)
{
	if (n <= r->cap)
		return;
	r->cap = n;
	r->e = xrealloc(r->e, n * sizeof *r->e);
	r->S = xrealloc(r->S, n * sizeof *r->S);
}

/* newmu and newsigma, apart from the rows' mu and sigma before */
static void
grow_rows(struct wl_run *r, size_t n)
{
	if (n <= r->rcap)
		return;
	r->rcap = n;
	r->newmu = xrealloc(r->newmu, n * sizeof *r->newmu);
	r->newsigma = xrealloc(r->newsigma, n * sizeof *r->newsigma);
}


/* Row i's change: its team u's terms over the teams q placed at or above it. */
static void
wl_explain(struct wl_run *r, struct eng *e, const struct rgame *g, double c, size_t i)
{
	const struct stable *t = &r->t;
	size_t u = r->unit[i], f = r->first[u], q;
	double eu = r->e[u], scale = sk_w(t, i) * wl_var(r, i) / c;
	double mu1 = r->newmu[i], s1 = r->newsigma[i];

	sk_explain_begin(e, t, g, i, mu1, s1);
	for (q = 0; q < f + r->tie[f]; q++) {
		size_t fq = r->first[q];
		double chance = eu / r->S[fq];
		struct cells *cl = eng_explain_part(e, q == u ? "own place" : "opponent",
		    scale * ((q == u) - chance) / (double)r->tie[fq], NULL);

		sk_cell_team(cl, e, t, g, q, IN_TEAM);
		cell_int(cl, wl_team_place(t, g, q));
		cell_num(cl, chance);
		sk_explain_terms(t, g, i, cl, mu1, s1);
		eng_explain_put(e);
	}
	sk_explain_sigma(e, t, g, i, 3, r->par->tau, mu1, s1);
}

/* --explain of a game: every row, rated or not. */
static void
wl_explain_game(struct wl_run *r, struct eng *e, const struct rgame *g, double c)
{
	size_t i;

	for (i = 0; i < g->n; i++) {
		if (!eng_explaining(e, g->key[i]))
			continue;
		if (g->res[i] != RES_PLAYED)
			sk_explain_none(e, &r->t, g, i, g->res[i] == RES_BYE ? "bye" : "forfeit");
		else if (r->t.nu < 2)
			sk_explain_none(e, &r->t, g, i, "not rated: one team");
		else
			wl_explain(r, e, g, c, i);
	}
}

static void
wl_game(void *m, struct eng *e, const struct rgame *g)
{
	struct wl_run *r = m;
	struct stable *t = &r->t;
	int apart = eng_history(e) || eng_explain_on(e);	/* before and after read */
	double c = 0;
	size_t i;

	sk_load(t, g, apart);
	sk_teams(t, e, g, IN_TEAM, IN_WEIGHT);
	grow(r, g->n);
	if (apart) {
		grow_rows(r, g->n);
		t->omu = r->newmu;
		t->osig = r->newsigma;
		wl_ties(r, g);
	}
	if (t->nu >= 2) {
		sk_make(t);
		c = wl_update(r, g);	/* c and e are the prediction's too */
		if (eng_explain_on(e))
			wl_explain_game(r, e, g, c);
		for (i = 0; apart && i < t->n; i++) {
			size_t k = sk_ord(t, i);
			struct splayer *p = sk_player(t, g->key[k]);

			p->mu = r->newmu[k];
			p->sigma = r->newsigma[k];
		}
		sk_count(t, g);
	} else if (eng_explain_on(e))
		wl_explain_game(r, e, g, c);
	if (!eng_history(e))
		return;
	for (i = 0; i < g->n; i++) {
		struct cells *cl = eng_row_cells(e, g, i);
		int rated = t->nu >= 2 && g->res[i] == RES_PLAYED;
		double mu = rated ? r->newmu[i] : 0, sg = rated ? r->newsigma[i] : 0;
		struct draw3 p3 = { 0, 0, 0 };
		int two;

		cell_num(cl, t->mu[i]);
		cell_num(cl, t->sigma[i]);
		cell_num_or_empty(cl, rated, mu);
		cell_num_or_empty(cl, rated, sg);
		cell_num_or_empty(cl, rated, mu - r->par->s.k * sg);
		cell_num_or_empty(cl, rated, t->mu[i]);
		cell_num_or_empty(cl, rated, rated ? wl_expected_place(r, i) : 0);
		cell_num_or_empty(cl, rated, c * 2.30258509299404568402);
		two = rated && g->n == 2 && t->n == 2 && t->nu == 2;
		if (two)
			p3 = draw3_of(DRAW_RAO_KUPPER, r->par->draw_theta,
			    1 / (1 + exp(-(t->mu[i] - t->mu[1 - i]) / c)), 0, 0);
		draw3_cells(cl, two, &p3);
		eng_put_row(e);
	}
}

/* value -m wenglin: each played row's expected place (unrated players at the initial values). */
static void
wl_value(void *m, struct eng *e, const struct rgame *g)
{
	struct wl_run *r = m;
	size_t i;

	sk_load(&r->t, g, 1);
	sk_teams(&r->t, e, g, IN_TEAM, IN_WEIGHT);
	grow(r, g->n);
	wl_ties(r, g);
	if (r->t.n >= 1)
		wl_prepare(r);
	for (i = 0; i < g->n; i++) {
		struct cells *c = eng_row_cells(e, g, i);
		int played = g->res[i] == RES_PLAYED;

		cell_num_or_empty(c, played, played ? wl_expected_place(r, i) : 0);
		eng_put_row(e);
	}
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: on TrueSkill's scale of mu 25, shown as it is (doc/rules/trueskill.md). */
static const int wenglin_decimals[sizeof wl_profiles / sizeof *wl_profiles - 1] =
	{ 3, 3 };

const struct model wenglin_model = {
	.name = "wenglin",
	.decimals = wenglin_decimals,
	.summary = "Weng-Lin Bayesian approximation, Plackett-Luce, by place",
	.profiles = wl_profiles,
	.param = wl_param,
	.param_size = sizeof(struct wl_params),
	.in = wl_in,
	.state = skill_state,
	.history = wl_history,
	.explain = wl_explain_cols,
	.predict = wl_predict,
	.start = wl_start,
	.prior = wl_prior,
	.game = wl_game,
	.value_game = wl_value,
	.row = wl_row,
	.games_done = wl_games_done,
	.free = wl_free,
};
