/*
 * rank_replicates.c - `rank --interval L --replicates DIR`: the spread
 * of each listed player's position over bootstrap replicates of the
 * history, for a model without a deviation (or to check one).  DIR holds
 * one ratings list per replicate (every file whose name ends in .tsv,
 * read in bytewise name order): typically
 *     window --resample S history.tsv | score | rate ... > DIR/S.tsv
 * for S = 1..B.  Each replicate is ranked as rank ranks a list (per type
 * and status, rating from the top, equal ratings sharing a position; no
 * unrated rows), and a player's positions are collected over the
 * replicates whose list of its type and status holds it (a player whose
 * events were not drawn is missing from that replicate: pos_reps says
 * over how many it counts).  Of those n positions, with
 * k = ceil(n (100 - L) / 200), pos_lo is the k-th smallest and pos_hi
 * the k-th largest, as --interval's draws.
 */
#include "idcheck.h"
#include "names.h"
#include "rp.h"
#include "stages.h"
#include "strbuf.h"
#include "tsv.h"

#include <dirent.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

struct rank_reps {
	struct names keys;	/* "type\tstatus\tplayer" */
	long **pos;		/* per key: its positions */
	size_t *npos, *cap, nkeys;
};

struct rep_row {
	char *list;		/* "type\tstatus" */
	char *player;
	double rating;
};

static int
by_list_rating(const void *a, const void *b)
{
	const struct rep_row *x = a, *y = b;
	int d = strcmp(x->list, y->list);

	if (d)
		return d;
	if (x->rating != y->rating)
		return x->rating > y->rating ? -1 : 1;
	return strcmp(x->player, y->player);
}

static void
add_pos(struct rank_reps *R, const char *list, const char *player, long pos)
{
	struct strbuf key = { 0 };
	int id, added;

	sb_adds(&key, list);
	sb_tab(&key);
	sb_adds(&key, player);
	id = names_intern(&R->keys, key.s, key.len, &added);
	if (added) {
		size_t old = R->nkeys;

		R->nkeys = (size_t)id + 1;
		R->pos = xrealloc(R->pos, R->nkeys * sizeof *R->pos);
		R->npos = xrealloc(R->npos, R->nkeys * sizeof *R->npos);
		R->cap = xrealloc(R->cap, R->nkeys * sizeof *R->cap);
		for (; old < R->nkeys; old++) {
			R->pos[old] = NULL;
			R->npos[old] = R->cap[old] = 0;
		}
	}
	xgrow(&R->pos[id], &R->cap[id], R->npos[id] + 1, sizeof **R->pos);
	R->pos[id][R->npos[id]++] = pos;
	free(key.s);
}

/* One replicate: its lists ranked, each position added. */
static void
load_one(struct rank_reps *R, const char *path)
{
	struct tsv_in in;
	struct rep_row *r = NULL;
	size_t n = 0, cap = 0, i, first = 0;
	int ct, cp, cr, cs;
	long pos = 0;

	tsv_open_path(&in, path);
	ct = tsv_need(&in, "type");
	cp = tsv_need(&in, "player");
	cr = tsv_need(&in, "rating");
	cs = tsv_col(&in, "status");
	while (tsv_next(&in)) {
		struct strbuf list = { 0 };
		const char *st = cs >= 0 ? in.f[cs] : "active";

		idcheck_list_row(&in, ct, cp);
		if (strcmp(st, "unrated") == 0)
			continue;
		xgrow(&r, &cap, n + 1, sizeof *r);
		sb_add(&list, in.f[ct], in.flen[ct]);
		sb_tab(&list);
		sb_adds(&list, st);
		r[n].list = list.s;
		r[n].player = xstrndup(in.f[cp], in.flen[cp]);
		r[n++].rating = tsv_num(&in, cr);
	}
	tsv_close(&in);
	qsort(r, n, sizeof *r, by_list_rating);
	for (i = 0; i < n; i++) {
		if (i == 0 || strcmp(r[i].list, r[i - 1].list) != 0)
			first = i;
		if (!(i > first && r[i].rating == r[i - 1].rating))
			pos = (long)(i - first) + 1;
		add_pos(R, r[i].list, r[i].player, pos);
	}
	for (i = 0; i < n; i++) {
		free(r[i].list);
		free(r[i].player);
	}
	free(r);
}

static int
by_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

char **
rank_reps_paths(const char *dir, size_t *np)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char **name = NULL;
	size_t n = 0, cap = 0, i;

	if (!d)
		die_usage("--replicates %s: not a directory that can be read", dir);
	while ((de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name);

		if (len > 4 && strcmp(de->d_name + len - 4, ".tsv") == 0) {
			xgrow(&name, &cap, n + 1, sizeof *name);
			name[n++] = xstrdup(de->d_name);
		}
	}
	closedir(d);
	if (n == 0)
		die_usage("--replicates %s: no replicate (a ratings list NAME.tsv) in it", dir);
	qsort(name, n, sizeof *name, by_str);
	for (i = 0; i < n; i++) {
		struct strbuf path = { 0 };

		sb_adds(&path, dir);
		sb_adds(&path, "/");
		sb_adds(&path, name[i]);
		free(name[i]);
		name[i] = path.s;
	}
	*np = n;
	return name;
}

struct rank_reps *
rank_reps_load(const char *dir)
{
	struct rank_reps *R = xcalloc(1, sizeof *R);
	size_t n, i;
	char **path = rank_reps_paths(dir, &n);

	names_init(&R->keys);
	for (i = 0; i < n; i++) {
		load_one(R, path[i]);
		free(path[i]);
	}
	free(path);
	return R;
}

static int
by_long(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return (x > y) - (x < y);
}

size_t
rank_reps_interval(const struct rank_reps *R, double level, const char *type,
    const char *status, const char *player, long *lo, long *hi)
{
	struct strbuf key = { 0 };
	int id;
	size_t n, k;
	double kk;

	sb_adds(&key, type);
	sb_tab(&key);
	sb_adds(&key, status);
	sb_tab(&key);
	sb_adds(&key, player);
	id = names_find(&R->keys, key.s, key.len);
	free(key.s);
	if (id < 0)
		return 0;
	n = R->npos[id];
	qsort(R->pos[id], n, sizeof **R->pos, by_long);
	kk = ceil((double)n * (100 - level) / 200 - 1e-9);
	k = kk < 1 ? 1 : (size_t)kk;
	*lo = R->pos[id][k - 1];
	*hi = R->pos[id][n - k];
	return n;
}

void
rank_reps_free(struct rank_reps *R)
{
	size_t i;

	if (!R)
		return;
	for (i = 0; i < R->nkeys; i++)
		free(R->pos[i]);
	free(R->pos);
	free(R->npos);
	free(R->cap);
	names_free(&R->keys);
	free(R);
}
