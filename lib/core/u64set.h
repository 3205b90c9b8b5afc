/*
 * u64set.h - a set of 64-bit values (hashes of ids): open addressing,
 * kept at most half full, 16 bytes a value.
 */
#ifndef U64SET_H
#define U64SET_H

#include <stddef.h>
#include <stdint.h>

struct u64set {
	uint64_t *slot;		/* 0 = empty; stored values have bit 0 set */
	size_t n, cap;
};

void u64set_add(struct u64set *s, uint64_t v);
int u64set_has(const struct u64set *s, uint64_t v);
/* Empty it, keeping its room. */
void u64set_clear(struct u64set *s);
void u64set_free(struct u64set *s);

#endif
