/*
 * rank - rating lists and standings.
 */
#include "../lib/num.h"
#include "../lib/rp.h"
#include "../lib/stages.h"
#include "../lib/tsv.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

enum { OPT_VERSION = 500, OPT_STATUS, OPT_GENERAL, OPT_GTYPES, OPT_UNRATED };

static void
usage(void)
{
	printf("usage: rank [--status S] [--general] [FILE...]\n"
	    "Sort a ratings stream into rating lists and add pos (ties share it).\n"
	    "Lists are per type and status: active, then provisional, then inactive.\n\n"
	    "  -s, --status S        active, provisional, inactive or all (default)\n"
	    "      --general         the FRSc general rating: for players active in\n"
	    "                        at least one collective type, the mean over the\n"
	    "                        types of their rating (150 where they have none)\n"
	    "      --general-types L the types averaged (clasic,completiv,eliptic,\n"
	    "                        compunere,anticipatie)\n"
	    "      --unrated X       the rating of a type without one (150)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "status", required_argument, NULL, 's' },
		{ "general", no_argument, NULL, OPT_GENERAL },
		{ "general-types", required_argument, NULL, OPT_GTYPES },
		{ "unrated", required_argument, NULL, OPT_UNRATED },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	struct rank_opts o = { "all", 0, "clasic,completiv,eliptic,compunere,anticipatie", 150 };
	int c;

	rp_init(argv[0]);
	while ((c = getopt_long(argc, argv, "s:h", longopts, NULL)) != -1) {
		switch (c) {
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
	rank_run(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
