/*
 * game.c - reading a results stream one game at a time, with the checks
 * of the TSV contract.  Nothing of a row is copied: its bytes and its
 * fields' offsets stay where the TSV reader put them (game.h, struct
 * game_rows); the row that ends a game is the first row of the next.
 *
 * A row is taken in (checked, its player's id found) by game_take.c;
 * what a stage asks of the game it was handed is in game_rows.c.
 */
#include "game_impl.h"
#include "bytes.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void
game_open(struct game_reader *gr, int npaths, char **paths,
    const char *const *need)
{
	game_open_csv(gr, npaths, paths, need, 0);
}

void
game_open_csv(struct game_reader *gr, int npaths, char **paths,
    const char *const *need, int csv)
{
	memset(gr, 0, sizeof *gr);
	tsv_open_csv(&gr->in, npaths, paths, csv);
	gr->c_date = tsv_need(&gr->in, "date");
	gr->c_event = tsv_need(&gr->in, "event");
	gr->c_game = tsv_need(&gr->in, "game");
	gr->c_player = tsv_need(&gr->in, "player");
	gr->c_type = tsv_col(&gr->in, "type");
	gr->c_place = tsv_col(&gr->in, "place");
	gr->c_result = tsv_col(&gr->in, "result");
	gr->c_field = tsv_col(&gr->in, "field");
	gr->keys_side_by_side = gr->c_event == gr->c_date + 1 && gr->c_game == gr->c_date + 2 &&
	    gr->c_type == gr->c_date + 3;
	for (; need && *need; need++)
		tsv_need(&gr->in, *need);
	/* the rows' fields as offsets from the game's first byte */
	gr->in.keep = gr->in.buf + gr->in.pos;
	tsv_offsets_on(&gr->in);
	names_init(&gr->players);
	gr->cslot = xcalloc(NAME_SLOTS, sizeof *gr->cslot);
	gr->seen_date = LONG_MIN;
	gr->last_date = LONG_MIN;
}

void
game_ids_folded(struct game_reader *gr)
{
	gr->fold = 1;
}

void
game_close(struct game_reader *gr)
{
	free(gr->rows.line);
	free(gr->rows.file);
	free(gr->rows.player);
	free(gr->rows.place);
	names_free(&gr->players);
	free(gr->cslot);
	free(gr->mark);
	free(gr->bad);
	free(gr->count);
	u64set_free(&gr->seen);
	tsv_close(&gr->in);
}

/* Field c of row r of the game being read. */
static inline const char *
row_field(const struct game_reader *gr, size_t r, int c)
{
	return gr->in.keep + gr->in.obase[r * (gr->in.ncol + 1) + (size_t)c];
}

static inline size_t
row_flen(const struct game_reader *gr, size_t r, int c)
{
	const uint32_t *o = gr->in.obase + r * (gr->in.ncol + 1) + (size_t)c;

	return o[1] - o[0] - 1;
}

/* Row n, taken (game_row_take), joins the game unless its player is in it
 * already; the record after it is split past it. */
static void
row_add(struct game_reader *gr)
{
	struct game_rows *b = &gr->rows;
	struct tsv_in *in = &gr->in;
	unsigned long *m = &gr->mark[b->player[b->n]];
	size_t r;

	if (*m == b->serial) {
		for (r = 0; b->player[r] != b->player[b->n]; r++)
			;
		tsv_bad_line(in, "player \"%s\" appears twice in game \"%s\" of event \"%s\" (first at line %lu)",
		    rec_f(gr, gr->c_player), rec_f(gr, gr->c_game), rec_f(gr, gr->c_event),
		    b->line[r]);
	}
	*m = b->serial;
	b->n++;
	tsv_offsets_at(in, b->n * (in->ncol + 1));
}

/* The reader's record as the game's next row. */
static void
row_append(struct game_reader *gr)
{
	game_row_take(gr, gr->rows.n);
	row_add(gr);
}

/* Field c of the game's first row and of the reader's record are equal. */
static inline int
field_eq(const struct game_reader *gr, int c)
{
	size_t n = row_flen(gr, 0, c);

	return n == rec_len(gr, c) && bytes_eq(row_field(gr, 0, c), rec_f(gr, c), n);
}

/*
 * Column field (written by window and score: the players in the game)
 * against the rows read: a stream cut inside a game (head, grep, split
 * after window) would be rated as a smaller game.
 */
