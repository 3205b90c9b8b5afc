/*
 * tsv_record.c - the TSV record splitter: a line split at TABs and
 * checked in one pass, sixteen bytes a step with SSE2, eight in a 64-bit
 * word elsewhere (tsv_read_record): the lines the block reader
 * (tsv_blocks.c) does not take.  Over the line layer (tsv_line.c).
 */
#include "tsv.h"
#include "tsv_line.h"
#include "tsv_split.h"

#include <stdint.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/*
 * The fields of the line being split, kept in registers: through the
 * reader, every store of a length (a size_t) could alias in->nf, and
 * the compiler would reload in->nf, in->f and in->flen after each.
 */
struct splitter {
	struct tsv_in *in;
	char **f;
	size_t *flen;
	size_t nf, cap;
};

/* The field from *p ends at tab: NUL-terminate it, the next begins after
 * (fields_room has made room for it). */
static inline void
split_at(struct splitter *sp, char **p, char *tab)
{
	sp->f[sp->nf] = *p;
	sp->flen[sp->nf++] = (size_t)(tab - *p);
	*tab = '\0';
	*p = tab + 1;
}

#ifdef __SSE2__
/* A field ends at each TAB whose bit is set in m (bit i: at + i). */
static inline void
split_mask(struct splitter *sp, char **p, char *at, unsigned m)
{
	for (; m; m &= m - 1)
		split_at(sp, p, at + (unsigned)__builtin_ctz(m));
}
#endif

/* Room for k more fields (checked once per step, not per field). */
static inline void
fields_room(struct splitter *sp, size_t k)
{
	if (sp->nf + k > sp->cap) {
		sp->in->nf = sp->nf;
		tsv_grow_fields(sp->in, sp->nf + k);
		sp->f = sp->in->f;
		sp->flen = sp->in->flen;
		sp->cap = sp->in->fcap;
	}
}

#ifdef __SSE2__
/*
 * One step of sixteen bytes v: the mask of its TABs; into *bad, the
 * bytes (of those keep selects) that are control characters: 0x00-0x1F
 * but TAB (signed compares: high bytes are negative and kept apart),
 * or DEL; into *high, every byte (bit 7 tells a byte of 0x80 and above).
 */
static inline unsigned
scan_step(__m128i v, __m128i keep, __m128i *bad, __m128i *high)
{
	__m128i t = _mm_cmpeq_epi8(v, _mm_set1_epi8('\t'));
	__m128i c0 = _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8(-1)),
	    _mm_cmplt_epi8(v, _mm_set1_epi8(0x20)));

	*bad = _mm_or_si128(*bad, _mm_and_si128(keep, _mm_or_si128(
	    _mm_andnot_si128(t, c0), _mm_cmpeq_epi8(v, _mm_set1_epi8(0x7F)))));
	*high = _mm_or_si128(*high, v);
	return (unsigned)_mm_movemask_epi8(t);
}

/*
 * Where the first byte of 0x80 and above is in a line known to hold one
 * (or len): UTF-8 is checked from there, sixteen bytes a step to it.
 */
static size_t
first_high(const char *line, size_t len)
{
	size_t i;

	for (i = 0; i + 16 <= len; i += 16) {
		unsigned h = (unsigned)_mm_movemask_epi8(
		    _mm_loadu_si128((const __m128i *)(const void *)(line + i)));

		if (h)
			return i + (size_t)__builtin_ctz(h);
	}
	for (; i < len && (unsigned char)line[i] < 0x80; i++)
		;
	return i;
}

/*
 * A split line refused: its TABs back (the last field ends the line),
 * then the full check, which names what is wrong and exits.
 */
static void
refuse_split(struct tsv_in *in, char *line, size_t len, const struct splitter *sp)
{
	unsplit(sp->f, sp->flen, sp->nf - 1);
	tsv_check_line(in, line, len);
	tsv_bad_line(in, "a control character in the line");	/* not reached */
}
#endif

/*
 * Split the line at TABs, fields NUL-terminated, and check its bytes in
 * the same pass.  Sixteen bytes a step with SSE2 (part of x86-64): a
 * mask of the TABs gives a field per set bit, and the step also
 * gathers whether the line holds a control character (C0 but TAB, or
 * DEL; NUL among them) or a byte of 0x80 and above, in two vectors
 * looked at once per line.  Only then is the line read again: a control
 * character is refused by tsv_check_line, a high byte has its UTF-8
 * checked.  The last step loads the line's last 16 bytes, overlapping
 * the one before, and leaves out the bytes already seen, so no byte
 * past the line is read.  (Most lines never come here: tsv_next reads
 * them by blocks, tsv_read_blocks in tsv_blocks.c.)  Elsewhere (and
 * for lines under 16 bytes) the line is checked first, then split
 * eight bytes a step in a 64-bit word.
 */
int
tsv_read_record(struct tsv_in *in)
{
	const uint64_t tabs = 0x0909090909090909ULL;
	struct splitter sp;
	char *line, *p;
	size_t len, i = 0;

	sp.in = in;
	sp.f = in->f;
	sp.flen = in->flen;
	sp.nf = 0;
	sp.cap = in->fcap;
	if (!tsv_take_line(in, &line, &len))
		return 0;
	p = line;
#ifdef __SSE2__
	if (len >= 16) {
		/* the last step's new bytes: the last n of keep_last + n */
		static const signed char keep_last[32] = {
			0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
			-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1
		};
		const __m128i all = _mm_set1_epi8(-1);
		size_t last = len - 16;
		__m128i bad = _mm_setzero_si128(), high = _mm_setzero_si128();
		/* loaded before the split writes its NULs: a load over bytes
		 * just stored waits for the stores (store forwarding fails) */
		__m128i vlast = _mm_loadu_si128((const __m128i *)(const void *)(line + last));

		for (; i < last; i += 16) {
			fields_room(&sp, 17);	/* this step's TABs and the last field */
			split_mask(&sp, &p, line + i, scan_step(_mm_loadu_si128(
			    (const __m128i *)(const void *)(line + i)), all, &bad, &high));
		}
		/* the last step: its first i - last bytes were seen (and may
		 * hold the NULs the split wrote): their bits are left out */
		fields_room(&sp, 17);
		split_mask(&sp, &p, line + i, scan_step(vlast, _mm_loadu_si128(
		    (const __m128i *)(const void *)(keep_last + (len - i))), &bad, &high) >>
		    (i - last));
		split_at(&sp, &p, line + len);	/* the last field, NUL-terminated already */
		in->nf = sp.nf;
		if (_mm_movemask_epi8(bad))
			refuse_split(in, line, len, &sp);
		/* the NULs the split wrote are ASCII as the TABs were */
		if (_mm_movemask_epi8(high))
			tsv_check_utf8_from(in, line, len, first_high(line, len));
		return 1;
	}
#endif
	tsv_check_line(in, line, len);
	for (; i + 8 <= len; i += 8) {
		uint64_t w, m;

		memcpy(&w, line + i, 8);
		fields_room(&sp, 9);
		for (m = tsv_bytes_equal(w, tabs); m; m &= m - 1)
			split_at(&sp, &p, line + i + (size_t)(__builtin_ctzll(m) >> 3));
	}
	for (; i < len; i++)
		if (line[i] == '\t') {
			fields_room(&sp, 2);
			split_at(&sp, &p, line + i);
		}
	fields_room(&sp, 1);
	split_at(&sp, &p, line + len);	/* the last field, NUL-terminated already */
	in->nf = sp.nf;
	return 1;
}
