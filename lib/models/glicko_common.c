/*
 * glicko_common.c - the rating period of the models glicko and glicko2
 * (glicko_common.h).
 */
#include "glicko_common.h"
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

int
gt_rated(const struct rgame *g)
{
	return g->res[0] == RES_PLAYED && g->res[1] == RES_PLAYED;
}

double
gt_score(const struct rgame *g, size_t i)
{
	return g->place[i] < g->place[1 - i] ? 1 : g->place[i] > g->place[1 - i] ? 0 : 0.5;
}

static void
two_rows(struct eng *e, const struct rgame *g)
{
	if (g->n != 2)
		eng_bad_row(e, g, 0,
		    "game \"%s\" of event \"%s\" has %zu row(s); a Glicko game has two "
		    "(places 1 and 2, or equal places for a draw)", g->id, g->event, g->n);
}

void
gt_begin(struct gtable *t, struct eng *e, const struct rperiod *p,
    void (*fresh)(void *m, struct gplayer *), void *m)
{
	size_t gi, i;

	t->period++;
	t->nkeys = 0;
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
				q->s1 = q->s2 = 0;
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
    void (*now)(const void *m, int key, double *r, double *rd))
{
	size_t gi, i;

	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];
		double rr[2], rd[2];

		if (g->n != 2)
			eng_bad_row(e, g, 0, "game \"%s\" of event \"%s\" has %zu row(s); a Glicko game has two",
			    g->id, g->event, g->n);
		for (i = 0; i < 2; i++)
			now(m, g->key[i], &rr[i], &rd[i]);
		for (i = 0; i < 2; i++) {
			struct cells *c = eng_row_cells(e, g, i);

			cell_num(c, gt_expected(rr[i], rr[1 - i], rd[i], rd[1 - i]));
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
