/*
 * window.c - model mmr: where a player's sum is solved (mmr_sum_root),
 * and the root of a sum over a window of the terms (--subsample;
 * perf.c), the fast profiles' solve.
 *
 * No two players share a window's sum, so no place helps another
 * (contest.c); each sum is solved on its own, made cheap three ways
 * (logistic; gaussian, the first two: its start and gauss4 below):
 *   - the start: every term of the window taken with the window's mean
 *     mu and w_arg, the sum is one tanh, solved in closed form
 *     (start()): a few points from the root, not hundreds;
 *   - steps to the root of the sum's Taylor cubic, from derivatives the
 *     terms give almost free (mmr_solve4), with a bound on its error:
 *     where that bound is under half an ulp the step's point is the
 *     root and the solve ends (from about 0.05 of the root, one
 *     evaluation; from the start, mostly two);
 *   - one exp per term per solve: after the first evaluation each
 *     term's e^-2|z| moves by the factor e^(-+2 w_arg step), taken from
 *     its Taylor series to within 1e-17 (mmr_exps_shift, player.c); a
 *     term whose z changes sign (and every term after a long step)
 *     takes a new exp.
 * Each player's start and steps depend on its own sum alone: the same
 * numbers on one thread or many.
 */
#include "mmr.h"
#include "normal.h"
#include "rp.h"

#include <limits.h>
#include <math.h>

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
	mmr_exps_at(s->end - s->beg, col(s, K_MU), col(s, K_WA), x, col(s, K_Z), col(s, K_E));
}

/* the same moved by dx (mmr_exps_shift) */
static void
shift(struct mmr_sum *s, double x, double dx, double amax)
{
	mmr_exps_shift(s->end - s->beg, col(s, K_MU), col(s, K_WA), x, dx, amax, col(s, K_Z),
	    col(s, K_E));
}

/* the sum and its first three derivatives (f[0..3]) where the terms stand */
static void
sums(struct mmr_sum *s, double f[6])
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
 * The root of the player's sum from x0 (NAN: the bracket's middle), at
 * most --ceiling: a window's (a part of the contest's terms) by cubic
 * steps from its own start (below); a place's with the whole contest
 * by mmr_solve_at, whose curvature bound (mmr_sum_eval) makes a Newton
 * step's error known, so that the last, confirming evaluation is not
 * needed.
 */
double
mmr_sum_root(struct mmr_sum *s, const struct mmr_params *par, double x0, struct mmr_at *at)
{
	double lo, hi, p;

	mmr_bounds(par, &lo, &hi);
	if (!s->shared && !s->gaussian)
		p = mmr_window_root(s, lo, hi, at);
	else if (s->gaussian && s->window)
		p = mmr_gauss_root(s, lo, hi, at);
	else
		p = mmr_solve_at(lo, hi, x0, -1, mmr_sum_eval, s, at);
	return isnan(par->ceiling) || p <= par->ceiling ? p : par->ceiling;
}

/* the solve's evaluations: the first from new exps, then shifted */
struct wsolve {
	struct mmr_sum *s;
	double amax, px;
	int have;
};

static void
eval4(void *arg, double x, double f[6])
{
	struct wsolve *w = arg;

	if (w->have && 2 * w->amax * fabs(x - w->px) <= MMR_SHIFT_MAX)
		shift(w->s, x, x - w->px, w->amax);
	else
		exact(w->s, x);
	w->have = 1, w->px = x;
	sums(w->s, f);
	/* each term's f'', f'''' are its f' times -2b tanh and 4b^3 tanh (4 - 6
	 * tanh^2) (b its w_arg, at most amax), every f' of one sign */
	f[4] = 2 * w->amax, f[5] = 8 * w->amax * w->amax * w->amax;
}

/* the root in [lo, hi] (the sum falls), from start() */
double
mmr_window_root(struct mmr_sum *s, double lo, double hi, struct mmr_at *at)
{
	struct wsolve w = { s, 0, 0, 0 };
	double x = start(s, &w.amax);

	return mmr_solve4(lo, hi, x, -1, eval4, &w, at);
}

/*
 * Gaussian: each term's comparisons are d/dx ln P (perf.c): with z =
 * (x - mu)/vol and l(z) = phi(z)/Phi(z), behind l(z)/vol, ahead
 * -l(-z)/vol, tied -z/vol (split: half of behind and ahead).  The start:
 * every term of the window taken with the window's mean mu and vol (by
 * places), the sum is nb l(z) - na l(-z) - nt z, falling in z, solved by
 * a bracketed Newton of its own (a few erfc, not a hundred a step).
 * The player's solve (mmr_solve_at) then starts a few points from its
 * root instead of its mu.
 */
static double
lam(double z)
{
	return exp(-0.5 * z * z) * 0.39894228040143267794 / normal_cdf(z);
}

static void
mean_field(double z, const double c[3], int split, double *v, double *d)
{
	double lb = lam(z), la = lam(-z), db = -lb * (z + lb), da = -la * (-z + la);

	/* d/dz l(-z) = -l'(-z) = la (-z + la) */
	if (split) {
		*v = (c[0] + 0.5 * c[2]) * lb - (c[1] + 0.5 * c[2]) * la;
		*d = (c[0] + 0.5 * c[2]) * db + (c[1] + 0.5 * c[2]) * da;
	} else {
		*v = c[0] * lb - c[1] * la - c[2] * z;
		*d = c[0] * db + c[1] * da - c[2];
	}
}

