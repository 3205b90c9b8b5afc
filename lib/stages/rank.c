/*
 * rank.c - rating lists: sorted by type, then status (active before
 * provisional before inactive before unrated), then rating from the top,
 * then player name bytewise; `pos` numbers each (type, status) list, tied
 * ratings sharing a position (1, 2, 2, 4).  An unrated row (a newcomer a
 * federation publishes without a number, elo's FIDE rules) may have an
 * empty rating, and has no pos.  --general builds the FRSc general
 * rating (doc/rules/frsc2012.md, "General rating").
 * The date arithmetic the rank modes share is in rank_date.c.
 */
#include "cli.h"
#include "idcheck.h"
#include "names.h"
#include "num.h"
#include "strbuf.h"
#include "rp.h"
#include "stages.h"
#include "tsv.h"

#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>

#include <stdlib.h>
#include <string.h>

/*
 * A listed row.  Its text lies in one arena for the whole list (offsets:
 * the arena moves as it grows); type and player are the interned names.
 * Nothing is allocated per row: a list of millions of rows sorts in
 * seconds, and its memory is the input's text and a few words a row.
 */
struct rrow {
	size_t off, len;	/* the input row, TAB-joined, in the arena */
	const char *type, *player;
	int tid;		/* the type's id in the list's type names */
	int status;		/* 0 active, 1 provisional, 2 inactive, 3 unrated, 4 other */
	double rating, dev, mean;	/* --interval's deviation and mean */
};

/* What the sort compares, kept small: it is copied, the rows are not. */
struct rkey {
	unsigned tord;		/* the type's place in bytewise name order */
	int status;
	double rating;
	const char *player;
	size_t row;
};

static int
status_code(const char *s)
{
	if (strcmp(s, "active") == 0)
		return 0;
	if (strcmp(s, "provisional") == 0)
		return 1;
	if (strcmp(s, "inactive") == 0)
		return 2;
	if (strcmp(s, "unrated") == 0)
		return 3;
	return 4;
}

/* type (bytewise), status, rating from the top, player (bytewise) */
static inline int
key_before(const struct rkey *x, const struct rkey *y)
{
	if (x->tord != y->tord)
		return x->tord < y->tord;
	if (x->status != y->status)
		return x->status < y->status;
	if (x->rating != y->rating)
		return x->rating > y->rating;
	return strcmp(x->player, y->player) < 0;
}

/*
 * A merge sort of the keys with the comparison inlined: qsort moves
 * 32-byte elements with a memcpy call each and compares through a
 * pointer, most of the time of a list of millions.  Keys are distinct
 * (a player is once in a type), so stability does not matter.
 */
