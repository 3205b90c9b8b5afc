/*
 * svg.c - `format --svg`: rating-history charts from `rate --history`.
 *
 * One polyline per (player, type) through the player's rating after
 * each day's games (several games on one day: the rating after the
 * last), over a date axis; rows with an empty rating (a game that was
 * not rated) add no point.  -p NAME picks players (in the legend in
 * that order); without it every player is drawn, by name bytewise.
 * A name given with -p that the history never shows is an error.  The
 * legend lists as many series as fit beside the plot and counts the rest.
 *
 * Everything is computed here and written as plain SVG 1.1 text with
 * coordinates printed to 2 decimals in the C locale: the same input
 * gives the same bytes.  Geometry for a W x H chart: the plot spans
 * x from 64 to W - 200 (the legend sits to the right) and y from 40
 * (below the title) to H - 48 (above the date labels), so
 *     x = 64 + (date - first) / (last - first) * (W - 264)
 *     y = H - 48 - (rating - lo) / (hi - lo) * (H - 88)
 * where lo, hi are the rating range widened to whole tick steps.
 */
#include "names.h"
#include "num.h"
#include "strbuf.h"
#include "rp.h"
#include "out.h"
#include "shown.h"
#include "tsv.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LEFT = 64, RIGHT = 200, TOP = 40, BOTTOM = 48 };

/*
 * What the rating axis can show: ratings from -EDGE to EDGE (a label of
 * up to 8 characters fits the left margin, and every coordinate stays
 * finite: a rating of 1e308 made the range inf and the points nan).  A
 * rating beyond is drawn at the edge, and the chart and stderr say how
 * many.  AXIS_STEP_MIN keeps ticks apart where ratings differ by less.
 */
#define EDGE 1e6
#define AXIS_STEP_MIN 1e-6

struct point {
	long date;
	double rating;
};

struct series {
	char *player, *type;
	int order;		/* position in -p, or -1 */
	struct point *p;
	size_t n, cap;
};

struct chart {
	struct series *s;
	size_t n, cap;
	struct names keys;	/* "type\tplayer" -> index into s */
	const char *src;	/* the (last) input's name, for messages */
	long d0, d1;		/* date range */
	double lo, hi, step;	/* rating axis */
	size_t beyond;		/* points beyond -EDGE..EDGE, drawn at the edge */
	double x0, x1, y0, y1;	/* plot box */
	int ntypes;
};

static void putf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * A series' look: colour k mod 10, then a dash pattern for each round
 * of ten, so no two series look alike however many there are.  The
 * first ten are solid; seven hand-made patterns follow; past them a
 * pattern is a dot and then one dash per digit of the round's number
 * in bijective base 3 (dashes of 4, 8, 12): the dot marks where the
 * period starts, so no two of them repeat into the same line, and the
 * hand-made ones hold no dot.
 */
static const char *const palette[] = {
	"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd",
	"#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf",
};
#define NPALETTE (sizeof palette / sizeof *palette)

static const char *const dashes[] = {
	"", "8 4", "2 3", "12 4 2 4", "4 4", "12 3 2 3 2 3", "16 6", "6 3 2 3",
};
#define NDASHES (sizeof dashes / sizeof *dashes)

#define DASHBUF 128	/* 24 digits of 5 bytes: 3^24 rounds, more than memory holds */

/* The dash pattern of series k into buf (DASHBUF bytes), "" for solid. */
static const char *
dash_of(size_t k, char *buf)
{
	size_t round = k / NPALETTE, n, len;

	if (round < NDASHES)
		return dashes[round];
	n = round - NDASHES + 1;
	len = (size_t)snprintf(buf, DASHBUF, "1 3");
	while (n > 0 && len + 6 < DASHBUF) {
		size_t d = (n - 1) % 3 + 1;

		len += (size_t)snprintf(buf + len, DASHBUF - len, " %zu 3", 4 * d);
		n = (n - d) / 3;
	}
	return buf;
}

