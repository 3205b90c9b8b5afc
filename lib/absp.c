/*
 * absp.c - model `absp`: the ABSP rating for head-to-head games, as the
 * FRSc uses it for Libere (profile frsc2012-libere) and as the ABSP does
 * (profile absp).  Spec: spec/absp.md; seed 000_* section 1.
 *
 * A game rating is the opponent's rating clamped to own +- 40, plus 50
 * for a win, minus 50 for a loss, plus 0 for a draw.  A player's rating
 * is the weighted mean of the game ratings of the player's last M games,
 * weights from the top down (200, 199, ... newest first).  All games of
 * an event (a run of rows with the same event id) use the ratings from
 * before the event, so the event is buffered and rated when it ends:
 * memory grows with the players, their windows and one event, never
 * with the stream.  An id that comes back after another event, or that a
 * prior ratings file records as a player's last event (column _event),
 * is an error (evsplit.h): the event would silently become two periods.
 *
 * Players without a rating are rated in three phases (the tsh ABSP
 * module's order): (1) a provisional rating from their games against
 * rated opponents (mean of opponent +- 50, no clamp); (2) recomputed
 * over all their games with new opponents at their phase-1 rating;
 * (3) rated players then rate their games against new players at the
 * phase-2 rating.  A new player's window holds its phase-2 game ratings.
 *
 * Byes and forfeits (column `result` = bye / forfeit) are not games:
 * they pass through --history with empty cells and are counted on
 * stderr, never dropped silently.
 */
#include "chunkwin.h"
#include "evaluate.h"
#include "evsplit.h"
#include "game.h"
#include "model.h"
#include "names.h"
#include "num.h"
#include "ratings.h"
#include "rp.h"
#include "tsv.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------- parameters ---------- */

struct absp_params {
	long M;			/* games in the window */
	double top, step;	/* weights top, top - step, ... newest first */
	double clamp, spread;
	double floor;		/* lowest rating, -HUGE_VAL for none */
	long since;		/* games counted from this day, LONG_MIN for all */
	int whole;		/* whole events enter the window (ABSP) */
	double unrated;		/* phase 1 for a new player with no rated opponent */
	double active;		/* L = ceil(active * min(N, cap)) */
	long cap, active_games;
	long inact_n;		/* inactive after inact_n units; 0 = never */
	char inact_unit;	/* y, m or d */
	long as_of;		/* status date, LONG_MIN = latest game */
	double escale;		/* --history: expected-score curve; 0 = from spread */
};

enum {
	OPT_GAMES = 1000, OPT_TOP, OPT_STEP, OPT_CLAMP, OPT_SPREAD, OPT_FLOOR,
	OPT_SINCE, OPT_WHOLE, OPT_UNRATED, OPT_ACTIVE, OPT_CAP,
	OPT_ACTIVE_GAMES, OPT_INACTIVE, OPT_AS_OF, OPT_ESCALE,
};

static const struct option absp_longopts[] = {
	{ "games", required_argument, NULL, OPT_GAMES },
	{ "top-weight", required_argument, NULL, OPT_TOP },
	{ "weight-step", required_argument, NULL, OPT_STEP },
	{ "clamp", required_argument, NULL, OPT_CLAMP },
	{ "spread", required_argument, NULL, OPT_SPREAD },
	{ "floor", required_argument, NULL, OPT_FLOOR },
	{ "since", required_argument, NULL, OPT_SINCE },
	{ "whole-events", required_argument, NULL, OPT_WHOLE },
	{ "unrated", required_argument, NULL, OPT_UNRATED },
	{ "active", required_argument, NULL, OPT_ACTIVE },
	{ "active-cap", required_argument, NULL, OPT_CAP },
	{ "active-games", required_argument, NULL, OPT_ACTIVE_GAMES },
	{ "inactive-after", required_argument, NULL, OPT_INACTIVE },
	{ "as-of", required_argument, NULL, OPT_AS_OF },
	{ "expect-scale", required_argument, NULL, OPT_ESCALE },
	{ NULL, 0, NULL, 0 },
};

static const char *const absp_profiles[] = { "frsc2012-libere", "absp", NULL };

