/*
 * bridge_standings.c - what `rank -m bridge` does with the pairs once
 * the boards are read (bridge_rank.c): names from a file, totals
 * factored, the IMP protection rule, penalties, then the standings in
 * order, written as TSV (or as USEBIO, usebio_out.c).
 *
 * Factoring (the EBU's and the ACBL's rule, doc/rules/bridge-pairs.md):
 * a pair that played b boards where the most any pair of its list
 * played is B has its total multiplied by B / b, so that a sit-out or a
 * late start neither helps nor hurts; at matchpoints its maximum too,
 * so the percentage is unchanged.  --raw-totals leaves totals as summed.
 *
 * Protection (the lecture's "Ochronka 10+3 IMPy"): at IMPs, what a pair
 * wins from one round against one pair (their boards together) counts
 * at most C + B x boards IMPs (--protect C, --protect-per-board B); the
 * loser keeps its loss.  The cut goes into the pair's adjustment, with
 * its reason, so the boards' check sums stay whole.
 */
#include "brank.h"
#include "num.h"
#include "rp.h"
#include "tsv.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The pair a row of a names or penalties file names: section and dir too. */
static struct pair *
file_pair(struct state *st, const struct tsv_in *in, int c_pair, int c_section, int c_dir)
{
	const char *dir = NULL;
	int i;

	if (st->apart) {
		if (c_dir < 0)
			tsv_bad_line(in, "expected a column \"dir\": NS and EW are ranked apart");
		if (in->flen[c_dir] == 2 && memcmp(in->f[c_dir], "NS", 2) == 0)
			dir = "NS";
		else if (in->flen[c_dir] == 2 && memcmp(in->f[c_dir], "EW", 2) == 0)
			dir = "EW";
		else
			tsv_bad_field(in, c_dir, "NS or EW");
	}
	if (st->has_section && c_section < 0)
		tsv_bad_line(in, "expected a column \"section\": the boards have sections");
	i = brank_find(st, c_section >= 0 ? in->f[c_section] : "", c_section >= 0 ? in->flen[c_section] : 0,
	    dir, in->f[c_pair], in->flen[c_pair]);
	if (i < 0)
		tsv_bad_field(in, c_pair, st->apart ? "a pair of that direction in the boards" :
		    "a pair that played in the boards");
	return &st->p[i];
}

/* --names: a file's names replace the stream's. */
void
brank_names(struct state *st)
{
	struct tsv_in in;
	int c_pair, c_section, c_dir, c_names;

	tsv_open_path(&in, st->o->names);
	c_pair = tsv_need(&in, "pair");
	c_names = tsv_need(&in, "names");
	c_section = tsv_col(&in, "section");
	c_dir = tsv_col(&in, "dir");
	while (tsv_next(&in)) {
		struct pair *p = file_pair(st, &in, c_pair, c_section, c_dir);

		free(p->names);
		p->names = xstrndup(in.f[c_names], in.flen[c_names]);
	}
	tsv_close(&in);
	st->has_names = 1;
}

/* Each pair's factor: the boards of its list's most over its own. */
void
brank_factors(struct state *st)
{
	long *most = xcalloc(st->lists.n + 1, sizeof *most);
	size_t i;

	for (i = 0; i < st->pairs.n; i++)
		if (st->p[i].boards > most[st->p[i].list])
			most[st->p[i].list] = st->p[i].boards;
	for (i = 0; i < st->pairs.n; i++) {
		struct pair *p = &st->p[i];

		p->factor = st->o->factor && p->boards ? (double)most[p->list] / (double)p->boards : 1;
	}
	free(most);
}

