/*
 * explain.c - rate -m frsc --explain (rules.h).
 *
 * A rating is the weighted mean R = sum w_i P_i / W of the player's
 * games in the type's window, and a game of the type moves every
 * rating of the type: it enters its players' windows, moves every
 * weight (w_i = A + B N + C (i - k - 1) falls by C as k grows) and
 * pushes game k - N out of every window.  With s_i = w_i/W a game's
 * share of the mean before and s'_i after (0 where it is not in the
 * window),
 *     R' - R = sum_i P_i s'_i - R = sum_i (P_i - R)(s'_i - s_i)
 * (the shares sum to 1 before and after), one part per game of either
 * window: "game" (the game entering, s = 0), "window moved" (a game
 * whose share changed) and "left the window" (s' = 0).  A game above
 * the old rating pulls it up as its share grows.  A player with no game
 * left has no rating: the change ends at --unrated (V's count for an
 * unrated player), part "unrated", and a returning player's first
 * change starts there.
 */
#include "rules.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

/* The ids of a type's games in the window, by game number i at i % N. */
struct xtype {
	char **id;
	long *no;		/* the game number each id is of */
	long N;
};

/* An explained player's rating and window before the game. */
struct xsnap {
	int pid, key;
	double before;
	size_t off, n;		/* its entries in x->ent */
};

struct frsc_explain {
	struct xtype *ty;
	size_t tycap;
	struct xsnap *snap;
	size_t nsnap, snapcap;
	struct fentry *ent;
	size_t nent, entcap;
	long k0;		/* the type's games before this one */
};

static struct frsc_explain *
explain_of(struct frsc_run *r)
{
	if (!r->x)
		r->x = xcalloc(1, sizeof *r->x);
	return r->x;
}

void
frsc_explain_free(struct frsc_run *r)
{
	struct frsc_explain *x = r->x;
	size_t t;
	long j;

	if (!x)
		return;
	for (t = 0; t < x->tycap; t++) {
		for (j = 0; j < x->ty[t].N; j++)
			free(x->ty[t].id[j]);
		free(x->ty[t].id);
		free(x->ty[t].no);
	}
	free(x->ty);
	free(x->snap);
	free(x->ent);
	free(x);
	r->x = NULL;
}

/* Game g is game number t->k of its type: its id kept for later parts. */
static void
keep_id(struct frsc_explain *x, const struct ftype *t, const struct rgame *g)
{
	struct xtype *y;
	long at;

	if ((size_t)g->tid >= x->tycap)
		xgrow_zero(&x->ty, &x->tycap, (size_t)g->tid + 1, sizeof *x->ty);
	y = &x->ty[g->tid];
	if (!y->N) {
		y->N = t->N;
		y->id = xcalloc((size_t)t->N, sizeof *y->id);
		y->no = xcalloc((size_t)t->N, sizeof *y->no);
	}
	at = t->k % t->N;
	free(y->id[at]);
	y->id[at] = xstrdup(g->id);
	y->no[at] = t->k;
}

/* The id of an earlier game i of type tid, or "" (a game of the prior ratings). */
static const char *
id_of(const struct frsc_explain *x, int tid, long i)
{
	const struct xtype *y = (size_t)tid < x->tycap ? &x->ty[tid] : NULL;

	return y && y->N && y->no[i % y->N] == i ? y->id[i % y->N] : "";
}

void
frsc_explain_before(struct frsc_run *r, struct eng *e, const struct ftype *t,
    const struct rgame *g)
{
	struct frsc_explain *x = explain_of(r);
	size_t pid;
	long j;

	x->nsnap = x->nent = 0;
	x->k0 = t->k;
	for (pid = 0; pid < t->bycap; pid++) {
		const struct fplayer *p = t->by_pid[pid];
		struct xsnap *s;
		int key;

		if (!p || (key = eng_key_of(e, g->type, (int)pid)) < 0 || !eng_explaining(e, key))
			continue;
		xgrow(&x->snap, &x->snapcap, x->nsnap + 1, sizeof *x->snap);
		xgrow(&x->ent, &x->entcap, x->nent + (size_t)p->cnt, sizeof *x->ent);
		s = &x->snap[x->nsnap++];
		*s = (struct xsnap){ (int)pid, key, rating_of(r->par, t, p), x->nent, (size_t)p->cnt };
		for (j = 0; j < p->cnt; j++)
			x->ent[x->nent++] = *entry_at(p, t, j);
	}
}

/* w_i at game k. */
static double
weight(const struct frsc_params *par, long N, long k, long i)
{
	return par->w_base + par->w_per_n * (double)N + par->w_step * (double)(i - k - 1);
}

