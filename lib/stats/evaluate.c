/*
 * evaluate.c - `rank --eval`: how well did the ratings before each game
 * predict its result, and how sure is that?  Input: a history from `rate
 * --history` of any model that writes the pre-game rating `prev` and
 * says which curve turns two pre-game ratings into a probability.
 * Output: one row per type (bytewise order) with the measures the
 * literature uses to compare rating systems.
 *
 * Pairs.  Every game of J players is the J(J-1)/2 pairs it contains.
 * The ordering measures follow those of Elo-MMR (A. Ebtekar, P. Liu,
 * "Elo-MMR: A Rating System for Massive Multiplayer Competitions", WWW
 * 2021, experiments: pair inversions and rank deviation of the ranking
 * predicted from pre-contest ratings); log-loss and Brier score are the
 * usual proper scores of a probability, applied to each pair.  For a pair (a, b) of one game:
 *   outcome  o = 1 if a's place is better (smaller), 0 if worse, 1/2 if tied
 *   p        P(a ahead of b) from the pre-game ratings R = prev:
 *              logistic  p = 1 / (1 + 10^(-(R_a - R_b)/s)),  s the game's
 *                        `escale` column (or --scale S, which overrides it)
 *              normal    p = Phi((R_a - R_b) / sqrt(v_a^2 + v_b^2)),  v the
 *                        `prev_vol` column (TopCoder's win probability)
 * Measures, each the mean over pairs (or rows) of one type:
 *   logloss  -(o ln p + (1 - o) ln(1 - p)), p clipped to [1e-15, 1 - 1e-15]
 *            (the cross-entropy; a tie scores ln 2 at p = 1/2)
 *   brier    (p - o)^2
 *   correct  percentage of decided pairs (o != 1/2) whose better-rated
 *            player (larger prev) finished ahead; equal prev counts 1/2.
 *            100 - correct is Elo-MMR's pair inversion percentage.
 *   rankdev  mean over the rows of |predicted rank - actual rank| within
 *            the game: actual = tie-averaged place among the evaluated
 *            players, predicted = tie-averaged rank of prev among them
 *            (after Elo-MMR's rank deviation)
 * Eligible rows: the player has played at least --burn-in N earlier
 * games of the type in this history and the row has a prev.  Pairs and
 * ranks are taken among the eligible rows of a game only; a game with
 * fewer than two is not evaluated.  `excluded` counts the rows left out,
 * so no row disappears unaccounted.
 *
 * What is scored (--from, --until): the games dated in the range; the
 * others are read, checked and counted for --burn-in (the ratings come
 * from the whole history), and their rows reported in column outside.
 *
 * How sure (--ci): percentile intervals from clusters resampled
 * (bootstrap.c): the games with one value of --cluster (event); fewer
 * than --min-clusters (30) and stderr says the interval rests on few.
 * Two systems on the same games (--against OTHER): the two histories
 * are read game by game side by side, must hold the same games (rows,
 * type, places and the --pair-by columns: a history rated per match and
 * one per month differ in event, not in date,game,player), and are
 * scored on the rows eligible in both; the difference of each measure
 * (this - other) gets its paired interval.  Calibration
 * (--calibration FILE): the table of predicted against observed
 * (eval_sums.c), and the expected calibration error in column ece.
 *
 * The report is written by eval_report.c (eval_state.h); its command
 * line is eval_cli.c.
 */
#include "cli.h"
#include "eval_state.h"
#include "evaluate.h"
#include "game.h"
#include "names.h"
#include "num.h"
#include "out_file.h"
#include "rp.h"
#include "tsv.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long *
count_of(struct etype *t, int pid)
{
	if ((size_t)pid >= t->ccap) {
		size_t old = t->ccap;

		xgrow(&t->count, &t->ccap, (size_t)pid + 1, sizeof *t->count);
		memset(t->count + old, 0, (t->ccap - old) * sizeof *t->count);
	}
	return &t->count[pid];
}

/* The game's logistic scale: --scale, or escale, the same on every row. */
static double
game_scale(struct stream *st, const struct eval_opts *o, const size_t *idx, size_t m)
{
	double s = o->scale, x;
	size_t k;

	if (s > 0 || st->c_escale < 0)
		return s;
	for (k = 0; k < m; k++) {
		x = game_num(&st->gr, idx[k], st->c_escale);
		if (x <= 0 || (k && x != s))
			game_bad_field(&st->gr, idx[k], st->c_escale,
			    "a positive scale, the same on every row of the game");
		s = x;
	}
	return s;
}

/* Row i's curve number when the game's rows give the curve (escale or
 * prev_vol; not with --scale), checked positive; needed when the row has
 * a prev, else 0 when empty. */
