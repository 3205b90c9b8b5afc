/*
 * common.c - the rating period of the models glicko and glicko2
 * (common.h).
 */
#include "shared/duel.h"
#include "common.h"
#include "draw.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define Q 0.0057564627324851142	/* ln 10 / 400 */
#define PI 3.14159265358979323846

struct gplayer *
gt_player(struct gtable *t, int key)
{
	if ((size_t)key >= t->cap) {
		size_t old = t->cap;

		xgrow(&t->pl, &t->cap, (size_t)key + 1, sizeof *t->pl);
		memset(t->pl + old, 0, (t->cap - old) * sizeof *t->pl);
	}
	return &t->pl[key];
}

const struct gplayer *
gt_find(const struct gtable *t, int key)
{
	return (size_t)key < t->cap && t->pl[key].exists ? &t->pl[key] : NULL;
}

void
gt_free(struct gtable *t)
{
	free(t->pl);
	free(t->tper);
	free(t->keys);
	free(t->tseen);
}

static long
periods_of(const struct gtable *t, int tid)
{
	return (size_t)tid < t->tcap ? t->tper[tid] : 0;
}

long
gt_lag(const struct gtable *t, const struct gplayer *p)
{
	return p->games > 0 ? p->lag0 + periods_of(t, p->tid) - p->base : p->lag0;
}

double
gt_periods(const struct gtable *t, const struct gplayer *p, long last, long at, double days)
{
	if (isnan(days) || last == LONG_MIN)
		return (double)gt_lag(t, p) + 1;
	return (double)(at - last) / days;	/* dates never go backwards: >= 0 */
}

int
gt_rated(const struct rgame *g)
{
	return g->n == 2 && g->res[0] == RES_PLAYED && g->res[1] == RES_PLAYED;
}

double
gt_score(const struct rgame *g, size_t i)
{
	return g->place[i] < g->place[1 - i] ? 1 : g->place[i] > g->place[1 - i] ? 0 : 0.5;
}

/* Two rows, or one row marked bye (carried, not rated, as in duel.h). */
static void
two_rows(struct eng *e, const struct rgame *g)
{
	if (g->n == 1 && g->res[0] == RES_BYE)
		return;
	if (g->n != 2)
		eng_bad_row(e, g, 0,
		    "game \"%s\" of event \"%s\" has %zu row(s); a Glicko game has two "
		    "(places 1 and 2, or equal places for a draw), or one marked bye",
		    g->id, g->event, g->n);
}

void
gt_begin(struct gtable *t, struct eng *e, const struct rperiod *p,
    void (*fresh)(void *m, struct gplayer *), void *m)
{
	size_t gi, i;

	t->period++;
	t->nkeys = 0;
	t->xany = 0;
	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];

		two_rows(e, g);
		if ((size_t)g->tid >= t->tscap) {
			size_t old = t->tscap;

			xgrow(&t->tseen, &t->tscap, (size_t)g->tid + 1, 1);
			memset(t->tseen + old, 0, t->tscap - old);
		}
		t->tseen[g->tid] = 1;
		if (!gt_rated(g))
			continue;
		for (i = 0; i < 2; i++) {
			struct gplayer *q = gt_player(t, g->key[i]);

			if (!q->exists) {
				memset(q, 0, sizeof *q);
				q->exists = 1;
				q->tid = g->tid;
				q->fresh = 1;
				q->last = LONG_MIN;
				fresh(m, q);
			}
			if (q->mark != t->period) {
				q->mark = t->period;
				q->played = 0;
				q->r0 = q->r;
				q->rd0 = q->rd;
				q->last0 = q->last;
				q->at = g->date;
				q->slot = t->nkeys;
				if (!q->xask)	/* asked once a player: the answer stays */
					q->xask = eng_explaining(e, g->key[i]) ? 1 : 2;
				t->xany |= q->xask == 1;
				q->s1 = q->s2 = q->nb = 0;
				xgrow(&t->keys, &t->kcap, t->nkeys + 1, sizeof *t->keys);
				t->keys[t->nkeys++] = g->key[i];
			}
			q->played++;
			q->last = g->date;	/* dates never go backwards */
		}
	}
}

void
gt_end(struct gtable *t)
{
	size_t i, tid;

	if (t->tscap > t->tcap) {
		size_t old = t->tcap;

		xgrow(&t->tper, &t->tcap, t->tscap, sizeof *t->tper);
		memset(t->tper + old, 0, (t->tcap - old) * sizeof *t->tper);
	}
	for (tid = 0; tid < t->tscap; tid++)
		if (t->tseen[tid]) {
			t->tper[tid]++;
			t->tseen[tid] = 0;
		}
	for (i = 0; i < t->nkeys; i++) {
		struct gplayer *q = &t->pl[t->keys[i]];

		q->games += q->played;
		q->fresh = 0;
		q->lag0 = 0;
		q->base = t->tper[q->tid];
	}
}

