/*
 * xml.c - the pull reader of xml.h: a byte at a time from a block, with
 * the line and column of every token for messages.  Only the XML that
 * data files use is read (xml.h says what is refused and why); nothing
 * is fetched and no entity is ever defined, so a hostile file can make
 * it stop with a message, never expand, loop or grow without bound.
 *
 * The characters (bytes read, decoded, references, names) are
 * xml_chars.c's; this file reads the markup over them.
 */
#include "xml.h"
#include "xml_chars.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Up to and past the end of a comment ("<!--" taken). */
static void
skip_comment(struct xml *x, unsigned long line, unsigned long col)
{
	int dashes = 0, c;

	while ((c = get(x)) >= 0) {
		if (c == '>' && dashes >= 2)
			return;
		dashes = c == '-' ? dashes + 1 : 0;
	}
	xml_bad(x, line, col, "a comment <!-- without its end -->");
}

/* Up to and past "?>" ("<?" taken). */
static void
skip_pi(struct xml *x, unsigned long line, unsigned long col)
{
	int c, q = 0;

	while ((c = get(x)) >= 0) {
		if (c == '>' && q)
			return;
		q = c == '?';
	}
	xml_bad(x, line, col, "a processing instruction <? without its end ?>");
}

/* "<!DOCTYPE" taken: up to its ">", refusing an internal subset. */
static void
skip_doctype(struct xml *x, unsigned long line, unsigned long col)
{
	int c, quote = 0;

	while ((c = get(x)) >= 0) {
		if (quote) {
			if (c == quote)
				quote = 0;
		} else if (c == '"' || c == '\'') {
			quote = c;
		} else if (c == '[') {
			xml_bad(x, x->line, x->col - 1, "a DOCTYPE with an internal subset "
			    "(entity declarations are not read)");
		} else if (c == '>') {
			return;
		}
	}
	xml_bad(x, line, col, "a <!DOCTYPE without its >");
}

/* "<![CDATA[" taken: its text into the token, as is. */
static void
cdata(struct xml *x, unsigned long line, unsigned long col)
{
	int c, br = 0;

	while ((c = get(x)) >= 0) {
		if (c == '>' && br >= 2) {
			x->len -= 2;	/* the "]]" put before */
			return;
		}
		br = c == ']' ? br + 1 : 0;
		xml_put_char(x, c);
	}
	xml_bad(x, line, col, "a CDATA section without its end ]]>");
}

/*
 * After "<!" (taken at line, col): a comment, a CDATA section (inside
 * an element) or the DOCTYPE (before the root).
 */
static void
bang(struct xml *x, unsigned long line, unsigned long col)
{
	int c = look(x);

	if (c == '-') {
		xml_take(x, "--", "<!-- beginning a comment");
		skip_comment(x, line, col);
	} else if (c == '[' && x->depth > 0) {
		xml_take(x, "[CDATA[", "<![CDATA[");
		cdata(x, line, col);
	} else if (c == 'D' && x->depth == 0 && !x->root_done) {
		xml_take(x, "DOCTYPE", "<!DOCTYPE");
		skip_doctype(x, line, col);
	} else {
		xml_expected(x, x->depth > 0 ? "<!-- or <![CDATA[ after <!" : "<!-- or <!DOCTYPE after <!");
	}
}

/* Attribute value in quotes: decoded into the token; its offset. */
static size_t
attr_value(struct xml *x)
{
	size_t start = x->len;
	int q = look(x), c;

	if (q != '"' && q != '\'')
		xml_expected(x, "a quoted attribute value");
	get(x);
	while ((c = get(x)) != q) {
		if (c < 0)
			xml_bad(x, x->line, x->col, "expected the closing quote of an attribute value, "
			    "found the end of the file");
		if (c == '<')
			xml_bad(x, x->line, x->col - 1, "expected the closing quote of an attribute value, "
			    "found \"<\"");
		if (c == '&')
			xml_reference(x);
		else if (c == '\t' || c == '\n' || c == '\r')
			put(x, ' ');	/* attribute-value normalization */
		else
			xml_put_char(x, c);
	}
	put(x, '\0');
	return start;
}

