/*
 * num_impl.h - inside lib/core/num*.c and date.c: the exact powers of
 * ten, a digit test, the neighbours of a double and m / 10^k correctly
 * rounded, which the parser (num.c) and the formatter (num_format.c)
 * both need (static inline: they are on the hot paths of both).
 */
#ifndef NUM_IMPL_H
#define NUM_IMPL_H

#include <math.h>
#include <stdint.h>
#include <string.h>

static const double pow10_exact[] = {
	1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
	1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

static inline int
isdig(char c)
{
	return c >= '0' && c <= '9';
}

/* Neighbours of a positive normal double (nextafter without a call). */
static inline double
next_up(double q)
{
	uint64_t b;

	memcpy(&b, &q, 8);
	b++;
	memcpy(&q, &b, 8);
	return q;
}

static inline double
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
static inline int
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

#endif
