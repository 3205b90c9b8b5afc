/*
 * explain.c - model `absp`: rate --explain.  Rules: doc/rules/absp.md.
 *
 * A rating is the weighted mean of the game ratings in the player's
 * window, so its change in an event is the change of a weighted mean.
 * With s_m = w_m / sum(w) a game's share of the window before (s0) and
 * after (s1) the event, and R0 the rating before,
 *     R1 - R0 = sum over the games of (g_m - R0) (s1_m - s0_m)
 * exactly (the shares add up to 1 before and after, so R0's terms cancel;
 * a player with an empty window before has s0 = 0 everywhere and
 * R0 = its seed, or 0 when it had no rating).  Each game of the window
 * before or after is one part: the event's games ("game", or "first"
 * for a player unrated until then), the older games whose share moved
 * ("reweighted") and those that left the window ("left"); the floor is
 * a part of its own.  A game above the rating whose share grows pulls
 * the rating up.  Under --event-mean an event's games count at its mean
 * game rating, and the event rating's floor and rounding (absp-tsh) are
 * parts of their own over the share of the window the event holds.
 */
#include "absp.h"
#include "num.h"
#include "rp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

const char *const absp_explain_cols[] = { "opponent", "opponent_rating", "counted",
	"game_rating", "entered", "weight_before", "weight_after", "share_before",
	"share_after", NULL };

/* The weight of the game at position pos of a window of M (0: newest). */
static double
weight_at(const struct absp_params *par, long M, size_t pos)
{
	return par->top - par->step * (double)((long)pos < M - 1 ? (long)pos : M - 1);
}

/* The j-th row's player's k-th rated game of the event: its index in p, its row. */
static int
nth_game(const struct absp_run *r, const struct rperiod *p, int key, size_t k,
    size_t *gi, size_t *row)
{
	size_t i, j;

	for (i = 0; i < p->ngame; i++)
		for (j = 0; j < 2 && r->eg[i].rated; j++)
			if (p->game[i].key[j] == key && k-- == 0) {
				*gi = i;
				*row = j;
				return 1;
			}
	return 0;
}

/* The terms of an event's game: opponent, its rating, counted at, game rating. */
static void
game_terms(const struct absp_run *r, struct eng *e, const struct rperiod *p,
    const struct aplayer *a, size_t gi, size_t j, struct cells *c)
{
	const struct rgame *g = &p->game[gi];
	const struct aplayer *o = &r->pl[g->key[1 - j]];
	double orat = o->was_rated ? o->pre : a->was_rated ? o->p2 : o->p1;

	cell_str(c, eng_player(e, g->pid[1 - j]));
	cell_num(c, orat);
	cell_num(c, r->eg[gi].value[j]);
	cell_num(c, r->eg[gi].g[j]);
}

/*
 * --event-mean: the event's games entered at its rating, its mean
 * game rating floored (--event-floor, --new-floor) and rounded
 * (--round): their parts, over the share of the window they hold.
 */
static void
event_parts(struct eng *e, const struct absp_params *par, const struct aplayer *a,
    double evshare)
{
	double floored = absp_floor_to(a->raw, a->was_rated ? par->event_floor :
	    par->new_floor);
	struct cells *c;

	if (floored != a->raw) {
		c = eng_explain_part(e, "event_floor", (floored - a->raw) * evshare, "");
		cell_empty_rest(c);
		eng_explain_put(e);
	}
	if (a->entered != floored) {
		c = eng_explain_part(e, "event_rounding", (a->entered - floored) * evshare, "");
		cell_empty_rest(c);
		eng_explain_put(e);
	}
}

/*
 * The change of key's rating in event p.  r->xview holds its window
 * before the trim: the games before the event, then the event's
 * a->ngames; the window kept is its last a->win.cnt games.
 */
void
absp_explain(struct absp_run *r, struct eng *e, const struct rperiod *p, int key)
{
	const struct absp_params *par = r->par;
	const struct chunkwin_view *v = &r->xview;
	const struct aplayer *a = &r->pl[key];
	size_t n = v->n, nnew = (size_t)a->ngames, nold = n - nnew, drop = n - a->win.cnt;
	size_t i, gi = 0, row = 0;
	double before = a->was_rated ? a->pre : 0, w0sum = 0, s0 = 0, w1sum = 0, s1 = 0;
	double mean0, mean1, evshare = 0;

	for (i = 0; i < n; i++) {
		double w0 = i < nold ? weight_at(par, r->M, nold - 1 - i) : 0;
		double w1 = i >= drop ? weight_at(par, r->M, n - 1 - i) : 0;

		w0sum += w0;
		s0 += w0 * v->g[i];
		w1sum += w1;
		s1 += w1 * v->g[i];
	}
	mean0 = nold ? s0 / w0sum : before;
	mean1 = s1 / w1sum;
	if (!nth_game(r, p, key, nnew - 1, &gi, &row))
		die_data("internal error: absp: a player's games of the event not found");
	eng_explain_begin(e, &p->game[gi], key, before, a->rating);
	for (i = 0; i < n; i++) {
		double w0 = i < nold ? weight_at(par, r->M, nold - 1 - i) : 0;
		double w1 = i >= drop ? weight_at(par, r->M, n - 1 - i) : 0;
		double sh0 = nold ? w0 / w0sum : 0, sh1 = w1 / w1sum;
		const char *part = i < drop ? "left" : i < nold ? "reweighted" :
		    a->was_rated ? "game" : "first";
		struct cells *c;

		if (i >= nold)
			nth_game(r, p, key, i - nold, &gi, &row);
		/* an event's games at its mean: the floor and rounding are parts */
		double g = i >= nold && par->event_mean ? a->raw : v->g[i];

		if (i >= nold)
			evshare += sh1;
		c = eng_explain_part(e, part, (g - before) * (sh1 - sh0),
		    i >= nold ? p->game[gi].id : "");
		if (i >= nold)
			game_terms(r, e, p, a, gi, row, c);
		else {
			cell_empty(c);
			cell_empty(c);
			cell_empty(c);
			cell_empty(c);
		}
		cell_num(c, v->g[i]);
		cell_num_or_empty(c, i < nold, w0);
		cell_num_or_empty(c, i >= drop, w1);
		cell_num_or_empty(c, i < nold, sh0);
		cell_num_or_empty(c, i >= drop, sh1);
		eng_explain_put(e);
	}
	if (par->event_mean)
		event_parts(e, par, a, evshare);
	/* the floor lifted the mean after, or had lifted it before */
	if ((isfinite(mean1) && mean1 < par->floor) || (nold && mean0 < par->floor)) {
		struct cells *c = eng_explain_part(e, "floor",
		    (a->rating - mean1) - (before - mean0), "");

		cell_empty_rest(c);
		eng_explain_put(e);
	}
	eng_explain_end(e);
}
