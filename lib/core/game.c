/*
 * game.c - reading a results stream one game at a time, with the checks
 * of the TSV contract.  Two buffers alternate: the row that ends a game
 * is the first row of the next one.
 */
#include "game.h"
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
	for (; need && *need; need++)
		tsv_need(&gr->in, *need);
	names_init(&gr->players);
	names_init(&gr->seen);
	gr->seen_date = LONG_MIN;
	gr->last_date = LONG_MIN;
}

/*
 * The place of the reader's row: a short run of digits read here (the
 * common case, a few instructions), anything else as tsv_posint reads
 * it, with its checks and messages.
 */
static long
place_of(const struct game_reader *gr, const struct tsv_in *in)
{
	const char *s = in->f[gr->c_place];
	size_t n = in->flen[gr->c_place], i;
	long v = 0;

	if (n == 0 || n > 9)
		return tsv_posint(in, gr->c_place);
	for (i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return tsv_posint(in, gr->c_place);
		v = v * 10 + (s[i] - '0');
	}
	return v >= 1 ? v : tsv_posint(in, gr->c_place);
}

static void
buf_free(struct game_buf *b)
{
	free(b->off);
	free(b->f);
	free(b->flen);
	free(b->line);
	free(b->file);
	free(b->player);
	free(b->hash);
	free(b->place);
	free(b->arena);
}

void
game_ids(struct game_reader *gr)
{
	gr->ids = 1;
}

void
game_close(struct game_reader *gr)
{
	buf_free(&gr->buf[0]);
	buf_free(&gr->buf[1]);
	free(gr->gset);
	names_free(&gr->players);
	names_free(&gr->seen);
	tsv_close(&gr->in);
}

/*
 * A name that begins or ends with a space (or a no-break space, U+00A0,
 * as spreadsheets write it): "A " and "A" would be two players.
 */
static int
padded(const char *s, size_t n)
{
	return s[0] == ' ' || s[n - 1] == ' ' ||
	    (n >= 2 && ((s[0] == '\xC2' && s[1] == '\xA0') ||
	    (s[n - 2] == '\xC2' && s[n - 1] == '\xA0')));
}

/* Row r's player into the set of the game's names (known not there). */
static void
game_seen_add(struct game_reader *gr, const struct game_buf *b, size_t r)
{
	size_t mask = gr->gsetn - 1, i;

	for (i = b->hash[r] & mask; gr->gset[i].serial == b->serial; i = (i + 1) & mask)
		;
	gr->gset[i].serial = b->serial;
	gr->gset[i].row = r;
}

/*
 * The earlier row of b with row r's player, or r: a hash set of the
 * game's names (rows of other games are empty slots, so it is never
 * cleared), grown to keep it at most half full.
 */
static size_t
twice_in_game(struct game_reader *gr, struct game_buf *b, size_t r)
{
	size_t ncol = gr->in.ncol, c = (size_t)gr->c_player, mask, i, k;
	const char *name = b->f[r * ncol + c];
	size_t len = b->flen[r * ncol + c];

	if ((r + 1) * 2 > gr->gsetn) {
		free(gr->gset);
		gr->gsetn = gr->gsetn ? gr->gsetn * 2 : 64;
		gr->gset = xcalloc(gr->gsetn, sizeof *gr->gset);
		for (k = 0; k < r; k++)
			game_seen_add(gr, b, k);
	}
	mask = gr->gsetn - 1;
	for (i = b->hash[r] & mask; gr->gset[i].serial == b->serial; i = (i + 1) & mask) {
		k = gr->gset[i].row;
		if (b->hash[k] == b->hash[r] && b->flen[k * ncol + c] == len &&
		    bytes_eq(b->f[k * ncol + c], name, len))
			return k;
	}
	gr->gset[i].serial = b->serial;	/* the empty slot the probe ended at */
	gr->gset[i].row = r;
	return r;
}