static void *
absp_params(const char *profile)
{
	struct absp_params *p;
	int absp = strcmp(profile, "absp") == 0;

	if (!absp && strcmp(profile, "frsc2012-libere") != 0)
		return NULL;
	p = xcalloc(1, sizeof *p);
	p->M = absp ? 150 : 100;
	p->top = absp ? 225 : 200;
	p->step = 1;
	p->clamp = 40;
	p->spread = 50;
	p->floor = absp ? 50 : -HUGE_VAL;
	p->since = LONG_MIN;
	if (!absp && !date_parse("2009-01-01", 10, &p->since))
		die_usage("internal error: date");
	p->whole = absp;
	p->unrated = 150;
	p->active = 0.15;
	p->cap = 100;
	p->inact_n = 2;
	p->inact_unit = 'y';
	p->as_of = LONG_MIN;
	return p;
}

static int
flag_date(const char *arg, long *out, const char **why)
{
	if (strcmp(arg, "all") == 0) {
		*out = LONG_MIN;
		return 1;
	}
	if (!date_parse(arg, strlen(arg), out)) {
		*why = "expected a date YYYY-MM-DD";
		return 0;
	}
	return 1;
}

/* "2y", "24m", "730d", or "never". */
static int
flag_period(struct absp_params *p, const char *arg, const char **why)
{
	size_t n = strlen(arg);

	if (strcmp(arg, "never") == 0) {
		p->inact_n = 0;
		return 1;
	}
	if (n < 2 || !strchr("ymd", arg[n - 1]) ||
	    !int_parse(arg, n - 1, 1, 100000, &p->inact_n)) {
		*why = "expected a period such as 2y, 24m, 730d, or never";
		return 0;
	}
	p->inact_unit = arg[n - 1];
	return 1;
}

static int
absp_option(void *pp, int opt, const char *arg, const char **why)
{
	struct absp_params *p = pp;

	switch (opt) {
	case OPT_GAMES:
		return flag_count(arg, 1, 100000000, &p->M, why);
	case OPT_TOP:
		return flag_num(arg, &p->top, why);
	case OPT_STEP:
		return flag_num(arg, &p->step, why);
	case OPT_CLAMP:
		return flag_num(arg, &p->clamp, why);
	case OPT_SPREAD:
		return flag_num(arg, &p->spread, why);
	case OPT_FLOOR:
		if (strcmp(arg, "none") == 0) {
			p->floor = -HUGE_VAL;
			return 1;
		}
		return flag_num(arg, &p->floor, why);
	case OPT_SINCE:
		return flag_date(arg, &p->since, why);
	case OPT_WHOLE:
		if (strcmp(arg, "yes") != 0 && strcmp(arg, "no") != 0) {
			*why = "expected yes or no";
			return 0;
		}
		p->whole = arg[0] == 'y';
		return 1;
	case OPT_UNRATED:
		return flag_num(arg, &p->unrated, why);
	case OPT_ACTIVE:
		return flag_fraction(arg, &p->active, why);
	case OPT_CAP:
		return flag_count(arg, 1, 100000000, &p->cap, why);
	case OPT_ACTIVE_GAMES:
		return flag_count(arg, 1, 100000000, &p->active_games, why);
	case OPT_INACTIVE:
		return flag_period(p, arg, why);
	case OPT_AS_OF:
		return flag_date(arg, &p->as_of, why);
	case OPT_ESCALE:
		if (!flag_num(arg, &p->escale, why))
			return 0;
		if (p->escale <= 0) {
			*why = "expected a positive number";
			return 0;
		}
		return 1;
	}
	*why = "not an option of model absp";
	return 0;
}

static int
absp_check(void *pp, const char **why)
{
	struct absp_params *p = pp;

	if (p->top - p->step * (double)(p->M - 1) <= 0 || p->step < 0) {
		*why = "weights top, top - step, ... must stay positive over the window (--top-weight, --weight-step, --games)";
		return 0;
	}
	if (p->clamp < 0) {
		*why = "--clamp must be >= 0";
		return 0;
	}
	return 1;
}

static void
absp_free_params(void *pp)
{
	free(pp);
}

