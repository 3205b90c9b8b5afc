/*
 * pairs.h - the pair sums of a topcoder game, ERank's
 *     E_k = sum_{j != k} erf((R_j - R_k) / sqrt(tv2_j + tv2_k))
 * made in blocks of rows by helper threads and summed by one thread in
 * a fixed order (pairs.c): the arithmetic in field.c calls
 * pair_sums, the threads are here.
 */
#ifndef TOPCODER_PAIRS_H
#define TOPCODER_PAIRS_H

#include <pthread.h>
#include <stddef.h>

/*
 * Helper threads, started at the first large game and kept to the end
 * of the run, make the erf values of a block of rows; the main thread
 * sums the block before (pair_sums).  The rows of a block are claimed
 * a chunk at a time, under the lock, by the helpers and, once it has
 * summed, by the main thread: an uneven share never idles a thread.
 */
struct pool {
	pthread_mutex_t mu;
	pthread_cond_t go;	/* rows to claim, or quit */
	pthread_cond_t idle;	/* the block's last chunk is made */
	pthread_t tid[64];
	size_t helpers;		/* started */
	int quit;
	/* the block: rows next .. end - 1 unclaimed, the first at e + off */
	size_t m, next, end, off, busy;
	const double *r, *tv2;
	double *e;
};

/* What the sums keep from game to game. */
struct pairs {
	double *pe[2];		/* erf values of two blocks of pairs (pair_sums) */
	size_t pecap;
	size_t threads;
	struct pool pool;
};

/* threads: the helpers and the main thread (1 to 64). */
void pairs_init(struct pairs *p, size_t threads);
/* Room for a game of n players. */
void pairs_grow(struct pairs *p, size_t n);
void pairs_free(struct pairs *p);
/* E[0 .. t-1] of the first t of m players of ratings r, tv2 = 2 V^2. */
void pair_sums(struct pairs *p, const double *r, const double *tv2, double *E, size_t m,
    size_t t);

#endif
