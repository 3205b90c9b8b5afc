/*
 * brank_pairs.c - the pairs of a bridge ranking (rank -m bridge), found
 * and added by section, direction and id, ranked in their field's list;
 * a row's field and a pair's handicap as the stream gives them.  Reading the boards
 * (bridge_rank.c) adds them and the standings (bridge_standings.c) look
 * them up, so they sit in a file below both.
 */
#include "brank.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

int
brank_near(double a, double b)
{
	return fabs(a - b) <= 1e-9 * fmax(1, fabs(b));
}

static void
pair_key(struct strbuf *k, const char *section, size_t sl, const char *dir, const char *id, size_t n)
{
	k->len = 0;
	sb_add(k, section, sl);
	sb_tab(k);
	sb_adds(k, dir ? dir : "");
	sb_tab(k);
	sb_add(k, id, n);
}

int
brank_find(const struct state *st, const char *section, size_t sl, const char *dir,
    const char *id, size_t n)
{
	struct strbuf k = { 0 };
	int i;

	pair_key(&k, section, sl, dir, id, n);
	i = names_find(&st->pairs, k.s, k.len);
	free(k.s);
	return i;
}

int
brank_pair(struct state *st, const char *section, size_t sl, const char *field, size_t fl,
    const char *dir, const char *id, size_t n)
{
	struct strbuf k = { 0 };
	int added, i, l;
	const char *s;

	pair_key(&k, section, sl, dir, id, n);
	i = names_intern(&st->pairs, k.s, k.len, &added);
	if (added) {
		xgrow(&st->p, &st->pcap, (size_t)i + 1, sizeof *st->p);
		memset(&st->p[i], 0, sizeof st->p[i]);
		s = names_str(&st->pairs, i);
		st->p[i].section = s;	/* up to the first TAB, cut below */
		st->p[i].dir = dir;
		st->p[i].id = s + sl + 1 + (dir ? strlen(dir) : 0) + 1;
		st->p[i].factor = 1;
		k.len = 0;	/* the list: "field\tdir" */
		sb_add(&k, field, fl);
		sb_tab(&k);
		sb_adds(&k, dir ? dir : "");
		l = names_intern(&st->lists, k.s, k.len, NULL);
		st->p[i].list = l;
		st->p[i].section = xstrndup(section, sl);
		st->p[i].field = xstrndup(field, fl);
	}
	free(k.s);
	return i;
}

/*
 * The field a row was scored in: its `scoring_field` (sections scored as
 * one field, bscore_field.c) when it has one, else its section.
 */
void
brank_field_of(const struct tsv_in *in, const struct board_key *bk, int c_field, const char **s,
    size_t *n)
{
	int c = c_field >= 0 && in->flen[c_field] ? c_field : bk->section;

	*s = c >= 0 ? in->f[c] : "";
	*n = c >= 0 ? in->flen[c] : 0;
}

/*
 * A handicap pairs event's handicap (the stream's ns_pub_handicap or
 * ew_pub_handicap, from a USEBIO HANDICAP): percentage points, the same
 * on every row of the pair; empty is none (0).
 */
void
brank_handicap(const struct tsv_in *in, int c, struct pair *p)
{
	double h = in->flen[c] ? tsv_num(in, c) : 0;

	if (p->has_hcp && fabs(h - p->hcp) > 1e-9 * fmax(1, fabs(p->hcp)))
		tsv_bad_field(in, c, "the pair's handicap of its earlier rows");
	p->hcp = h;
	p->has_hcp = 1;
}
