/*
 * tsv_read.c - the streaming TSV (and CSV) reader: files opened and read
 * in chunks, lines checked (UTF-8, no control characters), split into
 * fields, the header's columns, a field as a number or date.  The
 * writer is tsv_write.c; the reader needs nothing of it (an error
 * mid-row runs rp_die_hook, which the writer set).  Still one file: the
 * TSV record reader, the CSV record reader (read_csv_record) and the
 * SIMD block scanner (read_tsv_blocks, scan_block_*) all sit on the line
 * layer's static inline helpers (take_line, check_line, add_field, the
 * splitter); taking them apart wants that layer in a file and header of
 * its own below the three (issue 40, not done yet).
 */
#define _GNU_SOURCE	/* F_SETPIPE_SZ, where Linux has it */
#include "tsv.h"
#include "num.h"
#include "rp.h"

#include <errno.h>
#include <math.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define READ_CHUNK (256u << 10)

/*
 * A pipe between two stages holds 64 KiB by default: the writer blocks
 * every 64 KiB and the two processes take turns instead of running
 * side by side.  A 1 MiB pipe lets both cores work (best effort: the
 * call fails harmlessly on a file, a terminal or a system without it).
 */
void
tsv_widen_pipe(int fd)
{
#ifdef F_SETPIPE_SZ
	(void)fcntl(fd, F_SETPIPE_SZ, 1 << 20);
#else
	(void)fd;
#endif
}

/* ---------- reading ---------- */

static void
open_path(struct tsv_in *in, const char *path)
{
	if (strcmp(path, "-") == 0) {
		in->name = "stdin";
		in->fd = 0;
		tsv_widen_pipe(0);
	} else {
		in->name = path;
		in->fd = open(path, O_RDONLY);
		if (in->fd < 0)
			die_sys("%s", path);
	}
	/* the bytes of the file before were all taken (pos == end); kept
	 * ones stay: a game may go on in the next file */
	in->eof = 0;
	in->line = 0;
	in->blk_end = 0;
}

int tsv_accept_unterminated;

/*
 * More bytes: the unread ones (and the kept ones before them) moved to
 * the front, the buffer doubled while it has less than half a chunk free.
 * take_line stops before a line passes TSV_MAX_LINE, so the buffer grows
 * with the longest line and what is kept, nothing else.
 */
static void
fill(struct tsv_in *in)
{
	size_t from = in->pos, koff = in->keep ? (size_t)(in->keep - in->buf) : 0;
	uintptr_t was = (uintptr_t)in->keep;
	ssize_t got;

	if (in->keep && koff < from)
		from = koff;
	if (from > 0) {
		memmove(in->buf, in->buf + from, in->end - from);
		in->end -= from;
		in->pos -= from;
	}
	if (in->cap - in->end < READ_CHUNK / 2) {
		in->cap = in->cap ? in->cap * 2 : READ_CHUNK;
		in->buf = xrealloc(in->buf, in->cap + 1);
	}
	in->blk_end = 0;	/* the bytes moved under the kept block */
	if (in->keep) {
		in->keep = in->buf + (koff - from);
		in->moved += (uintptr_t)in->keep - was;
	}
	do
		got = read(in->fd, in->buf + in->end, in->cap - in->end);
	while (got < 0 && errno == EINTR);
	if (got < 0)
		die_sys("%s", in->name);
	if (got == 0)
		in->eof = 1;
	in->end += (size_t)got;
}

/*
 * Checks UTF-8 well-formedness (no overlongs, no surrogates); with c1, a
 * C1 control (C2 80 to C2 9F) stops it too (check_utf8_from tells which).
 */
