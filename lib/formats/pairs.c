/*
 * pairs.c - `parse -f pairs`: head-to-head results in wide form, one line
 * per game,
 *     date event [game] winner loser [draw] [type] [...]
 * into results rows: the winner place 1, the loser 2; a draw both 1.
 * `draw` is 1/yes or 0/no/empty.  Without a `game` column the games are
 * numbered 1, 2, ... within each event; without a `type` column the type
 * is --type (required then: a rating pool is never guessed).  Every other
 * column (`result`, `length`, user columns) is copied to both rows.
 * Checked here: real dates in order, names present and different, game
 * ids unique within their event, an event's lines together.
 */
#include "fopt.h"
#include "ids.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "subcmd.h"
#include "tsv.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pairs {
	struct tsv_in in;
	int c_date, c_event, c_game, c_win, c_lose, c_draw, c_type, c_length;
	const char *type;
	int *pass;		/* columns copied to both rows */
	size_t npass;
	char *event;		/* current event */
	long next_game, last_date;
	struct names games, done;
	/* the line's ids in canonical form (ids.h) */
	struct strbuf ev, game, type_id, win, lose;
};

/* Id column col of the line in canonical form into sb (NUL-terminated). */
static const char *
fold_col(struct pairs *p, int col, const char *what, struct strbuf *sb)
{
	char why[320];

	sb->len = 0;
	if (!p->in.flen[col])
		tsv_bad_field(&p->in, col, what);
	ids_where(p->in.name, p->in.line);
	if (!ids_fold(p->in.f[col], p->in.flen[col], what, sb, why, sizeof why))
		tsv_bad_field(&p->in, col, why);
	sb_add(sb, "", 1);
	sb->len--;
	return sb->s;
}

static void
header(struct pairs *p)
{
	static const char *const fixed[] = { "date", "event", "game", "type", "player", "place", NULL };
	size_t c, i;

	p->pass = xmalloc((p->in.ncol ? p->in.ncol : 1) * sizeof *p->pass);
	for (i = 0; fixed[i]; i++)
		tsv_puts(fixed[i]);
	for (c = 0; c < p->in.ncol; c++) {
		int ci = (int)c;

		if (ci == p->c_date || ci == p->c_event || ci == p->c_game || ci == p->c_win ||
		    ci == p->c_lose || ci == p->c_draw || ci == p->c_type)
			continue;
		if (strcmp(p->in.col[c], "player") == 0 || strcmp(p->in.col[c], "place") == 0)
			die_data("%s:1: column \"%s\" clashes with the rows parse -f pairs writes",
			    p->in.name, p->in.col[c]);
		p->pass[p->npass++] = ci;
		tsv_puts(p->in.col[c]);
	}
	tsv_end_row();
}

static int
is_draw(struct pairs *p)
{
	const char *s;

	if (p->c_draw < 0)
		return 0;
	s = p->in.f[p->c_draw];
	if (!*s || strcmp(s, "0") == 0 || strcmp(s, "no") == 0)
		return 0;
	if (strcmp(s, "1") == 0 || strcmp(s, "yes") == 0)
		return 1;
	tsv_bad_field(&p->in, p->c_draw, "1, yes, 0, no or empty");
}

/* A new event: its id must not have been seen before. */
static void
event_check(struct pairs *p)
{
	const char *ev = fold_col(p, p->c_event, "an event id", &p->ev);

	if (p->event && strcmp(p->event, ev) == 0)
		return;
	if (p->event) {
		names_intern(&p->done, p->event, strlen(p->event), NULL);
		free(p->event);
	}
	if (names_find(&p->done, ev, strlen(ev)) >= 0)
		tsv_bad_line(&p->in, "event \"%s\" comes back after another event; an event's games must stand together", ev);
	p->event = xstrdup(ev);
	p->next_game = 1;
	names_clear(&p->games);
}

static void
put_row(struct pairs *p, const char *game, size_t glen, const char *type,
    size_t tlen, int who, int place)
{
	size_t i;

	const struct strbuf *player = who == p->c_win ? &p->win : &p->lose;

	tsv_put(p->in.f[p->c_date], p->in.flen[p->c_date]);
	tsv_put(p->ev.s, p->ev.len);
	tsv_put(game, glen);
	tsv_put(type, tlen);
	tsv_put(player->s, player->len);
	tsv_put_int(place);
	for (i = 0; i < p->npass; i++)
		tsv_put(p->in.f[p->pass[i]], p->in.flen[p->pass[i]]);
	tsv_end_row();
}

