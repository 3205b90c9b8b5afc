/*
 * site_load.c - `format --site`: the streams read into a struct site.
 * Every row of every input is checked by the shared reader (a bad
 * field is an error naming file, line and column); nothing is skipped.
 *
 * The ratings list gives the index (its rows in the order given: rank
 * has sorted them), the history the players' changes, their charts and
 * their rank over time, the results stream (or, without one, the
 * history) the events' crosstables, the explain stream the parts of
 * each change.  Players are keyed by id as every stage keys them; a
 * name table (player, name) only changes what a page shows.
 */
#include "num.h"
#include "rp.h"
#include "site.h"
#include "tsv.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
intern(struct names *t, const char *s, size_t n)
{
	return names_intern(t, s, n, NULL);
}

static char *
dup_n(const char *s, size_t n)
{
	char *d = xmalloc(n + 1);

	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

static void
load_names(struct site *s, const char *path, char ***name, size_t *cap)
{
	struct tsv_in in;
	int cp, cn;

	tsv_open_path(&in, path);
	cp = tsv_need(&in, "player");
	cn = tsv_need(&in, "name");
	while (tsv_next(&in)) {
		int p = intern(&s->players, in.f[cp], in.flen[cp]);

		if (in.flen[cn] == 0)
			tsv_bad_field(&in, cn, "a name");
		xgrow_zero(name, cap, (size_t)p + 1, sizeof **name);
		if ((*name)[p] && strcmp((*name)[p], in.f[cn]) != 0)
			tsv_bad_line(&in, "a second name for player \"%s\": \"%s\", then \"%s\"",
			    in.f[cp], (*name)[p], in.f[cn]);
		if (!(*name)[p])
			(*name)[p] = dup_n(in.f[cn], in.flen[cn]);
	}
	tsv_close(&in);
}

/* An optional column's field as shown, or "". */
static char *
field(struct tsv_in *in, int c)
{
	return c < 0 ? dup_n("", 0) : dup_n(in->f[c], in->flen[c]);
}

static void
load_list(struct site *s, const char *path)
{
	struct tsv_in in;
	int ct, cp, cr, cs, cpos, cg, cl, cm;
	struct strbuf sb = { 0 };

	tsv_open_path(&in, path);
	ct = tsv_need(&in, "type");
	cp = tsv_need(&in, "player");
	cr = tsv_need(&in, "rating");
	cs = tsv_col(&in, "status");
	cpos = tsv_col(&in, "pos");
	cg = tsv_col(&in, "games");
	cl = tsv_col(&in, "last");
	cm = tsv_col(&in, "_model");
	while (tsv_next(&in)) {
		struct site_listed *l;

		xgrow(&s->listed, &s->listcap, s->nlisted + 1, sizeof *s->listed);
		l = &s->listed[s->nlisted++];
		l->player = intern(&s->players, in.f[cp], in.flen[cp]);
		l->type = intern(&s->types, in.f[ct], in.flen[ct]);
		l->status = cs < 0 ? -1 : intern(&s->statuses, in.f[cs], in.flen[cs]);
		l->value = tsv_num(&in, cr);
		sb.len = 0;
		site_num(&sb, l->value, s->o->digits, 0);
		l->rating = dup_n(sb.s, sb.len);
		l->pos = field(&in, cpos);
		l->games = field(&in, cg);
		l->last = field(&in, cl);
		if (cl >= 0 && in.flen[cl]) {
			tsv_date(&in, cl);
			if (strcmp(in.f[cl], s->asof) > 0)
				memcpy(s->asof, in.f[cl], 11);
		}
		if (cm >= 0 && !s->model && in.flen[cm])
			s->model = dup_n(in.f[cm], in.flen[cm]);
	}
	free(sb.s);
	tsv_close(&in);
}

/* The rows of one game lie together: close the game that ends at row i. */
#define CLOSE_GAMES(arr, n, i0)	do { \
	size_t j_; \
	for (j_ = (i0); j_ < (n); j_++) { \
		(arr)[j_].g0 = (int32_t)(i0); \
		(arr)[j_].gn = (int32_t)((n) - (i0)); \
	} \
} while (0)

static double *bandv;		/* the history's band values, 4 a row */
static size_t bandcap;

