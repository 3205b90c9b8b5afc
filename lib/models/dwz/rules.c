/*
 * rules.c - model dwz's rules at the bottom of its files: the expected
 * score, the development coefficient and its terms, the performance, and
 * which games count (doc/rules/dwz.md).  The model (dwz.c), the first
 * DWZ (first.c) and --explain (explain.c) all use them.
 */
#include "shared/duel.h"
#include "dwz.h"
#include "normal.h"
#include "num.h"

#include <math.h>
#include <stddef.h>

double
dwz_p(const struct dwz_params *p, double d)
{
	if (p->expectation == DWZ_LOGISTIC)
		return 1 / (1 + pow(10, -d / p->scale));
	return normal_cdf(d / p->sigma);
}

double
dwz_we(const struct dwz_params *p, double r, double ri)
{
	return dwz_round(p->we_digits, dwz_p(p, r - ri));
}

double
dwz_round(long digits, double x)
{
	return digits >= 0 ? round_to(x, (int)digits) : x;
}

static int
age_class(const struct dwz_params *p, long age)
{
	return age <= p->youth_max ? 0 : age <= p->junior_max ? 1 : 2;
}

static inline void
e_terms(const struct dwz_params *p, double ro, long age, double w, double we,
    struct dwz_eterms *t)
{
	int cls = age_class(p, age);

	t->j = p->j[cls];
	t->e0 = pow(ro / p->e_div, p->e_pow) + t->j;
	t->fb = 1;
	t->brake = 0;
	if (cls == 0 && (p->fb_when == DWZ_ABOVE ? w > we : w >= we)) {
		t->fb = ro / p->fb_div;
		t->fb = t->fb < p->fb_min ? p->fb_min : t->fb > p->fb_max ? p->fb_max : t->fb;
	}
	if ((cls == 0 || p->brake_ages == DWZ_ALL_AGES) && ro < p->brake_below &&
	    (p->brake_when == DWZ_AT_MOST ? w <= we : w < we))
		t->brake = exp((p->brake_below - ro) / p->brake_width) - 1;
}

void
dwz_e_terms(const struct dwz_params *p, double ro, long age, double w, double we,
    struct dwz_eterms *t)
{
	e_terms(p, ro, age, w, we, t);
}

/* The development coefficient E of a rated player. */
double
dwz_coefficient(const struct dwz_params *p, double ro, long age, long index, double w,
    double we)
{
	struct dwz_eterms t;
	double e, hi;

	e_terms(p, ro, age, w, we, &t);
	e = dwz_round(p->e_digits, t.e0 * t.fb + t.brake);
	hi = t.brake > 0 ? p->e_brake_max : fmin(p->e_max, p->e_step * (double)(index > 0 ? index : 1));
	return e < p->e_min ? p->e_min : e > hi ? hi : e;
}

/* The performance: the rating r with sum We(r - Ri) = W (0 < W < n). */
double
dwz_performance(const struct dwz_params *p, const double *ri, size_t n, double w)
{
	double lo = -1e5, hi = 1e5;
	int i;

	for (i = 0; i < 200; i++) {
		double mid = (lo + hi) / 2, s = 0;
		size_t k;

		for (k = 0; k < n; k++)
			s += dwz_p(p, mid - ri[k]);
		if (s < w)
			lo = mid;
		else
			hi = mid;
		if (hi - lo < 1e-10)
			break;
	}
	return (lo + hi) / 2;
}

/* A player of the selection (Auswahl II): rated before, or getting a first DWZ now. */
static int
selected(const struct dwz_run *r, int key)
{
	const struct dplayer *p = &r->pl[key];

	return p->known || (r->par->newcomer_games == DWZ_COUNT && p->stage);
}

/*
 * A game that counts for a rated player (3.4.1.2, 3.5.2): played, both
 * players of the selection.  Before the first DWZ are known (stage 0)
 * only games between rated players count.
 */
static int
counts(const struct dwz_run *r, const struct rgame *g)
{
	return duel_played(g) && selected(r, g->key[0]) && selected(r, g->key[1]);
}

int
dwz_counts(const struct dwz_run *r, const struct rgame *g)
{
	return counts(r, g);
}

double
dwz_opp_rating(const struct dwz_run *r, int key)
{
	const struct dplayer *o = &r->pl[key];

	return o->known ? o->as_opp : o->rn;
}
