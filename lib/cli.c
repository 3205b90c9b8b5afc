/*
 * cli.c - option helpers shared by the front ends.
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

const struct model *
cli_model(int argc, char **argv, const char *dflt, void **params)
{
	const char *name = cli_prescan(argc, argv, 'm', "model");
	const char *profile = cli_prescan(argc, argv, 'p', "profile");
	const struct model *m;

	if (!name)
		name = dflt;
	m = model_find(name);
	if (!m) {
		size_t i;

		fprintf(stderr, "%s: unknown model \"%s\"; models:", rp_progname, name);
		for (i = 0; models[i]; i++)
			fprintf(stderr, " %s", models[i]->name);
		fputc('\n', stderr);
		exit(EXIT_USAGE);
	}
	if (!profile)
		profile = m->profiles[0];
	*params = m->params(profile);
	if (!*params) {
		size_t i;

		fprintf(stderr, "%s: model %s has no profile \"%s\"; profiles:", rp_progname,
		    m->name, profile);
		for (i = 0; m->profiles[i]; i++)
			fprintf(stderr, " %s", m->profiles[i]);
		fputc('\n', stderr);
		exit(EXIT_USAGE);
	}
	return m;
}

const struct model *
cli_model_args(int argc, char **argv, const struct option *common,
    const char *common_short, int (*own)(int opt, const char *arg, void *ctx),
    void *ctx, void (*usage)(const struct model *), void **params)
{
	const struct model *m = cli_model(argc, argv, "frsc", params);
	struct option *longopts = cli_merge(common, m->longopts);
	char shortopts[128];
	const char *why = NULL;
	int c;

	snprintf(shortopts, sizeof shortopts, "%s%s", common_short,
	    m->shortopts ? m->shortopts : "");
	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
		if (c == 'm' || c == 'p')
			continue;	/* taken by cli_model */
		if (c == 'h' || c == CLI_OPT_VERSION) {
			if (c == 'h')
				usage(m);
			else
				print_version();
			free(longopts);
			m->free_params(*params);
			exit(0);
		}
		if (c == '?')
			die_usage("bad option");
		if (own(c, optarg, ctx))
			continue;
		if (!m->option(*params, c, optarg, &why))
			die_usage("option %s%s: %s", optarg ? "value " : "",
			    optarg ? optarg : "", why);
	}
	free(longopts);
	if (m->check && !m->check(*params, &why))
		die_usage("%s", why);
	return m;
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
