/*
 * site_player.c - `format --site`: a page per player, p/SLUG.html.
 *
 * The player's lines of the ratings list; the rating over time as an
 * SVG chart drawn by format --svg's own code (svg.c, with the model's
 * uncertainty as bands where the history has it); a table of events,
 * newest first: the rating after, the change, the rating before, the
 * games, the rank after it (site_rank.c); then each event's games with
 * the result and the opponents (each a link), and the parts of the
 * change from rate --explain.  A game of more than OPP_MAX players
 * lists no opponents: its event page has them all.
 */
#include "num.h"
#include "out.h"
#include "rp.h"
#include "site.h"
#include "strbuf.h"
#include "svg.h"

#include <stdlib.h>
#include <string.h>

#define OPP_MAX 12

static void
put_num_plain(struct strbuf *sb, double x)
{
	char buf[32];

	sb_add(sb, buf, num_format(x, buf));
}

static void
chart(struct strbuf *sb, struct site *s, int p)
{
	struct svg_chart c;
	struct format_opts o;
	size_t at;
	char *nl;

	if (s->sstart[p] == s->sstart[p + 1])
		return;
	memset(&c, 0, sizeof c);
	memset(&o, 0, sizeof o);
	o.width = 600;		/* drawn at up to 800 px; on a phone its text stays legible */
	o.height = 340;
	o.bands = s->bands;
	o.band_z = 1.96;
	o.title = "Rating over time";
	c.s = &s->series[s->sstart[p]];
	c.n = s->sstart[p + 1] - s->sstart[p];
	c.src = s->o->history;
	o.no_legend = c.n == 1;
	sb_adds(sb, "<figure>\n");
	at = sb->len;
	svg_to(sb);
	svg_chart_draw(&c, &o, &s->bc);
	svg_put("</svg>\n");
	svg_to(NULL);
	/* inline SVG in HTML: the <?xml?> line goes */
	nl = memchr(sb->s + at, '\n', sb->len - at);
	if (nl && !strncmp(sb->s + at, "<?xml", 5)) {
		size_t cut = (size_t)(nl + 1 - (sb->s + at));

		memmove(sb->s + at, sb->s + at + cut, sb->len - at - cut);
		sb->len -= cut;
	}
	sb_adds(sb, "<figcaption class=\"meta\">The rating at the end of each day");
	if (s->bands) {
		sb_adds(sb, ", the band ");
		sb_adds(sb, s->bc.centre_name);
		sb_adds(sb, " \xc2\xb1 1.96 ");
		sb_adds(sb, s->bc.spread_name);
	}
	sb_adds(sb, ".</figcaption>\n</figure>\n");
}

static void
listed(struct strbuf *sb, const struct site *s, int p, const size_t *lidx, const size_t *lstart)
{
	size_t j;

	if (lstart[p] == lstart[p + 1])
		return;
	sb_adds(sb, "<table>\n<caption>On the list</caption>\n<thead><tr><th scope=\"col\">Type</th>"
	    "<th scope=\"col\" class=\"n\">Rating</th><th scope=\"col\" class=\"n\">Pos</th>"
	    "<th scope=\"col\">Status</th><th scope=\"col\" class=\"n x\">Games</th>"
	    "<th scope=\"col\" class=\"x\">Last</th></tr></thead>\n<tbody>\n");
	for (j = lstart[p]; j < lstart[p + 1]; j++) {
		const struct site_listed *l = &s->listed[lidx[j]];

		sb_adds(sb, "<tr><th scope=\"row\">");
		site_esc(sb, names_str(&s->types, l->type));
		sb_adds(sb, "</th><td class=\"n\">");
		sb_adds(sb, l->rating);
		sb_adds(sb, "</td><td class=\"n\">");
		site_esc(sb, l->pos);
		sb_adds(sb, "</td><td>");
		if (l->status >= 0)
			site_esc(sb, names_str(&s->statuses, l->status));
		sb_adds(sb, "</td><td class=\"n x\">");
		site_esc(sb, l->games);
		sb_adds(sb, "</td><td class=\"x\">");
		site_esc(sb, l->last);
		sb_adds(sb, "</td></tr>\n");
	}
	sb_adds(sb, "</tbody>\n</table>\n");
}

