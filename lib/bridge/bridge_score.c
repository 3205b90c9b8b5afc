/*
 * bridge_score.c - `score -m matchpoints|butler|cross-imps|bridge`: a
 * bridge board's results scored against each other (doc/rules/bridge-pairs.md):
 * the board read and classified here, scored by bscore_mp.c or
 * bscore_imps.c, written here.  -m bridge (and `score` alone on a boards
 * stream) takes the method from the stream's `scoring` column
 * (matchpoints, butler, cross-imps; empty: matchpoints), as parse -f
 * usebio writes it.
 *
 * N, the results a board should have had (matchpoints' top and the
 * Neuberg scaling), is the stream's `tables` column when it has one (the
 * section's movement: parse -f usebio writes it), else the board's rows;
 * --results rows or N overrides it.  Sections scored as one field
 * (scoring_field, --across-sections): bscore_field.c hands out the boards.  A row with a `count` stands for that
 * many equal results (a frequency table).
 *
 * Artificial scores (Law 12C2): A+/A/A- are 60/50/40 % of the top or
 * +3/0/-3 IMPs; `rank -m bridge` raises A+ (lowers A-) to the pair's
 * session percentage.  NP rows get empty columns: the board is scored
 * as if it had fewer results.  The rows of a board are contiguous and
 * held until the board ends (board.c); `group` splits a fouled board.
 *
 * The options are read by bscore_cli.c.
 */
#include "bscore.h"
#include "num.h"
#include "rp.h"
#include "tsv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const method_name[] = { "bridge", "matchpoints", "butler", "cross-imps" };

/* The columns of the stream that scoring reads. */
struct cols {
	struct board_key key;
	int score, group, count, tables, scoring;
};

/*
 * Every group's rows at once, as slices of bd->order (a counting sort
 * on the group's first row; row order kept within a group): a board
 * of many groups costs one pass, not a pass per group.
 */
static void
group_all(struct board *bd)
{
	size_t i, at = 0, rows = bd->rows.n;

	xgrow(&bd->order, &bd->ordercap, rows + 1, sizeof *bd->order);
	bd->gstart = xrealloc(bd->gstart, (bd->ordercap) * sizeof *bd->gstart);
	bd->gsize = xrealloc(bd->gsize, (bd->ordercap) * sizeof *bd->gsize);
	memset(bd->gsize, 0, rows * sizeof *bd->gsize);
	for (i = 0; i < rows; i++)
		if (bd->r[i].kind == 0)
			bd->gsize[bd->r[i].grp]++;
	for (i = 0; i < rows; i++) {
		bd->gstart[i] = at;
		at += bd->gsize[i];
	}
	for (i = 0; i < rows; i++)
		if (bd->r[i].kind == 0)
			bd->order[bd->gstart[bd->r[i].grp]++] = i;
	for (i = 0; i < rows; i++)	/* back to each slice's start */
		bd->gstart[i] -= bd->gsize[i];
}

static void
classify(struct board *bd, const struct cols *c)
{
	struct board_rows *b = &bd->rows;
	size_t i;

	xgrow(&bd->r, &bd->cap, b->n, sizeof *bd->r);
	if (bd->groups.n)
		names_clear(&bd->groups);
	for (i = 0; i < b->n; i++) {
		struct brow *x = &bd->r[i];
		const char *s = b->row[i].f[c->score], *g;
		size_t n = b->row[i].flen[c->score], gl;
		int added, id;

		memset(x, 0, sizeof *x);
		x->grp = -1;
		x->cnt = 1;
		if (c->count >= 0 && !int_parse(b->row[i].f[c->count], b->row[i].flen[c->count], 1,
		    100000, &x->cnt))
			die_data("%s:%lu:%d: column \"count\": expected the results the row stands for "
			    "(1 or more), found \"%.*s\"", b->name, b->row[i].line, c->count + 1,
			    (int)(b->row[i].flen[c->count] > 60 ? 60 : b->row[i].flen[c->count]),
			    b->row[i].f[c->count]);
		if (is_not_played(s, n))
			x->kind = 2;
		else if (artificial_parse(s, n, &x->art))
			x->kind = 1;
		else if (!int_parse(s, n, -10000, 10000, &x->score))
			die_data("%s:%lu:%d: column \"score\": expected an NS score, an artificial score or NP, found \"%.*s\"",
			    b->name, b->row[i].line, c->score + 1, (int)(n > 60 ? 60 : n), s);
		if (x->kind != 0)
			continue;
		g = c->group >= 0 ? b->row[i].f[c->group] : "";
		gl = c->group >= 0 ? b->row[i].flen[c->group] : 0;
		id = names_intern(&bd->groups, g, gl, &added);
		if (added) {
			xgrow(&bd->gfirst, &bd->gfirstcap, (size_t)id + 1, sizeof *bd->gfirst);
			bd->gfirst[id] = i;
		}
		x->grp = (int)bd->gfirst[id];
	}
	group_all(bd);
}

