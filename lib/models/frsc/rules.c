/*
 * rules.c - the model frsc's rules for a game (doc/rules/frsc2012.md;
 * rules.h): the type's window N, the game value V (column value, or
 * the mean of the players' ratings), each player's performance
 * P = V + delta, the game entering the windows, --history's rows; and
 * value -m frsc's V from a list.
 */
#include "expect.h"
#include "elo/fide.h"
#include "frsc.h"
#include "rules.h"
#include "model.h"
#include "num.h"
#include "rp.h"
#include "winsize.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

/* ---------- a game ---------- */

/* Two short texts equal (a call to memcmp would cost more than the bytes). */
static int
same_text(const char *a, size_t na, const char *b, size_t nb)
{
	size_t i;

	if (na != nb)
		return 0;
	for (i = 0; i < na && a[i] == b[i]; i++)
		;
	return i == na;
}

/*
 * The window of the game's type: column n (window -n), else -n.  The
 * rows of a game carry the same text but for a bad stream: each row's
 * text is compared, and parsed only when it differs from the first's.
 */
static long
window_of(struct frsc_run *r, struct eng *e, const struct rgame *g)
{
	const struct frsc_params *par = r->par;
	const char *s0, *s;
	size_t len0, len, i;
	long N = 0, N0, v;

	if (r->has_n) {
		s0 = eng_in(e, g, 0, IN_N, &len0);
		for (i = 0; i < g->n; i++) {
			s = s0;
			len = len0;
			if (i && same_text(s = eng_in(e, g, i, IN_N, &len), len, s0, len0))
				continue;
			if (!int_parse(s, len, 1, 100000, &v))
				eng_bad_in(e, g, i, IN_N, "a window size from 1 to 100000");
			if (i && v != N)
				eng_bad_in(e, g, i, IN_N, "the same window size on every row of a game");
			N = v;
		}
		if (par->n_explicit && (N0 = winsize_get(&par->n, g->type)) && N0 != N)
			eng_bad_row(e, g, 0, "column \"n\" says %ld but -n says %ld for type \"%s\"",
			    N, N0, g->type);
		return N;
	}
	N = winsize_get(&par->n, g->type);
	if (!N)
		eng_bad_row(e, g, 0, "no window size for type \"%s\" (give -n N or -n %s=N)%s",
		    g->type, g->type, fide_type_is_chess(g->type) ? "; it is chess, which rate "
		    "-m elo -p fide rates by FIDE's rules (frsc is the default model)" : "");
	return N;
}

static struct ftype *
window_type(struct frsc_run *r, struct eng *e, const struct rgame *g)
{
	long N = window_of(r, e, g);
	struct ftype *t = frsc_type_at(r, g->tid);

	if (!t->N) {
		if (!frsc_weights_ok(r->par, N))
			eng_bad_row(e, g, 0,
			    "window %ld of type \"%s\" gives weights that are not all positive",
			    N, g->type);
		frsc_type_start(t, N);
	}
	if (t->N != N)
		eng_bad_row(e, g, 0,
		    "window of type \"%s\" changes from %ld to %ld; rate one window size at a time",
		    g->type, t->N, N);
	return t;
}

static void
rows_grow(struct frsc_run *r, size_t n)
{
	if (n <= r->cap)
		return;
	r->cap = n;
	r->prev = xrealloc(r->prev, n * sizeof *r->prev);
	r->perf = xrealloc(r->perf, n * sizeof *r->perf);
	r->perf_e = xrealloc(r->perf_e, n * sizeof *r->perf_e);
	r->rank = xrealloc(r->rank, n * sizeof *r->rank);
	r->has_perf = xrealloc(r->has_perf, n * sizeof *r->has_perf);
}

/* L of tied players as the mean of the places they cover: 1, 2.5, 2.5, 4. */
static void
tie_ranks(const struct rgame *g, double *rank)
{
	size_t *count = xcalloc(g->n + 1, sizeof *count), i;

	for (i = 0; i < g->n; i++)
		count[g->place[i]]++;
	for (i = 0; i < g->n; i++)
		rank[i] = (double)g->place[i] + (double)(count[g->place[i]] - 1) / 2;
	free(count);
}

/* V: column value (published values), else the mean of prev. */
static double
value_of(struct frsc_run *r, struct eng *e, const struct rgame *g)
{
	double v = 0, x;
	const char *s;
	size_t i, len;

	if (!r->has_value)
		return frsc_value(r->prev, g->n);
	for (i = 0; i < g->n; i++) {
		s = eng_in(e, g, i, IN_VALUE, &len);
		if (!num_parse(s, len, &x))
			eng_bad_in(e, g, i, IN_VALUE, "a finite number");
		if (i && x != v)
			eng_bad_in(e, g, i, IN_VALUE, "the same value on every row of a game");
		v = x;
	}
	return v;
}

