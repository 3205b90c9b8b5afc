/*
 * bridge_rank.c - `rank -m bridge`: a pairs tournament's standings from
 * its scored boards (doc/rules/bridge-pairs.md, "Standings").
 *
 * Per pair: boards played, total (matchpoints or IMPs), at matchpoints
 * the pair's own maximum (the sum of the tops of the boards it played)
 * and its percentage of it; adjustments and procedural penalties from
 * --penalties (Law 90: applied to that pair's total only, changing no
 * one else's score); the final total and percentage; the place, tied
 * results sharing it.  A Howell movement gives one list; --mitchell
 * gives separate NS and EW lists (a pair id then names a pair within
 * its direction).
 *
 * Artificial A+ is raised to the pair's session percentage when that is
 * higher, A- lowered to it when lower (Law 12C2; the lecture's "wynik z
 * sesji"): the session percentage is the pair's over its other boards
 * of the session (the `session` column; without one, the whole input).  At IMPs A+/A- stay +3/-3.
 *
 * Check sums (the lecture's "suma kontrolna"): on every board the NS
 * matchpoints of the real results add up to n x top / 2 (42 = 6 x 7
 * for 7 results, top 12), each row's NS + EW make the top, cross-IMPs
 * add up to 0; mismatches are reported on stderr, and --checks reports
 * every board and the grand total (252 for the lecture's boards 1-3).
 * Boards scored by the federation's small-group percentages or with
 * artificial scores are exempt: their percentages are not a matchpoint
 * split.  Memory: one entry per pair and per board, never per row.
 */
#include "cli.h"
#include "bridge.h"
#include "names.h"
#include "num.h"
#include "strbuf.h"
#include "rp.h"
#include "tsv.h"

#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pair {
	const char *id, *dir;	/* dir: "NS"/"EW" with --mitchell, else NULL */
	long boards;
	double total, max;	/* over every board played */
	double adjust;
	struct strbuf reason;
	double final, key;
	long pos;
};

/* A pair's real results in one session: its session percentage. */
struct pair_session {
	double total, max;
};

struct art_entry {
	int pair, sym;		/* sym: ART_PLUS or ART_MINUS */
	int ps;			/* its pair_session */
	double fixed, top;
};

struct bgroup {			/* one board (or one version of a fouled board) */
	char *label;
	long n;			/* real results in it */
	int board;		/* index in st->boards */
	double ns_sum, top, imp_sum;
	int bad_row;
};

struct rank_bridge_opts {
	int mitchell, session_rule, checks;
	const char *penalties;
	double kind_pct[3], kind_imps[3];	/* KP, KN, KM */
	double penalty_top;	/* 0: the largest top on the boards */
};

struct state {
	const struct rank_bridge_opts *o;
	int mp;			/* matchpoints (else IMPs) */
	int butler;		/* IMPs against a datum (no zero-sum check) */
	struct names pairs;
	struct pair *p;
	size_t pcap;
	struct names psess;	/* "pair index\tsession" */
	struct pair_session *ps;
	size_t pscap;
	struct art_entry *art;
	size_t nart, artcap;
	struct names groups;	/* "board\tsession\tgroup" */
	struct bgroup *g;
	size_t gcap;
	struct names boards;	/* "board\tsession": rows per board */
	long *board_rows;
	size_t bcap;
	double top_max;
	double sum_ns, sum_ew;	/* over every row, as scored */
};

static int
pair_of(struct state *st, const char *id, size_t n, const char *dir)
{
	struct strbuf k = { 0 };
	int added, i;

	if (dir) {
		sb_adds(&k, dir);
		sb_tab(&k);
	}
	sb_add(&k, id, n);
	i = names_intern(&st->pairs, k.s, k.len, &added);
	if (added) {
		xgrow(&st->p, &st->pcap, (size_t)i + 1, sizeof *st->p);
		memset(&st->p[i], 0, sizeof st->p[i]);
		st->p[i].id = names_str(&st->pairs, i) + (dir ? 3 : 0);
		st->p[i].dir = dir;
	}
	free(k.s);
	return i;
}

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

