/*
 * svg.c - `format --svg`: rating-history charts from `rate --history`.
 *
 * One polyline per (player, type) through the player's rating after
 * each day's games (several games on one day: the rating after the
 * last), over a date axis; rows with an empty rating (a game that was
 * not rated) add no point.  -p NAME picks players (in the legend in
 * that order); without it every player is drawn, by name bytewise.
 * A name given with -p that the history never shows is an error; --top N
 * picks the N series of the highest final ratings instead, in that
 * order.  The legend lists as many series as fit beside the plot and
 * counts the rest.  --bands draws each rating's uncertainty around the
 * line from the model's own columns (svg_bands.c).
 *
 * Everything is computed here and written as plain SVG 1.1 text with
 * coordinates printed to 2 decimals in the C locale: the same input
 * gives the same bytes.  Geometry for a W x H chart: the plot spans
 * x from 64 to W - 200 (the legend sits to the right) and y from 40
 * (below the title) to H - 48 (above the date labels), so
 *     x = 64 + (date - first) / (last - first) * (W - 264)
 *     y = H - 48 - (rating - lo) / (hi - lo) * (H - 88)
 * where lo, hi are the rating range widened to whole tick steps.
 *
 * The history is read into series by svg_read.c (svg_run); this file
 * draws a chart of them.
 */
#include "names.h"
#include "num.h"
#include "strbuf.h"
#include "rp.h"
#include "out.h"
#include "svg.h"
#include "tsv.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The least tick step: ticks stay apart where ratings differ by less. */
#define AXIS_STEP_MIN 1e-6
#define EDGE SVG_EDGE

/* --title, or "Rating history" and the --type charted. */
static void
put_title(const struct format_opts *o)
{
	if (o->title) {
		svg_put_escaped(o->title);
		return;
	}
	svg_put("Rating history");
	if (o->type) {
		svg_put(": ");
		svg_put_escaped(o->type);
	}
}
static int
by_legend(const void *a, const void *b)
{
	const struct svg_series *x = a, *y = b;
	int d = x->order != y->order ? (x->order < y->order ? -1 : 1) : strcmp(x->player, y->player);

	return d ? d : strcmp(x->type, y->type);
}

/* x, or the edge it is beyond (counted). */
static double
clamp(double x, size_t *beyond)
{
	if (fabs(x) <= EDGE)
		return x;
	++*beyond;
	return copysign(EDGE, x);
}

/* Ranges of the data, the rating axis widened to a 1-2-5 step. */
static void
scales(struct svg_chart *c, const struct format_opts *o)
{
	double rmin = HUGE_VAL, rmax = -HUGE_VAL, raw, mag;
	size_t i, j;

	c->d0 = 0;
	c->d1 = 0;
	for (i = 0; i < c->n; i++)
		for (j = 0; j < c->s[i].n; j++) {
			struct svg_point *p = &c->s[i].p[j];

			if ((i == 0 && j == 0) || p->date < c->d0)
				c->d0 = p->date;
			if ((i == 0 && j == 0) || p->date > c->d1)
				c->d1 = p->date;
			struct svg_edges *e = c->s[i].e ? &c->s[i].e[j] : NULL;

			p->rating = clamp(p->rating, &c->beyond);
			if (e) {
				e->lo = clamp(e->lo, &c->beyond_band);
				e->hi = clamp(e->hi, &c->beyond_band);
			}
			rmin = fmin(rmin, e ? e->lo : p->rating);
			rmax = fmax(rmax, e ? e->hi : p->rating);
		}
	if (c->d0 == c->d1) {	/* one day: centre it */
		c->d0--;
		c->d1++;
	}
	raw = (rmax - rmin) / 5;
	if (raw <= 0)
		raw = fmax(fabs(rmax) / 50, 0.2);
	raw = fmax(raw, AXIS_STEP_MIN);
	mag = pow(10, floor(log10(raw)));
	c->step = raw <= mag ? mag : raw <= 2 * mag ? 2 * mag : raw <= 5 * mag ? 5 * mag : 10 * mag;
	c->lo = floor(rmin / c->step) * c->step;
	c->hi = ceil(rmax / c->step) * c->step;
	if (c->hi <= c->lo)
		c->hi = c->lo + c->step;
	c->x0 = SVG_LEFT;
	c->x1 = o->width - (o->no_legend ? 24 : SVG_RIGHT);
	c->y0 = SVG_TOP;
	c->y1 = o->height - SVG_BOTTOM;
}

