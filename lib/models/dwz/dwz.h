/*
 * dwz.h - model `dwz` (dwz.c): its parameters, a player's state, the
 * rule's formulas; the first DWZ of newcomers (first.c).
 */
#ifndef DWZ_H
#define DWZ_H

#include "engine.h"

#include <stddef.h>

struct dwz_params {
	double scale;		/* We = 1/(1 + 10^(-D/scale)) */
	double factor;		/* Rn = Ro + factor (W - We)/(E + n) */
	double e_div, e_pow;	/* E0 = (Ro/div)^pow + J */
	double j[3];		/* youth, junior, senior */
	long youth_max, junior_max;
	double fb_div, fb_min, fb_max;
	double brake_below, brake_width;
	double e_min, e_max, e_step, e_brake_max;
	long digits;		/* rounding of Rn; -1: none */
	long e_digits;		/* rounding of E; -1: none */
	long first_games;	/* games against rated players for a first DWZ */
	long age;		/* a row without age; -1: an error */
	long list_index;	/* a prior list without index */
};

/* What a rated player's E is made of: E0 with the age's J, a youth's fB and SBr. */
struct dwz_eterms {
	double e0, j, fb, brake;
};

struct dplayer {
	int exists;		/* has a DWZ */
	double r;
	long index, games, last;
	/* this event */
	unsigned long mark;
	int known;		/* rated before the event */
	double r0, w, we, e, rn;
	double unrounded;	/* the new DWZ (a first: the performance) before its rounding */
	long n, age;
	int new_rating;		/* got a rating in this event */
	int stage;		/* a newcomer's stage (1, 2), 0: no first DWZ */
};

struct dwz_run {
	const struct dwz_params *par;
	struct dplayer *pl;
	size_t cap;
	unsigned long period;
	int *keys;
	size_t nkeys, kcap;
	double *opp;		/* a newcomer's opponents' ratings */
	size_t ocap;
};

/* The expected score of a player rated r against ri. */
double dwz_we(const struct dwz_params *p, double r, double ri);
/* x rounded to `digits` decimals; unrounded when digits < 0. */
double dwz_round(long digits, double x);
/* The performance: the rating r with sum We(r - Ri) = W (0 < W < n). */
double dwz_performance(const struct dwz_params *p, const double *ri, size_t n, double w);
/* The development coefficient E of a rated player (rules.c). */
double dwz_coefficient(const struct dwz_params *p, double ro, long age, long index, double w,
    double we);
/* The terms of E before its rounding and bounds. */
void dwz_e_terms(const struct dwz_params *p, double ro, long age, double w, double we,
    struct dwz_eterms *t);
/* A game that counts for the rated: played, both players rated before the tournament. */
int dwz_counts(const struct dwz_run *r, const struct rgame *g);
/* --explain: the change of a player rated in the tournament as parts (explain.c). */
void dwz_explain(struct dwz_run *r, struct eng *e, const struct rperiod *ev, int key);
/* The first DWZ of the tournament's newcomers (stages 1 and 2): rn, new_rating. */
void dwz_first_ratings(struct dwz_run *r, const struct rperiod *ev);

#endif
