/*
 * fuzz_tshjs - parse -f tsh-js: tsh's tourney.js (lib/formats/js.c,
 * tsh_js.c, tsh_js_out.c).  Any bytes give rows or a data error
 * (fuzz_parse.h).  One file, the whole input: tourney.js holds the whole
 * event, and a second file is a usage error (exit 2), not a data error.
 */
#include "fuzz.h"

static inline int
fz_one_file(const uint8_t *d, size_t n, char **paths)
{
	paths[0] = fz_file(0, d, n);
	return 1;
}
#define fz_files fz_one_file

#define FZ_MAIN tsh_js_main
#define FZ_ARGS "parse", "-f", "tsh-js", "--date", "2011-05-14", "--event", "E"
#include "fuzz_parse.h"
