/*
 * table_build.c - `format`: the table built from the stream.  The shown
 * columns, rating-valued columns rounded for display, half away from
 * zero, as the rules say (FRSc: "rounded to the nearest integer");
 * everything else shown as it came; columns whose name starts with "_"
 * (a model's machine state) hidden unless asked for.  This is the one
 * stage that holds its whole input: a table needs every row to know its
 * column widths.  It holds it lean (see table.h): no allocation per row
 * or cell, only rounded cells parsed.  The writers (table_text.c,
 * html.c) walk what is built here (table_rows.c).
 */
#define _DEFAULT_SOURCE	/* MADV_HUGEPAGE, where Linux has it */
#include "num.h"
#include "rp.h"
#include "out.h"
#include "table.h"
#include "names_join.h"
#include "tsv.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/*
 * Display decimals by what a column holds, for the columns the stages
 * write (a name ending in '*' is a prefix).  RATING: on the rating scale,
 * -d decimals (0: FRSc shows V, P, R and the general rating "rounded to
 * the nearest integer"; TopCoder and Elo publish whole ratings).  FIXED:
 * always that many decimals, so a column reads evenly (a result sheet's
 * 62.35 %, 100.00 %).  UPTO: rounded to that many and trailing zeros
 * dropped, so whole scores stay whole (matchpoints 202, Neuberg's 7.58,
 * a tie's rank 5.5; the Q-Gammon factors to the rules' 4 decimals).
 * Columns not named here are shown as they came; --round overrides.
 */
enum { RATING, FIXED, UPTO };

static const struct kind {
	const char *name;
	int how, digits;
} kinds[] = {
	{ "rating", RATING, 0 }, { "rating_*", RATING, 0 }, { "value", RATING, 0 },
	{ "perf", RATING, 0 }, { "perf_as", RATING, 0 }, { "prev", RATING, 0 },
	{ "before", RATING, 0 }, { "deviation*", RATING, 0 }, { "volatility*", RATING, 0 }, { "prev_vol", RATING, 0 },
	{ "cap", RATING, 0 }, { "after", RATING, 0 }, { "opponent_rating", RATING, 0 },
	/* rate --explain: a part of a change, to the hundredth a player reads */
	{ "amount", UPTO, 2 },
	/* percentages */
	{ "pct", FIXED, 2 }, { "pct_*", FIXED, 2 }, { "final_pct", FIXED, 2 },
	{ "handicapped_pct", FIXED, 2 }, { "handicap", UPTO, 2 },
	{ "correct", FIXED, 2 },
	/* prediction scores and rank correlations (rank --eval, --compare) */
	{ "logloss", FIXED, 4 }, { "brier", FIXED, 4 }, { "rankdev", FIXED, 2 },
	{ "logloss3", FIXED, 4 }, { "brier3", FIXED, 4 },
	{ "tau_b", FIXED, 3 }, { "rho", FIXED, 3 },
	/* bridge: matchpoints and IMPs (fractions from Neuberg, cross-IMPs,
	 * adjustments of 0.1) */
	{ "total", UPTO, 2 }, { "final", UPTO, 2 }, { "max", UPTO, 2 }, { "factored", UPTO, 2 },
	{ "adjust", UPTO, 2 }, { "mp_*", UPTO, 2 }, { "imp_*", UPTO, 2 },
	/* score's places and the models' terms */
	{ "rank", UPTO, 2 }, { "wins", UPTO, 2 }, { "delta", UPTO, 4 },
	{ "fl", UPTO, 4 }, { "fe", UPTO, 4 }, { "fp", UPTO, 4 },
	{ "expected", UPTO, 4 }, { "expected_total", UPTO, 2 }, { "score_total", UPTO, 2 },
	{ "arank", UPTO, 2 }, { "erank", UPTO, 2 }, { "aperf", UPTO, 4 },
	{ "eperf", UPTO, 4 }, { "weight", UPTO, 4 }, { "escale", UPTO, 2 },
	/* a game as three outcomes (rate(1), DRAWS) */
	{ "p_win", UPTO, 4 }, { "p_draw", UPTO, 4 }, { "p_loss", UPTO, 4 },
	{ NULL, 0, 0 },
};

static const struct kind *
kind_of(const char *name)
{
	const struct kind *k;

	for (k = kinds; k->name; k++) {
		size_t n = strlen(k->name);

		if (k->name[n - 1] == '*' ? strncmp(name, k->name, n - 1) == 0 :
		    strcmp(name, k->name) == 0)
			return k;
	}
	return NULL;
}

/* --round COL=D,...: the decimals for one column, or -2 if not named. */
static int
round_for(const char *spec, const char *col)
{
	size_t cl = strlen(col);
	const char *p = spec;

	while (p && *p) {
		const char *eq = strchr(p, '='), *comma = strchr(p, ',');
		long d;

		if (!eq || (comma && comma < eq))
			die_usage("--round: expected COL=DIGITS,...");
		if (!int_parse(eq + 1, (size_t)((comma ? comma : eq + strlen(eq)) - eq - 1), 0, 15, &d))
			die_usage("--round: digits must be 0 to 15");
		if ((size_t)(eq - p) == cl && strncmp(p, col, cl) == 0)
			return (int)d;
		p = comma ? comma + 1 : NULL;
	}
	return -2;
}

/*
 * --names FILE: the shown column the names go in (the stream's own name
 * column, filled where empty, or one of its own), and the player column
 * they are looked up by.
 */
static void
names_columns(struct table *t, const struct format_opts *o, const struct tsv_in *in)
{
	int c_name = tsv_col(in, "name");
	size_t i;

	t->names_at = -1;
	if (!o->names)
		return;
	t->names_by = tsv_col(in, "player");
	if (t->names_by < 0)
		die_data("%s:1: --names needs a column \"player\" to look the names up by", in->name);
	for (i = 0; i < t->ncol; i++)
		if (t->src[i] == NAMES_COLUMN || (c_name >= 0 && t->src[i] == c_name))
			t->names_at = (int)i;
}

/* Cell i of the row: the field, or the name --names gives for its player. */
static inline const char *
cell_at(const struct table *t, const struct tsv_in *in, size_t i, size_t *n)
{
	const char *s;

	if ((int)i == t->names_at) {
		if (t->src[i] != NAMES_COLUMN && in->flen[t->src[i]] > 0) {
			*n = in->flen[t->src[i]];
			return in->f[t->src[i]];
		}
		s = names_join_get(in->f[t->names_by], in->flen[t->names_by], n);
		if (s)
			return s;
		*n = 0;
		return "";
	}
	*n = in->flen[t->src[i]];
	return in->f[t->src[i]];
}

void
table_choose_columns(struct table *t, const struct format_opts *o, const struct tsv_in *in)
{
	size_t i;

	t->src = xmalloc((in->ncol + 2) * sizeof *t->src);
	t->ncol = 0;
	if (o->columns) {
		char *list = xstrdup(o->columns), *tok, *save = NULL;

		for (tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
			int c = tsv_col(in, tok);

			if (c < 0 && o->names && strcmp(tok, "name") == 0)
				c = NAMES_COLUMN;	/* from --names alone */
			else if (c < 0)
				die_data("%s:1: no column \"%s\" to show", in->name, tok);
			if (t->ncol == in->ncol + (o->names != NULL))
				die_usage("--columns names more columns than the input has");
			t->src[t->ncol++] = c;
		}
		free(list);
	} else {
		int c_player = tsv_col(in, "player");

		for (i = 0; i < in->ncol; i++) {
			if (o->all || in->col[i][0] != '_')
				t->src[t->ncol++] = (int)i;
			/* --names without a name column: the names after the ids */
			if ((int)i == c_player && o->names && tsv_col(in, "name") < 0)
				t->src[t->ncol++] = NAMES_COLUMN;
		}
	}
	names_columns(t, o, in);
	t->digits = xmalloc((t->ncol + 1) * sizeof *t->digits);
	t->numeric = xmalloc((t->ncol + 1) * sizeof *t->numeric);
	t->ascii = xmalloc((t->ncol + 1) * sizeof *t->ascii);
	t->width = xmalloc((t->ncol + 1) * sizeof *t->width);
	t->maxlen = xmalloc((t->ncol + 1) * sizeof *t->maxlen);
	t->trim = xmalloc((t->ncol + 1) * sizeof *t->trim);
	for (i = 0; i < t->ncol; i++) {
		const char *name = t->src[i] == NAMES_COLUMN ? "name" : in->col[t->src[i]];
		int d = o->round ? round_for(o->round, name) : -2;
		char *shown = xmalloc(SHOWN_MAX * strlen(name) + 1);

		const struct kind *k = kind_of(name);

		t->trim[i] = d == -2 && k && k->how == UPTO;
		t->digits[i] = d != -2 ? d : !k ? -1 : k->how == RATING ? o->digits : k->digits;
		t->numeric[i] = 1;
		/* the name as the heading shows it (text_write) */
		t->maxlen[i] = (size_t)(shown_add(shown, name, strlen(name), t->medium) - shown);
		t->width[i] = table_display_width(shown, t->maxlen[i]);
		free(shown);
		t->ascii[i] = t->width[i] == t->maxlen[i];
	}
	/* runs of consecutive input columns shown as they came */
	t->run = xmalloc((t->ncol + 1) * sizeof *t->run);
	for (i = t->ncol; i-- > 0; )
		t->run[i] = t->digits[i] >= 0 || (int)i == t->names_at ? 0 : i + 1 < t->ncol && t->digits[i + 1] < 0 &&
		    t->src[i + 1] == t->src[i] + 1 ? t->run[i + 1] + 1 : 1;
}

#define CHUNK_MIN (64u << 10)
#define CHUNK_MAX (64u << 20)

/*
 * A big table takes a page fault every 4 KiB: on a 10-million-row list
 * the kernel's time in them was a quarter of the run, and the TLB misses
 * as much again.  Where Linux has transparent huge pages on request, ask
 * for them before the chunk is touched (advice only: nothing changes
 * where it is refused).
 */
static void
advise_huge(char *p, size_t n)
{
#ifdef MADV_HUGEPAGE
	const uintptr_t huge = 2u << 20;
	uintptr_t a = ((uintptr_t)p + huge - 1) & ~(huge - 1), e = ((uintptr_t)p + n) & ~(huge - 1);

	if (e > a)
		(void)madvise((void *)a, e - a, MADV_HUGEPAGE);
#else
	(void)p;
	(void)n;
#endif
}

/*
 * Room for a row of up to n bytes (and TABLE_SLACK after it) at the end of the
 * text.  The text is a list of chunks that never move, each twice the
 * last up to CHUNK_MAX; a row never straddles two.
 */
static char *
text_room(struct table *t, size_t n)
{
	struct table_chunk *ch = t->nchunk ? &t->chunk[t->nchunk - 1] : NULL;

	if (!ch || ch->len + n + TABLE_SLACK > ch->cap) {
		size_t cap = !ch ? CHUNK_MIN : ch->cap < CHUNK_MAX ? ch->cap * 2 : CHUNK_MAX;

		if (cap < n + TABLE_SLACK)
			cap = n + TABLE_SLACK;
		xgrow(&t->chunk, &t->chunkcap, t->nchunk + 1, sizeof *t->chunk);
		ch = &t->chunk[t->nchunk++];
		ch->text = xmalloc(cap);
		ch->len = 0;
		ch->cap = cap;
		advise_huge(ch->text, cap);
	}
	return ch->text + ch->len;
}

/* -g: the group columns, looked up when the first row needs them. */
static int *
group_columns(const struct format_opts *o, const struct tsv_in *in, size_t *ng)
{
	char *list = xstrdup(o->group), *tok, *save = NULL;
	int *gcol = xmalloc((strlen(o->group) + 1) * sizeof *gcol);

	*ng = 0;
	for (tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save))
		gcol[(*ng)++] = tsv_need(in, tok);
	free(list);
	return gcol;
}

