/*
 * site_html.c - what every page of `format --site` shares: the head
 * (language, viewport, the one stylesheet site.css) and the foot (the
 * list's date, the rules in force), text escaped for HTML, file names
 * made from ids, links, numbers rounded as format shows them.
 *
 * File names.  An id made only of ASCII letters, digits and inner '-'
 * (at most 40 bytes) is its own file name, unless another id differs
 * from it only in case (a case-blind file system, a web server's, would
 * take them for one file).  Any other id (spaces, '/', '.', quotes, any
 * script but Latin's ASCII) becomes its ASCII letters and digits, other
 * runs as '-', then '_' and the 16 hex digits of its FNV-1a hash: a
 * plain name has no '_', so it never meets a hashed one; "Ann" and
 * "ann" are "Ann_..." and "ann_..."; "../x" is "x_..." inside p/.
 * site_load.c still checks that no two ids got one name, case aside.
 */
#include "num.h"
#include "hash.h"
#include "rp.h"
#include "shown.h"
#include "site.h"
#include "strbuf.h"

#include <math.h>
#include <string.h>

const char site_css[] =
    "body{font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,\"Noto Sans\",sans-serif;"
    "margin:0 auto;max-width:64em;padding:1em;color:#1a1a1a;background:#fff;line-height:1.4}\n"
    "header nav a,footer a{margin-right:1em}\n"
    "h1{font-size:1.5em;margin:.4em 0 .6em;overflow-wrap:anywhere}\n"
    "h2{font-size:1.2em;margin:1.6em 0 .4em}\n"
    "h3{font-size:1.05em;margin:1.2em 0 .3em}\n"
    "table{border-collapse:collapse;font-variant-numeric:tabular-nums;margin:.3em 0 1.2em}\n"
    "caption{text-align:left;font-weight:600;padding:.3em 0}\n"
    "th,td{padding:.25em .6em;border-bottom:1px solid #ddd;text-align:left;vertical-align:top;"
    "overflow-wrap:anywhere}\n"
    "thead th{background:#f2f2f2;font-weight:600}\n"
    ".n{text-align:right;white-space:nowrap}\n"
    ".up{color:#17612a}.down{color:#a11a1a}\n"
    ".id,.meta{color:#555;font-size:.9em}\n"
    "figure{margin:1em 0}figure svg{display:block;width:100%;height:auto;max-width:800px}\n"
    ".parts{color:#333;font-size:.9em}tbody th[scope=rowgroup]{background:#f7f7f7}\n"
    "table.xt td{text-align:center;white-space:nowrap}table.xt td.name{text-align:left;"
    "white-space:normal;min-width:8em}\n"
    "table.xt .r{display:none}\n"
    /* a crosstable too wide for the page, and every one on a phone: a
     * block per player, the cells flowing and wrapping, each labelled */
    "table.wrap,table.wrap tbody,table.wrap tr{display:block}table.wrap thead{display:none}"
    "table.wrap tr{padding:.3em 0;border-bottom:1px solid #ddd}"
    "table.wrap td{display:inline-block;border:0;padding:.1em .5em .1em 0}"
    "table.wrap td.name{font-weight:600;margin-right:.6em}table.wrap .r{display:inline;color:#555;"
    "font-size:.8em;margin-right:.2em}table.wrap caption{display:block}\n"
    "pre,code{font-size:.9em;white-space:pre-wrap;overflow-wrap:anywhere}\n"
    ".rules table{font-size:.9em}\n"
    "@media (max-width:40em){body{padding:.5em}th,td{padding:.2em .3em}.x{display:none}"
    "table.xt,table.xt tbody,table.xt tr{display:block}table.xt thead{display:none}"
    "table.xt tr{padding:.3em 0;border-bottom:1px solid #ddd}"
    "table.xt td{display:inline-block;border:0;padding:.1em .5em .1em 0}"
    "table.xt td.name{font-weight:600;margin-right:.6em}table.xt .r{display:inline;color:#555;"
    "font-size:.8em;margin-right:.2em}table.xt caption{display:block}}\n";

void
site_escn(struct strbuf *sb, const char *s, size_t n)
{
	size_t need = sb->len + SHOWN_MAX * n + 1;

	if (need > sb->cap) {
		xgrow(&sb->s, &sb->cap, need, 1);
	}
	sb->len = (size_t)(shown_add(sb->s + sb->len, s, n, SHOWN_XML) - sb->s);
}

