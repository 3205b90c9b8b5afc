/*
 * rng.h - the seeded random numbers of the stages that draw
 * (rank --interval's normals, window --resample's events): splitmix64,
 * whose whole state is one word, so that a seed given on the command
 * line fixes every draw and the same input and seed give the same bytes
 * on every machine.  (lib/stats/bootstrap.c keeps its own copy.)
 */
#ifndef RNG_H
#define RNG_H

#include <stddef.h>
#include <stdint.h>

static inline uint64_t
rng_next(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* Uniform in [0, n), n > 0: draws below 2^64 mod n are drawn again (no
 * modulo bias). */
static inline size_t
rng_below(uint64_t *x, size_t n)
{
	uint64_t limit = (uint64_t)(-(uint64_t)n % n), v;

	do
		v = rng_next(x);
	while (v < limit);
	return (size_t)(v % n);
}

/* Uniform strictly inside (0, 1): 53 random bits and a half. */
static inline double
rng_open01(uint64_t *x)
{
	return ((double)(rng_next(x) >> 11) + 0.5) / 9007199254740992.0;
}

#endif
