/*
 * textline.h - lines of a fixed-column text file that people or old
 * programs wrote (FIDE's TRF, FIDE's rating list): LF, CR LF or CR line
 * ends, Latin-1 or UTF-8, fields found by character column.
 */
#ifndef TEXTLINE_H
#define TEXTLINE_H

#include "rp.h"
#include "strbuf.h"

#include <stdio.h>

struct textfile {
	const char *path;
	FILE *fp;
	int latin1;		/* bytes are ISO 8859-1; else UTF-8 */
	unsigned long line;	/* the number of the current line */
	char *buf;		/* what getdelim read, and how far it is used */
	size_t cap, len, pos;
	struct strbuf u;	/* the current line, UTF-8, no line end */
	size_t *at;		/* byte offset of each character, when not ASCII */
	size_t nchar, atcap;
	int ascii;		/* the line is ASCII: character = byte */
};

/* Opens path ("-": stdin); a file that cannot be opened stops the program. */
void textfile_open(struct textfile *t, const char *path, int latin1);
void textfile_close(struct textfile *t);
/*
 * The next line in t->u (UTF-8, without its line end; a BOM dropped from
 * the first): 0 at the end of the file.  A NUL, a TAB (fixed columns
 * are spaces) or another control character, and bytes that are not UTF-8
 * (without latin1), are errors naming the line and column.
 */
int textfile_next(struct textfile *t);
/* The line's characters from..to (1-based, inclusive; past the end:
 * none), without the spaces around them: its start, and *n bytes. */
const char *textfile_field(const struct textfile *t, size_t from, size_t to, size_t *n);
/* The character column of byte offset off of the line. */
size_t textfile_col(const struct textfile *t, size_t off);
/* "prog: path:line:col: MESSAGE" (col 0: no column), exit 1. */
#define textfile_bad(t, col, ...) die_at((t)->path, (t)->line, (col), __VA_ARGS__)
/* "--encoding E": 1 latin-1, 0 utf-8, -1 neither. */
int textfile_encoding(const char *name);
/* Appends the ISO 8859-1 bytes s..s+n to u as UTF-8 (every reader's
 * --encoding latin-1: this one converter). */
void latin1_to_utf8(struct strbuf *u, const char *s, size_t n);

#endif
