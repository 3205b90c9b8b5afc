/*
 * window.c - model `absp`: a player's window of game ratings, its
 * weighted mean (the rating), the games that leave it, and the status.
 * Rules: doc/rules/absp.md.
 */
#include "absp.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The weights stay positive over a window of M games. */
int
absp_weights_fit(const struct absp_params *p, long M)
{
	return p->top - p->step * (double)(M - 1) > 0;
}

/* Weighted mean of the window, newest weighs top, in a window of M; floor applied. */
double
absp_window_rating_in(const struct absp_run *r, const struct aplayer *a, long M)
{
	const struct absp_params *par = r->par;
	const struct chunkwin_chunk *c;
	double num = 0, den = 0, R;
	long pos = 0;
	size_t from, to;

	for (c = a->win.tail; c; c = c->prev) {	/* newest first */
		if (c->prev)	/* the older chunk's lines, while this one is summed */
			__builtin_prefetch(c->prev->g + CHUNKWIN_N - 1);
		chunkwin_span(&a->win, c, &from, &to);
		while (to-- > from) {
			double w = par->top - par->step * (double)pos;

			num += w * c->g[to];
			den += w;
			/* whole events may overfill the window: extra games take the last weight */
			if (pos < M - 1)
				pos++;
		}
	}
	R = num / den;
	/* a rating beyond reach stays so (the writer refuses it), never floored */
	return isfinite(R) && R < par->floor ? par->floor : R;
}

double
absp_window_rating(const struct absp_run *r, const struct aplayer *a)
{
	return absp_window_rating_in(r, a, r->M);
}

/* Drop the oldest games beyond M (whole events: while the rest holds M). */
void
absp_window_trim(struct absp_run *r, struct aplayer *a)
{
	size_t drop = 0, M = (size_t)r->M, n = a->win.cnt;

	if (!r->par->whole) {
		if (n > M)
			drop = n - M;
	} else if (n > M) {
		const long *ev = chunkwin_view(&a->win, &r->view)->ev;

		for (;;) {
			size_t k = drop;

			while (k < n && ev[k] == ev[drop])
				k++;
			if (k >= n || n - k < M)
				break;
			drop = k;
		}
	}
	chunkwin_drop(&r->pool, &a->win, drop);
}

/* ---------- status ---------- */

static int
month_days(long y, long m)
{
	static const int d[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

	if (m == 2 && ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0))
		return 29;
	return d[m - 1];
}

/*
 * days + n years/months/days; a day past the month's end becomes its
 * last.  A date beyond 9999-12-31, the last a stream can hold, is
 * LONG_MAX: no status date reaches it.
 */
static long
date_add(long days, long n, char unit)
{
	char s[11], t[11];
	long y, m, d, out;

	if (unit == 'd')
		return days + n;
	date_format(days, s);
	y = strtol(s, NULL, 10);
	m = strtol(s + 5, NULL, 10);
	d = strtol(s + 8, NULL, 10);
	if (unit == 'y')
		y += n;
	else {
		m += n;
		y += (m - 1) / 12;
		m = (m - 1) % 12 + 1;
	}
	if (y > 9999)
		return LONG_MAX;
	if (d > month_days(y, m))
		d = month_days(y, m);
	t[0] = (char)('0' + y / 1000);
	t[1] = (char)('0' + y / 100 % 10);
	t[2] = (char)('0' + y / 10 % 10);
	t[3] = (char)('0' + y % 10);
	t[4] = t[7] = '-';
	t[5] = (char)('0' + m / 10);
	t[6] = (char)('0' + m % 10);
	t[8] = (char)('0' + d / 10);
	t[9] = (char)('0' + d % 10);
	t[10] = '\0';
	if (!date_parse(t, 10, &out))
		die_data("internal error: date %s", t);
	return out;
}

const char *
absp_status(const struct absp_params *par, const struct atype *t,
    const struct aplayer *a, long as_of)
{
	long N = t->np < par->cap ? t->np : par->cap;
	long L = par->active_games > 0 ? par->active_games :
	    (long)ceil(par->active * (double)N - 1e-9);

	/* an unknown last game (a list without dates) never makes a player inactive */
	if (par->inact_n && a->last != LONG_MIN &&
	    as_of >= date_add(a->last, par->inact_n, par->inact_unit))
		return "inactive";
	return (long)a->win.cnt >= (L > 1 ? L : 1) ? "active" : "provisional";
}

