/*
 * svg.h - the pieces of `format --svg` (lib/out/svg*.c): the writer
 * every chart shares (svg_write.c), the rating-history chart
 * (svg.c) with its uncertainty bands (svg_bands.c), and the
 * reliability diagram of a calibration table (svg_cal.c).
 */
#ifndef SVG_H
#define SVG_H

#include <stddef.h>

struct format_opts;
struct tsv_in;

/* The plot box of every chart: x from LEFT to W - RIGHT, y from TOP to H - BOTTOM. */
enum { SVG_LEFT = 64, SVG_RIGHT = 200, SVG_TOP = 40, SVG_BOTTOM = 48 };

/* Text and numbers in the C locale, escaped where they are data; to the
 * standard output, or after svg_to(sb) into sb (NULL: back to stdout). */
struct strbuf;
void svg_to(struct strbuf *sb);
void svg_put(const char *s);
void svg_putf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void svg_put_escaped(const char *s);
/* The <?xml?> line and the opening <svg> of a W x H chart. */
void svg_open(const struct format_opts *o);
/* Series k's colour, and its stroke and dash attributes. */
const char *svg_colour(size_t k);
void svg_put_style(size_t k, const char *width);

/*
 * The rating-history chart (svg.c): a series per (player, type), its
 * vertices in date order.  A vertex is the rating at the end of a day;
 * with --bands also the band's edges, rating -/+ z times the model's
 * uncertainty, and a vertex at the day before a game for the rating
 * before it (svg_bands.c).  The edges lie apart, so a chart without
 * bands holds 16 bytes a vertex.
 */
struct svg_point {
	long date;
	double rating;
};

struct svg_edges {
	double lo, hi;
};

struct svg_series {
	char *player, *type;
	long order;		/* position in -p or rank in --top, or -1 */
	struct svg_point *p;
	size_t n, cap;
	struct svg_edges *e;	/* --bands: p[j]'s band is e[j], else NULL */
	size_t ecap;
	int listed;		/* --prior: p[0] is the point of the ratings list */
	int prior;		/* --bands: p[listed] is the rating before the first game */
	int rows;		/* --bands: rows seen, and the last one's state before its game: */
	double before, spread_before;
};

struct svg_chart {
	struct svg_series *s;
	size_t n, cap;
	const char *src;	/* the (last) input's name, for messages */
	long d0, d1;		/* date range */
	double lo, hi, step;	/* rating axis */
	size_t beyond;		/* ratings beyond -SVG_EDGE..SVG_EDGE, drawn at the edge */
	size_t beyond_band;	/* --bands: band edges beyond, drawn at the edge */
	double x0, x1, y0, y1;	/* plot box */
	int ntypes;
};

/*
 * What the rating axis can show: ratings from -EDGE to EDGE (a label of
 * up to 8 characters fits the left margin, and every coordinate stays
 * finite: a rating of 1e308 made the range inf and the points nan).  A
 * rating beyond is drawn at the edge, and the chart and stderr say how
 * many.
 */
#define SVG_EDGE 1e6

double svg_x(const struct svg_chart *c, long date);
double svg_y(const struct svg_chart *c, double rating);

/* --bands (svg_bands.c): the columns of the history it draws from. */
struct svg_bandcols {
	int centre, spread;		/* rating and rd, or mu and sigma */
	int centre0, spread0;		/* the same before the game, or -1 */
	const char *centre_name, *spread_name;
};

/* The columns --bands draws, or a data error naming those looked for. */
void svg_band_columns(struct tsv_in *in, struct svg_bandcols *bc);
/* Read a row's values (every row is checked); 0 if it has no rating. */
int svg_band_read(struct tsv_in *in, const struct svg_bandcols *bc, double v[4]);
/* The row's vertices into series s: the state before, the day's end. */
void svg_band_add(struct svg_series *s, const struct svg_bandcols *bc, double z,
    long date, const double v[4]);
/* The band of series k, drawn under every line. */
void svg_band_area(const struct svg_chart *c, size_t k);
/* The point before the first game and the last one, drawn over the lines. */
void svg_band_marks(const struct svg_chart *c, size_t k);

/* --prior FILE (svg_prior.c): each series from its point in a ratings list. */
void svg_prior_add(struct svg_chart *c, const char *path, const struct svg_bandcols *bc,
    double z);

/* A chart of c's series (read, checked) drawn: what svg_run draws after
 * reading (format --site draws a player's so). */
void svg_chart_draw(struct svg_chart *c, const struct format_opts *o,
    const struct svg_bandcols *bc);

/* The reliability diagram of rank --eval --calibration's table. */
void svg_calibration(struct tsv_in *in, const struct format_opts *o);

#endif
