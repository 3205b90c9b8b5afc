/*
 * rank_fibs_trophy.c - `rank -m fibs --trophy YEAR`: the Catalan
 * Q-Gammon regularity trophy (doc/rules/backgammon.md, "Ranking";
 * rank_fibs.h): from a history stream, each player's Elo and PJ at the
 * season's end, championships and Q-day PJ, and the eligible players
 * by Elo.  The ranking itself and the command line are in rank_fibs.c.
 */
#include "rank_fibs.h"
#include "idcheck.h"
#include "names.h"
#include "num.h"
#include "strbuf.h"
#include "rp.h"
#include "tsv.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct tplayer {
	double rating;
	long exp, champs;
	double qday;
};

struct tstate {
	struct names who;	/* "type\tplayer" -> entry of p */
	struct names seen;	/* "type\tplayer\tevent" of the season's championships */
	struct tplayer *p;
	size_t cap;
};

static struct tplayer *
tplayer_get(struct tstate *ts, const char *key, size_t len)
{
	int added, id = names_intern(&ts->who, key, len, &added);

	if (added) {
		xgrow(&ts->p, &ts->cap, (size_t)id + 1, sizeof *ts->p);
		memset(&ts->p[id], 0, sizeof ts->p[id]);
	}
	return &ts->p[id];
}

/* Each player's Elo and PJ at the season's end, its championships and Q-day PJ. */
static void
trophy_read(const struct rfibs_opts *o, struct tstate *ts, int npaths, char **paths)
{
	struct tsv_in in;
	struct strbuf key = { 0 };
	long begin = rfibs_season_begin(o, o->trophy), end = rfibs_season_begin(o, o->trophy + 1);
	long last_date = LONG_MIN;
	int c_date, c_event, c_type, c_player, c_length, c_kind, c_rating, c_exp;

	tsv_open(&in, npaths, paths);
	c_date = tsv_need(&in, "date");
	c_event = tsv_need(&in, "event");
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_length = tsv_need(&in, "length");
	c_kind = tsv_need(&in, "kind");
	c_rating = tsv_need(&in, "rating");
	c_exp = tsv_need(&in, "experience");
	while (tsv_next(&in)) {
		long date = tsv_date(&in, c_date);

		idcheck_list_row(&in, c_type, c_player);
		int champ, added;
		struct tplayer *t;

		if (date < last_date)
			tsv_bad_field(&in, c_date, "a date not before the previous row's (a history stream is chronological)");
		last_date = date;
		if (date >= end)
			continue;	/* a later season: not part of this trophy */
		champ = strcmp(in.f[c_kind], "championship") == 0;
		if (!champ && strcmp(in.f[c_kind], "qday") != 0)
			tsv_bad_field(&in, c_kind, "championship or qday");
		key.len = 0;
		sb_add(&key, in.f[c_type], in.flen[c_type]);
		sb_tab(&key);
		sb_add(&key, in.f[c_player], in.flen[c_player]);
		t = tplayer_get(ts, key.s, key.len);
		t->rating = tsv_num(&in, c_rating);	/* the latest row wins */
		t->exp = rfibs_row_int(&in, c_exp, "points played (an integer, 0 or more)");
		if (date < begin)
			continue;
		if (champ) {
			sb_tab(&key);
			sb_add(&key, in.f[c_event], in.flen[c_event]);
			names_intern(&ts->seen, key.s, key.len, &added);
			t->champs += added;
		} else {
			t->qday += (double)tsv_posint(&in, c_length);
		}
	}
	free(key.s);
	tsv_close(&in);
}

static void
trophy_write(const struct rfibs_opts *o, const struct tstate *ts)
{
	static const char *const cols[] = {
		"type", "player", "rating", "experience", "championships", "qday_points", "pos", NULL
	};
	struct rrow *r = NULL;
	size_t rcap = 0, n = 0, i;

	for (i = 0; i < ts->who.n; i++) {
		const struct tplayer *t = &ts->p[i];
		const char *k = names_str(&ts->who, (int)i);
		struct rrow *x;

		if (t->exp < o->min_exp || t->champs < 1 ||
		    (t->champs < o->trophy_champs && t->qday < o->trophy_qday))
			continue;
		xgrow(&r, &rcap, n + 1, sizeof *r);
		x = &r[n++];
		memset(x, 0, sizeof *x);
		x->type = xstrndup(k, strcspn(k, "\t"));
		x->player = k + strcspn(k, "\t") + 1;
		x->rating = t->rating;
		x->idx = i;
		x->numbered = 1;
	}
	if (n)
		qsort(r, n, sizeof *r, rfibs_by_elo);
	rfibs_number(r, n);
	for (i = 0; cols[i]; i++)
		tsv_puts(cols[i]);
	tsv_end_row();
	for (i = 0; i < n; i++) {
		const struct tplayer *t = &ts->p[r[i].idx];

		tsv_puts(r[i].type);
		tsv_puts(r[i].player);
		tsv_put_num(t->rating);
		tsv_put_int(t->exp);
		tsv_put_int(t->champs);
		tsv_put_num(t->qday);
		tsv_put_int(r[i].pos);
		tsv_end_row();
		free((char *)r[i].type);
	}
	free(r);
}

void
rfibs_trophy(const struct rfibs_opts *o, int npaths, char **paths)
{
	struct tstate ts;

	memset(&ts, 0, sizeof ts);
	names_init(&ts.who);
	names_init(&ts.seen);
	trophy_read(o, &ts, npaths, paths);
	trophy_write(o, &ts);
	free(ts.p);
	names_free(&ts.who);
	names_free(&ts.seen);
}
