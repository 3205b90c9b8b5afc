/*
 * cli.c - option helpers shared by the front ends (no model here: the
 * model front ends' command line is engine_cli.c).
 */
#include "cli.h"
#include "ident.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"

#include <stdlib.h>
#include <string.h>

/*
 * The options read before getopt runs (model, profile, mode, format,
 * method): what the pre-scan found, and what getopt then read, which
 * must be the same.
 */
static struct prescanned {
	int opt;
	const char *longopt;
	const char *found, *seen;
} pre[4];
static size_t npre;

const char *
cli_prescan(int argc, char **argv, char shortopt, const char *longopt)
{
	size_t ll = strlen(longopt);
	const char *found = NULL;
	int i;

	/* the last one wins, as with getopt */
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (strcmp(a, "--") == 0)
			break;
		if (a[0] == '-' && a[1] == shortopt)
			found = a[2] ? a + 2 : (i + 1 < argc ? argv[++i] : NULL);
		else if (strncmp(a, "--", 2) == 0 && strncmp(a + 2, longopt, ll) == 0) {
			if (a[2 + ll] == '=')
				found = a + 3 + ll;
			else if (a[2 + ll] == '\0')
				found = i + 1 < argc ? argv[++i] : NULL;
		}
	}
	if (npre < sizeof pre / sizeof pre[0])
		pre[npre++] = (struct prescanned){ shortopt, longopt, found, NULL };
	return found;
}

/* The option getopt returned last was written in full (argv[tok]). */
static void
check_full(char **argv, int tok, const struct option *o)
{
	const char *a = argv[tok];
	size_t n = strcspn(a + 2, "=");

	if (strncmp(a, "--", 2) == 0 && (strlen(o->name) != n || strncmp(a + 2, o->name, n) != 0))
		die_usage("option %.*s: write it in full, --%s (options are not abbreviated)",
		    (int)(n + 2), a, o->name);
}

/* At the end of the options: getopt read the pre-scanned ones alike. */
static void
check_prescanned(void)
{
	size_t i;

	for (i = 0; i < npre; i++) {
		const char *f = pre[i].found, *s = pre[i].seen;

		if (f == s || (f && s && strcmp(f, s) == 0))
			continue;
		die_usage("-%c/--%s is read before the other options, and there it gives %s%s%s "
		    "while getopt gives %s%s%s: write it as a word of its own (-%c %s), before "
		    "any file name", pre[i].opt, pre[i].longopt, f ? "\"" : "", f ? f : "none",
		    f ? "\"" : "", s ? "\"" : "", s ? s : "none", s ? "\"" : "", pre[i].opt,
		    s ? s : f ? f : "NAME");
	}
}

int
cli_getopt(int argc, char **argv, const char *shortopts, const struct option *longopts)
{
	int idx = -1, c = getopt_long(argc, argv, shortopts, longopts, &idx);
	size_t i;

	if (c == -1) {
		check_prescanned();
		return c;
	}
	if (idx >= 0) {
		/* a separate argument is the word after the option's */
		int sep = longopts[idx].has_arg != no_argument && optarg && optind >= 2 &&
		    optarg == argv[optind - 1];

		check_full(argv, optind - 1 - sep, &longopts[idx]);
	}
	for (i = 0; i < npre; i++)
		if (c == pre[i].opt)
			pre[i].seen = optarg;
	return c;
}

struct option *
cli_merge(const struct option *common, const struct option *extra)
{
	size_t a = 0, b = 0;
	struct option *all;

	while (common[a].name)
		a++;
	while (extra && extra[b].name)
		b++;
	all = xcalloc(a + b + 1, sizeof *all);
	memcpy(all, common, a * sizeof *all);
	if (b)
		memcpy(all + a, extra, b * sizeof *all);
	return all;
}

char *
cli_name_arg(const char *opt, const char *arg)
{
	struct strbuf sb = { 0 };
	struct ident_fault_at f;
	char what[160];

	if (!ident_fold(arg, strlen(arg), &sb, &f)) {
		ident_explain(&f, arg, strlen(arg), "a name", what, sizeof what);
		die_usage("%s: expected %s, found \"%s\"", opt, what, arg);
	}
	return sb.s;	/* strbuf keeps it NUL-terminated */
}
