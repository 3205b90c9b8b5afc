/*
 * month.c - model `ecf`: a month rated in three passes from the
 * ratings before it (ecf.h; doc/rules/ecf.md): the new and partially
 * rated players' P ratings (passes A and B), the fully rated players' K
 * ratings, the records, --history.
 */
#include "shared/duel.h"
#include "ecf.h"
#include "elo/fide.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>

/* Months since year 0 of a day. */
static long
month_of(long day)
{
	char d[11];

	date_format(day, d);
	return strtol(d, NULL, 10) * 12 + strtol(d + 5, NULL, 10) - 1;
}


/* A player's class at the month's start, and its dummy opponent. */
static void
enter(struct ecf_run *r, struct eplayer *p, long month)
{
	const struct ecf_params *par = r->par;
	int junior = p->age >= 0 && p->age < par->junior_below;

	p->cls = !p->exists ? NEW : p->kind;
	if (!p->exists)
		p->last_full = NAN;
	if (p->exists && p->last != LONG_MIN && month - month_of(p->last) > par->inactive)
		p->cls = NEW;	/* returning */
	p->dummy = (junior ? par->dummy_per_year * (double)p->age : par->dummy_adult) - par->rapid_offset;
	if (p->exists && p->cls == NEW && !isnan(p->last_full) && p->last_full > p->dummy)
		p->dummy = p->last_full;
}

static long
gather(struct ecf_run *r, struct eng *e, const struct rperiod *ev)
{
	long day = LONG_MIN;
	size_t gi, k;

	r->period++;
	r->nkeys = 0;
	for (gi = 0; gi < ev->ngame; gi++)
		day = ev->game[gi].date > day ? ev->game[gi].date : day;
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		duel_check(e, g, "a chess game");
		for (k = 0; k < g->n; k++) {
			struct eplayer *p = ecf_player(r, g->key[k]);
			long age = duel_in_int(e, g, k, IN_AGE, 0, 200, "an age in years, 0 to 200", r->par->age);

			if (p->mark == r->period) {
				if (age != p->age)
					eng_bad_in(e, g, k, IN_AGE, "the age the player has on its other rows of the month");
				continue;
			}
			p->mark = r->period;
			p->age = age;
			enter(r, p, month_of(day));
			xgrow(&r->keys, &r->kcap, r->nkeys + 1, sizeof *r->keys);
			r->keys[r->nkeys++] = g->key[k];
		}
	}
	return day;
}

/* FIDE's performance over the record, the month's games and the dummy draw. */
static double
p_rating(struct ecf_run *r, const struct rperiod *ev, int key, const struct eplayer *p, int q)
{
	double sum = p->dummy, w = 0.5;
	size_t k, n = ecf_sides(r, ev, key);
	long count = 1 + (long)n;

	for (k = 0; p->cls == PARTIAL && k < p->nrec; k++, count++) {
		sum += p->rec[k].opp;
		w += p->rec[k].score;
	}
	for (k = 0; k < n; k++) {
		sum += ecf_opp_rating(&r->pl[r->side[k].opp], q);
		w += r->side[k].score;
	}
	return sum / (double)count + fide_dp(w, count);
}

/* A fully rated player's K rating; *m its games. */
static double
k_rating(struct ecf_run *r, const struct rperiod *ev, int key, const struct eplayer *p, long *m)
{
	const struct ecf_params *par = r->par;
	double d = 0, k = ecf_k(par, p);
	size_t j, n = ecf_sides(r, ev, key);

	for (j = 0; j < n; j++) {
		const struct eplayer *o = &r->pl[r->side[j].opp];
		double w = o->cls == FULL ? 1 : par->partial_weight;

		d += w * (r->side[j].score - fide_pd(p->r - ecf_opp_rating(o, 2)));
	}
	*m = (long)n;
	return p->r + k * d;
}

/* A new or partially rated player's record after the month (opponents as in pass B). */
static void
record(struct ecf_run *r, const struct rperiod *ev, int key, struct eplayer *p)
{
	size_t k, n = ecf_sides(r, ev, key);

