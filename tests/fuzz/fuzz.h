/*
 * fuzz.h - what the libFuzzer harnesses share.
 *
 * The readers take file paths, so an input is written to a memfd and
 * passed as /proc/self/fd/N: the reader runs exactly as in a program.
 *
 * The readers stop on bad data through exit(1).  libFuzzer counts an
 * exit() inside the target as a crash ("fuzz target exited"), and a
 * fork per input would hide the child's coverage from the fuzzer.  So
 * the harness is linked with -Wl,--wrap=exit: while a reader runs
 * (fz_armed set) exit() becomes a longjmp back to the harness, which
 * checks the exit status was 1 (a data error, never usage or a crash)
 * and frees the reader's state as a program would have at exit; with
 * LeakSanitizer on, whatever the error path leaves behind is a leak.
 */
#ifndef FUZZ_H
#define FUZZ_H

#include <fcntl.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static jmp_buf fz_jmp;
static volatile int fz_armed, fz_status;

void __real_exit(int) __attribute__((noreturn));
void __wrap_exit(int) __attribute__((noreturn));

void
__wrap_exit(int code)
{
	if (fz_armed) {
		fz_armed = 0;
		fz_status = code;
		longjmp(fz_jmp, 1);
	}
	__real_exit(code);
}

/*
 * Usage (setjmp as a whole controlling expression, as C requires):
 *	if (setjmp(fz_jmp) == 0) { fz_armed = 1; reader...; fz_armed = 0; }
 *	else fz_caught();
 *	cleanup...
 * State the reader touches lives in statics, so it survives the jump.
 */

/* A reader's error must be a data error (exit 1), nothing else. */
static inline void
fz_caught(void)
{
	if (fz_status != 1) {
		fprintf(stderr, "fuzz: reader exited with status %d, expected 1\n", fz_status);
		abort();
	}
}

/* Input k (0 or 1) as a file the reader can open by path. */
static inline char *
fz_file(int k, const uint8_t *d, size_t n)
{
	static int fd[2] = { -1, -1 };
	static char path[2][40];
	size_t off = 0;

	if (fd[k] < 0) {
		fd[k] = memfd_create("fuzz", 0);
		if (fd[k] < 0)
			abort();
		snprintf(path[k], sizeof path[k], "/proc/self/fd/%d", fd[k]);
	}
	if (ftruncate(fd[k], 0) < 0)
		abort();
	while (off < n) {
		ssize_t w = pwrite(fd[k], d + off, n - off, (off_t)off);

		if (w <= 0)
			abort();
		off += (size_t)w;
	}
	return path[k];
}

/*
 * One or two input files: a form feed splits the input, so the fuzzer
 * also reaches the checks between files (headers that must agree).
 */
static inline int
fz_files(const uint8_t *d, size_t n, char **paths)
{
	const uint8_t *ff = memchr(d, '\f', n);

	if (!ff) {
		paths[0] = fz_file(0, d, n);
		return 1;
	}
	paths[0] = fz_file(0, d, (size_t)(ff - d));
	paths[1] = fz_file(1, ff + 1, n - (size_t)(ff - d) - 1);
	return 2;
}

/* Programs write to stdout: the harness's goes to /dev/null. */
static inline void
fz_quiet_stdout(void)
{
	int fd = open("/dev/null", O_WRONLY);

	if (fd < 0 || dup2(fd, 1) < 0)
		abort();
	close(fd);
}

#endif
