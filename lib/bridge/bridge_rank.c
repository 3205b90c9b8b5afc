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
 * One file past 500 lines: one ranking pass and its command line; every
 * function reads or writes the one struct state (brank.h: the pairs, the
 * boards and the meetings of two pairs) that the boards are read into.
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

static double
field_num(const struct tsv_in *in, int c, int *empty)
{
	*empty = in->flen[c] == 0;
	return *empty ? 0 : tsv_num(in, c);
}

static int
near(double a, double b)
{
	return fabs(a - b) <= 1e-9 * fmax(1, fabs(b));
}

/* The (pair, session) entry of a row; the session is the `session` column. */
static int
pair_session_of(struct state *st, int pi, const struct tsv_in *in, int c_session)
{
	struct strbuf k = { 0 };
	int added, i;

	sb_int(&k, pi);
	sb_tab(&k);
	if (c_session >= 0)
		sb_add(&k, in->f[c_session], in->flen[c_session]);
	i = names_intern(&st->psess, k.s, k.len, &added);
	free(k.s);
	xgrow(&st->ps, &st->pscap, (size_t)i + 1, sizeof *st->ps);
	if (added)
		st->ps[i].total = st->ps[i].max = 0;
	return i;
}

/* One side's result on one row. */
static void
credit(struct state *st, int pi, int ps, double v, double top, const struct artificial *a, int side)
{
	struct pair *p = &st->p[pi];

	p->boards++;
	if (a && st->mp && st->o->session_rule &&
	    (a->kind[side] == ART_PLUS || a->kind[side] == ART_MINUS)) {
		xgrow(&st->art, &st->artcap, st->nart + 1, sizeof *st->art);
		st->art[st->nart].pair = pi;
		st->art[st->nart].sym = a->kind[side];
		st->art[st->nart].fixed = v;
		st->art[st->nart].top = top;
		st->art[st->nart].ps = ps;
		st->nart++;
		return;
	}
	p->total += v;
	p->max += top;
	if (!a) {
		st->ps[ps].total += v;
		st->ps[ps].max += top;
	}
}

/* The board (or version) of the row, for the check sums. */
static struct bgroup *
group_of(struct state *st, const struct tsv_in *in, const struct board_key *bk, int c_group,
    int c_field)
{
	const char *fs;
	size_t fl;
	struct strbuf k = { 0 };
	int added, i, b;

	sb_add(&k, in->f[bk->board], in->flen[bk->board]);
	sb_tab(&k);
	if (bk->session >= 0)
		sb_add(&k, in->f[bk->session], in->flen[bk->session]);
	sb_tab(&k);
	brank_field_of(in, bk, c_field, &fs, &fl);
	sb_add(&k, fs, fl);
	b = names_intern(&st->boards, k.s, k.len, &added);
	xgrow(&st->board_rows, &st->bcap, (size_t)b + 1, sizeof *st->board_rows);
	if (added)
		st->board_rows[b] = 0;
	st->board_rows[b]++;
	sb_tab(&k);
	if (c_group >= 0)
		sb_add(&k, in->f[c_group], in->flen[c_group]);
	i = names_intern(&st->groups, k.s, k.len, &added);
	xgrow(&st->g, &st->gcap, (size_t)i + 1, sizeof *st->g);
	if (added) {
		memset(&st->g[i], 0, sizeof st->g[i]);
		st->g[i].label = xstrndup(in->f[bk->board], in->flen[bk->board]);
		st->g[i].board = b;
	}
	free(k.s);
	return &st->g[i];
}

/* A meeting of two pairs (the boards of a round): their IMPs so far. */
static void
meet(struct state *st, int ns, int ew, double vns, double vew)
{
	struct strbuf k = { 0 };
	int a = ns < ew ? ns : ew, b = ns < ew ? ew : ns, added, i;

	sb_int(&k, a);
	sb_tab(&k);
	sb_int(&k, b);
	i = names_intern(&st->meetings, k.s, k.len, &added);
	free(k.s);
	xgrow(&st->m, &st->mcap, (size_t)i + 1, sizeof *st->m);
	if (added) {
		memset(&st->m[i], 0, sizeof st->m[i]);
		st->m[i].a = a;
		st->m[i].b = b;
	}
	st->m[i].imps[0] += a == ns ? vns : vew;
	st->m[i].imps[1] += a == ns ? vew : vns;
	st->m[i].boards++;
}

/* A value the stream gives per pair (names, published results): kept once. */
static void
keep_text(const struct tsv_in *in, int c, char **dst)
{
	if (c < 0 || in->flen[c] == 0 || *dst)
		return;
	*dst = xstrndup(in->f[c], in->flen[c]);
}

/* The stream's columns rank reads. */
struct cols {
	struct board_key key;
	int ns, ew, group, score, vns, vew, top, winners, field, hcp[2];
	int names[2], numbers[2], pub[2][3];
};

