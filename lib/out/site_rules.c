/*
 * site_rules.c - `format --site`: rules.html, the rules in force.  With
 * --rules FILE, that page (Markdown, a page of doc/rules/) rendered by
 * site_md.c; without it the page names the model and profile the list
 * was rated by (its _model column) and says where the rules are
 * written.  Every page links it.
 */
#include "rp.h"
#include "site.h"
#include "strbuf.h"
#include "tsv.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
slurp(struct strbuf *sb, const char *path)
{
	FILE *fp = fopen(path, "rb");
	char buf[65536];
	size_t n;

	if (!fp)
		die_sys("--rules %s", path);
	while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
		sb_add(sb, buf, n);
	if (ferror(fp))
		die_sys("--rules %s", path);
	fclose(fp);
	if (utf8_bad_at((const unsigned char *)sb->s, sb->len) < sb->len)
		die_data("%s: not UTF-8 text", path);
}

void
site_rules(const struct site *s)
{
	struct strbuf sb = { 0 }, md = { 0 };

	site_head(&sb, s, 0, "Rules", "Rules");
	sb_adds(&sb, "<p class=\"meta\">");
	if (s->model) {
		const char *sp = strchr(s->model, ' ');	/* "MODEL PROFILE" */

		sb_adds(&sb, "The list is rated by <code>rate -m ");
		site_escn(&sb, s->model, sp ? (size_t)(sp - s->model) : strlen(s->model));
		if (sp) {
			sb_adds(&sb, " -p ");
			site_esc(&sb, sp + 1);
		}
		sb_adds(&sb, "</code>.");
	} else {
		sb_adds(&sb, "The list does not say which model rated it (no _model column).");
	}
	sb_adds(&sb, "</p>\n");
	if (s->o->rules) {
		slurp(&md, s->o->rules);
		sb_adds(&sb, "<div class=\"rules\">\n");
		site_md(&sb, md.s, md.len);
		sb_adds(&sb, "</div>\n");
	} else {
		sb_adds(&sb, "<p>The rules of every model are written in ratepipe's doc/rules/; "
		    "this site was made without them (format --site --rules FILE puts one here).</p>\n");
	}
	site_foot(&sb, s, 0, 0);
	site_dir_put("rules.html", &sb);
	free(sb.s);
	free(md.s);
}
