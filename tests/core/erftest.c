/*
 * erftest - lib/core/erf.c at the command line, for tests/core/erf.bats:
 *   erftest ulp N SEED [BOUND]
 *                         N arguments, and the range boundaries, through
 *                         erf_array and through erfl (long double, a
 *                         reference 2048 times finer where it has 64
 *                         bits): the largest error in units in the last
 *                         place (ulp) per range; exit 1 if one is above
 *                         BOUND ulp (1), 3 if long double is no finer
 *                         than double
 *   erftest libm N SEED   how far erf_array is from libm's erf (for
 *                         information: libm's erf is off by up to 1 ulp)
 *   erftest time N SEED   nanoseconds a value of both over N arguments
 *                         uniform in (-4, 4) (for bench/RESULTS.md)
 *   erftest at X...       erf_array of each X, one a line (%.17g)
 * Arguments are drawn per range (the subnormals, [2^-1022, 2^-28),
 * [2^-28, 0.5), [0.5, 2), [2, 6), [6, 30)), each in halves uniform in
 * value and uniform in bits (log-uniform: small values), either sign;
 * the boundaries of the ranges and of every eighth up to 6 are walked 16
 * ulps either side.
 */
#include "erf.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint64_t rng;

static uint64_t
next(void)
{
	/* xorshift64* */
	rng ^= rng >> 12;
	rng ^= rng << 25;
	rng ^= rng >> 27;
	return rng * 0x2545f4914f6cdd1du;
}

static double
uniform(double lo, double hi)
{
	return lo + (hi - lo) * ((double)(next() >> 11) * 0x1p-53);
}

static double
bits_between(double lo, double hi)
{
	uint64_t a, b, u;
	double x;

	memcpy(&a, &lo, sizeof a);
	memcpy(&b, &hi, sizeof b);
	u = a + next() % (b - a);
	memcpy(&x, &u, sizeof x);
	return x;
}

static const double lims[] = { 0, 0x1p-1022, 0x1p-28, 0.5, 2, 6, 30 };
#define NLIM (sizeof lims / sizeof lims[0])

/* n arguments: a range at random, half uniform, half by bits, either sign */
static void
draw(double *x, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		size_t r = (size_t)(next() % (NLIM - 1));
		double v = next() & 1 ? uniform(lims[r], lims[r + 1]) :
		    bits_between(lims[r], lims[r + 1]);

		x[i] = next() & 1 ? -v : v;
	}
}

/* every eighth up to 6 and the limits, 16 ulps either side, both signs,
 * and the specials */
static size_t
boundaries(double *x)
{
	size_t i, k = 0;
	int d;

	for (i = 0; i <= 48 + NLIM; i++) {
		double b = i <= 48 ? (double)i / 8 : lims[i - 49], up = b, down = b;

		for (d = 0; d < 16; d++) {
			x[k++] = up;
			x[k++] = -up;
			x[k++] = down;
			x[k++] = -down;
			up = nextafter(up, INFINITY);
			down = nextafter(down, 0);
		}
	}
	x[k++] = INFINITY;
	x[k++] = -INFINITY;
	x[k++] = NAN;
	x[k++] = 0x1p-1074;
	x[k++] = 5.9215871957945069;	/* about where erf rounds to 1 */
	return k;
}

static int
range_index(double x)
{
	size_t i;

	for (i = 1; i < NLIM; i++)
		if (!(fabs(x) >= lims[i]))
			return (int)i - 1;
	return NLIM - 1;
}

/* |y - ref| in units of the last place of a double at ref */
static double
ulps(double y, long double ref)
{
	int e;

	if (isnan(y) || isnan(ref))
		return isnan(y) && isnan(ref) ? 0 : INFINITY;
	if (y == ref)
		return 0;
	frexpl(ref, &e);
	return (double)(fabsl((long double)y - ref) / ldexpl(1, (e - 53 < -1074 ? -1074 : e - 53)));
}

#define BLOCK (1u << 16)

struct tally {
	double worst[NLIM], at[NLIM];
	size_t seen[NLIM], over_half;
};

static void
check(const double *x, size_t m, int libm, struct tally *t)
{
	static double y[BLOCK];
	size_t i;

	memcpy(y, x, m * sizeof *x);
	erf_array(y, m);
	for (i = 0; i < m; i++) {
		int r = range_index(x[i]);
		double u = ulps(y[i], libm ? (long double)erf(x[i]) : erfl((long double)x[i]));

		t->seen[r]++;
		t->over_half += u > 0.5;
		if (u > t->worst[r] || isnan(u)) {
			t->worst[r] = u;
			t->at[r] = x[i];
		}
	}
}

