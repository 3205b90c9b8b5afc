/*
 * xml.c - the pull reader of xml.h: a byte at a time from a block, with
 * the line and column of every token for messages.  Only the XML that
 * data files use is read (xml.h says what is refused and why); nothing
 * is fetched and no entity is ever defined, so a hostile file can make
 * it stop with a message, never expand, loop or grow without bound.
 *
 * One file past 500 lines: a single pull reader, one state over one
 * block; its tokens cannot be read apart.
 */
#include "xml.h"
#include "rp.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum { XML_ENC_UTF8, XML_ENC_LATIN1, XML_ENC_CP1252 };

#define BLOCK 65536

void
xml_bad(const struct xml *x, unsigned long line, unsigned long col, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	die_data("%s:%lu:%lu: %s", x->file, line, col, msg);
}

static int
fill(struct xml *x)
{
	size_t got;

	if (x->eof)
		return 0;
	got = fread(x->in, 1, BLOCK, x->f);
	if (got == 0) {
		if (ferror(x->f))
			die_sys("%s", x->file);
		x->eof = 1;
		return 0;
	}
	x->inpos = 0;
	x->inend = got;
	return 1;
}

/* The next byte without taking it, or -1 at the end. */
static inline int
look(struct xml *x)
{
	if (x->inpos == x->inend && !fill(x))
		return -1;
	return x->in[x->inpos];
}

/* The next byte, taken, or -1 at the end. */
static inline int
get(struct xml *x)
{
	int c = look(x);

	if (c < 0)
		return c;
	x->inpos++;
	if (c == '\n') {
		x->line++;
		x->col = 1;
	} else {
		x->col++;
	}
	return c;
}

/* A quoted view of byte c for messages. */
static const char *
shown(int c, char *out)
{
	if (c < 0)
		return "the end of the file";
	if (c >= 0x20 && c < 0x7f)
		snprintf(out, 16, "\"%c\"", c);
	else
		snprintf(out, 16, "byte 0x%02X", c);
	return out;
}

static void __attribute__((noreturn))
expected(struct xml *x, const char *what)
{
	char b[16];

	xml_bad(x, x->line, x->col, "expected %s, found %s", what, shown(look(x), b));
}

static void
take(struct xml *x, const char *lit, const char *what)
{
	for (; *lit; lit++) {
		if (look(x) != (unsigned char)*lit)
			expected(x, what);
		get(x);
	}
}

static int
is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static void
skip_spaces(struct xml *x)
{
	while (is_space(look(x)))
		get(x);
}

static void
put(struct xml *x, unsigned char c)
{
	if (x->len >= XML_MAX_TEXT)
		xml_bad(x, x->line, x->col, "a text or value longer than %u bytes", XML_MAX_TEXT);
	if (x->len + 2 > x->cap)	/* the call only when it grows: a byte at a time */
		xgrow(&x->buf, &x->cap, x->len + 2, 1);
	x->buf[x->len++] = (char)c;
}

/* Code point u as UTF-8 into the token. */
static void
put_utf8(struct xml *x, unsigned long u)
{
	if (u < 0x80) {
		put(x, (unsigned char)u);
	} else if (u < 0x800) {
		put(x, (unsigned char)(0xC0 | u >> 6));
		put(x, (unsigned char)(0x80 | (u & 0x3F)));
	} else if (u < 0x10000) {
		put(x, (unsigned char)(0xE0 | u >> 12));
		put(x, (unsigned char)(0x80 | (u >> 6 & 0x3F)));
		put(x, (unsigned char)(0x80 | (u & 0x3F)));
	} else {
		put(x, (unsigned char)(0xF0 | u >> 18));
		put(x, (unsigned char)(0x80 | (u >> 12 & 0x3F)));
		put(x, (unsigned char)(0x80 | (u >> 6 & 0x3F)));
		put(x, (unsigned char)(0x80 | (u & 0x3F)));
	}
}

/* XML 1.0's Char production, less the C0 controls we also refuse raw. */
static int
xml_char(unsigned long u)
{
	return u == 0x9 || u == 0xA || u == 0xD || (u >= 0x20 && u <= 0xD7FF) ||
	    (u >= 0xE000 && u <= 0xFFFD) || (u >= 0x10000 && u <= 0x10FFFF);
}

/* windows-1252's 0x80-0x9F; 0: not defined there. */
static const unsigned short cp1252[32] = {
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
	0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
	0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
};

/*
 * One character of text (c its first byte, already taken) into the
 * token as UTF-8: a UTF-8 sequence checked, or a Latin-1 / windows-1252
 * byte converted.  CR and CR LF become LF, as XML says.
 */
static void
put_char(struct xml *x, int c)
{
	unsigned long u, min;
	int n, i;

	if (c < 0x80) {
		if (c < 0x20 && !is_space(c))
			xml_bad(x, x->line, x->col - 1, "a control character (byte 0x%02X)", c);
		if (c == '\r') {
			if (look(x) == '\n')
				get(x);
			c = '\n';
		}
		put(x, (unsigned char)c);
		return;
	}
	if (x->enc == XML_ENC_LATIN1) {
		put_utf8(x, (unsigned long)c);
		return;
	}
	if (x->enc == XML_ENC_CP1252) {
		u = c < 0xA0 ? cp1252[c - 0x80] : (unsigned long)c;
		if (!u)
			xml_bad(x, x->line, x->col - 1, "byte 0x%02X, which windows-1252 does not define", c);
		put_utf8(x, u);
		return;
	}
	n = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : -1;
	u = (unsigned long)c & (n == 3 ? 0x07 : n == 2 ? 0x0F : 0x1F);
	min = n == 3 ? 0x10000 : n == 2 ? 0x800 : 0x80;
	for (i = 0; i < n; i++) {
		int d = look(x);

		if (d < 0 || (d & 0xC0) != 0x80)
			break;
		u = u << 6 | ((unsigned long)d & 0x3F);
		get(x);
	}
	if (n < 0 || i < n || u < min || u > 0x10FFFF || (u >= 0xD800 && u <= 0xDFFF))
		xml_bad(x, x->line, x->col, "bytes that are not UTF-8 (declare the file's encoding, "
		    "or convert it with iconv)");
	put_utf8(x, u);
}

