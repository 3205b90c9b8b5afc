/*
 * rate - the stateful rating update: results in, ratings (or, with
 * --history, one row per participant per game) out.
 */
#include "cli.h"
#include "engine_cli.h"
#include "engine_run.h"
#include "models.h"
#include "rp.h"
#include "tsv.h"

#include <stdlib.h>
#include <string.h>

enum { OPT_HISTORY = 500, OPT_EXPLAIN, OPT_PLAYER, OPT_MODELS };

static const struct option common_opts[] = {
	{ "model", required_argument, NULL, 'm' },
	{ "profile", required_argument, NULL, 'p' },
	{ "ratings", required_argument, NULL, 'r' },
	{ "history", no_argument, NULL, OPT_HISTORY },
	{ "explain", no_argument, NULL, OPT_EXPLAIN },
	{ "player", required_argument, NULL, OPT_PLAYER },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, CLI_OPT_VERSION },
	{ "params", no_argument, NULL, CLI_OPT_PARAMS },
	{ "models", no_argument, NULL, OPT_MODELS },
	{ NULL, 0, NULL, 0 },
};

static void
usage(const struct model *m)
{
	size_t i, j;

	printf("usage: rate [-m MODEL] [-p PROFILE] [-r PRIOR] [--history | --explain [--player P]...]\n"
	    "            [-j N] [flags] [FILE...]\n"
	    "Rate a results stream (TSV) and write a ratings stream.\n\n"
	    "  -m, --model MODEL     rating model (default frsc)\n"
	    "  -p, --profile NAME    a federation's constants for the model\n"
	    "  -r, --ratings FILE    continue from a ratings file written by rate\n"
	    "      --prior-ratings-only  take only type, player, rating (and last) of it\n"
	    "      --new-rules       continue a prior written under other rules of the model\n"
	    "      --new-types       the input's types may all be missing from the prior\n"
	    "      --new-players     the input's players may all be missing from the prior\n"
	    "      --history         one row per participant per game instead\n"
	    "      --explain         instead, each change of a rating as its parts\n"
	    "      --player P        with --explain: only player P's changes (repeatable)\n"
	    "  -j, --threads N       spread a wide game's work over N threads (default: the\n"
	    "                        cores online); the output never depends on N\n"
	    "      --params          the model's constants in every profile (TSV)\n"
	    "      --models          every model and profile, and the input columns it reads (TSV)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Models:\n");
	for (i = 0; models[i]; i++) {
		printf("  %-10s %s; profiles:", models[i]->name, models[i]->summary);
		for (j = 0; models[i]->profiles[j]; j++)
			printf(" %s", models[i]->profiles[j]);
		printf("\n");
	}
	printf("\nFlags of model %s:\n", m->name);
	param_help(m, stdout);
	editions_help(m, stdout);
	printf("\nFiles are read in order as one stream; - is stdin.  See rate(1).\n");
}

/* A NULL-ended list as a comma-separated cell; - when empty. */
static void
print_list(const char *const *l)
{
	size_t i;

	if (!l || !l[0]) {
		fputs("-", stdout);
		return;
	}
	for (i = 0; l[i]; i++)
		printf("%s%s", i ? "," : "", l[i]);
}

/*
 * --models: the registry as TSV, one row per model and profile, for
 * tests that must cover every model (tests/conformance): what the model
 * reads (in), of it what it requires (need), and whether it rates by
 * event (a continued run is cut between events).  A write error is
 * found at exit (rp_init), as for --help.
 */
static void
list_models(void)
{
	size_t i, j;

	printf("model\tprofile\tby_event\tin\tneed\n");
	for (i = 0; models[i]; i++)
		for (j = 0; models[i]->profiles[j]; j++) {
			printf("%s\t%s\t%d\t", models[i]->name, models[i]->profiles[j],
			    models[i]->by_event);
			print_list(models[i]->in);
			putchar('\t');
			print_list(models[i]->need);
			putchar('\n');
		}
}

static int models_only;	/* --models */

/* --player: at most one a command-line argument */
static const char **players;
static size_t nplayers;
static int nargs;		/* argc: --player can be given at most that often */

static void
free_players(void)
{
	while (nplayers > 0)
		free((char *)players[--nplayers]);
	free(players);
	players = NULL;
}

static int
own_option(int opt, const char *arg, void *ctx)
{
	struct rate_opts *o = ctx;

	switch (opt) {
	case 'r':
		o->prior = arg;
		return 1;
	case OPT_HISTORY:
		o->history = 1;
		return 1;
	case OPT_EXPLAIN:
		o->explain = 1;
		return 1;
	case OPT_PLAYER:
		if (!players) {
			/* freed on every way out: --help and --params exit from
			 * inside the option loop */
			players = xcalloc((size_t)nargs + 1, sizeof *players);
			atexit(free_players);
		}
		players[nplayers++] = cli_name_arg("--player", arg);
		return 1;
	case OPT_MODELS:
		models_only = 1;
		return 1;
	}
	return 0;
}

int
main(int argc, char **argv)
{
	struct rate_opts o = { 0 };
	const struct model *m;
	void *params;

	rp_init(argv[0]);
	nargs = argc;
	m = cli_model_args(models, argc, argv, common_opts, "m:p:r:h", own_option, &o,
	    usage, &params);
	if (models_only) {
		list_models();
		cli_free_params(m, params);
		return 0;
	}
	if (o.explain && o.history)
		die_usage("--explain and --history are two outputs; give one");
	if (nplayers && !o.explain)
		die_usage("--player chooses whose changes --explain writes; give --explain");
	if (nplayers)
		o.explain_players = players;
	o.npaths = argc - optind;
	o.paths = argv + optind;
	eng_rate(m, params, &o);
	tsv_out_close();
	cli_free_params(m, params);
	return 0;
}
