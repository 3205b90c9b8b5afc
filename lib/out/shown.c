/*
 * shown.c - the text a person is shown, the same in every medium of
 * `format` (format(1), "ESCAPING"):
 *  - a C1 control (U+0080 to U+009F, in UTF-8 0xC2 0x80..0x9F) is shown
 *    as the six characters \u0080 to \u009F.  A terminal may obey one
 *    (U+009B is CSI, the start of an escape sequence); the reader
 *    already refuses every other control character (C0 but TAB, DEL),
 *    and a TAB or newline cannot be inside a field, so no control
 *    character reaches a table, a page or a chart;
 *  - Markdown: a table cell (or a ### heading) holds exactly the text.
 *    The punctuation Markdown (GitHub's included) would read as markup
 *    is backslash-escaped: \ | * _ ` [ ] ~ $ # (a _ between two ASCII
 *    letters or digits is left alone: it cannot start emphasis there,
 *    and column names such as rating_clasic stay readable); & < > are
 *    entities (no inline HTML, autolink or entity reference); a space
 *    at either edge is &#32; (a cell is trimmed);
 *  - XML (SVG, HTML): & < > " ' are entities.
 */
#include "shown.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

enum { MD_ESCAPE = 1, MD_ENTITY = 2, XML_ENTITY = 4, C1_LEAD = 8 };

static const unsigned char special[256] = {
	['\\'] = MD_ESCAPE, ['|'] = MD_ESCAPE, ['*'] = MD_ESCAPE, ['_'] = MD_ESCAPE,
	['`'] = MD_ESCAPE, ['['] = MD_ESCAPE, [']'] = MD_ESCAPE, ['~'] = MD_ESCAPE,
	['$'] = MD_ESCAPE, ['#'] = MD_ESCAPE,
	['&'] = MD_ENTITY | XML_ENTITY, ['<'] = MD_ENTITY | XML_ENTITY,
	['>'] = MD_ENTITY | XML_ENTITY, ['"'] = XML_ENTITY, ['\''] = XML_ENTITY,
	[0xC2] = C1_LEAD,
};

static int
is_c1(const char *s, size_t i, size_t n)
{
	return (unsigned char)s[i] == 0xC2 && i + 1 < n &&
	    (unsigned char)s[i + 1] >= 0x80 && (unsigned char)s[i + 1] <= 0x9F;
}

static int
alnum(char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* A _ between two ASCII letters or digits: not emphasis (CommonMark 6.2). */
static int
inner_underscore(const char *s, size_t i, size_t n)
{
	return i > 0 && i + 1 < n && alnum(s[i - 1]) && alnum(s[i + 1]);
}

static unsigned
mask_of(enum shown_medium m)
{
	return C1_LEAD | (m == SHOWN_MARKDOWN ? MD_ESCAPE | MD_ENTITY :
	    m == SHOWN_XML ? XML_ENTITY : 0);
}

/* The flags of the bytes of s[0..n), or-ed: four table loads a step. */
static unsigned
flags_of(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	unsigned acc = 0;
	size_t i = 0;

	for (; i + 4 <= n; i += 4)
		acc |= special[u[i]] | special[u[i + 1]] | special[u[i + 2]] | special[u[i + 3]];
	for (; i < n; i++)
		acc |= special[u[i]];
	return acc;
}

/* A space at the edge of a field of s[0..n) (beside a NUL or an end)? */
static int
edge_spaces(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] == ' ' && (i == 0 || s[i - 1] == '\0' || i + 1 == n || s[i + 1] == '\0'))
			return 1;
	return 0;
}

#ifdef __SSE2__
/* Bytes of v in lo..lo+span (0xFF each), unsigned. */
static inline __m128i
in_range(__m128i v, char lo, char span)
{
	__m128i d = _mm_sub_epi8(v, _mm_set1_epi8(lo));

	return _mm_cmpeq_epi8(_mm_subs_epu8(d, _mm_set1_epi8(span)), _mm_setzero_si128());
}

/*
 * Markdown: could the fields in s[0..n) need escaping?  A filter over 16
 * bytes a step.  With bit 5 set (w = v | 0x20) the bytes to escape fall
 * in three ranges and one byte: # $ % & ' ( ) * (0x23-0x2A), < = >,
 * [ \ ] ^ _ and { | } ~ (0x7B-0x7F), ` (0x60, and @); then 0xC2, and a
 * space beside a NUL (a field's edge).  What passes the filter and
 * needs no escape (% ' ( ) = ^ { } @, an inner _) exact_as_is looks at
 * closer.  Steps of 15 bytes overlap by one, so every pair of neighbours
 * lies in one.  (A byte-by-byte table cost a million-row Markdown table
 * 21 % more instructions; this, 14 %.)
 */
