/*
 * places.c - `score` for games ranked by place: the rating-independent
 * facts of each row (doc/rules/frsc2012.md; score(1)).
 *   field  J, players in the game
 *   rank   place with ties averaged: tied 2nd and 3rd are both 2.5
 *   wins   pairwise wins against the field, a tie counting 1/2 = J - rank
 *   delta  FRSc achievement 50 (J - 2L + 1) / (J - 1); empty when J = 1
 */
#include "bytes.h"
#include "cli.h"
#include "frsc/frsc.h"
#include "game.h"
#include "rp.h"
#include "stages.h"
#include "tsv.h"
#include "num.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include <stdlib.h>

/*
 * The four numbers of a row depend only on the field J and the row's
 * (tie-averaged) place, all whole or halves: formatting each value once
 * and reusing the text takes the number printing, most of score's time,
 * off the rows.  A memo holds the text of k/2 for k < cap in fixed slots;
 * it is sized before a game's rows take pointers into it.
 */
#define MEMO_SLOT TSV_CELL_SLOT	/* num_format writes at most 25 bytes */
#define DELTA_MEMO_MAX_J 256	/* fields up to this size keep their deltas */

struct memo {
	char *s;
	unsigned char *n;	/* 0: not formatted yet */
	size_t cap;
};

static void
memo_size(struct memo *m, size_t cap)
{
	if (cap <= m->cap)
		return;
	m->s = xrealloc(m->s, cap * MEMO_SLOT);
	m->n = xrealloc(m->n, cap);
	memset(m->n + m->cap, 0, cap - m->cap);
	m->cap = cap;
}

/* The text of x = k/2 (k < m->cap) into computed column a: formatted on
 * first use (memo_fill), then taken from its slot (memo_slot). */
static void
memo_fill(struct memo *m, size_t k, double x)
{
	m->n[k] = (unsigned char)num_format(x, m->s + k * MEMO_SLOT);
}

static inline void
memo_slot(struct tsv_rowout *ro, size_t a, const struct memo *m, size_t k)
{
	tsv_rowout_slot(ro, a, m->s + k * MEMO_SLOT, m->n[k]);
}

static inline void
memo_put(struct tsv_rowout *ro, size_t a, struct memo *m, size_t k, double x)
{
	if (!m->n[k])
		memo_fill(m, k, x);
	memo_slot(ro, a, m, k);
}

static void
memo_free(struct memo *m)
{
	free(m->s);
	free(m->n);
}

