/*
 * rate - the stateful rating update: results in, ratings (or, with
 * --history, one row per participant per game) out.
 */
#include "../lib/cli.h"
#include "../lib/model.h"
#include "../lib/rp.h"
#include "../lib/tsv.h"

#include <stdlib.h>
#include <string.h>

enum { OPT_HISTORY = 500, OPT_VERSION };

static const struct option common_opts[] = {
	{ "model", required_argument, NULL, 'm' },
	{ "profile", required_argument, NULL, 'p' },
	{ "ratings", required_argument, NULL, 'r' },
	{ "history", no_argument, NULL, OPT_HISTORY },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

static void
usage(const struct model *m)
{
	size_t i, j;

	printf("usage: rate [-m MODEL] [-p PROFILE] [-r PRIOR] [--history] [flags] [FILE...]\n"
	    "Rate a results stream (TSV) and write a ratings stream.\n\n"
	    "  -m, --model MODEL     rating model (default frsc)\n"
	    "  -p, --profile NAME    a federation's constants for the model\n"
	    "  -r, --ratings FILE    continue from a ratings file written by rate\n"
	    "      --history         one row per participant per game instead\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Models:\n");
	for (i = 0; models[i]; i++) {
		printf("  %-10s %s; profiles:", models[i]->name, models[i]->summary);
		for (j = 0; models[i]->profiles[j]; j++)
			printf(" %s", models[i]->profiles[j]);
		printf("\n");
	}
	printf("\nFlags of model %s:\n%s", m->name, m->help);
	printf("\nFiles are read in order as one stream; - is stdin.  See rate(1).\n");
}

int
main(int argc, char **argv)
{
	struct rate_opts o = { 0 };
	const struct model *m;
	struct option *longopts;
	char shortopts[128];
	void *params;
	int c;

	rp_init(argv[0]);
	m = cli_model(argc, argv, "frsc", &params);
	longopts = cli_merge(common_opts, m->longopts);
	snprintf(shortopts, sizeof shortopts, "m:p:r:h%s", m->shortopts ? m->shortopts : "");
	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
		const char *why = NULL;

		switch (c) {
		case 'm':
		case 'p':
			break;	/* taken by cli_model */
		case 'r':
			o.prior = optarg;
			break;
		case OPT_HISTORY:
			o.history = 1;
			break;
		case 'h':
			usage(m);
			goto done;	/* free what main holds (valgrind: no leaks) */
		case OPT_VERSION:
			print_version();
			goto done;
		case '?':
			die_usage("bad option");
		default:
			if (!m->option(params, c, optarg, &why))
				die_usage("option %s%s: %s", optarg ? "value " : "",
				    optarg ? optarg : "", why);
		}
	}
	free(longopts);
	if (m->check) {
		const char *why = NULL;

		if (!m->check(params, &why))
			die_usage("%s", why);
	}
	o.npaths = argc - optind;
	o.paths = argv + optind;
	m->rate(params, &o);
	tsv_out_close();
	m->free_params(params);
	return 0;
done:
	free(longopts);
	m->free_params(params);
	return 0;
}
