/*
 * ratings.c - the sorted ratings stream of the models not yet on the engine.
 */
#include "ratings.h"
#include "num.h"
#include "rp.h"
#include "tsv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct rating_row *
row_add(struct ratings_out *ro, const char *type, const char *player)
{
	struct rating_row *r;

	xgrow(&ro->row, &ro->cap, ro->n + 1, sizeof *ro->row);
	r = &ro->row[ro->n++];
	r->type = xstrdup(type);
	r->player = xstrdup(player);
	return r;
}

void
ratings_add(struct ratings_out *ro, const char *type, const char *player,
    const char *rest, size_t restlen)
{
	struct rating_row *r = row_add(ro, type, player);

	r->rest = xstrndup(rest, restlen);
	r->restlen = restlen;
}

void
ratings_add_later(struct ratings_out *ro, const char *type, const char *player,
    size_t key)
{
	struct rating_row *r = row_add(ro, type, player);

	r->rest = NULL;
	r->restlen = 0;
	r->key = key;
}

static int
by_type_player(const void *a, const void *b)
{
	const struct rating_row *x = a, *y = b;
	int c = strcmp(x->type, y->type);

	return c ? c : strcmp(x->player, y->player);
}

void
ratings_write(struct ratings_out *ro, const char *const *restcols)
{
	struct strbuf sb = { 0 };
	size_t i;

	tsv_puts("type");
	tsv_puts("player");
	for (; *restcols; restcols++)
		tsv_puts(*restcols);
	tsv_end_row();
	if (ro->n > 1)	/* qsort(NULL, 0) is undefined: no rows, no array */
		qsort(ro->row, ro->n, sizeof *ro->row, by_type_player);
	for (i = 0; i < ro->n; i++) {
		struct rating_row *r = &ro->row[i];

		tsv_puts(r->type);
		tsv_puts(r->player);
		if (r->rest)
			tsv_put(r->rest, r->restlen);
		else {
			sb.len = 0;
			ro->fill(ro->ctx, r->key, &sb);
			tsv_put(sb.s, sb.len);
		}
		tsv_end_row();
		free(r->type);
		free(r->player);
		free(r->rest);
	}
	free(sb.s);
	free(ro->row);
	memset(ro, 0, sizeof *ro);
}
