/*
 * fide_newcomer.c - model `elo`, --newcomer-rule fide: a player new to
 * FIDE's list (FIDE Rating Regulations 7.1.4, 7.2.1 and 8.2, of 1 January
 * 2022 and of 1 March 2024; doc/rules/fide.md).
 *
 * 7.1.4: a first rating is published when it rests on at least 5 games
 * against rated opponents, pooled over tournaments within 26 months, and
 * is at least the list's minimum (2024: 1400; 2022: 1000).  8.2.1: a zero
 * score in the first event is disregarded.  8.2.2-8.2.3, 2024: Ra is the
 * average of the rated opponents and two hypothetical opponents rated
 * 1800, drawn; Ru = Ra + dp, at most 2200.  2022: Ra is the average of
 * the rated opponents; 50 % or more, Ru = Ra + 20 for each half point
 * over 50 %; less, Ru = Ra + dp.  Ru is rounded to a whole number.
 */
#include "rules.h"
#include "fide.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* The day `months` calendar months before `day` (the 31st of a shorter
 * month is its last day). */
static long
months_before(long day, long months)
{
	static const int mdays[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	char d[11];
	long y, m, dd, out;
	int leap;

	date_format(day, d);
	y = atol(d);
	m = atol(d + 5) - 1 - months;
	dd = atol(d + 8);
	y += m >= 0 ? m / 12 : -((11 - m) / 12);
	m = ((m % 12) + 12) % 12;
	if (y < 1)
		return LONG_MIN;
	leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
	if (dd > mdays[m] + (m == 1 && leap))
		dd = mdays[m] + (m == 1 && leap);
	m++;
	d[0] = (char)('0' + y / 1000);
	d[1] = (char)('0' + y / 100 % 10);
	d[2] = (char)('0' + y / 10 % 10);
	d[3] = (char)('0' + y % 10);
	d[5] = (char)('0' + m / 10);
	d[6] = (char)('0' + m % 10);
	d[8] = (char)('0' + dd / 10);
	d[9] = (char)('0' + dd % 10);
	return date_parse(d, 10, &out) ? out : LONG_MIN;
}

/*
 * Ru of n pooled games.  With --newcomer-step S (2022) a score of 50 % or
 * more gives Ra + S a half point over 50 %, Ra the average of the real
 * opponents; otherwise Rp (elo_performance: Ra + dp, with the hypothetical
 * opponents of 2024), except a zero score without them, whose dp is the
 * table's notional -800 (8.1), not the Greek rules' virtual win.
 */
static double
initial_rating(const struct elo_params *par, const struct pgame *pg, size_t n,
    struct rp_parts *parts)
{
	double w = 0, ra = 0;
	size_t i;

	if (!has(par->nc_step) && (has(par->hypo) || par->perf_exact))
		return elo_performance_parts(par, pg, n, parts);
	for (i = 0; i < n; i++) {
		w += pg[i].score;
		ra += pg[i].opp;
	}
	ra /= (double)n;
	parts->ra = ra;
	parts->n = (double)n;
	parts->w = w;
	parts->extra = 0;
	if (has(par->nc_step) && 2 * w >= (double)n) {
		parts->how = RP_STEP;
		parts->perf = par->nc_step * (2 * w - (double)n);
	} else if (w > 0 || has(par->hypo) || par->perf_exact)
		return elo_performance_parts(par, pg, n, parts);
	else {
		parts->how = RP_TABLE;
		parts->perf = fide_dp(0, (long)n);
	}
	return elo_rp_finish(par, ra + parts->perf, parts);
}

/* Drop the games older than --newcomer-months before `end`; returns the
 * games left. */
static size_t
drop_old(struct eplayer *p, long cutoff)
{
	size_t j;

	for (j = 0; j < p->npg && p->pg[j].date != LONG_MIN && p->pg[j].date < cutoff; j++)
		;
	if (j > 0) {
		memmove(p->pg, p->pg + j, (p->npg - j) * sizeof *p->pg);
		p->npg -= j;
	}
	return p->npg;
}

/*
 * Games against players rated at the event's start are pooled (those
 * older than --newcomer-months before the event's last day drop out); a
 * zero score in the player's first event is disregarded; with
 * --newcomer-games games the player is rated from all of them, unless
 * that rating is below --list-min (7.1.4: then the games keep waiting).
 * The event counts for the newcomer only through that rating, and not
 * for its opponents (8.3.1 rates games against rated players only).
 */
void
fide_newcomers(struct run *r)
{
	const struct elo_params *par = r->par;
	const struct rperiod *ev = r->ev;
	long end = ev->game[ev->ngame - 1].date;
	long cutoff = par->nc_months >= 0 ? months_before(end, par->nc_months) : LONG_MIN;
	size_t *npg0 = xcalloc(r->npart ? r->npart : 1, sizeof *npg0);
	size_t i, j, gi;

	for (i = 0; i < r->npart; i++)
		if (!r->part[i].rated0)
			npg0[i] = drop_old(&r->pl[r->part[i].key], cutoff);
	for (gi = 0; gi < ev->ngame; gi++) {
		if (!elo_played(r, gi))
			continue;
		for (i = 0; i < 2; i++) {
			const struct epart *x = elo_part_of(r, gi, i), *y = elo_part_of(r, gi, 1 - i);

			if (!x->rated0 && y->rated0)
				elo_pg_add(&r->pl[x->key], y->r0, elo_score_of(&ev->game[gi], i),
				    par->nc_months >= 0 ? ev->game[gi].date : LONG_MIN);
		}
	}
	for (i = 0; i < r->npart; i++) {
		struct epart *x = &r->part[i];
		struct eplayer *p = &r->pl[x->key];
		double w = 0, ru;

		if (x->rated0)
			continue;
		for (j = npg0[i]; j < p->npg; j++)
			w += p->pg[j].score;
		p->zeroed = npg0[i] == 0 && w == 0;
		if (p->zeroed)
			p->npg = 0;	/* zero in the first event: disregarded */
		p->exists = p->npg > 0;
		if (p->npg < (size_t)par->nc_games)
			continue;
		ru = initial_rating(par, p->pg, p->npg, &x->rp);
		if (has(par->list_min) && ru < par->list_min)
			continue;
		x->completes = 1;
		x->r0 = ru;
		x->nrp = (long)p->npg;
		p->npg = 0;
	}
	free(npg0);
}

/*
 * A rating below --list-min is lost (FIDE 7.2.1: shown as unrated, then
 * treated as any other unrated player): no row, no games, a newcomer
 * again at the next game against a rated player.
 */
void
fide_delist(struct eplayer *p)
{
	p->exists = p->rated = p->top = p->await = 0;
	p->klist = 0;
	p->games = 0;
	p->npg = 0;
	p->last = LONG_MIN;
	p->delisted = 1;
}
