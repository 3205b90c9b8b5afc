/*
 * format.c - `format`'s run: the stream copied as it came when no medium
 * is asked for, else the table built (table_build.c) and written as text
 * or Markdown (table_text.c) or an HTML page (html.c), a rate --explain
 * stream by change (explain_page.c).  It calls every writer, so it sits
 * above them all.
 */
#include "rp.h"
#include "out.h"
#include "table.h"
#include "names_join.h"
#include "tsv.h"

#include <stdlib.h>

/*
 * Not a terminal and no medium asked for: the stream as it came, never
 * through the table.  The fields lie back to back in the reader's
 * buffer, each NUL-ended (tsv.h): turned back into TABs and a newline,
 * the record is the row to write, in one copy.
 */
static void
copy_stream(struct tsv_in *in)
{
	tsv_put_header(in, NULL);
	while (tsv_next(in)) {
		char *row = in->f[0];
		size_t i, len = (size_t)(in->f[in->nf - 1] + in->flen[in->nf - 1] - row);

		for (i = 0; i + 1 < in->nf; i++)
			in->f[i][in->flen[i]] = '\t';
		row[len] = '\n';
		tsv_put_rows(row, len + 1);
	}
	tsv_close(in);
}

void
format_run(const struct format_opts *given, int npaths, char **paths)
{
	struct tsv_in in;
	struct table t = { 0 };
	struct format_opts oo = *given, *o = &oo;
	char **head;
	size_t i;

	if (o->names && !o->tsv)
		names_join_load(o->names);
	tsv_open(&in, npaths, paths);
	if (o->tsv) {
		copy_stream(&in);
		return;
	}
	t.explain = explain_defaults(o, &in);
	t.rating_digits = o->digits;
	if (o->html)
		html_defaults(o, &in);
	t.columns_default = !given->columns;
	t.medium = o->markdown ? SHOWN_MARKDOWN : SHOWN_TEXT;
	table_choose_columns(&t, o, &in);
	table_build(&t, o, &in);
	head = xmalloc((t.ncol + 1) * sizeof *head);
	for (i = 0; i < t.ncol; i++)
		head[i] = t.src[i] == NAMES_COLUMN ? (char *)"name" : in.col[t.src[i]];
	if (o->html)
		html_write(o, &t, head);
	else
		table_text_write(o, &t, head);
	free(head);
	for (i = 0; i < t.nchunk; i++)
		free(t.chunk[i].text);
	free(t.chunk);
	free(t.src);
	free(t.digits);
	free(t.trim);
	free(t.model);
	free(t.profile);
	free(t.numeric);
	free(t.ascii);
	free(t.width);
	free(t.maxlen);
	free(t.run);
	html_free_defaults(o, given);
	tsv_close(&in);
	names_join_free();
}
