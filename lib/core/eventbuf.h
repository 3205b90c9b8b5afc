/*
 * eventbuf.h - the games of one event (a rating period), buffered from a
 * game reader so a model can rate them together: all games of an event
 * use the ratings from before it.  Memory grows with the size of the
 * event, not with the stream.  An event whose id comes back after
 * another event is a data error (it would silently become two rating
 * periods); the finished ids are kept for that check.
 */
#ifndef EVENTBUF_H
#define EVENTBUF_H

#include "game.h"
#include "names.h"

struct ev_game {
	size_t row0, n;		/* its rows: row0 .. row0 + n - 1 */
	long date;
};

struct eventbuf {
	size_t ncol;
	char *arena;
	size_t alen, acap;
	size_t *off;		/* per row and column: offset, length */
	int *player;		/* the reader's interned ids */
	long *place;
	unsigned long *line;
	const char **file;
	size_t nrow, rowcap;
	struct ev_game *game;
	size_t ngame, gamecap;
	char *event;		/* id of the buffered event */
	char **f;		/* one row's fields, for eventbuf_row */
	size_t *flen;
};

void eventbuf_init(struct eventbuf *eb, size_t ncol);
void eventbuf_free(struct eventbuf *eb);
/* Does the reader's current game belong to another event than the buffered one? */
int eventbuf_other(const struct eventbuf *eb, const struct game_reader *gr);
/* Forget the buffered event. */
void eventbuf_clear(struct eventbuf *eb);
/* Append the reader's current game. */
void eventbuf_add(struct eventbuf *eb, const struct game_reader *gr);

static inline const char *
eventbuf_field(const struct eventbuf *eb, size_t r, int c, size_t *len)
{
	size_t k = (r * eb->ncol + (size_t)c) * 2;

	if (len)
		*len = eb->off[k + 1];
	return eb->arena + eb->off[k];
}
/* Row r as field arrays (valid until the next call), for tsv_rowout_write. */
void eventbuf_row(struct eventbuf *eb, size_t r, char ***f, size_t **flen);

#endif
