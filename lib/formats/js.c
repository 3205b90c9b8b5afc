/*
 * js.c - the JavaScript object literal of a web page's data file, read
 * whole into a tree (js.h says what it accepts and what it refuses).
 *
 * The file is checked byte by byte first (UTF-8, no NUL or control
 * characters but TAB, LF, CR), so a damaged byte is named where it is,
 * even inside a part the reader never looks at; then parsed by recursive
 * descent, depth bounded.  Every message names the file, line and column
 * (in characters) of what was found, and what was expected there.
 */
#include "js.h"
#include "rp.h"
#include "strbuf.h"
#include "unicode.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct jsp {
	const struct js_doc *d;
	const char *s;
	size_t i, n;
	int depth;
};

static size_t ident(const struct jsp *p);

/* What is at p->i, for "found ...": a word, a character or the end. */
static const char *
found(const struct jsp *p, char *buf, size_t size)
{
	uint32_t cp;
	size_t len;

	if (p->i >= p->n)
		return "the end of the file (cut short?)";
	if ((len = ident(p)) == 0)
		len = utf8_decode((const unsigned char *)p->s + p->i, p->n - p->i, &cp);
	snprintf(buf, size, "\"%.*s\"", (int)(len ? (len > 40 ? 40 : len) : 1), p->s + p->i);
	return buf;
}

static void __attribute__((noreturn))
expected(const struct jsp *p, const char *what)
{
	char buf[48];

	js_bad(p->d, p->i, "expected %s, found %s", what, found(p, buf, sizeof buf));
}

/* Whitespace and comments. */
static void
skip(struct jsp *p)
{
	for (;;) {
		while (p->i < p->n && strchr(" \t\r\n", p->s[p->i]))
			p->i++;
		if (p->i + 1 < p->n && p->s[p->i] == '/' && p->s[p->i + 1] == '/') {
			while (p->i < p->n && p->s[p->i] != '\n')
				p->i++;
		} else if (p->i + 1 < p->n && p->s[p->i] == '/' && p->s[p->i + 1] == '*') {
			const char *end = strstr(p->s + p->i + 2, "*/");

			if (!end)
				js_bad(p->d, p->i, "expected \"*/\" to end this comment, found the end of the file");
			p->i = (size_t)(end - p->s) + 2;
		} else {
			return;
		}
	}
}

static int
ident_char(char c, int first)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' ||
	    (!first && c >= '0' && c <= '9');
}

/* The identifier at p->i (none: 0), its length. */
static size_t
ident(const struct jsp *p)
{
	size_t k = p->i;

	if (k >= p->n || !ident_char(p->s[k], 1))
		return 0;
	while (k < p->n && ident_char(p->s[k], 0))
		k++;
	return k - p->i;
}

static int
hexval(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 :
	    c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* n hex digits at p->i (advanced past them). */
static uint32_t
hex(struct jsp *p, int n)
{
	uint32_t v = 0;
	int k, h;

	for (k = 0; k < n; k++) {
		if (p->i >= p->n || (h = hexval(p->s[p->i])) < 0)
			expected(p, "a hex digit in the escape");
		v = v << 4 | (uint32_t)h;
		p->i++;
	}
	return v;
}

/* A \u escape (the backslash and 'u' read): one code point, surrogates paired. */
static uint32_t
unicode_escape(struct jsp *p, size_t at)
{
	uint32_t hi = hex(p, 4), lo;

	if (hi >= 0xDC00 && hi < 0xE000)
		js_bad(p->d, at, "expected a character, found a lone low surrogate \\u%04X", (unsigned)hi);
	if (hi < 0xD800 || hi >= 0xDC00)
		return hi;
	if (p->i + 1 >= p->n || p->s[p->i] != '\\' || p->s[p->i + 1] != 'u')
		js_bad(p->d, at, "expected a low surrogate (\\uDC00-\\uDFFF) after \\u%04X", (unsigned)hi);
	p->i += 2;
	lo = hex(p, 4);
	if (lo < 0xDC00 || lo >= 0xE000)
		js_bad(p->d, at, "expected a low surrogate (\\uDC00-\\uDFFF) after \\u%04X", (unsigned)hi);
	return 0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00);
}

