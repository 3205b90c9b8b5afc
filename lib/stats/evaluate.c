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
 * How sure (--ci): percentile intervals from events resampled
 * (bootstrap.c).  Two systems on the same games (--against OTHER): the
 * two histories are read game by game side by side, must hold the same
 * games, and are scored on the rows eligible in both; the difference of
 * each measure (this - other) gets its paired interval.  Calibration
 * (--calibration FILE): the table of predicted against observed
 * (eval_sums.c), and the expected calibration error in column ece.
 *
 * One file past 500 lines: one pass of rank --eval and its command line;
 * every function reads or writes the one struct eval (its types, events
 * and sums) fed by struct stream, one per history (two with --against).
 */
#include "cli.h"
#include "evaluate.h"
#include "game.h"
#include "names.h"
#include "num.h"
#include "out_file.h"
#include "rp.h"
#include "tsv.h"

#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct eval_opts {
	long burn_in;
	double scale;		/* > 0: logistic of this scale for every game */
	int ci;			/* --ci: intervals of the measures */
	struct boot_opts boot;
	const char *against;	/* --against OTHER: the paired comparison */
	const char *calibration;	/* --calibration FILE */
	int bins;
};

/* One history read game by game; its eligible rows' numbers. */
struct stream {
	struct game_reader gr;
	int c_prev, c_escale, c_vol;
	double *r, *v;
	int *has;		/* per row of the game: a prev */
	double *rr, *vv;	/* per row of the game: prev, curve number */
};

struct etype {
	long games, excluded;
	struct eval_sums sum[2];	/* this stream, the other (--against) */
	long *count;		/* player id -> games of the type so far */
	size_t ccap;
	/* --ci, --against: the sums of each event, for the bootstrap */
	struct eval_sums *ev[2];
	size_t nev, evcap;
	int *slot;		/* event id -> its index in ev + 1, 0: none yet */
	size_t slotcap;
	struct eval_cal cal;
};

struct eval {
	struct stream s[2];
	int ns;			/* 2 with --against */
	struct names types, events;
	struct etype *t;
	size_t tcap;
	size_t *idx;		/* eligible rows of the current game */
	long *place;
	size_t cap;
	int per_event;		/* --ci or --against */
	int bins;		/* --calibration: its bins, else 0 */
};

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

static void
stream_open(struct stream *st, const struct eval_opts *o, int npaths, char **paths)
{
	static const char *const need[] = { "type", "place", "prev", NULL };

	game_open(&st->gr, npaths, paths, need);
	st->c_prev = tsv_need(&st->gr.in, "prev");
	st->c_escale = tsv_col(&st->gr.in, "escale");
	st->c_vol = tsv_col(&st->gr.in, "prev_vol");
	if (o->scale <= 0 && st->c_escale < 0 && st->c_vol < 0)
		die_data("%s:1: no curve for the predictions: need column \"escale\" "
		    "(logistic) or \"prev_vol\" (normal), or --scale S", st->gr.in.name);
	if (o->scale <= 0 && st->c_escale >= 0 && st->c_vol >= 0)
		st->c_vol = -1;	/* both: the logistic one, documented */
}

static void
stream_close(struct stream *st)
{
	free(st->r);
	free(st->v);
	free(st->has);
	free(st->rr);
	free(st->vv);
	game_close(&st->gr);
}

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
	for (i = 0; i < g->n; i++) {
		st->has[i] = game_flen(&st->gr, i, st->c_prev) > 0;
		st->rr[i] = st->has[i] ? game_num(&st->gr, i, st->c_prev) : 0;
		st->vv[i] = curve_num(st, o, i, st->has[i]);
	}
}