/* "<" and a name start taken as far as the name: the rest of a start tag. */
static void
start_tag(struct xml *x, struct xml_token *t)
{
	size_t n = 0, i, noff;
	int c;

	if (x->depth >= XML_MAX_DEPTH)
		xml_bad(x, t->line, t->col, "elements nested deeper than %d", XML_MAX_DEPTH);
	if (x->root_done)
		xml_bad(x, t->line, t->col, "expected the end of the file after the root element, "
		    "found another element");
	x->len = 0;
	noff = xml_read_name(x, "an element name after <");
	for (;;) {
		int sp = is_space(look(x));

		xml_skip_spaces(x);
		c = look(x);
		if (c == '>' || c == '/')
			break;
		if (!sp)
			xml_expected(x, "a space, > or /> after the element name or an attribute");
		if (n == XML_MAX_ATTR)
			xml_bad(x, x->line, x->col, "more than %d attributes", XML_MAX_ATTR);
		x->nameoff[n] = xml_read_name(x, "an attribute name, > or />");
		xml_skip_spaces(x);
		xml_take(x, "=", "= after the attribute name");
		xml_skip_spaces(x);
		x->valoff[n] = attr_value(x);
		x->vallen[n] = x->len - 1 - x->valoff[n];
		n++;
	}
	if (get(x) == '/') {
		xml_take(x, ">", "> after /");
		x->pending_end = 1;
	}
	x->stack[x->depth] = xstrdup(x->buf + noff);
	x->depth++;
	for (i = 0; i < n; i++) {
		size_t j;

		x->attr[i].name = x->buf + x->nameoff[i];
		x->attr[i].value = x->buf + x->valoff[i];
		x->attr[i].vlen = x->vallen[i];
		for (j = 0; j < i; j++)
			if (strcmp(x->attr[j].name, x->attr[i].name) == 0)
				xml_bad(x, t->line, t->col, "attribute %s twice in <%s>",
				    x->attr[i].name, x->stack[x->depth - 1]);
	}
	t->kind = XML_START;
	t->name = x->stack[x->depth - 1];
	t->attr = x->attr;
	t->nattr = n;
	t->depth = x->depth;
}

/* "</" taken: the end tag, which must close the innermost element. */
static void
end_tag(struct xml *x, struct xml_token *t)
{
	size_t off;

	x->len = 0;
	off = xml_read_name(x, "an element name after </");
	xml_skip_spaces(x);
	xml_take(x, ">", "> ending the end tag");
	if (x->depth == 0)
		xml_bad(x, t->line, t->col, "an end tag </%s> outside any element", x->buf + off);
	if (strcmp(x->buf + off, x->stack[x->depth - 1]) != 0)
		xml_bad(x, t->line, t->col, "expected </%s>, found </%s>", x->stack[x->depth - 1],
		    x->buf + off);
	t->kind = XML_END;
	t->name = x->buf + off;
}

/* The innermost element ends; its name lives on for the END token. */
static void
pop(struct xml *x)
{
	free(x->ended);
	x->ended = x->stack[--x->depth];
	if (x->depth == 0)
		x->root_done = 1;
}

/*
 * After "<" (taken at line, col): a start tag or an end tag into t (1),
 * or a comment, PI, CDATA section or DOCTYPE consumed (0; CDATA's text
 * goes into the token).
 */
static int
markup(struct xml *x, struct xml_token *t, unsigned long line, unsigned long col)
{
	int c = look(x);

	if (c == '!' || c == '?') {
		get(x);
		if (c == '!')
			bang(x, line, col);
		else
			skip_pi(x, line, col);
		return 0;
	}
	t->line = line;
	t->col = col;
	if (c == '/') {
		get(x);
		end_tag(x, t);
		pop(x);
		t->name = x->ended;
		return 1;
	}
	x->len = 0;
	start_tag(x, t);
	return 1;
}

/* Outside the root: spaces, comments, PIs, the DOCTYPE; then the root. */
static void
prolog_or_epilog(struct xml *x, struct xml_token *t)
{
	unsigned long line, col;
	int c;

	for (;;) {
		xml_skip_spaces(x);
		line = x->line;
		col = x->col;
		c = get(x);
		if (c < 0) {
			if (!x->root_done)
				xml_bad(x, line, col, "expected an element, found the end of the file");
			t->kind = XML_EOF;
			return;
		}
		if (c != '<') {
			char b[16];

			xml_bad(x, line, col, "expected <, found %s outside the root element", xml_shown(c, b));
		}
		if (markup(x, t, line, col)) {
			if (t->kind == XML_END)
				xml_bad(x, line, col, "an end tag outside any element");
			return;
		}
	}
}

