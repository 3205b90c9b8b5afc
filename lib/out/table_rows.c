/*
 * table_rows.c - walking a built table (table.h): the cursor over its
 * rows, and how wide a cell is on screen.  The builder (table_build.c)
 * and every writer (table_text.c, html.c) use them, so they sit in a
 * file below all.
 */
#include "rp.h"
#include "table.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/*
 * Characters in s: bytes that are not UTF-8 continuation bytes (10xxxxxx),
 * eight at a time (bit 7 set and bit 6 clear, found by shifting bit 6
 * onto bit 7 of the same byte).
 */
size_t
table_display_width(const char *s, size_t n)
{
	const uint64_t highs = 0x8080808080808080ULL;
	size_t i = 0, cont = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t w;

		memcpy(&w, s + i, 8);
		if (w & highs)
			cont += (size_t)__builtin_popcountll(w & ~(w << 1) & highs);
	}
	for (; i < n; i++)
		cont += ((unsigned char)s[i] & 0xC0) == 0x80;
	return n - cont;
}

/* Any byte of 0x80 and above (the whole line at once: widths = bytes). */
int
table_has_high_byte(const char *s, size_t n)
{
	const uint64_t highs = 0x8080808080808080ULL;
	uint64_t acc = 0;
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t w;

		memcpy(&w, s + i, 8);
		acc |= w;
	}
	for (; i < n; i++)
		acc |= (unsigned char)s[i];
	return (acc & highs) != 0;
}

size_t
table_cell_width(const struct table *t, size_t i, const char *s, size_t n)
{
	return t->ascii[i] ? n : table_display_width(s, n);
}

void
table_cursor_init(const struct table *t, struct table_cursor *c)
{
	memset(c, 0, sizeof *c);
	c->cell = xmalloc((t->ncol + 1) * sizeof *c->cell);
	c->clen = xmalloc((t->ncol + 1) * sizeof *c->clen);
}

/* strlen of a cell followed by TABLE_SLACK readable bytes. */
static size_t
cell_len(const char *s)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	const uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
	size_t i;

	for (i = 0;; i += 8) {
		uint64_t w, z;

		memcpy(&w, s + i, 8);
		z = (w - ones) & ~w & highs;	/* exact at the first zero byte */
		if (z)
			return i + (size_t)(__builtin_ctzll(z) >> 3);
	}
#else
	return strlen(s);
#endif
}

int
table_next(const struct table *t, struct table_cursor *c)
{
	const char *p;
	size_t i;

	if (c->row == t->nrow)
		return 0;
	if (c->pos == t->chunk[c->chunk].len) {
		c->chunk++;
		c->pos = 0;
	}
	p = t->chunk[c->chunk].text + c->pos;
	c->newgroup = c->row == 0;
	if (t->keyed && *p++) {
		c->key = p;
		p += strlen(p) + 1;
		c->newgroup = 1;
	}
	for (i = 0; i < t->ncol; i++) {
		c->cell[i] = p;
		c->clen[i] = cell_len(p);
		p += c->clen[i] + 1;
	}
	c->pos = (size_t)(p - t->chunk[c->chunk].text);
	c->row++;
	return 1;
}

void
table_cursor_free(struct table_cursor *c)
{
	free(c->cell);
	free(c->clen);
}
