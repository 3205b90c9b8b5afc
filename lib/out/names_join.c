/*
 * names_join.c - `format --names FILE`: players' names from another list
 * the run has (the prior, a federation's list parsed with parse -f
 * fide-list), for streams keyed by an id that carry no name or an empty
 * one (a rating report from a pairing program's ids, a ratings list).
 *
 * A name is display: it is looked up by the row's player column, filled
 * where the stream's own name is absent or empty, and never invented: a
 * player the file does not name keeps an empty cell.  One id named two
 * ways in the file is an error naming both lines, as every stage refuses
 * one player under two names.
 */
#include "names.h"
#include "names_join.h"
#include "rp.h"
#include "tsv.h"

#include <stdlib.h>
#include <string.h>

static struct names ids;	/* player id -> dense id */
static char **name;		/* dense id -> name */
static unsigned long *line;	/* ... and the line that gave it */
static size_t cap, lcap;

void
names_join_load(const char *path)
{
	struct tsv_in in;
	int cp, cn;

	tsv_open_path(&in, path);
	cp = tsv_need(&in, "player");
	cn = tsv_need(&in, "name");
	names_init(&ids);
	while (tsv_next(&in)) {
		int id = names_intern(&ids, in.f[cp], in.flen[cp], NULL);

		if (in.flen[cn] == 0)
			continue;
		xgrow_zero(&name, &cap, (size_t)id + 1, sizeof *name);
		xgrow_zero(&line, &lcap, (size_t)id + 1, sizeof *line);
		if (name[id] && strcmp(name[id], in.f[cn]) != 0)
			die_data("%s:%lu: player \"%s\" is named \"%s\" here and \"%s\" on line %lu",
			    in.name, in.line, in.f[cp], in.f[cn], name[id], line[id]);
		if (!name[id]) {
			name[id] = xstrndup(in.f[cn], in.flen[cn]);
			line[id] = in.line;
		}
	}
	tsv_close(&in);
}

const char *
names_join_get(const char *player, size_t n, size_t *len)
{
	int id = name ? names_find(&ids, player, n) : -1;

	if (id < 0 || (size_t)id >= cap || !name[id])
		return NULL;
	*len = strlen(name[id]);
	return name[id];
}

void
names_join_free(void)
{
	size_t i;

	if (!name)
		return;
	for (i = 0; i < cap; i++)
		free(name[i]);
	free(name);
	free(line);
	names_free(&ids);
	name = NULL;
	line = NULL;
	cap = lcap = 0;
}
