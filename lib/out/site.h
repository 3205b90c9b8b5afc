/*
 * site.h - `format --site DIR`: a federation's rating website from the
 * nightly job's streams (lib/out/site*.c).  site_load.c reads the
 * streams into a struct site; site_dir.c writes the pages into a
 * sibling temporary directory (a page whose bytes did not change is
 * linked from last night's site, so its mtime stays) and swaps it in
 * whole; site_html.c holds what every page shares (the head, the
 * stylesheet, escaping, file names); site_index.c, site_player.c,
 * site_event.c and site_rules.c (over site_md.c) write the pages.
 */
#ifndef SITE_H
#define SITE_H

#include "names.h"
#include "strbuf.h"
#include "svg.h"

#include <stddef.h>
#include <stdint.h>

struct format_opts;

/* What the command line gave (bin/format.c). */
struct site_opts {
	const char *dir;	/* the site */
	const char *list;	/* the ratings list (rank's or rate's output) */
	const char *history;	/* rate --history */
	const char *results;	/* the results stream, or NULL: the history's games */
	const char *explain;	/* rate --explain, or NULL */
	const char *names;	/* a table player -> name, or NULL */
	const char *rules;	/* the rules page (Markdown), or NULL */
	const char *title;	/* the site's title, or NULL */
	const char *lang;	/* the pages' language (en) */
	const char *as_of;	/* the list's date, or NULL: its latest `last` */
	int digits;		/* decimals of ratings (-d) */
};

/* A row of the history: one player in one game. */
struct site_row {
	int player, type, event, game;	/* ids in the site's name tables */
	int32_t date;		/* days since 1970-01-01 */
	int32_t g0, gn;		/* the game's rows: rows[g0 .. g0 + gn) */
	int rated;		/* prev and rating are there */
	double place, prev, rating;
	int rank, of;		/* the player's rank in the type after the event, of so many */
};

/* A row of the crosstable source (results, or the history). */
struct site_game_row {
	int player, event, game, type;
	int32_t date;
	int32_t g0, gn;
	double place;
	const char *points;	/* as given, or NULL */
};

/* A row of rate --explain: a part of a change; a page sums them per
 * (player, event, type, part). */
struct site_part {
	int player, event, type, part;
	double amount;
	size_t seq;		/* its row: parts sorted stay in the stream's order */
};

/* A row of the ratings list. */
struct site_listed {
	int player, type, status;	/* status: an id in statuses, or -1 */
	char *pos, *rating, *games, *last;	/* as shown (rating rounded) */
	double value;
};

struct site {
	const struct site_opts *o;
	struct names players, types, events, games, statuses, parts;
	char **slug;			/* player id -> file name (no .html) */
	char **eslug;			/* event id -> file name */
	const char **display;		/* player id -> name shown (the id when no name) */
	struct site_row *rows;		/* the history in order */
	size_t nrows, rowcap;
	size_t *by_player;		/* row indices by player, then in order */
	size_t *pstart;			/* player p's from by_player[pstart[p]] to [pstart[p + 1]] */
	struct site_game_row *grows;	/* the crosstable's rows in order */
	size_t ngrows, growcap;
	size_t *estart, *by_event;	/* grows by event, as above */
	size_t *hestart, *hby_event;	/* rows by event */
	struct site_part *parts_of;	/* explain parts, by player then in order */
	size_t nparts, partcap;
	size_t *xstart;			/* player p's parts from xstart[p] */
	struct site_listed *listed;
	size_t nlisted, listcap;
	struct svg_series *series;	/* per (player, type): the chart's series */
	size_t nseries, seriescap;
	size_t *sstart;			/* player p's series from sstart[p] (by_series) */
	size_t *by_series;
	struct svg_bandcols bc;		/* the history's band columns, bands set */
	int bands;
	char asof[11];			/* the list's date */
	char *model;			/* the list's _model ("fibs qgammon"), or NULL */
	int points;			/* the crosstable rows have points */
};

/* site_load.c */
void site_load(struct site *s, const struct site_opts *o);
void site_free(struct site *s);
/* idx[start[k] .. start[k + 1]) = the n items (of size bytes) whose int at
 * keyoff is k, in order (a counting sort). */
void site_group(size_t n, size_t nkeys, const void *items, size_t size, size_t keyoff,
    size_t **idx, size_t **start);
/* site_rank.c: the charts' series and the ranks over time */
void site_series(struct site *s, const double *band);

/* site_dir.c: the pages written beside DIR, swapped in whole. */
void site_dir_begin(const char *dir);
/* PATH (relative, e.g. "p/ann.html") with the bytes of sb. */
void site_dir_put(const char *path, const struct strbuf *sb);
void site_dir_commit(void);

/* site_html.c: what every page shares. */
void site_esc(struct strbuf *sb, const char *s);	/* HTML text and attribute values */
void site_escn(struct strbuf *sb, const char *s, size_t n);
/* id's file name into out (SITE_SLUG bytes); hashed: with its hash even if plain */
void site_slug(char *out, const char *id, size_t n, int hashed);
#define SITE_SLUG 64
/* a rating (or a change, signed) rounded as format shows it */
void site_num(struct strbuf *sb, double x, int digits, int sign);
/* the head of a page at depth (0: DIR, 1: DIR/p or DIR/e), its title, h1 */
void site_head(struct strbuf *sb, const struct site *s, int depth, const char *title,
    const char *h1);
/* index: the list's date in the foot (the other pages carry none) */
void site_foot(struct strbuf *sb, const struct site *s, int depth, int index);
/* a link to player p or event e from a page at depth 1 (".." for the index) */
void site_player_link(struct strbuf *sb, const struct site *s, int p, int depth);
void site_event_link(struct strbuf *sb, const struct site *s, int e, int depth);
extern const char site_css[];

/* the pages */
void site_index(const struct site *s);
void site_players(struct site *s);
void site_events(const struct site *s);
void site_rules(const struct site *s);
/* site_md.c: Markdown (the rules pages' subset) as HTML */
void site_md(struct strbuf *sb, const char *text, size_t n);

/* site.c: the whole run */
void site_run(const struct site_opts *o);

#endif
