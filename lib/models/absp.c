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
#include "chunkwin.h"
#include "model.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---------- parameters ---------- */

struct absp_params {
	long M;			/* games in the window */
	double top, step;	/* weights top, top - step, ... newest first */
	double clamp, spread;
	double floor;		/* lowest rating; NAN: none */
	long since;		/* games counted from this day, LONG_MIN for all */
	int whole;		/* whole events enter the window (ABSP) */
	double unrated;		/* phase 1 for a new player with no rated opponent */
	double active;		/* L = ceil(active * min(N, cap)) */
	long cap;
	long active_games;	/* L whatever N; -1: from active */
	long inact_n;		/* inactive after inact_n units; 0 = never */
	char inact_unit;	/* y, m or d */
	long as_of;		/* status date, LONG_MIN = latest game */
	double escale;		/* --history: expected-score curve; NAN = from spread */
	long list_last;		/* a listed player's last game; LONG_MIN unknown */
};

#define F(x) offsetof(struct absp_params, x)
#define BIG 1e12		/* ratings, weights and spreads: within +- BIG */
#define MAXM 100000000L		/* the longest window */

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

static const char *const absp_profiles[] = { "frsc2012-libere", "absp", NULL };

static const struct param absp_param[] = {
	{ "games", 0, "M", PK_INT, F(M), 1, MAXM, PF_WINDOW, NULL, NULL,
	  { "100", "150" }, "games in a player's window (window -p M in the stream gives M)" },
	{ "top-weight", 0, "W", PK_NUM, F(top), 0, BIG, 0, NULL, NULL,
	  { "200", "225" }, "weight of the newest game" },
	{ "weight-step", 0, "S", PK_NUM, F(step), 0, BIG, 0, NULL, NULL,
	  { "1" }, "each older game weighs S less" },
	{ "clamp", 0, "C", PK_NUM, F(clamp), 0, BIG, 0, NULL, NULL,
	  { "40" }, "opponent counted within own rating +- C" },
	{ "spread", 0, "X", PK_NUM, F(spread), 1e-6, BIG, 0, NULL, NULL,
	  { "50" }, "game rating = opponent + X (win), - X (loss)" },
	{ "floor", 0, "X|none", PK_NUM, F(floor), -BIG, BIG, PF_NONE, NULL, NULL,
	  { "none", "50" }, "lowest rating" },
	{ "since", 0, "DATE|all", PK_FUNC, 0, 0, 0, 0, NULL, par_since,
	  { "2009-01-01", "all" }, "games counted from DATE" },
	{ "whole-events", 0, "no|yes", PK_CHOICE, F(whole), 0, 0, 0, "no|yes", NULL,
	  { "no", "yes" }, "whole events enter the window" },
	{ "unrated", 0, "X", PK_NUM, F(unrated), -BIG, BIG, 0, NULL, NULL,
	  { "150" }, "a new player with no rated opponent starts at X" },
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
	{ "list-last", 0, "DATE|none", PK_DATE, F(list_last), 0, 0, PF_NONE, NULL, NULL,
	  { "none" }, "a prior list without last: a listed player's last game (none: unknown)" },
	{ 0 },
};

/* The weights stay positive over a window of M games. */
static int
weights_fit(const struct absp_params *p, long M)
{
	return p->top - p->step * (double)(M - 1) > 0;
}

#define WEIGHTS_WHY "weights top, top - step, ... must stay positive over the window (--top-weight, --weight-step, --games)"

/* The profile's window may give way to the stream's pwin: absp_start checks it then. */
static int
absp_check(void *pp, const char **why)
{
	if (eng_flag_given("games") && !weights_fit(pp, ((struct absp_params *)pp)->M)) {
		*why = WEIGHTS_WHY;
		return 0;
	}
	return 1;
}

/* ---------- state ---------- */

struct aplayer {
	struct chunkwin win;	/* (the type's event number k, game rating) */
	double rating;
	long last;		/* date of the last rated game; LONG_MIN unknown */
	unsigned char rated;	/* has a rating: a window or a seed */
	/* a prior's window: its rating must be the window's (settle) */
	unsigned char check;
	double filed;
	/* scratch for the event being rated */
	unsigned char was_rated;
	long mark;		/* the type's event number this scratch belongs to */
	double pre, p1, p2, s, gsum;
	long n, ngames;
};