/* An event's rows of one type: by_player[j0 .. j1). */
struct block {
	size_t j0, j1;
	const struct site_row *first, *last;	/* the first and last rated rows, or NULL */
};

static size_t
blocks(const struct site *s, int p, struct block **b, size_t *cap)
{
	size_t n = 0, j;

	for (j = s->pstart[p]; j < s->pstart[p + 1]; j++) {
		const struct site_row *r = &s->rows[s->by_player[j]];

		if (!n || r->event != s->rows[s->by_player[(*b)[n - 1].j0]].event ||
		    r->type != s->rows[s->by_player[(*b)[n - 1].j0]].type) {
			xgrow(b, cap, n + 1, sizeof **b);
			(*b)[n++] = (struct block){ j, j, NULL, NULL };
		}
		(*b)[n - 1].j1 = j + 1;
		if (r->rated) {
			if (!(*b)[n - 1].first)
				(*b)[n - 1].first = r;
			(*b)[n - 1].last = r;
		}
	}
	return n;
}

static void
change_cell(struct strbuf *sb, const struct site *s, const struct block *b)
{
	double d;

	if (!b->first) {
		sb_adds(sb, "<td class=\"n\"></td>");
		return;
	}
	d = b->last->rating - b->first->prev;
	sb_adds(sb, d > 0 ? "<td class=\"n up\">" : d < 0 ? "<td class=\"n down\">" : "<td class=\"n\">");
	site_num(sb, d, s->o->digits, 1);
	sb_adds(sb, "</td>");
}

static void
events_table(struct strbuf *sb, const struct site *s, const struct block *b, size_t nb)
{
	size_t k;

	sb_adds(sb, "<h2>Events</h2>\n<table>\n<caption>Rating changes, newest first</caption>\n"
	    "<thead><tr><th scope=\"col\" class=\"x\">Date</th><th scope=\"col\">Event</th>"
	    "<th scope=\"col\" class=\"n\">Rating</th><th scope=\"col\" class=\"n\">Change</th>"
	    "<th scope=\"col\" class=\"n x\">Before</th><th scope=\"col\" class=\"n x\">Games</th>"
	    "<th scope=\"col\" class=\"n\">Rank</th></tr></thead>\n<tbody>\n");
	for (k = nb; k-- > 0;) {
		const struct site_row *r0 = &s->rows[s->by_player[b[k].j0]];
		char d[11];

		date_format(r0->date, d);
		sb_adds(sb, "<tr><td class=\"x\">");
		sb_adds(sb, d);
		sb_adds(sb, "</td><th scope=\"row\">");
		site_event_link(sb, s, r0->event, 1);
		if (s->types.n > 1) {
			sb_adds(sb, " <span class=\"id\">");
			site_esc(sb, names_str(&s->types, r0->type));
			sb_adds(sb, "</span>");
		}
		sb_adds(sb, "</th><td class=\"n\">");
		if (b[k].last)
			site_num(sb, b[k].last->rating, s->o->digits, 0);
		sb_adds(sb, "</td>");
		change_cell(sb, s, &b[k]);
		sb_adds(sb, "<td class=\"n x\">");
		if (b[k].first)
			site_num(sb, b[k].first->prev, s->o->digits, 0);
		sb_adds(sb, "</td><td class=\"n x\">");
		sb_int(sb, (long long)(b[k].j1 - b[k].j0));
		sb_adds(sb, "</td><td class=\"n\">");
		if (b[k].last) {
			sb_int(sb, b[k].last->rank);
			sb_adds(sb, "/");
			sb_int(sb, b[k].last->of);
		}
		sb_adds(sb, "</td></tr>\n");
	}
	sb_adds(sb, "</tbody>\n</table>\n<p class=\"meta\">Rank: the place among all players "
	    "rated in the type so far, after the event.</p>\n");
}

