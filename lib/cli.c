/*
 * cli.c - option helpers shared by the front ends (no model here: the
 * model front ends' command line is engine_cli.c).
 */
#include "cli.h"
#include "num.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

const char *
cli_prescan(int argc, char **argv, char shortopt, const char *longopt)
{
	size_t ll = strlen(longopt);
	int i;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (strcmp(a, "--") == 0)
			break;
		if (a[0] == '-' && a[1] == shortopt)
			return a[2] ? a + 2 : (i + 1 < argc ? argv[i + 1] : NULL);
		if (strncmp(a, "--", 2) == 0 && strncmp(a + 2, longopt, ll) == 0) {
			if (a[2 + ll] == '=')
				return a + 3 + ll;
			if (a[2 + ll] == '\0')
				return i + 1 < argc ? argv[i + 1] : NULL;
		}
	}
	return NULL;
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

int
flag_num(const char *arg, double *out, const char **why)
{
	if (!num_parse(arg, strlen(arg), out)) {
		*why = "expected a number";
		return 0;
	}
	return 1;
}

int
flag_count(const char *arg, long lo, long hi, long *out, const char **why)
{
	if (!int_parse(arg, strlen(arg), lo, hi, out)) {
		*why = lo ? "expected a positive integer" : "expected an integer >= 0";
		return 0;
	}
	return 1;
}

int
flag_fraction(const char *arg, double *out, const char **why)
{
	if (!flag_num(arg, out, why))
		return 0;
	if (*out < 0 || *out > 1) {
		*why = "expected a fraction from 0 to 1";
		return 0;
	}
	return 1;
}