static inline size_t
utf8_scan(const unsigned char *s, size_t n, int c1)
{
	size_t i = 0;

	while (i < n) {
		unsigned c = s[i];
		size_t k, len;
		uint32_t cp;

		if (c < 0x80) {
			/* ASCII runs (most of a line) a word at a time */
			for (i++; i + 8 <= n; i += 8) {
				uint64_t w, high;

				memcpy(&w, s + i, 8);
				if ((high = w & 0x8080808080808080ULL) != 0) {
					/* on to the high byte (little-endian: the
					 * lowest set bit; elsewhere bytes go one by one) */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
					i += (size_t)__builtin_ctzll(high) >> 3;
#endif
					break;
				}
			}
			continue;
		}
		if (c1 && c == 0xC2 && i + 1 < n && s[i + 1] < 0xA0)
			return i;	/* U+0080-U+009F: a C1 control */
		if (c >= 0xC2 && c <= 0xDF)
			len = 2, cp = c & 0x1F;
		else if (c >= 0xE0 && c <= 0xEF)
			len = 3, cp = c & 0x0F;
		else if (c >= 0xF0 && c <= 0xF4)
			len = 4, cp = c & 0x07;
		else
			return i;
		if (i + len > n)
			return i;
		for (k = 1; k < len; k++) {
			if ((s[i + k] & 0xC0) != 0x80)
				return i;
			cp = cp << 6 | (s[i + k] & 0x3F);
		}
		if ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) ||
		    (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
			return i;
		i += len;
	}
	return n;
}

size_t
utf8_bad_at(const unsigned char *s, size_t n)
{
	return utf8_scan(s, n, 0);
}

static uint64_t bytes_equal(uint64_t w, uint64_t c);

/* A control character: C0 but TAB (the separator), or DEL. */
static int
is_control(unsigned char c)
{
	return (c < 0x20 && c != '\t') || c == 0x7F;
}

/*
 * Bit 7 set in some byte when w holds a control character.  TABs
 * become 0x29 first (bit 5 set), then "a byte below 0x20" (exact as a
 * whole-word test) finds C0; DEL is the byte below 0x80 whose low 7
 * bits are all set: adding 1 to them carries into bit 7.
 */
static uint64_t
word_control(uint64_t w)
{
	const uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
	const uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL;
	uint64_t z = w | bytes_equal(w, 0x0909090909090909ULL) >> 2;

	return (((z - 0x20 * ones) & ~z) | (((w & low7) + ones) & ~w)) & highs;
}

/* Is there a control character or a byte of 0x80 and above in w? */
static int
word_special(uint64_t w)
{
	return ((w & 0x8080808080808080ULL) | word_control(w)) != 0;
}

/* Offset of the first control character in s, or n. */
static size_t
first_control(const char *s, size_t n)
{
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t w;

		memcpy(&w, s + i, 8);
		if (word_control(w))
			break;
	}
	for (; i < n && !is_control((unsigned char)s[i]); i++)
		;
	return i;
}

/*
 * Where the first byte that needs a closer look is: a control character
 * (NUL among them) or a byte of 0x80 and above (UTF-8), or n when the
 * line is plain printable ASCII and TABs.  Eight bytes at a time.
 */
static size_t
first_special(const char *s, size_t n)
{
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t w;

		memcpy(&w, s + i, 8);
		if (word_special(w))
			break;
	}
	for (; i < n; i++)
		if (is_control((unsigned char)s[i]) || (unsigned char)s[i] >= 0x80)
			return i;
	return n;
}

/*
 * A control character at s[at] (CR inside a line, ESC, other C0, DEL):
 * refused with the field's column, shown escaped, so that no stage
 * ever prints it raw.
 */
static void
bad_control(struct tsv_in *in, const char *s, size_t at)
{
	size_t col = 1, i, start = 0;
	unsigned char c = (unsigned char)s[at];

	for (i = 0; i < at; i++)
		if (s[i] == '\t') {
			col++;
			start = i + 1;
		}
	if (rp_die_hook)	/* the writer's rows so far out (tsv_out_abort) */
		rp_die_hook();
	if (in->csv)	/* commas may be quoted: the byte, not the column */
		fprintf(stderr, "%s: %s:%lu: at byte %zu: expected text without control characters, found \"",
		    rp_progname, in->name, in->line, at + 1);
	else
		fprintf(stderr, "%s: %s:%lu:%zu: expected text without control characters, found \"",
		    rp_progname, in->name, in->line, col);
	for (i = start; i < at + 1 && i - start < 60; i++)
		if (is_control((unsigned char)s[i]))
			fprintf(stderr, "\\x%02X", (unsigned char)s[i]);
		else
			fputc(s[i], stderr);
	fprintf(stderr, "\" (byte 0x%02X%s)\n", c, c == '\r' ? ", a CR inside the line" : "");
	exit(EXIT_DATA);
}

