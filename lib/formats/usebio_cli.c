/*
 * usebio_cli.c - parse -f usebio's run and command line: each file read
 * by usebio.c (the XML, the event, the pairs, the travellers), the run's
 * rows written at its end by usebio_pairs.c (the header then, when the
 * run's columns are known: handicaps, scoring_field), and the options.
 */
#include "cli.h"
#include "names.h"
#include "out_file.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"
#include "usebio.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int refuse_mismatch;	/* --score-mismatch refuse */

static void
usebio_run(int npaths, char **paths)
{
	struct usebio u;
	struct strbuf all = { 0 };
	int i, hcp = 0, field = 0;

	out_refuse_stdout_input(npaths, paths);	/* before any is read */
	for (i = 0; i < (npaths ? npaths : 1); i++) {
		const char *path = npaths ? paths[i] : "-";
		FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");

		if (!f)
			die_sys("%s", path);
		memset(&u, 0, sizeof u);
		u.all = &all;
		u.sess_start = all.len;
		u.refuse_mismatch = refuse_mismatch;
		names_init(&u.pairkey);
		names_init(&u.onboard);
		usebio_read(&u, f, strcmp(path, "-") == 0 ? "stdin" : path);
		if (f != stdin)
			fclose(f);
		hcp |= u.any_hcp;
		field |= u.any_field;
		usebio_free(&u);
	}
	usebio_write_rows(&all, hcp, field);	/* the header, then the rows */
	free(all.s);
}

static void
usage(void)
{
	printf("usage: parse -f usebio [--score-mismatch warn|refuse] [FILE...]\n"
	    "A pairs session in USEBIO XML (1.2, 1.3) to board results: one row per\n"
	    "traveller line, as parse -f bridge writes them, with the event, the\n"
	    "players' names and numbers, and what the file publishes (pub_*).\n\n"
	    "  -f, --format usebio   this format\n"
	    "      --score-mismatch M  a line whose CONTRACT and TRICKS score other\n"
	    "                        than its SCORE: warn (default: scored by the\n"
	    "                        SCORE, a warning on stderr) or refuse (exit 1)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Columns: event title date club session section board ns ew contract\n"
	    "declarer lead result score scoring winners ns_names ns_numbers ew_names\n"
	    "ew_numbers pub_ns pub_ew pub_datum ns_pub_total ns_pub_pct ns_pub_place\n"
	    "ew_pub_total ew_pub_pct ew_pub_place tables; ns_pub_handicap\n"
	    "ew_pub_handicap when a pair has a HANDICAP; scoring_field when a session's\n"
	    "sections were scored as one field.  See parse(1).\n");
}

enum { OPT_VERSION = 500, OPT_MISMATCH };

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option parse_usebio_opts[] = {
	{ "format", required_argument, NULL, 'f' },
	{ "score-mismatch", required_argument, NULL, OPT_MISMATCH },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
parse_usebio_main(int argc, char **argv)
{
	int c;

	while ((c = cli_getopt(argc, argv, "f:h", parse_usebio_opts)) != -1) {
		switch (c) {
		case 'f':
			break;
		case OPT_MISMATCH:
			if (strcmp(optarg, "warn") == 0)
				refuse_mismatch = 0;
			else if (strcmp(optarg, "refuse") == 0)
				refuse_mismatch = 1;
			else
				die_usage("--score-mismatch %s: expected warn or refuse", optarg);
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
	usebio_run(argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
