/*
 * rank_fibs.h - what `rank -m fibs`'s ranking (rank_fibs.c) and its
 * regularity trophy (rank_fibs_trophy.c) share: the options, a ratings
 * row, the seasons, the order by Elo and the numbering.
 */
#ifndef RANK_FIBS_H
#define RANK_FIBS_H

#include "tsv.h"

#include <stddef.h>

struct rfibs_opts {
	long min_exp;
	char season_start[6];	/* MM-DD */
	long as_of;		/* LONG_MIN: the latest `last` */
	int all_seasons;
	long trophy;		/* season year, or LONG_MIN */
	long trophy_champs;
	double trophy_qday;
};

struct rrow {
	char **f;		/* the input row's fields */
	size_t *flen;
	const char *type, *player;
	double rating;
	long exp, last;
	int numbered;
	long pos;
	size_t idx;		/* trophy: the player's entry */
};

long rfibs_season_begin(const struct rfibs_opts *o, long year);
int rfibs_by_elo(const void *a, const void *b);
void rfibs_number(struct rrow *r, size_t n);
long rfibs_row_int(const struct tsv_in *in, int col, const char *what);
void rfibs_trophy(const struct rfibs_opts *o, int npaths, char **paths);

#endif
