/*
 * ident.c - the canonical form of names and ids (ident.h): the check,
 * ident_check and ident_plain, with its fast path for the common names
 * (in one file, so that the fast path is inlined into ident_check).  The
 * fold is ident_fold.c, the messages ident_explain.c.
 */
#include "ident.h"

#include <stdint.h>
#include <string.h>

const char *const ident_unicode_version = nfc_unicode_version;

/*
 * The fast path (ident_plain).  plain and plain_8_15 read ASCII eight
 * bytes at a time, in words whose byte k is s[k] (little-endian order),
 * and leave a word with a byte of 0x80 and above to plain_utf8: so no sum
 * below carries from a byte into the next.  Bit 7 of a byte of
 * x + 0x7F..7F is set when x's byte is not zero, of w + 1..1 when w's is
 * DEL.  w & 0x60..60 is zero at a byte below 0x20.  y = w ^ 0x20..20 is
 * zero at the spaces: y | y << 8 is zero at a byte where a space follows
 * a space, and at byte 0 when the word begins with one; y | y >> 8 where a
 * space precedes one, and at byte 7 when the word ends with one.  So a
 * first word (at s) shifted left and a last word (ending at s + n)
 * shifted right also find spaces at the ends; words between overlap
 * their neighbours by a byte, so that every two neighbours share a word.
 */
#define ONES	0x0101010101010101ULL
#define LOW7	0x7F7F7F7F7F7F7F7FULL
#define HIGHS	0x8080808080808080ULL
#define SPACES	0x2020202020202020ULL
#define C0BITS	0x6060606060606060ULL	/* below 0x80, zero exactly below 0x20 */

enum { PLAIN_NO, PLAIN_ASCII, PLAIN_UTF8, PLAIN_UNSEEN };

static inline uint64_t
load8(const void *p)
{
	uint64_t w;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(&w, p, 8);
#else
	const unsigned char *b = p;
	int k;

	for (w = 0, k = 7; k >= 0; k--)
		w = w << 8 | b[k];
#endif
	return w;
}

static inline uint32_t
load4(const void *p)
{
	uint32_t w;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(&w, p, 4);
#else
	const unsigned char *b = p;

	w = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
#endif
	return w;
}

/*
 * ASCII in words from the first to the last, overlapping by a byte (or
 * two halves of 4 bytes, or bytes when shorter): PLAIN_ASCII, PLAIN_NO,
 * or PLAIN_UTF8 at the first word with a byte of 0x80 and above (for
 * plain_utf8 to look at).
 */
static int
plain(const char *s, size_t n)
{
	uint64_t w, y, good, del, high;
	size_t i;

	if (n >= 8) {
		w = load8(s);
		if ((w & HIGHS) != 0)
			return PLAIN_UTF8;
		y = w ^ SPACES;
		good = ((w & C0BITS) + LOW7) & ((y | y << 8) + LOW7);
		del = w + ONES;
		high = w;
		for (i = 7; i + 8 < n && (high & HIGHS) == 0; i += 7) {
			w = load8(s + i);
			y = w ^ SPACES;
			/* byte 0 is the word before's */
			good &= ((w & C0BITS) + LOW7) & ((y | y << 8 | 1) + LOW7);
			del |= w + ONES;
			high |= w;
		}
		w = load8(s + n - 8);
		y = w ^ SPACES;
		good &= ((w & C0BITS) + LOW7) & ((y | y >> 8) + LOW7);
		del |= w + ONES;
		high |= w;
	} else if (n >= 4) {
		uint32_t a = load4(s), b = load4(s + n - 4);
		uint32_t ya = a ^ 0x20202020u, yb = b ^ 0x20202020u;

		w = (uint64_t)a | (uint64_t)b << 32;
		y = (uint32_t)(ya | ya << 8) | (uint64_t)(yb | yb >> 8) << 32;
		good = ((w & C0BITS) + LOW7) & (y + LOW7);
		del = w + ONES;
		high = w;
	} else {
		for (i = 0; i < n; i++) {
			unsigned char c = (unsigned char)s[i];

			if (c >= 0x80)
				return PLAIN_UTF8;
			if (c < 0x20 || c == 0x7F ||
			    (c == ' ' && (i == 0 || i == n - 1 || s[i - 1] == ' ')))
				return PLAIN_NO;
		}
		return n > 0 ? PLAIN_ASCII : PLAIN_NO;
	}
	if ((high & HIGHS) != 0)
		return PLAIN_UTF8;
	return ((~good | del) & HIGHS) == 0 ? PLAIN_ASCII : PLAIN_NO;
}

