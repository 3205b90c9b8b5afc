/*
 * rank_egf.c - `rank -m egf`: the European Go Database's rating list
 * (doc/rules/egf.md, "The list").
 *
 * The input is a ratings stream of rate -m egf: per type, players by
 * rating from the top (tied ratings share a position: 1, 2, 2, 4; equal
 * ratings by player id, bytewise), each with its name, country, club,
 * the grade it last declared (`rank`) and the grade its rating stands
 * for (`grade`): the nearest grade on the EGD's scale, 1d = --dan1
 * (2100), a grade --grade-step (100) wide, a rating halfway between two
 * grades taking the higher (2050 is 1d), 9d and 30k at the ends.
 * --country CC keeps one country's players (the EGD's national
 * ladders); --min-games N those with N rated games; --since SPAN those
 * whose last tournament lies within SPAN before --as-of (default: the
 * stream's latest `last`, so a list never depends on the clock).
 */
#include "cli.h"
#include "idcheck.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "stages.h"
#include "strbuf.h"
#include "tsv.h"

#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct regf_opts {
	double dan1, step;
	const char *country;
	long min_games;
	int since;		/* --since given */
	long sy, sm, sd;
	long as_of;		/* LONG_MIN: the latest `last` */
};

struct gentry {
	char *type, *player, *name, *country, *club, *rank;
	double rating;
	long games, last;
	long pos;
};

/* The grade a rating stands for: nearest, halfway up, 30k to 9d. */
static void
grade_of(const struct regf_opts *o, double r, char out[16])
{
	double n = floor((r - o->dan1) / o->step + 0.5);

	if (n >= 0)
		snprintf(out, 16, "%dd", n >= 8 ? 9 : (int)n + 1);
	else
		snprintf(out, 16, "%dk", n <= -30 ? 30 : (int)-n);
}

static char *
field(const struct tsv_in *in, int c)
{
	return c < 0 ? xstrdup("") : xstrndup(in->f[c], in->flen[c]);
}

static int
by_list(const void *a, const void *b)
{
	const struct gentry *x = a, *y = b;
	int c = strcmp(x->type, y->type);

	if (c)
		return c;
	if (x->rating != y->rating)
		return x->rating > y->rating ? -1 : 1;
	return strcmp(x->player, y->player);
}

static struct gentry *
read_ratings(const struct regf_opts *o, int npaths, char **paths, size_t *np, long *latest)
{
	struct tsv_in in;
	struct gentry *e = NULL;
	size_t n = 0, cap = 0;
	int c_type, c_player, c_rating, c_games, c_last, c_name, c_country, c_club, c_rank;

	tsv_open(&in, npaths, paths);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	c_games = tsv_need(&in, "games");
	c_last = tsv_need(&in, "last");
	c_name = tsv_col(&in, "name");
	c_country = tsv_col(&in, "country");
	c_club = tsv_col(&in, "club");
	c_rank = tsv_col(&in, "rank");
	if (o->country && c_country < 0)
		die_data("%s:1: --country needs a column \"country\" (rate -m egf writes it)", in.name);
	*latest = LONG_MIN;
	while (tsv_next(&in)) {
		struct gentry *x;

		idcheck_list_row(&in, c_type, c_player);
		xgrow(&e, &cap, n + 1, sizeof *e);
		x = &e[n];
		x->rating = tsv_num(&in, c_rating);
		if (!int_parse(in.f[c_games], in.flen[c_games], 0, 1000000000000000L, &x->games))
			tsv_bad_field(&in, c_games, "a whole number of rated games");
		x->last = in.flen[c_last] ? tsv_date(&in, c_last) : LONG_MIN;
		if (x->last > *latest)
			*latest = x->last;
		if (o->country && (in.flen[c_country] != strlen(o->country) ||
		    memcmp(in.f[c_country], o->country, in.flen[c_country]) != 0))
			continue;
		if (x->games < o->min_games)
			continue;
		x->type = field(&in, c_type);
		x->player = field(&in, c_player);
		x->name = field(&in, c_name);
		x->country = field(&in, c_country);
		x->club = field(&in, c_club);
		x->rank = field(&in, c_rank);
		n++;
	}
	tsv_close(&in);
	*np = n;
	return e;
}

