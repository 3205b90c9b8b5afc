/*
 * explain.c - rate -m naspa --explain: each segment's change of a
 * player's rating as its parts (doc/rules/naspa.md, "--explain").
 *
 * A rated player's change is, in tsh's order: a part "game" per rated
 * game, multiplier x (score - expected), the multiplier that of the
 * band and career games at the segment's start (divided by the club
 * divisor in a club event); "band", what tsh's conversion band by band
 * adds to that when the change crosses a boundary; "acceleration", the
 * bonus; "floor"; a part "feedback" per game against an opponent who
 * earned a bonus; "rounding" (int(0.5 + x)); "club cap".  A newcomer's
 * is "first rating" (the iterated performance rating) and its rounding.
 * Byes and forfeits are parts of 0 named so.
 */
#include "model.h"
#include "naspa.h"

#include <math.h>
#include <stdio.h>

/* The game a segment's change is written at: the player's last in it. */
static const struct rgame *
change_game(const struct naspa_run *r, const struct rperiod *pd, size_t a, long first,
    long last)
{
	long rnd;

	for (rnd = last; rnd >= first; rnd--) {
		const struct slot *s = naspa_slot(r, a, rnd);

		if (s->opp != -2)
			return &pd->game[s->game];
	}
	return NULL;
}

/* The multiplier band of a rating, in words. */
static void
band_text(const struct naspa_params *p, double rating, char *buf, size_t n)
{
	if (rating < p->band_low)
		snprintf(buf, n, "below %.17g", p->band_low);
	else if (rating < p->band_high)
		snprintf(buf, n, "%.17g to below %.17g", p->band_low, p->band_high);
	else
		snprintf(buf, n, "%.17g and above", p->band_high);
}

static const char *
name_of(const struct naspa_run *r, struct eng *e, int opp)
{
	return eng_player(e, eng_key_pid(e, r->ep[opp].key));
}

/* A part without terms (or with `band` alone). */
static void
plain_part(struct eng *e, const char *part, double amount, const char *game,
    const char *band)
{
	struct cells *c = eng_explain_part(e, part, amount, game);

	if (band) {
		int i;

		for (i = 0; i < 5; i++)
			cell_empty(c);
		cell_str(c, band);
	}
	cell_empty_rest(c);
	eng_explain_put(e);
}

/* A bye or forfeit of the segment: a part of 0 that says which. */
static void
not_rated(struct eng *e, const struct rperiod *pd, const struct slot *s)
{
	const struct rgame *g = &pd->game[s->game];

	plain_part(e, g->res[0] == RES_BYE ? "bye" : "forfeit", 0, g->id, NULL);
}

/* The rated games: multiplier x (score - expected); their sum. */
static double
game_parts(const struct naspa_run *r, struct eng *e, const struct rperiod *pd, size_t a,
    long first, long last)
{
	const struct naspa_params *p = r->par;
	const struct eplayer *q = &r->ep[a];
	double m = naspa_multiplier(p, (double)q->lifeg, q->old), sum = 0;
	char band[96];
	long rnd;

	if (!isnan(p->club))
		m /= p->club;
	band_text(p, q->old, band, sizeof band);
	for (rnd = first; rnd <= last; rnd++) {
		const struct slot *s = naspa_slot(r, a, rnd);
		const struct eplayer *o;
		struct cells *c;
		double orat, ex;

		if (s->opp == -1)
			not_rated(e, pd, s);
		if (s->opp < 0)
			continue;
		o = &r->ep[s->opp];
		orat = o->has_effr ? o->effr : 0;
		ex = naspa_expect(p, q->effr, orat);
		sum += m * (s->win - ex);
		c = eng_explain_part(e, "game", m * (s->win - ex), pd->game[s->game].id);
		cell_str(c, name_of(r, e, s->opp));
		cell_num(c, orat);
		cell_num(c, ex);
		cell_num(c, s->win);
		cell_num(c, m);
		cell_str(c, band);
		cell_empty_rest(c);
		eng_explain_put(e);
	}
	return sum;
}

/* The acceleration bonus: A x (the gain over P a game). */
static void
accel_part(const struct naspa_run *r, struct eng *e, const struct eplayer *q)
{
	const struct naspa_params *p = r->par;
	struct cells *c;
	int i;

	if (!(q->acc > 0))
		return;
	c = eng_explain_part(e, "acceleration", q->acc, "");
	for (i = 0; i < 4; i++)
		cell_empty(c);
	cell_num(c, p->accel);
	cell_empty(c);
	cell_num(c, q->conv - q->old - p->accel_per_game * (double)q->rg);
	cell_empty_rest(c);
	eng_explain_put(e);
}

