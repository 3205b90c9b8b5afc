/*
 * table.c - `format`: a stream for people.  Aligned text (numbers to the
 * right) or Markdown; rating-valued columns rounded for display, half
 * away from zero, as the rules say (FRSc: "rounded to the nearest
 * integer").  Everything else is shown as it came.  Columns whose name
 * starts with "_" are a model's machine state and are hidden unless
 * asked for.  This is the one stage that holds its whole input: a table
 * needs every row to know its column widths.
 */
#include "num.h"
#include "ratings.h"
#include "rp.h"
#include "stages.h"
#include "table.h"
#include "tsv.h"

#include <stdlib.h>
#include <string.h>

static int
is_rating_column(const char *name)
{
	return strcmp(name, "rating") == 0 || strcmp(name, "value") == 0 ||
	    strcmp(name, "perf") == 0 || strncmp(name, "rating_", 7) == 0;
}

static size_t
display_width(const char *s)
{
	size_t w = 0;

	for (; *s; s++)
		if (((unsigned char)*s & 0xC0) != 0x80)
			w++;
	return w;
}

/* --round COL=D,...: the decimals for one column, or -2 if not named. */
static int
round_for(const char *spec, const char *col)
{
	size_t cl = strlen(col);
	const char *p = spec;

	while (p && *p) {
		const char *eq = strchr(p, '='), *comma = strchr(p, ',');
		long d;

		if (!eq || (comma && comma < eq))
			die_usage("--round: expected COL=DIGITS,...");
		if (!int_parse(eq + 1, (size_t)((comma ? comma : eq + strlen(eq)) - eq - 1), 0, 15, &d))
			die_usage("--round: digits must be 0 to 15");
		if ((size_t)(eq - p) == cl && strncmp(p, col, cl) == 0)
			return (int)d;
		p = comma ? comma + 1 : NULL;
	}
	return -2;
}

static void
choose_columns(struct table *t, const struct format_opts *o, const struct tsv_in *in)
{
	size_t i;

	t->src = xmalloc((in->ncol + 1) * sizeof *t->src);
	t->ncol = 0;
	if (o->columns) {
		char *list = xstrdup(o->columns), *tok, *save = NULL;

		for (tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
			int c = tsv_col(in, tok);

			if (c < 0)
				die_data("%s:1: no column \"%s\" to show", in->name, tok);
			if (t->ncol == in->ncol)
				die_usage("--columns names more columns than the input has");
			t->src[t->ncol++] = c;
		}
		free(list);
	} else {
		for (i = 0; i < in->ncol; i++)
			if (o->all || in->col[i][0] != '_')
				t->src[t->ncol++] = (int)i;
	}
	t->digits = xmalloc((t->ncol + 1) * sizeof *t->digits);
	t->numeric = xmalloc((t->ncol + 1) * sizeof *t->numeric);
	t->width = xmalloc((t->ncol + 1) * sizeof *t->width);
	for (i = 0; i < t->ncol; i++) {
		const char *name = in->col[t->src[i]];
		int d = o->round ? round_for(o->round, name) : -2;

		t->digits[i] = d != -2 ? d : is_rating_column(name) ? o->digits : -1;
		t->numeric[i] = 1;
		t->width[i] = display_width(name);
	}
}

static char *
group_key(const struct format_opts *o, const struct tsv_in *in)
{
	char *list, *tok, *save = NULL;
	struct strbuf sb = { 0 };

	if (!o->group)
		return NULL;
	list = xstrdup(o->group);
	for (tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		int c = tsv_need(in, tok);

		if (sb.len)
			sb_adds(&sb, ", ");
		sb_add(&sb, in->f[c], in->flen[c]);
	}
	free(list);
	if (!sb.s)
		sb_adds(&sb, "");
	return sb.s;
}

static void
put_padded(const char *s, size_t width, int right, int last)
{
	size_t w = display_width(s), pad = width > w ? width - w : 0;

	if (right)
		while (pad--)
			tsv_put_raw(" ", 1);
	tsv_put_raw(s, strlen(s));
	if (!right && !last)
		while (pad--)
			tsv_put_raw(" ", 1);
}

static void
text_row(const struct table *t, char *const *cells)
{
	size_t i;

	for (i = 0; i < t->ncol; i++) {
		if (i)
			tsv_put_raw("  ", 2);
		put_padded(cells[i], t->width[i], t->numeric[i], i + 1 == t->ncol);
	}
	tsv_put_rows("\n", 1);
}

