/*
 * rank_versus.c - `rank --versus A,B`: the chance that player A is the
 * better of two, from a list's ratings and deviations, per type that
 * lists both.  Strengths read as independent normals N(mean, dev^2)
 * (as rank --interval reads them: the mean is mu where the list has it,
 * else the rating; mean_a and mean_b in the output):
 *     p_better = P(S_A > S_B) = Phi((m_A - m_B) / sqrt(dev_A^2 + dev_B^2))
 * (both deviations 0: 1, 0, or 1/2 for equal ratings).  When the list
 * was written by a Glicko model (column _model: glicko, glicko2,
 * stephenson), `expected` is the model's own expectation,
 *     E = 1 / (1 + 10^(-g(sqrt(RD_A^2 + RD_B^2)) (r_A - r_B) / 400)),
 * g(RD) = 1/sqrt(1 + 3 q^2 RD^2/pi^2), q = ln 10/400: its expected
 * score of a game between them, which Glickman also gives as the chance
 * that A's true rating is the higher (a logistic reading of p_better);
 * empty for other models.  With --compare OTHER, a row per list (column
 * `list`: this, other).  Worked example: doc/rules/glicko.md.
 *
 * With --replicates DIR (rank --interval's bootstrap replicates, rated
 * from window --resample), p_better is instead the share of the
 * replicates listing both (in the type, of the status if -s) in which
 * A's rating is above B's, equal ratings counting 1/2; column `reps`
 * says how many; the deviations and `expected` are left empty (the
 * list FILE gives the types and the means shown).
 */
#include "cli.h"
#include "glicko/common.h"
#include "idcheck.h"
#include "normal.h"
#include "rp.h"
#include "stages.h"
#include "tsv.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

struct vside {
	int has;
	double r, d;
};

struct vrow {
	char *type;
	struct vside s[2];	/* A, B */
	int glicko;		/* the rows' _model is a Glicko model */
	double wins;		/* --replicates: A above B (1/2 for equal) */
	long reps;		/* ... over this many */
};

static int
is_glicko(const char *m, size_t n)
{
	static const char *const names[] = { "glicko", "glicko2", "stephenson", NULL };
	size_t w = strcspn(m, " ");
	int k;

	if (w > n)
		w = n;
	for (k = 0; names[k]; k++)
		if (strlen(names[k]) == w && strncmp(m, names[k], w) == 0)
			return 1;
	return 0;
}

/* The two players' rows of one list, per type in the list's order. */
static struct vrow *
load(const char *const who[2], const struct rank_iv *iv, const char *status, int npaths,
    char **paths, size_t *nrow)
{
	struct tsv_in in;
	struct vrow *v = NULL;
	size_t n = 0, cap = 0, i;
	int ct, cp, cr, cd, cs, cm, cu;

	tsv_open(&in, npaths, paths);
	ct = tsv_need(&in, "type");
	cp = tsv_need(&in, "player");
	cr = tsv_need(&in, "rating");
	cd = rank_iv_column(iv, &in);
	cu = rank_iv_mean(iv, &in);
	cs = tsv_col(&in, "status");
	cm = tsv_col(&in, "_model");
	while (tsv_next(&in)) {
		int side = strcmp(in.f[cp], who[0]) == 0 ? 0 : strcmp(in.f[cp], who[1]) == 0 ? 1 : -1;
		struct vside *x;

		idcheck_list_row(&in, ct, cp);
		if (side < 0 || (status && cs >= 0 && strcmp(in.f[cs], status) != 0))
			continue;
		for (i = 0; i < n && strcmp(v[i].type, in.f[ct]) != 0; i++)
			;
		if (i == n) {
			xgrow(&v, &cap, n + 1, sizeof *v);
			memset(&v[n], 0, sizeof *v);
			v[n++].type = xstrndup(in.f[ct], in.flen[ct]);
		}
		x = &v[i].s[side];
		if (x->has)
			tsv_bad_line(&in, "player \"%s\" of type \"%s\" appears twice", who[side],
			    v[i].type);
		x->has = 1;
		x->r = tsv_num(&in, cu >= 0 ? cu : cr);
		x->d = cd >= 0 ? tsv_num(&in, cd) : 0;	/* (--replicates: none read) */
		if (!(x->d >= 0))
			tsv_bad_field(&in, cd, "a deviation of 0 or more");
		v[i].glicko = cm >= 0 && is_glicko(in.f[cm], in.flen[cm]);
	}
	tsv_close(&in);
	*nrow = n;
	return v;
}

