/*
 * num.c - strict number and date fields, exact number output.
 *
 * Parsing never consults the locale: the programs never call
 * setlocale(), so strtod sees the C locale, and the common cases
 * (integers, short decimals) do not reach strtod at all.
 */
#include "num.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const uint64_t pow10_int[] = {
	1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000
};

static const double pow10_exact[] = {
	1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
	1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

static int
isdig(char c)
{
	return c >= '0' && c <= '9';
}

/* Neighbours of a positive normal double (nextafter without a call). */
static double
next_up(double q)
{
	uint64_t b;

	memcpy(&b, &q, 8);
	b++;
	memcpy(&q, &b, 8);
	return q;
}

static double
next_down(double q)
{
	uint64_t b;

	memcpy(&b, &q, 8);
	b--;
	memcpy(&q, &b, 8);
	return q;
}

/*
 * m / 10^k correctly rounded, for m < 2^64 and k <= 22 (10^k exact).
 * The candidate q = fl(m) / 10^k is within about an ulp; the exact
 * residual m - q*10^k (fma gives q*10^k as p + e exactly, m = a + b
 * exactly) tells whether q is the nearest double or a neighbour is.
 * 0 when the residual lands too close to half an ulp to decide in
 * doubles (the caller asks strtod).
 */
static int
div_pow10_exact(uint64_t m, int k, double *out)
{
	double D = pow10_exact[k], a = (double)m, q = a / D, b;
	int step;

	if (a >= 18446744073709551616.0)	/* m rounded up to 2^64 */
		return 0;
	b = (double)(int64_t)(m - (uint64_t)a);	/* m = a + b, |b| < 2^11 */
	for (step = 0; step < 3; step++) {
		double p = q * D, e = fma(q, D, -p);
		double r = (a - p) - e + b;	/* m - q*D, to ~2^-50 relative */
		double half = D * (next_up(q) - q) / 2;
		double halfdn = D * (q - next_down(q)) / 2;

		if (fabs(fabs(r) - (r > 0 ? half : halfdn)) <= half * 1e-9)
			return 0;	/* within rounding noise of a tie */
		if (r > 0 && r > half)
			q = next_up(q);
		else if (r < 0 && -r > halfdn)
			q = next_down(q);
		else {
			*out = q;
			return 1;
		}
	}
	return 0;
}

/*
 * A decimal as [+-]digits[.digits][(e|E)[+-]digits].  Without an
 * exponent, with up to 19 significant digits and 22 decimals the value
 * is computed here, correctly rounded: Clinger's fast path when the
 * digits fit in 2^53, else div_pow10_exact (the full-precision numbers
 * the stages write between them have 16-17 digits).  Anything else,
 * and the rare undecided case, goes to strtod.
 */
/*
 * Eight ASCII digits at s into *v (1), or 0 when one of them is not a
 * digit: FRSc deltas have 14-17 digits, and a digit at a time was most
 * of rate's parsing.  In one 64-bit word, first digit in the low byte
 * (little-endian only; elsewhere the digit loop does it all): every
 * byte is a digit when its high nibble is 3 and adding 6 leaves it 3;
 * then pairs, fours and the eight are combined by three multiplies.
 */
static int
eight_digits(const char *s, uint64_t *v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	const uint64_t hi = 0xF0F0F0F0F0F0F0F0ULL;
	uint64_t w;

	memcpy(&w, s, 8);
	if (((w & hi) | (((w + 0x0606060606060606ULL) & hi) >> 4)) != 0x3333333333333333ULL)
		return 0;
	w = ((w & 0x0F0F0F0F0F0F0F0FULL) * (10 * 256 + 1)) >> 8;	/* 2-digit pairs */
	w = ((w & 0x00FF00FF00FF00FFULL) * (100 * 65536 + 1)) >> 16;	/* fours */
	*v = ((w & 0x0000FFFF0000FFFFULL) * (10000ULL * 4294967296ULL + 1)) >> 32;
	return 1;
#else
	(void)s, (void)v;
	return 0;
#endif
}

/*
 * The last k (1-7) bytes of s[0..n) as k digits into *v (1), or 0: the
 * eight bytes that end the string, the ones before the k made '0', so
 * "...1234" reads as 00001234.  n >= 8.
 */
static int
last_digits(const char *s, size_t n, size_t k, uint64_t *v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	char eight[8];
	uint64_t w, low = (1ULL << (8 * (8 - k))) - 1;	/* the bytes before the k */

	memcpy(&w, s + n - 8, 8);
	w = (w & ~low) | (0x3030303030303030ULL & low);
	memcpy(eight, &w, 8);
	return eight_digits(eight, v);
#else
	(void)s, (void)n, (void)k, (void)v;
	return 0;
#endif
}

int
num_parse(const char *s, size_t n, double *out)
{
	size_t i = 0, ndig = 0, frac = 0;
	uint64_t mant = 0;
	int neg = 0, hasexp = 0, big = 0;
	char tmp[128];
	double v;

	if (n == 0)
		return 0;
	if (s[i] == '+' || s[i] == '-')
		neg = s[i++] == '-';
	for (; i < n && isdig(s[i]); i++, ndig++) {
		if (mant < 1000000000000000000ULL)	/* 10^18: 19 digits fit */
			mant = mant * 10 + (uint64_t)(s[i] - '0');
		else
			big = 1;
	}
	if (i < n && s[i] == '.') {
		uint64_t eight;

		/* below 10^10, eight more digits stay below 10^18 (19 fit) */
		for (i++; i + 8 <= n && mant < 10000000000ULL && eight_digits(s + i, &eight);
		    i += 8, ndig += 8, frac += 8)
			mant = mant * 100000000ULL + eight;
		/* the 1-7 digits that end a number, at once when they fit */
		if (i < n && n >= 8 && n - i < 8 && mant < 10000000000ULL &&
		    last_digits(s, n, n - i, &eight)) {
			mant = mant * pow10_int[n - i] + eight;
			ndig += n - i;
			frac += n - i;
			i = n;
		}
		for (; i < n && isdig(s[i]); i++, ndig++, frac++) {
			if (mant < 1000000000000000000ULL)
				mant = mant * 10 + (uint64_t)(s[i] - '0');
			else
				big = 1;
		}
	}
	if (ndig == 0)
		return 0;
	if (i < n && (s[i] == 'e' || s[i] == 'E')) {
		size_t edig = 0;

		hasexp = 1;
		i++;
		if (i < n && (s[i] == '+' || s[i] == '-'))
			i++;
		for (; i < n && isdig(s[i]); i++)
			edig++;
		if (edig == 0)
			return 0;
	}
	if (i != n)
		return 0;
	if (!hasexp && !big && frac <= 22) {
		if (mant < (1ULL << 53)) {
			v = (double)mant / pow10_exact[frac];
			*out = neg ? -v : v;
			return 1;
		}
		if (div_pow10_exact(mant, (int)frac, &v)) {
			*out = neg ? -v : v;
			return 1;
		}
	}
	if (n >= sizeof tmp)
		return 0;
	memcpy(tmp, s, n);
	tmp[n] = '\0';
	v = strtod(tmp, NULL);
	if (!isfinite(v))
		return 0;
	*out = v;
	return 1;
}

/*
 * Would num_parse accept s?  The same grammar without the value: a plain
 * decimal of up to 19 digits (so at most 19 decimals) always reads as a
 * finite double there; an exponent or more digits asks num_parse itself
 * (overflow to infinity, a string too long for strtod's copy).
 */
int
num_valid(const char *s, size_t n)
{
	size_t i = 0, ndig = 0;
	double v;

	if (n > 0 && (s[0] == '+' || s[0] == '-'))
		i++;
	for (; i < n && isdig(s[i]); i++)
		ndig++;
	if (i < n && s[i] == '.')
		for (i++; i < n && isdig(s[i]); i++)
			ndig++;
	if (ndig == 0)
		return 0;
	if (i == n && ndig <= 19)
		return 1;
	if (i < n && s[i] != 'e' && s[i] != 'E')
		return 0;
	return num_parse(s, n, &v);
}

int
int_parse(const char *s, size_t n, long lo, long hi, long *out)
{
	size_t i = 0;
	int neg = 0;
	long v = 0;

	if (n == 0)
		return 0;
	if (s[0] == '-') {	/* no '+': one way to write a count, as the state readers take it */
		neg = 1;
		i++;
	}
	if (i == n)
		return 0;
	for (; i < n; i++) {
		if (!isdig(s[i]))
			return 0;
		if (v > (1L << 52))
			return 0;
		v = v * 10 + (s[i] - '0');
	}
	if (neg)
		v = -v;
	if (v < lo || v > hi)
		return 0;
	*out = v;
	return 1;
}

static int
leap(long y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

static int
month_days(long y, long m)
{
	static const int d[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

	return m == 2 && leap(y) ? 29 : d[m - 1];
}

/* Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant). */
static long
days_from_civil(long y, long m, long d)
{
	long era, yoe, doy, doe;

	y -= m <= 2;
	era = (y >= 0 ? y : y - 399) / 400;
	yoe = y - era * 400;
	doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

int
date_parse(const char *s, size_t n, long *days)
{
	long y, m, d;

	if (n != 10 || s[4] != '-' || s[7] != '-')
		return 0;
	/* four digits: int_parse alone took a sign ("+999-01-01") */
	if (!isdig(s[0]) || !int_parse(s, 4, 1, 9999, &y) || !isdig(s[5]) ||
	    !isdig(s[6]) || !isdig(s[8]) || !isdig(s[9]))
		return 0;
	m = (s[5] - '0') * 10 + (s[6] - '0');
	d = (s[8] - '0') * 10 + (s[9] - '0');
	if (m < 1 || m > 12 || d < 1 || d > month_days(y, m))
		return 0;
	*days = days_from_civil(y, m, d);
	return 1;
}

void
date_format(long z, char out[11])
{
	long era, doe, yoe, y, doy, mp, d, m;

	z += 719468;
	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = z - era * 146097;
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	y = yoe + era * 400;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	d = doy - (153 * mp + 2) / 5 + 1;
	m = mp + (mp < 10 ? 3 : -9);
	y += m <= 2;
	y %= 10000;
	out[0] = (char)('0' + y / 1000);
	out[1] = (char)('0' + y / 100 % 10);
	out[2] = (char)('0' + y / 10 % 10);
	out[3] = (char)('0' + y % 10);
	out[4] = '-';
	out[5] = (char)('0' + m / 10);
	out[6] = (char)('0' + m % 10);
	out[7] = '-';
	out[8] = (char)('0' + d / 10);
	out[9] = (char)('0' + d % 10);
	out[10] = '\0';
}

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

/*
 * A count in a model's state: digits only, within [lo, hi].  (strtol
 * took signs, spaces and overflowing values: a window of 10^12 reached
 * calloc, a game count of LONG_MAX overflowed at the next game.)
 */
int
int_parse_digits(const char *s, char **end, long lo, long hi, long *out)
{
	size_t n = strspn(s, "0123456789");

	*end = (char *)s + n;
	return int_parse(s, n, lo, hi, out);
}