/* plain for the most common case, in line: 8 to 15 bytes, a first and a
 * last word (overlapping) */
static inline int
plain_8_15(const char *s, size_t n)
{
	uint64_t a = load8(s), b = load8(s + n - 8), ya, yb;

	if (((a | b) & HIGHS) != 0)
		return PLAIN_UTF8;
	ya = a ^ SPACES;
	yb = b ^ SPACES;
	return ((~(((a & C0BITS) + LOW7) & ((b & C0BITS) + LOW7) &
	    ((ya | ya << 8) + LOW7) & ((yb | yb >> 8) + LOW7)) |
	    (a + ONES) | (b + ONES)) & HIGHS) == 0 ? PLAIN_ASCII : PLAIN_NO;
}

/* Bit 7 set in each byte of w outside 0x21..0x7E, exact up to the first
 * (a carry starts only at a byte of 0x80 and above): where a run of
 * printable ASCII without spaces stops. */
static inline uint64_t
stops(uint64_t w)
{
	return (~(w + 0x5F * ONES) | w | (w + ONES)) & HIGHS;
}

/* The end of the run of printable ASCII without spaces at u[i]:
 * eight bytes at a time, with a word that ends at u + n for the last
 * ones (its bytes before i ignored). */
static inline size_t
run_end(const unsigned char *u, size_t n, size_t i)
{
	uint64_t m;

	if (i + 8 <= n)
		return (m = stops(load8(u + i))) ? i + ((size_t)__builtin_ctzll(m) >> 3) : i + 8;
	if (n < 8)
		return i + 1;
	m = stops(load8(u + n - 8)) & ~(uint64_t)0 << 8 * (i + 8 - n);
	return m ? n - 8 + ((size_t)__builtin_ctzll(m) >> 3) : n;
}

/*
 * UTF-8 text in one pass: printable ASCII with single inner spaces (none
 * at the ends), and simple code points.  Runs of ASCII letters are
 * skipped a word at a time; a 2-byte sequence (Latin, Greek, Cyrillic
 * letters with their accents) is decoded in line.
 */
static int
plain_utf8(const unsigned char *u, size_t n)
{
	size_t i = 0, len;
	uint32_t cp;
	unsigned c;

	if (u[0] == ' ' || u[n - 1] == ' ')
		return 0;
	while (i < n) {
		c = u[i];
		if (c - 0x21 < 0x5E) {
			i = run_end(u, n, i);
			continue;
		}
		if (c == ' ') {
			if (u[i + 1] == ' ')	/* u[n - 1] is no space */
				return 0;
			i++;
			continue;
		}
		if (c - 0xC2 < 0x1E && i + 1 < n && (u[i + 1] ^ 0x80) < 0x40) {
			cp = (uint32_t)(c & 0x1F) << 6 | (u[i + 1] ^ 0x80);
			len = 2;
		} else if ((len = utf8_decode(u + i, n - i, &cp)) == 0)
			return 0;
		if (!uc_simple(cp))
			return 0;
		i += len;
	}
	return 1;
}

static int
fault(struct ident_fault_at *f, enum ident_fault what, size_t at, uint32_t cp)
{
	if (f) {
		f->fault = what;
		f->at = at;
		f->cp = cp;
	}
	return 0;
}

/* A run of spaces at s[i], not one between two other characters: *soft,
 * if it holds no fault yet, says what is wrong; the end of the run. */
