/*
 * names.h - interned strings (player names, types, game keys).
 * Each distinct string gets a small dense id; the text is stored once.
 */
#ifndef NAMES_H
#define NAMES_H

#include "bytes.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct names {
	/* open addressing; each slot keeps its name's hash, so a probe
	 * compares text only on a true match and a rehash reads no text:
	 * millions of names stay fast when they no longer fit the cache.
	 * A slot is 8 bytes, its id and hash (at a load of at most 1/2, 16
	 * bytes a name); the text is found by id (str), its length stored
	 * just before it: a hit reads the slot, str[id] and the text.  The
	 * stages' hottest lookups (a name per row) go through the game
	 * reader's own cache of names (game.h) before this table. */
	struct names_slot {
		uint32_t id1;		/* id+1, 0 = empty */
		uint32_t hash;
	} *slot;
	size_t nslot;
	char **str;		/* id -> text (its length in the 4 bytes before) */
	size_t n, cap;
	char *chunk;		/* current arena chunk */
	size_t chunk_used, chunk_cap;
	char **chunks;
	size_t nchunks, chunks_cap;
};

void names_init(struct names *t);
void names_free(struct names *t);
void names_clear(struct names *t);
/* Id of s, adding it when new; *added (may be NULL) tells which. */
int names_intern(struct names *t, const char *s, size_t n, int *added);
/*
 * The hash of a name (64 bits, for sets of hashes: u64set.h), eight bytes
 * at a time, multiply-mixed (names are short: 2-3 words; inline: a call
 * per row of every stage cost more than the hash).  names_hash is what
 * the table keeps, for a reader that has hashed a name already
 * (names_intern_hashed, names_find_hashed).
 */
static inline uint64_t
names_hash64(const char *s, size_t n)
{
	const uint64_t K = 0x9E3779B97F4A7C15ULL;
	uint64_t h = n * K, w;
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		memcpy(&w, s + i, 8);
		h = (h ^ w) * K;
		h ^= h >> 32;
	}
	if (i < n) {
		w = bytes_tail(s + i, n - i);
		h = (h ^ w) * K;
	}
	h ^= h >> 29;
	h *= 0xBF58476D1CE4E5B9ULL;
	return h ^ (h >> 32);
}

static inline uint32_t
names_hash(const char *s, size_t n)
{
	return (uint32_t)names_hash64(s, n);
}

int names_intern_hashed(struct names *t, const char *s, size_t n, uint32_t h,
    int *added);
/* Id of s, or -1. */
int names_find(const struct names *t, const char *s, size_t n);
/* The same with its hash (names_hash). */
int names_find_hashed(const struct names *t, const char *s, size_t n, uint32_t h);
static inline const char *names_str(const struct names *t, int id) { return t->str[id]; }
static inline size_t
names_len(const struct names *t, int id)
{
	uint32_t n;

	memcpy(&n, t->str[id] - sizeof n, sizeof n);
	return n;
}

#endif
