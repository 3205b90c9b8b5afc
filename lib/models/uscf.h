/*
 * uscf.h - model `uscf` (uscf.c): its parameters and the special rating
 * formula (uscf_special.c), the iterative part of Glickman and Doan's text.
 */
#ifndef USCF_H
#define USCF_H

#include <stddef.h>

struct uscf_params {
	double age_slope, age_min, age_max, young, adult;	/* step 1 */
	double neff_cap, neff_a, neff_b, neff_center, neff_top;	/* step 2 */
	long special_games;
	double pwe_width, special_max, eps;
	double k_num, bonus_b, bonus_sqrt_min;
	long bonus_games, bonus_meet;
	double af_base, af_max, af_win, af_draw, af_event;
	double floor_gap, floor_step, floor_cap;
	long established;
	long age;		/* a row without age; -1: an adult (the text's default) */
};

/* The special formula's inputs: R0 (the tie-break), R0', S', N', the opponents. */
struct special {
	const struct uscf_params *par;
	double r0, r0a, sa, neff;
	const double *opp;
	size_t m;
};

/* N' = min(N, N*(R0)). */
double uscf_neff(const struct uscf_params *p, double r0, long n);
/* The rating R where N' PWe(R, R0') + sum PWe(R, Ri) = S'; score is S. */
double uscf_special(const struct special *s, double score);

#endif