static void
check_field(const struct game_reader *gr)
{
	const struct game *g = &gr->g;
	/* row r's offsets of the column at o + r * stride, stepped */
	const uint32_t *o = g->off + gr->c_field, *o0 = o;
	size_t stride = gr->in.ncol + 1, r;
	const char *s0 = g->base + o0[0];
	size_t len0 = o0[1] - o0[0] - 1;

	for (r = 0; r < g->n; r++, o += stride) {
		const char *s = g->base + o[0];
		size_t len = o[1] - o[0] - 1, i;
		unsigned long d = 0;
		double v;

		/* the bytes of row 0, checked: the same value */
		if (r && len == len0 && bytes_eq(s, s0, len))
			continue;

		/* window writes plain digits: read them here (num_parse's
		 * exact decimal path cost 90 instructions a row), any other
		 * form as before, the same value either way */
		for (i = 0; i < len && len <= 9 && s[i] >= '0' && s[i] <= '9'; i++)
			d = d * 10 + (unsigned long)(s[i] - '0');
		if (len && i == len)
			v = (double)d;
		else if (!num_parse(s, len, &v))
			v = 0;
		if (v < 1 || v != (double)(size_t)v)
			game_bad_field(gr, r, gr->c_field, "the players in the game, a positive integer");
		if (v != (double)g->n)
			game_bad_row(gr, r, "game \"%s\" of event \"%s\" has %zu row(s), but column "
			    "field says %.0f players: the stream was cut inside the game (a row "
			    "deleted, head or split after window or score); give the whole stream",
			    g->id, g->event, g->n, v);
	}
}

/* Expose the rows read as gr->g and check its standings. */
static void
finish(struct game_reader *gr)
{
	struct game_rows *b = &gr->rows;
	struct game *g = &gr->g;
	size_t r, i;

	g->base = gr->in.keep;
	g->off = gr->in.obase;
	g->n = b->n;
	g->line = b->line;
	g->file = b->file;
	g->player = b->player;
	g->place = b->place;
	g->date = b->date;
	g->serial = b->serial;
	g->event = game_field(gr, 0, gr->c_event);
	g->id = game_field(gr, 0, gr->c_game);
	g->type = gr->c_type >= 0 ? game_field(gr, 0, gr->c_type) : "";
	/* parse: a name to fold (player_new marked it; the row that ended the
	 * game before was taken while that game was finished) */
	for (r = 0; gr->fold && r < b->n; r++)
		b->unfolded |= gr->bad[b->player[r]];
	g->unfolded = b->unfolded;
	if (gr->c_field >= 0)
		check_field(gr);

	if (gr->c_place < 0)
		return;
	/* A valid standings: each place is 1 + the players placed ahead. */
	{
		/* the reader's array, kept from game to game (freed by game_close) */
		size_t *count, ahead = 0;

		xgrow(&gr->count, &gr->countcap, g->n + 1, sizeof *gr->count);
		count = gr->count;
		memset(count, 0, (g->n + 1) * sizeof *count);
		for (r = 0; r < g->n; r++) {
			if ((size_t)g->place[r] > g->n)
				game_bad_field(gr, r, gr->c_place,
				    "a place within the game's field of players");
			count[g->place[r]]++;
		}
		for (i = 1; i <= g->n; i++) {
			if (count[i] && ahead != i - 1) {
				for (r = 0; g->place[r] != (long)i; r++)
					;
				game_bad_row(gr, r,
				    "place %zu follows %zu player(s) placed ahead, expected place %zu (tied players share a place: 1,2,2,4)",
				    i, ahead, ahead + 1);
			}
			ahead += count[i];
		}
	}
}

static int
same_game(const struct game_reader *gr)
{
	int e = gr->c_event, g = gr->c_game;

	/*
	 * event and game side by side (as the contract's header has them):
	 * one comparison of both with the NUL between them; fields hold no
	 * NUL, so equal spans are equal fields.
	 */
	if (g == e + 1)
		return row_flen(gr, 0, e) == rec_len(gr, e) && row_flen(gr, 0, g) == rec_len(gr, g) &&
		    bytes_eq(row_field(gr, 0, e), rec_f(gr, e), rec_len(gr, e) + 1 + rec_len(gr, g));
	return field_eq(gr, e) && field_eq(gr, g);
}

/*
 * The reader's record, split at row 0, begins a game: the game's bytes
 * are kept from it on (the game before, returned already, is let go),
 * and its offsets are taken from its first byte.
 */
static void
begin_game(struct game_reader *gr, long date)
{
	struct game_rows *b = &gr->rows;
	uint32_t *off = gr->in.off, d = off[0];
	size_t k;

	gr->in.keep += d;
	for (k = 0; k <= gr->in.ncol; k++)
		off[k] -= d;

	/* the game's other rows have the same bytes (same_game, field_eq) */
	b->unfolded = 0;
	game_check_id(gr, gr->c_event, "an event id");
	game_check_id(gr, gr->c_game, "a game id");
	if (gr->c_type >= 0)
		game_check_id(gr, gr->c_type, "a game type");

	b->n = 0;
	b->date = date;
	b->serial = ++gr->started;
}

static void
start_game(struct game_reader *gr, long date)
{
	begin_game(gr, date);
	row_append(gr);
}

/*
 * The row that ended the game returned last (row n, taken already) is
 * the first of the next: its fields and what game_row_take found move to
 * row 0, and the reader's record is it again.
 */
