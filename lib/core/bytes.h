/*
 * bytes.h - short byte strings compared and loaded a word at a time,
 * for the keys and names of every row: a call to memcmp or a memcpy
 * of a variable length costs more than the work on a 15-byte name.
 * Nothing outside [s, s + n) is ever read.
 */
#ifndef BYTES_H
#define BYTES_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* x[0..n) == y[0..n): words of 8 (the last one overlapping), two of 4
 * for 4-7 bytes; 1-3 bytes as their first, middle and last (which are
 * every byte of them), with no loop. */
static inline int
bytes_eq(const char *x, const char *y, size_t n)
{
	size_t i;

	if (n >= 8) {
		uint64_t u, v;

		for (i = 0; i + 8 < n; i += 8) {
			memcpy(&u, x + i, 8);
			memcpy(&v, y + i, 8);
			if (u != v)
				return 0;
		}
		memcpy(&u, x + n - 8, 8);
		memcpy(&v, y + n - 8, 8);
		return u == v;
	}
	if (n >= 4) {
		uint32_t a, b, c, d;

		memcpy(&a, x, 4);
		memcpy(&b, y, 4);
		memcpy(&c, x + n - 4, 4);
		memcpy(&d, y + n - 4, 4);
		return a == b && c == d;
	}
	return n == 0 || (x[0] == y[0] && x[n / 2] == y[n / 2] && x[n - 1] == y[n - 1]);
}

/*
 * The 1-7 bytes s[0..n) in one word, with fixed-size loads only (two
 * overlapping 4-byte loads, or the first, middle and last byte): the
 * same bytes always give the same word, which is all a hash needs.
 */
static inline uint64_t
bytes_tail(const char *s, size_t n)
{
	if (n >= 4) {
		uint32_t a, b;

		memcpy(&a, s, 4);
		memcpy(&b, s + n - 4, 4);
		return (uint64_t)a | (uint64_t)b << 32;
	}
	return (uint64_t)(unsigned char)s[0] |
	    (uint64_t)(unsigned char)s[n / 2] << 8 |
	    (uint64_t)(unsigned char)s[n - 1] << 16;
}

#endif