/* The other history's game is this one's: the same rows, players and places. */
static void
same_game(struct eval *e)
{
	const struct game *a = &e->s[0].gr.g, *b = &e->s[1].gr.g;
	size_t i;
	int same = a->n == b->n && a->date == b->date && strcmp(a->event, b->event) == 0 &&
	    strcmp(a->id, b->id) == 0 && strcmp(a->type, b->type) == 0;

	for (i = 0; same && i < a->n; i++)
		same = a->place[i] == b->place[i] &&
		    strcmp(names_str(&e->s[0].gr.players, a->player[i]),
		    names_str(&e->s[1].gr.players, b->player[i])) == 0;
	if (!same)
		game_bad_row(&e->s[1].gr, 0, "game \"%s\" of event \"%s\" is not the game at "
		    "%s:%lu (game \"%s\" of event \"%s\"), or its rows differ: --against "
		    "compares two histories of the same results stream, game by game",
		    b->id, b->event, a->file[0], a->line[0], a->id, a->event);
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

/* The type's sums of the game's event (--ci, --against), made when new. */
static size_t
event_slot(struct eval *e, struct etype *t, const char *event)
{
	int id = names_intern(&e->events, event, strlen(event), NULL), k;

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
	if (e->per_event)
		ev = event_slot(e, t, g->event);
	for (k = 0; k < e->ns; k++) {
		struct eval_game eg = { m, e->place, e->s[k].r, e->s[k].v,
			game_scale(&e->s[k], o, e->idx, m) };

		eval_score(&eg, &t->sum[k], e->per_event ? &t->ev[k][ev] : NULL,
		    k == 0 && o->calibration ? &t->cal : NULL);
	}
}

static void
put_measure(const struct eval_sums *s, int k)
{
	double x;

	if (eval_measure_of(s, k, &x))
		tsv_put_num(x);
	else
		tsv_put("", 0);
}

static void
put_interval(const double *lo, const double *hi, const int *ok, int k)
{
	if (ok[k]) {
		tsv_put_num(lo[k]);
		tsv_put_num(hi[k]);
	} else {
		tsv_put("", 0);
		tsv_put("", 0);
	}
}

static void
header(const struct eval *e, const struct eval_opts *o)
{
	static const char *const base[] = { "type", "games", "rows", "excluded", "pairs" };
	char col[64];
	size_t i;
	int k;

	for (i = 0; i < sizeof base / sizeof base[0]; i++)
		tsv_puts(base[i]);
	if (e->per_event)
		tsv_puts("events");
	for (k = 0; k < EVAL_NMEASURES; k++) {
		tsv_puts(eval_measure[k]);
		if (e->ns == 2) {
			snprintf(col, sizeof col, "%s_other", eval_measure[k]);
			tsv_puts(col);
			snprintf(col, sizeof col, "%s_diff", eval_measure[k]);
			tsv_puts(col);
		}
		if (e->ns == 2 || o->ci) {
			snprintf(col, sizeof col, "%s%s_lo", eval_measure[k], e->ns == 2 ? "_diff" : "");
			tsv_puts(col);
			snprintf(col, sizeof col, "%s%s_hi", eval_measure[k], e->ns == 2 ? "_diff" : "");
			tsv_puts(col);
		}
	}
	if (o->calibration)
		tsv_puts("ece");
	tsv_end_row();
}

static void
report_type(struct eval *e, const struct eval_opts *o, const char *name, struct etype *t)
{
	double lo[EVAL_NMEASURES], hi[EVAL_NMEASURES], a, b;
	int ok[EVAL_NMEASURES], k;

	if (e->per_event)
		boot_intervals(t->ev[0], e->ns == 2 ? t->ev[1] : NULL, t->nev, &o->boot, name,
		    lo, hi, ok);
	tsv_puts(name);
	tsv_put_int(t->games);
	tsv_put_int((long long)t->sum[0].rows);
	tsv_put_int(t->excluded);
	tsv_put_int((long long)t->sum[0].pairs);
	if (e->per_event)
		tsv_put_int((long long)t->nev);
	for (k = 0; k < EVAL_NMEASURES; k++) {
		put_measure(&t->sum[0], k);
		if (e->ns == 2) {
			put_measure(&t->sum[1], k);
			if (eval_measure_of(&t->sum[0], k, &a) && eval_measure_of(&t->sum[1], k, &b))
				tsv_put_num(a - b);
			else
				tsv_put("", 0);
		}
		if (e->per_event)
			put_interval(lo, hi, ok, k);
	}
	if (o->calibration)
		tsv_put_num(eval_cal_ece(&t->cal));
	tsv_end_row();
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static const char **
types_sorted(const struct eval *e)
{
	size_t n = e->types.n, i;
	const char **name = xmalloc((n + 1) * sizeof *name);

	for (i = 0; i < n; i++)
		name[i] = names_str(&e->types, (int)i);
	qsort(name, n, sizeof *name, by_name);
	return name;
}

static struct etype *
type_named(struct eval *e, const char *name)
{
	return &e->t[names_find(&e->types, name, strlen(name))];
}

static void
report(struct eval *e, const struct eval_opts *o)
{
	const char **name = types_sorted(e);
	size_t i;

	header(e, o);
	for (i = 0; i < e->types.n; i++)
		report_type(e, o, name[i], type_named(e, name[i]));
	free(name);
}

/* --calibration FILE: type bin lo hi predictions predicted observed. */
static void
calibration(struct eval *e, struct out_file *of)
{
	const char **name = types_sorted(e);
	FILE *f = of->fp;
	char a[32], b[32], c[32], d[32];
	size_t i;
	int k;

	fprintf(f, "type\tbin\tlo\thi\tpredictions\tpredicted\tobserved\n");
	for (i = 0; i < e->types.n; i++) {
		const struct eval_cal *cal = &type_named(e, name[i])->cal;

		for (k = 0; k < cal->bins; k++) {
			num_format((double)k / cal->bins, a);
			num_format((double)(k + 1) / cal->bins, b);
			c[0] = d[0] = '\0';
			if (cal->n[k] > 0) {
				num_format(cal->p[k] / cal->n[k], c);
				num_format(cal->o[k] / cal->n[k], d);
			}
			fprintf(f, "%s\t%d\t%s\t%s\t%.0f\t%s\t%s\n", name[i], k + 1, a, b, cal->n[k],
			    c, d);
		}
	}
	out_file_commit(of);
	free(name);
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

static void
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
	if (o->against)
		stream_open(&e.s[1], o, 1, other);
	names_init(&e.types);
	names_init(&e.events);
	while ((more = game_next(&e.s[0].gr))) {
		if (e.ns == 2) {
			if (!game_next(&e.s[1].gr))
				game_bad_row(&e.s[0].gr, 0, "%s ends before this game: --against "
				    "compares two histories of the same results stream", o->against);
			same_game(&e);
		}
		eval_game(&e, o);
	}
	if (e.ns == 2 && game_next(&e.s[1].gr))
		game_bad_row(&e.s[1].gr, 0, "this game is past the end of the history it is "
		    "compared with: --against compares two histories of the same results stream");
	report(&e, o);
	if (o->calibration)
		calibration(&e, &cal);
	eval_free(&e);
}

enum { OPT_VERSION = 500, OPT_EVAL, OPT_BURN, OPT_SCALE, OPT_CI, OPT_RESAMPLES, OPT_LEVEL,
	OPT_SEED, OPT_AGAINST, OPT_CALIBRATION, OPT_BINS };

static void
usage(void)
{
	printf("usage: rank --eval [--burn-in N] [--scale S] [--ci] [--against OTHER]\n"
	    "                   [--calibration FILE [--bins M]] [HISTORY...]\n"
	    "Score the pre-game predictions of a rate --history stream against the\n"
	    "results, per type: games, rows, excluded rows, pairs, pairwise log-loss\n"
	    "and Brier score, percentage of correctly ordered pairs, mean absolute\n"
	    "rank deviation.  Needs columns place, prev, and escale or prev_vol.\n\n"
	    "      --burn-in N       leave out each player's first N games of a type (0)\n"
	    "      --scale S         logistic curve of scale S for every game\n"
	    "                        (instead of the escale / prev_vol columns)\n"
	    "      --ci              percentile intervals from resampled events\n"
	    "      --resamples B     the bootstrap's samples (%d)\n"
	    "      --level L         the intervals' confidence level (0.95)\n"
	    "      --seed N          the bootstrap's seed (1)\n"
	    "      --against OTHER   another history of the same games: each measure of\n"
	    "                        both, this - other, and the paired interval of that\n"
	    "      --calibration FILE  predicted against observed, per bin, into FILE;\n"
	    "                        column ece (expected calibration error)\n"
	    "      --bins M          the calibration table's bins (10)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Definitions: rank(1), section EVALUATION.\n", BOOT_RESAMPLES);
}

static void
eval_option(struct eval_opts *o, int c, const char *arg)
{
	double x;

	switch (c) {
	case OPT_BURN:
		if (!int_parse(arg, strlen(arg), 0, 1000000000, &o->burn_in))
			die_usage("--burn-in %s: expected a number of games", arg);
		break;
	case OPT_SCALE:
		if (!num_parse(arg, strlen(arg), &o->scale) || o->scale <= 0)
			die_usage("--scale %s: expected a positive number", arg);
		break;
	case OPT_CI:
		o->ci = 1;
		break;
	case OPT_RESAMPLES:
		if (!int_parse(arg, strlen(arg), 1, 10000000, &o->boot.resamples))
			die_usage("--resamples %s: expected a number from 1 to 10000000", arg);
		break;
	case OPT_LEVEL:
		if (!num_parse(arg, strlen(arg), &o->boot.level) || o->boot.level <= 0 ||
		    o->boot.level >= 1)
			die_usage("--level %s: expected a number between 0 and 1, e.g. 0.95", arg);
		break;
	case OPT_SEED:
		if (!num_parse(arg, strlen(arg), &x) || x < 0 || x > 9007199254740992.0 ||
		    x != floor(x))
			die_usage("--seed %s: expected a whole number from 0 to 2^53", arg);
		o->boot.seed = (uint64_t)x;
		break;
	case OPT_AGAINST:
		o->against = arg;
		break;
	case OPT_CALIBRATION:
		o->calibration = arg;
		break;
	case OPT_BINS: {
		long b;

		if (!int_parse(arg, strlen(arg), 1, 1000, &b))
			die_usage("--bins %s: expected a number from 1 to 1000", arg);
		o->bins = (int)b;
		break;
	}
	}
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option rank_eval_opts[] = {
	{ "mode", required_argument, NULL, 'm' },
	{ "eval", no_argument, NULL, OPT_EVAL },
	{ "burn-in", required_argument, NULL, OPT_BURN },
	{ "scale", required_argument, NULL, OPT_SCALE },
	{ "ci", no_argument, NULL, OPT_CI },
	{ "resamples", required_argument, NULL, OPT_RESAMPLES },
	{ "level", required_argument, NULL, OPT_LEVEL },
	{ "seed", required_argument, NULL, OPT_SEED },
	{ "against", required_argument, NULL, OPT_AGAINST },
	{ "calibration", required_argument, NULL, OPT_CALIBRATION },
	{ "bins", required_argument, NULL, OPT_BINS },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
rank_eval_main(int argc, char **argv)
{
	const struct option *longopts = rank_eval_opts;
	struct eval_opts o = { 0, 0, 0, { BOOT_RESAMPLES, 0.95, 1 }, NULL, NULL, 10 };
	int c;

	while ((c = cli_getopt(argc, argv, "m:h", longopts)) != -1) {
		switch (c) {
		case 'm':
		case OPT_EVAL:
			break;
		case 'h':
			usage();
			return 0;
		case OPT_VERSION:
			print_version();
			return 0;
		case '?':
			die_usage("bad option");
		default:
			eval_option(&o, c, optarg);
		}
	}
	evaluate_run(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
