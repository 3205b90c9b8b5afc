/*
 * js.h - the JavaScript object literal that web pages carry as data
 * (tsh's tourney.js: `newt={...};`), read whole into a tree.
 *
 * What it reads: one assignment `[var|let|const] NAME = VALUE [;]`, or
 * a bare VALUE (the same data saved as JSON); VALUE is JSON plus what
 * JavaScript writers and pretty-printers add: `undefined`, keys without
 * quotes (identifiers, digits), strings in '...', the escapes \' and
 * \xHH, trailing commas, // and slash-star comments.  UTF-8 (a BOM
 * dropped).  What it refuses, with file:line:col and what was expected
 * and found: any other JavaScript (an expression, a second statement,
 * NaN, Infinity, hex numbers), bytes that are not UTF-8, NUL and control
 * characters outside whitespace, a lone surrogate in \u escapes,
 * nesting deeper than JS_MAX_DEPTH, a file cut short.
 */
#ifndef JS_H
#define JS_H

#include <stddef.h>

#define JS_MAX_DEPTH 64

enum js_kind { JS_UNDEFINED, JS_NULL, JS_BOOL, JS_NUMBER, JS_STRING, JS_ARRAY, JS_OBJECT };

struct js_val {
	enum js_kind kind;
	size_t off;		/* where the value begins in the file (a byte) */
	int b;			/* JS_BOOL */
	char *s;		/* JS_STRING: decoded UTF-8, NUL-terminated;
				 * JS_NUMBER: its text as written */
	size_t len;
	struct js_val *v;	/* JS_ARRAY: the items; JS_OBJECT: the values */
	char **key;		/* JS_OBJECT: the keys, decoded */
	size_t n;
};

struct js_doc {
	const char *path;
	char *src;		/* the file, NUL-terminated */
	size_t len;
	struct js_val root;
};

/* Read and parse path ("-": stdin); any error stops the program (exit 1). */
void js_load(struct js_doc *d, const char *path);
void js_free(struct js_doc *d);
/* "prog: path:line:col: MESSAGE" for the byte at off, exit 1. */
void js_bad(const struct js_doc *d, size_t off, const char *fmt, ...)
	__attribute__((noreturn, format(printf, 3, 4)));
/* The line of the byte at off (for ids_where and messages). */
unsigned long js_line(const struct js_doc *d, size_t off);
/* "a number", "an array", ...: for "expected X, found Y". */
const char *js_kind_name(enum js_kind k);
/* The value of key in object o, NULL when absent; a key given twice is
 * an error (which one counts is not for a reader to guess). */
const struct js_val *js_get(const struct js_doc *d, const struct js_val *o, const char *key);
/* v as an integer in lo..hi: 1; 0 when it is no number or out of range. */
int js_int(const struct js_val *v, long lo, long hi, long *out);

#endif
