/*
 * rows.c - what whr and bt write of an event (newton.h): its --history
 * rows and its --explain changes.  Both models keep, per row of the
 * event, the estimate before it (rating and variance at the game's day,
 * the event's games not yet in); what differs is the estimate after,
 * which each model gives through wn_rows.after.
 */
#include "draw.h"
#include "shared/duel.h"
#include "newton.h"

#include <limits.h>
#include <math.h>

const struct column wn_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "deviation", COL_NUM, "list-deviation", 0 },
	{ "games", COL_COUNT, "list-games", 0 },
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ NULL, 0, NULL, 0 },
};

/* A prior row: its rating and deviation (--list-deviation where the
 * list has none) as a Gaussian in natural units, its games and day. */
int
wn_prior_read(const struct prior_row *row, double list_dev, long list_games,
    struct wn_listed *l, int *col, const char **why)
{
	const struct prior_cell *c = row->cell;
	double dev = c[WN_S_DEV].s ? c[WN_S_DEV].num : list_dev;

	if (!(dev > 0)) {
		*col = WN_S_DEV;
		*why = "a positive deviation";
		return 0;
	}
	l->m0 = c[WN_S_RATING].num / WN_ELO;
	l->v0 = (dev / WN_ELO) * (dev / WN_ELO);
	l->games = c[WN_S_GAMES].s ? c[WN_S_GAMES].i : list_games;
	l->last = c[WN_S_LAST].s ? c[WN_S_LAST].i : LONG_MIN;
	return 1;
}

/* A ratings row: mu and v in natural units, shown in Elo points. */
void
wn_row_cells(struct cells *c, double mu, double v, long games, long provisional, long last)
{
	cell_num(c, mu * WN_ELO);
	cell_num(c, sqrt(v) * WN_ELO);
	cell_int(c, games);
	cell_str(c, games < provisional ? "provisional" : "active");
	cell_date(c, last);
}

const char *const wn_history_cols[] = {
	"rating_before", "deviation_before", "rating", "deviation", "prev", "expected",
	"escale", "p_win", "p_draw", "p_loss", NULL
};

/*
 * --explain: a change is the player's estimate refitted once the event's
 * games are in (whr: its whole history re-optimised; bt: the batch), not
 * a sum over the event's games: one part, `refit`, the whole change
 * (after - before at the event's day), with what the event added (its
 * games, score and the expectation before) and the deviations as terms.
 */
const char *const wn_explain_cols[] = {
	"games", "score", "expected", "deviation_before", "deviation_after", NULL
};

/* Row row's opponent's estimate before the event (a played game's other row). */
static double
opponent_before(const struct wn_rows *w, size_t row, size_t i)
{
	return w->before[2 * (row + (i ? -1 : 1))];
}

void
wn_history(struct eng *e, const struct rperiod *p, const struct wn_rows *w)
{
	size_t gi, i, row = 0;

	for (gi = 0; gi < p->ngame; gi++) {
		const struct rgame *g = &p->game[gi];
		int rated = duel_played(g);

		for (i = 0; i < g->n; i++, row++) {
			struct cells *c = eng_row_cells(e, g, i);
			struct draw3 p3 = { 0, 0, 0 };
			double m = w->before[2 * row], v = w->before[2 * row + 1], ma, va;

			w->after(w->run, g, g->key[i], &ma, &va);
			cell_num(c, m * WN_ELO);
			cell_num(c, sqrt(v) * WN_ELO);
			cell_num(c, ma * WN_ELO);
			cell_num(c, sqrt(va) * WN_ELO);
			if (rated) {
				double mo = opponent_before(w, row, i);

				cell_num(c, m * WN_ELO);
				cell_num(c, wn_p(m - mo));
				cell_num(c, 400);
				/* Davidson over the Bradley-Terry curve (draw.h) */
				p3 = draw3_of(DRAW_DAVIDSON, w->draw_nu, wn_p(m - mo), 0, 0);
			} else {
				cell_empty(c);
				cell_empty(c);
				cell_empty(c);
			}
			draw3_cells(c, rated, &p3);
			eng_put_row(e);
		}
	}
}

static void
explain_one(struct eng *e, const struct rperiod *p, const struct wn_rows *w, int key,
    const struct rgame *g0, size_t row0)
{
	double m = w->before[2 * row0], v = w->before[2 * row0 + 1], ma, va;
	double n = 0, sc = 0, ex = 0;
	size_t gi, i, row = 0;
	struct cells *c;

	for (gi = 0; gi < p->ngame; gi++)
		for (i = 0; i < p->game[gi].n; i++, row++)
			if (p->game[gi].key[i] == key && duel_played(&p->game[gi])) {
				n++;
				sc += duel_score(&p->game[gi], i);
				ex += wn_p(w->before[2 * row] - opponent_before(w, row, i));
			}
	w->after(w->run, g0, key, &ma, &va);
	eng_explain_begin(e, g0, key, m * WN_ELO, ma * WN_ELO);
	c = eng_explain_part(e, "refit", ma * WN_ELO - m * WN_ELO, "");
	cell_num(c, n);
	cell_num(c, sc);
	cell_num(c, ex);
	cell_num(c, sqrt(v) * WN_ELO);
	cell_num(c, sqrt(va) * WN_ELO);
	eng_explain_put(e);
	eng_explain_end(e);
}

/* Each explained player of the event once: *w->mark(key) goes from 1
 * (in the event) to 2 (explained). */
void
wn_explain(struct eng *e, const struct rperiod *p, const struct wn_rows *w)
{
	size_t gi, i, row = 0;

	for (gi = 0; gi < p->ngame; gi++)
		for (i = 0; i < p->game[gi].n; i++, row++) {
			int key = p->game[gi].key[i], *mark;

			if (!duel_played(&p->game[gi]) || !eng_explaining(e, key))
				continue;
			mark = w->mark(w->run, key);
			if (*mark != 1)
				continue;
			*mark = 2;
			explain_one(e, p, w, key, &p->game[gi], row);
		}
}