static double
curve_num(struct stream *st, const struct eval_opts *o, size_t i, int needed)
{
	int col = o->scale > 0 ? -1 : st->c_escale >= 0 ? st->c_escale : st->c_vol;
	double x;

	if (col < 0 || (!needed && game_flen(&st->gr, i, col) == 0))
		return 0;
	x = game_num(&st->gr, i, col);
	if (x <= 0)
		game_bad_field(&st->gr, i, col, col == st->c_escale ? "a positive scale" :
		    "a positive volatility");
	return x;
}

static const char *const p3_col[3] = { "p_win", "p_draw", "p_loss" };

static void
stream_open(struct stream *st, const struct eval_opts *o, int npaths, char **paths)
{
	static const char *const need[] = { "type", "place", "prev", NULL };
	int k;

	game_open(&st->gr, npaths, paths, need);
	st->c_prev = tsv_need(&st->gr.in, "prev");
	st->c_escale = tsv_col(&st->gr.in, "escale");
	st->c_vol = tsv_col(&st->gr.in, "prev_vol");
	if (o->scale <= 0 && st->c_escale < 0 && st->c_vol < 0)
		die_data("%s:1: no curve for the predictions: need column \"escale\" "
		    "(logistic) or \"prev_vol\" (normal), or --scale S", st->gr.in.name);
	if (o->scale <= 0 && st->c_escale >= 0 && st->c_vol >= 0)
		st->c_vol = -1;	/* both: the logistic one, documented */
	for (k = 0; o->against && o->pair_by[k]; k++)
		st->c_pair[k] = tsv_need(&st->gr.in, o->pair_by[k]);
	for (k = 0; k < 3; k++)
		st->c_p3[k] = tsv_col(&st->gr.in, p3_col[k]);
	st->three = st->c_p3[0] >= 0 || st->c_p3[1] >= 0 || st->c_p3[2] >= 0;
	for (k = 0; st->three && k < 3; k++)
		if (st->c_p3[k] < 0)
			die_data("%s:1: column \"%s\" is missing: the three outcomes of a game "
			    "are p_win, p_draw and p_loss together", st->gr.in.name, p3_col[k]);
}

static void
stream_close(struct stream *st)
{
	free(st->r);
	free(st->v);
	free(st->has);
	free(st->rr);
	free(st->vv);
	free(st->p3);
	free(st->has3);
	game_close(&st->gr);
}

static int three_of(struct stream *st, size_t i, double *p);

/* Every row's numbers are read and checked, scored or not (burn-in, a
 * game of one): a bad prev must not hide behind --burn-in. */
static void
stream_rows(struct stream *st, const struct eval_opts *o, size_t cap)
{
	const struct game *g = &st->gr.g;
	size_t i;

	st->r = xrealloc(st->r, cap * sizeof *st->r);
	st->v = xrealloc(st->v, cap * sizeof *st->v);
	st->rr = xrealloc(st->rr, cap * sizeof *st->rr);
	st->vv = xrealloc(st->vv, cap * sizeof *st->vv);
	st->has = xrealloc(st->has, cap * sizeof *st->has);
	st->p3 = xrealloc(st->p3, 3 * cap * sizeof *st->p3);
	st->has3 = xrealloc(st->has3, cap * sizeof *st->has3);
	for (i = 0; i < g->n; i++) {
		st->has[i] = game_flen(&st->gr, i, st->c_prev) > 0;
		st->rr[i] = st->has[i] ? game_num(&st->gr, i, st->c_prev) : 0;
		st->vv[i] = curve_num(st, o, i, st->has[i]);
		st->has3[i] = st->three && three_of(st, i, st->p3 + 3 * i);
	}
}

/* Row i's p_win p_draw p_loss into p: 0 when all three are empty; each
 * in [0, 1] and summing to 1 (to 1e-9), else the row is refused. */
static int
three_of(struct stream *st, size_t i, double *p)
{
	int k, empty = 0;

	for (k = 0; k < 3; k++)
		empty += game_flen(&st->gr, i, st->c_p3[k]) == 0;
	if (empty == 3)
		return 0;
	for (k = 0; k < 3; k++) {
		p[k] = empty ? -1 : game_num(&st->gr, i, st->c_p3[k]);
		if (p[k] < 0 || p[k] > 1)
			game_bad_field(&st->gr, i, st->c_p3[k], "a probability from 0 to 1, "
			    "p_win p_draw p_loss all given or all empty");
	}
	if (fabs(p[0] + p[1] + p[2] - 1) > 1e-9)
		game_bad_field(&st->gr, i, st->c_p3[2], "p_win + p_draw + p_loss = 1");
	return 1;
}

