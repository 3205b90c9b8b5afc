/*
 * table.h - the table `format` builds from its input (lib/table.c):
 * the shown columns, display strings rounded as the rules say, and
 * each row's group heading.  The writers for other media (lib/html.c)
 * take it as built, so rounding and column choice live in one place.
 */
#ifndef TABLE_H
#define TABLE_H

#include <stddef.h>

struct format_opts;
struct tsv_in;

struct table {
	size_t ncol;		/* shown columns */
	int *src;		/* shown column -> input column */
	int *digits;		/* display decimals, -1 = as is */
	int *numeric;		/* every cell a number: align right */
	size_t *width;
	char **cell;		/* nrow * ncol display strings */
	char **key;		/* per row: its group heading, or NULL */
	size_t nrow, cap;
};

/* format --html: fill in the grouping and columns a web list wants. */
void html_defaults(struct format_opts *o, const struct tsv_in *in);
void html_free_defaults(struct format_opts *o, const struct format_opts *given);
/* format --html: the whole page; head[] holds the column names. */
void html_write(const struct format_opts *o, const struct table *t, char *const *head);

#endif
