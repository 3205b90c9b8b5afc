/*
 * uscf_special.c - US Chess: the effective number of games and the
 * special rating formula (uscf.h; doc/rules/uscf.md).
 */
#include "uscf.h"

#include <math.h>

double
uscf_neff(const struct uscf_params *p, double r0, long n)
{
	double star = r0 > p->neff_top ? p->neff_cap :
	    p->neff_cap / sqrt(p->neff_a + p->neff_b * (p->neff_center - r0) * (p->neff_center - r0));

	return (double)n < star ? (double)n : star;
}

static double
pwe(const struct uscf_params *p, double r, double ri)
{
	double x = 0.5 + (r - ri) / (2 * p->pwe_width);

	return x < 0 ? 0 : x > 1 ? 1 : x;
}


static double
objective(const struct special *s, double r)
{
	double f = s->neff * pwe(s->par, r, s->r0a) - s->sa;
	size_t i;

	for (i = 0; i < s->m; i++)
		f += pwe(s->par, r, s->opp[i]);
	return f;
}

/* The knot of Sz nearest below (dir < 0) or above M; 0 when none. */
static int
knot(const struct special *s, double m, int dir, double *z)
{
	double w = s->par->pwe_width;
	int found = 0;
	size_t i;

	for (i = 0; i <= s->m; i++) {
		double c = i < s->m ? s->opp[i] : s->r0a, k[2] = { c - w, c + w };
		int j;

		if (i == s->m && s->neff <= 0)
			continue;
		for (j = 0; j < 2; j++)
			if ((dir < 0 ? k[j] < m : k[j] > m) &&
			    (!found || (dir < 0 ? k[j] > *z : k[j] < *z)))
				*z = k[j], found = 1;
	}
	return found;
}

/* Steps 2 and 3 of the special formula: walk from M toward the root. */
static double
walk(const struct special *s, double m, int dir)
{
	const double eps = s->par->eps;
	double f = objective(s, m), z, fz, ms;

	while (dir < 0 ? f > eps : f < -eps) {
		if (!knot(s, m, dir, &z))
			break;
		fz = objective(s, z);
		if (fabs(f - fz) < eps) {
			m = z, f = fz;
			continue;
		}
		ms = m - f * (m - z) / (f - fz);
		if (dir < 0 ? ms < z : ms > z) {
			m = z, f = fz;
		} else if (dir < 0 ? ms < m : ms > m) {
			m = ms, f = objective(s, ms);
		} else {
			break;
		}
	}
	return m;
}

double
uscf_special(const struct special *s, double score)
{
	double sum = 0, m, za, zb;
	size_t i, near = 0;

	for (i = 0; i < s->m; i++)
		sum += s->opp[i];
	m = (s->neff * s->r0a + sum + 2 * s->par->pwe_width * (2 * score - (double)s->m)) /
	    (s->neff + (double)s->m);
	m = walk(s, m, -1);
	m = walk(s, m, 1);
	if (fabs(objective(s, m)) <= s->par->eps) {
		for (i = 0; i < s->m; i++)
			near += fabs(m - s->opp[i]) <= s->par->pwe_width;
		near += s->neff > 0 && fabs(m - s->r0a) <= s->par->pwe_width;
		if (near == 0) {	/* flat: the prior rating, within the knots around M */
			int a = knot(s, m, -1, &za), b = knot(s, m, 1, &zb);

			m = a && s->r0 < za ? za : b && s->r0 > zb ? zb : s->r0;
		}
	}
	if (!isnan(s->par->special_max) && m > s->par->special_max)
		m = s->par->special_max;
	return m;
}

