/*
 * fuzz_pgn - parse -f pgn: chess PGN tags (lib/formats/pgn.c).
 * Any bytes give rows or a data error (fuzz_parse.h).
 */
#define FZ_MAIN parse_pgn_main
#define FZ_ARGS "parse", "-f", "pgn"
#include "fuzz_parse.h"
