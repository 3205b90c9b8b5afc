/*
 * fuzz_tsh - parse -f tsh: tsh division files (lib/formats/tsh.c).
 * Any bytes give rows or a data error (fuzz_parse.h).
 */
#define FZ_MAIN tsh_main
#define FZ_ARGS "parse", "-f", "tsh", "--date", "2011-05-14", "--event", "E"
#include "fuzz_parse.h"
