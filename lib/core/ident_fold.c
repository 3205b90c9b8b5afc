/*
 * ident_fold.c - an id to its canonical form (ident.h): what ident_check
 * finds wrong and the fold can mend (invisibles, odd spaces, spaces at the
 * ends or doubled, not NFC) mended; bad UTF-8, controls and nothing left
 * refused.
 */
#include "ident.h"

#include <stdint.h>
#include <stdlib.h>

int
ident_fold(const char *s, size_t n, struct strbuf *out, struct ident_fault_at *f)
{
	struct ident_fault_at g;
	struct strbuf tmp = { NULL, 0, 0 };
	size_t start = out->len, i, len, k;
	uint32_t cp;
	char *p;

	if (ident_check(s, n, &g)) {
		sb_add(out, s, n);
		return 1;
	}
	if (g.fault == IDENT_EMPTY || g.fault == IDENT_BAD_UTF8 || g.fault == IDENT_CONTROL) {
		if (f)
			*f = g;
		return 0;
	}
	/* invisibles out, odd spaces to U+0020 (ident_check found no bad
	 * UTF-8 nor control: every decode succeeds) */
	sb_add(&tmp, "", 0);
	for (i = 0; i < n; i += len) {
		len = utf8_next(s, n, i, &cp);
		if (cp >= 0x80 && !uc_simple(cp)) {
			if (uc_ignorable(cp))
				continue;
			if (uc_odd_space(cp)) {
				sb_add(&tmp, " ", 1);
				continue;
			}
		}
		sb_add(&tmp, s + i, len);
	}
	nfc_normalize(tmp.s, tmp.len, out);
	free(tmp.s);
	/* runs of spaces made one, the ends trimmed, in place */
	p = out->s + start;
	for (i = start, k = 0; i < out->len; i++) {
		if (out->s[i] == ' ' && (k == 0 || p[k - 1] == ' '))
			continue;
		p[k++] = out->s[i];
	}
	if (k > 0 && p[k - 1] == ' ')
		k--;
	out->len = start + k;
	out->s[out->len] = '\0';
	if (k == 0) {
		if (f)
			*f = (struct ident_fault_at){ IDENT_EMPTY, 0, 0 };
		return 0;
	}
	return 1;
}
