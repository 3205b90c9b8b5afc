/*
 * ratings.h - writing a ratings stream: one row per (type, player),
 * sorted by type then player, bytewise, so output never depends on the
 * order players were met or on the locale.
 */
#ifndef RATINGS_H
#define RATINGS_H

#include "strbuf.h"

#include <stddef.h>

/* Writes the fields after type and player of the row the model knows as key. */
typedef void ratings_fill_fn(void *ctx, size_t key, struct strbuf *sb);

struct ratings_out {
	struct rating_row {
		char *type, *player, *rest;	/* rest: the remaining fields */
		size_t restlen;
		size_t key;		/* rest == NULL: fill writes them */
	} *row;
	size_t n, cap;
	ratings_fill_fn *fill;
	void *ctx;
};

void ratings_add(struct ratings_out *ro, const char *type, const char *player,
    const char *rest, size_t restlen);
/*
 * A row whose remaining fields ro->fill(ro->ctx, key) writes when the row
 * is written: a model whose state is large (absp's windows) does not hold
 * every row's text at once.
 */
void ratings_add_later(struct ratings_out *ro, const char *type,
    const char *player, size_t key);
/* Sort, write header + rows, free. */
void ratings_write(struct ratings_out *ro, const char *const *restcols);
#endif
