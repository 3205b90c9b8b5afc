/*
 * value - a game's strength from a given rating list (a prediction made
 * before the games are rated).
 */
#include "../lib/cli.h"
#include "../lib/model.h"
#include "../lib/rp.h"
#include "../lib/tsv.h"

#include <stdio.h>
#include <stdlib.h>

enum { OPT_VERSION = 500 };

static const struct option common_opts[] = {
	{ "model", required_argument, NULL, 'm' },
	{ "profile", required_argument, NULL, 'p' },
	{ "ratings", required_argument, NULL, 'r' },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

static void
usage(const struct model *m)
{
	size_t i;

	printf("usage: value [-m MODEL] [-p PROFILE] -r RATINGS [flags] [FILE...]\n"
	    "Add to a results stream what the rating list predicts for each game.\n\n"
	    "  -m, --model MODEL     model (default frsc: the game value V, the mean\n"
	    "                        of the participants' ratings, unrated = 150)\n"
	    "  -p, --profile NAME    the model's constants\n"
	    "  -r, --ratings FILE    the rating list (a ratings stream)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Models with predictions:");
	for (i = 0; models[i]; i++)
		if (models[i]->value)
			printf(" %s", models[i]->name);
	printf("\n\nFlags of model %s:\n%s", m->name, m->help);
}

int
main(int argc, char **argv)
{
	const struct model *m;
	struct option *longopts;
	const char *ratings = NULL;
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
			break;
		case 'r':
			ratings = optarg;
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
				die_usage("option %s: %s", optarg ? optarg : "", why);
		}
	}
	free(longopts);
	if (!m->value)
		die_usage("model %s makes no predictions", m->name);
	if (!ratings)
		die_usage("-r RATINGS is required");
	m->value(params, ratings, argc - optind, argv + optind);
	tsv_out_close();
	m->free_params(params);
	return 0;
done:
	free(longopts);
	m->free_params(params);
	return 0;
}
