/*
 * draw.h - a two-player game as three outcomes: P(win), P(draw),
 * P(loss) of one player, from the model's prediction and the draw model
 * it declares (lib/engine/draw.c).  A model names its draw model and the
 * flag of its parameter; the probabilities, their checks (each in
 * [0, 1], the three summing to 1, the same game seen from the other side
 * the same three reversed) and the --history cells p_win p_draw p_loss
 * are made here, once, for every model.  Definitions: rate(1), DRAWS.
 */
#ifndef DRAW_H
#define DRAW_H

#include "engine.h"

enum draw_model {
	/* Davidson (1970): pi = 10^(r/s); P(draw) = nu sqrt(pi_a pi_b) /
	 * (pi_a + pi_b + nu sqrt(pi_a pi_b)); nu >= 0 */
	DRAW_DAVIDSON,
	/* Rao and Kupper (1967): P(a beats b) = pi_a / (pi_a + theta pi_b);
	 * theta >= 1 */
	DRAW_RAO_KUPPER,
	/* a draw margin eps on a normal performance difference (TrueSkill):
	 * P(draw) = Phi((eps - d)/c) - Phi((-eps - d)/c); eps >= 0 */
	DRAW_MARGIN,
	/* a fixed share: P(draw) = q, P(win) = (1 - q) E, P(loss) = (1 - q)(1 - E);
	 * 0 <= q < 1 */
	DRAW_SHARE,
};

struct draw3 {
	double win, draw, loss;
};

/*
 * Row a's three outcomes against b.  E: the model's P(a ahead of b) on
 * its pairwise curve (the logistic of Bradley-Terry for Davidson,
 * Rao-Kupper and the share; outside [0, 1] it is taken at its bound); d, c: for DRAW_MARGIN, the
 * difference of means mu_a - mu_b and the spread c > 0 of the
 * performance difference (E unused).  par: the model's draw parameter.
 */
struct draw3 draw3_of(enum draw_model dm, double par, double E, double d, double c);

/* The three cells p_win p_draw p_loss (empty when !has); stops the run
 * with an internal error when they are not probabilities summing to 1. */
void draw3_cells(struct cells *c, int has, const struct draw3 *p);

#endif
