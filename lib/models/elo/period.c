/*
 * period.c - model `elo`, --period month: FIDE's rating period is the
 * calendar month of the list, not the event (Rating Regulations 7.1:
 * "On the first day of each month, FIDE shall prepare a list which
 * incorporates all rated play during the rating period into the previous
 * list"; 8.3.4: "The Rating Change for a Rating Period is rounded to the
 * nearest whole number. 0.5 is rounded away from zero").
 *
 * The engine still hands over one event at a time: the model keeps each
 * player's changes of the month (its events that end in the month, W -
 * We summed by K in exact hundredths with table 8.1.2, and the month's
 * games: 8.3.3 caps K x n for the n games of the rating period, so K is
 * final when the month is) and puts their sum, rounded once, on the
 * player's rating when the player's next event ends in a later month,
 * or when the run writes its ratings.
 * An event begun under an earlier list (it started in a month whose
 * changes were not yet on the list) is rated from that list's rating,
 * as FIDE's calculations show (Title Regulations 1.4.6 a: "The Rating
 * List in effect at the start of the tournament shall be used").
 * Doing it here rather than in the engine keeps the engine's one
 * period = one event, which every other model relies on.
 */
#include "rules.h"
#include "num.h"

#include <math.h>

/* FIDE 8.3.3: "If the number of games (n) for a player on any list for
 * a rating period multiplied by K (as defined above) exceeds 700, then K
 * shall be the largest whole number such that K x n does not exceed
 * 700" (--kn-max). */
double
elo_kn_cap(const struct elo_params *par, double K, long n)
{
	if (par->kn_max > 0 && n > 0 && K * (double)n > (double)par->kn_max)
		return floor((double)par->kn_max / (double)n);
	return K;
}

/* The month's change so far, unrounded: before the cap of K x n (K as
 * each event had it) into *raw, and with it (K over the month's n games). */
double
elo_month_change(const struct elo_params *par, const struct eplayer *p, double *raw)
{
	double d = 0, r = 0, limit = par->bonus * (double)p->pn;
	size_t b;

	for (b = 0; b < p->npk; b++) {
		const struct epend *k = &p->pk[b];
		double Kc = elo_kn_cap(par, k->K, p->pn);

		if (par->expect == EXP_FIDE) {	/* exact hundredths, K whole */
			d += (double)llround(Kc * (double)k->d_h) / 100;
			r += (double)llround(k->K * (double)k->d_h) / 100;
		} else {
			d += Kc * k->d;
			r += k->K * k->d;
		}
	}
	if (par->bonus > 0 && d > limit)
		d += d - limit;		/* over the month: its games, its gain */
	if (raw)
		*raw = r;
	return d;
}

/* p's rating with the month's pending changes on it, rounded once: the
 * list if the month ended now. */
double
elo_month_rating(const struct elo_params *par, const struct eplayer *p)
{
	double d, nr;

	if (!p->pmonth)
		return p->rating;
	d = elo_month_change(par, p, NULL);
	if (par->round >= 0)
		d = round_to(d, (int)par->round);
	nr = p->rating + d;
	if (has(par->floor) && nr < par->floor)
		nr = par->floor;
	return nr;
}

/* The month's pending changes, rounded once, onto p's rating; the floor,
 * --list-min and the 2400 of -K fide then, as at the end of an event. */
void
elo_flush(const struct elo_params *par, struct eplayer *p)
{
	double nr;

	if (!p->pmonth)
		return;
	nr = elo_month_rating(par, p);
	p->lbefore = p->rating;
	p->lmonth = p->pmonth;
	p->rating = nr;
	p->npk = 0;
	p->pn = 0;
	p->pmonth = 0;
	p->klist = 0;	/* the list's K was for this period */
	if (par->krule == K_FIDE && nr >= par->k_rating)
		p->top = 1;
	if (has(par->list_min) && nr < par->list_min)
		fide_delist(p);
}

/* Before an event that ends in `month`: the changes of earlier months
 * go onto the list. */
void
elo_flush_before(const struct elo_params *par, struct eplayer *p, long month)
{
	if (p->pmonth && p->pmonth < month)
		elo_flush(par, p);
}

/* The rating of the list in force when an event began in start_month:
 * the one before the latest month's changes when the event began in
 * that month or before it. */
double
elo_period_start(const struct eplayer *p, long start_month)
{
	return p->lmonth && start_month <= p->lmonth ? p->lbefore : p->rating;
}

/*
 * An event's W - We into the month's sum at the event's K before the cap
 * (its g games into the month's n).  A third K in one month has no rule
 * set behind it (K moves once a month at most: FIDE's 30th game, the
 * RASCCAT games threshold): an error rather than a guess.
 */
int
elo_pend(const struct elo_params *par, struct eplayer *p, double K, double W,
    const struct esum *We, long g, long month)
{
	size_t b;

	for (b = 0; b < p->npk && p->pk[b].K != K; b++)
		;
	if (b == ELO_PEND_K)
		return 0;
	if (b == p->npk) {
		p->pk[b].K = K;
		p->pk[b].d = 0;
		p->pk[b].d_h = 0;
		p->npk++;
	}
	if (par->expect == EXP_FIDE)
		p->pk[b].d_h += llround(W * 100) - We->h;
	else
		p->pk[b].d += W - We->x;
	p->pn += g;
	p->pmonth = month;
	return 1;
}