/*
 * A row's heading at d: its group fields joined by ", " (an empty first
 * field adds no separator).  Stored after a flag byte only when it
 * differs from the last heading stored (*last), else a 0 flag alone.
 */
static char *
add_key(struct table *t, char *d, const struct tsv_in *in, const int *gcol, size_t ng,
    const char **last)
{
	char *k = d + 1;
	size_t i;

	*d++ = 1;
	if (t->explain)
		d = explain_heading(d, in, gcol, t->medium, t->rating_digits);
	for (i = 0; i < ng && !t->explain; i++) {
		if (d > k) {
			*d++ = ',';
			*d++ = ' ';
		}
		d = shown_add(d, in->f[gcol[i]], in->flen[gcol[i]], t->medium);
	}
	*d++ = '\0';
	if (t->nrow > 0 && strcmp(k, *last) == 0) {
		k[-1] = 0;
		return k;
	}
	*last = k;
	return d;
}

/* Note a cell in its column's alignment, width and length. */
static inline void
note_cell(struct table *t, size_t i, const char *s, size_t n, int ascii, int check)
{
	size_t w = ascii ? n : table_display_width(s, n);

	if (check && n > 0 && t->numeric[i] && !num_valid(s, n))
		t->numeric[i] = 0;
	if (w != n)
		t->ascii[i] = 0;
	if (w > t->width[i])
		t->width[i] = w;
	if (n > t->maxlen[i])
		t->maxlen[i] = n;
}

