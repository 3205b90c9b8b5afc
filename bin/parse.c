/*
 * parse - foreign formats to a validated results stream.
 */
#include "../lib/rp.h"
#include "../lib/stages.h"
#include "../lib/tsv.h"

#include <getopt.h>
#include <stdio.h>

enum { OPT_VERSION = 500 };

static void
usage(void)
{
	printf("usage: parse [-f FORMAT] [FILE...]\n"
	    "Read results in FORMAT and write the canonical, validated results TSV.\n\n"
	    "  -f, --format FORMAT   tsv (default): canonical results, checked\n"
	    "                        csv: the same columns as RFC 4180 CSV\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Columns: date event game type player place (or points, from which\n"
	    "place is derived); optional length; others pass through.  See parse(1).\n");
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	struct parse_opts o = { "tsv" };
	int c;

	rp_init(argv[0]);
	while ((c = getopt_long(argc, argv, "f:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'f':
			o.format = optarg;
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
	parse_results(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
