/*
 * subcmd.c - the tables of formats, scoring methods and ranking modes.
 * A new one is a file in lib/ and a line here.
 */
#include "subcmd.h"
#include "cli.h"
#include "rp.h"
#include "tsv.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int parse_results_main(int, char **);
int parse_pairs_main(int, char **);
int score_places_main(int, char **);
int rank_lists_main(int, char **);
int tsh_main(int, char **);
int rank_fibs_main(int, char **);
int rank_naspa_main(int, char **);
int rank_egf_main(int, char **);
int parse_bridge_main(int, char **);
int score_bridge_main(int, char **);
int rank_bridge_main(int, char **);
int rank_traveller_main(int, char **);
int parse_pgn_main(int, char **);
int parse_pbn_main(int, char **);
int parse_trf_main(int, char **);
int parse_fidelist_main(int, char **);
int parse_egd_main(int, char **);
int parse_usebio_main(int, char **);
int rank_eval_main(int, char **);
int rank_compare_main(int, char **);
int rank_audit_main(int, char **);
int rank_report_main(int, char **);
int rank_crosstable_main(int, char **);

const struct subcmd parse_formats[] = {
	{ "tsv", "canonical results TSV, validated (default)", parse_results_main },
	{ "csv", "the same columns as RFC 4180 CSV (-d , or ;)", parse_results_main },
	{ "tsh", "tsh division files (.t), Scrabble head-to-head", tsh_main },
	{ "bridge", "bridge travellers: contracts to NS scores (Law 77)", parse_bridge_main },
	{ "pairs", "head-to-head games: date event [game] winner loser [draw]", parse_pairs_main },
	{ "pgn", "chess PGN tags: two rows per game, forfeits marked (lib/formats/pgn.c)", parse_pgn_main },
	{ "pbn", "bridge PBN ScoreTables to board results, as -f bridge (lib/formats/pbn.c)", parse_pbn_main },
	{ "trf", "FIDE Tournament Report Files (TRF-16, TRF-26): chess results by FIDE number", parse_trf_main },
	{ "fide-list", "FIDE's rating list download (TXT, XML) to a list for rate -r", parse_fidelist_main },
	{ "egd", "EGF Go tournament tables (.h9): colour, handicap, grade, PIN (lib/formats/egd.c)", parse_egd_main },
	{ "usebio", "bridge USEBIO XML sessions to board results, names, published scores", parse_usebio_main },
	{ NULL, NULL, NULL },
};

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

int
subcmd_run(const struct subcmd *table, int argc, char **argv, char opt,
    const char *longopt, const char *what)
{
	const char *name = cli_prescan(argc, argv, opt, longopt);
	size_t i;

	rp_init(argv[0]);
	if (!name && table == score_methods)
		name = score_method_of_stream(argc, argv);
	if (!name)
		return table[0].main(argc, argv);
	for (i = 0; table[i].name; i++)
		if (strcmp(table[i].name, name) == 0)
			return table[i].main(argc, argv);
	fprintf(stderr, "%s: unknown %s \"%s\"; known:", rp_progname, what, name);
	for (i = 0; table[i].name; i++)
		fprintf(stderr, " %s", table[i].name);
	fputc('\n', stderr);
	exit(EXIT_USAGE);
}

void
subcmd_list(const struct subcmd *table)
{
	size_t i;

	for (i = 0; table[i].name; i++)
		printf("  %-12s %s\n", table[i].name, table[i].summary);
}

int
subcmd_plain(int argc, char **argv, const char *longopt, void (*usage)(void),
    void (*run)(int npaths, char **paths))
{
	const struct option longopts[] = {
		{ longopt, required_argument, NULL, longopt[0] },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, CLI_OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	const char shortopts[] = { longopt[0], ':', 'h', '\0' };
	int c;

	while ((c = cli_getopt(argc, argv, shortopts, longopts)) != -1) {
		if (c == longopt[0])
			continue;	/* the choice itself, taken by subcmd_run */
		if (c == 'h') {
			usage();
			return 0;
		}
		if (c == CLI_OPT_VERSION) {
			print_version();
			return 0;
		}
		die_usage("bad option");
	}
	run(argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