/* stroke and dash attributes of series k */
static void
put_style(size_t k, const char *width)
{
	char buf[DASHBUF];
	const char *dash = dash_of(k, buf);

	putf(" stroke=\"%s\" stroke-width=\"%s\"", palette[k % NPALETTE], width);
	if (*dash)
		putf(" stroke-dasharray=\"%s\"", dash);
}

static void
put(const char *s)
{
	tsv_put_raw(s, strlen(s));
}

static void
putf(const char *fmt, ...)
{
	char buf[256];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= sizeof buf)
		die_data("internal error: SVG element too long");
	tsv_put_raw(buf, (size_t)n);
}

/* Text as a chart shows it (shown.h): & < > " ' as entities. */
static void
put_escaped(const char *s)
{
	size_t n = strlen(s);
	char *buf = xmalloc(SHOWN_MAX * n + 1);

	tsv_put_raw(buf, (size_t)(shown_add(buf, s, n, SHOWN_XML) - buf));
	free(buf);
}

/* --title, or "Rating history" and the --type charted. */
static void
put_title(const struct format_opts *o)
{
	if (o->title) {
		put_escaped(o->title);
		return;
	}
	put("Rating history");
	if (o->type) {
		put(": ");
		put_escaped(o->type);
	}
}

static void calibration_chart(struct tsv_in *in, const struct format_opts *o);

static int
wanted(const char **players, const char *name)
{
	int i;

	if (!players)
		return 0;
	for (i = 0; players[i]; i++)
		if (strcmp(players[i], name) == 0)
			return i;
	return -1;
}

static void
add_point(struct chart *c, struct tsv_in *in, int c_type, int c_player, int order,
    long date, double rating)
{
	struct strbuf key = { 0 };
	struct series *s;
	int added, id;

	if (c_type >= 0)
		sb_add(&key, in->f[c_type], in->flen[c_type]);
	sb_tab(&key);
	sb_add(&key, in->f[c_player], in->flen[c_player]);
	id = names_intern(&c->keys, key.s, key.len, &added);
	free(key.s);
	if (added) {
		xgrow(&c->s, &c->cap, (size_t)id + 1, sizeof *c->s);
		s = &c->s[id];
		memset(s, 0, sizeof *s);
		s->player = xstrndup(in->f[c_player], in->flen[c_player]);
		s->type = c_type >= 0 ? xstrndup(in->f[c_type], in->flen[c_type]) : xstrdup("");
		s->order = order;
		c->n++;
	}
	s = &c->s[id];
	if (s->n && s->p[s->n - 1].date > date)
		tsv_bad_line(in, "date goes backwards for player \"%s\"", s->player);
	if (s->n && s->p[s->n - 1].date == date) {
		s->p[s->n - 1].rating = rating;	/* the rating at the end of the day */
		return;
	}
	xgrow(&s->p, &s->cap, s->n + 1, sizeof *s->p);
	s->p[s->n++] = (struct point){ date, rating };
}

/* 0: the input was a calibration table, charted already. */
static int
load(struct chart *c, const struct format_opts *o, int npaths, char **paths)
{
	struct tsv_in in;
	int c_date, c_player, c_rating, c_type;

	tsv_open(&in, npaths, paths);
	if (tsv_col(&in, "predicted") >= 0 && tsv_col(&in, "observed") >= 0) {
		calibration_chart(&in, o);	/* rank --eval --calibration's table */
		tsv_close(&in);
		return 0;
	}
	c_date = tsv_need(&in, "date");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	c_type = o->type ? tsv_need(&in, "type") : tsv_col(&in, "type");
	names_init(&c->keys);
	while (tsv_next(&in)) {
		int order = wanted(o->players, in.f[c_player]);
		/* every row is checked, drawn or not: -p picks, it does not excuse */
		long date = tsv_date(&in, c_date);
		double r;

		if (in.flen[c_rating] == 0)
			continue;
		r = tsv_num(&in, c_rating);
		if (o->type && strcmp(in.f[c_type], o->type) != 0)
			continue;
		if (order >= 0)
			add_point(c, &in, c_type, c_player, o->players ? order : -1, date, r);
	}
	c->src = in.name;	/* a path from argv or "stdin": outlives in */
	tsv_close(&in);
	return 1;
}

