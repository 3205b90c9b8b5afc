/*
 * html.c - `format --html`: the rating lists as one standalone web page.
 *
 * The page carries its own CSS and nothing else: no script, no font, no
 * image, no link, so it can be mailed, put on any web server or opened
 * from disk.  Rows come in the order given (rank has already sorted
 * them); one table per group, by default per (type, status) when the
 * stream has those columns, so the active and the provisional lists of
 * each type stand apart.  Cells are the display strings lib/out/table_build.c
 * built (rounded as the rules say); every byte of user data is
 * HTML-escaped.  Each table row is written on one line, so `grep '<tr>'`
 * counts and checks rows without an HTML parser.
 *
 * On a phone: the viewport meta makes the page use the device width,
 * and each row becomes a card, its key (who, the rating, its change)
 * first, the other cells labelled under it (html_style.c): nothing
 * scrolls sideways, no column is dropped.  Columns that say nothing in
 * any row are left out.
 */
#include "html.h"
#include "strbuf.h"
#include "rp.h"
#include "out.h"
#include "shown.h"
#include "table.h"
#include "tsv.h"

#include <stdlib.h>
#include <string.h>

/* Text as a page shows it (shown.h): & < > " ' as entities. */
static char *
add_escaped(char *d, const char *s)
{
	return shown_add(d, s, strlen(s), SHOWN_XML);
}

/* A line being built, written whole (SHOWN_MAX bytes a byte at most). */
static char *line;
static size_t linecap;
/* Columns a page leaves out (nothing to show), or NULL; a row's key
 * columns (html_style.c); the tables are wide (cards below a desk). */
static char *hidden, *key;
static int wide;
/* The id and name columns when both are shown, else -1: a row whose id
 * is its name (no PIN) shows the id blank rather than twice. */
static int c_player = -1, c_name = -1;
/* A column hidden because every row has the same text: that text (the
 * page says it once, under the title), else NULL. */
static const char **once;

static char *
line_room(size_t n)
{
	xgrow(&line, &linecap, n, 1);
	return line;
}

static void
put_escaped(const char *s)
{
	char *d = line_room(SHOWN_MAX * strlen(s) + 1);

	tsv_put_raw(line, (size_t)(add_escaped(d, s) - line));
}

static void
put(const char *s)
{
	tsv_put_raw(s, strlen(s));
}

static char *
add(char *d, const char *s, size_t n)
{
	memcpy(d, s, n);
	return d + n;
}

/* A table row on one line; tag is "td" or "th". */
static void
row(const struct table *t, const char *const *cells, const size_t *clen, const char *tag)
{
	size_t i, need = 16;
	char *d;

	for (i = 0; i < t->ncol; i++)
		need += SHOWN_MAX * clen[i] + 24;
	d = add(line_room(need), "<tr>", 4);
	for (i = 0; i < t->ncol; i++) {
		if (hidden && hidden[i])
			continue;
		d = add(d, "<", 1);
		d = add(d, tag, 2);
		if (key[i])
			d = t->numeric[i] ? add(d, " class=\"n k\">", 13) : add(d, " class=\"k\">", 11);
		else
			d = t->numeric[i] ? add(d, " class=\"n\">", 11) : add(d, ">", 1);
		if ((int)i != c_player || clen[i] != clen[c_name] ||
		    memcmp(cells[i], cells[c_name], clen[i]) != 0)
			d = add_escaped(d, cells[i]);
		d = add(d, "</", 2);
		d = add(d, tag, 2);
		d = add(d, ">", 1);
	}
	d = add(d, "</tr>\n", 6);
	tsv_put_rows(line, (size_t)(d - line));
}

/* The header row: labels, each with its column's name as a tooltip. */
static void
header_row(const struct table *t, char *const *head)
{
	size_t i;

	put("<tr>");
	for (i = 0; i < t->ncol; i++) {
		char *buf;

		if (hidden && hidden[i])
			continue;
		buf = xmalloc(strlen(head[i]) + 1);
		put(t->numeric[i] ? "<th class=\"n\" title=\"" : "<th title=\"");
		put_escaped(head[i]);
		put("\">");
		put_escaped(html_label(head[i], buf));
		put("</th>");
		free(buf);
	}
	put("</tr>");
}

static void
table_start(const struct table *t, char *const *head, const char *heading)
{
	if (heading) {
		put("<h2>");
		put_escaped(heading);
		tsv_put_rows("</h2>\n", 6);
	}
	put(wide ? "<table class=\"wide\">\n<thead>" : "<table>\n<thead>");
	header_row(t, head);
	tsv_put_rows("</thead>\n<tbody>\n", 17);
}

/* The rules a model id stands for (README's table of models), or NULL. */
static const char *
model_name(const char *model)
{
	static const char *const names[][2] = {
		{ "frsc", "FRSc collective rating" },
		{ "absp", "ABSP / FRSc Libere rating" },
		{ "elo", "tournament Elo" },
		{ "fibs", "backgammon match Elo" },
		{ "topcoder", "TopCoder rating" },
		{ NULL, NULL },
	};
	size_t i;

	for (i = 0; names[i][0]; i++)
		if (strcmp(names[i][0], model) == 0)
			return names[i][1];
	return NULL;
}

