/*
 * perf.c - model mmr's performances (mmr.h, doc/rules/mmr.md): a
 * contest's terms N(mu, vol^2), merged by bucket, and each player's
 * performance, the root of the sum of its comparisons with the terms
 * nearest it, logistic or gaussian.
 */
#include "mmr.h"
#include "normal.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

static double
bucket(double x, double width)
{
	return width > 0 ? round(x / width) : x;
}

/* the comparator's context: per thread (fit -j rates points at once) */
static _Thread_local const struct prow *sort_pr;
static _Thread_local double sort_width;

static int
by_term(const void *a, const void *b)
{
	const struct prow *x = &sort_pr[*(const size_t *)a], *y = &sort_pr[*(const size_t *)b];
	double w = sort_width, bx, by;

	bx = bucket(x->mu, w), by = bucket(y->mu, w);
	if (bx != by)
		return bx < by ? -1 : 1;
	bx = bucket(x->vol, w), by = bucket(y->vol, w);
	if (bx != by)
		return bx < by ? -1 : 1;
	if (x->place != y->place)
		return x->place < y->place ? -1 : 1;
	return *(const size_t *)a < *(const size_t *)b ? -1 : 1;
}

/*
 * The terms N(mu, vol^2) of the game's players sorted by bucket(mu),
 * bucket(vol), place; neighbours in one bucket of both merge into one
 * term (mu and vol their running means, as Elo-MMR merges), its places
 * gplace[gstart[t] ..], sorted.
 */
void
mmr_terms_make(struct mmr_terms *r, const struct mmr_params *par, const struct prow *pr, size_t n)
{
	size_t k, t = 0;
	double w = par->bucket;

	r->ord = xrealloc(r->ord, n * sizeof *r->ord);
	r->gstart = xrealloc(r->gstart, (n + 1) * sizeof *r->gstart);
	r->gmu = xrealloc(r->gmu, n * sizeof *r->gmu);
	r->gsig = xrealloc(r->gsig, n * sizeof *r->gsig);
	r->gkey = xrealloc(r->gkey, n * sizeof *r->gkey);
	r->gwout = xrealloc(r->gwout, n * sizeof *r->gwout);
	r->gplace = xrealloc(r->gplace, n * sizeof *r->gplace);
	r->gn = xrealloc(r->gn, n * sizeof *r->gn);
	r->ginv = xrealloc(r->ginv, n * sizeof *r->ginv);
	r->gone = xrealloc(r->gone, n * sizeof *r->gone);
	r->rterm = xrealloc(r->rterm, n * sizeof *r->rterm);
	for (k = 0; k < n; k++)
		r->ord[k] = k;
	sort_pr = pr;
	sort_width = w;
	qsort(r->ord, n, sizeof *r->ord, by_term);
	for (k = 0; k < n; k++) {
		const struct prow *x = &pr[r->ord[k]];

		r->gplace[k] = x->place;
		if (t > 0 && bucket(r->gmu[t - 1], w) == bucket(x->mu, w) &&
		    bucket(r->gsig[t - 1], w) == bucket(x->vol, w)) {
			double len = (double)(k - r->gstart[t - 1]);

			r->gmu[t - 1] = (len * r->gmu[t - 1] + x->mu) / (len + 1);
			r->gsig[t - 1] = (len * r->gsig[t - 1] + x->vol) / (len + 1);
			r->rterm[r->ord[k]] = t - 1;
			continue;
		}
		r->rterm[r->ord[k]] = t;
		r->gstart[t] = k;
		r->gmu[t] = x->mu;
		r->gsig[t] = x->vol;
		t++;
	}
	r->gstart[t] = n;
	r->ng = t;
	r->wargmax = 0;
	for (k = 0; k < t; k++) {
		r->gkey[k] = bucket(r->gmu[k], w);
		r->gn[k] = (double)(r->gstart[k + 1] - r->gstart[k]);
		r->ginv[k] = 1 / r->gsig[k];
		r->gone[k] = r->gstart[k + 1] - r->gstart[k] == 1 ? r->gplace[r->gstart[k]] : LONG_MIN;
		r->gwout[k] = MMR_TM / r->gsig[k];
		if (0.5 * r->gwout[k] > r->wargmax)
			r->wargmax = 0.5 * r->gwout[k];
	}
}

