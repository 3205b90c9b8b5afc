/*
 * u64set.c - a set of 64-bit values (u64set.h).  Bit 0 of every value is
 * set so that 0 marks an empty slot: two values differing only there are
 * one value (the hashes it holds lose one bit).
 */
#include "u64set.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

void
u64set_free(struct u64set *s)
{
	free(s->slot);
	memset(s, 0, sizeof *s);
}

static size_t
probe(const struct u64set *s, uint64_t v)
{
	/* hashes of ids such as E1, E2, ... may cluster in their low bits: mix */
	uint64_t m = (v ^ (v >> 33)) * 0xff51afd7ed558ccdULL;
	size_t i = (size_t)(m ^ (m >> 33)) & (s->cap - 1);

	while (s->slot[i] && s->slot[i] != v)
		i = (i + 1) & (s->cap - 1);
	return i;
}

void
u64set_add(struct u64set *s, uint64_t v)
{
	size_t i;

	v |= 1;
	if (2 * (s->n + 1) > s->cap) {
		struct u64set t = { NULL, 0, s->cap ? 2 * s->cap : 64 };
		size_t j;

		t.slot = xcalloc(t.cap, sizeof *t.slot);
		for (j = 0; j < s->cap; j++)
			if (s->slot[j])
				t.slot[probe(&t, s->slot[j])] = s->slot[j];
		t.n = s->n;
		free(s->slot);
		*s = t;
	}
	i = probe(s, v);
	if (!s->slot[i]) {
		s->slot[i] = v;
		s->n++;
	}
}

int
u64set_has(const struct u64set *s, uint64_t v)
{
	return s->cap && s->slot[probe(s, v | 1)] != 0;
}

void
u64set_clear(struct u64set *s)
{
	/* room grown for one large day is let go once days are small again */
	if (s->cap > 1024 && s->n < s->cap / 16)
		u64set_free(s);
	else if (s->n)
		memset(s->slot, 0, s->cap * sizeof *s->slot);
	s->n = 0;
}


