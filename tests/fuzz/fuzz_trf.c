/*
 * fuzz_trf - parse -f trf: FIDE Tournament Report Files (lib/formats/trf.c).
 * Any bytes give rows or a data error (fuzz_parse.h).
 */
#define FZ_MAIN parse_trf_main
#define FZ_ARGS "parse", "-f", "trf", "--date", "2024-01-01"
#include "fuzz_parse.h"
