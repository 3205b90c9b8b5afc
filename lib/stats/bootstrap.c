/*
 * bootstrap.c - how sure a measure is: percentile intervals from whole
 * events drawn again with replacement (B. Efron, R. J. Tibshirani, "An
 * Introduction to the Bootstrap", 1993, ch. 13, the percentile interval;
 * A. C. Davison, D. V. Hinkley, "Bootstrap Methods and their
 * Application", 1997, sec. 3.8, resampling the clusters of dependent
 * data, and sec. 5.2, the (B + 1) alpha-th ordered value).
 *
 * Why events.  The games of one event are rated from the same ratings
 * and share players: they are not independent, and a bootstrap of single
 * pairs would give intervals too narrow.  An event is the cluster: a
 * sample draws n of the n events with replacement, and a measure is
 * computed on it as on the data, a ratio of sums (log-loss: the sample's
 * summed log-loss over its pairs).  The interval at level 1 - 2a has
 * ends the k-th and (B + 1 - k)-th smallest of the B samples' values,
 * k = floor((B + 1) a) (at least 1): with B = 1999 and 95 %, the 50th
 * and the 1950th.  A paired difference (rank --eval --against) draws the
 * same events for both streams and takes the difference in each sample.
 *
 * The generator is SplitMix64 (G. L. Steele, D. Lea, C. H. Flood, "Fast
 * splittable pseudorandom number generators", OOPSLA 2014), an index
 * below n by rejection (no modulo bias); its seed is --seed mixed with
 * the type's name (FNV-1a), so the same input and seed give the same
 * interval on every machine, and a type's interval does not change when
 * other types come or go.
 */
#include "evaluate.h"
#include "hash.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

static uint64_t
splitmix(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* Uniform in [0, n): draws below 2^64 mod n are drawn again. */
static size_t
below(uint64_t *x, size_t n)
{
	uint64_t limit = (uint64_t)(-(uint64_t)n % n), v;

	do
		v = splitmix(x);
	while (v < limit);
	return (size_t)(v % n);
}

static uint64_t
seed_of(uint64_t seed, const char *name)
{
	return seed ^ fnv1a(FNV_BASIS, name, strlen(name));
}

static int
by_value(const void *x, const void *y)
{
	double a = *(const double *)x, b = *(const double *)y;

	return (a > b) - (a < b);
}

void
boot_intervals(const struct eval_sums *a, const struct eval_sums *b, size_t n,
    const struct boot_opts *o, const char *name, double lo[EVAL_NMEASURES],
    double hi[EVAL_NMEASURES], int ok[EVAL_NMEASURES])
{
	size_t B = (size_t)o->resamples, i, j, k;
	double *val = xmalloc((B ? B : 1) * EVAL_NMEASURES * sizeof *val);
	uint64_t x = seed_of(o->seed, name);
	int m;

	for (m = 0; m < EVAL_NMEASURES; m++)
		ok[m] = n > 0 && B > 0;
	for (i = 0; i < B && n > 0; i++) {
		struct eval_sums sa = { 0 }, sb = { 0 };

		for (j = 0; j < n; j++) {
			k = below(&x, n);
			eval_sums_add(&sa, &a[k]);
			if (b)
				eval_sums_add(&sb, &b[k]);
		}
		for (m = 0; m < EVAL_NMEASURES; m++) {
			double va, vb = 0;

			if (!eval_measure_of(&sa, m, &va) || (b && !eval_measure_of(&sb, m, &vb)))
				ok[m] = 0;
			val[(size_t)m * B + i] = va - vb;
		}
	}
	for (m = 0; m < EVAL_NMEASURES; m++) {
		double *v = val + (size_t)m * B;
		/* (the last bits of 1 - level must not take k one lower) */
		size_t kth = (size_t)((double)(B + 1) * (1 - o->level) / 2 + 1e-9);

		if (!ok[m])
			continue;
		if (kth < 1)
			kth = 1;
		qsort(v, B, sizeof *v, by_value);
		lo[m] = v[kth - 1];
		hi[m] = v[B - kth];
	}
	free(val);
}
