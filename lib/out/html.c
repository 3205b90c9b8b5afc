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
 * and each table scrolls sideways inside its own box instead of
 * widening the page.
 */
#include "strbuf.h"
#include "rp.h"
#include "out.h"
#include "shown.h"
#include "table.h"
#include "tsv.h"

#include <stdlib.h>
#include <string.h>

static const char style[] =
    "body{font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,\"Noto Sans\",sans-serif;"
    "margin:0 auto;max-width:60em;padding:1em;color:#1a1a1a;background:#fff;line-height:1.4}\n"
    "h1{font-size:1.5em;margin:.2em 0 .6em}\n"
    "h2{font-size:1.15em;margin:1.6em 0 .4em}\n"
    ".scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}\n"
    "table{border-collapse:collapse;font-variant-numeric:tabular-nums}\n"
    "th,td{padding:.3em .7em;border-bottom:1px solid #ddd;text-align:left;white-space:nowrap}\n"
    "th{background:#f2f2f2;font-weight:600}\n"
    "th.n,td.n{text-align:right}\n"
    "tbody tr:nth-child(even){background:#fafafa}\n"
    "p.empty,p.meta{color:#555}\n"
    "@media (max-width:32em){body{padding:.5em;font-size:15px}th,td{padding:.25em .4em}}\n";

/* Text as a page shows it (shown.h): & < > " ' as entities. */
static char *
add_escaped(char *d, const char *s)
{
	return shown_add(d, s, strlen(s), SHOWN_XML);
}

/* A line being built, written whole (SHOWN_MAX bytes a byte at most). */
static char *line;
static size_t linecap;
/* Columns a page leaves out (bridge standings: nothing to show), or NULL. */
static char *hidden;

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
		d = t->numeric[i] ? add(d, " class=\"n\">", 11) : add(d, ">", 1);
		d = add_escaped(d, cells[i]);
		d = add(d, "</", 2);
		d = add(d, tag, 2);
		d = add(d, ">", 1);
	}
	d = add(d, "</tr>\n", 6);
	tsv_put_rows(line, (size_t)(d - line));
}

/*
 * Column headers for people.  The columns the stages write have a
 * label; rating_TYPE is the type (the general list's columns); any
 * other name has its underscores as spaces and a capital first letter.
 * The raw name stays in the header's title (what -c takes).
 */
static const char *const labels[][2] = {
	{ "pos", "Pos." }, { "player", "Player" }, { "rating", "Rating" },
	{ "games", "Games" }, { "status", "Status" }, { "last", "Last game" },
	{ "type", "Type" }, { "value", "Game value" }, { "perf", "Performance" },
	{ "experience", "Experience" }, { "volatility", "Volatility" },
	{ "times", "Times rated" }, { "championships", "Championships" },
	{ "qday_points", "Q-day points" }, { "pair", "Pair" }, { "boards", "Boards" },
	{ "total", "Total" }, { "max", "Maximum" }, { "pct", "%" },
	{ "adjust", "Adjustment" }, { "final", "Final" }, { "final_pct", "Final %" },
	{ "reason", "Reason" }, { "in", "In list" }, { "rating_other", "Other rating" },
	{ "rating_diff", "Rating difference" }, { "pos_other", "Other pos." },
	{ "pos_diff", "Pos. difference" }, { "logloss", "Log-loss" },
	{ "brier", "Brier score" }, { "correct", "Correct %" },
	{ "rankdev", "Rank deviation" }, { "games3", "Games (3 outcomes)" },
	{ "logloss3", "Log-loss (3 outcomes)" }, { "brier3", "Brier score (3 outcomes)" },
	{ "p_win", "P(win)" }, { "p_draw", "P(draw)" }, { "p_loss", "P(loss)" },
	{ "tau_b", "Kendall \xCF\x84-b" },
	{ "rho", "Spearman \xCF\x81" }, { "board", "Board" }, { "score", "Score" },
	{ "count", "Count" }, { "pairs", "Pairs" }, { "top", "Top" },
	{ "mp_ns", "MP NS" }, { "mp_ew", "MP EW" }, { "pct_ns", "% NS" },
	{ "pct_ew", "% EW" }, { "imp_ns", "IMP NS" }, { "imp_ew", "IMP EW" },
	{ "names", "Players" }, { "factored", "Factored" }, { "pub_total", "Published total" },
	{ "pub_pct", "Published %" }, { "pub_place", "Published place" }, { "section", "Section" },
	{ "ns", "NS" }, { "ew", "EW" }, { "date", "Date" }, { "event", "Event" },
	{ "game", "Game" }, { "place", "Place" }, { "points", "Points" },
	{ NULL, NULL },
};

