/*
 * ident_explain.c - what was expected of an id, in words, for the faults
 * (struct ident_fault_at) that ident_check and ident_fold report
 * (ident.h): the code points by number and name, byte offsets from 1.
 */
#include "ident.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct text {
	char *buf;
	size_t size, len;
};

static void __attribute__((format(printf, 2, 3)))
put(struct text *t, const char *fmt, ...)
{
	va_list ap;
	int k;

	va_start(ap, fmt);
	k = vsnprintf(t->len < t->size ? t->buf + t->len : NULL,
	    t->len < t->size ? t->size - t->len : 0, fmt, ap);
	va_end(ap);
	if (k > 0)
		t->len += (size_t)k;
}

/* U+XXXX, and its name when named and it has one here: 1 if named */
static int
put_cp(struct text *t, uint32_t cp, int named)
{
	const char *name = named ? uc_name(cp) : NULL;

	put(t, "U+%04lX", (unsigned long)cp);
	if (name)
		put(t, " %s", name);
	return name != NULL;
}

/* the code points of s[a..b), at most 8 */
static void
put_cps(struct text *t, const char *s, size_t a, size_t b)
{
	size_t i, len, k = 0;
	uint32_t cp;

	for (i = a; i < b; i += len, k++) {
		len = utf8_next(s, b, i, &cp);
		if (k == 8) {
			put(t, " ...");
			break;
		}
		put(t, k ? " " : "");
		put_cp(t, cp, 0);
	}
}

size_t
ident_explain(const struct ident_fault_at *f, const char *s, size_t n,
    const char *noun, char *buf, size_t size)
{
	struct text t = { buf, size, 0 };
	size_t at = f->at + 1;

	if (size)
		buf[0] = '\0';
	put(&t, "%s", noun ? noun : "a name");
	switch (f->fault) {
	case IDENT_OK:
		put(&t, " (canonical)");
		break;
	case IDENT_EMPTY:
		put(&t, n ? " with a character other than spaces and invisible ones" : ", not empty");
		break;
	case IDENT_BAD_UTF8:
		put(&t, " in UTF-8 (byte %zu, 0x%02X, begins no well-formed sequence)",
		    at, (unsigned)f->cp);
		break;
	case IDENT_CONTROL:
		put(&t, " without control characters (");
		put_cp(&t, f->cp, 0);
		put(&t, "%s at byte %zu)", f->cp < 0x20 ? ", a C0 control," :
		    f->cp == 0x7F ? " DELETE" : ", a C1 control,", at);
		break;
	case IDENT_INVISIBLE:
		put(&t, " without invisible characters (");
		if (!put_cp(&t, f->cp, 1))
			put(&t, ", a default-ignorable code point,");
		put(&t, " at byte %zu)", at);
		break;
	case IDENT_ODD_SPACE:
		put(&t, " whose only space is U+0020 (");
		put_cp(&t, f->cp, 1);
		put(&t, " at byte %zu)", at);
		break;
	case IDENT_EDGE_SPACE:
		put(&t, " that neither begins nor ends with a space (U+0020 at byte %zu)", at);
		break;
	case IDENT_DOUBLE_SPACE:
		put(&t, " with single spaces between words (a second U+0020 at byte %zu)", at);
		break;
	case IDENT_NOT_NFC:
		if (f->at < n) {
			struct strbuf nfc = { NULL, 0, 0 };
			size_t b = nfc_stretch_end(s, n, f->at);

			nfc_normalize(s + f->at, b - f->at, &nfc);
			put(&t, " in Unicode NFC (");
			put_cps(&t, s, f->at, b);
			put(&t, " at byte %zu normalizes to ", at);
			put_cps(&t, nfc.s, 0, nfc.len);
			put(&t, ")");
			free(nfc.s);
		} else
			put(&t, " in Unicode NFC");
		break;
	}
	return t.len;
}
