/*
 * player.c - a player's belief under Elo-MMR (mmr.h): the noise of
 * a contest, the performance taken in, the factors' text in the list.
 */
#include "mmr.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/*
 * A step to *nx that leaves the bracket (lo, hi) halves the bracket
 * instead; 0 when it cannot shrink (*nx is then x: the solve ends).
 */
static int
in_bracket(double *nx, double x, double lo, double hi)
{
	if (*nx > lo && *nx < hi)
		return 1;
	*nx = 0.5 * (lo + hi);
	if (*nx > lo && *nx < hi)
		return 1;
	*nx = x;
	return 0;
}

/*
 * Newton's method kept inside a shrinking bracket [lo, hi] around the
 * root of f, increasing (dir 1) or decreasing (dir -1), from x0 (NAN: the
 * middle): the sign of f says on which side of x the root is; a Newton
 * step that leaves the bracket (or a flat f, far out where tanh
 * saturates) halves it instead.  Ends when the step moves x by a few
 * ulps at most or the bracket cannot shrink; or, when f gives curv >=
 * |f''/f'| near the root (0: not known), when the step's own error,
 * below curv/2 step^2 e^(curv step), is under an ulp: the next step would
 * not move x.  *at (if not NULL) gets the last point evaluated and f, f'
 * there.
 */
double
mmr_solve_at(double lo, double hi, double x0, int dir, mmr_fn *f, void *arg, struct mmr_at *at)
{
	double x = x0 > lo && x0 < hi ? x0 : 0.5 * (lo + hi), v = 0, d = 0, curv = 0, nx = x, st;
	int it;

	for (it = 0; it < 1000; it++) {
		f(arg, x, &v, &d, &curv);
		nx = x;
		if (v == 0)
			break;
		if ((v > 0) == (dir > 0))
			hi = x;
		else
			lo = x;
		nx = x - v / d;
		st = 1.01 * fabs(nx - x);
		if (fabs(nx - x) <= 4 * DBL_EPSILON * fmax(fabs(x), 1) || (curv > 0 && nx > lo && nx < hi &&
		    0.5 * curv * st * st * exp(curv * st) <= 0.5 * DBL_EPSILON * fmax(fabs(nx), 1)))
			break;
		if (!in_bracket(&nx, x, lo, hi))
			break;
		x = nx;
	}
	if (at)
		*at = (struct mmr_at){ x, v, d };
	return nx;
}

/*
 * The step to the root of f's cubic (Taylor's, at x: f[0..3]), by
 * Newton from h = -f/f', and a bound on its distance to f's own root
 * r.  f[4] = g: |f''| <= g |f'| near x, so f' grows at most by
 * e^(g |dx|); f[5] = K: |f''''| <= K |f'| there.  Newton's point is
 * within dn = g/2 st^2 e^(g st) of r (st = 1.01 |h|, mmr_solve_at's
 * rule), so e = r - x is within E = |h| + dn, and the cubic P(e) = -R,
 * |R| <= (K/24) |f'| e^(gE) E^4; P(step) = 0, so |e - step| <= |R| /
 * min |P'| between them, |P'| >= |f'| - |f''| E2 - |f'''| E2^2 / 2, E2 =
 * max(E, |step|).  Far from r (g|h| >= 1/2) the step is Newton's and
 * *bound inf.
 */
static double
cubic_step(const double f[6], double *bound)
{
	double h = -f[0] / f[1], st = 1.01 * fabs(h), e = h, g = f[4], p, dp, dn, E, E2, lo;
	int k;

	*bound = INFINITY;
	if (!(g * fabs(h) < 0.5))
		return h;
	for (k = 0; k < 8; k++) {	/* from h, a few steps reach the cubic's root */
		p = f[0] + e * (f[1] + e * (f[2] / 2 + e * f[3] / 6));
		dp = f[1] + e * (f[2] + e * f[3] / 2);
		if (!(dp * f[1] > 0) || p == 0 || e - p / dp == e)
			break;
		e -= p / dp;
	}
	if (!(fabs(e) <= 2 * fabs(h)))
		return h;
	dn = 0.5 * g * st * st * exp(g * st);
	E = fabs(h) + dn;
	E2 = fmax(E, fabs(e));
	lo = fabs(f[1]) - fabs(f[2]) * E2 - fabs(f[3]) * E2 * E2 / 2;
	if (lo > 0)
		*bound = f[5] / 24 * fabs(f[1]) * exp(g * E) * E * E * E * E / lo;
	return e;
}

