/*
 * newton.h - what the whole-history model (whr.c) and the Bradley-Terry
 * batch fit (bt.c) share: the Bradley-Terry curve in natural units, a
 * two-player game's checks, and the linear algebra of Newton's method
 * (the tridiagonal solve of Coulom's appendix, the diagonal of an
 * inverse Hessian, tridiagonal or dense).
 *
 * Natural units: a rating r is ln(gamma), P(a beats b) = 1/(1 + e^(rb - ra));
 * the ratings stream holds Elo points, r * 400/ln 10 (WN_ELO).
 */
#ifndef WHR_NEWTON_H
#define WHR_NEWTON_H

#include "engine.h"
#include "model.h"

#include <stddef.h>

/* Elo points per natural unit: 400/ln(10) */
#define WN_ELO 173.71779276130072

/* P(win) of a rating difference d in natural units. */
double wn_p(double d);

/*
 * A game of the event: two rows (duel.h); 1 when it is rated (both rows played), 0 when carried (bye, forfeit).
 */
int wn_game(struct eng *e, const struct rgame *g, const char *what);

/*
 * Newton's step on a concave function with a tridiagonal Hessian H
 * (diagonal a[0..n-1] < 0, off-diagonal c[0..n-2]): solves H x = g into
 * x (work: n doubles).  The paper's appendix: H = LU, forward then back
 * substitution, O(n).  0 when a pivot is not negative (H not negative
 * definite: the caller stops).
 */
int wn_tri_solve(size_t n, const double *a, const double *c, const double *g, double *x,
    double *work);

/*
 * The diagonal of (-H)^-1 for the same H into v (work: 2n doubles): the
 * variances of the ratings, with forward pivots f and backward pivots b
 * of -H, v_i = 1/(f_i + b_i + a_i).
 */
void wn_tri_var(size_t n, const double *a, const double *c, double *v, double *work);

/*
 * The diagonal of A^-1 for a dense symmetric positive definite n x n A
 * (row-major, overwritten by its Cholesky factor) into v: 0 when A is not
 * positive definite.  O(n^3): bt.c's standard errors.
 */
int wn_dense_invdiag(size_t n, double *A, double *v);

/*
 * An event's rows (rows.c): per row the estimate before the event
 * (`before`: mean and variance in natural units, two a row), the
 * estimate after it at game g's day (`after`), the run's mark of a
 * player in the event (1, 2 once explained), Davidson's nu.
 */
struct wn_rows {
	void *run;
	const double *before;
	void (*after)(void *run, const struct rgame *g, int key, double *m, double *v);
	int *(*mark)(void *run, int key);
	double draw_nu;
};
/*
 * The ratings stream of both (rows.c): rating, deviation, games, status,
 * last; a prior row's Gaussian summary read from it, and a row written.
 */
enum { WN_S_RATING, WN_S_DEV, WN_S_GAMES, WN_S_STATUS, WN_S_LAST };
extern const struct column wn_state[];
struct wn_listed {
	double m0, v0;		/* natural units */
	long games, last;	/* last: LONG_MIN when the row has none */
};
int wn_prior_read(const struct prior_row *row, double list_dev, long list_games,
    struct wn_listed *l, int *col, const char **why);
void wn_row_cells(struct cells *c, double mu, double v, long games, long provisional, long last);
extern const char *const wn_history_cols[];
extern const char *const wn_explain_cols[];
void wn_history(struct eng *e, const struct rperiod *p, const struct wn_rows *w);
void wn_explain(struct eng *e, const struct rperiod *p, const struct wn_rows *w);

#endif
