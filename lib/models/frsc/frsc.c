/*
 * frsc.c - model `frsc`: the FRSc windowed weighted-average rating
 * (doc/rules/, "Rating Scrabble 2012", sections 2-8).
 *
 * For a game type with window N, after game k a player's rating is
 *     R = sum P_i w_i / sum w_i,  w_i = A + B*N + C*(i - k - 1)
 * over the player's games i among the last N games of the type
 * (A, B, C = 155, 5, 10).  The weights are linear in i, so with the
 * player's games counted from the oldest one in the window (base)
 *     w_i = c + C*(i - base),  c = A + B*N - C*(k + 1 - base)
 * and R = (c*S0 + C*S1) / (c*n + C*T1) from four running sums: the
 * update is O(1) per game and every player's rating can be read at any
 * k without visiting the games.  The sums are rebuilt from the window
 * (oldest first) when a game leaves it, so they are always the plain
 * sum over the window's games: a run continued from a ratings file
 * gives the same numbers as one run over the whole history.
 *
 * The state of a player is the window itself (column _state: the type's
 * game count k, its window N and the player's (game, P) pairs): the
 * rating is recomputed from those games after every game of the type, so
 * a rating without its games cannot be continued, and a prior list
 * without _state is refused by rate (value needs the ratings only).
 *
 * This file: the parameters, the columns and the model's table.  The
 * pieces other stages share (frsc.h) are in pieces.c, the windows in
 * window.c, column _state in state.c, a game's rules in rules.c,
 * --explain in explain.c (their shared types: rules.h).
 */
#include "rules.h"
#include "model.h"
#include "rp.h"
#include "winsize.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

/* ---------- parameters ---------- */

#define F(x) offsetof(struct frsc_params, x)
#define R 1e9			/* ratings, spreads: within +-R */
#define W 1e6			/* weight constants: within +-W */

static const char *const frsc_profiles[] = { "frsc2012", NULL };

/*
 * -n SPEC.  The engine sets the profile's value first, through this same
 * parser, then the flags: a second call is a flag given, which the
 * column n of `window -n` must then agree with.
 */
static int
window_parse(void *par, const char *arg, const char **why)
{
	struct frsc_params *p = par;

	p->n_explicit = p->n.text != NULL;
	return winsize_parse(&p->n, arg, why);
}

static const struct param frsc_param[] = {
	{ "window", 'n', "SPEC", PK_FUNC, F(n), 0, 0, PF_WINDOW, NULL, window_parse,
	  { "frsc2012" }, "games per window: N, TYPE=N,... or frsc2012" },
	{ "unrated", 0, "X", PK_NUM, F(unrated), -R, R, 0, NULL, NULL,
	  { "150" }, "rating an unrated player counts with in V",
	  "value", "value -m frsc (or leave the column out: rate computes V)" },
	{ "spread", 0, "X", PK_NUM, F(spread), 0, R, 0, NULL, NULL,
	  { "50" }, "P = V + X for first place, V - X for last", "delta", "score" },
	{ "active", 0, "FRAC", PK_NUM, F(active), 0, 1, 0, NULL, NULL,
	  { "0.15" }, "active from ceil(FRAC * N) games in the window" },
	{ "active-games", 0, "G|none", PK_INT, F(active_games), 1, 1000000, PF_NONE, NULL, NULL,
	  { "none" }, "active from G games, whatever N (none: --active)" },
	{ "weight-base", 0, "A", PK_NUM, F(w_base), -W, W, 0, NULL, NULL,
	  { "155" }, "weights A + B*N + C*(i-k-1): A" },
	{ "weight-per-n", 0, "B", PK_NUM, F(w_per_n), -W, W, 0, NULL, NULL,
	  { "5" }, "B of the weights" },
	{ "weight-step", 0, "C", PK_NUM, F(w_step), -W, W, 0, NULL, NULL,
	  { "10" }, "C of the weights" },
	{ "ties", 0, "shared|average", PK_CHOICE, F(ties_average), 0, 0, 0,
	  "shared|average", NULL, { "shared" },
	  "L of tied players: the published place, or the mean of their places",
	  "delta", "score" },
	{ "expect-scale", 0, "S", PK_NUM, F(escale), 1e-6, R, 0, NULL, NULL,
	  { "50" }, "--history: expected score on the logistic curve of scale S" },
	{ NULL, 0, NULL, 0, 0, 0, 0, 0, NULL, NULL, { NULL }, NULL },
};

static int
frsc_check(void *pp, const char **why)
{
	struct frsc_params *p = pp;
	static char msg[160];
	size_t i;

	for (i = 0; i < (p->n.all ? 1 : p->n.n); i++) {
		long N = p->n.all ? p->n.all : p->n.N[i];

		if (!frsc_weights_ok(p, N)) {
			snprintf(msg, sizeof msg,
			    "weights %g + %g*N + %g*(i-k-1) are not all positive for N = %ld",
			    p->w_base, p->w_per_n, p->w_step, N);
			*why = msg;
			return 0;
		}
	}
	return 1;
}