double
gt_escale(double da, double db)
{
	return 400 * sqrt(1 + 3 * Q * Q * (da * da + db * db) / (PI * PI));
}

double
gt_expected(double ra, double rb, double da, double db)
{
	return 1 / (1 + pow(10, -(ra - rb) / gt_escale(da, db)));
}

void
gt_value(struct eng *e, const struct rperiod *p, const void *m,
    void (*now)(const void *m, int key, long date, double *r, double *rd), int ic, int ih,
    double gamma)
{
	size_t gi, i;

	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];
		double rr[2], rd[2];

		two_rows(e, g);
		if (g->n == 1) {	/* a bye: nothing to predict */
			cell_empty(eng_row_cells(e, g, 0));
			eng_put_row(e);
			continue;
		}
		for (i = 0; i < 2; i++)
			now(m, g->key[i], g->date, &rr[i], &rd[i]);
		for (i = 0; i < 2; i++) {
			struct cells *c = eng_row_cells(e, g, i);
			double d = duel_first(e, g, i, ic, ih, gamma) / 2;

			cell_num(c, gt_expected(rr[i] + d, rr[1 - i] - d, rd[i], rd[1 - i]));
			eng_put_row(e);
		}
	}
}

/* The stream's columns, the model's own after GT_RD shifting the rest. */
enum { GT_RATING, GT_RD, GT_GAMES, GT_STATUS, GT_LAST, GT_LAG };

int
gt_prior_row(struct gtable *t, const struct prior_row *row, size_t extra,
    double list_rd, long list_games, int *col, const char **why)
{
	struct gplayer *p = gt_player(t, row->key);
	const struct prior_cell *c = row->cell;

	memset(p, 0, sizeof *p);
	p->r = c[GT_RATING].num;
	p->rd = c[GT_RD].s ? c[GT_RD].num : list_rd;
	if (!(p->rd > 0)) {
		*col = GT_RD;
		*why = "a positive rating deviation";
		return 0;
	}
	c += extra;	/* games, status, last, lag after the model's own */
	p->games = c[GT_GAMES].s ? c[GT_GAMES].i : list_games;
	p->last = c[GT_LAST].s ? c[GT_LAST].i : LONG_MIN;
	p->lag0 = c[GT_LAG].s ? c[GT_LAG].i : 0;
	p->tid = row->tid;
	p->exists = 1;
	return 1;
}

void
gt_write_row(const struct gtable *t, const struct gplayer *p,
    const double *x, size_t extra, long provisional, struct cells *c)
{
	size_t k;

	cell_num(c, p->r);
	cell_num(c, p->rd);
	for (k = 0; k < extra; k++)
		cell_num(c, x[k]);
	cell_int(c, p->games);
	cell_str(c, p->games < provisional ? "provisional" : "active");
	cell_date(c, p->last);
	cell_int(c, gt_lag(t, p));
}

void
gt_history(const struct gtable *t, struct eng *e, const struct rperiod *p,
    double init_r, double init_rd, int ic, int ih, double gamma, double theta)
{
	size_t gi, i;

	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];
		int rated = gt_rated(g);

		for (i = 0; i < g->n; i++) {
			const struct gplayer *me = gt_find(t, g->key[i]);
			const struct gplayer *op = rated ? gt_find(t, g->key[1 - i]) : NULL;
			struct cells *c = eng_row_cells(e, g, i);
			double rd0, rdo, d, ex;

			if (!rated) {
				cell_num(c, me ? me->r : init_r);
				cell_num(c, me ? me->rd : init_rd);
				for (int k = 0; k < 8; k++)
					cell_empty(c);
				eng_put_row(e);
				continue;
			}
			rd0 = sqrt(me->d2);
			rdo = sqrt(op->d2);
			d = duel_first(e, g, i, ic, ih, gamma) / 2;
			cell_num(c, me->r0);
			cell_num(c, rd0);
			cell_num(c, me->r);
			cell_num(c, me->rd);
			cell_num(c, me->r0 + d);
			ex = gt_expected(me->r0 + d, op->r0 - d, rd0, rdo);
			cell_num(c, ex);
			cell_num(c, gt_escale(rd0, rdo));
			gt_three(c, 1, ex, theta);
			eng_put_row(e);
		}
	}
}

void
gt_three(struct cells *c, int has, double E, double theta)
{
	struct draw3 p = draw3_of(DRAW_RAO_KUPPER, theta, E, 0, 0);

	draw3_cells(c, has, &p);
}

/* ---------- the run of glicko and stephenson ---------- */

const char *const gk_in[] = { "color", "home", NULL };

const struct column gk_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "rd", COL_NUM, "list-rd", 0 },
	{ "games", COL_COUNT, "list-games", 0 },
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ "lag", COL_COUNT, "(0)", 0 },
	{ NULL, 0, NULL, 0 },
};

