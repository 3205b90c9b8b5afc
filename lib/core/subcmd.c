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
#include "strbuf.h"
#include "tsv.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The option NAME (n bytes) of entry e, or NULL; an entry without a
 * table (subcmd_plain) has only --LONGOPT, --help, --version. */
static const struct option *
entry_opt(const struct subcmd *e, const char *longopt, const char *name, size_t n)
{
	static const struct option plain[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, CLI_OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	const struct option *o;

	if (strlen(longopt) == n && strncmp(longopt, name, n) == 0)
		return plain;	/* the choice itself: every entry's */
	for (o = e->opts ? e->opts : plain; o->name; o++)
		if (strlen(o->name) == n && strncmp(o->name, name, n) == 0)
			return o;
	return NULL;
}

/*
 * Every --NAME of argv that the chosen entry lacks but another has is a
 * usage error saying which choice it belongs to (getopt would only say
 * "unrecognized option").  Options no entry has are left to getopt.
 */
static void
check_options(const struct subcmd *table, const struct subcmd *chosen, int argc,
    char **argv, char opt, const char *longopt)
{
	int i;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i], *eq;
		const struct option *o;
		size_t n, k, nfound = 0;
		struct strbuf others = { 0 };
		const char *first = NULL;

		if (strcmp(a, "--") == 0)
			return;
		if (strncmp(a, "--", 2) != 0)
			continue;
		a += 2;
		n = (eq = strchr(a, '=')) ? (size_t)(eq - a) : strlen(a);
		if ((o = entry_opt(chosen, longopt, a, n))) {
			if (o->has_arg == required_argument && !eq)
				i++;	/* its value */
			continue;
		}
		for (k = 0; table[k].name; k++)
			if (&table[k] != chosen && entry_opt(&table[k], longopt, a, n)) {
				if (nfound++)
					sb_adds(&others, nfound > 2 ? ", " : "");
				if (!first)
					first = table[k].name;
				else
					sb_adds(&others, table[k].name);
			}
		if (!first)
			continue;
		sb_add(&others, "", 1);
		fprintf(stderr, "%s: --%.*s is an option of %s -%c %s%s%s%s, not of -%c %s: give -%c %s\n",
		    rp_progname, (int)n, a, rp_progname, opt, first, nfound > 1 ? " (and " : "",
		    others.s, nfound > 1 ? ")" : "", opt, chosen->name, opt, first);
		exit(EXIT_USAGE);
	}
}

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
	if (!name) {
		check_options(table, &table[0], argc, argv, opt, longopt);
		return table[0].main(argc, argv);
	}
	for (i = 0; table[i].name; i++)
		if (strcmp(table[i].name, name) == 0) {
			check_options(table, &table[i], argc, argv, opt, longopt);
			return table[i].main(argc, argv);
		}
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
