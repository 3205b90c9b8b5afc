/*
 * event.c - model `absp`: one event (the rating period): its game
 * ratings, new players' three phases, the window updated, --history and
 * value.  Rules: doc/rules/absp.md.
 */
#include "absp.h"
#include "draw.h"
#include "num.h"
#include "rp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---------- the window of a stream annotated by window -p ---------- */

/*
 * Row i of game g: its pwin is the stream's window.  The first one sets
 * M (refused when --games says otherwise, or when the weights would not
 * stay positive); every other row must say the same.
 */
static void
stream_window(struct absp_run *r, struct eng *e, const struct rgame *g, size_t i)
{
	size_t len;
	const char *s = eng_in(e, g, i, IN_PWIN, &len);
	long M;

	if (r->pwin_len && len == r->pwin_len && memcmp(s, r->pwin, len) == 0)
		return;
	M = eng_in_int(e, g, i, IN_PWIN, 1, MAXM,
	    "a window size from window -p, a whole number from 1 to 100000000");
	if (r->pwin_len) {
		if (M == r->M)
			return;
		eng_bad_row(e, g, i, "column \"pwin\" says %ld, but the stream began with "
		    "window %ld: a stream has one window size (window -p M)", M, r->M);
	}
	if (eng_flag_given("games") && M != r->par->M)
		eng_bad_row(e, g, i, "column \"pwin\" says %ld (window -p %ld) but --games "
		    "says %ld: give one of them, or the same", M, M, r->par->M);
	if (!absp_weights_fit(r->par, M))
		eng_bad_row(e, g, i, "column \"pwin\" says %ld, but the weights --top-weight %g, "
		    "--weight-step %g do not stay positive over %ld games", M, r->par->top,
		    r->par->step, M);
	r->M = M;
	memcpy(r->pwin, s, len < sizeof r->pwin ? len : sizeof r->pwin - 1);
	r->pwin_len = len < sizeof r->pwin ? len : sizeof r->pwin - 1;
}

static void
event_window(struct absp_run *r, struct eng *e, const struct rperiod *p)
{
	size_t gi, i;

	if (!eng_in_has(e, IN_PWIN)) {
		if (eng_in_has(e, IN_PSEQ))
			eng_bad_row(e, &p->game[0], 0, "column \"pseq\" without \"pwin\": "
			    "window -p M writes both, and absp takes M from pwin");
		return;
	}
	for (gi = 0; gi < p->ngame; gi++)
		for (i = 0; i < p->game[gi].n; i++)
			stream_window(r, e, &p->game[gi], i);
}

/* ---------- one event ---------- */

static double
expect_scale(const struct absp_params *par)
{
	return isnan(par->escale) ? par->spread * log(10) / 2 : par->escale;
}

static void
touch(struct absp_run *r, int key, long k)
{
	struct aplayer *a = &r->pl[key];

	if (a->mark == k)
		return;
	a->mark = k;
	a->was_rated = a->rated;
	a->pre = a->rating;
	a->n = a->ngames = 0;
	a->s = a->gsum = 0;
	r->touched[r->ntouched++] = key;	/* room for two a game: absp_period */
}

static double
outcome(const struct absp_params *par, double score)
{
	return score == 1 ? par->spread : score == 0 ? -par->spread : 0;
}

/* A game of the event: rated (both players touched) or passed over. */
static void
take_game(struct absp_run *r, struct eng *e, const struct rgame *g, struct egame *eg)
{
	struct atype *t;
	size_t i;
	int skip = 0;

	memset(eg, 0, sizeof *eg);
	for (i = 0; i < g->n; i++)
		skip |= g->res[i] != RES_PLAYED;
	if (skip || g->date < r->par->since) {
		r->unrated_rows += g->n;
		return;
	}
	if (g->n != 2)
		eng_bad_row(e, g, 0,
		    "game \"%s\" of event \"%s\" has %zu player(s): an absp game is head-to-head (two rows; a bye or forfeit has result bye or forfeit)",
		    g->id, g->event, g->n);
	eg->rated = 1;
	for (i = 0; i < 2; i++)
		eg->score[i] = g->place[i] == g->place[1 - i] ? 0.5 : g->place[i] == 1 ? 1 : 0;
	t = &r->t[g->tid];
	if (t->stamp != r->evno) {	/* the type's first rated game of the event */
		t->stamp = r->evno;
		t->k++;
	}
	touch(r, g->key[0], t->k);
	touch(r, g->key[1], t->k);
}

