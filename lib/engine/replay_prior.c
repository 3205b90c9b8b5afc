/*
 * replay_prior.c - the replay guard (replay.h) reading a prior's _seen
 * cells, the format replay_cell.c writes.
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

/* ---------- reading a prior's _seen ---------- */

/* The type's last game or event, as a row names it: 0 when the rows disagree. */
static int
prior_last(struct replay_type *t, uint64_t h)
{
	if (t->has_last && t->last != h)
		return 0;
	t->last = h;
	t->has_last = 1;
	return 1;
}

/* A prior row's _seen cell as it is read. */
struct cell {
	struct replay_type *t;
	int key;
	int today;		/* the row's day is the type's latest */
	long day;		/* the row's day */
	long pday;		/* the day of its "p" entries: P, else the row's day */
};

/*
 * Entry `letter` of a row; 0 when the letter is unknown.  The entries of
 * the other kind of model (a prior taken for its ratings only) are
 * skipped.  "e" (a file before the rows were bounded: every event of the
 * player's) is kept as events of the row's day.
 */
static int
prior_entry(struct replay *rp, struct cell *c, int letter, uint64_t a)
{
	switch (letter) {
	case 'L':
		return rp->by_event || !c->today || prior_last(c->t, a) ? 1 : -1;
	case 'G':
		if (!rp->by_event && c->today)
			replay_u64_push(&c->t->lone, &c->t->nlone, &c->t->lonecap, a);
		return 1;
	case 'g':
		if (!rp->by_event && c->today) {
			replay_own_room(c->t, 1);
			replay_own_push(rp, c->t, c->key, a);
		}
		return 1;
	case 'E':
		return !rp->by_event || !c->today || prior_last(c->t, a) ? 1 : -1;
	case 'p':
	case 'e':
		if (rp->by_event)
			replay_event_add(&rp->kev[c->key], letter == 'p' ? c->pday : c->day, a);
		return 1;
	}
	return 0;
}

/* The next entry of a cell at s (n bytes left, s[0] a space): its length, 0 bad, -1 a conflict. */
static long
prior_token(struct replay *rp, struct cell *c, const char *s, size_t n)
{
	uint64_t a, b;
	long day;
	int ok;

	if (n >= 18 && (n == 18 || s[18] == ' ') && s[1] >= 'A' && hex16_get(s + 2, &a))
		return (ok = prior_entry(rp, c, s[1], a)) > 0 ? 18 : ok;
	/* the player's last day P, before its "p" entries: once, before the row's day */
	if (n >= 11 && (n == 11 || s[11] == ' ') && s[5] == '-' && date_parse(s + 1, 10, &day))
		return c->pday == c->day && day < c->day ? (c->pday = day, 11) : 0;
	/* an older ratings file: 32 digits, the event's hash and the game's */
	if (n >= 33 && (n == 33 || s[33] == ' ') && hex16_get(s + 1, &a) && hex16_get(s + 17, &b))
		return prior_entry(rp, c, rp->by_event ? 'e' : 'g', rp->by_event ? a : b) > 0 ?
		    33 : 0;
	return 0;
}

int
replay_prior_cell(struct replay *rp, int tid, int key, const char *s, size_t n)
{
	struct cell c = { &rp->type[tid], key, 0, 0, 0 };
	long len;

	if (n == 0)
		return 1;
	if (n < 10 || !date_parse(s, 10, &c.day))
		return 0;
	rp->has_prior = 1;
	if (c.day > c.t->day)
		replay_type_day(c.t, c.day);
	c.today = c.day == c.t->day;
	c.pday = c.day;
	for (s += 10, n -= 10; n > 0; s += len, n -= (size_t)len) {
		len = s[0] == ' ' ? prior_token(rp, &c, s, n) : 0;
		if (len <= 0)
			return len < 0 ? -1 : 0;
	}
	return 1;
}

void
replay_prior_done(struct replay *rp, int only_days)
{
	size_t i, j;

	for (i = 0; i < rp->ntype; i++) {
		struct replay_type *t = &rp->type[i];

		rp->prior_day[i] = t->day;
		if (only_days) {
			t->has_last = 0;
			t->nlone = t->nown = 0;
			continue;
		}
		if (t->has_last)
			u64set_add(rp->by_event ? &rp->prior_events : &rp->prior_games, t->last);
		for (j = 0; j < t->nlone; j++)
			u64set_add(&rp->prior_games, t->lone[j]);
		for (j = 0; j < t->nown; j++)
			u64set_add(&rp->prior_games, replay_own_game(&t->own[j]));
	}
	for (i = 0; i < rp->nkeys && rp->kev; i++) {
		if (only_days) {
			rp->kev[i].n = 0;
			rp->kev[i].day = LONG_MIN;
		}
		for (j = 0; j < rp->kev[i].n; j++)
			u64set_add(&rp->prior_events, rp->kev[i].h[j]);
	}
}

