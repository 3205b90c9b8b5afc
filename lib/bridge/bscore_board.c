/*
 * bscore_board.c - what the scoring methods share over a board's
 * results: an artificial score's percentage, the groups of a fouled
 * board, the count of results and their order.  bridge_score.c reads and
 * writes the board and calls bscore_mp.c or bscore_imps.c; both need
 * these, so they sit in a file below all three.
 */
#include "bscore.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

double
bscore_art_pct(const struct bscore_opts *o, const struct artificial *a, int side)
{
	return a->kind[side] == ART_PCT ? a->pct[side] : o->art_pct[a->kind[side] + 1];
}

size_t
bscore_group(struct board *bd, int g)
{
	bd->idx = bd->order + bd->gstart[g];
	return bd->gsize[g];
}

long
bscore_results(const struct board *bd, size_t n)
{
	long r = 0;
	size_t k;

	for (k = 0; k < n; k++)
		r += bd->r[bd->idx[k]].cnt;
	return r;
}

static int
by_long(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return x < y ? -1 : x > y;
}

void
bscore_sort(struct board *bd, size_t n)
{
	size_t k, at = 0, all = (size_t)bscore_results(bd, n);
	long c;

	xgrow(&bd->sorted, &bd->sortedcap, all + 1, sizeof *bd->sorted);
	for (k = 0; k < n; k++)
		for (c = 0; c < bd->r[bd->idx[k]].cnt; c++)
			bd->sorted[at++] = bd->r[bd->idx[k]].score;
	qsort(bd->sorted, all, sizeof *bd->sorted, by_long);
}

/*
 * Each row's kind, score and count, and the real rows' groups: the rows
 * with the same `group` text (all of them without the column), named by
 * the group's first real row.  A group is scored when its name comes
 * up, so the name must be a real row: an average or NP first on the
 * board is not one.
 */