static size_t
space_run(const unsigned char *u, size_t n, size_t i, struct ident_fault_at *soft)
{
	size_t j;

	for (j = i; j < n && u[j] == ' '; j++)
		;
	if (soft->fault == IDENT_OK && (i == 0 || j == n))
		*soft = (struct ident_fault_at){ IDENT_EDGE_SPACE, i, ' ' };
	else if (soft->fault == IDENT_OK && j - i > 1)
		*soft = (struct ident_fault_at){ IDENT_DOUBLE_SPACE, i + 1, ' ' };
	return j;
}

/*
 * The check code point by code point: bad UTF-8 and controls end it at
 * once; the first of the other faults is told after the whole id is
 * read; NFC last, and only when a code point could change (NFC_QC not
 * Yes, or classes out of order).  Printable ASCII, single inner spaces
 * and simple code points of two bytes (Latin, Greek, Cyrillic letters
 * with their accents) take the first branches.
 */
static int __attribute__((noinline))
check_slow(const char *s, size_t n, struct ident_fault_at *f)
{
	const unsigned char *u = (const unsigned char *)s;
	struct ident_fault_at soft = { IDENT_OK, 0, 0 };
	size_t i = 0, len, last_end = 0;
	unsigned last = 0, cc, c;
	int maybe = 0;
	uint32_t cp;

	if (n == 0)
		return fault(f, IDENT_EMPTY, 0, 0);
	while (i < n) {
		c = u[i];
		if (c - 0x21 < 0x5E) {
			i++;
			continue;
		}
		if (c - 0xC2 < 0x1E && i + 1 < n && (u[i + 1] ^ 0x80) < 0x40) {
			cp = (uint32_t)(c & 0x1F) << 6 | (u[i + 1] ^ 0x80);
			len = 2;
		} else if (c == ' ') {
			if (i > 0 && i + 1 < n && u[i + 1] != ' ')
				i++;
			else
				i = space_run(u, n, i, &soft);
			continue;
		} else if ((len = utf8_decode(u + i, n - i, &cp)) == 0)
			return fault(f, IDENT_BAD_UTF8, i, c);
		if (uc_simple(cp)) {
			i += len;
			continue;
		}
		if (cp < 0xA0)
			return fault(f, IDENT_CONTROL, i, cp);
		if (soft.fault == IDENT_OK) {
			if (uc_ignorable(cp))
				soft = (struct ident_fault_at){ IDENT_INVISIBLE, i, cp };
			else if (uc_odd_space(cp))
				soft = (struct ident_fault_at){ IDENT_ODD_SPACE, i, cp };
		}
		/* a simple code point between this one and the last of these
		 * is a starter: classes in order so far */
		cc = uc_ccc(cp);
		if ((cc != 0 && last_end == i && last > cc) || !uc_nfc_qc_yes(cp))
			maybe = 1;
		last = cc;
		last_end = i += len;
	}
	if (soft.fault != IDENT_OK) {
		if (f)
			*f = soft;
		return 0;
	}
	if (maybe && (i = nfc_first_change(s, n)) < n) {
		utf8_next(s, n, i, &cp);
		return fault(f, IDENT_NOT_NFC, i, cp);
	}
	return 1;
}

/* ident_check past plain ASCII of 8 to 15 bytes (p is what plain_8_15
 * said of those, PLAIN_UNSEEN for the other lengths), to the slow path
 * if slow: apart, so that the common case saves no registers for calls */
static int __attribute__((noinline))
check_rest(const char *s, size_t n, struct ident_fault_at *f, int p, int slow)
{
	if (p == PLAIN_UNSEEN)
		p = plain(s, n);
	if (p == PLAIN_ASCII || (p == PLAIN_UTF8 && plain_utf8((const unsigned char *)s, n)))
		return 1;
	return slow ? check_slow(s, n, f) : 0;
}

int
ident_plain(const char *s, size_t n)
{
	return check_rest(s, n, NULL, n - 8 < 8 ? plain_8_15(s, n) : PLAIN_UNSEEN, 0);
}

int
ident_check(const char *s, size_t n, struct ident_fault_at *f)
{
	int p;

	if (n - 8 >= 8)
		return check_rest(s, n, f, PLAIN_UNSEEN, 1);
	if ((p = plain_8_15(s, n)) == PLAIN_ASCII)
		return 1;
	return check_rest(s, n, f, p, 1);
}
