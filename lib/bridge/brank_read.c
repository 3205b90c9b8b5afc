/*
 * brank_read.c - rank -m bridge's reading of the scored boards stream:
 * its columns found, each row's pairs credited (totals, tops, artificial
 * scores, the meetings of two pairs), its board's group and check sums
 * kept, the rows spooled for --usebio.  Apart from bridge_rank.c, the
 * rules applied once every board is read (Law 12C2, the check sums) and
 * the command line, and from bridge_standings.c, the lists written.
 */
#include "brank.h"
#include "num.h"
#include "rp.h"
#include "tsv.h"

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
void
brank_read_boards(struct state *st, int npaths, char **paths)
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
		if (st->mp ? !brank_near(vns + vew, top) : !brank_near(vns, -vew))
			g->bad_row = 1;
	}
	tsv_close(&in);
}