/* The two windows of a change: before (at game k0) and after (at k). */
struct windows {
	const struct fentry *old;
	size_t nold;
	const struct fplayer *p;	/* after: NULL when no game is left */
	long k0, k;
	double W0, W1;
};

static void
part(struct frsc_run *r, struct eng *e, const struct ftype *t, const struct rgame *g,
    const struct windows *w, double R, const struct fentry *f, int in0, int in1)
{
	const struct frsc_params *par = r->par;
	double w0 = in0 ? weight(par, t->N, w->k0, f->i) : 0;
	double w1 = in1 ? weight(par, t->N, w->k, f->i) : 0;
	double s0 = in0 ? w0 / w->W0 : 0, s1 = in1 ? w1 / w->W1 : 0;
	struct cells *c;

	c = eng_explain_part(e, !in0 ? "game" : !in1 ? "left the window" : "window moved",
	    (f->p - R) * (s1 - s0), f->i == w->k ? NULL : id_of(r->x, g->tid, f->i));
	cell_int(c, f->i);
	cell_num(c, f->p);
	cell_num_or_empty(c, in0, w0);
	cell_num_or_empty(c, in1, w1);
	cell_num(c, s0);
	cell_num(c, s1);
	eng_explain_put(e);
}

/* The parts of one change: the two windows merged by game number. */
static void
parts(struct frsc_run *r, struct eng *e, const struct ftype *t, const struct rgame *g,
    struct windows *w, double R)
{
	size_t a = 0, b = 0, n1 = w->p ? (size_t)w->p->cnt : 0;
	const struct fentry *f;

	w->W0 = w->W1 = 0;
	for (a = 0; a < w->nold; a++)
		w->W0 += weight(r->par, t->N, w->k0, w->old[a].i);
	for (b = 0; b < n1; b++)
		w->W1 += weight(r->par, t->N, w->k, entry_at(w->p, t, (long)b)->i);
	a = b = 0;
	while (a < w->nold || b < n1) {
		f = b < n1 ? entry_at(w->p, t, (long)b) : NULL;
		if (a < w->nold && f && w->old[a].i == f->i) {
			part(r, e, t, g, w, R, &w->old[a++], 1, 1);
			b++;
		} else if (a < w->nold && (!f || w->old[a].i < f->i))
			part(r, e, t, g, w, R, &w->old[a++], 1, 0);
		else
			part(r, e, t, g, w, R, entry_at(w->p, t, (long)b++), 0, 1);
	}
}

/* Is pid one of g's players? */
static int
plays(const struct rgame *g, int pid)
{
	size_t i;

	for (i = 0; i < g->n; i++)
		if (g->pid[i] == pid)
			return 1;
	return 0;
}

static void
change(struct frsc_run *r, struct eng *e, const struct ftype *t, const struct rgame *g,
    int key, double before, struct windows *w, int played)
{
	double after = w->p ? rating_of(r->par, t, w->p) : r->par->unrated;

	if (!played && after == before)
		return;
	eng_explain_begin(e, g, key, before, after);
	parts(r, e, t, g, w, before);
	if (!w->p && w->nold) {
		cell_empty_rest(eng_explain_part(e, "unrated", r->par->unrated - before, ""));
		eng_explain_put(e);
	}
	if (played && g->n == 1) {
		cell_empty_rest(eng_explain_part(e, "not rated: one player", 0, NULL));
		eng_explain_put(e);
	}
	eng_explain_end(e);
}

void
frsc_explain_after(struct frsc_run *r, struct eng *e, const struct ftype *t,
    const struct rgame *g)
{
	struct frsc_explain *x = r->x;
	struct windows w;
	size_t j, i;

	w.k0 = x->k0;
	w.k = t->k;
	for (j = 0; j < x->nsnap; j++) {
		const struct xsnap *s = &x->snap[j];

		w.old = x->ent + s->off;
		w.nold = s->n;
		w.p = player_find(t, s->pid);
		change(r, e, t, g, s->key, s->before, &w, plays(g, s->pid));
	}
	/* players without a rating before: from --unrated */
	w.old = NULL;
	w.nold = 0;
	for (i = 0; i < g->n; i++) {
		for (j = 0; j < x->nsnap && x->snap[j].pid != g->pid[i]; j++)
			;
		if (j < x->nsnap || !eng_explaining(e, g->key[i]))
			continue;
		w.p = player_find(t, g->pid[i]);
		change(r, e, t, g, g->key[i], r->par->unrated, &w, 1);
	}
	keep_id(x, t, g);	/* after the parts: game k - N's id was in its place */
}
