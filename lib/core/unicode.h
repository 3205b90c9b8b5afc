/*
 * unicode.h - UTF-8, what Unicode's data says of a code point, and
 * Unicode Normalization Form C (UAX #15), over the tables that
 * gen-nfc-data.sh generates from Unicode's data files into nfc_data.c
 * (the version is nfc_unicode_version).  ident.h builds the canonical
 * form of names and ids on it.
 */
#ifndef UNICODE_H
#define UNICODE_H

#include <stddef.h>
#include <stdint.h>

#include "nfc_data.h"
#include "strbuf.h"

/*
 * The code point that the well-formed UTF-8 sequence at s (n bytes
 * readable) encodes, in *cp, and the sequence's length; 0 when s does not
 * begin one (n is 0, a stray continuation byte, an overlong form, a
 * surrogate, beyond U+10FFFF, cut short).
 */
static inline size_t
utf8_decode(const unsigned char *s, size_t n, uint32_t *cp)
{
	unsigned c = n ? s[0] : 0x80;
	uint32_t v;

	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c < 0xC2)
		return 0;	/* a continuation byte, or an overlong 2-byte lead */
	if (c < 0xE0) {
		if (n < 2 || (s[1] & 0xC0) != 0x80)
			return 0;
		*cp = (uint32_t)(c & 0x1F) << 6 | (s[1] & 0x3F);
		return 2;
	}
	if (c < 0xF0) {
		if (n < 3 || (s[1] & 0xC0) != 0x80 || (s[2] & 0xC0) != 0x80)
			return 0;
		v = (uint32_t)(c & 0x0F) << 12 | (uint32_t)(s[1] & 0x3F) << 6 | (s[2] & 0x3F);
		if (v < 0x800 || (v >= 0xD800 && v < 0xE000))
			return 0;
		*cp = v;
		return 3;
	}
	if (c < 0xF5) {
		if (n < 4 || (s[1] & 0xC0) != 0x80 || (s[2] & 0xC0) != 0x80 ||
		    (s[3] & 0xC0) != 0x80)
			return 0;
		v = (uint32_t)(c & 0x07) << 18 | (uint32_t)(s[1] & 0x3F) << 12 |
		    (uint32_t)(s[2] & 0x3F) << 6 | (s[3] & 0x3F);
		if (v < 0x10000 || v > 0x10FFFF)
			return 0;
		*cp = v;
		return 4;
	}
	return 0;
}

/* cp (at most U+10FFFF) as UTF-8 at p (4 bytes room): its length. */
size_t utf8_encode(uint32_t cp, char *p);

/* The code point at s[i] (i < n), U+FFFD for a byte that begins no
 * sequence, and how many bytes it takes (1 for such a byte). */
size_t utf8_next(const char *s, size_t n, size_t i, uint32_t *cp);

/*
 * A "simple" code point (cp <= U+10FFFF): NFC_QC=Yes, combining class 0,
 * not Default_Ignorable, not White_Space, not a control (nor a
 * surrogate).  A string of simple code points is in NFC, and nothing
 * about it needs a closer look.
 */
static inline int
uc_simple(uint32_t cp)
{
	return nfc_simple_bits[nfc_simple_index[cp >> 8]][(cp & 255) >> 3] >> (cp & 7) & 1;
}

unsigned uc_ccc(uint32_t cp);		/* canonical combining class */
int uc_nfc_qc_yes(uint32_t cp);		/* NFC_QC=Yes */
int uc_ignorable(uint32_t cp);		/* Default_Ignorable_Code_Point */
int uc_odd_space(uint32_t cp);		/* White_Space, not U+0020, not a control */
/* The character name of an ignorable or odd space of the BMP, or NULL. */
const char *uc_name(uint32_t cp);

/*
 * NFC of s[0..n), appended to out (out->s is a string even when n is 0).
 * s must be well-formed UTF-8 (utf8_decode says so); a byte that is not
 * becomes U+FFFD.
 */
void nfc_normalize(const char *s, size_t n, struct strbuf *out);

/* 1 when s[0..n) is well-formed UTF-8 and NFC of it is itself. */
int nfc_is(const char *s, size_t n);

/*
 * Stretches: a code point of class 0 that is NFC_QC=Yes begins one, and
 * NFC of a string is NFC of its stretches, one after the other.  The end
 * of the stretch that begins at s[a] (a < n); where the first stretch
 * that NFC changes begins, or n.
 */
size_t nfc_stretch_end(const char *s, size_t n, size_t a);
size_t nfc_first_change(const char *s, size_t n);

#endif
