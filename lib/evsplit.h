/*
 * evsplit.h - an event (a rating period) must not be split between two
 * runs of `rate -r PRIOR`.  Models that rate an event's games together
 * from the ratings before it (elo, absp) record in their ratings stream,
 * column `_event`, per player, the id of the last event the player has a
 * row in.  The last event of a history is the last one of each of its
 * players, so when a history was cut inside an event, that event's id
 * is in the ratings file: an event of the new input whose id is recorded
 * there was (at least partly) rated already, and rating the rest as a
 * period of its own would silently give wrong ratings.  It is a data
 * error naming the input line, the event and the prior file.
 *
 * Within one run an id that comes back after another event is refused
 * too (it would silently become two periods), so event ids are unique
 * in a history and a recorded id is never legitimately reused.
 *
 * The column holds the id as it is (an id has no TAB or newline): no
 * quoting.  An empty cell, or no column (a ratings file from before the
 * column), records nothing and nothing can be checked.  An empty event
 * id is never recorded.
 */
#ifndef EVSPLIT_H
#define EVSPLIT_H

#include "game.h"
#include "names.h"
#include "ratings.h"
#include "tsv.h"

#define EVSPLIT_COL "_event"

struct evsplit {
	struct names ids;	/* the prior file's recorded ids, then this run's */
	int nprior;		/* ids below this come from the prior file */
	const char *prior;	/* its path, for messages */
};

void evsplit_init(struct evsplit *es);
void evsplit_free(struct evsplit *es);
/* A prior row's recorded event (column col, -1 none): its id + 1, or 0 for none. */
int evsplit_prior_row(struct evsplit *es, const struct tsv_in *in, int col);
/* The prior file `path` is read: its recorded ids are now checked. */
void evsplit_prior_done(struct evsplit *es, const char *path);
/*
 * The reader's current game is the first of an event: a data error if
 * the event was rated by the prior file or earlier in this run.  Returns
 * the event's id + 1 (0 for an empty id) for evsplit_put.
 */
int evsplit_start(struct evsplit *es, const struct game_reader *gr);
/* Append the _event cell of recorded id ev1 (0: empty). */
void evsplit_put(const struct evsplit *es, struct strbuf *sb, int ev1);

#endif
