/*
 * rank_interval.c - `rank --interval L`: how sure a list's positions are,
 * from the model's own uncertainty.  A rating with a deviation (Glicko's
 * RD, TrueSkill's sigma) is read as the player's strength ~ N(mean,
 * deviation^2), independent between players; the mean is the rating,
 * or column mu where the list has one (TrueSkill, Weng-Lin and Elo-MMR
 * list a conservative rating, mu - k sigma, and keep mu beside it), or
 * the column --mean names.  Each of --draws draws
 * takes every player of a list (a type and status) at rating + deviation
 * z, z a standard normal, and places them as the list does (from the
 * top, equal values sharing a position: 1, 2, 2, 4).  A player's
 * interval is the central L% of its positions over the draws: with N
 * draws and k = ceil(N (100 - L) / 200), pos_lo is the k-th smallest
 * position drawn and pos_hi the k-th largest (N = 2000, L = 95: the 50th
 * of each end).  A deviation of 0 everywhere gives every draw the list's
 * own order: pos_lo = pos_hi = pos.
 *
 * Deterministic and locale-free: the draws come from splitmix64 seeded
 * with --seed mixed with the type's name and the status (FNV-1a), turned
 * into normals by the inverse of the normal distribution (normal.c) at
 * u = (53 random bits + 1/2) / 2^53; the same input and seed give the
 * same bytes, and a list's interval does not depend on the other lists
 * of the file.  Memory: m N positions of 4 bytes for a list of m players.
 */
#include "hash.h"
#include "normal.h"
#include "num.h"
#include "rng.h"
#include "rp.h"
#include "stages.h"
#include "tsv.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void
rank_iv_opt(struct rank_iv *iv, const char *opt, const char *arg)
{
	double x;
	long n;

	if (strcmp(opt, "interval") == 0) {
		if (!num_parse(arg, strlen(arg), &x) || !(x > 0 && x < 100))
			die_usage("--interval %s: expected a percentage above 0 and below 100 (e.g. 95)",
			    arg);
		iv->level = x;
	} else if (strcmp(opt, "draws") == 0) {
		if (!int_parse(arg, strlen(arg), 1, 10000000L, &n))
			die_usage("--draws %s: expected a whole number from 1 to 10000000", arg);
		iv->draws = n;
	} else if (strcmp(opt, "seed") == 0) {
		if (!int_parse(arg, strlen(arg), 0, 2147483647L, &n))
			die_usage("--seed %s: expected a whole number from 0 to 2147483647", arg);
		iv->seed = (unsigned long long)n;
	} else if (strcmp(opt, "replicates") == 0) {
		iv->reps_dir = arg;
	} else if (strcmp(opt, "mean") == 0) {
		iv->mean = arg;
	} else {
		iv->dev = arg;
	}
}

int
rank_iv_column(const struct rank_iv *iv, struct tsv_in *in)
{
	int c;

	if (iv->reps_dir)
		return -1;
	if (iv->dev)
		return tsv_need(in, iv->dev);
	if ((c = tsv_col(in, "rd")) >= 0 || (c = tsv_col(in, "sigma")) >= 0)
		return c;
	die_data("%s:1: --interval and --versus need each rating's deviation: a column rd (glicko, "
	    "glicko2, stephenson) or sigma (trueskill, weng-lin, mmr), or one named with "
	    "--deviation COL; this list has neither (its model gives no uncertainty): "
	    "for --interval, rate bootstrap replicates of the history (window --resample) "
	    "and give them with --replicates DIR",
	    in->name);
}

/* A standard normal: the quantile at a uniform strictly inside (0, 1). */
int
rank_iv_mean(const struct rank_iv *iv, struct tsv_in *in)
{
	if (iv->reps_dir)
		return -1;
	if (iv->mean)
		return tsv_need(in, iv->mean);
	return tsv_col(in, "mu");
}

static double
draw_normal(uint64_t *x)
{
	return normal_quantile(rng_open01(x));
}

struct drawn {
	double v;
	size_t i;
};

/* value from the top; equal values in the list's order (then i) */
static int
by_value(const void *a, const void *b)
{
	const struct drawn *x = a, *y = b;

	if (x->v != y->v)
		return x->v > y->v ? -1 : 1;
	return x->i < y->i ? -1 : x->i > y->i;
}

static int
by_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

void
rank_iv_list(const struct rank_iv *iv, const char *name, int status,
    const double *r, const double *d, size_t m, long *lo, long *hi)
{
	size_t N = (size_t)iv->draws, i, k, j;
	uint32_t *pos;
	struct drawn *w;
	uint64_t x = iv->seed ^ fnv1a(FNV_BASIS, name, strlen(name)) ^ ((uint64_t)status << 56);
	double kk = ceil((double)N * (100 - iv->level) / 200 - 1e-9);

	if (m == 0)
		return;
	k = kk < 1 ? 1 : (size_t)kk;
	pos = xmalloc(m * N * sizeof *pos);
	w = xmalloc(m * sizeof *w);
	for (j = 0; j < N; j++) {
		for (i = 0; i < m; i++) {
			w[i].v = r[i] + d[i] * draw_normal(&x);
			w[i].i = i;
		}
		qsort(w, m, sizeof *w, by_value);
		for (i = 0; i < m; i++) {
			size_t p = i > 0 && w[i].v == w[i - 1].v ? pos[w[i - 1].i * N + j] : i + 1;

			pos[w[i].i * N + j] = (uint32_t)p;
		}
	}
	for (i = 0; i < m; i++) {
		uint32_t *q = pos + i * N;

		qsort(q, N, sizeof *q, by_u32);
		lo[i] = (long)q[k - 1];
		hi[i] = (long)q[N - k];
	}
	free(w);
	free(pos);
}