/* A string in q quotes at p->i, decoded into sb (NUL-terminated). */
static void
string(struct jsp *p, struct strbuf *sb)
{
	char q = p->s[p->i++], buf[4];

	sb->len = 0;
	for (;;) {
		size_t at = p->i;
		char c;

		if (p->i >= p->n)
			js_bad(p->d, p->i, "expected %c to end the string, found the end of the file", q);
		c = p->s[p->i++];
		if (c == q)
			break;
		if (c == '\n' || c == '\r')
			js_bad(p->d, at, "expected %c to end the string, found the end of the line", q);
		if (c != '\\') {
			sb_add(sb, &c, 1);
			continue;
		}
		if (p->i >= p->n)
			js_bad(p->d, p->i, "expected an escape after \\, found the end of the file");
		c = p->s[p->i++];
		switch (c) {
		case '"': case '\'': case '\\': case '/':
			sb_add(sb, &c, 1);
			break;
		case 'b': sb_adds(sb, "\b"); break;
		case 'f': sb_adds(sb, "\f"); break;
		case 'n': sb_adds(sb, "\n"); break;
		case 'r': sb_adds(sb, "\r"); break;
		case 't': sb_adds(sb, "\t"); break;
		case 'x':
			sb_add(sb, buf, utf8_encode(hex(p, 2), buf));
			break;
		case 'u': {
			uint32_t cp = unicode_escape(p, at);

			if (cp == 0)
				js_bad(p->d, at, "expected a character, found \\u0000 (NUL)");
			sb_add(sb, buf, utf8_encode(cp, buf));
			break;
		}
		default:
			p->i--;
			expected(p, "an escape (\\\" \\' \\\\ \\/ \\b \\f \\n \\r \\t \\xHH \\uHHHH)");
		}
	}
	sb_add(sb, "", 1);
	sb->len--;
}

static int
isdigit_at(const struct jsp *p, size_t k)
{
	return k < p->n && p->s[k] >= '0' && p->s[k] <= '9';
}

/* Past the digits at k. */
static size_t
digits(const struct jsp *p, size_t k)
{
	while (isdigit_at(p, k))
		k++;
	return k;
}

/* A number as JSON writes it: -?digits(.digits)?([eE][+-]?digits)? */
static void
number(struct jsp *p, struct js_val *v)
{
	size_t k = p->i;

	if (p->s[k] == '-')
		k++;
	if (!isdigit_at(p, k)) {
		p->i = k;
		expected(p, "a digit");
	}
	if (p->s[k] == '0' && isdigit_at(p, k + 1))
		js_bad(p->d, v->off, "expected a number without leading zeros (JSON has no octal), "
		    "found \"%.*s\"", (int)(k + 2 - v->off), p->s + v->off);
	k = digits(p, k);
	if (k < p->n && p->s[k] == '.') {
		p->i = ++k;
		if (!isdigit_at(p, k))
			expected(p, "a digit after the decimal point");
		k = digits(p, k);
	}
	if (k < p->n && (p->s[k] == 'e' || p->s[k] == 'E')) {
		k++;
		if (k < p->n && (p->s[k] == '+' || p->s[k] == '-'))
			k++;
		p->i = k;
		if (!isdigit_at(p, k))
			expected(p, "a digit in the exponent");
		k = digits(p, k);
	}
	v->kind = JS_NUMBER;
	v->s = xstrndup(p->s + v->off, k - v->off);
	v->len = k - v->off;
	p->i = k;
}

static void value(struct jsp *p, struct js_val *v);

/* An object's key: a name, a string or digits (key: scratch). */
static char *
member_key(struct jsp *p, struct strbuf *key)
{
	size_t len = ident(p), at = p->i;

	if (p->i < p->n && (p->s[p->i] == '"' || p->s[p->i] == '\'')) {
		string(p, key);
		return xstrndup(key->s, key->len);
	}
	if (!len && isdigit_at(p, p->i))
		len = digits(p, p->i) - p->i;
	if (!len)
		expected(p, "a key (a name or a string) or \"}\"");
	p->i += len;
	return xstrndup(p->s + at, len);
}

/* The items of an array or the members of an object, up to close. */
static void
members(struct jsp *p, struct js_val *v, char close)
{
	struct strbuf key = { 0 };
	size_t cap = 0;

	if (++p->depth > JS_MAX_DEPTH)
		js_bad(p->d, v->off, "nesting deeper than %d arrays and objects", JS_MAX_DEPTH);
	p->i++;
	for (;;) {
		skip(p);
		if (p->i < p->n && p->s[p->i] == close)
			break;	/* empty, or after a trailing comma */
		xgrow(&v->v, &cap, v->n + 1, sizeof *v->v);
		if (close == '}') {
			v->key = xrealloc(v->key, cap * sizeof *v->key);
			v->key[v->n] = member_key(p, &key);
			skip(p);
			if (p->i >= p->n || p->s[p->i] != ':')
				expected(p, "\":\" after the key");
			p->i++;
		}
		value(p, &v->v[v->n++]);
		skip(p);
		if (p->i < p->n && p->s[p->i] == ',') {
			p->i++;
			continue;
		}
		if (p->i < p->n && p->s[p->i] == close)
			break;
		expected(p, close == ']' ? "\",\" or \"]\" in the array" : "\",\" or \"}\" in the object");
	}
	p->i++;
	p->depth--;
	free(key.s);
}

