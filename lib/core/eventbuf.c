/*
 * eventbuf.c - buffering one event of a results stream (see eventbuf.h).
 */
#include "eventbuf.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

void
eventbuf_init(struct eventbuf *eb, size_t ncol)
{
	memset(eb, 0, sizeof *eb);
	eb->ncol = ncol;
	eb->f = xcalloc(ncol ? ncol : 1, sizeof *eb->f);
	eb->flen = xcalloc(ncol ? ncol : 1, sizeof *eb->flen);
}

void
eventbuf_free(struct eventbuf *eb)
{
	free(eb->arena);
	free(eb->off);
	free(eb->player);
	free(eb->place);
	free(eb->line);
	free(eb->file);
	free(eb->game);
	free(eb->event);
	free(eb->f);
	free(eb->flen);
}

int
eventbuf_other(const struct eventbuf *eb, const struct game_reader *gr)
{
	return eb->event && strcmp(eb->event, gr->g.event) != 0;
}

void
eventbuf_clear(struct eventbuf *eb)
{
	free(eb->event);
	eb->event = NULL;
	eb->alen = eb->nrow = eb->ngame = 0;
}

static void
add_row(struct eventbuf *eb, const struct game_reader *gr, size_t i)
{
	size_t c, r = eb->nrow, cap = eb->rowcap, need;
	const char *f0;

	if (r + 1 > eb->rowcap) {
		xgrow(&eb->line, &cap, r + 1, sizeof *eb->line);
		eb->off = xrealloc(eb->off, cap * eb->ncol * 2 * sizeof *eb->off);
		eb->player = xrealloc(eb->player, cap * sizeof *eb->player);
		eb->place = xrealloc(eb->place, cap * sizeof *eb->place);
		eb->file = xrealloc(eb->file, cap * sizeof *eb->file);
		eb->rowcap = cap;
	}
	/* a game row's fields lie back to back, NUL-terminated, as the
	 * reader's (game.c copies a row at once): one copy for the row */
	f0 = game_field(gr, i, 0);
	need = (size_t)(game_field(gr, i, (int)eb->ncol - 1) +
	    game_flen(gr, i, (int)eb->ncol - 1) + 1 - f0);
	xgrow(&eb->arena, &eb->acap, eb->alen + need, 1);
	memcpy(eb->arena + eb->alen, f0, need);
	for (c = 0; c < eb->ncol; c++) {
		eb->off[(r * eb->ncol + c) * 2] = eb->alen + (size_t)(game_field(gr, i, (int)c) - f0);
		eb->off[(r * eb->ncol + c) * 2 + 1] = game_flen(gr, i, (int)c);
	}
	eb->alen += need;
	eb->player[r] = gr->g.player[i];
	eb->place[r] = gr->g.place[i];
	eb->line[r] = gr->g.line[i];
	eb->file[r] = gr->g.file[i];
	eb->nrow++;
}

void
eventbuf_add(struct eventbuf *eb, const struct game_reader *gr)
{
	const struct game *g = &gr->g;
	size_t i;

	if (!eb->event)
		eb->event = xstrdup(g->event);
	xgrow(&eb->game, &eb->gamecap, eb->ngame + 1, sizeof *eb->game);
	eb->game[eb->ngame++] = (struct ev_game){ eb->nrow, g->n, g->date };
	for (i = 0; i < g->n; i++)
		add_row(eb, gr, i);
}

void
eventbuf_row(struct eventbuf *eb, size_t r, char ***f, size_t **flen)
{
	size_t c;

	for (c = 0; c < eb->ncol; c++)
		eb->f[c] = (char *)eventbuf_field(eb, r, (int)c, &eb->flen[c]);
	*f = eb->f;
	*flen = eb->flen;
}
