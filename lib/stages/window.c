/*
 * window.c - which games count.
 *
 * -n: numbers the games of each type in calendar order (`seq`) and
 * writes the type's window size (`n`).  -p M: the per-player window of
 * ABSP-style ratings: numbers each player's games of a type (`pseq`)
 * and writes M (`pwin`).  --exclude-event drops the games of events
 * whose id matches a regular expression (competitions not rated).
 *
 * By default every game passes, annotated: older games still shape the
 * later game values.  --trim keeps only the games of each type's final
 * window (with -p: of some player's final window); it holds those games
 * (and nothing older) until the end.
 */
#include "game.h"
#include "names.h"
#include "strbuf.h"
#include "rp.h"
#include "stages.h"
#include "tsv.h"

#include <limits.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>

/* Games left out by --since and --exclude-event. */
struct wfilter {
	const struct window_opts *o;
	regex_t re;
	int have_re;
	unsigned long games, events;
	struct strbuf last_event;
};

static void
filter_init(struct wfilter *f, const struct window_opts *o)
{
	int rc;

	memset(f, 0, sizeof *f);
	f->o = o;
	if (!o->exclude)
		return;
	rc = regcomp(&f->re, o->exclude, REG_EXTENDED | REG_NOSUB);
	if (rc) {
		char msg[200];

		regerror(rc, &f->re, msg, sizeof msg);
		die_usage("--exclude-event %s: %s", o->exclude, msg);
	}
	f->have_re = 1;
}

/* 1 if the game is left out; excluded events are counted for the note. */
static int
filter_skip(struct wfilter *f, const struct game *g)
{
	if (g->date < f->o->since)
		return 1;
	if (!f->have_re || regexec(&f->re, g->event, 0, NULL, 0) != 0)
		return 0;
	f->games++;
	if (!f->last_event.s || strcmp(f->last_event.s, g->event) != 0) {
		f->events++;
		f->last_event.len = 0;
		sb_adds(&f->last_event, g->event);
	}
	return 1;
}

static void
filter_end(struct wfilter *f)
{
	if (f->games)
		warnx_rp("--exclude-event %s: left out %lu game(s) of %lu event(s)",
		    f->o->exclude, f->games, f->events);
	if (f->have_re)
		regfree(&f->re);
	free(f->last_event.s);
}

struct kept {
	unsigned long order;	/* position of the game in the stream */
	char *text;		/* its output rows */
	size_t len;
};

struct wtype {
	long N, seq;
	struct kept *ring;	/* --trim: the last N games */
};

static int
by_order(const void *a, const void *b)
{
	const struct kept *x = a, *y = b;

	return x->order < y->order ? -1 : x->order > y->order;
}

/* Row i of the current game with seq and n, as text (for --trim). */
static void
row_text(struct strbuf *sb, const struct game_reader *gr, const struct tsv_rowout *ro,
    size_t i)
{
	size_t c, a;

	for (c = 0; c < ro->nin; c++) {
		if (c)
			sb_tab(sb);
		if (ro->repl[c] >= 0)
			sb_add(sb, ro->cell[ro->repl[c]].s, ro->cell[ro->repl[c]].n);
		else
			sb_add(sb, game_field(gr, i, (int)c), game_flen(gr, i, (int)c));
	}
	for (a = 0; a < ro->nadd; a++)
		if (ro->appended[a]) {
			sb_tab(sb);
			sb_add(sb, ro->cell[a].s, ro->cell[a].n);
		}
	sb_add(sb, "\n", 1);
}

static void window_player(const struct window_opts *o, int npaths, char **paths);

