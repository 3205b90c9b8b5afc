/*
 * field.c - the model topcoder's arithmetic for one game, what rate and
 * value share (field.h): CF, ERank, EPerf and APerf over the field (the
 * consolidated players' virtual standings, or the whole), Weight, the
 * cap and the new rating and volatility; the pair sums are in pairs.c.
 * The model's parameters, state and engine hooks are in topcoder.c.
 */
#include "field.h"
#include "model.h"
#include "normal.h"
#include "num.h"
#include "rp.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ERank from E over a field of m, and EPerf. */
double
tc_erank(size_t m, double E)
{
	return 0.5 * ((double)m + 1) + 0.5 * E;
}

double
tc_perf(size_t m, double rank)
{
	return -normal_quantile((rank - 0.5) / (double)m);
}


/* NewR before the cap, and within R0 +- cap (update and --explain). */
double
tc_new_rating(double R0, double w, double perfas)
{
	return (R0 + w * perfas) / (1 + w);
}

double
tc_within_cap(double R0, double nr, double cap)
{
	if (nr > R0 + cap)
		nr = R0 + cap;
	if (nr < R0 - cap)
		nr = R0 - cap;
	return nr;
}

/* The update of one player, given CF, ERank and ARank in a field of m. */
static void
update(const struct tc_params *par, double R0, double V, long n, size_t m,
    double cf, struct tc_result *o)
{
	double w, cap, nr, tr;

	o->eperf = tc_perf(m, o->erank);
	o->aperf = tc_perf(m, o->arank);
	o->perfas = R0 + cf * (o->aperf - o->eperf);
	w = 1 / (1 - (par->w_a / ((double)n + 1) + par->w_b)) - 1;
	if (R0 >= par->band2)
		w *= par->band2_f;
	else if (R0 >= par->band1)
		w *= par->band1_f;
	cap = par->cap_integer ? par->cap_base + floor(par->cap_scale / ((double)n + 2)) :
	    par->cap_base + par->cap_scale / ((double)n + 2);
	tr = tc_new_rating(R0, w, o->perfas);
	nr = tc_within_cap(R0, tr, cap);
	o->weight = w;
	o->cap = cap;
	/* the volatility follows the limited rating (the regulations), or
	 * the one before the limit (Elo-MMR) */
	if (!par->vol_uncapped)
		tr = nr;
	o->v = n == 0 && par->first_v > 0 ? par->first_v :
	    sqrt((tr - R0) * (tr - R0) / w + V * V / (1 + w));
	o->r = nr;
	if (par->round_int) {
		o->r = round(o->r);
		o->v = round(o->v);
	}
	if (o->r < par->min_rating)
		o->r = par->min_rating;
}

/* Scratch arrays for one game, grown to the largest game seen. */

void
tc_work_grow(struct work *w, size_t n)
{
	if (n <= w->cap)
		return;
	w->cap = n;
	w->sel = xrealloc(w->sel, n * sizeof *w->sel);
	w->r = xrealloc(w->r, n * sizeof *w->r);
	w->tv2 = xrealloc(w->tv2, n * sizeof *w->tv2);
	w->E = xrealloc(w->E, n * sizeof *w->E);
	pairs_grow(&w->pairs, n);
	w->rank = xrealloc(w->rank, n * sizeof *w->rank);
	w->vplace = xrealloc(w->vplace, n * sizeof *w->vplace);
	w->less = xrealloc(w->less, (n + 2) * sizeof *w->less);
	w->cnt = xrealloc(w->cnt, (n + 1) * sizeof *w->cnt);
	w->R = xrealloc(w->R, n * sizeof *w->R);
	w->V = xrealloc(w->V, n * sizeof *w->V);
	w->n = xrealloc(w->n, n * sizeof *w->n);
	w->res = xrealloc(w->res, n * sizeof *w->res);
	w->rated = xrealloc(w->rated, n * sizeof *w->rated);
}

void
tc_work_free(struct work *w)
{
	free(w->sel);
	free(w->r);
	free(w->tv2);
	free(w->E);
	pairs_free(&w->pairs);
	free(w->rank);
	free(w->vplace);
	free(w->less);
	free(w->cnt);
	free(w->R);
	free(w->V);
	free(w->n);
	free(w->res);
	free(w->rated);
}

/* Load the m players w->sel[] into the compact arrays and sum the pairs. */
void
tc_field_sums(struct work *w, size_t m, size_t t)
{
	size_t k;

	for (k = 0; k < m; k++) {
		w->r[k] = w->R[w->sel[k]];
		w->tv2[k] = 2 * w->V[w->sel[k]] * w->V[w->sel[k]];
	}
	pair_sums(&w->pairs, w->r, w->tv2, w->E, m, t);
}

/*
 * Rate the first t of the m players w->sel[] on the standings of those
 * m players alone: the places of the game renumbered 1, 2, 2, 4 ...
 * within them (the regulations' virtual standings), ties averaged.
 */
static void
rate_field(const struct tc_params *par, struct work *w, const struct rgame *g,
    size_t m, size_t t)
{
	double ave = 0, sv = 0, sr = 0, cf;
	size_t k;

	memset(w->less, 0, (g->n + 2) * sizeof *w->less);
	for (k = 0; k < m; k++)
		w->less[g->place[w->sel[k]] + 1]++;
	for (k = 1; k <= g->n + 1; k++)
		w->less[k] += w->less[k - 1];
	memset(w->cnt, 0, (m + 1) * sizeof *w->cnt);
	for (k = 0; k < m; k++) {
		w->vplace[k] = w->less[g->place[w->sel[k]]] + 1;
		w->cnt[w->vplace[k]]++;
	}
	for (k = 0; k < m; k++)
		w->rank[k] = (double)w->vplace[k] + (double)(w->cnt[w->vplace[k]] - 1) / 2;

	tc_field_sums(w, m, t);
	for (k = 0; k < m; k++)
		ave += w->r[k];
	ave /= (double)m;
	for (k = 0; k < m; k++) {
		sv += w->tv2[k] / 2;
		sr += (w->r[k] - ave) * (w->r[k] - ave);
	}
	cf = sqrt(sv / (double)m + sr / ((double)m - 1));
	w->cf[m == g->n] = cf;
	for (k = 0; k < t; k++) {
		size_t i = w->sel[k];
		struct tc_result *o = &w->res[i];

		o->arank = w->rank[k];
		o->erank = tc_erank(m, w->E[k]);
		update(par, w->R[i], w->V[i], w->n[i], m, cf, o);
		w->rated[i] = 1;
	}
}

/* The regulations' point 2 over a game whose pre-game state is in w->R, V, n. */
void
tc_rate_players(const struct tc_params *par, struct work *w, const struct rgame *g)
{
	size_t i, m = 0, nc = 0;

	for (i = 0; i < g->n; i++) {
		w->rated[i] = 0;
		nc += w->n[i] > 0;
	}
	if (par->together || nc < 2 || nc == g->n) {
		for (i = 0; i < g->n; i++)
			w->sel[i] = i;
		rate_field(par, w, g, g->n, g->n);
		w->whole = 1;
		return;
	}
	for (i = 0; i < g->n; i++)
		if (w->n[i] > 0)
			w->sel[m++] = i;
	rate_field(par, w, g, nc, nc);
	/* newcomers first (the targets), then the consolidated players */
	m = 0;
	for (i = 0; i < g->n; i++)
		if (w->n[i] == 0)
			w->sel[m++] = i;
	for (i = 0; i < g->n; i++)
		if (w->n[i] > 0)
			w->sel[m++] = i;
	rate_field(par, w, g, g->n, g->n - nc);
}
