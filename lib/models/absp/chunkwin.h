/*
 * chunkwin.h - a player's window of games, (event number, game rating)
 * oldest first, kept in fixed-size chunks from a pool the windows share.
 *
 * Why not one array per player: ABSP keeps up to M = 150 games for every
 * player and type.  Arrays that grow by doubling leave the heap full of
 * the smaller arrays they outgrew (105 MiB of RSS for 32 MiB of windows
 * at 2 M rows); chunks are all one size, and a chunk a window lets go of
 * is the next one any window takes.
 */
#ifndef CHUNKWIN_H
#define CHUNKWIN_H

#include <stddef.h>

/*
 * Entries a chunk: 31 make a chunk of 512 bytes on LP64.  Summing a
 * window waits on each chunk in turn (the link to the older one is in
 * it), and at 2 M rows the windows no longer fit in the caches: 31
 * entries wait half as often as 16 did (about a fifth less user time for
 * absp over bench/memory's 2 M-row history) for 4.5 MiB more RSS there
 * (a player's partly filled chunks are larger).
 */
#define CHUNKWIN_N 31

/*
 * A window's weighted mean reads the game ratings from the newest chunk
 * to the oldest: g and the link to the older chunk fill the chunk's first
 * four cache lines (chunks are 64-byte aligned), the event numbers lie
 * after them.
 */
struct chunkwin_chunk {
	double g[CHUNKWIN_N];
	struct chunkwin_chunk *prev;		/* the older chunk */
	struct chunkwin_chunk *next;		/* the newer chunk */
	long ev[CHUNKWIN_N];
};

struct chunkwin_pool {
	struct chunkwin_chunk *free;
	struct chunkwin_chunk **slab;
	size_t nslab, slabcap;
};

struct chunkwin {
	struct chunkwin_chunk *head, *tail;	/* oldest, newest */
	unsigned head_off, tail_n;	/* first live entry of head, entries in tail */
	size_t cnt;
};

/* The window copied out, oldest first, into arrays the caller keeps. */
struct chunkwin_view {
	long *ev;
	double *g;
	size_t n, cap;
};

void chunkwin_push(struct chunkwin_pool *p, struct chunkwin *w, long ev, double g);
void chunkwin_drop(struct chunkwin_pool *p, struct chunkwin *w, size_t n);
long chunkwin_last_ev(const struct chunkwin *w);
/* The live entries of chunk c of w: [*from, *to). */
void chunkwin_span(const struct chunkwin *w, const struct chunkwin_chunk *c,
    size_t *from, size_t *to);
const struct chunkwin_view *chunkwin_view(const struct chunkwin *w, struct chunkwin_view *v);
void chunkwin_view_free(struct chunkwin_view *v);
void chunkwin_pool_free(struct chunkwin_pool *p);

#endif
