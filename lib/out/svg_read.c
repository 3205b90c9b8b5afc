/*
 * svg_read.c - format --svg's run: the rating history read into series
 * (a polyline per player and type, a vertex per day; every row checked,
 * drawn or not), the players -p names checked, --top's series picked,
 * then drawn by svg.c.  A calibration table read instead is handed to
 * svg_cal.c.  Apart from svg.c, which draws a chart of series however
 * they were read (format --site draws a player's so).
 */
#include "names.h"
#include "out.h"
#include "rp.h"
#include "strbuf.h"
#include "svg.h"
#include "tsv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The series of the row's (type, player), new at its first row. */
static struct svg_series *
series_of(struct svg_chart *c, struct names *keys, struct tsv_in *in, int c_type,
    int c_player, long order)
{
	struct strbuf key = { 0 };
	struct svg_series *s;
	int added, id;

	if (c_type >= 0)
		sb_add(&key, in->f[c_type], in->flen[c_type]);
	sb_tab(&key);
	sb_add(&key, in->f[c_player], in->flen[c_player]);
	id = names_intern(keys, key.s, key.len, &added);
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
	return &c->s[id];
}

static void
add_point(struct svg_series *s, long date, double rating)
{
	if (s->n && s->p[s->n - 1].date == date) {
		s->p[s->n - 1].rating = rating;	/* the rating at the end of the day */
		return;
	}
	xgrow(&s->p, &s->cap, s->n + 1, sizeof *s->p);
	s->p[s->n++] = (struct svg_point){ date, rating };
}

/* A calibration table: a reliability diagram, with none of a history's options. */
static void
calibration(struct tsv_in *in, const struct format_opts *o)
{
	if (o->bands)
		die_usage("--bands draws a rating history's uncertainty; a calibration table has none");
	if (o->top)
		die_usage("--top picks players of a rating history; a calibration table has none");
	svg_calibration(in, o);
}

/* 0: the input was a calibration table, charted already. */
static int
load(struct svg_chart *c, const struct format_opts *o, int npaths, char **paths,
    struct svg_bandcols *bc)
{
	struct tsv_in in;
	struct names keys;
	int c_date, c_player, c_rating = -1, c_type;

	tsv_open(&in, npaths, paths);
	if (tsv_col(&in, "predicted") >= 0 && tsv_col(&in, "observed") >= 0) {
		calibration(&in, o);	/* rank --eval --calibration's table */
		tsv_close(&in);
		return 0;
	}
	c_date = tsv_need(&in, "date");
	c_player = tsv_need(&in, "player");
	if (o->bands)
		svg_band_columns(&in, bc);
	else
		c_rating = tsv_need(&in, "rating");
	c_type = o->type ? tsv_need(&in, "type") : tsv_col(&in, "type");
	names_init(&keys);
	while (tsv_next(&in)) {
		int order = wanted(o->players, in.f[c_player]);
		/* every row is checked, drawn or not: -p picks, it does not excuse */
		long date = tsv_date(&in, c_date);
		struct svg_series *s;
		double v[4];

		if (o->bands ? !svg_band_read(&in, bc, v) : in.flen[c_rating] == 0)
			continue;
		if (!o->bands)
			v[0] = tsv_num(&in, c_rating);
		if (o->type && strcmp(in.f[c_type], o->type) != 0)
			continue;
		if (order < 0)
			continue;
		s = series_of(c, &keys, &in, c_type, c_player, o->players ? order : -1);
		if (s->n && s->p[s->n - 1].date > date)
			tsv_bad_line(&in, "date goes backwards for player \"%s\"", s->player);
		if (o->bands)
			svg_band_add(s, bc, o->band_z, date, v);
		else
			add_point(s, date, v[0]);
	}
	c->src = in.name;	/* a path from argv or "stdin": outlives in */
	tsv_close(&in);
	names_free(&keys);
	return 1;
}

static int
by_final(const void *a, const void *b)
{
	const struct svg_series *x = a, *y = b;
	double rx = x->p[x->n - 1].rating, ry = y->p[y->n - 1].rating;
	int d = rx != ry ? (rx > ry ? -1 : 1) : strcmp(x->player, y->player);

	return d ? d : strcmp(x->type, y->type);
}

/* --top N: the N series of the highest final ratings, in that order. */
static void
keep_top(struct svg_chart *c, long top)
{
	size_t k;

	qsort(c->s, c->n, sizeof *c->s, by_final);
	for (k = 0; k < c->n; k++) {
		if (k < (size_t)top) {
			c->s[k].order = (long)k;
			continue;
		}
		free(c->s[k].player);
		free(c->s[k].type);
		free(c->s[k].p);
		free(c->s[k].e);
	}
	if (c->n > (size_t)top)
		c->n = (size_t)top;
}
static void
check_players(const struct svg_chart *c, const struct format_opts *o,
    const struct svg_bandcols *bc)
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
	if (c->n == 0 && o->bands)
		die_data("%s: no rating in the history to chart (columns date, player, %s, %s)",
		    c->src, bc->centre_name, bc->spread_name);
	if (c->n == 0)
		die_data("%s: no rating in the history to chart (columns date, player, rating)", c->src);
}
void
svg_run(const struct format_opts *o, int npaths, char **paths)
{
	struct svg_chart c;
	struct svg_bandcols bc;
	size_t k;

	memset(&c, 0, sizeof c);
	memset(&bc, 0, sizeof bc);
	if (!load(&c, o, npaths, paths, &bc))
		return;
	check_players(&c, o, &bc);
	if (o->prior)
		svg_prior_add(&c, o->prior, &bc, o->band_z);
	if (o->top)
		keep_top(&c, o->top);
	svg_chart_draw(&c, o, &bc);
	tsv_put_rows("</svg>\n", 7);
	for (k = 0; k < c.n; k++) {
		free(c.s[k].player);
		free(c.s[k].type);
		free(c.s[k].p);
		free(c.s[k].e);
	}
	free(c.s);
}