/*
 * The root of f in [lo, hi], f increasing (dir 1) or decreasing (-1),
 * from x0 (NAN: the middle): steps to the root of f's Taylor cubic
 * (cubic_step), kept inside the shrinking bracket as mmr_solve_at's;
 * ends when the step's bound is under half an ulp of the new point, or
 * the step is a few ulps, or the bracket cannot shrink.  *at (if not
 * NULL): the last point evaluated.
 */
double
mmr_solve4(double lo, double hi, double x0, int dir, mmr_fn4 *fn, void *arg, struct mmr_at *at)
{
	double x = x0 > lo && x0 < hi ? x0 : 0.5 * (lo + hi), f[6] = { 0 }, nx = x, bound;
	int it;

	for (it = 0; it < 1000; it++) {
		fn(arg, x, f);
		nx = x;
		if (f[0] == 0)
			break;
		if ((f[0] > 0) == (dir > 0))
			hi = x;
		else
			lo = x;
		nx = x + cubic_step(f, &bound);
		if (fabs(nx - x) <= 4 * DBL_EPSILON * fmax(fabs(x), 1) ||
		    (nx > lo && nx < hi && bound <= 0.5 * DBL_EPSILON * fmax(fabs(nx), 1)))
			break;
		if (!in_bracket(&nx, x, lo, hi))
			break;
		x = nx;
	}
	if (at)
		*at = (struct mmr_at){ x, f[0], f[1] };
	return nx;
}

/* z = (x - mu) w_arg and e^-2|z| of n terms at x */
void
mmr_exps_at(size_t n, const double *mu, const double *wa, double x, double *z, double *ex)
{
	size_t k;

	for (k = 0; k < n; k++)
		z[k] = (x - mu[k]) * wa[k];
	for (k = 0; k < n; k++)	/* the calls in a loop of their own */
		ex[k] = exp(-2 * fabs(z[k]));
}

/*
 * The same moved by dx: e^-2|z| times e^y, y = -+2 w_arg dx, from e^y's
 * Taylor series to degree m, its rest under |y|^(m+1)/(m+1)! e^|y|
 * (e^|y| < 1.3 for |y| <= MMR_SHIFT_MAX): m the least that makes it
 * 1e-17 (12 at MMR_SHIFT_MAX, 3 for a step of 1e-3 at w_arg 0.005); a
 * term whose z changes sign takes its exp anew.  amax: the largest w_arg.
 */
