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
 * evaluated backward from term n: k_j = j/(t + k_j+1), k_n+1 = 0.  60
 * terms converge to the last bit from t = 5; far in the tail fewer do
 * (a 1,000,000-player game's differences are mostly at t = 1e5 to 3e7).
 * Cutting at term n moves K by at most
 *     k_n+1 (n/t^2) prod_{j<n} j/(t + L_j+1)^2,  k_n+1 <= (n+1)/t,
 * L_m = m t/(t^2 + m + 1) <= k_m (each step's derivative, at k >= L),
 * relative to K >= t/(t^2 + 1): below 2^-83 from each row's t on (2^-30
 * of the double's last bit).  tests/models/skill/millstest.c computes the
 * bound and checks the bits against 60 terms (in the suite); with
 * bench/ts-mills.py, the values against mpmath.
 */
static const struct {
	double t;
	int terms;
} mills_terms[] = {
	{ 3e6, 2 }, { 3e4, 3 }, { 3e3, 4 }, { 1e3, 5 }, { 300, 6 }, { 150, 7 },
	{ 60, 9 }, { 40, 11 }, { 25, 13 }, { 20, 16 }, { 15, 20 }, { 12, 24 },
	{ 9, 30 }, { 7, 40 }, { 0, 60 },
};

static double
mills_k(double x)
{
	double t = -x, k = 0;
	int i, j;

	for (i = 0; t < mills_terms[i].t; i++)
		;
	for (j = mills_terms[i].terms; j > 0; j--)
		k = j / (t + k);
	return k;
}

/*
 * v and w of a win together: the tail's continued fraction (2 to 60
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

/*
 * v and w of a draw together: a = margin - |diff|, b = -margin - |diff|,
 *     v = (pdf(b) - pdf(a)) / (cdf(a) - cdf(b)) times diff's sign,
 *     w = v^2 + (a pdf(a) - b pdf(b)) / (cdf(a) - cdf(b))
 * (w NAN when the draw has no probability).  Each cdf and pdf once (w
 * took v again: three times each); the same operations, the same bits.
 */
void
ts_vw_draw(double diff, double margin, double *v, double *w)
{
	double ad = fabs(diff), a = margin - ad, b = -margin - ad;
	double den = normal_cdf(a) - normal_cdf(b), pa = pdf(a), pb = pdf(b);
	double va = den != 0 ? (pb - pa) / den : a;	/* v at |diff| */

	*v = va * (diff < 0 ? -1 : 1);
	*w = den == 0 ? NAN : va * va + (a * pa - b * pb) / den;
}