struct atype {
	long k;			/* events with games of the type */
	long np;		/* possible rated games: sum of event rounds */
	unsigned long stamp;	/* the run's event that last counted in k */
	long rounds;		/* scratch: the event's most games by one player */
	int state_seen;		/* a prior row of the type had an absp state */
};

struct egame {			/* scratch: one game of the event */
	int rated;
	double score[2];	/* 1, 0.5, 0 */
	double value[2], g[2];
};

enum { IN_PSEQ, IN_PWIN };
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
	"expected", "escale", NULL };

struct absp_run {
	const struct absp_params *par;
	struct eng *e;
	long M;			/* the window: --games, or the stream's pwin */
	char pwin[24];		/* the stream's pwin as first written; "" none yet */
	size_t pwin_len;
	int settled;		/* the prior's windows trimmed to M and rated */
	struct aplayer *pl;	/* per key */
	size_t plcap;
	struct atype *t;	/* per type */
	size_t tcap;
	struct egame *eg;	/* per game of the event */
	size_t egcap;
	int *touched;		/* keys with a rated game in the event */
	size_t ntouched, touchcap;
	unsigned long evno;	/* events of this run */
	unsigned long unrated_rows;
	struct chunkwin_pool pool;	/* every player's window */
	struct chunkwin_view view;	/* scratch: one window read out */
	int as_of_set;
	long as_of;		/* status date of the ratings written */
	char *txt;		/* scratch: a _state cell */
	size_t txtlen, txtcap;
};

static void
pl_reserve(struct absp_run *r, size_t n)
{
	size_t old = r->plcap;

	if (n <= r->plcap)
		return;
	xgrow(&r->pl, &r->plcap, n, sizeof *r->pl);
	memset(r->pl + old, 0, (r->plcap - old) * sizeof *r->pl);
}

static struct aplayer *
player(struct absp_run *r, int key)
{
	pl_reserve(r, (size_t)key + 1);
	return &r->pl[key];
}

static const struct aplayer *
player_find(const struct absp_run *r, int key)
{
	return (size_t)key < r->plcap ? &r->pl[key] : NULL;
}

static struct atype *
type_of(struct absp_run *r, int tid)
{
	if ((size_t)tid >= r->tcap) {
		size_t old = r->tcap;

		xgrow(&r->t, &r->tcap, (size_t)tid + 1, sizeof *r->t);
		memset(r->t + old, 0, (r->tcap - old) * sizeof *r->t);
	}
	return &r->t[tid];
}

/* Weighted mean of the window, newest weighs top, in a window of M; floor applied. */
static double
window_rating_in(const struct absp_run *r, const struct aplayer *a, long M)
{
	const struct absp_params *par = r->par;
	const struct chunkwin_chunk *c;
	double num = 0, den = 0, R;
	long pos = 0;
	size_t from, to;

	for (c = a->win.tail; c; c = c->prev) {	/* newest first */
		if (c->prev)	/* the older chunk's lines, while this one is summed */
			__builtin_prefetch(c->prev->g + CHUNKWIN_N - 1);
		chunkwin_span(&a->win, c, &from, &to);
		while (to-- > from) {
			double w = par->top - par->step * (double)pos;

			num += w * c->g[to];
			den += w;
			/* whole events may overfill the window: extra games take the last weight */
			if (pos < M - 1)
				pos++;
		}
	}
	R = num / den;
	/* a rating beyond reach stays so (the writer refuses it), never floored */
	return isfinite(R) && R < par->floor ? par->floor : R;
}

static double
window_rating(const struct absp_run *r, const struct aplayer *a)
{
	return window_rating_in(r, a, r->M);
}

/*
 * A prior's rating is its window's, as it was written: in this run's
 * window M, or in the one it was written in (unknown: a run may change
 * M, window -p cuts the prior's windows) when no game overfills it.
 */
