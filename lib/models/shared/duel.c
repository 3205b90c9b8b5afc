/*
 * duel.c - two-player games rated by event (duel.h).
 */
#include "duel.h"

#include <string.h>

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

/* 1: row k moved first, 0: it did not, -1: the cell does not say. */
static int
moved_first(struct eng *e, const struct rgame *g, size_t k, int i, int color)
{
	static const char *const said[2][5] = {
		{ "white", "w", "black", "b", NULL },
		{ "1", "0", NULL },
	};
	const char *const *v = said[!color];
	size_t len, j;
	const char *s = eng_in(e, g, k, i, &len);

	if (len == 0)
		return -1;
	for (j = 0; v[j]; j++)
		if (strlen(v[j]) == len && memcmp(s, v[j], len) == 0)
			return color ? j < 2 : j == 0;
	eng_bad_in(e, g, k, i, color ? "white, w, black, b or empty" : "1, 0 or empty");
}

double
duel_first(struct eng *e, const struct rgame *g, size_t k, int ic, int ih, double gamma)
{
	int i, me, other;

	if (gamma == 0 || g->n != 2)
		return 0;
	i = eng_in_has(e, ic) ? ic : ih;
	if (!eng_in_has(e, i))
		eng_bad_row(e, g, k, "--gamma %g: the stream says nobody moved first: "
		    "it needs a column \"color\" (white, black) or \"home\" (1, 0)", gamma);
	me = moved_first(e, g, k, i, i == ic);
	other = moved_first(e, g, 1 - k, i, i == ic);
	if (me == 1 && other == 1)
		eng_bad_row(e, g, 1, "game \"%s\" of event \"%s\": both rows moved first "
		    "(column \"%s\")", g->id, g->event, i == ic ? "color" : "home");
	return me == 1 ? gamma : other == 1 ? -gamma : 0;
}

const struct rgame *
duel_period_game(const struct rperiod *ev)
{
	size_t gi, at = 0;

	for (gi = 1; gi < ev->ngame; gi++)
		if (ev->game[gi].date >= ev->game[at].date)
			at = gi;
	return &ev->game[at];
}

void
duel_explain_uncounted(struct eng *e, const struct rgame *g, size_t k, const char *why)
{
	struct cells *c;

	if (g->res[k] == RES_BYE)
		why = "bye";
	else if (g->res[k] == RES_FORFEIT)
		why = "forfeit";
	c = eng_explain_part(e, why, 0, g->id);
	cell_empty_rest(c);
	eng_explain_put(e);
}
