/*
 * bscore_imps.c - `score -m butler|cross-imps` (doc/rules/bridge-pairs.md).
 *
 * butler      datum = mean NS score after discarding the K highest and
 *             K lowest, made a multiple of 10 (to the nearest, an exact
 *             5 away from zero, as federations do; truncated toward
 *             zero as the lecture's slides do; or left as it is); IMPs
 *             of the difference (Law 78B, imps.c).
 * cross-imps  each NS score IMPed against every other, the sum divided
 *             by n - 1 (averaged Cavendish); optional cap per comparison.
 *
 * Artificial scores are +/- art_imps (A+, A-) or 0 (A), left out of the
 * datum and of the comparisons.  A row of a frequency table (`count` c)
 * is c equal results.
 */
#include "bscore.h"
#include "rp.h"

#include <stdlib.h>

/* The datum of the current group: trimmed mean of its NS scores, rounded. */
static double
datum_of(const struct bscore_opts *o, struct board *bd, size_t n)
{
	long *s, sum = 0, d, q, results = bscore_results(bd, n);
	size_t k, K = (size_t)o->discard, cnt, all = (size_t)results;

	bscore_sort(bd, n);
	s = bd->sorted;
	if (2 * K >= all)	/* keep at least one result */
		K = (all - 1) / 2;
	for (k = K; k < all - K; k++)
		sum += s[k];
	cnt = all - 2 * K;
	if (o->datum_round == ROUND_NONE)
		return (double)sum / (double)cnt;
	/* integer arithmetic: exact halves (302.5) round as the rule says */
	d = o->datum_unit * (long)cnt;
	q = o->datum_round == ROUND_NEAREST ? (2 * labs(sum) + d) / (2 * d) : labs(sum) / d;
	return (double)(sum < 0 ? -q : q) * (double)o->datum_unit;
}

static void
art_imps(const struct bscore_opts *o, struct board *bd, size_t i)
{
	struct brow *x = &bd->r[i];
	double *v[2] = { &x->v_ns, &x->v_ew };
	int side;

	for (side = 0; side < 2; side++) {
		double p = bscore_art_pct(o, &x->art, side);

		if (p == o->art_pct[2])
			*v[side] = o->art_imps;
		else if (p == o->art_pct[1])
			*v[side] = 0;
		else if (p == o->art_pct[0])
			*v[side] = -o->art_imps;
		else
			die_data("%s:%lu: artificial score %g%% has no IMP equivalent (A+/A/A- are %g/%g/%g%%)",
			    bd->rows.name, bd->rows.row[i].line, p, o->art_pct[2], o->art_pct[1], o->art_pct[0]);
	}
}

static void
butler(const struct bscore_opts *o, struct board *bd, size_t n)
{
	double datum = datum_of(o, bd, n);
	size_t k;

	for (k = 0; k < n; k++) {
		struct brow *y = &bd->r[bd->idx[k]];

		y->datum = datum;
		y->has_datum = 1;
		y->v_ns = imps_of((double)y->score - datum, o->cap);
	}
}

static void
cross_imps(const struct bscore_opts *o, struct board *bd, size_t n)
{
	long results = bscore_results(bd, n);
	size_t j, k;

	for (k = 0; k < n; k++) {
		struct brow *y = &bd->r[bd->idx[k]];
		double sum = 0;

		/* against each other result: a row of count c is c of them
		 * (its own row's others are equal scores, 0 IMPs) */
		for (j = 0; j < n; j++) {
			const struct brow *z = &bd->r[bd->idx[j]];

			sum += (double)z->cnt * imps_of((double)(y->score - z->score), o->cap);
		}
		y->v_ns = o->total || results == 1 ? sum : sum / (double)(results - 1);
	}
}

void
bscore_imps(const struct bscore_opts *o, struct board *bd)
{
	size_t i, k, n;

	for (i = 0; i < bd->rows.n; i++) {
		struct brow *x = &bd->r[i];

		if (x->kind == 1)
			art_imps(o, bd, i);
		if (x->kind != 0 || x->grp != (int)i)
			continue;
		n = bscore_group(bd, x->grp);
		if (o->method == M_BUTLER)
			butler(o, bd, n);
		else
			cross_imps(o, bd, n);
		for (k = 0; k < n; k++)
			bd->r[bd->idx[k]].v_ew = -bd->r[bd->idx[k]].v_ns;
	}
}
