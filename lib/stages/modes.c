/*
 * modes.c - the tables of score's methods and rank's modes: a choice's
 * name, its line in the help and its main (places and the rank modes in
 * lib/stages/, rank --eval in lib/stats/evaluate.c, the bridge ones in
 * lib/bridge/).  A new one is a file and a line here; the dispatch is
 * core's (subcmd.c).
 */
#include "stages.h"
#include "subcmd.h"

#include <stddef.h>

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

const struct subcmd score_methods[] = {
	{ "places", "field, rank, wins and the FRSc delta from places (default)", score_places_main },
	{ "matchpoints", "bridge boards: matchpoints, Neuberg, artificial scores", score_bridge_main },
	{ "butler", "bridge boards: IMPs against a datum", score_bridge_main },
	{ "cross-imps", "bridge boards: cross-IMPs (averaged Cavendish)", score_bridge_main },
	{ "bridge", "bridge boards: the method the stream's scoring column names", score_bridge_main },
	{ NULL, NULL, NULL },
};

const struct subcmd rank_modes[] = {
	{ "lists", "rating lists per type and status (default)", rank_lists_main },
	{ "fibs", "Q-Gammon backgammon ranking: PJ minimum, season rule, trophy", rank_fibs_main },
	{ "naspa", "NASPA's rating list: ranked from 14 games in 12 months", rank_naspa_main },
	{ "egf", "the EGD's Go rating list: grades beside ratings, national ladders", rank_egf_main },
	{ "bridge", "bridge pairs standings: totals, percentages, penalties", rank_bridge_main },
	{ "traveller", "bridge: per-board frequency of each NS score", rank_traveller_main },
	{ "eval", "score a history's pre-game predictions (rank --eval)", rank_eval_main },
	{ "compare", "two rating lists side by side (rank --compare OTHER)", rank_compare_main },
	{ "audit", "a computed list against the published (rank --audit PUBLISHED)", rank_audit_main },
	{ "report", "the rating report of each event from a history (rate -m elo --history)", rank_report_main },
	{ "crosstable", "the crosstable of each event: rounds, colours, results, points", rank_crosstable_main },
	{ NULL, NULL, NULL },
};