void
mmr_exps_shift(size_t n, const double *mu, const double *wa, double x, double dx, double amax,
    double *z, double *ex)
{
	double c[16], ym = 2 * amax * fabs(dx), rest = 1.3 * ym, nz, y, p;
	size_t k;
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

/* Elo-MMR's (-6000, 9000) at mu 1500, sigma 350, scaled with them. */
void
mmr_bounds(const struct mmr_params *par, double *lo, double *hi)
{
	double unit = par->init_sigma / 350;

	*lo = par->init_mu - 7500 * unit;
	*hi = par->init_mu + 7500 * unit;
}

struct tanh_term
mmr_term(double mu, double sigma)
{
	struct tanh_term t;

	t.mu = mu;
	t.wout = MMR_TM / sigma;
	t.warg = 0.5 * t.wout;
	return t;
}

/* 1/sigma^2 when new; the noise scales w_out down */
double
mmr_term_weight(const struct tanh_term *t)
{
	return t->warg * t->wout * 2 / (MMR_TM * MMR_TM);
}

/*
 * sigma^2 grows by sig_noise^2.  Gaussian variant: the posterior becomes
 * the one Gaussian factor.  Logistic: with decay = (sigma/sigma')^2 and
 * transfer = decay^rho, every logistic factor's weight is scaled by
 * transfer decay, the Gaussian factor's by decay, and the weight
 * (1 - transfer)(its own + the logistic ones) moves into it at the
 * posterior mean (Elo-MMR's noise with momentum, the paper's section 4).
 */
void
mmr_noise(const struct mmr_params *par, struct mplayer *p, double sig_noise)
{
	double s2 = hypot(p->sigma, sig_noise), decay, transfer, wn, wf, wt, tot;
	size_t i;

	if (par->variant == MMR_GAUSSIAN) {
		p->sigma = s2;
		p->nmu = p->mu;
		p->nsigma = p->sigma;
		p->nf = 0;
		return;
	}
	decay = (p->sigma / s2) * (p->sigma / s2);
	transfer = pow(decay, par->rho);
	p->sigma = s2;
	wn = 1 / (p->nsigma * p->nsigma);
	wf = transfer * wn;
	wt = wn;
	for (i = 0; i < p->nf; i++)
		wt += mmr_term_weight(&p->f[i]);
	wt *= 1 - transfer;
	tot = wf + wt;
	p->nmu = (wf * p->nmu + wt * p->mu) / tot;
	p->nsigma = 1 / sqrt(decay * tot);
	for (i = 0; i < p->nf; i++)
		p->f[i].wout *= transfer * decay;
}

int
mmr_fold(const struct mmr_params *par, struct mplayer *p)
{
	double wn, wl;

	if (par->history < 0 || p->nf < (size_t)par->history || p->nf == 0)
		return 0;
	wn = 1 / (p->nsigma * p->nsigma);
	wl = mmr_term_weight(&p->f[0]);
	p->nmu = (wn * p->nmu + wl * p->f[0].mu) / (wn + wl);
	p->nsigma = 1 / sqrt(wn + wl);
	memmove(p->f, p->f + 1, --p->nf * sizeof *p->f);
	return 1;
}

/*
 * nw (x - nmu) + sum w_out tanh((x - mu) w_arg): increasing; its first
 * three derivatives for mmr_solve4 (each tanh term's second, third and
 * fourth are its first times -2b tanh, -2b^2 (1 - 3 tanh^2), 4b^3 tanh
 * (4 - 6 tanh^2), b its w_arg; the line's are 0; so with a the largest
 * w_arg, g = 2a and K = 8a^3 everywhere).
 */
static void
robust_f(void *arg, double x, double f[6])
{
	const struct mplayer *p = arg;
	double nw = 1 / (p->nsigma * p->nsigma), t, g, wa, a = 0;
	size_t i;

	f[0] = nw * (x - p->nmu);
	f[1] = nw, f[2] = f[3] = 0;
	for (i = 0; i < p->nf; i++) {
		wa = p->f[i].warg;
		a = wa > a ? wa : a;
		t = tanh((x - p->f[i].mu) * wa);
		g = (1 - t * t) * wa * p->f[i].wout;
		f[0] += t * p->f[i].wout;
		f[1] += g;
		f[2] -= 2 * wa * t * g;
		f[3] -= 2 * wa * wa * (1 - 3 * t * t) * g;
	}
	f[4] = 2 * a, f[5] = 8 * a * a * a;
}

/*
 * The same sum with each tanh from e^-2|z| (tanh z = -+(1 - e)/(1 + e),
 * sech^2 z = 4e/(1 + e)^2), the exps moved rather than made anew after
 * the first evaluation (mmr_exps_shift): for up to MMR_ROBUST factors.
 */
#define MMR_ROBUST 128

struct robust {
	const struct mplayer *p;
	double mu[MMR_ROBUST], wa[MMR_ROBUST], z[MMR_ROBUST], ex[MMR_ROBUST], a, px;
	int have;
};

static void
robust_x(void *arg, double x, double f[6])
{
	struct robust *r = arg;
	const struct mplayer *p = r->p;
	double nw = 1 / (p->nsigma * p->nsigma), e, kk, t, g, wa;
	size_t i;

	if (r->have && 2 * r->a * fabs(x - r->px) <= MMR_SHIFT_MAX)
		mmr_exps_shift(p->nf, r->mu, r->wa, x, x - r->px, r->a, r->z, r->ex);
	else
		mmr_exps_at(p->nf, r->mu, r->wa, x, r->z, r->ex);
	r->have = 1, r->px = x;
	f[0] = nw * (x - p->nmu);
	f[1] = nw, f[2] = f[3] = 0;
	for (i = 0; i < p->nf; i++) {
		e = r->ex[i], kk = 1 / (1 + e), wa = r->wa[i];
		t = (r->z[i] > 0 ? 1 - e : e - 1) * kk;
		g = 4 * e * kk * kk * wa * p->f[i].wout;
		f[0] += t * p->f[i].wout;
		f[1] += g;
		f[2] -= 2 * wa * t * g;
		f[3] -= 2 * wa * wa * (1 - 3 * t * t) * g;
	}
	f[4] = 2 * r->a, f[5] = 8 * r->a * r->a * r->a;
}

/* from mu as it was: the new root is near it */
double
mmr_posterior_mu(const struct mmr_params *par, const struct mplayer *p)
{
	struct robust r;
	double lo, hi;
	size_t i;

	if (p->nf == 0)
		return p->nmu;
	mmr_bounds(par, &lo, &hi);
	if (p->nf > MMR_ROBUST)
		return mmr_solve4(lo, hi, p->mu, 1, robust_f, (void *)p, NULL);
	r.p = p, r.a = 0, r.have = 0, r.px = 0;
	for (i = 0; i < p->nf; i++) {
		r.mu[i] = p->f[i].mu, r.wa[i] = p->f[i].warg;
		r.a = r.wa[i] > r.a ? r.wa[i] : r.a;
	}
	return mmr_solve4(lo, hi, p->mu, 1, robust_x, &r, NULL);
}

/*
 * Gaussian: the performance N(perf, sperf^2) multiplies the Gaussian
 * factor.  Logistic: it becomes a logistic factor of its own (the oldest
 * folded first when the history is full), mu the root of the sum.
 * Either way 1/sigma^2 grows by 1/sperf^2.
 */
void
mmr_take(const struct mmr_params *par, struct mplayer *p, double perf, double sperf)
{
	double wp = 1 / (sperf * sperf), wn;

	if (par->variant == MMR_GAUSSIAN) {
		wn = 1 / (p->nsigma * p->nsigma);
		p->nmu = (wn * p->nmu + wp * perf) / (wn + wp);
		p->nsigma = 1 / sqrt(wn + wp);
		if (p->nf == 0) {
			p->mu = p->nmu;
			p->sigma = p->nsigma;
			return;
		}
	} else {
		(void)mmr_fold(par, p);
		xgrow(&p->f, &p->capf, p->nf + 1, sizeof *p->f);
		p->f[p->nf++] = mmr_term(perf, sperf);
	}
	p->mu = mmr_posterior_mu(par, p);
	p->sigma = 1 / sqrt(1 / (p->sigma * p->sigma) + wp);
}

void
mmr_factors_put(const struct mplayer *p, struct strbuf *sb)
{
	size_t i;

	sb_num(sb, p->nmu);
	sb_adds(sb, " ");
	sb_num(sb, p->nsigma);
	for (i = 0; i < p->nf; i++) {
		sb_adds(sb, " ");
		sb_num(sb, p->f[i].mu);
		sb_adds(sb, " ");
		sb_num(sb, p->f[i].warg);
		sb_adds(sb, " ");
		sb_num(sb, p->f[i].wout);
	}
}

/* the next number of s, up to a space; 0 at the end or when it is not one */
static int
next_num(const char **s, const char *end, double *x)
{
	const char *b = *s, *q;

	if (b >= end)
		return 0;
	for (q = b; q < end && *q != ' '; q++)
		;
	if (!num_parse(b, (size_t)(q - b), x) || !isfinite(*x))
		return 0;
	*s = q < end ? q + 1 : q;
	return 1;
}

int
mmr_factors_get(struct mplayer *p, const char *s, size_t len)
{
	const char *end = s + len;
	struct tanh_term t;

	p->nf = 0;
	if (!next_num(&s, end, &p->nmu) || !next_num(&s, end, &p->nsigma) || !(p->nsigma > 0))
		return 0;
	while (s < end) {
		if (!next_num(&s, end, &t.mu) || !next_num(&s, end, &t.warg) ||
		    !next_num(&s, end, &t.wout) || !(t.warg > 0) || !(t.wout > 0))
			return 0;
		xgrow(&p->f, &p->capf, p->nf + 1, sizeof *p->f);
		p->f[p->nf++] = t;
	}
	return 1;
}

void
mmr_player_free(struct mplayer *p)
{
	free(p->f);
}
