/*
 * frsc.c - model `frsc`: the FRSc windowed weighted-average rating.
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
 */
#include "evaluate.h"
#include "frsc.h"
#include "game.h"
#include "model.h"
#include "names.h"
#include "num.h"
#include "ratings.h"
#include "rp.h"
#include "tsv.h"
#include "winsize.h"

#include <math.h>
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

struct frsc_params {
	struct winsize n;
	int n_explicit;
	double unrated;		/* V counts an unrated player as this */
	double spread;		/* P = V +- spread */
	double active;		/* active: games >= ceil(active * N) */
	long active_games;	/* ... or this many, when set */
	double w_base, w_per_n, w_step;
	int ties_average;	/* L = tie-averaged place instead of the published one */
	double escale;		/* --history: scale of the expected-score curve */
};

enum {
	OPT_UNRATED = 1000, OPT_SPREAD, OPT_ACTIVE, OPT_ACTIVE_GAMES,
	OPT_W_BASE, OPT_W_PER_N, OPT_W_STEP, OPT_TIES, OPT_ESCALE,
};

static const struct option frsc_longopts[] = {
	{ "window", required_argument, NULL, 'n' },
	{ "unrated", required_argument, NULL, OPT_UNRATED },
	{ "spread", required_argument, NULL, OPT_SPREAD },
	{ "active", required_argument, NULL, OPT_ACTIVE },
	{ "active-games", required_argument, NULL, OPT_ACTIVE_GAMES },
	{ "weight-base", required_argument, NULL, OPT_W_BASE },
	{ "weight-per-n", required_argument, NULL, OPT_W_PER_N },
	{ "weight-step", required_argument, NULL, OPT_W_STEP },
	{ "ties", required_argument, NULL, OPT_TIES },
	{ "expect-scale", required_argument, NULL, OPT_ESCALE },
	{ NULL, 0, NULL, 0 },
};

static const char *const frsc_profiles[] = { "frsc2012", NULL };

static void *
frsc_params(const char *profile)
{
	struct frsc_params *p;
	const char *why;

	if (strcmp(profile, "frsc2012") != 0)
		return NULL;
	p = xcalloc(1, sizeof *p);
	if (!winsize_parse(&p->n, "frsc2012", &why))
		die_usage("%s", why);
	p->unrated = 150;
	p->spread = 50;
	p->active = 0.15;
	p->w_base = 155;
	p->w_per_n = 5;
	p->w_step = 10;
	p->escale = 50;	/* see history_cols */
	return p;
}

static int
frsc_option(void *pp, int opt, const char *arg, const char **why)
{
	struct frsc_params *p = pp;

	switch (opt) {
	case 'n':
		p->n_explicit = 1;
		return winsize_parse(&p->n, arg, why);
	case OPT_UNRATED:
		return flag_num(arg, &p->unrated, why);
	case OPT_SPREAD:
		return flag_num(arg, &p->spread, why);
	case OPT_ACTIVE:
		return flag_fraction(arg, &p->active, why);
	case OPT_ACTIVE_GAMES:
		return flag_count(arg, 1, 1000000, &p->active_games, why);
	case OPT_W_BASE:
		return flag_num(arg, &p->w_base, why);
	case OPT_W_PER_N:
		return flag_num(arg, &p->w_per_n, why);
	case OPT_W_STEP:
		return flag_num(arg, &p->w_step, why);
	case OPT_ESCALE:
		if (!flag_num(arg, &p->escale, why))
			return 0;
		if (p->escale <= 0) {
			*why = "expected a positive number";
			return 0;
		}
		return 1;
	case OPT_TIES:
		if (strcmp(arg, "shared") == 0)
			p->ties_average = 0;
		else if (strcmp(arg, "average") == 0)
			p->ties_average = 1;
		else {
			*why = "expected shared or average";
			return 0;
		}
		return 1;
	}
	*why = "not an option of model frsc";
	return 0;
}

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

