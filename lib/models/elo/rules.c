/*
 * rules.c - model `elo`: the helpers every file of the model uses, at
 * the bottom so that no file needs one that needs it back: E of a
 * difference (its cap), the period change K(W - We) with its bonus and
 * rounding, and the event's rows (a row's participant, score, advantage,
 * whether it counts).
 */
#include "elo.h"
#include "shared/duel.h"
#include "rules.h"
#include "fide.h"
#include "model.h"
#include "num.h"
#include "rp.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>

/*
 * The difference D that E is read from, own - opp: capped for the player
 * whose expectation it is, so with --cap-below (FIDE 8.3.1 since
 * 1 October 2025: not for players rated 2650 and above) the two sides of
 * a game may not sum to 1.
 */
double
elo_diff(const struct elo_params *par, double own, double opp)
{
	double d = own - opp;
	int capped = par->cap > 0 && !(own >= par->cap_below);

	if (capped && d > par->cap)
		d = par->cap;
	if (capped && d < -par->cap)
		d = -par->cap;
	return d;
}

/* E of a difference D: table 8.1b or the logistic curve. */
double
elo_curve(const struct elo_params *par, double d)
{
	if (par->expect == EXP_FIDE)
		return fide_pd(d);
	return 1 / (1 + pow(10, -d / 400));
}

double
elo_expect(const struct elo_params *par, double own, double opp)
{
	return elo_curve(par, elo_diff(par, own, opp));
}

/*
 * Table 8.1.2 values are whole hundredths: they are summed exactly, so
 * that a FIDE change such as 10 * (1 - .55) is 4.5 and rounds to 5 (a
 * double sum could give 4.4999... and 4).
 */
void
elo_esum_add(const struct elo_params *par, struct esum *s, double e)
{
	if (par->expect == EXP_FIDE)
		s->h += llround(e * 100);
	else
		s->x += e;
}

double
elo_esum_value(const struct elo_params *par, const struct esum *s)
{
	return par->expect == EXP_FIDE ? (double)s->h / 100 : s->x;
}

/* The period change: K(W - We), the bonus, the rule's rounding. */
double
elo_period_change(const struct elo_params *par, double K, double W,
    const struct esum *We, long g, struct pchange *pc)
{
	double d = par->expect == EXP_FIDE ?
	    K * (double)(llround(W * 100) - We->h) / 100 : K * (W - We->x);
	double limit = par->bonus * (double)g;

	pc->raw = d;
	if (par->bonus > 0 && d > limit)
		d += d - limit;		/* the gain above the limit counts twice */
	pc->bonused = d;
	if (par->round >= 0)
		d = round_to(d, (int)par->round);
	pc->rounded = d;
	return d;
}


/* Row i of game gi: its advantage in E, +-gamma (duel_first). */
double
elo_first(const struct run *r, size_t gi, size_t i)
{
	return duel_first(r->e, &r->ev->game[gi], i, IN_COLOR, IN_HOME, r->par->gamma);
}

/* Rows of game gi of the event: row i's flat index in the event. */
size_t
elo_flat(const struct run *r, size_t gi, size_t i)
{
	return r->ev->game[gi].row0 - r->ev->game[0].row0 + i;
}

struct epart *
elo_part_of(const struct run *r, size_t gi, size_t i)
{
	return &r->part[r->rowpart[elo_flat(r, gi, i)]];
}

int
elo_played(const struct run *r, size_t gi)
{
	return r->ev->game[gi].res[0] == RES_PLAYED;
}

/* Score of row i of a played game from the places: 1, 1/2 or 0. */
double
elo_score_of(const struct rgame *g, size_t i)
{
	return g->place[i] < g->place[1 - i] ? 1 : g->place[i] == g->place[1 - i] ? 0.5 : 0;
}

/* The month of a day as year * 12 + month (1 to 12): never 0. */
long
elo_month(long day)
{
	char d[11];

	date_format(day, d);
	return atol(d) * 12 + atol(d + 5);
}

/* The calendar year of a day. */
long
elo_year(long day)
{
	char d[11];

	date_format(day, d);
	return atol(d);
}

/* D of x against y in row f, x moving first by adv (--gamma): capped,
 * except in a higher-rated player's games other than its one upgrade
 * (--cap-rule greatest). */
double
elo_row_diff(const struct run *r, const struct epart *x, const struct epart *y, size_t f,
    double adv)
{
	const struct elo_params *par = r->par;
	double d = x->r0 + adv - y->r0;

	if (par->cap_rule == CAP_GREATEST && par->cap > 0 && d > par->cap &&
	    x->upgrade != (int)f)
		return d;
	return elo_diff(par, x->r0 + adv, y->r0);
}

/* Row i of played game gi counts for its player's change: the player's
 * rating changes in the event, the opponent's counts, no --gap. */
int
elo_counted(const struct run *r, size_t gi, size_t i)
{
	return elo_part_of(r, gi, i)->updates && elo_part_of(r, gi, 1 - i)->known &&
	    !r->rowgap[elo_flat(r, gi, i)];
}
