/*
 * explain.c - model `dwz`, rate --explain: a tournament's changes as
 * parts in the Wertungsordnung's terms (dwz.h; doc/rules/dwz.md).
 */
#include "shared/duel.h"
#include "dwz.h"

#include <stddef.h>

/* Part `name` of row k of game g against an opponent rated ro: score, We, then `rest`. */
static struct cells *
game_part(struct eng *e, const struct rgame *g, size_t k, const char *name, double amount,
    double ro, double we)
{
	struct cells *c = eng_explain_part(e, name, amount, g->id);

	cell_str(c, eng_player(e, g->pid[1 - k]));
	cell_num(c, ro);
	cell_num(c, duel_score(g, k));
	cell_num(c, we);
	return c;
}

static void
rounding_part(struct eng *e, double amount)
{
	struct cells *c;

	if (amount == 0)
		return;
	c = eng_explain_part(e, "rounding", amount, "");
	cell_empty_rest(c);
	eng_explain_put(e);
}

/* A rated player's change: each counted game's factor (W_i - We_i)/(E + n), the rounding. */
static void
explain_rated(struct dwz_run *r, struct eng *e, const struct rperiod *ev, int key)
{
	const struct dplayer *p = &r->pl[key];
	struct dwz_eterms t;
	size_t gi, k;

	dwz_e_terms(r->par, p->r0, p->age, p->w, p->we, &t);
	eng_explain_begin(e, duel_period_game(ev), key, p->r0, p->r);
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		for (k = 0; k < g->n; k++) {
			double ro, we, x;
			struct cells *c;

			if (g->key[k] != key)
				continue;
			if (!dwz_counts(r, g)) {
				duel_explain_uncounted(e, g, k, "unrated opponent");
				continue;
			}
			ro = dwz_opp_rating(r, g->key[1 - k]);
			we = dwz_we(r->par, p->r0, ro);
			x = r->par->factor * (duel_score(g, k) - we) / (p->e + (double)p->n);
			c = game_part(e, g, k, "game", x, ro, we);
			cell_int(c, p->n);
			cell_num(c, p->e);
			cell_num(c, t.e0);
			cell_num(c, t.j);
			cell_num(c, t.fb);
			cell_num(c, t.brake);
			cell_int(c, p->age);
			eng_explain_put(e);
		}
	}
	rounding_part(e, p->rn - p->unrounded);
	eng_explain_end(e);
}

/* A newcomer's first DWZ: the performance, its games as parts of 0, the rounding. */
static void
explain_first(struct dwz_run *r, struct eng *e, const struct rperiod *ev, int key)
{
	const struct dplayer *p = &r->pl[key];
	struct cells *c;
	double ro;
	size_t gi, k;

	eng_explain_begin(e, duel_period_game(ev), key, 0, p->r);
	c = eng_explain_part(e, "first", p->unrounded, "");
	cell_empty(c);
	cell_empty(c);
	cell_num(c, p->w);
	cell_empty(c);
	cell_int(c, p->n);
	cell_empty_rest(c);
	eng_explain_put(e);
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		for (k = 0; k < g->n; k++) {
			const struct dplayer *o;

			if (g->key[k] != key)
				continue;
			o = &r->pl[g->key[1 - k]];
			if (!duel_played(g) || !(o->known || o->stage)) {
				duel_explain_uncounted(e, g, k, "unrated opponent");
				continue;
			}
			ro = o->known ? o->as_opp : o->unrounded;
			c = game_part(e, g, k, "in first", 0, ro, dwz_p(r->par, p->unrounded - ro));
			cell_empty_rest(c);
			eng_explain_put(e);
		}
	}
	rounding_part(e, p->rn - p->unrounded);
	eng_explain_end(e);
}

void
dwz_explain(struct dwz_run *r, struct eng *e, const struct rperiod *ev, int key)
{
	if (r->pl[key].known)
		explain_rated(r, e, ev, key);
	else
		explain_first(r, e, ev, key);
}