void
site_esc(struct strbuf *sb, const char *s)
{
	site_escn(sb, s, strlen(s));
}

static int
plain_byte(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	    c == '-';
}

void
site_slug(char *out, const char *id, size_t n, int hashed)
{
	size_t i, len = 0;
	int plain = !hashed && n > 0 && n <= 40 && id[0] != '-' && id[n - 1] != '-';

	for (i = 0; plain && i < n; i++)
		plain = plain_byte((unsigned char)id[i]);
	if (plain) {
		memcpy(out, id, n);
		out[n] = '\0';
		return;
	}
	for (i = 0; i < n && len < 40; i++) {
		int c = (unsigned char)id[i];

		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
			out[len++] = (char)c;
		else if (len > 0 && out[len - 1] != '-')
			out[len++] = '-';
	}
	while (len > 0 && out[len - 1] == '-')
		len--;
	out[len++] = '_';
	hex16_put(fnv1a(FNV_BASIS, id, n), out + len);
	out[len + 16] = '\0';
}

void
site_num(struct strbuf *sb, double x, int digits, int sign)
{
	char buf[48];
	size_t n = num_format_rounded(x, digits, buf + 1);
	char *p = buf + 1;

	if (strspn(p, "-0.") == n && *p == '-') {	/* -0.00 is 0.00 */
		p++;
		n--;
	}
	if (sign && *p != '-' && strspn(p, "0.") != n) {
		*--p = '+';
		n++;
	}
	sb_add(sb, p, n);
}

static void
up(struct strbuf *sb, int depth)
{
	if (depth)
		sb_adds(sb, "../");
}

void
site_head(struct strbuf *sb, const struct site *s, int depth, const char *title,
    const char *h1)
{
	sb_adds(sb, "<!DOCTYPE html>\n<html lang=\"");
	site_esc(sb, s->o->lang);
	sb_adds(sb, "\">\n<head>\n<meta charset=\"utf-8\">\n"
	    "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\n<title>");
	site_esc(sb, title);
	if (s->o->title) {
		sb_adds(sb, " - ");
		site_esc(sb, s->o->title);
	}
	sb_adds(sb, "</title>\n<link rel=\"stylesheet\" href=\"");
	up(sb, depth);
	sb_adds(sb, "site.css\">\n</head>\n<body>\n<header><nav><a href=\"");
	up(sb, depth);
	sb_adds(sb, "index.html\">");
	site_esc(sb, s->o->title ? s->o->title : "Ratings");
	sb_adds(sb, "</a> <a href=\"");
	up(sb, depth);
	sb_adds(sb, "rules.html\">Rules</a></nav></header>\n<main>\n<h1>");
	site_esc(sb, h1);
	sb_adds(sb, "</h1>\n");
}

void
site_foot(struct strbuf *sb, const struct site *s, int depth, int index)
{
	sb_adds(sb, "</main>\n<footer><p class=\"meta\">");
	/* the list's date on the index only: a page whose data did not
	 * change stays byte for byte the same the next night */
	if (s->asof[0] && index) {
		sb_adds(sb, "List of ");
		sb_adds(sb, s->asof);
		sb_adds(sb, ". ");
	}
	if (s->model) {
		sb_adds(sb, "Rated by ");
		site_esc(sb, s->model);
		sb_adds(sb, ": ");
	}
	sb_adds(sb, "<a href=\"");
	up(sb, depth);
	sb_adds(sb, "rules.html\">the rules</a></p></footer>\n</body>\n</html>\n");
}

void
site_player_link(struct strbuf *sb, const struct site *s, int p, int depth)
{
	sb_adds(sb, "<a href=\"");
	up(sb, depth);
	sb_adds(sb, "p/");
	sb_adds(sb, s->slug[p]);	/* [a-z0-9_-] only: safe in a URL and an attribute */
	sb_adds(sb, ".html\">");
	site_esc(sb, s->display[p]);
	sb_adds(sb, "</a>");
}

void
site_event_link(struct strbuf *sb, const struct site *s, int e, int depth)
{
	sb_adds(sb, "<a href=\"");
	up(sb, depth);
	sb_adds(sb, "e/");
	sb_adds(sb, s->eslug[e]);
	sb_adds(sb, ".html\">");
	site_escn(sb, names_str(&s->events, e), names_len(&s->events, e));
	sb_adds(sb, "</a>");
}