/*
 * The next physical line: BOM (first line) and CR removed,
 * NUL-terminated in place, not yet checked.  0 at the end of the file.
 */
static int
take_line(struct tsv_in *in, char **out, size_t *outlen)
{
	char *line, *nl, *end;

	for (;;) {
		nl = in->end > in->pos ?
		    memchr(in->buf + in->pos, '\n', in->end - in->pos) : NULL;
		if (nl || in->eof || in->end - in->pos > TSV_MAX_LINE)
			break;
		fill(in);
	}
	if (!nl && in->pos == in->end)
		return 0;
	in->line++;
	line = in->buf + in->pos;
	end = nl ? nl : in->buf + in->end;
	/* the limit counts the bytes before the newline (a CR among them) */
	if ((size_t)(end - line) > TSV_MAX_LINE)
		tsv_bad_line(in, "line longer than %u MiB (%u bytes before its newline)",
		    TSV_MAX_LINE >> 20, TSV_MAX_LINE);
	if (!nl && !tsv_accept_unterminated)
		tsv_bad_line(in, "the last line has no newline: the input was cut short "
		    "(a stage's output is always whole lines); parse reads such files");
	in->pos = nl ? (size_t)(nl - in->buf) + 1 : in->end;
	if (end > line && end[-1] == '\r')
		end--;
	if (in->line == 1 && end - line >= 3 && memcmp(line, "\xEF\xBB\xBF", 3) == 0)
		line += 3;
	*end = '\0';
	*out = line;
	*outlen = (size_t)(end - line);
	return 1;
}

/*
 * A C1 control (U+0080-U+009F, UTF-8 C2 80 to C2 9F) at s[at]: as a C0
 * one, refused, shown escaped (U+009B is a terminal's CSI).  Such text
 * is usually Windows-1252 decoded as Latin-1.
 */
static void
bad_c1(struct tsv_in *in, const char *s, size_t at)
{
	size_t col = 1, i, start = 0;

	for (i = 0; i < at; i++)
		if (s[i] == '\t' || s[i] == '\0') {	/* split already, or not yet */
			col++;
			start = i + 1;
		}
	if (rp_die_hook)	/* the writer's rows so far out (tsv_out_abort) */
		rp_die_hook();
	if (in->csv)	/* commas may be quoted: the byte, not the column */
		fprintf(stderr, "%s: %s:%lu: at byte %zu: expected text without control "
		    "characters, found \"", rp_progname, in->name, in->line, at + 1);
	else
		fprintf(stderr, "%s: %s:%lu:%zu: expected text without control characters, "
		    "found \"", rp_progname, in->name, in->line, col);
	for (i = start; i < at && i - start < 60; i++)
		fputc(s[i], stderr);
	fprintf(stderr, "\\u%04X\" (U+%04X, a C1 control: text of a Windows code page read "
	    "as Latin-1?)\n", (unsigned char)s[at + 1] & 0xFFu, (unsigned char)s[at + 1] & 0xFFu);
	exit(EXIT_DATA);
}

/* The line's UTF-8 is valid and holds no C1 control, or the line is
 * refused naming the byte (checked from byte from on: the bytes before
 * are ASCII). */
static void
check_utf8_from(struct tsv_in *in, const char *line, size_t len, size_t from)
{
	size_t at = from + utf8_scan((const unsigned char *)line + from, len - from, 1);
	const unsigned char *c = (const unsigned char *)line + at;

	if (at < len && c[0] == 0xC2 && at + 1 < len && c[1] >= 0x80 && c[1] < 0xA0)
		bad_c1(in, line, at);
	if (at < len)
		tsv_bad_line(in, "invalid UTF-8 at byte %zu of the line", at + 1);
}

