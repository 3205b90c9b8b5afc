/*
 * explain.c - model `ecf`, rate --explain: a month's change as parts
 * in the ECF's terms (ecf.h; doc/rules/ecf.md).  A K rating: per game k
 * w (W_i - We_i), w the game's weight (a new or partially rated opponent
 * counts --partial-weight).  A P rating replaces the rating before it
 * (part "replaced"): Ra + dp(p) as the shares of the mean Ra of the dummy
 * draw, of each game of the record and of the month, then dp.  The model
 * keeps its ratings unrounded (the ECF's whole numbers are `format`'s),
 * so no part rounds.
 */
#include "shared/duel.h"
#include "ecf.h"
#include "elo/fide.h"

#include <stddef.h>

/* n empty terms */
static void
skip(struct cells *c, int n)
{
	while (n-- > 0)
		cell_empty(c);
}

/* A share of Ra: an opponent rated ro (named when `who`), scored sc, of `count` games. */
static void
mean_part(struct eng *e, const char *name, const char *game, const char *who, double ro,
    double sc, long count)
{
	struct cells *c = eng_explain_part(e, name, ro / (double)count, game);

	cell_str(c, who ? who : "");
	cell_num(c, ro);
	cell_num(c, sc);
	skip(c, 3);
	cell_int(c, count);
	cell_empty_rest(c);
	eng_explain_put(e);
}

/* Each game of `key` this month: `p_rating` a share of Ra (pass B), else k w (W_i - We_i). */
static void
game_parts(struct ecf_run *r, struct eng *e, const struct rperiod *ev, int key, int p_rating,
    long count)
{
	const struct eplayer *p = &r->pl[key];
	double k = ecf_k(r->par, p);
	size_t gi, j;

	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		for (j = 0; j < g->n; j++) {
			const struct eplayer *o;
			double sc, ro, w, ex;
			struct cells *c;

			if (g->key[j] != key)
				continue;
			if (!duel_played(g)) {
				duel_explain_uncounted(e, g, j, "not rated");
				continue;
			}
			o = &r->pl[g->key[1 - j]];
			sc = duel_score(g, j);
			if (p_rating) {
				mean_part(e, "game", g->id, eng_player(e, g->pid[1 - j]),
				    ecf_opp_rating(o, 1), sc, count);
				continue;
			}
			ro = ecf_opp_rating(o, 2);
			w = o->cls == FULL ? 1 : r->par->partial_weight;
			ex = fide_pd(p->r - ro);
			c = eng_explain_part(e, "game", k * w * (sc - ex), g->id);
			cell_str(c, eng_player(e, g->pid[1 - j]));
			cell_num(c, ro);
			cell_num(c, sc);
			cell_num(c, ex);
			cell_num(c, k);
			cell_num(c, w);
			cell_empty_rest(c);
			eng_explain_put(e);
		}
	}
}

void
ecf_explain(struct ecf_run *r, struct eng *e, const struct rperiod *ev, int key,
    double after)
{
	const struct eplayer *p = &r->pl[key];
	size_t n = ecf_sides(r, ev, key), rec = p->cls == PARTIAL ? p->nrec : 0, i;
	int listed = p->exists && p->kind != NEW;
	double before = listed ? p->r : 0, w = 0.5;
	long count = 1 + (long)(rec + n);
	struct cells *c;

	if (p->cls == FULL ? n == 0 : rec + n == 0)
		return;		/* only byes: nothing rated */
	eng_explain_begin(e, duel_period_game(ev), key, before, after);
	if (p->cls == FULL) {
		game_parts(r, e, ev, key, 0, 0);
		eng_explain_end(e);
		return;
	}
	if (listed) {
		c = eng_explain_part(e, "replaced", -before, "");
		cell_empty_rest(c);
		eng_explain_put(e);
	}
	mean_part(e, "dummy", "", NULL, p->dummy, 0.5, count);
	for (i = 0; i < rec; i++) {
		mean_part(e, "record", "", NULL, p->rec[i].opp, p->rec[i].score, count);
		w += p->rec[i].score;
	}
	for (i = 0; i < n; i++)
		w += r->side[i].score;
	game_parts(r, e, ev, key, 1, count);
	c = eng_explain_part(e, "dp", fide_dp(w, count), "");
	skip(c, 2);
	cell_num(c, w);
	skip(c, 3);
	cell_int(c, count);
	cell_num(c, fide_dp(w, count));
	eng_explain_put(e);
	eng_explain_end(e);
}
