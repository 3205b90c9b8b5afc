/*
 * winsize.c - window sizes per game type.
 */
#include "winsize.h"
#include "num.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

/*
 * frsc2012: the number of games of each type in the FRSc calendar of
 * 2009-2010 (Rating Scrabble 2012, section 2).
 */
const char *const winsize_tables[][2] = {
	{ "frsc2012", "clasic=20,completiv=18,eliptic=14,compunere=18,anticipatie=14,libere=8" },
	{ NULL, NULL },
};

/* Does the list so far name the type p[0..n)? */
static int
listed(const struct winsize *w, const char *p, size_t n)
{
	size_t i;

	for (i = 0; i < w->n; i++)
		if (strlen(w->type[i]) == n && memcmp(w->type[i], p, n) == 0)
			return 1;
	return 0;
}

static int
parse_list(struct winsize *w, const char *list, const char **why)
{
	const char *p = list;

	while (*p) {
		const char *comma = strchr(p, ','), *eq;
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		long N;

		eq = memchr(p, '=', len);
		if (!eq || eq == p) {
			*why = "expected N, TYPE=N,... or a table name";
			return 0;
		}
		if (!int_parse(eq + 1, len - (size_t)(eq + 1 - p), 1, 100000, &N)) {
			*why = "a window size must be an integer from 1 to 100000";
			return 0;
		}
		if (listed(w, p, (size_t)(eq - p))) {
			/* first or last would win silently: say it */
			*why = "a type is given twice";
			return 0;
		}
		w->type = xrealloc(w->type, (w->n + 1) * sizeof *w->type);
		w->N = xrealloc(w->N, (w->n + 1) * sizeof *w->N);
		w->type[w->n] = xstrndup(p, (size_t)(eq - p));
		w->N[w->n] = N;
		w->n++;
		p += len;
		if (*p == ',')
			p++;
	}
	return 1;
}

int
winsize_parse(struct winsize *w, const char *arg, const char **why)
{
	size_t i;

	winsize_free(w);
	w->text = xstrdup(arg);
	for (i = 0; winsize_tables[i][0]; i++)
		if (strcmp(arg, winsize_tables[i][0]) == 0)
			return parse_list(w, winsize_tables[i][1], why);
	if (strchr(arg, '=') == NULL) {
		if (!int_parse(arg, strlen(arg), 1, 100000, &w->all)) {
			*why = "expected N (1 to 100000), TYPE=N,... or a table name (frsc2012)";
			return 0;
		}
		return 1;
	}
	return parse_list(w, arg, why);
}

void
winsize_free(struct winsize *w)
{
	size_t i;

	for (i = 0; i < w->n; i++)
		free(w->type[i]);
	free(w->type);
	free(w->N);
	free(w->text);
	memset(w, 0, sizeof *w);
}

long
winsize_get(const struct winsize *w, const char *type)
{
	size_t i;

	if (w->all)
		return w->all;
	for (i = 0; i < w->n; i++)
		if (strcmp(w->type[i], type) == 0)
			return w->N[i];
	return 0;
}
