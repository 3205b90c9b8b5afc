/*
 * volatility.h - the two ways of the model glicko2 to the new
 * volatility (volatility.c), for glicko2.c.
 */
#ifndef GLICKO2_VOLATILITY_H
#define GLICKO2_VOLATILITY_H

/* a player's period, in the paper's step 5 terms */
struct volfn {
	double a, d2, v, delta, tau2;	/* a = ln sigma^2, d2 = phi^2 */
};

/* The paper's step 5: the Illinois algorithm; returns sigma'. */
double glicko2_vol_illinois(const struct volfn *k, double tau, double eps);
/* The minimum of PlayerRatings' objective on [lo, hi] (Brent). */
double glicko2_brent_min(const struct volfn *k, double lo, double hi, double tol);

#endif