/* ---------- state ---------- */

struct aplayer {
	struct chunkwin win;	/* (the type's event number k, game rating) */
	int rated;		/* has a rating: a window or a seed */
	double rating;
	long last;		/* date of the last rated game */
	int ev1;		/* the last event it has a row in: evsplit id + 1, 0 none */
	/* scratch for the event being rated */
	long mark;		/* the event number this scratch belongs to */
	int was_rated;
	double pre, p1, p2, s, gsum;
	long n, ngames;
};

struct atype {
	long k;			/* events with games of the type */
	long np;		/* possible rated games: sum of event rounds */
	long stamp;		/* the run's event that last counted in k */
	struct aplayer **by_pid;
	size_t bycap;
};

struct egame {			/* one game of the buffered event */
	int tid, pid[2];
	double score[2];	/* 1, 0.5, 0 */
	int rated;
	size_t row0, nrow;	/* its rows in the event's row buffer */
	double value[2], g[2];
	long date;
};

struct run {
	const struct absp_params *par;
	struct game_reader gr;
	int c_result, history;
	struct names types;
	struct atype *t;
	size_t tcap;
	struct tsv_rowout ro;
	/* the buffered event */
	struct strbuf ev_id;
	int ev1;		/* its evsplit id + 1 */
	struct evsplit es;	/* event ids: the prior's last ones, this run's */
	struct egame *eg;
	size_t neg, egcap;
	struct strbuf rows;	/* history: the event's fields, NUL-ended */
	size_t *rowoff, rowcap, nrows;
	int *rowpid;		/* the player of each buffered row */
	size_t rowpidcap;
	long evno;		/* events read in this run */
	struct { int tid, pid; } *touched;
	size_t ntouched, touchcap;
	unsigned long unrated_rows;
	struct chunkwin_pool pool;	/* every player's window */
	struct chunkwin_view view;	/* scratch: one window read out */
	long as_of;		/* status date of the ratings written */
	char **f;
	size_t *flen, fcap;
};

static struct aplayer *
player_find(const struct atype *t, int pid)
{
	return (size_t)pid < t->bycap ? t->by_pid[pid] : NULL;
}

static struct aplayer *
player_get(struct atype *t, int pid)
{
	if ((size_t)pid >= t->bycap) {
		size_t old = t->bycap;

		xgrow(&t->by_pid, &t->bycap, (size_t)pid + 1, sizeof *t->by_pid);
		memset(t->by_pid + old, 0, (t->bycap - old) * sizeof *t->by_pid);
	}
	if (!t->by_pid[pid]) {
		t->by_pid[pid] = xcalloc(1, sizeof **t->by_pid);
		t->by_pid[pid]->mark = -1;
	}
	return t->by_pid[pid];
}

static int
type_id(struct run *r, const char *name)
{
	int added, id = names_intern(&r->types, name, strlen(name), &added);

	if (added) {
		xgrow(&r->t, &r->tcap, (size_t)id + 1, sizeof *r->t);
		memset(&r->t[id], 0, sizeof r->t[id]);
	}
	return id;
}

/* Weighted mean of the window, newest weighs top; floor applied. */
static double
window_rating(const struct absp_params *par, const struct aplayer *a)
{
	const struct chunkwin_chunk *c;
	double num = 0, den = 0, R;
	long pos = 0;
	size_t from, to;

	for (c = a->win.tail; c; c = c->prev) {	/* newest first */
		chunkwin_span(&a->win, c, &from, &to);
		while (to-- > from) {
			double w = par->top - par->step * (double)pos;

			num += w * c->g[to];
			den += w;
			/* whole events may overfill the window: extra games take the last weight */
			if (pos < par->M - 1)
				pos++;
		}
	}
	R = num / den;
	return R < par->floor ? par->floor : R;
}

