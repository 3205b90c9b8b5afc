/*
 * game_rows.c - what a stage asks of the game the reader handed it
 * (game.h): a row's field as a number, whether a row was played, places
 * from points, tie-averaged ranks, and the data errors that name a row.
 */
#include "game.h"
#include "num.h"
#include "rp.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void
game_bad_row(const struct game_reader *gr, size_t r, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vdie_at(gr->g.file[r], gr->g.line[r], 0, fmt, ap);
}

void
game_bad_field(const struct game_reader *gr, size_t r, int col, const char *what)
{
	const char *f = game_field(gr, r, col);
	size_t n = game_flen(gr, r, col);
	int shown = n > 60 ? 57 : (int)n;

	tsv_out_abort();
	fprintf(stderr, "%s: %s:%lu:%d: column \"%s\": expected %s, found \"%.*s%s\"\n",
	    rp_progname, gr->g.file[r], gr->g.line[r], col + 1, gr->in.col[col],
	    what, shown, f, n > 60 ? "..." : "");
	exit(EXIT_DATA);
}

double
game_num(const struct game_reader *gr, size_t r, int col)
{
	double v;

	if (!num_parse(game_field(gr, r, col), game_flen(gr, r, col), &v))
		game_bad_field(gr, r, col, "a finite number");
	return v;
}

void
game_ranks(const struct game *g, double *rank)
{
	size_t *count = xcalloc(g->n + 1, sizeof *count), r;

	for (r = 0; r < g->n; r++)
		count[g->place[r]]++;
	for (r = 0; r < g->n; r++)
		rank[r] = (double)g->place[r] + (double)(count[g->place[r]] - 1) / 2;
	free(count);
}

int
game_unplayed(const struct game_reader *gr, size_t r, int c_result)
{
	size_t n;

	if (c_result < 0)
		return 0;
	n = game_flen(gr, r, c_result);
	return n == 3 || n == 7;	/* bye, forfeit: the reader checked it */
}

struct by_points {
	double points;
	size_t row;
};

static int
more_points_first(const void *a, const void *b)
{
	const struct by_points *x = a, *y = b;

	if (x->points != y->points)
		return x->points > y->points ? -1 : 1;
	return x->row < y->row ? -1 : x->row > y->row;
}

void
game_places_from_points(struct game_reader *gr, int c_points)
{
	struct game *g = &gr->g;
	struct by_points *o = xmalloc(g->n * sizeof *o);
	size_t i;

	for (i = 0; i < g->n; i++) {
		o[i].points = game_num(gr, i, c_points);
		o[i].row = i;
	}
	qsort(o, g->n, sizeof *o, more_points_first);
	for (i = 0; i < g->n; i++)
		g->place[o[i].row] = i > 0 && o[i].points == o[i - 1].points ?
		    g->place[o[i - 1].row] : (long)i + 1;
	free(o);
}
