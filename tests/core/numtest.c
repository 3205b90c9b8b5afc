/*
 * numtest - property test of lib/core/num.c's exact number paths (run by
 * tests/core/num.bats):
 *   num_format(x)  equals num_format_slow(x) (printf %.15g/16g/17g + strtod)
 *                  byte for byte, and strtod and num_parse read it back to x;
 *   num_parse(s)   equals strtod(s) bit for bit on decimal strings of up to
 *                  25 digits and 24 decimals;
 *   num_valid(s)   accepts exactly what num_parse accepts, on those and on
 *                  random strings of digits, signs, points and exponents.
 *
 *   numtest [COUNT [SEED]]    COUNT values per class (default 200000)
 *
 * Classes: log-uniform doubles over the fast range and beyond, random bit
 * patterns, FRSc-like quotients V + 50 (J - 2L + 1) / (J - 1), weighted
 * means, dyadic values (exact decimal ties at 15 and 16 digits),
 * neighbours of powers of ten and of 2^53.
 */
#include "num.h"

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state;
static unsigned long checked, failures;

static uint64_t
rnd(void)
{
	uint64_t z = (state += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

static double
unif(void)
{
	return (double)(rnd() >> 11) / 9007199254740992.0;
}

static void
fail(const char *what, double x, const char *got, const char *want)
{
	if (failures++ < 10)
		fprintf(stderr, "numtest: %s: x = %a (%.17g): got \"%s\", expected \"%s\"\n",
		    what, x, x, got, want);
}

/* int_format against printf's %lld */
static void
check_int(long long v)
{
	char got[24], want[24];

	checked++;
	int_format(v, got);
	snprintf(want, sizeof want, "%lld", v);
	if (strcmp(got, want) != 0)
		fail("int_format differs from %lld", (double)v, got, want);
}

static void
check_format(double x)
{
	char fast[32], slow[32];
	double back;

	if (!isfinite(x))
		return;
	checked++;
	num_format(x, fast);
	num_format_slow(x, slow);
	if (strcmp(fast, slow) != 0)
		fail("num_format differs from printf", x, fast, slow);
	if (strtod(fast, NULL) != x)
		fail("num_format does not read back with strtod", x, fast, slow);
	if (!num_parse(fast, strlen(fast), &back) || memcmp(&back, &x, sizeof x) != 0)
		fail("num_parse does not read num_format back", x, fast, slow);
	if (x != 0) {
		x = -x;
		num_format(x, fast);
		num_format_slow(x, slow);
		if (strcmp(fast, slow) != 0)
			fail("num_format differs from printf (negative)", x, fast, slow);
	}
}

static void
check_parse(const char *s)
{
	double a, b = strtod(s, NULL);

	checked++;
	if (!num_parse(s, strlen(s), &a)) {
		if (isfinite(b))
			fail("num_parse rejects a decimal", b, s, "accepted");
		return;
	}
	if (memcmp(&a, &b, sizeof a) != 0) {
		char got[40];

		snprintf(got, sizeof got, "%a", a);
		fail("num_parse differs from strtod", b, got, s);
	}
}

/* num_valid says yes exactly when num_parse does (format's alignment). */
static void
check_valid(const char *s)
{
	double v;
	size_t n = strlen(s);

	checked++;
	if (num_valid(s, n) != num_parse(s, n, &v))
		fail("num_valid disagrees with num_parse", 0, s, num_valid(s, n) ? "rejected" : "accepted");
}

/* Strings of 0-29 bytes over digits, signs, points, exponents, a letter. */
static void
random_numberish(char *s)
{
	static const char alpha[] = "0123456789000000.+-eEx ";
	int n = (int)(rnd() % 30), i;

	for (i = 0; i < n; i++)
		s[i] = alpha[rnd() % (sizeof alpha - 1)];
	s[n] = '\0';
}

/* A random decimal: 1-25 significant digits, 0-24 of them after the point. */
static void
random_decimal(char *s)
{
	int nd = 1 + (int)(rnd() % 25), nf = (int)(rnd() % 25), i, len = 0;

	if (rnd() & 1)
		s[len++] = '-';
	if (nf >= nd) {
		s[len++] = '0';
		s[len++] = '.';
		for (i = 0; i < nf - nd; i++)
			s[len++] = '0';
		nf = nd;
	}
	for (i = 0; i < nd; i++) {
		if (i == nd - nf && nf < nd && nf > 0)
			s[len++] = '.';
		s[len++] = (char)('0' + rnd() % 10);
	}
	s[len] = '\0';
}

/*
 * num_parse keeps the values of texts of 9-24 bytes by their first eight
 * bytes, last eight, the eight between and the length (num.c): texts
 * that share some of these, parsed by turns, must each read as strtod
 * reads them (a key that left one part out would hand one the other's
 * value whenever they met in a slot).
 */
static void
check_memo(void)
{
	char a[32], b[32];
	size_t n = 9 + (size_t)(rnd() % 16), k;

	/* a: n digits with a point; b: a with one byte changed, or cut */
	for (k = 0; k < n; k++)
		a[k] = (char)('0' + rnd() % 10);
	a[1 + rnd() % (n - 2)] = '.';
	a[n] = '\0';
	memcpy(b, a, n + 1);
	k = (size_t)(rnd() % n);
	if (rnd() & 1 && b[k] != '.')
		b[k] = (char)('0' + (b[k] - '0' + 1 + rnd() % 9) % 10);
	else if (n > 9 && strchr(b, '.') < b + n - 1)
		b[n - 1] = '\0';
	check_parse(a);
	check_parse(b);
	check_parse(a);
	check_parse(b);
	/* one digit over and over: texts of n and n + 1 bytes whose three
	 * words are the same ("7.7777777" and "7.77777777" past 8 bytes) */
	memset(a, '1' + (int)(rnd() % 9), sizeof a);
	a[1] = '.';
	a[n] = '\0';
	memcpy(b, a, n + 1);
	b[n] = b[0];
	b[n + 1] = '\0';
	check_parse(a);
	check_parse(b);
	check_parse(a);
}

int
main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 200000, i;
	char s[64];
	int j;

	state = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
	for (i = 0; i < n; i++) {
		uint64_t bits = rnd();
		double x, J, L, V;

		/* log-uniform over 1e-6 .. 1e16 (the fast range and around it) */
		check_format(pow(10, -6 + 22 * unif()));
		/* any finite double */
		memcpy(&x, &bits, sizeof x);
		check_format(x);
		/* FRSc-like: V + 50 (J - 2L + 1) / (J - 1) and its delta */
		J = (double)(2 + rnd() % 200);
		L = (double)(1 + rnd() % (uint64_t)J);
		V = 100 + 200 * unif();
		check_format(50 * (J - 2 * L + 1) / (J - 1));
		check_format(V + 50 * (J - 2 * L + 1) / (J - 1));
		check_format((V * 205 + (V + 3) * 215) / 420);
		/* rank and wins with ties: halves, quarters, thirds */
		check_format((double)(rnd() % 100000) / 4 + 0.5);
		check_format((double)(rnd() % 1000000) / 3);
		/* dyadic values: decimal expansions that end in 5 (printf ties) */
		check_format(ldexp((double)(rnd() >> 11), -(int)(rnd() % 60)));
		check_format(ldexp((double)((rnd() >> 20) | 1), -(int)(1 + rnd() % 40)));
		/* integers of every length and sign */
		check_int((long long)(rnd() >> (rnd() % 64)) * (rnd() & 1 ? -1 : 1));
		/* decimal strings */
		random_decimal(s);
		check_parse(s);
		check_valid(s);
		random_numberish(s);
		check_valid(s);
		snprintf(s, sizeof s, "%.17g", pow(10, -4 + 17 * unif()));
		check_parse(s);
		snprintf(s, sizeof s, "%.16g", pow(10, -4 + 17 * unif()));
		check_parse(s);
		for (j = 0; j < 8; j++)
			check_memo();
	}
	/* neighbours of powers of ten and of 2^53, and halfway decimals */
	for (j = -8; j <= 17; j++) {
		double p = pow(10, j), y = p;
		int k;

		for (k = 0; k < 40; k++) {
			check_format(y);
			y = nextafter(y, 0);
		}
		for (y = p, k = 0; k < 40; k++) {
			check_format(y);
			y = nextafter(y, INFINITY);
		}
	}
	check_int(0);
	check_int(-1);
	check_int(LLONG_MAX);
	check_int(LLONG_MIN);
	check_int(LLONG_MIN + 1);
	check_parse("9007199254740993");	/* halfway between 2^53 and 2^53+2 */
	check_parse("9007199254740995");
	check_parse("0.30000000000000001665");
	check_parse("1844674407370955161");
	check_parse("9999999999999999999");
	check_parse("12345678901234567890");
	check_parse("0.0000000000000000000001");
	/* num_valid at its edges: 19 and 20 digits, overflow, empty parts */
	{
		static const char *const edge[] = { "1234567890123456789", "12345678901234567890",
		    "-.1234567890123456789", "1e308", "1e309", "-1e400", "1e", "1e+", ".", "-", "+.e1",
		    "5.", ".5", "", "1.2.3", "0x10", "inf", "nan", " 1", "1 ",
		    "000000000000000000000000000000000000000000000000000000000000001" };
		size_t k;

		for (k = 0; k < sizeof edge / sizeof *edge; k++)
			check_valid(edge[k]);
	}
	if (failures) {
		fprintf(stderr, "numtest: %lu of %lu checks failed\n", failures, checked);
		return 1;
	}
	printf("numtest: %lu checks passed\n", checked);
	return 0;
}
