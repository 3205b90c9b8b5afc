/*
 * rank_fibs.c - `rank -m fibs`: the Catalan Q-Gammon ranking and its
 * regularity trophy (doc/rules/backgammon.md, "Ranking").
 *
 * The ranking reads a ratings stream (rate -m fibs).  Per type, players
 * are sorted by Elo (then name, bytewise).  Those with at least
 * --min-experience points played (100; 40 in the year 2000) are numbered,
 * tied Elos sharing a number; others who played in the current season
 * are listed in place without a number.  From 2003 players with no match
 * in the current or the previous season are not listed (--all-seasons
 * turns this off for older lists).  Seasons start on --season-start
 * MM-DD; the current season is that of --as-of (default: the latest
 * `last` of the input, so a list never depends on the clock).
 *
 * --trophy YEAR reads a history stream (rate -m fibs --history) with a
 * `kind` column, championship or qday, and lists the players eligible
 * for the regularity trophy of season YEAR by their Elo at the season's
 * end: at least --min-experience PJ, and at least two championships
 * played in the season, or one and at least 50 PJ of Q-day matches
 * (rank_fibs_trophy.c).
 */
#include "rank_fibs.h"
#include "cli.h"
#include "idcheck.h"
#include "names.h"
#include "num.h"
#include "strbuf.h"
#include "rp.h"
#include "tsv.h"

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------- seasons ---------- */

/* The year the season holding `day` began in. */
static long
season_of(const struct rfibs_opts *o, long day)
{
	char s[11];
	long y;

	date_format(day, s);
	y = strtol(s, NULL, 10);
	return day < rfibs_season_begin(o, y) ? y - 1 : y;
}

/* ---------- the ranking ---------- */

static void
row_free(struct rrow *x, size_t ncol)
{
	size_t c;

	for (c = 0; c < ncol; c++)
		free(x->f[c]);
	free(x->f);
	free(x->flen);
}

/* Read the ratings rows; *as_of becomes --as-of or the latest `last`. */
static struct rrow *
read_ratings(const struct rfibs_opts *o, struct tsv_in *in, size_t *np, long *as_of)
{
	struct rrow *r = NULL;
	size_t n = 0, cap = 0, c;
	int c_type = tsv_need(in, "type"), c_player = tsv_need(in, "player");
	int c_rating = tsv_need(in, "rating"), c_last = tsv_need(in, "last");
	int c_exp = tsv_need(in, "experience"), added;
	struct names seen;	/* type TAB player: a player listed twice is an error */
	struct strbuf key = { 0 };

	*as_of = o->as_of;
	names_init(&seen);
	while (tsv_next(in)) {
		struct rrow *x;

		idcheck_list_row(in, c_type, c_player);

		key.len = 0;
		sb_add(&key, in->f[c_type], in->flen[c_type]);
		sb_tab(&key);
		sb_add(&key, in->f[c_player], in->flen[c_player]);
		names_intern(&seen, key.s, key.len, &added);
		if (!added)
			tsv_bad_line(in, "player \"%s\" of type \"%s\" appears twice in the ratings",
			    in->f[c_player], in->f[c_type]);
		xgrow(&r, &cap, n + 1, sizeof *r);
		x = &r[n];
		memset(x, 0, sizeof *x);
		x->rating = tsv_num(in, c_rating);
		x->last = tsv_date(in, c_last);
		x->exp = rfibs_row_int(in, c_exp, "points played (an integer, 0 or more)");
		if (o->as_of != LONG_MIN && x->last > o->as_of)
			tsv_bad_field(in, c_last,
			    "a last match on or before --as-of (a ratings list cannot be rewound: rate only the matches up to that date)");
		if (o->as_of == LONG_MIN && (*as_of == LONG_MIN || x->last > *as_of))
			*as_of = x->last;
		x->f = xmalloc(in->ncol * sizeof *x->f);
		x->flen = xmalloc(in->ncol * sizeof *x->flen);
		for (c = 0; c < in->ncol; c++) {
			x->f[c] = xstrndup(in->f[c], in->flen[c]);
			x->flen[c] = in->flen[c];
		}
		x->type = x->f[c_type];
		x->player = x->f[c_player];
		n++;
	}
	names_free(&seen);
	free(key.s);
	*np = n;
	return r;
}

/* Keep the listed rows (the season rules), marking the numbered ones. */
static size_t
select_listed(const struct rfibs_opts *o, struct rrow *r, size_t n, size_t ncol,
    long as_of)
{
	long cur, cur_begin, prev_begin;
	size_t i, kept = 0;

	if (n == 0)
		return 0;
	cur = season_of(o, as_of);
	cur_begin = rfibs_season_begin(o, cur);
	prev_begin = rfibs_season_begin(o, cur - 1);
	for (i = 0; i < n; i++) {
		r[i].numbered = r[i].exp >= o->min_exp &&
		    (o->all_seasons || r[i].last >= prev_begin);
		/* unnumbered players are listed only when they played this season */
		if (r[i].numbered || r[i].last >= cur_begin)
			r[kept++] = r[i];
		else
			row_free(&r[i], ncol);
	}
	return kept;
}

