/*
 * naspa.h - what the files of model `naspa` share (doc/rules/naspa.md):
 * rules.c (the parameters, the curve, the multipliers, the excess
 * turned into points), newcomer.c (tsh's iterated performance
 * ratings), state.c (a player's state, its prior and ratings rows) and
 * naspa.c (the event: gathering it, the rated players, the segments,
 * --history, value, --explain).
 */
#ifndef NASPA_H
#define NASPA_H

#include "model.h"

#include <stddef.h>

struct eng;
struct rperiod;

enum { CURVE_LOGISTIC, CURVE_WESPA, CURVE_AUSTRALIAN, CURVE_GERMAN, CURVE_NORMAL };
enum { LIFEG_EVENT, LIFEG_SEGMENT };
enum { BOUND_PRORATE, BOUND_IGNORE };

struct naspa_params {
	int curve;		/* CURVE_* */
	double logistic;	/* E = 1 - 1/(1 + exp(X d)) */
	double wespa;		/* E = 1/(1 + exp(-d/X)) */
	double linear, linear_clamp;	/* E = 1/2 + d/X within [C, 1 - C] */
	double normal_scale, normal_cutoff;	/* E = 1/2 + erf(d/S)/2 */
	double normal_epsilon;	/* the series' last term (tsh's Erf2) */
	double tie_score;	/* a tie's wins */
	double k[2][3];		/* [established][band]: multipliers */
	double band_low, band_high;	/* 1800, 2000 */
	long established;	/* career games from which k[1] applies */
	int boundaries;		/* BOUND_*: prorate a change crossing a band */
	double accel;		/* acceleration: this times the excess */
	double accel_per_game;	/* ... over this many points a game */
	double feedback;	/* bonus / this to each rated opponent; NAN none */
	double club;		/* change divided by this; NAN none */
	double club_cap;	/* |change| at most this; NAN none */
	double floor;		/* rated players' floor; NAN none */
	long split_two, split_three;	/* segments from this many rounds; -1 none */
	int split_lifeg;	/* LIFEG_*: career games counted per segment */
	double nc_floor, nc_cap, nc_initial, nc_zero, nc_all;
	double nc_cap_unrated;	/* averaged passes, no rated opponent: cap here */
	long iterations, search_max;
	long list_games;	/* a listed player's career games, when absent */
	long max_round;
	long scheduled;		/* --scheduled-rounds; -1 none */
	double draw_share;	/* --history's P(draw): a fixed share (draw.h) */
};

extern const char *const naspa_profiles[];
extern const struct param naspa_param[];
int naspa_check(void *vp, const char **why);

/* Expected wins of rating a against b. */
double naspa_expect(const struct naspa_params *p, double a, double b);
/* The curve as rank --eval reads it: 1/(1 + 10^(-d/escale)). */
double naspa_escale(const struct naspa_params *p);
/* tsh's Multiplier(games, rating). */
double naspa_multiplier(const struct naspa_params *p, double games, double rating);
/* tsh's ConvertExcessToPoints: the new rating from start and excess wins. */
double naspa_excess_to_points(const struct naspa_params *p, double games, double start,
    double excess);
/* Perl's int(0.5 + x): tsh's rounding. */
double naspa_round(double x);
/* tsh's MakeSplits for an event of nround rounds: the 0-based last round
 * of each segment in last[]; the number of segments. */
int naspa_splits(const struct naspa_params *p, long nround, long last[3]);

/* ---------- an event being rated ---------- */

struct nplayer {
	int exists;
	double rating;		/* 0: unrated (tsh) */
	long games;		/* career rated games */
};

/* One player of the event being rated. */
struct eplayer {
	int key;
	double pre;		/* rating before the event */
	double old, newr, effr, curr, newpr, feed, ewins, w, means;
	double conv, acc;	/* after the excess's points; the bonus */
	double prefeed;		/* the segment's rating before feedback and rounding */
	long lifeg, rg, rgall;
	int has_curr, has_newpr, has_newr, has_effr;
};

/* A player's round: the opponent (-1: none), the wins (0, 1/2, 1), the game. */
struct slot {
	int opp;
	double win;
	size_t game;		/* the period's game index */
};

struct naspa_run {
	const struct naspa_params *par;
	struct nplayer *pl;	/* per key */
	size_t cap;
	/* the event */
	struct eplayer *ep;
	size_t nep, epcap;
	int *loc;		/* per key: index in ep, or -1 */
	size_t loccap;
	struct slot *slot;	/* nep * nround */
	size_t slotcap;
	long nround;
};

/* state.c: the players' states, their prior and ratings rows. */
extern const struct column naspa_state[];
struct nplayer *naspa_player(struct naspa_run *r, int key);
void *naspa_start(struct eng *e, const void *par);
void naspa_free(void *m);
int naspa_prior(void *m, const struct prior_row *row, int *col, const char **why);
int naspa_row(void *m, int key, struct cells *c);

const struct slot *naspa_slot(const struct naspa_run *r, size_t a, long rnd);
/* tsh's SetupNewcomerPR and RateNewcomersCorrectly over rounds first..last. */
void naspa_rate_newcomers(struct naspa_run *r, long first, long last);

/* rate --explain: the changes of segment first..last (explain.c). */
void naspa_explain_segment(const struct naspa_run *r, struct eng *e, const struct rperiod *pd,
    long first, long last);

#endif