/* Copy the reader's current record into b; offsets and lengths as pairs. */
static void
buf_append(struct game_reader *gr, struct game_buf *b)
{
	struct tsv_in *in = &gr->in;
	size_t r = b->nrow, c, need = 0, cap, k;
	uint32_t h;

	if (r + 1 > b->rowcap) {
		cap = b->rowcap;
		xgrow(&b->line, &cap, r + 1, sizeof *b->line);
		b->f = xrealloc(b->f, cap * in->ncol * sizeof *b->f);
		b->flen = xrealloc(b->flen, cap * in->ncol * sizeof *b->flen);
		b->file = xrealloc(b->file, cap * sizeof *b->file);
		b->player = xrealloc(b->player, cap * sizeof *b->player);
		b->hash = xrealloc(b->hash, cap * sizeof *b->hash);
		b->place = xrealloc(b->place, cap * sizeof *b->place);
		b->rowcap = cap;
	}
	/* the reader's fields lie back to back, NUL-terminated (tsv.h):
	 * one copy for the row */
	need = (size_t)(in->f[in->ncol - 1] + in->flen[in->ncol - 1] + 1 - in->f[0]);
	if (b->alen + need > b->acap) {
		/* the arena may move: its rows' fields as offsets meanwhile
		 * (rare: an arena grows to the largest game and stays) */
		b->off = xrealloc(b->off, (r * in->ncol + 1) * sizeof *b->off);
		for (c = 0; c < r * in->ncol; c++)
			b->off[c] = (size_t)(b->f[c] - b->arena);
		xgrow(&b->arena, &b->acap, b->alen + need, 1);
		for (c = 0; c < r * in->ncol; c++)
			b->f[c] = b->arena + b->off[c];
	}
	memcpy(b->arena + b->alen, in->f[0], need);
	{
		/* in locals: a size_t store could alias the fields of b and in */
		size_t ncol = in->ncol;
		char **f = b->f + r * ncol, *const *inf = in->f;
		/* every field moves by the same distance: one addition each */
		uintptr_t move = (uintptr_t)(b->arena + b->alen) - (uintptr_t)inf[0];

		for (c = 0; c < ncol; c++)
			f[c] = (char *)((uintptr_t)inf[c] + move);
		memcpy(b->flen + r * ncol, in->flen, ncol * sizeof *b->flen);
	}
	b->alen += need;
	b->line[r] = in->line;
	b->file[r] = in->name;
	b->place[r] = gr->c_place >= 0 ? place_of(gr, in) : 0;
	if (in->flen[gr->c_player] == 0)
		tsv_bad_field(in, gr->c_player, "a player name");
	if (padded(in->f[gr->c_player], in->flen[gr->c_player]))
		tsv_bad_field(in, gr->c_player,
		    "a player name without leading or trailing spaces");
	h = names_hash(in->f[gr->c_player], in->flen[gr->c_player]);
	if (gr->ids)	/* looked up when the game is finished */
		names_prefetch(&gr->players, h);
	b->hash[r] = h;
	b->player[r] = -1;
	if ((k = twice_in_game(gr, b, r)) < r)
		tsv_bad_line(in, "player \"%s\" appears twice in game \"%s\" of event \"%s\" (first at line %lu)",
		    in->f[gr->c_player], in->f[gr->c_game], in->f[gr->c_event],
		    b->line[k]);
	b->nrow++;
}

static inline int
field_eq(const struct game_buf *b, size_t ncol, int c, const struct tsv_in *in)
{
	(void)ncol;
	return b->flen[c] == in->flen[c] && bytes_eq(b->f[c], in->f[c], b->flen[c]);
}

static const char *
buf_field(const struct game_buf *b, size_t ncol, size_t r, int c)
{
	return b->f[r * ncol + (size_t)c];
}

