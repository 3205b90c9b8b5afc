/*
 * rank_crosstable.c - `rank -m crosstable`: the crosstable of each event
 * of a results stream (parse -f trf, -f pgn, ...; a history stream too):
 * one row per player, by points from the top (then starting rank), with
 * each round's cell and the points.
 *
 * A cell is the opponent's number, the colour and the result: "12w1",
 * "7b=", "3b0"; a forfeit "9w+" or "4b-"; a round without an opponent its
 * code (H, F, U, Z from a TRF) or "bye".  A player's number is column
 * start (the TRF's starting rank) when the stream has it, else its place
 * in the table.  The round is column round, else the player's game
 * count.  Points are column points, else 1, 1/2, 0 for a win, draw, loss
 * (a forfeit won 1).  The table is a display: the input's events are held
 * in memory (one event, or a few, at a time is what it is for).
 */
#include "game.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "subcmd.h"
#include "tsv.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct xcell {
	int opp;		/* the opponent's player index, -1 none */
	char color;		/* 'w', 'b' or 0 */
	char code[4];
};

struct xplayer {
	char *who, *name, *rtg;
	long start, no;		/* start: LONG_MAX none */
	double points;
	struct xcell *cell;	/* per round, 1-based at cell[round - 1] */
	size_t ncell;
};

struct xevent {
	char *event;
	struct names who;
	struct xplayer *p;
	size_t cap, rounds;
};

struct xcols {
	int round, color, result, code, points, name, start, rtg;
};

static void
set_cell(struct xplayer *p, long round, int opp, char color, const char *code)
{
	size_t r = round > 0 ? (size_t)round - 1 : p->ncell;

	if (r >= p->ncell) {
		p->cell = xrealloc(p->cell, (r + 1) * sizeof *p->cell);
		while (p->ncell <= r) {
			p->cell[p->ncell].opp = -1;
			p->cell[p->ncell].color = 0;
			p->cell[p->ncell++].code[0] = '\0';
		}
	}
	p->cell[r].opp = opp;
	p->cell[r].color = color;
	snprintf(p->cell[r].code, sizeof p->cell[r].code, "%s", code);
}

/* The column's field of row r of the game, or "" without the column. */
static const char *
field(const struct game_reader *gr, size_t r, int col)
{
	return col >= 0 ? game_field(gr, r, col) : "";
}

static int
player_of(struct xevent *ev, const struct game_reader *gr, const struct xcols *c, size_t r,
    struct strbuf *key)
{
	const char *who = game_field(gr, r, gr->c_player);
	int added, id;

	key->len = 0;
	sb_adds(key, field(gr, r, gr->c_type));
	sb_tab(key);
	sb_adds(key, who);
	id = names_intern(&ev->who, key->s, key->len, &added);
	if (added) {
		struct xplayer *p;

		xgrow(&ev->p, &ev->cap, (size_t)id + 1, sizeof *ev->p);
		p = &ev->p[id];
		memset(p, 0, sizeof *p);
		p->who = xstrndup(who, strlen(who));
		p->name = xstrndup(field(gr, r, c->name), strlen(field(gr, r, c->name)));
		p->rtg = xstrndup(field(gr, r, c->rtg), strlen(field(gr, r, c->rtg)));
		p->start = LONG_MAX;
		if (*field(gr, r, c->start) && !int_parse(field(gr, r, c->start),
		    strlen(field(gr, r, c->start)), 1, LONG_MAX - 1, &p->start))
			game_bad_field(gr, r, c->start, "a starting rank (a whole number from 1)");
	}
	return id;
}

/* A game's rows (a copy of the fields each) into the players' cells. */
struct xrow {
	int id;
	long place, round;
	char color, code[4], result[8];
	double points;
	int has_points;
};

static void
take_game(struct xevent *ev, const struct xrow *row, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		const struct xrow *x = &row[i];
		struct xplayer *p = &ev->p[x->id];
		char code[4];

		if (x->code[0] && n == 1)
			snprintf(code, sizeof code, "%s", x->code);
		else if (n == 1)
			snprintf(code, sizeof code, "%s", x->result[0] ? x->result : "bye");
		else if (strcmp(x->result, "forfeit") == 0)
			snprintf(code, sizeof code, "%s", x->code[0] && strchr("+-WDL", x->code[0]) ?
			    x->code : x->place < row[1 - i].place ? "+" : "-");
		else
			snprintf(code, sizeof code, "%s", x->place < row[1 - i].place ? "1" :
			    x->place == row[1 - i].place ? "=" : "0");
		set_cell(p, x->round, n == 2 ? row[1 - i].id : -1, x->color, code);
		if (x->has_points)
			p->points += x->points;
		else if (n == 2)
			p->points += strchr("1+W", code[0]) ? 1 : strchr("=D", code[0]) ? 0.5 : 0;
		else
			p->points += code[0] == 'H' ? 0.5 : code[0] == 'F' || code[0] == 'U' ? 1 : 0;
		if (p->ncell > ev->rounds)
			ev->rounds = p->ncell;
	}
}

static int
by_points(const void *a, const void *b)
{
	const struct xplayer *x = *(struct xplayer *const *)a, *y = *(struct xplayer *const *)b;

	if (x->points != y->points)
		return x->points > y->points ? -1 : 1;
	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	return strcmp(x->who, y->who);
}

