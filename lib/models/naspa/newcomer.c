/*
 * newcomer.c - model `naspa`: a newcomer's first rating, tsh's
 * iterated performance rating (SetupNewcomerPR, RateNewcomersCorrectly;
 * doc/rules/naspa.md, "Newcomers").
 */
#include "model.h"
#include "naspa.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

const struct slot *
naspa_slot(const struct naspa_run *r, size_t a, long rnd)
{
	return &r->slot[a * (size_t)r->nround + (size_t)rnd];
}

/*
 * A number as tsh's newcomer sums hold it: tsh writes each newcomer's sum
 * of expectations as Perl source (SetupNewcomerPR) with the wins and the
 * rated opponents' ratings interpolated as Perl prints numbers, to 15
 * significant digits: 2.85 wins there is the double nearest 2.85, not
 * 3 x 0.95 (one bit less), which decides a search on a flat curve.
 */
static double
as_perl_text(double x)
{
	char buf[40];

	if (x == trunc(x) && fabs(x) < 1e15)
		return x;	/* an integer prints exactly */
	snprintf(buf, sizeof buf, "%.15g", x);
	return strtod(buf, NULL);
}

/* The opponent's rating in a newcomer's sum: pre-segment if rated. */
static double
opp_rating(const struct eplayer *o)
{
	return o->old != 0 ? as_perl_text(o->old) : o->has_curr ? o->curr : 0;
}

/*
 * tsh's Search: the binary search over [0, search_max] for the rating
 * where sum E(r, opp) - w changes sign; like tsh it returns the last
 * midpoint tried.
 */
static double
search(const struct naspa_run *r, size_t a, long first, long last)
{
	const struct naspa_params *p = r->par;
	long low = 0, high = p->search_max, mid = 0, rnd;

	while (high - low > 1) {
		double sum = 0;

		mid = (low + high) / 2;
		for (rnd = first; rnd <= last; rnd++) {
			const struct slot *s = naspa_slot(r, a, rnd);

			if (s->opp >= 0)
				sum += naspa_expect(p, (double)mid, opp_rating(&r->ep[s->opp]));
		}
		if (sum + -r->ep[a].w < 0)
			low = mid;
		else
			high = mid;
	}
	return (double)mid;
}

/* The newcomer's performance rating r bounded: floor, then the cap. */
static double
bounded(const struct naspa_run *r, size_t a, long first, long last, double x, int phase2)
{
	const struct naspa_params *p = r->par;
	const struct eplayer *q = &r->ep[a];
	double maxror = 0, maxuor = 0, maxor;
	long rnd;

	if (x < p->nc_floor)
		x = p->nc_floor;
	for (rnd = first; rnd <= last; rnd++) {
		const struct slot *s = naspa_slot(r, a, rnd);
		const struct eplayer *o;

		if (s->opp < 0)
			continue;
		o = &r->ep[s->opp];
		if (o->old != 0) {
			if (o->old > maxror)
				maxror = o->old;
		} else if (!phase2 && o->has_curr && o->curr > maxuor)
			maxuor = o->curr;
	}
	maxor = maxror != 0 ? maxror : maxuor;
	if (phase2 && maxor == 0 && !isnan(p->nc_cap_unrated))
		maxor = p->nc_cap_unrated;	/* tsh's cap_all_newcomers (deu) */
	if (maxor != 0) {
		double limit = maxor + p->nc_cap * q->ewins / (double)q->rg;

		if (x > limit)
			x = limit;
	}
	return x;
}

/* tsh's CopyField(unrated, curr, newpr): copied where set, else unset. */
static void
copy_newpr(struct naspa_run *r)
{
	size_t a;

	for (a = 0; a < r->nep; a++) {
		struct eplayer *q = &r->ep[a];

		if (q->old != 0)
			continue;
		q->has_curr = q->has_newpr;
		q->curr = q->newpr;
	}
}

/* tsh's SetupNewcomerPR and RateNewcomersCorrectly. */
void
naspa_rate_newcomers(struct naspa_run *r, long first, long last)
{
	const struct naspa_params *p = r->par;
	size_t a;
	long it, rnd;
	int any = 0;

	for (a = 0; a < r->nep; a++) {
		struct eplayer *q = &r->ep[a];
		double sum = 0;
		long n = 0;

		if (q->old != 0)
			continue;
		any = 1;
		for (rnd = first; rnd <= last; rnd++) {
			const struct slot *s = naspa_slot(r, a, rnd);

			if (s->opp >= 0 && r->ep[s->opp].old != 0) {
				sum += r->ep[s->opp].old;
				n++;
			}
		}
		q->w = q->ewins;
		if (q->w == 0)
			q->w = (double)q->rg * p->nc_zero;
		else if (q->w == (double)q->rg)
			q->w = (double)q->rg * p->nc_all;
		q->w = as_perl_text(q->w);
		q->curr = n ? sum / (double)n : p->nc_initial;
		q->has_curr = 1;
		q->means = 0;
	}
	if (!any)
		return;
	for (it = 0; it < p->iterations; it++) {
		int changed = 0;

		for (a = 0; a < r->nep; a++) {
			struct eplayer *q = &r->ep[a];
			double x;

			if (q->old != 0 || q->rg == 0)
				continue;
			x = bounded(r, a, first, last, search(r, a, first, last), 0);
			if (x != (q->has_curr ? q->curr : 0))
				changed = 1;
			q->newpr = x;
			q->has_newpr = 1;
		}
		copy_newpr(r);
		if (!changed)
			break;
	}
	if (it == p->iterations) {
		/* no fixed point: the mean of N more iterations */
		for (it = 0; it < p->iterations; it++) {
			for (a = 0; a < r->nep; a++) {
				struct eplayer *q = &r->ep[a];

				if (q->old != 0 || q->rg == 0)
					continue;
				q->newpr = bounded(r, a, first, last, search(r, a, first, last), 1);
				q->has_newpr = 1;
				q->means += q->newpr;
			}
			copy_newpr(r);
		}
		for (a = 0; a < r->nep; a++) {
			struct eplayer *q = &r->ep[a];

			if (q->old == 0 && q->rg != 0) {
				q->curr = q->means / (double)p->iterations;
				q->has_curr = 1;
			}
		}
	}
	for (a = 0; a < r->nep; a++) {
		struct eplayer *q = &r->ep[a];

		if (q->old != 0)
			continue;
		q->has_effr = q->has_newr = q->has_curr;
		q->effr = q->newr = q->has_curr ? q->curr : 0;
	}
}

