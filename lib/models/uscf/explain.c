/*
 * explain.c - model `uscf`, rate --explain: an event's change as
 * parts in Glickman and Doan's terms (uscf.h; doc/rules/uscf.md): the
 * standard formula's K (S_i - E_i) per game at step 5 and its bonus, or
 * the special formula as one part; the floor.
 */
#include "shared/duel.h"
#include "uscf.h"

#include <stddef.h>

/* n empty terms */
static void
skip(struct cells *c, int n)
{
	while (n-- > 0)
		cell_empty(c);
}

/* The terms every part of x's change shares: K, N', m, R0', S', the steps' estimates. */
static void
shared_terms(struct cells *c, const struct upart *x, int special, const struct special *s,
    double k)
{
	cell_num_or_empty(c, !special, k);
	cell_num(c, special ? s->neff : x->neff);
	cell_int(c, x->m);
	cell_num_or_empty(c, special, s->r0a);
	cell_num_or_empty(c, special, s->sa);
	cell_num_or_empty(c, !x->rated, x->est[0]);
	cell_num(c, x->est[1]);
}

void
uscf_explain(struct uscf_run *r, struct eng *e, const struct rperiod *ev,
    const struct upart *x, double after)
{
	struct special s;
	int special = uscf_special_inputs(r, x, &s);
	double before = x->rated ? x->r0 : 0, k = uscf_k(r->par, x->neff, (size_t)x->m);
	struct cells *c;
	size_t gi, j;

	eng_explain_begin(e, duel_period_game(ev), x->key, before, after);
	if (special) {
		c = eng_explain_part(e, x->rated ? "special" : "first", x->est[2] - before, "");
		skip(c, 2);
		cell_num(c, x->s);
		skip(c, 1);
		shared_terms(c, x, special, &s, k);
		cell_empty_rest(c);
		eng_explain_put(e);
	}
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		for (j = 0; j < g->n; j++) {
			double ro, sc, ex;

			if (g->key[j] != x->key)
				continue;
			if (!duel_played(g)) {
				duel_explain_uncounted(e, g, j, "not rated");
				continue;
			}
			/* each game at step 5: K (S_i - E_i), or a part of 0 of the special formula */
			ro = uscf_met(&r->part[r->loc[g->key[1 - j]]], 2);
			sc = duel_score(g, j);
			ex = uscf_expected(x->r0, ro);
			c = eng_explain_part(e, special ? "in special" : "game",
			    special ? 0 : k * (sc - ex), g->id);
			cell_str(c, eng_player(e, g->pid[1 - j]));
			cell_num(c, ro);
			cell_num(c, sc);
			cell_num_or_empty(c, !special, ex);
			shared_terms(c, x, special, &s, k);
			cell_empty_rest(c);
			eng_explain_put(e);
		}
	}
	if (x->bonus > 0) {
		c = eng_explain_part(e, "bonus", x->bonus, "");
		skip(c, 4);
		shared_terms(c, x, special, &s, k);
		cell_empty_rest(c);
		eng_explain_put(e);
	}
	if (after != x->est[2]) {
		c = eng_explain_part(e, "floor", after - x->est[2], "");
		skip(c, 11);
		cell_num(c, x->floor);
		eng_explain_put(e);
	}
	eng_explain_end(e);
}
