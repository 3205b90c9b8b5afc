/*
 * compare.c - `rank --compare OTHER`: two rating lists side by side, the
 * what-if of a statistician ("what does N = 30 instead of 20 change?").
 *
 * Both inputs are ratings (or standings) streams: type, player, rating,
 * optionally status (with -s, only the rows of that status count; a
 * file without status keeps all its rows).  Per type, each list is
 * ranked anew over its rows: rating from the top, ties sharing the
 * position (1, 2, 2, 4) as rank numbers a list.  Output, one row per
 * (type, player) in either list:
 *     type player in rating rating_other rating_diff pos pos_other pos_diff
 * in = both, this (only in the list read from FILE/stdin) or other (only
 * in OTHER); the fields of the missing side are empty.  Differences are
 * other - this: rating_diff > 0 means OTHER rates the player higher,
 * pos_diff > 0 that OTHER places the player lower down.  Rows in the
 * order of this list (type bytewise, pos, player), players only in
 * OTHER after them by pos_other.
 *
 * The summary, per type, goes to stderr (one line) or with --summary
 * FILE to a TSV of its own (type both only_this only_other tau_b rho),
 * so standard output stays one clean table.  Over the players in both
 * lists, with x = this rating and y = other rating:
 *   Kendall tau-b = (nc - nd) / sqrt((n0 - n1)(n0 - n2)), n0 = n(n-1)/2
 *     pairs, nc concordant, nd discordant, n1 pairs tied in x, n2 tied
 *     in y (a pair tied in both counts in n1 and n2);
 *   Spearman rho = the Pearson correlation of the ranks of x and of y,
 *     tied values sharing the average of the ranks they cover.
 * Both are empty when undefined (fewer than 2 players, or one list all
 * tied).  Computed in compare_corr.c.  Worked example
 * (tests/stages/compare.bats):
 *   player   P1  P2  P3  P4  P5
 *   x       100  90  80  80  70
 *   y        95  97  70  60  60
 *   pairs: (P1,P2) discordant; (P3,P4) tied in x; (P4,P5) tied in y; the
 *   other 7 concordant: tau-b = (7 - 1) / sqrt((10-1)(10-1)) = 6/9 = 0.666667
 *   ranks x = 1 2 3.5 3.5 5, y = 2 1 3 4.5 4.5, both of mean 3:
 *   sum dx*dy = 2 + 2 + 0 + 0.75 + 3 = 7.75, sum dx^2 = sum dy^2 = 9.5,
 *   rho = 7.75 / 9.5 = 0.815789
 */
#include "compare_corr.h"
#include "cli.h"
#include "idcheck.h"
#include "stages.h"
#include "names.h"
#include "num.h"
#include "out_file.h"
#include "strbuf.h"
#include "rp.h"
#include "tsv.h"

#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct centry {
	char *type, *player;
	int has[2];
	double rating[2];
	long pos[2];
};

struct cmp {
	struct names keys;	/* "type\tplayer" -> entry */
	struct centry *e;
	size_t n, cap;
};

static void
load(struct cmp *c, int side, const char *status, int npaths, char **paths)
{
	struct tsv_in in;
	struct strbuf key = { 0 };
	int c_type, c_player, c_rating, c_status;

	tsv_open(&in, npaths, paths);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	c_status = tsv_col(&in, "status");
	while (tsv_next(&in)) {
		int added, id;
		struct centry *x;
		double r;

		r = tsv_num(&in, c_rating);	/* every row checked, counted or not */
		idcheck_list_row(&in, c_type, c_player);
		if (status && c_status >= 0 && strcmp(in.f[c_status], status) != 0)
			continue;
		key.len = 0;
		sb_add(&key, in.f[c_type], in.flen[c_type]);
		sb_tab(&key);
		sb_add(&key, in.f[c_player], in.flen[c_player]);
		id = names_intern(&c->keys, key.s, key.len, &added);
		if (added) {
			xgrow(&c->e, &c->cap, (size_t)id + 1, sizeof *c->e);
			x = &c->e[id];
			memset(x, 0, sizeof *x);
			x->type = xstrndup(in.f[c_type], in.flen[c_type]);
			x->player = xstrndup(in.f[c_player], in.flen[c_player]);
			c->n++;
		}
		x = &c->e[id];
		if (x->has[side])
			tsv_bad_line(&in, "player \"%s\" of type \"%s\" appears twice", x->player, x->type);
		x->has[side] = 1;
		x->rating[side] = r;
	}
	free(key.s);
	tsv_close(&in);
}