static void
write_list(const struct regf_opts *o, struct gentry *e, size_t n, long latest)
{
	static const char *const cols[] = {
		"type", "pos", "player", "name", "country", "club", "rank", "grade", "rating",
		"games", "last", NULL
	};
	long as_of = o->as_of != LONG_MIN ? o->as_of : latest;
	long cutoff = o->since && as_of != LONG_MIN ? rank_date_minus(as_of, o->sy, o->sm, o->sd) : LONG_MIN;
	size_t i, k = 0, prev = 0;
	char g[16], day[11];

	if (n > 1)
		qsort(e, n, sizeof *e, by_list);
	for (i = 0; cols[i]; i++)
		tsv_puts(cols[i]);
	tsv_end_row();
	for (i = 0; i < n; i++) {
		struct gentry *x = &e[i];

		if (o->since && (x->last == LONG_MIN || x->last <= cutoff || x->last > as_of))
			continue;
		if (k == 0 || strcmp(x->type, e[prev].type) != 0)
			k = 0;
		k++;
		x->pos = k > 1 && x->rating == e[prev].rating ? e[prev].pos : (long)k;
		prev = i;
		tsv_puts(x->type);
		tsv_put_int(x->pos);
		tsv_puts(x->player);
		tsv_puts(x->name);
		tsv_puts(x->country);
		tsv_puts(x->club);
		tsv_puts(x->rank);
		grade_of(o, x->rating, g);
		tsv_puts(g);
		tsv_put_num(x->rating);
		tsv_put_int(x->games);
		date_format(x->last, day);
		tsv_puts(x->last == LONG_MIN ? "" : day);
		tsv_end_row();
	}
}

/* ---------- command line ---------- */

enum { OPT_VERSION = 500, OPT_DAN1, OPT_STEP, OPT_COUNTRY, OPT_MIN_GAMES, OPT_SINCE, OPT_AS_OF };

static void
usage(void)
{
	printf("usage: rank -m egf [--country CC] [--min-games N] [--since SPAN] [--as-of DATE]\n"
	    "                [--dan1 X] [--grade-step S] [RATINGS...]\n"
	    "The EGD's rating list from a ratings stream (rate -m egf): per type, by\n"
	    "rating, with name, country, club, the grade declared (rank) and the\n"
	    "grade the rating stands for (grade).\n\n"
	    "  -m, --mode egf        this mode\n"
	    "      --country CC      one country's players (a national ladder)\n"
	    "      --min-games N     players with N rated games or more (0)\n"
	    "      --since SPAN      players whose last tournament lies within SPAN\n"
	    "                        (Ny, Nm or Nd) before --as-of\n"
	    "      --as-of DATE      the list's date (default: the latest last)\n"
	    "      --dan1 X          the rating of 1d (2100)\n"
	    "      --grade-step S    the width of a grade (100)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

static double
num_arg(const char *flag, const char *arg, double lo)
{
	double x;

	if (!num_parse(arg, strlen(arg), &x) || x < lo || fabs(x) > 1e6)
		die_usage("--%s %s: expected a number from %g to 1000000", flag, arg, lo);
	return x;
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option rank_egf_opts[] = {
	{ "mode", required_argument, NULL, 'm' },
	{ "dan1", required_argument, NULL, OPT_DAN1 },
	{ "grade-step", required_argument, NULL, OPT_STEP },
	{ "country", required_argument, NULL, OPT_COUNTRY },
	{ "min-games", required_argument, NULL, OPT_MIN_GAMES },
	{ "since", required_argument, NULL, OPT_SINCE },
	{ "as-of", required_argument, NULL, OPT_AS_OF },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
rank_egf_main(int argc, char **argv)
{
	const struct option *longopts = rank_egf_opts;
	struct regf_opts o = { 2100, 100, NULL, 0, 0, 0, 0, 0, LONG_MIN };
	struct gentry *e;
	size_t n, i;
	long latest;
	int c;

	while ((c = cli_getopt(argc, argv, "m:h", longopts)) != -1) {
		switch (c) {
		case 'm':
			break;
		case OPT_DAN1:
			o.dan1 = num_arg("dan1", optarg, -1e6);
			break;
		case OPT_STEP:
			o.step = num_arg("grade-step", optarg, 1e-6);
			break;
		case OPT_COUNTRY:
			if (!*optarg || strpbrk(optarg, "\t\n"))
				die_usage("--country %s: expected a country code", optarg);
			o.country = optarg;
			break;
		case OPT_MIN_GAMES:
			if (!int_parse(optarg, strlen(optarg), 0, 2147483647L, &o.min_games))
				die_usage("--min-games %s: expected a whole number", optarg);
			break;
		case OPT_SINCE:
			rank_span("since", optarg, &o.sy, &o.sm, &o.sd);
			o.since = 1;
			break;
		case OPT_AS_OF:
			if (!date_parse(optarg, strlen(optarg), &o.as_of))
				die_usage("--as-of %s: expected a date YYYY-MM-DD", optarg);
			break;
		case 'h':
			usage();
			return 0;
		case OPT_VERSION:
			print_version();
			return 0;
		default:
			die_usage("bad option");
		}
	}
	e = read_ratings(&o, argc - optind, argv + optind, &n, &latest);
	write_list(&o, e, n, latest);
	for (i = 0; i < n; i++) {
		free(e[i].type);
		free(e[i].player);
		free(e[i].name);
		free(e[i].country);
		free(e[i].club);
		free(e[i].rank);
	}
	free(e);
	tsv_out_close();
	return 0;
}
