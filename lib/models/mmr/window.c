/*
 * window.c - model mmr: the root of a logistic sum over a window of
 * the terms (--subsample; perf.c), the fast profiles' solve.
 *
 * No two players share a window's sum, so no place helps another
 * (contest.c); each sum is solved on its own, made cheap three ways:
 *   - the start: every term of the window taken with the window's mean
 *     mu and w_arg, the sum is one tanh, solved in closed form
 *     (start()): a few points from the root, not hundreds;
 *   - Halley's step, from the second derivative the terms give almost
 *     free (each term's is -2 w_arg tanh times its first), with a bound
 *     on its error (halley()): where that bound is under half an ulp
 *     the step's point is the root and the solve ends, as a step from
 *     about 1e-3 of the root is;
 *   - one exp per term per solve: after the first evaluation each
 *     term's e^-2|z| moves by the factor e^(-+2 w_arg step), taken from
 *     its Taylor series to within 1e-17 (shift()); a term whose z
 *     changes sign (and every term after a long step) takes a new exp.
 * Each player's start and steps depend on its own sum alone: the same
 * numbers on one thread or many.
 */
#include "mmr.h"
#include "rp.h"

#include <float.h>
#include <limits.h>
#include <math.h>

#define MMR_SHIFT_MAX 0.25	/* a step moving some z by more: new exps */

enum { K_MU, K_WA, K_A, K_B, K_C, K_D, K_E, K_Z, K_N };

/* the window's terms as columns: mu, w_arg, the coefficients, e^-2|z|, z */
static double *
col(struct mmr_sum *s, int k)
{
	return s->wk + (size_t)k * s->wkcap;
}

/*
 * Each term's parts, with q = 1/(1 + e^2z): behind 2 w_out q, ahead
 * -2 w_out e^2z q, tied -tk w_out tanh (tk 2, or 1 when split): so the
 * sum is sum A q - B e^2z q - C tanh, its slope -sum D sech^2, D =
 * w_out w_arg (places the slope counts).  Returns the start: with one
 * mu and one w_arg for all (their means, weighted by D), the sum is
 * (sum A - sum B)/2 - (sum (A + B)/2 + sum C) tanh z.
 */
static double
start(struct mmr_sum *s, double *amax)
{
	const struct mmr_terms *r = s->tm;
	size_t n = s->end - s->beg, k, t, a, b;
	double *mu, *wa, *ca, *cb, *cc, *cd, tk = s->split ? 1 : 2;
	double num = 0, den = 0, sd = 0, smu = 0, swa = 0, ah, ti, nb, wo, th;
	long pl;

	if (n > s->wkcap) {
		s->wkcap = n;
		s->wk = xrealloc(s->wk, K_N * n * sizeof *s->wk);
	}
	mu = col(s, K_MU), wa = col(s, K_WA), ca = col(s, K_A), cb = col(s, K_B);
	cc = col(s, K_C), cd = col(s, K_D);
	*amax = 0;
	for (k = 0; k < n; k++) {
		t = s->beg + k;
		if ((pl = r->gone[t]) != LONG_MIN) {
			ah = pl < s->place, ti = pl == s->place;
		} else {
			mmr_term_counts(r, t, s->place, &a, &b);
			ah = (double)a, ti = (double)(b - a);
		}
		nb = r->gn[t] - ah - ti;
		wo = r->gwout[t];
		mu[k] = r->gmu[t], wa[k] = 0.5 * wo;
		ca[k] = 2 * wo * nb, cb[k] = 2 * wo * ah, cc[k] = tk * wo * ti;
		cd[k] = wo * wa[k] * (r->gn[t] + (s->split ? 0 : ti));
		num += wo * (nb - ah);
		den += wo * (nb + ah) + cc[k];
		sd += cd[k], smu += cd[k] * mu[k], swa += cd[k] * wa[k];
		if (wa[k] > *amax)
			*amax = wa[k];
	}
	if (!(den > 0 && sd > 0))
		return NAN;
	th = num / den;
	th = th > 1 - 1e-15 ? 1 - 1e-15 : th < -1 + 1e-15 ? -1 + 1e-15 : th;
	return smu / sd + atanh(th) / (swa / sd);
}

/* every term's z and e^-2|z| at x */
static void
exact(struct mmr_sum *s, double x)
{
	size_t n = s->end - s->beg, k;
	double *mu = col(s, K_MU), *wa = col(s, K_WA), *ex = col(s, K_E), *z = col(s, K_Z);

	for (k = 0; k < n; k++)
		z[k] = (x - mu[k]) * wa[k];
	for (k = 0; k < n; k++)
		ex[k] = exp(-2 * fabs(z[k]));
}

/*
 * The terms moved by dx: e^-2|z| times e^y, y = -+2 w_arg dx, from
 * e^y's Taylor series, as many terms as make the rest under 1e-17 for
 * the largest |y| (12 at MMR_SHIFT_MAX); a term whose z changes sign
 * takes its exp anew.
 */
static void
shift(struct mmr_sum *s, double x, double dx, double amax)
{
	size_t n = s->end - s->beg, k;
	double *mu = col(s, K_MU), *wa = col(s, K_WA), *ex = col(s, K_E), *z = col(s, K_Z);
	double c[16], ym = 2 * amax * fabs(dx), rest = 1, nz, y, p;
	int m = 0, j;

	c[0] = 1;
	while (m < 15 && rest >= 1e-17) {
		m++;
		c[m] = c[m - 1] / m;
		rest *= ym / (m + 1);
	}
	for (k = 0; k < n; k++) {
		nz = (x - mu[k]) * wa[k];
		if ((nz > 0) != (z[k] > 0)) {
			z[k] = nz;
			ex[k] = exp(-2 * fabs(nz));
			continue;
		}
		y = (z[k] > 0 ? -2 : 2) * wa[k] * dx;
		p = c[m];
		for (j = m - 1; j >= 0; j--)
			p = p * y + c[j];
		z[k] = nz;
		ex[k] *= p;
	}
}

