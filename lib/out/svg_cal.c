/*
 * svg_cal.c - `format --svg` of a calibration table: a reliability diagram.
 */
#include "rp.h"
#include "out.h"
#include "svg.h"
#include "tsv.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

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

	svg_put("<g class=\"grid\" stroke=\"#ddd\" font-size=\"11\" fill=\"#333\">\n");
	for (k = 0; k <= 5; k++) {
		double x = x0 + (x1 - x0) * k / 5, y = y1 - (y1 - y0) * k / 5;

		svg_putf("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>", x0, y, x1, y);
		svg_putf("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>", x, y0, x, y1);
		svg_putf("<text stroke=\"none\" x=\"%.2f\" y=\"%.2f\" text-anchor=\"end\">%.1f</text>",
		    x0 - 6, y + 4, k / 5.0);
		svg_putf("<text stroke=\"none\" x=\"%.2f\" y=\"%.2f\" text-anchor=\"middle\">%.1f</text>\n",
		    x, y1 + 16, k / 5.0);
	}
	svg_put("</g>\n");
	svg_putf("<line class=\"diagonal\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
	    "stroke=\"#888\" stroke-dasharray=\"4 4\"><title>calibrated</title></line>\n",
	    x0, y1, x1, y0);
	svg_putf("<g class=\"axes\" stroke=\"#333\"><line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>"
	    "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/></g>\n",
	    x0, y1, x1, y1, x0, y0, x0, y1);
	svg_putf("<g class=\"axis-titles\" font-size=\"12\" fill=\"#333\" text-anchor=\"middle\">"
	    "<text x=\"%.2f\" y=\"%.2f\">predicted probability</text>"
	    "<text transform=\"rotate(-90)\" x=\"%.2f\" y=\"14\">observed frequency</text></g>\n",
	    (x0 + x1) / 2, y1 + 38, -(y0 + y1) / 2);
}

static void
cal_series(const struct calseries *s, size_t k, double nmax, double x0, double x1,
    double y0, double y1)
{
	const char *colour = svg_colour(k);
	size_t j;

	svg_put("<polyline fill=\"none\"");
	svg_put_style(k, "1.5");
	svg_put(" points=\"");
	for (j = 0; j < s->n; j++)
		svg_putf("%s%.2f,%.2f", j ? " " : "", x0 + s->pt[j].p * (x1 - x0),
		    y1 - s->pt[j].o * (y1 - y0));
	svg_put("\"/>\n");
	for (j = 0; j < s->n; j++) {
		svg_putf("<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" fill=\"%s\" fill-opacity=\"0.6\">"
		    "<title>", x0 + s->pt[j].p * (x1 - x0), y1 - s->pt[j].o * (y1 - y0),
		    2 + 6 * sqrt(s->pt[j].n / nmax), colour);
		svg_put_escaped(s->type);
		svg_putf(": predicted %.4f, observed %.4f, %.0f predictions</title></circle>\n",
		    s->pt[j].p, s->pt[j].o, s->pt[j].n);
	}
}

void
svg_calibration(struct tsv_in *in, const struct format_opts *o)
{
	double x0 = SVG_LEFT, x1 = o->width - SVG_RIGHT;
	double y0 = SVG_TOP, y1 = o->height - SVG_BOTTOM, nmax = 0;
	struct calseries *s = NULL;
	size_t ns, k;

	if (o->players)
		die_usage("-p picks players of a rating history; a calibration table has none");
	ns = cal_load(in, o, &s, &nmax);
	svg_open(o);
	svg_put("<title>");
	if (o->title)
		svg_put_escaped(o->title);
	else
		svg_put("Calibration");
	svg_put("</title>\n");
	svg_putf("<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", o->width, o->height);
	svg_putf("<text x=\"%d\" y=\"24\" font-size=\"16\" font-weight=\"bold\">", SVG_LEFT);
	if (o->title)
		svg_put_escaped(o->title);
	else
		svg_put("Calibration: observed against predicted");
	svg_put("</text>\n");
	cal_axes(x0, x1, y0, y1);
	svg_put("<g class=\"legend\" font-size=\"12\">\n");
	for (k = 0; k < ns; k++) {
		double y = y0 + 8 + 18 * (double)k;

		cal_series(&s[k], k, nmax, x0, x1, y0, y1);
		svg_putf("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"", x1 + 16, y, x1 + 44, y);
		svg_put_style(k, "2.5");
		svg_put("/>");
		svg_putf("<text class=\"name\" x=\"%.2f\" y=\"%.2f\">", x1 + 50, y + 4);
		svg_put_escaped(s[k].type[0] ? s[k].type : "predictions");
		svg_put("</text>\n");
	}
	svg_put("</g>\n");
	tsv_put_rows("</svg>\n", 7);
	for (k = 0; k < ns; k++) {
		free(s[k].type);
		free(s[k].pt);
	}
	free(s);
}