/* Expose buffer `which` as gr->g and check its standings. */
static void
finish(struct game_reader *gr, int which)
{
	struct game_buf *b = &gr->buf[which];
	struct game *g = &gr->g;
	size_t r, i;

	if (gr->ids) {
		size_t c = (size_t)gr->c_player, ncol = gr->in.ncol;

		for (r = 0; r < b->nrow; r++)
			b->player[r] = names_intern_hashed(&gr->players,
			    b->f[r * ncol + c], b->flen[r * ncol + c], b->hash[r], NULL);
	}
	g->f = b->f;
	g->flen = b->flen;
	g->n = b->nrow;
	g->line = b->line;
	g->file = b->file;
	g->player = b->player;
	g->place = b->place;
	g->date = b->date;
	g->serial = b->serial;
	g->event = g->f[gr->c_event];
	g->id = g->f[gr->c_game];
	g->type = gr->c_type >= 0 ? g->f[gr->c_type] : "";

	if (gr->c_place < 0)
		return;
	/* A valid standings: each place is 1 + the players placed ahead. */
	{
		size_t *count = xcalloc(g->n + 1, sizeof *count), ahead = 0;

		for (r = 0; r < g->n; r++) {
			if ((size_t)g->place[r] > g->n) {
				free(count);
				game_bad_field(gr, r, gr->c_place,
				    "a place within the game's field of players");
			}
			count[g->place[r]]++;
		}
		for (i = 1; i <= g->n; i++) {
			if (count[i] && ahead != i - 1) {
				for (r = 0; g->place[r] != (long)i; r++)
					;
				free(count);
				game_bad_row(gr, r,
				    "place %zu follows %zu player(s) placed ahead, expected place %zu (tied players share a place: 1,2,2,4)",
				    i, ahead, ahead + 1);
			}
			ahead += count[i];
		}
		free(count);
	}
	(void)buf_field;
}

static int
same_game(const struct game_reader *gr, const struct game_buf *b)
{
	const struct tsv_in *in = &gr->in;
	int e = gr->c_event, g = gr->c_game;

	/*
	 * event and game side by side (as the contract's header has them):
	 * one comparison of both with the NUL between them; fields hold no
	 * NUL, so equal spans are equal fields.
	 */
	if (g == e + 1)
		return b->flen[e] == in->flen[e] && b->flen[g] == in->flen[g] &&
		    bytes_eq(b->f[e], in->f[e], b->flen[e] + 1 + b->flen[g]);
	return field_eq(b, in->ncol, e, in) && field_eq(b, in->ncol, g, in);
}

static void
start_game(struct game_reader *gr, struct game_buf *b, long date)
{
	b->nrow = 0;
	b->alen = 0;
	b->date = date;
	b->serial = ++gr->started;
	buf_append(gr, b);
}

/* The key of a finished game, for the contiguity check. */
static int
key_of(struct game_reader *gr, const char *ev, size_t evn, const char *id,
    size_t idn, int insert)
{
	char small[256], *k = small;
	size_t n = evn + 1 + idn;
	int r;

	if (n > sizeof small)
		k = xmalloc(n);
	memcpy(k, ev, evn);
	k[evn] = '\t';
	memcpy(k + evn + 1, id, idn);
	r = insert ? names_intern(&gr->seen, k, n, NULL) : names_find(&gr->seen, k, n);
	if (k != small)
		free(k);
	return r;
}

int
game_next(struct game_reader *gr)
{
	struct tsv_in *in = &gr->in;
	size_t ncol = in->ncol;

	for (;;) {
		struct game_buf *b = &gr->buf[gr->cur];
		long date;
		int done;

		if (!tsv_next(in)) {
			if (!gr->pending)
				return 0;
			gr->pending = 0;
			finish(gr, gr->cur);
			return 1;
		}
		/* consecutive rows mostly share a date: parse it when it changes */
		if (gr->last_date != LONG_MIN && in->flen[gr->c_date] == 10 &&
		    bytes_eq(in->f[gr->c_date], gr->last_date_text, 10))
			date = gr->last_date;
		else {
			date = tsv_date(in, gr->c_date);
			memcpy(gr->last_date_text, in->f[gr->c_date], 10);
		}
		if (date < gr->last_date) {
			char prev[11];

			date_format(gr->last_date, prev);
			tsv_bad_line(in, "date %s goes backwards (an earlier row has %s); rows must be in chronological order",
			    in->f[gr->c_date], prev);
		}
		gr->last_date = date;
		if (!gr->pending) {
			start_game(gr, b, date);
			gr->pending = 1;
			continue;
		}
		if (same_game(gr, b)) {
			if (date != b->date)
				tsv_bad_line(in, "game \"%s\" of event \"%s\" has another date than its first row (line %lu)",
				    in->f[gr->c_game], in->f[gr->c_event], b->line[0]);
			if (gr->c_type >= 0 && !field_eq(b, ncol, gr->c_type, in))
				tsv_bad_line(in, "game \"%s\" of event \"%s\" has another type than its first row (line %lu)",
				    in->f[gr->c_game], in->f[gr->c_event], b->line[0]);
			buf_append(gr, b);
			continue;
		}
		/* A new game begins: the buffered one is complete. */
		if (date != gr->seen_date) {
			names_clear(&gr->seen);
			gr->seen_date = date;
		}
		if (b->date == date)
			key_of(gr, buf_field(b, ncol, 0, gr->c_event),
			    b->flen[gr->c_event],
			    buf_field(b, ncol, 0, gr->c_game),
			    b->flen[gr->c_game], 1);
		if (key_of(gr, in->f[gr->c_event], in->flen[gr->c_event],
		    in->f[gr->c_game], in->flen[gr->c_game], 0) >= 0)
			tsv_bad_line(in, "rows of game \"%s\" of event \"%s\" are not contiguous (the game's rows must stand together)",
			    in->f[gr->c_game], in->f[gr->c_event]);
		done = gr->cur;
		gr->cur ^= 1;
		start_game(gr, &gr->buf[gr->cur], date);
		finish(gr, done);
		return 1;
	}
}

