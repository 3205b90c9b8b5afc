/*
 * egd.h - what parse -f egd's files share (private to the format): the
 * table as read (egd_read.c: the .h9 grammar, its header and player
 * lines), its checks and the numbers given by line order (egd_check.c),
 * and the rows written from it with the command line (egd.c).
 */
#ifndef EGD_H
#define EGD_H

#include "ids.h"

#include <stddef.h>

struct egd_opts {
	struct ids_event ev;	/* --event, --type, --date (LONG_MIN: DT[]) */
	long rounds;		/* --rounds; 0: from the lines */
	int latin1;		/* --encoding latin-1 */
};

struct eres {
	long opp;		/* 0: no game this round */
	char out;		/* '+', '-', '=' */
	char color;		/* 'w', 'b', 0 unknown */
	int hcap;		/* -1: not given */
	int dflt;		/* won or lost by default */
	size_t col;		/* its column on the line */
};

struct eplayer {
	long num;		/* 0: not on the line, not yet given */
	int from_order;		/* num given by the line order */
	unsigned long line;
	char *name, *pin, *grade, *country, *club, *id;
	int kind;		/* the grade's */
	long gnum;
	struct eres *res;	/* every result-like token at the line's end */
	size_t nres;
};

struct egd {
	const struct egd_opts *o;
	const char *path;
	struct eplayer *p;
	size_t n, cap;
	char *tc, *ev, *dt, *cl, *ha;
	unsigned long dt_line;
	long rounds;
	unsigned long unnumbered;	/* the first line without a number refused */
};

/* egd_read.c: every line of d->path into d (players in line order, their
 * result-like tokens, the header keys); egd_free_table frees it. */
void egd_read_table(struct egd *d);
void egd_free_table(struct egd *d);

/* egd_check.c */
/* The player of table number num, NULL when none. */
struct eplayer *egd_by_num(struct egd *d, long num);
/* Every line's results cut to the last d->rounds (or the fewest any has). */
void egd_trim_rounds(struct egd *d);
/* Lines without a number numbered by line order, or the file refused. */
void egd_number_lines(struct egd *d);
/* Numbers and ids unique; one name twice only when PINs tell them apart. */
void egd_check_players(struct egd *d);
/* Both lines of every game agree; handicaps and colours completed. */
void egd_check_rounds(struct egd *d);

#endif