/* Under the title: the date of the list and the rules, when known. */
static void
page_meta(const struct format_opts *o, const struct table *t)
{
	const char *asof = o->as_of ? o->as_of : t->asof[0] ? t->asof : NULL;

	if (!asof && !t->model && !t->profile)
		return;
	put("<p class=\"meta\">");
	if (asof) {
		put("As of <time>");
		put_escaped(asof);
		put(o->as_of ? "</time>" : "</time> (the latest game in the list)");
	}
	if (t->model || t->profile) {
		const char *name = t->model ? model_name(t->model) : NULL;

		put(asof ? ". Rules: " : "Rules: ");
		if (name) {
			put(name);
			put(" (");
		}
		if (t->model) {
			put("model ");
			put_escaped(t->model);
		}
		if (t->profile) {
			put(t->model ? ", profile " : "profile ");
			put_escaped(t->profile);
		}
		if (name)
			put(")");
	}
	tsv_put_rows(".</p>\n", 6);
}

static void
table_end(void)
{
	tsv_put_rows("</tbody>\n</table>\n", 18);
}

static int
column(const struct table *t, char *const *head, const char *name)
{
	size_t i;

	for (i = 0; i < t->ncol; i++)
		if (strcmp(head[i], name) == 0)
			return (int)i;
	return -1;
}

/*
 * Columns that say nothing are left out.  Of every page whose columns
 * were not chosen with -c: one empty in every row (an explanation's
 * unused terms), and the id when every row's is its name (a Go table
 * without PINs).  Of a bridge standings page (rank -m bridge: pair,
 * boards, final) even with -c: adjustments that are all 0, and a column
 * equal in every row to the one it comes from or repeats (final,
 * factored and final % without penalty or factoring; a published total
 * that is the published percentage, as NZ Bridge's USEBIO gives it).
 */
static const char *const same[][2] = {
	{ "factored", "total" }, { "final", "factored" }, { "final", "total" },
	{ "final_pct", "pct" }, { "pub_total", "pub_pct" }, { "player", "name" },
};

struct says {
	int *other;		/* the column each may repeat, or -1 */
	char *empty, *zero, *equal, *same;	/* in every row (same: as the first's) */
	const char **first;	/* the first row's cells */
	size_t *flen;
};

static void
says_rows(const struct table *t, struct says *w)
{
	struct table_cursor c;
	size_t i;

	table_cursor_init(t, &c);
	while (table_next(t, &c))
		for (i = 0; i < t->ncol; i++) {
			if (c.row == 1) {
				w->first[i] = c.cell[i];
				w->flen[i] = c.clen[i];
			}
			w->same[i] &= c.clen[i] == w->flen[i] &&
			    memcmp(c.cell[i], w->first[i], c.clen[i]) == 0;
			w->empty[i] &= c.clen[i] == 0;
			w->zero[i] &= c.clen[i] == 1 && c.cell[i][0] == '0';
			w->equal[i] &= w->other[i] >= 0 && c.clen[i] == c.clen[w->other[i]] &&
			    memcmp(c.cell[i], c.cell[w->other[i]], c.clen[i]) == 0;
		}
	table_cursor_free(&c);
}

static void
hide_empty_columns(const struct table *t, char *const *head)
{
	struct says w;
	int bridge = column(t, head, "pair") >= 0 && column(t, head, "boards") >= 0 &&
	    column(t, head, "final") >= 0;
	size_t i, k, n = t->ncol + 1;

	hidden = xcalloc(n, 1);
	once = xcalloc(n, sizeof *once);
	if (!t->nrow || (!bridge && !t->columns_default))
		return;
	w.other = xmalloc(n * sizeof *w.other);
	w.empty = xmalloc(n), w.zero = xmalloc(n), w.equal = xmalloc(n), w.same = xmalloc(n);
	w.first = xmalloc(n * sizeof *w.first), w.flen = xmalloc(n * sizeof *w.flen);
	for (i = 0; i < t->ncol; i++) {
		w.other[i] = -1;
		w.empty[i] = w.zero[i] = w.equal[i] = w.same[i] = 1;
		for (k = 0; k < sizeof same / sizeof same[0] && w.other[i] < 0; k++)
			if (strcmp(head[i], same[k][0]) == 0 && (bridge || k == 5))
				w.other[i] = column(t, head, same[k][1]);
	}
	says_rows(t, &w);
	for (i = 0; i < t->ncol; i++) {
		hidden[i] = w.empty[i] || w.equal[i] ||
		    (bridge && w.zero[i] && strcmp(head[i], "adjust") == 0);
		/* the event and date of a report, said once */
		if (!hidden[i] && t->columns_default && t->nrow > 1 && w.same[i] &&
		    !t->numeric[i] && html_key_order(head[i]) < 0) {
			hidden[i] = 1;
			/* the list's date is said already (page_meta) */
			if (!(w.flen[i] == 10 && memcmp(w.first[i], t->asof, 10) == 0))
				once[i] = w.first[i];
		}
	}
	free(w.other);
	free(w.empty);
	free(w.zero);
	free(w.equal);
	free(w.same);
	free(w.first);
	free(w.flen);
}

