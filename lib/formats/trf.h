/*
 * trf.h - FIDE's Tournament Report File (TRF-16, TRF-26), read whole:
 * trf.c reads a file into a struct trf, trf_ident.c checks the players'
 * ids across files, trf_out.c writes the results stream or the ratings
 * of parse -f trf.
 */
#ifndef TRF_H
#define TRF_H

#include <stddef.h>

/* A player's round: opponent's starting rank (0: none), colour
 * ('w', 'b' or 0), result code (uppercased; ' ' for a blank). */
struct tround {
	int opp;
	char color, code;
	unsigned short col;	/* the round's column on the line (messages) */
};

struct tplayer {
	int start;		/* starting rank, 5-8 */
	unsigned long line;
	char *name;		/* 15-47, spaces folded */
	char *id;		/* FIDE id, 58-68, no leading zeros; NULL: none */
	int rating;		/* 49-52; 0: unrated */
	int born;		/* year of 70-79; 0: not known */
	char fed[4];		/* 54-56 */
	double points;		/* 81-84, when has_points */
	int has_points;
	struct tround *r;
	size_t nr, rcap;
};

/* Points of each kind of result (tag 162, XXS, BB?; defaults 1, .5, 0). */
enum { P_WIN, P_DRAW, P_LOSS, P_FWIN, P_FLOSS, P_ZPB, P_HPB, P_FPB, P_PAB, NPOINTS };

struct trf {
	const char *path;
	char *name;		/* 012, spaces folded; NULL: none */
	long start, end;	/* 042, 052: days; LONG_MIN none */
	char *start_text, *end_text;
	unsigned long start_line, end_line;
	long *rdate;		/* 132: round r's day at rdate[r - 1]; LONG_MIN none
				 * (while reading: YYMMDD, trf_dates_done) */
	size_t nrdate;
	unsigned long rdate_line;
	int order;		/* TRF_DMY, TRF_MDY: what 042/052 say; 0 neither */
	double points[NPOINTS];
	struct tplayer *p;	/* in file order */
	size_t n, cap;
	int *at;		/* starting rank -> index in p + 1; 0 none */
	size_t atcap;
	size_t rounds;		/* the last round any player has */
};

void trf_read(struct trf *t, const char *path, int latin1);

/* trf_date.c: the dates of 042/052 and 132. */
enum { TRF_DMY = 1, TRF_MDY, TRF_YMD };
/* --date-order's argument: TRF_DMY ..., -1 when none of dmy mdy ymd. */
int trf_date_order(const char *s);
/* At the end of the file: 132's centuries from 042/052, the file's order. */
void trf_dates_done(struct trf *t);
/* The day of 042 (end 0) or 052 (end 1) under order (0: the file's);
 * an error naming the line when it is not one, or is ambiguous. */
long trf_day(const struct trf *t, int end, int order);
/* s[0..n) in the canonical form of a name or id (ident_fold), allocated;
 * "" for nothing, NULL when it cannot be one (*f says why; f may be NULL).
 * Every id and name parse -f trf writes goes through it. */
struct ident_fault_at;
char *trf_fold(const char *s, size_t n, struct ident_fault_at *f);
void trf_free(struct trf *t);
/* The player of starting rank s, or NULL. */
const struct tplayer *trf_player(const struct trf *t, int s);
/* Points of a result code for the tournament's scoring system. */
double trf_points(const struct trf *t, char code);

/* trf_ident.c: the players of the nt files t as ids, one person one id
 * and one id one person across them (a data error naming both lines). */
void trf_check_identity(const struct trf *t, size_t nt);

#endif
