/*
 * bscore_mp.c - `score -m matchpoints` (doc/rules/bridge-pairs.md): each
 * NS result earns `win` per NS result it beats and `tie` per equal one
 * (2/1 European, 1/0.5 ACBL); top = win (N - 1); EW get top - NS.  When
 * a board has fewer real results n than it should have had, N (from the
 * section's tables, averages, not played, a fouled board's versions in
 * `group`), the n are matchpointed among themselves (X) and put on the
 * full scale by Neuberg, Y = (X + tie) N / n - tie, or by the lecture's
 * older hand method, Y = X + (N - n) tie ("k averages").  Groups of 1-3
 * results get the federation percentages (60; 65/55, 60 if equal;
 * 70/60/50, equal results sharing).  A row of a frequency table
 * (`count` c) is c equal results.
 */
#include "bscore.h"
#include "rp.h"

#include <stdlib.h>

/* The first index in s[0..n) (ascending) whose value is not below v. */
static size_t
lower_bound(const long *s, size_t n, long v)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (s[mid] < v)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * Matchpoints of one of row i's results against the n others of its
 * group (X): win per lower score, tie per equal one other than itself.
 */
static double
mp_within(const struct bscore_opts *o, const struct board *bd, long n, size_t i)
{
	long a = bd->r[i].score;
	size_t below = lower_bound(bd->sorted, (size_t)n, a);
	size_t equal = lower_bound(bd->sorted, (size_t)n, a + 1) - below - 1;

	return o->win * (double)below + o->tie * (double)equal;
}

/* Federation percentage of a result in a small group: places shared. */
static double
small_group_pct(const struct bscore_opts *o, struct board *bd, size_t n, long results,
    size_t i, int sign)
{
	long better = 0, equal = 0, j;
	size_t k;
	double sum = 0;

	for (k = 0; k < n; k++) {
		long a = sign * bd->r[i].score, b = sign * bd->r[bd->idx[k]].score;

		better += b > a ? bd->r[bd->idx[k]].cnt : 0;
		equal += b == a ? bd->r[bd->idx[k]].cnt : 0;
	}
	for (j = better; j < better + equal; j++)
		sum += o->group_pct[results - 1][j];
	return sum / (double)equal;
}

/* A result given as percentages of the top (artificial, small group). */
static void
set_pct(struct brow *x, double pns, double pew, double top)
{
	x->pct_ns = pns;
	x->pct_ew = pew;
	x->has_pct = 1;
	x->v_ns = pns * top / 100;
	x->v_ew = pew * top / 100;
}

/* X among n results onto the scale of N (Neuberg or k averages). */
static double
scale_up(const struct bscore_opts *o, double X, double n, double N)
{
	if (n == N)
		return X;
	if (o->missing == MISSING_KAVG)
		return X + (N - n) * o->tie;
	/* (X + t) N / n - t, over one division: 0.4, not 0.39999 */
	return ((X + o->tie) * N - o->tie * n) / n;
}

void
bscore_mp(const struct bscore_opts *o, struct board *bd)
{
	size_t rows = bd->rows.n, i, k, n;
	double N = bd->N, top = o->win * (N - 1);

	for (i = 0; i < rows; i++) {
		struct brow *x = &bd->r[i];
		long results;

		if (x->kind == 1)
			set_pct(x, bscore_art_pct(o, &x->art, 0), bscore_art_pct(o, &x->art, 1), top);
		if (x->kind != 0 || x->grp != (int)i)
			continue;
		/* first row of a group: score the whole group */
		n = bscore_group(bd, x->grp);
		results = bscore_results(bd, n);
		bscore_sort(bd, n);
		for (k = 0; k < n; k++) {
			struct brow *y = &bd->r[bd->idx[k]];
			double X = mp_within(o, bd, results, bd->idx[k]);

			if (o->small_groups && results <= 3 && (double)results < N) {
				set_pct(y, small_group_pct(o, bd, n, results, bd->idx[k], 1),
				    small_group_pct(o, bd, n, results, bd->idx[k], -1), top);
				continue;
			}
			/* EW scaled from their own X, not top - NS: no 3.1999999 */
			y->v_ns = scale_up(o, X, (double)results, N);
			y->v_ew = scale_up(o, o->win * (double)(results - 1) - X, (double)results, N);
		}
	}
}