/* What every row says alike, once: "Date 2010-10-02; Event Open". */
static void
page_once(const struct table *t, char *const *head)
{
	size_t i, n = 0;

	for (i = 0; i < t->ncol; i++) {
		char *buf;

		if (!once[i])
			continue;
		buf = xmalloc(strlen(head[i]) + 1);
		put(n++ ? "; " : "<p class=\"meta\">");
		put("<span title=\"");
		put_escaped(head[i]);
		put("\">");
		put_escaped(html_label(head[i], buf));
		put("</span> <b>");
		put_escaped(once[i]);
		put("</b>");
		free(buf);
	}
	if (n)
		tsv_put_rows("</p>\n", 5);
}

/* The columns shown, their keys, and the stylesheet for them. */
static void
page_style(const struct table *t, char *const *head)
{
	struct strbuf sb = { 0 };
	size_t i, n = 0;

	hide_empty_columns(t, head);
	key = xcalloc(t->ncol + 1, 1);
	html_key_columns(head, t->ncol, hidden, key);
	c_player = column(t, head, "player"), c_name = column(t, head, "name");
	if (c_player < 0 || c_name < 0 || hidden[c_player] || hidden[c_name])
		c_player = c_name = -1;
	for (i = 0; i < t->ncol; i++)
		n += !hidden[i];
	wide = n > HTML_WIDE_COLUMNS;
	html_style(&sb, head, t->ncol, hidden, key, wide);
	tsv_put_raw(sb.s, sb.len);
	free(sb.s);
}

void
html_write(const struct format_opts *o, const struct table *t, char *const *head)
{
	const char *title = o->title ? o->title : "Rating lists";
	struct table_cursor c;

	put("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
	    "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>");
	put_escaped(title);
	put("</title>\n<style>\n");
	page_style(t, head);
	put("</style>\n</head>\n<body>\n<h1>");
	put_escaped(title);
	tsv_put_rows("</h1>\n", 6);
	page_meta(o, t);
	page_once(t, head);
	table_cursor_init(t, &c);
	while (table_next(t, &c)) {
		if (c.newgroup) {
			if (c.row > 1)
				table_end();
			table_start(t, head, c.key);
		}
		row(t, c.cell, c.clen, "td");
	}
	table_cursor_free(&c);
	if (t->nrow)
		table_end();
	else
		tsv_put_rows("<p class=\"empty\">No rows.</p>\n", 30);
	tsv_put_rows("</body>\n</html>\n", 16);
	free(hidden);
	free(key);
	free(once);
	hidden = key = NULL;
	once = NULL;
	free(line);
	line = NULL;
	linecap = 0;
}

/*
 * Without -g: a list of players is one table per type and status (those
 * of them the stream has).  Without -c: the grouped columns are in the heading and the
 * rules (model, profile) above the tables, so the tables show the
 * others, the position (rank's `pos`, added last) first as a printed
 * list has it.
 */
void
html_defaults(struct format_opts *o, const struct tsv_in *in)
{
	struct strbuf sb = { 0 };
	const char *given_group = o->group;
	size_t i;

	/* a list of players; a summary per type (rank --eval) is one table */
	if (!o->group && tsv_col(in, "player") >= 0) {
		if (tsv_col(in, "type") >= 0)
			sb_adds(&sb, "type");
		if (tsv_col(in, "status") >= 0) {
			if (sb.len)
				sb_adds(&sb, ",");
			sb_adds(&sb, "status");
		}
		if (sb.len)
			o->group = sb.s;
		sb.s = NULL;
		sb.len = sb.cap = 0;
	}
	if (o->columns || (o->group == given_group && tsv_col(in, "pos") < 0 &&
	    tsv_col(in, "model") < 0 && tsv_col(in, "profile") < 0))
		return;
	if (tsv_col(in, "pos") >= 0)
		sb_adds(&sb, "pos");
	for (i = 0; i < in->ncol; i++) {
		if ((!o->all && in->col[i][0] == '_') ||
		    (o->group && out_listed(o->group, in->col[i])) ||
		    strcmp(in->col[i], "pos") == 0 || out_listed("model,profile", in->col[i]))
			continue;
		if (sb.len)
			sb_adds(&sb, ",");
		sb_adds(&sb, in->col[i]);
		if (o->names && strcmp(in->col[i], "player") == 0 && tsv_col(in, "name") < 0)
			sb_adds(&sb, ",name");	/* the names --names gives, after the ids */
	}
	if (sb.len)
		o->columns = sb.s;
	else
		free(sb.s);
}

void
html_free_defaults(struct format_opts *o, const struct format_opts *given)
{
	if (o->group != given->group)
		free((char *)o->group);
	if (o->columns != given->columns)
		free((char *)o->columns);
}
