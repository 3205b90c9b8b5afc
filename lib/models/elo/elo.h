/*
 * elo.h - the pieces of model `elo` other files may share.
 */
#ifndef ELO_H
#define ELO_H

struct elo_params;

/* Expected score of a player rated `own` against one rated `opp`: the
 * profile's curve (logistic or FIDE table 8.1b) after its difference cap.
 * `rate -m elo` and `value -m elo` both use this one function. */
double elo_expect(const struct elo_params *par, double own, double opp);

#endif