/* The label of a column into buf (room for its name + 1). */
static const char *
label(const char *name, char *buf)
{
	size_t i;

	for (i = 0; labels[i][0]; i++)
		if (strcmp(labels[i][0], name) == 0)
			return labels[i][1];
	if (strncmp(name, "rating_", 7) == 0 && name[7])
		name += 7;
	for (i = 0; name[i]; i++)
		buf[i] = name[i] == '_' ? ' ' : name[i];
	buf[i] = '\0';
	if (buf[0] >= 'a' && buf[0] <= 'z')
		buf[0] = (char)(buf[0] - 'a' + 'A');
	return buf;
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
		put_escaped(label(head[i], buf));
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
	put("<div class=\"scroll\"><table>\n<thead>");
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
	tsv_put_rows("</tbody>\n</table></div>\n", 24);
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
 * A bridge standings page (rank -m bridge: pair, boards, final) shows no
 * column that says nothing: one empty in every row (reason, names,
 * published values), adjustments that are all 0, and final, final %
 * and factored when every row has them equal to the column they come
 * from (no penalty, no factoring).
 */
static void
hide_empty_columns(const struct table *t, char *const *head)
{
	static const char *const same[][2] = {
		{ "factored", "total" }, { "final", "factored" }, { "final", "total" },
		{ "final_pct", "pct" },
	};
	struct table_cursor c;
	int *other = xmalloc((t->ncol + 1) * sizeof *other);
	char *empty = xmalloc(t->ncol + 1), *zero = xmalloc(t->ncol + 1), *equal = xmalloc(t->ncol + 1);
	size_t i, k;

	hidden = NULL;
	if (column(t, head, "pair") < 0 || column(t, head, "boards") < 0 ||
	    column(t, head, "final") < 0 || !t->nrow)
		goto done;
	for (i = 0; i < t->ncol; i++) {
		other[i] = -1;
		empty[i] = zero[i] = equal[i] = 1;
		for (k = 0; k < sizeof same / sizeof same[0] && other[i] < 0; k++)
			if (strcmp(head[i], same[k][0]) == 0)
				other[i] = column(t, head, same[k][1]);
	}
	table_cursor_init(t, &c);
	while (table_next(t, &c))
		for (i = 0; i < t->ncol; i++) {
			empty[i] &= c.clen[i] == 0;
			zero[i] &= c.clen[i] == 1 && c.cell[i][0] == '0';
			equal[i] &= other[i] >= 0 && c.clen[i] == c.clen[other[i]] &&
			    memcmp(c.cell[i], c.cell[other[i]], c.clen[i]) == 0;
		}
	table_cursor_free(&c);
	hidden = xcalloc(t->ncol + 1, 1);
	for (i = 0; i < t->ncol; i++)
		hidden[i] = empty[i] || (zero[i] && strcmp(head[i], "adjust") == 0) || equal[i];
done:
	free(other);
	free(empty);
	free(zero);
	free(equal);
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
	put(style);
	put("</style>\n</head>\n<body>\n<h1>");
	put_escaped(title);
	tsv_put_rows("</h1>\n", 6);
	page_meta(o, t);
	hide_empty_columns(t, head);
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
	hidden = NULL;
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