static void
markdown_row(const struct table *t, char *const *cells)
{
	size_t i;

	tsv_put_raw("|", 1);
	for (i = 0; i < t->ncol; i++) {
		tsv_put_raw(" ", 1);
		put_padded(cells[i], t->width[i], t->numeric[i], 0);
		tsv_put_raw(" |", 2);
	}
	tsv_put_rows("\n", 1);
}

static void
rule(const struct table *t, int markdown)
{
	size_t i, j;

	if (markdown)
		tsv_put_raw("|", 1);
	for (i = 0; i < t->ncol; i++) {
		if (markdown) {
			tsv_put_raw(" ", 1);
			tsv_put_raw(t->numeric[i] ? "" : ":", t->numeric[i] ? 0 : 1);
			for (j = 1; j < t->width[i]; j++)
				tsv_put_raw("-", 1);
			tsv_put_raw(t->numeric[i] ? ": |" : " |", t->numeric[i] ? 3 : 2);
		} else {
			if (i)
				tsv_put_raw("  ", 2);
			for (j = 0; j < t->width[i]; j++)
				tsv_put_raw("-", 1);
		}
	}
	tsv_put_rows("\n", 1);
}

/* Not a terminal and no medium asked for: the stream as it came. */
static void
copy_stream(struct tsv_in *in)
{
	tsv_put_header(in, NULL);
	while (tsv_next(in)) {
		size_t i;

		for (i = 0; i < in->ncol; i++)
			tsv_put(in->f[i], in->flen[i]);
		tsv_end_row();
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
	size_t r, i;

	tsv_open(&in, npaths, paths);
	if (o->tsv) {
		copy_stream(&in);
		return;
	}
	if (o->html)
		html_defaults(o, &in);
	choose_columns(&t, o, &in);
	while (tsv_next(&in)) {
		xgrow(&t.key, &t.cap, t.nrow + 1, sizeof *t.key);
		t.cell = xrealloc(t.cell, t.cap * t.ncol * sizeof *t.cell + 1);
		t.key[t.nrow] = group_key(o, &in);
		for (i = 0; i < t.ncol; i++) {
			int c = t.src[i];
			char buf[32], **cell = &t.cell[t.nrow * t.ncol + i];
			double v;
			int isnum = in.flen[c] > 0 && num_parse(in.f[c], in.flen[c], &v);

			if (in.flen[c] > 0 && !isnum)
				t.numeric[i] = 0;
			if (isnum && t.digits[i] >= 0)
				*cell = xstrndup(buf, num_format_rounded(v, t.digits[i], buf));
			else
				*cell = xstrndup(in.f[c], in.flen[c]);
			if (display_width(*cell) > t.width[i])
				t.width[i] = display_width(*cell);
		}
		t.nrow++;
	}
	head = xmalloc((t.ncol + 1) * sizeof *head);
	for (i = 0; i < t.ncol; i++)
		head[i] = in.col[t.src[i]];
	if (o->html)
		html_write(o, &t, head);
	for (r = 0; !o->html && r < t.nrow; r++) {
		if (r == 0 || (t.key[r] && strcmp(t.key[r], t.key[r - 1]) != 0)) {
			if (t.key[r]) {
				if (r)
					tsv_put_rows("\n", 1);
				tsv_put_raw(o->markdown ? "### " : "== ", o->markdown ? 4 : 3);
				tsv_put_raw(t.key[r], strlen(t.key[r]));
				tsv_put_rows(o->markdown ? "\n\n" : " ==\n", o->markdown ? 2 : 4);
			}
			if (o->markdown) {
				markdown_row(&t, head);
				rule(&t, 1);
			} else {
				text_row(&t, head);
				rule(&t, 0);
			}
		}
		if (o->markdown)
			markdown_row(&t, t.cell + r * t.ncol);
		else
			text_row(&t, t.cell + r * t.ncol);
	}
	if (t.nrow == 0 && !o->html) {
		if (o->markdown) {
			markdown_row(&t, head);
			rule(&t, 1);
		} else {
			text_row(&t, head);
			rule(&t, 0);
		}
	}
	for (r = 0; r < t.nrow; r++) {
		for (i = 0; i < t.ncol; i++)
			free(t.cell[r * t.ncol + i]);
		free(t.key[r]);
	}
	free(head);
	free(t.cell);
	free(t.key);
	free(t.src);
	free(t.digits);
	free(t.numeric);
	free(t.width);
	html_free_defaults(o, given);
	tsv_close(&in);
}
