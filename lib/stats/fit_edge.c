/*
 * fit_edge.c - fit's warning when the values fitted on every game lie on
 * the edge of a grid: the least criterion there may lie beyond it, and
 * the grid is to be widened.  Above the points (fit_points.c); fit.c
 * calls it once the tables are written.
 */
#include "fit.h"
#include "fit_impl.h"
#include "num.h"
#include "rp.h"

#include <string.h>

/* +1: the values rise; -1: they fall; 0: not numbers, or not in order. */
static int
grid_order(const struct fit_flag *g)
{
	double prev = 0, x;
	int dir = 0;
	size_t i;

	for (i = 0; i < g->n; i++) {
		if (!num_parse(g->value[i], strlen(g->value[i]), &x))
			return 0;
		if (i == 1)
			dir = x > prev ? 1 : x < prev ? -1 : 0;
		if (i >= 1 && (dir == 0 || (dir > 0 ? x <= prev : x >= prev)))
			return 0;
		prev = x;
	}
	return dir;
}

/*
 * Is value v the flag's own limit (its least or greatest argument)?  Then
 * the grid cannot be widened that way, and there is nothing to warn of.
 */
static int
at_flag_limit(const struct param *p, const char *v)
{
	double x;

	if ((p->kind != PK_NUM && p->kind != PK_INT) || !num_parse(v, strlen(v), &x))
		return 0;
	return x <= p->lo || x >= p->hi;
}

void
fit_warn_edges(const struct fit *f, const struct point *best)
{
	size_t i;

	for (i = 0; i < f->o->nflag; i++) {
		const struct fit_flag *g = &f->o->flag[i];
		size_t at = best->at[i];
		int dir = grid_order(g), first = at == 0;
		const char *edge;

		if (g->n < 2 || (at != 0 && at != g->n - 1) ||
		    at_flag_limit(g->p, g->value[at]))
			continue;
		if (dir == 0)
			edge = first ? "the first value" : "the last value";
		else
			edge = (dir > 0) == first ? "the bottom" : "the top";
		warnx_rp("the optimum of --fit %s is %s, %s of its grid %s: widen it",
		    g->p->flag, g->value[at], edge, g->spec);
	}
}