void
window_run(const struct window_opts *o, int npaths, char **paths)
{
	static const char *const need[] = { "type", NULL };
	/* field: the next stage sees a game's rows are all there (game.c) */
	static const char *const added[] = { "seq", "n", "field", NULL };
	struct game_reader gr;
	struct tsv_rowout ro;
	struct names types;
	struct wtype *t = NULL;
	size_t tcap = 0, i, nkept = 0;
	struct kept *all = NULL;
	struct wfilter filt;

	if (o->per_player) {
		window_player(o, npaths, paths);
		return;
	}
	filter_init(&filt, o);
	game_open(&gr, npaths, paths, need);
	names_init(&types);
	tsv_put_header(&gr.in, added);
	tsv_rowout_init(&ro, &gr.in, added);
	while (game_next(&gr)) {
		struct game *g = &gr.g;
		int isnew, id;
		struct wtype *w;

		if (filter_skip(&filt, g))
			continue;
		id = names_intern(&types, g->type, strlen(g->type), &isnew);
		if (isnew) {
			long N = winsize_get(&o->n, g->type);

			if (!N)
				game_bad_row(&gr, 0, "no window size for type \"%s\" (give -n N or -n %s=N)",
				    g->type, g->type);
			xgrow(&t, &tcap, (size_t)id + 1, sizeof *t);
			t[id].N = N;
			t[id].seq = 0;
			t[id].ring = o->trim ? xcalloc((size_t)N, sizeof *t[id].ring) : NULL;
		}
		w = &t[id];
		w->seq++;
		tsv_rowout_num(&ro, 0, (double)w->seq);
		tsv_rowout_num(&ro, 1, (double)w->N);
		tsv_rowout_num(&ro, 2, (double)g->n);
		if (!o->trim) {
			game_write_rows(&gr, &ro, 0, g->n);
			continue;
		}
		{
			struct kept *k = &w->ring[w->seq % w->N];
			struct strbuf sb = { NULL, 0, 0 };

			free(k->text);
			for (i = 0; i < g->n; i++)
				row_text(&sb, &gr, &ro, i);
			k->text = sb.s;
			k->len = sb.len;
			k->order = g->serial;
		}
	}
	if (o->trim) {
		size_t total = 0;

		for (i = 0; i < types.n; i++)
			total += (size_t)t[i].N;
		all = xmalloc(total * sizeof *all);
		for (i = 0; i < types.n; i++) {
			long j;

			for (j = 0; j < t[i].N; j++)
				if (t[i].ring[j].text)
					all[nkept++] = t[i].ring[j];
			free(t[i].ring);
		}
		qsort(all, nkept, sizeof *all, by_order);
		for (i = 0; i < nkept; i++) {
			tsv_put_rows(all[i].text, all[i].len);
			free(all[i].text);
		}
		free(all);
	}
	free(t);
	names_free(&types);
	tsv_rowout_free(&ro);
	game_close(&gr);
	filter_end(&filt);
}

/* ---------- -p M: per-player windows ---------- */

struct pgame {			/* a game held for --trim */
	unsigned long order;
	char *text;
	size_t len;
	int refs;		/* players whose final window may hold it */
};

struct pwin {			/* one player's games of one type */
	long seq;
	size_t *ring;		/* --trim: the last M games (pool indices) */
	long head, cnt;
	size_t *byes;		/* --trim: byes/forfeits since the window's start */
	size_t nbyes, byecap;
};

struct pstate {
	long M;
	struct names keys;	/* "type TAB player" */
	struct pwin *w;
	size_t wcap;
	struct pgame *pool;
	size_t npool, poolcap;
	size_t *freel, nfree, freecap;
	unsigned long order;	/* games seen (gr.g.serial runs one ahead at times) */
};

static void
unref(struct pstate *s, size_t gi)
{
	struct pgame *pg = &s->pool[gi];

	if (--pg->refs > 0)
		return;
	free(pg->text);
	pg->text = NULL;
	xgrow(&s->freel, &s->freecap, s->nfree + 1, sizeof *s->freel);
	s->freel[s->nfree++] = gi;
}

static struct pwin *
pwin_get(struct pstate *s, const char *type, const char *player)
{
	struct strbuf key = { 0 };
	int isnew, id;

	sb_adds(&key, type);
	sb_tab(&key);
	sb_adds(&key, player);
	id = names_intern(&s->keys, key.s, key.len, &isnew);
	free(key.s);
	if (isnew) {
		xgrow(&s->w, &s->wcap, (size_t)id + 1, sizeof *s->w);
		memset(&s->w[id], 0, sizeof s->w[id]);
	}
	return &s->w[id];
}

/* A played game enters the player's window; the oldest may leave it. */
static void
hold_game(struct pstate *s, struct pwin *w, size_t gi)
{
	size_t j = 0, k;

	if (!w->ring)
		w->ring = xmalloc((size_t)s->M * sizeof *w->ring);
	if (w->cnt == s->M) {
		unref(s, w->ring[w->head]);
		w->head = (w->head + 1) % s->M;
		w->cnt--;
	}
	w->ring[(w->head + w->cnt) % s->M] = gi;
	w->cnt++;
	s->pool[gi].refs++;
	/* byes older than the window's (new) oldest game leave with it */
	while (w->cnt == s->M && j < w->nbyes &&
	    s->pool[w->byes[j]].order < s->pool[w->ring[w->head]].order)
		unref(s, w->byes[j++]);
	for (k = j; k < w->nbyes; k++)
		w->byes[k - j] = w->byes[k];
	w->nbyes -= j;
}

