/*
 * eval_sums.c - a game's predictions scored: the sums behind rank
 * --eval's measures and fit's criterion, and the calibration table
 * (definitions in evaluate.c and rank(1), EVALUATION).
 *
 * Calibration.  Every pair (a, b) is counted from both sides: once as
 * p = P(a ahead of b) with outcome o, once as 1 - p with 1 - o.  The
 * table is then symmetric about 1/2 and does not depend on which
 * player's row comes first (in a results file the winner's row often
 * does).  Bin k of M holds the predictions with k/M <= p < (k+1)/M (the
 * last also p = 1).  The expected calibration error is
 *   ECE = sum_k (n_k / N) |mean o_k - mean p_k| = sum_k |O_k - P_k| / N,
 * n_k predictions in bin k, O_k and P_k their sums, N = sum n_k
 * (M. P. Naeini, G. F. Cooper, M. Hauskrecht, "Obtaining well calibrated
 * probabilities using Bayesian binning", AAAI 2015; C. Guo et al., "On
 * calibration of modern neural networks", ICML 2017, eq. 3).
 */
#include "evaluate.h"
#include "rp.h"

#include <math.h>
#include <stdlib.h>

const char *const eval_measure[EVAL_NMEASURES] = { "logloss", "brier", "correct", "rankdev",
	"logloss3", "brier3" };

int
eval_measure_of(const struct eval_sums *s, int k, double *x)
{
	switch (k) {
	case EVAL_LOGLOSS:
		*x = s->logloss / s->pairs;
		return s->pairs > 0;
	case EVAL_BRIER:
		*x = s->brier / s->pairs;
		return s->pairs > 0;
	case EVAL_LOGLOSS3:
		*x = s->logloss3 / s->games3;
		return s->games3 > 0;
	case EVAL_BRIER3:
		*x = s->brier3 / s->games3;
		return s->games3 > 0;
	case EVAL_CORRECT:
		*x = 100 * s->correct / s->decided;
		return s->decided > 0;
	default:
		*x = s->rankdev / s->rows;
		return s->rows > 0;
	}
}

void
eval_sums_add(struct eval_sums *to, const struct eval_sums *s)
{
	to->pairs += s->pairs;
	to->decided += s->decided;
	to->rows += s->rows;
	to->logloss += s->logloss;
	to->brier += s->brier;
	to->correct += s->correct;
	to->rankdev += s->rankdev;
	to->games3 += s->games3;
	to->logloss3 += s->logloss3;
	to->brier3 += s->brier3;
}

void
eval_cal_init(struct eval_cal *c, int bins)
{
	c->bins = bins;
	c->n = xcalloc((size_t)bins, sizeof *c->n);
	c->p = xcalloc((size_t)bins, sizeof *c->p);
	c->o = xcalloc((size_t)bins, sizeof *c->o);
}

void
eval_cal_free(struct eval_cal *c)
{
	free(c->n);
	free(c->p);
	free(c->o);
}

static void
cal_add(struct eval_cal *c, double p, double o)
{
	int k = (int)(p * c->bins);

	if (k >= c->bins)
		k = c->bins - 1;
	if (k < 0)
		k = 0;
	c->n[k]++;
	c->p[k] += p;
	c->o[k] += o;
}

double
eval_cal_ece(const struct eval_cal *c)
{
	double n = 0, gap = 0;
	int k;

	for (k = 0; k < c->bins; k++) {
		n += c->n[k];
		gap += fabs(c->o[k] - c->p[k]);
	}
	return n > 0 ? gap / n : 0;
}

static double
outcome(const long *place, size_t a, size_t b)
{
	return place[a] < place[b] ? 1 : place[a] > place[b] ? 0 : 0.5;
}

/* One pair's log-loss, Brier and ordering into s. */
static void
add_pair(struct eval_sums *s, double p, double o, double d)
{
	s->logloss -= o * log(p) + (1 - o) * log(1 - p);
	s->brier += (p - o) * (p - o);
	s->pairs++;
	if (o != 0.5) {
		s->decided++;
		s->correct += d == 0 ? 0.5 : (d > 0) == (o == 1);
	}
}

void
eval_score(const struct eval_game *g, struct eval_sums *to, struct eval_sums *also,
    struct eval_cal *cal)
{
	size_t a, b, m = g->m;

	for (a = 0; a < m; a++) {
		double actual = 1, predicted = 1;

		for (b = 0; b < m; b++) {
			double o, p, d = g->r[a] - g->r[b];

			if (b == a)
				continue;
			actual += outcome(g->place, b, a);
			predicted += d < 0 ? 1 : d == 0 ? 0.5 : 0;
			if (b < a)
				continue;
			o = outcome(g->place, a, b);
			p = g->s > 0 ? eval_logistic(d, g->s) : eval_normal(d, g->v[a], g->v[b]);
			if (cal) {
				cal_add(cal, p, o);
				cal_add(cal, 1 - p, 1 - o);
			}
			p = fmin(fmax(p, 1e-15), 1 - 1e-15);
			add_pair(to, p, o, d);
			if (also)
				add_pair(also, p, o, d);
		}
		to->rows++;
		to->rankdev += fabs(predicted - actual);
		if (also) {
			also->rows++;
			also->rankdev += fabs(predicted - actual);
		}
	}
}

static void
add3(struct eval_sums *s, const double p[3], int k)
{
	int j;

	s->games3++;
	s->logloss3 -= log(fmax(p[k], 1e-15));
	for (j = 0; j < 3; j++)
		s->brier3 += (p[j] - (j == k)) * (p[j] - (j == k));
}

void
eval_score3(const double p[3], double o, struct eval_sums *to, struct eval_sums *also)
{
	int k = o == 1 ? 0 : o == 0 ? 2 : 1;

	add3(to, p, k);
	if (also)
		add3(also, p, k);
}
