/*
 * pbn.h - what parse -f pbn's two files share (private to the format):
 * the state of a file being read, the current game's tags and its
 * ScoreTable's text.  pbn.c reads the lines and tags; pbn_table.c turns
 * a game's ScoreTable into checked rows.
 */
#ifndef PBN_H
#define PBN_H

#include "names.h"

#include <stddef.h>

enum {
	K_NS, K_EW, K_CONTRACT, K_DECLARER, K_RESULT, K_SCORE_NS, K_SCORE_EW, K_SECTION,
	K_NAMES_NS, K_NAMES_EW, K_MULT, K_MP_NS, K_MP_EW, K_IMP_NS, K_IMP_EW, K_PCT_NS, K_PCT_EW, NKEY
};

/* One element of a table row: where it lies in the game's table text. */
struct elem {
	size_t off, len;
	unsigned long line, col;
};

/* A stored line of table text, with its place in the file. */
struct tline {
	size_t off, len;
	unsigned long line, col;	/* col: of the first stored byte */
};

struct pbn {
	const char *file;
	unsigned long line;
	int comment;			/* inside { } */
	/* the current game */
	int ntags;
	char board[24], vul[16];	/* tag values ("" = absent) */
	unsigned long board_line, vul_line;
	int have_table, in_table;
	unsigned long table_line;
	int key[NKEY];			/* column of each key, or -1 */
	int freq;			/* a frequency table: no pair ids, Multiplicity */
	size_t ncol;
	char *text;			/* the table's lines */
	size_t textlen, textcap;
	struct tline *tl;
	size_t ntl, tlcap;
	struct elem *el;
	size_t nel, elcap;
	/* across games */
	char prev_board[24], prev_vul[16];
	struct names boards, pairs;
	long untabled;			/* games without a ScoreTable */
};

/* pbn_table.c */
/* A data error at the file's line and column (0: the line as a whole). */
void pbn_bad(const struct pbn *p, unsigned long line, unsigned long col, const char *fmt, ...)
    __attribute__((noreturn, format(printf, 4, 5)));
/* The current game forgotten (its tags and table). */
void pbn_game_reset(struct pbn *p);
/* Line `line` (n bytes from column col) is UTF-8, or a data error. */
void pbn_utf8_line(const struct pbn *p, unsigned long line, unsigned long col, const char *s,
    size_t n);
/* [ScoreTable "v"] (its value at column col): the columns of the table. */
void pbn_table_columns(struct pbn *p, const char *v, unsigned long col);
/* The game ends: its table checked whole, then written; the game reset. */
void pbn_game_end(struct pbn *p);

#endif
