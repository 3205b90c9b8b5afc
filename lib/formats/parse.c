/*
 * parse.c - `parse -f tsv|csv`: canonical results in, validated results
 * out.  Every input row becomes an output row or an error; nothing is
 * skipped.  Beyond the game reader's checks (dates, contiguity, places,
 * duplicate players) it checks the fields later stages read, so a
 * pipeline that starts with parse fails at the first bad line.
 */
#include "cli.h"
#include "game.h"
#include "ident.h"
#include "ids.h"
#include "num.h"
#include "rp.h"
#include "parse.h"
#include "subcmd.h"
#include "tsv.h"

#include <getopt.h>
#include <stdio.h>

#include <stdlib.h>
#include <string.h>

/*
 * The ids of a game in canonical form (ident.h): parse folds what the
 * other stages would refuse (NFD, odd spaces, invisibles, doubled or
 * edge spaces), so a name is one byte string downstream.  Per row, the
 * text of event, game, type and player: the field itself, or its fold in
 * sb.
 */
enum { ID_EVENT, ID_GAME, ID_TYPE, ID_PLAYER, NIDS };

struct folds {
	struct strbuf sb;
	size_t *at;		/* row * NIDS + id: offset in sb, or SIZE_MAX: the field */
	size_t *len, cap;
	int any;		/* some id of the game was folded */
};

static const char *const id_name[NIDS] = { "an event id", "a game id", "a game type",
	"a player name" };

static void
fold_game(struct game_reader *gr, struct folds *fo)
{
	const int col[NIDS] = { gr->c_event, gr->c_game, gr->c_type, gr->c_player };
	const struct game *g = &gr->g;
	char why[320];
	size_t i, k;

	if (g->n * NIDS > fo->cap) {
		size_t cap = fo->cap;

		xgrow(&fo->at, &cap, g->n * NIDS, sizeof *fo->at);
		fo->len = xrealloc(fo->len, cap * sizeof *fo->len);
		fo->cap = cap;
	}
	fo->sb.len = 0;
	fo->any = 0;
	for (i = 0; i < g->n; i++)
		for (k = 0; k < NIDS; k++) {
			const char *s = game_field(gr, i, col[k]);
			size_t n = game_flen(gr, i, col[k]), at = fo->sb.len;

			fo->at[i * NIDS + k] = SIZE_MAX;
			if (ident_check(s, n, NULL))
				continue;
			ids_where(g->file[i], g->line[i]);
			if (!ids_fold(s, n, id_name[k], &fo->sb, why, sizeof why))
				game_bad_field(gr, i, col[k], why);
			fo->at[i * NIDS + k] = at;
			fo->len[i * NIDS + k] = fo->sb.len - at;
			fo->any = 1;
		}
}

/* Row i's id k, as written. */
static const char *
id_text(const struct game_reader *gr, const struct folds *fo, size_t i, int k, int col,
    size_t *n)
{
	size_t at = fo->at[i * NIDS + (size_t)k];

	if (at == SIZE_MAX) {
		*n = game_flen(gr, i, col);
		return game_field(gr, i, col);
	}
	*n = fo->len[i * NIDS + (size_t)k];
	return fo->sb.s + at;
}

static int
by_text(const void *a, const void *b)
{
	const struct strbuf *x = a, *y = b;
	size_t n = x->len < y->len ? x->len : y->len;
	int c = memcmp(x->s, y->s, n);

	return c ? c : (x->len > y->len) - (x->len < y->len);
}

/*
 * Two names of the game folded to one: the same player twice (the
 * reader compared the bytes as read).
 */