/* &...; after the &: one of the five entities or a character reference. */
static void
reference(struct xml *x)
{
	static const char *const ent[][2] = {
		{ "lt", "<" }, { "gt", ">" }, { "amp", "&" }, { "quot", "\"" }, { "apos", "'" },
	};
	unsigned long line = x->line, col = x->col - 1, u = 0;
	char name[16];
	size_t n = 0, i;
	int c, hex = 0, digits = 0;

	if (look(x) == '#') {
		get(x);
		if (look(x) == 'x') {
			get(x);
			hex = 1;
		}
		while ((c = look(x)) >= 0 && c != ';') {
			int d = c >= '0' && c <= '9' ? c - '0' : !hex ? -1 :
			    c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;

			if (d < 0 || u > 0x10FFFF)
				expected(x, hex ? "a hexadecimal digit or ; in a character reference" :
				    "a digit or ; in a character reference");
			u = u * (hex ? 16 : 10) + (unsigned long)d;
			digits++;
			get(x);
		}
		if (c != ';' || !digits)
			expected(x, "a character reference &#N; or &#xH;");
		get(x);
		if (!xml_char(u))
			xml_bad(x, line, col, "a character reference to U+%04lX, which XML does not allow", u);
		put_utf8(x, u);
		return;
	}
	while ((c = look(x)) >= 0 && c != ';' && n < sizeof name - 1 &&
	    ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
		name[n++] = (char)get(x);
	name[n] = '\0';
	if (look(x) != ';')
		expected(x, "; ending an entity reference (a raw & is written &amp;)");
	get(x);
	for (i = 0; i < sizeof ent / sizeof ent[0]; i++)
		if (strcmp(name, ent[i][0]) == 0) {
			put(x, (unsigned char)ent[i][1][0]);
			return;
		}
	xml_bad(x, line, col, "entity &%s; is not one of &lt; &gt; &amp; &quot; &apos; "
	    "(no DTD is read, so no other entity is defined)", name);
}

static int
name_start(int c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c == ':';
}

static int
name_char(int c)
{
	return name_start(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
}

/* An ASCII name into the token; its offset. */
static size_t
read_name(struct xml *x, const char *what)
{
	size_t start = x->len;

	if (!name_start(look(x)))
		expected(x, what);
	while (name_char(look(x))) {
		if (x->len - start >= XML_MAX_NAME)
			xml_bad(x, x->line, x->col, "a name longer than %d bytes", XML_MAX_NAME);
		put(x, (unsigned char)get(x));
	}
	put(x, '\0');
	return start;
}

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
		put_char(x, c);
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
		take(x, "--", "<!-- beginning a comment");
		skip_comment(x, line, col);
	} else if (c == '[' && x->depth > 0) {
		take(x, "[CDATA[", "<![CDATA[");
		cdata(x, line, col);
	} else if (c == 'D' && x->depth == 0 && !x->root_done) {
		take(x, "DOCTYPE", "<!DOCTYPE");
		skip_doctype(x, line, col);
	} else {
		expected(x, x->depth > 0 ? "<!-- or <![CDATA[ after <!" : "<!-- or <!DOCTYPE after <!");
	}
}

/* Attribute value in quotes: decoded into the token; its offset. */
static size_t
attr_value(struct xml *x)
{
	size_t start = x->len;
	int q = look(x), c;

	if (q != '"' && q != '\'')
		expected(x, "a quoted attribute value");
	get(x);
	while ((c = get(x)) != q) {
		if (c < 0)
			xml_bad(x, x->line, x->col, "expected the closing quote of an attribute value, "
			    "found the end of the file");
		if (c == '<')
			xml_bad(x, x->line, x->col - 1, "expected the closing quote of an attribute value, "
			    "found \"<\"");
		if (c == '&')
			reference(x);
		else if (c == '\t' || c == '\n' || c == '\r')
			put(x, ' ');	/* attribute-value normalization */
		else
			put_char(x, c);
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
	noff = read_name(x, "an element name after <");
	for (;;) {
		int sp = is_space(look(x));

		skip_spaces(x);
		c = look(x);
		if (c == '>' || c == '/')
			break;
		if (!sp)
			expected(x, "a space, > or /> after the element name or an attribute");
		if (n == XML_MAX_ATTR)
			xml_bad(x, x->line, x->col, "more than %d attributes", XML_MAX_ATTR);
		x->nameoff[n] = read_name(x, "an attribute name, > or />");
		skip_spaces(x);
		take(x, "=", "= after the attribute name");
		skip_spaces(x);
		x->valoff[n] = attr_value(x);
		x->vallen[n] = x->len - 1 - x->valoff[n];
		n++;
	}
	if (get(x) == '/') {
		take(x, ">", "> after /");
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
	off = read_name(x, "an element name after </");
	skip_spaces(x);
	take(x, ">", "> ending the end tag");
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
		skip_spaces(x);
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

			xml_bad(x, line, col, "expected <, found %s outside the root element", shown(c, b));
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
			reference(x);
		} else if (c != '<') {
			put_char(x, c);
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

	take(x, "<?xml", "<?xml");
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
		take(x, "\xEF\xBB\xBF", "a UTF-8 byte order mark");
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