static void
rank_list(const struct rfibs_opts *o, int npaths, char **paths)
{
	static const char *const added[] = { "pos", NULL };
	struct tsv_in in;
	struct tsv_rowout ro;
	struct rrow *r;
	size_t n, i;
	long as_of;

	tsv_open(&in, npaths, paths);
	r = read_ratings(o, &in, &n, &as_of);
	n = select_listed(o, r, n, in.ncol, as_of);
	if (n)
		qsort(r, n, sizeof *r, rfibs_by_elo);
	rfibs_number(r, n);
	tsv_put_header(&in, added);
	tsv_rowout_init(&ro, &in, added);
	for (i = 0; i < n; i++) {
		if (r[i].numbered)
			tsv_rowout_num(&ro, 0, (double)r[i].pos);
		else
			tsv_rowout_str(&ro, 0, "", 0);
		tsv_rowout_write(&ro, r[i].f, r[i].flen);
		row_free(&r[i], in.ncol);
	}
	tsv_rowout_free(&ro);
	free(r);
	tsv_close(&in);
}

/* ---------- command line ---------- */

enum {
	OPT_VERSION = 500, OPT_MIN_EXP, OPT_SEASON, OPT_AS_OF, OPT_ALL,
	OPT_TROPHY, OPT_T_CHAMPS, OPT_T_QDAY,
};

static void
usage(void)
{
	printf("usage: rank -m fibs [--min-experience P] [--season-start MM-DD]\n"
	    "                 [--as-of DATE] [--all-seasons] [FILE...]\n"
	    "       rank -m fibs --trophy YEAR [flags] [HISTORY...]\n"
	    "The Catalan Q-Gammon ranking of a ratings stream (rate -m fibs): by Elo,\n"
	    "numbered from P points played, others of the current season listed\n"
	    "without a number (empty pos); players with no match in the current or\n"
	    "previous season are not listed.\n\n"
	    "  -m, --mode fibs            this mode\n"
	    "      --min-experience P     points played to be numbered (100; 40 in 2000)\n"
	    "      --season-start MM-DD   first day of a season (01-01)\n"
	    "      --as-of DATE           the list's date (default: the latest last)\n"
	    "      --all-seasons          do not hide absent players (lists before 2003)\n"
	    "      --trophy YEAR          regularity trophy of the season starting in\n"
	    "                             YEAR, from a history stream with a kind\n"
	    "                             column (championship or qday)\n"
	    "      --trophy-championships C  championships that qualify alone (2)\n"
	    "      --trophy-qday Q        Q-day PJ that qualify with one championship (50)\n"
	    "  -h, --help                 this help\n"
	    "      --version              version\n");
}

static void
opt_long(const char *name, const char *arg, long lo, long hi, long *out)
{
	if (!int_parse(arg, strlen(arg), lo, hi, out))
		die_usage("--%s %s: expected an integer from %ld to %ld", name, arg, lo, hi);
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option rank_fibs_opts[] = {
	{ "mode", required_argument, NULL, 'm' },
	{ "min-experience", required_argument, NULL, OPT_MIN_EXP },
	{ "season-start", required_argument, NULL, OPT_SEASON },
	{ "as-of", required_argument, NULL, OPT_AS_OF },
	{ "all-seasons", no_argument, NULL, OPT_ALL },
	{ "trophy", required_argument, NULL, OPT_TROPHY },
	{ "trophy-championships", required_argument, NULL, OPT_T_CHAMPS },
	{ "trophy-qday", required_argument, NULL, OPT_T_QDAY },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
rank_fibs_main(int argc, char **argv)
{
	const struct option *longopts = rank_fibs_opts;
	struct rfibs_opts o = { 100, "01-01", LONG_MIN, 0, LONG_MIN, 2, 50 };
	long d;
	int c;

	while ((c = cli_getopt(argc, argv, "m:h", longopts)) != -1) {
		switch (c) {
		case 'm':
			break;
		case OPT_MIN_EXP:
			opt_long("min-experience", optarg, 0, 1L << 40, &o.min_exp);
			break;
		case OPT_SEASON: {
			char s[16];

			snprintf(s, sizeof s, "2001-%s", optarg);	/* not a leap year */
			if (strlen(optarg) != 5 || !date_parse(s, strlen(s), &d))
				die_usage("--season-start %s: expected MM-DD, a day of every year", optarg);
			memcpy(o.season_start, optarg, 6);
			break;
		}
		case OPT_AS_OF:
			if (!date_parse(optarg, strlen(optarg), &o.as_of))
				die_usage("--as-of %s: expected a date YYYY-MM-DD", optarg);
			break;
		case OPT_ALL:
			o.all_seasons = 1;
			break;
		case OPT_TROPHY:
			opt_long("trophy", optarg, 1000, 9998, &o.trophy);
			break;
		case OPT_T_CHAMPS:
			opt_long("trophy-championships", optarg, 1, 1000, &o.trophy_champs);
			break;
		case OPT_T_QDAY:
			if (!num_parse(optarg, strlen(optarg), &o.trophy_qday))
				die_usage("--trophy-qday %s: expected a number", optarg);
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
	if (o.trophy != LONG_MIN)
		rfibs_trophy(&o, argc - optind, argv + optind);
	else
		rank_list(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
