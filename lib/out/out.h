/*
 * out.h - format: tables, HTML pages and SVG charts for people (the
 * work of bin/format.c).
 */
#ifndef OUT_H
#define OUT_H

struct format_opts {
	int markdown;
	int digits;		/* display decimals of rating columns */
	const char *round;	/* COL=D,... */
	const char *columns;	/* shown columns, in order */
	const char *group;	/* a heading when these columns change */
	int all;		/* show _state columns too */
	int tsv;		/* the stream unchanged (not a terminal, nothing asked) */
	int html;		/* a standalone HTML page (lib/out/html.c) */
	const char *title;	/* --title of the page or chart */
	const char *as_of;	/* --as-of: the list's date on the page */
	const char *type;	/* --svg --type: chart this type only */
	const char **players;	/* --svg: -p NAME..., NULL-ended, or NULL for all */
	int width, height;	/* --svg: size of the chart */
	long top;		/* --svg --top N: the N highest final ratings, 0 all */
	int bands;		/* --svg --bands: each rating's uncertainty as a band */
	double band_z;		/* --band-z: the band is rating -/+ z times it */
	const char *prior;	/* --bands --prior: the ratings list the history started from */
	const char *names;	/* --names FILE: player and name columns */
	int no_legend;		/* --site: one series, named by its page: no legend, a wider plot */
};
/* format --svg: rating-history charts (lib/out/svg.c). */
void svg_run(const struct format_opts *o, int npaths, char **paths);
void format_run(const struct format_opts *o, int npaths, char **paths);

#endif