static double
gauss_start(const struct mmr_sum *s)
{
	const struct mmr_terms *r = s->tm;
	double c[3] = { 0, 0, 0 }, smu = 0, ssg = 0, tot, z = 0, lo = -40, hi = 40, v, d, nz;
	size_t k, t;
	int it;

	for (k = 0, t = s->beg; t < s->end; k++, t++) {
		c[0] += r->gn[t] - s->m2[k];
		c[1] += s->m[k];
		c[2] += s->m2[k] - s->m[k];
		smu += r->gn[t] * r->gmu[t];
		ssg += r->gn[t] * r->gsig[t];
	}
	tot = c[0] + c[1] + c[2];
	if (!(tot > 0))
		return NAN;
	for (it = 0; it < 60; it++) {
		mean_field(z, c, s->split, &v, &d);
		if (!isfinite(v) || v == 0)
			break;
		if (v > 0)
			lo = z;
		else
			hi = z;
		nz = z - v / d;
		if (!(nz > lo && nz < hi))
			nz = 0.5 * (lo + hi);
		if (fabs(nz - z) < 1e-9)
			break;
		z = nz;
	}
	return isfinite(z) ? smu / tot + z * (ssg / tot) : NAN;
}

/*
 * A Gaussian comparison's d/dx ln P, L = pdf / P (P = Phi(z) behind,
 * -Phi(-z) ahead), and its first four derivatives (l[0..4]) from its
 * equation L' = -L u, u = (x - mu)/vol^2 + L, u' = 1/vol^2 + L'.
 */
static inline void
mills4(double pdf, double p, double a, double i2, double l[5])
{
	double L = pdf / p, u = a + L, L1 = -L * u, u1 = i2 + L1, L2, L3;

	L2 = -(L1 * u + L * u1);
	L3 = -(L2 * u + 2 * L1 * u1 + L * L2);
	l[0] = L, l[1] = L1, l[2] = L2, l[3] = L3;
	l[4] = -(L3 * u + 3 * L2 * u1 + 3 * L1 * L2 + L * L3);
}

/*
 * Gaussian, a window: the sum and its first three derivatives at x for
 * mmr_solve4, its g and K twice the terms' sums of |f''| and |f''''|
 * over |f'| at x (as mmr_sum_eval's curvature: the cubic's steps end
 * within a part in 1e3 of vol of the root, where they cannot halve).
 */
static void
gauss4(void *arg, double x, double f[6])
{
	struct mmr_sum *s = arg;
	const struct mmr_terms *r = s->tm;
	size_t n = s->end - s->beg, k, t;
	double *pdf, *pb, *pa, is, z, a, i2, lb[5], la[5], ah, ti, nb, c, d2 = 0, d4 = 0;
	double f0 = 0, f1 = 0, f2 = 0, f3 = 0;

	if (n > s->wkcap) {
		s->wkcap = n;
		s->wk = xrealloc(s->wk, K_N * n * sizeof *s->wk);
	}
	pdf = col(s, K_E), pb = col(s, K_A), pa = col(s, K_B);
	/* the calls first, on their own: in the loop below they would make it
	 * keep its sums in memory around every call */
	for (k = 0, t = s->beg; t < s->end; k++, t++) {
		ah = s->m[k], ti = s->m2[k] - ah, nb = r->gn[t] - s->m2[k];
		is = r->ginv[t], z = (x - r->gmu[t]) * is;
		pdf[k] = exp(-0.5 * z * z) * is * 0.39894228040143267794;
		pb[k] = nb > 0 || (s->split && ti > 0) ? normal_cdf(z) : 1;
		pa[k] = ah > 0 || (s->split && ti > 0) ? -normal_cdf(-z) : -1;
	}
	for (k = 0, t = s->beg; t < s->end; k++, t++) {
		ah = s->m[k], ti = s->m2[k] - ah, nb = r->gn[t] - s->m2[k];
		is = r->ginv[t], z = (x - r->gmu[t]) * is, a = z * is, i2 = is * is;
		if (s->split && ti > 0)	/* a tie: half of each */
			nb += 0.5 * ti, ah += 0.5 * ti;
		else if (ti > 0)
			f0 -= ti * a, f1 -= ti * i2;
		if (nb > 0) {
			mills4(pdf[k], pb[k], a, i2, lb);
			f0 += nb * lb[0], f1 += nb * lb[1], f2 += nb * lb[2], f3 += nb * lb[3];
			d2 += nb * fabs(lb[2]), d4 += nb * fabs(lb[4]);
		}
		if (ah > 0) {
			mills4(pdf[k], pa[k], a, i2, la);
			f0 += ah * la[0], f1 += ah * la[1], f2 += ah * la[2], f3 += ah * la[3];
			d2 += ah * fabs(la[2]), d4 += ah * fabs(la[4]);
		}
	}
	c = f1 < 0 ? 2 / -f1 : INFINITY;
	f[0] = f0, f[1] = f1, f[2] = f2, f[3] = f3, f[4] = c * d2, f[5] = c * d4;
}

/* gaussian, a window: the root in [lo, hi] (the sum falls), from gauss_start */
double
mmr_gauss_root(struct mmr_sum *s, double lo, double hi, struct mmr_at *at)
{
	return mmr_solve4(lo, hi, gauss_start(s), -1, gauss4, s, at);
}