static int
filed_rating_agrees(const struct absp_run *r, const struct aplayer *a)
{
	return eng_same_number(window_rating(r, a), a->filed) ||
	    eng_same_number(window_rating_in(r, a, (long)a->win.cnt), a->filed);
}

/* Drop the oldest games beyond M (whole events: while the rest holds M). */
static void
window_trim(struct absp_run *r, struct aplayer *a)
{
	size_t drop = 0, M = (size_t)r->M, n = a->win.cnt;

	if (!r->par->whole) {
		if (n > M)
			drop = n - M;
	} else if (n > M) {
		const long *ev = chunkwin_view(&a->win, &r->view)->ev;

		for (;;) {
			size_t k = drop;

			while (k < n && ev[k] == ev[drop])
				k++;
			if (k >= n || n - k < M)
				break;
			drop = k;
		}
	}
	chunkwin_drop(&r->pool, &a->win, drop);
}

/* ---------- status ---------- */

static int
month_days(long y, long m)
{
	static const int d[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

	if (m == 2 && ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0))
		return 29;
	return d[m - 1];
}

/*
 * days + n years/months/days; a day past the month's end becomes its
 * last.  A date beyond 9999-12-31, the last a stream can hold, is
 * LONG_MAX: no status date reaches it.
 */
static long
date_add(long days, long n, char unit)
{
	char s[11], t[11];
	long y, m, d, out;

	if (unit == 'd')
		return days + n;
	date_format(days, s);
	y = strtol(s, NULL, 10);
	m = strtol(s + 5, NULL, 10);
	d = strtol(s + 8, NULL, 10);
	if (unit == 'y')
		y += n;
	else {
		m += n;
		y += (m - 1) / 12;
		m = (m - 1) % 12 + 1;
	}
	if (y > 9999)
		return LONG_MAX;
	if (d > month_days(y, m))
		d = month_days(y, m);
	t[0] = (char)('0' + y / 1000);
	t[1] = (char)('0' + y / 100 % 10);
	t[2] = (char)('0' + y / 10 % 10);
	t[3] = (char)('0' + y % 10);
	t[4] = t[7] = '-';
	t[5] = (char)('0' + m / 10);
	t[6] = (char)('0' + m % 10);
	t[8] = (char)('0' + d / 10);
	t[9] = (char)('0' + d % 10);
	t[10] = '\0';
	if (!date_parse(t, 10, &out))
		die_data("internal error: date %s", t);
	return out;
}