/* A number rounded for column i into buf (32 bytes): its length. */
static inline __attribute__((always_inline)) size_t
rounded_cell(const struct table *t, size_t i, double v, char *buf)
{
	size_t n = num_format_rounded(v, t->digits[i], buf);

	if (t->trim[i] && memchr(buf, '.', n)) {
		while (buf[n - 1] == '0')
			n--;
		n -= buf[n - 1] == '.';
		buf[n] = '\0';
	}
	return n;
}

/*
 * The row's display strings.  A run of columns shown as they came is
 * copied at once with its NUL separators from the reader's buffer
 * (fields lie there back to back, NUL-ended); they are not parsed:
 * num_valid only decides the alignment, and not at all once the column
 * has shown a cell that is not a number.  Rounded cells are parsed.
 */
static char *
add_cells(struct table *t, char *d, const struct tsv_in *in, int ascii)
{
	size_t i;

	for (i = 0; i < t->ncol; ) {
		size_t k = t->run[i], n;
		const char *s = cell_at(t, in, i, &n);
		char buf[32];
		double v;

		if (k) {
			int e = t->src[i + k - 1];
			size_t span = (size_t)(in->f[e] + in->flen[e] + 1 - s);

			memcpy(d, s, span);
			d += span;
			for (; k > 0; k--, i++)
				note_cell(t, i, in->f[t->src[i]], in->flen[t->src[i]], ascii, 1);
			continue;
		}
		if (n > 0 && num_parse(s, n, &v)) {
			n = rounded_cell(t, i, v, buf);
			s = buf;
		} else if (n > 0)
			t->numeric[i] = 0;
		memcpy(d, s, n + 1);
		d += n + 1;
		note_cell(t, i, s, n, ascii || s == buf, 0);
		i++;
	}
	return d;
}

