/*
 * subcmd.c - the dispatch of a program whose work depends on a choice
 * (parse -f, score -m, rank -m): picking a table's entry by name, the
 * help's list, a choice's plain main.  The tables themselves live with
 * the functions they list (lib/formats/formats.c, lib/stages/modes.c), so
 * core needs nothing above it.
 */
#include "subcmd.h"
#include "cli.h"
#include "rp.h"
#include "tsv.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
subcmd_run(const struct subcmd *table, int argc, char **argv, char opt,
    const char *longopt, const char *what)
{
	return subcmd_run_guess(table, argc, argv, opt, longopt, what, NULL);
}

int
subcmd_run_guess(const struct subcmd *table, int argc, char **argv, char opt,
    const char *longopt, const char *what,
    const char *(*guess)(int argc, char **argv))
{
	const char *name = cli_prescan(argc, argv, opt, longopt);
	size_t i;

	rp_init(argv[0]);
	if (!name && guess)
		name = guess(argc, argv);
	if (!name)
		return table[0].main(argc, argv);
	for (i = 0; table[i].name; i++)
		if (strcmp(table[i].name, name) == 0)
			return table[i].main(argc, argv);
	fprintf(stderr, "%s: unknown %s \"%s\"; known:", rp_progname, what, name);
	for (i = 0; table[i].name; i++)
		fprintf(stderr, " %s", table[i].name);
	fputc('\n', stderr);
	exit(EXIT_USAGE);
}

void
subcmd_list(const struct subcmd *table)
{
	size_t i;

	for (i = 0; table[i].name; i++)
		printf("  %-12s %s\n", table[i].name, table[i].summary);
}

int
subcmd_plain(int argc, char **argv, const char *longopt, void (*usage)(void),
    void (*run)(int npaths, char **paths))
{
	const struct option longopts[] = {
		{ longopt, required_argument, NULL, longopt[0] },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, CLI_OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	const char shortopts[] = { longopt[0], ':', 'h', '\0' };
	int c;

	while ((c = cli_getopt(argc, argv, shortopts, longopts)) != -1) {
		if (c == longopt[0])
			continue;	/* the choice itself, taken by subcmd_run */
		if (c == 'h') {
			usage();
			return 0;
		}
		if (c == CLI_OPT_VERSION) {
			print_version();
			return 0;
		}
		die_usage("bad option");
	}
	run(argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