/* The line's bytes: no NUL, no other control character, valid UTF-8. */
static void
check_line(struct tsv_in *in, char *line, size_t len)
{
	size_t bad, i;

	if ((bad = first_special(line, len)) < len) {
		if (memchr(line + bad, '\0', len - bad))
			tsv_bad_line(in, "NUL byte at byte %zu of the line",
			    (size_t)((char *)memchr(line, '\0', len) - line) + 1);
		if ((i = bad + first_control(line + bad, len - bad)) < len)
			bad_control(in, line, i);
		check_utf8_from(in, line, len, bad);
	}
}

/* The next physical line, checked (for CSV, whose fields may be quoted). */
static int
get_line(struct tsv_in *in, char **out, size_t *outlen)
{
	if (!take_line(in, out, outlen))
		return 0;
	check_line(in, *out, *outlen);
	return 1;
}

/* Room for want fields from f on (f and flen may move). */
static void
grow_fields(struct tsv_in *in, size_t want)
{
	xgrow(&in->fbase, &in->fbcap, in->fat + want, sizeof *in->fbase);
	in->flbase = xrealloc(in->flbase, in->fbcap * sizeof *in->flbase);
	in->f = in->fbase + in->fat;
	in->flen = in->flbase + in->fat;
	in->fcap = in->fbcap - in->fat;
}

void
tsv_fields_room(struct tsv_in *in, size_t at)
{
	in->fat = at;
	grow_fields(in, 1);
}

static inline void
add_field(struct tsv_in *in, char *p, size_t n)
{
	if (in->nf == in->fcap)
		grow_fields(in, in->nf + 1);
	in->f[in->nf] = p;
	in->flen[in->nf] = n;
	in->nf++;
}

/* Bit 7 of each byte of w that equals c (exact: no false positives). */
static uint64_t
bytes_equal(uint64_t w, uint64_t c)
{
	const uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL;
	uint64_t t = w ^ c;

	return ~(((t & low7) + low7) | t | low7);
}

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

/* A field ends at each TAB whose bit is set in m (bit i: at + i). */
static inline void
split_mask(struct splitter *sp, char **p, char *at, unsigned m)
{
	for (; m; m &= m - 1)
		split_at(sp, p, at + (unsigned)__builtin_ctz(m));
}

/* Room for k more fields (checked once per step, not per field). */
static inline void
fields_room(struct splitter *sp, size_t k)
{
	if (sp->nf + k > sp->cap) {
		sp->in->nf = sp->nf;
		grow_fields(sp->in, sp->nf + k);
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
#endif

/* The TABs back after the first n fields (the split made them NULs). */
static void
unsplit(char *const *f, const size_t *flen, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		f[k][flen[k]] = '\t';
}

/*
 * A split line refused: its TABs back (the last field ends the line),
 * then the full check, which names what is wrong and exits.
 */
static void
refuse_split(struct tsv_in *in, char *line, size_t len, const struct splitter *sp)
{
	unsplit(sp->f, sp->flen, sp->nf - 1);
	check_line(in, line, len);
	tsv_bad_line(in, "a control character in the line");	/* not reached */
}

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
 * The common line read in blocks of 64 bytes: one scan of a block gives
 * the masks of its TABs, newlines, control characters and high bytes
 * (scan_block), kept in the reader for the lines after it in the same
 * block, so a line costs a few operations per field and a share of its
 * blocks' scans.  Only whole blocks within the bytes read are taken.
 * 0, with the line as it was (its TABs back) and nothing consumed, when
 * a block would pass the end of the bytes read, or the line is line 1
 * (a BOM), longer than the limit, or holds a control character (a CR
 * before its newline among them): tsv_next then reads it the other way
 * (read_tsv_record), which names a fault.
 */
static int
read_tsv_blocks(struct tsv_in *in)
{
	const struct tsv_block *b = &in->blk;
	size_t pos = in->pos, at, sh, e, len, hi_at = 0;
	uint64_t bad = 0, high = 0;
	char *buf = in->buf, *line, *p;
	/* in locals, not through in: a byte stored may alias in's fields,
	 * which the compiler would load again after each NUL */
	char **f = in->f;
	size_t *flen = in->flen, nf = 0, cap = in->fcap;

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

		if (nf + 65 > cap) {	/* the block's TABs and the last field */
			in->nf = nf;
			grow_fields(in, nf + 65);
			f = in->f;
			flen = in->flen;
			cap = in->fcap;
		}
		range = nl ? from & ((1ULL << __builtin_ctzll(nl)) - 1) : from;
		bad |= b->bad & range;
		if ((h = b->high & range) && !high)
			hi_at = at + (size_t)__builtin_ctzll(h) - pos;
		high |= h;
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
			if (bad || len > TSV_MAX_LINE)
				break;
			buf[e] = '\0';
			f[nf] = p;
			flen[nf++] = (size_t)(buf + e - p);
			in->nf = nf;
			in->line++;
			in->pos = e + 1;
			/* the NULs the split wrote are ASCII as the TABs were */
			if (high)
				check_utf8_from(in, line, len, hi_at);
			return 1;
		}
		at += 64;
		if (bad || at - pos > TSV_MAX_LINE || at > in->end - 64)
			break;
		scan_block(buf + at, &in->blk);
		in->blk_end = at + 64;
	}
	unsplit(f, flen, nf);	/* the line as it was */
	return 0;
}
#endif

