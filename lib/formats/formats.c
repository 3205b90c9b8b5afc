/*
 * formats.c - parse's front end: the table of parse -f's formats (a
 * format's name, its line in parse --help and its main: each a file of
 * lib/formats/, bridge travellers in lib/bridge/bridge_parse.c), and the
 * options and help of parse -f tsv|csv, the help listing the table.  The
 * readers (parse.c and the others) need none of it, so the table and
 * the help that lists it sit above them.  A new format is a file and a
 * line here; the dispatch is core's (subcmd.c).
 */
#include "fopt.h"
#include "parse.h"
#include "rp.h"
#include "subcmd.h"
#include "tsv.h"

#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

int parse_results_main(int, char **);
int parse_pairs_main(int, char **);
int tsh_main(int, char **);
int tsh_js_main(int, char **);
int parse_bridge_main(int, char **);
int parse_pgn_main(int, char **);
int parse_pbn_main(int, char **);
int parse_trf_main(int, char **);
int parse_fidelist_main(int, char **);
int parse_egd_main(int, char **);
int parse_usebio_main(int, char **);
extern const struct option parse_results_opts[];
extern const struct option tsh_opts[];
extern const struct option tsh_js_opts[];
extern const struct option parse_pairs_opts[];
extern const struct option parse_pgn_opts[];
extern const struct option parse_trf_opts[];
extern const struct option parse_fidelist_opts[];
extern const struct option parse_egd_opts[];
extern const struct option parse_usebio_opts[];

const struct subcmd parse_formats[] = {
	{ "tsv", "canonical results TSV, validated (default)", parse_results_main, parse_results_opts },
	{ "csv", "the same columns as RFC 4180 CSV (-d , or ;)", parse_results_main, parse_results_opts },
	{ "tsh", "tsh division files (.t), Scrabble head-to-head", tsh_main, tsh_opts },
	{ "tsh-js", "tsh's tourney.js (its web pages' data): every division, tsh's ratings", tsh_js_main, tsh_js_opts },
	{ "bridge", "bridge travellers: contracts to NS scores (Law 77)", parse_bridge_main, NULL },
	{ "pairs", "head-to-head games: date event [game] winner loser [draw]", parse_pairs_main, parse_pairs_opts },
	{ "pgn", "chess PGN tags: two rows per game, forfeits marked (lib/formats/pgn.c)", parse_pgn_main, parse_pgn_opts },
	{ "pbn", "bridge PBN ScoreTables to board results, as -f bridge (lib/formats/pbn.c)", parse_pbn_main, NULL },
	{ "trf", "FIDE Tournament Report Files (TRF-16, TRF-26): chess results by FIDE number", parse_trf_main, parse_trf_opts },
	{ "fide-list", "FIDE's rating list download (TXT, XML) to a list for rate -r", parse_fidelist_main, parse_fidelist_opts },
	{ "egd", "EGF Go tournament tables (.h9): colour, handicap, grade, PIN (lib/formats/egd.c)", parse_egd_main, parse_egd_opts },
	{ "usebio", "bridge USEBIO XML sessions to board results, names, published scores", parse_usebio_main, parse_usebio_opts },
	{ NULL, NULL, NULL, NULL },
};

static void
usage(void)
{
	printf("usage: parse [-f FORMAT] [-d SEP] [FILE...]\n"
	    "Read results in FORMAT and write the canonical, validated results TSV.\n\n"
	    "  -f, --format FORMAT   one of:\n");
	subcmd_list(parse_formats);
	printf("  -d, --delimiter SEP   -f csv: the separator, , or ; (default: ; when\n"
	    "                        the header line has semicolons and no commas)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Columns: date event game type player place (or points, from which\n"
	    "place is derived); optional length; others pass through.  See parse(1).\n");
}

/* -d: csv's separator, a comma or a semicolon */
static void
delimiter(void *dst, int val, char *arg)
{
	(void)val;
	if (strcmp(arg, ",") != 0 && strcmp(arg, ";") != 0)
		die_usage("-d %s: expected , or ;", arg);
	*(int *)dst = arg[0];
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option parse_results_opts[] = {
	FOPT_LONG_FORMAT,
	{ "delimiter", required_argument, NULL, 'd' },
	FOPT_LONG_END,
};

int
parse_results_main(int argc, char **argv)
{
	struct parse_opts o = { "tsv", 0 };
	const struct fopt t[] = {
		FOPT_ARG('f', &o.format),
		FOPT_CALL('d', &o.delim, delimiter),
		FOPT_END,
	};

	if (fopt_parse(argc, argv, "f:d:h", parse_results_opts, t, usage))
		return 0;
	parse_results(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
