/*
 * names.c - string interning: an open-addressing hash table over an
 * arena of chunks, so ids and string pointers stay stable.
 */
#include "names.h"
#include "bytes.h"
#include "rp.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>


void
names_init(struct names *t)
{
	memset(t, 0, sizeof *t);
	t->nslot = 64;
	t->slot = xcalloc(t->nslot, sizeof *t->slot);
}

void
names_free(struct names *t)
{
	size_t i;

	for (i = 0; i < t->nchunks; i++)
		free(t->chunks[i]);
	free(t->chunks);
	free(t->slot);
	free(t->str);
	memset(t, 0, sizeof *t);
}

void
names_clear(struct names *t)
{
	size_t i;

	for (i = 0; i < t->nchunks; i++)
		free(t->chunks[i]);
	t->nchunks = 0;
	t->chunk = NULL;
	t->chunk_used = t->chunk_cap = 0;
	memset(t->slot, 0, t->nslot * sizeof *t->slot);
	t->n = 0;
}

/* The text with its length in the 4 bytes before it (names.h). */
static char *
store(struct names *t, const char *s, size_t n)
{
	size_t need = sizeof(uint32_t) + n + 1;
	uint32_t len = (uint32_t)n;
	char *p;

	if (t->chunk == NULL || t->chunk_used + need > t->chunk_cap) {
		size_t want = need > (64u << 10) ? need : (64u << 10);

		xgrow(&t->chunks, &t->chunks_cap, t->nchunks + 1, sizeof *t->chunks);
		t->chunk = xmalloc(want);
		t->chunks[t->nchunks++] = t->chunk;
		t->chunk_cap = want;
		t->chunk_used = 0;
	}
	p = t->chunk + t->chunk_used;
	memcpy(p, &len, sizeof len);
	p += sizeof len;
	memcpy(p, s, n);
	p[n] = '\0';
	t->chunk_used += need;
	return p;
}

static size_t
probe(const struct names *t, const char *s, size_t n, uint32_t h)
{
	size_t mask = t->nslot - 1, i = h & mask;

	for (; t->slot[i].id1; i = (i + 1) & mask)
		if (t->slot[i].hash == h) {
			const char *str = t->str[t->slot[i].id1 - 1];
			uint32_t len;

			memcpy(&len, str - sizeof len, sizeof len);
			if (len == n && bytes_eq(str, s, n))
				break;
		}
	return i;
}

static void
rehash(struct names *t)
{
	struct names_slot *old = t->slot;
	size_t oldn = t->nslot, i, j, mask;

	t->nslot *= 2;
	mask = t->nslot - 1;
	t->slot = xcalloc(t->nslot, sizeof *t->slot);
	for (i = 0; i < oldn; i++) {
		if (!old[i].id1)
			continue;
		for (j = old[i].hash & mask; t->slot[j].id1; j = (j + 1) & mask)
			;
		t->slot[j] = old[i];
	}
	free(old);
}

int
names_find_hashed(const struct names *t, const char *s, size_t n, uint32_t h)
{
	size_t i = probe(t, s, n, h);

	return t->slot[i].id1 ? (int)t->slot[i].id1 - 1 : -1;
}

int
names_find(const struct names *t, const char *s, size_t n)
{
	return names_find_hashed(t, s, n, (uint32_t)names_hash64(s, n));
}



int
names_intern(struct names *t, const char *s, size_t n, int *added)
{
	return names_intern_hashed(t, s, n, (uint32_t)names_hash64(s, n), added);
}

int
names_intern_hashed(struct names *t, const char *s, size_t n, uint32_t h,
    int *added)
{
	size_t i = probe(t, s, n, h);
	int id;

	if (t->slot[i].id1) {
		if (added)
			*added = 0;
		return (int)t->slot[i].id1 - 1;
	}
	if ((t->n + 1) * 2 > t->nslot) {
		rehash(t);
		i = probe(t, s, n, h);
	}
	if (t->n >= t->cap) {
		size_t cap = t->cap;

		xgrow(&t->str, &cap, t->n + 1, sizeof *t->str);
		t->cap = cap;
	}
	id = (int)t->n++;
	t->str[id] = store(t, s, n);
	t->slot[i].id1 = (uint32_t)id + 1;
	t->slot[i].hash = h;
	if (added)
		*added = 1;
	return id;
}
