/*
 * replay_cell.c - the replay guard (replay.h) writing: each row's _seen
 * cell, the format replay_prior.c reads.
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

/*
 * own_at[k] while type_group runs: first key k's count of entries; then
 * the end of its range, marked; the entries placed from the end down,
 * the start of its range (still marked: a count is never marked).
 */
#define OWN_MARK ((size_t)1 << (sizeof(size_t) * CHAR_BIT - 1))

/* Type t's entries from i on that are key k's: their count. */
static size_t
key_len(const struct replay_type *t, size_t i, int k)
{
	size_t n = 0;

	while (i + n < t->nown && t->own[i + n].key == k)
		n++;
	return n;
}

/* Key k's games (from own[at], n of them): sorted, each once; the rest of the range void (key -1). */
static void
key_games(struct replay_type *t, size_t at, size_t n)
{
	struct replay_own *o = t->own + at;
	size_t i, j, m = 0;

	for (i = 1; i < n; i++) {	/* insertion sort: a few games a day */
		struct replay_own x = o[i];

		for (j = i; j > 0 && replay_own_game(&o[j - 1]) > replay_own_game(&x); j--)
			o[j] = o[j - 1];
		o[j] = x;
	}
	for (i = 0; i < n; i++)
		if (!m || replay_own_game(&o[i]) != replay_own_game(&o[m - 1]))
			o[m++] = o[i];
	for (i = m; i < n; i++)
		o[i].key = -1;
}

/*
 * Type t's entries of keys with a row (and not void), grouped by key in
 * place: kept entries moved to the front (in order), a counting sort
 * (the keys being dense, each of one type) and the permutation applied
 * cycle by cycle, a placed entry's key marked ~key until all are; then
 * each key's games sorted.  rp->own_at[k]: where k's range starts.
 */
static void
type_group(struct replay *rp, struct replay_type *t, const unsigned char *has_row)
{
	struct replay_own *o = t->own, x;
	size_t i, j, n = 0, len;

	for (i = 0; i < t->nown; i++)
		if (has_row[o[i].key] && !own_void(rp, t, i)) {
			rp->own_at[o[i].key]++;
			o[n++] = o[i];
		}
	t->nown = n;
	for (i = j = 0; i < n; i++) {
		int k = o[i].key;

		if (!(rp->own_at[k] & OWN_MARK)) {
			j += rp->own_at[k];	/* k's first entry: its range */
			rp->own_at[k] = j | OWN_MARK;
		}
	}
	for (i = 0; i < n; i++)
		while (o[i].key >= 0) {
			j = --rp->own_at[o[i].key] & ~OWN_MARK;
			x = o[j];
			o[j] = o[i];
			o[j].key = ~o[j].key;
			if (j != i)
				o[i] = x;
		}
	for (i = 0; i < n; i++)
		o[i].key = ~o[i].key;
	for (i = 0; i < n; i += len) {
		len = key_len(t, i, o[i].key);
		key_games(t, i, len);
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
	/* no game comes after: each key's last day makes room for where its games start */
	free(rp->own_day);
	rp->own_day = NULL;
	rp->odcap = 0;
	rp->own_at = xcalloc(nk, sizeof *rp->own_at);
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
	/* key's range (a key without entries: own_at 0, another key's or none) */
	for (i = rp->own_at[key] & ~OWN_MARK; i < t->nown && t->own[i].key == key; i++)
		put_entry(sb, 'g', replay_own_game(&t->own[i]));
}
