/*
 * rank_cli.c - the command line of rank's default mode, the lists
 * (rank.c): its options, its help, and the hand-over to the modes
 * --eval, --compare and --audit, which parse the command line again.
 */
#include "cli.h"
#include "num.h"
#include "rp.h"
#include "stages.h"
#include "tsv.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

enum { OPT_VERSION = 500, OPT_STATUS, OPT_GENERAL, OPT_GTYPES, OPT_UNRATED,
	OPT_PURGE, OPT_AS_OF, OPT_MIN_GAMES, OPT_EVAL, OPT_COMPARE, OPT_AUDIT, OPT_IV, OPT_DRAWS, OPT_SEED, OPT_DEV, OPT_VERSUS, OPT_REPS, OPT_MEAN };

int rank_eval_main(int, char **);	/* lib/stats/evaluate.c */
int rank_compare_main(int, char **);	/* lib/stages/compare.c */
int rank_audit_main(int, char **);	/* lib/stages/audit.c */

static void
usage(void)
{
	printf("usage: rank [-m MODE] [--status S] [--general] [FILE...]\n"
	    "Sort a ratings stream into rating lists and add pos (ties share it).\n"
	    "Lists are per type and status: active, then provisional, then inactive,\n"
	    "then unrated (no pos; a rating may be empty).\n\n"
	    "  -m, --mode MODE       lists (default); all modes: see rank(1)\n"
	    "  -s, --status S        active, provisional, inactive, unrated or all\n"
	    "                        (default all)\n"
	    "      --general         the FRSc general rating: for players active in\n"
	    "                        at least one collective type, the mean over the\n"
	    "                        types of their rating (150 where they have none)\n"
	    "      --general-types L the types averaged (clasic,completiv,eliptic,\n"
	    "                        compunere,anticipatie)\n"
	    "      --unrated X       the rating of a type without one (150)\n"
	    "      --purge SPAN      leave off players whose last event is more than\n"
	    "                        SPAN (Ny, Nm or Nd) before --as-of\n"
	    "      --as-of DATE      the date of the list (needed by --purge)\n"
	    "      --min-games N     leave off players with fewer than N games\n"
	    "      --interval L      add pos_lo, pos_hi: the central L%% of each position\n"
	    "                        over --draws N (2000) draws of N(rating, rd^2),\n"
	    "                        --seed S (1); --deviation COL (rd, else sigma),\n"
	    "                        --mean COL (mu where the list has it, else rating);\n"
	    "                        or over the lists in DIR (--replicates DIR, rated\n"
	    "                        from window --resample), with pos_reps\n"
	    "      --versus A,B      P(A better than B) per type from rating and rd:\n"
	    "                        Phi((rA - rB)/sqrt(rdA^2 + rdB^2)); Glicko's E too\n"
	    "      --compare OTHER   two lists side by side: rank --compare --help\n"
	    "      --audit LIST      check against a published list: rank --audit --help\n"
	    "      --eval            score a history's predictions: rank --eval --help\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option rank_lists_opts[] = {
	{ "mode", required_argument, NULL, 'm' },
	{ "status", required_argument, NULL, 's' },
	{ "general", no_argument, NULL, OPT_GENERAL },
	{ "general-types", required_argument, NULL, OPT_GTYPES },
	{ "unrated", required_argument, NULL, OPT_UNRATED },
	{ "purge", required_argument, NULL, OPT_PURGE },
	{ "as-of", required_argument, NULL, OPT_AS_OF },
	{ "min-games", required_argument, NULL, OPT_MIN_GAMES },
	{ "interval", required_argument, NULL, OPT_IV },
	{ "draws", required_argument, NULL, OPT_DRAWS },
	{ "seed", required_argument, NULL, OPT_SEED },
	{ "deviation", required_argument, NULL, OPT_DEV },
	{ "versus", required_argument, NULL, OPT_VERSUS },
	{ "replicates", required_argument, NULL, OPT_REPS },
	{ "mean", required_argument, NULL, OPT_MEAN },
	{ "eval", no_argument, NULL, OPT_EVAL },
	{ "compare", required_argument, NULL, OPT_COMPARE },
	{ "audit", required_argument, NULL, OPT_AUDIT },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
rank_lists_main(int argc, char **argv)
{
	const struct option *longopts = rank_lists_opts;
	struct rank_opts o = { .status = "all", .general_types = "clasic,completiv,eliptic,compunere,anticipatie", .unrated = 150, .iv = { .draws = 2000, .seed = 1 } };
	int c, have_as_of = 0;
	const char *versus = NULL;

	while ((c = cli_getopt(argc, argv, "m:s:h", longopts)) != -1) {
		switch (c) {
		case OPT_IV:
		case OPT_DRAWS:
		case OPT_SEED:
		case OPT_DEV:
		case OPT_REPS:
		case OPT_MEAN:
			rank_iv_opt(&o.iv, c == OPT_IV ? "interval" : c == OPT_DRAWS ? "draws" :
			    c == OPT_SEED ? "seed" : c == OPT_REPS ? "replicates" :
			    c == OPT_MEAN ? "mean" : "deviation", optarg);
			break;
		case 'm':
			break;
		case 's':
			o.status = optarg;
			break;
		case OPT_GENERAL:
			o.general = 1;
			break;
		case OPT_GTYPES:
			o.general_types = optarg;
			break;
		case OPT_UNRATED:
			if (!num_parse(optarg, strlen(optarg), &o.unrated))
				die_usage("--unrated %s: expected a number", optarg);
			break;
		case OPT_PURGE:
			rank_span("purge", optarg, &o.purge_y, &o.purge_m, &o.purge_d);
			o.purge = 1;
			break;
		case OPT_AS_OF:
			if (!date_parse(optarg, strlen(optarg), &o.as_of))
				die_usage("--as-of %s: expected a date YYYY-MM-DD", optarg);
			have_as_of = 1;
			break;
		case OPT_VERSUS:
			versus = optarg;
			break;
		case OPT_MIN_GAMES:
			if (!int_parse(optarg, strlen(optarg), 0, 2147483647L, &o.min_games))
				die_usage("--min-games %s: expected a whole number", optarg);
			break;
		case OPT_EVAL:	/* the mode parses the command line again */
			optind = 0;
			return rank_eval_main(argc, argv);
		case OPT_COMPARE:
			optind = 0;
			return rank_compare_main(argc, argv);
		case OPT_AUDIT:
			optind = 0;
			return rank_audit_main(argc, argv);
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
	if (o.iv.reps_dir && o.iv.level <= 0 && !versus)
		die_usage("--replicates DIR goes with --interval L or --versus A,B");
	if (o.purge && !have_as_of)
		die_usage("--purge needs --as-of DATE (the list's date, so a rerun gives the same list)");
	if (versus) {
		if (o.iv.level > 0 || o.general || o.purge || o.min_games > 0)
			die_usage("--versus A,B takes --status, --deviation, --mean and --replicates only");
		rank_versus_run(versus, &o.iv, strcmp(o.status, "all") == 0 ? NULL : o.status, NULL,
		    argc - optind, argv + optind);
	} else {
		rank_run(&o, argc - optind, argv + optind);
	}
	tsv_out_close();
	return 0;
}