static void
one_line(struct pairs *p)
{
	struct tsv_in *in = &p->in;
	char gbuf[24];
	const char *game = gbuf, *type = p->type;
	size_t glen, tlen;
	long date = tsv_date(in, p->c_date), len;
	int draw = is_draw(p), added;

	if (date < p->last_date)
		tsv_bad_line(in, "date %s goes backwards; rows must be in chronological order", in->f[p->c_date]);
	p->last_date = date;
	event_check(p);
	if (p->c_game >= 0) {
		game = fold_col(p, p->c_game, "a game id", &p->game);
		glen = p->game.len;
	} else {
		glen = (size_t)snprintf(gbuf, sizeof gbuf, "%ld", p->next_game++);
	}
	names_intern(&p->games, game, glen, &added);
	if (!added)
		tsv_bad_line(in, "game \"%s\" of event \"%s\" appears twice", game, p->event);
	if (p->c_type >= 0)
		type = fold_col(p, p->c_type, "a game type", &p->type_id);
	tlen = strlen(type);
	fold_col(p, p->c_win, "a player name", &p->win);
	fold_col(p, p->c_lose, "a player name", &p->lose);
	if (strcmp(p->win.s, p->lose.s) == 0)
		tsv_bad_field(in, p->c_lose, "another player than the winner");
	if (p->c_length >= 0 && !int_parse(in->f[p->c_length], in->flen[p->c_length], 1, 100000, &len))
		tsv_bad_field(in, p->c_length, "a match length (a positive integer)");
	put_row(p, game, glen, type, tlen, p->c_win, 1);
	put_row(p, game, glen, type, tlen, p->c_lose, draw ? 1 : 2);
}

static void
pairs_run(const char *type, int npaths, char **paths)
{
	struct pairs p;

	memset(&p, 0, sizeof p);
	tsv_open(&p.in, npaths, paths);
	p.c_date = tsv_need(&p.in, "date");
	p.c_event = tsv_need(&p.in, "event");
	p.c_win = tsv_need(&p.in, "winner");
	p.c_lose = tsv_need(&p.in, "loser");
	p.c_game = tsv_col(&p.in, "game");
	p.c_draw = tsv_col(&p.in, "draw");
	p.c_type = tsv_col(&p.in, "type");
	p.c_length = tsv_col(&p.in, "length");
	p.type = type;
	p.last_date = -1000000000L;
	if (p.c_type >= 0 && type)
		die_usage("--type: the input has a type column");
	if (p.c_type < 0 && !type)
		die_data("%s:1: missing column \"type\" (or give --type TYPE)", p.in.name);
	names_init(&p.games);
	names_init(&p.done);
	header(&p);
	while (tsv_next(&p.in))
		one_line(&p);
	free(p.pass);
	free(p.event);
	free(p.ev.s);
	free(p.game.s);
	free(p.type_id.s);
	free(p.win.s);
	free(p.lose.s);
	names_free(&p.games);
	names_free(&p.done);
	tsv_close(&p.in);
	ids_report();
}


static void
usage(void)
{
	printf("usage: parse -f pairs [--type TYPE] [FILE...]\n"
	    "Head-to-head games, one line each, into results rows.\n\n"
	    "  -t, --type TYPE       the game type when the input has no type column\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Columns: date event [game] winner loser [draw] [type]; draw is 1/yes\n"
	    "or 0/no/empty.  No game column: games numbered 1, 2, ... per event.\n"
	    "Other columns (result, length, ...) go to both rows.  See parse(1).\n");
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option parse_pairs_opts[] = {
	FOPT_LONG_FORMAT,
	{ "type", required_argument, NULL, 't' },
	FOPT_LONG_END,
};

int
parse_pairs_main(int argc, char **argv)
{
	const char *type = NULL;
	const struct fopt t[] = {
		FOPT_SKIP('f'),
		FOPT_ID('t', &type, "a game type"),
		FOPT_END,
	};

	if (fopt_parse(argc, argv, "f:t:h", parse_pairs_opts, t, usage))
		return 0;
	pairs_run(type, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
