/*
 * replay.h - the replay guard: input that the prior file already
 * reflects is an error, for every model.
 *
 * The ratings stream records the last day of the run and its games in
 * the engine's column _seen: every player who played that day has the
 * day there, and the first of them in the list (type, then player order)
 * also holds every game of the day, one 32-digit hexadecimal entry a
 * game (64-bit FNV-1a hashes of the event id, and of the event and game
 * ids), sorted.  A game whose own players have no ratings row (elo's
 * newcomers who met only unrated players) is recorded all the same, as
 * long as some player of the day has a row.
 * Reading a prior file, the engine takes its last day F (the latest _seen
 * day) and the games recorded on it.  Then, in the new input:
 *   - a game dated before F is an error (already rated, or out of order:
 *     a single run would refuse a date going backwards too);
 *   - a game dated F that the prior records is an error (the same last
 *     night fed again);
 *   - for models whose rating period is the event: an event the prior
 *     records on F is an error (the event would be split into two
 *     periods), and so is an event id that comes back within the run.
 * A game of day F that the prior does not record is new (a history cut
 * between two games of one day), so every legal cut gives the bytes of
 * one run: the day's games are one set, written on the same row by both.
 * Memory: 16 bytes per game of the latest day and 8 per player, plus 16
 * bytes per event of a run for the models rated by event.
 * A prior without _seen (a federation's list, an older ratings file), or
 * whose last day's players have no row, records nothing: nothing can be
 * checked.
 */
#ifndef REPLAY_H
#define REPLAY_H

#include "strbuf.h"

#include <stddef.h>
#include <stdint.h>

#define REPLAY_COL "_seen"

struct u64set {
	uint64_t *slot;		/* 0 = empty; stored values have bit 0 set */
	size_t n, cap;
};

struct replay {
	long day;		/* the latest day, LONG_MIN none */
	uint64_t *game;		/* its games: event, event+game hashes */
	size_t ngame, gamecap;
	long *kday;		/* per key: the last day it played, LONG_MIN none */
	size_t nkeys, kcap;
	int carried;		/* replay_cell has written the day's games */
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
/* The hashes of a game (event, event+game). */
void replay_hash_game(const char *event, const char *game, uint64_t h[2]);
/* A game of day date: recorded once, whatever its rows. */
void replay_record_game(struct replay *rp, long date, const uint64_t h[2]);
/* Each row: player key played on date. */
static inline void
replay_record_key(struct replay *rp, int key, long date)
{
	rp->kday[key] = date;
}
/*
 * The _seen cell of key; the engine asks in the order rows are written,
 * so the first row of a player of the day carries the day's games.
 */
void replay_cell(struct replay *rp, int key, struct strbuf *sb);

#endif
