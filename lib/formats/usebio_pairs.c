/*
 * usebio_pairs.c - parse -f usebio: a pair is its partnership.  A club's
 * file of several sessions (or several files in one run) may give pair
 * number 3 to another partnership in each; the stages after parse key a
 * pair by section, direction and number, and would add two partnerships'
 * boards into one.  The run's rows are held to the end; a number that
 * names more than one partnership (its players' national numbers, else
 * their names) is written with them, "3 (964263 & 627089)", each
 * partnership its own pair.  A number that names one partnership (the
 * usual case, one partnership a number for the whole event) is written
 * alone, as before.
 */
#include "names.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"
#include "usebio.h"

#include <stdlib.h>
#include <string.h>

/* A row's columns as usebio_board.c and usebio_field.c build it; those
 * this file reads named.  The handicaps and `scoring_field` are written only
 * when the run has them. */
static const char *const head[] = {
	"event", "title", "date", "club", "session", "section", "board", "ns", "ew",
	"contract", "declarer", "lead", "result", "score", "scoring", "winners",
	"ns_names", "ns_numbers", "ew_names", "ew_numbers", "pub_ns", "pub_ew", "pub_datum",
	"ns_pub_total", "ns_pub_pct", "ns_pub_place", "ew_pub_total", "ew_pub_pct",
	"ew_pub_place", "ns_pub_handicap", "ew_pub_handicap", "tables", "scoring_field",
};
enum { C_SECTION = 5, C_NS = 7, C_EW = 8, C_WINNERS = 15, C_NS_NAMES = 16, C_NS_HCP = 29,
	C_EW_HCP = 30, C_FIELD = 32, NCOL = 33 };

/* 1 when column c is written (hcp, field: the run has them). */
static int
written(size_t c, int hcp, int field)
{
	return (hcp || (c != C_NS_HCP && c != C_EW_HCP)) && (field || c != C_FIELD);
}

struct field { const char *s; size_t n; };

/* Row s (one line, no newline) split at its TABs into f[NCOL]: 1, else 0. */
static int
split_row(const char *s, size_t len, struct field *f)
{
	size_t k = 0, at = 0;

	while (k < NCOL) {
		const char *tab = memchr(s + at, '\t', len - at);
		size_t end = tab ? (size_t)(tab - s) : len;

		f[k++] = (struct field){ s + at, end - at };
		if (!tab)
			break;
		at = end + 1;
	}
	return k == NCOL;
}

/* Side 0 (NS) or 1 (EW) of row f: its key (section, direction, number)
 * in k, its partnership (numbers when every player has one, else names)
 * in who. */
static void
side_key(const struct field *f, int side, struct strbuf *k, struct strbuf *who)
{
	const struct field *num = &f[C_NS_NAMES + 2 * side + 1], *nm = &f[C_NS_NAMES + 2 * side];
	int numbered = num->n && !memchr(num->s, '-', num->n);

	k->len = who->len = 0;
	sb_add(k, f[C_SECTION].s, f[C_SECTION].n);
	sb_tab(k);
	if (f[C_WINNERS].n == 1 && f[C_WINNERS].s[0] == '2')
		sb_adds(k, side ? "EW" : "NS");
	sb_tab(k);
	sb_add(k, f[side ? C_EW : C_NS].s, f[side ? C_EW : C_NS].n);
	sb_add(who, numbered ? num->s : nm->s, numbered ? num->n : nm->n);
}

/* The next row of rows at *at: its length (no newline). */
static size_t
next_row(const struct strbuf *rows, size_t at)
{
	const char *nl = memchr(rows->s + at, '\n', rows->len - at);

	return nl ? (size_t)(nl - (rows->s + at)) : rows->len - at;
}

void
usebio_write_rows(const struct strbuf *rows, int hcp, int field)
{
	struct names keys, pairs;
	struct strbuf k = { 0 }, who = { 0 }, out = { 0 };
	int *first = NULL, *reused = NULL;
	size_t cap = 0, rcap = 0, at, len;
	struct field f[NCOL];
	int side, added;

	for (at = 0; at < NCOL; at++)
		if (written(at, hcp, field))
			tsv_puts(head[at]);
	tsv_end_row();
	names_init(&keys);
	names_init(&pairs);
	/* each key's first partnership; a key with another is reused */
	for (at = 0; at < rows->len; at += len + 1) {
		len = next_row(rows, at);
		if (!split_row(rows->s + at, len, f))
			die_data("internal error: a usebio row without its %d columns", NCOL);
		for (side = 0; side < 2; side++) {
			int i, p;

			side_key(f, side, &k, &who);
			i = names_intern(&keys, k.s, k.len, &added);
			p = who.len ? names_intern(&pairs, who.s, who.len, NULL) : -1;
			if (added) {
				xgrow(&first, &cap, (size_t)i + 1, sizeof *first);
				xgrow_zero(&reused, &rcap, (size_t)i + 1, sizeof *reused);
				first[i] = p;
			} else if (p != first[i] && p >= 0 && first[i] >= 0) {
				reused[i] = 1;
			} else if (first[i] < 0) {
				first[i] = p;
			}
		}
	}
	for (at = 0; at < rows->len; at += len + 1) {
		size_t c;

		len = next_row(rows, at);
		(void)split_row(rows->s + at, len, f);
		out.len = 0;
		for (c = 0; c < NCOL; c++) {
			if (!written(c, hcp, field))
				continue;
			if (c)
				sb_tab(&out);	/* column 0 is always written */
			sb_add(&out, f[c].s, f[c].n);
			if (c != C_NS && c != C_EW)
				continue;
			side_key(f, c == C_EW, &k, &who);
			if (reused[names_find(&keys, k.s, k.len)] && who.len) {
				sb_adds(&out, " (");
				sb_add(&out, who.s, who.len);
				sb_adds(&out, ")");
			}
		}
		sb_add(&out, "\n", 1);
		tsv_put_rows(out.s, out.len);
	}
	names_free(&keys);
	names_free(&pairs);
	free(first);
	free(reused);
	free(k.s);
	free(who.s);
	free(out.s);
}
