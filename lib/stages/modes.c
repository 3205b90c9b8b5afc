/*
 * modes.c - the tables of score's methods and rank's modes: a choice's
 * name, its line in the help and its main (places and the rank modes in
 * lib/stages/, rank --eval in lib/stats/evaluate.c, the bridge ones in
 * lib/bridge/).  A new one is a file and a line here; the dispatch is
 * core's (subcmd.c), which also names the choice an option belongs to
 * from each entry's options: bridge, the method the stream names, comes
 * first of the bridge methods, the one such a message asks for.
 */
#include "stages.h"
#include "subcmd.h"

#include <getopt.h>
#include <stddef.h>
#include <string.h>

int score_places_main(int, char **);
int rank_lists_main(int, char **);
int rank_fibs_main(int, char **);
int rank_naspa_main(int, char **);
int rank_egf_main(int, char **);
int score_bridge_main(int, char **);
int rank_bridge_main(int, char **);
int rank_traveller_main(int, char **);
int rank_eval_main(int, char **);
int rank_compare_main(int, char **);
int rank_audit_main(int, char **);
int rank_report_main(int, char **);
int rank_crosstable_main(int, char **);
extern const struct option rank_lists_opts[];
extern const struct option rank_fibs_opts[];
extern const struct option rank_naspa_opts[];
extern const struct option rank_egf_opts[];
extern const struct option rank_bridge_opts[];
extern const struct option rank_traveller_opts[];
extern const struct option rank_eval_opts[];
extern const struct option rank_compare_opts[];
extern const struct option rank_audit_opts[];
extern const struct option score_places_opts[];
extern const struct option score_bridge_opts[];

const struct subcmd score_methods[] = {
	{ "places", "field, rank, wins and the FRSc delta from places (default)", score_places_main, score_places_opts },
	{ "bridge", "bridge boards: the method the stream's scoring column names", score_bridge_main, score_bridge_opts },
	{ "matchpoints", "bridge boards: matchpoints, Neuberg, artificial scores", score_bridge_main, score_bridge_opts },
	{ "butler", "bridge boards: IMPs against a datum", score_bridge_main, score_bridge_opts },
	{ "cross-imps", "bridge boards: cross-IMPs (averaged Cavendish)", score_bridge_main, score_bridge_opts },
	{ NULL, NULL, NULL, NULL },
};

const char *
rank_mode_of_args(int argc, char **argv)
{
	static const char *const modes[] = { "eval", "compare", "audit", NULL };
	int i, k;

	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
		for (k = 0; modes[k]; k++) {
			size_t n = strlen(modes[k]);

			if (strncmp(argv[i], "--", 2) == 0 && strncmp(argv[i] + 2, modes[k], n) == 0 &&
			    (argv[i][2 + n] == '\0' || argv[i][2 + n] == '='))
				return modes[k];
		}
	return NULL;
}

const struct subcmd rank_modes[] = {
	{ "lists", "rating lists per type and status (default)", rank_lists_main, rank_lists_opts },
	{ "fibs", "Q-Gammon backgammon ranking: PJ minimum, season rule, trophy", rank_fibs_main, rank_fibs_opts },
	{ "naspa", "NASPA's rating list: ranked from 14 games in 12 months", rank_naspa_main, rank_naspa_opts },
	{ "egf", "the EGD's Go rating list: grades beside ratings, national ladders", rank_egf_main, rank_egf_opts },
	{ "bridge", "bridge pairs standings: totals, percentages, penalties", rank_bridge_main, rank_bridge_opts },
	{ "traveller", "bridge: per-board frequency of each NS score", rank_traveller_main, rank_traveller_opts },
	{ "eval", "score a history's pre-game predictions (rank --eval)", rank_eval_main, rank_eval_opts },
	{ "compare", "two rating lists side by side (rank --compare OTHER)", rank_compare_main, rank_compare_opts },
	{ "audit", "a computed list against the published (rank --audit PUBLISHED)", rank_audit_main, rank_audit_opts },
	{ "report", "the rating report of each event from a history (rate -m elo --history)", rank_report_main, NULL },
	{ "crosstable", "the crosstable of each event: rounds, colours, results, points", rank_crosstable_main, NULL },
	{ NULL, NULL, NULL, NULL },
};
