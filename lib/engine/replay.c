/*
 * replay.c - the replay guard (replay.h).
 *
 * One file past 500 lines: one guard; every function reads or writes the
 * one struct replay (replay.h: the games' hashes per type and player), and
 * the cell it writes (replay_cell) is the one it reads back from a prior
 * (replay_prior_cell), one format on both sides.
 */
#include "replay.h"
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

static void
u64_push(uint64_t **a, size_t *n, size_t *cap, uint64_t v)
{
	if (*n + 1 > *cap)
		xgrow(a, cap, *n + 1, sizeof **a);
	(*a)[(*n)++] = v;
}

static uint64_t
own_game(const struct replay_own *o)
{
	return (uint64_t)o->h[0] << 32 | o->h[1];
}

/* Room for n more of type t's own games. */
static void
own_room(struct replay_type *t, size_t n)
{
	if (t->nown + n > t->owncap)
		xgrow(&t->own, &t->owncap, t->nown + n, sizeof *t->own);
}

/* Key played game h on type t's day (room made: own_room; key known:
 * replay_key_added). */
static inline void
own_push(struct replay *rp, struct replay_type *t, int key, uint64_t h)
{
	rp->own_day[key] = t->day;
	t->own[t->nown].key = key;
	t->own[t->nown].h[0] = (uint32_t)(h >> 32);
	t->own[t->nown].h[1] = (uint32_t)h;
	t->nown++;
}

/* Key k played event h on day `day`: a later day starts its list afresh. */
static void
event_add(struct replay_events *k, long day, uint64_t h)
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
	free(rp->own_len);
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
			rp->own_day[i] = LONG_MIN;
	}
	rp->nkeys = nkeys;
}

/* Type t's games are of day `day` from now on: a later day starts afresh. */
static void
type_day(struct replay_type *t, long day)
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
			u64_push(&c->t->lone, &c->t->nlone, &c->t->lonecap, a);
		return 1;
	case 'g':
		if (!rp->by_event && c->today) {
			own_room(c->t, 1);
			own_push(rp, c->t, c->key, a);
		}
		return 1;
	case 'E':
		return !rp->by_event || !c->today || prior_last(c->t, a) ? 1 : -1;
	case 'p':
	case 'e':
		if (rp->by_event)
			event_add(&rp->kev[c->key], letter == 'p' ? c->pday : c->day, a);
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
		type_day(c.t, c.day);
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
			u64set_add(&rp->prior_games, own_game(&t->own[j]));
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
		type_day(t, date);
	t->has_last = 1;
	if (rp->by_event) {
		t->last = h[0];
		for (i = 0; i < n; i++)
			event_add(&rp->kev[key[i]], date, h[0]);
		return;
	}
	t->last = h[1];
	if (n == 1) {
		u64_push(&t->lone, &t->nlone, &t->lonecap, h[1]);
		return;
	}
	own_room(t, n);
	for (i = 0; i < n; i++)
		own_push(rp, t, key[i], h[1]);
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

/* ---------- writing ---------- */

static int
by_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* Sorted, each once. */
static size_t
u64_unique(uint64_t *a, size_t n)
{
	size_t i, m = 0;

	if (n > 1)
		qsort(a, n, sizeof *a, by_u64);
	for (i = 0; i < n; i++)
		if (!m || a[i] != a[m - 1])
			a[m++] = a[i];
	return m;
}

/* Entry i of type t is void: its key had no row since (replay_forget). */
static int
own_void(const struct replay *rp, const struct replay_type *t, size_t i)
{
	int k = t->own[i].key;

	return (size_t)k < rp->locap && rp->own_lo[k].day == t->day && i < rp->own_lo[k].from;
}