/* Row i's field of column ca in a and of cb in b: the same bytes. */
static int
field_same(const struct game_reader *a, const struct game_reader *b, size_t i, int ca, int cb)
{
	size_t n = game_flen(a, i, ca);

	return n == game_flen(b, i, cb) && memcmp(game_field(a, i, ca), game_field(b, i, cb),
	    n) == 0;
}

/*
 * The other history's game is this one's: the same rows, in the same
 * order, with the same --pair-by columns (event, game, player by
 * default; the period's event may differ when it is left out), type and
 * places.
 */
static void
same_game(struct eval *e, const struct eval_opts *o)
{
	const struct game *a = &e->s[0].gr.g, *b = &e->s[1].gr.g;
	size_t i;
	int same = a->n == b->n && strcmp(a->type, b->type) == 0, k;

	for (i = 0; same && i < a->n; i++) {
		same = a->place[i] == b->place[i];
		for (k = 0; same && o->pair_by[k]; k++)
			same = field_same(&e->s[0].gr, &e->s[1].gr, i, e->s[0].c_pair[k],
			    e->s[1].c_pair[k]);
	}
	if (!same)
		game_bad_row(&e->s[1].gr, 0, "game \"%s\" of event \"%s\" is not the game at "
		    "%s:%lu (game \"%s\" of event \"%s\"), or its rows differ (columns "
		    "--pair-by, type, place): --against compares two histories of the same "
		    "results stream, game by game",
		    b->id, b->event, a->file[0], a->line[0], a->id, a->event);
}

/* The game's cluster (--cluster): its column, the same on every row. */
static const char *
game_cluster(struct stream *st, size_t *len)
{
	struct game_reader *gr = &st->gr;
	size_t i;

	*len = game_flen(gr, 0, st->c_cluster);
	for (i = 1; i < gr->g.n; i++)
		if (game_flen(gr, i, st->c_cluster) != *len ||
		    memcmp(game_field(gr, i, st->c_cluster), game_field(gr, 0, st->c_cluster),
		    *len) != 0)
			game_bad_field(gr, i, st->c_cluster, "the game's cluster (--cluster), "
			    "the same on every row of the game");
	return game_field(gr, 0, st->c_cluster);
}

static struct etype *
type_of(struct eval *e, const char *type)
{
	int added, id = names_intern(&e->types, type, strlen(type), &added);

	if (added) {
		xgrow(&e->t, &e->tcap, (size_t)id + 1, sizeof *e->t);
		memset(&e->t[id], 0, sizeof *e->t);
		if (e->bins)
			eval_cal_init(&e->t[id].cal, e->bins);
	}
	return &e->t[id];
}

/* The type's sums of the game's cluster (--ci, --against), made when new. */
static size_t
event_slot(struct eval *e, struct etype *t, const char *event, size_t len)
{
	int id = names_intern(&e->events, event, len, NULL), k;

	if ((size_t)id >= t->slotcap) {
		size_t old = t->slotcap;

		xgrow(&t->slot, &t->slotcap, (size_t)id + 1, sizeof *t->slot);
		memset(t->slot + old, 0, (t->slotcap - old) * sizeof *t->slot);
	}
	if (!t->slot[id]) {
		size_t cap = t->evcap;

		xgrow(&t->ev[0], &cap, t->nev + 1, sizeof *t->ev[0]);
		t->ev[1] = xrealloc(t->ev[1], cap * sizeof *t->ev[1]);
		t->evcap = cap;
		memset(&t->ev[0][t->nev], 0, sizeof t->ev[0][t->nev]);
		memset(&t->ev[1][t->nev], 0, sizeof t->ev[1][t->nev]);
		t->slot[id] = (int)++t->nev;
	}
	k = t->slot[id] - 1;
	return (size_t)k;
}

/*
 * A two-player game whose rows both give the three outcomes (in every
 * stream): scored once, from the first row's side; the second row must
 * say the same reversed.
 */
static void
eval_game3(struct eval *e, struct etype *t, size_t ev)
{
	const long *place = e->s[0].gr.g.place;
	double o = place[0] < place[1] ? 1 : place[0] > place[1] ? 0 : 0.5;
	int k, j;

	for (k = 0; k < e->ns; k++)
		if (!e->s[k].has3[0] || !e->s[k].has3[1])
			return;
	for (k = 0; k < e->ns; k++) {
		const double *a = e->s[k].p3, *b = a + 3;

		for (j = 0; j < 3; j++)
			if (fabs(a[j] - b[2 - j]) > 1e-9)
				game_bad_field(&e->s[k].gr, 1, e->s[k].c_p3[2 - j], "the game's "
				    "three outcomes of the first row reversed (its p_win is this "
				    "row's p_loss)");
		eval_score3(a, o, &t->sum[k], ev != SIZE_MAX ? &t->ev[k][ev] : NULL);
	}
}