static double
p_better(double ra, double rb, double da, double db)
{
	double s = sqrt(da * da + db * db);

	if (s == 0)
		return ra > rb ? 1 : ra < rb ? 0 : 0.5;
	return normal_cdf((ra - rb) / s);
}

/* The types of a list that have both players. */
static size_t
both(const struct vrow *v, size_t n)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++)
		k += v[i].s[0].has && v[i].s[1].has;
	return k;
}

static void
put_list(const char *list, const char *const who[2], const struct vrow *v, size_t n, int reps)
{
	size_t i;

	for (i = 0; i < n; i++) {
		const struct vside *a = &v[i].s[0], *b = &v[i].s[1];

		if (!a->has || !b->has)
			continue;
		if (list)
			tsv_puts(list);
		tsv_puts(v[i].type);
		tsv_puts(who[0]);
		tsv_puts(who[1]);
		tsv_put_num(a->r);
		tsv_put_num(b->r);
		if (reps) {
			tsv_puts("");
			tsv_puts("");
		} else {
			tsv_put_num(a->d);
			tsv_put_num(b->d);
		}
		if (!reps)
			tsv_put_num(p_better(a->r, b->r, a->d, b->d));
		else if (v[i].reps > 0)
			tsv_put_num(v[i].wins / (double)v[i].reps);
		else
			tsv_puts("");
		if (v[i].glicko && !reps)
			tsv_put_num(gt_expected(a->r, b->r, a->d, b->d));
		else
			tsv_puts("");
		if (reps)
			tsv_put_int(v[i].reps);
		tsv_end_row();
	}
}

static void
free_rows(struct vrow *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i].type);
	free(v);
}

/* --replicates: each type of v's share of replicates with A above B. */
static void
tally_reps(const char *const who[2], const struct rank_iv *iv, const char *status,
    struct vrow *v, size_t n)
{
	size_t np, p, i, j, m;
	char **path = rank_reps_paths(iv->reps_dir, &np);

	for (p = 0; p < np; p++) {
		struct vrow *w = load(who, iv, status, 1, &path[p], &m);

		for (i = 0; i < n; i++)
			for (j = 0; j < m; j++)
				if (strcmp(v[i].type, w[j].type) == 0 && w[j].s[0].has && w[j].s[1].has) {
					v[i].wins += w[j].s[0].r > w[j].s[1].r ? 1 :
					    w[j].s[0].r == w[j].s[1].r ? 0.5 : 0;
					v[i].reps++;
				}
		free_rows(w, m);
		free(path[p]);
	}
	free(path);
}

/* "A,B" into two canonical names (cli_name_arg); free() them. */
static void
split_pair(const char *arg, char *who[2])
{
	const char *comma = strchr(arg, ',');
	char *first;

	if (!comma || strchr(comma + 1, ','))
		die_usage("--versus %s: expected two players, A,B", arg);
	first = xstrndup(arg, (size_t)(comma - arg));
	who[0] = cli_name_arg("--versus", first);
	who[1] = cli_name_arg("--versus", comma + 1);
	free(first);
	if (strcmp(who[0], who[1]) == 0)
		die_usage("--versus %s: the same player twice", arg);
}

void
rank_versus_run(const char *pair, const struct rank_iv *iv, const char *status,
    const char *other, int npaths, char **paths)
{
	static const char *const hdr[] = { "list", "type", "player_a", "player_b", "mean_a",
		"mean_b", "dev_a", "dev_b", "p_better", "expected", "reps", NULL };
	char *who[2];
	const char *const *h = other ? hdr : hdr + 1;
	struct vrow *v, *w = NULL;
	size_t n, nw = 0;

	split_pair(pair, who);
	v = load((const char *const *)who, iv, status, npaths, paths, &n);
	if (other)
		w = load((const char *const *)who, iv, status, 1, (char **)&other, &nw);
	if (iv->reps_dir) {
		if (other)
			die_usage("--versus with --replicates compares one list's replicates, not --compare's two lists");
		tally_reps((const char *const *)who, iv, status, v, n);
	}
	if (both(v, n) + both(w, nw) == 0)	/* before any output */
		die_data("--versus: no type lists both \"%s\" and \"%s\"%s", who[0], who[1],
		    status ? " with that status" : "");
	for (; *h && (iv->reps_dir || strcmp(*h, "reps") != 0); h++)
		tsv_puts(*h);
	tsv_end_row();
	put_list(other ? "this" : NULL, (const char *const *)who, v, n, iv->reps_dir != NULL);
	if (other)
		put_list("other", (const char *const *)who, w, nw, 0);
	free_rows(v, n);
	free_rows(w, nw);
	free(who[0]);
	free(who[1]);
}
