/*
 * site_md.c - the Markdown of the rules pages (doc/rules/ pages) as HTML,
 * for format --site's rules page: headings (one level down: the page
 * has its h1), paragraphs, lists, tables, fenced and indented code,
 * and inline code, strong, emphasis and links.  Every byte of the text
 * is escaped; a link keeps its target only when it is http(s) (the
 * page stands alone: a link to another .md of the repository is shown
 * as its text), the URL percent-encoded past a safe set.  Not a full
 * CommonMark: what the rules pages use.
 */
#include "rp.h"
#include "site.h"
#include "strbuf.h"

#include <stdlib.h>
#include <string.h>

static void inline_md(struct strbuf *sb, const char *s, size_t n);

static void
url(struct strbuf *sb, const char *s, size_t n)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		    strchr("-._~:/?#[]@!$()*+,;=%", c))
			sb_add(sb, (const char *)&c, 1);
		else {
			char e[3] = { '%', hex[c >> 4], hex[c & 15] };

			sb_add(sb, e, 3);
		}
	}
}

/* The end of a span opened at s[i] by the n-byte mark, or 0. */
static size_t
closing(const char *s, size_t len, size_t i, const char *mark)
{
	size_t m = strlen(mark), j;

	for (j = i + m; j + m <= len; j++)
		if (!memcmp(s + j, mark, m) && j > i + m)
			return j;
	return 0;
}

/* The ')' that closes the '(' at s[i] (nested pairs inside), or 0. */
static size_t
paren_end(const char *s, size_t n, size_t i)
{
	size_t depth = 0;

	for (; i < n; i++) {
		if (s[i] == '(')
			depth++;
		else if (s[i] == ')' && --depth == 0)
			return i;
	}
	return 0;
}

static void
inline_md(struct strbuf *sb, const char *s, size_t n)
{
	size_t i = 0, run = 0, j;

	while (i < n) {
		const char *tag = NULL, *mark = NULL;

		if (s[i] == '`')
			mark = "`", tag = "code";
		else if (s[i] == '*' && i + 1 < n && s[i + 1] == '*')
			mark = "**", tag = "strong";
		else if (s[i] == '*')
			mark = "*", tag = "em";
		if (mark && (j = closing(s, n, i, mark))) {
			size_t m = strlen(mark);

			site_escn(sb, s + run, i - run);
			sb_adds(sb, "<");
			sb_adds(sb, tag);
			sb_adds(sb, ">");
			if (*mark == '`')
				site_escn(sb, s + i + m, j - i - m);
			else
				inline_md(sb, s + i + m, j - i - m);
			sb_adds(sb, "</");
			sb_adds(sb, tag);
			sb_adds(sb, ">");
			i = run = j + m;
			continue;
		}
		if (s[i] == '[' && (j = closing(s, n, i, "]")) && j + 1 < n && s[j + 1] == '(') {
			size_t k = paren_end(s, n, j + 1);

			if (k) {
				const char *u = s + j + 2;
				size_t un = k - j - 2;
				int web = (un > 7 && !strncmp(u, "http://", 7)) ||
				    (un > 8 && !strncmp(u, "https://", 8));

				site_escn(sb, s + run, i - run);
				if (web) {
					struct strbuf h = { 0 };

					url(&h, u, un);
					sb_adds(sb, "<a href=\"");
					site_escn(sb, h.s, h.len);
					sb_adds(sb, "\">");
					free(h.s);
				}
				inline_md(sb, s + i + 1, j - i - 1);
				if (web)
					sb_adds(sb, "</a>");
				i = run = k + 1;
				continue;
			}
		}
		i++;
	}
	site_escn(sb, s + run, n - run);
}

static size_t
line_end(const char *t, size_t n, size_t i)
{
	const char *nl = memchr(t + i, '\n', n - i);

	return nl ? (size_t)(nl - t) : n;
}

/* A table row's cells, inline, each in <tag>. */
static void
table_row(struct strbuf *sb, const char *s, size_t n, const char *tag)
{
	size_t i = 0, c0, c1;

	if (n && s[0] == '|')
		i = 1;
	if (n && s[n - 1] == '|')
		n--;
	sb_adds(sb, "<tr>");
	while (i <= n) {
		for (c0 = i; i < n && !(s[i] == '|' && (i == 0 || s[i - 1] != '\\')); i++)
			;
		sb_adds(sb, "<");
		sb_adds(sb, tag);
		if (!strcmp(tag, "th"))
			sb_adds(sb, " scope=\"col\"");
		sb_adds(sb, ">");
		while (c0 < i && s[c0] == ' ')
			c0++;
		for (c1 = i; c1 > c0 && s[c1 - 1] == ' '; c1--)
			;
		inline_md(sb, s + c0, c1 - c0);
		sb_adds(sb, "</");
		sb_adds(sb, tag);
		sb_adds(sb, ">");
		i++;
	}
	sb_adds(sb, "</tr>\n");
}

