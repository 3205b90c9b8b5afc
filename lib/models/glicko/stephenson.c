/*
 * stephenson.c - model `stephenson`: Alec Stephenson's extension of
 * Glicko, a variant of the system that won the Kaggle contest "Chess
 * ratings: Elo versus the rest of the world" (2011, FIDE's prize),
 * exactly as R package PlayerRatings' steph() computes it (its defaults;
 * Stephenson and Sonas, PlayerRatings 1.1, doc/ChessRatings.pdf).
 * Rating period = event.
 *
 * A Glicko period (glicko.c) with three more constants: h, a second
 * growth of the RD with every game played; a bonus b per game, added to
 * the score of every game whatever its result; and lambda, which pulls
 * a player's rating towards its opponents'.  At the start of a period
 * a player who plays grows its RD (every player, new ones too):
 *     RD^2 = min(RD^2 + (lag + 1) c^2, RD ceiling^2)
 * then, over its n games of the period against opponents j (ratings r_j
 * and RDs from the start of the period), with q = ln 10 / 400,
 * g(RD) = 1/sqrt(1 + 3 q^2 RD^2 / pi^2) and d the first mover's
 * advantage (+gamma for the first mover, -gamma for its opponent):
 *     E_j    = 1 / (1 + 10^(-g(RD_j) (r - r_j + d) / 400))
 *     1/d^2  = q^2 sum g(RD_j)^2 E_j (1 - E_j)
 *     RD'^2  = 1 / (1/(RD^2 + n h^2) + 1/d^2)
 *     r'     = r + q RD'^2 sum g(RD_j) (s_j + b/100 - E_j)
 *                + (lambda/100) (sum (r_j - r)) / n
 * With h = b = lambda = 0 this is Glicko (PlayerRatings' glicko()).
 * Defaults (PlayerRatings 1.1's steph()): 2200/300, c 10, h 10, b 0,
 * lambda 2, RD ceiling 350, gamma 0.
 */
#include "common.h"
#include "model.h"

#include <math.h>
#include <stddef.h>

struct steph_params {
	struct gk_params g;	/* first: common.c reads it */
	double h, bonus, lambda;
};

#define F(x) offsetof(struct steph_params, x)
#define FG(x) offsetof(struct steph_params, g.x)

static const char *const steph_profiles[] = { "playerratings", NULL };

static const struct param steph_param[] = {
	{ "initial-rating", 0, "R", PK_NUM, FG(init_r), -1e6, 1e6, 0, NULL, NULL,
	  { "2200" }, "a new player's rating" },
	{ "initial-rd", 0, "RD", PK_NUM, FG(init_rd), 1e-6, 1e5, 0, NULL, NULL,
	  { "300" }, "a new player's rating deviation" },
	{ "c", 0, "C", PK_NUM, FG(c), 0, 1e5, 0, NULL, NULL,
	  { "10" }, "RD growth: RD^2 + C^2 (lag + 1) at a period played" },
	{ "h", 0, "H", PK_NUM, F(h), 0, 1e5, 0, NULL, NULL,
	  { "10" }, "RD growth per game: RD^2 + n H^2 before the games' information" },
	{ "bonus", 0, "B", PK_NUM, F(bonus), 0, 100, 0, NULL, NULL,
	  { "0" }, "B/100 added to the score of every game played" },
	{ "lambda", 0, "L", PK_NUM, F(lambda), 0, 1e4, 0, NULL, NULL,
	  { "2" }, "rating pulled by L/100 of the mean (opponent - own) rating" },
	{ "rd-ceiling", 0, "RD|none", PK_NUM, FG(rd_max), 1e-6, 1e5, PF_NONE, NULL, NULL,
	  { "350" }, "the largest RD after the growth by C" },
	{ "newcomer-growth", 0, "no|yes", PK_CHOICE, FG(grow_new), 0, 0, 0, "no|yes", NULL,
	  { "yes" }, "a new player's RD grows in its first period too" },
	{ "provisional", 0, "G", PK_INT, FG(provisional), 0, 1000000, 0, NULL, NULL,
	  { "0" }, "status provisional below G games" },
	{ "list-rd", 0, "RD", PK_NUM, FG(list_rd), 1e-6, 1e5, 0, NULL, NULL,
	  { "300" }, "a prior list without rd: a listed player's RD" },
	{ "list-games", 0, "G", PK_INT, FG(list_games), 0, 1000000000, 0, NULL, NULL,
	  { "1" }, "a prior list without games: a listed player's games" },
	GT_GAMMA_PARAM(FG(gamma)),
	GT_DRAW_PARAM(FG(draw_theta)),
	GT_DAYS_PARAM(FG(period_days)),
	{ .flag = NULL },
};

static void
steph_period(void *m, struct eng *e, const struct rperiod *p)
{
	struct gk_run *r = m;
	const struct steph_params *par = (const struct steph_params *)r->par;
	struct gtable *t = &r->t;
	const double q = gk_q();
	size_t i;

	gk_tally(r, e, p, par->bonus / 100);
	/* in PlayerRatings' order of operations, to its last bits */
	for (i = 0; i < t->nkeys; i++) {
		struct gplayer *x = &t->pl[t->keys[i]];
		double n = (double)x->played;
		double d2 = 1 / (1 / (x->d2 + n * (par->h * par->h)) + x->s2);

		x->fac = d2 * q;
		x->r = x->r0 + d2 * q * x->s1;
		x->r = x->r + (par->lambda / 100) * x->nb / n;
		x->rd = sqrt(d2);
	}
	gk_explain(r, e, p, par->bonus / 100, par->lambda);
	gk_end(r, e, p);
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: integers, as PlayerRatings' Glicko (doc/rules/glicko.md). */
static const int stephenson_decimals[sizeof steph_profiles / sizeof *steph_profiles - 1] =
	{ 0 };

const struct model stephenson_model = {
	.name = "stephenson",
	.decimals = stephenson_decimals,
	.summary = "Stephenson's Glicko with per-game growth, bonus and neighbourhood (PlayerRatings steph)",
	.profiles = steph_profiles,
	.param = steph_param,
	.param_size = sizeof(struct steph_params),
	.by_event = 1,
	.in = gk_in,
	.state = gk_state,
	.history = gk_history,
	.explain = steph_explain,
	.predict = gk_predict,
	.start = gk_start,
	.prior = gk_prior,
	.period = steph_period,
	.value_period = gk_value,
	.row = gk_row,
	.free = gk_free,
};
