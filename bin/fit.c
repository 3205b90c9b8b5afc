/*
 * fit - a model's constants chosen by how well its ratings predict,
 * with time-ordered cross-validation (lib/stats/fit.c, fit(1)).
 */
#include "engine_cli.h"
#include "engine_run.h"
#include "fit.h"
#include "models.h"
#include "num.h"
#include "rp.h"
#include "tsv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { OPT_FIT = 500, OPT_FOLDS, OPT_BURN, OPT_SEARCH, OPT_CRITERION, OPT_POINTS };

static const struct option common_opts[] = {
	{ "model", required_argument, NULL, 'm' },
	{ "profile", required_argument, NULL, 'p' },
	{ "ratings", required_argument, NULL, 'r' },
	{ "fit", required_argument, NULL, OPT_FIT },
	{ "folds", required_argument, NULL, OPT_FOLDS },
	{ "burn-in", required_argument, NULL, OPT_BURN },
	{ "search", required_argument, NULL, OPT_SEARCH },
	{ "criterion", required_argument, NULL, OPT_CRITERION },
	{ "points", required_argument, NULL, OPT_POINTS },
	{ "jobs", required_argument, NULL, 'j' },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, CLI_OPT_VERSION },
	{ "params", no_argument, NULL, CLI_OPT_PARAMS },
	{ NULL, 0, NULL, 0 },
};

struct ctx {
	const struct model *m;
	struct fit_opts o;
};

static void
usage(const struct model *m)
{
	printf("usage: fit [-m MODEL] [-p PROFILE] [-r PRIOR] --fit FLAG=SPEC... [--folds F]\n"
	    "           [--burn-in N] [--search grid|descent] [--criterion C]\n"
	    "           [--points FILE] [-j N] [flags] [FILE...]\n"
	    "Choose a model's constants by how well its ratings predict the games that\n"
	    "follow, with time-ordered (rolling origin) cross-validation.  stdout: per\n"
	    "fold its choice and scores, then the values fitted on every game.\n\n"
	    "  -m, --model MODEL     rating model (default frsc)\n"
	    "  -p, --profile NAME    a federation's constants for the model\n"
	    "  -r, --ratings FILE    start every point from this prior (as rate -r)\n"
	    "      --fit FLAG=SPEC   a flag to fit (repeat for several): LO:HI:STEP,\n"
	    "                        LO:HI:*FACTOR, or a list V1,V2,...\n"
	    "      --folds F         F folds: F + 1 blocks of games, cut between events (5)\n"
	    "      --burn-in N       leave out each player's first N games of a type (0)\n"
	    "      --search S        grid: every point (default); descent: a flag at a time\n"
	    "      --criterion C     logloss (default), brier, or the three-outcome\n"
	    "                        logloss3, brier3 (a model with p_win p_draw p_loss),\n"
	    "                        as rank --eval scores them\n"
	    "      --points FILE     every point rated, with its scores, into FILE\n"
	    "  -j, --jobs N          rate the grid's points on N threads (the online\n"
	    "                        cores); the output is the same for any N\n"
	    "      --params          the model's constants in every profile (TSV)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Flags of model %s (given: the same at every point):\n", m->name);
	param_help(m, stdout);
	printf("\nFiles are read once per point; - (or none) is stdin.  See fit(1).\n");
}

/* -j's default: the cores online (1 when unknown). */
static long
online_cores(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > 1024 ? 1024 : n;
}

static long
number(const char *flag, const char *arg, long lo, long hi)
{
	long v;

	if (!int_parse(arg, strlen(arg), lo, hi, &v))
		die_usage("--%s %s: expected a whole number from %ld to %ld", flag, arg, lo, hi);
	return v;
}

