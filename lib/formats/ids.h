/*
 * ids.h - the ids a parser writes (player names, event, game and type
 * ids), in the canonical form every stage reads (core/ident.h): parse
 * folds what the other stages would refuse, and says so once.
 */
#ifndef IDS_H
#define IDS_H

#include "strbuf.h"

#include <stddef.h>

/*
 * s[0..n) in canonical form, appended to out: 1.  0 when it has
 * none (nothing left, a control, bad UTF-8), with what was expected in
 * why (what: "a player name", "an event id").  A fold is counted for
 * ids_report.
 */
int ids_fold(const char *s, size_t n, const char *what, struct strbuf *out,
    char *why, size_t whysize);
/* A command-line id (--event, --type): canonical, else a usage error. */
void ids_arg(const char *opt, const char *s, const char *what);
/* Where the first fold was, for ids_report. */
void ids_where(const char *file, unsigned long line);
/* At the end: "N id(s) written in canonical form" on stderr, if any. */
void ids_report(void);

#endif
