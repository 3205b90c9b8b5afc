/*
 * ts_trunc.c - TrueSkill's truncation of a difference (trueskill.c): the
 * functions v and w of a win and of a draw (Herbrich et al. 2006, the
 * additive corrections of the truncated Gaussian).
 */
#include "normal.h"
#include "skill.h"

#include <math.h>

static double
pdf(double x)
{
	return 0.39894228040143267794 * exp(-0.5 * x * x);
}

/*
 * A win: v = pdf(x)/cdf(x), w = v (v + x), x = difference - margin.  In
 * the lower tail (x < -5), where v + x loses digits and cdf(x) underflows
 * below -37, from the continued fraction of the Mills ratio, t = -x:
 *     v = t + K,  v + x = K,  K = 1/(t + 2/(t + 3/(t + ...)))
 * (60 terms: converged to the last bit from t = 5).
 */
static double
mills_k(double x)
{
	double t = -x, k = 0;
	int j;

	for (j = 60; j > 0; j--)
		k = j / (t + k);
	return k;
}

/*
 * v and w of a win together: the tail's continued fraction (60
 * dependent divisions) and pdf/cdf above it are computed once for both
 * (a 1,000,000-player game makes 22 M of these, 11 sweeps of 2 M), in the
 * same operations as each alone, so the bits are the same.
 */
void
ts_vw_win(double diff, double margin, double *v, double *w)
{
	double x = diff - margin, k;

	if (x >= -5) {
		*v = pdf(x) / normal_cdf(x);
		*w = *v * (*v + x);
	} else {
		k = mills_k(x);
		*v = -x + k;
		*w = *v * k;
	}
}

double
ts_v_draw(double diff, double margin)
{
	double ad = fabs(diff), a = margin - ad, b = -margin - ad;
	double den = normal_cdf(a) - normal_cdf(b), num = pdf(b) - pdf(a);

	return (den != 0 ? num / den : a) * (diff < 0 ? -1 : 1);
}

double
ts_w_draw(double diff, double margin)
{
	double ad = fabs(diff), a = margin - ad, b = -margin - ad;
	double den = normal_cdf(a) - normal_cdf(b), v = ts_v_draw(ad, margin);

	if (den == 0)
		return NAN;
	return v * v + (a * pdf(a) - b * pdf(b)) / den;
}