/* long double finer than double, in type and in fact (valgrind, for one,
 * computes x87 long doubles as doubles) */
static int
finer_long_double(void)
{
	volatile long double one = 1, tiny = 0x1p-60L;

	return LDBL_MANT_DIG >= 64 && one + tiny != one;
}

static int
compare(size_t n, int libm, double bound)
{
	static double x[BLOCK];
	struct tally t;
	size_t done, m, i;
	double worst = 0;

	if (!libm && !finer_long_double()) {
		printf("erftest: long double is no finer than double here\n");
		return 3;
	}
	memset(&t, 0, sizeof t);
	check(x, boundaries(x), libm, &t);
	for (done = 0; done < n; done += m) {
		m = n - done < BLOCK ? n - done : BLOCK;
		draw(x, m);
		check(x, m, libm, &t);
	}
	for (i = 0; i < NLIM; i++) {
		printf("|x| from %-8a %10zu values, largest error %.3f ulp at %a\n",
		    lims[i], t.seen[i], t.worst[i], t.at[i]);
		if (!(t.worst[i] <= worst))
			worst = t.worst[i];
	}
	printf("%zu values off by more than 0.5 ulp from %s; the largest error %.3f ulp\n",
	    t.over_half, libm ? "libm's erf" : "erfl", worst);
	return !libm && !(worst <= bound);
}

static double
cpu(void)
{
	return (double)clock() / CLOCKS_PER_SEC;
}

static int
timing(size_t n)
{
	static double x[BLOCK], y[BLOCK];
	double t0, t_libm, t_array, sink = 0;
	size_t done, i;

	for (i = 0; i < BLOCK; i++)	/* the ranges topcoder meets */
		x[i] = uniform(-4, 4);
	t0 = cpu();
	for (done = 0; done < n; done += BLOCK)
		for (i = 0; i < BLOCK; i++)
			sink += erf(x[i]);
	t_libm = cpu() - t0;
	t0 = cpu();
	for (done = 0; done < n; done += BLOCK) {
		memcpy(y, x, sizeof y);
		erf_array(y, BLOCK);
		sink += y[done / BLOCK % BLOCK];
	}
	t_array = cpu() - t0;
	printf("libm erf %.2f ns, erf_array %.2f ns a value (%g)\n",
	    1e9 * t_libm / (double)n, 1e9 * t_array / (double)n, sink);
	return 0;
}

static int
at(int argc, char **argv)
{
	int i;

	for (i = 2; i < argc; i++) {
		char *end;
		double x = strtod(argv[i], &end);

		if (end == argv[i] || *end) {
			fprintf(stderr, "erftest: expected a number, found \"%s\"\n", argv[i]);
			return 2;
		}
		erf_array(&x, 1);
		printf("%.17g\n", x);
	}
	return 0;
}

static int
usage(void)
{
	fprintf(stderr, "usage: erftest ulp|libm|time N SEED [BOUND]\n       erftest at X...\n");
	return 2;
}

int
main(int argc, char **argv)
{
	char *end;
	unsigned long long n, seed;
	double bound = 1.0;

	if (argc >= 3 && strcmp(argv[1], "at") == 0)
		return at(argc, argv);
	if (argc < 4 || argc > 5 || (strcmp(argv[1], "ulp") != 0 && strcmp(argv[1], "libm") != 0 &&
	    strcmp(argv[1], "time") != 0))
		return usage();
	n = strtoull(argv[2], &end, 10);
	if (*end || n == 0) {
		fprintf(stderr, "erftest: expected a count, found \"%s\"\n", argv[2]);
		return 2;
	}
	seed = strtoull(argv[3], &end, 10);
	if (*end) {
		fprintf(stderr, "erftest: expected a seed, found \"%s\"\n", argv[3]);
		return 2;
	}
	if (argc == 5 && (bound = strtod(argv[4], &end), *end || !(bound > 0))) {
		fprintf(stderr, "erftest: expected a bound in ulp, found \"%s\"\n", argv[4]);
		return 2;
	}
	rng = seed * 0x9e3779b97f4a7c15u + 1;
	if (strcmp(argv[1], "time") == 0)
		return timing(n);
	return compare(n, strcmp(argv[1], "libm") == 0, bound);
}
