/*
 * prior.c - the prior of a run (rate -r, value -r): a ratings file
 * written by rate or a federation's plain list, read row by row into the
 * model's state, with its rules (column _model) and its replay guard
 * (column _seen) checked.
 */
#include "engine_run.h"
#include "idcheck.h"
#include "num.h"
#include "rowsum.h"
#include "rp.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct prior_cols {
	int *col;		/* per model.state column: its column, or -1 */
	int c_type, c_player, c_seen, c_rules;
	int c_sum;		/* _sum, or -1: a federation's list, or an older file */
	struct strbuf rules;	/* the first row's _model */
	unsigned long rules_line;
};

static void
prior_header(const struct eng *e, const struct tsv_in *in, struct prior_cols *pc)
{
	const struct column *s = e->m->state;
	struct strbuf missing = { 0 };
	const char *why;	/* the model's reason, where it applies */
	size_t i, nmissing = 0;

	pc->c_type = tsv_col(in, "type");
	pc->c_player = tsv_col(in, "player");
	pc->c_seen = tsv_col(in, REPLAY_COL);
	pc->c_rules = eng_prior.ratings_only ? -1 : tsv_col(in, RULES_COL);
	/* --prior-ratings-only takes every row as a list row: nothing to check */
	pc->c_sum = eng_prior.ratings_only ? -1 : tsv_col(in, SUM_COL);
	if (pc->c_type < 0 || pc->c_player < 0) {
		sb_adds(&missing, pc->c_type < 0 ? "\"type\"" : "");
		sb_adds(&missing, pc->c_type < 0 && pc->c_player < 0 ? ", " : "");
		sb_adds(&missing, pc->c_player < 0 ? "\"player\"" : "");
		nmissing = 1 + (pc->c_type < 0 && pc->c_player < 0);
	}
	for (i = 0; s[i].name; i++) {
		/* --prior-ratings-only: the list is `type player rating`, and the
		 * date of each player's last game, which every model reads alike */
		pc->col[i] = s[i].output_only == COL_WRITE_ONLY || (eng_prior.ratings_only &&
		    strcmp(s[i].name, "rating") != 0 && strcmp(s[i].name, "last") != 0) ?
		    -1 : tsv_col(in, s[i].name);
		if (pc->col[i] >= 0 || s[i].output_only == COL_WRITE_ONLY || s[i].dflt ||
		    (e->value && e->m->value_rating_only && strcmp(s[i].name, "rating") != 0))
			continue;
		if (nmissing++)
			sb_adds(&missing, ", ");
		sb_adds(&missing, "\"");
		sb_adds(&missing, s[i].name);
		sb_adds(&missing, "\"");
	}
	why = e->value && e->m->value_rating_only ? NULL : e->m->prior_why;
	if (nmissing)
		die_data("%s:1: missing column%s %s: model %s needs %s in a prior list "
		    "(rate(1), \"A federation's list as prior\", has the table)%s%s", in->name,
		    nmissing > 1 ? "s" : "", missing.s, e->m->name, nmissing > 1 ? "them" : "it",
		    why ? ": " : "", why ? why : "");
	free(missing.s);
}

static void
prior_cell(const struct tsv_in *in, int col, enum col_kind kind, struct prior_cell *c)
{
	c->s = NULL;
	c->len = 0;
	if (col < 0)
		return;
	c->s = in->f[col];
	c->len = in->flen[col];
	switch (kind) {
	case COL_NUM:
		if (!num_parse(c->s, c->len, &c->num))
			tsv_bad_field(in, col, "a finite number");
		break;
	case COL_COUNT:
		/* bounded, so that a model's sums of counts cannot overflow */
		if (!int_parse(c->s, c->len, 0, 1000000000000000L, &c->i))
			tsv_bad_field(in, col, "a whole number from 0 to 10^15");
		break;
	case COL_DATE:
		if (c->len == 0)
			c->i = LONG_MIN;
		else if (!date_parse(c->s, c->len, &c->i))
			tsv_bad_field(in, col, "a date YYYY-MM-DD");
		break;
	case COL_TEXT:
		break;
	}
}

static void
prior_key_mark(struct eng *e, const struct tsv_in *in, int key, int c_player, int c_type)
{
	if ((size_t)key >= e->plcap) {
		size_t old = e->plcap;

		xgrow(&e->prior_line, &e->plcap, (size_t)key + 1, sizeof *e->prior_line);
		memset(e->prior_line + old, 0, (e->plcap - old) * sizeof *e->prior_line);
	}
	if (e->prior_line[key])
		tsv_bad_line(in, "player \"%s\" of type \"%s\" appears twice (first at line %lu)",
		    in->f[c_player], in->f[c_type], e->prior_line[key]);
	e->prior_line[key] = in->line;
}

