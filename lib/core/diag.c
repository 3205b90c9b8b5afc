/*
 * diag.c - diagnostics and checked allocation.
 */
#include "rp.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char *rp_progname = "ratepipe";

/*
 * What stdio wrote to stdout (--help, --version, --params; rows go
 * through the TSV writer) must have reached it: a write error there is
 * an error like data output's, exit 1 with one message.  Run at exit,
 * where _exit is the way to change the status.
 */
static char outbuf[1 << 16];

int (*rp_text_rows)(const char *p, size_t n);

static void
check_stdout(void)
{
	size_t n;

	errno = 0;
	/*
	 * The text not yet written lies at the start of stdio's buffer (ours,
	 * outbuf): it goes through the row writer when there is one, in
	 * whole lines, so a file-size limit or a full disk leaves no half
	 * line of --params in a file appended to, and the file as it was.
	 */
	if (rp_text_rows && !ferror(stdout) && (n = __fpending(stdout)) > 0 && n <= sizeof outbuf) {
		if (rp_text_rows(outbuf, n) < 0) {
			fprintf(stderr, "%s: write error: %s\n", rp_progname, strerror(errno));
			_exit(EXIT_DATA);
		}
		__fpurge(stdout);
	}
	if (fflush(stdout) == 0 && !ferror(stdout))
		return;
	fprintf(stderr, "%s: write error: %s\n", rp_progname, strerror(errno ? errno : EIO));
	_exit(EXIT_DATA);
}

void
rp_init(const char *argv0)
{
	const char *slash = strrchr(argv0, '/');
	sigset_t pipe;

	rp_progname = slash ? slash + 1 : argv0;
	/*
	 * A closed pipe ends a program by SIGPIPE (status 141 in a shell), as
	 * it ends cat, whatever disposition the parent left: the manual pages
	 * promise one answer, not one that depends on who started us.
	 */
	signal(SIGPIPE, SIG_DFL);
	sigemptyset(&pipe);
	sigaddset(&pipe, SIGPIPE);
	sigprocmask(SIG_UNBLOCK, &pipe, NULL);
	/*
	 * Text on stdout through stdio (--help, --version, --params) goes out
	 * in one write at exit, where check_stdout sees the write's errno: a
	 * text longer than stdio's 4 KiB buffer failed in mid-text, and the
	 * errno was gone by the time of the check ("Input/output error" for
	 * a full disk, rate --help with 15 models).
	 */
	setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);	/* glibc ignores a size without a buffer */
	atexit(check_stdout);
}

void (*rp_die_hook)(void);

/* Before an error exits: the TSV writer's rows so far out, its partial
 * row dropped (tsv_out_abort, which sets the hook when it first buffers
 * output: diagnostics sit below the writer and need not know it). */
static void
die_hook(void)
{
	if (rp_die_hook)
		rp_die_hook();
}

static void
vmsg(const char *fmt, va_list ap, const char *suffix)
{
	fprintf(stderr, "%s: ", rp_progname);
	vfprintf(stderr, fmt, ap);
	if (suffix)
		fprintf(stderr, ": %s", suffix);
	fputc('\n', stderr);
}

void
die_data(const char *fmt, ...)
{
	va_list ap;

	die_hook();
	va_start(ap, fmt);
	vmsg(fmt, ap, NULL);
	va_end(ap);
	exit(EXIT_DATA);
}

void
die_usage(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap, NULL);
	va_end(ap);
	fprintf(stderr, "Try '%s --help' for more information.\n", rp_progname);
	exit(EXIT_USAGE);
}

void
die_sys(const char *fmt, ...)
{
	va_list ap;
	int e = errno;

	die_hook();
	va_start(ap, fmt);
	vmsg(fmt, ap, strerror(e));
	va_end(ap);
	exit(EXIT_DATA);
}

void
warnx_rp(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap, NULL);
	va_end(ap);
}

void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		die_sys("malloc");
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		die_sys("calloc");
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		die_sys("realloc");
	return p;
}

void
vdie_at(const char *path, unsigned long line, size_t col, const char *fmt, va_list ap)
{
	die_hook();
	if (col)
		fprintf(stderr, "%s: %s:%lu:%zu: ", rp_progname, path, line, col);
	else
		fprintf(stderr, "%s: %s:%lu: ", rp_progname, path, line);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	exit(EXIT_DATA);
}

void
die_at(const char *path, unsigned long line, size_t col, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vdie_at(path, line, col, fmt, ap);
}

void
xgrow_zero(void *pp, size_t *cap, size_t need, size_t sz)
{
	size_t old = *cap;

	xgrow(pp, cap, need, sz);
	memset((char *)*(void **)pp + old * sz, 0, (*cap - old) * sz);
}

void
xgrow(void *pp, size_t *cap, size_t need, size_t sz)
{
	void **p = pp;
	size_t ncap = *cap ? *cap : 8;

	if (need <= *cap)
		return;
	while (ncap < need) {
		if (ncap > SIZE_MAX / 2 / sz)
			die_data("out of memory");
		ncap *= 2;
	}
	*p = xrealloc(*p, ncap * sz);
	*cap = ncap;
}

char *
xstrndup(const char *s, size_t n)
{
	char *d = xmalloc(n + 1);

	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

void
print_version(void)
{
	printf("%s (ratepipe) %s\n", rp_progname, RP_VERSION);
}