static void
result(struct strbuf *sb, const struct site *s, const struct site_row *r)
{
	if (r->gn == 1) {
		sb_adds(sb, "bye");
		return;
	}
	if (r->gn == 2) {
		const struct site_row *o = &s->rows[r->g0 + (&s->rows[r->g0] == r)];

		sb_adds(sb, r->place < o->place ? "won" : r->place > o->place ? "lost" : "drew");
		return;
	}
	sb_adds(sb, "place ");
	put_num_plain(sb, r->place);
	sb_adds(sb, " of ");
	sb_int(sb, r->gn);
}

static int
part_cmp(const struct site_part *x, int e, int t)
{
	return x->event != e ? (x->event < e ? -1 : 1) : x->type != t ? (x->type < t ? -1 : 1) : 0;
}

/* The parts of the change in (event e, type t), summed by part in the
 * order they first come, between pre and post: lo .. hi are the
 * player's parts (sorted by event, type, then as read); returns how
 * many rows were shown. */
static char *used;	/* parts shown */

static size_t
parts(struct strbuf *sb, const struct site *s, int e, int t, size_t lo, size_t hi,
    const char *pre, const char *post)
{
	size_t i, j, n0, n1;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (part_cmp(&s->parts_of[mid], e, t) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	n0 = lo;
	for (n1 = n0; n1 < s->nparts && s->parts_of[n1].player == s->parts_of[n0].player &&
	    part_cmp(&s->parts_of[n1], e, t) == 0; n1++)
		;
	if (n0 == n1 || used[n0])
		return 0;
	memset(used + n0, 1, n1 - n0);
	sb_adds(sb, pre);
	for (i = n0; i < n1; i++) {
		double sum = 0;

		for (j = n0; j < i && s->parts_of[j].part != s->parts_of[i].part; j++)
			;
		if (j < i)
			continue;	/* summed at its first row */
		for (j = i; j < n1; j++)
			if (s->parts_of[j].part == s->parts_of[i].part)
				sum += s->parts_of[j].amount;
		if (i > n0)
			sb_adds(sb, "; ");
		site_esc(sb, names_str(&s->parts, s->parts_of[i].part));
		sb_adds(sb, ": ");
		site_num(sb, round_to(sum, 2), 2, 1);
	}
	sb_adds(sb, post);
	return n1 - n0;
}

/* The changes of events the player did not play (explain rows not shown yet). */
static void
unplayed(struct strbuf *sb, const struct site *s, int p)
{
	size_t i;

	sb_adds(sb, "<h2>Changes in events not played</h2>\n");
	for (i = s->xstart[p]; i < s->xstart[p + 1]; i++) {
		const struct site_part *x = &s->parts_of[i];

		if (used[i])
			continue;
		sb_adds(sb, "<h3>");
		site_event_link(sb, s, x->event, 1);
		sb_adds(sb, " <span class=\"id\">");
		site_esc(sb, names_str(&s->types, x->type));
		sb_adds(sb, "</span></h3>\n");
		parts(sb, s, x->event, x->type, s->xstart[p], s->xstart[p + 1],
		    "<p class=\"parts\">Parts of the change: ", "</p>\n");
	}
}

/* A game's opponents, linked; a game of many, their number. */
static void
opponents(struct strbuf *sb, const struct site *s, const struct site_row *r)
{
	size_t i;
	int n = 0;

	if (r->gn > OPP_MAX + 1) {
		sb_int(sb, r->gn - 1);
		sb_adds(sb, " players");
		return;
	}
	for (i = (size_t)r->g0; i < (size_t)(r->g0 + r->gn); i++) {
		if (&s->rows[i] == r)
			continue;
		if (n++)
			sb_adds(sb, ", ");
		site_player_link(sb, s, s->rows[i].player, 1);
	}
}

/* Every game, newest event first: a row group per event, headed by the
 * event and the change, the parts of the change after its games. */
static void
games(struct strbuf *sb, const struct site *s, int p, const struct block *b, size_t nb)
{
	size_t k, j, shown = 0;

	sb_adds(sb, "<h2>Games</h2>\n<table>\n<caption>Games by event, newest first</caption>\n"
	    "<thead><tr><th scope=\"col\">Game</th><th scope=\"col\">Result</th>"
	    "<th scope=\"col\">Opponents</th></tr></thead>\n");
	for (k = nb; k-- > 0;) {
		const struct site_row *r0 = &s->rows[s->by_player[b[k].j0]];
		char d[11];

		date_format(r0->date, d);
		sb_adds(sb, "<tbody><tr><th scope=\"rowgroup\" colspan=\"3\">");
		site_event_link(sb, s, r0->event, 1);
		sb_adds(sb, " ");
		sb_adds(sb, d);
		if (b[k].first) {
			sb_adds(sb, ": ");
			site_num(sb, b[k].first->prev, s->o->digits, 0);
			sb_adds(sb, " \xe2\x86\x92 ");
			site_num(sb, b[k].last->rating, s->o->digits, 0);
		}
		sb_adds(sb, "</th></tr>\n");
		for (j = b[k].j0; j < b[k].j1; j++) {
			const struct site_row *r = &s->rows[s->by_player[j]];

			sb_adds(sb, "<tr><td>");
			site_esc(sb, names_str(&s->games, r->game));
			sb_adds(sb, "</td><td>");
			result(sb, s, r);
			sb_adds(sb, "</td><td>");
			opponents(sb, s, r);
			sb_adds(sb, "</td></tr>\n");
		}
		shown += parts(sb, s, r0->event, r0->type, s->xstart[p], s->xstart[p + 1],
		    "<tr class=\"parts\"><td colspan=\"3\">Parts of the change: ", "</td></tr>\n");
		sb_adds(sb, "</tbody>\n");
	}
	sb_adds(sb, "</table>\n");
	if (shown < s->xstart[p + 1] - s->xstart[p])
		unplayed(sb, s, p);
}

void
site_players(struct site *s)
{
	struct strbuf sb = { 0 }, path = { 0 };
	struct block *b = NULL;
	size_t bcap = 0, *lidx, *lstart;
	int p;

	used = calloc(s->nparts + 1, 1);
	if (!used)
		die_sys("calloc");
	site_group(s->nlisted, s->players.n, s->listed, sizeof *s->listed,
	    offsetof(struct site_listed, player), &lidx, &lstart);
	for (p = 0; p < (int)s->players.n; p++) {
		size_t nb = blocks(s, p, &b, &bcap);

		sb.len = 0;
		site_head(&sb, s, 1, s->display[p], s->display[p]);
		if (strcmp(s->display[p], names_str(&s->players, p)) != 0) {
			sb_adds(&sb, "<p class=\"id\">Id: ");
			site_esc(&sb, names_str(&s->players, p));
			sb_adds(&sb, "</p>\n");
		}
		listed(&sb, s, p, lidx, lstart);
		chart(&sb, s, p);
		if (nb) {
			events_table(&sb, s, b, nb);
			games(&sb, s, p, b, nb);
		}
		site_foot(&sb, s, 1, 0);
		path.len = 0;
		sb_adds(&path, "p/");
		sb_adds(&path, s->slug[p]);
		sb_adds(&path, ".html");
		sb_add(&path, "", 1);
		site_dir_put(path.s, &sb);
	}
	free(used);
	free(b);
	free(lidx);
	free(lstart);
	free(sb.s);
	free(path.s);
}
