/*
 * replay.h - the replay guard: input that the prior file already
 * reflects is an error, for every model.
 *
 * What a ratings file must carry to guard the next run is on every row
 * it concerns, so any subset of the list (the active players, one type,
 * a row deleted by hand) still guards every player it keeps.  Column
 * _seen of the row of (type T, player p) holds
 *   - T's last day D: the date of the last game of type T rated;
 *   - for the models rated game by game: "L" and the last game of T,
 *     "G" and each game of T on day D that had a single player (no row
 *     holds it: frsc's one-player game still moves the window), "g"
 *     and each game of T on day D that p played since p last had no row
 *     (a player without a row has no state to guard: an frsc player whose
 *     games left the window, say);
 *   - for the models rated by event: "E" and the last event of T; then,
 *     when p has been rated in an event since p last had no row, p's last
 *     day P (written only when it is not D) and "p" and each event p was
 *     rated in on day P;
 * each entry a letter and 16 hexadecimal digits (64-bit FNV-1a of the
 * event id, or of the event and game ids joined by a TAB), the entries
 * sorted.  What a row holds depends only on the stream up to the cut,
 * so a run continued from a ratings file writes the same entries as one
 * run over the whole history.
 * Reading a prior, the engine takes for each type its latest day F and
 * the entries of the rows of that day, and every row's events.  Then, in
 * the new input:
 *   - a game of type T dated before T's F is an error (already rated, or
 *     out of order: a single run would refuse a date going backwards; a
 *     result that came late is rated by re-rating from an older prior);
 *   - a game of day F that the prior holds is an error (the same last
 *     night fed again, a row deleted and the night re-rated);
 *   - for the models rated by event: an event the prior holds is an
 *     error (an event is one rating period: it cannot be split between
 *     runs, nor come back after another event), and so is an event id
 *     that comes back after another event within the run.
 * The rows hold no more than the date order leaves to check, so a row's
 * size does not grow with the history: a game dated before F needs no
 * entry (every row carries F), a game of day F has one on each of its
 * players' rows (their last day is F), and the one event that may still
 * be open at a cut (events stand together) is its type's last, E on
 * every row.  A player's last day's events also refuse an event that
 * comes back after another with one of them; an event that comes back
 * on a later day with only players who have played on a later day since
 * is new games under an old id, not a replay: one run refuses it, a run
 * from the prior cannot see it.
 * A game of day F that the prior does not hold is new (a history cut
 * between two games of one day), so every legal cut gives the bytes of
 * one run.  A game of day F whose every player has left the list and
 * that is not T's last game cannot be recognised (frsc's window, say):
 * only input that re-feeds such games alone, without the day's last
 * game, passes.
 * Memory: per type a day and a game; 12 bytes per player per game of the
 * type's last day (the rows carry them: 18 bytes each); for the models
 * rated by event, per player and type 24 bytes and 8 per event of its
 * last day (the rows: 10 for D, 18 for E, 11 for P, 18 per event), and
 * 16 bytes per event of the run (the check that an id does not come
 * back within it).
 * A prior without _seen (a federation's list) records nothing: nothing
 * can be checked.  Older ratings files are read and checked, and written
 * back in this form: their "e" entries (every event of the player's,
 * before this form) are checked and kept as events of the row's day
 * until the player plays on a later day; their 32-digit entries (a day,
 * then event and game) are read as that player's games and events.
 */
#ifndef REPLAY_H
#define REPLAY_H

#include "strbuf.h"
#include "u64set.h"

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

#define REPLAY_COL "_seen"

/* Per type: its last day, its last game or event, that day's games. */
struct replay_type {
	long day;		/* LONG_MIN: none */
	uint64_t last;		/* the last game (by game) or event (by event) */
	int has_last;
	uint64_t *lone;		/* games of the day with a single player */
	size_t nlone, lonecap;
	struct replay_own *own;	/* the players' games of the day */
	size_t nown, owncap;
};

/* A player's game of a type's day: key played game h (12 bytes). */
struct replay_own {
	int key;
	uint32_t h[2];		/* the game's hash, high and low half */
};

/* Per key (rated by event): its last day, the events it played that day. */
struct replay_events {
	long day;		/* LONG_MIN: none */
	uint64_t *h;
	uint32_t n, cap;
};

#define OWN_NO_DAY INT32_MIN

struct replay {
	int by_event;
	int check;		/* refuse what the prior holds (rate; not value) */
	struct replay_type *type;
	size_t ntype, tcap;
	struct replay_events *kev;	/* by event: per key */
	size_t nkeys, kcap;
	/* per key: its own[] entries of `day` before `from` are void; the
	 * day it last had one (a key without: nothing to forget) */
	struct replay_lo {
		long day;
		size_t from;
	} *own_lo;
	size_t locap;
	int32_t *own_day;	/* a day number (dates fit 32 bits), OWN_NO_DAY none */
	size_t odcap;
	/* writing: where each key's games start in its type's own[] (the
	 * range ends at another key's entry) */
	size_t *own_at;
	/* the prior */
	long *prior_day;	/* per type: its F, LONG_MIN none */
	size_t pdcap;
	struct u64set prior_games, prior_events, run_events;
	int has_prior;		/* a prior with _seen was read */
};

void replay_init(struct replay *rp, int by_event);
void replay_free(struct replay *rp);
void replay_type_added(struct replay *rp, size_t ntypes);
void replay_key_added(struct replay *rp, size_t nkeys);

/* A prior row's _seen cell: 0 when it is not one. */
int replay_prior_cell(struct replay *rp, int tid, int key, const char *s, size_t n);
/*
 * After the prior: what its rows hold becomes the guard; with `only_days`
 * (a prior taken for its ratings only) just the days are checked.
 */
void replay_prior_done(struct replay *rp, int only_days);
/* The prior's last day of type tid (LONG_MIN: none). */
long replay_prior_day(const struct replay *rp, int tid);

/* The hashes of a game (event, event+game). */
void replay_hash_game(const char *event, const char *game, uint64_t h[2]);
/*
 * A game of the input: NULL, or why it is refused (a static message;
 * %s in it stands for the prior file's name and then its day).
 */
const char *replay_check_game(struct replay *rp, int tid, long date, const uint64_t h[2]);
/* An event's first game (models rated by event): NULL or why refused. */
const char *replay_check_event(struct replay *rp, uint64_t event);
/* A game rated: its type, date, hashes and the keys of its rows. */
void replay_record_game(struct replay *rp, int tid, long date, const uint64_t h[2],
    const int *key, size_t n);


/*
 * Key (of type tid) has no row: what it has played so far is not kept
 * (asked before each game for the models rated game by game, after each
 * event for the others).
 */
void replay_forget(struct replay *rp, int tid, int key);
/* Key holds games of its type's day that replay_forget would drop (by game). */
static inline int
replay_holds(const struct replay *rp, int tid, int key)
{
	return (size_t)key < rp->odcap && rp->own_day[key] != OWN_NO_DAY &&
	    rp->own_day[key] == rp->type[tid].day;
}

/* Before the rows are written (the cells below, in any order): which keys have a row. */
void replay_cells_begin(struct replay *rp, const unsigned char *has_row);
/* The _seen cell of key (of type tid). */
void replay_cell(struct replay *rp, int tid, int key, struct strbuf *sb);

#endif
