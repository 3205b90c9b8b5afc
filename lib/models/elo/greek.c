/*
 * greek.c - model `elo`: the newcomer rules of the Greek Scrabble
 * ratings (2007) and of the Catalan RASCCAT (--newcomer-rule greek;
 * doc/rules/greek2007.md, rasccat.md); their performance rating Rp,
 * shared with FIDE's initial rating (8.2.3), is in perf.c.
 */
#include "rules.h"
#include "fide.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

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
