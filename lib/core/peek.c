/*
 * peek.c - the header line of a stage's input, read without taking it:
 * `score` with no -m picks its method by the stream (a bridge boards
 * stream is scored as a bridge stream) before the method opens the
 * input itself.  A file named on the command line is opened and read;
 * standard input is read at its offset when it is a regular file, and
 * copied without being consumed when it is a pipe (tee(2), Linux).  On
 * anything else, or when the command line has options, nothing is
 * peeked and the default method runs.
 */
#define _GNU_SOURCE	/* tee(2), where Linux has it */
#include "subcmd.h"

#include <fcntl.h>
#include <poll.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define PEEK_MAX 65536

/* The bytes at the head of the pipe on fd 0, not taken: their count. */
static ssize_t
peek_pipe(char *buf, size_t cap)
{
#ifdef SPLICE_F_NONBLOCK
	int p[2];
	ssize_t n = -1, last = -1;

	if (pipe(p) < 0)
		return -1;
	(void)fcntl(p[1], F_SETPIPE_SZ, (int)cap);
	for (;;) {
		struct pollfd pf = { 0, POLLIN, 0 };
		struct timespec ms = { 0, 1000000 };

		n = tee(0, p[1], cap, 0);	/* blocks until the pipe has data */
		if (n <= 0)
			break;
		n = read(p[0], buf, (size_t)n);
		if (n <= 0 || memchr(buf, '\n', (size_t)n) || (size_t)n == cap)
			break;
		/* a header line still being written: wait for more, or the end */
		if (n == last && poll(&pf, 1, 0) == 1 && (pf.revents & POLLHUP))
			break;
		last = n;
		nanosleep(&ms, NULL);
	}
	close(p[0]);
	close(p[1]);
	return n;
#else
	(void)buf, (void)cap;
	return -1;
#endif
}

/* The first bytes of the input (the first file named, or stdin). */
static ssize_t
peek_input(const char *path, char *buf, size_t cap)
{
	struct stat st;
	ssize_t n;
	int fd;

	if (path && strcmp(path, "-") != 0) {
		if ((fd = open(path, O_RDONLY)) < 0)
			return -1;
		n = read(fd, buf, cap);
		close(fd);
		return n;
	}
	if (fstat(0, &st) < 0)
		return -1;
	if (S_ISREG(st.st_mode))
		return pread(0, buf, cap, lseek(0, 0, SEEK_CUR));
	if (S_ISFIFO(st.st_mode))
		return peek_pipe(buf, cap);
	return -1;
}

/* 1 if the TAB-separated header line h (n bytes) has column name. */
static int
has_column(const char *h, size_t n, const char *name)
{
	size_t l = strlen(name), i = 0;

	while (i <= n) {
		size_t e = i;

		while (e < n && h[e] != '\t')
			e++;
		if (e - i == l && memcmp(h + i, name, l) == 0)
			return 1;
		i = e + 1;
	}
	return 0;
}

const char *
score_method_of_stream(int argc, char **argv)
{
	static char buf[PEEK_MAX];
	const char *path = NULL;
	ssize_t n;
	size_t len;
	char *nl;
	int i;

	for (i = 1; i < argc; i++) {
		if (argv[i][0] == '-' && argv[i][1])
			return NULL;	/* options: the method they belong to */
		if (!path)
			path = argv[i];
	}
	n = peek_input(path, buf, sizeof buf);
	if (n <= 0 || !(nl = memchr(buf, '\n', (size_t)n)))
		return NULL;
	len = (size_t)(nl - buf);
	if (len && buf[len - 1] == '\r')
		len--;
	if (has_column(buf, len, "board") && has_column(buf, len, "ns") &&
	    has_column(buf, len, "ew") && has_column(buf, len, "score") &&
	    !has_column(buf, len, "player"))
		return "bridge";
	return NULL;
}
