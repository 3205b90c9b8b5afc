/*
 * bridge.h - what the bridge stages share (doc/rules/bridge-pairs.md):
 * the IMP scale, artificial scores, a board's rows held together.
 */
#ifndef BRIDGE_H
#define BRIDGE_H

#include "names.h"
#include "tsv.h"

#include <stddef.h>

/* Law 78B: IMPs for a points difference (sign kept); cap > 0 limits them. */
double imps_of(double diff, double cap);

/*
 * An artificial adjusted score (Law 12C2) as written in a traveller:
 * "A+", "A", "A-" (NS's, EW getting the mirror), "A+/A-", "A/A-" (per
 * side), "A60/40" (percentages per side).  NP: not played.
 */
enum { ART_MINUS = -1, ART_AVERAGE = 0, ART_PLUS = 1, ART_PCT = 2 };
struct artificial {
	int kind[2];		/* per side, NS then EW: ART_* */
	double pct[2];		/* with ART_PCT */
};
/* 1 and *a filled when s is an artificial score. */
int artificial_parse(const char *s, size_t n, struct artificial *a);
/* The canonical text: "A+/A-", "A60/40"; out holds 32 bytes. */
size_t artificial_format(const struct artificial *a, char *out);
/* "NP" (any case): the board was not played at this table. */
int is_not_played(const char *s, size_t n);
/* An option's number from lo to hi, or a usage error naming --opt. */
double bridge_num_arg(const char *opt, const char *arg, double lo, double hi);

/*
 * What names a board in a boards stream: its number, and the session
 * and section it was played in when the stream has those columns
 * (-1: absent).  board_key_cols finds them (`board` is required).
 */
struct board_key {
	int board, session, section;
};
void board_key_cols(const struct tsv_in *in, struct board_key *k);

/*
 * The rows of one board, held until the board ends.  Boards are
 * contiguous in a boards stream: a board number seen again after
 * another board is an error naming the line.
 */
struct board_row {
	char **f;		/* its fields, copied, NUL-terminated */
	size_t *flen;
	unsigned long line;
};
struct board_rows {
	struct board_row *row;
	size_t n, cap, ncol;
	const char *name;	/* the input file of the board, for messages */
	char *key;		/* the board's key: board, session, section */
	size_t keylen;
	struct names seen;	/* keys of finished boards */
};
void board_rows_init(struct board_rows *b);
/* The row waiting in `in` copied and added to b (whatever its board). */
void board_rows_keep(struct board_rows *b, const struct tsv_in *in);
void board_rows_free(struct board_rows *b);
/*
 * Read the next board: 1 with b->n rows, 0 at the end.  *pending says a
 * row is waiting in `in` (the first row of the next board).
 */
int board_rows_next(struct board_rows *b, struct tsv_in *in, const struct board_key *k,
    int *pending);

#endif
