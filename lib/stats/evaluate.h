/*
 * evaluate.h - predictions from pre-game ratings scored against the
 * results: the measures of `rank --eval` (lib/stats/evaluate.c) and of
 * `fit` (lib/stats/fit.c), their calibration table (eval_sums.c) and
 * their bootstrap intervals (bootstrap.c).  The curves themselves are
 * expect.h, which the models use.  Definitions: rank(1), EVALUATION.
 */
#ifndef EVALUATE_H
#define EVALUATE_H

#include "expect.h"

#include <stddef.h>
#include <stdint.h>

/*
 * What the measures are ratios of, over a group of games (a type, an
 * event, a fold's block): logloss/pairs, brier/pairs, 100 correct/decided,
 * rankdev/rows.
 */
struct eval_sums {
	double pairs, decided, rows;
	double logloss, brier, correct, rankdev;
	/* two-player games whose history gives p_win p_draw p_loss: the
	 * three-outcome logloss3/games3 and brier3/games3 */
	double games3, logloss3, brier3;
};

/*
 * The measures; the first EVAL_NPAIRWISE are always reported, the
 * three-outcome ones when the history has p_win p_draw p_loss.
 */
enum { EVAL_LOGLOSS, EVAL_BRIER, EVAL_CORRECT, EVAL_RANKDEV, EVAL_LOGLOSS3, EVAL_BRIER3,
	EVAL_NMEASURES };
enum { EVAL_NPAIRWISE = EVAL_LOGLOSS3 };
extern const char *const eval_measure[EVAL_NMEASURES];	/* their column names */

/* to += s, each sum. */
void eval_sums_add(struct eval_sums *to, const struct eval_sums *s);
/* Measure k of s; 0 with nothing to measure (no pairs, no decided pair). */
int eval_measure_of(const struct eval_sums *s, int k, double *x);

/*
 * One game's evaluated rows: their places, pre-game ratings r and the
 * curve, the logistic of scale s > 0 (10^(d/s)) or else the normal with
 * the rows' volatilities v.
 */
struct eval_game {
	size_t m;
	const long *place;
	const double *r, *v;
	double s;
};

/* The calibration table of a type: predicted probability in `bins` bins. */
struct eval_cal {
	int bins;
	double *n, *p, *o;	/* per bin: pairs (each counted from both sides), sum p, sum o */
};
void eval_cal_init(struct eval_cal *c, int bins);
void eval_cal_free(struct eval_cal *c);
/* Expected calibration error: sum over bins |sum o - sum p| / sum n. */
double eval_cal_ece(const struct eval_cal *c);

/*
 * Game g's pairs and rows into `to` (per pair, in the order rank --eval
 * always took them: its sums are the same to the last bit), and into
 * `also` (an event's sums) and `cal` when not NULL.
 */
void eval_score(const struct eval_game *g, struct eval_sums *to, struct eval_sums *also,
    struct eval_cal *cal);

/*
 * A two-player game as three outcomes: p[0..2] = P(win), P(draw),
 * P(loss) of one row, o its score (1, 1/2, 0), into `to` and `also`
 * (when not NULL): -ln p[outcome] (clipped at 1e-15) and the multi-class
 * Brier score sum_k (p_k - o_k)^2.
 */
void eval_score3(const double p[3], double o, struct eval_sums *to, struct eval_sums *also);

/* ---------- bootstrap.c: intervals from resampled events ---------- */

struct boot_opts {
	long resamples;		/* B */
	double level;		/* e.g. 0.95 */
	uint64_t seed;
};
#define BOOT_RESAMPLES 1999	/* (B + 1) * 0.025 = 50: the 50th and 1950th of 1999 */

/*
 * Percentile intervals of the four measures of the events' sums a[0..n)
 * (b NULL), or of their differences a - b (paired: the same events drawn
 * for both), from o->resamples samples of n events drawn with
 * replacement.  The generator is seeded by o->seed and `name` (a type),
 * so a type's interval does not depend on the other types.  ok[k] 0:
 * some sample had nothing to measure (no decided pair, say).
 */
void boot_intervals(const struct eval_sums *a, const struct eval_sums *b, size_t n,
    const struct boot_opts *o, const char *name, double lo[EVAL_NMEASURES],
    double hi[EVAL_NMEASURES], int ok[EVAL_NMEASURES]);

/* ---------- evaluate.c, eval_cli.c: rank --eval ---------- */

enum { EVAL_MAXPAIR = 16 };	/* --pair-by's columns at most */

/* rank --eval's options (eval_cli.c parses them, evaluate.c runs them) */
struct eval_opts {
	long burn_in;
	double scale;		/* > 0: logistic of this scale for every game */
	int ci;			/* --ci: intervals of the measures */
	struct boot_opts boot;
	const char *against;	/* --against OTHER: the paired comparison */
	const char *calibration;	/* --calibration FILE */
	int bins;
	long from, until;	/* --from, --until: the days scored (inclusive) */
	const char *cluster;	/* --cluster COLUMN: the bootstrap's cluster */
	long min_clusters;	/* --min-clusters N: fewer, a warning */
	char *pair_by[EVAL_MAXPAIR + 1];	/* --pair-by COLS, NULL-ended */
};

/* One pass of rank --eval over the history in paths (or stdin). */
void evaluate_run(const struct eval_opts *o, int npaths, char **paths);

#endif