/* The model name of rules text s (its first word). */
static size_t
rules_model(const char *s, size_t n)
{
	size_t i = 0;

	while (i < n && s[i] != ' ')
		i++;
	return i;
}

/*
 * A prior row's _model: the rules that wrote the list.  Every row says
 * the same; they must be this run's, or the user asks for another way
 * to take the list (--new-rules, --prior-ratings-only).
 */
/* The model of rules text s (its first word) is the model of run. */
static int
same_model(const char *s, size_t n, const char *run)
{
	size_t mn = rules_model(s, n);

	return mn == rules_model(run, strlen(run)) && memcmp(s, run, mn) == 0;
}

/*
 * No -m, and the list's first row names another model: the user meant
 * that model, so ask for it by name, before the default model judges the
 * list's columns as its own.  1 when a row was read (the caller's first).
 */
static int
prior_model_asked(struct tsv_in *in)
{
	int c = tsv_col(in, RULES_COL);
	const char *s, *run = eng_rules.s;
	size_t n, mn, pn;

	if (eng_model_given() || eng_prior.ratings_only || c < 0)
		return 0;
	if (!tsv_next(in))
		return 0;
	s = in->f[c];
	n = in->flen[c];
	if (n == 0 || same_model(s, n, run))
		return 1;
	mn = rules_model(s, n);
	pn = mn < n ? n - mn - 1 : 0;
	die_usage("the prior %s was written by model %.*s%s%.*s%s: give -m %.*s "
	    "(or take only its ratings with --prior-ratings-only)", in->name,
	    (int)mn, s, pn ? " (profile " : "", (int)pn, s + mn + 1 - !pn, pn ? ")" : "",
	    (int)mn, s);
}

static void
prior_rules(const struct eng *e, const struct tsv_in *in, struct prior_cols *pc)
{
	const char *s = in->f[pc->c_rules], *run = eng_rules.s;
	size_t n = in->flen[pc->c_rules], mn;


	if (pc->rules_line) {
		if (n != pc->rules.len || memcmp(s, pc->rules.s, n) != 0)
			tsv_bad_line(in, "column %s: \"%s\", but line %lu has \"%s\": the list "
			    "joins rows written under two rule sets", RULES_COL, s,
			    pc->rules_line, pc->rules.s);
		return;
	}
	if (n == 0)
		tsv_bad_field(in, pc->c_rules, "the model and profile that wrote the row");
	sb_add(&pc->rules, s, n);
	pc->rules_line = in->line;
	if (n == eng_rules.len && memcmp(s, run, n) == 0)
		return;
	mn = rules_model(s, n);
	if (!same_model(s, n, run))
		tsv_bad_line(in, "the list was written by model %.*s (%s \"%s\"), and this "
		    "run is %s: another model's ratings are on its own scale and its state "
		    "is not this model's; take only the list's type, player and rating with "
		    "--prior-ratings-only", (int)mn, s, RULES_COL, s, run);
	/* value predicts from a list of its model under any constants (the
	 * scale is the model's); rate would mix two rule sets in one list */
	if (!eng_prior.new_rules && !e->value)
		tsv_bad_line(in, "the list was written under the rules \"%s\" (column %s), "
		    "and this run's are \"%s\": one list would mix two rule sets; give the "
		    "profile and flags it was written with, or continue under these rules "
		    "from its state with --new-rules (or from its ratings alone with "
		    "--prior-ratings-only)", s, RULES_COL, run);
}

/* A prior row's replay guard (_seen). */
static void
prior_seen(struct eng *e, const struct tsv_in *in, const struct prior_row *row, int col)
{
	int ok = replay_prior_cell(&e->rp, row->tid, row->key, in->f[col], in->flen[col]);

	if (ok < 0)
		tsv_bad_line(in, "rows of type \"%s\" name two different last games or events of "
		    "one day in column %s: the list joins rows of two runs; rate from one "
		    "run's list", eng_type(e, row->tid), REPLAY_COL);
	if (!ok)
		tsv_bad_field(in, col, "what the prior has rated: a date YYYY-MM-DD, then "
		    "entries of a letter and 16 hexadecimal digits, and an earlier date (the "
		    "player's last day) before its p entries (rate(1), \"The replay guard\")");
}

/* Cell c of the row, "" where the file lacks the column (hashed as empty). */
static uint64_t
sum_cell(uint64_t h, const struct tsv_in *in, int c)
{
	return c < 0 ? rowsum_add(h, "", 0) : rowsum_add(h, in->f[c], in->flen[c]);
}

/*
 * The computed state of a row that is not as rate wrote it: refused,
 * naming the columns of the digest, with what a user may edit instead.
 */
