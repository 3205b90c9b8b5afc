/*
 * bscore_field.c - `score` on sections scored as one field: every
 * section's results of a board matchpointed (or IMPed) against each
 * other, as a scorer does when a session's sections play the same
 * boards and are ranked together.  Two ways in: the stream's column
 * `scoring_field` (parse -f usebio writes it when the file's published
 * matchpoints show the sections were scored together; rows with the
 * same non-empty value are one field, an empty value leaves the
 * section its own), or score --across-sections (every section of a
 * session one field; score then adds `scoring_field`, the session's
 * section ids joined by "+", so rank -m bridge ranks them in one list).
 *
 * A board's rows then lie in several places of the stream (parse
 * writes section by section), so the whole stream is held and each
 * board handed out with all its rows: boards in the order they first
 * appear, each board's rows in stream order (section A's, then B's).
 * The output follows that order.  Pairs stay distinct: the section
 * column is untouched and rank keys pairs by section, direction, id.
 *
 * N, the results a board should have, is the sum of its sections'
 * `tables` (each section's own, the same on all its rows).
 */
#include "bscore.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"

#include <stdlib.h>
#include <string.h>

/* The key of row r: board, session and field (its scoring_field, the
 * session's sections with --across-sections, else its section). */
static void
row_key(const struct field_boards *fb, const struct board_row *r, struct strbuf *k)
{
	const struct board_key *bk = &fb->key;

	k->len = 0;
	sb_add(k, r->f[bk->board], r->flen[bk->board]);
	sb_tab(k);
	if (bk->session >= 0)
		sb_add(k, r->f[bk->session], r->flen[bk->session]);
	sb_tab(k);
	if (fb->across)
		sb_adds(k, "*");
	else if (fb->c_field >= 0 && r->flen[fb->c_field])
		sb_add(k, r->f[fb->c_field], r->flen[fb->c_field]);
	else if (bk->section >= 0) {
		sb_adds(k, "\t");	/* a section alone: never equal to a field's name */
		sb_add(k, r->f[bk->section], r->flen[bk->section]);
	}
}

/* --across-sections: each row's session's sections joined by "+". */
static void
session_fields(struct field_boards *fb)
{
	struct names sess, seen;
	struct strbuf k = { 0 };
	size_t i;
	int s, added;
	const struct board_key *bk = &fb->key;

	names_init(&sess);
	names_init(&seen);
	fb->joined = xcalloc(fb->all.n + 1, sizeof *fb->joined);
	fb->sess_of = xcalloc(fb->all.n + 1, sizeof *fb->sess_of);
	for (i = 0; i < fb->all.n; i++) {
		const struct board_row *r = &fb->all.row[i];

		s = names_intern(&sess, bk->session >= 0 ? r->f[bk->session] : "",
		    bk->session >= 0 ? r->flen[bk->session] : 0, &added);
		if (added)
			fb->joined[s] = xstrdup("");
		fb->sess_of[i] = s;
		k.len = 0;	/* "session index\tsection" */
		sb_int(&k, s);
		sb_tab(&k);
		if (bk->section >= 0)
			sb_add(&k, r->f[bk->section], r->flen[bk->section]);
		names_intern(&seen, k.s, k.len, &added);
		if (added) {
			struct strbuf j = { 0 };

			sb_adds(&j, fb->joined[s]);
			if (*fb->joined[s])
				sb_adds(&j, "+");
			if (bk->section >= 0)
				sb_add(&j, r->f[bk->section], r->flen[bk->section]);
			free(fb->joined[s]);
			fb->joined[s] = j.s ? j.s : xstrdup("");
		}
	}
	fb->nsess = sess.n;
	names_free(&sess);
	names_free(&seen);
	free(k.s);
}

