/*
 * stages.h - the work of each program, so bin/ stays a thin front end.
 */
#ifndef STAGES_H
#define STAGES_H

#include "winsize.h"

struct parse_opts {
	const char *format;	/* tsv, csv */
	int delim;		/* csv: ',' or ';', 0 = from the header line */
};
void parse_results(const struct parse_opts *o, int npaths, char **paths);

struct window_opts {
	struct winsize n;
	int have_n;
	long since;		/* first day counted, or LONG_MIN */
	int trim;
	long per_player;	/* -p M: a player's last M games, 0 = -n mode */
	const char *exclude;	/* --exclude-event: POSIX ERE on the event id */
};
void window_run(const struct window_opts *o, int npaths, char **paths);

struct score_opts {
	double spread;
	int ties_average;
};
void score_places(const struct score_opts *o, int npaths, char **paths);

struct rank_opts {
	const char *status;	/* active, provisional, inactive, all */
	int general;
	const char *general_types;	/* comma-separated */
	double unrated;
	/* rank --purge SPAN --as-of DATE, --min-games N (0 = off) */
	long purge_y, purge_m, purge_d;	/* SPAN: Ny, Nm or Nd */
	int purge;
	long as_of;			/* days since 1970 */
	long min_games;
};
void rank_run(const struct rank_opts *o, int npaths, char **paths);
/* rank.c's calendar pieces, shared by the rank modes: */
long rank_date_minus(long date, long y, long m, long d);	/* DATE - SPAN */
void rank_span(const char *flag, const char *arg, long *y, long *m, long *d);

struct format_opts {
	int markdown;
	int digits;		/* display decimals of rating columns */
	const char *round;	/* COL=D,... */
	const char *columns;	/* shown columns, in order */
	const char *group;	/* a heading when these columns change */
	int all;		/* show _state columns too */
	int tsv;		/* the stream unchanged (not a terminal, nothing asked) */
	int html;		/* a standalone HTML page (lib/html.c) */
	const char *title;	/* --title of the page or chart */
	const char *as_of;	/* --as-of: the list's date on the page */
	const char *type;	/* --svg --type: chart this type only */
	const char **players;	/* --svg: -p NAME..., NULL-ended, or NULL for all */
	int width, height;	/* --svg: size of the chart */
};
/* format --svg: rating-history charts (lib/svg.c). */
void svg_run(const struct format_opts *o, int npaths, char **paths);
void format_run(const struct format_opts *o, int npaths, char **paths);

#endif