void
xml_next(struct xml *x, struct xml_token *t)
{
	unsigned long line, col;
	int c;

	memset(t, 0, sizeof *t);
	if (x->pending_end) {	/* <x/> */
		x->pending_end = 0;
		t->kind = XML_END;
		t->line = x->line;
		t->col = x->col;
		pop(x);
		t->name = x->ended;
		return;
	}
	if (x->lt) {		/* the tag after a text, its "<" taken */
		x->lt = 0;
		if (markup(x, t, x->lt_line, x->lt_col))
			return;
	}
	if (x->depth == 0) {
		prolog_or_epilog(x, t);
		return;
	}
	/* text up to the next tag; CDATA, comments and PIs within it */
	x->len = 0;
	t->line = x->line;
	t->col = x->col;
	for (;;) {
		line = x->line;
		col = x->col;
		c = get(x);
		if (c < 0)
			xml_bad(x, line, col, "expected </%s>, found the end of the file",
			    x->stack[x->depth - 1]);
		if (c == '&') {
			xml_reference(x);
		} else if (c != '<') {
			xml_put_char(x, c);
		} else if (look(x) == '!' || look(x) == '?') {
			markup(x, t, line, col);
		} else if (x->len > 0) {
			x->lt = 1;
			x->lt_line = line;
			x->lt_col = col;
			put(x, '\0');
			x->len--;
			t->kind = XML_TEXT;
			t->text = x->buf;
			t->len = x->len;
			return;
		} else {
			markup(x, t, line, col);
			return;
		}
	}
}

/* The XML declaration's pseudo-attribute name="value" (or 'value'). */
static int
decl_attr(const char *decl, const char *name, char *out, size_t cap)
{
	const char *p = strstr(decl, name);
	size_t n;
	char q;

	if (!p)
		return 0;
	p += strlen(name);
	p += strspn(p, " \t\r\n");
	if (*p++ != '=')
		return 0;
	p += strspn(p, " \t\r\n");
	q = *p++;
	if (q != '"' && q != '\'')
		return 0;
	n = strcspn(p, q == '"' ? "\"" : "'");
	if (n >= cap || p[n] != q)
		return 0;
	memcpy(out, p, n);
	out[n] = '\0';
	return 1;
}

/* <?xml version="1.0" encoding="..."?> at the start: the encoding. */
static void
declaration(struct xml *x)
{
	char decl[256], v[64];
	size_t n = 0;
	unsigned long line = x->line, col = x->col;
	int c;

	xml_take(x, "<?xml", "<?xml");
	while ((c = get(x)) >= 0 && !(c == '>' && n > 0 && decl[n - 1] == '?')) {
		if (n == sizeof decl - 1)
			xml_bad(x, line, col, "an XML declaration longer than %zu bytes", sizeof decl);
		decl[n++] = (char)c;
	}
	if (c < 0)
		xml_bad(x, line, col, "an XML declaration without its ?>");
	decl[n] = '\0';
	if (!decl_attr(decl, "version", v, sizeof v) || strncmp(v, "1.", 2) != 0)
		xml_bad(x, line, col, "expected version=\"1.0\" in the XML declaration");
	if (!decl_attr(decl, "encoding", v, sizeof v) || strcasecmp(v, "UTF-8") == 0 ||
	    strcasecmp(v, "UTF8") == 0 || strcasecmp(v, "US-ASCII") == 0 || strcasecmp(v, "ASCII") == 0)
		x->enc = XML_ENC_UTF8;
	else if (strcasecmp(v, "ISO-8859-1") == 0 || strcasecmp(v, "ISO8859-1") == 0 ||
	    strcasecmp(v, "latin1") == 0 || strcasecmp(v, "latin-1") == 0)
		x->enc = XML_ENC_LATIN1;
	else if (strcasecmp(v, "windows-1252") == 0 || strcasecmp(v, "cp1252") == 0)
		x->enc = XML_ENC_CP1252;
	else
		xml_bad(x, line, col, "encoding \"%s\": expected UTF-8, ISO-8859-1 or windows-1252 "
		    "(convert the file with iconv)", v);
}

void
xml_open(struct xml *x, FILE *f, const char *file)
{
	int c;

	memset(x, 0, sizeof *x);
	x->f = f;
	x->file = file;
	x->in = xmalloc(BLOCK);
	x->line = x->col = 1;
	c = look(x);
	if (c == 0xEF) {
		xml_take(x, "\xEF\xBB\xBF", "a UTF-8 byte order mark");
		x->col = 1;
	} else if (c == 0xFE || c == 0xFF || c == 0) {
		xml_bad(x, 1, 1, "UTF-16 or UTF-32, which is not read (convert the file with "
		    "iconv -f UTF-16 -t UTF-8)");
	}
	if (look(x) == '<' && x->inend - x->inpos >= 5 && memcmp(x->in + x->inpos, "<?xml", 5) == 0)
		declaration(x);
}

void
xml_close(struct xml *x)
{
	while (x->depth > 0)
		free(x->stack[--x->depth]);
	free(x->ended);
	free(x->buf);
	free(x->in);
	memset(x, 0, sizeof *x);
}
