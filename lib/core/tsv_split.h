/*
 * tsv_split.h - inside the TSV record readers: what the splitter of a
 * line (tsv_record.c) and the block reader (tsv_blocks.c) both do to a
 * line they split and then give back.  Static inline, so each reader
 * keeps it in its own code, as when they were one file.  Not for use
 * outside lib/core/tsv_record.c and tsv_blocks.c.
 */
#ifndef TSV_SPLIT_H
#define TSV_SPLIT_H

#include <stddef.h>

/* The TABs back after the first n fields (the split made them NULs). */
static inline void
unsplit(char *const *f, const size_t *flen, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		f[k][flen[k]] = '\t';
}

#endif
