/*
 * perf.c - model `elo`: a newcomer's games against rated players and
 * their performance rating Rp (the Greek and Catalan newcomer rules,
 * FIDE's initial rating 8.2.3).  Below greek.c and state.c, which both
 * use it.
 */
#include "rules.h"
#include "fide.h"
#include "num.h"
#include "rp.h"

#include <math.h>
#include <stdlib.h>

void
elo_pg_add(struct eplayer *p, double opp, double score, long date)
{
	xgrow(&p->pg, &p->pgcap, p->npg + 1, sizeof *p->pg);
	p->pg[p->npg++] = (struct pgame){ opp, score, date };
}

double
elo_clamp_newcomer(const struct elo_params *par, double r)
{
	if (has(par->nc_min) && r < par->nc_min)
		r = par->nc_min;
	if (has(par->nc_max) && r > par->nc_max)
		r = par->nc_max;
	return r;
}

/* sum P(x - R_i), with `extra` more games against opponents rated ra. */
static double
logistic_sum(const struct pgame *pg, size_t n, double x, double ra, int extra)
{
	double s = 0;
	size_t i;

	for (i = 0; i < n; i++)
		s += 1 / (1 + pow(10, -(x - pg[i].opp) / 400));
	return s + extra / (1 + pow(10, -(x - ra) / 400));
}

/*
 * Performance rating Rp of a newcomer's games: Ra + dp(W/n) from table
 * 8.1a, or (--performance exact) the x solving sum P(x - R_i) = W with
 * the logistic curve.  A perfect or zero score gets one virtual loss or
 * win against an opponent rated Ra, the average of the real ones; with
 * --hypothetical H two draws against opponents rated H join the games
 * instead (FIDE 8.2.2: Ra and p include them).  Rounded (--newcomer-round)
 * then clamped.
 */
double
elo_performance(const struct elo_params *par, const struct pgame *pg, size_t n)
{
	struct rp_parts parts;

	return elo_performance_parts(par, pg, n, &parts);
}

/* Rp = Ra + perf in *parts, rounded (--newcomer-round) then clamped. */
double
elo_rp_finish(const struct elo_params *par, double rp, struct rp_parts *parts)
{
	double raw = rp, c;

	if (par->nc_round >= 0)
		rp = round_to(rp, (int)par->nc_round);
	parts->round = rp - raw;
	c = elo_clamp_newcomer(par, rp);
	parts->clamp = c - rp;
	return c;
}

/* elo_performance, its parts in *parts. */
double
elo_performance_parts(const struct elo_params *par, const struct pgame *pg, size_t n,
    struct rp_parts *parts)
{
	double W = 0, ra = 0, m = (double)n, lo, hi, rp, er = 0;
	int extra = 0, it;
	size_t i;

	for (i = 0; i < n; i++) {
		W += pg[i].score;
		ra += pg[i].opp;
	}
	if (has(par->hypo)) {
		extra = 2;
		er = par->hypo;
		ra = (ra + 2 * par->hypo) / (double)(n + 2);
		W += 1;
		m += 2;
	} else {
		ra /= (double)n;
		er = ra;
		if (W == 0 || W == (double)n) {
			extra = 1;
			W += W == 0;	/* a virtual win; a virtual loss adds nothing */
			m += 1;
		}
	}
	parts->ra = ra;
	parts->n = m;
	parts->w = W;
	parts->extra = extra;
	if (!par->perf_exact) {
		parts->how = RP_TABLE;
		parts->perf = fide_dp(W, (long)m);
		rp = ra + parts->perf;
	} else {
		lo = ra - 4000;
		hi = ra + 4000;
		for (it = 0; it < 200; it++) {
			double mid = (lo + hi) / 2;

			if (logistic_sum(pg, n, mid, er, extra) < W)
				lo = mid;
			else
				hi = mid;
		}
		rp = (lo + hi) / 2;
		parts->how = RP_EXACT;
		parts->perf = rp - ra;
	}
	return elo_rp_finish(par, rp, parts);
}