static void
rating_axis(const struct svg_chart *c)
{
	int digits = c->step >= 1 ? 0 : (int)ceil(-log10(c->step) - 1e-9);
	long i, n = lround((c->hi - c->lo) / c->step);

	svg_put("<g class=\"rating-ticks\" font-size=\"11\" text-anchor=\"end\">\n");
	for (i = 0; i <= n; i++) {
		double r = c->lo + (double)i * c->step, y = svg_y(c, r);
		char lab[32];

		num_format_rounded(r, digits, lab);
		svg_putf("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"#e6e6e6\"/>",
		    c->x0, y, c->x1, y);
		svg_putf("<text x=\"%.2f\" y=\"%.2f\">%s</text>\n", c->x0 - 6, y + 4, lab);
	}
	svg_put("</g>\n");
}

/* First day of the month `m` months after January of year 0. */
static long
month_day(long m)
{
	char s[48];
	long d;

	snprintf(s, sizeof s, "%04ld-%02ld-01", m / 12, m % 12 + 1);
	if (!date_parse(s, strlen(s), &d))
		die_data("internal error: date %s", s);
	return d;
}

static void
tick(const struct svg_chart *c, long d, const char *label)
{
	double x = svg_x(c, d);

	svg_putf("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"#e6e6e6\"/>",
	    x, c->y0, x, c->y1);
	svg_putf("<text x=\"%.2f\" y=\"%.2f\">%s</text>\n", x, c->y1 + 18, label);
}

/*
 * Date ticks at most ~8: whole days under two months, else the first of
 * every 1, 2, 3 or 6 months, else of every 1, 2, 5, 10... years.
 */
static void
date_axis(const struct svg_chart *c)
{
	static const long msteps[] = { 1, 2, 3, 6, 12, 24, 60, 120, 240, 600, 1200 };
	static const long dsteps[] = { 1, 2, 5, 7, 14 };
	long span = c->d1 - c->d0, step = 0, d, m;
	char s[11];
	size_t i;

	svg_put("<g class=\"date-ticks\" font-size=\"11\" text-anchor=\"middle\">\n");
	if (span < 60) {
		for (i = 0; i < sizeof dsteps / sizeof *dsteps && !step; i++)
			if (span / dsteps[i] <= 8)
				step = dsteps[i];
		step = step ? step : 14;
		for (d = c->d0; d <= c->d1; d += step) {
			date_format(d, s);
			tick(c, d, s);
		}
	} else {
		long m0, m1;

		date_format(c->d0, s);
		m0 = strtol(s, NULL, 10) * 12 + strtol(s + 5, NULL, 10) - 1;
		date_format(c->d1, s);
		m1 = strtol(s, NULL, 10) * 12 + strtol(s + 5, NULL, 10) - 1;
		for (i = 0; i < sizeof msteps / sizeof *msteps && !step; i++)
			if ((m1 - m0) / msteps[i] <= 8)
				step = msteps[i];
		step = step ? step : 1200;
		for (m = (m0 + step - 1) / step * step; m <= m1; m += step) {
			d = month_day(m);
			if (d < c->d0)
				continue;
			date_format(d, s);
			s[step % 12 == 0 ? 4 : 7] = '\0';
			tick(c, d, s);
		}
	}
	svg_put("</g>\n");
}

static void
draw_series(const struct svg_chart *c, size_t k, int dot)
{
	const struct svg_series *s = &c->s[k];
	const char *colour = svg_colour(k);
	size_t j;

	svg_put("<polyline fill=\"none\"");
	svg_put_style(k, "2");
	svg_put(" stroke-linejoin=\"round\" points=\"");
	for (j = 0; j < s->n; j++)
		svg_putf("%s%.2f,%.2f", j ? " " : "", svg_x(c, s->p[j].date), svg_y(c, s->p[j].rating));
	svg_put("\"><title>");
	svg_put_escaped(s->player);
	svg_put("</title></polyline>\n");
	if (s->n == 1 && dot)
		svg_putf("<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3\" fill=\"%s\"/>\n",
		    svg_x(c, s->p[0].date), svg_y(c, s->p[0].rating), colour);
}