/* Drop the oldest games beyond M (whole events: while the rest holds M). */
static void
window_trim(struct run *r, struct aplayer *a)
{
	size_t drop = 0, M = (size_t)r->par->M, n = a->win.cnt;

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

/* days + n years/months/days; a day past the month's end becomes its last. */
static long
date_add(long days, long n, char unit)
{
	char s[11], t[64];
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
	if (d > month_days(y, m))
		d = month_days(y, m);
	if (!date_parse(t, (size_t)snprintf(t, sizeof t, "%04ld-%02ld-%02ld", y, m, d), &out))
		die_data("internal error: date %s", t);
	return out;
}

static const char *
status_of(const struct absp_params *par, const struct atype *t,
    const struct aplayer *a, long as_of)
{
	long N = t->np < par->cap ? t->np : par->cap;
	long L = par->active_games ? par->active_games :
	    (long)ceil(par->active * (double)N - 1e-9);

	if (par->inact_n && as_of >= date_add(a->last, par->inact_n, par->inact_unit))
		return "inactive";
	return (long)a->win.cnt >= (L > 1 ? L : 1) ? "active" : "provisional";
}

/* ---------- prior ratings (rate -r) ---------- */

/* "absp k=K n=N [seed=R] ev:g ev:g ..." into t and a; 0 if malformed. */
static int
state_parse(const char *s, struct atype *t, struct aplayer *a, int first,
    struct chunkwin_pool *pool)
{
	char *end;
	long k, np;

	/* digits only, bounded: strtol took "+1", " 1" and LONG_MAX, which
	 * overflowed at the next event */
	if (strncmp(s, "absp k=", 7) != 0 || !int_parse_digits(s + 7, &end, 0, 1L << 40, &k))
		return 0;
	if (strncmp(end, " n=", 3) != 0 || !int_parse_digits(end + 3, &end, 0, 1L << 40, &np))
		return 0;
	if (!first && (k != t->k || np != t->np))
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
		chunkwin_push(pool, &a->win, ev, g);
	}
	return *end == '\0';
}

/*
 * A ratings file of this model continues exactly (the window is in
 * _state); any other ratings stream (e.g. frsc's libere ratings before
 * 2011) seeds each player with its rating and an empty window.
 */
static void
load_prior(struct run *r, const char *path)
{
	struct tsv_in in;
	int c_type, c_player, c_rating, c_state, c_last, c_event;
	unsigned char *seen_type = NULL;
	size_t seencap = 0;

	tsv_open_path(&in, path);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	c_last = tsv_need(&in, "last");
	c_state = tsv_col(&in, "_state");
	c_event = tsv_col(&in, EVSPLIT_COL);	/* absent in files before it: no check */
	while (tsv_next(&in)) {
		int tid = type_id(r, in.f[c_type]);
		int pid = names_intern(&r->gr.players, in.f[c_player], in.flen[c_player], NULL);
		struct atype *t = &r->t[tid];
		struct aplayer *a;

		if (player_find(t, pid))
			tsv_bad_line(&in, "player \"%s\" of type \"%s\" appears twice",
			    in.f[c_player], in.f[c_type]);
		a = player_get(t, pid);
		a->last = tsv_date(&in, c_last);
		if (c_state >= 0 && strncmp(in.f[c_state], "absp ", 5) == 0) {
			size_t old = seencap;

			xgrow(&seen_type, &seencap, (size_t)tid + 1, 1);
			memset(seen_type + old, 0, seencap - old);
			if (!state_parse(in.f[c_state], t, a, !seen_type[tid], &r->pool) ||
			    (!a->win.cnt && !a->rated))
				tsv_bad_field(&in, c_state,
				    "an absp state \"absp k=K n=N [seed=R] EV:G ...\" with the type's K and N");
			seen_type[tid] = 1;
			window_trim(r, a);
			if (a->win.cnt) {
				a->rating = window_rating(r->par, a);
				a->rated = 1;
			}
			/* another model's list seeds: its events were not rated here */
			a->ev1 = evsplit_prior_row(&r->es, &in, c_event);
		} else {
			a->rating = tsv_num(&in, c_rating);
			a->rated = 1;
		}
	}
	free(seen_type);
	evsplit_prior_done(&r->es, path);
	tsv_close(&in);
}

/* ---------- one event ---------- */

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
static const char *const history_cols[] = { "value", "perf", "rating", "prev",
	"expected", "escale", NULL };

