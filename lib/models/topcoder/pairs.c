/*
 * pairs.c - the pair sums of a topcoder game (pairs.h),
 * moved out of topcoder.c as they were: the rules are there.
 */
#include "erf.h"
#include "rp.h"
#include "pairs.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/*
 * E_k = sum_{j != k} erf((R_j - R_k) / sqrt(tv2_j + tv2_k)) for the first
 * t of m players (tv2 = 2 V^2); the others' E are not needed (and come
 * out partial).  Pairs of two targets are visited once, by symmetry.
 *
 * erf is most of the time of a large game, so the pairs' erf values are
 * made in blocks of rows, by several threads (pair_erf), and only then
 * summed, by one thread in the order of one loop: the sums, and so every
 * number written, never depend on the number of threads.
 */
#define PAIR_BLOCK (1u << 18)	/* erf values made before they are summed */
#define PAIR_CHUNK (1u << 14)	/* erf values claimed at a time */
#define PAIR_SOLO (1u << 17)	/* a game of fewer pairs: the main thread alone */

struct pair_rows {
	size_t m, i0, i1;	/* rows i0 .. i1 - 1, each with its pairs j > i */
	const double *r, *tv2;
	double *e;		/* out: row after row, m - i - 1 values each */
};

static void
pair_erf(const struct pair_rows *p)
{
	double *e = p->e;
	size_t i, j, n;

	for (i = p->i0; i < p->i1; i++, e += n) {
		double ri = p->r[i], vi = p->tv2[i];

		n = p->m - i - 1;
		/* the arguments first, then erf over them: the divisions and
		 * square roots overlap instead of waiting on erf */
		for (j = 0; j < n; j++)
			e[j] = (p->r[i + 1 + j] - ri) / sqrt(vi + p->tv2[i + 1 + j]);
		erf_array(e, n);
	}
}


/*
 * The end of a run of rows from i0 (before end) of at most limit pairs,
 * at least one row; its pairs into *npairs.  Row i has m - i - 1.
 */
static size_t
rows_upto(size_t m, size_t end, size_t i0, size_t limit, size_t *npairs)
{
	size_t i1, n = 0;

	for (i1 = i0; i1 < end && (i1 == i0 || n + (m - i1 - 1) <= limit); i1++)
		n += m - i1 - 1;
	*npairs = n;
	return i1;
}

/* Under the lock: claim the next chunk of rows into c; 0 if none is left. */
static int
pool_claim(struct pool *pl, struct pair_rows *c)
{
	size_t npairs;

	if (pl->next == pl->end)
		return 0;
	c->m = pl->m;
	c->r = pl->r;
	c->tv2 = pl->tv2;
	c->e = pl->e + pl->off;
	c->i0 = pl->next;
	c->i1 = pl->next = rows_upto(pl->m, pl->end, pl->next, PAIR_CHUNK, &npairs);
	pl->off += npairs;
	pl->busy++;
	return 1;
}

/* Under the lock: make the chunks claimed, until none is left. */
static void
pool_work(struct pool *pl)
{
	struct pair_rows c;

	while (pool_claim(pl, &c)) {
		pthread_mutex_unlock(&pl->mu);
		pair_erf(&c);
		pthread_mutex_lock(&pl->mu);
		if (--pl->busy == 0 && pl->next == pl->end)
			pthread_cond_signal(&pl->idle);
	}
}

static void *
pool_helper(void *arg)
{
	struct pool *pl = arg;

	pthread_mutex_lock(&pl->mu);
	for (;;) {
		while (!pl->quit && pl->next == pl->end)
			pthread_cond_wait(&pl->go, &pl->mu);
		if (pl->quit)
			break;
		pool_work(pl);
	}
	pthread_mutex_unlock(&pl->mu);
	return NULL;
}

static void
pool_init(struct pool *pl)
{
	memset(pl, 0, sizeof *pl);
	pthread_mutex_init(&pl->mu, NULL);
	pthread_cond_init(&pl->go, NULL);
	pthread_cond_init(&pl->idle, NULL);
}