static void
sort_keys(struct rkey *k, size_t n)
{
	enum { RUN = 16 };
	struct rkey *tmp, *src = k, *dst, *t;
	size_t i, j, w;

	for (i = 0; i < n; i += RUN)	/* insertion sort of short runs */
		for (j = i + 1; j < n && j < i + RUN; j++) {
			struct rkey x = k[j];
			size_t m = j;

			for (; m > i && key_before(&x, &k[m - 1]); m--)
				k[m] = k[m - 1];
			k[m] = x;
		}
	if (n <= RUN)
		return;
	dst = tmp = xmalloc(n * sizeof *tmp);
	for (w = RUN; w < n; w *= 2) {
		for (i = 0; i < n; i += 2 * w) {
			size_t a = i, amid = i + w < n ? i + w : n;
			size_t b = amid, bend = i + 2 * w < n ? i + 2 * w : n, o = i;

			while (a < amid && b < bend)
				dst[o++] = key_before(&src[b], &src[a]) ? src[b++] : src[a++];
			while (a < amid)
				dst[o++] = src[a++];
			while (b < bend)
				dst[o++] = src[b++];
		}
		t = src;
		src = dst;
		dst = t;
	}
	if (src != k)
		memcpy(k, src, n * sizeof *k);
	free(tmp);
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/*
 * Sort rows into lists and write them with pos: numbered within each
 * (type, status) list, tied ratings sharing a position (1, 2, 2, 4).
 * types holds every row's type name, interned (the rows' tid).
 */
/*
 * --interval: each listed (type, status) list's pos_lo and pos_hi
 * (rank_interval.c), in the keys' order; unrated rows get none.
 */
static void
intervals(const struct rank_iv *iv, const struct rkey *k, const struct rrow *r, size_t n,
    long *lo, long *hi, long *nrep)
{
	static const char *const sname[] = { "active", "provisional", "inactive", "unrated", "" };
	double *rv, *dv;
	size_t i, first;

	for (i = 0; iv->reps && i < n; i++)	/* --replicates: looked up */
		nrep[i] = k[i].status == 3 ? 0 : (long)rank_reps_interval(iv->reps, iv->level,
		    r[k[i].row].type, sname[k[i].status], r[k[i].row].player, &lo[i], &hi[i]);
	if (iv->reps)
		return;
	rv = xmalloc((n ? n : 1) * sizeof *rv);
	dv = xmalloc((n ? n : 1) * sizeof *dv);
	for (first = 0; first < n; first = i) {
		for (i = first; i < n && k[i].tord == k[first].tord &&
		    k[i].status == k[first].status; i++) {
			rv[i] = r[k[i].row].mean;
			dv[i] = r[k[i].row].dev;
		}
		if (k[first].status != 3)
			rank_iv_list(iv, r[k[first].row].type, k[first].status, rv + first,
			    dv + first, i - first, lo + first, hi + first);
	}
	free(rv);
	free(dv);
}

static void
write_lists(const char *arena, const struct rrow *r, size_t n,
    const struct names *types, const struct rank_iv *iv)
{
	long *lo = NULL, *hi = NULL, *nrep = NULL;
	size_t nt = types->n, i, first = 0;
	const char **name = xmalloc((nt ? nt : 1) * sizeof *name);
	unsigned *tord = xmalloc((nt ? nt : 1) * sizeof *tord);
	struct rkey *k = xmalloc((n ? n : 1) * sizeof *k);
	long pos = 0;

	for (i = 0; i < nt; i++)
		name[i] = names_str(types, (int)i);
	if (nt > 1)
		qsort(name, nt, sizeof *name, by_name);
	for (i = 0; i < nt; i++)
		tord[names_find(types, name[i], strlen(name[i]))] = (unsigned)i;
	for (i = 0; i < n; i++) {
		k[i].tord = tord[r[i].tid];
		k[i].status = r[i].status;
		k[i].rating = r[i].rating;
		k[i].player = r[i].player;
		k[i].row = i;
	}
	sort_keys(k, n);
	if (iv && iv->level > 0) {
		lo = xmalloc((n ? n : 1) * sizeof *lo);
		hi = xmalloc((n ? n : 1) * sizeof *hi);
		nrep = iv->reps ? xcalloc(n ? n : 1, sizeof *nrep) : NULL;
		intervals(iv, k, r, n, lo, hi, nrep);
	}
	for (i = 0; i < n; i++) {
		const struct rrow *x = &r[k[i].row];

		if (i == 0 || k[i].tord != k[i - 1].tord || k[i].status != k[i - 1].status)
			first = i;
		if (!(i > first && k[i].rating == k[i - 1].rating))
			pos = (long)(i - first) + 1;
		tsv_put(arena + x->off, x->len);
		if (k[i].status == 3)
			tsv_puts("");	/* an unrated player has no place in a list */
		else
			tsv_put_int(pos);
		if (lo && (k[i].status == 3 || (nrep && nrep[i] == 0))) {
			tsv_puts("");
			tsv_puts("");
		} else if (lo) {
			tsv_put_int(lo[i]);
			tsv_put_int(hi[i]);
		}
		if (nrep)
			tsv_put_int(nrep[i]);
		tsv_end_row();
	}
	free(lo);
	free(hi);
	free(nrep);
	free(k);
	free(tord);
	free(name);
}

/* One row per player with an active rating in at least one general type. */
static void
general(const struct rank_opts *o, const struct rrow *r, size_t n)
{
	struct names types, players, gtype;
	char *list = xstrdup(o->general_types), *tok, *save = NULL;
	double *val;
	int *st;
	size_t nt, i, np, t;
	struct rrow *out;
	struct strbuf sb = { 0 };

	names_init(&types);
	names_init(&players);
	for (tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save))
		names_intern(&types, tok, strlen(tok), NULL);
	nt = types.n;
	if (nt == 0)
		die_usage("--general-types names no type");
	for (i = 0; i < n; i++)
		if (names_find(&types, r[i].type, strlen(r[i].type)) >= 0)
			names_intern(&players, r[i].player, strlen(r[i].player), NULL);
	np = players.n;
	val = xmalloc(np * nt * sizeof *val);
	st = xmalloc(np * nt * sizeof *st);
	for (i = 0; i < np * nt; i++) {
		val[i] = o->unrated;
		st[i] = 3;
	}
	for (i = 0; i < n; i++) {
		int ti = names_find(&types, r[i].type, strlen(r[i].type));
		int pi;

		if (ti < 0 || r[i].status > 1)
			continue;
		pi = names_find(&players, r[i].player, strlen(r[i].player));
		val[(size_t)pi * nt + (size_t)ti] = r[i].rating;
		st[(size_t)pi * nt + (size_t)ti] = r[i].status;
	}
	out = xcalloc(np ? np : 1, sizeof *out);
	names_init(&gtype);
	names_intern(&gtype, "general", 7, NULL);
	n = 0;
	for (i = 0; i < np; i++) {
		double sum = 0;
		int any_active = 0;

		for (t = 0; t < nt; t++) {
			sum += val[i * nt + t];
			any_active |= st[i * nt + t] == 0;
		}
		if (!any_active)
			continue;
		out[n].off = sb.len;
		sb_adds(&sb, "general\t");
		sb_adds(&sb, names_str(&players, (int)i));
		sb_tab(&sb);
		sb_num(&sb, sum / (double)nt);
		sb_adds(&sb, "\tactive");
		for (t = 0; t < nt; t++) {
			sb_tab(&sb);
			sb_num(&sb, val[i * nt + t]);
		}
		out[n].len = sb.len - out[n].off;
		out[n].type = "general";
		out[n].tid = 0;		/* the one name in gtype */
		out[n].player = names_str(&players, (int)i);
		out[n].rating = sum / (double)nt;
		n++;
	}
	tsv_puts("type");
	tsv_puts("player");
	tsv_puts("rating");
	tsv_puts("status");
	for (t = 0; t < nt; t++) {
		tsv_put("rating_", 7);
		tsv_put_raw(names_str(&types, (int)t), strlen(names_str(&types, (int)t)));
	}
	tsv_puts("pos");
	tsv_end_row();
	write_lists(sb.s, out, n, &gtype, NULL);
	names_free(&gtype);
	free(out);
	free(val);
	free(st);
	free(sb.s);
	free(list);
	names_free(&types);
	names_free(&players);
}

