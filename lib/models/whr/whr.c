/*
 * whr.c - model `whr`: Rémi Coulom's Whole-History Rating (2008),
 * rated incrementally event by event (doc/rules/whr.md).
 *
 * A player's strength is a curve: one rating r_i for each day t_i it
 * played, a Wiener process between them (r_{i+1} - r_i ~ N(0, w^2
 * (t_{i+1} - t_i))), the games Bradley-Terry (P(a beats b) = 1/(1 +
 * e^(rb - ra)) on the ratings of that day), and on the first day a prior:
 * prior-games virtual draws against a player of rating 0 (the paper's
 * virtual games), or, for a player continued from a ratings file, the
 * Gaussian the file gives (its rating and deviation at its last date,
 * the variance grown by w^2 per day since).  The ratings maximise the
 * posterior; Newton's method over one player's whole history at a time
 * (the tridiagonal Hessian, newton.c), players in turn, as in the paper.
 *
 * Incremental, as Coulom's server does it, so that --history predicts
 * each game from the games before it only: at each event (the rating
 * period) the rows are predicted with the estimates at its start, then
 * its games are added and the histories of the players who played are
 * re-optimised, in turn, until no rating moves more than --tolerance
 * (Elo) or --max-iterations sweeps were made.  The ratings stream is
 * written after every player's history is re-optimised so (the whole
 * history's estimate at each player's last day, its deviation from the
 * inverse Hessian's diagonal).  The model's memory is the run's games;
 * the ratings file carries only (rating, deviation, last) per player.
 */
#include "model.h"
#include "whr.h"
#include "shared/duel.h"
#include "newton.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define F(x) offsetof(struct whr_params, x)

static const char *const whr_profiles[] = { "coulom2008", "goshrine", NULL };

static const struct param whr_param[] = {
	{ "w2", 0, "W2", PK_NUM, F(w2), 1e-6, 1e8, 0, NULL, NULL,
	  { "14", "300" }, "Wiener variance of a rating, Elo^2 per day" },
	{ "prior-games", 0, "N", PK_NUM, F(prior_games), 1e-6, 1e6, 0, NULL, NULL,
	  { "2" }, "virtual draws against rating 0 on a new player's first day (2: a win and a loss)" },
	{ "tolerance", 0, "E", PK_NUM, F(tol), 1e-9, 1e3, 0, NULL, NULL,
	  { "0.001" }, "iterate until no rating moves more than E Elo" },
	{ "max-iterations", 0, "N", PK_INT, F(max_iter), 1, 1000000, 0, NULL, NULL,
	  { "1000" }, "at most N sweeps per event (and at the end)" },
	{ "max-step", 0, "E", PK_NUM, F(max_step), 1e-3, 1e5, 0, NULL, NULL,
	  { "400" }, "a Newton step moves a rating at most E Elo" },
	{ "list-deviation", 0, "D", PK_NUM, F(list_dev), 1e-3, 1e5, 0, NULL, NULL,
	  { "350" }, "a prior list without deviation: a listed player's, Elo" },
	{ "list-games", 0, "G", PK_INT, F(list_games), 0, 1000000000, 0, NULL, NULL,
	  { "1" }, "a prior list without games: a listed player's games" },
	{ "provisional", 0, "G", PK_INT, F(provisional), 0, 1000000, 0, NULL, NULL,
	  { "0" }, "status provisional below G games" },
	{ "draw-nu", 0, "NU", PK_NUM, F(draw_nu), 0, 1e3, PF_PREDICT, NULL, NULL,
	  { "1" }, "Davidson's draw parameter: p_win p_draw p_loss in --history (predictions only; "
	  "1: between equals each outcome 1/3)" },
	{ .flag = NULL },
};

/* ---------- state ---------- */

/*
 * --history: the estimate before the event (its variance grown to the
 * game's day), the estimate of the game's day after the event's games
 * were added, and the prediction for rank --eval: prev = rating_before,
 * expected = 1/(1 + 10^(-(prev - prev_opponent)/400)), escale 400.
 */
static const char *const whr_predict[] = { "expected", NULL };

static struct wplayer *
whr_player(struct whr_run *r, int key)
{
	struct wplayer *p;

	if ((size_t)key >= r->cap)
		xgrow_zero(&r->pl, &r->cap, (size_t)key + 1, sizeof *r->pl);
	p = &r->pl[key];
	if (!p->exists) {
		p->exists = p->fresh = 1;
		p->last0 = p->last = LONG_MIN;
	}
	return p;
}

static const struct wplayer *
whr_find(const struct whr_run *r, int key)
{
	return (size_t)key < r->cap && r->pl[key].exists ? &r->pl[key] : NULL;
}

static void *
whr_start(struct eng *e, const void *par)
{
	struct whr_run *r = xcalloc(1, sizeof *r);

	r->e = e;
	r->par = par;
	r->w2 = r->par->w2 / (WN_ELO * WN_ELO);
	return r;
}

static void
whr_free(void *m)
{
	struct whr_run *r = m;
	size_t i;

	for (i = 0; i < r->cap; i++) {
		free(r->pl[i].day);
		free(r->pl[i].gl);
	}
	free(r->pl);
	free(r->g);
	free(r->aff);
	free(r->w);
	free(r->before);
	free(r);
}

static int
whr_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct whr_run *r = m;
	struct wplayer *p = whr_player(r, row->key);
	struct wn_listed l;

	if (!wn_prior_read(row, r->par->list_dev, r->par->list_games, &l, col, why))
		return 0;
	p->fresh = 0;
	p->m0 = l.m0;
	p->v0 = l.v0;
	p->games = l.games;
	p->last0 = p->last = l.last;
	return 1;
}

