/*
 * ids.h - the ids a parser writes (player names, event, game and type
 * ids), in the canonical form every stage reads (core/ident.h): parse
 * folds what the other stages would refuse, and says so once.
 */
#ifndef IDS_H
#define IDS_H

#include "strbuf.h"

#include <getopt.h>
#include <stddef.h>

/*
 * s[0..n) in canonical form, appended to out: 1.  0 when it has
 * none (nothing left, a control, bad UTF-8), with what was expected in
 * why (what: "a player name", "an event id").  A fold is counted for
 * ids_report.
 */
int ids_fold(const char *s, size_t n, const char *what, struct strbuf *out,
    char *why, size_t whysize);
/*
 * A federation's player number (a FIDE id, an EGD PIN, a national
 * number) as the key a reader writes: s[0..n) is digits; *at and *len
 * give it without its leading zeros.  1 when it is a number, 0 when it
 * is none (empty, or all zeros: "0" is how PGN and pairing programs
 * write "no id"; the reader then keys the player by name), -1 when it
 * is not digits.  Every reader with ids keys by this one rule.
 */
int ids_number(const char *s, size_t n, const char **at, size_t *len);
/* A command-line id (--event, --type): canonical, else a usage error. */
void ids_arg(const char *opt, const char *s, const char *what);
/* Where the first fold was, for ids_report. */
void ids_where(const char *file, unsigned long line);
/* A fold made by the caller (ident_fold), for ids_report. */
void ids_count(void);
/* At the end: "N id(s) written in canonical form" on stderr, if any. */
void ids_report(void);

/*
 * What the reader of one event's file (tsh, TRF, EGD) takes from its
 * command line: --event and --type (ids, refused unless canonical) and
 * --date, in IDS_EVENT_OPTIONS of its option table.
 */
enum { IDS_OPT_EVENT = 600, IDS_OPT_TYPE, IDS_OPT_DATE };
#define IDS_EVENT_OPTIONS \
	{ "event", required_argument, NULL, IDS_OPT_EVENT }, \
	{ "type", required_argument, NULL, IDS_OPT_TYPE }, \
	{ "date", required_argument, NULL, IDS_OPT_DATE }

struct ids_event {
	const char *event, *type;	/* NULL: not given (type: the reader's default) */
	const char *date_text;		/* --date as given, NULL: not given */
	long date;			/* its day; LONG_MIN: not given */
};

/* Option c with its argument into ev: 1; 0 when c is another option. */
int ids_event_option(int c, const char *arg, struct ids_event *ev);

#endif
