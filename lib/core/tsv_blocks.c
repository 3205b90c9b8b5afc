/*
 * tsv_blocks.c - the block reader: most lines found 64 bytes at a time,
 * the masks of a whole block at once, SSE2 or AVX2 chosen at the first
 * scan (tsv_read_blocks, tsv_read_blocks_offsets, tsv_next_blocks).  A
 * line it does not take goes to the splitter (tsv_record.c).  Over the
 * line layer (tsv_line.c).  Without SSE2 it takes no line.
 */
#include "tsv.h"
#include "tsv_line.h"
#include "tsv_split.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#ifdef __SSE2__
/*
 * What 64 bytes from s hold, a bit a byte (bit i: s[i]): TABs, newlines,
 * control characters (C0 but TAB and newline, and DEL) and bytes of
 * 0x80 and above, sixteen bytes a step (SSE2 is part of x86-64).  A
 * signed compare puts the high bytes below 0x20 too; their own mask
 * takes them out.
 */
static void
scan_block_sse2(const char *s, struct tsv_block *b)
{
	uint64_t tab = 0, nl = 0, ctl = 0, high = 0;
	unsigned k;

	for (k = 0; k < 64; k += 16) {
		__m128i v = _mm_loadu_si128((const __m128i *)(const void *)(s + k));
		__m128i c = _mm_or_si128(_mm_cmplt_epi8(v, _mm_set1_epi8(0x20)),
		    _mm_cmpeq_epi8(v, _mm_set1_epi8(0x7F)));

		tab |= (uint64_t)(unsigned)_mm_movemask_epi8(
		    _mm_cmpeq_epi8(v, _mm_set1_epi8('\t'))) << k;
		nl |= (uint64_t)(unsigned)_mm_movemask_epi8(
		    _mm_cmpeq_epi8(v, _mm_set1_epi8('\n'))) << k;
		ctl |= (uint64_t)(unsigned)_mm_movemask_epi8(c) << k;
		high |= (uint64_t)(unsigned)_mm_movemask_epi8(v) << k;
	}
	b->tab = tab;
	b->nl = nl;
	b->bad = ctl & ~high & ~tab & ~nl;
	b->high = high;
}

#if defined(__GNUC__) && defined(__x86_64__)
#define HAVE_AVX2_SCAN 1
#include <immintrin.h>

/* The bits of a byte mask of 64 bytes, in two halves of 32. */
__attribute__((target("avx2"))) static inline uint64_t
mask_of(__m256i lo, __m256i hi)
{
	return (uint64_t)(uint32_t)_mm256_movemask_epi8(lo) |
	    (uint64_t)(uint32_t)_mm256_movemask_epi8(hi) << 32;
}

/* scan_block_sse2 thirty-two bytes a step, where the processor has AVX2. */
__attribute__((target("avx2"))) static void
scan_block_avx2(const char *s, struct tsv_block *b)
{
	const __m256i tab = _mm256_set1_epi8('\t'), nl = _mm256_set1_epi8('\n'),
	    space = _mm256_set1_epi8(0x20), del = _mm256_set1_epi8(0x7F);
	__m256i lo = _mm256_loadu_si256((const __m256i *)(const void *)s);
	__m256i hi = _mm256_loadu_si256((const __m256i *)(const void *)(s + 32));
	uint64_t t, n, ctl, high;

	t = mask_of(_mm256_cmpeq_epi8(lo, tab), _mm256_cmpeq_epi8(hi, tab));
	n = mask_of(_mm256_cmpeq_epi8(lo, nl), _mm256_cmpeq_epi8(hi, nl));
	ctl = mask_of(
	    _mm256_or_si256(_mm256_cmpgt_epi8(space, lo), _mm256_cmpeq_epi8(lo, del)),
	    _mm256_or_si256(_mm256_cmpgt_epi8(space, hi), _mm256_cmpeq_epi8(hi, del)));
	high = mask_of(lo, hi);
	b->tab = t;
	b->nl = n;
	b->bad = ctl & ~high & ~t & ~n;
	b->high = high;
}
#endif

