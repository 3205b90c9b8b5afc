/*
 * rowsum.h - column _sum of a ratings row: what rate wrote, so that a
 * prior row edited by hand is told from one rate wrote.
 *
 * The cell is two FNV-1a 64 digests in hexadecimal, "RRRRRRRRRRRRRRRR/
 * SSSSSSSSSSSSSSSS" (33 bytes, a fixed size per row): R over the cells a
 * user may edit (type, player, rating), S over the state the model
 * computes (type, player, every other column the model reads back, _seen,
 * _model).  The bytes hashed are the cells as written, each followed by a
 * tab, the model's columns in the model's order (not the file's): no
 * number is parsed, so the digest is the same on every machine and locale.
 */
#ifndef ROWSUM_H
#define ROWSUM_H

#include "hash.h"
#include "model.h"

#include <stddef.h>
#include <stdint.h>

#define SUM_COL "_sum"
#define ROWSUM_LEN 33
#define ROWSUM_INIT FNV_BASIS

/* h with the n bytes of s, then a tab, hashed in (FNV-1a 64). */
uint64_t rowsum_add(uint64_t h, const char *s, size_t n);
/* The cell of the two digests into out (ROWSUM_LEN bytes, no NUL). */
void rowsum_format(uint64_t r, uint64_t s, char *out);
/* A cell rowsum_format wrote: 1 and its digests, or 0. */
int rowsum_parse(const char *s, size_t n, uint64_t *r, uint64_t *st);
/* Column c of a model's state, read back from a prior: in a digest? in R? */
int rowsum_covered(const struct column *c);
int rowsum_editable(const struct column *c);

#endif
