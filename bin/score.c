/*
 * score - what each player achieved in a game, independent of ratings.
 */
#include "../lib/num.h"
#include "../lib/rp.h"
#include "../lib/stages.h"
#include "../lib/tsv.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

enum { OPT_VERSION = 500, OPT_SPREAD, OPT_TIES };

static void
usage(void)
{
	printf("usage: score [-m METHOD] [--spread X] [--ties shared|average] [FILE...]\n"
	    "Add to each results row: field (players in the game), rank (place with\n"
	    "ties averaged), wins (pairwise, a tie 1/2) and delta, the FRSc score\n"
	    "term spread*(J-2L+1)/(J-1) (empty for a one-player game).\n\n"
	    "  -m, --method METHOD   places (default)\n"
	    "      --spread X        delta of first place (50)\n"
	    "      --ties MODE       L is the published place (shared, default) or\n"
	    "                        the tie-averaged place (average)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "method", required_argument, NULL, 'm' },
		{ "spread", required_argument, NULL, OPT_SPREAD },
		{ "ties", required_argument, NULL, OPT_TIES },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	struct score_opts o = { 50, 0 };
	const char *method = "places";
	int c;

	rp_init(argv[0]);
	while ((c = getopt_long(argc, argv, "m:h", longopts, NULL)) != -1) {
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
	if (strcmp(method, "places") == 0 || strcmp(method, "frsc") == 0)
		score_places(&o, argc - optind, argv + optind);
	else
		die_usage("unknown method \"%s\" (methods: places)", method);
	tsv_out_close();
	return 0;
}
