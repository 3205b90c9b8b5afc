/*
 * game_impl.h - inside the results-stream reader (game.c, which finds
 * and checks the games; game_take.c, which takes a row in): the reader's
 * current record read through its offsets, and what game.c asks of
 * game_take.c.  Not for use outside lib/core/game*.c.
 */
#ifndef GAME_IMPL_H
#define GAME_IMPL_H

#include "game.h"

/* the cache of names by hash (game_take.c, player_id) */
#define NAME_SLOTS 16384

/* Field c of the reader's record (split as offsets from in.keep). */
static inline const char *
rec_f(const struct game_reader *gr, int c)
{
	return gr->in.keep + gr->in.off[c];
}

static inline size_t
rec_len(const struct game_reader *gr, int c)
{
	return gr->in.off[c + 1] - gr->in.off[c] - 1;
}


/* The reader's in.f and in.flen, for the reader's functions that read
 * them (messages, the slow paths): made from the offsets when asked. */
static inline struct tsv_in *
rec_fields(struct game_reader *gr)
{
	tsv_fields_of_offsets(&gr->in);
	return &gr->in;
}

/* Id column col of the reader's record: there and canonical (what: "an
 * event id"...), or for parse marked to be folded. */
void game_check_id(struct game_reader *gr, int col, const char *what);
/*
 * The reader's current record, whose offsets it wrote at row r, checked
 * (a player name, a place, a result) and described in row r of gr->rows.
 */
void game_row_take(struct game_reader *gr, size_t r);

#endif
