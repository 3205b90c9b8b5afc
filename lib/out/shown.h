/*
 * shown.h - the text a person is shown for a cell, a name or a heading,
 * in each medium `format` writes (lib/out/shown.c): exactly the data,
 * never markup, never a control character.
 */
#ifndef SHOWN_H
#define SHOWN_H

#include <stddef.h>

enum shown_medium {
	SHOWN_TEXT,		/* a terminal's table (and the cells of a page) */
	SHOWN_MARKDOWN,		/* a Markdown table cell or ### heading */
	SHOWN_XML,		/* SVG and HTML text and attribute values */
};

/* Bytes written for one byte of the data at most ("&quot;"). */
#define SHOWN_MAX 6

/*
 * Is a row of fields shown as it is (no cell needs shown_add)?  The
 * fields lie back to back, each NUL-ended, as the reader holds them.
 */
int shown_row_as_is(char *const *f, const size_t *flen, size_t nf, enum shown_medium m);
/* s[0..n) as shown, written at d (at most SHOWN_MAX * n bytes): its end. */
char *shown_add(char *d, const char *s, size_t n, enum shown_medium m);

#endif
