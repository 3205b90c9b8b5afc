/*
 * fit_jobs.c - fit -j N: the grid's points rated on N threads.  Each
 * point is rated on its own into its own slot (f->pt, made in grid order
 * before), and the tables are written after every thread has finished:
 * the output is the same bytes for any N.
 *
 * What a run writes is its own: the engine's run state (struct eng), the
 * thread's collect (below), and the flags and rules of the point
 * (given.c's, per thread).  What the threads share they only read: the
 * options, the census (blocks, events' blocks), the models' tables.
 * Standard input kept for every run is one offset: fit then rates one
 * point at a time (fit.c).
 */
#include "engine_run.h"
#include "fit.h"
#include "fit_impl.h"
#include "rp.h"

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct jobs {
	struct fit *f;
	pthread_mutex_t lock;
	size_t next;		/* the next point to rate */
};

/* A thread's collect: the census's (read only), its own sums and rows. */
static void
collect_init(struct collect *c, const struct collect *census)
{
	size_t b;

	*c = *census;
	names_init(&c->events);	/* the same order of events: the same indexes */
	c->ev_games = NULL;
	c->nev = c->evcap = 0;
	c->block = xcalloc(c->nblock, sizeof *c->block);
	c->first = xmalloc(c->nblock * sizeof *c->first);
	c->last = xmalloc(c->nblock * sizeof *c->last);
	for (b = 0; b < c->nblock; b++)
		c->first[b] = c->last[b] = LONG_MIN;
	c->count = NULL;
	c->ccap = 0;
	c->g = NULL;
	c->n = c->cap = 0;
	c->place = NULL;
	c->key = c->has = NULL;
	c->r = c->v = c->s = NULL;
	c->has3 = NULL;
	c->p3 = NULL;
}

static void
collect_free(struct collect *c)
{
	names_free(&c->events);
	free(c->ev_games);
	free(c->block);
	free(c->first);
	free(c->last);
	free(c->count);
	free(c->place);
	free(c->key);
	free(c->has);
	free(c->r);
	free(c->v);
	free(c->s);
	free(c->has3);
	free(c->p3);
}

static void *
worker(void *arg)
{
	struct jobs *j = arg;
	struct fit *f = j->f;
	const struct fit_opts *o = f->o;
	struct collect c;
	size_t i;

	/* the flags given, as the command line noted them (engine_cli.c) */
	for (i = 0; i < o->ngiven; i++)
		eng_note_given(o->given[i].p, o->given[i].arg);
	collect_init(&c, &f->c);
	for (;;) {
		struct point *p;

		pthread_mutex_lock(&j->lock);
		i = j->next++;
		pthread_mutex_unlock(&j->lock);
		if (i >= f->npt)
			break;
		p = &f->pt[i];
		fit_rate_into(o, f->given_text, &c, p->at, 0);
		memcpy(p->block, c.block, f->nblock * sizeof *p->block);
	}
	collect_free(&c);
	free(eng_rules.s);
	eng_rules = (struct strbuf){ 0 };
	return NULL;
}

/* Points [from, npt) on o->jobs threads. */
static void
rate_jobs(struct fit *f, size_t from)
{
	size_t n = f->npt - from, k, i;
	struct jobs j;
	pthread_t *t;
	int e;

	/* the model refuses a point: the first in grid order, as with -j 1 */
	for (i = from; i < f->npt; i++)
		fit_free_params(f->o->m, fit_point_params(f->o, f->pt[i].at, f->given_text));
	k = (size_t)f->o->jobs < n ? (size_t)f->o->jobs : n;
	j.f = f;
	j.next = from;
	pthread_mutex_init(&j.lock, NULL);
	t = xmalloc(k * sizeof *t);
	for (i = 0; i < k; i++)
		if ((e = pthread_create(&t[i], NULL, worker, &j)) != 0) {
			errno = e;
			die_sys("a thread (-j %ld)", f->o->jobs);
		}
	for (i = 0; i < k; i++)
		pthread_join(t[i], NULL);
	pthread_mutex_destroy(&j.lock);
	free(t);
	f->runs += (int)n;
}

/*
 * The grid: every point's slot, in grid order; the first rated here (its
 * run sets the blocks' dates, f->c.first and last), the rest on threads.
 */
void
fit_grid_jobs(struct fit *f)
{
	struct point *p;

	fit_grid_all(f, 0);
	p = &f->pt[0];
	fit_rate_into(f->o, f->given_text, &f->c, p->at, f->runs++ == 0);
	memcpy(p->block, f->c.block, f->nblock * sizeof *p->block);
	if (f->npt > 1)
		rate_jobs(f, 1);
}
