/*
 * usebio_cli.c - parse -f usebio's run and command line: each file read
 * by usebio.c (the XML, the event, the pairs, the travellers), the run's
 * rows written at its end by usebio_pairs.c (the header then, when the
 * run's columns are known: handicaps, scoring_field), and the options.
 */
#include "fopt.h"
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

enum { OPT_MISMATCH = 500 };

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option parse_usebio_opts[] = {
	FOPT_LONG_FORMAT,
	{ "score-mismatch", required_argument, NULL, OPT_MISMATCH },
	FOPT_LONG_END,
};

int
parse_usebio_main(int argc, char **argv)
{
	static const char *const mismatch[] = { "warn", "refuse", NULL };
	const struct fopt t[] = {
		FOPT_SKIP('f'),
		FOPT_WORD(OPT_MISMATCH, &refuse_mismatch, mismatch),
		FOPT_END,
	};

	if (fopt_parse(argc, argv, "f:h", parse_usebio_opts, t, usage))
		return 0;
	usebio_run(argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