static void
find_cols(struct state *st, const struct tsv_in *in, struct cols *c)
{
	static const char *const pub[2][3] = {
		{ "ns_pub_total", "ns_pub_pct", "ns_pub_place" },
		{ "ew_pub_total", "ew_pub_pct", "ew_pub_place" },
	};
	int s, k;

	board_key_cols(in, &c->key);
	c->ns = tsv_need(in, "ns");
	c->ew = tsv_need(in, "ew");
	c->group = tsv_col(in, "group");
	c->field = tsv_col(in, "scoring_field");
	c->score = tsv_col(in, "score");
	st->mp = tsv_col(in, "mp_ns") >= 0;
	if (!st->mp && tsv_col(in, "imp_ns") < 0)
		die_data("%s:1: missing column \"mp_ns\" or \"imp_ns\" (run score first)", in->name);
	c->vns = tsv_need(in, st->mp ? "mp_ns" : "imp_ns");
	c->vew = tsv_need(in, st->mp ? "mp_ew" : "imp_ew");
	c->top = st->mp ? tsv_need(in, "top") : -1;
	st->butler = tsv_col(in, "datum") >= 0;
	c->winners = tsv_col(in, "winners");
	if (c->winners >= 0 && st->o->mitchell)
		die_usage("--mitchell: the stream's column \"winners\" says whether NS and EW are "
		    "ranked apart (parse -f usebio wrote it); drop the flag or the column");
	st->apart = st->o->mitchell;
	for (s = 0; s < 2; s++) {
		c->names[s] = tsv_col(in, s ? "ew_names" : "ns_names");
		c->numbers[s] = tsv_col(in, s ? "ew_numbers" : "ns_numbers");
		c->hcp[s] = tsv_col(in, s ? "ew_pub_handicap" : "ns_pub_handicap");
		for (k = 0; k < 3; k++)
			c->pub[s][k] = tsv_col(in, pub[s][k]);
	}
	st->has_names = c->names[0] >= 0 || st->o->names;
	st->has_pub = c->pub[0][0] >= 0;
	st->has_hcp = c->hcp[0] >= 0 && c->hcp[1] >= 0;
}

/* The `winners` of a row: 1 or 2, the same on every row. */
static void
winners_of(struct state *st, const struct tsv_in *in, int c, int first)
{
	int two;

	if (c < 0)
		return;
	if (in->flen[c] != 1 || (in->f[c][0] != '1' && in->f[c][0] != '2'))
		tsv_bad_field(in, c, "1 or 2 (winners: one list, or NS and EW apart)");
	two = in->f[c][0] == '2';
	if (!first && two != st->apart)
		tsv_bad_field(in, c, "the same winners on every row");
	st->apart = two;
}

/* The row's two pairs, with what the stream tells of them. */
static void
row_pairs(struct state *st, const struct tsv_in *in, const struct cols *c, int pi[2])
{
	const char *sec = c->key.section >= 0 ? in->f[c->key.section] : "", *fs;
	size_t sl = c->key.section >= 0 ? in->flen[c->key.section] : 0, fl;
	int s, k;

	brank_field_of(in, &c->key, c->field, &fs, &fl);

	for (s = 0; s < 2; s++) {
		int col = s ? c->ew : c->ns;
		struct pair *p;

		if (in->flen[col] == 0)
			tsv_bad_field(in, col, s ? "an EW pair id" : "an NS pair id");
		pi[s] = brank_pair(st, sec, sl, fs, fl, st->apart ? (s ? "EW" : "NS") : NULL, in->f[col],
		    in->flen[col]);
		p = &st->p[pi[s]];
		keep_text(in, c->names[s], &p->names);
		keep_text(in, c->numbers[s], &p->numbers);
		for (k = 0; k < 3; k++)
			keep_text(in, c->pub[s][k], &p->pub[k]);
		if (st->has_hcp)
			brank_handicap(in, c->hcp[s], p);
	}
	if (pi[0] == pi[1])
		tsv_bad_line(in, "pair \"%s\" plays against itself", st->p[pi[0]].id);
}

/* A line of the input (fields f, or the header's names) into the spool. */
static void
spool(FILE *f, char *const *field, const size_t *len, size_t n)
{
	size_t c;

	for (c = 0; c < n; c++) {
		fwrite(field[c], 1, len ? len[c] : strlen(field[c]), f);
		putc(c + 1 < n ? '\t' : '\n', f);
	}
	if (ferror(f))
		die_sys("rank -m bridge --usebio: the spool of the rows");
}

/* Each scored row: its pairs credited, its board's check sums kept. */
static void
read_boards(struct state *st, int npaths, char **paths)
{
	struct tsv_in in;
	struct cols c;
	int first = 1;

	tsv_open(&in, npaths, paths);
	find_cols(st, &in, &c);
	if (st->spool)
		spool(st->spool, in.col, NULL, in.ncol);
	while (tsv_next(&in)) {
		struct artificial a, *ap = NULL;
		int e1, e2, pi[2];
		double vns = field_num(&in, c.vns, &e1), vew = field_num(&in, c.vew, &e2);
		double top = st->mp ? tsv_num(&in, c.top) : 0;
		struct bgroup *g;

		if (e1 != e2)
			tsv_bad_field(&in, e1 ? c.vns : c.vew, "a number (the other side has one)");
		winners_of(st, &in, c.winners, first);
		first = 0;
		if (st->spool)
			spool(st->spool, in.f, in.flen, in.nf);
		g = group_of(st, &in, &c.key, c.group, c.field);
		if (e1)
			continue;	/* not played: no board for either pair */
		row_pairs(st, &in, &c, pi);
		if (c.score >= 0 && artificial_parse(in.f[c.score], in.flen[c.score], &a))
			ap = &a;
		st->sum_ns += vns;
		st->sum_ew += vew;
		credit(st, pi[0], pair_session_of(st, pi[0], &in, c.key.session), vns, top, ap, 0);
		credit(st, pi[1], pair_session_of(st, pi[1], &in, c.key.session), vew, top, ap, 1);
		if (!st->mp)
			meet(st, pi[0], pi[1], vns, vew);
		if (top > st->top_max)
			st->top_max = top;
		if (ap)
			continue;
		g->n++;
		g->ns_sum += vns;
		g->imp_sum += vns;
		g->top = top;
		if (st->mp ? !near(vns + vew, top) : !near(vns, -vew))
			g->bad_row = 1;
	}
	tsv_close(&in);
}

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
		if ((st->mp || !st->butler) && !exempt && !near(g->ns_sum, want))
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
	read_boards(&st, npaths, paths);
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