/* N: the results the board should have had (the top's and Neuberg's);
 * fb: sections scored as one field (NULL: none), N their tables' sum. */
static void
board_results(const struct bscore_opts *o, struct board *bd, const struct cols *c,
    struct field_boards *fb)
{
	const struct board_row *r0 = &bd->rows.row[0];
	double rows = 0;
	long t;
	size_t i;

	for (i = 0; i < bd->rows.n; i++)
		rows += (double)bd->r[i].cnt;
	bd->N = rows;
	if (o->results_from == RESULTS_FIXED) {
		bd->N = (double)o->results;
	} else if (fb && o->results_from == RESULTS_TABLES && c->tables >= 0 && r0->flen[c->tables]) {
		bd->N = bscore_field_tables(fb, &bd->rows, c->tables);
	} else if (o->results_from == RESULTS_TABLES && c->tables >= 0 && r0->flen[c->tables]) {
		for (i = 1; i < bd->rows.n; i++)
			if (bd->rows.row[i].flen[c->tables] != r0->flen[c->tables] ||
			    memcmp(bd->rows.row[i].f[c->tables], r0->f[c->tables], r0->flen[c->tables]) != 0)
				die_data("%s:%lu: column \"tables\": \"%s\" on a board whose first row says \"%s\"",
				    bd->rows.name, bd->rows.row[i].line, bd->rows.row[i].f[c->tables], r0->f[c->tables]);
		if (!int_parse(r0->f[c->tables], r0->flen[c->tables], 1, 100000, &t))
			die_data("%s:%lu:%d: column \"tables\": expected the results a board should have "
			    "(1 or more), found \"%s\"", bd->rows.name, r0->line, c->tables + 1, r0->f[c->tables]);
		bd->N = (double)t;
	}
	if (rows > bd->N)
		die_data("%s:%lu: board has %.0f results, more than the %.0f it should have (%s)",
		    bd->rows.name, r0->line, rows, bd->N, o->results_from == RESULTS_FIXED ?
		    "--results" : "column \"tables\"");
}

static void
write_board(const struct bscore_opts *o, struct board *bd, struct tsv_rowout *ro,
    const struct field_boards *fb)
{
	size_t i, rows = bd->rows.n;
	double top = o->win * (bd->N - 1);

	for (i = 0; i < rows; i++) {
		struct brow *x = &bd->r[i];
		size_t a = 0;
		const char *fv;

		if (o->across) {	/* scoring_field, the first column added */
			fv = bscore_field_value(fb, i);
			tsv_rowout_str(ro, a++, fv, strlen(fv));
		}

		if (o->method == M_MP)
			tsv_rowout_num(ro, a++, top);
		if (o->method == M_BUTLER) {
			if (x->has_datum)
				tsv_rowout_num(ro, a, x->datum + 0.0);
			else
				tsv_rowout_str(ro, a, "", 0);
			a++;
		}
		if (x->kind == 2) {
			tsv_rowout_str(ro, a, "", 0);
			tsv_rowout_str(ro, a + 1, "", 0);
		} else {
			tsv_rowout_num(ro, a, x->v_ns + 0.0);	/* + 0.0: never "-0" */
			tsv_rowout_num(ro, a + 1, x->v_ew + 0.0);
		}
		if (o->method == M_MP) {
			if (x->kind == 2 || top == 0) {
				tsv_rowout_str(ro, a + 2, "", 0);
				tsv_rowout_str(ro, a + 3, "", 0);
			} else if (x->has_pct) {
				tsv_rowout_num(ro, a + 2, x->pct_ns);
				tsv_rowout_num(ro, a + 3, x->pct_ew);
			} else {
				tsv_rowout_num(ro, a + 2, 100 * x->v_ns / top + 0.0);
				tsv_rowout_num(ro, a + 3, 100 * x->v_ew / top + 0.0);
			}
		}
		tsv_rowout_write(ro, bd->rows.row[i].f, bd->rows.row[i].flen);
	}
}