/* --purge / --min-games: is this row left off the lists? */
static int
purged(const struct rank_opts *o, struct tsv_in *in, int c_last, int c_games, long cutoff)
{
	long games;

	if (o->purge && tsv_date(in, c_last) < cutoff)
		return 1;
	if (o->min_games > 0) {
		if (!int_parse(in->f[c_games], in->flen[c_games], 0, 2147483647L, &games))
			tsv_bad_field(in, c_games, "a whole number of games");
		if (games < o->min_games)
			return 1;
	}
	return 0;
}

void
rank_run(const struct rank_opts *o, int npaths, char **paths)
{
	int c_last = -1, c_games = -1, c_dev = -1, c_mean = -1;
	long cutoff = 0;

	struct tsv_in in;
	struct rrow *r = NULL;
	size_t n = 0, cap = 0, i, c, nseen = 0;
	int c_type, c_player, c_rating, c_status, want = -1;
	struct strbuf arena = { 0 };
	struct names types;
	struct names *seen = NULL;	/* per type, its players: a list holds each once */
	static const char *const added[] = { "pos", "pos_lo", "pos_hi", "pos_reps", NULL };
	static const char *const added1[] = { "pos", NULL }, *const added3[] = { "pos", "pos_lo",
		"pos_hi", NULL };
	struct rank_iv iv = o->iv;

	if (strcmp(o->status, "all") != 0) {
		want = status_code(o->status);
		if (want == 4)
			die_usage("--status: expected active, provisional, inactive, unrated or all");
	}
	tsv_open(&in, npaths, paths);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	c_status = tsv_col(&in, "status");
	if ((want >= 0 || o->general) && c_status < 0)
		tsv_need(&in, "status");
	if (o->purge) {
		c_last = tsv_need(&in, "last");
		cutoff = rank_date_minus(o->as_of, o->purge_y, o->purge_m, o->purge_d);
	}
	if (o->min_games > 0)
		c_games = tsv_need(&in, "games");
	if (o->iv.level > 0) {
		if (o->general)
			die_usage("--interval lists the ratings as read; --general makes new ones without deviations");
		c_dev = rank_iv_column(&o->iv, &in);
		c_mean = rank_iv_mean(&o->iv, &in);
		if (iv.reps_dir)
			iv.reps = rank_reps_load(iv.reps_dir);
	}
	names_init(&types);
	while (tsv_next(&in)) {
		struct rrow *x;
		int s = c_status >= 0 ? status_code(in.f[c_status]) : 0, added_now;
		double rating = s == 3 && in.flen[c_rating] == 0 ? -HUGE_VAL : tsv_num(&in, c_rating);
		int tid, pid;

		idcheck_list_row(&in, c_type, c_player);
		tid = names_intern(&types, in.f[c_type], in.flen[c_type], NULL);

		if (c_status >= 0 && s == 4)
			tsv_bad_field(&in, c_status, "active, provisional, inactive or unrated");
		if ((size_t)tid >= nseen) {
			seen = xrealloc(seen, (size_t)(tid + 1) * sizeof *seen);
			names_init(&seen[tid]);
			nseen = (size_t)tid + 1;
		}
		pid = names_intern(&seen[tid], in.f[c_player], in.flen[c_player], &added_now);
		if (!added_now)
			tsv_bad_line(&in, "player \"%s\" of type \"%s\" appears twice in the ratings",
			    in.f[c_player], in.f[c_type]);
		if (want >= 0 && s != want && !o->general)
			continue;
		if (purged(o, &in, c_last, c_games, cutoff))
			continue;
		xgrow(&r, &cap, n + 1, sizeof *r);
		x = &r[n++];
		/* the reader's fields lie back to back, NUL-ended: TABs back in */
		x->off = arena.len;
		x->len = (size_t)(in.f[in.ncol - 1] + in.flen[in.ncol - 1] - in.f[0]);
		sb_add(&arena, in.f[0], x->len);
		for (c = 0; c + 1 < in.ncol; c++)
			arena.s[x->off + (size_t)(in.f[c] - in.f[0]) + in.flen[c]] = '\t';
		x->type = names_str(&types, tid);
		x->tid = tid;
		x->player = names_str(&seen[tid], pid);
		x->status = s;
		x->rating = rating;
		x->dev = c_dev >= 0 && s != 3 ? tsv_num(&in, c_dev) : 0;
		x->mean = c_mean >= 0 && s != 3 ? tsv_num(&in, c_mean) : rating;
		if (!(x->dev >= 0))	/* (NaN too) */
			tsv_bad_field(&in, c_dev, "a deviation of 0 or more");
	}
	if (o->general) {
		general(o, r, n);
	} else {
		tsv_put_header(&in, iv.reps ? added : iv.level > 0 ? added3 : added1);
		write_lists(arena.s, r, n, &types, &iv);
		rank_reps_free(iv.reps);
	}
	free(r);
	free(arena.s);
	for (i = 0; i < nseen; i++)
		names_free(&seen[i]);
	free(seen);
	names_free(&types);
	tsv_close(&in);
}
