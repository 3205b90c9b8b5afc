/*
 * state.c - model absp's run state at the bottom of its files: players
 * and types by key, the prior's windows settled (and checked against the
 * filed ratings), the floor of a game rating.  The model (absp.c), an
 * event's update (event.c) and --explain (explain.c) use them.
 */
#include "absp.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

void
absp_pl_reserve(struct absp_run *r, size_t n)
{
	size_t old = r->plcap;

	if (n <= r->plcap)
		return;
	xgrow(&r->pl, &r->plcap, n, sizeof *r->pl);
	memset(r->pl + old, 0, (r->plcap - old) * sizeof *r->pl);
}

struct aplayer *
absp_player(struct absp_run *r, int key)
{
	absp_pl_reserve(r, (size_t)key + 1);
	return &r->pl[key];
}

const struct aplayer *
absp_player_find(const struct absp_run *r, int key)
{
	return (size_t)key < r->plcap ? &r->pl[key] : NULL;
}

struct atype *
absp_type(struct absp_run *r, int tid)
{
	if ((size_t)tid >= r->tcap) {
		size_t old = r->tcap;

		xgrow(&r->t, &r->tcap, (size_t)tid + 1, sizeof *r->t);
		memset(r->t + old, 0, (r->tcap - old) * sizeof *r->t);
	}
	return &r->t[tid];
}

/*
 * A prior's rating is its window's, as it was written: in this run's
 * window M, or in the one it was written in (unknown: a run may change
 * M, window -p cuts the prior's windows) when no game overfills it.
 */
static int
filed_rating_agrees(const struct absp_run *r, const struct aplayer *a)
{
	return eng_same_number(absp_window_rating(r, a), a->filed) ||
	    eng_same_number(absp_window_rating_in(r, a, (long)a->win.cnt), a->filed);
}

void
absp_settle(struct absp_run *r)
{
	size_t k;

	if (r->settled)
		return;
	r->settled = 1;
	for (k = 0; k < r->plcap; k++) {
		struct aplayer *a = &r->pl[k];

		if (!a->win.cnt)
			continue;
		/* a rating edited by hand would be recomputed from the window: lost */
		if (a->check && !filed_rating_agrees(r, a))
			eng_bad_prior(r->e, (int)k, "column \"rating\": expected the rating its "
			    "window in _state gives, %.10g, found %.10g (edited by hand?  The "
			    "rating is the weighted mean of the window's game ratings, computed "
			    "from them again: correct the games and re-rate, or take the list's "
			    "ratings alone with --prior-ratings-only)", absp_window_rating(r, a), a->filed);
		a->check = 0;
		absp_window_trim(r, a);
		a->rating = absp_window_rating(r, a);
		a->rated = 1;
	}
}

double
absp_floor_to(double x, double lo)
{
	return x < lo ? lo : x;		/* lo NAN: never */
}
