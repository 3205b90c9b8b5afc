/*
 * field.h - the model topcoder's parameters and its arithmetic for one
 * game (field.c), shared by the model's rules and hooks (topcoder.c).
 */
#ifndef TOPCODER_FIELD_H
#define TOPCODER_FIELD_H

#include "engine.h"
#include "pairs.h"

#include <stddef.h>

struct tc_params {
	double init_r, init_v;	/* a new player */
	double first_v;		/* V after the first rating; 0: the formula */
	double cap_base, cap_scale;
	int cap_integer;	/* Cap = base + floor(scale/(n+2)) */
	double w_a, w_b;	/* Weight = 1/(1 - (a/(n+1) + b)) - 1 */
	double band1, band1_f, band2, band2_f;
	int round_int;		/* stored R and V are rounded to integers */
	double min_rating;	/* NAN: none */
	int together;		/* rate everybody on the whole standings */
	int vol_uncapped;	/* NewV from the rating before the cap (Elo-MMR) */
	long provisional;	/* status provisional below this many ratings */
	double list_v;		/* a listed player's volatility, when the list has none */
	long list_times;	/* ... and times rated */
};

struct tc_result {
	double arank, erank, eperf, aperf, perfas, weight, cap, r, v;
};

struct work {
	size_t cap;
	size_t *sel;		/* compact index -> game row */
	double *r, *tv2, *E, *rank;
	struct pairs pairs;	/* the pairs' erf sums (pairs.c) */
	long *vplace, *less, *cnt;
	int whole;		/* E holds the whole game's sums, rows in order */
	double cf[2];		/* CF of the consolidated players' standings, of the whole */
	double *R, *V;		/* per game row: pre-game state */
	long *n;
	struct tc_result *res;
	int *rated;
};

double tc_erank(size_t m, double E);
double tc_perf(size_t m, double rank);
double tc_new_rating(double R0, double w, double perfas);
double tc_within_cap(double R0, double nr, double cap);
void tc_work_grow(struct work *w, size_t n);
void tc_work_free(struct work *w);
void tc_field_sums(struct work *w, size_t m, size_t t);
void tc_rate_players(const struct tc_params *par, struct work *w, const struct rgame *g);

#endif
