/*
 * window - which games count: the last N games of each type's calendar
 * (-n), or of each player (-p, ABSP-style).
 */
#include "cli.h"
#include "num.h"
#include "rp.h"
#include "stages.h"
#include "tsv.h"

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

enum { OPT_VERSION = 500, OPT_SINCE, OPT_TRIM, OPT_EXCLUDE, OPT_RESAMPLE };

static void
usage(void)
{
	printf("usage: window -n SPEC | -p M [--since DATE] [--exclude-event RE] [--trim] [FILE...]\n"
	    "       window --resample SEED [FILE...]\n"
	    "Number the games of each type (seq) and give the type's window (n);\n"
	    "with -p, number each player's games of a type (pseq) and give M (pwin).\n\n"
	    "  -n, --window SPEC     N for every type, TYPE=N,... per type, or a\n"
	    "                        table: frsc2012 (clasic=20, completiv=18,\n"
	    "                        eliptic=14, compunere=18, anticipatie=14, libere=8)\n"
	    "  -p, --per-player M    a player's last M games of a type (ABSP-style);\n"
	    "                        byes and forfeits (column result) are not numbered\n"
	    "      --since DATE      drop games before DATE (YYYY-MM-DD)\n"
	    "      --exclude-event RE  drop the games of events whose id matches the\n"
	    "                        POSIX extended regular expression RE (not rated)\n"
	    "      --trim            keep only the games of each type's final window\n"
	    "                        (-p: the games in some player's final window)\n"
	    "      --resample SEED   instead: a bootstrap replicate of the events, as\n"
	    "                        many drawn with replacement (the k-th copy of E\n"
	    "                        named E#k), for rank --interval --replicates\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "window", required_argument, NULL, 'n' },
		{ "per-player", required_argument, NULL, 'p' },
		{ "since", required_argument, NULL, OPT_SINCE },
		{ "exclude-event", required_argument, NULL, OPT_EXCLUDE },
		{ "trim", no_argument, NULL, OPT_TRIM },
		{ "resample", required_argument, NULL, OPT_RESAMPLE },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	struct window_opts o;
	const char *why;
	int c, resample = 0;
	long seed = 0;

	memset(&o, 0, sizeof o);
	o.since = LONG_MIN;
	rp_init(argv[0]);
	while ((c = cli_getopt(argc, argv, "n:p:h", longopts)) != -1) {
		switch (c) {
		case 'n':
			if (!winsize_parse(&o.n, optarg, &why))
				die_usage("-n %s: %s", optarg, why);
			o.have_n = 1;
			break;
		case 'p':
			if (!int_parse(optarg, strlen(optarg), 1, 10000000, &o.per_player))
				die_usage("-p %s: expected a positive number of games", optarg);
			break;
		case OPT_EXCLUDE:
			o.exclude = optarg;
			break;
		case OPT_SINCE:
			if (!date_parse(optarg, strlen(optarg), &o.since))
				die_usage("--since %s: expected a date YYYY-MM-DD", optarg);
			break;
		case OPT_TRIM:
			o.trim = 1;
			break;
		case OPT_RESAMPLE:
			if (!int_parse(optarg, strlen(optarg), 0, 2147483647L, &seed))
				die_usage("--resample %s: expected a seed, a whole number from 0 to 2147483647",
				    optarg);
			resample = 1;
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
	if (resample) {
		if (o.have_n || o.per_player || o.trim || o.exclude || o.since != LONG_MIN)
			die_usage("--resample draws events and takes no other option: window the replicate after");
		window_resample((unsigned long long)seed, argc - optind, argv + optind);
		tsv_out_close();
		return 0;
	}
	if (o.have_n && o.per_player)
		die_usage("-n and -p are two kinds of window: give one");
	if (!o.have_n && !o.per_player)
		die_usage("-n or -p is required (e.g. -n 20, -n frsc2012, or -p 100)");
	window_run(&o, argc - optind, argv + optind);
	tsv_out_close();
	winsize_free(&o.n);
	return 0;
}
