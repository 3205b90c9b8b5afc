/*
 * pgn.h - what parse -f pgn's two files share (private to the format):
 * the state of the input being read, the current game's tags.  pgn.c
 * reads the PGN grammar (tag pairs, movetext, comments) in two passes;
 * pgn_game.c judges each game read (its date, its players' keys, its
 * result, forfeit or not) and writes its two rows.
 */
#ifndef PGN_H
#define PGN_H

#include "names.h"

#include <stddef.h>

enum { T_EVENT, T_DATE, T_EVENTDATE, T_ROUND, T_WHITE, T_BLACK, T_RESULT, T_TERM,
	T_WHITEID, T_BLACKID, NTAG };
/* The tags' names, by T_* (pgn_game.c). */
extern const char *const pgn_tagname[NTAG];

struct pgn_opts {
	const char *type;
	int unfinished_error;
	int have_date;
	long date;		/* --date: for games whose Date is partial */
};

struct pgn {
	const struct pgn_opts *o;
	const char *file;
	unsigned long line, start;	/* current line, first line of the game */
	char *tag[NTAG];
	unsigned long tagline[NTAG];
	int ntags, movetext, comment;	/* comment: inside { } */
	long moves;			/* move tokens in the movetext */
	int scan;			/* first pass: events' earliest dates */
	char marker[8];			/* game termination marker seen */
	long last_date;
	struct names events;
	long *count;
	size_t ccap;
	struct names dated;		/* events with a full Date (first pass) */
	/* names of players keyed by FIDE id, and of players without one,
	 * with the line each was first seen */
	struct names named, plain;
	unsigned long *named_at, *plain_at;
	size_t nacap, pacap;
	char *key[2];			/* the game's White and Black keys */
	struct names moved;		/* events with a game that has moves (first pass) */
	int marked;			/* a comment of the game says forfeit */
	long *first;			/* their earliest full Date */
	size_t fcap;
	long n_nomoves, n_drawn_nomoves, n_partial, n_unmarked;	/* per file, for stderr */
};

/* pgn_game.c */
/* A data error at the file's line. */
void pgn_bad(const struct pgn *p, unsigned long line, const char *fmt, ...)
    __attribute__((noreturn, format(printf, 3, 4)));
/* The current game's tags forgotten. */
void pgn_game_reset(struct pgn *p);
/* s is one of list (NULL-terminated). */
int pgn_is_one_of(const char *s, const char *const *list);
/* A game's tags and movetext read: on the first pass (p->scan) its
 * event's earliest date and whether it has moves noted; on the second
 * its rows written, or a warning or error. */
void pgn_game_end(struct pgn *p);

#endif
