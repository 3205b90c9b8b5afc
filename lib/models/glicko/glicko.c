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
 * With --gamma G, the player who moved first (column color: white) or
 * played at home (column home: 1) has G added to its rating in E, its
 * opponent G taken off (R PlayerRatings' gamma; 0 in both profiles).
 *
 * Profile glickman: the paper (1500/350, c = 63.2, the paper's example
 * of 30 periods from RD 50 back to 350; unrated players are not grown).
 * Profile playerratings: R package PlayerRatings' glicko() with its
 * defaults (init 2200/300, cval 15, rdmax 350; every player, new ones
 * too, grows by (lag + 1) c^2 in a period it plays).
 */
#include "common.h"
#include "model.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define F(x) offsetof(struct gk_params, x)

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
	GT_GAMMA_PARAM(F(gamma)),
	GT_DRAW_PARAM(F(draw_theta)),
	GT_DAYS_PARAM(F(period_days)),
	{ .flag = NULL },
};


/*
 * A period: Glickman's update from the ratings and grown RDs at its
 * start, each game's E with the first mover's advantage (gk_tally).
 */
static void
glicko_period(void *m, struct eng *e, const struct rperiod *p)
{
	struct gk_run *r = m;
	struct gtable *t = &r->t;
	const double q = gk_q();
	size_t i;

	gk_tally(r, e, p, 0);
	for (i = 0; i < t->nkeys; i++) {
		struct gplayer *x = &t->pl[t->keys[i]];
		double d2 = 1 / (1 / x->d2 + x->s2);

		x->fac = d2 * q;
		x->r = x->r0 + d2 * q * x->s1;
		x->rd = sqrt(d2);
	}
	gk_explain(r, e, p, NAN, NAN);
	gk_end(r, e, p);
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: Glickman's example is printed 1464 (doc/rules/glicko.md). */
static const int glicko_decimals[sizeof glicko_profiles / sizeof *glicko_profiles - 1] =
	{ 0, 0 };

const struct model glicko_model = {
	.name = "glicko",
	.decimals = glicko_decimals,
	.summary = "Glickman's Glicko, rating period = event",
	.profiles = glicko_profiles,
	.param = glicko_param,
	.param_size = sizeof(struct gk_params),
	.by_event = 1,
	.in = gk_in,
	.state = gk_state,
	.history = gk_history,
	.explain = glicko_explain,
	.predict = gk_predict,
	.start = gk_start,
	.prior = gk_prior,
	.period = glicko_period,
	.value_period = gk_value,
	.row = gk_row,
	.free = gk_free,
};