void
score_places(const struct score_opts *o, int npaths, char **paths)
{
	/* with places derived from points, place comes first */
	static const char *const added_place[] = { "place", "field", "rank", "wins", "delta", NULL };
	const char *const *added = added_place + 1;
	struct game_reader gr;
	struct tsv_rowout ro, tail, *w;
	int has_tail;
	double *rank = NULL;
	size_t cap = 0, i, a0 = 0;
	int c_points = -1;
	struct memo halves = { 0 }, delta[DELTA_MEMO_MAX_J + 1] = { { 0 } };

	game_open(&gr, npaths, paths, NULL);
	if (gr.c_place < 0) {
		c_points = tsv_col(&gr.in, "points");
		if (c_points < 0)
			die_data("%s:1: missing column \"place\" (or \"points\" to derive it from)",
			    gr.in.name);
		added = added_place;
		a0 = 1;
	}
	tsv_put_header(&gr.in, added);
	tsv_rowout_init(&ro, &gr.in, added);
	/* window's rows carry field already: when its bytes are the ones
	 * score writes, the row is its input whole and three cells after it */
	tsv_rowout_init(&tail, &gr.in, added_place + 2);
	has_tail = a0 == 0 && gr.c_field >= 0 && tail.tail;
	while (game_next(&gr)) {
		struct game *g = &gr.g;
		double J = (double)g->n;

		if (c_points >= 0)
			game_places_from_points(&gr, c_points);
		xgrow(&rank, &cap, g->n, sizeof *rank);
		game_ranks(g, rank);
		if (g->n == 1)
			warnx_rp("%s:%lu: game \"%s\" of event \"%s\" has a single player: delta left empty",
			    g->file[0], g->line[0], g->id, g->event);
		/* field, ranks and wins are k/2 for k <= 2J; 2L <= 2J too */
		memo_size(&halves, 2 * g->n + 1);
		if (g->n <= DELTA_MEMO_MAX_J)
			memo_size(&delta[g->n], 2 * g->n + 1);
		if (!halves.n[2 * g->n])
			memo_fill(&halves, 2 * g->n, J);
		for (i = 0; i < g->n; i++) {
			double L = o->ties_average ? rank[i] : (double)g->place[i];
			size_t a = a0 + 1;	/* w's column of rank */

			w = &ro;
			if (has_tail && game_flen(&gr, i, gr.c_field) == halves.n[2 * g->n] &&
			    bytes_eq(game_field(&gr, i, gr.c_field), halves.s + 2 * g->n * MEMO_SLOT,
			    halves.n[2 * g->n]))
				w = &tail, a = 0;
			else if (c_points >= 0)	/* a place k is the half 2k/2 */
				memo_put(&ro, 0, &halves, (size_t)(2 * g->place[i]),
				    (double)g->place[i]);
			if (w == &ro)
				memo_slot(&ro, a0, &halves, 2 * g->n);
			memo_put(w, a, &halves, (size_t)(2 * rank[i]), rank[i]);
			memo_put(w, a + 1, &halves, (size_t)(2 * (J - rank[i])), J - rank[i]);
			if (g->n == 1)
				tsv_rowout_str(w, a + 2, "", 0);
			else if (g->n <= DELTA_MEMO_MAX_J) {
				/* the delta computed only when its text is new */
				struct memo *m = &delta[g->n];
				size_t k = (size_t)(2 * L);

				if (!m->n[k])
					memo_fill(m, k, frsc_delta(J, L, o->spread));
				memo_slot(w, a + 2, m, k);
			} else
				tsv_rowout_num(w, a + 2, frsc_delta(J, L, o->spread));
			game_write_row(&gr, w, i);
		}
	}
	free(rank);
	memo_free(&halves);
	for (i = 0; i <= DELTA_MEMO_MAX_J; i++)
		memo_free(&delta[i]);
	tsv_rowout_free(&ro);
	tsv_rowout_free(&tail);
	game_close(&gr);
}

enum { OPT_VERSION = 500, OPT_SPREAD, OPT_TIES };

static void
usage(void)
{
	printf("usage: score [-m METHOD] [--spread X] [--ties shared|average] [FILE...]\n"
	    "Add to each results row: field (players in the game), rank (place with\n"
	    "ties averaged), wins (pairwise, a tie 1/2) and delta, the FRSc score\n"
	    "term spread*(J-2L+1)/(J-1) (empty for a one-player game).  Without\n"
	    "a place column, place comes from points (more is better, equal\n"
	    "points share the place: 1,2,2,4).\n\n"
	    "  -m, --method METHOD   places (default); all methods: see score(1)\n"
	    "      --spread X        delta of first place (50)\n"
	    "      --ties MODE       L is the published place (shared, default) or\n"
	    "                        the tie-averaged place (average)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option score_places_opts[] = {
	{ "method", required_argument, NULL, 'm' },
	{ "spread", required_argument, NULL, OPT_SPREAD },
	{ "ties", required_argument, NULL, OPT_TIES },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
score_places_main(int argc, char **argv)
{
	const struct option *longopts = score_places_opts;
	struct score_opts o = { 50, 0 };
	const char *method = "places";
	int c;

	while ((c = cli_getopt(argc, argv, "m:h", longopts)) != -1) {
		switch (c) {
		case 'm':
			method = optarg;
			break;
		case OPT_SPREAD:
			if (!num_parse(optarg, strlen(optarg), &o.spread))
				die_usage("--spread %s: expected a number", optarg);
			break;
		case OPT_TIES:
			if (strcmp(optarg, "shared") == 0)
				o.ties_average = 0;
			else if (strcmp(optarg, "average") == 0)
				o.ties_average = 1;
			else
				die_usage("--ties %s: expected shared or average", optarg);
			break;
		case 'h':
			usage();
			return 0;
		case OPT_VERSION:
			print_version();
			return 0;
		default:
			die_usage("bad option");
		}
	}
	(void)method;
	score_places(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