static int
md_maybe(const char *s, size_t n)
{
	const __m128i zero = _mm_setzero_si128(), space = _mm_set1_epi8(' ');
	__m128i acc = zero;
	unsigned edge = 0;
	size_t i = 0;

	if (n < 16)
		return (flags_of(s, n) & (MD_ESCAPE | MD_ENTITY | C1_LEAD)) || edge_spaces(s, n);
	for (;;) {
		size_t at = i < n - 16 ? i : n - 16;
		__m128i v = _mm_loadu_si128((const __m128i *)(const void *)(s + at));
		__m128i w = _mm_or_si128(v, space);
		unsigned z = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, zero));
		unsigned sp = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, space));

		acc = _mm_or_si128(acc, _mm_or_si128(
		    _mm_or_si128(in_range(w, 0x23, 7), in_range(w, 0x3C, 2)),
		    _mm_or_si128(in_range(w, 0x7B, 4), _mm_cmpeq_epi8(w, _mm_set1_epi8(0x60)))));
		acc = _mm_or_si128(acc, _mm_cmpeq_epi8(v, _mm_set1_epi8((char)0xC2)));
		edge |= sp & (z << 1 | z >> 1);
		if (at == n - 16)
			break;
		i += 15;
	}
	return _mm_movemask_epi8(acc) || edge || s[0] == ' ' || s[n - 1] == ' ';
}
#else
static int
md_maybe(const char *s, size_t n)
{
	return (flags_of(s, n) & (MD_ESCAPE | MD_ENTITY | C1_LEAD)) || edge_spaces(s, n);
}
#endif

/* Exactly: is every field in s[0..n) shown as it is? */
static int
exact_as_is(const char *s, size_t n, enum shown_medium m)
{
	unsigned mask = mask_of(m);
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		unsigned k = special[c] & mask;

		if (k == C1_LEAD ? is_c1(s, i, n) : k && !(c == '_' && inner_underscore(s, i, n)))
			return 0;
	}
	return m != SHOWN_MARKDOWN || !edge_spaces(s, n);
}

/* No C1 control in s[0..n): its lead byte is rare, found by memchr. */
static int
no_c1(const char *s, size_t n)
{
	const char *p = s, *end = s + n;

	while ((p = memchr(p, 0xC2, (size_t)(end - p))) != NULL) {
		if (is_c1(s, (size_t)(p - s), n))
			return 0;
		p++;
	}
	return 1;
}

int
shown_row_as_is(char *const *f, const size_t *flen, size_t nf, enum shown_medium m)
{
	/* the fields lie back to back, NUL-ended: their bytes in one scan */
	const char *s = nf ? f[0] : "";
	size_t n = nf ? (size_t)(f[nf - 1] + flen[nf - 1] - f[0]) : 0;

	if (m == SHOWN_TEXT)
		return no_c1(s, n);
	if (m == SHOWN_MARKDOWN && !md_maybe(s, n))
		return 1;
	return exact_as_is(s, n, m);
}

static char *
add(char *d, const char *s)
{
	size_t n = strlen(s);

	memcpy(d, s, n);
	return d + n;
}

static const char *
entity(char c)
{
	switch (c) {
	case '&': return "&amp;";
	case '<': return "&lt;";
	case '>': return "&gt;";
	case '"': return "&quot;";
	default: return "&#39;";
	}
}

char *
shown_add(char *d, const char *s, size_t n, enum shown_medium m)
{
	static const char hex[] = "0123456789ABCDEF";
	unsigned mask = mask_of(m);
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		unsigned k = special[c] & mask & ~(unsigned)C1_LEAD;

		if (c == 0xC2 && is_c1(s, i, n)) {
			unsigned char x = (unsigned char)s[++i];

			d = add(d, m == SHOWN_MARKDOWN ? "\\\\u00" : "\\u00");
			*d++ = hex[x >> 4];
			*d++ = hex[x & 15];
		} else if (m == SHOWN_MARKDOWN && (i == 0 || i + 1 == n) && c == ' ')
			d = add(d, "&#32;");
		else if (k & (MD_ENTITY | XML_ENTITY))
			d = add(d, entity((char)c));
		else if (k && !(c == '_' && inner_underscore(s, i, n))) {
			*d++ = '\\';
			*d++ = (char)c;
		} else
			*d++ = (char)c;
	}
	return d;
}
