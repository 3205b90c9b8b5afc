/*
 * game.h - a results stream read game by game.
 *
 * The reader holds the rows of one game (memory grows with the size of
 * a game, not with the stream) and checks what every stage relies on:
 * dates never go backwards, a game's rows are contiguous and share one
 * date and type, no player appears twice in a game, places are
 * positive integers forming a valid standings (1,2,2,4) within the
 * field, the ids (event, game, type, player) are there and canonical
 * (ident.h: one name is one byte string at every stage), a result is
 * played, forfeit, bye or empty.  Each failure is a data error naming
 * the file, line and column.
 */
#ifndef GAME_H
#define GAME_H

#include <stdint.h>

#include "names.h"
#include "tsv.h"
#include "u64set.h"

/*
 * The rows of the game being read.  A row's fields are where the TSV
 * reader split them: its bytes in the reader's buffer (in.keep holds
 * them there, from the game's first byte), its fields as ncol + 1
 * offsets from in.keep (32 bits each: tsv_in.offs), row r's at
 * in.obase + r * (ncol + 1) (tsv_offsets_at).  The row that ends a game
 * is read as row n, past the game, and moved to the front for the next.
 */
struct game_rows {
	size_t n, cap;
	unsigned long *line;
	const char **file;
	int *player;		/* the player's id in players */
	long *place;		/* 0 when the stream has no place column */
	long date;
	unsigned long serial;	/* the game's number in the stream */
	int unfolded;		/* game_ids_folded: an id is not canonical */
};

struct game {
	/* the current game, valid until the next game_next() */
	size_t n;		/* rows = players */
	const char *base;	/* the rows' bytes */
	/* n * (ncol + 1) offsets from base, row-major: row r's field c from
	 * base + off[r * (ncol + 1) + c], NUL-ended, its length the next
	 * offset - 1 - this one (game_field, game_flen) */
	const uint32_t *off;
	unsigned long *line;
	const char **file;
	int *player;		/* ids in gr->players */
	long *place;
	long date;
	const char *event, *id, *type;	/* fields of the first row */
	unsigned long serial;	/* this game's number in the stream, 1 = first */
	int unfolded;		/* game_ids_folded: some id is not canonical */
};

struct game_reader {
	struct tsv_in in;	/* its f, flen are not the game's rows: read those by g */
	int c_date, c_event, c_game, c_type, c_player, c_place, c_result;
	int c_field;		/* the players in the game (window, score), or -1 */
	int need_place;
	int keys_side_by_side;	/* date, event, game, type: columns c_date... c_date + 3 */
	int fold;		/* ids are folded by the caller (parse): not refused */
	/*
	 * Every name met, with its id; a direct-mapped cache of them by hash
	 * (a name met again costs a slot and a compare); per id, the game
	 * it was last in (a player twice in a game), and (parse) whether
	 * it is not canonical.
	 */
	struct names players;
	struct name_slot {
		uint64_t key;		/* hash << 32 | length; 0: empty */
		const char *s;
		int id;
	} *cslot;
	unsigned long *mark;	/* per id: the game it was last in (serial) */
	unsigned char *bad;
	size_t markcap;
	struct u64set seen;	/* finished games of the current date (game_key) */
	long seen_date;
	struct game_rows rows;
	int pending;		/* rows holds a started game */
	int carried;		/* row rows.n begins the next game */
	long carried_date;	/* ... on this date */
	unsigned long started;	/* games started so far */
	long last_date;
	char last_date_text[10];	/* its field, valid when last_date is set */
	size_t *count, countcap;	/* the standings' check: players at each place */
	struct game g;		/* the game returned last, in rows and in's arrays */
};

/* Open inputs; `need` is a NULL-ended list of columns besides the keys. */
void game_open(struct game_reader *gr, int npaths, char **paths,
    const char *const *need);
void game_open_csv(struct game_reader *gr, int npaths, char **paths,
    const char *const *need, int csv);
void game_close(struct game_reader *gr);

/* The next game into gr->g: 1, or 0 at the end. */
int game_next(struct game_reader *gr);
/*
 * parse folds the ids it reads to their canonical form (ident_fold)
 * instead of refusing them: the reader marks the games that need it
 * (g.unfolded) and leaves that to it (empty ids are still refused).
 */
void game_ids_folded(struct game_reader *gr);

/* Field access for row r of the current game. */
static inline const char *
game_field(const struct game_reader *gr, size_t r, int col)
{
	return gr->g.base + gr->g.off[r * (gr->in.ncol + 1) + (size_t)col];
}
static inline size_t
game_flen(const struct game_reader *gr, size_t r, int col)
{
	const uint32_t *o = gr->g.off + r * (gr->in.ncol + 1) + (size_t)col;

	return o[1] - o[0] - 1;
}
/* Row r of the current game with ro's computed cells (tsv_rowout_init
 * on gr->in). */
static inline void
game_write_row(const struct game_reader *gr, const struct tsv_rowout *ro, size_t r)
{
	tsv_rowout_write_offsets(ro, gr->g.base, gr->g.off + r * (gr->in.ncol + 1));
}
/* Rows from..from + n - 1 of the current game, ro's cells the same for
 * every one: the bytes of n calls of game_write_row. */
static inline void
game_write_rows(const struct game_reader *gr, const struct tsv_rowout *ro,
    size_t from, size_t n)
{
	tsv_rowout_write_offsets_rows(ro, gr->g.base, gr->g.off + from * (gr->in.ncol + 1),
	    gr->in.ncol + 1, n);
}

/* Data errors about row r of the current game. */
void game_bad_field(const struct game_reader *gr, size_t r, int col,
    const char *what) __attribute__((noreturn));
void game_bad_row(const struct game_reader *gr, size_t r, const char *fmt, ...)
	__attribute__((noreturn, format(printf, 3, 4)));
double game_num(const struct game_reader *gr, size_t r, int col);

/*
 * Column `result` (c_result, -1 when absent; the reader has checked it
 * is played, forfeit, bye or empty): 1 for a row that is not a played
 * game, bye or forfeit.
 */
int game_unplayed(const struct game_reader *gr, size_t r, int c_result);

/*
 * For a stream without a place column: the places of the current game
 * from its points (column c_points, finite numbers) into g.place: more
 * points is better, equal points share a place (1, 2, 2, 4).
 */
void game_places_from_points(struct game_reader *gr, int c_points);

/* Tie-averaged place of each row: (first + last position covered) / 2. */
void game_ranks(const struct game *g, double *rank);

#endif