static int g_side;	/* the list being ranked, for by_rating (qsort has no context) */

static int
by_rating(const void *a, const void *b)
{
	const struct centry *x = *(struct centry *const *)a, *y = *(struct centry *const *)b;
	int d = strcmp(x->type, y->type);

	if (d)
		return d;
	if (x->rating[g_side] != y->rating[g_side])
		return x->rating[g_side] > y->rating[g_side] ? -1 : 1;
	return strcmp(x->player, y->player);
}

/* Positions per type in list `side`: 1, 2, 2, 4 for tied ratings. */
static void
positions(struct cmp *c, int side)
{
	struct centry **p = xmalloc((c->n + 1) * sizeof *p);
	size_t n = 0, i, first = 0;

	for (i = 0; i < c->n; i++)
		if (c->e[i].has[side])
			p[n++] = &c->e[i];
	g_side = side;
	qsort(p, n, sizeof *p, by_rating);
	for (i = 0; i < n; i++) {
		if (i == 0 || strcmp(p[i]->type, p[i - 1]->type) != 0)
			first = i;
		p[i]->pos[side] = i > first && p[i]->rating[side] == p[i - 1]->rating[side] ?
		    p[i - 1]->pos[side] : (long)(i - first) + 1;
	}
	free(p);
}

static int
by_output(const void *a, const void *b)
{
	const struct centry *x = a, *y = b;
	int d = strcmp(x->type, y->type), s;

	if (d)
		return d;
	if (x->has[0] != y->has[0])
		return x->has[0] ? -1 : 1;
	s = x->has[0] ? 0 : 1;
	if (x->pos[s] != y->pos[s])
		return x->pos[s] < y->pos[s] ? -1 : 1;
	return strcmp(x->player, y->player);
}

static void
put_opt_num(int has, double x)
{
	if (has)
		tsv_put_num(x);
	else
		tsv_put("", 0);
}

static void
write_rows(const struct cmp *c)
{
	static const char *const head[] = { "type", "player", "in", "rating", "rating_other",
		"rating_diff", "pos", "pos_other", "pos_diff", NULL };
	size_t i;

	for (i = 0; head[i]; i++)
		tsv_puts(head[i]);
	tsv_end_row();
	for (i = 0; i < c->n; i++) {
		const struct centry *x = &c->e[i];
		int both = x->has[0] && x->has[1];

		tsv_puts(x->type);
		tsv_puts(x->player);
		tsv_puts(both ? "both" : x->has[0] ? "this" : "other");
		put_opt_num(x->has[0], x->rating[0]);
		put_opt_num(x->has[1], x->rating[1]);
		put_opt_num(both, x->rating[1] - x->rating[0]);
		put_opt_num(x->has[0], (double)x->pos[0]);
		put_opt_num(x->has[1], (double)x->pos[1]);
		put_opt_num(both, (double)(x->pos[1] - x->pos[0]));
		tsv_end_row();
	}
}

static void
summary_line(FILE *f, int tsv, const char *type, size_t both, size_t only0, size_t only1,
    double tau, double rho)
{
	char a[32] = "", b[32] = "";

	if (!isnan(tau))
		num_format(tau, a);
	if (!isnan(rho))
		num_format(rho, b);
	if (tsv)
		fprintf(f, "%s\t%zu\t%zu\t%zu\t%s\t%s\n", type, both, only0, only1, a, b);
	else
		fprintf(f, "%s: compare: %s: %zu in both lists, %zu only in this, %zu only in other; "
		    "Kendall tau-b %s, Spearman rho %s\n", rp_progname, type, both, only0, only1,
		    *a ? a : "undefined", *b ? b : "undefined");
}

static void
summary(const struct cmp *c, struct out_file *of)
{
	FILE *f = of ? of->fp : stderr;
	double *x = xmalloc((c->n + 1) * sizeof *x), *y = xmalloc((c->n + 1) * sizeof *y);
	size_t i = 0;

	if (of)
		fprintf(f, "type\tboth\tonly_this\tonly_other\ttau_b\trho\n");
	while (i < c->n) {
		size_t j, m = 0, only0 = 0, only1 = 0;
		double tau, rho;

		for (j = i; j < c->n && strcmp(c->e[j].type, c->e[i].type) == 0; j++) {
			if (c->e[j].has[0] && c->e[j].has[1]) {
				x[m] = c->e[j].rating[0];
				y[m++] = c->e[j].rating[1];
			} else {
				only0 += c->e[j].has[0];
				only1 += c->e[j].has[1];
			}
		}
		cmp_rank_correlation(x, y, m, &tau, &rho);
		summary_line(f, of != NULL, c->e[i].type, m, only0, only1, tau, rho);
		i = j;
	}
	if (of)
		out_file_commit(of);
	free(x);
	free(y);
}

