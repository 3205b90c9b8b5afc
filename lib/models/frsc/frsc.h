/*
 * frsc.h - the FRSc 2012 rating for collective (duplicate) games
 * (doc/rules/frsc2012.md).  The pieces other stages share: the
 * achievement term `score` writes as delta, and the game value V.
 */
#ifndef FRSC_H
#define FRSC_H

#include <stddef.h>

/* 50 * (J - 2L + 1) / (J - 1): +spread for first place, -spread for last. J > 1. */
double frsc_delta(double J, double L, double spread);
/* V_k: the mean of the participants' current ratings (unrated ones given). */
double frsc_value(const double *rating, size_t n);

#endif
