/*
 * rules.c - model egf's rules at the bottom of its files: the curve
 * (beta, Se), con, the bonus, a grade's rating (doc/rules/egf.md), and
 * a player's state by key.  The model (egf.c) and a tournament's update
 * (event.c) both use them.
 */
#include "egf.h"
#include "gograde.h"
#include "rp.h"

#include <math.h>
#include <stdlib.h>

double
egf_beta(const struct egf_params *p, double r)
{
	return -p->beta_scale * log(p->top - r);
}

double
egf_con(const struct egf_params *p, double r)
{
	return pow((p->top - r) / p->con_div, p->con_exp);
}

double
egf_bonus(const struct egf_params *p, double r)
{
	return log1p(exp((p->bonus_mid - r) / p->bonus_scale)) / p->bonus_div;
}

/* The expected result of a player rated r (for Se, handicap included) against r2. */
double
egf_se(const struct egf_params *p, double r, double r2)
{
	return 1 / (1 + exp(egf_beta(p, r2) - egf_beta(p, r)));
}

/* A grade's rating: Nk = dan1 - N step, Nd = dan1 + (N-1) step, Np = pro1 + (N-1) pro_step. */
double
egf_grade_rating(const struct egf_params *p, int kind, long n)
{
	switch (kind) {
	case GRADE_KYU:
		return p->dan1 - (double)n * p->step;
	case GRADE_DAN:
		return p->dan1 + (double)(n - 1) * p->step;
	default:
		return p->pro1 + (double)(n - 1) * p->pro_step;
	}
}

struct gplayer *
egf_player(struct egf_run *r, int key)
{
	if ((size_t)key >= r->cap)
		xgrow_zero(&r->pl, &r->cap, (size_t)key + 1, sizeof *r->pl);
	return &r->pl[key];
}

void
egf_set_text(char **dst, const char *s, size_t n)
{
	free(*dst);
	*dst = n ? xstrndup(s, n) : NULL;
}
