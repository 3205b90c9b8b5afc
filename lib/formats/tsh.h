/*
 * tsh.h - tsh's divisions, as parse -f tsh reads them from .t files
 * (tsh_read.c) and parse -f tsh-js fills them from tourney.js
 * (tsh_js_out.c), and the one writer of their results rows that both
 * use (tsh_rows.c): a game per pairing and round, byes and forfeits one
 * row; and the rows of their --ratings list.  Private to the two formats.
 */
#ifndef TSH_H
#define TSH_H

#include <stddef.h>

/* A player: the writer reads name, opp, score, nopp and nscore (player
 * numbers from 1, 0 for no opponent); the rest is the .t reader's. */
struct tsh_player {
	char *name, *rating;	/* the rating as written */
	size_t rating_col;	/* its column, for messages */
	long lifeg;		/* lifetime games before the event, when has_lifeg */
	int has_lifeg;
	unsigned long line;
	long *opp, *score;
	size_t *opp_col;	/* each opponent number's column, for messages */
	size_t nopp, nscore, score_col;
};

/* A division: p[k] is player k + 1; label prefixes its game ids. */
struct tsh_div {
	const char *path, *label;
	struct tsh_player *p;
	size_t n, cap;
};

/* tsh_read.c: the .t file d->path ("-": standard input) into d;
 * latin1: the bytes are ISO 8859-1. */
void tsh_read_div(struct tsh_div *d, int latin1);
void tsh_free_div(struct tsh_div *d);
/* Pairings symmetric, naming players of the division. */
void tsh_check_div(const struct tsh_div *d);
/* Two players of one name, in one division or across them, refused. */
void tsh_check_names(const struct tsh_div *d, size_t ndiv);
/* Every pre-event rating a number (else the file refused); 1 when any
 * player has tsh's lifeg. */
int tsh_check_ratings(const struct tsh_div *d, size_t ndiv);

/* tsh_rows.c: what every row of an event shares. */
struct tsh_event {
	const char *date, *event, *type;
	long rounds;		/* the column rounds; 0: none */
};

/* The header line of the results stream. */
void tsh_put_head(const struct tsh_event *e);
/* Round r of a division, game ids prefixed with its label when prefix
 * is set; returns the pairings still without scores (no rows). */
size_t tsh_put_round(const struct tsh_event *e, const struct tsh_div *d, size_t r, int prefix);
/* The warning for pairings without scores, when there are any. */
void tsh_warn_pending(size_t pending);
/* --ratings, a list `type player rating [games]` for rate -r: its
 * header (games: with the column), and a player's row (games: tsh's
 * lifeg, else 100). */
void tsh_put_ratings_head(int games);
void tsh_put_rating(const char *type, const char *name, const char *rating, int games, int has_lifeg,
    long lifeg);

#endif
