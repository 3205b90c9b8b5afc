/*
 * newton.c - the Bradley-Terry curve and Newton's linear algebra that
 * whr.c and bt.c share (newton.h).
 */
#include "newton.h"
#include "shared/duel.h"
#include "rp.h"

#include <math.h>
#include <stdlib.h>

double
wn_p(double d)
{
	/* the two forms keep exp's argument <= 0: no overflow either way */
	if (d >= 0)
		return 1 / (1 + exp(-d));
	return exp(d) / (1 + exp(d));
}

int
wn_game(struct eng *e, const struct rgame *g, const char *what)
{
	duel_check(e, g, what);	/* (one player twice: the reader refuses it) */
	return duel_played(g);
}

int
wn_tri_solve(size_t n, const double *a, const double *c, const double *g, double *x,
    double *work)
{
	double *d = work;	/* the pivots of U; L's multipliers are c/d */
	size_t i;

	d[0] = a[0];
	x[0] = g[0];
	if (!(d[0] < 0))
		return 0;
	for (i = 1; i < n; i++) {
		double l = c[i - 1] / d[i - 1];

		d[i] = a[i] - l * c[i - 1];
		x[i] = g[i] - l * x[i - 1];
		if (!(d[i] < 0))
			return 0;
	}
	x[n - 1] /= d[n - 1];
	for (i = n - 1; i-- > 0;)
		x[i] = (x[i] - c[i] * x[i + 1]) / d[i];
	return 1;
}

void
wn_tri_var(size_t n, const double *a, const double *c, double *v, double *work)
{
	double *f = work, *b = work + n;
	size_t i;

	/* pivots of A = -H from the top (f) and from the bottom (b) */
	f[0] = -a[0];
	for (i = 1; i < n; i++)
		f[i] = -a[i] - c[i - 1] * c[i - 1] / f[i - 1];
	b[n - 1] = -a[n - 1];
	for (i = n - 1; i-- > 0;)
		b[i] = -a[i] - c[i] * c[i] / b[i + 1];
	for (i = 0; i < n; i++)
		v[i] = 1 / (f[i] + b[i] + a[i]);
}

int
wn_dense_invdiag(size_t n, double *A, double *v)
{
	size_t i, j, k;

	/* A = L L^T, L in the lower triangle */
	for (j = 0; j < n; j++) {
		double s = A[j * n + j];

		for (k = 0; k < j; k++)
			s -= A[j * n + k] * A[j * n + k];
		if (!(s > 0))
			return 0;
		A[j * n + j] = sqrt(s);
		for (i = j + 1; i < n; i++) {
			double t = A[i * n + j];

			for (k = 0; k < j; k++)
				t -= A[i * n + k] * A[j * n + k];
			A[i * n + j] = t / A[j * n + j];
		}
	}
	/* (A^-1)_jj = |L^-1 e_j|^2: solve L y = e_j from row j down */
	{
		double *y = xmalloc((n ? n : 1) * sizeof *y);

		for (j = 0; j < n; j++) {
			double s = 0;

			for (i = j; i < n; i++) {
				double t = i == j ? 1 : 0;

				for (k = j; k < i; k++)
					t -= A[i * n + k] * y[k];
				y[i] = t / A[i * n + i];
				s += y[i] * y[i];
			}
			v[j] = s;
		}
		free(y);
	}
	return 1;
}
