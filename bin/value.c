/*
 * value - a game's strength from a given rating list (a prediction made
 * before the games are rated).
 */
#include "engine_cli.h"
#include "engine_run.h"
#include "models.h"
#include "rp.h"
#include "tsv.h"

#include <stdio.h>
#include <stdlib.h>

static const struct option common_opts[] = {
	{ "model", required_argument, NULL, 'm' },
	{ "profile", required_argument, NULL, 'p' },
	{ "ratings", required_argument, NULL, 'r' },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, CLI_OPT_VERSION },
	{ "params", no_argument, NULL, CLI_OPT_PARAMS },
	{ NULL, 0, NULL, 0 },
};

static void
usage(const struct model *m)
{
	size_t i;

	printf("usage: value [-m MODEL] [-p PROFILE] -r RATINGS [-j N] [flags] [FILE...]\n"
	    "Add to a results stream what the rating list predicts for each game.\n\n"
	    "  -m, --model MODEL     model (default frsc: the game value V, the mean\n"
	    "                        of the participants' ratings, unrated = 150)\n"
	    "  -p, --profile NAME    the model's constants\n"
	    "  -r, --ratings FILE    the rating list (a ratings stream)\n"
	    "      --prior-ratings-only  take only type, player, rating of another model's list\n"
	    "      --new-types       the input's types may all be missing from the list\n"
	    "  -j, --threads N       threads a model may spread a game over (default: the\n"
	    "                        cores online); the output never depends on N\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Models with predictions:");
	for (i = 0; models[i]; i++)
		if (models[i]->predict)
			printf(" %s", models[i]->name);
	printf("\n\nFlags of model %s:\n", m->name);
	param_help(m, stdout);
}

static int
own_option(int opt, const char *arg, void *ctx)
{
	if (opt != 'r')
		return 0;
	*(const char **)ctx = arg;
	return 1;
}

int
main(int argc, char **argv)
{
	const struct model *m;
	const char *ratings = NULL;
	void *params;

	rp_init(argv[0]);
	m = cli_model_args(models, argc, argv, common_opts, "m:p:r:h", own_option, &ratings,
	    usage, &params);
	if (!m->predict)
		die_usage("model %s makes no predictions", m->name);
	if (!ratings)
		die_usage("-r RATINGS is required");
	eng_value(m, params, ratings, argc - optind, argv + optind);
	tsv_out_close();
	cli_free_params(m, params);
	return 0;
}
