/*
 * rules.c - what model ecf's files share at their bottom: a player's
 * state by key, and a player's played games of the month.  The model
 * (ecf.c), the month's passes (month.c) and --explain (explain.c) use them.
 */
#include "shared/duel.h"
#include "ecf.h"
#include "rp.h"

#include <stddef.h>

struct eplayer *
ecf_player(struct ecf_run *r, int key)
{
	if ((size_t)key >= r->cap)
		xgrow_zero(&r->pl, &r->cap, (size_t)key + 1, sizeof *r->pl);
	return &r->pl[key];
}

/* The played games of `key` this month, into r->side. */
size_t
ecf_sides(struct ecf_run *r, const struct rperiod *ev, int key)
{
	size_t gi, k, n = 0;

	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		if (!duel_played(g))
			continue;
		for (k = 0; k < 2; k++)
			if (g->key[k] == key) {
				xgrow(&r->side, &r->scap, n + 1, sizeof *r->side);
				r->side[n].opp = g->key[1 - k];
				r->side[n++].score = duel_score(g, k);
			}
	}
	return n;
}
