/*
 * window - which games count: the last N games of each type's calendar.
 */
#include "../lib/num.h"
#include "../lib/rp.h"
#include "../lib/stages.h"
#include "../lib/tsv.h"

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

enum { OPT_VERSION = 500, OPT_SINCE, OPT_TRIM };

static void
usage(void)
{
	printf("usage: window -n SPEC [--since DATE] [--trim] [FILE...]\n"
	    "Number the games of each type (seq) and give the type's window (n).\n\n"
	    "  -n, --window SPEC     N for every type, TYPE=N,... per type, or a\n"
	    "                        table: frsc2012 (clasic=20, completiv=18,\n"
	    "                        eliptic=14, compunere=18, anticipatie=14, libere=8)\n"
	    "      --since DATE      drop games before DATE (YYYY-MM-DD)\n"
	    "      --trim            keep only the games of each type's final window\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "window", required_argument, NULL, 'n' },
		{ "since", required_argument, NULL, OPT_SINCE },
		{ "trim", no_argument, NULL, OPT_TRIM },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	struct window_opts o;
	const char *why;
	int c;

	memset(&o, 0, sizeof o);
	o.since = LONG_MIN;
	rp_init(argv[0]);
	while ((c = getopt_long(argc, argv, "n:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'n':
			if (!winsize_parse(&o.n, optarg, &why))
				die_usage("-n %s: %s", optarg, why);
			o.have_n = 1;
			break;
		case OPT_SINCE:
			if (!date_parse(optarg, strlen(optarg), &o.since))
				die_usage("--since %s: expected a date YYYY-MM-DD", optarg);
			break;
		case OPT_TRIM:
			o.trim = 1;
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
	if (!o.have_n)
		die_usage("-n is required (e.g. -n 20 or -n frsc2012)");
	window_run(&o, argc - optind, argv + optind);
	tsv_out_close();
	winsize_free(&o.n);
	return 0;
}
