/*
 * brank.h - what `rank -m bridge` holds between reading the scored
 * boards (bridge_rank.c) and writing the standings, as TSV or as a
 * USEBIO file (bridge_standings.c, usebio_out.c).
 */
#ifndef BRANK_H
#define BRANK_H

#include "bridge.h"
#include "names.h"
#include "strbuf.h"

#include <stdio.h>

struct pair {
	const char *id;		/* the pair id (the stream's ns or ew) */
	const char *section;	/* "" without sections */
	const char *field;	/* what it was scored in: scoring_field, else section */
	const char *dir;	/* "NS"/"EW" when the directions rank apart, else NULL */
	int list;		/* which list it is ranked in (section, direction) */
	long boards;
	double total, max;	/* over every board played */
	double factor;		/* boards of the list's most / boards played (1: off) */
	double adjust;
	struct strbuf reason;
	double final, key;
	long pos;
	char *names, *numbers;	/* players, " & " between them; NULL: none */
	char *pub[3];		/* the stream's published total, %, place */
	double prot;		/* IMPs the protection rule took away (Ochronka) */
	double hcp;		/* handicap pairs: the pair's handicap (% points) */
	int has_hcp;
};

/* A pair's real results in one session: its session percentage. */
struct pair_session {
	double total, max;
};

struct art_entry {
	int pair, sym;		/* sym: ART_PLUS or ART_MINUS */
	int ps;			/* its pair_session */
	double fixed, top;
};

struct bgroup {			/* one board (or one version of a fouled board) */
	char *label;
	long n;			/* real results in it */
	int board;		/* index in st->boards */
	double ns_sum, top, imp_sum;
	int bad_row;
};

struct rank_bridge_opts {
	int mitchell, session_rule, checks, factor, usebio;
	const char *penalties, *names;
	double kind_pct[3], kind_imps[3];	/* KP, KN, KM */
	double penalty_top;	/* 0: the largest top on the boards */
	double protect, protect_per_board;	/* Ochronka: 0 = off */
};

/* A round: the boards two pairs played against each other (Ochronka). */
struct meeting {
	int a, b;		/* pairs, a < b */
	double imps[2];		/* a's and b's IMPs on those boards */
	long boards;
};

struct state {
	const struct rank_bridge_opts *o;
	int mp;			/* matchpoints (else IMPs) */
	int butler;		/* IMPs against a datum (no zero-sum check) */
	int apart;		/* NS and EW ranked apart (--mitchell, winners 2) */
	int has_section, has_names, has_pub, has_hcp;
	struct names pairs;	/* "section\tdir\tid" */
	struct pair *p;
	size_t pcap;
	struct names lists;	/* "section\tdir": one standings list each */
	struct names psess;	/* "pair index\tsession" */
	struct pair_session *ps;
	size_t pscap;
	struct art_entry *art;
	size_t nart, artcap;
	struct names groups;	/* "board\tsession\tsection\tgroup" */
	struct bgroup *g;
	size_t gcap;
	struct names boards;	/* "board\tsession\tsection": rows per board */
	long *board_rows;
	size_t bcap;
	struct names meetings;	/* "a\tb" */
	struct meeting *m;
	size_t mcap;
	double top_max;
	double sum_ns, sum_ew;	/* over every row, as scored */
	FILE *spool;		/* --usebio: the rows, for the BOARD elements */
	char *event, *title, *date, *club;	/* --usebio: the first row's */
};

/* The pair "section\tdir\tid" (dir NULL: none), added when new; ranked
 * in the list of its field (scoring_field, else its section) and dir. */
int brank_pair(struct state *st, const char *section, size_t sl, const char *field, size_t fl,
    const char *dir, const char *id, size_t n);
/* The field a row was scored in: its scoring_field column (c_field)
 * when not empty, else its section. */
void brank_field_of(const struct tsv_in *in, const struct board_key *bk, int c_field,
    const char **s, size_t *n);
/* A pair's handicap from column c of its row, the same on every row. */
void brank_handicap(const struct tsv_in *in, int c, struct pair *p);
/* The same as brank_pair, only looked up: its index, or -1. */
int brank_find(const struct state *st, const char *section, size_t sl, const char *dir,
    const char *id, size_t n);

/* a and b equal but for rounding (relative 1e-9). */
int brank_near(double a, double b);

/* brank_read.c: the scored boards of the paths (none: stdin) into st. */
void brank_read_boards(struct state *st, int npaths, char **paths);

/* bridge_standings.c */
void brank_penalties(struct state *st);
void brank_names(struct state *st);
void brank_factors(struct state *st);
void brank_protect(struct state *st);
/* The pairs in standings order, keys and places set (free the array). */
struct pair *brank_sorted(struct state *st);
void brank_write(struct state *st);

/* usebio_out.c */
void brank_usebio(struct state *st, const struct pair *sorted);

#endif
