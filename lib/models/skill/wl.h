/*
 * wl.h - what the model wenglin's hooks (wenglin.c) and its sums
 * (wl_sums.c: the O(N) update of a game, wenglin.c's head says how)
 * share.
 */
#ifndef WL_H
#define WL_H

#include "skill.h"

#include <stddef.h>

struct wl_params {
	struct skill_common s;	/* first: skill.c reads it */
	double beta, tau, kappa;
	double draw_theta;	/* Rao-Kupper's theta: --history's three outcomes */
};

/*
 * A game's working memory: 16 bytes a team to rate it (e and S); the
 * players' new mu and sigma go to the players (sk_after) unless
 * --history or --explain read both before and after (newmu, newsigma),
 * and a team's tie and a row's team are only held for --history,
 * --explain and value (wl_ties).
 */
struct wl_run {
	struct stable t;
	const struct wl_params *par;
	size_t cap, rcap, tcap;
	double *e, *S;				/* per team: e (first sum w mu), S */
	double *newmu, *newsigma;		/* per row, kept apart (rcap) */
	size_t *first, *tie;			/* per team: its tie's first, size (tcap) */
	size_t *unit;				/* per row: its team (tcap) */
};

/* Row i's sigma^2 + tau^2: computed where it is needed, not held. */
static inline double
wl_var(const struct wl_run *r, size_t i)
{
	double s = sk_sigma(&r->t, i);

	return s * s + r->par->tau * r->par->tau;
}

/* The same and its mu, from one look-up. */
static inline double
wl_mu_var(const struct wl_run *r, size_t i, double *mu)
{
	double s;

	sk_before(&r->t, i, mu, &s);
	return s * s + r->par->tau * r->par->tau;
}

/* Team u's place (the place of its rows). */
static inline long
wl_team_place(const struct stable *t, const struct rgame *g, size_t u)
{
	return g->place[sk_ord(t, sk_u0(t, u))];
}

/*
 * c, and per team u (in order of place): e_u = exp(its mu / c), its mu
 * the sum over its players of w mu, and S_u, the sum of e over the
 * teams from u on (a running suffix sum; a tie's is its first team's).
 */
double wl_prepare(struct wl_run *r);
/*
 * For --history, --explain and value: per team, first[u] the first team
 * of u's tie and for a tie's first team the tie's size (tie); per row
 * its team (unit).
 */
void wl_ties(struct wl_run *r, const struct rgame *g);
/* The update of the game's teams: c, every rated row's after (sk_after). */
double wl_update(struct wl_run *r, const struct rgame *g);
/* 1 + the sum over the other teams j of e_j/(e_u + e_j), u row i's team (wl_ties). */
double wl_expected_place(const struct wl_run *r, size_t i);

#endif
