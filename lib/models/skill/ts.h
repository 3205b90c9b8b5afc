/*
 * ts.h - what trueskill.c (the model's hooks: parameters, history,
 * explain) and ts_graph.c (its factor graph and schedule) share.
 */
#ifndef TS_H
#define TS_H

#include "skill.h"

#include <stddef.h>

struct ts_params {
	struct skill_common s;	/* first: skill.c reads it */
	double beta, tau, draw;
	double min_delta;
	long sweeps;
};

/* A Gaussian message in natural parameters. */
struct gauss {
	double pi, tau;		/* 1/sigma^2, mu/sigma^2 */
};

/*
 * Team u's part of the graph that the sweeps pass along the places: its
 * performance T and the messages to it from the difference factors to
 * its left (dl) and right (dr); the difference D = T_u - T_u+1 with the
 * messages to it from its sum (sm) and truncation (tr) factors.  The
 * players' ends (prior, likelihood, the team's sum) are computed when
 * needed, from the game's rows, not held: in a free for all they are
 * two thirds of the graph.
 */
struct ts_node {
	struct gauss T, T_dl, T_dr;
	struct gauss D, D_sm, D_tr;
};

struct ts_run {
	struct stable t;
	const struct ts_params *par;
	struct ts_node *node;	/* by team, the largest game's count */
	size_t ncap;
	double *newmu, *newsigma;	/* by game row: after it, for --history, --explain */
	size_t rcap;
	double *share;		/* by position, --explain: pi_lik/pi_post/w */
	size_t scap, mmax;	/* positions held; the game's largest team */
	int explain;
};

/*
 * The update of the game's t->n rated rows (sk_load, sk_teams), into
 * newmu, newsigma by row (r->share too when r->explain).
 */
void ts_ep(struct ts_run *r, struct eng *e, const struct rgame *g);
/* Grow the by-row arrays to n rows. */
void ts_rows_grow(struct ts_run *r, size_t n);
/* A game's graph and results go (the caps to 0: another game grows them again). */
void ts_graph_free(struct ts_run *r);
/* Team u's message from its sum factor, as the game's start sent it. */
struct gauss ts_team_sum(const struct ts_run *r, size_t u);
double ts_gmu(struct gauss a);

#endif