void
bscore_field_read(struct field_boards *fb, struct tsv_in *in, int across)
{
	struct strbuf k = { 0 };
	size_t i, *at;
	int id, added;

	board_rows_init(&fb->all);
	names_init(&fb->keys);
	fb->across = across;
	fb->c_field = tsv_col(in, "scoring_field");
	while (tsv_next(in)) {
		if (in->flen[fb->key.board] == 0)
			tsv_bad_field(in, fb->key.board, "a board number");
		board_rows_keep(&fb->all, in);
	}
	fb->all.name = in->name;
	fb->order = xmalloc((fb->all.n + 1) * sizeof *fb->order);
	fb->start = xcalloc(fb->all.n + 2, sizeof *fb->start);
	fb->of = xmalloc((fb->all.n + 1) * sizeof *fb->of);
	for (i = 0; i < fb->all.n; i++) {	/* each row's board, counted */
		row_key(fb, &fb->all.row[i], &k);
		id = names_intern(&fb->keys, k.s, k.len, &added);
		fb->of[i] = (size_t)id;
		fb->start[id + 1]++;
	}
	for (i = 0; i < fb->keys.n; i++)
		fb->start[i + 1] += fb->start[i];
	at = xmalloc((fb->keys.n + 1) * sizeof *at);
	memcpy(at, fb->start, (fb->keys.n + 1) * sizeof *at);
	for (i = 0; i < fb->all.n; i++)	/* stable: stream order within a board */
		fb->order[at[fb->of[i]]++] = i;
	free(at);
	if (across)
		session_fields(fb);
	fb->next = 0;
	free(k.s);
}

int
bscore_field_next(struct field_boards *fb, struct board_rows *b)
{
	size_t i, n;

	b->n = 0;	/* the rows are fb->all's: never freed through b */
	if (fb->next >= fb->keys.n)
		return 0;
	n = fb->start[fb->next + 1] - fb->start[fb->next];
	xgrow(&b->row, &b->cap, n, sizeof *b->row);
	xgrow(&fb->cur, &fb->curcap, n, sizeof *fb->cur);
	for (i = 0; i < n; i++) {
		fb->cur[i] = fb->order[fb->start[fb->next] + i];
		b->row[i] = fb->all.row[fb->cur[i]];
	}
	b->n = n;
	b->ncol = fb->all.ncol;
	b->name = fb->all.name;
	fb->next++;
	return 1;
}

/* The --across-sections value of the current board's row i. */
const char *
bscore_field_value(const struct field_boards *fb, size_t i)
{
	return fb->joined ? fb->joined[fb->sess_of[fb->cur[i]]] : "";
}

/* N of the current board: the sum of its sections' `tables`. */
double
bscore_field_tables(struct field_boards *fb, const struct board_rows *b, int c_tables)
{
	struct names seen;
	double n = 0;
	size_t i;
	long t;
	int added, s;

	names_init(&seen);
	for (i = 0; i < b->n; i++) {
		const struct board_row *r = &b->row[i];
		const char *sec = fb->key.section >= 0 ? r->f[fb->key.section] : "";
		size_t sl = fb->key.section >= 0 ? r->flen[fb->key.section] : 0;

		if (!int_parse(r->f[c_tables], r->flen[c_tables], 1, 100000, &t))
			die_data("%s:%lu:%d: column \"tables\": expected the results a board should have "
			    "(1 or more), found \"%s\"", b->name, r->line, c_tables + 1, r->f[c_tables]);
		s = names_intern(&seen, sec, sl, &added);
		if (added) {
			xgrow(&fb->sect_tables, &fb->stcap, (size_t)s + 1, sizeof *fb->sect_tables);
			fb->sect_tables[s] = t;
			n += (double)t;
		} else if (fb->sect_tables[s] != t) {
			die_data("%s:%lu:%d: column \"tables\": expected %ld (the section's first row "
			    "of the board), found \"%s\" in section \"%s\"", b->name, r->line, c_tables + 1,
			    fb->sect_tables[s], r->f[c_tables], sec);
		}
	}
	names_free(&seen);
	return n;
}

void
bscore_field_free(struct field_boards *fb)
{
	size_t i;

	board_rows_free(&fb->all);
	names_free(&fb->keys);
	for (i = 0; fb->joined && i < fb->nsess; i++)
		free(fb->joined[i]);
	free(fb->joined);
	free(fb->sess_of);
	free(fb->order);
	free(fb->start);
	free(fb->of);
	free(fb->cur);
	free(fb->sect_tables);
}
