/*
 * eval_state.h - what rank --eval's pass (evaluate.c) and its report
 * (eval_report.c) share: the histories read game by game and the sums
 * of each type.  Private to rank --eval.
 */
#ifndef EVAL_STATE_H
#define EVAL_STATE_H

#include "evaluate.h"
#include "game.h"
#include "names.h"
#include "out_file.h"

#include <stddef.h>

/* One history read game by game; its eligible rows' numbers. */
struct stream {
	struct game_reader gr;
	int c_prev, c_escale, c_vol;
	int c_cluster;		/* --cluster's column (the first stream's) */
	int c_pair[EVAL_MAXPAIR];	/* --pair-by's columns (--against) */
	double *r, *v;
	int *has;		/* per row of the game: a prev */
	double *rr, *vv;	/* per row of the game: prev, curve number */
	/* p_win p_draw p_loss: their columns (three: the history has them)
	 * and per row of the game the three, has3 0 when empty */
	int c_p3[3], three;
	double *p3;
	int *has3;
};

struct etype {
	long games, excluded;
	long outside;		/* rows dated outside --from, --until */
	struct eval_sums sum[2];	/* this stream, the other (--against) */
	long *count;		/* player id -> games of the type so far */
	size_t ccap;
	/* --ci, --against: the sums of each event, for the bootstrap */
	struct eval_sums *ev[2];
	size_t nev, evcap;
	int *slot;		/* event id -> its index in ev + 1, 0: none yet */
	size_t slotcap;
	struct eval_cal cal;
};

struct eval {
	struct stream s[2];
	int ns;			/* 2 with --against */
	struct names types, events;
	struct etype *t;
	size_t tcap;
	size_t *idx;		/* eligible rows of the current game */
	long *place;
	size_t cap;
	int per_event;		/* --ci or --against */
	int three;		/* every history has p_win p_draw p_loss */
	int bins;		/* --calibration: its bins, else 0 */
};

/* eval_report.c: a row per type (bytewise order) with the measures and
 * their intervals. */
void eval_report(struct eval *e, const struct eval_opts *o);
/* --calibration FILE: the table of each type, committed to of. */
void eval_calibration(struct eval *e, struct out_file *of);

#endif
