/*
 * topcoder.c - model `topcoder`: the TopCoder rank-based rating with
 * volatility, as the FISC's RaPliCat uses it for duplicate Scrabble
 * (doc/rate.1; the RaPliCat regulations, second part).
 *
 * Each game of a type is a rating event.  With N players of ratings R,
 * volatilities V and times rated n:
 *   CF      = sqrt(sum V^2 / N + sum (R - mean R)^2 / (N - 1))
 *   ERank_i = 1/2 + sum_j WP(j over i),  WP = (erf((Rj-Ri)/sqrt(2(Vj^2+Vi^2))) + 1)/2
 *   EPerf   = -Phi^-1((ERank - 1/2)/N),  APerf = -Phi^-1((ARank - 1/2)/N)
 *   PerfAs  = R + CF (APerf - EPerf)
 *   Weight  = 1/(1 - (0.42/(n+1) + 0.18)) - 1, x0.9 from 2000, x0.8 from 2500
 *   NewR    = (R + Weight PerfAs)/(1 + Weight), within R +- (150 + 1500/(n+2))
 *   NewV    = sqrt((NewR - R)^2/Weight + V^2/(1 + Weight)),  n += 1
 * The regulations' point 2: consolidated players (n > 0) are rated on the
 * virtual standings of the consolidated players alone, new players on
 * the whole standings; with a single consolidated player everybody is
 * rated on the whole standings.
 *
 * Elo-MMR's TopCoder system (EbTech/Elo-MMR, topcoder_sys.rs) is the
 * same arithmetic on the whole standings, except that NewV takes the
 * rating before the cap ((try - R)^2 / Weight): --volatility-from
 * uncapped, and the profile elo-mmr (its Codeforces setting: new players
 * 1500/350, no rounding, no floor, everybody together).
 *
 * Speed: ERank is a sum over pairs, O(N^2) per game.  erf is odd, so
 * WP(i over j) = 1 - WP(j over i): each pair costs one erf, and with
 * E_i = sum_{j != i} erf((Rj-Ri)/s_ij),  ERank_i = (N+1)/2 + E_i/2.
 * The inner loop is a subtraction, an addition, a square root, a
 * division and erf, on arrays precomputed per game (R, 2V^2).
 *
 * erf is the project's own (lib/core/erf.c, erf_array), not libm's: a
 * piecewise polynomial within 1 ulp (0.88 ulp measured against erfl),
 * about 3 times as fast as glibc's erf on the arguments of large games,
 * and the same on every libc: glibc's, musl's and macOS's erf differ in
 * their last bits, and with them ERank and the last digits of every
 * rating (EPerf and APerf still come from libm's erf and erfc, through
 * the inverse normal of lib/core/normal.c).  rate and value share it
 * (tc_field_sums), so their ERank agree.
 */
#include "model.h"
#include "normal.h"
#include "num.h"
#include "rp.h"
#include "field.h"
#include "pairs.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---------- parameters ---------- */

#define F(x) offsetof(struct tc_params, x)
#define BIG 1e6			/* ratings, volatilities and caps: within +-BIG */

static const char *const tc_profiles[] = { "rapliccat", "topcoder", "elo-mmr", NULL };

/* --first-volatility V or formula (stored as 0) */
static int
first_v_parse(void *par, const char *arg, const char **why)
{
	struct tc_params *p = par;
	double x;

	if (strcmp(arg, "formula") == 0) {
		p->first_v = 0;
		return 1;
	}
	if (!num_parse(arg, strlen(arg), &x) || !(x > 0 && x <= BIG)) {
		*why = "expected formula or a volatility above 0, up to 1000000";
		return 0;
	}
	p->first_v = x;
	return 1;
}

