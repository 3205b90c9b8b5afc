/*
 * tsh_rows.c - the results rows of tsh's divisions (tsh.h), the one
 * writer of parse -f tsh (from .t files) and parse -f tsh-js (from
 * tourney.js): a game per pairing and round, written with the lower
 * player number, place 1 for the higher score (1 and 1 for a tie),
 * `points` the score; a round against 0 one row, result "bye", or
 * "forfeit" when the score is negative.  Apart from the readers so that
 * the two formats write the same bytes from the same event.  So are the
 * rows of their --ratings list.
 */
#include "tsh.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"

#include <stdlib.h>

void
tsh_put_head(const struct tsh_event *e)
{
	static const char *const cols[] = {
		"date", "event", "game", "type", "player", "place", "points", "result", "round", NULL,
	};
	const char *const *c;

	for (c = cols; *c; c++)
		tsv_puts(*c);
	if (e->rounds)
		tsv_puts("rounds");
	tsv_end_row();
}

static void
put_row(const struct tsh_event *e, const char *game, const char *name, int place,
    long points, const char *result, size_t round)
{
	tsv_puts(e->date);
	tsv_puts(e->event);
	tsv_puts(game);
	tsv_puts(e->type);
	tsv_puts(name);
	tsv_put_int(place);
	tsv_put_int(points);
	tsv_puts(result);
	tsv_put_int((long long)round);
	if (e->rounds)
		tsv_put_int(e->rounds);
	tsv_end_row();
}

size_t
tsh_put_round(const struct tsh_event *e, const struct tsh_div *d, size_t r, int prefix)
{
	size_t i, pending = 0;
	struct strbuf game = { 0 };

	for (i = 0; i < d->n; i++) {
		const struct tsh_player *p = &d->p[i];
		long j = r < p->nopp ? p->opp[r] : -1;

		if (j < 0 || (j > 0 && (size_t)j < i + 1))
			continue;	/* not paired, or written with the lower number */
		if (r >= p->nscore) {
			pending++;
			continue;
		}
		game.len = 0;
		if (prefix) {
			sb_adds(&game, d->label);
			sb_adds(&game, ":");
		}
		sb_int(&game, (long long)r + 1);
		sb_adds(&game, ".");
		sb_int(&game, (long long)i + 1);
		if (j == 0) {
			put_row(e, game.s, p->name, 1, p->score[r],
			    p->score[r] < 0 ? "forfeit" : "bye", r + 1);
		} else {
			const struct tsh_player *q = &d->p[j - 1];
			long a = p->score[r], b = q->score[r];

			put_row(e, game.s, p->name, a >= b ? 1 : 2, a, "", r + 1);
			put_row(e, game.s, q->name, b >= a ? 1 : 2, b, "", r + 1);
		}
	}
	free(game.s);
	return pending;
}

void
tsh_warn_pending(size_t pending)
{
	if (pending)
		warnx_rp("%zu pairing(s) without scores yet (rounds not played): no rows written for them",
		    pending);
}

/* --ratings: the list's header; games: with a column games. */
void
tsh_put_ratings_head(int games)
{
	tsv_puts("type");
	tsv_puts("player");
	tsv_puts("rating");
	if (games)
		tsv_puts("games");
	tsv_end_row();
}

/* A player's row of it: games, when the list has them, tsh's lifeg, or
 * 100 for a player without (as tsh's Division::MakeRatingsInput). */
void
tsh_put_rating(const char *type, const char *name, const char *rating, int games, int has_lifeg,
    long lifeg)
{
	tsv_puts(type);
	tsv_puts(name);
	tsv_puts(rating);
	if (games)
		tsv_put_int(has_lifeg ? lifeg : 100);
	tsv_end_row();
}
