/*
 * optimise.c - model `whr`'s algorithm (whr.c, doc/rules/whr.md): a
 * game added to two histories, Newton's method over one history, sweeps.
 */
#include "whr.h"
#include "newton.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>

/* The estimate of p on day t (no games that day yet): rating, variance. */
void
whr_estimate(const struct whr_run *r, const struct wplayer *p, long t, double *m, double *v)
{
	if (p && p->nday) {
		const struct wday *d = &p->day[p->nday - 1];

		*m = d->r;
		*v = d->v + r->w2 * (double)(t - d->t);
	} else if (p && !p->fresh) {
		*m = p->m0;
		*v = p->v0 + (p->last0 == LONG_MIN ? 0 : r->w2 * (double)(t - p->last0));
	} else {
		/* the virtual draws alone: -H = N/4 at r = 0 */
		*m = 0;
		*v = 4 / r->par->prior_games;
	}
}

/* ---------- Newton over one player's history ---------- */

/*
 * One Newton step on p's whole history (the paper's section 3.2 and
 * appendix): the gradient and the tridiagonal Hessian of the log
 * posterior in its days' ratings, solved in O(days).  Returns the
 * largest change, natural units; the variances are set when `var`.
 */
static double
newton(struct whr_run *r, struct eng *e, int key, int var)
{
	struct wplayer *p = &r->pl[key];
	size_t n = p->nday, i, j;
	double *a, *c, *g, *x, *work, big = 0, scale, cap = r->par->max_step / WN_ELO;

	xgrow(&r->w, &r->wcap, 6 * n, sizeof *r->w);
	a = r->w, c = a + n, g = c + n, x = g + n, work = x + n;
	for (i = 0; i < n; i++) {
		const struct wday *d = &p->day[i];

		a[i] = g[i] = 0;
		for (j = d->g0; j < d->g0 + d->ng; j++) {
			const struct wgame *gm = &r->g[p->gl[j]];
			int me = gm->k[0] == key ? 0 : 1;
			double ro = r->pl[gm->k[1 - me]].day[gm->d[1 - me]].r;
			double pw = wn_p(d->r - ro), s = me ? 1 - gm->s : gm->s;

			g[i] += s - pw;
			a[i] -= pw * (1 - pw);
		}
		if (i + 1 < n) {
			double s2 = r->w2 * (double)(p->day[i + 1].t - d->t);
			double dr = p->day[i + 1].r - d->r;

			/* a day's games share one date: t strictly increases */
			c[i] = 1 / s2;
			a[i] -= c[i];
			g[i] += dr / s2;
		}
		if (i > 0) {
			double s2 = r->w2 * (double)(d->t - p->day[i - 1].t);

			a[i] -= 1 / s2;
			g[i] -= (d->r - p->day[i - 1].r) / s2;
		}
	}
	if (p->fresh) {
		double pw = wn_p(p->day[0].r), N = r->par->prior_games;

		g[0] += N * (0.5 - pw);
		a[0] -= N * pw * (1 - pw);
	} else {
		double V = p->v0 + (p->last0 == LONG_MIN ? 0 :
		    r->w2 * (double)(p->day[0].t - p->last0));

		g[0] -= (p->day[0].r - p->m0) / V;
		a[0] -= 1 / V;
	}
	if (!wn_tri_solve(n, a, c, g, x, work))
		eng_bad_prior(e, key, "whr: the Hessian of the player's history is not negative "
		    "definite (check --w2 and --prior-games)");
	for (i = 0; i < n; i++)
		big = fabs(x[i]) > big ? fabs(x[i]) : big;
	/* a step longer than --max-step is shortened, the same direction:
	 * Newton's method overshoots where the curve is flat (a new
	 * player's day far from its estimate); the optimum is the same */
	scale = big > cap ? cap / big : 1;
	for (i = 0; i < n; i++)
		p->day[i].r -= scale * x[i];
	if (var) {
		wn_tri_var(n, a, c, x, work);
		for (i = 0; i < n; i++)
			p->day[i].v = x[i];
	}
	return big * scale;
}

/* Sweeps over the players keys[0..n) until the tolerance or the cap. */
void
whr_optimise(struct whr_run *r, struct eng *e, const int *keys, size_t n)
{
	long it;
	size_t i;

	for (it = 0; it < r->par->max_iter; it++) {
		double big = 0, x;

		for (i = 0; i < n; i++)
			if ((x = newton(r, e, keys[i], 0)) > big)
				big = x;
		if (big * WN_ELO <= r->par->tol)
			break;
	}
	if (it == r->par->max_iter)
		r->capped++;
	for (i = 0; i < n; i++)	/* the variances at the optimum */
		(void)newton(r, e, keys[i], 1);
}

/* ---------- an event ---------- */

/* p's day t, made (at its estimate) when p has not played on t yet. */
static size_t
day_of(struct whr_run *r, struct wplayer *p, long t)
{
	struct wday *d;
	double m, v;

	if (p->nday && p->day[p->nday - 1].t == t)
		return p->nday - 1;
	whr_estimate(r, p, t, &m, &v);
	xgrow(&p->day, &p->dcap, p->nday + 1, sizeof *p->day);
	d = &p->day[p->nday];
	*d = (struct wday){ t, m, v, p->ngl, 0 };
	return p->nday++;
}

void
whr_add_game(struct whr_run *r, const struct rgame *g)
{
	size_t i;

	xgrow(&r->g, &r->gcap, r->ng + 1, sizeof *r->g);
	r->g[r->ng].s = g->place[0] < g->place[1] ? 1 : g->place[0] == g->place[1] ? 0.5 : 0;
	for (i = 0; i < 2; i++) {
		struct wplayer *p = &r->pl[g->key[i]];

		r->g[r->ng].k[i] = g->key[i];
		r->g[r->ng].d[i] = day_of(r, p, g->date);
		xgrow(&p->gl, &p->glcap, p->ngl + 1, sizeof *p->gl);
		p->gl[p->ngl++] = r->ng;
		p->day[p->nday - 1].ng++;
		if (!p->touched) {
			p->touched = 1;
			xgrow(&r->aff, &r->affcap, r->naff + 1, sizeof *r->aff);
			r->aff[r->naff++] = g->key[i];
		}
	}
	r->ng++;
}
