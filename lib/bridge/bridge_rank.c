/*
 * bridge_rank.c - `rank -m bridge`: a pairs tournament's standings from
 * its scored boards (doc/rules/bridge-pairs.md, "Standings"); the
 * boards are read and the per-board rules applied here, the standings
 * written by bridge_standings.c (TSV) or usebio_out.c (--usebio).
 *
 * Per pair: boards played, total (matchpoints or IMPs), at matchpoints
 * the pair's own maximum (the sum of the tops of the boards it played)
 * and its percentage of it; the total factored to the boards of the
 * list's most (a pair that sat out or came late, as the EBU and ACBL
 * do); adjustments and procedural penalties from --penalties (Law 90:
 * that pair's total only); the final total and percentage; the place,
 * ties sharing it.  One list per section, NS and EW apart in a two-
 * winner movement (the stream's `winners` 2, or --mitchell).  Names
 * from the stream's ns_names/ew_names or a --names file; the stream's
 * published results (ns_pub_total ...) carried beside the computed ones.
 *
 * Artificial A+ is raised to the pair's session percentage when that is
 * higher, A- lowered to it when lower (Law 12C2; the lecture's "wynik z
 * sesji").  Check sums (the lecture's "suma kontrolna") are reported
 * when they fail, and with --checks always.  Memory: one entry per pair,
 * per board and per meeting of two pairs, never per row (--usebio spools
 * the rows to a temporary file).
 *
 * The boards are read by brank_read.c; this file applies the rules that
 * need them all (Law 12C2, the check sums) and holds the command line.
 */
#include "brank.h"
#include "cli.h"
#include "num.h"
#include "rp.h"
#include "tsv.h"

#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A+ up to the session percentage, A- down to it. */
static void
session_rule(struct state *st)
{
	size_t i;

	for (i = 0; i < st->nart; i++) {
		struct art_entry *e = &st->art[i];
		struct pair *p = &st->p[e->pair];
		const struct pair_session *ps = &st->ps[e->ps];
		double v = e->fixed;

		if (ps->max > 0) {
			double sess = ps->total / ps->max * e->top;

			v = e->sym == ART_PLUS ? fmax(v, sess) : fmin(v, sess);
		}
		p->total += v;
		p->max += e->top;
	}
}

static void
check_sums(struct state *st)
{
	double all = 0;
	size_t i;
	long nb = 0;

	for (i = 0; i < st->groups.n; i++) {
		struct bgroup *g = &st->g[i];
		long rows = st->board_rows[g->board];
		/* scaled small groups follow the federation's percentages */
		int exempt = st->mp && g->n <= 3 && g->n < rows;
		double want = st->mp ? (double)g->n * g->top / 2 : 0;

		if (g->n == 0)
			continue;
		nb++;
		if (g->bad_row && !exempt)
			warnx_rp("check sum: board %s: a result's NS and EW scores do not make %s",
			    g->label, st->mp ? "the top" : "opposite IMPs");
		if ((st->mp || !st->butler) && !exempt && !brank_near(g->ns_sum, want))
			warnx_rp("check sum: board %s: NS %s add up to %.10g, expected %.10g",
			    g->label, st->mp ? "matchpoints" : "IMPs", g->ns_sum, want);
		else if (st->o->checks && st->mp)
			fprintf(stderr, "%s: check sum: board %s: NS %.10g = %ld results x top %.10g / 2%s\n",
			    rp_progname, g->label, g->ns_sum, g->n, g->top, exempt ? " (small group)" : "");
	}
	for (i = 0; i < st->pairs.n; i++)
		all += st->p[i].total;
	if (st->o->checks)
		fprintf(stderr, "%s: check sum: %ld boards, NS %.10g + EW %.10g = %.10g; %zu pairs' totals %.10g\n",
		    rp_progname, nb, st->sum_ns, st->sum_ew, st->sum_ns + st->sum_ew, st->pairs.n, all);
}

static void
rank_bridge(const struct rank_bridge_opts *o, int npaths, char **paths)
{
	struct state st;
	size_t i;

	memset(&st, 0, sizeof st);
	st.o = o;
	names_init(&st.pairs);
	names_init(&st.lists);
	names_init(&st.groups);
	names_init(&st.boards);
	names_init(&st.psess);
	names_init(&st.meetings);
	if (o->usebio && !(st.spool = tmpfile()))
		die_sys("rank -m bridge --usebio: a temporary file for the rows");
	brank_read_boards(&st, npaths, paths);
	/* sections: when a pair has one (a stream's empty column is none) */
	st.has_section = 0;
	for (i = 0; i < st.pairs.n; i++)
		st.has_section |= st.p[i].section[0] != '\0';
	session_rule(&st);
	check_sums(&st);
	if (o->names)
		brank_names(&st);
	brank_factors(&st);
	if (o->protect > 0 || o->protect_per_board > 0)
		brank_protect(&st);
	if (o->penalties)
		brank_penalties(&st);
	brank_write(&st);
	for (i = 0; i < st.pairs.n; i++) {
		int k;

		free(st.p[i].reason.s);
		free((char *)st.p[i].section);
		free((char *)st.p[i].field);
		free(st.p[i].names);
		free(st.p[i].numbers);
		for (k = 0; k < 3; k++)
			free(st.p[i].pub[k]);
	}
	for (i = 0; i < st.groups.n; i++)
		free(st.g[i].label);
	free(st.p);
	free(st.g);
	free(st.m);
	free(st.art);
	free(st.board_rows);
	names_free(&st.pairs);
	names_free(&st.lists);
	names_free(&st.groups);
	names_free(&st.boards);
	names_free(&st.psess);
	names_free(&st.meetings);
	free(st.ps);
	if (st.spool)
		fclose(st.spool);
}

