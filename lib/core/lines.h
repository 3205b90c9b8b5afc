/*
 * lines.h - a text file that is not TSV (a tournament table, a program's
 * export), line by line: the newline and a CR before it taken off, a
 * byte order mark at the start dropped, line numbers kept for messages.
 */
#ifndef LINES_H
#define LINES_H

#include <stddef.h>
#include <stdio.h>

struct lines {
	const char *path;	/* "-": standard input */
	FILE *fp;
	char *buf;
	size_t cap;
	unsigned long no;	/* the current line's number, 1 = first */
};

void lines_open(struct lines *l, const char *path);
/* The next line in *s, *n (not NUL-terminated inside); 0 at the end. */
int lines_next(struct lines *l, char **s, size_t *n);
void lines_close(struct lines *l);

#endif
