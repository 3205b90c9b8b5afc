/*
 * replay.h - the replay guard: input that the prior file already
 * reflects is an error, for every model.
 *
 * The ratings stream records, per player, in the engine's column _seen,
 * the games the player played on the last day of the run: that day, then
 * one 32-digit hexadecimal entry a game (64-bit FNV-1a hashes of the
 * event id, and of the event id and game id).  Reading a prior file,
 * the engine takes its last day F (the latest _seen day) and the games of
 * that day.  Then, in the new input:
 *   - a game dated before F is an error (already rated, or out of order:
 *     a single run would refuse a date going backwards too);
 *   - a game dated F that the prior records is an error (the same last
 *     night fed again);
 *   - for models whose rating period is the event: an event the prior
 *     records on F is an error (the event would be split into two
 *     periods), and so is an event id that comes back within the run.
 * A game of day F that the prior does not record is new (a history cut
 * between two games of one day), so every legal cut gives the bytes of
 * one run.  Memory: 24 bytes per row of the latest day, plus 16 bytes
 * per event of a run for the models rated by event.
 * A prior without _seen (a federation's list, an older ratings file)
 * records nothing: nothing can be checked.
 */
#ifndef REPLAY_H
#define REPLAY_H

#include "ratings.h"

#include <stddef.h>
#include <stdint.h>

#define REPLAY_COL "_seen"

struct u64set {
	uint64_t *slot;		/* 0 = empty; stored values have bit 0 set */
	size_t n, cap;
};

/*
 * What the guard keeps of the run: the games of the latest day only, as
 * a log in input order (a row: its key and the game's hashes), cleared
 * when a later day begins; rows are appended, never looked up, so a row
 * costs a store in sequence.  The _seen cells are built from the log at
 * the end (per key, in log order).
 */
struct replay {
	struct rlog {
		int key;
		uint64_t h[2];	/* event, event+game */
	} *log;			/* the rows of day `day` */
	size_t nlog, logcap;
	long day;		/* the day of the log, LONG_MIN none */
	size_t nkeys;
	size_t *at;		/* after replay_cell's first call: per key + 1, */
	struct rlog *by_key;	/* where its rows start in by_key */
	long prior_final;	/* the prior's last day, LONG_MIN none */
	struct u64set prior_games, prior_events, run_events;
	long final;		/* the last day of prior and input */
};

void replay_init(struct replay *rp);
void replay_free(struct replay *rp);
void replay_key_added(struct replay *rp, size_t nkeys);
/* A prior row's _seen cell; 0 when it is not one. */
int replay_prior_cell(struct replay *rp, int key, const char *s, size_t n);
/* After the prior: its last day's games become the guard. */
void replay_prior_done(struct replay *rp);
/*
 * A game of the input: NULL, or why it is refused (a static message;
 * %s in it stands for the prior file's name).
 */
const char *replay_check_game(struct replay *rp, long date, const char *event,
    const char *game);
/* An event's first game (models rated by event): NULL or why refused. */
const char *replay_check_event(struct replay *rp, const char *event);
/* Player key played game (event, game) on date. */
void replay_record(struct replay *rp, int key, long date, const char *event,
    const char *game);
/* The same, with the game's hashes made once (replay_hash_game) for all its rows. */
void replay_hash_game(const char *event, const char *game, uint64_t h[2]);
void replay_log_slow(struct replay *rp, int key, long date, const uint64_t h[2]);

/* Every row: inline, a store in sequence while the day and the space last. */
static inline void
replay_record_hashed(struct replay *rp, int key, long date, const uint64_t h[2])
{
	struct rlog *l;

	if (date != rp->day || rp->nlog == rp->logcap) {
		replay_log_slow(rp, key, date, h);
		return;
	}
	l = &rp->log[rp->nlog++];
	l->key = key;
	l->h[0] = h[0];
	l->h[1] = h[1];
}
/* The _seen cell of key. */
void replay_cell(struct replay *rp, int key, struct strbuf *sb);

#endif
