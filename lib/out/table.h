/*
 * table.h - the table `format` builds from its input (lib/out/table_build.c):
 * the shown columns, display strings rounded as the rules say, and
 * each row's group heading.  The writers for other media (lib/out/html.c)
 * take it as built, so rounding and column choice live in one place.
 *
 * The table is the one thing `format` holds whole (aligned columns need
 * every width before the first row), so it is kept lean: the display
 * strings of all rows lie back to back in a few large chunks, each
 * NUL-ended, with nothing allocated per row or per cell.  A row is
 * [heading flag, heading if it changed,] then its cells in order.
 * Writers walk the rows in order with a cursor.
 */
#ifndef TABLE_H
#define TABLE_H

#include <stddef.h>

#include "shown.h"

struct format_opts;
struct tsv_in;

/* t->src of the column --names adds to a stream without one */
#define NAMES_COLUMN (-1)

struct table {
	size_t ncol;		/* shown columns */
	int *src;		/* shown column -> input column */
	int *digits;		/* display decimals, -1 = as is */
	int *trim;		/* ... trailing zeros dropped (a whole score stays whole) */
	int *numeric;		/* every cell a number: align right */
	int *ascii;		/* every cell (and the name) ASCII: width = bytes */
	size_t *width;		/* display width (characters) */
	size_t *maxlen;		/* longest cell or name in bytes */
	size_t *run;		/* columns shown as they came from here on, 0 if rounded */
	struct table_chunk {	/* the rows, back to back (see above) */
		char *text;
		size_t len, cap;
	} *chunk;
	size_t nchunk, chunkcap;
	size_t nrow;
	int keyed;		/* rows carry group headings (-g) */
	int explain;		/* ... a change's heading (explain_page.c) */
	int rating_digits;	/* -d: decimals of ratings */
	int columns_default;
	int names_at, names_by;	/* --names: the shown column filled, the player column */	/* the columns are format's choice, not -c's */
	enum shown_medium medium;	/* how cells and headings are shown (shown.h) */
	/* what a page says about the list (--html), from the stream */
	char asof[11];		/* latest `last` (or `date`), "" if none */
	char *model, *profile;	/* the first row's, NULL if no such column */
};

/* Walking the rows in order. */
struct table_cursor {
	size_t chunk, pos;	/* where the next row starts */
	size_t row;		/* rows read so far */
	const char *key;	/* the current row's heading, or NULL */
	int newgroup;		/* first row, or the heading changed */
	const char **cell;	/* the row's ncol display strings */
	size_t *clen;		/* and their lengths in bytes */
};

void table_cursor_init(const struct table *t, struct table_cursor *c);
/* The next row into c: 1, or 0 after the last. */
int table_next(const struct table *t, struct table_cursor *c);
void table_cursor_free(struct table_cursor *c);

/* Is `name` one of the comma-separated `list` (whole names, not parts)? (listed.c) */
int out_listed(const char *list, const char *name);

/*
 * The text and the row buffer keep TABLE_SLACK bytes past their end, so
 * short cells and paddings move as one fixed-size copy and cell lengths
 * are found a word at a time.
 */
#define TABLE_SLACK 16

/* Characters (not bytes) in s[0..n), and whether it has a byte past ASCII;
 * a shown column's cell width (table_rows.c). */
size_t table_display_width(const char *s, size_t n);
int table_has_high_byte(const char *s, size_t n);
size_t table_cell_width(const struct table *t, size_t i, const char *s, size_t n);

/* format: the columns shown and the table built (table_build.c), written
 * as text or Markdown (table_text.c). */
void table_choose_columns(struct table *t, const struct format_opts *o, const struct tsv_in *in);
void table_build(struct table *t, const struct format_opts *o, struct tsv_in *in);
void table_text_write(const struct format_opts *o, const struct table *t, char *const *head);

/* explain_page.c: a rate --explain stream, grouped by change with its heading */
int explain_stream(const struct tsv_in *in);
int explain_defaults(struct format_opts *o, const struct tsv_in *in);
char *explain_heading(char *d, const struct tsv_in *in, const int *gcol,
    enum shown_medium m, int digits);

/* format --html: fill in the grouping and columns a web list wants. */
void html_defaults(struct format_opts *o, const struct tsv_in *in);
void html_free_defaults(struct format_opts *o, const struct format_opts *given);
/* format --html: the whole page; head[] holds the column names. */
void html_write(const struct format_opts *o, const struct table *t, char *const *head);

#endif
