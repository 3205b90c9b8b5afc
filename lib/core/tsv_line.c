/*
 * tsv_line.c - the TSV reader's line layer: bytes read in chunks (fill),
 * a line taken and checked (no control characters, well-formed UTF-8,
 * C1 controls refused), the fields array grown, a bad line reported
 * (tsv_bad_line).  The record readers (tsv_blocks.c and tsv_record.c for
 * TSV, tsv_csv.c for CSV) and the reader's API (tsv_read.c) sit on it.
 */
#define _GNU_SOURCE	/* F_SETPIPE_SZ, where Linux has it */
#include "tsv.h"
#include "tsv_line.h"
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

int tsv_accept_unterminated;

/*
 * More bytes: the unread ones (and the kept ones before them) moved to
 * the front, the buffer doubled while it has less than half a chunk free.
 * tsv_take_line stops before a line passes TSV_MAX_LINE, so the buffer grows
 * with the longest line and what is kept, nothing else.
 */
static void
fill(struct tsv_in *in)
{
	size_t from = in->pos, koff = in->keep ? (size_t)(in->keep - in->buf) : 0;
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
	if (in->keep)
		in->keep = in->buf + (koff - from);
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
 * C1 control (C2 80 to C2 9F) stops it too (tsv_check_utf8_from tells which).
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
	uint64_t z = w | tsv_bytes_equal(w, 0x0909090909090909ULL) >> 2;

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
int
tsv_take_line(struct tsv_in *in, char **out, size_t *outlen)
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
void
tsv_check_utf8_from(struct tsv_in *in, const char *line, size_t len, size_t from)
{
	size_t at = from + utf8_scan((const unsigned char *)line + from, len - from, 1);
	const unsigned char *c = (const unsigned char *)line + at;

	if (at < len && c[0] == 0xC2 && at + 1 < len && c[1] >= 0x80 && c[1] < 0xA0)
		bad_c1(in, line, at);
	if (at < len)
		tsv_bad_line(in, "invalid UTF-8 at byte %zu of the line", at + 1);
}

/* The line's bytes: no NUL, no other control character, valid UTF-8. */
void
tsv_check_line(struct tsv_in *in, char *line, size_t len)
{
	size_t bad, i;

	if ((bad = first_special(line, len)) < len) {
		if (memchr(line + bad, '\0', len - bad))
			tsv_bad_line(in, "NUL byte at byte %zu of the line",
			    (size_t)((char *)memchr(line, '\0', len) - line) + 1);
		if ((i = bad + first_control(line + bad, len - bad)) < len)
			bad_control(in, line, i);
		tsv_check_utf8_from(in, line, len, bad);
	}
}

/* The next physical line, checked (for CSV, whose fields may be quoted). */
int
tsv_get_line(struct tsv_in *in, char **out, size_t *outlen)
{
	if (!tsv_take_line(in, out, outlen))
		return 0;
	tsv_check_line(in, *out, *outlen);
	return 1;
}

/* Room for want fields (f and flen may move). */
void
tsv_grow_fields(struct tsv_in *in, size_t want)
{
	size_t cap = in->fcap;

	xgrow(&in->f, &cap, want, sizeof *in->f);
	in->flen = xrealloc(in->flen, cap * sizeof *in->flen);
	in->fcap = cap;
}

void
tsv_offsets_on(struct tsv_in *in)
{
	in->offs = 1;
	tsv_offsets_at(in, 0);
}

/*
 * Room for want offsets from slot at (obase may move).  It grows by
 * half, not double: a game of a million rows holds all of it.
 */
void
tsv_offsets_room(struct tsv_in *in, size_t at, size_t want)
{
	size_t need = at + want, cap = in->obcap ? in->obcap : 64;

	if (need < at)
		die_data("out of memory");
	while (cap < need) {
		if (cap > SIZE_MAX / 2 / sizeof *in->obase)
			die_data("out of memory");
		cap += cap / 2;
	}
	in->obase = xrealloc(in->obase, cap * sizeof *in->obase);
	in->obcap = cap;
	in->oat = at;
	in->off = in->obase + at;
}

void
tsv_fields_of_offsets(struct tsv_in *in)
{
	size_t k;

	if (!in->offs)
		return;
	if (in->nf > in->fcap)
		tsv_grow_fields(in, in->nf);
	for (k = 0; k < in->nf; k++) {
		in->f[k] = (char *)in->keep + in->off[k];
		in->flen[k] = in->off[k + 1] - in->off[k] - 1;
	}
}

/*
 * A record read the other way (f and flen: tsv_read_record, CSV) as
 * offsets from keep: 0 when its end lies 4 GiB or more past keep.
 */
int
tsv_offsets_of_fields(struct tsv_in *in)
{
	size_t k, end = (size_t)(in->f[in->nf - 1] + in->flen[in->nf - 1] + 1 - in->keep);

	if (end > UINT32_MAX)
		return 0;
	if (in->oat + in->nf + 1 > in->obcap)
		tsv_offsets_room(in, in->oat, in->nf + 1);
	for (k = 0; k < in->nf; k++)
		in->off[k] = (uint32_t)(in->f[k] - in->keep);
	in->off[in->nf] = (uint32_t)end;
	return 1;
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