/*
 * Split the line at TABs, fields NUL-terminated, and check its bytes in
 * the same pass.  Sixteen bytes a step with SSE2 (part of x86-64): a
 * mask of the TABs gives a field per set bit, and the step also
 * gathers whether the line holds a control character (C0 but TAB, or
 * DEL; NUL among them) or a byte of 0x80 and above, in two vectors
 * looked at once per line.  Only then is the line read again: a control
 * character is refused by check_line, a high byte has its UTF-8
 * checked.  The last step loads the line's last 16 bytes, overlapping
 * the one before, and leaves out the bytes already seen, so no byte
 * past the line is read.  (Most lines never come here: tsv_next reads
 * them by blocks, read_tsv_blocks.)  Elsewhere (and
 * for lines under 16 bytes) the line is checked first, then split
 * eight bytes a step in a 64-bit word.
 */
static int
read_tsv_record(struct tsv_in *in)
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
	if (!take_line(in, &line, &len))
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
			check_utf8_from(in, line, len, first_high(line, len));
		return 1;
	}
#endif
	check_line(in, line, len);
	for (; i + 8 <= len; i += 8) {
		uint64_t w, m;

		memcpy(&w, line + i, 8);
		fields_room(&sp, 9);
		for (m = bytes_equal(w, tabs); m; m &= m - 1)
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

/*
 * RFC 4180: comma-separated, fields optionally in double quotes, "" a
 * quote inside them, a quoted field may span lines.  A field that holds
 * a TAB or a line break cannot travel in TSV and is an error.
 */
static int
read_csv_record(struct tsv_in *in)
{
	char *line;
	size_t len, i, w = 0, fw = 0, start, nfields = 0;
	unsigned long first;
	int quoted = 0, inq = 0, after_q = 0;

	if (!get_line(in, &line, &len))
		return 0;
	if (!in->sep) {
		/* a spreadsheet in a European locale writes ';' */
		in->sep = memchr(line, ';', len) && !memchr(line, ',', len) ? ';' : ',';
		if (in->sep == ';')
			warnx_rp("%s:1: the header line has semicolons and no commas: reading ';'-separated CSV",
			    in->name);
	}
	first = in->line;
	in->nf = 0;
	start = 0;
	/*
	 * Unquoted in place: each byte read writes at most one (w <= i), so
	 * the fields end up back to back in the line, NUL-terminated, as a
	 * TSV record's are.
	 */
	for (i = 0; i < len; i++) {
		char c = line[i];

		if (inq) {
			if (c == '"') {
				if (i + 1 < len && line[i + 1] == '"') {
					line[w++] = '"';
					i++;
				} else {
					inq = 0;
					after_q = 1;
				}
				continue;
			}
			if (c == '\t')
				tsv_bad_line(in, "CSV field holds a TAB, which TSV cannot carry");
		} else if (c == in->sep) {
			nfields++;
			line[w] = '\0';
			add_field(in, line + fw, w - fw);
			fw = ++w;
			quoted = after_q = 0;
			start = i + 1;
			continue;
		} else if (c == '"') {
			if (i != start || quoted)
				tsv_bad_line(in, "CSV quote inside an unquoted field (column %zu)", nfields + 1);
			quoted = inq = 1;
			continue;
		} else if (after_q) {
			tsv_bad_line(in, "CSV text after a closing quote (column %zu)", nfields + 1);
		} else if (c == '\t') {
			tsv_bad_line(in, "CSV field holds a TAB, which TSV cannot carry");
		}
		line[w++] = c;
	}
	if (inq) {
		/* a quoted field that spans lines: in TSV a line break ends a row */
		if (!get_line(in, &line, &len)) {
			in->line = first;
			tsv_bad_line(in, "CSV quoted field is not closed before the end of the file");
		}
		tsv_bad_line(in, "CSV field holds a line break (opened on line %lu), which TSV cannot carry", first);
	}
	line[w] = '\0';
	add_field(in, line + fw, w - fw);
	return 1;
}

static int
read_line(struct tsv_in *in)
{
	return in->csv ? read_csv_record(in) : read_tsv_record(in);
}

/*
 * Column i's name was seen before it: a hash set of the names so far
 * (slot holds column + 1), so a header of 100,000 columns is checked
 * in linear time, not 5e9 comparisons.
 */
static int
seen_column(size_t *slot, size_t mask, char *const *name, size_t i)
{
	const unsigned char *p;
	uint64_t h = 0xcbf29ce484222325ULL;	/* FNV-1a */
	size_t k;

	for (p = (const unsigned char *)name[i]; *p; p++)
		h = (h ^ *p) * 0x100000001b3ULL;
	for (k = (size_t)h & mask; slot[k]; k = (k + 1) & mask)
		if (strcmp(name[slot[k] - 1], name[i]) == 0)
			return 1;
	slot[k] = i + 1;
	return 0;
}

static void
take_header(struct tsv_in *in)
{
	size_t i, *slot, mask = 15;

	if (!read_line(in))
		die_data("%s: empty input: expected a header line", in->name);
	if (in->col == NULL) {
		in->ncol = in->nf;
		in->col = xcalloc(in->ncol, sizeof *in->col);	/* tsv_close-safe if a name is bad */
		while (mask < 2 * in->nf)
			mask = mask * 2 + 1;
		slot = xcalloc(mask + 1, sizeof *slot);
		for (i = 0; i < in->nf; i++) {
			if (in->flen[i] == 0 || seen_column(slot, mask, in->f, i))
				break;
			in->col[i] = xstrdup(in->f[i]);
		}
		free(slot);	/* before a message ends the program: the fuzzers check leaks */
		if (i < in->nf && in->flen[i] == 0)
			die_data("%s:1:%zu: empty column name in the header",
			    in->name, i + 1);
		if (i < in->nf)
			die_data("%s:1:%zu: column \"%s\" appears twice in the header",
			    in->name, i + 1, in->f[i]);
		return;
	}
	/* Later files must agree with the first, or columns would shift. */
	if (in->nf != in->ncol)
		die_data("%s:1: header has %zu columns, the first input's has %zu",
		    in->name, in->nf, in->ncol);
	for (i = 0; i < in->nf; i++)
		if (strcmp(in->col[i], in->f[i]) != 0)
			die_data("%s:1:%zu: header column \"%s\" differs from the first input's \"%s\"",
			    in->name, i + 1, in->f[i], in->col[i]);
}

void
tsv_open(struct tsv_in *in, int npaths, char **paths)
{
	tsv_open_csv(in, npaths, paths, 0);
}

void
tsv_open_path(struct tsv_in *in, const char *path)
{
	char *one[1] = { (char *)path };

	tsv_open(in, 1, one);
	in->single = one[0];	/* keep the list valid after we return */
	in->paths = &in->single;
}

void
tsv_open_csv(struct tsv_in *in, int npaths, char **paths, int csv)
{
	static char *stdin_only[] = { "-" };

	memset(in, 0, sizeof *in);
	in->csv = csv != 0;
	in->sep = csv == ',' || csv == ';' ? (char)csv : 0;
	if (npaths == 0) {
		paths = stdin_only;
		npaths = 1;
	}
	in->paths = paths;
	in->npaths = npaths;
	in->ipath = 0;
	open_path(in, paths[0]);
	take_header(in);
}

void
tsv_close(struct tsv_in *in)
{
	size_t i;

	if (in->fd > 0)
		close(in->fd);
	for (i = 0; i < in->ncol; i++)
		free(in->col[i]);
	free(in->col);
	free(in->buf);
	free(in->fbase);
	free(in->flbase);
	memset(in, 0, sizeof *in);
}

int
tsv_next(struct tsv_in *in)
{
	for (;;) {
		/* most lines are read by blocks, without read_line's calls */
		if (
#ifdef __SSE2__
		    (!in->csv && read_tsv_blocks(in)) ||
#endif
		    read_line(in)) {
			if (in->nf != in->ncol)
				tsv_bad_line(in, "expected %zu fields as in the header, found %zu",
				    in->ncol, in->nf);
			return 1;
		}
		if (in->ipath + 1 >= in->npaths)
			return 0;
		if (in->fd > 0)
			close(in->fd);
		open_path(in, in->paths[++in->ipath]);
		take_header(in);
	}
}

int
tsv_col(const struct tsv_in *in, const char *name)
{
	size_t i;

	for (i = 0; i < in->ncol; i++)
		if (strcmp(in->col[i], name) == 0)
			return (int)i;
	return -1;
}

int
tsv_need(const struct tsv_in *in, const char *name)
{
	int c = tsv_col(in, name);

	if (c < 0 && !in->csv && in->ncol == 1 && strpbrk(in->col[0], ",;"))
		die_data("%s:1: missing column \"%s\": the header line has %s and no TAB, "
		    "so this looks like CSV: read it with parse -f csv", in->name, name,
		    strchr(in->col[0], ',') ? "commas" : "semicolons");
	if (c < 0 && in->csv && in->ncol == 1 && strchr(in->col[0], in->sep == ',' ? ';' : ','))
		die_data("%s:1: missing column \"%s\": the header line is one column with %s in it: "
		    "is the separator -d '%c'?", in->name, name,
		    in->sep == ',' ? "semicolons" : "commas", in->sep == ',' ? ';' : ',');
	if (c < 0)
		die_data("%s:1: missing column \"%s\" (is the header line there?)",
		    in->name, name);
	return c;
}

void
tsv_bad_field(const struct tsv_in *in, int col, const char *what)
{
	const char *f = in->f[col];
	size_t n = in->flen[col];
	int shown = n > 60 ? 57 : (int)n;

	die_data("%s:%lu:%d: column \"%s\": expected %s, found \"%.*s%s\"",
	    in->name, in->line, col + 1, in->col[col], what, shown, f,
	    n > 60 ? "..." : "");
}

void
tsv_bad_line(const struct tsv_in *in, const char *fmt, ...)
{
	va_list ap;

	if (rp_die_hook)	/* the writer's rows so far out (tsv_out_abort) */
		rp_die_hook();
	fprintf(stderr, "%s: %s:%lu: ", rp_progname, in->name, in->line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(EXIT_DATA);
}

double
tsv_num(const struct tsv_in *in, int col)
{
	double v;

	if (!num_parse(in->f[col], in->flen[col], &v))
		tsv_bad_field(in, col, "a finite number");
	return v;
}

long
tsv_posint(const struct tsv_in *in, int col)
{
	long v;

	if (!int_parse(in->f[col], in->flen[col], 1, 1L << 40, &v))
		tsv_bad_field(in, col, "a positive integer");
	return v;
}

long
tsv_date(const struct tsv_in *in, int col)
{
	long d;

	if (!date_parse(in->f[col], in->flen[col], &d))
		tsv_bad_field(in, col, "a date YYYY-MM-DD");
	return d;
}
