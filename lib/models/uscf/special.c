/*
 * special.c - US Chess: the effective number of games and the special
 * rating formula, and who takes it with what inputs (uscf.h;
 * doc/rules/uscf.md).  Below the model (uscf.c) and --explain.
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

/*
 * Does participant x (player p) take the special formula?  Its inputs
 * into *s: R0' and S' after all wins, all losses, or neither.
 */
int
uscf_special_in(const struct uscf_params *par, const struct upart *x, const struct uplayer *p,
    const double *opp, size_t m, int step, struct special *s)
{
	s->par = par;
	s->r0 = s->r0a = x->r0;
	s->sa = x->s;
	/* step 3 (step 0 here) sets an unrated player's N' to 1, "for only this step" */
	s->neff = x->rated ? x->neff : step == 0 ? par->first_neff : 0;
	s->opp = opp;
	s->m = m;
	if (!(!x->rated || x->n0 <= par->special_games || (x->n0 > 0 &&
	    (p->wins == x->n0 || p->losses == x->n0))))
		return 0;
	if (x->rated && x->n0 > 0 && p->wins == x->n0)
		s->r0a = x->r0 - par->pwe_width, s->sa = x->s + s->neff;
	else if (x->rated && x->n0 > 0 && p->losses == x->n0)
		s->r0a = x->r0 + par->pwe_width;
	else
		s->sa = x->s + s->neff / 2;
	return 1;
}

int
uscf_special_inputs(const struct uscf_run *r, const struct upart *x, struct special *s)
{
	return uscf_special_in(r->par, x, &r->pl[x->key], NULL, 0, 2, s);
}