/*
 * The same for a row whose text is not shown as it is (shown.h): each
 * cell that is not a number rounded is written as shown, one by one.
 */
static char *
add_shown_cells(struct table *t, char *d, const struct tsv_in *in, int ascii)
{
	size_t i;

	for (i = 0; i < t->ncol; i++) {
		size_t n;
		const char *s = cell_at(t, in, i, &n);
		char *e;
		double v;

		if (!t->run[i] && n > 0 && num_parse(s, n, &v)) {
			char buf[32];

			n = rounded_cell(t, i, v, buf);
			memcpy(d, buf, n + 1);
			note_cell(t, i, d, n, 1, 0);
			d += n + 1;
			continue;
		}
		if (!t->run[i] && n > 0)
			t->numeric[i] = 0;
		e = shown_add(d, s, n, t->medium);
		*e = '\0';
		note_cell(t, i, d, (size_t)(e - d), ascii, t->run[i] != 0);
		d = e + 1;
	}
	return d;
}

/*
 * For a page's heading: the date of the list, the latest `last` (a
 * ratings list: the last game rated) or else `date` (a history), and
 * the rules when the stream names them (columns model and profile).
 */
static void
page_facts(struct table *t, const struct tsv_in *in, int c_date)
{
	int c;
	long d;

	if (c_date >= 0 && in->flen[c_date] == 10 &&
	    memcmp(in->f[c_date], t->asof, 10) > 0 &&
	    date_parse(in->f[c_date], 10, &d))
		memcpy(t->asof, in->f[c_date], 11);
	if (t->nrow > 0)
		return;
	if ((c = tsv_col(in, "model")) >= 0)
		t->model = xstrndup(in->f[c], in->flen[c]);
	if ((c = tsv_col(in, "profile")) >= 0)
		t->profile = xstrndup(in->f[c], in->flen[c]);
}

/* Each row: its heading (with -g) and cells, at most n bytes reserved. */
void
table_build(struct table *t, const struct format_opts *o, struct tsv_in *in)
{
	int *gcol = NULL;
	size_t ng = 0, i;
	const char *last = NULL;
	int c_date = tsv_col(in, "last") >= 0 ? tsv_col(in, "last") : tsv_col(in, "date");

	t->keyed = o->group != NULL;
	while (tsv_next(in)) {
		if (o->html)
			page_facts(t, in, c_date);
		size_t line = (size_t)(in->f[in->nf - 1] + in->flen[in->nf - 1] - in->f[0]);
		int ascii = !table_has_high_byte(in->f[0], line);
		int as_is = (ascii && t->medium == SHOWN_TEXT) ||
		    shown_row_as_is(in->f, in->flen, in->nf, t->medium);
		/* a rounded cell takes up to 32; text as shown, SHOWN_MAX a byte */
		size_t n = (as_is ? line : SHOWN_MAX * line) + t->ncol * 33;
		struct table_chunk *ch;
		char *d;

		if (t->keyed && !gcol)
			gcol = group_columns(o, in, &ng);
		for (i = 0; i < ng; i++)
			n += SHOWN_MAX * in->flen[gcol[i]] + 34;
		d = text_room(t, n + 2);
		ch = &t->chunk[t->nchunk - 1];
		if (t->keyed)
			d = add_key(t, d, in, gcol, ng, &last);
		d = as_is ? add_cells(t, d, in, ascii) : add_shown_cells(t, d, in, ascii);
		memset(d, 0, TABLE_SLACK);	/* what a word-at-a-time read sees is defined */
		ch->len = (size_t)(d - ch->text);
		t->nrow++;
	}
	free(gcol);
}