void
game_bad_row(const struct game_reader *gr, size_t r, const char *fmt, ...)
{
	va_list ap;

	tsv_out_abort();
	fprintf(stderr, "%s: %s:%lu: ", rp_progname, gr->g.file[r], gr->g.line[r]);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(EXIT_DATA);
}

void
game_bad_field(const struct game_reader *gr, size_t r, int col, const char *what)
{
	const char *f = game_field(gr, r, col);
	size_t n = game_flen(gr, r, col);
	int shown = n > 60 ? 57 : (int)n;

	tsv_out_abort();
	fprintf(stderr, "%s: %s:%lu:%d: column \"%s\": expected %s, found \"%.*s%s\"\n",
	    rp_progname, gr->g.file[r], gr->g.line[r], col + 1, gr->in.col[col],
	    what, shown, f, n > 60 ? "..." : "");
	exit(EXIT_DATA);
}

double
game_num(const struct game_reader *gr, size_t r, int col)
{
	double v;

	if (!num_parse(game_field(gr, r, col), game_flen(gr, r, col), &v))
		game_bad_field(gr, r, col, "a finite number");
	return v;
}

void
game_ranks(const struct game *g, double *rank)
{
	size_t *count = xcalloc(g->n + 1, sizeof *count), r;

	for (r = 0; r < g->n; r++)
		count[g->place[r]]++;
	for (r = 0; r < g->n; r++)
		rank[r] = (double)g->place[r] + (double)(count[g->place[r]] - 1) / 2;
	free(count);
}

int
game_unplayed(const struct game_reader *gr, size_t r, int c_result)
{
	const char *s;

	if (c_result < 0 || game_flen(gr, r, c_result) == 0)
		return 0;
	s = game_field(gr, r, c_result);
	if (strcmp(s, "bye") != 0 && strcmp(s, "forfeit") != 0)
		game_bad_field(gr, r, c_result, "bye, forfeit or empty (a played game)");
	return 1;
}

struct by_points {
	double points;
	size_t row;
};

static int
more_points_first(const void *a, const void *b)
{
	const struct by_points *x = a, *y = b;

	if (x->points != y->points)
		return x->points > y->points ? -1 : 1;
	return x->row < y->row ? -1 : x->row > y->row;
}

void
game_places_from_points(struct game_reader *gr, int c_points)
{
	struct game *g = &gr->g;
	struct by_points *o = xmalloc(g->n * sizeof *o);
	size_t i;

	for (i = 0; i < g->n; i++) {
		o[i].points = game_num(gr, i, c_points);
		o[i].row = i;
	}
	qsort(o, g->n, sizeof *o, more_points_first);
	for (i = 0; i < g->n; i++)
		g->place[o[i].row] = i > 0 && o[i].points == o[i - 1].points ?
		    g->place[o[i - 1].row] : (long)i + 1;
	free(o);
}
