/*
 * table_text.c - `format --text|--markdown`: a built table as aligned
 * text (numbers to the right) or a Markdown table, rows padded and
 * written with block copies.  The HTML page is html.c's.
 */
#include "rp.h"
#include "out.h"
#include "table.h"
#include "tsv.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Room for any row: each cell at most its bytes plus its padding. */
static char *
row_buffer(const struct table *t)
{
	size_t i, n = 8 + TABLE_SLACK;

	for (i = 0; i < t->ncol; i++)
		n += t->width[i] + t->maxlen[i] + 4;
	return xmalloc(n);
}

/* n bytes from s, which has TABLE_SLACK readable bytes after it, like d. */
static inline char *
put_bytes(char *d, const char *s, size_t n)
{
	if (n <= TABLE_SLACK)
		memcpy(d, s, TABLE_SLACK);
	else
		memcpy(d, s, n);
	return d + n;
}

static inline char *
put_spaces(char *d, size_t n)
{
	static const char spaces[TABLE_SLACK + 1] = "                ";

	if (n <= TABLE_SLACK)
		memcpy(d, spaces, TABLE_SLACK);
	else
		memset(d, ' ', n);
	return d + n;
}

/* A cell padded to its column's width: numbers right, text left. */
static inline char *
put_padded(const struct table *t, size_t i, char *d, const char *s, size_t n, int last)
{
	size_t w = table_cell_width(t, i, s, n), pad = t->width[i] > w ? t->width[i] - w : 0;

	if (t->numeric[i])
		d = put_spaces(d, pad);
	d = put_bytes(d, s, n);
	if (!t->numeric[i] && !last)
		d = put_spaces(d, pad);
	return d;
}

static void
text_row(const struct table *t, char *buf, const char *const *cell, const size_t *clen)
{
	char *d = buf;
	size_t i;

	for (i = 0; i < t->ncol; i++) {
		if (i) {
			memcpy(d, "  ", 2);
			d += 2;
		}
		d = put_padded(t, i, d, cell[i], clen[i], i + 1 == t->ncol);
	}
	*d++ = '\n';
	tsv_put_rows(buf, (size_t)(d - buf));
}

static void
markdown_row(const struct table *t, char *buf, const char *const *cell, const size_t *clen)
{
	char *d = buf;
	size_t i;

	*d++ = '|';
	for (i = 0; i < t->ncol; i++) {
		*d++ = ' ';
		d = put_padded(t, i, d, cell[i], clen[i], 0);
		memcpy(d, " |", 2);
		d += 2;
	}
	*d++ = '\n';
	tsv_put_rows(buf, (size_t)(d - buf));
}

/* The line under the names: dashes, Markdown's marking the alignment. */
static void
rule(const struct table *t, char *buf, int markdown)
{
	char *d = buf;
	size_t i;

	if (markdown)
		*d++ = '|';
	for (i = 0; i < t->ncol; i++) {
		if (markdown) {
			*d++ = ' ';
			if (!t->numeric[i])
				*d++ = ':';
			memset(d, '-', t->width[i] - 1);
			d += t->width[i] - 1;
			memcpy(d, t->numeric[i] ? ": |" : " |", t->numeric[i] ? 3 : 2);
			d += t->numeric[i] ? 3 : 2;
		} else {
			if (i) {
				memcpy(d, "  ", 2);
				d += 2;
			}
			memset(d, '-', t->width[i]);
			d += t->width[i];
		}
	}
	*d++ = '\n';
	tsv_put_rows(buf, (size_t)(d - buf));
}

static void
head_and_rule(const struct table *t, char *buf, int markdown, char *const *head,
    const size_t *hlen)
{
	if (markdown)
		markdown_row(t, buf, (const char *const *)head, hlen);
	else
		text_row(t, buf, (const char *const *)head, hlen);
	rule(t, buf, markdown);
}

/* Aligned text or Markdown: a heading and the names at each group. */
void
table_text_write(const struct format_opts *o, const struct table *t, char *const *head)
{
	struct table_cursor c;
	char *buf = row_buffer(t), **h = xmalloc((t->ncol + 1) * sizeof *h);
	size_t i, *hlen = xmalloc((t->ncol + 1) * sizeof *hlen);

	for (i = 0; i < t->ncol; i++) {	/* as shown, with TABLE_SLACK after them */
		size_t n = strlen(head[i]);

		h[i] = xcalloc(1, SHOWN_MAX * n + 1 + TABLE_SLACK);
		hlen[i] = (size_t)(shown_add(h[i], head[i], n, t->medium) - h[i]);
	}
	head = h;
	table_cursor_init(t, &c);
	while (table_next(t, &c)) {
		if (c.newgroup) {
			if (c.key) {
				if (c.row > 1)
					tsv_put_rows("\n", 1);
				tsv_put_raw(o->markdown ? "### " : "== ", o->markdown ? 4 : 3);
				tsv_put_raw(c.key, strlen(c.key));
				tsv_put_rows(o->markdown ? "\n\n" : " ==\n", o->markdown ? 2 : 4);
			}
			head_and_rule(t, buf, o->markdown, head, hlen);
		}
		if (o->markdown)
			markdown_row(t, buf, c.cell, c.clen);
		else
			text_row(t, buf, c.cell, c.clen);
	}
	if (t->nrow == 0)
		head_and_rule(t, buf, o->markdown, head, hlen);
	table_cursor_free(&c);
	for (i = 0; i < t->ncol; i++)
		free(h[i]);
	free(h);
	free(hlen);
	free(buf);
}
