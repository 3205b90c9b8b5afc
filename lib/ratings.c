/*
 * ratings.c - the sorted ratings stream and a small string builder.
 */
#include "ratings.h"
#include "num.h"
#include "rp.h"
#include "tsv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void
sb_add(struct strbuf *sb, const char *s, size_t n)
{
	xgrow(&sb->s, &sb->cap, sb->len + n + 1, 1);
	memcpy(sb->s + sb->len, s, n);
	sb->len += n;
	sb->s[sb->len] = '\0';
}

void
sb_adds(struct strbuf *sb, const char *s)
{
	sb_add(sb, s, strlen(s));
}

void
sb_num(struct strbuf *sb, double x)
{
	char tmp[32];

	sb_add(sb, tmp, num_format(x, tmp));
}

void
sb_int(struct strbuf *sb, long long v)
{
	char tmp[24];

	sb_add(sb, tmp, int_format(v, tmp));
}

void
sb_tab(struct strbuf *sb)
{
	sb_add(sb, "\t", 1);
}

void
sb_date(struct strbuf *sb, long days)
{
	char tmp[11];

	date_format(days, tmp);
	sb_add(sb, tmp, 10);
}

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