static void
frsc_free_params(void *pp)
{
	struct frsc_params *p = pp;

	winsize_free(&p->n);
	free(p);
}

/* ---------- state ---------- */

static const char *const frsc_in[] = { "n", "delta", "value", NULL };

static const struct column frsc_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "games", COL_COUNT, NULL, 1 },	/* the games in _state */
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ "_state", COL_TEXT, NULL, 0 },	/* required by rate (frsc_prior_why) */
	{ NULL, 0, NULL, 0 },
};

static const char frsc_prior_why[] =
    "an frsc rating is the weighted mean of the player's games in the type's window, "
    "recomputed from those games after every game of the type, so a rating without "
    "its games (column _state) cannot be continued; rate the history, or continue from "
    "the ratings file rate wrote";

/*
 * --history adds, besides the game value V, the performance P and the
 * rating after the game: the prediction made before the game, for
 * `rank --eval` (lib/stats/evaluate.c) and for audits.
 *   prev      the rating the player entered the game with, as V counted
 *             it (--unrated, 150, for a player without one)
 *   expected  the expected score against the field, from the pre-game
 *             ratings on the logistic curve of scale s = escale:
 *                 E_j = 1/(J-1) * sum_{i != j} 1/(1 + 10^((R_i - R_j)/s))
 *             the mean, over the other J - 1 players, of the probability
 *             of finishing ahead of each (empty in a one-player game)
 *   escale    s, so each row carries what its prediction needs.
 * Why s = 50 by default.  On a base-10 logistic curve s is the rating
 * difference that gives 10:1 odds.  FRSc ratings are averages of game
 * performances V +- 50, so 50 points is a whole spread: a player rated
 * 50 above another is as far above as first place is above the middle
 * of the field, and is given 10:1 (91 %) to finish ahead of them.  Two
 * other ways to look at it bracket 50: matching the curve's slope at
 * equal ratings, ln(10)/(4s), to FRSc's own linear "share of the field
 * beaten" 1/2 + (R - V)/100 gives s = 25 ln 10 = 58 (an upper bound for
 * pairs, since averaging over a spread field flattens the curve); and on
 * the example season (a made-up noise level) `rank --eval --burn-in 3`
 * gives pairwise log-loss 0.329 / 0.328 / 0.341 / 0.362 / 0.380 / 0.460
 * for s = 25 / 30 / 40 / 50 / 58 / 100.  --expect-scale changes it.
 */
static const char *const frsc_history[] = { "value", "perf", "rating", "prev", "expected",
	"escale", NULL };
static const char *const frsc_predict[] = { "value", NULL };
/*
 * --explain (explain.c): one part per game of the windows before
 * and after, (P - R)(share after - share before): the game's number in
 * the type, its P, its weight and share of the mean before and after.
 */
static const char *const frsc_explain[] = { "game_no", "perf", "weight_before",
	"weight_after", "share_before", "share_after", NULL };

static void *
frsc_start(struct eng *e, const void *par)
{
	struct frsc_run *r = xcalloc(1, sizeof *r);

	r->par = par;
	r->e = e;
	r->has_n = eng_in_has(e, IN_N);
	r->has_delta = eng_in_has(e, IN_DELTA);
	r->has_value = eng_in_has(e, IN_VALUE);
	return r;
}

static void
frsc_free(void *m)
{
	struct frsc_run *r = m;

	frsc_types_free(r);
	free(r->listed);
	free(r->prev);
	free(r->perf);
	free(r->perf_e);
	free(r->rank);
	free(r->has_perf);
	free(r->state);
	frsc_explain_free(r);
	free(r);
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: R is shown rounded to the nearest integer (doc/rules/frsc2012.md). */
static const int frsc_decimals[sizeof frsc_profiles / sizeof *frsc_profiles - 1] =
	{ 0 };

const struct model frsc_model = {
	.name = "frsc",
	.decimals = frsc_decimals,
	.summary = "FRSc 2012 windowed weighted-average rating for collective games",
	.profiles = frsc_profiles,
	.param = frsc_param,
	.param_size = sizeof(struct frsc_params),
	.check = frsc_check,
	.windows = WIN_CALENDAR,
	.in = frsc_in,
	.state = frsc_state,
	.prior_why = frsc_prior_why,
	.value_rating_only = 1,
	.history = frsc_history,
	.explain = frsc_explain,
	.predict = frsc_predict,
	.start = frsc_start,
	.prior = frsc_prior,
	.game = frsc_game,
	.value_game = frsc_value_game,
	.row = frsc_row,
	.listed = frsc_listed,
	.free = frsc_free,
	.free_params = frsc_free_params,
};
