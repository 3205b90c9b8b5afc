/*
 * js_val.c - the tree js.c builds (js.h): where a value is, in messages,
 * and what a reader asks of it (a key of an object, an integer).
 */
#include "js.h"
#include "rp.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

unsigned long
js_line(const struct js_doc *d, size_t off)
{
	unsigned long line = 1;
	size_t i;

	for (i = 0; i < off && i < d->len; i++)
		line += d->src[i] == '\n';
	return line;
}

void
js_bad(const struct js_doc *d, size_t off, const char *fmt, ...)
{
	char msg[600];
	unsigned long line = 1;
	size_t i, col = 1;
	va_list ap;

	for (i = 0; i < off && i < d->len; i++) {
		if (d->src[i] == '\n') {
			line++;
			col = 1;
		} else if (((unsigned char)d->src[i] & 0xc0) != 0x80) {
			col++;
		}
	}
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	die_at(d->path, line, col, "%s", msg);
}

const char *
js_kind_name(enum js_kind k)
{
	static const char *const name[] = {
		"undefined", "null", "a boolean", "a number", "a string", "an array", "an object",
	};

	return name[k];
}

static void
free_val(struct js_val *v)
{
	size_t i;

	for (i = 0; i < v->n; i++) {
		free_val(&v->v[i]);
		if (v->key)
			free(v->key[i]);
	}
	free(v->v);
	free(v->key);
	free(v->s);
}

void
js_free(struct js_doc *d)
{
	free_val(&d->root);
	free(d->src);
}

const struct js_val *
js_get(const struct js_doc *d, const struct js_val *o, const char *key)
{
	const struct js_val *hit = NULL;
	size_t i;

	for (i = 0; i < o->n; i++) {
		if (strcmp(o->key[i], key) != 0)
			continue;
		if (hit)
			js_bad(d, o->v[i].off, "expected one \"%s\" in this object, found a second "
			    "(which one counts is not for a reader to guess)", key);
		hit = &o->v[i];
	}
	return hit;
}

int
js_int(const struct js_val *v, long lo, long hi, long *out)
{
	char *end;
	long x;

	if (v->kind != JS_NUMBER || strpbrk(v->s, ".eE"))
		return 0;
	x = strtol(v->s, &end, 10);
	if (*end || x < lo || x > hi || (x == LONG_MAX || x == LONG_MIN))
		return 0;
	*out = x;
	return 1;
}