/* A model flag: kept, in order, for every point; the engine takes it too. */
static void
keep_given(struct ctx *c, int opt, const char *arg)
{
	const struct param *p = NULL, *q;

	if (opt >= CLI_OPT_PARAM)
		p = &c->m->param[opt - CLI_OPT_PARAM];
	for (q = c->m->param; !p && q->flag; q++)
		if (q->shortopt == opt)
			p = q;
	if (!p)
		return;
	c->o.given = xrealloc(c->o.given, (c->o.ngiven + 1) * sizeof *c->o.given);
	c->o.given[c->o.ngiven++] = (struct fit_given){ p, arg };
}

static int
own_option(int opt, const char *arg, void *vctx)
{
	struct ctx *c = vctx;
	struct fit_opts *o = &c->o;
	const char *why = NULL;

	switch (opt) {
	case 'r':
		o->in.prior = arg;
		return 1;
	case OPT_FIT:
		o->flag = xrealloc(o->flag, (o->nflag + 1) * sizeof *o->flag);
		if (!fit_spec(c->m, arg, &o->flag[o->nflag], &why))
			die_usage("--fit %s: %s", arg, why);
		o->nflag++;
		return 1;
	case OPT_FOLDS:
		o->folds = number("folds", arg, 1, 1000);
		return 1;
	case OPT_BURN:
		o->burn_in = number("burn-in", arg, 0, 1000000000);
		return 1;
	case OPT_SEARCH:
		if (strcmp(arg, "grid") != 0 && strcmp(arg, "descent") != 0)
			die_usage("--search %s: expected grid or descent", arg);
		o->search = arg[0] == 'd' ? FIT_DESCENT : FIT_GRID;
		return 1;
	case OPT_CRITERION:
		if (strcmp(arg, "logloss") == 0)
			o->criterion = FIT_LOGLOSS;
		else if (strcmp(arg, "brier") == 0)
			o->criterion = FIT_BRIER;
		else if (strcmp(arg, "logloss3") == 0)
			o->criterion = FIT_LOGLOSS3;
		else if (strcmp(arg, "brier3") == 0)
			o->criterion = FIT_BRIER3;
		else
			die_usage("--criterion %s: expected logloss, brier, logloss3 or brier3", arg);
		return 1;
	case OPT_POINTS:
		o->points = arg;
		return 1;
	case 'j':
		o->jobs = number("jobs", arg, 1, 1024);
		return 1;
	}
	keep_given(c, opt, arg);
	return 0;
}

/* A flag both given and fitted would be two values at once. */
static void
check_flags(const struct fit_opts *o)
{
	size_t i, j;

	if (o->nflag == 0)
		die_usage("nothing to fit: give --fit FLAG=SPEC (fit -m MODEL --help lists the flags)");
	for (i = 0; i < o->nflag; i++) {
		for (j = 0; j < o->ngiven; j++)
			if (o->given[j].p == o->flag[i].p)
				die_usage("--%s is both given and fitted", o->flag[i].p->flag);
		for (j = 0; j < i; j++)
			if (o->flag[j].p == o->flag[i].p)
				die_usage("--fit %s given twice", o->flag[i].p->flag);
	}
}

int
main(int argc, char **argv)
{
	struct ctx c;
	void *params;
	const char *profile;
	size_t i;

	rp_init(argv[0]);
	memset(&c, 0, sizeof c);
	c.o.folds = 5;
	c.o.jobs = online_cores();
	/* the model first: --fit names its flags */
	c.m = cli_model(models, argc, argv, "frsc", &params);
	cli_free_params(c.m, params);
	c.m = cli_model_args(models, argc, argv, common_opts, "m:p:r:j:h", own_option, &c, usage, &params);
	profile = cli_prescan(argc, argv, 'p', "profile");
	c.o.m = c.m;
	c.o.profile = profile ? profile : c.m->profiles[0];
	c.o.in.npaths = argc - optind;
	c.o.in.paths = argv + optind;
	check_flags(&c.o);
	fit_run(&c.o);
	tsv_out_close();
	cli_free_params(c.m, params);
	for (i = 0; i < c.o.nflag; i++)
		fit_flag_free(&c.o.flag[i]);
	free(c.o.flag);
	free(c.o.given);
	return 0;
}
