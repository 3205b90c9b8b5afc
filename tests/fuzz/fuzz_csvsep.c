/*
 * fuzz_csvsep - the CSV reader's separator (parse -f csv -d , or ;, or
 * found from the header line): byte 0 of the input picks the mode (0 the
 * header line, 1 ';', 2 ','), then the checks of fuzz_tsv.
 */
#define FZ_CSV (n == 0 || d[0] % 3 == 0 ? 1 : d[0] % 3 == 1 ? ';' : ',')
#include "fuzz_tsv.c"