	if (p->cls == NEW)
		p->nrec = 0;
	for (k = 0; k < n; k++) {
		xgrow(&p->rec, &p->rcap, p->nrec + 1, sizeof *p->rec);
		p->rec[p->nrec].opp = ecf_opp_rating(&r->pl[r->side[k].opp], 1);
		p->rec[p->nrec++].score = r->side[k].score;
	}
}

static void
put_history(struct ecf_run *r, struct eng *e, const struct rperiod *ev, const double *before)
{
	static const char *const cat[] = { "new", "P", "K" };
	size_t gi, k, i = 0;

	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		for (k = 0; k < g->n; k++, i++) {
			const struct eplayer *p = &r->pl[g->key[k]];
			struct cells *c = eng_row_cells(e, g, k);

			cell_num_or_empty(c, p->cls != NEW, before[i]);
			cell_str(c, cat[p->cls]);
			cell_num_or_empty(c, p->cls != FULL, p->pass[0]);
			cell_num_or_empty(c, p->cls != FULL, p->pass[1]);
			cell_num_or_empty(c, p->exists && p->kind != NEW, p->r);
			if (p->cls == FULL && duel_played(g)) {
				const struct eplayer *o = &r->pl[g->key[1 - k]];
				double ro = o->cls == FULL ? before[i - k + (1 - k)] : o->pass[1];

				cell_num(c, fide_pd(before[i] - ro));
			} else {
				cell_empty(c);
			}
			eng_put_row(e);
		}
	}
}

void
ecf_period(void *m, struct eng *e, const struct rperiod *ev)
{
	struct ecf_run *r = m;
	long day = gather(r, e, ev), n;
	double *newr = xmalloc((r->nkeys ? r->nkeys : 1) * sizeof *newr), *before = NULL;
	size_t k, gi, nrow = 0;
	int q;

	for (q = 0; q < 2; q++)
		for (k = 0; k < r->nkeys; k++) {
			struct eplayer *p = &r->pl[r->keys[k]];

			if (p->cls != FULL)
				p->pass[q] = p_rating(r, ev, r->keys[k], p, q);
		}
	for (k = 0; k < r->nkeys; k++) {
		struct eplayer *p = &r->pl[r->keys[k]];

		newr[k] = p->cls == FULL ? k_rating(r, ev, r->keys[k], p, &n) : p->pass[1];
		if (eng_explaining(e, r->keys[k]))
			ecf_explain(r, e, ev, r->keys[k], newr[k]);
	}
	if (eng_history(e)) {
		for (gi = 0; gi < ev->ngame; gi++)
			nrow += ev->game[gi].n;
		before = xmalloc((nrow ? nrow : 1) * sizeof *before);
		for (gi = 0, nrow = 0; gi < ev->ngame; gi++)
			for (k = 0; k < ev->game[gi].n; k++)
				before[nrow++] = r->pl[ev->game[gi].key[k]].r;
	}
	/*
	 * Every record before any rating moves: a record keeps its opponents'
	 * ratings of the month (pass B), whichever of the two the input
	 * names first.
	 */
	for (k = 0; k < r->nkeys; k++)
		if (r->pl[r->keys[k]].cls != FULL)
			record(r, ev, r->keys[k], &r->pl[r->keys[k]]);
	for (k = 0; k < r->nkeys; k++) {
		struct eplayer *p = &r->pl[r->keys[k]];

		if (p->cls != FULL) {
			if (p->nrec == 0)
				continue;	/* only byes: nothing to rate */
			p->games = (long)p->nrec;
			p->kind = (long)p->nrec >= r->par->full_games ? FULL : PARTIAL;
			if (p->kind == FULL)
				p->nrec = 0;
		} else {
			(void)k_rating(r, ev, r->keys[k], p, &n);
			if (n == 0)
				continue;
			p->games += n;
		}
		p->exists = 1;
		p->r = newr[k];
		p->last = day;
		if (p->kind == FULL)
			p->last_full = p->r;
	}
	if (before)
		put_history(r, e, ev, before);
	free(before);
	free(newr);
}

