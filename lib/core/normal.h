/*
 * normal.h - the standard normal distribution at full double precision.
 *
 * The TopCoder-style rating (lib/models/topcoder/topcoder.c) turns expected and actual
 * ranks into performances with the inverse of the standard normal
 * distribution; the worked examples are given to 1e-4 and a nightly
 * job recomputing a long history must not drift, so the quantile is
 * refined to the last bits rather than taken from a short polynomial.
 */
#ifndef NORMAL_H
#define NORMAL_H

/* Phi(x) = P(Z <= x), from libm's erfc (accurate in both tails). */
double normal_cdf(double x);
/* Phi^-1(p) for 0 < p < 1, about 1e-15 relative; NaN outside (0, 1). */
double normal_quantile(double p);

#endif