static void
write_event(const struct xevent *ev, size_t rounds)
{
	struct xplayer **o = xmalloc((ev->who.n ? ev->who.n : 1) * sizeof *o);
	size_t i, r;
	char cell[48];

	for (i = 0; i < ev->who.n; i++)
		o[i] = &ev->p[i];
	qsort(o, ev->who.n, sizeof *o, by_points);
	for (i = 0; i < ev->who.n; i++)
		o[i]->no = o[i]->start != LONG_MAX ? o[i]->start : (long)i + 1;
	for (i = 0; i < ev->who.n; i++) {
		const struct xplayer *p = o[i];

		tsv_puts(ev->event);
		tsv_put_int((long long)i + 1);
		tsv_put_int(p->no);
		tsv_puts(p->who);
		tsv_puts(p->name);
		tsv_puts(p->rtg);
		for (r = 0; r < rounds; r++) {
			const struct xcell *x = r < p->ncell ? &p->cell[r] : NULL;

			if (!x || (x->opp < 0 && !x->code[0]))
				tsv_puts("");
			else if (x->opp < 0)
				tsv_puts(x->code);
			else {
				snprintf(cell, sizeof cell, "%ld%s%s", ev->p[x->opp].no,
				    x->color == 'w' ? "w" : x->color == 'b' ? "b" : "", x->code);
				tsv_puts(cell);
			}
		}
		tsv_put_num(p->points);
		tsv_end_row();
	}
	free(o);
}

static void
read_row(const struct game_reader *gr, const struct xcols *c, size_t r, struct xrow *x, int id)
{
	const char *s = field(gr, r, c->color);

	x->id = id;
	x->place = gr->g.place[r];
	x->round = 0;
	if (*field(gr, r, c->round) && !int_parse(field(gr, r, c->round),
	    strlen(field(gr, r, c->round)), 1, 100000, &x->round))
		game_bad_field(gr, r, c->round, "a round (a whole number from 1)");
	x->color = s[0] == 'w' || s[0] == 'b' ? s[0] : 0;
	snprintf(x->code, sizeof x->code, "%s", field(gr, r, c->code));
	x->result[0] = '\0';
	if (game_unplayed(gr, r, c->result))
		snprintf(x->result, sizeof x->result, "%s", field(gr, r, c->result));
	x->has_points = *field(gr, r, c->points) != '\0';
	x->points = x->has_points ? game_num(gr, r, c->points) : 0;
}

/* The events of the stream, each with its players' cells. */
static struct xevent *
read_events(int npaths, char **paths, size_t *nevp)
{
	static const char *const need[] = { "place", NULL };
	struct game_reader gr;
	struct xcols c;
	struct xevent *ev = NULL;
	struct names done;
	struct strbuf key = { 0 };
	struct xrow row[2];
	size_t nev = 0, evcap = 0, r;

	game_open(&gr, npaths, paths, need);
	c.round = tsv_col(&gr.in, "round");
	c.color = tsv_col(&gr.in, "color");
	c.result = tsv_col(&gr.in, "result");
	c.code = tsv_col(&gr.in, "code");
	c.points = tsv_col(&gr.in, "points");
	c.name = tsv_col(&gr.in, "name");
	c.start = tsv_col(&gr.in, "start");
	c.rtg = tsv_col(&gr.in, "rtg");
	names_init(&done);
	while (game_next(&gr)) {
		const struct game *g = &gr.g;

		if (g->n > 2)
			game_bad_row(&gr, 2, "game \"%s\" of event \"%s\" has %zu rows: a crosstable "
			    "is of two-player games", g->id, g->event, g->n);
		if (nev == 0 || strcmp(ev[nev - 1].event, g->event) != 0) {
			int added;

			(void)names_intern(&done, g->event, strlen(g->event), &added);
			if (!added)
				game_bad_row(&gr, 0, "event \"%s\" comes back after another event: a "
				    "stream has each event's games together", g->event);
			xgrow(&ev, &evcap, nev + 1, sizeof *ev);
			memset(&ev[nev], 0, sizeof ev[nev]);
			ev[nev].event = xstrndup(g->event, strlen(g->event));
			names_init(&ev[nev].who);
			nev++;
		}
		for (r = 0; r < g->n; r++)
			read_row(&gr, &c, r, &row[r], player_of(&ev[nev - 1], &gr, &c, r, &key));
		take_game(&ev[nev - 1], row, g->n);
	}
	game_close(&gr);
	names_free(&done);
	free(key.s);
	*nevp = nev;
	return ev;
}

static void
crosstable_run(int npaths, char **paths)
{
	size_t nev, i, j, rounds = 0;
	struct xevent *ev = read_events(npaths, paths, &nev);

	for (i = 0; i < nev; i++)
		if (ev[i].rounds > rounds)
			rounds = ev[i].rounds;
	tsv_puts("event");
	tsv_puts("pos");
	tsv_puts("no");
	tsv_puts("player");
	tsv_puts("name");
	tsv_puts("rtg");
	for (i = 0; i < rounds; i++) {
		char r[24];

		snprintf(r, sizeof r, "r%zu", i + 1);
		tsv_puts(r);
	}
	tsv_puts("points");
	tsv_end_row();
	for (i = 0; i < nev; i++) {
		write_event(&ev[i], rounds);
		for (j = 0; j < ev[i].who.n; j++) {
			free(ev[i].p[j].who);
			free(ev[i].p[j].name);
			free(ev[i].p[j].rtg);
			free(ev[i].p[j].cell);
		}
		free(ev[i].p);
		free(ev[i].event);
		names_free(&ev[i].who);
	}
	free(ev);
}

static void
usage(void)
{
	printf("usage: rank -m crosstable [RESULTS...]\n"
	    "The crosstable of each event of a results stream: a row per player by\n"
	    "points, each round's cell (opponent's number, colour, result: 12w1) and\n"
	    "the points.  See rank(1).\n\n"
	    "  -m, --mode crosstable this mode\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

int
rank_crosstable_main(int argc, char **argv)
{
	return subcmd_plain(argc, argv, "mode", usage, crosstable_run);
}