static struct bgroup *
group_of(struct state *st, const struct tsv_in *in, int c_board, int c_session, int c_group)
{
	struct strbuf k = { 0 };
	int added, i, b;

	sb_add(&k, in->f[c_board], in->flen[c_board]);
	sb_tab(&k);
	if (c_session >= 0)
		sb_add(&k, in->f[c_session], in->flen[c_session]);
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
		st->g[i].label = xstrndup(in->f[c_board], in->flen[c_board]);
		st->g[i].board = b;
	}
	free(k.s);
	return &st->g[i];
}

static void
read_boards(struct state *st, int npaths, char **paths)
{
	struct tsv_in in;
	int c_ns, c_ew, c_board, c_session, c_group, c_score, c_vns, c_vew, c_top = -1;

	tsv_open(&in, npaths, paths);
	c_board = tsv_need(&in, "board");
	c_ns = tsv_need(&in, "ns");
	c_ew = tsv_need(&in, "ew");
	c_session = tsv_col(&in, "session");
	c_group = tsv_col(&in, "group");
	c_score = tsv_col(&in, "score");
	st->mp = tsv_col(&in, "mp_ns") >= 0;
	if (!st->mp && tsv_col(&in, "imp_ns") < 0)
		die_data("%s:1: missing column \"mp_ns\" or \"imp_ns\" (run score -m matchpoints, butler or cross-imps first)",
		    in.name);
	c_vns = tsv_need(&in, st->mp ? "mp_ns" : "imp_ns");
	c_vew = tsv_need(&in, st->mp ? "mp_ew" : "imp_ew");
	if (st->mp)
		c_top = tsv_need(&in, "top");
	st->butler = tsv_col(&in, "datum") >= 0;
	while (tsv_next(&in)) {
		struct artificial a, *ap = NULL;
		int e1, e2, ns, ew;
		double vns = field_num(&in, c_vns, &e1), vew = field_num(&in, c_vew, &e2);
		double top = st->mp ? tsv_num(&in, c_top) : 0;
		struct bgroup *g;

		if (e1 != e2)
			tsv_bad_field(&in, e1 ? c_vns : c_vew, "a number (the other side has one)");
		if (in.flen[c_ns] == 0)
			tsv_bad_field(&in, c_ns, "an NS pair id");
		if (in.flen[c_ew] == 0)
			tsv_bad_field(&in, c_ew, "an EW pair id");
		g = group_of(st, &in, c_board, c_session, c_group);
		if (e1)
			continue;	/* not played: no board for either pair */
		if (c_score >= 0 && artificial_parse(in.f[c_score], in.flen[c_score], &a))
			ap = &a;
		ns = pair_of(st, in.f[c_ns], in.flen[c_ns], st->o->mitchell ? "NS" : NULL);
		ew = pair_of(st, in.f[c_ew], in.flen[c_ew], st->o->mitchell ? "EW" : NULL);
		if (ns == ew)
			tsv_bad_line(&in, "pair \"%s\" plays against itself", st->p[ns].id);
		st->sum_ns += vns;
		st->sum_ew += vew;
		credit(st, ns, pair_session_of(st, ns, &in, c_session), vns, top, ap, 0);
		credit(st, ew, pair_session_of(st, ew, &in, c_session), vew, top, ap, 1);
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

/* Pair ids in their natural order: numbers by value, then bytewise. */
static int
id_cmp(const char *a, const char *b)
{
	long x, y;

	if (int_parse(a, strlen(a), 0, 1L << 40, &x) && int_parse(b, strlen(b), 0, 1L << 40, &y))
		return x < y ? -1 : x > y;
	return strcmp(a, b);
}

static int
by_standing(const void *pa, const void *pb)
{
	const struct pair *a = pa, *b = pb;
	int c = a->dir ? -strcmp(a->dir, b->dir) : 0;	/* NS before EW */

	if (c)
		return c;
	if (!near(a->key, b->key))
		return a->key > b->key ? -1 : 1;
	return id_cmp(a->id, b->id);
}

/* The amount of one penalty row: a kind (KP, KN, KM) or an amount. */
static double
penalty_amount(struct state *st, const struct tsv_in *in, int c_kind, int c_amount)
{
	static const char *const kinds[] = { "KP", "KN", "KM" };
	int has_kind = c_kind >= 0 && in->flen[c_kind] > 0;
	int has_amount = c_amount >= 0 && in->flen[c_amount] > 0;
	double ptop = st->o->penalty_top > 0 ? st->o->penalty_top : st->top_max;
	int k;

	if (has_kind == has_amount)
		tsv_bad_line(in, "expected either a kind (KP, KN, KM) or an amount");
	if (has_amount)
		return tsv_num(in, c_amount);
	for (k = 0; k < 3; k++)
		if (in->flen[c_kind] == 2 && memcmp(in->f[c_kind], kinds[k], 2) == 0)
			break;
	if (k == 3)
		tsv_bad_field(in, c_kind, "KP, KN or KM");
	/* Law 90, the lecture's scale: a share of a top rounded to 0.1, or IMPs */
	return st->mp ? -round_to(st->o->kind_pct[k] / 100 * ptop, 1) : -st->o->kind_imps[k];
}

/* The pair a penalty row names (its direction too with --mitchell). */
static struct pair *
penalty_pair(struct state *st, const struct tsv_in *in, int c_pair, int c_dir)
{
	struct strbuf key = { 0 };
	int i;

	if (st->o->mitchell) {
		if (in->flen[c_dir] != 2 || (memcmp(in->f[c_dir], "NS", 2) != 0 &&
		    memcmp(in->f[c_dir], "EW", 2) != 0))
			tsv_bad_field(in, c_dir, "NS or EW");
		sb_add(&key, in->f[c_dir], 2);
		sb_tab(&key);
	}
	sb_add(&key, in->f[c_pair], in->flen[c_pair]);
	i = names_find(&st->pairs, key.s, key.len);
	free(key.s);
	if (i < 0)
		tsv_bad_field(in, c_pair, st->o->mitchell ? "a pair of that direction in the boards" :
		    "a pair that played in the boards");
	return &st->p[i];
}

/* --penalties: each row changes one pair's adjustment, nothing else. */
static void
penalties(struct state *st)
{
	struct tsv_in in;
	char *paths[1];
	int c_pair, c_dir, c_kind, c_amount, c_reason;

	paths[0] = (char *)st->o->penalties;
	tsv_open(&in, 1, paths);
	c_pair = tsv_need(&in, "pair");
	c_dir = st->o->mitchell ? tsv_need(&in, "dir") : tsv_col(&in, "dir");
	c_kind = tsv_col(&in, "kind");
	c_amount = tsv_col(&in, "amount");
	c_reason = tsv_col(&in, "reason");
	if (c_kind < 0 && c_amount < 0)
		die_data("%s:1: missing column \"kind\" or \"amount\"", in.name);
	while (tsv_next(&in)) {
		struct pair *p = penalty_pair(st, &in, c_pair, c_dir);

		p->adjust += penalty_amount(st, &in, c_kind, c_amount);
		if (c_reason >= 0 && in.flen[c_reason] > 0) {
			if (p->reason.len)
				sb_adds(&p->reason, "; ");
			sb_add(&p->reason, in.f[c_reason], in.flen[c_reason]);
		}
	}
	tsv_close(&in);
}

static void
write_standings(struct state *st)
{
	size_t n = st->pairs.n, i, first = 0;
	struct pair *p = xmalloc((n ? n : 1) * sizeof *p);

	for (i = 0; i < n; i++) {
		p[i] = st->p[i];
		p[i].final = p[i].total + p[i].adjust;
		p[i].key = st->mp ? (p[i].max > 0 ? p[i].final / p[i].max : 0) : p[i].final;
	}
	qsort(p, n, sizeof *p, by_standing);
	tsv_puts("pair");
	if (st->o->mitchell)
		tsv_puts("dir");
	tsv_puts("boards");
	tsv_puts("total");
	if (st->mp) {
		tsv_puts("max");
		tsv_puts("pct");
	}
	tsv_puts("adjust");
	tsv_puts("final");
	if (st->mp)
		tsv_puts("final_pct");
	tsv_puts("reason");
	tsv_puts("pos");
	tsv_end_row();
	for (i = 0; i < n; i++) {
		if (i == 0 || (p[i].dir && strcmp(p[i].dir, p[i - 1].dir) != 0))
			first = i;
		p[i].pos = i > first && near(p[i].key, p[i - 1].key) ? p[i - 1].pos : (long)(i - first) + 1;
		tsv_puts(p[i].id);
		if (st->o->mitchell)
			tsv_puts(p[i].dir);
		tsv_put_int(p[i].boards);
		tsv_put_num(p[i].total + 0.0);
		if (st->mp) {
			tsv_put_num(p[i].max);
			if (p[i].max > 0)
				tsv_put_num(100 * p[i].total / p[i].max + 0.0);
			else
				tsv_puts("");
		}
		tsv_put_num(p[i].adjust + 0.0);
		tsv_put_num(p[i].final + 0.0);
		if (st->mp) {
			if (p[i].max > 0)
				tsv_put_num(100 * p[i].final / p[i].max + 0.0);
			else
				tsv_puts("");
		}
		tsv_put(p[i].reason.s ? p[i].reason.s : "", p[i].reason.len);
		tsv_put_int(p[i].pos);
		tsv_end_row();
	}
	free(p);
}

static void
rank_bridge(const struct rank_bridge_opts *o, int npaths, char **paths)
{
	struct state st;
	size_t i;

	memset(&st, 0, sizeof st);
	st.o = o;
	names_init(&st.pairs);
	names_init(&st.groups);
	names_init(&st.boards);
	names_init(&st.psess);
	read_boards(&st, npaths, paths);
	session_rule(&st);
	check_sums(&st);
	if (o->penalties)
		penalties(&st);
	write_standings(&st);
	for (i = 0; i < st.pairs.n; i++)
		free(st.p[i].reason.s);
	for (i = 0; i < st.groups.n; i++)
		free(st.g[i].label);
	free(st.p);
	free(st.g);
	free(st.art);
	free(st.board_rows);
	names_free(&st.pairs);
	names_free(&st.groups);
	names_free(&st.boards);
	names_free(&st.psess);
	free(st.ps);
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

enum { OPT_VERSION = 500, OPT_MITCHELL, OPT_PEN, OPT_FIXED, OPT_CHECKS, OPT_KPCT, OPT_KIMPS, OPT_PTOP };

static void
usage(void)
{
	printf("usage: rank -m bridge [--mitchell] [--penalties FILE] [options] [FILE...]\n"
	    "Pairs standings from scored bridge boards (score -m matchpoints, butler\n"
	    "or cross-imps): pair boards total [max pct] adjust final [final_pct]\n"
	    "reason pos; at matchpoints ranked by the percentage of the pair's own\n"
	    "maximum, at IMPs by the total; ties share the place.  See rank(1).\n\n"
	    "      --mitchell        separate NS and EW lists (default: one list, Howell)\n"
	    "      --penalties FILE  TSV: pair [dir] kind|amount reason; kind KP/KN/KM\n"
	    "                        deducts a share of a top (rounded to 0.1) or IMPs,\n"
	    "                        amount is added to the total as written (signed)\n"
	    "      --kinds-pct L     KP,KN,KM in %% of a top (5,10,15)\n"
	    "      --kinds-imps L    KP,KN,KM in IMPs (0.5,1,2)\n"
	    "      --penalty-top T   the top they refer to (default: the largest top)\n"
	    "      --fixed-averages  A+/A- stay 60/40 %% (no session percentage rule)\n"
	    "      --checks          report every board's check sum and the grand total\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

int
rank_bridge_main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "mode", required_argument, NULL, 'm' },
		{ "mitchell", no_argument, NULL, OPT_MITCHELL },
		{ "penalties", required_argument, NULL, OPT_PEN },
		{ "kinds-pct", required_argument, NULL, OPT_KPCT },
		{ "kinds-imps", required_argument, NULL, OPT_KIMPS },
		{ "penalty-top", required_argument, NULL, OPT_PTOP },
		{ "fixed-averages", no_argument, NULL, OPT_FIXED },
		{ "checks", no_argument, NULL, OPT_CHECKS },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	struct rank_bridge_opts o;
	int c;

	memset(&o, 0, sizeof o);
	o.session_rule = 1;
	three("kinds-pct", "5,10,15", o.kind_pct);
	three("kinds-imps", "0.5,1,2", o.kind_imps);
	while ((c = cli_getopt(argc, argv, "m:h", longopts)) != -1) {
		switch (c) {
		case 'm':
			break;
		case OPT_MITCHELL:
			o.mitchell = 1;
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
		case OPT_CHECKS:
			o.checks = 1;
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
