/*
 * fuzz_num - the numeric field readers (lib/core/num.c).  Never crash, and:
 *   num_parse(s) = x  =>  num_parse(num_format(x)) == x, x finite
 *   int_parse(s) = v  =>  lo <= v <= hi and strtol(s) == v
 *   date_parse(s) = d =>  date_format(d) == s
 * and for any day d from 0001-01-01 to 9999-12-31 (from 8 input
 * bytes): date_parse(date_format(d)) == d.
 */
#include "fuzz.h"
#include "num.h"

#include <math.h>

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);

#define DAY_MIN (-719162L)	/* 0001-01-01 */
#define DAY_MAX 2932896L	/* 9999-12-31 */

static void
check_num(const char *s, size_t n)
{
	double x, y;
	char out[32], rnd[64];
	int digits;

	if (!num_parse(s, n, &x))
		return;
	if (!isfinite(x))
		abort();
	if (!num_parse(out, num_format(x, out), &y) || y != x) {
		fprintf(stderr, "fuzz: \"%.*s\" -> %s does not read back\n", (int)n, s, out);
		abort();
	}
	for (digits = 0; digits <= 3; digits++) {
		size_t len = num_format_rounded(x, digits, rnd);

		if (len >= 32 || !num_parse(rnd, len, &y))
			abort();
		if (!isfinite(round_to(x, digits)))
			abort();
	}
}

static void
check_int(const char *s, size_t n)
{
	static const long bounds[][2] = { { 1, 1L << 40 }, { 0, 15 }, { -100, 100 },
	    { 1, 9999 }, { -(1L << 52), 1L << 52 } };
	size_t b;
	long v;

	for (b = 0; b < sizeof bounds / sizeof *bounds; b++) {
		char *tmp;

		if (!int_parse(s, n, bounds[b][0], bounds[b][1], &v))
			continue;
		if (v < bounds[b][0] || v > bounds[b][1])
			abort();
		/* any number of leading zeros is an integer: a copy that fits */
		tmp = malloc(n + 1);
		memcpy(tmp, s, n);
		tmp[n] = '\0';
		if (strtol(tmp, NULL, 10) != v)
			abort();
		free(tmp);
	}
}

static void
check_date(const char *s, size_t n)
{
	char out[11];
	long day;

	if (!date_parse(s, n, &day))
		return;
	if (day < DAY_MIN || day > DAY_MAX)
		abort();
	date_format(day, out);
	if (n != 10 || memcmp(out, s, 10) != 0) {
		fprintf(stderr, "fuzz: date \"%.*s\" formats back as %s\n", (int)n, s, out);
		abort();
	}
}

static void
check_day(const uint8_t *d, size_t n)
{
	uint64_t u = 0;
	long day, back;
	char out[11];

	if (n < 8)
		return;
	memcpy(&u, d, 8);
	day = DAY_MIN + (long)(u % (uint64_t)(DAY_MAX - DAY_MIN + 1));
	date_format(day, out);
	if (!date_parse(out, 10, &back) || back != day)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *d, size_t n)
{
	const char *s = (const char *)d;

	check_num(s, n);
	check_int(s, n);
	check_date(s, n);
	check_day(d, n);
	return 0;
}
