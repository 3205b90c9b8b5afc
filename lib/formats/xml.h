/*
 * xml.h - a small pull reader for the XML that results formats use
 * (USEBIO): elements, attributes, text.  No library, no DTD, no network.
 *
 * What it reads: UTF-8 (a BOM allowed), or ISO-8859-1 / windows-1252
 * when the XML declaration says so (turned into UTF-8); the five
 * predefined entities and character references (&#233; &#xE9;);
 * CDATA sections; comments, processing instructions and a DOCTYPE
 * without an internal subset are skipped.  What it refuses, with
 * file:line:col and what was expected: any other entity (no DTD is
 * read, so none is defined: no entity expansion, no external fetch),
 * a DOCTYPE with an internal subset, UTF-16 and other encodings, bytes
 * that are not well-formed UTF-8, NUL and control characters, end tags
 * that do not match, nesting deeper than XML_MAX_DEPTH, a name longer
 * than XML_MAX_NAME, more than XML_MAX_ATTR attributes, a text or an
 * attribute value longer than XML_MAX_TEXT, content after the root.
 * Memory is bounded by those limits, never by the size of the file:
 * it is read in blocks, token by token.
 */
#ifndef XML_H
#define XML_H

#include <stddef.h>
#include <stdio.h>

#define XML_MAX_DEPTH 64
#define XML_MAX_NAME 128
#define XML_MAX_ATTR 16
#define XML_MAX_TEXT (1u << 20)

enum xml_kind { XML_EOF, XML_START, XML_END, XML_TEXT };

struct xml_attr {
	const char *name, *value;	/* NUL-terminated, value decoded */
	size_t vlen;
};

struct xml_token {
	enum xml_kind kind;
	const char *name;		/* START, END: the element */
	const char *text;		/* TEXT: decoded, NUL-terminated */
	size_t len;
	const struct xml_attr *attr;	/* START */
	size_t nattr;
	int depth;			/* START: 1 for the root */
	unsigned long line, col;	/* where the token begins */
};

struct xml {
	FILE *f;
	const char *file;
	unsigned char *in;		/* block read */
	size_t inpos, inend;
	int eof;
	unsigned long line, col;	/* of the next byte */
	int enc;			/* XML_ENC_* */
	char *stack[XML_MAX_DEPTH];	/* open elements */
	int depth;
	int root_done;			/* the root has ended */
	int pending_end;		/* <x/>: its END comes next */
	int lt;				/* a text ended at a tag's "<", taken */
	unsigned long lt_line, lt_col;
	char *ended;			/* the name of the element last ended */
	char *buf;			/* the token's bytes */
	size_t len, cap;
	size_t nameoff[XML_MAX_ATTR + 1], valoff[XML_MAX_ATTR], vallen[XML_MAX_ATTR];
	struct xml_attr attr[XML_MAX_ATTR];
};

/* Read f (named file in messages); the XML declaration is read here. */
void xml_open(struct xml *x, FILE *f, const char *file);
/* The next token; XML_EOF after the root has ended and nothing but
 * comments, PIs and spaces follow.  The token's strings live until the
 * next call. */
void xml_next(struct xml *x, struct xml_token *t);
void xml_close(struct xml *x);
/* "file:line:col: MESSAGE", exit 1. */
void xml_bad(const struct xml *x, unsigned long line, unsigned long col,
    const char *fmt, ...) __attribute__((noreturn, format(printf, 4, 5)));

#endif
