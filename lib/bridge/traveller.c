/*
 * traveller.c - `rank -m traveller`: the frequency view of each board
 * ("traveller"): one row per distinct NS score of a board, with how
 * many tables had it, which pairs (NS-EW), and the scores that result
 * carries (mp, pct, imp, datum, whichever the input has).  Real scores
 * from the best for NS down, then artificial scores, then NP.  A fouled
 * board's versions (`group`) are listed apart.  The rows of a board are
 * contiguous and held until it ends.
 */
#include "cli.h"
#include "bridge.h"
#include "num.h"
#include "strbuf.h"
#include "rp.h"
#include "tsv.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct freq {
	size_t first;		/* row carrying the values */
	size_t grp;		/* first row of its group: versions stay apart */
	int kind;		/* 0 real, 1 artificial, 2 NP */
	long score;
	long count;
	struct strbuf pairs;
};

static const char *const value_cols[] = {
	"top", "datum", "mp_ns", "mp_ew", "pct_ns", "pct_ew", "imp_ns", "imp_ew", NULL,
};

static int
by_frequency_order(const void *pa, const void *pb)
{
	const struct freq *a = pa, *b = pb;

	if (a->grp != b->grp)
		return a->grp < b->grp ? -1 : 1;
	if (a->kind != b->kind)
		return a->kind - b->kind;
	if (a->kind == 0 && a->score != b->score)
		return a->score > b->score ? -1 : 1;
	return a->first < b->first ? -1 : a->first > b->first;
}

static int
same_field(const struct board_row *x, const struct board_row *y, int c)
{
	return c < 0 || (x->flen[c] == y->flen[c] && memcmp(x->f[c], y->f[c], x->flen[c]) == 0);
}

static void
one_board(struct board_rows *b, const int *c, int nvals, const int *vc)
{
	/* c: board session group score ns ew */
	struct freq *fr = xcalloc(b->n, sizeof *fr);
	size_t nf = 0, i, j;
	struct artificial a;
	int k;

	for (i = 0; i < b->n; i++) {
		struct board_row *r = &b->row[i];

		for (j = 0; j < nf; j++)
			if (same_field(r, &b->row[fr[j].first], c[2]) &&
			    same_field(r, &b->row[fr[j].first], c[3]))
				break;
		if (j == nf) {
			fr[nf].first = i;
			fr[nf].grp = i;
			for (j = 0; j < nf; j++)
				if (same_field(r, &b->row[fr[j].first], c[2])) {
					fr[nf].grp = fr[j].grp;
					break;
				}
			j = nf;
			if (is_not_played(r->f[c[3]], r->flen[c[3]]))
				fr[nf].kind = 2;
			else if (artificial_parse(r->f[c[3]], r->flen[c[3]], &a))
				fr[nf].kind = 1;
			else if (!int_parse(r->f[c[3]], r->flen[c[3]], -10000, 10000, &fr[nf].score))
				die_data("%s:%lu:%d: column \"score\": expected an NS score, an artificial score or NP, found \"%s\"",
				    b->name, r->line, c[3] + 1, r->f[c[3]]);
			nf++;
		} else {
			sb_adds(&fr[j].pairs, " ");
		}
		fr[j].count++;
		sb_add(&fr[j].pairs, r->f[c[4]], r->flen[c[4]]);
		sb_adds(&fr[j].pairs, "-");
		sb_add(&fr[j].pairs, r->f[c[5]], r->flen[c[5]]);
	}
	/* groups stay together in order of appearance, scores ordered within */
	qsort(fr, nf, sizeof *fr, by_frequency_order);
	for (i = 0; i < nf; i++) {
		struct board_row *r = &b->row[fr[i].first];

		for (k = 0; k < 4; k++)
			if (c[k] >= 0)
				tsv_put(r->f[c[k]], r->flen[c[k]]);
		tsv_put_int(fr[i].count);
		tsv_put(fr[i].pairs.s, fr[i].pairs.len);
		for (k = 0; k < nvals; k++)
			tsv_put(r->f[vc[k]], r->flen[vc[k]]);
		tsv_end_row();
		free(fr[i].pairs.s);
	}
	free(fr);
}

static void
traveller(int npaths, char **paths)
{
	static const char *const keys[] = { "board", "session", "group", "score" };
	struct tsv_in in;
	struct board_rows b;
	struct board_key bk;
	int c[6], vc[8], nvals = 0, pending = 0, k;

	tsv_open(&in, npaths, paths);
	c[0] = tsv_need(&in, "board");
	c[1] = tsv_col(&in, "session");
	c[2] = tsv_col(&in, "group");
	c[3] = tsv_need(&in, "score");
	c[4] = tsv_need(&in, "ns");
	c[5] = tsv_need(&in, "ew");
	for (k = 0; k < 4; k++)
		if (c[k] >= 0)
			tsv_puts(keys[k]);
	tsv_puts("count");
	tsv_puts("pairs");
	for (k = 0; value_cols[k]; k++)
		if ((vc[nvals] = tsv_col(&in, value_cols[k])) >= 0) {
			tsv_puts(value_cols[k]);
			nvals++;
		}
	tsv_end_row();
	board_rows_init(&b);
	board_key_cols(&in, &bk);
	while (board_rows_next(&b, &in, &bk, &pending))
		one_board(&b, c, nvals, vc);
	board_rows_free(&b);
	tsv_close(&in);
}

enum { OPT_VERSION = 500 };

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option rank_traveller_opts[] = {
	{ "mode", required_argument, NULL, 'm' },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
rank_traveller_main(int argc, char **argv)
{
	const struct option *longopts = rank_traveller_opts;
	int ch;

	while ((ch = cli_getopt(argc, argv, "m:h", longopts)) != -1) {
		switch (ch) {
		case 'm':
			break;
		case 'h':
			printf("usage: rank -m traveller [FILE...]\n"
			    "Per board, one row per distinct NS score: board [session] [group]\n"
			    "score count pairs (NS-EW, space-separated), then the value columns\n"
			    "the input has (top datum mp_ns mp_ew pct_ns pct_ew imp_ns imp_ew).\n"
			    "Real scores best for NS first, then artificial scores, then NP.\n"
			    "Show it with format.  See rank(1).\n");
			return 0;
		case OPT_VERSION:
			print_version();
			return 0;
		default:
			die_usage("bad option");
		}
	}
	traveller(argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
