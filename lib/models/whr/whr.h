/*
 * whr.h - model `whr`'s own: its parameters, a player's history and the
 * run (whr.c: the model, its columns and rows; optimise.c: the estimates,
 * Newton's method over a history, the games added).
 */
#ifndef WHR_WHR_H
#define WHR_WHR_H

#include "engine.h"

#include <stddef.h>

struct whr_params {
	double w2;		/* Elo^2 per day */
	double prior_games;	/* virtual draws against rating 0 on the first day */
	double tol;		/* Elo */
	long max_iter;
	double max_step;	/* Elo */
	double list_dev;	/* Elo */
	long list_games;
	long provisional;
	double draw_nu;		/* Davidson's nu: predictions only */
};

struct wday {
	long t;
	double r, v;		/* natural units */
	size_t g0, ng;		/* its games: gl[g0 .. g0 + ng) */
};

struct wplayer {
	int exists, fresh;	/* fresh: no prior row, the virtual draws */
	double m0, v0;		/* a prior row's Gaussian at last0, natural units */
	long last0;
	struct wday *day;
	size_t nday, dcap;
	size_t *gl;		/* its games, in order */
	size_t ngl, glcap;
	long games, last;
	int touched;		/* in the event's list of players to optimise */
};

struct wgame {
	int k[2];
	size_t d[2];		/* each player's day */
	double s;		/* the first player's score */
};

struct whr_run {
	const struct whr_params *par;
	double w2;		/* natural units per day */
	struct wplayer *pl;
	size_t cap;
	struct wgame *g;
	size_t ng, gcap;
	int *aff;
	size_t naff, affcap;
	double *w;		/* Newton's arrays, 6 per day */
	size_t wcap;
	double *before;		/* per row of the event: rating, variance */
	size_t bcap;
	unsigned long capped;	/* optimisations stopped by --max-iterations */
	int final;
	struct eng *e;		/* the run (row() finalises) */
};

/* optimise.c: p's estimate on day t before its games of that day
 * (rating, variance, natural units; p NULL: a new player); the game g added to both players' histories (a day made for
 * each when new, key listed in r->aff); sweeps of Newton over the
 * histories of keys[0..n) to the tolerance, then their variances. */
void whr_estimate(const struct whr_run *r, const struct wplayer *p, long t, double *m,
    double *v);
void whr_add_game(struct whr_run *r, const struct rgame *g);
void whr_optimise(struct whr_run *r, struct eng *e, const int *keys, size_t n);

#endif