/* Feedback: 1/D of the bonus of each opponent met, per game. */
static void
feedback_parts(const struct naspa_run *r, struct eng *e, const struct rperiod *pd, size_t a,
    long first, long last)
{
	const struct naspa_params *p = r->par;
	long rnd;

	if (isnan(p->feedback))
		return;
	for (rnd = first; rnd <= last; rnd++) {
		const struct slot *s = naspa_slot(r, a, rnd);
		const struct eplayer *o;
		struct cells *c;
		int i;

		if (s->opp < 0 || !(r->ep[s->opp].acc > 0))
			continue;
		o = &r->ep[s->opp];
		c = eng_explain_part(e, "feedback", o->acc / p->feedback, pd->game[s->game].id);
		cell_str(c, name_of(r, e, s->opp));
		cell_num(c, o->effr);
		for (i = 0; i < 2; i++)
			cell_empty(c);
		cell_num(c, 1 / p->feedback);
		for (i = 0; i < 2; i++)
			cell_empty(c);
		cell_num(c, o->acc);
		eng_explain_put(e);
	}
}

/* A rated player's change over the segment. */
static void
explain_rated(const struct naspa_run *r, struct eng *e, const struct rperiod *pd, size_t a,
    long first, long last)
{
	const struct naspa_params *p = r->par;
	const struct eplayer *q = &r->ep[a];
	double sum = game_parts(r, e, pd, a, first, last), x;
	double club = isnan(p->club) ? 1 : p->club;
	double m0 = naspa_multiplier(p, (double)q->lifeg, q->old);

	if (p->boundaries == BOUND_PRORATE &&
	    naspa_multiplier(p, (double)q->lifeg, q->old + sum * club) != m0) {
		char from[96], to[96], band[200];

		band_text(p, q->old, from, sizeof from);
		band_text(p, q->conv, to, sizeof to);
		snprintf(band, sizeof band, "%s to %s", from, to);
		plain_part(e, "band", q->conv - q->old - sum, "", band);
	}
	accel_part(r, e, q);
	if (q->prefeed != q->conv + q->acc)
		plain_part(e, "floor", q->prefeed - (q->conv + q->acc), "", NULL);
	feedback_parts(r, e, pd, a, first, last);
	x = q->prefeed + (isnan(p->feedback) ? 0 : q->feed);
	if (naspa_round(x) != x)
		plain_part(e, "rounding", naspa_round(x) - x, "", NULL);
	if (q->newr != naspa_round(x))
		plain_part(e, "club cap", q->newr - naspa_round(x), "", NULL);
}

/* A newcomer's first rating: the iterated performance rating, rounded. */
static void
explain_newcomer(const struct naspa_run *r, struct eng *e, const struct rperiod *pd,
    size_t a, long first, long last)
{
	const struct eplayer *q = &r->ep[a];
	struct cells *c;
	long rnd;
	int i;

	for (rnd = first; rnd <= last; rnd++) {
		const struct slot *s = naspa_slot(r, a, rnd);

		if (s->opp == -1)
			not_rated(e, pd, s);
	}
	if (q->prefeed == 0)
		return;
	c = eng_explain_part(e, "first rating", q->prefeed, "");
	for (i = 0; i < 3; i++)
		cell_empty(c);
	cell_num(c, q->w);
	cell_empty_rest(c);
	eng_explain_put(e);
	if (q->newr != q->prefeed)
		plain_part(e, "rounding", q->newr - q->prefeed, "", NULL);
}

void
naspa_explain_segment(const struct naspa_run *r, struct eng *e, const struct rperiod *pd,
    long first, long last)
{
	size_t a;

	for (a = 0; a < r->nep; a++) {
		const struct eplayer *q = &r->ep[a];
		const struct rgame *g;

		if (!eng_explaining(e, q->key))
			continue;
		g = change_game(r, pd, a, first, last);
		if (!g && q->newr == q->old)
			continue;
		eng_explain_begin(e, g ? g : &pd->game[pd->ngame - 1], q->key, q->old, q->newr);
		if (q->old != 0)
			explain_rated(r, e, pd, a, first, last);
		else
			explain_newcomer(r, e, pd, a, first, last);
		eng_explain_end(e);
	}
}