static double
expect_scale(const struct absp_params *par)
{
	return par->escale > 0 ? par->escale : par->spread * log(10) / 2;
}

static void
touch(struct run *r, int tid, int pid, long k)
{
	struct aplayer *a = player_get(&r->t[tid], pid);

	if (a->mark == k)
		return;
	a->mark = k;
	a->was_rated = a->rated;
	a->pre = a->rating;
	a->n = a->ngames = 0;
	a->s = a->gsum = 0;
	xgrow(&r->touched, &r->touchcap, r->ntouched + 1, sizeof *r->touched);
	r->touched[r->ntouched].tid = tid;
	r->touched[r->ntouched++].pid = pid;
}

static double
outcome(const struct absp_params *par, double score)
{
	return score == 1 ? par->spread : score == 0 ? -par->spread : 0;
}

static struct aplayer *
eplayer(struct run *r, const struct egame *e, int side)
{
	return player_find(&r->t[e->tid], e->pid[side]);
}

/* Phase 1: a new player's mean of (rated opponent + outcome), no clamp. */
static void
phase1(struct run *r)
{
	size_t i, j;

	for (i = 0; i < r->neg; i++) {
		struct egame *e = &r->eg[i];

		for (j = 0; j < 2 && e->rated; j++) {
			struct aplayer *a = eplayer(r, e, (int)j), *o = eplayer(r, e, 1 - (int)j);

			a->ngames++;
			if (!a->was_rated && o->was_rated) {
				a->s += o->pre + outcome(r->par, e->score[j]);
				a->n++;
			}
		}
	}
	for (i = 0; i < r->ntouched; i++) {
		struct aplayer *a = player_find(&r->t[r->touched[i].tid], r->touched[i].pid);

		if (!a->was_rated)
			a->p1 = a->n ? a->s / (double)a->n : r->par->unrated;
	}
}

/* Phases 2 and 3: the game ratings of every rated game of the event. */
static void
game_ratings(struct run *r)
{
	const struct absp_params *par = r->par;
	size_t i, j;

	for (i = 0; i < r->neg; i++) {
		struct egame *e = &r->eg[i];

		for (j = 0; j < 2 && e->rated; j++) {
			struct aplayer *a = eplayer(r, e, (int)j), *o = eplayer(r, e, 1 - (int)j);

			if (a->was_rated)
				continue;
			e->value[j] = o->was_rated ? o->pre : o->p1;
			e->g[j] = e->value[j] + outcome(par, e->score[j]);
			a->gsum += e->g[j];
		}
	}
	for (i = 0; i < r->ntouched; i++) {
		struct aplayer *a = player_find(&r->t[r->touched[i].tid], r->touched[i].pid);

		if (!a->was_rated && a->ngames)
			a->p2 = a->gsum / (double)a->ngames;
	}
	for (i = 0; i < r->neg; i++) {
		struct egame *e = &r->eg[i];

		for (j = 0; j < 2 && e->rated; j++) {
			struct aplayer *a = eplayer(r, e, (int)j), *o = eplayer(r, e, 1 - (int)j);
			double v;

			if (!a->was_rated)
				continue;
			v = o->was_rated ? o->pre : o->p2;
			if (v < a->pre - par->clamp)
				v = a->pre - par->clamp;
			if (v > a->pre + par->clamp)
				v = a->pre + par->clamp;
			e->value[j] = v;
			e->g[j] = v + outcome(par, e->score[j]);
		}
	}
}

static void
event_update(struct run *r)
{
	size_t i, j;
	long *rounds = xcalloc(r->types.n + 1, sizeof *rounds);

	for (i = 0; i < r->neg; i++) {
		struct egame *e = &r->eg[i];

		for (j = 0; j < 2 && e->rated; j++) {
			struct aplayer *a = eplayer(r, e, (int)j);

			chunkwin_push(&r->pool, &a->win, r->t[e->tid].k, e->g[j]);
			a->last = e->date;
		}
	}
	for (i = 0; i < r->ntouched; i++) {
		struct aplayer *a = player_find(&r->t[r->touched[i].tid], r->touched[i].pid);

		if (a->ngames > rounds[r->touched[i].tid])
			rounds[r->touched[i].tid] = a->ngames;
		if (!a->ngames)
			continue;
		window_trim(r, a);
		a->rating = window_rating(r->par, a);
		a->rated = 1;
	}
	for (i = 0; i < r->types.n; i++)
		r->t[i].np += rounds[i];
	free(rounds);
}

