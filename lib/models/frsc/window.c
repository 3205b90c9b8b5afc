/*
 * window.c - the model frsc's window upkeep (rules.h): each type's
 * windows of its last N games, a player's ring of games in it and the
 * four running sums its rating is read from, the game leaving every
 * window as a new one enters, and whether a window's weights are all
 * positive.  The rules (rules.c) and the prior (state.c) fill them.
 */
#include "rules.h"
#include "rp.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* Newest weight A + B*N - C and oldest A + B*N - C*N must both be > 0. */
int
frsc_weights_ok(const struct frsc_params *p, long N)
{
	double top = p->w_base + p->w_per_n * (double)N;

	return top - p->w_step > 0 && top - p->w_step * (double)N > 0;
}

void
frsc_resum(struct fplayer *p, const struct ftype *t)
{
	long j, base = p->cnt ? p->e[p->head].i : 0;

	p->s0 = p->s1 = p->t1 = 0;
	for (j = 0; j < p->cnt; j++) {
		const struct fentry *e = entry_at(p, t, j);

		p->s0 += e->p;
		p->s1 += e->p * (double)(e->i - base);
		p->t1 += (double)(e->i - base);
	}
}


/* The type tid, with window N from now on when it is new. */
struct ftype *
frsc_type_at(struct frsc_run *r, int tid)
{
	if ((size_t)tid >= r->tcap) {
		size_t old = r->tcap;

		xgrow(&r->t, &r->tcap, (size_t)tid + 1, sizeof *r->t);
		memset(r->t + old, 0, (r->tcap - old) * sizeof *r->t);
	}
	return &r->t[tid];
}

void
frsc_type_start(struct ftype *t, long N)
{
	t->N = N;
	t->slot = xcalloc((size_t)N, sizeof *t->slot);
}

struct fplayer *
frsc_player_new(struct ftype *t, int pid)
{
	if ((size_t)pid >= t->bycap) {
		size_t old = t->bycap;

		xgrow(&t->by_pid, &t->bycap, (size_t)pid + 1, sizeof *t->by_pid);
		memset(t->by_pid + old, 0, (t->bycap - old) * sizeof *t->by_pid);
	}
	if (!t->by_pid[pid]) {
		struct fplayer *p;

		if (t->nspare) {
			p = t->spare[--t->nspare];
			*p = (struct fplayer){ .e = p->e, .pid = pid };
		} else {
			p = xcalloc(1, sizeof *p);
			p->e = xmalloc((size_t)t->N * sizeof *p->e);
			p->pid = pid;
		}
		t->by_pid[pid] = p;
	}
	return t->by_pid[pid];
}

static void
player_drop(struct ftype *t, int pid)
{
	if (t->nspare == t->sparecap)	/* a call per drop otherwise (a player a game in four) */
		xgrow(&t->spare, &t->sparecap, t->nspare + 1, sizeof *t->spare);
	t->spare[t->nspare++] = t->by_pid[pid];
	t->by_pid[pid] = NULL;
}


/* Game k becomes the newest: game k - N leaves every window. */
void
frsc_advance(struct ftype *t)
{
	struct fslot *sl;
	size_t j;

	t->k++;
	sl = &t->slot[t->k % t->N];
	for (j = 0; j < sl->n; j++) {
		struct fplayer *p = sl->pl[j];

		if (p->e[p->head].i != t->k - t->N)
			die_data("internal error: window out of step");
		p->head = p->head + 1 < t->N ? p->head + 1 : 0;
		p->cnt--;
		if (p->cnt == 0)
			player_drop(t, p->pid);
		else
			frsc_resum(p, t);
	}
	sl->n = 0;
}

const char *
frsc_status(const struct frsc_params *par, long N, long games)
{
	long need = par->active_games > 0 ? par->active_games :
	    (long)ceil(par->active * (double)N - 1e-9);

	return games >= need ? "active" : "provisional";
}


/* Every type's windows and players (frsc_free). */
void
frsc_types_free(struct frsc_run *r)
{
	size_t ti, j;

	for (ti = 0; ti < r->tcap; ti++) {
		struct ftype *t = &r->t[ti];

		for (j = 0; j < t->bycap; j++)
			if (t->by_pid[j])
				player_drop(t, (int)j);
		for (j = 0; j < t->nspare; j++) {
			free(t->spare[j]->e);
			free(t->spare[j]);
		}
		for (j = 0; j < (size_t)t->N; j++)
			free(t->slot[j].pl);
		free(t->slot);
		free(t->by_pid);
		free(t->spare);
	}
	free(r->t);
}
