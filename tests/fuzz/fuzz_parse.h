/*
 * fuzz_parse.h - a harness for a `parse -f FORMAT` whose reader is its
 * subcommand's main (tsh, pairs, pgn, bridge): define FZ_MAIN (the
 * main in lib/subcmd.c's table) and FZ_ARGS (argv before the files),
 * then include this.  The main runs exactly as `parse` runs it, on one
 * or two files (fuzz.h); it must end with 0 or a data error (exit 1).
 *
 * Leak checking is off here: on a data error exit() is a longjmp out
 * of the main, whose locals (and open files) are then unreachable, as
 * they are when a process exits (the TSV and game readers, which the
 * programs free, have their own harnesses with LeakSanitizer on).  The
 * files a run left open are closed here; the memory stays, so long
 * runs go in chunks (tests/fuzz/long.sh).
 */
#include "fuzz.h"
#include "../../lib/tsv.h"

#include <getopt.h>

#define FZ_MAXFD 256

int FZ_MAIN(int argc, char **argv);
const char *__asan_default_options(void);
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);

const char *
__asan_default_options(void)
{
	return "detect_leaks=0";
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fz_quiet_stdout();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *d, size_t n)
{
	static const char *const args[] = { FZ_ARGS };
	static char *argv[sizeof args / sizeof *args + 3], *paths[2];
	static int argc, rc;
	int i, npaths = fz_files(d, n, paths);

	argc = 0;
	for (i = 0; i < (int)(sizeof args / sizeof *args); i++)
		argv[argc++] = (char *)args[i];
	for (i = 0; i < npaths; i++)
		argv[argc++] = paths[i];
	argv[argc] = NULL;
	static unsigned char was_open[FZ_MAXFD];
	int fd;

	for (fd = 0; fd < FZ_MAXFD; fd++)
		was_open[fd] = fcntl(fd, F_GETFD) != -1;
	optind = 0;	/* glibc: start getopt afresh */
	if (setjmp(fz_jmp) == 0) {
		fz_armed = 1;
		rc = FZ_MAIN(argc, argv);
		fz_armed = 0;
		if (rc != 0 && rc != 1) {
			fprintf(stderr, "fuzz: main returned %d, expected 0 or 1\n", rc);
			abort();
		}
	} else {
		fz_caught();
	}
	tsv_out_abort();	/* frees the writer's buffer after an error */
	for (fd = 3; fd < FZ_MAXFD; fd++)
		if (!was_open[fd] && fcntl(fd, F_GETFD) != -1)
			close(fd);
	return 0;
}
