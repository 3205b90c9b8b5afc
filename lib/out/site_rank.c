/*
 * site_rank.c - from the history: each player's chart series (one per
 * type, the rating at the end of each day; with the model's uncertainty
 * the band around it, as format --svg --bands draws it), and each
 * player's rank over time.
 *
 * The rank after an event is the player's place in the type among
 * every player rated in it so far, by rating, ties sharing the better
 * place: 1 + the number of ratings above.  The list's rules (status,
 * inactivity, minimum games) are rank's, not this: the page says
 * "of N rated".  A Fenwick tree over each type's ratings, each rating
 * a position in the sorted values, counts the ratings above in
 * O(log n): 1 M games in well under a second.
 */
#include "rp.h"
#include "site.h"

#include <stdlib.h>
#include <string.h>

struct val {
	int type;
	double r;
};

static int
by_val(const void *a, const void *b)
{
	const struct val *x = a, *y = b;

	if (x->type != y->type)
		return x->type < y->type ? -1 : 1;
	return x->r < y->r ? -1 : x->r > y->r;
}

static void
fen_add(int *f, size_t n, size_t i, int d)
{
	for (; i <= n; i += i & -i)
		f[i] += d;
}

static long
fen_sum(const int *f, size_t i)
{
	long s = 0;

	for (; i > 0; i -= i & -i)
		s += f[i];
	return s;
}

/* 1-based position of r among type t's values. */
static size_t
pos_of(const struct val *u, size_t lo, size_t hi, double r)
{
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (u[mid].r < r)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo + 1;
}

static void
add_point(struct svg_series *sr, long date, double rating)
{
	if (sr->n && sr->p[sr->n - 1].date == date) {
		sr->p[sr->n - 1].rating = rating;	/* the rating at the end of the day */
		return;
	}
	xgrow(&sr->p, &sr->cap, sr->n + 1, sizeof *sr->p);
	sr->p[sr->n++] = (struct svg_point){ date, rating };
}

/* The series of every player, and row -> its series. */
static int *
build_series(struct site *s, const double *band)
{
	int *ser = xmalloc((s->nrows + 1) * sizeof *ser);
	size_t p, k, j;

	s->sstart = xmalloc((s->players.n + 1) * sizeof *s->sstart);
	for (p = 0; p < s->players.n; p++) {
		s->sstart[p] = s->nseries;
		for (j = s->pstart[p]; j < s->pstart[p + 1]; j++) {
			size_t i = s->by_player[j];
			const struct site_row *r = &s->rows[i];

			for (k = s->sstart[p]; k < s->nseries; k++)
				if (s->series[k].type == names_str(&s->types, r->type))	/* one text a type */
					break;
			ser[i] = (int)k;
			if (!r->rated)
				continue;
			if (k == s->nseries) {
				xgrow(&s->series, &s->seriescap, s->nseries + 1, sizeof *s->series);
				memset(&s->series[k], 0, sizeof s->series[k]);
				s->series[k].player = (char *)s->display[p];
				s->series[k].type = (char *)names_str(&s->types, r->type);
				s->series[k].order = -1;
				s->nseries++;
			}
			if (band)
				svg_band_add(&s->series[k], &s->bc, 1.96, r->date, band + 4 * i);
			else
				add_point(&s->series[k], r->date, r->rating);
		}
	}
	s->sstart[p] = s->nseries;
	return ser;
}

void
site_series(struct site *s, const double *band)
{
	int *ser = build_series(s, band);
	struct val *u = xmalloc((s->nrows + 1) * sizeof *u);
	size_t n = 0, i, b0, *tstart = calloc(s->types.n + 2, sizeof *tstart);
	long *cur = xmalloc((s->nseries + 1) * sizeof *cur), *rated = calloc(s->types.n + 1, sizeof *rated);
	int *fen;

	if (!tstart || !rated)
		die_sys("calloc");
	for (i = 0; i < s->nrows; i++)
		if (s->rows[i].rated)
			u[n++] = (struct val){ s->rows[i].type, s->rows[i].rating };
	qsort(u, n, sizeof *u, by_val);
	for (i = 0, b0 = 0; i < n; i++)	/* unique */
		if (!b0 || u[i].type != u[b0 - 1].type || u[i].r != u[b0 - 1].r)
			u[b0++] = u[i];
	n = b0;
	for (i = 0; i < n; i++)
		tstart[u[i].type + 1] = i + 1;
	for (i = 0; i < s->types.n; i++)	/* types with no rating: empty ranges */
		if (tstart[i + 1] < tstart[i])
			tstart[i + 1] = tstart[i];
	fen = calloc(n + 1, sizeof *fen);
	if (!fen)
		die_sys("calloc");
	for (i = 0; i < s->nseries; i++)
		cur[i] = 0;
	for (b0 = 0, i = 0; i <= s->nrows; i++) {
		size_t j;

		if (i > b0 && (i == s->nrows || s->rows[i].event != s->rows[b0].event)) {
			for (j = b0; j < i; j++) {	/* the event's end: its players' ranks */
				struct site_row *r = &s->rows[j];
				int t = r->type;

				if (!r->rated)
					continue;
				r->of = (int)rated[t];
				r->rank = (int)(1 + rated[t] -
				    (fen_sum(fen, (size_t)cur[ser[j]]) - fen_sum(fen, tstart[t])));
			}
			b0 = i;
		}
		if (i < s->nrows && s->rows[i].rated) {
			int t = s->rows[i].type;
			size_t at = pos_of(u, tstart[t], tstart[t + 1], s->rows[i].rating);

			if (cur[ser[i]])
				fen_add(fen, n, (size_t)cur[ser[i]], -1);
			else
				rated[t]++;
			fen_add(fen, n, at, 1);
			cur[ser[i]] = (long)at;
		}
	}
	free(fen);
	free(cur);
	free(rated);
	free(tstart);
	free(u);
	free(ser);
}