/* Each row's estimate before the event, into r->before (2 per row). */
static void
take_before(struct whr_run *r, struct eng *e, const struct rperiod *p)
{
	size_t gi, i, row = 0, nrow = 0;

	for (gi = 0; gi < p->ngame; gi++)
		nrow += p->game[gi].n;
	xgrow(&r->before, &r->bcap, 2 * nrow, sizeof *r->before);
	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];

		for (i = 0; i < g->n; i++, row++) {
			struct wplayer *x = whr_player(r, g->key[i]);

			if (x->last != LONG_MIN && g->date < x->last) {
				char d[11];

				date_format(x->last, d);
				eng_bad_row(e, g, i, "game dated before %s, the last game of \"%s\" "
				    "in the prior ratings", d, eng_player(e, g->pid[i]));
			}
			whr_estimate(r, x, g->date, &r->before[2 * row], &r->before[2 * row + 1]);
		}
	}
}

/* The estimate after the event at game g's day (rows.c). */
static void
after(void *run, const struct rgame *g, int key, double *m, double *v)
{
	const struct whr_run *r = run;
	const struct wplayer *x = whr_find(r, key);

	whr_estimate(r, x, g->date, m, v);
	if (x->nday && x->day[x->nday - 1].t == g->date)
		*m = x->day[x->nday - 1].r, *v = x->day[x->nday - 1].v;
}

static int *
mark(void *run, int key)
{
	return &((struct whr_run *)run)->pl[key].touched;
}

static void
whr_period(void *m, struct eng *e, const struct rperiod *p)
{
	struct whr_run *r = m;
	struct wn_rows rows;
	size_t gi, i;

	for (gi = 0; gi < p->ngame; gi++)
		(void)wn_game(e, &p->game[gi], "a game of whr");
	take_before(r, e, p);
	r->naff = 0;
	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];

		for (i = 0; i < g->n; i++)
			r->pl[g->key[i]].last = g->date;
		if (!duel_played(g))
			continue;
		whr_add_game(r, g);
		for (i = 0; i < 2; i++)
			r->pl[g->key[i]].games++;
	}
	whr_optimise(r, e, r->aff, r->naff);
	rows = (struct wn_rows){ r, r->before, after, mark, r->par->draw_nu };
	if (eng_explain_on(e))
		wn_explain(e, p, &rows);
	for (i = 0; i < r->naff; i++)
		r->pl[r->aff[i]].touched = 0;
	if (eng_history(e))
		wn_history(e, p, &rows);
}

/* ---------- the end of the run ---------- */

/* Every history re-optimised together: the whole-history estimate. */
static void
finalise(struct whr_run *r, struct eng *e)
{
	size_t k;

	r->final = 1;
	r->naff = 0;
	for (k = 0; k < r->cap; k++)
		if (r->pl[k].exists && r->pl[k].nday) {
			xgrow(&r->aff, &r->affcap, r->naff + 1, sizeof *r->aff);
			r->aff[r->naff++] = (int)k;
		}
	whr_optimise(r, e, r->aff, r->naff);
}

static int
whr_row(void *m, int key, struct cells *c)
{
	struct whr_run *r = m;
	const struct wplayer *p = whr_find(r, key);
	double mu, v;

	if (!p)
		return 0;
	if (!r->final)
		finalise(r, r->e);
	whr_estimate(r, p, p->last == LONG_MIN ? 0 : p->last, &mu, &v);
	if (p->last == LONG_MIN && !p->fresh)
		mu = p->m0, v = p->v0;
	wn_row_cells(c, mu, v, p->games, r->par->provisional, p->last);
	return 1;
}

static void
whr_finish(void *m, struct eng *e)
{
	struct whr_run *r = m;

	(void)e;
	if (r->capped)
		warnx_rp("whr: %lu optimisation(s) stopped at --max-iterations %ld before "
		    "--tolerance %g", r->capped, r->par->max_iter, r->par->tol);
}

/* value: each row's chance to beat the other from the list's ratings. */
static void
whr_value(void *m, struct eng *e, const struct rperiod *p)
{
	struct whr_run *r = m;
	size_t gi, i;

	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];
		int rated = wn_game(e, g, "a game of whr");

		for (i = 0; i < g->n; i++) {
			struct cells *c = eng_row_cells(e, g, i);
			double a, b, v;

			if (rated) {
				whr_estimate(r, whr_find(r, g->key[i]), g->date, &a, &v);
				whr_estimate(r, whr_find(r, g->key[1 - i]), g->date, &b, &v);
				cell_num(c, wn_p(a - b));
			} else
				cell_empty(c);
			eng_put_row(e);
		}
	}
}

const struct model whr_model = {
	.name = "whr",
	.summary = "Coulom's Whole-History Rating, incremental by event",
	.profiles = whr_profiles,
	.param = whr_param,
	.param_size = sizeof(struct whr_params),
	.by_event = 1,
	.state = wn_state,
	.history = wn_history_cols,
	.explain = wn_explain_cols,
	.predict = whr_predict,
	.continued = "each player's past is summarised as a Gaussian (rating, deviation) at its "
	    "last date",
	.start = whr_start,
	.prior = whr_prior,
	.period = whr_period,
	.value_period = whr_value,
	.row = whr_row,
	.finish = whr_finish,
	.free = whr_free,
};
