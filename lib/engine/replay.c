/*
 * replay.c - the replay guard (replay.h).
 */
#include "replay.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

static uint64_t
fnv1a(uint64_t h, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}

#define FNV_BASIS 0xcbf29ce484222325ULL

static void
game_hashes(const char *event, const char *game, uint64_t h[2])
{
	size_t n = strlen(event);

	h[0] = fnv1a(FNV_BASIS, event, n);
	h[1] = fnv1a(fnv1a(h[0], "\t", 1), game, strlen(game));
}

/* ---------- a set of 64-bit values ---------- */

static size_t
set_probe(const struct u64set *s, uint64_t v)
{
	/* FNV's low bits of ids such as E1, E2, ... cluster: mix them first */
	uint64_t m = (v ^ (v >> 33)) * 0xff51afd7ed558ccdULL;
	size_t i = (size_t)(m ^ (m >> 33)) & (s->cap - 1);

	while (s->slot[i] && s->slot[i] != v)
		i = (i + 1) & (s->cap - 1);
	return i;
}

static void
set_add(struct u64set *s, uint64_t v)
{
	size_t i;

	v |= 1;
	if (2 * (s->n + 1) > s->cap) {
		struct u64set t = { NULL, 0, s->cap ? 2 * s->cap : 64 };
		size_t j;

		t.slot = xcalloc(t.cap, sizeof *t.slot);
		for (j = 0; j < s->cap; j++)
			if (s->slot[j])
				t.slot[set_probe(&t, s->slot[j])] = s->slot[j];
		t.n = s->n;
		free(s->slot);
		*s = t;
	}
	i = set_probe(s, v);
	if (!s->slot[i]) {
		s->slot[i] = v;
		s->n++;
	}
}

static int
set_has(const struct u64set *s, uint64_t v)
{
	return s->cap && s->slot[set_probe(s, v | 1)] != 0;
}

/* ---------- the guard ---------- */

void
replay_init(struct replay *rp)
{
	memset(rp, 0, sizeof *rp);
	rp->prior_final = rp->final = rp->day = LONG_MIN;
}

void
replay_free(struct replay *rp)
{
	free(rp->game);
	free(rp->kday);
	free(rp->prior_games.slot);
	free(rp->prior_events.slot);
	free(rp->run_events.slot);
}

void
replay_key_added(struct replay *rp, size_t nkeys)
{
	size_t old = rp->kcap, i;

	if (nkeys > rp->kcap) {
		xgrow(&rp->kday, &rp->kcap, nkeys, sizeof *rp->kday);
		for (i = old; i < rp->kcap; i++)
			rp->kday[i] = LONG_MIN;
	}
	rp->nkeys = nkeys;
}

/* The games are of day `date` from now on: a later day starts afresh. */
static void
set_day(struct replay *rp, long date)
{
	if (date != rp->day) {
		rp->day = date;
		rp->ngame = 0;
	}
}

static void
game_add(struct replay *rp, uint64_t h0, uint64_t h1)
{
	if (rp->ngame + 2 > rp->gamecap)
		xgrow(&rp->game, &rp->gamecap, rp->ngame + 2, sizeof *rp->game);
	rp->game[rp->ngame++] = h0;
	rp->game[rp->ngame++] = h1;
}

static int
hex16(const char *s, uint64_t *v)
{
	int i;

	*v = 0;
	for (i = 0; i < 16; i++) {
		int c = (unsigned char)s[i], d;

		if (c >= '0' && c <= '9')
			d = c - '0';
		else if (c >= 'a' && c <= 'f')
			d = c - 'a' + 10;
		else
			return 0;
		*v = *v << 4 | (uint64_t)d;
	}
	return 1;
}

