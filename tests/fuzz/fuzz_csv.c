/*
 * fuzz_csv - the RFC 4180 reader of `parse -f csv` (lib/core/tsv_read.c with
 * csv set): the same checks as fuzz_tsv on unquoted records.
 */
#define FZ_CSV 1
#include "fuzz_tsv.c"
