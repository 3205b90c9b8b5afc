/*
 * duel.h - what the models of two-player games rated by event (egf, dwz,
 * uscf, ecf) share: a game is two rows (places 1 and 2, or equal places
 * for a draw), or one row marked bye; a game with a bye or a forfeit is
 * carried and not rated.
 */
#ifndef DUEL_H
#define DUEL_H

#include "engine.h"

/* Stops with file:line when g is not such a game; `what` names the game ("a Go game"). */
void duel_check(struct eng *e, const struct rgame *g, const char *what);
/* Two rows, both played. */
int duel_played(const struct rgame *g);
/* Row k's score against the other row: 1, 1/2 or 0. */
double duel_score(const struct rgame *g, size_t k);

/*
 * Row k's whole number in model input column i (lo to hi, else an error
 * saying `what`); dflt when the stream has no such column or the cell is
 * empty.
 */
long duel_in_int(struct eng *e, const struct rgame *g, size_t k, int i, long lo, long hi,
    const char *what, long dflt);

/*
 * The advantage of moving first or playing at home, in rating points,
 * for row k of a two-row game: +gamma when row k moved first, -gamma
 * when the other row did, 0 when neither did (empty cells, a neutral
 * ground) or gamma is 0.  Who moved first is read from the model's input
 * column ic ("color": white or w moved first, black or b did not) when
 * the stream has it, else from ih ("home": 1 at home, 0 not).  Stops
 * with file:line:col on another value, on two rows that both moved
 * first, and when gamma is not 0 and the stream has neither column
 * (ic and ih are read only then: a model without them passes -1).
 */
double duel_first(struct eng *e, const struct rgame *g, size_t k, int ic, int ih, double gamma);

/*
 * --explain of a rating period: the game a change is written at (the
 * last of the event's latest date, whose date the ratings list's `last`
 * takes), and the part of 0 of a game that did not count, named why it
 * did not ("bye", "forfeit", or the model's `why` when it was played).
 */
const struct rgame *duel_period_game(const struct rperiod *ev);
void duel_explain_uncounted(struct eng *e, const struct rgame *g, size_t k, const char *why);

#endif
