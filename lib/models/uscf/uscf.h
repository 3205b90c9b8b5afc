/*
 * uscf.h - model `uscf` (uscf.c; a player's state and rows: state.c):
 * its parameters and the special rating formula (special.c), the
 * iterative part of Glickman and Doan's text.
 */
#ifndef USCF_H
#define USCF_H

#include "engine.h"
#include "model.h"

#include <math.h>
#include <stddef.h>

struct uscf_params {
	double age_slope, age_min, age_max, young, adult;	/* step 1 */
	double neff_cap, neff_a, neff_b, neff_center, neff_top;	/* step 2 */
	double first_neff;	/* step 3: an unrated player's N' */
	long special_games;
	double pwe_width, special_max, eps;
	double k_num, bonus_b, bonus_sqrt_min;
	long bonus_games, bonus_meet;
	double af_base, af_max, af_win, af_draw, af_event;
	double floor_gap, floor_step, floor_cap, floor_min;
	long established;
	long list_games;	/* a prior list without games (--prior-ratings-only) */
	double age;		/* a row without age; NAN: an adult (the text's default) */
};

/* The special formula's inputs: R0 (the tie-break), R0', S', N', the opponents. */
struct special {
	const struct uscf_params *par;
	double r0, r0a, sa, neff;
	const double *opp;
	size_t m;
};

struct uplayer {
	int exists;
	double r, peak;		/* peak: the highest established rating; NAN none */
	long games, wins, losses, events, last;
};

/* A participant of the event being rated. */
struct upart {
	int key, rated;
	double r0, neff, est[3];	/* est: steps 3, 4, 5 */
	double floor;		/* the floor of the final rating */
	double bonus;		/* the bonus of the last step */
	long n0, m, w, d, l;
	double age;		/* in years, fractional; NAN: unknown */
	double s;
};

struct uscf_run {
	const struct uscf_params *par;
	struct uplayer *pl;
	size_t cap;
	struct upart *part;
	size_t npart, pcap;
	int *loc;		/* per key: its participant, -1 */
	size_t lcap;
	double *opp;
	int *oppk;
	size_t ocap, kcap;
};

/* An opponent's rating as step `step` (0: 3, 1: 4, 2: 5) meets it. */
static inline double
uscf_met(const struct upart *o, int step)
{
	return o->rated || step == 0 ? o->r0 : o->est[step - 1];
}

/* The expected score E of a game of r against ro, and K = 800 / (N' + m). */
static inline double
uscf_expected(double r, double ro)
{
	return 1 / (1 + pow(10, -(r - ro) / 400));
}

static inline double
uscf_k(const struct uscf_params *p, double neff, size_t m)
{
	return p->k_num / (neff + (double)m);
}

/* N' = min(N, N*(R0)). */
double uscf_neff(const struct uscf_params *p, double r0, long n);
/* The rating R where N' PWe(R, R0') + sum PWe(R, Ri) = S'; score is S. */
double uscf_special(const struct special *s, double score);

/* Does participant x (player p) take the special formula against opp[0 .. m)?
 * Its inputs into *s (special.c). */
int uscf_special_in(const struct uscf_params *par, const struct upart *x,
    const struct uplayer *p, const double *opp, size_t m, int step, struct special *s);
/* Does participant x take the special formula? Its inputs (but the opponents) into *s. */
int uscf_special_inputs(const struct uscf_run *r, const struct upart *x, struct special *s);
/* state.c: the players' states, their prior and ratings rows. */
extern const struct column uscf_state[];
struct uplayer *uscf_player(struct uscf_run *r, int key);
void *uscf_start(struct eng *e, const void *par);
void uscf_free(void *m);
int uscf_prior(void *m, const struct prior_row *row, int *col, const char **why);
int uscf_row(void *m, int key, struct cells *c);

/* --explain of participant x's change to `after` (explain.c). */
void uscf_explain(struct uscf_run *r, struct eng *e, const struct rperiod *ev,
    const struct upart *x, double after);

#endif