/* "5,10,15": the KP, KN, KM amounts. */
static void
three(const char *opt, const char *arg, double out[3])
{
	const char *p = arg;
	int k;

	for (k = 0; k < 3; k++) {
		char *end;

		out[k] = strtod(p, &end);
		if (end == p || !(out[k] >= 0) || *end != (k < 2 ? ',' : '\0'))
			die_usage("--%s %s: expected three numbers KP,KN,KM", opt, arg);
		p = end + 1;
	}
}

enum {
	OPT_VERSION = 500, OPT_MITCHELL, OPT_PEN, OPT_FIXED, OPT_CHECKS, OPT_KPCT, OPT_KIMPS,
	OPT_PTOP, OPT_NAMES, OPT_RAW, OPT_PROTECT, OPT_PROTECT_BOARD, OPT_USEBIO,
};

static void
usage(void)
{
	printf("usage: rank -m bridge [--penalties FILE] [options] [FILE...]\n"
	    "Pairs standings from scored bridge boards (score -m matchpoints, butler\n"
	    "or cross-imps): pair [section] [dir] [names] boards total [max pct]\n"
	    "[factored] adjust final [final_pct] reason pos [pub_total pub_pct\n"
	    "pub_place]; at matchpoints ranked by the percentage of the pair's own\n"
	    "maximum, at IMPs by the final total; ties share the place.  One list per\n"
	    "section; NS and EW apart when the stream's winners is 2.  See rank(1).\n\n"
	    "      --mitchell        separate NS and EW lists (a stream without `winners`)\n"
	    "      --names FILE      TSV: pair [section] [dir] names (players' names)\n"
	    "      --raw-totals      totals not factored for pairs with fewer boards\n"
	    "      --penalties FILE  TSV: pair [section] [dir] kind|amount reason; kind\n"
	    "                        KP/KN/KM deducts a share of a top (rounded to 0.1)\n"
	    "                        or IMPs, amount is added as written (signed)\n"
	    "      --kinds-pct L     KP,KN,KM in %% of a top (5,10,15)\n"
	    "      --kinds-imps L    KP,KN,KM in IMPs (0.5,1,2)\n"
	    "      --penalty-top T   the top they refer to (default: the largest top)\n"
	    "      --fixed-averages  A+/A- stay 60/40 %% (no session percentage rule)\n"
	    "      --protect C       IMPs: a pair wins at most C IMPs from one round\n"
	    "                        against one pair (Ochronka; default: off)\n"
	    "      --protect-per-board B  ... plus B a board of the round (0)\n"
	    "      --checks          report every board's check sum and the grand total\n"
	    "      --usebio          write the session as USEBIO 1.2 XML, not TSV\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option rank_bridge_opts[] = {
	{ "mode", required_argument, NULL, 'm' },
	{ "mitchell", no_argument, NULL, OPT_MITCHELL },
	{ "names", required_argument, NULL, OPT_NAMES },
	{ "raw-totals", no_argument, NULL, OPT_RAW },
	{ "penalties", required_argument, NULL, OPT_PEN },
	{ "kinds-pct", required_argument, NULL, OPT_KPCT },
	{ "kinds-imps", required_argument, NULL, OPT_KIMPS },
	{ "penalty-top", required_argument, NULL, OPT_PTOP },
	{ "fixed-averages", no_argument, NULL, OPT_FIXED },
	{ "protect", required_argument, NULL, OPT_PROTECT },
	{ "protect-per-board", required_argument, NULL, OPT_PROTECT_BOARD },
	{ "checks", no_argument, NULL, OPT_CHECKS },
	{ "usebio", no_argument, NULL, OPT_USEBIO },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
rank_bridge_main(int argc, char **argv)
{
	const struct option *longopts = rank_bridge_opts;
	struct rank_bridge_opts o;
	int c;

	memset(&o, 0, sizeof o);
	o.session_rule = 1;
	o.factor = 1;
	three("kinds-pct", "5,10,15", o.kind_pct);
	three("kinds-imps", "0.5,1,2", o.kind_imps);
	while ((c = cli_getopt(argc, argv, "m:h", longopts)) != -1) {
		switch (c) {
		case 'm':
			break;
		case OPT_MITCHELL:
			o.mitchell = 1;
			break;
		case OPT_NAMES:
			o.names = optarg;
			break;
		case OPT_RAW:
			o.factor = 0;
			break;
		case OPT_PEN:
			o.penalties = optarg;
			break;
		case OPT_KPCT:
			three("kinds-pct", optarg, o.kind_pct);
			break;
		case OPT_KIMPS:
			three("kinds-imps", optarg, o.kind_imps);
			break;
		case OPT_PTOP:
			if (!num_parse(optarg, strlen(optarg), &o.penalty_top) || o.penalty_top <= 0)
				die_usage("--penalty-top %s: expected a positive number", optarg);
			break;
		case OPT_FIXED:
			o.session_rule = 0;
			break;
		case OPT_PROTECT:
			o.protect = bridge_num_arg("protect", optarg, 1, 1000);
			break;
		case OPT_PROTECT_BOARD:
			o.protect_per_board = bridge_num_arg("protect-per-board", optarg, 0, 100);
			break;
		case OPT_CHECKS:
			o.checks = 1;
			break;
		case OPT_USEBIO:
			o.usebio = 1;
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
	rank_bridge(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
