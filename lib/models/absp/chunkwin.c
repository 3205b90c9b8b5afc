/*
 * chunkwin.c - windows of games in fixed-size chunks (see chunkwin.h).
 */
#include "chunkwin.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

#define SLAB_CHUNKS 256

static struct chunkwin_chunk *
chunk_get(struct chunkwin_pool *p)
{
	struct chunkwin_chunk *c;

	if (!p->free) {
		/* cache-line aligned: a chunk's ratings and link are two lines */
		struct chunkwin_chunk *slab = aligned_alloc(64, SLAB_CHUNKS * sizeof *slab);
		size_t i;

		if (!slab)
			die_sys("malloc");
		xgrow(&p->slab, &p->slabcap, p->nslab + 1, sizeof *p->slab);
		p->slab[p->nslab++] = slab;
		for (i = 0; i < SLAB_CHUNKS; i++) {
			slab[i].next = p->free;
			p->free = &slab[i];
		}
	}
	c = p->free;
	p->free = c->next;
	c->next = NULL;
	return c;
}

static void
chunk_put(struct chunkwin_pool *p, struct chunkwin_chunk *c)
{
	c->next = p->free;
	p->free = c;
}

void
chunkwin_push(struct chunkwin_pool *p, struct chunkwin *w, long ev, double g)
{
	if (!w->tail || w->tail_n == CHUNKWIN_N) {
		struct chunkwin_chunk *c = chunk_get(p);

		c->prev = w->tail;
		if (w->tail)
			w->tail->next = c;
		else {
			w->head = c;
			w->head_off = 0;
		}
		w->tail = c;
		w->tail_n = 0;
	}
	w->tail->ev[w->tail_n] = ev;
	w->tail->g[w->tail_n] = g;
	w->tail_n++;
	w->cnt++;
}

/* Forget the n oldest entries (n <= cnt). */
void
chunkwin_drop(struct chunkwin_pool *p, struct chunkwin *w, size_t n)
{
	while (n > 0) {
		size_t live = (w->head == w->tail ? w->tail_n : CHUNKWIN_N) - w->head_off;
		size_t k = n < live ? n : live;

		w->head_off += (unsigned)k;
		w->cnt -= k;
		n -= k;
		if (k == live) {
			struct chunkwin_chunk *next = w->head->next;

			chunk_put(p, w->head);
			w->head = next;
			w->head_off = 0;
			if (next)
				next->prev = NULL;
			else {
				w->tail = NULL;
				w->tail_n = 0;
			}
		}
	}
}

long
chunkwin_last_ev(const struct chunkwin *w)
{
	return w->tail->ev[w->tail_n - 1];
}

void
chunkwin_span(const struct chunkwin *w, const struct chunkwin_chunk *c,
    size_t *from, size_t *to)
{
	*from = c == w->head ? w->head_off : 0;
	*to = c == w->tail ? w->tail_n : CHUNKWIN_N;
}

const struct chunkwin_view *
chunkwin_view(const struct chunkwin *w, struct chunkwin_view *v)
{
	const struct chunkwin_chunk *c;
	size_t from, to;

	if (w->cnt > v->cap) {
		v->cap = w->cnt;
		v->ev = xrealloc(v->ev, v->cap * sizeof *v->ev);
		v->g = xrealloc(v->g, v->cap * sizeof *v->g);
	}
	v->n = 0;
	for (c = w->head; c; c = c->next) {
		chunkwin_span(w, c, &from, &to);
		memcpy(v->ev + v->n, c->ev + from, (to - from) * sizeof *v->ev);
		memcpy(v->g + v->n, c->g + from, (to - from) * sizeof *v->g);
		v->n += to - from;
	}
	return v;
}

void
chunkwin_view_free(struct chunkwin_view *v)
{
	free(v->ev);
	free(v->g);
	memset(v, 0, sizeof *v);
}

void
chunkwin_pool_free(struct chunkwin_pool *p)
{
	size_t i;

	for (i = 0; i < p->nslab; i++)
		free(p->slab[i]);
	free(p->slab);
	memset(p, 0, sizeof *p);
}