static const char *
status_of(const struct absp_params *par, const struct atype *t,
    const struct aplayer *a, long as_of)
{
	long N = t->np < par->cap ? t->np : par->cap;
	long L = par->active_games > 0 ? par->active_games :
	    (long)ceil(par->active * (double)N - 1e-9);

	/* an unknown last game (a list without dates) never makes a player inactive */
	if (par->inact_n && a->last != LONG_MIN &&
	    as_of >= date_add(a->last, par->inact_n, par->inact_unit))
		return "inactive";
	return (long)a->win.cnt >= (L > 1 ? L : 1) ? "active" : "provisional";
}

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
	struct atype *t = type_of(r, row->tid);
	struct aplayer *a = player(r, row->key);

	a->last = c[S_LAST].s ? c[S_LAST].i : r->par->list_last;
	if (c[S_STATE].s && strncmp(c[S_STATE].s, "absp ", 5) == 0) {
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

static void
settle(struct absp_run *r)
{
	size_t k;

	if (r->settled)
		return;
	r->settled = 1;
	for (k = 0; k < r->plcap; k++) {
		struct aplayer *a = &r->pl[k];

		if (!a->win.cnt)
			continue;
		/* a rating edited by hand would be recomputed from the window: lost */
		if (a->check && !filed_rating_agrees(r, a))
			eng_bad_prior(r->e, (int)k, "column \"rating\": expected the rating its "
			    "window in _state gives, %.10g, found %.10g (edited by hand?  The "
			    "rating is the weighted mean of the window's game ratings, computed "
			    "from them again: correct the games and re-rate, or take the list's "
			    "ratings alone with --prior-ratings-only)", window_rating(r, a), a->filed);
		a->check = 0;
		window_trim(r, a);
		a->rating = window_rating(r, a);
		a->rated = 1;
	}
}

/* ---------- the window of a stream annotated by window -p ---------- */

/*
 * Row i of game g: its pwin is the stream's window.  The first one sets
 * M (refused when --games says otherwise, or when the weights would not
 * stay positive); every other row must say the same.
 */
static void
stream_window(struct absp_run *r, struct eng *e, const struct rgame *g, size_t i)
{
	size_t len;
	const char *s = eng_in(e, g, i, IN_PWIN, &len);
	long M;

	if (r->pwin_len && len == r->pwin_len && memcmp(s, r->pwin, len) == 0)
		return;
	M = eng_in_int(e, g, i, IN_PWIN, 1, MAXM,
	    "a window size from window -p, a whole number from 1 to 100000000");
	if (r->pwin_len) {
		if (M == r->M)
			return;
		eng_bad_row(e, g, i, "column \"pwin\" says %ld, but the stream began with "
		    "window %ld: a stream has one window size (window -p M)", M, r->M);
	}
	if (eng_flag_given("games") && M != r->par->M)
		eng_bad_row(e, g, i, "column \"pwin\" says %ld (window -p %ld) but --games "
		    "says %ld: give one of them, or the same", M, M, r->par->M);
	if (!weights_fit(r->par, M))
		eng_bad_row(e, g, i, "column \"pwin\" says %ld, but the weights --top-weight %g, "
		    "--weight-step %g do not stay positive over %ld games", M, r->par->top,
		    r->par->step, M);
	r->M = M;
	memcpy(r->pwin, s, len < sizeof r->pwin ? len : sizeof r->pwin - 1);
	r->pwin_len = len < sizeof r->pwin ? len : sizeof r->pwin - 1;
}

static void
event_window(struct absp_run *r, struct eng *e, const struct rperiod *p)
{
	size_t gi, i;

	if (!eng_in_has(e, IN_PWIN)) {
		if (eng_in_has(e, IN_PSEQ))
			eng_bad_row(e, &p->game[0], 0, "column \"pseq\" without \"pwin\": "
			    "window -p M writes both, and absp takes M from pwin");
		return;
	}
	for (gi = 0; gi < p->ngame; gi++)
		for (i = 0; i < p->game[gi].n; i++)
			stream_window(r, e, &p->game[gi], i);
}

/* ---------- one event ---------- */

static double
expect_scale(const struct absp_params *par)
{
	return isnan(par->escale) ? par->spread * log(10) / 2 : par->escale;
}

static void
touch(struct absp_run *r, int key, long k)
{
	struct aplayer *a = &r->pl[key];

	if (a->mark == k)
		return;
	a->mark = k;
	a->was_rated = a->rated;
	a->pre = a->rating;
	a->n = a->ngames = 0;
	a->s = a->gsum = 0;
	r->touched[r->ntouched++] = key;	/* room for two a game: absp_period */
}

static double
outcome(const struct absp_params *par, double score)
{
	return score == 1 ? par->spread : score == 0 ? -par->spread : 0;
}

/* A game of the event: rated (both players touched) or passed over. */
static void
take_game(struct absp_run *r, struct eng *e, const struct rgame *g, struct egame *eg)
{
	struct atype *t;
	size_t i;
	int skip = 0;

	memset(eg, 0, sizeof *eg);
	for (i = 0; i < g->n; i++)
		skip |= g->res[i] != RES_PLAYED;
	if (skip || g->date < r->par->since) {
		r->unrated_rows += g->n;
		return;
	}
	if (g->n != 2)
		eng_bad_row(e, g, 0,
		    "game \"%s\" of event \"%s\" has %zu player(s): an absp game is head-to-head (two rows; a bye or forfeit has result bye or forfeit)",
		    g->id, g->event, g->n);
	eg->rated = 1;
	for (i = 0; i < 2; i++)
		eg->score[i] = g->place[i] == g->place[1 - i] ? 0.5 : g->place[i] == 1 ? 1 : 0;
	t = &r->t[g->tid];
	if (t->stamp != r->evno) {	/* the type's first rated game of the event */
		t->stamp = r->evno;
		t->k++;
	}
	touch(r, g->key[0], t->k);
	touch(r, g->key[1], t->k);
}

/* Phase 1: a new player's mean of (rated opponent + outcome), no clamp. */
static void
phase1(struct absp_run *r, const struct rperiod *p)
{
	size_t i, j;

	for (i = 0; i < p->ngame; i++) {
		const struct egame *eg = &r->eg[i];
		const int *key = p->game[i].key;

		for (j = 0; j < 2 && eg->rated; j++) {
			struct aplayer *a = &r->pl[key[j]], *o = &r->pl[key[1 - j]];

			a->ngames++;
			if (!a->was_rated && o->was_rated) {
				a->s += o->pre + outcome(r->par, eg->score[j]);
				a->n++;
			}
		}
	}
	for (i = 0; i < r->ntouched; i++) {
		struct aplayer *a = &r->pl[r->touched[i]];

		if (!a->was_rated)
			a->p1 = a->n ? a->s / (double)a->n : r->par->unrated;
	}
}

/* Phases 2 and 3: the game ratings of every rated game of the event. */
static void
game_ratings(struct absp_run *r, const struct rperiod *p)
{
	const struct absp_params *par = r->par;
	size_t i, j;

	for (i = 0; i < p->ngame; i++) {
		struct egame *eg = &r->eg[i];
		const int *key = p->game[i].key;

		for (j = 0; j < 2 && eg->rated; j++) {
			struct aplayer *a = &r->pl[key[j]], *o = &r->pl[key[1 - j]];

			if (a->was_rated)
				continue;
			eg->value[j] = o->was_rated ? o->pre : o->p1;
			eg->g[j] = eg->value[j] + outcome(par, eg->score[j]);
			a->gsum += eg->g[j];
		}
	}
	for (i = 0; i < r->ntouched; i++) {
		struct aplayer *a = &r->pl[r->touched[i]];

		if (!a->was_rated && a->ngames)
			a->p2 = a->gsum / (double)a->ngames;
	}
	for (i = 0; i < p->ngame; i++) {
		struct egame *eg = &r->eg[i];
		const int *key = p->game[i].key;

		for (j = 0; j < 2 && eg->rated; j++) {
			struct aplayer *a = &r->pl[key[j]], *o = &r->pl[key[1 - j]];
			double v;

			if (!a->was_rated)
				continue;
			v = o->was_rated ? o->pre : o->p2;
			if (v < a->pre - par->clamp)
				v = a->pre - par->clamp;
			if (v > a->pre + par->clamp)
				v = a->pre + par->clamp;
			eg->value[j] = v;
			eg->g[j] = v + outcome(par, eg->score[j]);
		}
	}
}

static void
event_update(struct absp_run *r, struct eng *e, const struct rperiod *p)
{
	size_t i, j, nt = eng_ntypes(e);

	for (i = 0; i < p->ngame; i++) {
		const struct egame *eg = &r->eg[i];
		const struct rgame *g = &p->game[i];

		for (j = 0; j < 2 && eg->rated; j++) {
			struct aplayer *a = &r->pl[g->key[j]];

			chunkwin_push(&r->pool, &a->win, r->t[g->tid].k, eg->g[j]);
			a->last = g->date;
		}
	}
	for (i = 0; i < r->ntouched; i++) {
		int key = r->touched[i];
		struct aplayer *a = &r->pl[key];
		struct atype *t = &r->t[eng_key_tid(e, key)];

		if (a->ngames > t->rounds)
			t->rounds = a->ngames;
		if (!a->ngames)
			continue;
		window_trim(r, a);
		a->rating = window_rating(r, a);
		a->rated = 1;
	}
	for (i = 0; i < nt; i++) {
		r->t[i].np += r->t[i].rounds;
		r->t[i].rounds = 0;
	}
}

/* The history rows of the event: value, perf, rating, prev, expected, escale. */
static void
event_history(struct absp_run *r, struct eng *e, const struct rperiod *p)
{
	double s = expect_scale(r->par);
	size_t i, j;

	for (i = 0; i < p->ngame; i++) {
		const struct rgame *g = &p->game[i];
		const struct egame *eg = &r->eg[i];

		for (j = 0; j < g->n; j++) {
			int has = eg->rated && j < 2;
			const struct aplayer *a = player_find(r, g->key[j]);
			const struct aplayer *pa = has ? a : NULL;
			const struct aplayer *po = has ? &r->pl[g->key[1 - j]] : NULL;
			struct cells *c = eng_row_cells(e, g, j);

			cell_num_or_empty(c, has, has ? eg->value[j] : 0);
			cell_num_or_empty(c, has, has ? eg->g[j] : 0);
			cell_num_or_empty(c, a && a->rated, a ? a->rating : 0);
			cell_num_or_empty(c, pa && pa->was_rated, pa ? pa->pre : 0);
			cell_num_or_empty(c, pa && po && pa->was_rated && po->was_rated,
			    pa && po ? 1 / (1 + pow(10, -(pa->pre - po->pre) / s)) : 0);
			cell_num(c, s);
			eng_put_row(e);
		}
	}
}

static void
absp_period(void *m, struct eng *e, const struct rperiod *p)
{
	struct absp_run *r = m;
	size_t i;

	event_window(r, e, p);
	settle(r);
	r->evno++;
	pl_reserve(r, eng_nkeys(e));	/* no player moves while the event is rated */
	type_of(r, (int)eng_ntypes(e) - 1);
	xgrow(&r->eg, &r->egcap, p->ngame, sizeof *r->eg);
	xgrow(&r->touched, &r->touchcap, 2 * p->ngame, sizeof *r->touched);
	r->ntouched = 0;
	for (i = 0; i < p->ngame; i++)
		take_game(r, e, &p->game[i], &r->eg[i]);
	phase1(r, p);
	game_ratings(r, p);
	event_update(r, e, p);
	if (eng_history(e))
		event_history(r, e, p);
}

/*
 * value -m absp: each row of a two-player game gets `expected`, its
 * player's expected score from the rating list on the curve --history
 * uses, 1/(1 + 10^(-(R - R_opponent)/s)); empty when either player has
 * no rating in the list, and on byes and forfeits.  Places are not read.
 */
static void
absp_value(void *m, struct eng *e, const struct rperiod *p)
{
	struct absp_run *r = m;
	double s = expect_scale(r->par);
	size_t gi, j;

	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];
		int played = g->n == 2 && g->res[0] == RES_PLAYED && g->res[1] == RES_PLAYED;

		if (g->n > 2)
			eng_bad_row(e, g, 0, "game \"%s\" of event \"%s\" has %zu rows; absp rates two-player games",
			    g->id, g->event, g->n);
		for (j = 0; j < g->n; j++) {
			const struct aplayer *a = played ? player_find(r, g->key[j]) : NULL;
			const struct aplayer *o = played ? player_find(r, g->key[1 - j]) : NULL;
			int has = a && o && a->rated && o->rated;
			struct cells *c = eng_row_cells(e, g, j);

			cell_num_or_empty(c, has, has ? 1 / (1 + pow(10, -(a->rating - o->rating) / s)) : 0);
			eng_put_row(e);
		}
	}
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
	const struct aplayer *a = player_find(m, key);

	return a && (a->rated || a->win.cnt);
}

static int
absp_row(void *m, int key, struct cells *c)
{
	struct absp_run *r = m;
	const struct aplayer *a;
	const struct atype *t;

	settle(r);
	a = player_find(r, key);
	if (!absp_listed(r, key))
		return 0;
	if (!r->as_of_set) {
		r->as_of = r->par->as_of != LONG_MIN ? r->par->as_of : latest_game(r);
		r->as_of_set = 1;
	}
	t = type_of(r, eng_key_tid(r->e, key));
	cell_num(c, a->rating);
	cell_int(c, (long long)a->win.cnt);
	cell_str(c, status_of(r->par, t, a, r->as_of));
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
	if (!eng_in_has(e, IN_PWIN) && !weights_fit(r->par, r->M)) {
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