/* --round yes: tsh's int(x + 0.5), halves away from 0 for x > -0.5 */
static double
whole(const struct absp_params *par, double x)
{
	return par->round ? trunc(x + 0.5) : x;
}

/* Phase 1: a new player's mean of (rated opponent + outcome), no clamp. */
static void
phase1(struct absp_run *r, const struct rperiod *p)
{
	size_t i, j;

	for (i = 0; i < p->ngame; i++) {
		const struct egame *eg = &r->eg[i];
		const int *key = p->game[i].key;

		for (j = 0; j < 2 && eg->rated; j++) {
			struct aplayer *a = &r->pl[key[j]], *o = &r->pl[key[1 - j]];

			a->ngames++;
			if (!a->was_rated && o->was_rated) {
				a->s += o->pre + outcome(r->par, eg->score[j]);
				a->n++;
			}
		}
	}
	for (i = 0; i < r->ntouched; i++) {
		struct aplayer *a = &r->pl[r->touched[i]];

		if (!a->was_rated)
			a->p1 = whole(r->par, absp_floor_to(a->n ? a->s / (double)a->n :
			    r->par->unrated, r->par->new_floor));
	}
}

/* Phases 2 and 3: the game ratings of every rated game of the event. */
static void
game_ratings(struct absp_run *r, const struct rperiod *p)
{
	const struct absp_params *par = r->par;
	size_t i, j;

	for (i = 0; i < p->ngame; i++) {
		struct egame *eg = &r->eg[i];
		const int *key = p->game[i].key;

		for (j = 0; j < 2 && eg->rated; j++) {
			struct aplayer *a = &r->pl[key[j]], *o = &r->pl[key[1 - j]];

			if (a->was_rated)
				continue;
			eg->value[j] = o->was_rated ? o->pre : o->p1;
			eg->g[j] = eg->value[j] + outcome(par, eg->score[j]);
			a->gsum += eg->g[j];
		}
	}
	for (i = 0; i < r->ntouched; i++) {
		struct aplayer *a = &r->pl[r->touched[i]];

		if (!a->was_rated && a->ngames)
			a->p2 = whole(par, absp_floor_to(a->gsum / (double)a->ngames,
			    par->new_floor));
	}
	for (i = 0; i < p->ngame; i++) {
		struct egame *eg = &r->eg[i];
		const int *key = p->game[i].key;

		for (j = 0; j < 2 && eg->rated; j++) {
			struct aplayer *a = &r->pl[key[j]], *o = &r->pl[key[1 - j]];
			double v;

			if (!a->was_rated)
				continue;
			v = o->was_rated ? o->pre : o->p2;
			if (o->was_rated || par->clamp_new) {
				if (v < a->pre - par->clamp)
					v = a->pre - par->clamp;
				if (v > a->pre + par->clamp)
					v = a->pre + par->clamp;
			}
			eg->value[j] = v;
			eg->g[j] = v + outcome(par, eg->score[j]);
			a->gsum += eg->g[j];
		}
	}
	for (i = 0; i < r->ntouched; i++) {
		struct aplayer *a = &r->pl[r->touched[i]];

		if (!a->ngames)
			continue;
		a->raw = a->gsum / (double)a->ngames;
		a->entered = a->was_rated ? whole(par, absp_floor_to(a->raw,
		    par->event_floor)) : a->p2;
	}
}

static void
event_update(struct absp_run *r, struct eng *e, const struct rperiod *p)
{
	size_t i, j, nt = eng_ntypes(e);
	int explain;

	for (i = 0; i < p->ngame; i++) {
		const struct egame *eg = &r->eg[i];
		const struct rgame *g = &p->game[i];

		for (j = 0; j < 2 && eg->rated; j++) {
			struct aplayer *a = &r->pl[g->key[j]];

			chunkwin_push(&r->pool, &a->win, r->t[g->tid].k,
			    r->par->event_mean ? a->entered : eg->g[j]);
			a->last = g->date;
		}
	}
	for (i = 0; i < r->ntouched; i++) {
		int key = r->touched[i];
		struct aplayer *a = &r->pl[key];
		struct atype *t = &r->t[eng_key_tid(e, key)];

		if (a->ngames > t->rounds)
			t->rounds = a->ngames;
		if (!a->ngames)
			continue;
		explain = eng_explaining(e, key);
		if (explain)
			chunkwin_view(&a->win, &r->xview);
		absp_window_trim(r, a);
		a->rating = absp_window_rating(r, a);
		a->rated = 1;
		if (explain)
			absp_explain(r, e, p, key);
	}
	for (i = 0; i < nt; i++) {
		r->t[i].np += r->t[i].rounds;
		r->t[i].rounds = 0;
	}
}

