/*
 * bscore_cli.c - score -m matchpoints|butler|cross-imps|bridge's command
 * line: its options, their defaults (the federations' percentages, the
 * datum's rounding) and its help.  Apart from bridge_score.c, which
 * reads, scores and writes the boards with the options set here.
 */
#include "bscore.h"
#include "cli.h"
#include "num.h"
#include "rp.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "60:65,55:70,60,50": the percentages of groups of 1, 2 and 3. */
static void
parse_group_pcts(const char *arg, struct bscore_opts *o)
{
	const char *p = arg;
	int g, k;

	for (g = 0; g < 3; g++) {
		for (k = 0; k <= g; k++) {
			char *end;
			double v = strtod(p, &end);

			if (end == p || !(v >= 0 && v <= 100) ||
			    *end != (k < g ? ',' : g < 2 ? ':' : '\0'))
				die_usage("--group-pcts %s: expected P1:P1,P2:P1,P2,P3 (percentages)", arg);
			o->group_pct[g][k] = v;
			p = end + (*end != '\0');
		}
	}
}

enum {
	OPT_VERSION = 500, OPT_SCALE, OPT_RESULTS, OPT_MISSING, OPT_SMALL, OPT_GPCTS,
	OPT_APLUS, OPT_AVE, OPT_AMINUS, OPT_DISCARD, OPT_DROUND, OPT_DUNIT, OPT_CAP,
	OPT_TOTAL, OPT_AIMPS, OPT_ACROSS,
};

