/*
 * absp.c - model `absp`: the ABSP rating for head-to-head games, as the
 * FRSc uses it for Libere (profile frsc2012-libere) and as the ABSP does
 * (profile absp).  Rules: doc/rules/absp.md.
 *
 * A game rating is the opponent's rating clamped to own +- 40, plus 50
 * for a win, minus 50 for a loss, plus 0 for a draw.  A player's rating
 * is the weighted mean of the game ratings of the player's last M games,
 * weights from the top down (200, 199, ... newest first).  The rating
 * period is the event: all games of an event use the ratings from before
 * it (the engine hands the event over whole; it also refuses an event
 * split between two runs or coming back within one).
 *
 * Players without a rating are rated in three phases (the tsh ABSP
 * module's order): (1) a provisional rating from their games against
 * rated opponents (mean of opponent +- 50, no clamp); (2) recomputed
 * over all their games with new opponents at their phase-1 rating;
 * (3) rated players then rate their games against new players at the
 * phase-2 rating.  A new player's window holds its phase-2 game ratings.
 *
 * The window is per player: M = --games, or the `pwin` of a stream
 * annotated by `window -p M`.  Byes and forfeits (result bye / forfeit)
 * are not games: they pass through --history with empty cells and are
 * counted on stderr, never dropped silently.
 */
#include "absp.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---------- parameters ---------- */

#define F(x) offsetof(struct absp_params, x)

/* A date, or one of the words in `words` ("all", "latest") for LONG_MIN. */
static int
day_or_word(const char *arg, long *out, const char **why, const char *w1,
    const char *w2, const char *what)
{
	if (strcmp(arg, w1) == 0 || (w2 && strcmp(arg, w2) == 0)) {
		*out = LONG_MIN;
		return 1;
	}
	if (!date_parse(arg, strlen(arg), out)) {
		*why = what;
		return 0;
	}
	return 1;
}

static int
par_since(void *pp, const char *arg, const char **why)
{
	struct absp_params *p = pp;

	return day_or_word(arg, &p->since, why, "all", NULL,
	    "expected a date YYYY-MM-DD, or all");
}

/* "all" was the old word for the default; "latest" says it. */
static int
par_as_of(void *pp, const char *arg, const char **why)
{
	struct absp_params *p = pp;

	return day_or_word(arg, &p->as_of, why, "latest", "all",
	    "expected a date YYYY-MM-DD, or latest");
}

/* "2y", "24m", "730d", or "never". */
static int
par_inactive(void *pp, const char *arg, const char **why)
{
	struct absp_params *p = pp;
	size_t n = strlen(arg);

	if (strcmp(arg, "never") == 0) {
		p->inact_n = 0;
		return 1;
	}
	if (n < 2 || !strchr("ymd", arg[n - 1]) ||
	    !int_parse(arg, n - 1, 1, 100000, &p->inact_n)) {
		*why = "expected a period such as 2y, 24m, 730d (1 to 100000), or never";
		return 0;
	}
	p->inact_unit = arg[n - 1];
	return 1;
}

static const char *const absp_profiles[] = { "frsc2012-libere", "absp", "absp-tsh", NULL };
/* absp@2: an event's games enter at the event's mean (--event-mean yes) */
static const int absp_revision[] = { 1, 2, 1 };

