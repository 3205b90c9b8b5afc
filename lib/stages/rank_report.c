/*
 * rank_report.c - `rank -m report`: the rating report of each event, as
 * FIDE's and national federations' rating officers print it, from a
 * history stream (rate -m elo --history).
 *
 * One row per event and (type, player): the rating before the event (a
 * newcomer rated in it: the initial rating), the games that count for
 * the rating (rated = yes, and a newcomer's games against rated players),
 * the score in them, the expected score, K, K times (score - expected)
 * unrounded (FIDE's "K*chg"), the change as applied (after the rule's
 * rounding) and the rating after; note says rated, new (rated or waiting
 * as a newcomer), or unrated (no game counted).  Players are in starting
 * order when the stream has column start (parse -f trf), else by the
 * rating before, from the top.  An event's rows are contiguous in a
 * history stream: memory holds one event.
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

struct rplayer {
	int key;		/* "type\tplayer" in the event's names */
	char *name;		/* column name, when the stream has it */
	long start;		/* column start; LONG_MAX none */
	double before, after, expected, k;	/* NAN: none */
	long games;
	double score;
	int newcomer;
	long last;
};

struct rcols {
	int rated, before, exp, rating, k, name, start;
};

struct revent {
	char *event;
	struct names who;
	struct rplayer *p;
	size_t cap;
};

/* Column c of row r, a number; NAN when empty. */
static double
num_or_nan(const struct game_reader *gr, size_t r, int c)
{
	return c < 0 || game_flen(gr, r, c) == 0 ? NAN : game_num(gr, r, c);
}

static int
by_start(const void *a, const void *b)
{
	const struct rplayer *x = a, *y = b;

	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	if ((isnan(x->before) ? -HUGE_VAL : x->before) != (isnan(y->before) ? -HUGE_VAL : y->before))
		return (isnan(x->before) ? -HUGE_VAL : x->before) >
		    (isnan(y->before) ? -HUGE_VAL : y->before) ? -1 : 1;
	return x->key - y->key;
}

static void
put_num_or_empty(double x)
{
	if (isnan(x))
		tsv_puts("");
	else
		tsv_put_num(x);
}

/* K (W - We), in exact hundredths when We is whole hundredths (FIDE's
 * table 8.1.2): 10 * (4 - 3.79) is 2.1, not 2.0999999999999996. */
static double
kchange(const struct rplayer *p)
{
	double h = p->expected * 100;

	if (fabs(h - (double)llround(h)) < 1e-6)
		return p->k * (double)(llround(p->score * 100) - llround(h)) / 100;
	return p->k * (p->score - p->expected);
}

static void
write_event(struct revent *ev)
{
	size_t i;

	qsort(ev->p, ev->who.n, sizeof *ev->p, by_start);
	for (i = 0; i < ev->who.n; i++) {
		const struct rplayer *p = &ev->p[i];
		const char *tp = names_str(&ev->who, p->key), *tab = strchr(tp, '\t');
		int rated = !isnan(p->k);
		char day[11];

		date_format(p->last, day);
		tsv_put(day, 10);
		tsv_puts(ev->event);
		tsv_put(tp, (size_t)(tab - tp));
		tsv_puts(tab + 1);
		tsv_puts(p->name ? p->name : "");
		put_num_or_empty(p->before);
		tsv_put_int(p->games);
		if (p->games)
			tsv_put_num(p->score);
		else
			tsv_puts("");
		put_num_or_empty(rated ? p->expected : NAN);
		put_num_or_empty(p->k);
		put_num_or_empty(rated ? kchange(p) : NAN);
		put_num_or_empty(!isnan(p->before) && !isnan(p->after) ? p->after - p->before : NAN);
		put_num_or_empty(p->after);
		tsv_puts(p->newcomer ? "new" : rated ? "rated" : "unrated");
		tsv_end_row();
	}
	for (i = 0; i < ev->who.n; i++)
		free(ev->p[i].name);
	names_clear(&ev->who);
	free(ev->event);
	ev->event = NULL;
}

static struct rplayer *
player_of(struct revent *ev, const struct game_reader *gr, size_t r, const struct rcols *c,
    struct strbuf *key)
{
	int added, id;
	struct rplayer *p;

