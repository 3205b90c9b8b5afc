/*
 * unicode.c - UTF-8, what Unicode's data says of a code point, and
 * Normalization Form C (UAX #15), over the tables that gen-nfc-data.sh
 * generates into nfc_data.c (unicode.h).
 *
 * NFC works stretch by stretch: a code point of combining class 0 that
 * is NFC_QC=Yes begins a stretch (nothing before it can reorder past it
 * or compose with it, and it decomposes to a starter first:
 * gen-nfc-data.sh checks that), so a stretch normalizes alone, and one of
 * a single simple code point is already normal.  A stretch is decomposed
 * into code points with their class, reordered by class, composed (with
 * Hangul syllables by arithmetic), and written back.
 */
#include "unicode.h"
#include "rp.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Hangul syllables (Unicode ch. 3.12) */
enum {
	SBASE = 0xAC00, LBASE = 0x1100, VBASE = 0x1161, TBASE = 0x11A7,
	LCOUNT = 19, VCOUNT = 21, TCOUNT = 28, NCOUNT = VCOUNT * TCOUNT,
	SCOUNT = LCOUNT * NCOUNT
};

enum qc { QC_YES, QC_MAYBE, QC_NO };

/* ---- the tables ---- */

static int
in_ranges(const struct nfc_range *r, size_t count, uint32_t cp)
{
	size_t lo = 0, hi = count;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (cp > r[mid].hi)
			lo = mid + 1;
		else if (cp < r[mid].lo)
			hi = mid;
		else
			return 1;
	}
	return 0;
}

/* The entry of t[0..count), sorted, whose bits from shift up are cp, or
 * NULL (nfc_ccc and nfc_names) */
static const uint32_t *
find_cp(const uint32_t *t, size_t count, uint32_t cp, int shift)
{
	size_t lo = 0, hi = count;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint32_t at = t[mid] >> shift;

		if (at < cp)
			lo = mid + 1;
		else if (at > cp)
			hi = mid;
		else
			return &t[mid];
	}
	return NULL;
}

unsigned
uc_ccc(uint32_t cp)
{
	const uint32_t *e = cp < 0x300 ? NULL : find_cp(nfc_ccc, nfc_ccc_count, cp, 8);

	return e ? *e & 0xFF : 0;
}

static enum qc
qc_of(uint32_t cp)
{
	if (uc_simple(cp))
		return QC_YES;
	if (in_ranges(nfc_qc_maybe, nfc_qc_maybe_count, cp))
		return QC_MAYBE;
	if (in_ranges(nfc_qc_no, nfc_qc_no_count, cp))
		return QC_NO;
	return QC_YES;
}

int
uc_nfc_qc_yes(uint32_t cp)
{
	return qc_of(cp) == QC_YES;
}

int
uc_ignorable(uint32_t cp)
{
	return in_ranges(nfc_ignorable, nfc_ignorable_count, cp);
}

int
uc_odd_space(uint32_t cp)
{
	return in_ranges(nfc_odd_space, nfc_odd_space_count, cp);
}

const char *
uc_name(uint32_t cp)
{
	const uint32_t *e = find_cp(nfc_names, nfc_names_count, cp, 16);

	return e ? nfc_name_text + (*e & 0xFFFF) : NULL;
}

/* Does a stretch begin at cp? */
static int
boundary(uint32_t cp)
{
	return cp < 0x80 || uc_simple(cp) || (uc_ccc(cp) == 0 && qc_of(cp) == QC_YES);
}

/* cp's entry in nfc_decomp, or NULL */
static const uint64_t *
decomp_of(uint32_t cp)
{
	size_t lo = 0, hi = nfc_decomp_count;

	if (cp < 0xC0)
		return NULL;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint32_t at = NFC_DECOMP_CP(nfc_decomp[mid]);

		if (at < cp)
			lo = mid + 1;
		else if (at > cp)
			hi = mid;
		else
			return &nfc_decomp[mid];
	}
	return NULL;
}