static void
legend(const struct svg_chart *c)
{
	size_t k;
	double x = c->x1 + 16;

	/* as many entries as fit beside the plot; the rest are counted */
	size_t fit = (size_t)((c->y1 - c->y0) / 18), shown = c->n <= fit ? c->n : fit - 1;

	svg_put("<g class=\"legend\" font-size=\"12\">\n");
	if (shown < c->n)
		svg_putf("<text class=\"more\" x=\"%.2f\" y=\"%.2f\">+ %zu more (select with -p)</text>\n",
		    x, c->y0 + 12 + 18 * (double)shown, c->n - shown);
	for (k = 0; k < shown; k++) {
		double y = c->y0 + 8 + 18 * (double)k;

		svg_putf("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"", x, y, x + 28, y);
		svg_put_style(k, "2.5");
		svg_put("/>");
		svg_putf("<text class=\"name\" x=\"%.2f\" y=\"%.2f\">", x + 34, y + 4);
		svg_put_escaped(c->s[k].player);
		if (c->ntypes > 1) {
			svg_put(" (");
			svg_put_escaped(c->s[k].type);
			svg_put(")");
		}
		svg_put("</text>\n");
	}
	svg_put("</g>\n");
}
/* How many values were drawn at the edge, under the title and on stderr. */
static void
note_beyond(const struct svg_chart *c)
{
	char what[96];
	size_t n = c->beyond, m = c->beyond_band;

	if (!n && !m)
		return;
	if (!m)
		snprintf(what, sizeof what, "%zu rating%s", n, n == 1 ? "" : "s");
	else if (!n)
		snprintf(what, sizeof what, "%zu band edge%s", m, m == 1 ? "" : "s");
	else
		snprintf(what, sizeof what, "%zu rating%s and %zu band edge%s",
		    n, n == 1 ? "" : "s", m, m == 1 ? "" : "s");
	svg_putf("<text class=\"note\" x=\"%d\" y=\"37\" font-size=\"10\" fill=\"#b00000\">"
	    "%s outside -%.0f..%.0f drawn at the edge</text>\n", SVG_LEFT, what, EDGE, EDGE);
	warnx_rp("%s: %s outside -%.0f..%.0f drawn at the edge of the chart",
	    c->src, what, EDGE, EDGE);
}

/* The axes, titled "date" and "rating" (with --bands, what the band is). */
static void
axes(const struct svg_chart *c, const struct format_opts *o, const struct svg_bandcols *bc)
{
	char z[32];

	rating_axis(c);
	date_axis(c);
	svg_putf("<g class=\"axes\" stroke=\"#333\"><line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>"
	    "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/></g>\n",
	    c->x0, c->y1, c->x1, c->y1, c->x0, c->y0, c->x0, c->y1);
	svg_putf("<g class=\"axis-titles\" font-size=\"12\" fill=\"#333\" text-anchor=\"middle\">"
	    "<text x=\"%.2f\" y=\"%.2f\">date</text>"
	    "<text transform=\"rotate(-90)\" x=\"%.2f\" y=\"14\">",
	    (c->x0 + c->x1) / 2, c->y1 + 38, -(c->y0 + c->y1) / 2);
	if (o->bands) {
		num_format(o->band_z, z);
		svg_putf("%s \xc2\xb1 %s %s", bc->centre_name, z, bc->spread_name);
	} else {
		svg_put("rating");
	}
	svg_put("</text></g>\n");
}

void
svg_chart_draw(struct svg_chart *c, const struct format_opts *o, const struct svg_bandcols *bc)
{
	size_t k;

	qsort(c->s, c->n, sizeof *c->s, by_legend);
	c->ntypes = 1;
	for (k = 1; k < c->n; k++)
		if (strcmp(c->s[k].type, c->s[0].type) != 0)
			c->ntypes = 2;	/* the legend then names the type */
	scales(c, o);
	svg_open(o);
	svg_put("<title>");
	put_title(o);
	svg_put("</title>\n");
	svg_putf("<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", o->width, o->height);
	svg_putf("<text x=\"%d\" y=\"24\" font-size=\"16\" font-weight=\"bold\">", SVG_LEFT);
	put_title(o);
	svg_put("</text>\n");
	note_beyond(c);
	axes(c, o, bc);
	for (k = 0; o->bands && k < c->n; k++)
		svg_band_area(c, k);	/* every band under every line */
	for (k = 0; k < c->n; k++) {
		draw_series(c, k, !o->bands);
		if (o->bands)
			svg_band_marks(c, k);
	}
	if (!o->no_legend)
		legend(c);
}
