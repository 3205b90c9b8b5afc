/*
 * bscore.h - `score`'s bridge methods share one board in memory: its
 * rows classified (a result, an artificial score, not played), grouped
 * (a fouled board's versions) and scored by matchpoints (bscore_mp.c)
 * or IMPs (bscore_imps.c); bridge_score.c reads, writes and takes the
 * options.
 */
#ifndef BSCORE_H
#define BSCORE_H

#include "bridge.h"
#include "names.h"

enum { M_AUTO, M_MP, M_BUTLER, M_CROSS };
enum { MISSING_NEUBERG, MISSING_KAVG };
enum { ROUND_NEAREST, ROUND_TRUNCATE, ROUND_NONE };
/* where a board's N (the results it should have had) comes from */
enum { RESULTS_TABLES, RESULTS_ROWS, RESULTS_FIXED };

struct bscore_opts {
	int method;
	double win, tie;	/* matchpoints per result beaten, equalled */
	int results_from;	/* RESULTS_* */
	long results;		/* RESULTS_FIXED: N for every board */
	int missing;		/* MISSING_* */
	int small_groups;	/* federation percentages for groups of 1-3 */
	double group_pct[3][3];	/* [n - 1][place] */
	double art_pct[3];	/* A-, A, A+ in % of the top */
	long discard;		/* butler: K highest and K lowest */
	int datum_round;
	long datum_unit;
	double cap;		/* IMPs per comparison, 0 = none */
	int total;		/* cross-imps: the sum, not averaged */
	double art_imps;	/* A+ = +art_imps, A- = -art_imps */
	int across;		/* --across-sections: a session's sections one field */
};

/* One row of the board being scored. */
struct brow {
	int kind;		/* 0 real, 1 artificial, 2 not played */
	long score;
	long cnt;		/* results the row stands for (`count`), 1 without */
	struct artificial art;
	int grp;		/* group, named by its first real row */
	double v_ns, v_ew, datum;
	double pct_ns, pct_ew;	/* when set by a rule (has_pct), not computed */
	int has_pct;
	int has_datum;
};

struct board {
	struct board_rows rows;
	struct brow *r;
	size_t cap;
	double N;		/* results the board should have had */
	size_t *idx;		/* rows of the current group: a slice of order */
	size_t *order;		/* real rows, by group, in row order within one */
	size_t *gstart, *gsize;	/* per group's first row: its slice of order */
	size_t ordercap;
	struct names groups;	/* the board's `group` texts */
	size_t *gfirst;		/* group text id -> its first row */
	size_t gfirstcap;
	long *sorted;		/* the current group's NS scores, ascending, each cnt times */
	size_t sortedcap;
};

/* Rows of group g (named by its first row) into bd->idx; their count. */
size_t bscore_group(struct board *bd, int g);
/* The results of the current group's n rows (their counts' sum). */
long bscore_results(const struct board *bd, size_t n);
/* Its scores ascending into bd->sorted, each as many times as it counts. */
void bscore_sort(struct board *bd, size_t n);
/* An artificial score's percentage for a side (0 NS, 1 EW). */
double bscore_art_pct(const struct bscore_opts *o, const struct artificial *a, int side);

/*
 * bscore_field.c: sections scored as one field (the stream's
 * scoring_field, or --across-sections): the whole stream held, each
 * board handed out with the rows of all its sections.
 */
struct field_boards {
	struct board_key key;
	int c_field, across;
	struct board_rows all;	/* every row of the stream */
	struct names keys;	/* "board\tsession\tfield" -> board index */
	size_t *of;		/* per row: its board */
	size_t *order, *start;	/* rows by board; board i is order[start[i]..start[i+1]) */
	size_t next;		/* the board handed out next */
	size_t *cur, curcap;	/* the current board's rows (indices in all) */
	char **joined;		/* --across-sections: per session, "A+B+C" */
	int *sess_of;		/* per row: its session */
	size_t nsess;
	long *sect_tables;	/* per section of the current board: its tables */
	size_t stcap;
};
void bscore_field_read(struct field_boards *fb, struct tsv_in *in, int across);
int bscore_field_next(struct field_boards *fb, struct board_rows *b);
const char *bscore_field_value(const struct field_boards *fb, size_t i);
double bscore_field_tables(struct field_boards *fb, const struct board_rows *b, int c_tables);
void bscore_field_free(struct field_boards *fb);

/* bridge_score.c: the boards of the paths (none: stdin) scored and
 * written; the options set by bscore_cli.c. */
void bscore_run(struct bscore_opts *o, int npaths, char **paths);
void bscore_mp(const struct bscore_opts *o, struct board *bd);
void bscore_imps(const struct bscore_opts *o, struct board *bd);

#endif
