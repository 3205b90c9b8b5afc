/*
 * fuzz_game - the game reader (lib/core/game.c) over the TSV reader: every
 * game it hands out is checked against what it promises (rows of one
 * game share event, game and date; dates never go backwards; places a
 * valid standings within the field; no player twice), or the input
 * stops with a data error.  The first byte picks CSV, whether a place
 * column is required and whether ids are left to parse to fold
 * (game_ids_folded), so every
 * reader mode is reached.
 */
#include "fuzz.h"
#include "game.h"

#include <limits.h>

static struct game_reader gr;
static int opened;

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fz_quiet_stdout();
	return 0;
}

static void
check_game(long *last_date)
{
	const struct game *g = &gr.g;
	static double rank[4096];
	size_t r, k;

	if (g->n == 0 || g->date < *last_date)
		abort();
	*last_date = g->date;
	for (r = 0; r < g->n; r++) {
		if (strcmp(game_field(&gr, r, gr.c_event), g->event) != 0 ||
		    strcmp(game_field(&gr, r, gr.c_game), g->id) != 0)
			abort();
		for (k = 0; k < r; k++)
			if (strcmp(game_field(&gr, k, gr.c_player),
			    game_field(&gr, r, gr.c_player)) == 0 ||
			    g->player[k] == g->player[r])
				abort();
		/* every row's id names its player */
		if (g->player[r] < 0 || strcmp(names_str(&gr.players, g->player[r]),
		    game_field(&gr, r, gr.c_player)) != 0)
			abort();
		if (gr.c_place >= 0 && (g->place[r] < 1 || (size_t)g->place[r] > g->n))
			abort();
		if (game_flen(&gr, r, gr.c_player) == 0)
			abort();
	}
	if (gr.c_place >= 0 && g->n <= sizeof rank / sizeof *rank) {
		double sum = 0;

		game_ranks(g, rank);
		for (r = 0; r < g->n; r++)
			sum += rank[r];
		/* tie-averaged ranks always add up to 1 + 2 + ... + n */
		if (sum != (double)g->n * (double)(g->n + 1) / 2)
			abort();
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *d, size_t n)
{
	static const char *const need_type[] = { "type", NULL };
	static const char *const need_place[] = { "type", "place", NULL };
	static char *paths[2];
	static int npaths, csv, place, fold;
	static long last_date;

	if (n == 0)
		return 0;
	csv = d[0] & 1;
	place = d[0] & 2;
	fold = d[0] & 4;	/* ids left to the caller to fold, as parse asks */
	npaths = fz_files(d + 1, n - 1, paths);
	opened = 0;
	last_date = LONG_MIN;
	if (setjmp(fz_jmp) == 0) {
		fz_armed = 1;
		game_open_csv(&gr, npaths, paths, place ? need_place : need_type, csv);
		opened = 1;
		if (fold)
			game_ids_folded(&gr);
		while (game_next(&gr))
			check_game(&last_date);
		fz_armed = 0;
	} else {
		fz_caught();
	}
	tsv_out_abort();
	if (opened)
		game_close(&gr);
	else
		tsv_close(&gr.in);
	return 0;
}
