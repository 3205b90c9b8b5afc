/*
 * num.c - strict number fields: decimals and integers parsed exactly
 * (num_format.c writes them, date.c reads and writes dates; what the
 * two number files share is num_impl.h).
 *
 * Parsing never consults the locale: the programs never call
 * setlocale(), so strtod sees the C locale, and the common cases
 * (integers, short decimals) do not reach strtod at all.
 */
#include "num.h"
#include "num_impl.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const uint64_t pow10_int[] = {
	1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000
};

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

static int
parse_decimal(const char *s, size_t n, double *out)
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
 * The long decimals parsed last, by their bytes: the stages write the
 * same full-precision numbers again and again (score's FRSc deltas are
 * a few hundred texts over millions of rows), and a text's value is the
 * same wherever it stands, so a text met again costs a hash and a
 * compare instead of its digits (about 25 instructions against 170-210
 * for 17 digits).  Texts of 9 to 24 bytes, read as three words: the
 * first eight bytes, the last eight and (past 16) the eight between,
 * which with the length tell every byte.  Per thread: the engine's
 * threads parse too.  Only values parsed whole are kept.
 */
#define NUM_MEMO 16384	/* slots, a power of two */

struct num_memo {
	uint64_t w[3];
	size_t n;	/* 0: empty */
	double v;
};

static _Thread_local struct num_memo num_memo[NUM_MEMO];

int
num_parse(const char *s, size_t n, double *out)
{
	uint64_t w0, w1, w2 = 0, h;
	struct num_memo *m;

	if (n < 9 || n > 24)
		return parse_decimal(s, n, out);
	memcpy(&w0, s, 8);
	memcpy(&w1, s + n - 8, 8);
	if (n > 16)
		memcpy(&w2, s + 8, 8);
	h = (w0 * 0x9E3779B97F4A7C15ULL) ^ (w1 * 0xC2B2AE3D27D4EB4FULL) ^
	    (w2 * 0x165667B19E3779F9ULL) ^ n;
	m = &num_memo[(h ^ (h >> 29)) & (NUM_MEMO - 1)];
	if (m->n == n && m->w[0] == w0 && m->w[1] == w1 && m->w[2] == w2) {
		*out = m->v;
		return 1;
	}
	if (!parse_decimal(s, n, out))
		return 0;
	m->w[0] = w0;
	m->w[1] = w1;
	m->w[2] = w2;
	m->n = n;
	m->v = *out;
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