static void
carry_row(struct game_reader *gr)
{
	struct tsv_in *in = &gr->in;
	struct game_rows *b = &gr->rows;
	size_t n = b->n, ncol = in->ncol;

	memcpy(in->obase, in->obase + n * (ncol + 1), (ncol + 1) * sizeof *in->obase);
	tsv_offsets_at(in, 0);
	b->line[0] = b->line[n];
	b->file[0] = b->file[n];
	b->place[0] = b->place[n];
	b->player[0] = b->player[n];
	begin_game(gr, gr->carried_date);
	row_add(gr);
	gr->carried = 0;
}

/*
 * The reader's record has the bytes of the game's first row from its
 * date to its type (columns date, event, game, type side by side, as the
 * contract's header has them): the same date, game and type, each
 * checked on that row already, in one comparison (fields hold no NUL,
 * so equal spans are equal fields).
 */
static inline int
same_keys(const struct game_reader *gr)
{
	int d = gr->c_date;
	const uint32_t *o = gr->in.off, *o0 = gr->in.obase;
	uint32_t n = o[d + 4] - o[d];

	return gr->keys_side_by_side && n == o0[d + 4] - o0[d] &&
	    bytes_eq(gr->in.keep + o[d], gr->in.keep + o0[d], n - 1);
}

/*
 * A game's (event, game) as one 64-bit hash, for the contiguity check:
 * 16 bytes a game of the date.  Two games whose hashes collide (one
 * chance in 2^63 a pair) would be taken for one game split apart: an
 * error, never a silent merge.
 */
static uint64_t
game_key(const char *ev, size_t evn, const char *id, size_t idn)
{
	uint64_t h = names_hash64(ev, evn) * 0x9E3779B97F4A7C15ULL;

	h ^= names_hash64(id, idn);
	return h ^ (h >> 31);
}

int
game_next(struct game_reader *gr)
{
	struct tsv_in *in = &gr->in;
	struct game_rows *b = &gr->rows;

	if (gr->carried)
		carry_row(gr);
	for (;;) {
		long date;
		int more = tsv_next_blocks(in) || tsv_next(in);

		if (!more) {
			if (!gr->pending)
				return 0;
			gr->pending = 0;
			finish(gr);
			return 1;
		}
		if (gr->pending && same_keys(gr)) {
			row_append(gr);	/* the checks below would all pass */
			continue;
		}
		/* consecutive rows mostly share a date: parse it when it changes */
		if (gr->last_date != LONG_MIN && rec_len(gr, gr->c_date) == 10 &&
		    bytes_eq(rec_f(gr, gr->c_date), gr->last_date_text, 10))
			date = gr->last_date;
		else {
			date = tsv_date(rec_fields(gr), gr->c_date);
			memcpy(gr->last_date_text, rec_f(gr, gr->c_date), 10);
		}
		if (date < gr->last_date) {
			char prev[11];

			date_format(gr->last_date, prev);
			tsv_bad_line(in, "date %s goes backwards (an earlier row has %s); rows must be in chronological order",
			    rec_f(gr, gr->c_date), prev);
		}
		gr->last_date = date;
		if (!gr->pending) {
			start_game(gr, date);
			gr->pending = 1;
			continue;
		}
		if (same_game(gr)) {
			if (date != b->date)
				tsv_bad_line(in, "game \"%s\" of event \"%s\" has another date than its first row (line %lu)",
				    rec_f(gr, gr->c_game), rec_f(gr, gr->c_event), b->line[0]);
			if (gr->c_type >= 0 && !field_eq(gr, gr->c_type))
				tsv_bad_line(in, "game \"%s\" of event \"%s\" has another type than its first row (line %lu)",
				    rec_f(gr, gr->c_game), rec_f(gr, gr->c_event), b->line[0]);
			row_append(gr);
			continue;
		}
		/* A new game begins: the one read is complete. */
		if (date != gr->seen_date) {
			u64set_clear(&gr->seen);
			gr->seen_date = date;
		}
		if (b->date == date)
			u64set_add(&gr->seen, game_key(row_field(gr, 0, gr->c_event),
			    row_flen(gr, 0, gr->c_event), row_field(gr, 0, gr->c_game),
			    row_flen(gr, 0, gr->c_game)));
		if (u64set_has(&gr->seen, game_key(rec_f(gr, gr->c_event), rec_len(gr, gr->c_event),
		    rec_f(gr, gr->c_game), rec_len(gr, gr->c_game))))
			tsv_bad_line(in, "rows of game \"%s\" of event \"%s\" are not contiguous (the game's rows must stand together)",
			    rec_f(gr, gr->c_game), rec_f(gr, gr->c_event));
		/* the new game's first row, checked now (as row n) and moved to
		 * the front when the next game is asked for */
		game_row_take(gr, b->n);
		gr->carried = 1;
		gr->carried_date = date;
		finish(gr);
		return 1;
	}
}

