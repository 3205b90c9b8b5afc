/*
 * duel.c - two-player games rated by event (duel.h).
 */
#include "duel.h"

void
duel_check(struct eng *e, const struct rgame *g, const char *what)
{
	if (g->n > 2)
		eng_bad_row(e, g, 0, "game \"%s\" of event \"%s\" has %zu rows; %s has two",
		    g->id, g->event, g->n, what);
	if (g->n == 2 && g->res[0] != g->res[1])
		eng_bad_row(e, g, 1, "game \"%s\" of event \"%s\": the same result on both rows",
		    g->id, g->event);
	if (g->n == 1 && g->res[0] == RES_PLAYED)
		eng_bad_row(e, g, 0, "game \"%s\" of event \"%s\" has one row; mark a bye with result \"bye\"",
		    g->id, g->event);
}

int
duel_played(const struct rgame *g)
{
	return g->n == 2 && g->res[0] == RES_PLAYED && g->res[1] == RES_PLAYED;
}

double
duel_score(const struct rgame *g, size_t k)
{
	return g->place[k] < g->place[1 - k] ? 1 : g->place[k] == g->place[1 - k] ? 0.5 : 0;
}

long
duel_in_int(struct eng *e, const struct rgame *g, size_t k, int i, long lo, long hi,
    const char *what, long dflt)
{
	size_t len = 0;

	if (eng_in_has(e, i))
		(void)eng_in(e, g, k, i, &len);
	return len ? eng_in_int(e, g, k, i, lo, hi, what) : dflt;
}
