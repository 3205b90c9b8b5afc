/*
 * fit_tables.c - fit's output: the folds table on stdout (per fold its
 * choice, fitted and test scores; then the values fitted on every game)
 * and --points FILE, every point's scores.  Above the points
 * (fit_points.c), whose search each fold runs.
 */
#include "engine_run.h"
#include "evaluate.h"
#include "fit.h"
#include "fit_impl.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---------- the tables ---------- */

static const char *
crit_name(const struct fit_opts *o)
{
	return eval_measure[o->criterion];
}

/* Where a table goes: stdout through the TSV writer, or a file (fp). */
struct out {
	FILE *fp;
	int col;
};

static void
put(struct out *w, const char *s)
{
	if (!w->fp)
		tsv_puts(s);
	else
		fprintf(w->fp, "%s%s", w->col++ ? "\t" : "", s);
}

static void
put_end(struct out *w)
{
	if (!w->fp)
		tsv_end_row();
	else
		fputc('\n', w->fp);
	w->col = 0;
}

static void
put_date(struct out *w, long d)
{
	char buf[11] = "";

	if (d != LONG_MIN)
		date_format(d, buf);
	put(w, buf);
}

static void
put_num(struct out *w, int ok, double x)
{
	char buf[32] = "";

	if (ok)
		num_format(x, buf);
	put(w, buf);
}

static void
put_count(struct out *w, double n)
{
	char buf[32];

	snprintf(buf, sizeof buf, "%.0f", n);
	put(w, buf);
}

static void
put_values(struct out *w, const struct fit *f, const struct point *p)
{
	size_t i;

	for (i = 0; i < f->o->nflag; i++)
		put(w, f->o->flag[i].value[p->at[i]]);
}

static void
put_flag_names(struct out *w, const struct fit_opts *o)
{
	size_t i;

	for (i = 0; i < o->nflag; i++)
		put(w, o->flag[i].p->flag);
}

/* The dates of blocks [from, to): first and last game. */
static void
block_dates(const struct fit *f, size_t from, size_t to, long *first, long *last)
{
	*first = *last = LONG_MIN;
	for (; from < to; from++) {
		if (f->c.first[from] == LONG_MIN)
			continue;
		if (*first == LONG_MIN)
			*first = f->c.first[from];
		*last = f->c.last[from];
	}
}

static double
pairs_of(const struct point *p, size_t from, size_t to)
{
	double n = 0;

	for (; from < to; from++)
		n += p->block[from].pairs;
	return n;
}

static int
crit_of(const struct fit *f, const struct eval_sums *s, double *x)
{
	return eval_measure_of(s, f->o->criterion, x);
}

/* One row of the folds' table. */
static void
fold_row(struct fit *f, struct out *w, const char *name, long rated_to, size_t from,
    size_t to, const struct point *p, size_t train, const struct eval_sums *test)
{
	long first, last;
	double x;
	int ok;

	block_dates(f, from, to, &first, &last);
	put(w, name);
	put_date(w, rated_to);
	put_date(w, first);
	put_date(w, last);
	put_count(w, pairs_of(p, 0, train));
	put_count(w, test->pairs);
	put_values(w, f, p);
	ok = fit_criterion(f, p, train, &x);
	put_num(w, ok, x);
	ok = crit_of(f, test, &x);
	put_num(w, ok, x);
	put_end(w);
}

void
fit_folds_header(const struct fit *f)
{
	const char *cn = crit_name(f->o);
	struct out w = { NULL, 0 };
	char col[64];

	put(&w, "fold");
	put(&w, "rated_to");
	put(&w, "scored_from");
	put(&w, "scored_to");
	put(&w, "train_pairs");
	put(&w, "test_pairs");
	put_flag_names(&w, f->o);
	snprintf(col, sizeof col, "train_%s", cn);
	put(&w, col);
	snprintf(col, sizeof col, "test_%s", cn);
	put(&w, col);
	put_end(&w);
}

/*
 * stdout: one row per fold, then `all`: fold, rated_to (the last day of
 * the games it was fitted on), scored_from, scored_to (its test games),
 * train_pairs, test_pairs, the values chosen, train_C, test_C.  Row all:
 * the values fitted on every game and their criterion (train_C), and the
 * folds' test games pooled, each scored under its fold's choice (test_C,
 * the cross-validated score).
 */
void
fit_folds_table(struct fit *f)
{
	struct out w = { NULL, 0 };
	struct eval_sums cv = { 0 };
	char name[32];
	size_t k;
	long b, a, z;

	fit_folds_header(f);
	for (k = 1; k < f->nblock; k++) {
		struct point *p;

		b = fit_search(f, k);	/* (it may move f->pt) */
		p = &f->pt[b];

		p->chosen[k] = 1;
		eval_sums_add(&cv, &p->block[k]);
		block_dates(f, 0, k, &a, &z);
		snprintf(name, sizeof name, "%zu", k);
		fold_row(f, &w, name, z, k, k + 1, p, k, &p->block[k]);
	}
	b = fit_search(f, f->nblock);
	f->pt[b].chosen_all = 1;
	block_dates(f, 0, f->nblock, &a, &z);
	fold_row(f, &w, "all", z, 0, f->nblock, &f->pt[b], f->nblock, &cv);
}

/*
 * --points FILE: every point rated, in the order tried: point, the
 * values, pairs and the four measures over every block (and the
 * three-outcome two when the model gives them), the criterion
 * of each block (C_1 ..), and which fits chose it (fold numbers, all).
 */
void
fit_points_table(const struct fit *f, struct out_file *of)
{
	struct out w = { of->fp, 0 };
	char col[64];
	size_t i, k;
	int m, ok, nm = f->c.c_p3 >= 0 ? EVAL_NMEASURES : EVAL_NPAIRWISE;

	put(&w, "point");
	put_flag_names(&w, f->o);
	put(&w, "pairs");
	for (m = 0; m < nm; m++)
		put(&w, eval_measure[m]);
	for (k = 0; k < f->nblock; k++) {
		snprintf(col, sizeof col, "%s_%zu", crit_name(f->o), k + 1);
		put(&w, col);
	}
	put(&w, "chosen");
	put_end(&w);
	for (i = 0; i < f->npt; i++) {
		const struct point *p = &f->pt[i];
		struct eval_sums s = { 0 };
		struct strbuf chosen = { 0 };
		double x;

		for (k = 0; k < f->nblock; k++)
			eval_sums_add(&s, &p->block[k]);
		snprintf(col, sizeof col, "%zu", i + 1);
		put(&w, col);
		put_values(&w, f, p);
		put_count(&w, s.pairs);
		for (m = 0; m < nm; m++) {
			ok = eval_measure_of(&s, m, &x);
			put_num(&w, ok, x);
		}
		for (k = 0; k < f->nblock; k++) {
			ok = crit_of(f, &p->block[k], &x);
			put_num(&w, ok, x);
		}
		for (k = 1; k < f->nblock; k++)
			if (p->chosen[k]) {
				snprintf(col, sizeof col, "%s%zu", chosen.len ? " " : "", k);
				sb_adds(&chosen, col);
			}
		if (p->chosen_all)
			sb_adds(&chosen, chosen.len ? " all" : "all");
		put(&w, chosen.s ? chosen.s : "");
		put_end(&w);
		free(chosen.s);
	}
	out_file_commit(of);
}
