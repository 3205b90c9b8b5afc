/*
 * window.c - which games count: numbers the games of each type in
 * calendar order (`seq`) and writes the type's window size (`n`).
 *
 * By default every game passes, annotated: older games still shape the
 * later game values.  --trim keeps only the games of each type's final
 * window; it holds those games (and nothing older) until the end.
 */
#include "game.h"
#include "names.h"
#include "ratings.h"
#include "rp.h"
#include "stages.h"
#include "tsv.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

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

void
window_run(const struct window_opts *o, int npaths, char **paths)
{
	static const char *const need[] = { "type", NULL };
	static const char *const added[] = { "seq", "n", NULL };
	struct game_reader gr;
	struct tsv_rowout ro;
	struct names types;
	struct wtype *t = NULL;
	size_t tcap = 0, i, nkept = 0;
	struct kept *all = NULL;

	game_open(&gr, npaths, paths, need);
	names_init(&types);
	tsv_put_header(&gr.in, added);
	tsv_rowout_init(&ro, &gr.in, added);
	while (game_next(&gr)) {
		struct game *g = &gr.g;
		int isnew, id;
		struct wtype *w;

		if (g->date < o->since)
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
		if (!o->trim) {
			for (i = 0; i < g->n; i++)
				tsv_rowout_write(&ro, g->f + i * gr.in.ncol, g->flen + i * gr.in.ncol);
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
}
