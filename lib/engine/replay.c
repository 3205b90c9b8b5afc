/*
 * replay.c - the replay guard (replay.h) during the run: its types and
 * keys, the checks of the input's games and events, what each rated game
 * leaves.  Reading a prior's _seen: replay_prior.c; writing it:
 * replay_cell.c.
 */
#include "replay.h"
#include "replay_int.h"
#include "hash.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void
replay_hash_game(const char *event, const char *game, uint64_t h[2])
{
	h[0] = fnv1a(FNV_BASIS, event, strlen(event));
	h[1] = fnv1a(fnv1a(h[0], "\t", 1), game, strlen(game));
}

/* ---------- growing arrays ---------- */

void
replay_u64_push(uint64_t **a, size_t *n, size_t *cap, uint64_t v)
{
	if (*n + 1 > *cap)
		xgrow(a, cap, *n + 1, sizeof **a);
	(*a)[(*n)++] = v;
}

/* Room for n more of type t's own games. */
void
replay_own_room(struct replay_type *t, size_t n)
{
	if (t->nown + n > t->owncap)
		xgrow(&t->own, &t->owncap, t->nown + n, sizeof *t->own);
}

/* Key played game h on type t's day (room made: replay_own_room; key known:
 * replay_key_added). */
void
replay_own_push(struct replay *rp, struct replay_type *t, int key, uint64_t h)
{
	rp->own_day[key] = (int32_t)t->day;	/* a game's date: in range */
	t->own[t->nown].key = key;
	t->own[t->nown].h[0] = (uint32_t)(h >> 32);
	t->own[t->nown].h[1] = (uint32_t)h;
	t->nown++;
}

/* Key k played event h on day `day`: a later day starts its list afresh. */
void
replay_event_add(struct replay_events *k, long day, uint64_t h)
{
	size_t cap = k->cap;

	if (day != k->day) {
		k->day = day;
		k->n = 0;
	} else if (k->n && k->h[k->n - 1] == h)
		return;		/* the event's next game */
	if (k->n + 1 > cap) {
		xgrow(&k->h, &cap, k->n + 1, sizeof *k->h);
		k->cap = (uint32_t)cap;
	}
	k->h[k->n++] = h;
}

/* ---------- the guard ---------- */

void
replay_init(struct replay *rp, int by_event)
{
	memset(rp, 0, sizeof *rp);
	rp->by_event = by_event;
	rp->check = 1;
}

void
replay_free(struct replay *rp)
{
	size_t i;

	for (i = 0; i < rp->ntype; i++) {
		free(rp->type[i].lone);
		free(rp->type[i].own);
	}
	for (i = 0; i < rp->nkeys && rp->kev; i++)
		free(rp->kev[i].h);
	free(rp->type);
	free(rp->kev);
	free(rp->own_at);
	free(rp->own_lo);
	free(rp->own_day);
	free(rp->prior_day);
	u64set_free(&rp->prior_games);
	u64set_free(&rp->prior_events);
	u64set_free(&rp->run_events);
}

void
replay_type_added(struct replay *rp, size_t ntypes)
{
	size_t i;

	if (ntypes > rp->tcap) {
		size_t old = rp->tcap, pd = rp->pdcap;

		xgrow(&rp->type, &rp->tcap, ntypes, sizeof *rp->type);
		memset(rp->type + old, 0, (rp->tcap - old) * sizeof *rp->type);
		xgrow(&rp->prior_day, &rp->pdcap, rp->tcap, sizeof *rp->prior_day);
		for (i = pd; i < rp->pdcap; i++)
			rp->prior_day[i] = LONG_MIN;
	}
	for (i = rp->ntype; i < ntypes; i++)
		rp->type[i].day = LONG_MIN;
	rp->ntype = ntypes;
}

