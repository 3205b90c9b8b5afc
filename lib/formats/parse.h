/*
 * parse.h - parse -f tsv|csv: the front end's options (bin/parse.c's
 * formats are lib/formats/, each its own main through subcmd.h).
 */
#ifndef PARSE_H
#define PARSE_H

#include "subcmd.h"

/* parse -f's formats, for subcmd_run (formats.c) */
extern const struct subcmd parse_formats[];

struct parse_opts {
	const char *format;	/* tsv, csv */
	int delim;		/* csv: ',' or ';', 0 = from the header line */
};
void parse_results(const struct parse_opts *o, int npaths, char **paths);

#endif
