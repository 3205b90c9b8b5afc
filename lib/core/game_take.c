/*
 * game_take.c - a row of a results stream taken into the game being
 * read (game.c): its place, its result and its ids checked, its player's
 * id found (a cache of names by hash, then the table of every name).
 */
#include "game_impl.h"
#include "bytes.h"
#include "idcheck.h"
#include "ident.h"
#include "rp.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/*
 * The place of the reader's row: a short run of digits read here (the
 * common case, a few instructions), anything else as tsv_posint reads
 * it, with its checks and messages.
 */
static long
place_of(struct game_reader *gr)
{
	const char *s = rec_f(gr, gr->c_place);
	size_t n = rec_len(gr, gr->c_place), i;
	long v = 0;

	/* one or two digits (most places): no loop */
	if (n == 1 && s[0] >= '1' && s[0] <= '9')
		return s[0] - '0';
	if (n == 2 && s[0] >= '1' && s[0] <= '9' && s[1] >= '0' && s[1] <= '9')
		return (s[0] - '0') * 10 + (s[1] - '0');
	if (n == 0 || n > 9)
		return tsv_posint(rec_fields(gr), gr->c_place);
	for (i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return tsv_posint(rec_fields(gr), gr->c_place);
		v = v * 10 + (s[i] - '0');
	}
	return v >= 1 ? v : tsv_posint(rec_fields(gr), gr->c_place);
}

/*
 * Id column col of the reader's record (what: "a player name", "an event
 * id"...): there, and canonical (ident.h), so that a name a person reads
 * as one is one byte string in every stage; parse folds it instead.
 */
void
game_check_id(struct game_reader *gr, int col, const char *what)
{
	int ok = rec_len(gr, col) > 0 && ident_check(rec_f(gr, col), rec_len(gr, col), NULL);

	if (!ok && (!gr->fold || rec_len(gr, col) == 0))
		idcheck_field(rec_fields(gr), col, what);
	else if (!ok)
		gr->rows.unfolded = 1;
}

/*
 * A name not in its cache slot c: its id, the name taken in when new and
 * then checked canonical once (game_check_id: refused, or for parse marked to
 * be folded).
 */
static int __attribute__((noinline))
player_new(struct game_reader *gr, struct name_slot *c, uint32_t h)
{
	const char *s = rec_f(gr, gr->c_player);
	size_t n = rec_len(gr, gr->c_player);
	int added, id = names_intern_hashed(&gr->players, s, n, h, &added);

	/* (a name may be in the table already without a mark: a prior's) */
	if ((size_t)id >= gr->markcap) {
		size_t old = gr->markcap;

		xgrow(&gr->mark, &gr->markcap, (size_t)id + 1, sizeof *gr->mark);
		memset(gr->mark + old, 0, (gr->markcap - old) * sizeof *gr->mark);
		gr->bad = xrealloc(gr->bad, gr->markcap);
		memset(gr->bad + old, 0, gr->markcap - old);
	}
	if (added && !ident_check(s, n, NULL)) {
		if (!gr->fold)
			idcheck_field(rec_fields(gr), gr->c_player, "a player name");
		gr->bad[id] = 1;
	}
	c->key = (uint64_t)h << 32 | n;
	c->s = names_str(&gr->players, id);
	c->id = id;
	return id;
}

/*
 * The id of the reader's record's player: a name met before is found in
 * a direct-mapped cache by its hash (a slot and a compare a row), else
 * looked up and, new, checked canonical (player_new).
 */
static inline int
player_id(struct game_reader *gr)
{
	const char *s = rec_f(gr, gr->c_player);
	size_t n = rec_len(gr, gr->c_player);
	uint32_t h = names_hash(s, n);
	struct name_slot *c = &gr->cslot[h & (NAME_SLOTS - 1)];
	int id;

	if (c->key == ((uint64_t)h << 32 | n) && bytes_eq(c->s, s, n))
		id = c->id;
	else
		id = player_new(gr, c, h);
	return id;
}

/* Column result of the reader's record: played, forfeit, bye or empty. */
static void
check_result(struct game_reader *gr, int col)
{
	const char *s = rec_f(gr, col);

	switch (rec_len(gr, col)) {
	case 0:
		return;
	case 3:
		if (memcmp(s, "bye", 3) == 0)
			return;
		break;
	case 6:
		if (memcmp(s, "played", 6) == 0)
			return;
		break;
	case 7:
		if (memcmp(s, "forfeit", 7) == 0)
			return;
		break;
	}
	tsv_bad_field(rec_fields(gr), col, "a result: played, forfeit, bye or empty (played)");
}

/*
 * The reader's current record, whose fields it wrote at row r, checked
 * (a player name, a place) and described in row r of gr->rows.
 */
void
game_row_take(struct game_reader *gr, size_t r)
{
	struct tsv_in *in = &gr->in;
	struct game_rows *b = &gr->rows;
	size_t cap;

	if (r + 1 > b->cap) {
		cap = b->cap;
		xgrow(&b->line, &cap, r + 1, sizeof *b->line);
		b->file = xrealloc(b->file, cap * sizeof *b->file);
		b->player = xrealloc(b->player, cap * sizeof *b->player);
		b->place = xrealloc(b->place, cap * sizeof *b->place);
		b->cap = cap;
	}
	b->line[r] = in->line;
	b->file[r] = in->name;
	b->place[r] = gr->c_place >= 0 ? place_of(gr) : 0;
	if (rec_len(gr, gr->c_player) == 0)
		tsv_bad_field(rec_fields(gr), gr->c_player, "a player name");
	if (gr->c_result >= 0)
		check_result(gr, gr->c_result);
	b->player[r] = player_id(gr);
}
