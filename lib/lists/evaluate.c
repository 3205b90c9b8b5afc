/*
 * evaluate.c - `rank --eval`: how well did the ratings before each game
 * predict its result?  Input: a history from `rate --history` of any
 * model that writes the pre-game rating `prev` and says which curve
 * turns two pre-game ratings into a probability.  Output: one row per
 * type (bytewise order) with the measures the literature uses to
 * compare rating systems.
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
 */
#include "cli.h"
#include "evaluate.h"
#include "game.h"
#include "names.h"
#include "num.h"
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
};

struct etype {
	long games, rows, excluded, pairs;
	double logloss, brier, correct, decided, rankdev;
	long *count;		/* player id -> games of the type so far */
	size_t ccap;
};

struct eval {
	struct game_reader gr;
	int c_prev, c_escale, c_vol;
	struct names types;
	struct etype *t;
	size_t tcap;
	size_t *idx;		/* eligible rows of the current game */
	double *r, *v;
	size_t cap;
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
game_scale(struct eval *e, const struct eval_opts *o, size_t m)
{
	double s = o->scale, x;
	size_t k;

	if (s > 0 || e->c_escale < 0)
		return s;
	for (k = 0; k < m; k++) {
		x = game_num(&e->gr, e->idx[k], e->c_escale);
		if (x <= 0 || (k && x != s))
			game_bad_field(&e->gr, e->idx[k], e->c_escale,
			    "a positive scale, the same on every row of the game");
		s = x;
	}
	return s;
}

/* Row i's curve number when the game's rows give the curve (escale or
 * prev_vol; not with --scale), checked positive; needed when the row has
 * a prev, else 0 when empty. */
static double
curve_num(struct eval *e, const struct eval_opts *o, size_t i, int needed)
{
	int col = o->scale > 0 ? -1 : e->c_escale >= 0 ? e->c_escale : e->c_vol;
	double x;

	if (col < 0 || (!needed && game_flen(&e->gr, i, col) == 0))
		return 0;
	x = game_num(&e->gr, i, col);
	if (x <= 0)
		game_bad_field(&e->gr, i, col, col == e->c_escale ? "a positive scale" : "a positive volatility");
	return x;
}

static double
outcome(const struct game *g, size_t a, size_t b)
{
	return g->place[a] < g->place[b] ? 1 : g->place[a] > g->place[b] ? 0 : 0.5;
}

static void
score_pairs(struct eval *e, struct etype *t, size_t m, double s)
{
	const struct game *g = &e->gr.g;
	size_t a, b;

	for (a = 0; a < m; a++) {
		double actual = 1, predicted = 1;

		for (b = 0; b < m; b++) {
			size_t ia = e->idx[a], ib = e->idx[b];
			double o, p, d = e->r[a] - e->r[b];

			if (b == a)
				continue;
			actual += outcome(g, ib, ia);
			predicted += d < 0 ? 1 : d == 0 ? 0.5 : 0;
			if (b < a)
				continue;
			o = outcome(g, ia, ib);
			p = s > 0 ? eval_logistic(d, s) : eval_normal(d, e->v[a], e->v[b]);
			p = fmin(fmax(p, 1e-15), 1 - 1e-15);
			t->logloss -= o * log(p) + (1 - o) * log(1 - p);
			t->brier += (p - o) * (p - o);
			t->pairs++;
			if (o != 0.5) {
				t->decided++;
				t->correct += d == 0 ? 0.5 : (d > 0) == (o == 1);
			}
		}
		t->rankdev += fabs(predicted - actual);
	}
}

static void
eval_game(struct eval *e, const struct eval_opts *o)
{
	const struct game *g = &e->gr.g;
	int added, id = names_intern(&e->types, g->type, strlen(g->type), &added);
	struct etype *t;
	size_t i, m = 0;

	if (added) {
		xgrow(&e->t, &e->tcap, (size_t)id + 1, sizeof *e->t);
		memset(&e->t[id], 0, sizeof *e->t);
	}
	t = &e->t[id];
	if (g->n > e->cap) {
		e->cap = g->n;
		e->idx = xrealloc(e->idx, e->cap * sizeof *e->idx);
		e->r = xrealloc(e->r, e->cap * sizeof *e->r);
		e->v = xrealloc(e->v, e->cap * sizeof *e->v);
	}
	for (i = 0; i < g->n; i++) {
		long *c = count_of(t, g->player[i]);
		int has = game_flen(&e->gr, i, e->c_prev) > 0;
		/* every row's numbers are checked, scored or not (burn-in, a
		 * game of one): a bad prev must not hide behind --burn-in */
		double r = has ? game_num(&e->gr, i, e->c_prev) : 0, v = curve_num(e, o, i, has);

		if (*c >= o->burn_in && has) {
			e->idx[m] = i;
			e->r[m] = r;
			e->v[m] = v;
			m++;
		}
		++*c;
	}
	if (m < 2) {
		t->excluded += (long)g->n;
		return;
	}
	t->games++;
	t->rows += (long)m;
	t->excluded += (long)(g->n - m);
	score_pairs(e, t, m, game_scale(e, o, m));
}

static void
put_mean(double sum, double n)
{
	if (n > 0)
		tsv_put_num(sum / n);
	else
		tsv_put("", 0);
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void
report(struct eval *e)
{
	size_t n = e->types.n, i;
	const char **name = xmalloc((n + 1) * sizeof *name);

	for (i = 0; i < n; i++)
		name[i] = names_str(&e->types, (int)i);
	qsort(name, n, sizeof *name, by_name);
	tsv_puts("type");
	tsv_puts("games");
	tsv_puts("rows");
	tsv_puts("excluded");
	tsv_puts("pairs");
	tsv_puts("logloss");
	tsv_puts("brier");
	tsv_puts("correct");
	tsv_puts("rankdev");
	tsv_end_row();
	for (i = 0; i < n; i++) {
		struct etype *t = &e->t[names_find(&e->types, name[i], strlen(name[i]))];

		tsv_puts(name[i]);
		tsv_put_int(t->games);
		tsv_put_int(t->rows);
		tsv_put_int(t->excluded);
		tsv_put_int(t->pairs);
		put_mean(t->logloss, (double)t->pairs);
		put_mean(t->brier, (double)t->pairs);
		put_mean(100 * t->correct, t->decided);
		put_mean(t->rankdev, (double)t->rows);
		tsv_end_row();
	}
	free(name);
}

static void
evaluate_run(const struct eval_opts *o, int npaths, char **paths)
{
	static const char *const need[] = { "type", "place", "prev", NULL };
	struct eval e;
	size_t i;

	memset(&e, 0, sizeof e);
	game_open(&e.gr, npaths, paths, need);
	e.c_prev = tsv_need(&e.gr.in, "prev");
	e.c_escale = tsv_col(&e.gr.in, "escale");
	e.c_vol = tsv_col(&e.gr.in, "prev_vol");
	if (o->scale <= 0 && e.c_escale < 0 && e.c_vol < 0)
		die_data("%s:1: no curve for the predictions: need column \"escale\" "
		    "(logistic) or \"prev_vol\" (normal), or --scale S", e.gr.in.name);
	if (o->scale <= 0 && e.c_escale >= 0 && e.c_vol >= 0)
		e.c_vol = -1;	/* both: the logistic one, documented */
	names_init(&e.types);
	while (game_next(&e.gr))
		eval_game(&e, o);
	report(&e);
	for (i = 0; i < e.types.n; i++)
		free(e.t[i].count);
	free(e.t);
	free(e.idx);
	free(e.r);
	free(e.v);
	names_free(&e.types);
	game_close(&e.gr);
}

enum { OPT_VERSION = 500, OPT_EVAL, OPT_BURN, OPT_SCALE };

static void
usage(void)
{
	printf("usage: rank --eval [--burn-in N] [--scale S] [HISTORY...]\n"
	    "Score the pre-game predictions of a rate --history stream against the\n"
	    "results, per type: games, rows, excluded rows, pairs, pairwise log-loss\n"
	    "and Brier score, percentage of correctly ordered pairs, mean absolute\n"
	    "rank deviation.  Needs columns place, prev, and escale or prev_vol.\n\n"
	    "      --burn-in N       leave out each player's first N games of a type (0)\n"
	    "      --scale S         logistic curve of scale S for every game\n"
	    "                        (instead of the escale / prev_vol columns)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Definitions: rank(1), section EVALUATION.\n");
}

int
rank_eval_main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "mode", required_argument, NULL, 'm' },
		{ "eval", no_argument, NULL, OPT_EVAL },
		{ "burn-in", required_argument, NULL, OPT_BURN },
		{ "scale", required_argument, NULL, OPT_SCALE },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	struct eval_opts o = { 0, 0 };
	int c;

	while ((c = cli_getopt(argc, argv, "m:h", longopts)) != -1) {
		switch (c) {
		case 'm':
		case OPT_EVAL:
			break;
		case OPT_BURN:
			if (!int_parse(optarg, strlen(optarg), 0, 1000000000, &o.burn_in))
				die_usage("--burn-in %s: expected a number of games", optarg);
			break;
		case OPT_SCALE:
			if (!num_parse(optarg, strlen(optarg), &o.scale) || o.scale <= 0)
				die_usage("--scale %s: expected a positive number", optarg);
			break;
		case 'h':
			usage();
			return 0;
		case OPT_VERSION:
			print_version();
			return 0;
		default:
			die_usage("bad option");
		}
	}
	evaluate_run(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
