/*
 * hash.h - FNV-1a 64 over bytes, and a 64-bit value as 16 lowercase
 * hexadecimal digits: the replay guard's _seen, the digests of _sum, the
 * reader's header check and the bootstrap's seeds all use them, and a
 * written hash must read back the same in every one.
 */
#ifndef HASH_H
#define HASH_H

#include <stddef.h>
#include <stdint.h>

#define FNV_BASIS 0xcbf29ce484222325ULL
#define FNV_PRIME 0x100000001b3ULL

/* h with the n bytes of s hashed in. */
static inline uint64_t
fnv1a(uint64_t h, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * FNV_PRIME;
	return h;
}

/* v as 16 hexadecimal digits into out (no NUL). */
static inline void
hex16_put(uint64_t v, char *out)
{
	static const char digit[] = "0123456789abcdef";
	int i;

	for (i = 15; i >= 0; i--, v >>= 4)
		out[i] = digit[v & 15];
}

/* The 16 lowercase hexadecimal digits at s: 1 and *v, or 0. */
static inline int
hex16_get(const char *s, uint64_t *v)
{
	int i;

	*v = 0;
	for (i = 0; i < 16; i++) {
		int c = (unsigned char)s[i];
		int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;

		if (d < 0)
			return 0;
		*v = *v << 4 | (uint64_t)d;
	}
	return 1;
}

#endif