static int
word_is(const struct jsp *p, size_t len, const char *w)
{
	return len == strlen(w) && memcmp(p->s + p->i, w, len) == 0;
}

static void
value(struct jsp *p, struct js_val *v)
{
	size_t len;
	char c;

	skip(p);
	memset(v, 0, sizeof *v);
	v->off = p->i;
	if (p->i >= p->n)
		expected(p, "a value");
	c = p->s[p->i];
	if (c == '{' || c == '[') {
		v->kind = c == '{' ? JS_OBJECT : JS_ARRAY;
		members(p, v, c == '{' ? '}' : ']');
	} else if (c == '"' || c == '\'') {
		struct strbuf sb = { 0 };

		string(p, &sb);
		v->kind = JS_STRING;
		v->s = sb.s;
		v->len = sb.len;
	} else if (c == '-' || (c >= '0' && c <= '9')) {
		number(p, v);
	} else if ((len = ident(p)) && (word_is(p, len, "true") || word_is(p, len, "false"))) {
		v->kind = JS_BOOL;
		v->b = word_is(p, len, "true");
		p->i += len;
	} else if (len && word_is(p, len, "null")) {
		v->kind = JS_NULL;
		p->i += len;
	} else if (len && word_is(p, len, "undefined")) {
		v->kind = JS_UNDEFINED;
		p->i += len;
	} else {
		expected(p, "a value (an object, an array, a string, a number, true, false, null or undefined)");
	}
}

/* Every byte UTF-8, no NUL and no control character but TAB, LF, CR. */
static void
check_bytes(const struct js_doc *d)
{
	const unsigned char *s = (const unsigned char *)d->src;
	size_t i = 0, len;
	uint32_t cp;

	while (i < d->len) {
		if (s[i] < 0x80) {
			if (s[i] == 0)
				js_bad(d, i, "expected text, found a NUL byte");
			if (s[i] < 0x20 && s[i] != '\t' && s[i] != '\n' && s[i] != '\r')
				js_bad(d, i, "expected text, found the control character 0x%02X", s[i]);
			i++;
			continue;
		}
		if (!(len = utf8_decode(s + i, d->len - i, &cp)))
			js_bad(d, i, "expected UTF-8, found the byte 0x%02X", s[i]);
		i += len;
	}
}

static void
read_all(struct js_doc *d, const char *path)
{
	FILE *fp = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	size_t cap = 0, got;

	if (!fp)
		die_sys("%s", path);
	d->len = 0;
	do {
		xgrow(&d->src, &cap, d->len + 65536, 1);
		got = fread(d->src + d->len, 1, cap - d->len - 1, fp);
		d->len += got;
	} while (got > 0);
	if (ferror(fp))
		die_sys("%s", path);
	if (fp != stdin)
		fclose(fp);
	d->src[d->len] = '\0';
}

void
js_load(struct js_doc *d, const char *path)
{
	struct jsp p = { d, NULL, 0, 0, 0 };
	size_t len;

	memset(d, 0, sizeof *d);
	d->path = strcmp(path, "-") == 0 ? "stdin" : path;
	read_all(d, path);
	check_bytes(d);
	p.s = d->src;
	p.n = d->len;
	if (p.n >= 3 && memcmp(p.s, "\xef\xbb\xbf", 3) == 0)
		p.i = 3;
	skip(&p);
	if ((len = ident(&p)) && (word_is(&p, len, "var") || word_is(&p, len, "let") ||
	    word_is(&p, len, "const"))) {
		p.i += len;
		skip(&p);
		if (!(len = ident(&p)))
			expected(&p, "the name of a variable");
	}
	if (len) {	/* NAME = VALUE */
		p.i += len;
		skip(&p);
		if (p.i >= p.n || p.s[p.i] != '=')
			expected(&p, "\"=\" after the variable's name");
		p.i++;
	}
	value(&p, &d->root);
	skip(&p);
	if (p.i < p.n && p.s[p.i] == ';') {
		p.i++;
		skip(&p);
	}
	if (p.i < p.n)
		expected(&p, "the end of the file after the value (one assignment)");
}