static const struct param absp_param[] = {
	{ "games", 0, "M", PK_INT, F(M), 1, MAXM, PF_WINDOW, NULL, NULL,
	  { "100", "150", "150" }, "games in a player's window (window -p M in the stream gives M)" },
	{ "top-weight", 0, "W", PK_NUM, F(top), 0, BIG, 0, NULL, NULL,
	  { "200", "225", "225" }, "weight of the newest game" },
	{ "weight-step", 0, "S", PK_NUM, F(step), 0, BIG, 0, NULL, NULL,
	  { "1" }, "each older game weighs S less" },
	{ "clamp", 0, "C", PK_NUM, F(clamp), 0, BIG, 0, NULL, NULL,
	  { "40" }, "opponent counted within own rating +- C" },
	{ "spread", 0, "X", PK_NUM, F(spread), 1e-6, BIG, 0, NULL, NULL,
	  { "50" }, "game rating = opponent + X (win), - X (loss)" },
	{ "floor", 0, "X|none", PK_NUM, F(floor), -BIG, BIG, PF_NONE, NULL, NULL,
	  { "none", "50", "none" }, "lowest rating" },
	{ "since", 0, "DATE|all", PK_FUNC, 0, 0, 0, 0, NULL, par_since,
	  { "2009-01-01", "all", "all" }, "games counted from DATE" },
	{ "whole-events", 0, "no|yes", PK_CHOICE, F(whole), 0, 0, 0, "no|yes", NULL,
	  { "no", "yes", "yes" }, "whole events enter the window" },
	{ "event-mean", 0, "no|yes", PK_CHOICE, F(event_mean), 0, 0, 0, "no|yes", NULL,
	  { "no", "yes", "yes" }, "an event's games enter the window at the event's mean game rating" },
	{ "unrated", 0, "X", PK_NUM, F(unrated), -BIG, BIG, 0, NULL, NULL,
	  { "150", "150", "80" }, "a new player with no rated opponent starts at X" },
	{ "clamp-new", 0, "no|yes", PK_CHOICE, F(clamp_new), 0, 0, 0, "no|yes", NULL,
	  { "yes", "yes", "no" }, "a rated player counts a new opponent within the clamp too" },
	{ "new-floor", 0, "X|none", PK_NUM, F(new_floor), -BIG, BIG, PF_NONE, NULL, NULL,
	  { "none", "none", "80" }, "a new player's phase-1 and phase-2 ratings are at least X" },
	{ "event-floor", 0, "X|none", PK_NUM, F(event_floor), -BIG, BIG, PF_NONE, NULL, NULL,
	  { "none", "none", "40" }, "a rated player's event rating is at least X (--event-mean yes)" },
	{ "round", 0, "no|yes", PK_CHOICE, F(round), 0, 0, 0, "no|yes", NULL,
	  { "no", "no", "yes" }, "phase-1, phase-2 and event ratings to whole numbers, halves up (--event-mean yes)" },
	{ "active", 0, "FRAC", PK_NUM, F(active), 0, 1, 0, NULL, NULL,
	  { "0.15" }, "active from ceil(FRAC * min(N, CAP)) games" },
	{ "active-cap", 0, "CAP", PK_INT, F(cap), 1, MAXM, 0, NULL, NULL,
	  { "100" }, "CAP of --active" },
	{ "active-games", 0, "L|none", PK_INT, F(active_games), 1, MAXM, PF_NONE, NULL, NULL,
	  { "none" }, "active from L games, whatever N (none: from --active)" },
	{ "inactive-after", 0, "P", PK_FUNC, 0, 0, 0, 0, NULL, par_inactive,
	  { "2y" }, "inactive after P without a game: Ny, Nm, Nd or never" },
	{ "as-of", 0, "DATE|latest", PK_FUNC, 0, 0, 0, 0, NULL, par_as_of,
	  { "latest" }, "status as of DATE (latest: the latest game)" },
	{ "expect-scale", 0, "S|none", PK_NUM, F(escale), 1e-6, BIG, PF_NONE, NULL, NULL,
	  { "none" }, "--history: expected score on the logistic of scale S (none: spread*ln(10)/2)" },
	{ "draw-share", 0, "Q", PK_NUM, F(draw_share), 0, 0.999, PF_PREDICT, NULL, NULL,
	  { "0.3333333333333333" }, "a fixed share of draws: p_win p_draw p_loss in --history, P(draw) = Q and the " 
	  "rest split as expected (predictions only; 1/3: between equals each outcome 1/3)" },
	{ "list-last", 0, "DATE|none", PK_DATE, F(list_last), 0, 0, PF_NONE, NULL, NULL,
	  { "none" }, "a prior list without last: a listed player's last game (none: unknown)" },
	{ 0 },
};

/* The profile's window may give way to the stream's pwin: absp_start checks it then. */
static int
absp_check(void *pp, const char **why)
{
	const struct absp_params *p = pp;

	if (eng_flag_given("games") && !absp_weights_fit(p, p->M)) {
		*why = WEIGHTS_WHY;
		return 0;
	}
	/* tsh's floor and rounding are of an event's rating: the mean */
	if (!p->event_mean && (!isnan(p->event_floor) || p->round)) {
		*why = "--event-floor and --round yes are of an event's rating: they need --event-mean yes";
		return 0;
	}
	return 1;
}

/* ---------- state ---------- */

static const char *const absp_in[] = { "pseq", "pwin", NULL };

enum { S_RATING, S_GAMES, S_STATUS, S_LAST, S_STATE };
static const struct column absp_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "games", COL_COUNT, NULL, 1 },	/* the window's games: _state holds them */
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "list-last", 0 },
	{ "_state", COL_TEXT, "(rating, as a seed)", 0 },
	{ NULL, 0, NULL, 0 },
};