static const struct param tc_param[] = {
	{ "initial-rating", 0, "R", PK_NUM, F(init_r), -BIG, BIG, 0, NULL, NULL,
	  { "1200", NULL, "1500" }, "a new player's rating" },
	{ "initial-volatility", 0, "V", PK_NUM, F(init_v), 1e-6, BIG, 0, NULL, NULL,
	  { "535", "515", "350" }, "a new player's volatility" },
	{ "first-volatility", 0, "V|formula", PK_FUNC, 0, 0, 0, 0, NULL, first_v_parse,
	  { "formula", "385", "formula" }, "volatility after the first rating" },
	{ "cap-base", 0, "C", PK_NUM, F(cap_base), 0, BIG, 0, NULL, NULL,
	  { "150" }, "Cap = C + S/(n+2): C" },
	{ "cap-scale", 0, "S", PK_NUM, F(cap_scale), 0, BIG, 0, NULL, NULL,
	  { "1500" }, "S of the cap" },
	{ "cap-division", 0, "real|integer", PK_CHOICE, F(cap_integer), 0, 0, 0,
	  "real|integer", NULL, { "real", "integer", "real" }, "S/(n+2) real or whole" },
	{ "weight-a", 0, "A", PK_NUM, F(w_a), 0, 1, 0, NULL, NULL,
	  { "0.42" }, "Weight = 1/(1-(A/(n+1)+B)) - 1: A (A + B below 1)" },
	{ "weight-b", 0, "B", PK_NUM, F(w_b), 1e-9, 1, 0, NULL, NULL,
	  { "0.18" }, "B of the weight" },
	{ "band1", 0, "R", PK_NUM, F(band1), -BIG, BIG, 0, NULL, NULL,
	  { "2000" }, "weight x F1 from rating R" },
	{ "band1-factor", 0, "F1", PK_NUM, F(band1_f), 1e-6, 1000, 0, NULL, NULL,
	  { "0.9" }, "F1" },
	{ "band2", 0, "R", PK_NUM, F(band2), -BIG, BIG, 0, NULL, NULL,
	  { "2500" }, "weight x F2 from rating R (band1 <= band2)" },
	{ "band2-factor", 0, "F2", PK_NUM, F(band2_f), 1e-6, 1000, 0, NULL, NULL,
	  { "0.8" }, "F2" },
	{ "round", 0, "none|integer", PK_CHOICE, F(round_int), 0, 0, 0,
	  "none|integer", NULL, { "none", "integer", "none" },
	  "stored rating and volatility" },
	{ "min-rating", 0, "R|none", PK_NUM, F(min_rating), -BIG, BIG, PF_NONE, NULL, NULL,
	  { "none", "1", "none" }, "lowest rating" },
	{ "newcomers", 0, "separate|together", PK_CHOICE, F(together), 0, 0, 0,
	  "separate|together", NULL, { "separate", NULL, "together" },
	  "separate: consolidated players on their own standings first" },
	{ "volatility-from", 0, "capped|uncapped", PK_CHOICE, F(vol_uncapped), 0, 0, 0,
	  "capped|uncapped", NULL, { "capped", NULL, "uncapped" },
	  "NewV from the capped NewR or from the rating before the cap (Elo-MMR)" },
	{ "provisional", 0, "G", PK_INT, F(provisional), 0, 1000000, 0, NULL, NULL,
	  { "0" }, "status provisional below G ratings" },
	{ "list-volatility", 0, "V", PK_NUM, F(list_v), 1e-6, BIG, 0, NULL, NULL,
	  { "535", "515", "350" }, "a prior list without volatility: a listed player's" },
	{ "list-times", 0, "N", PK_INT, F(list_times), 0, 1000000, 0, NULL, NULL,
	  { "1" }, "a prior list without times: a listed player's ratings (1: consolidated)" },
	{ .flag = NULL },
};

static int
tc_check(void *pp, const char **why)
{
	struct tc_params *p = pp;

	if (!(p->w_a + p->w_b < 1))
		*why = "weights need --weight-a + --weight-b below 1";
	else if (!(p->band1 <= p->band2))
		*why = "weight bands need --band1 <= --band2";
	else
		return 1;
	return 0;
}

/* ---------- state ---------- */

struct tplayer {
	int exists;
	double r, v;
	long times, games, last;	/* last: LONG_MIN when unknown */
};

struct tc_run {
	const struct tc_params *par;
	struct tplayer *pl;	/* per key */
	size_t cap;
	struct work w;
};

enum { S_RATING, S_GAMES, S_STATUS, S_LAST, S_VOLATILITY, S_TIMES };
static const struct column tc_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "games", COL_COUNT, "(times)", 0 },
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ "volatility", COL_NUM, "list-volatility", 0 },
	{ "times", COL_COUNT, "list-times", 0 },
	{ NULL, 0, NULL, 0 },
};

/*
 * --history also writes the prediction made before the game, for rank
 * --eval: `prev` and `prev_vol` (= rating_before, volatility_before:
 * rank --eval's normal curve WP = Phi((R_a - R_b)/sqrt(V_a^2 + V_b^2))
 * is this model's win probability) and `expected`, the expected rank in
 * the whole game (ERank over every player, as value -m topcoder gives
 * it).  `erank` stays the value the update used, which for a
 * consolidated player under --newcomers separate is over the
 * consolidated players only.
 */
static const char *const tc_history[] = {
	"rating_before", "volatility_before", "times_before", "arank", "erank",
	"eperf", "aperf", "perf_as", "weight", "cap", "rating", "volatility",
	"prev", "prev_vol", "expected", NULL
};
static const char *const tc_predict[] = { "erank", "eperf", NULL };

