/*
 * fuzz_fidelist - parse -f fide-list: FIDE's rating list, TXT or XML
 * (lib/formats/fidelist.c).  Any bytes give rows or a data error
 * (fuzz_parse.h).
 */
#define FZ_MAIN parse_fidelist_main
#define FZ_ARGS "parse", "-f", "fide-list"
#include "fuzz_parse.h"
