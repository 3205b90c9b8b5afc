/*
 * fuzz_tsv - the TSV reader (lib/core/tsv_read.c) and the row writer: any bytes
 * either read as records of exactly the header's width, whose fields
 * hold no TAB, newline or NUL, or stop with a
 * data error.  Every record is written back through tsv_rowout.
 */
#include "fuzz.h"
#include "tsv.h"

#ifndef FZ_CSV
#define FZ_CSV 0
#endif

static struct tsv_in in;
static struct tsv_rowout ro;
static int have_ro;

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fz_quiet_stdout();
	return 0;
}

static void
check_record(void)
{
	size_t i;

	if (in.nf != in.ncol)
		abort();
	for (i = 0; i < in.nf; i++) {
		if (memchr(in.f[i], '\t', in.flen[i]) || memchr(in.f[i], '\n', in.flen[i]) ||
		    in.f[i][in.flen[i]] != '\0')
			abort();
		if (memchr(in.f[i], 0, in.flen[i]))
			abort();
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *d, size_t n)
{
	static const char *const added[] = { "place", "extra", NULL };
	static char *paths[2];
	static int npaths;

	npaths = fz_files(d, n, paths);
	have_ro = 0;
	if (setjmp(fz_jmp) == 0) {
		fz_armed = 1;
		tsv_open_csv(&in, npaths, paths, FZ_CSV);
		tsv_put_header(&in, added);
		tsv_rowout_init(&ro, &in, added);
		have_ro = 1;
		while (tsv_next(&in)) {
			check_record();
			tsv_rowout_num(&ro, 0, (double)in.line);
			tsv_rowout_str(&ro, 1, in.f[0], in.flen[0]);
			tsv_rowout_write(&ro, in.f, in.flen);
		}
		tsv_out_close();
		fz_armed = 0;
	} else {
		fz_caught();
	}
	if (have_ro)
		tsv_rowout_free(&ro);
	tsv_out_abort();	/* frees the writer's buffer after an error */
	tsv_close(&in);
	return 0;
}
