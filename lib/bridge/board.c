/*
 * board.c - a bridge board's rows held together, and the artificial
 * scores a traveller may hold in place of a result (Law 12C2).
 * Boards are contiguous in a boards stream (a traveller is one board),
 * so a stage holds one board at a time: memory is bounded by the
 * largest board, never by the number of rows.
 */
#include "bridge.h"
#include "num.h"
#include "rp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "+", "", "-" after the A: ART_PLUS, ART_AVERAGE, ART_MINUS; -2 if not. */
static int
sym_of(const char *s, size_t n)
{
	if (n == 0)
		return ART_AVERAGE;
	if (n == 1 && s[0] == '+')
		return ART_PLUS;
	if (n == 1 && s[0] == '-')
		return ART_MINUS;
	return -2;
}

static int
pct_of(const char *s, size_t n, double *pct)
{
	return n > 0 && num_parse(s, n, pct) && *pct >= 0 && *pct <= 100;
}

int
artificial_parse(const char *s, size_t n, struct artificial *a)
{
	const char *slash;
	size_t l1;

	if (n == 0 || s[0] != 'A')
		return 0;
	s++, n--;
	slash = memchr(s, '/', n);
	l1 = slash ? (size_t)(slash - s) : n;
	a->pct[0] = a->pct[1] = 0;
	if (!slash) {		/* A+, A, A-: NS's, the mirror for EW */
		a->kind[0] = sym_of(s, n);
		a->kind[1] = -a->kind[0];
		return a->kind[0] != -2;
	}
	if (pct_of(s, l1, &a->pct[0]) && pct_of(slash + 1, n - l1 - 1, &a->pct[1])) {
		a->kind[0] = a->kind[1] = ART_PCT;	/* A60/40 */
		return 1;
	}
	/* A+/A-, A/A: the second half starts with its own A */
	if (n - l1 - 1 < 1 || slash[1] != 'A')
		return 0;
	a->kind[0] = sym_of(s, l1);
	a->kind[1] = sym_of(slash + 2, n - l1 - 2);
	return a->kind[0] != -2 && a->kind[1] != -2;
}

size_t
artificial_format(const struct artificial *a, char *out)
{
	static const char *const sym[] = { "A-", "A", "A+" };
	char p0[32], p1[32];

	if (a->kind[0] == ART_PCT) {
		num_format(a->pct[0], p0);
		num_format(a->pct[1], p1);
		return (size_t)snprintf(out, 32, "A%s/%s", p0, p1);
	}
	return (size_t)snprintf(out, 32, "%s/%s", sym[a->kind[0] + 1], sym[a->kind[1] + 1]);
}

int
is_not_played(const char *s, size_t n)
{
	return n == 2 && (s[0] == 'N' || s[0] == 'n') && (s[1] == 'P' || s[1] == 'p');
}

void
board_rows_init(struct board_rows *b)
{
	memset(b, 0, sizeof *b);
	names_init(&b->seen);
}

static void
clear_rows(struct board_rows *b)
{
	size_t i;

	for (i = 0; i < b->n; i++) {
		free(b->row[i].f[0]);
		free(b->row[i].f);
		free(b->row[i].flen);
	}
	b->n = 0;
}

void
board_rows_free(struct board_rows *b)
{
	clear_rows(b);
	free(b->row);
	free(b->key);
	names_free(&b->seen);
	memset(b, 0, sizeof *b);
}

void
board_rows_keep(struct board_rows *b, const struct tsv_in *in)
{
	struct board_row *r;
	size_t c, total = 0;
	char *p;

	xgrow(&b->row, &b->cap, b->n + 1, sizeof *b->row);
	r = &b->row[b->n++];
	for (c = 0; c < in->ncol; c++)
		total += in->flen[c] + 1;
	r->f = xmalloc(in->ncol * sizeof *r->f);
	r->flen = xmalloc(in->ncol * sizeof *r->flen);
	p = xmalloc(total ? total : 1);
	for (c = 0; c < in->ncol; c++) {
		memcpy(p, in->f[c], in->flen[c]);
		p[in->flen[c]] = '\0';
		r->f[c] = p;
		r->flen[c] = in->flen[c];
		p += in->flen[c] + 1;
	}
	r->line = in->line;
	b->ncol = in->ncol;
}

void
board_key_cols(const struct tsv_in *in, struct board_key *k)
{
	k->board = tsv_need(in, "board");
	k->session = tsv_col(in, "session");
	k->section = tsv_col(in, "section");
}

/* The key of the row waiting in `in`: board, TAB, session, TAB, section. */
static char *
row_key(const struct tsv_in *in, const struct board_key *bk, size_t *len)
{
	int c[3] = { bk->board, bk->session, bk->section }, i;
	size_t n = 0;
	char *k, *p;

	for (i = 0; i < 3; i++)
		n += (c[i] >= 0 ? in->flen[c[i]] : 0) + 1;
	k = p = xmalloc(n);
	for (i = 0; i < 3; i++) {
		size_t l = c[i] >= 0 ? in->flen[c[i]] : 0;

		memcpy(p, c[i] >= 0 ? in->f[c[i]] : "", l);
		p += l;
		*p++ = i < 2 ? '\t' : '\0';
	}
	*len = n - 1;
	return k;
}

int
board_rows_next(struct board_rows *b, struct tsv_in *in, const struct board_key *bk,
    int *pending)
{
	size_t len;
	char *k;

	clear_rows(b);
	if (b->key)
		names_intern(&b->seen, b->key, b->keylen, NULL);
	free(b->key);
	b->key = NULL;
	if (!*pending && !tsv_next(in))
		return 0;
	*pending = 0;
	if (in->flen[bk->board] == 0)
		tsv_bad_field(in, bk->board, "a board number");
	b->key = row_key(in, bk, &b->keylen);
	if (names_find(&b->seen, b->key, b->keylen) >= 0)
		tsv_bad_line(in, "board \"%.*s\" again after other boards: the rows of a board must be contiguous",
		    (int)in->flen[bk->board], in->f[bk->board]);
	b->name = in->name;
	board_rows_keep(b, in);
	while (tsv_next(in)) {
		k = row_key(in, bk, &len);
		if (len != b->keylen || memcmp(k, b->key, len) != 0) {
			free(k);
			*pending = 1;
			return 1;
		}
		free(k);
		board_rows_keep(b, in);
	}
	return 1;
}

double
bridge_num_arg(const char *opt, const char *arg, double lo, double hi)
{
	double v;

	if (!num_parse(arg, strlen(arg), &v) || v < lo || v > hi)
		die_usage("--%s %s: expected a number from %g to %g", opt, arg, lo, hi);
	return v;
}
