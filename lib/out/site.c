/*
 * site.c - `format --site DIR`: the run.  The streams read whole
 * (site_load.c), every page written into the new tree (site_dir.c),
 * the tree swapped in; stderr says how many pages changed.  Any error
 * before the swap leaves last night's site as it was.
 */
#define _DEFAULT_SOURCE	/* realpath */
#include "rp.h"
#include "site.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* An input inside DIR would go with last night's tree: refused (exit 2). */
static void
refuse_inside(const char *dir, const char *path)
{
	char *d, *p;
	size_t n;

	if (!path || !strcmp(path, "-") || !(d = realpath(dir, NULL)))
		return;
	if ((p = realpath(path, NULL))) {
		n = strlen(d);
		if (!strncmp(p, d, n) && p[n] == '/')
			die_usage("%s: an input inside the site %s, which is replaced whole", path, dir);
		free(p);
	}
	free(d);
}

void
site_run(const struct site_opts *o)
{
	struct site s;

	refuse_inside(o->dir, o->list);
	refuse_inside(o->dir, o->history);
	refuse_inside(o->dir, o->results);
	refuse_inside(o->dir, o->explain);
	refuse_inside(o->dir, o->names);
	refuse_inside(o->dir, o->rules);
	site_dir_begin(o->dir);	/* DIR checked before the inputs are read */
	site_load(&s, o);
	site_index(&s);
	site_rules(&s);
	site_players(&s);
	site_events(&s);
	site_dir_commit();
	site_free(&s);
}

void
site_free(struct site *s)
{
	size_t i;

	for (i = 0; i < s->nlisted; i++) {
		free(s->listed[i].pos);
		free(s->listed[i].rating);
		free(s->listed[i].games);
		free(s->listed[i].last);
	}
	for (i = 0; i < s->nseries; i++) {
		free(s->series[i].p);
		free(s->series[i].e);
	}
	for (i = 0; i < s->players.n; i++) {
		if (s->display[i] != names_str(&s->players, (int)i))
			free((char *)s->display[i]);
		free(s->slug[i]);
	}
	for (i = 0; i < s->events.n; i++)
		free(s->eslug[i]);
	for (i = 0; i < s->ngrows; i++)
		free((char *)s->grows[i].points);
	free(s->listed);
	free(s->series);
	free(s->display);
	free(s->slug);
	free(s->eslug);
	free(s->rows);
	free(s->by_player);
	free(s->pstart);
	free(s->grows);
	free(s->by_event);
	free(s->estart);
	free(s->hby_event);
	free(s->hestart);
	free(s->parts_of);
	free(s->xstart);
	free(s->sstart);
	free(s->model);
	names_free(&s->players);
	names_free(&s->types);
	names_free(&s->events);
	names_free(&s->games);
	names_free(&s->statuses);
	names_free(&s->parts);
}
