/*
 * rowsum.c - the digests of column _sum (rowsum.h).
 */
#include "rowsum.h"
#include "hash.h"

#include <string.h>

uint64_t
rowsum_add(uint64_t h, const char *s, size_t n)
{
	/* then a tab: "ab" "c" and "a" "bc" differ */
	return fnv1a(fnv1a(h, s, n), "\t", 1);
}

void
rowsum_format(uint64_t r, uint64_t s, char *out)
{
	hex16_put(r, out);
	out[16] = '/';
	hex16_put(s, out + 17);
}

int
rowsum_parse(const char *s, size_t n, uint64_t *r, uint64_t *st)
{
	return n == ROWSUM_LEN && s[16] == '/' && hex16_get(s, r) && hex16_get(s + 17, st);
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
