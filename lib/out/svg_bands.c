/*
 * svg_bands.c - `format --svg --bands`: each rating's uncertainty as a
 * band around the player's trajectory, rating -/+ z times the model's
 * uncertainty: rd around rating (glicko, glicko2, stephenson), sigma
 * around mu (trueskill, wenglin).
 *
 * A history row holds the state before its game and after it.  The
 * state after is a vertex at the game's date (the day's last row wins,
 * as in the chart without bands).  The state before is a vertex at the
 * day before: the rating a player brought to the day, so a player's
 * first game reads before -> after, and one back after a pause shows
 * the band the model widened in the pause (Glicko's rd_before is after
 * the growth), the band running from the last day played to the
 * widened one and stepping from it at the game.  A row whose state
 * before equals the previous row's is in the same rating period (a
 * Glicko period gives every game the state at its start): it adds no
 * vertex before, or the line would fall back to the period's start.
 */
#include "rp.h"
#include "out.h"
#include "svg.h"
#include "tsv.h"

#include <string.h>

/* The rating and its uncertainty, and the two before the game if there. */
static void
pair(struct tsv_in *in, struct svg_bandcols *bc, const char *centre, const char *spread)
{
	char name[32];

	bc->centre_name = centre;
	bc->spread_name = spread;
	bc->centre = tsv_need(in, centre);
	snprintf(name, sizeof name, "%s_before", centre);
	bc->centre0 = tsv_col(in, name);
	snprintf(name, sizeof name, "%s_before", spread);
	bc->spread0 = tsv_col(in, name);
	if (bc->centre0 >= 0 && bc->spread0 < 0)
		tsv_need(in, name);	/* one without the other: say which is missing */
	if (bc->spread0 >= 0 && bc->centre0 < 0) {
		snprintf(name, sizeof name, "%s_before", centre);
		tsv_need(in, name);
	}
}

void
svg_band_columns(struct tsv_in *in, struct svg_bandcols *bc)
{
	if ((bc->spread = tsv_col(in, "rd")) >= 0)
		pair(in, bc, "rating", "rd");
	else if ((bc->spread = tsv_col(in, "sigma")) >= 0)
		pair(in, bc, "mu", "sigma");
	else
		die_data("%s: --bands needs the ratings' uncertainty: column rd (around rating: "
		    "glicko, glicko2, stephenson) or sigma (around mu: trueskill, wenglin); "
		    "the history has neither", in->name);
}

static double
spread(struct tsv_in *in, int col)
{
	double x = tsv_num(in, col);

	if (x < 0)
		tsv_bad_field(in, col, "an uncertainty of 0 or more");
	return x;
}

int
svg_band_read(struct tsv_in *in, const struct svg_bandcols *bc, double v[4])
{
	if (in->flen[bc->centre] == 0)
		return 0;	/* a game that was not rated */
	v[0] = tsv_num(in, bc->centre);
	v[1] = spread(in, bc->spread);
	if (bc->centre0 >= 0) {
		v[2] = tsv_num(in, bc->centre0);
		v[3] = spread(in, bc->spread0);
	}
	return 1;
}

/* Vertex v of s: the state (centre, spread) on date. */
static void
put_vertex(struct svg_series *s, size_t v, long date, double centre, double spread_of,
    double z)
{
	double half = z * spread_of;

	if (v == s->n) {
		xgrow(&s->p, &s->cap, s->n + 1, sizeof *s->p);
		xgrow(&s->e, &s->ecap, s->n + 1, sizeof *s->e);
		s->n++;
	}
	s->p[v] = (struct svg_point){ date, centre };
	s->e[v] = (struct svg_edges){ centre - half, centre + half };
}

/* Is the state (centre, spread) on date the last vertex already? */
static int
is_last(const struct svg_series *s, long date, double centre, double spread_of, double z)
{
	double half = z * spread_of;

	if (!s->n)
		return 0;
	return s->p[s->n - 1].date == date && s->p[s->n - 1].rating == centre &&
	    s->e[s->n - 1].lo == centre - half && s->e[s->n - 1].hi == centre + half;
}

void
svg_band_add(struct svg_series *s, const struct svg_bandcols *bc, double z,
    long date, const double v[4])
{
	if (s->n && s->p[s->n - 1].date == date) {
		/* the rating at the end of the day */
		put_vertex(s, s->n - 1, date, v[0], v[1], z);
	} else {
		if (bc->centre0 >= 0 && (!s->rows || v[2] != s->before ||
		    v[3] != s->spread_before)) {
			s->prior |= !s->rows;
			if (!is_last(s, date - 1, v[2], v[3], z))
				put_vertex(s, s->n, date - 1, v[2], v[3], z);
		}
		put_vertex(s, s->n, date, v[0], v[1], z);
	}
	s->rows = 1;
	if (bc->centre0 >= 0) {
		s->before = v[2];
		s->spread_before = v[3];
	}
}

void
svg_band_area(const struct svg_chart *c, size_t k)
{
	const struct svg_series *s = &c->s[k];
	size_t j;

	if (s->n == 1) {	/* no area: the band as a bar */
		double x = svg_x(c, s->p[0].date);

		svg_putf("<line class=\"band\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
		    "stroke=\"%s\" stroke-opacity=\"0.35\" stroke-width=\"8\"><title>",
		    x, svg_y(c, s->e[0].hi), x, svg_y(c, s->e[0].lo), svg_colour(k));
		svg_put_escaped(s->player);
		svg_put("</title></line>\n");
		return;
	}
	/* the upper edge forward, the lower edge back */
	svg_putf("<polygon class=\"band\" fill=\"%s\" fill-opacity=\"0.18\" stroke=\"none\" "
	    "points=\"", svg_colour(k));
	for (j = 0; j < s->n; j++)
		svg_putf("%s%.2f,%.2f", j ? " " : "", svg_x(c, s->p[j].date), svg_y(c, s->e[j].hi));
	for (j = s->n; j-- > 0;)
		svg_putf(" %.2f,%.2f", svg_x(c, s->p[j].date), svg_y(c, s->e[j].lo));
	svg_put("\"><title>");
	svg_put_escaped(s->player);
	svg_put("</title></polygon>\n");
}

static void
open_circle(const struct svg_chart *c, size_t k, size_t j, const char *class,
    const char *what)
{
	const struct svg_series *s = &c->s[k];

	svg_putf("<circle class=\"%s\" cx=\"%.2f\" cy=\"%.2f\" r=\"3.5\" fill=\"#ffffff\" "
	    "stroke=\"%s\" stroke-width=\"1.5\"><title>", class, svg_x(c, s->p[j].date),
	    svg_y(c, s->p[j].rating), svg_colour(k));
	svg_put_escaped(s->player);
	svg_put(what);
	svg_put("</title></circle>\n");
}

void
svg_band_marks(const struct svg_chart *c, size_t k)
{
	const struct svg_series *s = &c->s[k];
	const struct svg_point *last = &s->p[s->n - 1];

	if (s->listed)
		open_circle(c, k, 0, "listed", ": in the ratings list");
	if (s->prior)
		open_circle(c, k, (size_t)s->listed, "prior", ": before the first game");
	svg_putf("<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3\" fill=\"%s\"/>\n",
	    svg_x(c, last->date), svg_y(c, last->rating), svg_colour(k));
}
