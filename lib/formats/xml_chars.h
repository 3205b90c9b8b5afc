/*
 * xml_chars.h - inside the pull reader of xml.h: the bytes read in
 * blocks and turned into the token's characters (xml_chars.c), for the
 * markup read over them (xml.c).  The calls made for every byte (look,
 * get, put) are inline here so that the two files read as fast as one.
 * Private to xml.c and xml_chars.c.
 */
#ifndef XML_CHARS_H
#define XML_CHARS_H

#include "xml.h"
#include "rp.h"

#include <stddef.h>

enum { XML_ENC_UTF8, XML_ENC_LATIN1, XML_ENC_CP1252 };

#define BLOCK 65536

/* The next block into x->in; 0 at the end of the file. */
int xml_fill(struct xml *x);

/* The next byte without taking it, or -1 at the end. */
static inline int
look(struct xml *x)
{
	if (x->inpos == x->inend && !xml_fill(x))
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

static inline int
is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Byte c appended to the token, within XML_MAX_TEXT. */
static inline void
put(struct xml *x, unsigned char c)
{
	if (x->len >= XML_MAX_TEXT)
		xml_bad(x, x->line, x->col, "a text or value longer than %u bytes", XML_MAX_TEXT);
	if (x->len + 2 > x->cap)	/* the call only when it grows: a byte at a time */
		xgrow(&x->buf, &x->cap, x->len + 2, 1);
	x->buf[x->len++] = (char)c;
}

/* A quoted view of byte c for messages (out: 16 bytes). */
const char *xml_shown(int c, char *out);
/* "expected WHAT, found" the next byte, at it. */
void xml_expected(struct xml *x, const char *what) __attribute__((noreturn));
/* The bytes of lit, or an error expecting what. */
void xml_take(struct xml *x, const char *lit, const char *what);
void xml_skip_spaces(struct xml *x);
/* One character of text (c its first byte, taken) into the token as
 * UTF-8, decoded from the file's encoding; CR and CR LF become LF. */
void xml_put_char(struct xml *x, int c);
/* &...; after the &: one of the five entities or a character reference. */
void xml_reference(struct xml *x);
/* An ASCII name into the token; its offset. */
size_t xml_read_name(struct xml *x, const char *what);

#endif