static void scan_block_first(const char *s, struct tsv_block *b);
static void (*scan_block)(const char *, struct tsv_block *) = scan_block_first;

/*
 * The first scan picks the one the processor runs fastest; both give
 * the same masks.  RATEPIPE_SIMD=sse2 in the environment keeps to SSE2,
 * so the tests can read the same files both ways on any machine.
 */
static void
scan_block_first(const char *s, struct tsv_block *b)
{
	const char *simd = getenv("RATEPIPE_SIMD");

	scan_block = scan_block_sse2;
#ifdef HAVE_AVX2_SCAN
	if (!(simd && strcmp(simd, "sse2") == 0) && __builtin_cpu_supports("avx2"))
		scan_block = scan_block_avx2;
#else
	(void)simd;
#endif
	scan_block(s, b);
}

/*
 * The high bytes of a line in a block (bit i of h: s[i]) are all in
 * letters of two bytes, C2-DF then 80-BF, none a C1 control (C2 80 to
 * C2 9F): the UTF-8 the full check (tsv_check_utf8_from) would pass,
 * for most names with accents, without its call.  0 for anything else
 * (longer letters, a letter across the block's edge or the line's end,
 * a fault): the full check then reads the line, and names a fault.
 */
static inline int
two_byte_letters(const char *s, uint64_t h)
{
	while (h) {
		unsigned t = (unsigned)__builtin_ctzll(h);
		unsigned char c, c1;

		/* its second byte in the block (in the line too: the line's
		 * newline fails the test below, and bit t + 1 of h is set) */
		if (t == 63)
			return 0;
		c = (unsigned char)s[t];
		c1 = (unsigned char)s[t + 1];
		if (c < 0xC2 || c > 0xDF || (c1 & 0xC0) != 0x80 || (c == 0xC2 && c1 < 0xA0))
			return 0;
		h &= h - 1;
		h &= h - 1;
	}
	return 1;
}

/* The TABs back after the first n fields split as offsets (the field
 * after field k begins at off[k + 1]). */
static void
unsplit_offsets(const char *keep, const uint32_t *off, size_t n)
{
	size_t k;

	for (k = 1; k <= n; k++)
		((char *)keep)[off[k] - 1] = '\t';
}

/*
 * The common line read in blocks of 64 bytes: one scan of a block gives
 * the masks of its TABs, newlines, control characters and high bytes
 * (scan_block), kept in the reader for the lines after it in the same
 * block, so a line costs a few operations per field and a share of its
 * blocks' scans.  Only whole blocks within the bytes read are taken.
 * 0, with the line as it was (its TABs back) and nothing consumed, when
 * a block would pass the end of the bytes read, or the line is line 1
 * (a BOM), longer than the limit, or holds a control character (a CR
 * before its newline among them): tsv_next then reads it the other way
 * (tsv_read_record), which names a fault.  With offs (a reader holding
 * rows, tsv_in.offs) each field is written as its offset from keep, 4
 * bytes, instead of a pointer and a length; a line ending 4 GiB or more
 * past keep goes the other way too (which refuses it).
 */