static void
load_history(struct site *s, const char *path)
{
	struct tsv_in in;
	int cd, ce, cg, ct, cp, cpl, cr, cprev;
	size_t g0 = 0;

	tsv_open_path(&in, path);
	cd = tsv_need(&in, "date");
	ce = tsv_need(&in, "event");
	cg = tsv_need(&in, "game");
	ct = tsv_need(&in, "type");
	cp = tsv_need(&in, "player");
	cpl = tsv_need(&in, "place");
	cr = tsv_need(&in, "rating");
	cprev = tsv_need(&in, "prev");
	s->bands = tsv_col(&in, "rd") >= 0 || tsv_col(&in, "sigma") >= 0;
	if (s->bands)
		svg_band_columns(&in, &s->bc);
	while (tsv_next(&in)) {
		struct site_row *r;
		int e = intern(&s->events, in.f[ce], in.flen[ce]);
		int g = intern(&s->games, in.f[cg], in.flen[cg]);
		long d = tsv_date(&in, cd);

		if (s->nrows && (s->rows[s->nrows - 1].event != e || s->rows[s->nrows - 1].game != g)) {
			if (s->rows[s->nrows - 1].date > d)
				tsv_bad_line(&in, "the date goes backwards");
			CLOSE_GAMES(s->rows, s->nrows, g0);
			g0 = s->nrows;
		}
		xgrow(&s->rows, &s->rowcap, s->nrows + 1, sizeof *s->rows);
		r = &s->rows[s->nrows];
		memset(r, 0, sizeof *r);
		r->player = intern(&s->players, in.f[cp], in.flen[cp]);
		r->type = intern(&s->types, in.f[ct], in.flen[ct]);
		r->event = e;
		r->game = g;
		r->date = (int32_t)d;
		r->place = tsv_num(&in, cpl);
		r->rated = in.flen[cr] > 0;
		if (r->rated) {
			r->rating = tsv_num(&in, cr);
			r->prev = tsv_num(&in, cprev);
		}
		if (s->bands) {
			xgrow(&bandv, &bandcap, 4 * (s->nrows + 1), sizeof *bandv);
			if (!svg_band_read(&in, &s->bc, bandv + 4 * s->nrows))
				r->rated = 0;
		}
		s->nrows++;
	}
	CLOSE_GAMES(s->rows, s->nrows, g0);
	tsv_close(&in);
	if (!s->nrows)
		die_data("%s: no rows in the history", path);
}

static void
load_games(struct site *s, const char *path)
{
	struct tsv_in in;
	int cd, ce, cg, ct, cp, cpl, cpt;
	size_t g0 = 0;

	tsv_open_path(&in, path);
	cd = tsv_need(&in, "date");
	ce = tsv_need(&in, "event");
	cg = tsv_need(&in, "game");
	ct = tsv_need(&in, "type");
	cp = tsv_need(&in, "player");
	cpl = tsv_need(&in, "place");
	cpt = tsv_col(&in, "points");
	s->points = cpt >= 0;
	while (tsv_next(&in)) {
		struct site_game_row *r;
		int e = intern(&s->events, in.f[ce], in.flen[ce]);
		int g = intern(&s->games, in.f[cg], in.flen[cg]);

		if (s->ngrows && (s->grows[s->ngrows - 1].event != e ||
		    s->grows[s->ngrows - 1].game != g)) {
			CLOSE_GAMES(s->grows, s->ngrows, g0);
			g0 = s->ngrows;
		}
		xgrow(&s->grows, &s->growcap, s->ngrows + 1, sizeof *s->grows);
		r = &s->grows[s->ngrows++];
		r->player = intern(&s->players, in.f[cp], in.flen[cp]);
		r->type = intern(&s->types, in.f[ct], in.flen[ct]);
		r->event = e;
		r->game = g;
		r->date = (int32_t)tsv_date(&in, cd);
		r->place = tsv_num(&in, cpl);
		r->points = cpt < 0 ? NULL : dup_n(in.f[cpt], in.flen[cpt]);
	}
	CLOSE_GAMES(s->grows, s->ngrows, g0);
	tsv_close(&in);
}

static void
load_explain(struct site *s, const char *path)
{
	struct tsv_in in;
	int cp, ce, ct, cpart, ca;

	tsv_open_path(&in, path);
	cp = tsv_need(&in, "player");
	ce = tsv_need(&in, "event");
	ct = tsv_need(&in, "type");
	cpart = tsv_need(&in, "part");
	ca = tsv_need(&in, "amount");
	while (tsv_next(&in)) {
		struct site_part *x;
		int p = names_find(&s->players, in.f[cp], in.flen[cp]);
		int e = names_find(&s->events, in.f[ce], in.flen[ce]);
		int t = names_find(&s->types, in.f[ct], in.flen[ct]);

		if (p < 0 || e < 0 || t < 0)
			tsv_bad_line(&in, "player \"%s\" in event \"%s\" (%s): not in the history",
			    in.f[cp], in.f[ce], in.f[ct]);
		xgrow(&s->parts_of, &s->partcap, s->nparts + 1, sizeof *s->parts_of);
		x = &s->parts_of[s->nparts++];
		x->player = p;
		x->event = e;
		x->type = t;
		x->part = intern(&s->parts, in.f[cpart], in.flen[cpart]);
		x->amount = tsv_num(&in, ca);
		x->seq = s->nparts - 1;
	}
	tsv_close(&in);
}

/* idx[start[k] .. start[k + 1]) = the items of key k, in order (counting sort). */
void
site_group(size_t n, size_t nkeys, const void *items, size_t size, size_t keyoff,
    size_t **idx, size_t **start)
{
	size_t i, *at = xmalloc((nkeys + 1) * sizeof *at);

	*idx = xmalloc((n + 1) * sizeof **idx);
	*start = calloc(nkeys + 2, sizeof **start);
	if (!*start)
		die_sys("calloc");
	for (i = 0; i < n; i++) {
		int k;

		memcpy(&k, (const char *)items + i * size + keyoff, sizeof k);
		(*start)[k + 1]++;
	}
	for (i = 0; i < nkeys; i++)
		(*start)[i + 1] += (*start)[i];
	memcpy(at, *start, (nkeys + 1) * sizeof *at);
	for (i = 0; i < n; i++) {
		int k;

		memcpy(&k, (const char *)items + i * size + keyoff, sizeof k);
		(*idx)[at[k]++] = i;
	}
	free(at);
}

