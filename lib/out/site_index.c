/*
 * site_index.c - `format --site`: index.html, the ratings list as the
 * stream gave it (rank has sorted it), a table per type and status in
 * the order they first come, each player a link to the player's page;
 * then every event, newest first; and site.css, the stylesheet every
 * page links.
 */
#include "num.h"
#include "rp.h"
#include "site.h"
#include "strbuf.h"

#include <stdlib.h>
#include <string.h>

static void
open_table(struct strbuf *sb, const struct site *s, const struct site_listed *l)
{
	sb_adds(sb, "<table>\n<caption>");
	site_esc(sb, names_str(&s->types, l->type));
	if (l->status >= 0) {
		sb_adds(sb, ": ");
		site_esc(sb, names_str(&s->statuses, l->status));
	}
	sb_adds(sb, "</caption>\n<thead><tr><th scope=\"col\" class=\"n\">Pos</th>"
	    "<th scope=\"col\">Player</th><th scope=\"col\" class=\"n\">Rating</th>"
	    "<th scope=\"col\" class=\"n x\">Games</th><th scope=\"col\" class=\"x\">Last</th>"
	    "</tr></thead>\n<tbody>\n");
}

static void
list_rows(struct strbuf *sb, const struct site *s, int type, int status)
{
	size_t i;
	int open = 0;

	for (i = 0; i < s->nlisted; i++) {
		const struct site_listed *l = &s->listed[i];

		if (l->type != type || l->status != status)
			continue;
		if (!open++)
			open_table(sb, s, l);
		sb_adds(sb, "<tr><td class=\"n\">");
		site_esc(sb, l->pos);
		sb_adds(sb, "</td><th scope=\"row\">");
		site_player_link(sb, s, l->player, 0);
		sb_adds(sb, "</th><td class=\"n\">");
		sb_adds(sb, l->rating);
		sb_adds(sb, "</td><td class=\"n x\">");
		site_esc(sb, l->games);
		sb_adds(sb, "</td><td class=\"x\">");
		site_esc(sb, l->last);
		sb_adds(sb, "</td></tr>\n");
	}
	if (open)
		sb_adds(sb, "</tbody>\n</table>\n");
}

void
site_index(const struct site *s)
{
	struct strbuf sb = { 0 }, css = { 0 };
	size_t i, j, nt = s->types.n, ns = s->statuses.n + 1;
	char *done = calloc(nt * ns + 1, 1);
	const char *title = s->o->title ? s->o->title : "Ratings";
	int e;

	if (!done)
		die_sys("calloc");
	site_head(&sb, s, 0, title, title);
	if (!s->nlisted)
		sb_adds(&sb, "<p class=\"meta\">The list is empty.</p>\n");
	for (i = 0; i < s->nlisted; i++) {	/* types, then statuses, as they first come */
		const struct site_listed *l = &s->listed[i];

		if (done[(size_t)l->type * ns])
			continue;
		done[(size_t)l->type * ns] = 1;
		sb_adds(&sb, "<h2>");
		site_esc(&sb, names_str(&s->types, l->type));
		sb_adds(&sb, "</h2>\n");
		for (j = i; j < s->nlisted; j++) {
			const struct site_listed *m = &s->listed[j];
			size_t at = (size_t)m->type * ns + (size_t)(m->status + 1);

			if (m->type != l->type || (m->status >= 0 && done[at]))
				continue;
			if (m->status >= 0)
				done[at] = 1;
			list_rows(&sb, s, m->type, m->status);
			if (m->status < 0)
				break;
		}
	}
	sb_adds(&sb, "<h2>Events</h2>\n<ul>\n");
	for (e = (int)s->events.n; e-- > 0;) {
		sb_adds(&sb, "<li>");
		site_event_link(&sb, s, e, 0);
		sb_adds(&sb, "</li>\n");
	}
	sb_adds(&sb, "</ul>\n");
	site_foot(&sb, s, 0, 1);
	site_dir_put("index.html", &sb);
	sb_adds(&css, site_css);
	site_dir_put("site.css", &css);
	free(done);
	free(sb.s);
	free(css.s);
}
