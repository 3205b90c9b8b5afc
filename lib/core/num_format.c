/*
 * num_format.c - exact number output: integers, and doubles in the
 * fewest of 15, 16 or 17 significant digits that read back to the same
 * double (a fast path for the common magnitudes, printf and strtod
 * otherwise), and doubles rounded to a number of decimals for display.
 * The parser is num.c.
 */
#include "num.h"
#include "num_impl.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "00" .. "99": digits two at a time, half the divisions. */
static const char pairs[] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

static size_t
format_int(uint64_t v, int neg, char *out)
{
	char tmp[24];
	size_t n = sizeof tmp, len = 0;

	while (v >= 100) {
		uint64_t r = v % 100;

		v /= 100;
		tmp[--n] = pairs[r * 2 + 1];
		tmp[--n] = pairs[r * 2];
	}
	if (v >= 10) {
		tmp[--n] = pairs[v * 2 + 1];
		tmp[--n] = pairs[v * 2];
	} else
		tmp[--n] = (char)('0' + v);
	if (neg)
		out[len++] = '-';
	memcpy(out + len, tmp + n, sizeof tmp - n);
	len += sizeof tmp - n;
	out[len] = '\0';
	return len;
}

size_t
int_format(long long v, char *out)
{
	/* magnitude in unsigned arithmetic: -LLONG_MIN does not fit */
	return format_int(v < 0 ? 0 - (uint64_t)v : (uint64_t)v, v < 0, out);
}

/*
 * hi + lo (exactly x * 10^k, 0 <= hi < 2^62) rounded to an integer, ties
 * to even as printf rounds.  The fraction is kept exact: TwoSum when hi
 * has a fraction, lo alone (split by trunc, exact) when it has none.
 */
static uint64_t
round_exact(double hi, double lo)
{
	double fh, s, e, z;
	uint64_t base;
	int cmp;	/* fraction F against 1/2: -1, 0, 1; sign of F below */

	if (hi >= 4503599627370496.0) {	/* 2^52: hi is an integer */
		int64_t li = (int64_t)lo;	/* trunc, |lo| < 2^10 */

		base = (uint64_t)hi + (uint64_t)li;
		s = lo - (double)li;	/* exact, in (-1, 1) */
		e = 0;
	} else {
		base = (uint64_t)hi;	/* floor: 0 <= hi < 2^52 */
		fh = (double)base;
		s = (hi - fh) + lo;	/* TwoSum: F = s + e exactly */
		z = s - (hi - fh);
		e = ((hi - fh) - (s - z)) + (lo - z);
	}
	if (s >= 0) {
		cmp = s > 0.5 ? 1 : s < 0.5 ? -1 : e > 0 ? 1 : e < 0 ? -1 : 0;
		return cmp > 0 || (cmp == 0 && (base & 1)) ? base + 1 : base;
	}
	cmp = s < -0.5 ? 1 : s > -0.5 ? -1 : e < 0 ? 1 : e > 0 ? -1 : 0;
	return cmp > 0 || (cmp == 0 && (base & 1)) ? base - 1 : base;
}

/* x * 10^k as hi + lo exactly (10^k exact, no overflow in our range). */
static void
scale_exact(double x, int k, double *hi, double *lo)
{
	*hi = x * pow10_exact[k];
	*lo = fma(x, pow10_exact[k], -*hi);
}

/* m * 10^-k in %g's fixed notation, trailing zeros dropped. */
static size_t
fixed_digits(uint64_t m, int k, int neg, char *out)
{
	char d[24];
	size_t nd = 0, len = 0, i;


	while (k >= 8 && m % 100000000 == 0) {	/* 37.5 has 13 zeros to drop */
		m /= 100000000;
		k -= 8;
	}
	while (k > 0 && m % 10 == 0) {
		m /= 10;
		k--;
	}
	while (m >= 100) {	/* two digits a division */
		uint64_t r = m % 100;

		m /= 100;
		d[nd++] = pairs[r * 2 + 1];
		d[nd++] = pairs[r * 2];
	}
	if (m >= 10) {
		d[nd++] = pairs[m * 2 + 1];
		d[nd++] = pairs[m * 2];
	} else
		d[nd++] = (char)('0' + m);
	if (neg)
		out[len++] = '-';
	if (nd > (size_t)k) {
		for (i = nd; i > (size_t)k; i--)
			out[len++] = d[i - 1];
		if (k > 0)
			out[len++] = '.';
	} else {
		out[len++] = '0';
		out[len++] = '.';
		for (i = (size_t)k; i > nd; i--)
			out[len++] = '0';
	}
	for (; i > 0; i--)
		out[len++] = d[i - 1];
	out[len] = '\0';
	return len;
}

