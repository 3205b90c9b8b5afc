/*
 * textline.c - lines of a fixed-column text file (textline.h).
 *
 * A line ends at LF, CR LF or a lone CR (FIDE's TRF says each line ends
 * with a CR; DOS, Unix and old Mac programs write all three).  Latin-1
 * bytes are converted to UTF-8; the columns of a field count characters,
 * so a UTF-8 name that a program padded by characters stays aligned.
 */
#include "textline.h"
#include "out_file.h"
#include "rp.h"
#include "tsv.h"

#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

void
textfile_open(struct textfile *t, const char *path, int latin1)
{
	out_refuse_stdout_input(1, (char *const *)&path);
	memset(t, 0, sizeof *t);
	t->path = path;
	t->latin1 = latin1;
	t->fp = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	if (!t->fp)
		die_sys("%s", path);
}

void
textfile_close(struct textfile *t)
{
	if (ferror(t->fp))
		die_sys("%s", t->path);
	if (t->fp != stdin)
		fclose(t->fp);
	free(t->buf);
	free(t->u.s);
	free(t->at);
}

int
textfile_encoding(const char *name)
{
	if (strcmp(name, "latin-1") == 0 || strcmp(name, "latin1") == 0 ||
	    strcmp(name, "iso-8859-1") == 0)
		return 1;
	if (strcmp(name, "utf-8") == 0 || strcmp(name, "utf8") == 0)
		return 0;
	return -1;
}

void
latin1_to_utf8(struct strbuf *u, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		char two[2] = { (char)(0xc0 | (c >> 6)), (char)(0x80 | (c & 0x3f)) };

		sb_add(u, c < 0x80 ? s + i : two, c < 0x80 ? 1 : 2);
	}
}

/* The raw bytes of the next line: from the buffer, reading more at its end. */
static int
raw_line(struct textfile *t, const char **s, size_t *n)
{
	size_t end;

	if (t->pos >= t->len) {
		ssize_t got = getdelim(&t->buf, &t->cap, '\n', t->fp);

		if (got < 0)
			return 0;
		t->len = (size_t)got;
		t->pos = 0;
	}
	*s = t->buf + t->pos;
	end = t->pos;
	while (end < t->len && t->buf[end] != '\n' && t->buf[end] != '\r')
		end++;
	*n = end - t->pos;
	if (end < t->len && t->buf[end] == '\r' && end + 1 < t->len && t->buf[end + 1] == '\n')
		end++;		/* CR LF */
	t->pos = end + 1;
	return 1;
}

/* The line in t->u, checked, with the byte offset of each character
 * when it is not ASCII. */
static void
decode(struct textfile *t, const char *s, size_t n)
{
	size_t i, bad;

	t->u.len = 0;
	t->ascii = 1;
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '\t')
			textfile_bad(t, i + 1, "a TAB (the format's columns are spaces)");
		if (c < 0x20 || c == 0x7f)
			textfile_bad(t, i + 1, "a control character (byte 0x%02x)", c);
		t->ascii &= c < 0x80;
	}
	if (!t->latin1 && !t->ascii && (bad = utf8_bad_at((const unsigned char *)s, n)) < n)
		textfile_bad(t, 0, "byte %zu is not UTF-8 (give --encoding latin-1 for an "
		    "ISO 8859-1 file)", bad + 1);
	if (t->ascii || !t->latin1)
		sb_add(&t->u, s, n);
	else
		latin1_to_utf8(&t->u, s, n);
	if (t->ascii) {
		t->nchar = n;
		return;
	}
	t->nchar = 0;
	for (i = 0; i < t->u.len; i++)
		if (((unsigned char)t->u.s[i] & 0xc0) != 0x80) {
			xgrow(&t->at, &t->atcap, t->nchar + 2, sizeof *t->at);
			t->at[t->nchar++] = i;
		}
	xgrow(&t->at, &t->atcap, t->nchar + 1, sizeof *t->at);
	t->at[t->nchar] = t->u.len;
}

int
textfile_next(struct textfile *t)
{
	const char *s;
	size_t n;

	if (!raw_line(t, &s, &n))
		return 0;
	t->line++;
	if (t->line == 1 && n >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0) {
		s += 3;
		n -= 3;
	}
	if (memchr(s, '\0', n))
		textfile_bad(t, 0, "NUL byte at byte %zu", (size_t)((const char *)memchr(s, '\0', n) - s) + 1);
	decode(t, s, n);
	return 1;
}

/* Byte offset of character c (0-based) of the line. */
static size_t
byte_of(const struct textfile *t, size_t c)
{
	if (c >= t->nchar)
		return t->u.len;
	return t->ascii ? c : t->at[c];
}

const char *
textfile_field(const struct textfile *t, size_t from, size_t to, size_t *n)
{
	size_t a = byte_of(t, from - 1), b = byte_of(t, to);

	while (a < b && t->u.s[a] == ' ')
		a++;
	while (b > a && t->u.s[b - 1] == ' ')
		b--;
	*n = b - a;
	return t->u.s ? t->u.s + a : "";
}

size_t
textfile_col(const struct textfile *t, size_t off)
{
	size_t lo = 0, hi = t->nchar;

	if (t->ascii)
		return off + 1;
	while (lo < hi) {	/* the first character at or after off */
		size_t mid = (lo + hi) / 2;

		if (t->at[mid] < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo + 1;
}
