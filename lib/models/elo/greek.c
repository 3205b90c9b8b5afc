/*
 * greek.c - model `elo`: the newcomer rules of the Greek Scrabble
 * ratings (2007) and of the Catalan RASCCAT (--newcomer-rule greek;
 * doc/rules/greek2007.md, rasccat.md), and the performance rating Rp
 * they share with FIDE's initial rating (8.2.3).
 */
#include "rules.h"
#include "fide.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

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

static int
by_u64(const void *a, const void *b)
{
	unsigned long long x = *(const unsigned long long *)a, y = *(const unsigned long long *)b;

	return x < y ? -1 : x > y;
}

/*
 * Every two players of the event (of one type) met: a round robin.  The
 * distinct pairs that met are counted against sum n_t (n_t - 1) / 2 over
 * the types (a game has one type): memory grows with the games, not
 * with the square of the field.
 */
static int
round_robin(struct run *r, struct eng *e)
{
	const struct rperiod *ev = r->ev;
	unsigned long long *pair = xmalloc((ev->ngame ? ev->ngame : 1) * sizeof *pair);
	size_t np = 0, distinct = 0, want = 0, gi, i, nt = eng_ntypes(e);
	size_t *count = xcalloc(nt ? nt : 1, sizeof *count);

	for (gi = 0; gi < ev->ngame; gi++) {
		unsigned long long a, b;

		if (ev->game[gi].n != 2)
			continue;
		a = (unsigned long long)r->rowpart[elo_flat(r, gi, 0)];
		b = (unsigned long long)r->rowpart[elo_flat(r, gi, 1)];
		pair[np++] = a < b ? a << 32 | b : b << 32 | a;
	}
	qsort(pair, np, sizeof *pair, by_u64);
	for (i = 0; i < np; i++)
		distinct += i == 0 || pair[i] != pair[i - 1];
	for (i = 0; i < r->npart; i++)
		count[eng_key_tid(e, r->part[i].key)]++;
	for (i = 0; i < nt; i++)
		want += count[i] * (count[i] - 1) / 2;
	free(count);
	free(pair);
	return distinct == want;
}

/*
 * Newcomers: their games against players rated at the start join their
 * pending games.  Those reaching nc_games are rated now: from the first
 * nc_games games, or from all the games of a round-robin first event.
 * Rated over two events, they play this event as rated from its start;
 * rated in their first event, they stay unrated in it.
 */
void
elo_newcomers_greek(struct run *r, struct eng *e)
{
	const struct elo_params *par = r->par;
	const struct rperiod *ev = r->ev;
	size_t *npg0 = xcalloc(r->npart ? r->npart : 1, sizeof *npg0);
	size_t i, gi;
	int rr = -1;

	for (i = 0; i < r->npart; i++)
		npg0[i] = r->pl[r->part[i].key].npg;
	for (gi = 0; gi < ev->ngame; gi++) {
		if (!elo_played(r, gi))
			continue;
		for (i = 0; i < 2; i++) {
			struct epart *x = elo_part_of(r, gi, i);
			const struct epart *y = elo_part_of(r, gi, 1 - i);

			if (!x->rated0 && y->rated0) {
				r->pl[x->key].exists = 1;
				elo_pg_add(&r->pl[x->key], y->r0, elo_score_of(&ev->game[gi], i),
				    LONG_MIN);
			}
		}
	}
	for (i = 0; i < r->npart; i++) {
		struct epart *x = &r->part[i];
		struct eplayer *p = &r->pl[x->key];
		size_t use;

		if (x->rated0 || p->npg == npg0[i])
			continue;
		if (p->npg < (size_t)par->nc_games) {
			if (npg0[i] > 0) {	/* not rated over two events: this one is the first now */
				memmove(p->pg, p->pg + npg0[i], (p->npg - npg0[i]) * sizeof *p->pg);
				p->npg -= npg0[i];
			}
			continue;
		}
		use = (size_t)par->nc_games;
		if (npg0[i] == 0 && !par->no_rr) {
			if (rr < 0)
				rr = round_robin(r, e);
			if (rr)
				use = p->npg;
		}
		x->completes = x->known = 1;
		x->updates = npg0[i] > 0;
		x->r0 = elo_performance_parts(par, p->pg, use, &x->rp);
		/* rated over two events, the games of this event count once, in
		 * tally: before it, only the earlier event's games of Rp */
		x->nrp = (long)(x->updates ? npg0[i] : use);
		p->npg = 0;
	}
	free(npg0);
}