static void
num_or_empty(struct tsv_rowout *ro, size_t a, int have, double x)
{
	if (have)
		tsv_rowout_num(ro, a, x);
	else
		tsv_rowout_str(ro, a, "", 0);
}

/* prev, expected, escale of row j of game e (see history_cols). */
static void
event_prediction(struct run *r, const struct egame *e, size_t j, int has)
{
	const struct aplayer *a = has ? eplayer(r, e, (int)j) : NULL;
	const struct aplayer *o = has ? eplayer(r, e, 1 - (int)j) : NULL;
	double s = expect_scale(r->par);

	num_or_empty(&r->ro, 3, a && a->was_rated, a ? a->pre : 0);
	num_or_empty(&r->ro, 4, a && o && a->was_rated && o->was_rated,
	    a && o ? eval_logistic(a->pre - o->pre, s) : 0);
	tsv_rowout_num(&r->ro, 5, s);
}

static void
event_history(struct run *r)
{
	size_t ncol = r->gr.in.ncol, i, j, c;

	xgrow(&r->f, &r->fcap, ncol, sizeof *r->f);
	r->flen = xrealloc(r->flen, r->fcap * sizeof *r->flen);
	for (i = 0; i < r->neg; i++) {
		struct egame *e = &r->eg[i];

		for (j = 0; j < e->nrow; j++) {
			char *p = r->rows.s + r->rowoff[e->row0 + j];
			struct aplayer *a = player_find(&r->t[e->tid], r->rowpid[e->row0 + j]);
			int has = e->rated && j < 2;

			for (c = 0; c < ncol; c++) {
				r->f[c] = p;
				r->flen[c] = strlen(p);
				p += r->flen[c] + 1;
			}
			num_or_empty(&r->ro, 0, has, has ? e->value[j] : 0);
			num_or_empty(&r->ro, 1, has, has ? e->g[j] : 0);
			num_or_empty(&r->ro, 2, a && a->rated, a ? a->rating : 0);
			event_prediction(r, e, j, has);
			tsv_rowout_write(&r->ro, r->f, r->flen);
		}
	}
}

/* The event is the last one of every player with a row in it. */
static void
record_event(struct run *r)
{
	size_t i;
	int s;

	for (i = 0; i < r->neg; i++)
		for (s = 0; s < 2; s++) {
			struct aplayer *a = r->eg[i].pid[s] < 0 ? NULL :
			    player_find(&r->t[r->eg[i].tid], r->eg[i].pid[s]);

			if (a)
				a->ev1 = r->ev1;
		}
}

static void
event_end(struct run *r)
{
	if (r->neg) {
		record_event(r);
		phase1(r);
		game_ratings(r);
		event_update(r);
		if (r->history)
			event_history(r);
	}
	r->neg = r->ntouched = r->nrows = 0;
	r->rows.len = 0;
}

/* ---------- reading games ---------- */

static void
keep_rows(struct run *r, struct egame *e)
{
	const struct game *g = &r->gr.g;
	size_t i, c, ncol = r->gr.in.ncol;

	e->row0 = r->nrows;
	e->nrow = g->n;
	if (!r->history)
		return;
	for (i = 0; i < g->n; i++) {
		xgrow(&r->rowoff, &r->rowcap, r->nrows + 1, sizeof *r->rowoff);
		xgrow(&r->rowpid, &r->rowpidcap, r->nrows + 1, sizeof *r->rowpid);
		r->rowpid[r->nrows] = g->player[i];
		r->rowoff[r->nrows++] = r->rows.len;
		for (c = 0; c < ncol; c++) {
			sb_add(&r->rows, g->f[i * ncol + c], g->flen[i * ncol + c]);
			sb_add(&r->rows, "", 1);	/* keep the NUL */
		}
	}
}