static int
by_player_event(const void *a, const void *b)
{
	const struct site_part *x = a, *y = b;

	if (x->player != y->player)
		return x->player < y->player ? -1 : 1;
	if (x->event != y->event)
		return x->event < y->event ? -1 : 1;
	if (x->type != y->type)
		return x->type < y->type ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* buf = s[0..n) in lower case (ASCII), NUL-ended. */
static char *
folded(const char *s, size_t n)
{
	char *d = dup_n(s, n);
	size_t i;

	for (i = 0; i < n; i++)
		if (d[i] >= 'A' && d[i] <= 'Z')
			d[i] += 'a' - 'A';
	return d;
}

/* File names for every id; ids equal but for case are hashed, and no
 * two names may be equal but for case. */
static char **
slugs(const struct names *ids, const char *what)
{
	struct names seen, fold;
	char **slug = xmalloc((ids->n + 1) * sizeof *slug);
	int *count = calloc(ids->n + 1, sizeof *count), *fid = xmalloc((ids->n + 1) * sizeof *fid);
	size_t i;

	if (!count)
		die_sys("calloc");
	names_init(&seen);
	names_init(&fold);
	for (i = 0; i < ids->n; i++) {
		char *f = folded(names_str(ids, (int)i), names_len(ids, (int)i));

		fid[i] = names_intern(&fold, f, strlen(f), NULL);
		count[fid[i]]++;
		free(f);
	}
	for (i = 0; i < ids->n; i++) {
		char buf[SITE_SLUG], *f;
		int added;

		site_slug(buf, names_str(ids, (int)i), names_len(ids, (int)i), count[fid[i]] > 1);
		f = folded(buf, strlen(buf));
		names_intern(&seen, f, strlen(f), &added);
		free(f);
		if (!added)
			die_data("%ss \"%s\" and another have the same file name %s.html",
			    what, names_str(ids, (int)i), buf);
		slug[i] = xstrdup(buf);
	}
	names_free(&seen);
	names_free(&fold);
	free(count);
	free(fid);
	return slug;
}

void
site_load(struct site *s, const struct site_opts *o)
{
	char **name = NULL;
	size_t ncap = 0, i;

	memset(s, 0, sizeof *s);
	s->o = o;
	names_init(&s->players);
	names_init(&s->types);
	names_init(&s->events);
	names_init(&s->games);
	names_init(&s->statuses);
	names_init(&s->parts);
	if (o->names)
		load_names(s, o->names, &name, &ncap);
	load_list(s, o->list);
	load_history(s, o->history);
	if (o->results)
		load_games(s, o->results);
	else {
		s->grows = xmalloc((s->nrows + 1) * sizeof *s->grows);
		for (i = 0; i < s->nrows; i++) {
			const struct site_row *r = &s->rows[i];

			s->grows[i] = (struct site_game_row){ r->player, r->event, r->game, r->type,
				r->date, r->g0, r->gn, r->place, NULL };
		}
		s->ngrows = s->nrows;
	}
	if (o->explain)
		load_explain(s, o->explain);
	if (o->as_of)
		snprintf(s->asof, sizeof s->asof, "%s", o->as_of);
	if (s->nparts)	/* NULL without --explain: qsort wants a pointer */
		qsort(s->parts_of, s->nparts, sizeof *s->parts_of, by_player_event);
	xgrow_zero(&name, &ncap, s->players.n + 1, sizeof *name);
	s->display = xmalloc((s->players.n + 1) * sizeof *s->display);
	for (i = 0; i < s->players.n; i++)
		s->display[i] = name[i] ? name[i] : names_str(&s->players, (int)i);
	free(name);	/* the names themselves live on in display */
	s->slug = slugs(&s->players, "player");
	s->eslug = slugs(&s->events, "event");
	site_group(s->nrows, s->players.n, s->rows, sizeof *s->rows,
	    offsetof(struct site_row, player), &s->by_player, &s->pstart);
	site_group(s->ngrows, s->events.n, s->grows, sizeof *s->grows,
	    offsetof(struct site_game_row, event), &s->by_event, &s->estart);
	site_group(s->nrows, s->events.n, s->rows, sizeof *s->rows,
	    offsetof(struct site_row, event), &s->hby_event, &s->hestart);
	s->xstart = calloc(s->players.n + 2, sizeof *s->xstart);
	if (!s->xstart)
		die_sys("calloc");
	for (i = 0; i < s->nparts; i++)
		s->xstart[s->parts_of[i].player + 1]++;
	for (i = 0; i < s->players.n; i++)
		s->xstart[i + 1] += s->xstart[i];
	site_series(s, bandv);
	free(bandv);
	bandv = NULL;
}