	key->len = 0;
	sb_adds(key, gr->c_type >= 0 ? game_field(gr, r, gr->c_type) : "");
	sb_tab(key);
	sb_adds(key, game_field(gr, r, gr->c_player));
	id = names_intern(&ev->who, key->s, key->len, &added);
	if (added) {
		xgrow(&ev->p, &ev->cap, (size_t)id + 1, sizeof *ev->p);
		p = &ev->p[id];
		memset(p, 0, sizeof *p);
		p->key = id;
		p->start = LONG_MAX;
		p->before = p->after = p->expected = p->k = NAN;
		if (c->name >= 0)
			p->name = xstrndup(game_field(gr, r, c->name), game_flen(gr, r, c->name));
		if (c->start >= 0 && game_flen(gr, r, c->start) &&
		    !int_parse(game_field(gr, r, c->start), game_flen(gr, r, c->start), 1,
		    LONG_MAX - 1, &p->start))
			game_bad_field(gr, r, c->start, "a starting rank (a whole number from 1)");
	}
	return &ev->p[id];
}

/* The rows of a game into their players: rated games and their score
 * (from the places), the event's figures of each player. */
static void
take_game(struct revent *ev, const struct game_reader *gr, const struct rcols *c,
    struct strbuf *key)
{
	const struct game *g = &gr->g;
	size_t r;

	if (g->n > 2)
		game_bad_row(gr, 2, "game \"%s\" of event \"%s\" has %zu rows: a rating report is "
		    "of two-player games (rate -m elo --history)", g->id, g->event, g->n);
	for (r = 0; r < g->n; r++) {
		struct rplayer *p = player_of(ev, gr, r, c, key);
		const char *rated = game_field(gr, r, c->rated);
		double x;

		if (g->n == 2 && (strcmp(rated, "yes") == 0 || strcmp(rated, "newcomer") == 0)) {
			p->games++;
			p->score += g->place[r] < g->place[1 - r] ? 1 :
			    g->place[r] == g->place[1 - r] ? 0.5 : 0;
		}
		p->newcomer |= strcmp(rated, "newcomer") == 0;
		p->last = g->date;
		if (isnan(p->before))
			p->before = num_or_nan(gr, r, c->before);
		if (!isnan(x = num_or_nan(gr, r, c->rating)))
			p->after = x;
		if (!isnan(x = num_or_nan(gr, r, c->exp)))
			p->expected = x;
		if (!isnan(x = num_or_nan(gr, r, c->k)))
			p->k = x;
	}
}

static void
report_run(int npaths, char **paths)
{
	static const char *const cols[] = { "date", "event", "type", "player", "name", "before",
		"games", "score", "expected", "k", "kchange", "change", "rating", "note", NULL };
	static const char *const need[] = { "place", "rated", "before", "expected_total",
		"rating", NULL };
	struct game_reader gr;
	struct rcols c;
	struct revent ev;
	struct strbuf key = { 0 };
	struct names done;
	size_t i;

	memset(&ev, 0, sizeof ev);
	names_init(&ev.who);
	names_init(&done);
	game_open(&gr, npaths, paths, need);
	c.rated = tsv_col(&gr.in, "rated");
	c.before = tsv_col(&gr.in, "before");
	c.exp = tsv_col(&gr.in, "expected_total");
	c.rating = tsv_col(&gr.in, "rating");
	c.k = tsv_col(&gr.in, "k");
	c.name = tsv_col(&gr.in, "name");
	c.start = tsv_col(&gr.in, "start");
	for (i = 0; cols[i]; i++)
		tsv_puts(cols[i]);
	tsv_end_row();
	while (game_next(&gr)) {
		if (!ev.event || strcmp(ev.event, gr.g.event) != 0) {
			int added;

			if (ev.event)
				write_event(&ev);
			(void)names_intern(&done, gr.g.event, strlen(gr.g.event), &added);
			if (!added)
				game_bad_row(&gr, 0, "event \"%s\" comes back after another event: a history "
				    "stream has each event's rows together", gr.g.event);
			ev.event = xstrndup(gr.g.event, strlen(gr.g.event));
		}
		take_game(&ev, &gr, &c, &key);
	}
	if (ev.event)
		write_event(&ev);
	game_close(&gr);
	names_free(&ev.who);
	names_free(&done);
	free(ev.p);
	free(key.s);
}

static void
usage(void)
{
	printf("usage: rank -m report [HISTORY...]\n"
	    "The rating report of each event from a history stream (rate -m elo\n"
	    "--history): a row per event and player with the rating before, the\n"
	    "games that count, score, expected score, K, K*(score-expected), the\n"
	    "change applied and the rating after.  See rank(1).\n\n"
	    "  -m, --mode report     this mode\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

int
rank_report_main(int argc, char **argv)
{
	return subcmd_plain(argc, argv, "mode", usage, report_run);
}