/* The helpers asked for, when a large game first needs them (a thread
 * that cannot be had leaves its share to the others). */
static void
pool_start(struct pool *pl, size_t helpers)
{
	while (pl->helpers < helpers && pthread_create(&pl->tid[pl->helpers], NULL,
	    pool_helper, pl) == 0)
		pl->helpers++;
}

static void
pool_stop(struct pool *pl)
{
	size_t k;

	pthread_mutex_lock(&pl->mu);
	pl->quit = 1;
	pthread_cond_broadcast(&pl->go);
	pthread_mutex_unlock(&pl->mu);
	for (k = 0; k < pl->helpers; k++)
		pthread_join(pl->tid[k], NULL);
	pthread_cond_destroy(&pl->go);
	pthread_cond_destroy(&pl->idle);
	pthread_mutex_destroy(&pl->mu);
}

/* Rows i0 .. i1 - 1 offered to the helpers, their values into e. */
static void
pool_offer(struct pool *pl, size_t m, size_t i0, size_t i1, const double *r,
    const double *tv2, double *e, int wake)
{
	pthread_mutex_lock(&pl->mu);
	pl->m = m;
	pl->next = i0;
	pl->end = i1;
	pl->off = 0;
	pl->r = r;
	pl->tv2 = tv2;
	pl->e = e;
	if (wake)
		pthread_cond_broadcast(&pl->go);
	pthread_mutex_unlock(&pl->mu);
}

/* The main thread claims what is left of the block, then waits for it. */
static void
pool_finish(struct pool *pl)
{
	pthread_mutex_lock(&pl->mu);
	pool_work(pl);
	while (pl->busy > 0)
		pthread_cond_wait(&pl->idle, &pl->mu);
	pthread_mutex_unlock(&pl->mu);
}


/*
 * Block after block: while the helpers make the next block's values, the
 * main thread sums this one's, then helps with the next.
 */
void
pair_sums(struct pairs *w, const double *r, const double *tv2, double *E, size_t m,
    size_t t)
{
	size_t i0, i1, i2, i, j, b = 0, npairs;
	int wake = w->threads > 1 && (double)t * (double)m / 2 >= PAIR_SOLO;

	if (wake)
		pool_start(&w->pool, w->threads - 1);
	memset(E, 0, m * sizeof *E);
	if (t == 0)
		return;
	i1 = rows_upto(m, t, 0, PAIR_BLOCK, &npairs);
	pool_offer(&w->pool, m, 0, i1, r, tv2, w->pe[0], wake);
	pool_finish(&w->pool);
	for (i0 = 0; i0 < t; i0 = i1, i1 = i2, b ^= 1) {
		const double *e = w->pe[b];

		i2 = i1 < t ? rows_upto(m, t, i1, PAIR_BLOCK, &npairs) : i1;
		if (i2 > i1)
			pool_offer(&w->pool, m, i1, i2, r, tv2, w->pe[b ^ 1], wake);
		for (i = i0; i < i1; i++) {
			double acc = 0;

			for (j = i + 1; j < m; j++, e++) {
				acc += *e;
				E[j] -= *e;
			}
			E[i] += acc;
		}
		if (i2 > i1)
			pool_finish(&w->pool);
	}
}

void
pairs_init(struct pairs *p, size_t threads)
{
	p->threads = threads;
	pool_init(&p->pool);
}

void
pairs_grow(struct pairs *p, size_t n)
{
	if (n > p->pecap || p->pecap < PAIR_BLOCK) {
		p->pecap = n > PAIR_BLOCK ? n : PAIR_BLOCK;
		p->pe[0] = xrealloc(p->pe[0], p->pecap * sizeof *p->pe[0]);
		p->pe[1] = xrealloc(p->pe[1], p->pecap * sizeof *p->pe[1]);
	}
}

void
pairs_free(struct pairs *p)
{
	pool_stop(&p->pool);
	free(p->pe[0]);
	free(p->pe[1]);
}