/* the sum and its first three derivatives (f[0..3]) where the terms stand */
static void
sums(struct mmr_sum *s, double f[4])
{
	size_t n = s->end - s->beg, k;
	double *wa = col(s, K_WA), *ca = col(s, K_A), *cb = col(s, K_B), *cc = col(s, K_C);
	double *cd = col(s, K_D), *ex = col(s, K_E), *z = col(s, K_Z);
	double sv = 0, sd = 0, s2d = 0, s3d = 0, e, kk, q, eq, th, s2, g;

	for (k = 0; k < n; k++) {
		e = ex[k];	/* e^2z or e^-2z, at most 1 */
		kk = 1 / (1 + e);
		if (z[k] > 0)
			q = e * kk, eq = kk, th = (1 - e) * kk;
		else
			q = kk, eq = e * kk, th = (e - 1) * kk;
		s2 = 4 * e * kk * kk;
		sv += ca[k] * q - cb[k] * eq - cc[k] * th;
		g = cd[k] * s2;	/* minus the term's slope */
		sd -= g;
		s2d += 2 * wa[k] * th * g;
		s3d += 2 * wa[k] * wa[k] * (1 - 3 * th * th) * g;
	}
	f[0] = sv, f[1] = sd, f[2] = s2d, f[3] = s3d;
}

/*
 * The step to the root of f's cubic (Taylor's, at x: f[0..3]), by
 * Newton from h = -f/f', and a bound on its distance to f's own root
 * r.  With a = the largest w_arg, each term's derivatives are its first
 * times -2a tanh, -2a^2 (1 - 3 tanh^2), 4a^3 tanh (4 - 6 tanh^2) (w_arg
 * for a), all first derivatives of one sign: so |f''''| <= 8a^3 |f'|,
 * and f' grows at most by e^(2a |dx|).  Newton's point is within dn =
 * a st^2 e^(2a st) of r (st = 1.01 |h|, mmr_solve_at's rule), so e = r
 * - x is within E = |h| + dn, and the cubic P(e) = -R, |R| <= (a^3/3)
 * |f'| e^(2aE) E^4; P(step) = 0, so |e - step| <= |R| / min |P'| between
 * them, |P'| >= |f'| - |f''| E2 - |f'''| E2^2 / 2, E2 = max(E, |step|).
 * Far from r (2a|h| >= 1/2) the step is Newton's and *bound inf.
 */
static double
cubic_step(const double f[4], double a, double *bound)
{
	double h = -f[0] / f[1], st = 1.01 * fabs(h), e = h, p, dp, dn, E, E2, lo;
	int k;

	*bound = INFINITY;
	if (!(2 * a * fabs(h) < 0.5))
		return h;
	for (k = 0; k < 8; k++) {
		p = f[0] + e * (f[1] + e * (f[2] / 2 + e * f[3] / 6));
		dp = f[1] + e * (f[2] + e * f[3] / 2);
		if (!(dp < 0) || p == 0)
			break;
		e -= p / dp;
	}
	if (!(fabs(e) <= 2 * fabs(h)))
		return h;
	dn = a * st * st * exp(2 * a * st);
	E = fabs(h) + dn;
	E2 = fmax(E, fabs(e));
	lo = fabs(f[1]) - fabs(f[2]) * E2 - fabs(f[3]) * E2 * E2 / 2;
	if (lo > 0)
		*bound = a * a * a / 3 * fabs(f[1]) * exp(2 * a * E) * E * E * E * E / lo;
	return e;
}

/*
 * The root in [lo, hi] (the sum falls): Halley's steps from start(),
 * kept inside the shrinking bracket (a step leaving it halves it, as a
 * flat sum far out does); ends when its bound is under half an ulp of
 * the new point, or the step is a few ulps, or the bracket cannot
 * shrink.  *at: the last point evaluated.
 */
double
mmr_window_root(struct mmr_sum *s, double lo, double hi, struct mmr_at *at)
{
	double amax, x = start(s, &amax), px = 0, f[4] = { 0, 0, 0, 0 }, nx, bound;
	int it, have = 0;

	if (!(x > lo && x < hi))
		x = 0.5 * (lo + hi);
	nx = x;
	for (it = 0; it < 1000; it++) {
		if (have && 2 * amax * fabs(x - px) <= MMR_SHIFT_MAX)
			shift(s, x, x - px, amax);
		else
			exact(s, x);
		have = 1, px = x;
		sums(s, f);
		nx = x;
		if (f[0] == 0)
			break;
		if (f[0] > 0)
			lo = x;
		else
			hi = x;
		nx = x + cubic_step(f, amax, &bound);
		if (fabs(nx - x) <= 4 * DBL_EPSILON * fmax(fabs(x), 1) ||
		    (nx > lo && nx < hi && bound <= 0.5 * DBL_EPSILON * fmax(fabs(nx), 1)))
			break;
		if (!(nx > lo && nx < hi)) {
			nx = 0.5 * (lo + hi);
			if (!(nx > lo && nx < hi)) {
				nx = x;
				break;
			}
		}
		x = nx;
	}
	*at = (struct mmr_at){ x, f[0], f[1] };
	return nx;
}
