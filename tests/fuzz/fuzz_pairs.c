/*
 * fuzz_pairs - parse -f pairs: head-to-head games, date event [game]
 * winner loser [draw] (lib/formats/pairs.c).
 * Any bytes give rows or a data error (fuzz_parse.h).
 */
#define FZ_MAIN parse_pairs_main
#define FZ_ARGS "parse", "-f", "pairs"
#include "fuzz_parse.h"
