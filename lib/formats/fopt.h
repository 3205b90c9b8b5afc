/*
 * fopt.h - a format's command line (parse -f NAME ...) as a table: what
 * each of its options does, walked by one function (fopt_parse).  Every
 * format's options end the same way, in the same words: -f/--format is
 * the dispatcher's choice (subcmd_run), -h/--help prints the format's
 * help, --version the version, anything else is "bad option" (exit 2);
 * and the kinds of value the formats share (an encoding, a number in a
 * range, one of some words, an id, a date, the event's --event --type
 * --date) are checked, and their bad-usage messages worded, once here.
 */
#ifndef FOPT_H
#define FOPT_H

#include "cli.h"
#include "ids.h"

#include <getopt.h>

/* The first and the last entries of every format's struct option table
 * (subcmd.h: the dispatcher reads it too). */
#define FOPT_LONG_FORMAT { "format", required_argument, NULL, 'f' }
#define FOPT_LONG_END \
	{ "help", no_argument, NULL, 'h' }, \
	{ "version", no_argument, NULL, CLI_OPT_VERSION }, \
	{ NULL, 0, NULL, 0 }

enum fopt_kind {
	FK_END, FK_SKIP, FK_ARG, FK_FLAG, FK_RANGE, FK_WORD, FK_ENCODING, FK_ID, FK_DATE,
	FK_EVENT, FK_CALL
};

struct fopt {
	int val;		/* the option's value in the struct option table */
	enum fopt_kind kind;
	void *dst;
	int *given;		/* NULL, or set to 1 when the option is given */
	const char *what;	/* RANGE and ID: what ARG must be */
	long lo, hi;		/* RANGE */
	const char *const *words;	/* WORD: NULL-terminated */
	void (*call)(void *dst, int val, char *arg);	/* CALL */
};

/*
 * A table's entries, one a macro: VAL is the option's value in the struct
 * option table, P where its value goes (its type checked), G an int set
 * to 1 when the option is given (or NULL); --NAME in messages is the long
 * option's name of VAL.
 */
#define FOPT_IS_(T, p) ((void *)(1 ? (p) : (T)0))
#define FOPT_E_(v, k, p, g, what, lo, hi, words, call) \
	{ v, k, p, g, what, lo, hi, words, call }
/* nothing: -f, the format subcmd_run chose */
#define FOPT_SKIP(v) FOPT_E_(v, FK_SKIP, NULL, NULL, NULL, 0, 0, NULL, NULL)
/* const char *P = ARG */
#define FOPT_ARG(v, p) \
	FOPT_E_(v, FK_ARG, FOPT_IS_(const char **, p), NULL, NULL, 0, 0, NULL, NULL)
/* int *P = 1 */
#define FOPT_FLAG(v, p) FOPT_E_(v, FK_FLAG, FOPT_IS_(int *, p), NULL, NULL, 0, 0, NULL, NULL)
/* long *P = ARG, a whole number LO..HI, else "--NAME ARG: expected WHAT, LO to HI" */
#define FOPT_RANGE(v, p, g, what, lo, hi) \
	FOPT_E_(v, FK_RANGE, FOPT_IS_(long *, p), g, what, lo, hi, NULL, NULL)
/* int *P = the index of ARG in WORDS (NULL-terminated), else "--NAME ARG:
 * expected W1, W2 or W3" */
#define FOPT_WORD(v, p, words) \
	FOPT_E_(v, FK_WORD, FOPT_IS_(int *, p), NULL, NULL, 0, 0, words, NULL)
/* int *P = 1 for latin-1, 0 for utf-8 (textfile_encoding), else "--NAME
 * ARG: expected utf-8 or latin-1" */
#define FOPT_ENCODING(v, p) \
	FOPT_E_(v, FK_ENCODING, FOPT_IS_(int *, p), NULL, NULL, 0, 0, NULL, NULL)
/* const char *P = ARG, an id in canonical form, else a usage error
 * (ids_arg: "--NAME "ARG": expected WHAT ...") */
#define FOPT_ID(v, p, what) \
	FOPT_E_(v, FK_ID, FOPT_IS_(const char **, p), NULL, what, 0, 0, NULL, NULL)
/* long *P = ARG's day, else "--NAME ARG: expected a date YYYY-MM-DD" */
#define FOPT_DATE(v, p, g) \
	FOPT_E_(v, FK_DATE, FOPT_IS_(long *, p), g, NULL, 0, 0, NULL, NULL)
/* --event, --type, --date into struct ids_event *P (ids_event_option):
 * the three IDS_OPT_* of IDS_EVENT_OPTIONS */
#define FOPT_EVENT(p) \
	FOPT_E_(0, FK_EVENT, FOPT_IS_(struct ids_event *, p), NULL, NULL, 0, 0, NULL, NULL)
/* FN(P, VAL, ARG): what only one format does */
#define FOPT_CALL(v, p, fn) FOPT_E_(v, FK_CALL, p, NULL, NULL, 0, 0, NULL, fn)
/* the table's end */
#define FOPT_END FOPT_E_(0, FK_END, NULL, NULL, NULL, 0, 0, NULL, NULL)

/*
 * Reads argv's options by shortopts and longopts (cli_getopt), each as
 * the entry of table (ended by FOPT_END) with its val says.  1 when -h
 * or --version was answered (the format's main returns 0); 0 when all
 * options are read, the files from argv[optind].
 */
int fopt_parse(int argc, char **argv, const char *shortopts,
    const struct option *longopts, const struct fopt *table, void (*usage)(void));

#endif