static void
hold_bye(struct pstate *s, struct pwin *w, size_t gi)
{
	xgrow(&w->byes, &w->byecap, w->nbyes + 1, sizeof *w->byes);
	w->byes[w->nbyes++] = gi;
	s->pool[gi].refs++;
}

static size_t
pool_add(struct pstate *s, unsigned long order, struct strbuf *sb)
{
	size_t gi;

	if (s->nfree)
		gi = s->freel[--s->nfree];
	else {
		xgrow(&s->pool, &s->poolcap, s->npool + 1, sizeof *s->pool);
		gi = s->npool++;
	}
	s->pool[gi] = (struct pgame){ order, sb->s, sb->len, 0 };
	return gi;
}

static int
by_pool_order(const void *a, const void *b)
{
	const struct pgame *x = a, *y = b;

	return x->order < y->order ? -1 : x->order > y->order;
}

/* --trim: the games still held, in stream order. */
static void
put_held(struct pstate *s)
{
	size_t i, n = 0;

	for (i = 0; i < s->npool; i++)
		if (s->pool[i].text)
			s->pool[n++] = s->pool[i];
	qsort(s->pool, n, sizeof *s->pool, by_pool_order);
	for (i = 0; i < n; i++) {
		tsv_put_rows(s->pool[i].text, s->pool[i].len);
		free(s->pool[i].text);
	}
	for (i = 0; i < s->keys.n; i++) {
		free(s->w[i].ring);
		free(s->w[i].byes);
	}
}

static void
player_game(struct pstate *s, const struct window_opts *o, struct game_reader *gr,
    struct tsv_rowout *ro, int c_result)
{
	const struct game *g = &gr->g;
	struct strbuf sb = { NULL, 0, 0 };
	size_t i, gi = 0;
	int played = 1;

	for (i = 0; i < g->n; i++)
		if (game_unplayed(gr, i, c_result))
			played = 0;
	for (i = 0; i < g->n; i++) {
		struct pwin *w = pwin_get(s, g->type, names_str(&gr->players, g->player[i]));

		if (played)
			tsv_rowout_num(ro, 0, (double)++w->seq);
		else
			tsv_rowout_str(ro, 0, "", 0);
		tsv_rowout_num(ro, 1, (double)s->M);
		tsv_rowout_num(ro, 2, (double)g->n);
		if (!o->trim)
			game_write_row(gr, ro, i);
		else
			row_text(&sb, gr, ro, i);
	}
	if (!o->trim)
		return;
	gi = pool_add(s, ++s->order, &sb);
	s->pool[gi].refs = 1;	/* held while its players are visited */
	for (i = 0; i < g->n; i++) {
		struct pwin *w = pwin_get(s, g->type, names_str(&gr->players, g->player[i]));

		if (played)
			hold_game(s, w, gi);
		else
			hold_bye(s, w, gi);
	}
	unref(s, gi);
}

static void
window_player(const struct window_opts *o, int npaths, char **paths)
{
	static const char *const added[] = { "pseq", "pwin", "field", NULL };
	struct game_reader gr;
	struct tsv_rowout ro;
	struct wfilter filt;
	struct pstate s;
	int c_result;

	memset(&s, 0, sizeof s);
	s.M = o->per_player;
	names_init(&s.keys);
	filter_init(&filt, o);
	game_open(&gr, npaths, paths, NULL);
	c_result = tsv_col(&gr.in, "result");
	tsv_put_header(&gr.in, added);
	tsv_rowout_init(&ro, &gr.in, added);
	while (game_next(&gr))
		if (!filter_skip(&filt, &gr.g))
			player_game(&s, o, &gr, &ro, c_result);
	if (o->trim)
		put_held(&s);
	free(s.w);
	free(s.pool);
	free(s.freel);
	names_free(&s.keys);
	tsv_rowout_free(&ro);
	game_close(&gr);
	filter_end(&filt);
}