/*
 * --explain: NewR - R = Weight/(1 + Weight) CF (APerf - EPerf), in two
 * parts: "performance" (the actual rank's, + W/(1+W) CF APerf) and
 * "expected" (- W/(1+W) CF EPerf); then "cap", "rounding" and "floor",
 * each when it moves the rating.  `field` is the N of the standings the
 * player was rated on (the consolidated players' alone, or the whole).
 */
static const char *const tc_explain_cols[] = {
	"arank", "erank", "aperf", "eperf", "cf", "weight", "cap", "field",
	"volatility_before", "volatility_after", NULL
};

static struct tplayer *
player(struct tc_run *r, int key)
{
	if ((size_t)key >= r->cap) {
		size_t old = r->cap;

		xgrow(&r->pl, &r->cap, (size_t)key + 1, sizeof *r->pl);
		memset(r->pl + old, 0, (r->cap - old) * sizeof *r->pl);
	}
	return &r->pl[key];
}

static const struct tplayer *
player_find(const struct tc_run *r, int key)
{
	return (size_t)key < r->cap && r->pl[key].exists ? &r->pl[key] : NULL;
}

static void *
tc_start(struct eng *e, const void *par)
{
	struct tc_run *r = xcalloc(1, sizeof *r);

	r->par = par;
	/* the engine's -j N, --threads N (the numbers never depend on it) */
	pairs_init(&r->w.pairs, eng_threads(e));
	return r;
}

static void
tc_free(void *m)
{
	struct tc_run *r = m;

	tc_work_free(&r->w);
	free(r->pl);
	free(r);
}

static int
tc_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct tc_run *r = m;
	struct tplayer *p = player(r, row->key);
	const struct prior_cell *c = row->cell;

	p->r = c[S_RATING].num;
	p->v = c[S_VOLATILITY].s ? c[S_VOLATILITY].num : r->par->list_v;
	if (!(p->v > 0)) {
		*col = S_VOLATILITY;
		*why = "a positive volatility";
		return 0;
	}
	p->times = c[S_TIMES].s ? c[S_TIMES].i : r->par->list_times;
	p->games = c[S_GAMES].s ? c[S_GAMES].i : p->times;
	p->last = c[S_LAST].s ? c[S_LAST].i : LONG_MIN;
	p->exists = 1;
	return 1;
}

static int
tc_row(void *m, int key, struct cells *c)
{
	struct tc_run *r = m;
	const struct tplayer *p = player_find(r, key);

	if (!p)
		return 0;
	cell_num(c, p->r);
	cell_int(c, p->games);
	cell_str(c, p->times < r->par->provisional ? "provisional" : "active");
	cell_date(c, p->last);
	cell_num(c, p->v);
	cell_int(c, p->times);
	return 1;
}

/* The pre-game state of every row into the scratch arrays. */
static void
load_game(struct tc_run *r, const struct rgame *g)
{
	struct work *w = &r->w;
	size_t i;

	tc_work_grow(w, g->n);
	w->whole = 0;
	for (i = 0; i < g->n; i++) {
		const struct tplayer *p = player_find(r, g->key[i]);

		w->sel[i] = i;
		w->R[i] = p ? p->r : r->par->init_r;
		w->V[i] = p ? p->v : r->par->init_v;
		w->n[i] = p ? p->times : 0;
		w->rated[i] = 0;
		memset(&w->res[i], 0, sizeof w->res[i]);	/* defined when not rated */
	}
}

static void
game_history(struct tc_run *r, struct eng *e, const struct rgame *g)
{
	struct work *w = &r->w;
	size_t i, k;

	/* one pass over the whole game left its sums; two passes spent them */
	if (!w->whole) {
		for (i = 0; i < g->n; i++)
			w->sel[i] = i;
		tc_field_sums(w, g->n, g->n);
	}
	for (i = 0; i < g->n; i++) {
		const struct tc_result *o = &w->res[i];
		const double x[] = { o->arank, o->erank, o->eperf, o->aperf, o->perfas,
			o->weight, o->cap, o->r, o->v };
		struct cells *c = eng_row_cells(e, g, i);

		cell_num(c, w->R[i]);
		cell_num(c, w->V[i]);
		cell_int(c, w->n[i]);
		for (k = 0; k < sizeof x / sizeof x[0]; k++)
			cell_num_or_empty(c, w->rated[i], x[k]);
		cell_num(c, w->R[i]);
		cell_num(c, w->V[i]);
		cell_num(c, tc_erank(g->n, w->E[i]));
		eng_put_row(e);
	}
}