/*
 * --history: the game `value` (the clamped opponent rating), `perf` (the
 * game rating), `rating` after the event, and the prediction made before
 * the game, for rank --eval:
 *   prev      the rating before the event; empty for a player unrated
 *             then (phases 1-2 use the event's own games) and on rows of
 *             games not rated (byes, forfeits, before --since)
 *   expected  the expected score 1/(1 + 10^(-(prev - opponent's prev)/s)),
 *             empty unless both players have a prev
 *   escale    s: --expect-scale, by default spread ln(10) / 2 (57.565 for
 *             spread 50).  Why: a player who keeps scoring S against
 *             opponents rated R' settles where the game ratings average
 *             out, at R = R' + spread (2S - 1) (within the clamp), i.e.
 *             ABSP's own expected score is S = 1/2 + (R - R')/(2 spread).
 *             The logistic's slope at equal ratings is ln(10)/(4s); equal
 *             slopes give s = spread ln(10) / 2.  (FRSc's 50 rests on the
 *             same reading with its performance spread of 50.)
 */
static const char *const absp_predict[] = { "expected", NULL };
static const char *const absp_history[] = { "value", "perf", "rating", "prev",
	"expected", "escale", "p_win", "p_draw", "p_loss", NULL };

/* ---------- the prior (rate -r) ---------- */

/* "absp k=K n=N [seed=R] ev:g ev:g ..." into t and a; 0 if malformed. */
static int
state_parse(struct absp_run *r, const char *s, struct atype *t, struct aplayer *a)
{
	char *end;
	long k, np;

	/* digits only, bounded: strtol took "+1", " 1" and LONG_MAX, which
	 * overflowed at the next event */
	if (strncmp(s, "absp k=", 7) != 0 || !int_parse_digits(s + 7, &end, 0, 1L << 40, &k))
		return 0;
	if (strncmp(end, " n=", 3) != 0 || !int_parse_digits(end + 3, &end, 0, 1L << 40, &np))
		return 0;
	if (t->state_seen && (k != t->k || np != t->np))
		return 0;
	t->k = k;
	t->np = np;
	if (strncmp(end, " seed=", 6) == 0) {
		char *num = end + 6;

		end = num + strcspn(num, " ");
		if (!num_parse(num, (size_t)(end - num), &a->rating))
			return 0;
		a->rated = 1;
	}
	while (*end == ' ') {
		long ev;
		char *num;
		double g;

		if (!int_parse_digits(end + 1, &end, 1, k, &ev) || *end != ':' ||
		    (a->win.cnt && ev < chunkwin_last_ev(&a->win)))
			return 0;
		num = end + 1;
		end = num + strcspn(num, " ");
		if (!num_parse(num, (size_t)(end - num), &g))
			return 0;
		chunkwin_push(&r->pool, &a->win, ev, g);
	}
	return *end == '\0';
}

/*
 * A ratings file of this model continues exactly (the window is in
 * _state); any other ratings stream (e.g. frsc's libere ratings before
 * 2011, or a federation's list `type player rating`) seeds each player
 * with its rating and an empty window.  The windows read are trimmed to
 * M and rated when M is known (settle): a stream of window -p may set it.
 */
static int
absp_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct absp_run *r = m;
	const struct prior_cell *c = row->cell;
	struct atype *t = absp_type(r, row->tid);
	struct aplayer *a = absp_player(r, row->key);

	a->last = c[S_LAST].s ? c[S_LAST].i : r->par->list_last;
	/* an edited rating (row->edited) restarts the window from it, as a
	 * federation's list row does: the games of _state are dropped */
	if (c[S_STATE].s && !row->edited && strncmp(c[S_STATE].s, "absp ", 5) == 0) {
		if (!state_parse(r, c[S_STATE].s, t, a) || (!a->win.cnt && !a->rated)) {
			*col = S_STATE;
			*why = "an absp state \"absp k=K n=N [seed=R] EV:G ...\" with the type's K and N";
			return 0;
		}
		t->state_seen = 1;
		a->check = row->check_rating && a->win.cnt;
		a->filed = c[S_RATING].num;
		return 1;
	}
	a->rating = c[S_RATING].num;
	a->rated = 1;
	return 1;
}

/* ---------- output ---------- */

static long
latest_game(const struct absp_run *r)
{
	long as_of = LONG_MIN;
	size_t k;

	for (k = 0; k < r->plcap; k++)
		if (r->pl[k].rated && r->pl[k].last > as_of)
			as_of = r->pl[k].last;
	return as_of;
}