int
replay_prior_cell(struct replay *rp, int key, const char *s, size_t n)
{
	long date;
	int keep;

	if (n == 0)
		return 1;
	if (n < 10 || !date_parse(s, 10, &date))
		return 0;
	if (date > rp->day)
		set_day(rp, date);
	keep = date == rp->day;	/* only the last day is ever checked or written */
	rp->kday[key] = date;
	for (s += 10, n -= 10; n > 0; s += 33, n -= 33) {
		uint64_t h0, h1;

		if (n < 33 || s[0] != ' ' || !hex16(s + 1, &h0) || !hex16(s + 17, &h1))
			return 0;
		if (keep)
			game_add(rp, h0, h1);
	}
	if (date > rp->prior_final)
		rp->prior_final = date;
	return 1;
}

void
replay_prior_done(struct replay *rp)
{
	size_t i;

	for (i = 0; i < rp->ngame; i += 2) {
		set_add(&rp->prior_events, rp->game[i]);
		set_add(&rp->prior_games, rp->game[i + 1]);
	}
	rp->final = rp->prior_final;
}

const char *
replay_check_game(struct replay *rp, long date, const char *event, const char *game)
{
	uint64_t h[2];

	if (date > rp->final)
		rp->final = date;
	if (rp->prior_final == LONG_MIN || date > rp->prior_final)
		return NULL;
	if (date < rp->prior_final)
		return "the prior ratings file %s already holds games up to %s, and this game "
		    "is older: input the prior already reflects (or out of order); rate only "
		    "what came after it";
	game_hashes(event, game, h);
	if (set_has(&rp->prior_games, h[1]))
		return "this game is already rated in the prior ratings file %s (%s is its last "
		    "day): the same input fed twice?";
	return NULL;
}

const char *
replay_check_event(struct replay *rp, const char *event)
{
	uint64_t h = fnv1a(FNV_BASIS, event, strlen(event));

	if (set_has(&rp->prior_events, h))
		return "this event is already rated, at least in part, in the prior ratings "
		    "file %s (on %s, its last day): an event is one rating period and cannot "
		    "be split between runs; cut histories between events, or re-rate from a "
		    "ratings file made before this event";
	if (set_has(&rp->run_events, h))
		return "this event comes back after another event; an event's games must stand "
		    "together (it is one rating period)";
	set_add(&rp->run_events, h);
	return NULL;
}

void
replay_hash_game(const char *event, const char *game, uint64_t h[2])
{
	game_hashes(event, game, h);
}

void
replay_record_game(struct replay *rp, long date, const uint64_t h[2])
{
	set_day(rp, date);
	game_add(rp, h[0], h[1]);
}

static int
by_pair(const void *a, const void *b)
{
	const uint64_t *x = a, *y = b;

	if (x[0] != y[0])
		return x[0] < y[0] ? -1 : 1;
	return x[1] < y[1] ? -1 : x[1] > y[1];
}

static void
put_hex16(struct strbuf *sb, uint64_t v)
{
	static const char digit[] = "0123456789abcdef";
	char tmp[16];
	int i;

	for (i = 15; i >= 0; i--, v >>= 4)
		tmp[i] = digit[v & 15];
	sb_add(sb, tmp, 16);
}

void
replay_cell(struct replay *rp, int key, struct strbuf *sb)
{
	size_t j;

	if (rp->day == LONG_MIN || rp->day != rp->final || (size_t)key >= rp->nkeys ||
	    rp->kday[key] != rp->day)
		return;
	sb_date(sb, rp->day);
	if (rp->carried)
		return;
	/* the first row of the day: the day's games, one set in one order
	 * (sorted, each once), whatever the runs it was rated in */
	rp->carried = 1;
	if (rp->ngame > 2)
		qsort(rp->game, rp->ngame / 2, 2 * sizeof *rp->game, by_pair);
	for (j = 0; j < rp->ngame; j += 2) {
		if (j && rp->game[j] == rp->game[j - 2] && rp->game[j + 1] == rp->game[j - 1])
			continue;
		sb_add(sb, " ", 1);
		put_hex16(sb, rp->game[j]);
		put_hex16(sb, rp->game[j + 1]);
	}
}
