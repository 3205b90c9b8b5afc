/*
 * bridge_parse.c - `parse -f bridge`: travellers in, board results out
 * (doc/rules/bridge-pairs.md, "Input").  One row per table result: board, ns,
 * ew and either the NS score or contract, declarer and result; the NS
 * score is computed from the contract (Law 77, contract.c) and the
 * vulnerability (a `vul` column, else the board number) and written to
 * `score`.  Artificial scores (A+, A60/40, A+/A-) and NP pass as their
 * canonical text.  Every row becomes a row or an error: malformed
 * contracts, impossible results, a score that disagrees with the
 * contract, a pair twice on a board, a board's rows split apart.
 */
#include "bridge.h"
#include "contract.h"
#include "num.h"
#include "rp.h"
#include "subcmd.h"
#include "tsv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cols {
	int board, ns, ew, score, contract, declarer, result, vul, session;
};

/* An artificial score or NP in field c: its canonical text in out. */
static int
special(const struct tsv_in *in, int c, char *out, size_t *len)
{
	struct artificial a;

	if (c < 0)
		return 0;
	if (is_not_played(in->f[c], in->flen[c])) {
		*len = (size_t)snprintf(out, 32, "NP");
		return 1;
	}
	if (!artificial_parse(in->f[c], in->flen[c], &a))
		return 0;
	*len = artificial_format(&a, out);
	return 1;
}

/* The NS score of the contract on this row. */
static long
contract_ns_score(const struct tsv_in *in, const struct cols *k, long board)
{
	struct contract ct;
	int ns, tricks, vul;
	char what[96];

	if (!contract_parse(in->f[k->contract], in->flen[k->contract], &ct))
		tsv_bad_field(in, k->contract,
		    "a contract: level 1-7, strain C D H S NT, then X or XX, or PASS");
	if (ct.level == 0)
		return 0;
	ns = declarer_is_ns(in->f[k->declarer], in->flen[k->declarer]);
	if (ns < 0)
		tsv_bad_field(in, k->declarer, "a declarer N, E, S or W");
	if (!result_parse(in->f[k->result], in->flen[k->result], &ct, &tricks)) {
		snprintf(what, sizeof what,
		    "a result of a %d-level contract: =, +1..+%d, -1..-%d or tricks 0-13",
		    ct.level, 7 - ct.level, ct.level + 6);
		tsv_bad_field(in, k->result, what);
	}
	vul = vul_of_board(board);
	if (k->vul >= 0 && in->flen[k->vul] > 0) {
		vul = vul_parse(in->f[k->vul], in->flen[k->vul]);
		if (vul < 0)
			tsv_bad_field(in, k->vul, "a vulnerability None, NS, EW or All");
	}
	return ns ? contract_score(&ct, tricks, vul & VUL_NS)
	    : -contract_score(&ct, tricks, (vul & VUL_EW) != 0);
}

/* The canonical score of a row, into out. */
static size_t
row_score(const struct tsv_in *in, const struct cols *k, long board, char *out)
{
	int have_score = k->score >= 0 && in->flen[k->score] > 0;
	int have_contract = k->contract >= 0 && in->flen[k->contract] > 0;
	size_t len;
	long given = 0, computed;

	if (have_score && special(in, k->score, out, &len))
		return len;
	if (have_score && !int_parse(in->f[k->score], in->flen[k->score], -10000, 10000, &given))
		tsv_bad_field(in, k->score,
		    "an NS score (an integer), an artificial score (A+, A60/40, A+/A-) or NP");
	if (have_contract && special(in, k->contract, out, &len)) {
		if (have_score)
			tsv_bad_line(in, "a score and an artificial score in \"contract\": which one?");
		return len;
	}
	if (!have_contract) {
		if (have_score)
			return (size_t)snprintf(out, 32, "%ld", given);
		if (special(in, k->result, out, &len))
			return len;
		tsv_bad_field(in, k->contract >= 0 ? k->contract : k->score,
		    k->contract >= 0 ? "a contract, or a score in column \"score\"" : "an NS score");
	}
	computed = contract_ns_score(in, k, board);
	if (have_score && computed != given)
		tsv_bad_line(in, "score %ld disagrees with the contract, which scores %ld for NS",
		    given, computed);
	return (size_t)snprintf(out, 32, "%ld", computed);
}