/* Ochronka: a pair's gain from one meeting capped, the cut its adjustment. */
void
brank_protect(struct state *st)
{
	size_t i;
	int s;

	if (st->mp)
		die_usage("--protect: the protection rule is for IMPs (butler, cross-imps)");
	for (i = 0; i < st->meetings.n; i++) {
		const struct meeting *m = &st->m[i];
		double cap = st->o->protect + st->o->protect_per_board * (double)m->boards;

		for (s = 0; s < 2; s++) {
			struct pair *p = &st->p[s ? m->b : m->a];
			const struct pair *other = &st->p[s ? m->a : m->b];
			char num[32];

			if (m->imps[s] <= cap + 1e-9)
				continue;
			p->adjust -= m->imps[s] - cap;
			if (p->reason.len)
				sb_adds(&p->reason, "; ");
			sb_adds(&p->reason, "protection: ");
			num_format(-(m->imps[s] - cap), num);
			sb_adds(&p->reason, num);
			sb_adds(&p->reason, " IMPs against ");
			sb_adds(&p->reason, other->id);
		}
	}
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

/* --penalties: each row changes one pair's adjustment, nothing else. */
void
brank_penalties(struct state *st)
{
	struct tsv_in in;
	int c_pair, c_section, c_dir, c_kind, c_amount, c_reason;

	tsv_open_path(&in, st->o->penalties);
	c_pair = tsv_need(&in, "pair");
	c_section = tsv_col(&in, "section");
	c_dir = tsv_col(&in, "dir");
	c_kind = tsv_col(&in, "kind");
	c_amount = tsv_col(&in, "amount");
	c_reason = tsv_col(&in, "reason");
	if (c_kind < 0 && c_amount < 0)
		die_data("%s:1: missing column \"kind\" or \"amount\"", in.name);
	while (tsv_next(&in)) {
		struct pair *p = file_pair(st, &in, c_pair, c_section, c_dir);

		p->adjust += penalty_amount(st, &in, c_kind, c_amount);
		if (c_reason >= 0 && in.flen[c_reason] > 0) {
			if (p->reason.len)
				sb_adds(&p->reason, "; ");
			sb_add(&p->reason, in.f[c_reason], in.flen[c_reason]);
		}
	}
	tsv_close(&in);
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
	int c = strcmp(a->field, b->field);	/* a list: a field (a section) and dir */

	if (c)
		return c;
	c = a->dir ? -strcmp(a->dir, b->dir) : 0;	/* NS before EW */
	if (c)
		return c;
	if (!brank_near(a->key, b->key))
		return a->key > b->key ? -1 : 1;
	c = strcmp(a->section, b->section);	/* a field's sections: A's 1 before B's 1 */
	return c ? c : id_cmp(a->id, b->id);
}

struct pair *
brank_sorted(struct state *st)
{
	size_t n = st->pairs.n, i, first = 0;
	struct pair *p = xmalloc((n ? n : 1) * sizeof *p);

	for (i = 0; i < n; i++) {
		p[i] = st->p[i];
		p[i].final = p[i].total * p[i].factor + p[i].adjust;
		p[i].key = st->mp ? (p[i].max > 0 ? p[i].final / (p[i].max * p[i].factor) : 0) : p[i].final;
	}
	qsort(p, n, sizeof *p, by_standing);
	for (i = 0; i < n; i++) {
		if (i == 0 || p[i].list != p[i - 1].list)
			first = i;
		p[i].pos = i > first && brank_near(p[i].key, p[i - 1].key) ? p[i - 1].pos : (long)(i - first) + 1;
	}
	return p;
}

static void
put_opt(const char *s)
{
	tsv_puts(s ? s : "");
}

/*
 * A handicap pairs event (NZ Bridge's Scorer): the handicapped result is
 * the final percentage plus half the pair's handicap, both shown; the
 * place stays the raw one's, as the Scorer publishes it (its places
 * follow the matchpoints, its TOTAL_SCORE and PERCENTAGE the handicapped
 * figure, rounded to 0.01 only for display).
 */
static void
put_handicapped(const struct pair *p)
{
	tsv_put_num(p->hcp + 0.0);
	if (p->max > 0)
		tsv_put_num(100 * p->final / (p->max * p->factor) + p->hcp / 2 + 0.0);
	else
		tsv_puts("");
}

static void
header(const struct state *st)
{
	static const char *const pub[] = { "pub_total", "pub_pct", "pub_place" };
	int k;

	tsv_puts("pair");
	if (st->has_section)
		tsv_puts("section");
	if (st->apart)
		tsv_puts("dir");
	if (st->has_names)
		tsv_puts("names");
	tsv_puts("boards");
	tsv_puts("total");
	if (st->mp) {
		tsv_puts("max");
		tsv_puts("pct");
	}
	if (st->o->factor)
		tsv_puts("factored");
	tsv_puts("adjust");
	tsv_puts("final");
	if (st->mp)
		tsv_puts("final_pct");
	if (st->mp && st->has_hcp) {
		tsv_puts("handicap");
		tsv_puts("handicapped_pct");
	}
	tsv_puts("reason");
	tsv_puts("pos");
	for (k = 0; st->has_pub && k < 3; k++)
		tsv_puts(pub[k]);
	tsv_end_row();
}

void
brank_write(struct state *st)
{
	struct pair *p = brank_sorted(st);
	size_t n = st->pairs.n, i;
	int k;

	if (st->o->usebio) {
		brank_usebio(st, p);
		free(p);
		return;
	}
	header(st);
	for (i = 0; i < n; i++) {
		tsv_puts(p[i].id);
		if (st->has_section)
			tsv_puts(p[i].section);
		if (st->apart)
			tsv_puts(p[i].dir);
		if (st->has_names)
			put_opt(p[i].names);
		tsv_put_int(p[i].boards);
		tsv_put_num(p[i].total + 0.0);
		if (st->mp) {
			tsv_put_num(p[i].max);
			if (p[i].max > 0)
				tsv_put_num(100 * p[i].total / p[i].max + 0.0);
			else
				tsv_puts("");
		}
		if (st->o->factor)
			tsv_put_num(p[i].total * p[i].factor + 0.0);
		tsv_put_num(p[i].adjust + 0.0);
		tsv_put_num(p[i].final + 0.0);
		if (st->mp) {
			if (p[i].max > 0)
				tsv_put_num(100 * p[i].final / (p[i].max * p[i].factor) + 0.0);
			else
				tsv_puts("");
		}
		if (st->mp && st->has_hcp)
			put_handicapped(&p[i]);
		tsv_put(p[i].reason.s ? p[i].reason.s : "", p[i].reason.len);
		tsv_put_int(p[i].pos);
		for (k = 0; st->has_pub && k < 3; k++)
			put_opt(p[i].pub[k]);
		tsv_end_row();
	}
	free(p);
}