/* The history rows of the event: value, perf, rating, prev, expected, escale,
 * and p_win p_draw p_loss by --draw-share's fixed share. */
static void
event_history(struct absp_run *r, struct eng *e, const struct rperiod *p)
{
	double s = expect_scale(r->par);
	size_t i, j;

	for (i = 0; i < p->ngame; i++) {
		const struct rgame *g = &p->game[i];
		const struct egame *eg = &r->eg[i];

		for (j = 0; j < g->n; j++) {
			int has = eg->rated && j < 2;
			const struct aplayer *a = absp_player_find(r, g->key[j]);
			const struct aplayer *pa = has ? a : NULL;
			const struct aplayer *po = has ? &r->pl[g->key[1 - j]] : NULL;
			struct cells *c = eng_row_cells(e, g, j);
			struct draw3 p3;
			double ex;
			int two;

			cell_num_or_empty(c, has, has ? eg->value[j] : 0);
			cell_num_or_empty(c, has, has ? eg->g[j] : 0);
			cell_num_or_empty(c, a && a->rated, a ? a->rating : 0);
			cell_num_or_empty(c, pa && pa->was_rated, pa ? pa->pre : 0);
			two = pa && po && pa->was_rated && po->was_rated;
			ex = two ? 1 / (1 + pow(10, -(pa->pre - po->pre) / s)) : 0;
			cell_num_or_empty(c, two, ex);
			cell_num(c, s);
			p3 = draw3_of(DRAW_SHARE, r->par->draw_share, ex, 0, 0);
			draw3_cells(c, two, &p3);
			eng_put_row(e);
		}
	}
}

void
absp_period(void *m, struct eng *e, const struct rperiod *p)
{
	struct absp_run *r = m;
	size_t i;

	event_window(r, e, p);
	absp_settle(r);
	r->evno++;
	absp_pl_reserve(r, eng_nkeys(e));	/* no player moves while the event is rated */
	absp_type(r, (int)eng_ntypes(e) - 1);
	xgrow(&r->eg, &r->egcap, p->ngame, sizeof *r->eg);
	xgrow(&r->touched, &r->touchcap, 2 * p->ngame, sizeof *r->touched);
	r->ntouched = 0;
	for (i = 0; i < p->ngame; i++)
		take_game(r, e, &p->game[i], &r->eg[i]);
	phase1(r, p);
	game_ratings(r, p);
	event_update(r, e, p);
	if (eng_history(e))
		event_history(r, e, p);
}

/*
 * value -m absp: each row of a two-player game gets `expected`, its
 * player's expected score from the rating list on the curve --history
 * uses, 1/(1 + 10^(-(R - R_opponent)/s)); empty when either player has
 * no rating in the list, and on byes and forfeits.  Places are not read.
 */
void
absp_value(void *m, struct eng *e, const struct rperiod *p)
{
	struct absp_run *r = m;
	double s = expect_scale(r->par);
	size_t gi, j;

	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];
		int played = g->n == 2 && g->res[0] == RES_PLAYED && g->res[1] == RES_PLAYED;

		if (g->n > 2)
			eng_bad_row(e, g, 0, "game \"%s\" of event \"%s\" has %zu rows; absp rates two-player games",
			    g->id, g->event, g->n);
		for (j = 0; j < g->n; j++) {
			const struct aplayer *a = played ? absp_player_find(r, g->key[j]) : NULL;
			const struct aplayer *o = played ? absp_player_find(r, g->key[1 - j]) : NULL;
			int has = a && o && a->rated && o->rated;
			struct cells *c = eng_row_cells(e, g, j);

			cell_num_or_empty(c, has, has ? 1 / (1 + pow(10, -(a->rating - o->rating) / s)) : 0);
			eng_put_row(e);
		}
	}
}

