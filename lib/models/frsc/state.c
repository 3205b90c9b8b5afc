/*
 * state.c - the model frsc's column _state, read and written (rules.h):
 * a prior ratings row's window ("k=K n=N i:P ...") loaded into the
 * type's windows, its rating checked against them, and a ratings row
 * (rating, games, status, last, _state) written from a player's window.
 */
#include "rules.h"
#include "model.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------- prior ratings (rate -r, value -r) ---------- */

/* "k=K n=N i:P i:P ...": the type's game count, its window, the player's games. */
static int
state_parse(const char *s, long *k, long *N, struct fentry **e, long *ne)
{
	char *end;
	long cap = 0;

	*ne = 0;
	*e = NULL;
	if (strncmp(s, "k=", 2) != 0 || !int_parse_digits(s + 2, &end, 1, 1L << 40, k))
		return 0;
	if (strncmp(end, " n=", 3) != 0 || !int_parse_digits(end + 3, &end, 1, 100000, N))
		return 0;
	while (*end == ' ') {
		long i;
		char *colon, *num;
		double p;

		if (!int_parse_digits(end + 1, &colon, 1, 1L << 40, &i) || *colon != ':')
			return 0;
		num = colon + 1;
		end = num + strcspn(num, " ");
		if (!num_parse(num, (size_t)(end - num), &p))
			return 0;
		if (*ne == cap) {
			cap = cap ? cap * 2 : 8;
			*e = xrealloc(*e, (size_t)cap * sizeof **e);
		}
		(*e)[(*ne)++] = (struct fentry){ i, p };
	}
	return *end == '\0';
}

/* A row's window into type t: 0 and *why when it does not fit. */
static int
window_load(struct frsc_run *r, struct ftype *t, const struct prior_row *row,
    const char **why)
{
	long k, N, ne, j;
	struct fentry *e;
	struct fplayer *p;

	if (!state_parse(row->cell[S_STATE].s, &k, &N, &e, &ne) || ne < 1 || ne > N) {
		free(e);
		*why = "an frsc state \"k=K n=N i:P ...\"";
		return 0;
	}
	if (!t->N) {
		if (!frsc_weights_ok(r->par, N)) {
			free(e);
			*why = "a window n whose weights are all positive (see --weight-base)";
			return 0;
		}
		frsc_type_start(t, N);
	}
	if (t->N != N || (t->k && t->k != k)) {
		free(e);
		*why = "the same game count k and window n as the type's other rows";
		return 0;
	}
	t->k = k;
	for (j = 0; j < ne; j++)
		if (e[j].i <= k - N || e[j].i > k || (j && e[j].i <= e[j - 1].i)) {
			free(e);
			*why = "games inside the window, oldest first";
			return 0;
		}
	p = frsc_player_get(t, row->pid);
	p->last = row->cell[S_LAST].s ? row->cell[S_LAST].i : LONG_MIN;
	for (j = 0; j < ne; j++) {
		frsc_push(p, t, e[j].i, e[j].p);
		frsc_slot_add(&t->slot[e[j].i % N], p);
	}
	frsc_resum(p, t);
	free(e);
	return 1;
}

/*
 * The rating is the window's weighted mean: one edited by hand would be
 * recomputed from the window and lost, so it is refused.
 */
static int
rating_agrees(struct frsc_run *r, const struct prior_row *row, int *col, const char **why)
{
	const struct ftype *t = frsc_type_at(r, row->tid);
	double mean = rating_of(r->par, t, player_find(t, row->pid));
	static char msg[256];

	if (!row->check_rating || eng_same_number(mean, row->cell[S_RATING].num))
		return 1;
	snprintf(msg, sizeof msg, "the rating its window in _state gives, %.10g (edited by "
	    "hand?  The rating is the weighted mean of the window's games, computed from "
	    "them again: correct the games and re-rate, never the rating)", mean);
	*col = S_RATING;
	*why = msg;
	return 0;
}

int
frsc_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct frsc_run *r = m;

	if ((size_t)row->key >= r->lcap) {
		size_t old = r->lcap, i;

		xgrow(&r->listed, &r->lcap, (size_t)row->key + 1, sizeof *r->listed);
		for (i = old; i < r->lcap; i++)
			r->listed[i] = NAN;
	}
	r->listed[row->key] = row->cell[S_RATING].num;
	if (!row->cell[S_STATE].s)	/* value, from a plain list */
		return 1;
	if (row->edited) {
		/* the rules give no window that a rating could restart (a
		 * window is games): the edit would be recomputed away */
		*col = S_RATING;
		*why = "the rating rate wrote (edited by hand?  Column _sum says it is not as "
		    "rate wrote it, or the row was added by hand: an frsc rating is the weighted "
		    "mean of the window's games in _state, recomputed from them after every game, "
		    "so it cannot be edited; correct the games and re-rate the history)";
		return 0;
	}
	*col = S_STATE;
	if (!window_load(r, frsc_type_at(r, row->tid), row, why))
		return 0;
	return rating_agrees(r, row, col, why);
}

/* ---------- the ratings ---------- */

static void
state_add(struct frsc_run *r, const char *s, size_t n)
{
	xgrow(&r->state, &r->scap, r->slen + n, 1);
	memcpy(r->state + r->slen, s, n);
	r->slen += n;
}

static void
state_int(struct frsc_run *r, long long v)
{
	char tmp[24];

	state_add(r, tmp, int_format(v, tmp));
}

/* Key's type and player, when it has a game in the window (a row); else NULL. */
static const struct fplayer *
listed_player(const struct frsc_run *r, int key, const struct ftype **t)
{
	int tid = eng_key_tid(r->e, key);

	if ((size_t)tid >= r->tcap || !(*t = &r->t[tid])->N)
		return NULL;
	return player_find(*t, eng_key_pid(r->e, key));
}

int
frsc_listed(void *m, int key)
{
	const struct ftype *t;

	return listed_player(m, key, &t) != NULL;
}

int
frsc_row(void *m, int key, struct cells *c)
{
	struct frsc_run *r = m;
	const struct ftype *t;
	const struct fplayer *p;
	char num[32];
	long j;

	if (!(p = listed_player(r, key, &t)))
		return 0;
	cell_num(c, rating_of(r->par, t, p));
	cell_int(c, p->cnt);
	cell_str(c, frsc_status(r->par, t->N, p->cnt));
	cell_date(c, p->last);
	r->slen = 0;
	state_add(r, "k=", 2);
	state_int(r, t->k);
	state_add(r, " n=", 3);
	state_int(r, t->N);
	for (j = 0; j < p->cnt; j++) {
		state_add(r, " ", 1);
		state_int(r, entry_at(p, t, j)->i);
		state_add(r, ":", 1);
		if (!isfinite(entry_at(p, t, j)->p))	/* cell_num names the player */
			cell_num(c, entry_at(p, t, j)->p);
		state_add(r, num, num_format(entry_at(p, t, j)->p, num));
	}
	cell_strn(c, r->state, r->slen);
	return 1;
}
