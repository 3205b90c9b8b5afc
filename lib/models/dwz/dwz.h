/*
 * dwz.h - model `dwz` (dwz.c): its parameters, a player's state, the
 * rule's formulas; the first DWZ of newcomers (first.c).
 */
#ifndef DWZ_H
#define DWZ_H

#include "engine.h"

#include <stddef.h>

/* struct dwz_params.expectation, .fb_when, .brake_when, .brake_ages, .newcomer_games */
enum { DWZ_NORMAL, DWZ_LOGISTIC };
enum { DWZ_AT_LEAST, DWZ_ABOVE };	/* fB: W >= We, W > We */
enum { DWZ_BELOW, DWZ_AT_MOST };	/* SBr: W < We, W <= We */
enum { DWZ_ALL_AGES, DWZ_YOUTH };	/* SBr: every player, youths only */
enum { DWZ_COUNT, DWZ_DROP };		/* games against newcomers who get a first DWZ */

struct dwz_params {
	int expectation;	/* DWZ_NORMAL: Phi(D/sigma); DWZ_LOGISTIC */
	double sigma;		/* of the normal distribution of D */
	double scale;		/* logistic: 1/(1 + 10^(-D/scale)) */
	long we_digits;		/* a game's expectation rounded (a table's decimals); -1: none */
	double factor;		/* Rn = Ro + factor (W - We)/(E + n) */
	double e_div, e_pow;	/* E0 = (Ro/div)^pow + J */
	double j[3];		/* youth, junior, senior */
	long youth_max, junior_max;
	double fb_div, fb_min, fb_max;
	int fb_when;		/* DWZ_AT_LEAST, DWZ_ABOVE */
	double brake_below, brake_width;
	int brake_when;		/* DWZ_BELOW, DWZ_AT_MOST */
	int brake_ages;		/* DWZ_ALL_AGES, DWZ_YOUTH */
	int newcomer_games;	/* DWZ_COUNT, DWZ_DROP */
	double exc_margin;	/* Sonderwertung: performance above Ro + this; NAN: none */
	long exc_games;		/* games against rated opponents for a performance */
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
	double as_opp;		/* a rated player as the opponents see him: Ro, or Rh (3.6.3) */
	double rh;		/* the performance (3.6.2), when exceptional */
	int exceptional;	/* performance more than --exception-margin above Ro */
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

/* The expected score of a player rated r against ri, as a table gives it (we_digits). */
double dwz_we(const struct dwz_params *p, double r, double ri);
/* The same, unrounded: the curve a performance is solved on. */
double dwz_p(const struct dwz_params *p, double d);
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
/* A game that counts for the rated: played, both players of the selection (Auswahl II). */
int dwz_counts(const struct dwz_run *r, const struct rgame *g);
/* A player of the selection as his opponents count him: Ro, Rh (3.6.3) or his first DWZ. */
double dwz_opp_rating(const struct dwz_run *r, int key);
/* --explain: the change of a player rated in the tournament as parts (explain.c). */
void dwz_explain(struct dwz_run *r, struct eng *e, const struct rperiod *ev, int key);
/* The first DWZ of the tournament's newcomers (stages 1 and 2): rn, new_rating. */
void dwz_first_ratings(struct dwz_run *r, const struct rperiod *ev);

#endif
