/*
 * places.c - `score` for games ranked by place: the rating-independent
 * facts of each row (spec/frsc-collective.md, DESIGN.md "scored").
 *   field  J, players in the game
 *   rank   place with ties averaged: tied 2nd and 3rd are both 2.5
 *   wins   pairwise wins against the field, a tie counting 1/2 = J - rank
 *   delta  FRSc achievement 50 (J - 2L + 1) / (J - 1); empty when J = 1
 */
#include "frsc.h"
#include "game.h"
#include "rp.h"
#include "stages.h"
#include "tsv.h"

#include <stdlib.h>

void
score_places(const struct score_opts *o, int npaths, char **paths)
{
	static const char *const need[] = { "place", NULL };
	static const char *const added[] = { "field", "rank", "wins", "delta", NULL };
	struct game_reader gr;
	struct tsv_rowout ro;
	double *rank = NULL;
	size_t cap = 0, i;

	game_open(&gr, npaths, paths, need);
	tsv_put_header(&gr.in, added);
	tsv_rowout_init(&ro, &gr.in, added);
	while (game_next(&gr)) {
		struct game *g = &gr.g;
		double J = (double)g->n;

		xgrow(&rank, &cap, g->n, sizeof *rank);
		game_ranks(g, rank);
		if (g->n == 1)
			warnx_rp("%s:%lu: game \"%s\" of event \"%s\" has a single player: delta left empty",
			    g->file[0], g->line[0], g->id, g->event);
		for (i = 0; i < g->n; i++) {
			double L = o->ties_average ? rank[i] : (double)g->place[i];

			tsv_rowout_num(&ro, 0, J);
			tsv_rowout_num(&ro, 1, rank[i]);
			tsv_rowout_num(&ro, 2, J - rank[i]);
			if (g->n > 1)
				tsv_rowout_num(&ro, 3, frsc_delta(J, L, o->spread));
			else
				tsv_rowout_str(&ro, 3, "", 0);
			tsv_rowout_write(&ro, g->f + i * gr.in.ncol, g->flen + i * gr.in.ncol);
		}
	}
	free(rank);
	tsv_rowout_free(&ro);
	game_close(&gr);
}
