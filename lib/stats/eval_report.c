/*
 * eval_report.c - rank --eval's report: the header and a row per type
 * (bytewise order) with its counts, measures, the other history's and
 * the difference (--against), their bootstrap intervals (--ci), the
 * calibration error; and the --calibration table.  Apart from
 * evaluate.c, which reads the histories and sums each game.
 */
#include "eval_state.h"
#include "names.h"
#include "num.h"
#include "out_file.h"
#include "rp.h"
#include "tsv.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
put_measure(const struct eval_sums *s, int k)
{
	double x;

	if (eval_measure_of(s, k, &x))
		tsv_put_num(x);
	else
		tsv_put("", 0);
}

static void
put_interval(const double *lo, const double *hi, const int *ok, int k)
{
	if (ok[k]) {
		tsv_put_num(lo[k]);
		tsv_put_num(hi[k]);
	} else {
		tsv_put("", 0);
		tsv_put("", 0);
	}
}

/* --from or --until: column outside. */
static int
dated(const struct eval_opts *o)
{
	return o->from != LONG_MIN || o->until != LONG_MAX;
}

/* The measures reported: the three-outcome ones when the histories give them. */
static int
nmeasures(const struct eval *e)
{
	return e->three ? EVAL_NMEASURES : EVAL_NPAIRWISE;
}

static void
header(const struct eval *e, const struct eval_opts *o)
{
	static const char *const base[] = { "type", "games", "rows", "excluded", "pairs" };
	char col[64];
	size_t i;
	int k;

	for (i = 0; i < sizeof base / sizeof base[0]; i++)
		tsv_puts(base[i]);
	if (dated(o))
		tsv_puts("outside");
	if (e->per_event)
		tsv_puts("events");
	for (k = 0; k < nmeasures(e); k++) {
		if (k == EVAL_LOGLOSS3)
			tsv_puts("games3");
		tsv_puts(eval_measure[k]);
		if (e->ns == 2) {
			snprintf(col, sizeof col, "%s_other", eval_measure[k]);
			tsv_puts(col);
			snprintf(col, sizeof col, "%s_diff", eval_measure[k]);
			tsv_puts(col);
		}
		if (e->ns == 2 || o->ci) {
			snprintf(col, sizeof col, "%s%s_lo", eval_measure[k], e->ns == 2 ? "_diff" : "");
			tsv_puts(col);
			snprintf(col, sizeof col, "%s%s_hi", eval_measure[k], e->ns == 2 ? "_diff" : "");
			tsv_puts(col);
		}
	}
	if (o->calibration)
		tsv_puts("ece");
	tsv_end_row();
}

static void
report_type(struct eval *e, const struct eval_opts *o, const char *name, struct etype *t)
{
	double lo[EVAL_NMEASURES], hi[EVAL_NMEASURES], a, b;
	int ok[EVAL_NMEASURES], k;

	if (e->per_event)
		boot_intervals(t->ev[0], e->ns == 2 ? t->ev[1] : NULL, t->nev, &o->boot, name,
		    lo, hi, ok);
	/* a bootstrap of few clusters is too narrow (Davison, Hinkley 1997, sec. 3.8) */
	if (e->per_event && t->nev > 0 && (long)t->nev < o->min_clusters)
		warnx_rp("the interval rests on %zu clusters (fewer than %ld): type \"%s\", "
		    "--cluster %s; an interval from so few is too narrow, read it with care",
		    t->nev, o->min_clusters, name, o->cluster);
	tsv_puts(name);
	tsv_put_int(t->games);
	tsv_put_int((long long)t->sum[0].rows);
	tsv_put_int(t->excluded);
	tsv_put_int((long long)t->sum[0].pairs);
	if (dated(o))
		tsv_put_int(t->outside);
	if (e->per_event)
		tsv_put_int((long long)t->nev);
	for (k = 0; k < nmeasures(e); k++) {
		if (k == EVAL_LOGLOSS3)
			tsv_put_int((long long)t->sum[0].games3);
		put_measure(&t->sum[0], k);
		if (e->ns == 2) {
			put_measure(&t->sum[1], k);
			if (eval_measure_of(&t->sum[0], k, &a) && eval_measure_of(&t->sum[1], k, &b))
				tsv_put_num(a - b);
			else
				tsv_put("", 0);
		}
		if (e->per_event)
			put_interval(lo, hi, ok, k);
	}
	if (o->calibration)
		tsv_put_num(eval_cal_ece(&t->cal));
	tsv_end_row();
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static const char **
types_sorted(const struct eval *e)
{
	size_t n = e->types.n, i;
	const char **name = xmalloc((n + 1) * sizeof *name);

	for (i = 0; i < n; i++)
		name[i] = names_str(&e->types, (int)i);
	qsort(name, n, sizeof *name, by_name);
	return name;
}

static struct etype *
type_named(struct eval *e, const char *name)
{
	return &e->t[names_find(&e->types, name, strlen(name))];
}

void
eval_report(struct eval *e, const struct eval_opts *o)
{
	const char **name = types_sorted(e);
	size_t i;

	header(e, o);
	for (i = 0; i < e->types.n; i++)
		report_type(e, o, name[i], type_named(e, name[i]));
	free(name);
}

/* --calibration FILE: type bin lo hi predictions predicted observed. */
void
eval_calibration(struct eval *e, struct out_file *of)
{
	const char **name = types_sorted(e);
	FILE *f = of->fp;
	char a[32], b[32], c[32], d[32];
	size_t i;
	int k;

	fprintf(f, "type\tbin\tlo\thi\tpredictions\tpredicted\tobserved\n");
	for (i = 0; i < e->types.n; i++) {
		const struct eval_cal *cal = &type_named(e, name[i])->cal;

		for (k = 0; k < cal->bins; k++) {
			num_format((double)k / cal->bins, a);
			num_format((double)(k + 1) / cal->bins, b);
			c[0] = d[0] = '\0';
			if (cal->n[k] > 0) {
				num_format(cal->p[k] / cal->n[k], c);
				num_format(cal->o[k] / cal->n[k], d);
			}
			fprintf(f, "%s\t%d\t%s\t%s\t%.0f\t%s\t%s\n", name[i], k + 1, a, b, cal->n[k],
			    c, d);
		}
	}
	out_file_commit(of);
	free(name);
}