static void
eval_game(struct eval *e, const struct eval_opts *o)
{
	const struct game *g = &e->s[0].gr.g;
	struct etype *t = type_of(e, g->type);
	size_t i, m = 0, ev = 0;
	int k;

	if (g->n > e->cap) {
		e->cap = g->n;
		e->idx = xrealloc(e->idx, e->cap * sizeof *e->idx);
		e->place = xrealloc(e->place, e->cap * sizeof *e->place);
	}
	for (k = 0; k < e->ns; k++)
		stream_rows(&e->s[k], o, e->cap);
	if (g->date < o->from || g->date > o->until) {
		/* read, counted for --burn-in, not scored */
		for (i = 0; i < g->n; i++)
			++*count_of(t, g->player[i]);
		t->outside += (long)g->n;
		return;
	}
	for (i = 0; i < g->n; i++) {
		long *c = count_of(t, g->player[i]);

		if (*c >= o->burn_in && e->s[0].has[i] && (e->ns < 2 || e->s[1].has[i])) {
			for (k = 0; k < e->ns; k++) {
				e->s[k].r[m] = e->s[k].rr[i];
				e->s[k].v[m] = e->s[k].vv[i];
			}
			e->place[m] = g->place[i];
			e->idx[m++] = i;
		}
		++*c;
	}
	if (m < 2) {
		t->excluded += (long)g->n;
		return;
	}
	t->games++;
	t->excluded += (long)(g->n - m);
	if (e->per_event) {
		size_t len;
		const char *c = game_cluster(&e->s[0], &len);

		ev = event_slot(e, t, c, len);
	}
	for (k = 0; k < e->ns; k++) {
		struct eval_game eg = { m, e->place, e->s[k].r, e->s[k].v,
			game_scale(&e->s[k], o, e->idx, m) };

		eval_score(&eg, &t->sum[k], e->per_event ? &t->ev[k][ev] : NULL,
		    k == 0 && o->calibration ? &t->cal : NULL);
	}
	if (e->three && g->n == 2 && m == 2)
		eval_game3(e, t, e->per_event ? ev : SIZE_MAX);
}

static void
eval_free(struct eval *e)
{
	size_t i;
	int k;

	for (i = 0; i < e->types.n; i++) {
		free(e->t[i].count);
		free(e->t[i].ev[0]);
		free(e->t[i].ev[1]);
		free(e->t[i].slot);
		if (e->bins)
			eval_cal_free(&e->t[i].cal);
	}
	free(e->t);
	free(e->idx);
	free(e->place);
	names_free(&e->types);
	names_free(&e->events);
	for (k = 0; k < e->ns; k++)
		stream_close(&e->s[k]);
}

void
evaluate_run(const struct eval_opts *o, int npaths, char **paths)
{
	struct eval e;
	struct out_file cal;
	char *other[1] = { (char *)o->against };
	int more;

	if (o->calibration)	/* before anything is read */
		out_file_open(&cal, "--calibration", o->calibration, npaths, paths, o->against);
	memset(&e, 0, sizeof e);
	e.ns = o->against ? 2 : 1;
	e.per_event = o->ci || o->against;
	e.bins = o->calibration ? o->bins : 0;
	stream_open(&e.s[0], o, npaths, paths);
	if (e.per_event)	/* the first history's clusters */
		e.s[0].c_cluster = tsv_need(&e.s[0].gr.in, o->cluster);
	if (o->against)
		stream_open(&e.s[1], o, 1, other);
	e.three = e.s[0].three && (e.ns < 2 || e.s[1].three);
	names_init(&e.types);
	names_init(&e.events);
	while ((more = game_next(&e.s[0].gr))) {
		if (e.ns == 2) {
			if (!game_next(&e.s[1].gr))
				game_bad_row(&e.s[0].gr, 0, "%s ends before this game: --against "
				    "compares two histories of the same results stream", o->against);
			same_game(&e, o);
		}
		eval_game(&e, o);
	}
	if (e.ns == 2 && game_next(&e.s[1].gr))
		game_bad_row(&e.s[1].gr, 0, "this game is past the end of the history it is "
		    "compared with: --against compares two histories of the same results stream");
	eval_report(&e, o);
	if (o->calibration)
		eval_calibration(&e, &cal);
	eval_free(&e);
}
