/*
 * glicko_common.h - what the models glicko and glicko2 share: a rating
 * period of paired games (an event), the players' bookkeeping (games,
 * the periods since they last played), and the prediction of a game.
 *
 * A game is two rows: places 1 and 2 (score 1 and 0), or equal places
 * (a draw, 1/2 each).  A game with a forfeit or a bye is not rated.
 * The periods are counted per game type: an event is a rating period
 * of each type it has games of, and `lag` is the number of periods of
 * the type a player has missed since last playing (R PlayerRatings'
 * Lag; Glickman's t = lag + 1 in the RD growth).
 */
#ifndef GLICKO_COMMON_H
#define GLICKO_COMMON_H

#include "engine.h"

#include <stddef.h>

struct gplayer {
	int exists, tid;
	int fresh;		/* unrated until the end of this period */
	double r, rd, vol;	/* rating and RD on the rating scale; volatility */
	long games, last;	/* last: LONG_MIN when unknown */
	long lag0, base;	/* lag = lag0 + periods of the type since base */
	/* this period */
	unsigned long mark;	/* the period the fields below belong to */
	long played;		/* games in this period */
	double r0, d2, vol0;	/* before the period (d2: RD^2 or phi^2 after the growth) */
	double s1, s2;		/* sum g (s - E), sum g^2 E (1 - E) */
};

struct gtable {
	struct gplayer *pl;	/* per key */
	size_t cap;
	long *tper;		/* per type: periods so far in this run */
	size_t tcap;
	unsigned long period;	/* the current period's number, 1 = first */
	int *keys;		/* the keys playing in this period */
	size_t nkeys, kcap;
	unsigned char *tseen;	/* per type: has games in this period */
	size_t tscap;
};

struct gplayer *gt_player(struct gtable *t, int key);	/* made when new */
const struct gplayer *gt_find(const struct gtable *t, int key);
void gt_free(struct gtable *t);

/* The periods of the player's type it has missed. */
long gt_lag(const struct gtable *t, const struct gplayer *p);

/*
 * The ratings stream both models write: rating, rd, then `extra`
 * columns of the model's own (glicko2's volatility), then games, status,
 * last, lag.  gt_prior_row: a player from a prior row (a listed player
 * without rd or games gets list_rd, list_games); 0 with *col and *why
 * when the rd is not positive.  gt_write_row: a player's row, the extra
 * columns' values from x.
 */
int gt_prior_row(struct gtable *t, const struct prior_row *row, size_t extra,
    double list_rd, long list_games, int *col, const char **why);
void gt_write_row(const struct gtable *t, const struct gplayer *p,
    const double *x, size_t extra, long provisional, struct cells *c);

/*
 * Start period p: check every game (two rows; places), and list the
 * keys that play (t->keys), each with mark set, played counted, r0 =
 * its rating and s1 = s2 = 0.  fresh(): a new player's state.  Games
 * with a forfeit or bye are skipped.
 */
void gt_begin(struct gtable *t, struct eng *e, const struct rperiod *p,
    void (*fresh)(void *m, struct gplayer *), void *m);
/* End of the period: bookkeeping of the players who played. */
void gt_end(struct gtable *t);

/* A rated game: both rows played. */
int gt_rated(const struct rgame *g);
/* Row i's score against row 1 - i: 1, 0 or 1/2. */
double gt_score(const struct rgame *g, size_t i);

/*
 * Glickman's expected score of a game between two players rated ra, rb
 * with deviations da, db (rating scale): 1/(1 + 10^(-g (ra - rb)/400)),
 * g = 1/sqrt(1 + 3 q^2 (da^2 + db^2)/pi^2), q = ln 10/400; the scale of
 * that logistic (rank --eval's escale) is 400/g.
 */
double gt_escale(double da, double db);
double gt_expected(double ra, double rb, double da, double db);

/*
 * value -m glicko / glicko2: each row of a two-row game gets `expected`,
 * its player's chance to win from the rating list; now(m, key, &r, &rd)
 * gives a player's rating and deviation (rating scale) as the period
 * would start them (an unlisted player at the model's initial values).
 */
void gt_value(struct eng *e, const struct rperiod *p, const void *m,
    void (*now)(const void *m, int key, double *r, double *rd));

#endif