struct fentry {
	long i;			/* game number within the type */
	double p;		/* P_{j,i} */
};

struct fplayer {
	struct fentry *e;	/* ring of at most N games, oldest at head */
	long head, cnt;
	double s0, s1, t1;	/* sum P, sum P*(i-base), sum (i-base) */
	long last;		/* date of the player's last game of the type */
};

struct fslot {
	int *pid;		/* participants of one game still in the window */
	size_t n, cap;
};

struct ftype {
	long N, k;		/* window, games so far */
	struct fplayer **by_pid;
	size_t bycap;
	struct fslot *slot;	/* game i is in slot i % N */
	struct fplayer **spare;	/* dropped players kept for reuse: players */
	size_t nspare, sparecap;	/* enter and leave windows nearly every game */
};

struct frsc_state {
	const struct frsc_params *par;
	struct names *players;
	struct names types;
	struct ftype *t;
	size_t tcap;
};

static struct fentry *
entry_at(const struct fplayer *p, const struct ftype *t, long j)
{
	return &p->e[(p->head + j) % t->N];
}

static double
rating_of(const struct frsc_state *s, const struct ftype *t, const struct fplayer *p)
{
	const struct frsc_params *par = s->par;
	long base = entry_at(p, t, 0)->i;
	double c = par->w_base + par->w_per_n * (double)t->N -
	    par->w_step * (double)(t->k + 1 - base);

	return (c * p->s0 + par->w_step * p->s1) /
	    (c * (double)p->cnt + par->w_step * p->t1);
}

static void
resum(struct fplayer *p, const struct ftype *t)
{
	long j, base = p->cnt ? entry_at(p, t, 0)->i : 0;

	p->s0 = p->s1 = p->t1 = 0;
	for (j = 0; j < p->cnt; j++) {
		const struct fentry *e = entry_at(p, t, j);

		p->s0 += e->p;
		p->s1 += e->p * (double)(e->i - base);
		p->t1 += (double)(e->i - base);
	}
}

static void
push_entry(struct fplayer *p, const struct ftype *t, long i, double P)
{
	long base;

	if (p->cnt == t->N)
		die_data("internal error: window overflow");
	*entry_at(p, t, p->cnt) = (struct fentry){ i, P };
	p->cnt++;
	base = entry_at(p, t, 0)->i;
	p->s0 += P;
	p->s1 += P * (double)(i - base);
	p->t1 += (double)(i - base);
}

static struct ftype *
type_get(struct frsc_state *s, const char *name, long N, const char *where_file,
    unsigned long where_line)
{
	int added, id = names_intern(&s->types, name, strlen(name), &added);
	struct ftype *t;

	if (added) {
		xgrow(&s->t, &s->tcap, (size_t)id + 1, sizeof *s->t);
		t = &s->t[id];
		memset(t, 0, sizeof *t);
		t->N = N;
		t->slot = xcalloc((size_t)N, sizeof *t->slot);
		if (!weights_ok(s->par, N))
			die_data("%s:%lu: window %ld of type \"%s\" gives weights that are not all positive",
			    where_file, where_line, N, name);
	}
	t = &s->t[id];
	if (t->N != N)
		die_data("%s:%lu: window of type \"%s\" changes from %ld to %ld; rate one window size at a time",
		    where_file, where_line, name, t->N, N);
	return t;
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
			*p = (struct fplayer){ .e = p->e };
		} else {
			p = xcalloc(1, sizeof *p);
			p->e = xmalloc((size_t)t->N * sizeof *p->e);
		}
		t->by_pid[pid] = p;
	}
	return t->by_pid[pid];
}

static struct fplayer *
player_find(const struct ftype *t, int pid)
{
	return (size_t)pid < t->bycap ? t->by_pid[pid] : NULL;
}

static void
player_drop(struct ftype *t, int pid)
{
	xgrow(&t->spare, &t->sparecap, t->nspare + 1, sizeof *t->spare);
	t->spare[t->nspare++] = t->by_pid[pid];
	t->by_pid[pid] = NULL;
}

