/*
 * site_event.c - `format --site`: a page per event, e/SLUG.html, per
 * game type in it: the rating report as a federation publishes it
 * (each player's rating before, after and the change, the games, the
 * rank after; highest rating after first) and the crosstable of the
 * results stream (or the history's games).
 *
 * The crosstable numbers the players by their standing in the event:
 * by the sum of points where the stream has them, else in two-player
 * games by score (a win 1, a draw 1/2, a bye nothing), a column per
 * game of the player's (the first, the second... as rounds of a Swiss
 * table), each cell the result and the opponent's number (+3 won
 * against number 3, =3 drew, -3 lost); in games of more players a
 * column per game (every player's round), each cell the place, the
 * standing else by the mean place.  Ties keep the order of the stream.  More than WIDE
 * columns, and on a phone, a player's cells wrap in a block.
 */
#include "num.h"
#include "rp.h"
#include "site.h"
#include "strbuf.h"

#include <stdlib.h>
#include <string.h>

#define WIDE 12

struct entry {
	int player, type;
	size_t order;			/* first appearance */
	const struct site_row *first, *last;	/* rated history rows, or NULL */
	size_t games;
	double total;			/* the crosstable's standing key */
	size_t num;			/* the crosstable's number */
};

static int
by_report(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;
	double rx = x->last ? x->last->rating : -1e308, ry = y->last ? y->last->rating : -1e308;

	if (x->type != y->type)
		return x->type < y->type ? -1 : 1;
	if (rx != ry)
		return rx > ry ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

static int desc;	/* by_total: higher totals first */

static int
by_total(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;

	if (x->total != y->total)
		return (x->total > y->total) == desc ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

static void
report(struct strbuf *sb, const struct site *s, struct entry *en, size_t n)
{
	size_t i;

	qsort(en, n, sizeof *en, by_report);
	for (i = 0; i < n; i++) {
		if (!i || en[i].type != en[i - 1].type) {
			if (i)
				sb_adds(sb, "</tbody>\n</table>\n");
			sb_adds(sb, "<table>\n<caption>Rating report: ");
			site_esc(sb, names_str(&s->types, en[i].type));
			sb_adds(sb, "</caption>\n<thead><tr><th scope=\"col\">Player</th>"
			    "<th scope=\"col\" class=\"n\">After</th><th scope=\"col\" class=\"n\">Change</th>"
			    "<th scope=\"col\" class=\"n\">Before</th><th scope=\"col\" class=\"n x\">Games</th>"
			    "<th scope=\"col\" class=\"n x\">Rank</th></tr></thead>\n<tbody>\n");
		}
		sb_adds(sb, "<tr><th scope=\"row\">");
		site_player_link(sb, s, en[i].player, 1);
		sb_adds(sb, "</th>");
		if (en[i].last) {
			double d = en[i].last->rating - en[i].first->prev;

			sb_adds(sb, "<td class=\"n\">");
			site_num(sb, en[i].last->rating, s->o->digits, 0);
			sb_adds(sb, d > 0 ? "</td><td class=\"n up\">" : d < 0 ?
			    "</td><td class=\"n down\">" : "</td><td class=\"n\">");
			site_num(sb, d, s->o->digits, 1);
			sb_adds(sb, "</td><td class=\"n\">");
			site_num(sb, en[i].first->prev, s->o->digits, 0);
			sb_adds(sb, "</td>");
		} else {
			sb_adds(sb, "<td class=\"n\">not rated</td><td></td><td></td>");
		}
		sb_adds(sb, "<td class=\"n x\">");
		sb_int(sb, (long long)en[i].games);
		sb_adds(sb, "</td><td class=\"n x\">");
		if (en[i].last) {
			sb_int(sb, en[i].last->rank);
			sb_adds(sb, "/");
			sb_int(sb, en[i].last->of);
		}
		sb_adds(sb, "</td></tr>\n");
	}
	if (n)
		sb_adds(sb, "</tbody>\n</table>\n");
}

static int *slot;		/* player -> entry, -1 */
static struct entry *en;
static size_t encap;
static size_t *col, colcap;	/* the crosstable: game columns' first rows */
static int *cell;		/* [entry * ncol + column] -> grows index, -1 */
static size_t cellcap;

static void
put_cell(struct strbuf *sb, const struct site *s, const struct site_game_row *g, int duel)
{
	char buf[32];

	if (duel && g->gn == 1) {
		sb_adds(sb, "bye");
		return;
	}
	if (duel) {
		const struct site_game_row *o = &s->grows[g->g0 + (&s->grows[g->g0] == g)];

		sb_adds(sb, g->place < o->place ? "+" : g->place > o->place ? "-" : "=");
		sb_int(sb, (long long)en[slot[o->player]].num);
		return;
	}
	sb_add(sb, buf, num_format(g->place, buf));
}

/* Column k's heading: the player's k-th game, or the game's id. */
static void
col_label(struct strbuf *sb, const struct site *s, int duel, size_t k)
{
	if (duel)
		sb_int(sb, (long long)(k + 1));
	else
		site_esc(sb, names_str(&s->games, s->grows[col[k]].game));
}

/* The crosstable of type t: rows by_event[i0 .. i1) of the event. */
static void
crosstable(struct strbuf *sb, const struct site *s, int t, size_t i0, size_t i1)
{
	size_t i, k, n = 0, nc = 0;
	int duel = 1;

	for (i = i0; i < i1; i++)
		if (s->grows[s->by_event[i]].type == t)
			duel &= s->grows[s->by_event[i]].gn <= 2;	/* (1: a bye) */
	for (i = i0; i < i1; i++) {
		const struct site_game_row *g = &s->grows[s->by_event[i]];

		if (g->type != t)
			continue;
		if (slot[g->player] < 0) {
			xgrow(&en, &encap, n + 1, sizeof *en);
			en[n] = (struct entry){ g->player, t, n, NULL, NULL, 0, 0, 0 };
			slot[g->player] = (int)n++;
		}
		en[slot[g->player]].games++;
		if (duel ? en[slot[g->player]].games > nc : !nc || col[nc - 1] != (size_t)g->g0) {
			xgrow(&col, &colcap, nc + 1, sizeof *col);
			col[nc++] = (size_t)g->g0;
		}
		if (s->points && g->points) {
			double v;

			if (num_parse(g->points, strlen(g->points), &v))
				en[slot[g->player]].total += v;
		} else if (duel && g->gn == 2) {
			const struct site_game_row *o = &s->grows[g->g0 + (&s->grows[g->g0] == g)];

			en[slot[g->player]].total += g->place < o->place ? 1 : g->place == o->place ? 0.5 : 0;
		} else if (!duel) {
			en[slot[g->player]].total += g->place;
		}
	}
	desc = duel || s->points;
	if (!duel && !s->points)
		for (k = 0; k < n; k++)
			en[k].total /= (double)en[k].games;	/* the mean place */
	xgrow(&cell, &cellcap, n * nc + 1, sizeof *cell);
	for (k = 0; k < n * nc; k++)
		cell[k] = -1;
	for (k = 0; k < n; k++)
		en[k].num = 0;	/* duel: the player's games so far */
	for (i = i0, k = 0; i < i1; i++) {
		const struct site_game_row *g = &s->grows[s->by_event[i]];
		size_t c;

		if (g->type != t)
			continue;
		if (duel)
			c = en[slot[g->player]].num++;
		else {
			while (col[k] != (size_t)g->g0)
				k++;
			c = k;
		}
		cell[(size_t)slot[g->player] * nc + c] = (int)s->by_event[i];
	}
	{
		struct entry *sorted = xmalloc((n + 1) * sizeof *sorted);
		size_t at;

		memcpy(sorted, en, n * sizeof *en);
		qsort(sorted, n, sizeof *sorted, by_total);
		for (k = 0; k < n; k++)
			en[slot[sorted[k].player]].num = k + 1;
		sb_adds(sb, nc > WIDE ? "<table class=\"xt wrap\">\n<caption>Crosstable: " :
		    "<table class=\"xt\">\n<caption>Crosstable: ");
		site_esc(sb, names_str(&s->types, t));
		sb_adds(sb, duel ? " (+N won against number N, =N drew, -N lost)" : " (places)");
		if (s->points)
			sb_adds(sb, duel ? "; by points" : ", by points");
		sb_adds(sb, "</caption>\n<thead><tr><th scope=\"col\">#</th><th scope=\"col\">Player</th>");
		for (k = 0; k < nc; k++) {
			sb_adds(sb, "<th scope=\"col\">");
			col_label(sb, s, duel, k);
			sb_adds(sb, "</th>");
		}
		sb_adds(sb, s->points ? "<th scope=\"col\">Points</th>" : duel ?
		    "<th scope=\"col\">Score</th>" : "<th scope=\"col\">Mean place</th>");
		sb_adds(sb, "</tr></thead>\n<tbody>\n");
		for (i = 0; i < n; i++) {
			int e = slot[sorted[i].player];

			sb_adds(sb, "<tr><td>");
			sb_int(sb, (long long)(i + 1));
			sb_adds(sb, "</td><td class=\"name\">");
			site_player_link(sb, s, sorted[i].player, 1);
			sb_adds(sb, "</td>");
			for (k = 0; k < nc; k++) {
				int c = cell[(size_t)e * nc + k];

				sb_adds(sb, "<td><span class=\"r\">");
				col_label(sb, s, duel, k);
				sb_adds(sb, "</span>");
				if (c >= 0)
					put_cell(sb, s, &s->grows[c], duel);
				else
					sb_adds(sb, "\xe2\x80\x93");	/* not in this game */
				sb_adds(sb, "</td>");
			}
			sb_adds(sb, s->points ? "<td><span class=\"r\">Points</span>" : duel ?
			    "<td><span class=\"r\">Score</span>" : "<td><span class=\"r\">Mean place</span>");
			at = sb->len;
			site_num(sb, sorted[i].total, 2, 0);
			while (sb->len > at && sb->s[sb->len - 1] == '0' && memchr(sb->s + at, '.', sb->len - at))
				sb->len--;	/* up to 2 decimals, as format shows scores: 4, 3.5 */
			if (sb->len > at && sb->s[sb->len - 1] == '.')
				sb->len--;
			sb_adds(sb, "</td></tr>\n");
		}
		sb_adds(sb, "</tbody>\n</table>\n");
		free(sorted);
	}
	for (k = 0; k < n; k++)
		slot[en[k].player] = -1;
}

static void
event_page(struct strbuf *sb, const struct site *s, int e)
{
	size_t i, n = 0, h0 = s->hestart[e], h1 = s->hestart[e + 1];
	size_t g0 = s->estart[e], g1 = s->estart[e + 1];
	const char *name = names_str(&s->events, e);
	char d0[11], d1[11];
	int t;

	site_head(sb, s, 1, name, name);
	if (g1 > g0) {
		date_format(s->grows[s->by_event[g0]].date, d0);
		date_format(s->grows[s->by_event[g1 - 1]].date, d1);
		sb_adds(sb, "<p class=\"meta\">");
		sb_adds(sb, d0);
		if (strcmp(d0, d1)) {
			sb_adds(sb, " to ");
			sb_adds(sb, d1);
		}
		sb_adds(sb, "</p>\n");
	}
	for (i = h0; i < h1; i++) {	/* the report's entries: (player, type) */
		const struct site_row *r = &s->rows[s->hby_event[i]];
		size_t k;

		for (k = slot[r->player] < 0 ? n : (size_t)slot[r->player]; k < n; k++)
			if (en[k].player == r->player && en[k].type == r->type)
				break;
		if (k == n) {
			xgrow(&en, &encap, n + 1, sizeof *en);
			en[n] = (struct entry){ r->player, r->type, n, NULL, NULL, 0, 0, 0 };
			if (slot[r->player] < 0)
				slot[r->player] = (int)n;
			n++;
		}
		en[k].games++;
		if (r->rated) {
			if (!en[k].first)
				en[k].first = r;
			en[k].last = r;
		}
	}
	for (i = 0; i < n; i++)
		slot[en[i].player] = -1;
	sb_adds(sb, "<h2>Rating report</h2>\n");
	report(sb, s, en, n);
	sb_adds(sb, "<h2>Crosstable</h2>\n");
	for (t = 0; t < (int)s->types.n; t++) {
		for (i = g0; i < g1 && s->grows[s->by_event[i]].type != t; i++)
			;
		if (i < g1)
			crosstable(sb, s, t, g0, g1);
	}
	site_foot(sb, s, 1, 0);
}

void
site_events(const struct site *s)
{
	struct strbuf sb = { 0 }, path = { 0 };
	size_t i;
	int e;

	slot = xmalloc((s->players.n + 1) * sizeof *slot);
	for (i = 0; i < s->players.n; i++)
		slot[i] = -1;
	for (e = 0; e < (int)s->events.n; e++) {
		sb.len = 0;
		event_page(&sb, s, e);
		path.len = 0;
		sb_adds(&path, "e/");
		sb_adds(&path, s->eslug[e]);
		sb_adds(&path, ".html");
		sb_add(&path, "", 1);
		site_dir_put(path.s, &sb);
	}
	free(slot);
	free(en);
	free(col);
	free(cell);
	free(sb.s);
	free(path.s);
}