/* The table on stdout, flushed before the summary so a terminal shows them in order. */
static void
compare_run(const char *other, const char *status, const char *sumpath, int npaths, char **paths)
{
	struct cmp c;
	struct out_file sum;
	char *op[1] = { (char *)other };
	size_t i;

	if (sumpath)	/* before anything is read */
		out_file_open(&sum, "--summary", sumpath, npaths, paths, other);
	memset(&c, 0, sizeof c);
	names_init(&c.keys);
	load(&c, 0, status, npaths, paths);
	load(&c, 1, status, 1, op);
	positions(&c, 0);
	positions(&c, 1);
	qsort(c.e, c.n, sizeof *c.e, by_output);	/* ids no longer matter */
	write_rows(&c);
	tsv_out_close();
	summary(&c, sumpath ? &sum : NULL);
	for (i = 0; i < c.n; i++) {
		free(c.e[i].type);
		free(c.e[i].player);
	}
	free(c.e);
	names_free(&c.keys);
}

enum { OPT_VERSION = 500, OPT_COMPARE, OPT_SUMMARY, OPT_VERSUS, OPT_DEV, OPT_MEAN };

static void
usage(void)
{
	printf("usage: rank --compare OTHER [-s STATUS] [--summary FILE] [FILE...]\n"
	    "Two rating lists side by side, per type: each player's rating and\n"
	    "position in this list (FILE or stdin) and in OTHER, the differences\n"
	    "(other - this), players in only one list; Kendall tau-b and Spearman\n"
	    "rho of the ratings of the players in both, on stderr or in FILE.\n\n"
	    "  -s, --status S        only rows of this status (lists without a status\n"
	    "                        column keep every row)\n"
	    "      --summary FILE    the per-type summary as TSV into FILE\n"
	    "      --versus A,B      instead: P(A better than B) in each list\n"
	    "      --deviation COL   its deviation column (rd, else sigma)\n"
	    "      --mean COL        its mean column (mu, else rating)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Columns and definitions: rank(1), section COMPARISON.\n");
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option rank_compare_opts[] = {
	{ "mode", required_argument, NULL, 'm' },
	{ "compare", required_argument, NULL, OPT_COMPARE },
	{ "status", required_argument, NULL, 's' },
	{ "summary", required_argument, NULL, OPT_SUMMARY },
	{ "versus", required_argument, NULL, OPT_VERSUS },
	{ "deviation", required_argument, NULL, OPT_DEV },
	{ "mean", required_argument, NULL, OPT_MEAN },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
rank_compare_main(int argc, char **argv)
{
	const struct option *longopts = rank_compare_opts;
	const char *other = NULL, *status = NULL, *sumpath = NULL, *versus = NULL;
	struct rank_iv iv = { 0 };
	int c;

	while ((c = cli_getopt(argc, argv, "m:s:h", longopts)) != -1) {
		switch (c) {
		case 'm':
			break;
		case OPT_COMPARE:
			other = optarg;
			break;
		case 's':
			status = strcmp(optarg, "all") == 0 ? NULL : optarg;
			break;
		case OPT_SUMMARY:
			sumpath = optarg;
			break;
		case OPT_VERSUS:
			versus = optarg;
			break;
		case OPT_DEV:
			iv.dev = optarg;
			break;
		case OPT_MEAN:
			iv.mean = optarg;
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
	if (!other)
		die_usage("--compare OTHER: the list to compare with is missing");
	/* `rank --compare --help`: getopt took --help for OTHER */
	if (strcmp(other, "--help") == 0 || strcmp(other, "-h") == 0) {
		usage();
		return 0;
	}
	if (strcmp(other, "-") == 0 && rank_reads_stdin(argc - optind, argv + optind))
		die_usage("--compare -: this list is read from stdin already; give OTHER as a file");
	if (versus && sumpath)
		die_usage("--versus writes one table; --summary is the side-by-side lists'");
	if (versus) {
		rank_versus_run(versus, &iv, status, other, argc - optind, argv + optind);
		tsv_out_close();
	} else
		compare_run(other, status, sumpath, argc - optind, argv + optind);
	return 0;
}
