/*
 * eval_cli.c - the command line of `rank --eval` (evaluate.c runs it):
 * its options checked, bad usage refused (exit 2) naming the flag.
 */
#include "cli.h"
#include "evaluate.h"
#include "num.h"
#include "rp.h"
#include "tsv.h"

#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OPT_VERSION = 500, OPT_EVAL, OPT_BURN, OPT_SCALE, OPT_CI, OPT_RESAMPLES, OPT_LEVEL,
	OPT_SEED, OPT_AGAINST, OPT_CALIBRATION, OPT_BINS, OPT_FROM, OPT_UNTIL, OPT_CLUSTER,
	OPT_PAIR_BY, OPT_MIN_CLUSTERS };

static void
usage(void)
{
	printf("usage: rank --eval [--burn-in N] [--scale S] [--from DATE] [--until DATE]\n"
	    "                   [--ci [--cluster COLUMN]] [--against OTHER [--pair-by COLS]]\n"
	    "                   [--calibration FILE [--bins M]] [HISTORY...]\n"
	    "Score the pre-game predictions of a rate --history stream against the\n"
	    "results, per type: games, rows, excluded rows, pairs, pairwise log-loss\n"
	    "and Brier score, percentage of correctly ordered pairs, mean absolute\n"
	    "rank deviation.  Needs columns place, prev, and escale or prev_vol.\n\n"
	    "      --burn-in N       leave out each player's first N games of a type (0)\n"
	    "      --scale S         logistic curve of scale S for every game\n"
	    "                        (instead of the escale / prev_vol columns)\n"
	    "      --from DATE       score only games dated DATE (YYYY-MM-DD) or later;\n"
	    "                        the games before are read, not scored (column outside)\n"
	    "      --until DATE      score only games dated DATE or earlier\n"
	    "      --ci              percentile intervals from resampled clusters\n"
	    "      --cluster COLUMN  the bootstrap's cluster: games with one value (event)\n"
	    "      --min-clusters N  fewer clusters: a warning that the interval is weak (30)\n"
	    "      --resamples B     the bootstrap's samples (%d)\n"
	    "      --level L         the intervals' confidence level (0.95)\n"
	    "      --seed N          the bootstrap's seed (1)\n"
	    "      --against OTHER   another history of the same games: each measure of\n"
	    "                        both, this - other, and the paired interval of that\n"
	    "      --pair-by COLS    the columns the two histories' rows must share\n"
	    "                        (event,game,player)\n"
	    "      --calibration FILE  predicted against observed, per bin, into FILE;\n"
	    "                        column ece (expected calibration error)\n"
	    "      --bins M          the calibration table's bins (10)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Definitions: rank(1), section EVALUATION.\n", BOOT_RESAMPLES);
}

/* --pair-by COLS: a comma list of column names, split in place. */
static void
pair_by(struct eval_opts *o, const char *flag, char *arg)
{
	int k = 0;
	char *p = arg, *q;

	for (;;) {
		q = strchr(p, ',');
		if (q)
			*q = '\0';
		if (!*p || k == EVAL_MAXPAIR)
			die_usage("%s: expected a comma list of 1 to %d column names", flag,
			    EVAL_MAXPAIR);
		o->pair_by[k++] = p;
		if (!q)
			break;
		p = q + 1;
	}
	o->pair_by[k] = NULL;
}

