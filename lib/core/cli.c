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