/* The method a row's `scoring` names (-m bridge). */
static int
row_method(const struct board_rows *b, size_t i, int c_scoring)
{
	const char *s = c_scoring >= 0 ? b->row[i].f[c_scoring] : "";
	int m;

	if (!*s)
		return M_MP;
	for (m = M_MP; m <= M_CROSS; m++)
		if (strcmp(s, method_name[m]) == 0)
			return m;
	die_data("%s:%lu:%d: column \"scoring\": expected matchpoints, butler or cross-imps, found \"%s\"",
	    b->name, b->row[i].line, c_scoring + 1, s);
}

/* -m bridge: every row of the board names the method of the first board. */
static void
check_method(const struct board_rows *b, int c_scoring, int method)
{
	size_t i;

	for (i = 0; i < b->n; i++)
		if (row_method(b, i, c_scoring) != method)
			die_data("%s:%lu: column \"scoring\": \"%s\" in a stream scored by %s from its first "
			    "row: one method per stream", b->name, b->row[i].line,
			    b->row[i].f[c_scoring], method_name[method]);
}

void
bscore_run(struct bscore_opts *o, int npaths, char **paths)
{
	static const char *const mp_cols[] = { "scoring_field", "top", "mp_ns", "mp_ew", "pct_ns",
		"pct_ew", NULL };
	static const char *const butler_cols[] = { "scoring_field", "datum", "imp_ns", "imp_ew", NULL };
	static const char *const cross_cols[] = { "scoring_field", "imp_ns", "imp_ew", NULL };
	const char *const *added;
	struct tsv_in in;
	struct tsv_rowout ro;
	struct board bd;
	struct cols c;
	struct field_boards fb, *field = NULL;
	int pending = 0, more, stream_method = o->method == M_AUTO;

	memset(&bd, 0, sizeof bd);
	board_rows_init(&bd.rows);
	names_init(&bd.groups);
	tsv_open(&in, npaths, paths);
	board_key_cols(&in, &c.key);
	c.count = tsv_col(&in, "count");
	if (c.count < 0) {
		(void)tsv_need(&in, "ns");
		(void)tsv_need(&in, "ew");
	}
	c.score = tsv_need(&in, "score");
	c.group = tsv_col(&in, "group");
	c.tables = tsv_col(&in, "tables");
	c.scoring = tsv_col(&in, "scoring");	/* -m bridge without it: matchpoints */
	if (o->across && tsv_col(&in, "scoring_field") >= 0)
		die_usage("--across-sections: the stream's column \"scoring_field\" already says "
		    "which sections were scored as one field; drop the flag or the column");
	if (o->across || tsv_col(&in, "scoring_field") >= 0) {
		field = &fb;
		memset(&fb, 0, sizeof fb);
		fb.key = c.key;
		bscore_field_read(&fb, &in, o->across);
	}
	/* the first board, before the header: -m bridge reads its method */
	more = field ? bscore_field_next(field, &bd.rows) : board_rows_next(&bd.rows, &in, &c.key, &pending);
	if (stream_method)
		o->method = more ? row_method(&bd.rows, 0, c.scoring) : M_MP;
	added = o->method == M_MP ? mp_cols : o->method == M_BUTLER ? butler_cols : cross_cols;
	added += !o->across;	/* scoring_field: added by --across-sections only */
	tsv_put_header(&in, added);
	tsv_rowout_init(&ro, &in, added);
	for (; more; more = field ? bscore_field_next(field, &bd.rows) :
	    board_rows_next(&bd.rows, &in, &c.key, &pending)) {
		if (stream_method)
			check_method(&bd.rows, c.scoring, o->method);
		classify(&bd, &c);
		board_results(o, &bd, &c, field);
		if (o->method == M_MP)
			bscore_mp(o, &bd);
		else
			bscore_imps(o, &bd);
		write_board(o, &bd, &ro, field);
	}
	if (field) {
		bd.rows.n = 0;	/* its rows are fb's */
		bscore_field_free(field);
	}
	free(bd.r);
	free(bd.order);
	free(bd.gstart);
	free(bd.gsize);
	free(bd.gfirst);
	free(bd.sorted);
	names_free(&bd.groups);
	board_rows_free(&bd.rows);
	tsv_rowout_free(&ro);
	tsv_close(&in);
}
