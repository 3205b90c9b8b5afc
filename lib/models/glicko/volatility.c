/*
 * volatility.c - the model glicko2's new volatility sigma' of a player
 * (volatility.h): the paper's root of f(x) by the Illinois algorithm,
 * or PlayerRatings' minimum by Brent's method.  Numerical methods only:
 * the rules that call them are in glicko2.c.
 */
#include "volatility.h"

#include <float.h>
#include <math.h>

/* The paper's f(x), whose root is ln sigma'^2. */
static double
illinois_f(const struct volfn *k, double x)
{
	double ex = exp(x), den = k->d2 + k->v + ex;

	return ex * (k->delta * k->delta - k->d2 - k->v - ex) / (2 * den * den) -
	    (x - k->a) / k->tau2;
}

/* The paper's step 5: the Illinois algorithm; returns sigma'. */
double
glicko2_vol_illinois(const struct volfn *k, double tau, double eps)
{
	double A = k->a, B, fA, fB;
	long n;

	if (k->delta * k->delta > k->d2 + k->v) {
		B = log(k->delta * k->delta - k->d2 - k->v);
	} else {
		for (n = 1; illinois_f(k, k->a - (double)n * tau) < 0 && n < 100000; n++)
			;
		B = k->a - (double)n * tau;
	}
	fA = illinois_f(k, A);
	fB = illinois_f(k, B);
	for (n = 0; fabs(B - A) > eps && n < 10000; n++) {
		double C = A + (A - B) * fA / (fB - fA), fC = illinois_f(k, C);

		if (fC * fB < 0) {
			A = B;
			fA = fB;
		} else {
			fA /= 2;
		}
		B = C;
		fB = fC;
	}
	return exp(A / 2);
}

/* PlayerRatings' objective in z = ln sigma^2 (its nllh). */
static double
brent_h(const struct volfn *k, double z)
{
	double den = k->d2 + exp(z) + k->v, dl = k->delta;

	return (z - k->a) * (z - k->a) / k->tau2 + log(den) + dl * dl / den;
}

/*
 * The minimum of brent_h on [lo, hi]: Brent's localmin (R. P. Brent,
 * Algorithms for Minimization without Derivatives, 1973), golden
 * sections and parabolas, in the form R's optimize() runs it, so that
 * the volatility equals PlayerRatings' to the last bits.
 */
double
glicko2_brent_min(const struct volfn *k, double lo, double hi, double tol)
{
	const double golden = (3 - sqrt(5)) * 0.5, eps = sqrt(DBL_EPSILON);
	double a = lo, b = hi, x, w, v, fx, fw, fv, d = 0, e = 0, tol3 = tol / 3;

	x = w = v = a + golden * (b - a);
	fx = fw = fv = brent_h(k, x);
	for (;;) {
		double xm = (a + b) * 0.5, tol1 = eps * fabs(x) + tol3, t2 = tol1 * 2;
		double p = 0, q = 0, r = 0, u, fu;

		if (fabs(x - xm) <= t2 - (b - a) * 0.5)
			break;
		if (fabs(e) > tol1) {	/* a parabola through x, w, v */
			r = (x - w) * (fx - fv);
			q = (x - v) * (fx - fw);
			p = (x - v) * q - (x - w) * r;
			q = (q - r) * 2;
			if (q > 0)
				p = -p;
			else
				q = -q;
			r = e;
			e = d;
		}
		if (fabs(p) >= fabs(q * 0.5 * r) || p <= q * (a - x) || p >= q * (b - x)) {
			e = x < xm ? b - x : a - x;	/* a golden section */
			d = golden * e;
		} else {
			d = p / q;		/* the parabola's minimum */
			u = x + d;
			if (u - a < t2 || b - u < t2)
				d = x >= xm ? -tol1 : tol1;
		}
		u = fabs(d) >= tol1 ? x + d : d > 0 ? x + tol1 : x - tol1;
		fu = brent_h(k, u);
		if (fu <= fx) {
			if (u < x)
				b = x;
			else
				a = x;
			v = w, fv = fw;
			w = x, fw = fx;
			x = u, fx = fu;
		} else {
			if (u < x)
				a = u;
			else
				b = u;
			if (fu <= fw || w == x) {
				v = w, fv = fw;
				w = u, fw = fu;
			} else if (fu <= fv || v == x || v == w) {
				v = u, fv = fu;
			}
		}
	}
	return x;
}
