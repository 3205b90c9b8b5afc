/*
 * rank_fibs_season.c - what `rank -m fibs`'s ranking (rank_fibs.c) and
 * its regularity trophy (rank_fibs_trophy.c) both apply (rank_fibs.h):
 * the first day of a season, the order by Elo, the numbering with ties
 * sharing, and an integer field of a row.
 */
#include "rank_fibs.h"
#include "num.h"
#include "rp.h"
#include "tsv.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The first day of the season that begins in `year`. */
long
rfibs_season_begin(const struct rfibs_opts *o, long year)
{
	char s[16];
	long d;

	/* Seasons beyond the calendar's years 1 to 9999 (the one before a
	 * date in year 1, the one after 9999) begin before or after every
	 * date a stream can hold. */
	if (year < 1)
		return LONG_MIN;
	if (year > 9999)
		return LONG_MAX;
	snprintf(s, sizeof s, "%04ld-%s", year, o->season_start);
	if (!date_parse(s, strlen(s), &d))
		die_usage("--season-start %s: no such day in %ld", o->season_start, year);
	return d;
}

int
rfibs_by_elo(const void *a, const void *b)
{
	const struct rrow *x = a, *y = b;
	int c = strcmp(x->type, y->type);

	if (c)
		return c;
	if (x->rating != y->rating)
		return x->rating > y->rating ? -1 : 1;
	return strcmp(x->player, y->player);
}

/* Number the numbered rows of each type; ties share (1, 2, 2, 4). */
void
rfibs_number(struct rrow *r, size_t n)
{
	size_t i, k = 0;
	const struct rrow *prev = NULL;

	for (i = 0; i < n; i++) {
		if (i == 0 || strcmp(r[i].type, r[i - 1].type) != 0) {
			k = 0;
			prev = NULL;
		}
		if (!r[i].numbered)
			continue;
		k++;
		r[i].pos = prev && prev->rating == r[i].rating ? prev->pos : (long)k;
		prev = &r[i];
	}
}

long
rfibs_row_int(const struct tsv_in *in, int col, const char *what)
{
	long v;

	if (!int_parse(in->f[col], in->flen[col], 0, 1L << 40, &v))
		tsv_bad_field(in, col, what);
	return v;
}
