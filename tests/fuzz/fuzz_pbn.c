/*
 * fuzz_pbn - parse -f pbn: bridge PBN ScoreTables (lib/formats/pbn.c).
 * Any bytes give rows or a data error (fuzz_parse.h).
 */
#define FZ_MAIN parse_pbn_main
#define FZ_ARGS "parse", "-f", "pbn"
#include "fuzz_parse.h"
