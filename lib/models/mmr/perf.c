/*
 * perf.c - model mmr's performances (mmr.h, doc/rules/mmr.md): a
 * contest's terms N(mu, vol^2), merged by bucket, and each player's
 * performance, the root of the sum of its comparisons with the terms
 * nearest it, logistic or gaussian.
 */
#include "mmr.h"
#include "normal.h"
#include "rp.h"

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
			continue;
		}
		r->gstart[t] = k;
		r->gmu[t] = x->mu;
		r->gsig[t] = x->vol;
		t++;
	}
	r->gstart[t] = n;
	r->ng = t;
	for (k = 0; k < t; k++) {
		r->gkey[k] = bucket(r->gmu[k], w);
		r->gwout[k] = MMR_TM / r->gsig[k];
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

struct perf_arg {
	const struct mmr_terms *r;
	int split, gaussian;
	long place;
	size_t beg, end;
};

/* term t, logistic: its value and slope at x for a player of this place */
static void
eval_logistic(const struct mmr_terms *r, int split, size_t t, long place, double x, double *v,
    double *d)
{
	const long *pl = r->gplace + r->gstart[t];
	size_t n = r->gstart[t + 1] - r->gstart[t], s, e;
	double wout = r->gwout[t], warg = 0.5 * wout, z = (x - r->gmu[t]) * warg;
	double th = tanh(z), val = -th * wout, slope = -(1 - th * th) * warg * wout, tot;

	if (n == 1) {
		s = pl[0] < place, e = pl[0] <= place;
	} else {
		s = lower(pl, n, place);
		e = lower(pl, n, place + 1);
	}
	tot = (double)n + (split ? 0 : (double)(e - s));
	*v += val * tot + wout * ((double)(n - e) - (double)s);
	*d += slope * tot;
}

/*
 * term t, gaussian: d/dx ln P(the term behind x), P(ahead), its density;
 * only the comparisons the term holds are computed (each an erfc).
 */
static void
eval_gaussian(const struct mmr_terms *r, int split, size_t t, long place, double x, double *v,
    double *d)
{
	const long *pl = r->gplace + r->gstart[t];
	size_t n = r->gstart[t + 1] - r->gstart[t], s, e;
	double sg = r->gsig[t], z = (x - r->gmu[t]) / sg, pdf = exp(-0.5 * z * z) /
	    (sg * 2.50662827463100050242), dpdf = -z * pdf / sg;
	double cdf = 0, cdfm1 = 0, lv = 0, gv = 0, ev, ld = 0, gd = 0, ed;

	if (n == 1) {
		s = pl[0] < place, e = pl[0] <= place;
	} else {
		s = lower(pl, n, place);
		e = lower(pl, n, place + 1);
	}
	if (s > 0 || (split && e > s)) {
		cdfm1 = -normal_cdf(-z);
		lv = pdf / cdfm1, ld = dpdf / cdfm1 - lv * lv;
	}
	if (e < n || (split && e > s)) {
		cdf = normal_cdf(z);
		gv = pdf / cdf, gd = dpdf / cdf - gv * gv;
	}
	if (split) {
		ev = e > s ? 0.5 * (gv + lv) : 0;
		ed = e > s ? 0.5 * (dpdf * (1 / cdf + 1 / cdfm1) - gv * gv - lv * lv) : 0;
	} else {
		ev = -z / sg;
		ed = -1 / (sg * sg);
	}
	*v += (double)s * lv + (double)(e - s) * ev + (double)(n - e) * gv;
	*d += (double)s * ld + (double)(e - s) * ed + (double)(n - e) * gd;
}

static void
perf_f(void *arg, double x, double *v, double *d)
{
	const struct perf_arg *a = arg;
	size_t t;

	*v = *d = 0;
	if (a->gaussian)
		for (t = a->beg; t < a->end; t++)
			eval_gaussian(a->r, a->split, t, a->place, x, v, d);
	else
		for (t = a->beg; t < a->end; t++)
			eval_logistic(a->r, a->split, t, a->place, x, v, d);
}

double
mmr_performance(const struct mmr_terms *r, const struct mmr_params *par, const struct prow *pr)
{
	struct perf_arg a;
	double lo, hi, p;

	a.r = r;
	a.split = par->split_ties;
	a.gaussian = par->variant == MMR_GAUSSIAN;
	a.place = pr->place;
	window(r, par, pr->mu, &a.beg, &a.end);
	mmr_bounds(par, &lo, &hi);
	p = mmr_solve(lo, hi, -1, perf_f, &a);
	return isnan(par->ceiling) || p <= par->ceiling ? p : par->ceiling;
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
}