static void
twice_folded(struct game_reader *gr, const struct folds *fo)
{
	const struct game *g = &gr->g;
	struct strbuf *name = xmalloc(g->n * sizeof *name);
	size_t i, j;

	for (i = 0; i < g->n; i++) {
		name[i].s = (char *)id_text(gr, fo, i, ID_PLAYER, gr->c_player, &name[i].len);
		name[i].cap = i;	/* the row, for the message */
	}
	qsort(name, g->n, sizeof *name, by_text);
	for (j = 1; j < g->n; j++)
		if (by_text(&name[j - 1], &name[j]) == 0) {
			size_t a = name[j - 1].cap, b = name[j].cap;

			if (a > b)
				i = a, a = b, b = i;
			free(name);
			game_bad_row(gr, b, "player \"%s\" appears twice in game \"%s\" of event "
			    "\"%s\" (first at line %lu: the two are one name, written two ways)",
			    game_field(gr, b, gr->c_player), g->id, g->event, g->line[a]);
		}
	free(name);
}

void
parse_results(const struct parse_opts *o, int npaths, char **paths)
{
	static const char *const need[] = { "type", NULL };
	static const char *const added[] = { "place", NULL };
	/* the ids replaced in place (then place, derived) when a game has folds */
	static const char *const folded[] = { "event", "game", "type", "player", "place", NULL };
	struct game_reader gr;
	struct tsv_rowout ro, rof;
	struct folds fo = { 0 };
	int c_points, c_length, derive, col[NIDS];
	size_t i, k;
	char num[24];

	if (strcmp(o->format, "tsv") != 0 && strcmp(o->format, "csv") != 0)
		die_usage("unknown format \"%s\" (formats: tsv, csv)", o->format);
	if (o->delim && strcmp(o->format, "csv") != 0)
		die_usage("-d applies to -f csv");
	game_open_csv(&gr, npaths, paths, need,
	    strcmp(o->format, "csv") != 0 ? 0 : o->delim ? o->delim : 1);
	game_ids_folded(&gr);
	c_points = tsv_col(&gr.in, "points");
	c_length = tsv_col(&gr.in, "length");
	derive = gr.c_place < 0;
	if (derive && c_points < 0)
		die_data("%s:1: missing column \"place\" (or \"points\" to derive it from)",
		    gr.in.name);
	tsv_put_header(&gr.in, derive ? added : NULL);
	tsv_rowout_init(&ro, &gr.in, derive ? added : added + 1);
	tsv_rowout_init(&rof, &gr.in, derive ? folded : (const char *const[]){ "event",
	    "game", "type", "player", NULL });
	col[ID_EVENT] = gr.c_event;
	col[ID_GAME] = gr.c_game;
	col[ID_TYPE] = gr.c_type;
	col[ID_PLAYER] = gr.c_player;
	while (game_next(&gr)) {
		struct game *g = &gr.g;

		for (i = 0; i < g->n; i++) {
			if (c_points >= 0)
				(void)game_num(&gr, i, c_points);
			if (c_length >= 0) {
				long len;

				if (!int_parse(game_field(&gr, i, c_length), game_flen(&gr, i, c_length),
				    1, 100000, &len))
					game_bad_field(&gr, i, c_length, "a match length (a positive integer)");
			}
		}
		fo.any = 0;
		if (g->unfolded) {	/* the reader found an id to fold */
			fold_game(&gr, &fo);
			twice_folded(&gr, &fo);
		}
		if (derive)
			game_places_from_points(&gr, c_points);
		for (i = 0; i < g->n; i++) {
			struct tsv_rowout *r = fo.any ? &rof : &ro;
			size_t a = 0, n;

			if (fo.any)
				for (k = 0; k < NIDS; k++) {
					const char *t = id_text(&gr, &fo, i, (int)k, col[k], &n);

					tsv_rowout_str(r, a++, t, n);
				}
			if (derive)
				tsv_rowout_str(r, a, num, (size_t)snprintf(num, sizeof num, "%ld",
				    g->place[i]));
			game_write_row(&gr, r, i);
		}
	}
	ids_report();
	free(fo.sb.s);
	free(fo.at);
	free(fo.len);
	tsv_rowout_free(&ro);
	tsv_rowout_free(&rof);
	game_close(&gr);
}