static void
usage(void)
{
	printf("usage: score -m matchpoints|butler|cross-imps|bridge [options] [FILE...]\n"
	    "Score bridge board results (board ns ew score; from parse -f bridge,\n"
	    "pbn or usebio) against the other results of the board.  Adds top mp_ns\n"
	    "mp_ew pct_ns pct_ew (matchpoints), datum imp_ns imp_ew (butler) or\n"
	    "imp_ns imp_ew (cross-imps).  -m bridge, or score with no -m on a boards\n"
	    "stream: the method the stream's scoring column names.  Rows of a board\n"
	    "must be contiguous; `group` splits a fouled board into versions; `count`\n"
	    "makes a row that many equal results.  See score(1).\n\n"
	    "matchpoints:\n"
	    "      --scale S         european (2 per result beaten, 1 per equal;\n"
	    "                        default) or acbl (1 and 1/2)\n"
	    "      --results N       every board scored on N results (default: the\n"
	    "                        stream's tables column, else the board's rows);\n"
	    "                        rows: the board's rows\n"
	    "      --missing M       neuberg (default) or k-averages (hand method)\n"
	    "      --across-sections every section of a session one field: a board's\n"
	    "                        results in all sections scored together, N the\n"
	    "                        sum of their tables; adds scoring_field (the\n"
	    "                        stream's own scoring_field does it by itself)\n"
	    "      --small-groups R  federation (default: 60; 65/55; 70/60/50 %%) or neuberg\n"
	    "      --group-pcts L    the federation percentages (60:65,55:70,60,50)\n"
	    "      --avg-plus P      A+ in %% of the top (60); --avg P (50); --avg-minus P (40)\n"
	    "butler:\n"
	    "      --discard K       results dropped at each end for the datum (1)\n"
	    "      --datum-round R   nearest (half away from zero, as federations do;\n"
	    "                        default), truncate (toward zero, the lecture's), none\n"
	    "      --datum-unit U    the datum is a multiple of U (10)\n"
	    "butler, cross-imps:\n"
	    "      --cap C           at most C IMPs per comparison (none)\n"
	    "      --total           cross-imps: the sum, not divided by n - 1\n"
	    "      --art-imps I      A+/A/A- are +I/0/-I IMPs (3)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option score_bridge_opts[] = {
	{ "method", required_argument, NULL, 'm' },
	{ "scale", required_argument, NULL, OPT_SCALE },
	{ "results", required_argument, NULL, OPT_RESULTS },
	{ "missing", required_argument, NULL, OPT_MISSING },
	{ "small-groups", required_argument, NULL, OPT_SMALL },
	{ "group-pcts", required_argument, NULL, OPT_GPCTS },
	{ "avg-plus", required_argument, NULL, OPT_APLUS },
	{ "avg", required_argument, NULL, OPT_AVE },
	{ "avg-minus", required_argument, NULL, OPT_AMINUS },
	{ "discard", required_argument, NULL, OPT_DISCARD },
	{ "datum-round", required_argument, NULL, OPT_DROUND },
	{ "datum-unit", required_argument, NULL, OPT_DUNIT },
	{ "cap", required_argument, NULL, OPT_CAP },
	{ "total", no_argument, NULL, OPT_TOTAL },
	{ "art-imps", required_argument, NULL, OPT_AIMPS },
	{ "across-sections", no_argument, NULL, OPT_ACROSS },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
score_bridge_main(int argc, char **argv)
{
	const struct option *longopts = score_bridge_opts;
	struct bscore_opts o;
	long v;
	int c;

	memset(&o, 0, sizeof o);
	o.method = cli_prescan(argc, argv, 'm', "method") ? M_MP : M_AUTO;
	o.win = 2;
	o.tie = 1;
	o.small_groups = 1;
	parse_group_pcts("60:65,55:70,60,50", &o);
	o.art_pct[0] = 40;
	o.art_pct[1] = 50;
	o.art_pct[2] = 60;
	o.discard = 1;
	/*
	 * Federations round the datum to the nearest multiple of 10, an
	 * exact 5 away from zero (the ABF's published datums, -445 -> -450,
	 * 35 -> 40); the lecture's slides truncate (386.67 -> 380), which is
	 * --datum-round truncate (doc/rules/bridge-pairs.md, "Where the
	 * sources differ").
	 */
	o.datum_round = ROUND_NEAREST;
	o.datum_unit = 10;
	o.art_imps = 3;
	while ((c = cli_getopt(argc, argv, "m:h", longopts)) != -1) {
		switch (c) {
		case 'm':
			o.method = strcmp(optarg, "butler") == 0 ? M_BUTLER :
			    strcmp(optarg, "cross-imps") == 0 ? M_CROSS :
			    strcmp(optarg, "bridge") == 0 ? M_AUTO : M_MP;
			break;
		case OPT_SCALE:
			if (strcmp(optarg, "european") == 0)
				o.win = 2, o.tie = 1;
			else if (strcmp(optarg, "acbl") == 0)
				o.win = 1, o.tie = 0.5;
			else
				die_usage("--scale %s: expected european or acbl", optarg);
			break;
		case OPT_RESULTS:
			if (strcmp(optarg, "rows") == 0)
				o.results_from = RESULTS_ROWS;
			else if (int_parse(optarg, strlen(optarg), 1, 100000, &o.results))
				o.results_from = RESULTS_FIXED;
			else
				die_usage("--results %s: expected rows or a positive integer", optarg);
			break;
		case OPT_MISSING:
			if (strcmp(optarg, "neuberg") == 0)
				o.missing = MISSING_NEUBERG;
			else if (strcmp(optarg, "k-averages") == 0)
				o.missing = MISSING_KAVG;
			else
				die_usage("--missing %s: expected neuberg or k-averages", optarg);
			break;
		case OPT_SMALL:
			if (strcmp(optarg, "federation") == 0)
				o.small_groups = 1;
			else if (strcmp(optarg, "neuberg") == 0)
				o.small_groups = 0;
			else
				die_usage("--small-groups %s: expected federation or neuberg", optarg);
			break;
		case OPT_GPCTS:
			parse_group_pcts(optarg, &o);
			break;
		case OPT_APLUS:
			o.art_pct[2] = bridge_num_arg("avg-plus", optarg, 0, 100);
			break;
		case OPT_AVE:
			o.art_pct[1] = bridge_num_arg("avg", optarg, 0, 100);
			break;
		case OPT_AMINUS:
			o.art_pct[0] = bridge_num_arg("avg-minus", optarg, 0, 100);
			break;
		case OPT_DISCARD:
			if (!int_parse(optarg, strlen(optarg), 0, 1000, &o.discard))
				die_usage("--discard %s: expected an integer 0 or more", optarg);
			break;
		case OPT_DROUND:
			o.datum_round = strcmp(optarg, "nearest") == 0 ? ROUND_NEAREST :
			    strcmp(optarg, "truncate") == 0 ? ROUND_TRUNCATE :
			    strcmp(optarg, "none") == 0 ? ROUND_NONE : -1;
			if (o.datum_round < 0)
				die_usage("--datum-round %s: expected nearest, truncate or none", optarg);
			break;
		case OPT_DUNIT:
			if (!int_parse(optarg, strlen(optarg), 1, 10000, &v))
				die_usage("--datum-unit %s: expected a positive integer", optarg);
			o.datum_unit = v;
			break;
		case OPT_CAP:
			o.cap = bridge_num_arg("cap", optarg, 1, 24);
			break;
		case OPT_TOTAL:
			o.total = 1;
			break;
		case OPT_AIMPS:
			o.art_imps = bridge_num_arg("art-imps", optarg, 0, 24);
			break;
		case OPT_ACROSS:
			o.across = 1;
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
	bscore_run(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