static int
by_legend(const void *a, const void *b)
{
	const struct series *x = a, *y = b;
	int d = x->order != y->order ? (x->order < y->order ? -1 : 1) : strcmp(x->player, y->player);

	return d ? d : strcmp(x->type, y->type);
}

/* Ranges of the data, the rating axis widened to a 1-2-5 step. */
static void
scales(struct chart *c, const struct format_opts *o)
{
	double rmin = HUGE_VAL, rmax = -HUGE_VAL, raw, mag;
	size_t i, j;

	c->d0 = 0;
	c->d1 = 0;
	for (i = 0; i < c->n; i++)
		for (j = 0; j < c->s[i].n; j++) {
			struct point *p = &c->s[i].p[j];

			if ((i == 0 && j == 0) || p->date < c->d0)
				c->d0 = p->date;
			if ((i == 0 && j == 0) || p->date > c->d1)
				c->d1 = p->date;
			if (fabs(p->rating) > EDGE) {
				p->rating = copysign(EDGE, p->rating);
				c->beyond++;
			}
			rmin = fmin(rmin, p->rating);
			rmax = fmax(rmax, p->rating);
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
	c->x0 = LEFT;
	c->x1 = o->width - RIGHT;
	c->y0 = TOP;
	c->y1 = o->height - BOTTOM;
}

static double
xpos(const struct chart *c, long date)
{
	return c->x0 + (double)(date - c->d0) / (double)(c->d1 - c->d0) * (c->x1 - c->x0);
}

static double
ypos(const struct chart *c, double r)
{
	return c->y1 - (r - c->lo) / (c->hi - c->lo) * (c->y1 - c->y0);
}

static void
rating_axis(const struct chart *c)
{
	int digits = c->step >= 1 ? 0 : (int)ceil(-log10(c->step) - 1e-9);
	long i, n = lround((c->hi - c->lo) / c->step);

	put("<g class=\"rating-ticks\" font-size=\"11\" text-anchor=\"end\">\n");
	for (i = 0; i <= n; i++) {
		double r = c->lo + (double)i * c->step, y = ypos(c, r);
		char lab[32];

		num_format_rounded(r, digits, lab);
		putf("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"#e6e6e6\"/>",
		    c->x0, y, c->x1, y);
		putf("<text x=\"%.2f\" y=\"%.2f\">%s</text>\n", c->x0 - 6, y + 4, lab);
	}
	put("</g>\n");
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
tick(const struct chart *c, long d, const char *label)
{
	double x = xpos(c, d);

	putf("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"#e6e6e6\"/>",
	    x, c->y0, x, c->y1);
	putf("<text x=\"%.2f\" y=\"%.2f\">%s</text>\n", x, c->y1 + 18, label);
}

/*
 * Date ticks at most ~8: whole days under two months, else the first of
 * every 1, 2, 3 or 6 months, else of every 1, 2, 5, 10... years.
 */
static void
date_axis(const struct chart *c)
{
	static const long msteps[] = { 1, 2, 3, 6, 12, 24, 60, 120, 240, 600, 1200 };
	static const long dsteps[] = { 1, 2, 5, 7, 14 };
	long span = c->d1 - c->d0, step = 0, d, m;
	char s[11];
	size_t i;

	put("<g class=\"date-ticks\" font-size=\"11\" text-anchor=\"middle\">\n");
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
	put("</g>\n");
}

static void
draw_series(const struct chart *c, size_t k)
{
	const struct series *s = &c->s[k];
	const char *colour = palette[k % NPALETTE];
	size_t j;

	put("<polyline fill=\"none\"");
	put_style(k, "2");
	put(" stroke-linejoin=\"round\" points=\"");
	for (j = 0; j < s->n; j++)
		putf("%s%.2f,%.2f", j ? " " : "", xpos(c, s->p[j].date), ypos(c, s->p[j].rating));
	put("\"><title>");
	put_escaped(s->player);
	put("</title></polyline>\n");
	if (s->n == 1)
		putf("<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3\" fill=\"%s\"/>\n",
		    xpos(c, s->p[0].date), ypos(c, s->p[0].rating), colour);
}

static void
legend(const struct chart *c)
{
	size_t k;
	double x = c->x1 + 16;

	/* as many entries as fit beside the plot; the rest are counted */
	size_t fit = (size_t)((c->y1 - c->y0) / 18), shown = c->n <= fit ? c->n : fit - 1;

	put("<g class=\"legend\" font-size=\"12\">\n");
	if (shown < c->n)
		putf("<text class=\"more\" x=\"%.2f\" y=\"%.2f\">+ %zu more (select with -p)</text>\n",
		    x, c->y0 + 12 + 18 * (double)shown, c->n - shown);
	for (k = 0; k < shown; k++) {
		double y = c->y0 + 8 + 18 * (double)k;

		putf("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"", x, y, x + 28, y);
		put_style(k, "2.5");
		put("/>");
		putf("<text class=\"name\" x=\"%.2f\" y=\"%.2f\">", x + 34, y + 4);
		put_escaped(c->s[k].player);
		if (c->ntypes > 1) {
			put(" (");
			put_escaped(c->s[k].type);
			put(")");
		}
		put("</text>\n");
	}
	put("</g>\n");
}

static void
check_players(const struct chart *c, const struct format_opts *o)
{
	size_t i, k;

	for (i = 0; o->players && o->players[i]; i++) {
		for (k = 0; k < c->n && strcmp(c->s[k].player, o->players[i]) != 0; k++)
			;
		if (k == c->n)
			die_data("%s: player \"%s\" has no rating%s%s in the history", c->src,
			    o->players[i], o->type ? " of type " : "", o->type ? o->type : "");
	}
	if (c->n == 0 && o->type)
		die_data("%s: no rating of type \"%s\" in the history to chart", c->src, o->type);
	if (c->n == 0)
		die_data("%s: no rating in the history to chart (columns date, player, rating)", c->src);
}

void
svg_run(const struct format_opts *o, int npaths, char **paths)
{
	struct chart c;
	size_t k;

	memset(&c, 0, sizeof c);
	if (!load(&c, o, npaths, paths))
		return;
	check_players(&c, o);
	qsort(c.s, c.n, sizeof *c.s, by_legend);
	c.ntypes = 1;
	for (k = 1; k < c.n; k++)
		if (strcmp(c.s[k].type, c.s[0].type) != 0)
			c.ntypes = 2;	/* the legend then names the type */
	scales(&c, o);
	putf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
	    "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n",
	    o->width, o->height, o->width, o->height);
	put("<title>");
	put_title(o);
	put("</title>\n");
	putf("<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", o->width, o->height);
	putf("<text x=\"%d\" y=\"24\" font-size=\"16\" font-weight=\"bold\">", LEFT);
	put_title(o);
	put("</text>\n");
	if (c.beyond) {
		putf("<text class=\"note\" x=\"%d\" y=\"37\" font-size=\"10\" fill=\"#b00000\">"
		    "%zu rating%s outside -%.0f..%.0f drawn at the edge</text>\n",
		    LEFT, c.beyond, c.beyond == 1 ? "" : "s", EDGE, EDGE);
		warnx_rp("%s: %zu rating%s outside -%.0f..%.0f drawn at the edge of the chart",
		    c.src, c.beyond, c.beyond == 1 ? "" : "s", EDGE, EDGE);
	}
	rating_axis(&c);
	date_axis(&c);
	putf("<g class=\"axes\" stroke=\"#333\"><line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>"
	    "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/></g>\n",
	    c.x0, c.y1, c.x1, c.y1, c.x0, c.y0, c.x0, c.y1);
	putf("<g class=\"axis-titles\" font-size=\"12\" fill=\"#333\" text-anchor=\"middle\">"
	    "<text x=\"%.2f\" y=\"%.2f\">date</text>"
	    "<text transform=\"rotate(-90)\" x=\"%.2f\" y=\"14\">rating</text></g>\n",
	    (c.x0 + c.x1) / 2, c.y1 + 38, -(c.y0 + c.y1) / 2);
	for (k = 0; k < c.n; k++)
		draw_series(&c, k);
	legend(&c);
	tsv_put_rows("</svg>\n", 7);
	for (k = 0; k < c.n; k++) {
		free(c.s[k].player);
		free(c.s[k].type);
		free(c.s[k].p);
	}
	free(c.s);
	names_free(&c.keys);
}

/*
 * The calibration table of rank --eval --calibration (columns predicted
 * and observed; type and predictions when there) as a reliability
 * diagram: the observed frequency of each bin against its mean
 * predicted probability, one series per type, each bin a dot whose area
 * grows with its predictions, and the diagonal that a calibrated model
 * follows.  Empty bins (no prediction) are not drawn.  Both axes run
 * from 0 to 1 over the plot box of the rating charts:
 *     x = 64 + predicted * (W - 264),  y = H - 48 - observed * (H - 88)
 */
struct calpoint {
	double p, o, n;
};

struct calseries {
	char *type;
	struct calpoint *pt;
	size_t n, cap;
};

static double
unit_num(struct tsv_in *in, int col)
{
	double x = tsv_num(in, col);

	if (x < 0 || x > 1)
		tsv_bad_field(in, col, "a probability from 0 to 1");
	return x;
}

static size_t
cal_load(struct tsv_in *in, const struct format_opts *o, struct calseries **sp, double *nmax)
{
	int c_p = tsv_col(in, "predicted"), c_o = tsv_col(in, "observed");
	int c_n = tsv_col(in, "predictions"), c_t = tsv_col(in, "type");
	struct calseries *s = NULL;
	size_t ns = 0, cap = 0;

	if (o->type && c_t < 0)
		tsv_need(in, "type");
	while (tsv_next(in)) {
		const char *type = c_t >= 0 ? in->f[c_t] : "";
		double n = c_n >= 0 ? tsv_num(in, c_n) : 1;

		if (in->flen[c_p] == 0 && in->flen[c_o] == 0)
			continue;	/* an empty bin */
		if (o->type && strcmp(type, o->type) != 0)
			continue;
		if (!ns || strcmp(s[ns - 1].type, type) != 0) {
			xgrow(&s, &cap, ns + 1, sizeof *s);
			memset(&s[ns], 0, sizeof s[ns]);
			s[ns++].type = xstrdup(type);
		}
		xgrow(&s[ns - 1].pt, &s[ns - 1].cap, s[ns - 1].n + 1, sizeof *s[ns - 1].pt);
		s[ns - 1].pt[s[ns - 1].n++] = (struct calpoint){ unit_num(in, c_p), unit_num(in, c_o), n };
		if (n > *nmax)
			*nmax = n;
	}
	if (!ns)
		die_data("%s: no bin with predictions to chart%s%s", in->name,
		    o->type ? " of type " : "", o->type ? o->type : "");
	*sp = s;
	return ns;
}

static void
cal_axes(double x0, double x1, double y0, double y1)
{
	int k;

	put("<g class=\"grid\" stroke=\"#ddd\" font-size=\"11\" fill=\"#333\">\n");
	for (k = 0; k <= 5; k++) {
		double x = x0 + (x1 - x0) * k / 5, y = y1 - (y1 - y0) * k / 5;

		putf("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>", x0, y, x1, y);
		putf("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>", x, y0, x, y1);
		putf("<text stroke=\"none\" x=\"%.2f\" y=\"%.2f\" text-anchor=\"end\">%.1f</text>",
		    x0 - 6, y + 4, k / 5.0);
		putf("<text stroke=\"none\" x=\"%.2f\" y=\"%.2f\" text-anchor=\"middle\">%.1f</text>\n",
		    x, y1 + 16, k / 5.0);
	}
	put("</g>\n");
	putf("<line class=\"diagonal\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
	    "stroke=\"#888\" stroke-dasharray=\"4 4\"><title>calibrated</title></line>\n",
	    x0, y1, x1, y0);
	putf("<g class=\"axes\" stroke=\"#333\"><line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>"
	    "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/></g>\n",
	    x0, y1, x1, y1, x0, y0, x0, y1);
	putf("<g class=\"axis-titles\" font-size=\"12\" fill=\"#333\" text-anchor=\"middle\">"
	    "<text x=\"%.2f\" y=\"%.2f\">predicted probability</text>"
	    "<text transform=\"rotate(-90)\" x=\"%.2f\" y=\"14\">observed frequency</text></g>\n",
	    (x0 + x1) / 2, y1 + 38, -(y0 + y1) / 2);
}

static void
cal_series(const struct calseries *s, size_t k, double nmax, double x0, double x1,
    double y0, double y1)
{
	const char *colour = palette[k % NPALETTE];
	size_t j;

	put("<polyline fill=\"none\"");
	put_style(k, "1.5");
	put(" points=\"");
	for (j = 0; j < s->n; j++)
		putf("%s%.2f,%.2f", j ? " " : "", x0 + s->pt[j].p * (x1 - x0),
		    y1 - s->pt[j].o * (y1 - y0));
	put("\"/>\n");
	for (j = 0; j < s->n; j++) {
		putf("<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" fill=\"%s\" fill-opacity=\"0.6\">"
		    "<title>", x0 + s->pt[j].p * (x1 - x0), y1 - s->pt[j].o * (y1 - y0),
		    2 + 6 * sqrt(s->pt[j].n / nmax), colour);
		put_escaped(s->type);
		putf(": predicted %.4f, observed %.4f, %.0f predictions</title></circle>\n",
		    s->pt[j].p, s->pt[j].o, s->pt[j].n);
	}
}

static void
calibration_chart(struct tsv_in *in, const struct format_opts *o)
{
	double x0 = LEFT, x1 = o->width - RIGHT, y0 = TOP, y1 = o->height - BOTTOM, nmax = 0;
	struct calseries *s = NULL;
	size_t ns, k;

	if (o->players)
		die_usage("-p picks players of a rating history; a calibration table has none");
	ns = cal_load(in, o, &s, &nmax);
	putf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
	    "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n",
	    o->width, o->height, o->width, o->height);
	put("<title>");
	if (o->title)
		put_escaped(o->title);
	else
		put("Calibration");
	put("</title>\n");
	putf("<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", o->width, o->height);
	putf("<text x=\"%d\" y=\"24\" font-size=\"16\" font-weight=\"bold\">", LEFT);
	if (o->title)
		put_escaped(o->title);
	else
		put("Calibration: observed against predicted");
	put("</text>\n");
	cal_axes(x0, x1, y0, y1);
	put("<g class=\"legend\" font-size=\"12\">\n");
	for (k = 0; k < ns; k++) {
		double y = y0 + 8 + 18 * (double)k;

		cal_series(&s[k], k, nmax, x0, x1, y0, y1);
		putf("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"", x1 + 16, y, x1 + 44, y);
		put_style(k, "2.5");
		put("/>");
		putf("<text class=\"name\" x=\"%.2f\" y=\"%.2f\">", x1 + 50, y + 4);
		put_escaped(s[k].type[0] ? s[k].type : "predictions");
		put("</text>\n");
	}
	put("</g>\n");
	tsv_put_rows("</svg>\n", 7);
	for (k = 0; k < ns; k++) {
		free(s[k].type);
		free(s[k].pt);
	}
	free(s);
}