static void
read_game(struct run *r)
{
	const struct game *g = &r->gr.g;
	struct egame *e;
	int tid, skip = 0;
	size_t i;

	if (r->neg == 0 || r->ev_id.len != strlen(g->event) ||
	    memcmp(r->ev_id.s, g->event, r->ev_id.len) != 0) {
		event_end(r);
		r->evno++;
		r->ev_id.len = 0;
		sb_adds(&r->ev_id, g->event);
		r->ev1 = evsplit_start(&r->es, &r->gr);
	}
	for (i = 0; i < g->n; i++)
		skip |= game_unplayed(&r->gr, i, r->c_result);
	tid = type_id(r, g->type);
	xgrow(&r->eg, &r->egcap, r->neg + 1, sizeof *r->eg);
	e = &r->eg[r->neg++];
	memset(e, 0, sizeof *e);
	e->tid = tid;
	e->pid[0] = g->player[0];
	e->pid[1] = g->n > 1 ? g->player[1] : -1;
	e->date = g->date;
	keep_rows(r, e);
	if (skip || g->date < r->par->since) {
		r->unrated_rows += g->n;
		return;
	}
	if (g->n != 2)
		game_bad_row(&r->gr, 0,
		    "game \"%s\" of event \"%s\" has %zu player(s): an absp game is head-to-head (two rows; a bye or forfeit has result bye or forfeit)",
		    g->id, g->event, g->n);
	e->rated = 1;
	for (i = 0; i < 2; i++)
		e->score[i] = g->place[i] == g->place[1 - i] ? 0.5 : g->place[i] == 1 ? 1 : 0;
	{
		struct atype *t = &r->t[tid];

		if (t->stamp != r->evno) {	/* the type's first rated game of the event */
			t->stamp = r->evno;
			t->k++;
		}
		touch(r, tid, e->pid[0], t->k);
		touch(r, tid, e->pid[1], t->k);
	}
}

/* ---------- output ---------- */

static long
latest_game(const struct run *r)
{
	long as_of = LONG_MIN;
	size_t ti, pid;

	for (ti = 0; ti < r->types.n; ti++)
		for (pid = 0; pid < r->t[ti].bycap; pid++) {
			const struct aplayer *a = r->t[ti].by_pid[pid];

			if (a && a->rated && a->last > as_of)
				as_of = a->last;
		}
	return as_of;
}

static void
state_text(struct run *r, struct strbuf *sb, const struct atype *t,
    const struct aplayer *a)
{
	const struct chunkwin_view *v = chunkwin_view(&a->win, &r->view);
	size_t j;

	sb_adds(sb, "absp k=");
	sb_int(sb, t->k);
	sb_adds(sb, " n=");
	sb_int(sb, t->np);
	if (!v->n) {
		sb_adds(sb, " seed=");
		sb_num(sb, a->rating);
	}
	for (j = 0; j < v->n; j++) {
		sb_adds(sb, " ");
		sb_int(sb, v->ev[j]);
		sb_adds(sb, ":");
		sb_num(sb, v->g[j]);
	}
}

/* A ratings row's fields after type and player; key = pid * types + tid. */
static void
ratings_row(void *ctx, size_t key, struct strbuf *sb)
{
	struct run *r = ctx;
	const struct atype *t = &r->t[key % r->types.n];
	const struct aplayer *a = t->by_pid[key / r->types.n];

	sb_num(sb, a->rating);
	sb_tab(sb);
	sb_int(sb, (long long)a->win.cnt);
	sb_tab(sb);
	sb_adds(sb, status_of(r->par, t, a, r->as_of));
	sb_tab(sb);
	sb_date(sb, a->last);
	sb_tab(sb);
	state_text(r, sb, t, a);
	sb_tab(sb);
	evsplit_put(&r->es, sb, a->ev1);
}

/* Rows are written one at a time: every window's text at once would be
 * several times the windows' own size. */