/*
 * The shortest of %.15g/%.16g/%.17g that reads back, without printf
 * for 1e-4 <= |x| < 1e13 (fixed notation for all three precisions):
 * x * 10^k is exact as hi + lo, so the p-digit rounding is exact; a
 * candidate reads back as Clinger's m / 10^k under 2^53, else as
 * div_pow10_exact; 17 digits always read back.  0 when it cannot decide
 * (a near tie in div_pow10_exact): num_format asks printf and strtod.
 */
static int
format_fast(double x, char *out, size_t *len)
{
	static const double pow10_neg[] = { 1e0, 1e-1, 1e-2, 1e-3, 1e-4 };
	double ax = fabs(x), hi, lo, back;
	uint64_t m = 0;
	int e10 = 0, prec, k = 0;

	if (!(ax >= 1e-4 && ax < 1e13))
		return 0;
	while (e10 < 12 && ax >= pow10_exact[e10 + 1])
		e10++;
	while (e10 <= 0 && e10 > -4 && ax < pow10_neg[-e10])
		e10--;
	/* make 10^14 <= x * 10^(14 - e10) < 10^15 hold exactly: the
	 * scaling for 15 digits */
	for (;;) {
		scale_exact(ax, 14 - e10, &hi, &lo);
		if (hi < 1e14 || (hi == 1e14 && lo < 0)) {
			if (e10 == -4)
				return 0;
			e10--;
		} else if (hi > 1e15 || (hi == 1e15 && lo >= 0)) {
			if (e10 == 12)
				return 0;
			e10++;
		} else
			break;
	}
	for (prec = 15; prec <= 17; prec++) {
		k = prec - 1 - e10;
		if (prec > 15)
			scale_exact(ax, k, &hi, &lo);
		m = round_exact(hi, lo);
		if (prec == 17)
			break;
		if (m < (1ULL << 53))
			back = (double)m / pow10_exact[k];
		else if (!div_pow10_exact(m, k, &back))
			return 0;
		if (back == ax)
			break;
	}
	*len = fixed_digits(m, k, x < 0, out);
	return 1;
}

/* The reference path: printf at 15, 16, 17 digits, strtod to check. */
size_t
num_format_slow(double x, char *out)
{
	int prec;

	for (prec = 15; prec < 17; prec++) {
		int len = snprintf(out, 32, "%.*g", prec, x);

		if (strtod(out, NULL) == x)
			return (size_t)len;
	}
	return (size_t)snprintf(out, 32, "%.17g", x);
}

size_t
num_format(double x, char *out)
{
	size_t len;

	if (x == 0)
		return format_int(0, 0, out);
	if (fabs(x) < 1e15 && x == (double)(int64_t)x)
		return format_int((uint64_t)fabs(x), x < 0, out);
	if (fabs(x) < 1e14 && 2 * x == (double)(int64_t)(2 * x)) {
		/* a half (tied ranks, wins): n.5 has at most 15 digits */
		len = format_int((uint64_t)fabs(x), x < 0, out);
		memcpy(out + len, ".5", 3);
		return len + 2;
	}
	if (format_fast(x, out, &len))
		return len;
	return num_format_slow(x, out);
}

/*
 * x * 10^digits rounded half away from zero, computed on the exact
 * product: fma gives the rounding error of the multiplication, which
 * decides the rare product that lands exactly on a half.
 */
static double
scaled_round(double x, int digits)
{
	double s = pow10_exact[digits], p = x * s, e = fma(x, s, -p);
	double r = round(p);

	if (fabs(p - trunc(p)) == 0.5 && e != 0 && (e > 0) != (p > 0))
		r = trunc(p);
	return r;
}

double
round_to(double x, int digits)
{
	if (digits < 0 || digits > 15 || fabs(x) >= 1e15)
		return x;
	return scaled_round(x, digits) / pow10_exact[digits];
}

size_t
num_format_rounded(double x, int digits, char *out)
{
	double r;
	char tmp[32];
	size_t n, len = 0, intlen;

	if (digits < 0 || digits > 15 || fabs(x) * pow10_exact[digits] >= 9e15)
		return num_format(x, out);
	r = scaled_round(x, digits);
	n = format_int((uint64_t)fabs(r), 0, tmp);
	if (r < 0)
		out[len++] = '-';
	if (digits == 0) {
		memcpy(out + len, tmp, n + 1);
		return len + n;
	}
	/* pad to at least digits+1 so there is a leading 0 */
	while (n < (size_t)digits + 1) {
		memmove(tmp + 1, tmp, n + 1);
		tmp[0] = '0';
		n++;
	}
	intlen = n - (size_t)digits;
	memcpy(out + len, tmp, intlen);
	len += intlen;
	out[len++] = '.';
	memcpy(out + len, tmp + intlen, (size_t)digits);
	len += (size_t)digits;
	out[len] = '\0';
	return len;
}