/* The primary composite of a and b, or 0. */
static uint32_t
compose_pair(uint32_t a, uint32_t b)
{
	uint64_t key = (uint64_t)a << 21 | b;
	size_t lo = 0, hi = nfc_comp_count;

	if (a - LBASE < LCOUNT && b - VBASE < VCOUNT)
		return SBASE + ((a - LBASE) * VCOUNT + (b - VBASE)) * TCOUNT;
	if (a - SBASE < SCOUNT && (a - SBASE) % TCOUNT == 0 && b - TBASE - 1 < TCOUNT - 1)
		return a + (b - TBASE);
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint64_t e = nfc_decomp[nfc_comp[mid]];

		if (NFC_DECOMP_PAIR(e) < key)
			lo = mid + 1;
		else if (NFC_DECOMP_PAIR(e) > key)
			hi = mid;
		else
			return NFC_DECOMP_CP(e);
	}
	return 0;
}

/* ---- UTF-8 ---- */

size_t
utf8_encode(uint32_t cp, char *p)
{
	if (cp < 0x80) {
		p[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		p[0] = (char)(0xC0 | cp >> 6);
		p[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp < 0x10000) {
		p[0] = (char)(0xE0 | cp >> 12);
		p[1] = (char)(0x80 | (cp >> 6 & 0x3F));
		p[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	p[0] = (char)(0xF0 | cp >> 18);
	p[1] = (char)(0x80 | (cp >> 12 & 0x3F));
	p[2] = (char)(0x80 | (cp >> 6 & 0x3F));
	p[3] = (char)(0x80 | (cp & 0x3F));
	return 4;
}

size_t
utf8_next(const char *s, size_t n, size_t i, uint32_t *cp)
{
	size_t len = utf8_decode((const unsigned char *)s + i, n - i, cp);

	if (len == 0) {
		*cp = 0xFFFD;
		len = 1;
	}
	return len;
}

/* ---- NFC, a stretch at a time ---- */

/* A stretch's code points, each with its combining class in bits 24-31. */
struct cps {
	uint32_t *v;
	size_t len, cap;
	uint32_t local[32];
};

#define CP(x)	((x) & 0x1FFFFF)
#define CCC(x)	((x) >> 24)

static void
cps_init(struct cps *b)
{
	b->v = b->local;
	b->len = 0;
	b->cap = sizeof b->local / sizeof b->local[0];
}

static void
cps_free(struct cps *b)
{
	if (b->v != b->local)
		free(b->v);
}

static void
cps_push(struct cps *b, uint32_t cp)
{
	if (b->len == b->cap) {
		if (b->v == b->local) {
			b->v = xmalloc(2 * b->cap * sizeof *b->v);
			memcpy(b->v, b->local, sizeof b->local);
			b->cap *= 2;
		} else
			xgrow(&b->v, &b->cap, b->len + 1, sizeof *b->v);
	}
	b->v[b->len++] = cp | (uint32_t)uc_ccc(cp) << 24;
}

/* cp's full canonical decomposition, appended */
static void
decompose(struct cps *b, uint32_t cp)
{
	const uint64_t *e;

	if (cp - SBASE < SCOUNT) {
		uint32_t k = cp - SBASE;

		cps_push(b, LBASE + k / NCOUNT);
		cps_push(b, VBASE + k % NCOUNT / TCOUNT);
		if (k % TCOUNT)
			cps_push(b, TBASE + k % TCOUNT);
	} else if ((e = decomp_of(cp)) != NULL) {
		decompose(b, NFC_DECOMP_FIRST(*e));
		if (NFC_DECOMP_SECOND(*e))
			decompose(b, NFC_DECOMP_SECOND(*e));
	} else
		cps_push(b, cp);
}

/* Canonical ordering: non-starters sorted by class, stably; none moves
 * past a starter. */
static void
reorder(uint32_t *v, size_t len)
{
	size_t i, j;

	for (i = 1; i < len; i++) {
		uint32_t x = v[i];

		if (CCC(x) == 0)
			continue;
		for (j = i; j > 0 && CCC(v[j - 1]) > CCC(x); j--)
			v[j] = v[j - 1];
		v[j] = x;
	}
}

/* Canonical composition (UAX #15): the new length.  A code point
 * composes with the last starter when nothing between them has a class
 * as high as its own (or it follows the starter). */
static size_t
compose(uint32_t *v, size_t len)
{
	size_t starter = SIZE_MAX, out = 0, i;
	unsigned last = 0;

	for (i = 0; i < len; i++) {
		uint32_t x = v[i], c;
		unsigned cc = CCC(x);

		if (starter != SIZE_MAX && (last < cc || last == 0) &&
		    (c = compose_pair(CP(v[starter]), CP(x))) != 0) {
			v[starter] = c;	/* a primary composite is a starter */
			continue;
		}
		if (cc == 0)
			starter = out;
		last = cc;
		v[out++] = x;
	}
	return out;
}

/* NFC of the stretch s[a..b), appended to out */
static void
normalize_stretch(const char *s, size_t a, size_t b, struct strbuf *out)
{
	struct cps cps;
	size_t i, len;
	uint32_t cp;
	char *p;

	cps_init(&cps);
	for (i = a; i < b; i += len) {
		len = utf8_next(s, b, i, &cp);
		decompose(&cps, cp);
	}
	reorder(cps.v, cps.len);
	cps.len = compose(cps.v, cps.len);
	xgrow(&out->s, &out->cap, out->len + 4 * cps.len + 1, 1);
	p = out->s + out->len;
	for (i = 0; i < cps.len; i++)
		p += utf8_encode(CP(cps.v[i]), p);
	out->len = (size_t)(p - out->s);
	out->s[out->len] = '\0';
	cps_free(&cps);
}

size_t
nfc_stretch_end(const char *s, size_t n, size_t a)
{
	uint32_t cp;
	size_t i = a + utf8_next(s, n, a, &cp), len;

	for (; i < n; i += len) {
		len = utf8_next(s, n, i, &cp);
		if (boundary(cp))
			break;
	}
	return i;
}

/* Is the stretch s[a..b) one that NFC keeps as it is?  tmp is scratch. */
static int
stretch_is_nfc(const char *s, size_t a, size_t b, struct strbuf *tmp)
{
	uint32_t cp;

	if (utf8_next(s, b, a, &cp) == b - a && (cp < 0x80 || uc_simple(cp)))
		return 1;
	tmp->len = 0;
	normalize_stretch(s, a, b, tmp);
	return tmp->len == b - a && memcmp(tmp->s, s + a, b - a) == 0;
}

size_t
nfc_first_change(const char *s, size_t n)
{
	struct strbuf tmp = { NULL, 0, 0 };
	size_t a, b;

	for (a = 0; a < n; a = b) {
		b = nfc_stretch_end(s, n, a);
		if (!stretch_is_nfc(s, a, b, &tmp))
			break;
	}
	free(tmp.s);
	return a;
}

void
nfc_normalize(const char *s, size_t n, struct strbuf *out)
{
	size_t a, b, kept = 0;
	uint32_t cp;

	sb_add(out, "", 0);	/* out->s is a string even when s is empty */
	for (a = 0; a < n; a = b) {
		b = nfc_stretch_end(s, n, a);
		if (utf8_next(s, n, a, &cp) == b - a && (cp < 0x80 || uc_simple(cp)))
			continue;	/* a simple code point stays: copied with its neighbours */
		sb_add(out, s + kept, a - kept);
		normalize_stretch(s, a, b, out);
		kept = b;
	}
	if (kept < n)
		sb_add(out, s + kept, n - kept);
}

int
nfc_is(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i, len;
	unsigned last = 0, cc;
	int maybe = 0;
	uint32_t cp;

	for (i = 0; i < n; i += len) {
		if ((len = utf8_decode(u + i, n - i, &cp)) == 0)
			return 0;
		if (cp < 0x80 || uc_simple(cp)) {
			last = 0;
			continue;
		}
		cc = uc_ccc(cp);
		if ((cc != 0 && last > cc) || qc_of(cp) != QC_YES)
			maybe = 1;
		last = cc;
	}
	return !maybe || nfc_first_change(s, n) == n;
}

