/*
 * names.h - interned strings (player names, types, game keys).
 * Each distinct string gets a small dense id; the text is stored once.
 */
#ifndef NAMES_H
#define NAMES_H

#include <stddef.h>

#include <stdint.h>

struct names {
	/* open addressing; each slot keeps its name's hash, so a probe
	 * compares text only on a true match and a rehash reads no text:
	 * millions of names stay fast when they no longer fit the cache.
	 * The slot also points at the text, whose length is stored just
	 * before it: a lookup reads the slot and the text's cache line,
	 * nothing else (a name per row: every stage's hottest lookup). */
	struct names_slot {
		const char *str;	/* the text, its length in the 4 bytes before */
		uint32_t id1;		/* id+1, 0 = empty */
		uint32_t hash;
	} *slot;
	size_t nslot;
	char **str;		/* id -> text */
	size_t *len;
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
 * The same in two steps, for a reader that looks names up in a batch:
 * names_hash when a name is read, names_prefetch to have its slot
 * loaded meanwhile, names_intern_hashed later with the hash.
 */
uint32_t names_hash(const char *s, size_t n);
/* The whole 64-bit hash, for sets of hashes (u64set.h). */
uint64_t names_hash64(const char *s, size_t n);
int names_intern_hashed(struct names *t, const char *s, size_t n, uint32_t h,
    int *added);
static inline void
names_prefetch(const struct names *t, uint32_t h)
{
#ifdef __GNUC__
	__builtin_prefetch(&t->slot[h & (t->nslot - 1)]);
#else
	(void)t, (void)h;
#endif
}
/* Id of s, or -1. */
int names_find(const struct names *t, const char *s, size_t n);
static inline const char *names_str(const struct names *t, int id) { return t->str[id]; }
static inline size_t names_len(const struct names *t, int id) { return t->len[id]; }

#endif
