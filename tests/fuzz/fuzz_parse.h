/*
 * fuzz_parse.h - a harness for a `parse -f FORMAT` whose reader is its
 * subcommand's main (tsh, pairs, pgn, bridge): define FZ_MAIN (the
 * main in lib/core/subcmd.c's table) and FZ_ARGS (argv before the files),
 * then include this.  The main runs exactly as `parse` runs it, on one
 * or two files (fuzz.h); it must end with 0 or a data error (exit 1).
 *
 * On a data error exit() is a longjmp out of the main, whose locals
 * (the reader and its 256 KiB buffer, open files) are then unreachable,
 * as they are when a process exits.  A process gets its memory back at
 * exit; the fuzzer, which runs millions of inputs in one process, must
 * free it itself or run out of memory.  So these harnesses are linked
 * with -Wl,--wrap for malloc, calloc, realloc, free, fopen, fclose and
 * getline (the Makefile): every block and FILE the library takes is
 * noted in a table here, and what is still there when the main has
 * ended, by return or by error, is closed and freed, as exit would.
 * LeakSanitizer stays on, so a block the table misses is reported.
 */
#include "fuzz.h"
#include "tsv.h"

#include <getopt.h>

#define FZ_MAXFD 256

/* ---------- what the library holds: blocks and FILEs ---------- */

void *__real_malloc(size_t);
void *__real_calloc(size_t, size_t);
void *__real_realloc(void *, size_t);
void __real_free(void *);
FILE *__real_fopen(const char *, const char *);
int __real_fclose(FILE *);
ssize_t __real_getline(char **, size_t *, FILE *);
ssize_t __real_getdelim(char **, size_t *, int, FILE *);
void *__wrap_malloc(size_t);
void *__wrap_calloc(size_t, size_t);
void *__wrap_realloc(void *, size_t);
void __wrap_free(void *);
FILE *__wrap_fopen(const char *, const char *);
int __wrap_fclose(FILE *);
ssize_t __wrap_getline(char **, size_t *, FILE *);
ssize_t __wrap_getdelim(char **, size_t *, int, FILE *);

/*
 * A set of pointers: open addressing, linear probing, deletion by
 * shifting back the entries after the hole (no tombstones).  kind[i]
 * says what slot i holds: 0 empty, 1 a block, 2 a FILE.
 */
static struct {
	void **p;
	unsigned char *kind;
	size_t cap, n;
} held;

static size_t
held_slot(const void *p)
{
	uint64_t h = (uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15ULL;

	return (size_t)(h >> 20) & (held.cap - 1);
}

static void held_add(void *p, int kind);

static void
held_grow(void)
{
	void **op = held.p;
	unsigned char *ok = held.kind;
	size_t i, ocap = held.cap;

	held.cap = ocap ? ocap * 2 : 1024;
	held.p = __real_calloc(held.cap, sizeof *held.p);
	held.kind = __real_calloc(held.cap, 1);
	if (!held.p || !held.kind)
		abort();
	held.n = 0;
	for (i = 0; i < ocap; i++)
		if (ok[i])
			held_add(op[i], ok[i]);
	__real_free(op);
	__real_free(ok);
}

static void
held_add(void *p, int kind)
{
	size_t i;

	if (!p)
		return;
	if (2 * (held.n + 1) > held.cap)
		held_grow();
	for (i = held_slot(p); held.kind[i]; i = (i + 1) & (held.cap - 1))
		;
	held.p[i] = p;
	held.kind[i] = (unsigned char)kind;
	held.n++;
}

/* 1 if p was held (and is no longer), 0 if it is not ours. */
static int
held_drop(const void *p)
{
	size_t i, j, want;

	if (!p || held.n == 0)
		return 0;
	for (i = held_slot(p); held.kind[i] && held.p[i] != p; i = (i + 1) & (held.cap - 1))
		;
	if (!held.kind[i])
		return 0;	/* not ours: libc's own, or the harness's */
	held.kind[i] = 0;
	held.n--;
	/* close the hole: move back any entry whose probe run crossed it */
	for (j = (i + 1) & (held.cap - 1); held.kind[j]; j = (j + 1) & (held.cap - 1)) {
		want = held_slot(held.p[j]);
		if (((j - want) & (held.cap - 1)) >= ((j - i) & (held.cap - 1))) {
			held.p[i] = held.p[j];
			held.kind[i] = held.kind[j];
			held.kind[j] = 0;
			i = j;
		}
	}
	return 1;
}

/* What exit would do: close the FILEs, then free the blocks. */
static void
held_release(void)
{
	size_t i;

	for (i = 0; i < held.cap; i++)
		if (held.kind[i] == 2)
			(void)__real_fclose(held.p[i]);
	for (i = 0; i < held.cap; i++)
		if (held.kind[i] == 1)
			__real_free(held.p[i]);
	if (held.cap)
		memset(held.kind, 0, held.cap);
	held.n = 0;
}

/*
 * Only what is taken while the main runs (fz_armed) is noted: the
 * wrapping reaches every object linked in, libFuzzer's own among them,
 * and what the fuzzer keeps must never be freed here.
 */
void *
__wrap_malloc(size_t n)
{
	void *p = __real_malloc(n);

	if (fz_armed)
		held_add(p, 1);
	return p;
}

void *
__wrap_calloc(size_t n, size_t size)
{
	void *p = __real_calloc(n, size);

	if (fz_armed)
		held_add(p, 1);
	return p;
}

void *
__wrap_realloc(void *old, size_t n)
{
	void *p = __real_realloc(old, n);

	if (p && (held_drop(old) || fz_armed))
		held_add(p, 1);
	return p;
}

void
__wrap_free(void *p)
{
	held_drop(p);
	__real_free(p);
}

FILE *
__wrap_fopen(const char *path, const char *mode)
{
	FILE *f = __real_fopen(path, mode);

	if (fz_armed)
		held_add(f, 2);
	return f;
}

int
__wrap_fclose(FILE *f)
{
	held_drop(f);
	return __real_fclose(f);
}

/* getline grows its buffer with libc's own realloc: follow the pointer. */
ssize_t
__wrap_getline(char **line, size_t *cap, FILE *f)
{
	char *old = *line;
	ssize_t got = __real_getline(line, cap, f);

	if (*line != old && (held_drop(old) || fz_armed))
		held_add(*line, 1);
	return got;
}

/* getdelim the same (textline.c, fidelist.c read with it). */
ssize_t
__wrap_getdelim(char **line, size_t *cap, int delim, FILE *f)
{
	char *old = *line;
	ssize_t got = __real_getdelim(line, cap, delim, f);

	if (*line != old && (held_drop(old) || fz_armed))
		held_add(*line, 1);
	return got;
}

/* ---------- the harness ---------- */

int FZ_MAIN(int argc, char **argv);
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
	held_release();		/* the reader, its buffer, its FILEs */
	for (fd = 3; fd < FZ_MAXFD; fd++)
		if (!was_open[fd] && fcntl(fd, F_GETFD) != -1)
			close(fd);
	return 0;
}