/* The achievement term of row i: column delta (score), or computed here. */
static int
delta_of(struct frsc_run *r, struct eng *e, const struct rgame *g, size_t i, double *d)
{
	const char *s;
	size_t len;

	if (r->has_delta) {
		s = eng_in(e, g, i, IN_DELTA, &len);
		if (len == 0) {
			if (g->n == 1)
				return 0;
			eng_bad_in(e, g, i, IN_DELTA, "a number (only a one-player game has none)");
		}
		if (!num_parse(s, len, d))
			eng_bad_in(e, g, i, IN_DELTA, "a finite number");
		return 1;
	}
	if (g->n == 1)
		return 0;
	*d = frsc_delta((double)g->n, r->par->ties_average ? r->rank[i] : (double)g->place[i],
	    r->par->spread);
	return 1;
}

/*
 * Each player's mean expected score against the rest of the field.  The
 * curve is symmetric, P(j beats i) = 1 - P(i beats j), so every pair is
 * evaluated once: half the exponentials of the plain double loop.
 */
static void
expected_scores(const double *prev, size_t n, double scale, double *e)
{
	size_t i, j;

	for (i = 0; i < n; i++)
		e[i] = 0;
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++) {
			double p = eval_logistic(prev[i] - prev[j], scale);

			e[i] += p;
			e[j] += 1 - p;
		}
	for (i = 0; n > 1 && i < n; i++)
		e[i] /= (double)(n - 1);
}

static void
history_rows(struct frsc_run *r, struct eng *e, const struct rgame *g,
    const struct ftype *t, double V)
{
	size_t i;

	expected_scores(r->prev, g->n, r->par->escale, r->perf_e);
	for (i = 0; i < g->n; i++) {
		const struct fplayer *p = player_find(t, g->pid[i]);
		struct cells *c = eng_row_cells(e, g, i);

		cell_num(c, V);
		cell_num_or_empty(c, r->has_perf[i], r->perf[i]);
		cell_num_or_empty(c, p != NULL, p ? rating_of(r->par, t, p) : 0);
		cell_num(c, r->prev[i]);
		cell_num_or_empty(c, g->n > 1, r->perf_e[i]);
		cell_num(c, r->par->escale);
		eng_put_row(e);
	}
}

void
frsc_game(void *m, struct eng *e, const struct rgame *g)
{
	struct frsc_run *r = m;
	struct ftype *t = window_type(r, e, g);
	struct fslot *sl;
	double V;
	size_t i;
	int explain = eng_explain_on(e);

	rows_grow(r, g->n);
	for (i = 0; i < g->n; i++) {
		const struct fplayer *p = player_find(t, g->pid[i]);

		r->prev[i] = p ? rating_of(r->par, t, p) : r->par->unrated;
	}
	V = value_of(r, e, g);
	if (!r->has_delta && r->par->ties_average && g->n > 1)
		tie_ranks(g, r->rank);
	for (i = 0; i < g->n; i++) {
		double d = 0;

		r->has_perf[i] = delta_of(r, e, g, i, &d);
		r->perf[i] = V + d;
	}
	if (g->n == 1)
		eng_warn_row(e, g, 0, "game \"%s\" of event \"%s\" has a single player: not rated",
		    g->id, g->event);

	if (explain)
		frsc_explain_before(r, e, t, g);
	frsc_advance(t);
	sl = &t->slot[t->k % t->N];
	for (i = 0; i < g->n && g->n > 1; i++) {
		struct fplayer *p = frsc_player_get(t, g->pid[i]);

		frsc_push(p, t, t->k, r->perf[i]);
		p->last = g->date;
		frsc_slot_add(sl, p);
	}
	if (explain)
		frsc_explain_after(r, e, t, g);
	if (eng_history(e))
		history_rows(r, e, g, t, V);
}

/*
 * value -m frsc -r RATINGS: each row gets the game value V, the mean of
 * the participants' ratings in the list (of the game's type), an unlisted
 * player counting as --unrated.
 */
void
frsc_value_game(void *m, struct eng *e, const struct rgame *g)
{
	struct frsc_run *r = m;
	double V;
	size_t i;

	rows_grow(r, g->n);
	for (i = 0; i < g->n; i++) {
		size_t k = (size_t)g->key[i];

		r->prev[i] = k < r->lcap && !isnan(r->listed[k]) ? r->listed[k] : r->par->unrated;
	}
	V = frsc_value(r->prev, g->n);
	for (i = 0; i < g->n; i++) {
		cell_num(eng_row_cells(e, g, i), V);
		eng_put_row(e);
	}
}
