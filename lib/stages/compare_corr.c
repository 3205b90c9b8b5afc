/*
 * compare_corr.c - the rank correlations of `rank --compare`'s summary
 * (compare_corr.h; definitions and a worked example: compare.c): Kendall
 * tau-b by counting inversions in a merge sort, O(n log n), and
 * Spearman rho as the Pearson correlation of tie-averaged ranks.
 */
#include "compare_corr.h"
#include "rp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/*
 * Both statistics in O(n log n) (a list can hold every player of a
 * federation): ranks by sorting, and Kendall's tau-b by Knight's
 * method (W. R. Knight, "A computer method for calculating Kendall's
 * tau with ungrouped data", JASA 61, 1966): sort the pairs by x, then
 * by y within tied x; a merge sort of the y column then swaps exactly
 * the pairs that are discordant (ties in y never swap, ties in x are
 * in y order already), and the ties are runs of the sorted columns.
 * Counts are exact integers; the statistics are computed from them as
 * the pairwise definition in compare.c gives them.
 */

struct xy {
	double x, y;
};

static int
by_x_then_y(const void *a, const void *b)
{
	const struct xy *p = a, *q = b;

	if (p->x != q->x)
		return p->x < q->x ? -1 : 1;
	return (p->y > q->y) - (p->y < q->y);
}

struct valpos {
	double v;
	size_t i;
};

static int
by_value_down(const void *a, const void *b)
{
	const struct valpos *p = a, *q = b;

	if (p->v != q->v)
		return p->v > q->v ? -1 : 1;
	return (p->i > q->i) - (p->i < q->i);
}

/* Pairs within runs of equal values of sorted v: sum of t(t-1)/2. */
static unsigned long long
tied_pairs(const double *v, size_t n)
{
	unsigned long long pairs = 0;
	size_t i = 0, j;

	while (i < n) {
		for (j = i + 1; j < n && v[j] == v[i]; j++)
			;
		pairs += (unsigned long long)(j - i) * (j - i - 1) / 2;
		i = j;
	}
	return pairs;
}

/*
 * Sort v ascending (bottom-up merge sort through tmp) and return the
 * number of pairs i < j with v[i] > v[j] it put in order.
 */
static unsigned long long
sort_count_inversions(double *v, double *tmp, size_t n)
{
	unsigned long long inv = 0;
	double *src = v, *dst = tmp, *t;
	size_t w, lo;

	for (w = 1; w < n; w *= 2) {
		for (lo = 0; lo < n; lo += 2 * w) {
			size_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
			size_t i = lo, j = mid, k = lo;

			while (i < mid && j < hi) {
				if (src[j] < src[i]) {
					inv += mid - i;	/* src[j] jumps every left one still waiting */
					dst[k++] = src[j++];
				} else {
					dst[k++] = src[i++];
				}
			}
			while (i < mid)
				dst[k++] = src[i++];
			while (j < hi)
				dst[k++] = src[j++];
		}
		t = src, src = dst, dst = t;
	}
	if (src != v)
		memcpy(v, src, n * sizeof *v);
	return inv;
}

/* Kendall tau-b of (x, y); NAN when undefined. */
static double
kendall_tau_b(const double *x, const double *y, size_t n)
{
	struct xy *p = xmalloc((n + 1) * sizeof *p);
	double *v = xmalloc((n + 1) * sizeof *v), *tmp = xmalloc((n + 1) * sizeof *tmp);
	unsigned long long pairs = (unsigned long long)n * (n ? n - 1 : 0) / 2;
	unsigned long long tx, txy = 0, ty, disc, conc;
	double n0, n1, n2;
	size_t i, j;

	for (i = 0; i < n; i++)
		p[i].x = x[i], p[i].y = y[i];
	qsort(p, n, sizeof *p, by_x_then_y);
	for (i = 0; i < n; i++)
		v[i] = p[i].x;
	tx = tied_pairs(v, n);
	for (i = 0; i < n; i = j) {	/* pairs tied in both x and y */
		for (j = i + 1; j < n && p[j].x == p[i].x && p[j].y == p[i].y; j++)
			;
		txy += (unsigned long long)(j - i) * (j - i - 1) / 2;
	}
	for (i = 0; i < n; i++)
		v[i] = p[i].y;
	disc = sort_count_inversions(v, tmp, n);
	ty = tied_pairs(v, n);
	/* every pair is tied in x, tied in y (both counted in tx and ty), or else one of these */
	conc = pairs - tx - ty + txy - disc;
	free(p);
	free(v);
	free(tmp);
	n0 = (double)pairs, n1 = (double)tx, n2 = (double)ty;
	return n0 > n1 && n0 > n2 ? ((double)conc - (double)disc) / sqrt((n0 - n1) * (n0 - n2)) : NAN;
}

/* Tie-averaged ranks, largest value first (rank 1). */
static void
avg_ranks(const double *v, size_t n, double *rank)
{
	struct valpos *s = xmalloc((n + 1) * sizeof *s);
	size_t i, j, k;

	for (i = 0; i < n; i++)
		s[i].v = v[i], s[i].i = i;
	qsort(s, n, sizeof *s, by_value_down);
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && s[j].v == s[i].v; j++)
			;
		/* i values above, j - i equal: they share ranks i + 1 .. j */
		for (k = i; k < j; k++)
			rank[s[k].i] = (double)i + ((double)(j - i) + 1) / 2;
	}
	free(s);
}

/* Kendall tau-b and Spearman rho of (x, y); NAN when undefined. */
void
cmp_rank_correlation(const double *x, const double *y, size_t n, double *tau, double *rho)
{
	double *rx = xmalloc((n + 1) * sizeof *rx), *ry = xmalloc((n + 1) * sizeof *ry);
	double sxy = 0, sxx = 0, syy = 0, mean = ((double)n + 1) / 2;
	size_t i;

	*tau = kendall_tau_b(x, y, n);
	avg_ranks(x, n, rx);
	avg_ranks(y, n, ry);
	for (i = 0; i < n; i++) {
		sxy += (rx[i] - mean) * (ry[i] - mean);
		sxx += (rx[i] - mean) * (rx[i] - mean);
		syy += (ry[i] - mean) * (ry[i] - mean);
	}
	*rho = sxx > 0 && syy > 0 ? sxy / sqrt(sxx * syy) : NAN;
	free(rx);
	free(ry);
}