static int
item(const char *s, size_t n, size_t *skip)
{
	size_t i = 0;

	if (n >= 2 && (s[0] == '-' || s[0] == '*') && s[1] == ' ') {
		*skip = 2;
		return 'u';
	}
	while (i < n && s[i] >= '0' && s[i] <= '9')
		i++;
	if (i && i + 1 < n && s[i] == '.' && s[i + 1] == ' ') {
		*skip = i + 2;
		return 'o';
	}
	return 0;
}

/* The text of the paragraph or list item being read: its inline spans
 * (an emphasis across a line break) are rendered once it ends. */
static struct strbuf pend;

static void
flush(struct strbuf *sb)
{
	inline_md(sb, pend.s, pend.len);
	pend.len = 0;
}

static void
pend_add(const char *l, size_t len)
{
	if (pend.len)
		sb_add(&pend, "\n", 1);
	sb_add(&pend, l, len);
}

void
site_md(struct strbuf *sb, const char *t, size_t n)
{
	size_t i = 0;
	int list = 0, para = 0;

	while (i < n) {
		size_t e = line_end(t, n, i), len = e - i, skip, h = 0;
		const char *l = t + i;
		int it;

		while (h < len && h < 6 && l[h] == '#')
			h++;
		if (len == 0 || (len >= 3 && !memcmp(l, "```", 3)) || (h && h < len && l[h] == ' ') ||
		    l[0] == '|' || (!list && !para && len >= 4 && !memcmp(l, "    ", 4))) {
			if (para || (list && !(len > 0 && l[0] == ' ')))
				flush(sb);
			if (para)
				sb_adds(sb, "</p>\n");
			if (list && !(len > 0 && l[0] == ' '))
				sb_adds(sb, list == 'u' ? "</li></ul>\n" : "</li></ol>\n");
			if (!(len > 0 && l[0] == ' '))
				list = 0;
			para = 0;
		}
		if (len == 0) {
			i = e + 1;
			continue;
		}
		if (len >= 3 && !memcmp(l, "```", 3)) {	/* fenced code */
			size_t j = e + 1;

			sb_adds(sb, "<pre><code>");
			while (j < n) {
				size_t f = line_end(t, n, j);

				if (f - j >= 3 && !memcmp(t + j, "```", 3)) {
					j = f;
					break;
				}
				site_escn(sb, t + j, f - j + (f < n));
				j = f + 1;
			}
			sb_adds(sb, "</code></pre>\n");
			i = j + 1;
			continue;
		}
		if (!list && !para && len >= 4 && !memcmp(l, "    ", 4)) {	/* indented code */
			sb_adds(sb, "<pre><code>");
			while (i < n) {
				e = line_end(t, n, i);
				if (e - i > 0 && (e - i < 4 || memcmp(t + i, "    ", 4)))
					break;
				if (e - i >= 4)
					site_escn(sb, t + i + 4, e - i - 4);
				sb_adds(sb, "\n");
				i = e + 1;
			}
			sb_adds(sb, "</code></pre>\n");
			continue;
		}
		if (h && h < len && l[h] == ' ') {
			char tag[4] = { 'h', (char)('0' + (h < 6 ? h + 1 : 6)), '>', 0 };

			sb_adds(sb, "<");
			sb_adds(sb, tag);
			inline_md(sb, l + h + 1, len - h - 1);
			sb_adds(sb, "</");
			sb_adds(sb, tag);
			sb_adds(sb, "\n");
			i = e + 1;
			continue;
		}
		if (l[0] == '|') {	/* a table: header, |---|, rows */
			int row = 0;

			sb_adds(sb, "<table>\n");
			while (i < n && t[i] == '|') {
				e = line_end(t, n, i);
				if (row == 1 && strspn(t + i, "|-: ") >= e - i) {
					row++;
					i = e + 1;
					continue;
				}
				if (row == 0)
					sb_adds(sb, "<thead>");
				table_row(sb, t + i, e - i, row == 0 ? "th" : "td");
				if (row == 0)
					sb_adds(sb, "</thead><tbody>\n");
				row += row < 2;
				i = e + 1;
			}
			sb_adds(sb, "</tbody></table>\n");
			continue;
		}
		if ((it = item(l, len, &skip))) {
			flush(sb);
			if (para)
				sb_adds(sb, "</p>\n");
			para = 0;
			if (list && list != it)
				sb_adds(sb, list == 'u' ? "</li></ul>\n" : "</li></ol>\n");
			if (list != it)
				sb_adds(sb, it == 'u' ? "<ul>\n<li>" : "<ol>\n<li>");
			else
				sb_adds(sb, "</li>\n<li>");
			list = it;
			pend_add(l + skip, len - skip);
			i = e + 1;
			continue;
		}
		if (list) {	/* an item's next line */
			while (len && *l == ' ')
				l++, len--;
			pend_add(l, len);
		} else {
			if (!para)
				sb_adds(sb, "<p>");
			para = 1;
			pend_add(l, len);
		}
		i = e + 1;
	}
	flush(sb);
	if (para)
		sb_adds(sb, "</p>\n");
	if (list)
		sb_adds(sb, list == 'u' ? "</li></ul>\n" : "</li></ol>\n");
	free(pend.s);
	pend = (struct strbuf){ 0 };
}