static void
eval_option(struct eval_opts *o, int c, char *arg)
{
	double x;

	switch (c) {
	case OPT_BURN:
		if (!int_parse(arg, strlen(arg), 0, 1000000000, &o->burn_in))
			die_usage("--burn-in %s: expected a number of games", arg);
		break;
	case OPT_SCALE:
		if (!num_parse(arg, strlen(arg), &o->scale) || o->scale <= 0)
			die_usage("--scale %s: expected a positive number", arg);
		break;
	case OPT_CI:
		o->ci = 1;
		break;
	case OPT_RESAMPLES:
		if (!int_parse(arg, strlen(arg), 1, 10000000, &o->boot.resamples))
			die_usage("--resamples %s: expected a number from 1 to 10000000", arg);
		break;
	case OPT_LEVEL:
		if (!num_parse(arg, strlen(arg), &o->boot.level) || o->boot.level <= 0 ||
		    o->boot.level >= 1)
			die_usage("--level %s: expected a number between 0 and 1, e.g. 0.95", arg);
		break;
	case OPT_SEED:
		if (!num_parse(arg, strlen(arg), &x) || x < 0 || x > 9007199254740992.0 ||
		    x != floor(x))
			die_usage("--seed %s: expected a whole number from 0 to 2^53", arg);
		o->boot.seed = (uint64_t)x;
		break;
	case OPT_AGAINST:
		o->against = arg;
		break;
	case OPT_CALIBRATION:
		o->calibration = arg;
		break;
	case OPT_FROM:
	case OPT_UNTIL:
		if (!date_parse(arg, strlen(arg), c == OPT_FROM ? &o->from : &o->until))
			die_usage("%s %s: expected a date YYYY-MM-DD", c == OPT_FROM ? "--from" :
			    "--until", arg);
		break;
	case OPT_CLUSTER:
		if (!*arg)
			die_usage("--cluster: expected a column name");
		o->cluster = arg;
		break;
	case OPT_MIN_CLUSTERS:
		if (!int_parse(arg, strlen(arg), 0, 1000000000, &o->min_clusters))
			die_usage("--min-clusters %s: expected a number of clusters", arg);
		break;
	case OPT_PAIR_BY:
		pair_by(o, "--pair-by", arg);
		break;
	case OPT_BINS: {
		long b;

		if (!int_parse(arg, strlen(arg), 1, 1000, &b))
			die_usage("--bins %s: expected a number from 1 to 1000", arg);
		o->bins = (int)b;
		break;
	}
	}
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option rank_eval_opts[] = {
	{ "mode", required_argument, NULL, 'm' },
	{ "eval", no_argument, NULL, OPT_EVAL },
	{ "burn-in", required_argument, NULL, OPT_BURN },
	{ "scale", required_argument, NULL, OPT_SCALE },
	{ "ci", no_argument, NULL, OPT_CI },
	{ "resamples", required_argument, NULL, OPT_RESAMPLES },
	{ "level", required_argument, NULL, OPT_LEVEL },
	{ "seed", required_argument, NULL, OPT_SEED },
	{ "against", required_argument, NULL, OPT_AGAINST },
	{ "calibration", required_argument, NULL, OPT_CALIBRATION },
	{ "bins", required_argument, NULL, OPT_BINS },
	{ "from", required_argument, NULL, OPT_FROM },
	{ "until", required_argument, NULL, OPT_UNTIL },
	{ "cluster", required_argument, NULL, OPT_CLUSTER },
	{ "pair-by", required_argument, NULL, OPT_PAIR_BY },
	{ "min-clusters", required_argument, NULL, OPT_MIN_CLUSTERS },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
rank_eval_main(int argc, char **argv)
{
	const struct option *longopts = rank_eval_opts;
	static char pair_default[] = "event,game,player";
	struct eval_opts o = { 0, 0, 0, { BOOT_RESAMPLES, 0.95, 1 }, NULL, NULL, 10, LONG_MIN,
		LONG_MAX, "event", 30, { NULL } };
	int c;

	pair_by(&o, "--pair-by", pair_default);

	while ((c = cli_getopt(argc, argv, "m:h", longopts)) != -1) {
		switch (c) {
		case 'm':
		case OPT_EVAL:
			break;
		case 'h':
			usage();
			return 0;
		case OPT_VERSION:
			print_version();
			return 0;
		case '?':
			die_usage("bad option");
		default:
			eval_option(&o, c, optarg);
		}
	}
	if (o.from > o.until)
		die_usage("--from is after --until: no day to score");
	evaluate_run(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
