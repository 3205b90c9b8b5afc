/*
 * xml_chars.c - the pull reader's characters (xml_chars.h): the file
 * read in blocks, each byte's line and column, a character decoded from
 * UTF-8, ISO-8859-1 or windows-1252 into the token as UTF-8, the five
 * entities and character references, names; and the reader's message,
 * xml_bad.  Apart from xml.c, the markup (tags, attributes, comments,
 * CDATA, the declaration) read over these characters.
 */
#include "xml_chars.h"
#include "rp.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

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

int
xml_fill(struct xml *x)
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

/* A quoted view of byte c for messages. */
const char *
xml_shown(int c, char *out)
{
	if (c < 0)
		return "the end of the file";
	if (c >= 0x20 && c < 0x7f)
		snprintf(out, 16, "\"%c\"", c);
	else
		snprintf(out, 16, "byte 0x%02X", c);
	return out;
}

void
xml_expected(struct xml *x, const char *what)
{
	char b[16];

	xml_bad(x, x->line, x->col, "expected %s, found %s", what, xml_shown(look(x), b));
}

void
xml_take(struct xml *x, const char *lit, const char *what)
{
	for (; *lit; lit++) {
		if (look(x) != (unsigned char)*lit)
			xml_expected(x, what);
		get(x);
	}
}

void
xml_skip_spaces(struct xml *x)
{
	while (is_space(look(x)))
		get(x);
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
void
xml_put_char(struct xml *x, int c)
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
void
xml_reference(struct xml *x)
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
				xml_expected(x, hex ? "a hexadecimal digit or ; in a character reference" :
				    "a digit or ; in a character reference");
			u = u * (hex ? 16 : 10) + (unsigned long)d;
			digits++;
			get(x);
		}
		if (c != ';' || !digits)
			xml_expected(x, "a character reference &#N; or &#xH;");
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
		xml_expected(x, "; ending an entity reference (a raw & is written &amp;)");
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
size_t
xml_read_name(struct xml *x, const char *what)
{
	size_t start = x->len;

	if (!name_start(look(x)))
		xml_expected(x, what);
	while (name_char(look(x))) {
		if (x->len - start >= XML_MAX_NAME)
			xml_bad(x, x->line, x->col, "a name longer than %d bytes", XML_MAX_NAME);
		put(x, (unsigned char)get(x));
	}
	put(x, '\0');
	return start;
}