void
replay_key_added(struct replay *rp, size_t nkeys)
{
	if (rp->by_event && nkeys > rp->kcap) {
		size_t old = rp->kcap, i;

		xgrow(&rp->kev, &rp->kcap, nkeys, sizeof *rp->kev);
		memset(rp->kev + old, 0, (rp->kcap - old) * sizeof *rp->kev);
		for (i = old; i < rp->kcap; i++)
			rp->kev[i].day = LONG_MIN;
	}
	if (!rp->by_event && nkeys > rp->odcap) {
		size_t old = rp->odcap, i;

		xgrow(&rp->own_day, &rp->odcap, nkeys, sizeof *rp->own_day);
		for (i = old; i < rp->odcap; i++)
			rp->own_day[i] = OWN_NO_DAY;
	}
	rp->nkeys = nkeys;
}

/* Type t's games are of day `day` from now on: a later day starts afresh. */
void
replay_type_day(struct replay_type *t, long day)
{
	if (day == t->day)
		return;
	t->day = day;
	t->has_last = 0;
	t->nlone = t->nown = 0;
}

long
replay_prior_day(const struct replay *rp, int tid)
{
	return (size_t)tid < rp->ntype ? rp->prior_day[tid] : LONG_MIN;
}

/* ---------- the input ---------- */

const char *
replay_check_game(struct replay *rp, int tid, long date, const uint64_t h[2])
{
	long f = replay_prior_day(rp, tid);

	if (!rp->check || f == LONG_MIN || date > f)
		return NULL;
	if (date < f)
		return "the prior ratings file %s already holds games of this type up to %s, and "
		    "this game is older: input the prior already reflects (or out of order); "
		    "rate only what came after it (a result that came late: re-rate from a "
		    "ratings file made before its date, the history since in date order)";
	if (!rp->by_event && u64set_has(&rp->prior_games, h[1]))
		return "this game is already rated in the prior ratings file %s (%s is the type's "
		    "last day there): the same input fed twice?";
	return NULL;
}

const char *
replay_check_event(struct replay *rp, uint64_t h)
{
	if (rp->check && u64set_has(&rp->prior_events, h))
		return "this event is already rated, at least in part, in the prior ratings "
		    "file %s: an event is one rating period and cannot be split between runs "
		    "or come back after another event; cut histories between events, or "
		    "re-rate from a ratings file made before this event";
	if (u64set_has(&rp->run_events, h))
		return "this event comes back after another event; an event's games must stand "
		    "together (it is one rating period)";
	u64set_add(&rp->run_events, h);
	return NULL;
}

void
replay_record_game(struct replay *rp, int tid, long date, const uint64_t h[2],
    const int *key, size_t n)
{
	struct replay_type *t = &rp->type[tid];
	size_t i;

	if (date > t->day)
		replay_type_day(t, date);
	t->has_last = 1;
	if (rp->by_event) {
		t->last = h[0];
		for (i = 0; i < n; i++)
			replay_event_add(&rp->kev[key[i]], date, h[0]);
		return;
	}
	t->last = h[1];
	if (n == 1) {
		replay_u64_push(&t->lone, &t->nlone, &t->lonecap, h[1]);
		return;
	}
	replay_own_room(t, n);
	for (i = 0; i < n; i++)
		replay_own_push(rp, t, key[i], h[1]);
}

void
replay_forget(struct replay *rp, int tid, int key)
{
	const struct replay_type *t = &rp->type[tid];

	if (rp->by_event) {
		rp->kev[key].n = 0;
		rp->kev[key].day = LONG_MIN;
		return;
	}
	if (t->nown == 0)
		return;
	if ((size_t)key >= rp->locap) {
		size_t old = rp->locap;

		xgrow(&rp->own_lo, &rp->locap, (size_t)key + 1, sizeof *rp->own_lo);
		memset(rp->own_lo + old, 0, (rp->locap - old) * sizeof *rp->own_lo);
	}
	/* the key's entries before this index (of this day) are void */
	rp->own_lo[key].day = t->day;
	rp->own_lo[key].from = t->nown;
}

