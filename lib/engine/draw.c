/*
 * draw.c - a two-player game's three outcomes from a model's prediction
 * (draw.h).
 *
 * Davidson and Rao-Kupper are written in the odds x = pi_a/pi_b =
 * E/(1 - E) of the model's own pairwise probability E, so that a model
 * hands over the number it already predicts with (and its curve, with
 * any cap or table, stays its own):
 *   Davidson   divide by pi_b, then multiply by (1 - E):
 *                P(win)  = E / (1 + nu sqrt(E(1 - E)))
 *                P(loss) = (1 - E) / (1 + nu sqrt(E(1 - E)))
 *                P(draw) = nu sqrt(E(1 - E)) / (1 + nu sqrt(E(1 - E)))
 *              nu = 0: no draw, the pairwise curve itself.
 *   Rao-Kupper P(win)  = x/(x + theta) = E / (E + theta (1 - E))
 *              P(loss) = (1 - E) / ((1 - E) + theta E), P(draw) the rest
 *              (= (theta^2 - 1) x / ((x + theta)(theta x + 1)) >= 0).
 *   margin     P(win) = Phi((d - eps)/c), P(loss) = Phi((-d - eps)/c),
 *              P(draw) the rest (Herbrich, Minka, Graepel 2006, eq. of
 *              the draw margin).
 *   share      P(draw) = q, the decided rest split as E.
 * An E outside [0, 1] (a linear curve without its clamp, naspa's deu)
 * is read at the bound it passed: a sure win or loss.
 * Each form is symmetric under swapping a and b (E -> 1 - E, d -> -d):
 * win and loss trade places, draw stays.
 */
#include "draw.h"
#include "engine_run.h"
#include "normal.h"
#include "rp.h"

#include <math.h>

struct draw3
draw3_of(enum draw_model dm, double par, double E, double d, double c)
{
	struct draw3 p;
	double t;

	E = fmin(fmax(E, 0), 1);	/* a curve past its bounds (a linear one unclamped) */
	switch (dm) {
	case DRAW_DAVIDSON:
		t = 1 + par * sqrt(E * (1 - E));
		p.win = E / t;
		p.loss = (1 - E) / t;
		p.draw = (t - 1) / t;
		break;
	case DRAW_RAO_KUPPER:
		p.win = E / (E + par * (1 - E));
		p.loss = (1 - E) / ((1 - E) + par * E);
		p.draw = 1 - p.win - p.loss;
		break;
	case DRAW_MARGIN:
		p.win = normal_cdf((d - par) / c);
		p.loss = normal_cdf((-d - par) / c);
		p.draw = 1 - p.win - p.loss;
		break;
	default:
		p.draw = par;
		p.win = (1 - par) * E;
		p.loss = (1 - par) * (1 - E);
		break;
	}
	return p;
}

void
draw3_cells(struct cells *c, int has, const struct draw3 *p)
{
	if (!has) {
		cell_empty(c);
		cell_empty(c);
		cell_empty(c);
		return;
	}
	/* the rest of 1 - win - loss may round a hair below 0 */
	if (!(p->win >= 0 && p->loss >= 0 && p->draw >= -1e-15 && p->win <= 1 && p->loss <= 1 &&
	    fabs(p->win + p->draw + p->loss - 1) < 1e-12))
		die_data("internal error: model %s: P(win) %.17g, P(draw) %.17g, P(loss) %.17g "
		    "are not three probabilities summing to 1", c->model, p->win, p->draw, p->loss);
	cell_num(c, p->win);
	cell_num(c, fmax(p->draw, 0));
	cell_num(c, p->loss);
}
