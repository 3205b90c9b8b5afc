/*
 * tsv_line.h - inside the TSV reader: the line layer (tsv_line.c) that
 * the record readers (TSV: tsv_blocks.c, tsv_record.c; CSV: tsv_csv.c)
 * and the reader's API (tsv_read.c) share, and the record readers' entry
 * points.  Not for use outside lib/core/tsv_*.c.
 */
#ifndef TSV_LINE_H
#define TSV_LINE_H

#include "tsv.h"

#include <stddef.h>
#include <stdint.h>

/* tsv_line.c: the next line (NUL-ended, no newline) taken from the
 * buffer, more read as needed; 0 at the end of the file. */
int tsv_take_line(struct tsv_in *in, char **out, size_t *outlen);
/* The same, the line checked (tsv_check_line). */
int tsv_get_line(struct tsv_in *in, char **out, size_t *outlen);
/* A line's bytes: no control characters, well-formed UTF-8 (from FROM). */
void tsv_check_line(struct tsv_in *in, char *line, size_t len);
void tsv_check_utf8_from(struct tsv_in *in, const char *line, size_t len, size_t from);
/* Room for WANT fields. */
void tsv_grow_fields(struct tsv_in *in, size_t want);
/* The record just read by f and flen as offsets (tsv_in.offs): 0 when
 * it ends 4 GiB or more past keep. */
int tsv_offsets_of_fields(struct tsv_in *in);

static inline void
tsv_add_field(struct tsv_in *in, char *p, size_t n)
{
	if (in->nf == in->fcap)
		tsv_grow_fields(in, in->nf + 1);
	in->f[in->nf] = p;
	in->flen[in->nf] = n;
	in->nf++;
}

/* Bit 7 of each byte of w that equals c (exact: no false positives). */
static inline uint64_t
tsv_bytes_equal(uint64_t w, uint64_t c)
{
	const uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL;
	uint64_t t = w ^ c;

	return ~(((t & low7) + low7) | t | low7);
}

/* tsv_record.c: the next TSV record, split (SIMD where there is). */
int tsv_read_record(struct tsv_in *in);
/* tsv_blocks.c: the lines of a block scanned 64 bytes at a time (SSE2
 * only: 0 when the block scanner cannot take the next line). */
int tsv_read_blocks(struct tsv_in *in);
/* The same, the fields as offsets (tsv_in.offs). */
int tsv_read_blocks_offsets(struct tsv_in *in);
/* tsv_csv.c: the next RFC 4180 record. */
int tsv_read_csv_record(struct tsv_in *in);

#endif