static void
write_ratings(struct run *r)
{
	static const char *const cols[] = { "rating", "games", "status", "last", "_state",
		EVSPLIT_COL, NULL };
	struct ratings_out ro = { 0 };
	size_t ti, pid;

	r->as_of = r->par->as_of != LONG_MIN ? r->par->as_of : latest_game(r);
	ro.fill = ratings_row;
	ro.ctx = r;
	for (ti = 0; ti < r->types.n; ti++) {
		const struct atype *t = &r->t[ti];

		for (pid = 0; pid < t->bycap; pid++) {
			const struct aplayer *a = t->by_pid[pid];

			if (!a || !a->rated)
				continue;	/* only byes so far: no rating */
			ratings_add_later(&ro, names_str(&r->types, (int)ti),
			    names_str(&r->gr.players, (int)pid), pid * r->types.n + ti);
		}
	}
	ratings_write(&ro, cols);
}

static void
run_free(struct run *r)
{
	size_t ti, j;

	for (ti = 0; ti < r->types.n; ti++) {
		for (j = 0; j < r->t[ti].bycap; j++)
			if (r->t[ti].by_pid[j]) {
				free(r->t[ti].by_pid[j]);
			}
		free(r->t[ti].by_pid);
	}
	free(r->t);
	chunkwin_pool_free(&r->pool);
	chunkwin_view_free(&r->view);
	names_free(&r->types);
	evsplit_free(&r->es);
	free(r->ev_id.s);
	free(r->eg);
	free(r->rows.s);
	free(r->rowoff);
	free(r->rowpid);
	free(r->touched);
	free(r->f);
	free(r->flen);
}

static void
absp_rate(void *pp, const struct rate_opts *o)
{
	struct run r;

	memset(&r, 0, sizeof r);
	r.par = pp;
	r.history = o->history;
	game_open(&r.gr, o->npaths, o->paths, NULL);
	if (r.gr.c_place < 0)
		die_data("%s:1: missing column \"place\" (1 win, 2 loss, 1 and 1 a draw)", r.gr.in.name);
	r.c_result = tsv_col(&r.gr.in, "result");
	names_init(&r.types);
	evsplit_init(&r.es);
	if (o->prior)
		load_prior(&r, o->prior);
	if (o->history) {
		tsv_put_header(&r.gr.in, history_cols);
		tsv_rowout_init(&r.ro, &r.gr.in, history_cols);
	}
	while (game_next(&r.gr))
		read_game(&r);
	event_end(&r);
	if (o->history)
		tsv_rowout_free(&r.ro);
	else
		write_ratings(&r);
	if (r.unrated_rows)
		warnx_rp("%lu row(s) not rated (byes, forfeits, or games before --since)",
		    r.unrated_rows);
	run_free(&r);
	game_close(&r.gr);
}

const struct model absp_model = {
	.name = "absp",
	.summary = "ABSP head-to-head rating: weighted mean of clamped game ratings",
	.profiles = absp_profiles,
	.longopts = absp_longopts,
	.shortopts = "",
	.help =
	    "      --games M          games in a player's window (100; absp 150)\n"
	    "      --top-weight W     weight of the newest game (200; absp 225)\n"
	    "      --weight-step S    each older game weighs S less (1)\n"
	    "      --clamp C          opponent counted within own rating +- C (40)\n"
	    "      --spread X         game rating = opponent + X win, - X loss (50)\n"
	    "      --floor X          lowest rating, or none (none; absp 50)\n"
	    "      --since DATE       games counted from DATE, or all (2009-01-01; absp all)\n"
	    "      --whole-events yes|no  whole events enter the window (no; absp yes)\n"
	    "      --unrated X        a new player with no rated opponent starts at X (150)\n"
	    "      --active FRAC      active from ceil(FRAC * min(N, CAP)) games (0.15)\n"
	    "      --active-cap CAP   (100)\n"
	    "      --active-games L   active from L games, whatever N\n"
	    "      --inactive-after P inactive after P without a game: 2y, 24m, 730d, never (2y)\n"
	    "      --as-of DATE       status as of DATE (default: the latest game)\n"
	    "      --expect-scale S   --history: expected score on the logistic curve\n"
	    "                         of scale S (spread * ln(10) / 2 = 57.565)\n",
	.params = absp_params,
	.option = absp_option,
	.check = absp_check,
	.rate = absp_rate,
	.value = NULL,
	.free_params = absp_free_params,
};