/*
 * --history: the state before the period (rd_before after the growth),
 * after it, and the prediction of the game for rank --eval: `prev` (the
 * rating before, with half the first mover's advantage), `expected` (the
 * chance to win, Glickman's E with the two RDs combined, gt_expected)
 * and `escale`, 400/g(sqrt(RDa^2 + RDb^2)), the scale of that logistic
 * curve (the same on both rows).
 */
const char *const gk_history[] = {
	"rating_before", "rd_before", "rating", "rd", "prev", "expected", "escale",
	"p_win", "p_draw", "p_loss", NULL
};
const char *const gk_predict[] = { "expected", NULL };

void *
gk_start(struct eng *e, const void *par)
{
	struct gk_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	return r;
}

void
gk_free(void *m)
{
	struct gk_run *r = m;

	gt_free(&r->t);
	free(r);
}

int
gk_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct gk_run *r = m;

	return gt_prior_row(&r->t, row, 0, r->par->list_rd, r->par->list_games, col, why);
}

int
gk_row(void *m, int key, struct cells *c)
{
	struct gk_run *r = m;
	const struct gplayer *p = gt_find(&r->t, key);

	if (!p)
		return 0;
	gt_write_row(&r->t, p, NULL, 0, r->par->provisional, c);
	return 1;
}

double
gk_q(void)
{
	return log(10) / 400;
}

/* RD^2 at the start of a period the player plays in, t periods since it
 * last played (gt_periods). */
static double
onset_d2(const struct gk_params *par, const struct gplayer *p, double t)
{
	double d2 = p->rd * p->rd;

	if (!p->fresh || par->grow_new)
		d2 += t * (par->c * par->c);
	if (!isnan(par->rd_max) && d2 > par->rd_max * par->rd_max)
		d2 = par->rd_max * par->rd_max;
	return d2;
}

static void
fresh(void *m, struct gplayer *p)
{
	const struct gk_run *r = m;

	p->r = r->par->init_r;
	p->rd = r->par->init_rd;
}

void
gk_begin(struct gk_run *r, struct eng *e, const struct rperiod *p)
{
	struct gtable *t = &r->t;
	size_t i;

	gt_begin(t, e, p, fresh, r);
	for (i = 0; i < t->nkeys; i++) {
		struct gplayer *x = &t->pl[t->keys[i]];

		x->d2 = onset_d2(r->par, x, gt_periods(t, x, x->last0, x->at, r->par->period_days));
	}
}

void
gk_tally(struct gk_run *r, struct eng *e, const struct rperiod *p, double bonus)
{
	struct gtable *t = &r->t;
	const double q = gk_q(), qip3 = 3 * (q / PI) * (q / PI);
	size_t gi, i;

	gk_begin(r, e, p);
	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];

		if (!gt_rated(g))
			continue;
		for (i = 0; i < 2; i++) {
			struct gplayer *me = &t->pl[g->key[i]];
			const struct gplayer *op = &t->pl[g->key[1 - i]];
			double gj, E = gk_expect(r, e, g, i, qip3, &gj);

			me->s2 += q * q * (gj * gj) * E * (1 - E);
			me->s1 += gj * (gt_score(g, i) + bonus - E);
			me->nb += op->r0 - me->r0;
		}
	}
}

double
gk_first(const struct gk_run *r, struct eng *e, const struct rgame *g, size_t i)
{
	return duel_first(e, g, i, GK_COLOR, GK_HOME, r->par->gamma);
}

void
gk_end(struct gk_run *r, struct eng *e, const struct rperiod *p)
{
	gt_end(&r->t);
	if (eng_history(e))
		gt_history(&r->t, e, p, r->par->init_r, r->par->init_rd, GK_COLOR, GK_HOME,
		    r->par->gamma, r->par->draw_theta);
}

/*
 * value: a player's rating and RD as the period would start them
 * (unrated players at the initial rating and RD, grown as the period
 * would grow them).
 */
static void
value_now(const void *m, int key, long date, double *rr, double *rd)
{
	const struct gk_run *r = m;
	const struct gplayer *x = gt_find(&r->t, key);
	struct gplayer nx;

	if (!x) {
		memset(&nx, 0, sizeof nx);
		nx.fresh = 1;
		nx.last = LONG_MIN;
		fresh((void *)r, &nx);
		x = &nx;
	}
	*rr = x->r;
	*rd = sqrt(onset_d2(r->par, x, gt_periods(&r->t, x, x->last, date, r->par->period_days)));
}

void
gk_value(void *m, struct eng *e, const struct rperiod *p)
{
	const struct gk_run *r = m;

	gt_value(e, p, m, value_now, GK_COLOR, GK_HOME, r->par->gamma);
}
