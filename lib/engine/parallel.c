/*
 * parallel.c - the run's threads (engine.h: eng_threads, eng_parallel).
 *
 * A model's wide work (a contest's performances, a big game's per-player
 * messages) is cut into fixed contiguous parts, one a thread: which index
 * a thread computes never changes what is computed for it, and the
 * callers add up across indices only afterwards, in index order, so every
 * number written is the same on 1 thread or 64.  Threads are started per
 * call: the work is handed out only where it is wide (`min`), so that
 * their start (tens of microseconds) is small beside it.
 */
#include "engine_run.h"
#include "rp.h"

#include <pthread.h>
#include <unistd.h>

size_t
eng_threads(const struct eng *e)
{
	return e->threads;
}

/* -j N, or the cores online (1 to ENG_MAX_THREADS). */
size_t
eng_threads_given(void)
{
	long n = eng_jobs ? eng_jobs : sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > ENG_MAX_THREADS ? ENG_MAX_THREADS : (size_t)n;
}

struct part {
	void (*fn)(void *arg, size_t lo, size_t hi);
	void *arg;
	size_t lo, hi;
};

static void *
run_part(void *p)
{
	struct part *q = p;

	q->fn(q->arg, q->lo, q->hi);
	return NULL;
}

void
eng_parallel(const struct eng *e, size_t n, size_t min,
    void (*fn)(void *arg, size_t lo, size_t hi), void *arg)
{
	struct part part[ENG_MAX_THREADS];
	pthread_t tid[ENG_MAX_THREADS];
	size_t t = e->threads, k, started = 0;

	if (t > n)
		t = n;
	if (t <= 1 || n < min) {
		if (n)
			fn(arg, 0, n);
		return;
	}
	for (k = 0; k < t; k++)
		part[k] = (struct part){ fn, arg, k * n / t, (k + 1) * n / t };
	/* a thread that cannot start: its part runs here, the same bytes */
	for (k = 0; k + 1 < t; k++) {
		if (pthread_create(&tid[k], NULL, run_part, &part[k]) != 0)
			break;
		started++;
	}
	for (k = started; k < t; k++)
		run_part(&part[k]);
	for (k = 0; k < started; k++)
		pthread_join(tid[k], NULL);
}
