/*
 * normal.c - the standard normal distribution and its inverse.
 *
 * normal_quantile starts from Peter Acklam's rational approximation
 * (relative error below 1.15e-9, "An algorithm for computing the
 * inverse normal cumulative distribution function", 2003) and refines
 * it by one Halley step on Phi(x) - p, which triples the number of
 * correct digits: enough for full double precision.  The residual is
 * computed where it has no cancellation:
 *   - only the lower half is solved; p > 1/2 uses Phi^-1(p) = -Phi^-1(1-p),
 *     and 1 - p is exact there (Sterbenz);
 *   - for 1/4 <= p <= 1/2, Phi(x) - p = erf(x/sqrt2)/2 - (p - 1/2), where
 *     p - 1/2 is exact, so x near 0 keeps its relative precision;
 *   - below 1/4, Phi(x) = erfc(-x/sqrt2)/2, accurate to the far tail;
 *     the Halley step's 1/phi(x) = sqrt(2pi) exp(x^2/2), which overflows
 *     for p below about 1e-300, is taken as exp(log p + x^2/2 + log sqrt(2pi)) / p.
 */
#include "normal.h"

#include <math.h>

#define SQRT1_2 0.70710678118654752440
#define LOG_SQRT_2PI 0.91893853320467274178

double
normal_cdf(double x)
{
	return 0.5 * erfc(-x * SQRT1_2);
}

/* Acklam's approximation for 0 < p <= 1/2. */
static double
acklam_lower(double p)
{
	static const double a[] = { -3.969683028665376e+01, 2.209460984245205e+02,
		-2.759285104469687e+02, 1.383577518672690e+02, -3.066479806614716e+01,
		2.506628277459239e+00 };
	static const double b[] = { -5.447609879822406e+01, 1.615858368580409e+02,
		-1.556989798598866e+02, 6.680131188771972e+01, -1.328068155288572e+01 };
	static const double c[] = { -7.784894002430293e-03, -3.223964580411365e-01,
		-2.400758277161838e+00, -2.549732539343734e+00, 4.374664141464968e+00,
		2.938163982698783e+00 };
	static const double d[] = { 7.784695709041462e-03, 3.224671290700398e-01,
		2.445134137142996e+00, 3.754408661907416e+00 };
	double q, r;

	if (p < 0.02425) {
		q = sqrt(-2 * log(p));
		return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
		    ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
	}
	q = p - 0.5;
	r = q * q;
	return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
	    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

double
normal_quantile(double p)
{
	double x, e, u;

	if (!(p > 0 && p < 1))
		return NAN;
	if (p > 0.5)
		return -normal_quantile(1 - p);
	x = acklam_lower(p);
	if (p >= 0.25) {
		e = 0.5 * erf(x * SQRT1_2) - (p - 0.5);
		u = e * exp(0.5 * x * x + LOG_SQRT_2PI);
	} else {
		e = normal_cdf(x) - p;
		u = e / p * exp(log(p) + 0.5 * x * x + LOG_SQRT_2PI);
	}
	/* Halley: x -= f/f' / (1 - f f''/(2 f'^2)), with f'' / f' = -x. */
	return x - u / (1 + 0.5 * x * u);
}
