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
 */
#include "expect.h"
#include "elo/fide.h"
#include "frsc.h"
#include "rules.h"
#include "model.h"
#include "num.h"
#include "rp.h"
#include "winsize.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

double
frsc_delta(double J, double L, double spread)
{
	return spread * (J - 2 * L + 1) / (J - 1);
}

double
frsc_value(const double *rating, size_t n)
{
	double sum = 0;
	size_t i;

	for (i = 0; i < n; i++)
		sum += rating[i];
	return sum / (double)n;
}

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

/* Newest weight A + B*N - C and oldest A + B*N - C*N must both be > 0. */
static int
weights_ok(const struct frsc_params *p, long N)
{
	double top = p->w_base + p->w_per_n * (double)N;

	return top - p->w_step > 0 && top - p->w_step * (double)N > 0;
}

static int
frsc_check(void *pp, const char **why)
{
	struct frsc_params *p = pp;
	static char msg[160];
	size_t i;

	for (i = 0; i < (p->n.all ? 1 : p->n.n); i++) {
		long N = p->n.all ? p->n.all : p->n.N[i];

		if (!weights_ok(p, N)) {
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

enum { IN_N, IN_DELTA, IN_VALUE };
static const char *const frsc_in[] = { "n", "delta", "value", NULL };

enum { S_RATING, S_GAMES, S_STATUS, S_LAST, S_STATE };
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

static void
resum(struct fplayer *p, const struct ftype *t)
{
	long j, base = p->cnt ? p->e[p->head].i : 0;

	p->s0 = p->s1 = p->t1 = 0;
	for (j = 0; j < p->cnt; j++) {
		const struct fentry *e = entry_at(p, t, j);

		p->s0 += e->p;
		p->s1 += e->p * (double)(e->i - base);
		p->t1 += (double)(e->i - base);
	}
}

static inline void
push_entry(struct fplayer *p, const struct ftype *t, long i, double P)
{
	long base;

	if (p->cnt == t->N)
		die_data("internal error: window overflow");
	*entry_at(p, t, p->cnt) = (struct fentry){ i, P };
	p->cnt++;
	base = p->e[p->head].i;
	p->s0 += P;
	p->s1 += P * (double)(i - base);
	p->t1 += (double)(i - base);
}

/* The type tid, with window N from now on when it is new. */
static struct ftype *
type_at(struct frsc_run *r, int tid)
{
	if ((size_t)tid >= r->tcap) {
		size_t old = r->tcap;

		xgrow(&r->t, &r->tcap, (size_t)tid + 1, sizeof *r->t);
		memset(r->t + old, 0, (r->tcap - old) * sizeof *r->t);
	}
	return &r->t[tid];
}

static void
type_start(struct ftype *t, long N)
{
	t->N = N;
	t->slot = xcalloc((size_t)N, sizeof *t->slot);
}

static struct fplayer *
player_get(struct ftype *t, int pid)
{
	if ((size_t)pid >= t->bycap) {
		size_t old = t->bycap;

		xgrow(&t->by_pid, &t->bycap, (size_t)pid + 1, sizeof *t->by_pid);
		memset(t->by_pid + old, 0, (t->bycap - old) * sizeof *t->by_pid);
	}
	if (!t->by_pid[pid]) {
		struct fplayer *p;

		if (t->nspare) {
			p = t->spare[--t->nspare];
			*p = (struct fplayer){ .e = p->e, .pid = pid };
		} else {
			p = xcalloc(1, sizeof *p);
			p->e = xmalloc((size_t)t->N * sizeof *p->e);
			p->pid = pid;
		}
		t->by_pid[pid] = p;
	}
	return t->by_pid[pid];
}

static void
player_drop(struct ftype *t, int pid)
{
	xgrow(&t->spare, &t->sparecap, t->nspare + 1, sizeof *t->spare);
	t->spare[t->nspare++] = t->by_pid[pid];
	t->by_pid[pid] = NULL;
}

static void
slot_add(struct fslot *sl, struct fplayer *p)
{
	if (sl->n == sl->cap)	/* a call per participant otherwise: the hot path */
		xgrow(&sl->pl, &sl->cap, sl->n + 1, sizeof *sl->pl);
	sl->pl[sl->n++] = p;
}

/* Game k becomes the newest: game k - N leaves every window. */
static void
advance(struct ftype *t)
{
	struct fslot *sl;
	size_t j;

	t->k++;
	sl = &t->slot[t->k % t->N];
	for (j = 0; j < sl->n; j++) {
		struct fplayer *p = sl->pl[j];

		if (p->e[p->head].i != t->k - t->N)
			die_data("internal error: window out of step");
		p->head = p->head + 1 < t->N ? p->head + 1 : 0;
		p->cnt--;
		if (p->cnt == 0)
			player_drop(t, p->pid);
		else
			resum(p, t);
	}
	sl->n = 0;
}

static const char *
status_of(const struct frsc_params *par, long N, long games)
{
	long need = par->active_games > 0 ? par->active_games :
	    (long)ceil(par->active * (double)N - 1e-9);

	return games >= need ? "active" : "provisional";
}

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
	size_t ti, j;

	for (ti = 0; ti < r->tcap; ti++) {
		struct ftype *t = &r->t[ti];

		for (j = 0; j < t->bycap; j++)
			if (t->by_pid[j])
				player_drop(t, (int)j);
		for (j = 0; j < t->nspare; j++) {
			free(t->spare[j]->e);
			free(t->spare[j]);
		}
		for (j = 0; j < (size_t)t->N; j++)
			free(t->slot[j].pl);
		free(t->slot);
		free(t->by_pid);
		free(t->spare);
	}
	free(r->t);
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

/* ---------- prior ratings (rate -r, value -r) ---------- */

/* "k=K n=N i:P i:P ...": the type's game count, its window, the player's games. */
static int
state_parse(const char *s, long *k, long *N, struct fentry **e, long *ne)
{
	char *end;
	long cap = 0;

	*ne = 0;
	*e = NULL;
	if (strncmp(s, "k=", 2) != 0 || !int_parse_digits(s + 2, &end, 1, 1L << 40, k))
		return 0;
	if (strncmp(end, " n=", 3) != 0 || !int_parse_digits(end + 3, &end, 1, 100000, N))
		return 0;
	while (*end == ' ') {
		long i;
		char *colon, *num;
		double p;

		if (!int_parse_digits(end + 1, &colon, 1, 1L << 40, &i) || *colon != ':')
			return 0;
		num = colon + 1;
		end = num + strcspn(num, " ");
		if (!num_parse(num, (size_t)(end - num), &p))
			return 0;
		if (*ne == cap) {
			cap = cap ? cap * 2 : 8;
			*e = xrealloc(*e, (size_t)cap * sizeof **e);
		}
		(*e)[(*ne)++] = (struct fentry){ i, p };
	}
	return *end == '\0';
}

/* A row's window into type t: 0 and *why when it does not fit. */
static int
window_load(struct frsc_run *r, struct ftype *t, const struct prior_row *row,
    const char **why)
{
	long k, N, ne, j;
	struct fentry *e;
	struct fplayer *p;

	if (!state_parse(row->cell[S_STATE].s, &k, &N, &e, &ne) || ne < 1 || ne > N) {
		free(e);
		*why = "an frsc state \"k=K n=N i:P ...\"";
		return 0;
	}
	if (!t->N) {
		if (!weights_ok(r->par, N)) {
			free(e);
			*why = "a window n whose weights are all positive (see --weight-base)";
			return 0;
		}
		type_start(t, N);
	}
	if (t->N != N || (t->k && t->k != k)) {
		free(e);
		*why = "the same game count k and window n as the type's other rows";
		return 0;
	}
	t->k = k;
	for (j = 0; j < ne; j++)
		if (e[j].i <= k - N || e[j].i > k || (j && e[j].i <= e[j - 1].i)) {
			free(e);
			*why = "games inside the window, oldest first";
			return 0;
		}
	p = player_get(t, row->pid);
	p->last = row->cell[S_LAST].s ? row->cell[S_LAST].i : LONG_MIN;
	for (j = 0; j < ne; j++) {
		push_entry(p, t, e[j].i, e[j].p);
		slot_add(&t->slot[e[j].i % N], p);
	}
	resum(p, t);
	free(e);
	return 1;
}

/*
 * The rating is the window's weighted mean: one edited by hand would be
 * recomputed from the window and lost, so it is refused.
 */
static int
rating_agrees(struct frsc_run *r, const struct prior_row *row, int *col, const char **why)
{
	const struct ftype *t = type_at(r, row->tid);
	double mean = rating_of(r->par, t, player_find(t, row->pid));
	static char msg[256];

	if (!row->check_rating || eng_same_number(mean, row->cell[S_RATING].num))
		return 1;
	snprintf(msg, sizeof msg, "the rating its window in _state gives, %.10g (edited by "
	    "hand?  The rating is the weighted mean of the window's games, computed from "
	    "them again: correct the games and re-rate, never the rating)", mean);
	*col = S_RATING;
	*why = msg;
	return 0;
}

static int
frsc_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct frsc_run *r = m;

	if ((size_t)row->key >= r->lcap) {
		size_t old = r->lcap, i;

		xgrow(&r->listed, &r->lcap, (size_t)row->key + 1, sizeof *r->listed);
		for (i = old; i < r->lcap; i++)
			r->listed[i] = NAN;
	}
	r->listed[row->key] = row->cell[S_RATING].num;
	if (!row->cell[S_STATE].s)	/* value, from a plain list */
		return 1;
	if (row->edited) {
		/* the rules give no window that a rating could restart (a
		 * window is games): the edit would be recomputed away */
		*col = S_RATING;
		*why = "the rating rate wrote (edited by hand?  Column _sum says it is not as "
		    "rate wrote it, or the row was added by hand: an frsc rating is the weighted "
		    "mean of the window's games in _state, recomputed from them after every game, "
		    "so it cannot be edited; correct the games and re-rate the history)";
		return 0;
	}
	*col = S_STATE;
	if (!window_load(r, type_at(r, row->tid), row, why))
		return 0;
	return rating_agrees(r, row, col, why);
}

/* ---------- the ratings ---------- */

static void
state_add(struct frsc_run *r, const char *s, size_t n)
{
	xgrow(&r->state, &r->scap, r->slen + n, 1);
	memcpy(r->state + r->slen, s, n);
	r->slen += n;
}

static void
state_int(struct frsc_run *r, long long v)
{
	char tmp[24];

	state_add(r, tmp, int_format(v, tmp));
}

/* Key's type and player, when it has a game in the window (a row); else NULL. */
static const struct fplayer *
listed_player(const struct frsc_run *r, int key, const struct ftype **t)
{
	int tid = eng_key_tid(r->e, key);

	if ((size_t)tid >= r->tcap || !(*t = &r->t[tid])->N)
		return NULL;
	return player_find(*t, eng_key_pid(r->e, key));
}

static int
frsc_listed(void *m, int key)
{
	const struct ftype *t;

	return listed_player(m, key, &t) != NULL;
}

static int
frsc_row(void *m, int key, struct cells *c)
{
	struct frsc_run *r = m;
	const struct ftype *t;
	const struct fplayer *p;
	char num[32];
	long j;

	if (!(p = listed_player(r, key, &t)))
		return 0;
	cell_num(c, rating_of(r->par, t, p));
	cell_int(c, p->cnt);
	cell_str(c, status_of(r->par, t->N, p->cnt));
	cell_date(c, p->last);
	r->slen = 0;
	state_add(r, "k=", 2);
	state_int(r, t->k);
	state_add(r, " n=", 3);
	state_int(r, t->N);
	for (j = 0; j < p->cnt; j++) {
		state_add(r, " ", 1);
		state_int(r, entry_at(p, t, j)->i);
		state_add(r, ":", 1);
		if (!isfinite(entry_at(p, t, j)->p))	/* cell_num names the player */
			cell_num(c, entry_at(p, t, j)->p);
		state_add(r, num, num_format(entry_at(p, t, j)->p, num));
	}
	cell_strn(c, r->state, r->slen);
	return 1;
}

/* ---------- a game ---------- */

/* Two short texts equal (a call to memcmp would cost more than the bytes). */
static int
same_text(const char *a, size_t na, const char *b, size_t nb)
{
	size_t i;

	if (na != nb)
		return 0;
	for (i = 0; i < na && a[i] == b[i]; i++)
		;
	return i == na;
}

/*
 * The window of the game's type: column n (window -n), else -n.  The
 * rows of a game carry the same text but for a bad stream: each row's
 * text is compared, and parsed only when it differs from the first's.
 */
static long
window_of(struct frsc_run *r, struct eng *e, const struct rgame *g)
{
	const struct frsc_params *par = r->par;
	const char *s0, *s;
	size_t len0, len, i;
	long N = 0, N0, v;

	if (r->has_n) {
		s0 = eng_in(e, g, 0, IN_N, &len0);
		for (i = 0; i < g->n; i++) {
			s = s0;
			len = len0;
			if (i && same_text(s = eng_in(e, g, i, IN_N, &len), len, s0, len0))
				continue;
			if (!int_parse(s, len, 1, 100000, &v))
				eng_bad_in(e, g, i, IN_N, "a window size from 1 to 100000");
			if (i && v != N)
				eng_bad_in(e, g, i, IN_N, "the same window size on every row of a game");
			N = v;
		}
		if (par->n_explicit && (N0 = winsize_get(&par->n, g->type)) && N0 != N)
			eng_bad_row(e, g, 0, "column \"n\" says %ld but -n says %ld for type \"%s\"",
			    N, N0, g->type);
		return N;
	}
	N = winsize_get(&par->n, g->type);
	if (!N)
		eng_bad_row(e, g, 0, "no window size for type \"%s\" (give -n N or -n %s=N)%s",
		    g->type, g->type, fide_type_is_chess(g->type) ? "; it is chess, which rate "
		    "-m elo -p fide rates by FIDE's rules (frsc is the default model)" : "");
	return N;
}

static struct ftype *
window_type(struct frsc_run *r, struct eng *e, const struct rgame *g)
{
	long N = window_of(r, e, g);
	struct ftype *t = type_at(r, g->tid);

	if (!t->N) {
		if (!weights_ok(r->par, N))
			eng_bad_row(e, g, 0,
			    "window %ld of type \"%s\" gives weights that are not all positive",
			    N, g->type);
		type_start(t, N);
	}
	if (t->N != N)
		eng_bad_row(e, g, 0,
		    "window of type \"%s\" changes from %ld to %ld; rate one window size at a time",
		    g->type, t->N, N);
	return t;
}

static void
rows_grow(struct frsc_run *r, size_t n)
{
	if (n <= r->cap)
		return;
	r->cap = n;
	r->prev = xrealloc(r->prev, n * sizeof *r->prev);
	r->perf = xrealloc(r->perf, n * sizeof *r->perf);
	r->perf_e = xrealloc(r->perf_e, n * sizeof *r->perf_e);
	r->rank = xrealloc(r->rank, n * sizeof *r->rank);
	r->has_perf = xrealloc(r->has_perf, n * sizeof *r->has_perf);
}

/* L of tied players as the mean of the places they cover: 1, 2.5, 2.5, 4. */
static void
tie_ranks(const struct rgame *g, double *rank)
{
	size_t *count = xcalloc(g->n + 1, sizeof *count), i;

	for (i = 0; i < g->n; i++)
		count[g->place[i]]++;
	for (i = 0; i < g->n; i++)
		rank[i] = (double)g->place[i] + (double)(count[g->place[i]] - 1) / 2;
	free(count);
}

/* V: column value (published values), else the mean of prev. */
static double
value_of(struct frsc_run *r, struct eng *e, const struct rgame *g)
{
	double v = 0, x;
	const char *s;
	size_t i, len;

	if (!r->has_value)
		return frsc_value(r->prev, g->n);
	for (i = 0; i < g->n; i++) {
		s = eng_in(e, g, i, IN_VALUE, &len);
		if (!num_parse(s, len, &x))
			eng_bad_in(e, g, i, IN_VALUE, "a finite number");
		if (i && x != v)
			eng_bad_in(e, g, i, IN_VALUE, "the same value on every row of a game");
		v = x;
	}
	return v;
}

/* The achievement term of row i: column delta (score), or computed here. */
static int
delta_of(struct frsc_run *r, struct eng *e, const struct rgame *g, size_t i, double *d)
{
	const char *s;
	size_t len;

	if (r->has_delta) {
		s = eng_in(e, g, i, IN_DELTA, &len);
		if (len == 0) {
			if (g->n == 1)
				return 0;
			eng_bad_in(e, g, i, IN_DELTA, "a number (only a one-player game has none)");
		}
		if (!num_parse(s, len, d))
			eng_bad_in(e, g, i, IN_DELTA, "a finite number");
		return 1;
	}
	if (g->n == 1)
		return 0;
	*d = frsc_delta((double)g->n, r->par->ties_average ? r->rank[i] : (double)g->place[i],
	    r->par->spread);
	return 1;
}

/*
 * Each player's mean expected score against the rest of the field.  The
 * curve is symmetric, P(j beats i) = 1 - P(i beats j), so every pair is
 * evaluated once: half the exponentials of the plain double loop.
 */
static void
expected_scores(const double *prev, size_t n, double scale, double *e)
{
	size_t i, j;

	for (i = 0; i < n; i++)
		e[i] = 0;
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++) {
			double p = eval_logistic(prev[i] - prev[j], scale);

			e[i] += p;
			e[j] += 1 - p;
		}
	for (i = 0; n > 1 && i < n; i++)
		e[i] /= (double)(n - 1);
}

static void
history_rows(struct frsc_run *r, struct eng *e, const struct rgame *g,
    const struct ftype *t, double V)
{
	size_t i;

	expected_scores(r->prev, g->n, r->par->escale, r->perf_e);
	for (i = 0; i < g->n; i++) {
		const struct fplayer *p = player_find(t, g->pid[i]);
		struct cells *c = eng_row_cells(e, g, i);

		cell_num(c, V);
		cell_num_or_empty(c, r->has_perf[i], r->perf[i]);
		cell_num_or_empty(c, p != NULL, p ? rating_of(r->par, t, p) : 0);
		cell_num(c, r->prev[i]);
		cell_num_or_empty(c, g->n > 1, r->perf_e[i]);
		cell_num(c, r->par->escale);
		eng_put_row(e);
	}
}

static void
frsc_game(void *m, struct eng *e, const struct rgame *g)
{
	struct frsc_run *r = m;
	struct ftype *t = window_type(r, e, g);
	struct fslot *sl;
	double V;
	size_t i;
	int explain = eng_explain_on(e);

	rows_grow(r, g->n);
	for (i = 0; i < g->n; i++) {
		const struct fplayer *p = player_find(t, g->pid[i]);

		r->prev[i] = p ? rating_of(r->par, t, p) : r->par->unrated;
	}
	V = value_of(r, e, g);
	if (!r->has_delta && r->par->ties_average && g->n > 1)
		tie_ranks(g, r->rank);
	for (i = 0; i < g->n; i++) {
		double d = 0;

		r->has_perf[i] = delta_of(r, e, g, i, &d);
		r->perf[i] = V + d;
	}
	if (g->n == 1)
		eng_warn_row(e, g, 0, "game \"%s\" of event \"%s\" has a single player: not rated",
		    g->id, g->event);

	if (explain)
		frsc_explain_before(r, e, t, g);
	advance(t);
	sl = &t->slot[t->k % t->N];
	for (i = 0; i < g->n && g->n > 1; i++) {
		struct fplayer *p = player_get(t, g->pid[i]);

		push_entry(p, t, t->k, r->perf[i]);
		p->last = g->date;
		slot_add(sl, p);
	}
	if (explain)
		frsc_explain_after(r, e, t, g);
	if (eng_history(e))
		history_rows(r, e, g, t, V);
}

/*
 * value -m frsc -r RATINGS: each row gets the game value V, the mean of
 * the participants' ratings in the list (of the game's type), an unlisted
 * player counting as --unrated.
 */
static void
frsc_value_game(void *m, struct eng *e, const struct rgame *g)
{
	struct frsc_run *r = m;
	double V;
	size_t i;

	rows_grow(r, g->n);
	for (i = 0; i < g->n; i++) {
		size_t k = (size_t)g->key[i];

		r->prev[i] = k < r->lcap && !isnan(r->listed[k]) ? r->listed[k] : r->par->unrated;
	}
	V = frsc_value(r->prev, g->n);
	for (i = 0; i < g->n; i++) {
		cell_num(eng_row_cells(e, g, i), V);
		eng_put_row(e);
	}
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