static void
slot_add(struct fslot *sl, int pid)
{
	xgrow(&sl->pid, &sl->cap, sl->n + 1, sizeof *sl->pid);
	sl->pid[sl->n++] = pid;
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
		struct fplayer *p = player_find(t, sl->pid[j]);

		if (!p || entry_at(p, t, 0)->i != t->k - t->N)
			die_data("internal error: window out of step");
		p->head = (p->head + 1) % t->N;
		p->cnt--;
		if (p->cnt == 0)
			player_drop(t, sl->pid[j]);
		else
			resum(p, t);
	}
	sl->n = 0;
}

static const char *
status_of(const struct frsc_params *par, long N, long games)
{
	long need = par->active_games ? par->active_games :
	    (long)ceil(par->active * (double)N - 1e-9);

	return games >= need ? "active" : "provisional";
}

/* ---------- prior ratings (rate -r) ---------- */

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

static void
load_prior(struct frsc_state *s, const char *path)
{
	struct tsv_in in;
	int c_type, c_player, c_state, c_last;

	tsv_open_path(&in, path);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_state = tsv_need(&in, "_state");
	c_last = tsv_need(&in, "last");
	while (tsv_next(&in)) {
		long k, N, ne, j;
		struct fentry *e;
		struct ftype *t;
		struct fplayer *p;
		int pid;

		if (!state_parse(in.f[c_state], &k, &N, &e, &ne) || ne < 1 || ne > N)
			tsv_bad_field(&in, c_state, "an frsc state \"k=K n=N i:P ...\"");
		t = type_get(s, in.f[c_type], N, in.name, in.line);
		if (t->k && t->k != k)
			tsv_bad_field(&in, c_state, "the same game count k as the type's other rows");
		t->k = k;
		pid = names_intern(s->players, in.f[c_player], in.flen[c_player], NULL);
		if (player_find(t, pid))
			tsv_bad_line(&in, "player \"%s\" of type \"%s\" appears twice", in.f[c_player], in.f[c_type]);
		p = player_get(t, pid);
		p->last = tsv_date(&in, c_last);
		for (j = 0; j < ne; j++) {
			if (e[j].i <= k - N || e[j].i > k || (j && e[j].i <= e[j - 1].i)) {
				free(e);
				tsv_bad_field(&in, c_state, "games inside the window, oldest first");
			}
			push_entry(p, t, e[j].i, e[j].p);
			slot_add(&t->slot[e[j].i % N], pid);
		}
		resum(p, t);
		free(e);
	}
	tsv_close(&in);
}

/* ---------- the rating run ---------- */

/*
 * --history adds, besides the game value V, the performance P and the
 * rating after the game: the prediction made before the game, for
 * `rank --eval` (lib/evaluate.c) and for audits.
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
static const char *const history_cols[] = { "value", "perf", "rating", "prev", "expected",
	"escale", NULL };

struct run {
	struct frsc_state s;
	struct game_reader gr;
	int c_n, c_delta, c_value;
	double *prev, *perf;
	double *perf_e;		/* --history: expected score of each row */
	int *has_perf;
	size_t cap;
	struct tsv_rowout ro;
};

static long
window_of(struct run *r, const struct frsc_params *par)
{
	struct game *g = &r->gr.g;
	long N = 0, N0;
	size_t i;

	if (r->c_n >= 0) {
		for (i = 0; i < g->n; i++) {
			long v;

			if (!int_parse(game_field(&r->gr, i, r->c_n), game_flen(&r->gr, i, r->c_n), 1, 100000, &v))
				game_bad_field(&r->gr, i, r->c_n, "a window size from 1 to 100000");
			if (i && v != N)
				game_bad_field(&r->gr, i, r->c_n, "the same window size on every row of a game");
			N = v;
		}
		if (par->n_explicit && (N0 = winsize_get(&par->n, g->type)) && N0 != N)
			game_bad_row(&r->gr, 0, "column \"n\" says %ld but -n says %ld for type \"%s\"",
			    N, N0, g->type);
		return N;
	}
	N = winsize_get(&par->n, g->type);
	if (!N)
		game_bad_row(&r->gr, 0, "no window size for type \"%s\" (give -n N or -n %s=N)",
		    g->type, g->type);
	return N;
}