static inline __attribute__((always_inline)) int
read_blocks(struct tsv_in *in, int offs)
{
	const struct tsv_block *b = &in->blk;
	size_t pos = in->pos, at, sh, e, len, hi_at = 0;
	uint64_t bad = 0, high = 0;
	int utf8_full = 0;	/* a high byte two_byte_letters did not pass */
	char *buf = in->buf, *line, *p;
	/* in locals, not through in: a byte stored may alias in's fields,
	 * which the compiler would load again after each NUL */
	char **f = in->f;
	size_t *flen = in->flen, nf = 0, cap = offs ? in->obcap - in->oat : in->fcap;
	uint32_t *off = in->off;
	const char *keep = in->keep;

	if (in->line == 0)
		return 0;
	/* the block the line begins in: the one kept, or a new one */
	if (pos >= in->blk_end || pos + 64 < in->blk_end) {
		if (in->end < 64 || pos > in->end - 64)
			return 0;
		scan_block(buf + pos, &in->blk);
		in->blk_end = pos + 64;
	}
	line = p = buf + pos;
	at = in->blk_end - 64;
	for (sh = pos - at;; sh = 0) {
		uint64_t from = ~0ULL << sh, nl = b->nl & from, range, h, m;
		char *base;

		if (nf + 66 > cap) {	/* the block's TABs, the last field and the end */
			in->nf = nf;
			if (offs) {
				tsv_offsets_room(in, in->oat, nf + 66);
				off = in->off;
				cap = in->obcap - in->oat;
			} else {
				tsv_grow_fields(in, nf + 66);
				f = in->f;
				flen = in->flen;
				cap = in->fcap;
			}
		}
		range = nl ? from & ((1ULL << __builtin_ctzll(nl)) - 1) : from;
		bad |= b->bad & range;
		if ((h = b->high & range) != 0) {
			if (!high)
				hi_at = at + (size_t)__builtin_ctzll(h) - pos;
			high |= h;
			if (!utf8_full)
				utf8_full = !two_byte_letters(buf + at, h);
		}
		if (offs) {
			/* field nf + 1 begins after the TAB that ends field nf:
			 * its offset is the TAB's bit + 1 past the block's */
			uint32_t boff = (uint32_t)(buf + at + 1 - keep);

			if (nf == 0)
				off[0] = (uint32_t)(line - keep);
			for (m = b->tab & range, base = buf + at; m; m &= m - 1) {
				unsigned t = (unsigned)__builtin_ctzll(m);

				base[t] = '\0';
				off[++nf] = boff + t;
			}
		} else
			for (m = b->tab & range, base = buf + at; m; m &= m - 1) {
				char *tab = base + (unsigned)__builtin_ctzll(m);

				f[nf] = p;
				flen[nf++] = (size_t)(tab - p);
				*tab = '\0';
				p = tab + 1;
			}
		if (nl) {
			e = at + (size_t)__builtin_ctzll(nl);
			len = e - pos;
			if (bad || len > TSV_MAX_LINE ||
			    (offs && (size_t)(buf + e + 1 - keep) > UINT32_MAX))
				break;
			buf[e] = '\0';
			if (offs)
				off[++nf] = (uint32_t)(buf + e + 1 - keep);
			else {
				f[nf] = p;
				flen[nf++] = (size_t)(buf + e - p);
			}
			in->nf = nf;
			in->line++;
			in->pos = e + 1;
			/* the NULs the split wrote are ASCII as the TABs were */
			if (utf8_full)
				tsv_check_utf8_from(in, line, len, hi_at);
			return 1;
		}
		at += 64;
		if (bad || at - pos > TSV_MAX_LINE || at > in->end - 64)
			break;
		scan_block(buf + at, &in->blk);
		in->blk_end = at + 64;
	}
	/* the line as it was */
	if (offs)
		unsplit_offsets(keep, off, nf);
	else
		unsplit(f, flen, nf);
	return 0;
}

int
tsv_read_blocks(struct tsv_in *in)
{
	return read_blocks(in, 0);
}

int
tsv_read_blocks_offsets(struct tsv_in *in)
{
	return read_blocks(in, 1);
}
#endif

/*
 * The next record of a reader that holds rows (tsv_offsets_on) when the
 * block scanner takes it: 1, the common row in one call instead of
 * three (tsv_next, tsv_read_blocks_offsets).  0, nothing read: the
 * caller asks tsv_next (whose blocks refuse the line again: a line
 * refused does not move the reader).  Not a call to tsv_next here:
 * tsv_read.c needs this file, not the other way.
 */
int
tsv_next_blocks(struct tsv_in *in)
{
#ifdef __SSE2__
	if (!in->csv && read_blocks(in, 1)) {
		if (in->nf != in->ncol)
			tsv_bad_line(in, "expected %zu fields as in the header, found %zu",
			    in->ncol, in->nf);
		return 1;
	}
#else
	(void)in;
#endif
	return 0;
}