/* A part of row i's change, rated with CF cf on a field of n. */
static void
tc_part(struct eng *e, const struct work *w, size_t i, double cf, size_t n, const char *part,
    double amount)
{
	const struct tc_result *o = &w->res[i];
	struct cells *c = eng_explain_part(e, part, amount, NULL);
	const double x[] = { o->arank, o->erank, o->aperf, o->eperf, cf, o->weight, o->cap };
	size_t k;

	for (k = 0; k < sizeof x / sizeof x[0]; k++)
		cell_num(c, x[k]);
	cell_int(c, (long long)n);
	cell_num(c, w->V[i]);
	cell_num(c, o->v);
	eng_explain_put(e);
}

/*
 * Row i's change, from its pre-game state (w->R) and its result: rated
 * on the whole standings (everybody together, or a new player) or on the
 * consolidated players' alone (tc_rate_players).
 */
static void
tc_explain(const struct tc_params *par, struct eng *e, const struct work *w,
    const struct rgame *g, size_t i)
{
	const struct tc_result *o = &w->res[i];
	double f = o->weight / (1 + o->weight), R0 = w->R[i], tried, capped, rounded;
	int whole = w->whole || w->n[i] == 0;
	size_t n = g->n, j;

	if (!w->rated[i]) {
		eng_explain_begin(e, g, g->key[i], R0, R0);
		cell_empty_rest(eng_explain_part(e, "not rated: one player", 0, NULL));
		eng_explain_put(e);
		eng_explain_end(e);
		return;
	}
	for (j = 0; !whole && j < g->n; j++)
		n -= w->n[j] == 0;
	tried = tc_new_rating(R0, o->weight, o->perfas);
	rounded = capped = tc_within_cap(R0, tried, o->cap);
	eng_explain_begin(e, g, g->key[i], R0, o->r);
	tc_part(e, w, i, w->cf[whole], n, "performance", f * w->cf[whole] * o->aperf);
	tc_part(e, w, i, w->cf[whole], n, "expected", -f * w->cf[whole] * o->eperf);
	if (capped != tried)
		tc_part(e, w, i, w->cf[whole], n, "cap", capped - tried);
	if (par->round_int && (rounded = round(capped)) != capped)
		tc_part(e, w, i, w->cf[whole], n, "rounding", rounded - capped);
	if (o->r != rounded)
		tc_part(e, w, i, w->cf[whole], n, "floor", o->r - rounded);
	eng_explain_end(e);
}

static void
tc_game(void *m, struct eng *e, const struct rgame *g)
{
	struct tc_run *r = m;
	struct work *w = &r->w;
	size_t i;

	load_game(r, g);
	if (g->n == 1)
		eng_warn_row(e, g, 0, "game \"%s\" of event \"%s\" has a single player: not rated",
		    g->id, g->event);
	else
		tc_rate_players(r->par, w, g);
	for (i = 0; i < g->n; i++) {
		struct tplayer *p;

		if (!w->rated[i])
			continue;
		p = player(r, g->key[i]);
		p->r = w->res[i].r;
		p->v = w->res[i].v;
		p->times++;
		p->games++;
		p->last = g->date;
		p->exists = 1;
	}
	if (eng_explain_on(e))
		for (i = 0; i < g->n; i++)
			if (eng_explaining(e, g->key[i]))
				tc_explain(r->par, e, w, g, i);
	if (eng_history(e))
		game_history(r, e, g);
}

/*
 * value -m topcoder: every player's expected rank and expected
 * performance in the whole field, from the rating list (new players at
 * the profile's initial R and V).  These are the ERank and EPerf rate
 * computes when everybody is rated on the whole standings.  Places are
 * not needed: the game may not have been played yet.
 */
static void
tc_value(void *m, struct eng *e, const struct rgame *g)
{
	struct tc_run *r = m;
	struct work *w = &r->w;
	size_t i;

	load_game(r, g);
	tc_field_sums(w, g->n, g->n);
	for (i = 0; i < g->n; i++) {
		double er = tc_erank(g->n, w->E[i]);
		struct cells *c = eng_row_cells(e, g, i);

		cell_num(c, er);
		cell_num(c, tc_perf(g->n, er));
		eng_put_row(e);
	}
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: whole numbers, as TopCoder stores them (doc/rules/rapliccat.md). */
static const int topcoder_decimals[sizeof tc_profiles / sizeof *tc_profiles - 1] =
	{ 0, 0, 0 };

const struct model topcoder_model = {
	.name = "topcoder",
	.decimals = topcoder_decimals,
	.summary = "TopCoder rank-based rating with volatility (RaPliCat, Elo-MMR)",
	.profiles = tc_profiles,
	.param = tc_param,
	.param_size = sizeof(struct tc_params),
	.check = tc_check,
	.state = tc_state,
	.history = tc_history,
	.explain = tc_explain_cols,
	.predict = tc_predict,
	.start = tc_start,
	.prior = tc_prior,
	.game = tc_game,
	.value_game = tc_value,
	.row = tc_row,
	.free = tc_free,
};
