/*
 * state.c - model `naspa`: a player's state (rating, career games), its
 * prior row read (rate -r) and its ratings row written; the run's
 * players and their allocation.  Apart from naspa.c, which rates an
 * event from these states (tsh's Ratings::Elo), as elo's state.c is.
 */
#include "model.h"
#include "naspa.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

enum { S_RATING, S_GAMES };
const struct column naspa_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "games", COL_COUNT, "list-games", 0 },
	{ NULL, 0, NULL, 0 },
};

struct nplayer *
naspa_player(struct naspa_run *r, int key)
{
	if ((size_t)key >= r->cap) {
		size_t old = r->cap;

		xgrow(&r->pl, &r->cap, (size_t)key + 1, sizeof *r->pl);
		memset(r->pl + old, 0, (r->cap - old) * sizeof *r->pl);
	}
	return &r->pl[key];
}

void *
naspa_start(struct eng *e, const void *par)
{
	struct naspa_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	return r;
}

void
naspa_free(void *m)
{
	struct naspa_run *r = m;

	free(r->pl);
	free(r->ep);
	free(r->loc);
	free(r->slot);
	free(r);
}

int
naspa_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct naspa_run *r = m;
	struct nplayer *p = naspa_player(r, row->key);
	const struct prior_cell *c = row->cell;

	(void)col;
	(void)why;
	p->exists = 1;
	p->rating = c[S_RATING].num;
	p->games = c[S_GAMES].s ? c[S_GAMES].i : r->par->list_games;
	return 1;
}

int
naspa_row(void *m, int key, struct cells *c)
{
	struct naspa_run *r = m;
	const struct nplayer *p;

	if ((size_t)key >= r->cap || !r->pl[key].exists)
		return 0;
	p = &r->pl[key];
	cell_num(c, p->rating);
	cell_int(c, p->games);
	return 1;
}