static void
prior_state_edited(const struct eng *e, const struct tsv_in *in, const struct prior_cols *pc)
{
	const struct column *s = e->m->state;
	struct strbuf cols = { 0 };
	size_t i;

	sb_adds(&cols, "type, player");
	for (i = 0; s[i].name; i++)
		if (rowsum_covered(&s[i]) && !rowsum_editable(&s[i])) {
			sb_adds(&cols, ", ");
			sb_adds(&cols, s[i].name);
		}
	tsv_bad_line(in, "player \"%s\" of type \"%s\": column %s says that one of the "
	    "columns %s, %s, %s is not as rate wrote it: they are the state model %s "
	    "computes, never edited by hand (rate(1), \"What a user may edit\"); edit "
	    "column rating only, or empty the row's %s cell to take it as a row added by "
	    "hand, or take the list's ratings alone with --prior-ratings-only",
	    in->f[pc->c_player], in->f[pc->c_type], SUM_COL, cols.s, REPLAY_COL, RULES_COL,
	    e->m->name, SUM_COL);
}

/*
 * Column _sum (rowsum.h): the row as rate wrote it (edited 0), its rating
 * edited or the row added by hand, an empty cell (edited 1), or its
 * computed state edited: refused.
 */
static int
prior_sum(const struct eng *e, const struct tsv_in *in, const struct prior_cols *pc)
{
	const struct column *s = e->m->state;
	uint64_t r = ROWSUM_INIT, st = ROWSUM_INIT, fr, fs;
	size_t i;

	if (in->flen[pc->c_sum] == 0)
		return 1;
	if (!rowsum_parse(in->f[pc->c_sum], in->flen[pc->c_sum], &fr, &fs))
		tsv_bad_field(in, pc->c_sum, "the digests rate wrote (16 hexadecimal digits, "
		    "a slash, 16 more), or an empty cell for a row added by hand");
	r = sum_cell(sum_cell(r, in, pc->c_type), in, pc->c_player);
	st = sum_cell(sum_cell(st, in, pc->c_type), in, pc->c_player);
	for (i = 0; s[i].name; i++)
		if (rowsum_editable(&s[i]))
			r = sum_cell(r, in, pc->col[i]);
		else if (rowsum_covered(&s[i]))
			st = sum_cell(st, in, pc->col[i]);
	st = sum_cell(sum_cell(st, in, pc->c_seen), in, tsv_col(in, RULES_COL));
	if (st != fs)
		prior_state_edited(e, in, pc);
	return r != fr;
}

void
load_prior(struct eng *e, const char *path)
{
	const struct column *s = e->m->state;
	size_t ns = 0, i;
	struct prior_cols pc = { 0 };
	struct prior_cell *cell;
	struct tsv_in in;
	int peeked;

	while (s[ns].name)
		ns++;
	e->prior = path;
	pc.col = xmalloc((ns ? ns : 1) * sizeof *pc.col);
	cell = xcalloc(ns ? ns : 1, sizeof *cell);
	tsv_open_path(&in, path);
	peeked = prior_model_asked(&in);
	prior_header(e, &in, &pc);
	for (; peeked || tsv_next(&in); peeked = 0) {
		struct prior_row row;
		const char *why = NULL;
		int bad = -1;

		idcheck_list_row(&in, pc.c_type, pc.c_player);
		/* the rules first: another model's or profile's list is
		 * refused as such, not as an edit */
		if (pc.c_rules >= 0)
			prior_rules(e, &in, &pc);
		row.edited = pc.c_sum >= 0 && prior_sum(e, &in, &pc);
		row.tid = eng_tid(e, in.f[pc.c_type], in.flen[pc.c_type]);
		row.pid = names_intern(&e->gr.players, in.f[pc.c_player], in.flen[pc.c_player], NULL);
		row.key = eng_key(e, row.tid, row.pid);
		/* an older ratings file, without _sum: the model checks the
		 * rating against its state itself (not under --new-rules,
		 * whose state wins) */
		row.check_rating = pc.c_sum < 0 && !eng_prior.new_rules;
		prior_key_mark(e, &in, row.key, pc.c_player, pc.c_type);
		e->type_prior[row.tid]++;
		e->prior_rows++;
		for (i = 0; i < ns; i++)
			prior_cell(&in, pc.col[i], s[i].kind, &cell[i]);
		row.cell = cell;
		if (!e->m->prior(e->ms, &row, &bad, &why))
			tsv_bad_field(&in, bad >= 0 && pc.col[bad] >= 0 ? pc.col[bad] : pc.c_player,
			    why);
		if (pc.c_seen >= 0)
			prior_seen(e, &in, &row, pc.c_seen);
	}
	replay_prior_done(&e->rp, eng_prior.ratings_only);
	free(pc.rules.s);
	tsv_close(&in);
	free(cell);
	free(pc.col);
}
