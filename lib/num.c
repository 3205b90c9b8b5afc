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

static const double pow10_exact[] = {
	1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
	1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

static int
isdig(char c)
{
	return c >= '0' && c <= '9';
}

/*
 * A decimal as [+-]digits[.digits][(e|E)[+-]digits].  When the digits
 * fit in 2^53 and the scale in 10^22 the quotient is correctly rounded
 * (Clinger's fast path); otherwise strtod decides.
 */
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
		if (mant < (1ULL << 53) / 10)
			mant = mant * 10 + (uint64_t)(s[i] - '0');
		else
			big = 1;
	}
	if (i < n && s[i] == '.') {
		for (i++; i < n && isdig(s[i]); i++, ndig++, frac++) {
			if (mant < (1ULL << 53) / 10)
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
		v = (double)mant / pow10_exact[frac];
		*out = neg ? -v : v;
		return 1;
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

int
int_parse(const char *s, size_t n, long lo, long hi, long *out)
{
	size_t i = 0;
	int neg = 0;
	long v = 0;

	if (n == 0)
		return 0;
	if (s[0] == '+' || s[0] == '-')
		neg = s[i++] == '-';
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

static size_t
format_int(uint64_t v, int neg, char *out)
{
	char tmp[24];
	size_t n = 0, len = 0;

	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	if (neg)
		out[len++] = '-';
	while (n)
		out[len++] = tmp[--n];
	out[len] = '\0';
	return len;
}

size_t
num_format(double x, char *out)
{
	int prec;

	if (x == 0)
		return format_int(0, 0, out);
	if (fabs(x) < 1e15 && x == trunc(x))
		return format_int((uint64_t)fabs(x), x < 0, out);
	for (prec = 15; prec < 17; prec++) {
		int len = snprintf(out, 32, "%.*g", prec, x);

		if (strtod(out, NULL) == x)
			return (size_t)len;
	}
	return (size_t)snprintf(out, 32, "%.17g", x);
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