/* Key k's games (from own_at[k], own_len[k] of them): sorted, each once. */
static void
key_games(struct replay *rp, struct replay_type *t, int k)
{
	struct replay_own *o = t->own + rp->own_at[k];
	size_t i, j, m = 0, n = rp->own_len[k];

	for (i = 1; i < n; i++) {	/* insertion sort: a few games a day */
		struct replay_own x = o[i];

		for (j = i; j > 0 && own_game(&o[j - 1]) > own_game(&x); j--)
			o[j] = o[j - 1];
		o[j] = x;
	}
	for (i = 0; i < n; i++)
		if (!m || own_game(&o[i]) != own_game(&o[m - 1]))
			o[m++] = o[i];
	rp->own_len[k] = m;
}

/*
 * Type t's entries of keys with a row (and not void), grouped by key: a
 * counting sort, the keys being dense; then each key's games sorted.
 */
static void
type_group(struct replay *rp, struct replay_type *t, const unsigned char *has_row)
{
	struct replay_own *by_key;
	size_t i, j, n = 0, len;

	for (i = 0; i < t->nown; i++)
		if (has_row[t->own[i].key] && !own_void(rp, t, i))
			rp->own_len[t->own[i].key]++, n++;
	for (i = j = 0; i < t->nown; i++) {
		int k = t->own[i].key;

		if (rp->own_len[k] && rp->own_at[k] == SIZE_MAX) {
			rp->own_at[k] = j;	/* k's first entry: its range */
			j += rp->own_len[k];
			rp->own_len[k] = 0;	/* now the count placed */
		}
	}
	by_key = xmalloc((n ? n : 1) * sizeof *by_key);
	for (i = 0; i < t->nown; i++) {
		int k = t->own[i].key;

		if (has_row[k] && !own_void(rp, t, i))
			by_key[rp->own_at[k] + rp->own_len[k]++] = t->own[i];
	}
	free(t->own);
	t->own = by_key;
	t->nown = t->owncap = n;
	for (i = 0; i < n; i += len) {
		len = rp->own_len[by_key[i].key];
		key_games(rp, t, by_key[i].key);
	}
}

void
replay_cells_begin(struct replay *rp, const unsigned char *has_row)
{
	size_t i, nk = rp->nkeys ? rp->nkeys : 1;

	if (rp->by_event) {
		for (i = 0; i < rp->nkeys; i++)
			rp->kev[i].n = (uint32_t)u64_unique(rp->kev[i].h, rp->kev[i].n);
		return;
	}
	rp->own_at = xmalloc(nk * sizeof *rp->own_at);
	memset(rp->own_at, 0xff, nk * sizeof *rp->own_at);
	rp->own_len = xcalloc(nk, sizeof *rp->own_len);
	for (i = 0; i < rp->ntype; i++) {
		rp->type[i].nlone = u64_unique(rp->type[i].lone, rp->type[i].nlone);
		type_group(rp, &rp->type[i], has_row);
	}
}

static void
put_hex16(struct strbuf *sb, uint64_t v)
{
	char tmp[16];

	hex16_put(v, tmp);
	sb_add(sb, tmp, sizeof tmp);
}

static void
put_entry(struct strbuf *sb, char letter, uint64_t v)
{
	char head[2] = { ' ', letter };

	sb_add(sb, head, 2);
	put_hex16(sb, v);
}

void
replay_cell(struct replay *rp, int tid, int key, struct strbuf *sb)
{
	const struct replay_type *t = &rp->type[tid];
	size_t i;

	if (t->day == LONG_MIN)
		return;
	sb_date(sb, t->day);
	if (rp->by_event) {
		const struct replay_events *k = &rp->kev[key];

		if (t->has_last)
			put_entry(sb, 'E', t->last);
		if (k->n && k->day != t->day) {
			sb_add(sb, " ", 1);
			sb_date(sb, k->day);
		}
		for (i = 0; i < k->n; i++)
			put_entry(sb, 'p', k->h[i]);
		return;
	}
	for (i = 0; i < t->nlone; i++)
		put_entry(sb, 'G', t->lone[i]);
	if (t->has_last)
		put_entry(sb, 'L', t->last);
	for (i = 0; i < rp->own_len[key]; i++)
		put_entry(sb, 'g', own_game(&t->own[rp->own_at[key] + i]));
}
