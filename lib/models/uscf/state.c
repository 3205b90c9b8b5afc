/*
 * state.c - model `uscf`: a player's state (rating, games, the counts
 * of its floor and its peak), its prior row read (rate -r) and its
 * ratings row written; the run's players and their allocation.  Apart
 * from uscf.c, which rates an event from these states in steps.
 */
#include "model.h"
#include "uscf.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

enum { S_RATING, S_GAMES, S_STATUS, S_LAST, S_WINS, S_LOSSES, S_EVENTS, S_PEAK };
const struct column uscf_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "games", COL_COUNT, "list-games", 0 },
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ "wins", COL_COUNT, "(games/2)", 0 },
	{ "losses", COL_COUNT, "(games/2)", 0 },
	{ "events", COL_COUNT, "(0)", 0 },
	{ "peak", COL_TEXT, "(empty)", 0 },
	{ NULL, 0, NULL, 0 },
};

struct uplayer *
uscf_player(struct uscf_run *r, int key)
{
	if ((size_t)key >= r->cap)
		xgrow_zero(&r->pl, &r->cap, (size_t)key + 1, sizeof *r->pl);
	if ((size_t)key >= r->lcap) {
		size_t old = r->lcap;

		xgrow(&r->loc, &r->lcap, (size_t)key + 1, sizeof *r->loc);
		memset(r->loc + old, 0xff, (r->lcap - old) * sizeof *r->loc);
	}
	return &r->pl[key];
}

void *
uscf_start(struct eng *e, const void *par)
{
	struct uscf_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	return r;
}

void
uscf_free(void *m)
{
	struct uscf_run *r = m;

	free(r->pl);
	free(r->part);
	free(r->loc);
	free(r->opp);
	free(r->oppk);
	free(r);
}

int
uscf_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct uscf_run *r = m;
	struct uplayer *p = uscf_player(r, row->key);
	const struct prior_cell *c = row->cell;

	p->exists = 1;
	p->r = c[S_RATING].num;
	p->games = c[S_GAMES].s ? c[S_GAMES].i : r->par->list_games;
	p->wins = c[S_WINS].s ? c[S_WINS].i : 0;
	p->losses = c[S_LOSSES].s ? c[S_LOSSES].i : 0;
	p->events = c[S_EVENTS].s ? c[S_EVENTS].i : 0;
	p->last = c[S_LAST].s ? c[S_LAST].i : LONG_MIN;
	p->peak = NAN;
	if (p->wins + p->losses > p->games) {
		*col = S_WINS;
		*why = "wins and losses that add up to at most games";
		return 0;
	}
	if (c[S_PEAK].s && c[S_PEAK].len && !num_parse(c[S_PEAK].s, c[S_PEAK].len, &p->peak)) {
		*col = S_PEAK;
		*why = "a rating, or empty (no established peak)";
		return 0;
	}
	return 1;
}

int
uscf_row(void *m, int key, struct cells *c)
{
	struct uscf_run *r = m;
	const struct uplayer *p;

	if ((size_t)key >= r->cap || !r->pl[key].exists)
		return 0;
	p = &r->pl[key];
	cell_num(c, p->r);
	cell_int(c, p->games);
	cell_str(c, p->games > r->par->established ? "active" : "provisional");
	cell_date(c, p->last);
	cell_int(c, p->wins);
	cell_int(c, p->losses);
	cell_int(c, p->events);
	if (isnan(p->peak))
		cell_empty(c);
	else
		cell_num(c, p->peak);
	return 1;
}