/* The achievement term of row i: the score column, or computed here. */
static int
delta_of(struct run *r, const struct frsc_params *par, size_t i,
    const double *rank, double *d)
{
	struct game *g = &r->gr.g;

	if (r->c_delta >= 0) {
		if (game_flen(&r->gr, i, r->c_delta) == 0) {
			if (g->n == 1)
				return 0;
			game_bad_field(&r->gr, i, r->c_delta, "a number (only a one-player game has none)");
		}
		*d = game_num(&r->gr, i, r->c_delta);
		return 1;
	}
	if (g->n == 1)
		return 0;
	*d = frsc_delta((double)g->n, par->ties_average ? rank[i] : (double)g->place[i],
	    par->spread);
	return 1;
}

static double
value_of(struct run *r, const struct frsc_params *par)
{
	struct game *g = &r->gr.g;
	double v = 0;
	size_t i;

	(void)par;
	if (r->c_value < 0)
		return frsc_value(r->prev, g->n);
	for (i = 0; i < g->n; i++) {
		double x = game_num(&r->gr, i, r->c_value);

		if (i && x != v)
			game_bad_field(&r->gr, i, r->c_value, "the same value on every row of a game");
		v = x;
	}
	return v;
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
rate_game(struct run *r, const struct frsc_params *par, int history)
{
	struct frsc_state *s = &r->s;
	struct game *g = &r->gr.g;
	struct ftype *t;
	double V, *rank = NULL;
	size_t i;

	t = type_get(s, g->type, window_of(r, par), g->file[0], g->line[0]);
	if (g->n > r->cap) {
		r->cap = g->n;
		r->prev = xrealloc(r->prev, r->cap * sizeof *r->prev);
		r->perf = xrealloc(r->perf, r->cap * sizeof *r->perf);
		r->has_perf = xrealloc(r->has_perf, r->cap * sizeof *r->has_perf);
		r->perf_e = xrealloc(r->perf_e, r->cap * sizeof *r->perf_e);
	}
	for (i = 0; i < g->n; i++) {
		struct fplayer *p = player_find(t, g->player[i]);

		r->prev[i] = p ? rating_of(s, t, p) : par->unrated;
	}
	V = value_of(r, par);
	if (r->c_delta < 0 && par->ties_average && g->n > 1) {
		rank = xmalloc(g->n * sizeof *rank);
		game_ranks(g, rank);
	}
	for (i = 0; i < g->n; i++) {
		double d = 0;

		r->has_perf[i] = delta_of(r, par, i, rank, &d);
		r->perf[i] = V + d;
	}
	free(rank);
	if (g->n == 1)
		warnx_rp("%s:%lu: game \"%s\" of event \"%s\" has a single player: not rated",
		    g->file[0], g->line[0], g->id, g->event);

	advance(t);
	for (i = 0; i < g->n && g->n > 1; i++) {
		struct fplayer *p = player_get(t, g->player[i]);

		push_entry(p, t, t->k, r->perf[i]);
		p->last = g->date;
		slot_add(&t->slot[t->k % t->N], g->player[i]);
	}
	if (!history)
		return;
	expected_scores(r->prev, g->n, par->escale, r->perf_e);
	for (i = 0; i < g->n; i++) {
		struct fplayer *p = player_find(t, g->player[i]);

		tsv_rowout_num(&r->ro, 0, V);
		if (r->has_perf[i])
			tsv_rowout_num(&r->ro, 1, r->perf[i]);
		else
			tsv_rowout_str(&r->ro, 1, "", 0);
		if (p)
			tsv_rowout_num(&r->ro, 2, rating_of(s, t, p));
		else
			tsv_rowout_str(&r->ro, 2, "", 0);
		tsv_rowout_num(&r->ro, 3, r->prev[i]);
		if (g->n > 1)
			tsv_rowout_num(&r->ro, 4, r->perf_e[i]);
		else
			tsv_rowout_str(&r->ro, 4, "", 0);
		tsv_rowout_num(&r->ro, 5, par->escale);
		tsv_rowout_write(&r->ro, g->f + i * r->gr.in.ncol, g->flen + i * r->gr.in.ncol);
	}
}

static void
write_ratings(struct run *r)
{
	static const char *const cols[] = { "rating", "games", "status", "last", "_state", NULL };
	struct frsc_state *s = &r->s;
	struct ratings_out ro = { 0 };
	struct strbuf sb = { 0 };
	size_t ti, pid;
	long j;

	for (ti = 0; ti < s->types.n; ti++) {
		struct ftype *t = &s->t[ti];

		for (pid = 0; pid < t->bycap; pid++) {
			struct fplayer *p = t->by_pid[pid];

			if (!p)
				continue;
			sb.len = 0;
			sb_num(&sb, rating_of(s, t, p));
			sb_tab(&sb);
			sb_int(&sb, p->cnt);
			sb_tab(&sb);
			sb_adds(&sb, status_of(s->par, t->N, p->cnt));
			sb_tab(&sb);
			sb_date(&sb, p->last);
			sb_tab(&sb);
			sb_adds(&sb, "k=");
			sb_int(&sb, t->k);
			sb_adds(&sb, " n=");
			sb_int(&sb, t->N);
			for (j = 0; j < p->cnt; j++) {
				sb_adds(&sb, " ");
				sb_int(&sb, entry_at(p, t, j)->i);
				sb_adds(&sb, ":");
				sb_num(&sb, entry_at(p, t, j)->p);
			}
			ratings_add(&ro, names_str(&s->types, (int)ti),
			    names_str(s->players, (int)pid), sb.s, sb.len);
		}
	}
	free(sb.s);
	ratings_write(&ro, cols);
}

static void
state_free(struct frsc_state *s)
{
	size_t ti, j;

	for (ti = 0; ti < s->types.n; ti++) {
		struct ftype *t = &s->t[ti];

		for (j = 0; j < t->bycap; j++)
			if (t->by_pid[j])
				player_drop(t, (int)j);
		for (j = 0; j < t->nspare; j++) {
			free(t->spare[j]->e);
			free(t->spare[j]);
		}
		for (j = 0; j < (size_t)t->N; j++)
			free(t->slot[j].pid);
		free(t->slot);
		free(t->by_pid);
		free(t->spare);
	}
	free(s->t);
	names_free(&s->types);
}

static void
frsc_rate(void *pp, const struct rate_opts *o)
{
	static const char *const need[] = { "type", NULL };
	const struct frsc_params *par = pp;
	struct run r;

	memset(&r, 0, sizeof r);
	game_open(&r.gr, o->npaths, o->paths, need);
	r.c_n = tsv_col(&r.gr.in, "n");
	r.c_delta = tsv_col(&r.gr.in, "delta");
	r.c_value = tsv_col(&r.gr.in, "value");
	if (r.c_delta < 0 && r.gr.c_place < 0)
		die_data("%s:1: missing column \"place\" (or \"delta\" from score)", r.gr.in.name);
	r.s.par = par;
	r.s.players = &r.gr.players;
	names_init(&r.s.types);
	if (o->prior)
		load_prior(&r.s, o->prior);
	if (o->history) {
		tsv_put_header(&r.gr.in, history_cols);
		tsv_rowout_init(&r.ro, &r.gr.in, history_cols);
	}
	while (game_next(&r.gr))
		rate_game(&r, par, o->history);
	if (o->history)
		tsv_rowout_free(&r.ro);
	else
		write_ratings(&r);
	free(r.prev);
	free(r.perf);
	free(r.perf_e);
	free(r.has_perf);
	state_free(&r.s);
	game_close(&r.gr);
}

/* ---------- value -m frsc -r RATINGS ---------- */

static void
frsc_value_run(void *pp, const char *ratings, int npaths, char **paths)
{
	static const char *const need[] = { "type", NULL };
	static const char *const added[] = { "value", NULL };
	const struct frsc_params *par = pp;
	struct names keys;
	double *rating = NULL, *v = NULL;
	size_t rcap = 0, vcap = 0, i;
	struct game_reader gr;
	struct tsv_rowout ro;
	struct tsv_in in;
	struct strbuf key = { 0 };
	int c_type, c_player, c_rating;

	names_init(&keys);
	tsv_open_path(&in, ratings);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	while (tsv_next(&in)) {
		int isnew, id;

		key.len = 0;
		sb_add(&key, in.f[c_type], in.flen[c_type]);
		sb_tab(&key);
		sb_add(&key, in.f[c_player], in.flen[c_player]);
		id = names_intern(&keys, key.s, key.len, &isnew);
		if (!isnew)
			tsv_bad_line(&in, "player \"%s\" of type \"%s\" appears twice", in.f[c_player], in.f[c_type]);
		xgrow(&rating, &rcap, (size_t)id + 1, sizeof *rating);
		rating[id] = tsv_num(&in, c_rating);
	}
	tsv_close(&in);

	game_open(&gr, npaths, paths, need);
	tsv_put_header(&gr.in, added);
	tsv_rowout_init(&ro, &gr.in, added);
	while (game_next(&gr)) {
		struct game *g = &gr.g;
		double V;

		xgrow(&v, &vcap, g->n, sizeof *v);
		for (i = 0; i < g->n; i++) {
			int id;

			key.len = 0;
			sb_adds(&key, g->type);
			sb_tab(&key);
			sb_adds(&key, names_str(&gr.players, g->player[i]));
			id = names_find(&keys, key.s, key.len);
			v[i] = id >= 0 ? rating[id] : par->unrated;
		}
		V = frsc_value(v, g->n);
		for (i = 0; i < g->n; i++) {
			tsv_rowout_num(&ro, 0, V);
			tsv_rowout_write(&ro, g->f + i * gr.in.ncol, g->flen + i * gr.in.ncol);
		}
	}
	tsv_rowout_free(&ro);
	game_close(&gr);
	names_free(&keys);
	free(key.s);
	free(rating);
	free(v);
}

const struct model frsc_model = {
	.name = "frsc",
	.summary = "FRSc 2012 windowed weighted-average rating for collective games",
	.profiles = frsc_profiles,
	.longopts = frsc_longopts,
	.shortopts = "n:",
	.help =
	    "  -n, --window SPEC     games per window: N, TYPE=N,..., or frsc2012 (default)\n"
	    "      --unrated X       rating an unrated player counts with in V (150)\n"
	    "      --spread X        P = V + X for first place, V - X for last (50)\n"
	    "      --active FRAC     active from ceil(FRAC * N) games in the window (0.15)\n"
	    "      --active-games G  active from G games, whatever N\n"
	    "      --weight-base A   weights A + B*N + C*(i-k-1): A (155)\n"
	    "      --weight-per-n B  B (5)\n"
	    "      --weight-step C   C (10)\n"
	    "      --ties MODE       shared (published place, default) or average\n"
	    "      --expect-scale S  --history: expected score on the logistic curve\n"
	    "                        of scale S (50); see rate(1)\n",
	.params = frsc_params,
	.option = frsc_option,
	.check = frsc_check,
	.rate = frsc_rate,
	.value = frsc_value_run,
	.free_params = frsc_free_params,
};
