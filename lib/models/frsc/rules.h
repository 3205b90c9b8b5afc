/*
 * rules.h - the model frsc's parameters and state, shared by the files
 * of the model: its description and parameters (frsc.c), its window
 * upkeep (window.c), its column _state (state.c), its rules for a game
 * (rules.c) and its --explain (explain.c).  Private to them: the
 * stages that share FRSc's pieces include frsc.h.
 */
#ifndef FRSC_MODEL_H
#define FRSC_MODEL_H

#include "engine.h"
#include "winsize.h"
#include "rp.h"

#include <stddef.h>

/* the input columns (frsc_in) and the ratings columns (frsc_state), in order */
enum { IN_N, IN_DELTA, IN_VALUE };
enum { S_RATING, S_GAMES, S_STATUS, S_LAST, S_STATE };

struct frsc_params {
	struct winsize n;	/* -n: the window of each type */
	int n_explicit;		/* -n given on the command line (not the profile's) */
	double unrated;		/* V counts an unrated player as this */
	double spread;		/* P = V +- spread */
	double active;		/* active: games >= ceil(active * N) */
	long active_games;	/* ... or this many; -1: none */
	double w_base, w_per_n, w_step;
	int ties_average;	/* L = tie-averaged place instead of the published one */
	double escale;		/* --history: scale of the expected-score curve */
};

struct fentry {
	long i;			/* game number within the type */
	double p;		/* P_{j,i} */
};

struct fplayer {
	struct fentry *e;	/* ring of at most N games, oldest at head */
	long head, cnt;
	double s0, s1, t1;	/* sum P, sum P*(i-base), sum (i-base) */
	long last;		/* date of the player's last game of the type */
	int pid;
};

struct fslot {
	struct fplayer **pl;	/* participants of one game still in the window */
	size_t n, cap;		/* (their records, not ids: one lookup less as they leave) */
};

struct ftype {
	long N, k;		/* window (0: type not met yet), games so far */
	struct fplayer **by_pid;
	size_t bycap;
	struct fslot *slot;	/* game i is in slot i % N */
	struct fplayer **spare;	/* dropped players kept for reuse: players */
	size_t nspare, sparecap;	/* enter and leave windows nearly every game */
};

struct frsc_explain;		/* explain.c */

struct frsc_run {
	const struct frsc_params *par;
	struct eng *e;
	int has_n, has_delta, has_value;	/* the stream's input columns */
	struct ftype *t;	/* per type id */
	size_t tcap;
	double *listed;		/* value: per key, the list's rating; NAN unlisted */
	size_t lcap;
	/* the current game, per row */
	double *prev, *perf, *perf_e, *rank;
	int *has_perf;
	size_t cap;
	char *state;		/* a _state cell being written */
	size_t slen, scap;
	struct frsc_explain *x;	/* --explain only */
};

/*
 * The player's game j (0 = oldest) in the ring.  head and j are below N,
 * so a subtraction wraps it: no division on the hot path (a modulo per
 * access was several divisions a row).
 */
static inline struct fentry *
entry_at(const struct fplayer *p, const struct ftype *t, long j)
{
	long at = p->head + j;

	return &p->e[at < t->N ? at : at - t->N];
}

static inline double
rating_of(const struct frsc_params *par, const struct ftype *t, const struct fplayer *p)
{
	long base = p->e[p->head].i;
	double c = par->w_base + par->w_per_n * (double)t->N -
	    par->w_step * (double)(t->k + 1 - base);

	return (c * p->s0 + par->w_step * p->s1) /
	    (c * (double)p->cnt + par->w_step * p->t1);
}

static inline struct fplayer *
player_find(const struct ftype *t, int pid)
{
	return (size_t)pid < t->bycap ? t->by_pid[pid] : NULL;
}

/*
 * --explain (explain.c): a game of type t moves every rating of
 * the type.  frsc_explain_before keeps each explained player's window
 * and rating before game g; frsc_explain_after, once g's entries are
 * in, writes every change as one part per game of the windows before
 * and after.  Called only when eng_explain_on.
 */
void frsc_explain_before(struct frsc_run *r, struct eng *e, const struct ftype *t,
    const struct rgame *g);
void frsc_explain_after(struct frsc_run *r, struct eng *e, const struct ftype *t,
    const struct rgame *g);
void frsc_explain_free(struct frsc_run *r);

/* window.c: the windows */
int frsc_weights_ok(const struct frsc_params *p, long N);
struct ftype *frsc_type_at(struct frsc_run *r, int tid);
void frsc_type_start(struct ftype *t, long N);
/* Player pid's window in t, made when it has none (frsc_player_get). */
struct fplayer *frsc_player_new(struct ftype *t, int pid);
/* The same, inline for a player who has one (most: a call a participant). */
static inline struct fplayer *
frsc_player_get(struct ftype *t, int pid)
{
	if ((size_t)pid < t->bycap && t->by_pid[pid])
		return t->by_pid[pid];
	return frsc_player_new(t, pid);
}
void frsc_resum(struct fplayer *p, const struct ftype *t);
/* Game i (performance P) into p's window: its ring and running sums. */
static inline void
frsc_push(struct fplayer *p, const struct ftype *t, long i, double P)
{
	long base;

	if (p->cnt == t->N)
		die_data("internal error: window overflow");
	*entry_at(p, t, p->cnt) = (struct fentry){ i, P };
	p->cnt++;
	base = p->e[p->head].i;
	p->s0 += P;
	p->s1 += P * (double)(i - base);
	p->t1 += (double)(i - base);
}
/* Player p into game slot sl (a call per participant: inline, the grow
 * only when full). */
static inline void
frsc_slot_add(struct fslot *sl, struct fplayer *p)
{
	if (sl->n == sl->cap)
		xgrow(&sl->pl, &sl->cap, sl->n + 1, sizeof *sl->pl);
	sl->pl[sl->n++] = p;
}
void frsc_advance(struct ftype *t);
const char *frsc_status(const struct frsc_params *par, long N, long games);
void frsc_types_free(struct frsc_run *r);

/* state.c: column _state */
int frsc_prior(void *m, const struct prior_row *row, int *col, const char **why);
int frsc_listed(void *m, int key);
int frsc_row(void *m, int key, struct cells *c);

/* rules.c: a game */
void frsc_game(void *m, struct eng *e, const struct rgame *g);
void frsc_value_game(void *m, struct eng *e, const struct rgame *g);

#endif
