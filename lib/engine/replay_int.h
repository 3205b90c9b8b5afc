/*
 * replay_int.h - what the replay guard's files share (replay.c,
 * replay_prior.c, replay_cell.c): the growing arrays of its state.
 */
#ifndef REPLAY_INT_H
#define REPLAY_INT_H

#include "replay.h"

#include <stddef.h>
#include <stdint.h>

static inline uint64_t
replay_own_game(const struct replay_own *o)
{
	return (uint64_t)o->h[0] << 32 | o->h[1];
}

void replay_u64_push(uint64_t **a, size_t *n, size_t *cap, uint64_t v);
/* Room for n more of type t's own games. */
void replay_own_room(struct replay_type *t, size_t n);
/* Key played game h on type t's day (room made: replay_own_room; key
 * known: replay_key_added). */
void replay_own_push(struct replay *rp, struct replay_type *t, int key, uint64_t h);
/* Key k played event h on day `day`: a later day starts its list afresh. */
void replay_event_add(struct replay_events *k, long day, uint64_t h);
/* Type t's games are of day `day` from now on: a later day starts afresh. */
void replay_type_day(struct replay_type *t, long day);

#endif
