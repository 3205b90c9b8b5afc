/*
 * start.c - model mmr: where a place's solve starts (contest.c), from
 * the points the earlier rounds left, so that Newton ends in one or two
 * evaluations of its sum.
 *
 * Logistic: every place's sum is W(x) + c_p + T_p(x) (perf.c), and the
 * points hold W and W': the start is the root of W's cubic between the
 * two points around it, plus c_p and T_p.
 * Gaussian: the sums do not share a part, but two places' sums differ
 * only in the rows placed between them, each a comparison that changes
 * sides.  So with a and b the nearest earlier places above and below p,
 *     f_p(x) = f_a(x) + D_ap(x),
 * D_ap the rows from a's place to p's (each one's new comparison less
 * its old).  f_a is known where a ended, and at b's point as f_b - D_ab:
 * the start is the root of f_a's cubic between the two, plus D_ap.
 */
#include "mmr.h"
#include "rp.h"

#include <math.h>

/* the cubic (Hermite) through points a and b, and its slope, at x */
static void
cubic(const struct mmr_at *a, const struct mmr_at *b, double x, double *w, double *dw)
{
	double h = b->x - a->x, t = (x - a->x) / h, t2 = t * t, t3 = t2 * t;

	*w = (2 * t3 - 3 * t2 + 1) * a->v + (t3 - 2 * t2 + t) * h * a->d +
	    (3 * t2 - 2 * t3) * b->v + (t3 - t2) * h * b->d;
	*dw = ((6 * t2 - 6 * t) * a->v + (3 * t2 - 4 * t + 1) * h * a->d +
	    (6 * t - 6 * t2) * b->v + (3 * t2 - 2 * t) * h * b->d) / h;
}

/* W + c_p + T_p at point i */
static double
at_node(const struct mmr_contest *c, const struct mmr_sum *s, size_t i)
{
	double tv, td;

	mmr_sum_tied(s, c->pts[i].x, &tv, &td);
	return c->pts[i].v + s->c + tv;
}

/*
 * Logistic: where place s starts: the points (by x, W falling) around
 * its root, then Newton on W's cubic plus its own constant and tied
 * terms, kept between them.  NAN when no point lies on either side.
 */
double
mmr_start_logistic(const struct mmr_contest *c, const struct mmr_sum *s)
{
	size_t lo = 0, hi = c->npts - 1, mid;
	double x, w, dw, tv, td, f, a, b;
	int k;

	if (c->npts < 2 || at_node(c, s, lo) < 0 || at_node(c, s, hi) > 0)
		return NAN;
	while (hi - lo > 1) {
		mid = lo + (hi - lo) / 2;
		if (at_node(c, s, mid) > 0)
			lo = mid;
		else
			hi = mid;
	}
	a = c->pts[lo].x, b = c->pts[hi].x;
	if (!(b > a))
		return a;
	x = 0.5 * (a + b);
	for (k = 0; k < 6; k++) {
		cubic(&c->pts[lo], &c->pts[hi], x, &w, &dw);
		mmr_sum_tied(s, x, &tv, &td);
		f = w + s->c + tv;
		if (!(dw + td < 0))
			break;
		x -= f / (dw + td);
		x = x < a ? a : x > b ? b : x;
	}
	return x;
}


enum { CMP_AHEAD, CMP_TIE, CMP_BEHIND };

/*
 * D_ap(x) and its slope: the rows of places a .. p (a above p), each its
 * comparison as p sees it less as a does: a's own place is a tie for a,
 * ahead of p; between, behind a and ahead of p; p's place behind a, a
 * tie for p.
 */
static int
delta(const struct mmr_contest *c, size_t a, size_t p, double x, double *v, double *d)
{
	long pa = c->pr[c->rep[a]].place, pp = c->pr[c->rep[p]].place, pl;
	double f[6];
	size_t k, q;
	int ca, cp;

	*v = *d = 0;
	for (k = c->first[a]; k < c->first[p + 1]; k++) {
		q = c->row[k];
		pl = c->pr[q].place;
		ca = pl == pa ? CMP_TIE : CMP_BEHIND;
		cp = pl < pp ? CMP_AHEAD : CMP_TIE;
		mmr_gauss_cmp(c->tm, c->par->split_ties, c->tm->rterm[q], x, f);
		*v += f[2 * cp] - f[2 * ca];
		*d += f[2 * cp + 1] - f[2 * ca + 1];
	}
	return isfinite(*v) && isfinite(*d);
}

double
mmr_start_gaussian(const struct mmr_contest *c, size_t p, int round)
{
	size_t step = round == 1 ? 32 : 4, a = p - p % step, b = a + step, k;
	struct mmr_at na, nb;
	double v, d, x, lo, hi, f, df;

	if (b >= c->nrep)
		b = c->nrep - 1;
	na = c->node[a], nb = c->node[b];
	if (!(nb.x < na.x) || !delta(c, a, b, nb.x, &v, &d))
		return NAN;
	nb.v -= v, nb.d -= d;	/* f_a at b's point */
	lo = nb.x, hi = na.x, x = 0.5 * (lo + hi);
	for (k = 0; k < 6; k++) {
		cubic(&nb, &na, x, &f, &df);
		if (!delta(c, a, p, x, &v, &d) || !(df + d < 0))
			return x;
		x -= (f + v) / (df + d);
		x = x < lo ? lo : x > hi ? hi : x;
	}
	return x;
}