static void
check_pairs(const struct tsv_in *in, const struct cols *k, struct names *board_pairs)
{
	int added;

	if (in->flen[k->ns] == 0)
		tsv_bad_field(in, k->ns, "an NS pair id");
	if (in->flen[k->ew] == 0)
		tsv_bad_field(in, k->ew, "an EW pair id");
	if (in->flen[k->ns] == in->flen[k->ew] && memcmp(in->f[k->ns], in->f[k->ew], in->flen[k->ns]) == 0)
		tsv_bad_line(in, "pair \"%.*s\" plays against itself", (int)in->flen[k->ns], in->f[k->ns]);
	names_intern(board_pairs, in->f[k->ns], in->flen[k->ns], &added);
	if (!added)
		tsv_bad_field(in, k->ns, "a pair not yet on this board");
	names_intern(board_pairs, in->f[k->ew], in->flen[k->ew], &added);
	if (!added)
		tsv_bad_field(in, k->ew, "a pair not yet on this board");
}

static void
parse_bridge(int npaths, char **paths)
{
	static const char *const added[] = { "score", NULL };
	struct tsv_in in;
	struct tsv_rowout ro;
	struct cols k;
	struct names seen, pairs;
	char *key = NULL, out[32];
	size_t keylen = 0;

	tsv_open(&in, npaths, paths);
	k.board = tsv_need(&in, "board");
	k.ns = tsv_need(&in, "ns");
	k.ew = tsv_need(&in, "ew");
	k.score = tsv_col(&in, "score");
	k.contract = tsv_col(&in, "contract");
	k.vul = tsv_col(&in, "vul");
	k.session = tsv_col(&in, "session");
	k.declarer = k.result = -1;
	if (k.contract >= 0) {
		k.declarer = tsv_need(&in, "declarer");
		k.result = tsv_need(&in, "result");
	} else if (k.score < 0) {
		die_data("%s:1: missing column \"score\" (or \"contract\", \"declarer\", \"result\")",
		    in.name);
	}
	names_init(&seen);
	names_init(&pairs);
	tsv_put_header(&in, added);
	tsv_rowout_init(&ro, &in, added);
	while (tsv_next(&in)) {
		long board = tsv_posint(&in, k.board);
		size_t ls = k.session >= 0 ? in.flen[k.session] : 0, len = in.flen[k.board] + 1 + ls;

		if (!key || len != keylen || memcmp(key, in.f[k.board], in.flen[k.board]) != 0 ||
		    (ls && memcmp(key + in.flen[k.board] + 1, in.f[k.session], ls) != 0)) {
			if (key)
				names_intern(&seen, key, keylen, NULL);
			free(key);
			key = xmalloc(len + 1);
			memcpy(key, in.f[k.board], in.flen[k.board]);
			key[in.flen[k.board]] = '\t';
			if (ls)
				memcpy(key + in.flen[k.board] + 1, in.f[k.session], ls);
			keylen = len;
			if (names_find(&seen, key, keylen) >= 0)
				tsv_bad_line(&in, "board %ld again after other boards: the rows of a board must be contiguous",
				    board);
			names_clear(&pairs);
		}
		check_pairs(&in, &k, &pairs);
		tsv_rowout_str(&ro, 0, out, row_score(&in, &k, board, out));
		tsv_rowout_write(&ro, in.f, in.flen);
	}
	free(key);
	names_free(&seen);
	names_free(&pairs);
	tsv_rowout_free(&ro);
	tsv_close(&in);
}


static void
usage(void)
{
	printf("usage: parse -f bridge [FILE...]\n"
	    "Bridge travellers to board results: one row per table result with\n"
	    "board, ns, ew and either score (NS points) or contract, declarer and\n"
	    "result; vul (None, NS, EW, All) is optional, else from the board number.\n"
	    "The NS score is written to `score` (Law 77).  Artificial scores A+, A,\n"
	    "A-, A+/A-, A60/40 and NP (not played) may stand in score, contract or\n"
	    "result.  The rows of a board must be contiguous.  See parse(1).\n\n"
	    "  -f, --format bridge   this format\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

int
parse_bridge_main(int argc, char **argv)
{
	return subcmd_plain(argc, argv, "format", usage, parse_bridge);
}
