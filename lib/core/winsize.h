/*
 * winsize.h - the calendar window N of each game type: "-n 20",
 * "-n clasic=20,completiv=18", or a named table such as "-n frsc2012".
 */
#ifndef WINSIZE_H
#define WINSIZE_H

#include <stddef.h>

struct winsize {
	long all;		/* N for every type, 0 when per type */
	size_t n;
	char **type;
	long *N;
	char *text;		/* the argument as given */
};

/* 0 and a message in *why when the text is not a window spec. */
int winsize_parse(struct winsize *w, const char *arg, const char **why);
void winsize_free(struct winsize *w);
/* N for a type, or 0 when the spec does not name it. */
long winsize_get(const struct winsize *w, const char *type);
/* The named tables, for help texts and man pages. */
extern const char *const winsize_tables[][2];

#endif
