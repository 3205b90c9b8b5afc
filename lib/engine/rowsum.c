/*
 * rowsum.c - the digests of column _sum (rowsum.h).
 */
#include "rowsum.h"

#include <string.h>

uint64_t
rowsum_add(uint64_t h, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 0x100000001b3ULL;
	}
	h ^= '\t';		/* "ab" "c" and "a" "bc" differ */
	return h * 0x100000001b3ULL;
}

static void
hex16(uint64_t h, char *out)
{
	static const char dig[] = "0123456789abcdef";
	int i;

	for (i = 15; i >= 0; i--, h >>= 4)
		out[i] = dig[h & 15];
}

void
rowsum_format(uint64_t r, uint64_t s, char *out)
{
	hex16(r, out);
	out[16] = '/';
	hex16(s, out + 17);
}

static int
unhex16(const char *s, uint64_t *h)
{
	int i;

	*h = 0;
	for (i = 0; i < 16; i++) {
		int c = (unsigned char)s[i];
		int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;

		if (v < 0)
			return 0;
		*h = *h << 4 | (uint64_t)v;
	}
	return 1;
}

int
rowsum_parse(const char *s, size_t n, uint64_t *r, uint64_t *st)
{
	return n == ROWSUM_LEN && s[16] == '/' && unhex16(s, r) && unhex16(s + 17, st);
}

/* Columns never read back (status) or never written (a list's k) are in no digest. */
int
rowsum_covered(const struct column *c)
{
	return c->output_only == 0;
}

/* A user may edit the rating; every other column is the model's computed state. */
int
rowsum_editable(const struct column *c)
{
	return strcmp(c->name, "rating") == 0;
}