static void
txt_add(struct absp_run *r, const char *s, size_t n)
{
	xgrow(&r->txt, &r->txtcap, r->txtlen + n, 1);
	memcpy(r->txt + r->txtlen, s, n);
	r->txtlen += n;
}

static void
txt_num(struct absp_run *r, double x)
{
	char tmp[32];

	txt_add(r, tmp, num_format(x, tmp));
}

static void
txt_int(struct absp_run *r, long long v)
{
	char tmp[24];

	txt_add(r, tmp, int_format(v, tmp));
}

/* The _state cell: "absp k=K n=N [seed=R] EV:G ...", oldest game first. */
static void
state_text(struct absp_run *r, const struct atype *t, const struct aplayer *a)
{
	const struct chunkwin_view *v = chunkwin_view(&a->win, &r->view);
	size_t j;

	r->txtlen = 0;
	txt_add(r, "absp k=", 7);
	txt_int(r, t->k);
	txt_add(r, " n=", 3);
	txt_int(r, t->np);
	if (!v->n) {
		txt_add(r, " seed=", 6);
		txt_num(r, a->rating);
	}
	for (j = 0; j < v->n; j++) {
		txt_add(r, " ", 1);
		txt_int(r, v->ev[j]);
		txt_add(r, ":", 1);
		txt_num(r, v->g[j]);
	}
}

/*
 * Key has a rating: games in its window (settle rates them at the end) or
 * a rating from the prior.  Only byes so far: no rating, no row.
 */
static int
absp_listed(void *m, int key)
{
	const struct aplayer *a = absp_player_find(m, key);

	return a && (a->rated || a->win.cnt);
}

static int
absp_row(void *m, int key, struct cells *c)
{
	struct absp_run *r = m;
	const struct aplayer *a;
	const struct atype *t;

	absp_settle(r);
	a = absp_player_find(r, key);
	if (!absp_listed(r, key))
		return 0;
	if (!r->as_of_set) {
		r->as_of = r->par->as_of != LONG_MIN ? r->par->as_of : latest_game(r);
		r->as_of_set = 1;
	}
	t = absp_type(r, eng_key_tid(r->e, key));
	cell_num(c, a->rating);
	cell_int(c, (long long)a->win.cnt);
	cell_str(c, absp_status(r->par, t, a, r->as_of));
	cell_date(c, a->last);
	state_text(r, t, a);
	cell_strn(c, r->txt, r->txtlen);
	return 1;
}

static void
absp_finish(void *m, struct eng *e)
{
	struct absp_run *r = m;

	(void)e;
	if (r->unrated_rows)
		warnx_rp("%lu row(s) not rated (byes, forfeits, or games before --since)",
		    r->unrated_rows);
}

static void *
absp_start(struct eng *e, const void *par)
{
	struct absp_run *r = xcalloc(1, sizeof *r);

	r->par = par;
	r->e = e;
	r->M = r->par->M;
	if (!eng_in_has(e, IN_PWIN) && !absp_weights_fit(r->par, r->M)) {
		free(r);
		die_usage("%s", WEIGHTS_WHY);
	}
	return r;
}

static void
absp_free(void *m)
{
	struct absp_run *r = m;

	chunkwin_pool_free(&r->pool);
	chunkwin_view_free(&r->view);
	chunkwin_view_free(&r->xview);
	free(r->pl);
	free(r->t);
	free(r->eg);
	free(r->touched);
	free(r->txt);
	free(r);
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: frsc2012-libere and absp: whole numbers, as the FRSc shows R (doc/rules/frsc2012.md) and
 * tsh rounds ABSP ratings (doc/rules/absp.md). */
static const int absp_decimals[sizeof absp_profiles / sizeof *absp_profiles - 1] =
	{ 0, 0 };

const struct model absp_model = {
	.name = "absp",
	.decimals = absp_decimals,
	.summary = "ABSP head-to-head rating: weighted mean of clamped game ratings",
	.profiles = absp_profiles,
	.param = absp_param,
	.param_size = sizeof(struct absp_params),
	.check = absp_check,
	.by_event = 1,
	.windows = WIN_PLAYER,
	.in = absp_in,
	.state = absp_state,
	.history = absp_history,
	.explain = absp_explain_cols,
	.revision = absp_revision,
	.predict = absp_predict,
	.value_period = absp_value,
	.start = absp_start,
	.prior = absp_prior,
	.period = absp_period,
	.row = absp_row,
	.listed = absp_listed,
	.finish = absp_finish,
	.free = absp_free,
};