/* the first of n sorted longs at or above x */
static size_t
lower(const long *a, size_t n, long x)
{
	size_t lo = 0, hi = n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (a[mid] < x)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* the terms the performance of a player of this mu is taken from: [beg, end) */
static void
window(const struct mmr_terms *r, const struct mmr_params *par, double mu, size_t *beg,
    size_t *end)
{
	size_t want = par->subsample < 0 ? SIZE_MAX : (size_t)par->subsample;
	size_t lo = 0, hi = r->ng, mid, b, e, ex;
	double key = bucket(mu, par->bucket);

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (r->gkey[mid] < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* Elo-MMR's subsample: half the rest each side, then what one side lacks */
	b = lo, e = lo + 1;
	ex = want > 1 ? want - 1 : 0;
	ex = ex / 2 + ex % 2;
	b = b > ex ? b - ex : 0;
	e = e >= r->ng || ex >= r->ng - e ? r->ng : e + ex;
	ex = want > e - b ? want - (e - b) : 0;
	b = b > ex ? b - ex : 0;
	e = e >= r->ng || ex >= r->ng - e ? r->ng : e + ex;
	*beg = b;
	*end = e;
}

/*
 * One player's sum over its window, made ready once (mmr_sum_make) and
 * then evaluated at each Newton step: its window, and the counts of each
 * term's places ahead and ahead or tied.  A place's sum with the whole
 * contest (mmr_sum_place, logistic) keeps none: a term of one place is
 * compared as it is evaluated, the others counted then.  For the starts of
 * contest.c, a place's sum is also W(x) + c + T(x): W = sum_t n_t
 * val_t(x), val_t = -w_out tanh((x - mu_t) w_arg), the same for every
 * place; c = sum_t w_out ((places behind) - (places ahead)); T the tied
 * terms' extra val_t (mmr_sum_place, mmr_sum_tied).
 */
static void
sum_room(struct mmr_sum *s, size_t n)
{
	if (n <= s->cap)
		return;
	s->cap = n;
	s->m = xrealloc(s->m, n * sizeof *s->m);
	s->m2 = xrealloc(s->m2, n * sizeof *s->m2);
	s->ex = xrealloc(s->ex, n * sizeof *s->ex);
	s->tied = xrealloc(s->tied, n * sizeof *s->tied);
}

/* the places of term t ahead of `place` (*s) and ahead or tied (*e) */
void
mmr_term_counts(const struct mmr_terms *r, size_t t, long place, size_t *s, size_t *e)
{
	const long *pl = r->gplace + r->gstart[t];
	size_t n = r->gstart[t + 1] - r->gstart[t];

	if (n == 1) {
		*s = pl[0] < place, *e = pl[0] <= place;
	} else {
		*s = lower(pl, n, place);
		*e = lower(pl, n, place + 1);
	}
}

void
mmr_sum_make(struct mmr_sum *s, const struct mmr_terms *r, const struct mmr_params *par,
    long place, double mu)
{
	size_t t, k, a, e;

	s->tm = r;
	s->split = par->split_ties;
	s->gaussian = par->variant == MMR_GAUSSIAN;
	s->place = place;
	s->shared = 0;
	s->window = par->subsample >= 0 && (size_t)par->subsample < r->ng;
	window(r, par, mu, &s->beg, &s->end);
	sum_room(s, s->end - s->beg);
	s->c = 0;
	s->ntied = 0;
	if (!s->gaussian)	/* window.c counts as it goes */
		return;
	for (t = s->beg, k = 0; t < s->end; t++, k++) {
		mmr_term_counts(r, t, place, &a, &e);
		s->m[k] = (double)a;
		s->m2[k] = (double)e;
	}
}

/*
 * The same sum for place `place` when every window is the whole contest
 * (logistic): the multipliers are the terms' own counts (tm->gn), the
 * constant c is given (contest.c has it from the places' running sums),
 * and the terms the place's rows belong to are its tied terms.
 */
void
mmr_sum_place(struct mmr_sum *s, const struct mmr_terms *r, const struct mmr_params *par,
    long place, double c, const size_t *rows, size_t n)
{
	size_t k, j, t;

	s->tm = r;
	s->split = par->split_ties;
	s->gaussian = 0;
	s->place = place;
	s->beg = 0, s->end = r->ng;
	s->shared = 1;
	s->window = 0;
	s->c = c;
	s->ntied = 0;
	sum_room(s, n);
	if (s->split)
		return;
	for (k = 0; k < n; k++) {
		t = r->rterm[rows[k]];
		for (j = 0; j < s->ntied && s->tied[j] != t; j++)
			;
		if (j == s->ntied) {
			s->tied[s->ntied] = t;
			s->m2[s->ntied++] = 0;
		}
		s->m2[j]++;
	}
}

/*
 * Logistic, at x: each term's comparisons as Elo-MMR adds them, but each
 * in a form without cancellation: with q = 1/(1 + e^2z),
 *   behind: -w tanh z + w = 2 w q,   ahead: -w tanh z - w = -2 w e^2z q,
 *   tied: -2 w tanh z (-w tanh z when split),
 * e^2z taken as e^-2z's inverse where z > 0, so nothing overflows.  Far
 * from x (the top or bottom places) every term is nearly its own
 * constant: adding them as -w tanh + constants would lose to rounding
 * what these forms keep (a sum of 10,000 terms of about w fixes its
 * root there only to 1e-8).  W and W' (every place's shared part, tm->gn
 * per term) are added up beside, for the starts (start.c).
 */
static void
eval_logistic(struct mmr_sum *s, double x, double *v, double *d)
{
	const struct mmr_terms *r = s->tm;
	double sv = 0, sd = 0, w = 0, dw = 0, wo, wa, z, e, k, q, eq, th, s2, n, ah, ti, tot;
	double tk = s->split ? 1 : 2;
	long pl;
	size_t t, a, b;

	/* the exps first, on their own: a call in the loop below would make
	 * it keep its sums in memory around every call */
	sum_room(s, s->end - s->beg);
	for (t = s->beg; t < s->end; t++)
		s->ex[t - s->beg] = exp(-2 * fabs((x - r->gmu[t]) * 0.5 * r->gwout[t]));
	for (t = s->beg; t < s->end; t++) {
		n = r->gn[t];
		if (!s->shared) {	/* counted once, by mmr_sum_make */
			ah = s->m[t - s->beg], ti = s->m2[t - s->beg] - ah;
		} else if ((pl = r->gone[t]) != LONG_MIN) {
			ah = pl < s->place, ti = pl == s->place;
		} else {
			mmr_term_counts(r, t, s->place, &a, &b);
			ah = (double)a, ti = (double)(b - a);
		}
		wo = r->gwout[t], wa = 0.5 * wo;
		z = (x - r->gmu[t]) * wa;
		e = s->ex[t - s->beg];	/* e^2z or e^-2z, at most 1 */
		k = 1 / (1 + e);
		if (z > 0)
			q = e * k, eq = k, th = (1 - e) * k;
		else
			q = k, eq = e * k, th = (e - 1) * k;
		s2 = 4 * e * k * k;
		tot = n + (s->split ? 0 : ti);
		sv += 2 * wo * (q * (n - ah - ti) - eq * ah) - tk * wo * th * ti;
		sd -= wo * wa * s2 * tot;
		w -= n * wo * th;
		dw -= n * wo * wa * s2;
	}
	*v = sv;
	*d = sd;
	s->w = w;
	s->dw = dw;
}

/*
 * term t, gaussian: one place of it ahead of x, tied, behind, each its
 * d/dx ln P, slope and second derivative (f[0..2], f[3..5], f[6..8]);
 * ahead and behind only where asked (each an erfc), behind as well when
 * a split tie needs both.
 */
static inline __attribute__((always_inline)) void
gauss_parts(const struct mmr_terms *r, int split, size_t t, double x, int ahead, int behind,
    double f[9])
{
	double is = r->ginv[t], z = (x - r->gmu[t]) * is;
	double pdf = exp(-0.5 * z * z) * is * 0.39894228040143267794, a = z * is, i2 = is * is;
	double lv = 0, gv = 0, ld = 0, gd = 0, ldd = 0, gdd = 0;

	/* d/dx pdf = -a pdf, so (ln P)' = pdf/P has slope -(ln P)' (a + (ln P)') */
	if (ahead) {
		lv = pdf / -normal_cdf(-z), ld = -lv * (a + lv);
		ldd = -ld * (a + lv) - lv * (i2 + ld);
	}
	if (behind) {
		gv = pdf / normal_cdf(z), gd = -gv * (a + gv);
		gdd = -gd * (a + gv) - gv * (i2 + gd);
	}
	f[0] = lv, f[1] = ld, f[2] = ldd;
	f[6] = gv, f[7] = gd, f[8] = gdd;
	if (split)
		f[3] = 0.5 * (gv + lv), f[4] = 0.5 * (gd + ld), f[5] = 0.5 * (gdd + ldd);
	else
		f[3] = -a, f[4] = -i2, f[5] = 0;
}

/* term t, gaussian: s of its places ahead of x, e - s tied, n - e behind */
static void
eval_gaussian(const struct mmr_terms *r, int split, size_t t, double s, double e, double x,
    double *v, double *d, double *dd)
{
	double n = r->gn[t], f[9];
	int tie = split && e > s;

	gauss_parts(r, split, t, x, s > 0 || tie, e < n || tie, f);
	if (split && !(e > s))
		f[3] = f[4] = f[5] = 0;
	*v += s * f[0] + (e - s) * f[3] + (n - e) * f[6];
	*d += s * f[1] + (e - s) * f[4] + (n - e) * f[7];
	*dd += s * fabs(f[2]) + (e - s) * fabs(f[5]) + (n - e) * fabs(f[8]);
}

/* gaussian: one place of term t ahead of x, tied, behind: each d/dx ln P and its slope */
void
mmr_gauss_cmp(const struct mmr_terms *r, int split, size_t t, double x, double f[6])
{
	double g[9];
	int k;

	gauss_parts(r, split, t, x, 1, 1, g);
	for (k = 0; k < 3; k++)
		f[2 * k] = g[3 * k], f[2 * k + 1] = g[3 * k + 1];
}

/*
 * The player's sum and its slope at x, and a bound on |f''/f'| near x.
 * Logistic: |f''| <= 2 max(w_arg) |f'| everywhere (each term's second
 * derivative is -2 w_arg tanh times its first, all of one sign).
 * Gaussian: twice the terms' |f''| over |f'| at x, which the step's
 * neighbourhood (a part in 1e6 of vol at most where it is used) cannot
 * halve.
 */
void
mmr_sum_eval(void *arg, double x, double *v, double *d, double *curv)
{
	struct mmr_sum *s = arg;
	double dd = 0;
	size_t t;

	if (!s->gaussian) {
		eval_logistic(s, x, v, d);
		*curv = 2 * s->tm->wargmax;
		return;
	}
	*v = *d = 0;
	for (t = s->beg; t < s->end; t++)
		eval_gaussian(s->tm, s->split, t, s->m[t - s->beg], s->m2[t - s->beg], x, v, d, &dd);
	*curv = *d < 0 ? 2 * dd / -*d : 0;
}

/* logistic, ties counted both ways: the tied terms' extra part and its slope */
void
mmr_sum_tied(const struct mmr_sum *s, double x, double *v, double *d)
{
	const struct mmr_terms *r = s->tm;
	double wo, wa, th;
	size_t k, t;

	*v = *d = 0;
	for (k = 0; k < s->ntied; k++) {
		t = s->tied[k];
		wo = r->gwout[t], wa = 0.5 * wo;
		th = tanh((x - r->gmu[t]) * wa);
		*v -= s->m2[k] * wo * th;
		*d -= s->m2[k] * wo * wa * (1 - th * th);
	}
}

void
mmr_sum_free(struct mmr_sum *s)
{
	free(s->m);
	free(s->m2);
	free(s->ex);
	free(s->tied);
	free(s->wk);
}

void
mmr_terms_free(struct mmr_terms *r)
{
	free(r->ord);
	free(r->gstart);
	free(r->gmu);
	free(r->gsig);
	free(r->gkey);
	free(r->gwout);
	free(r->gplace);
	free(r->gn);
	free(r->ginv);
	free(r->gone);
	free(r->rterm);
}
