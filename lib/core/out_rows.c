/*
 * out_rows.c - whole rows into the standard output (out_file.h): the
 * TSV writer's flushes (tsv_write.c) and, at exit, the text stdio holds
 * (--help, --params) go through out_rows_write, which keeps a regular
 * file as it was plus whole rows on a write error, and never cuts back
 * bytes another process appended.
 */
#define _GNU_SOURCE	/* fallocate, F_SETLEASE, where Linux has them */
#include "out_file.h"
#include "rp.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

static int
write_all(const char *p, size_t n)
{
	while (n > 0) {
		ssize_t w = write(1, p, n);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/*
 * Output into a regular file: a failed write (a full disk, a file-size
 * limit) must leave the file holding what it held before and whole rows
 * after it, never half a row for the next stage to read.  Each flush
 * ends at a row's end; before it, where its rows go is read: the file's
 * end when appending (`>>`: the offset says nothing before the first
 * write), else the offset.  Then, in order:
 *  - under a file-size limit (ulimit -f) only the lines below it are
 *    written, then EFBIG: the limit never cuts a row (nor sends SIGXFSZ);
 *  - the flush's space is reserved (fallocate, the size unchanged): on
 *    a full disk the reservation fails and nothing is written;
 *  - what a write still leaves past the file's end before the flush (a
 *    file system without reservations, an I/O error) is cut off, and
 *    nothing before it: a file overwritten in place (`1<>`) keeps its
 *    length, a half row in it included.
 */
static struct {
	int checked, regular, append;
	off_t limit;	/* RLIMIT_FSIZE, or -1: none */
	off_t keep;	/* the file's end before this flush, or -1: unknown */
} ofile;

static void
ofile_check(void)
{
	struct stat st;
	struct rlimit rl;
	int fl = fcntl(1, F_GETFL);

	ofile.checked = 1;
	ofile.regular = fstat(1, &st) == 0 && S_ISREG(st.st_mode);
	ofile.append = fl >= 0 && (fl & O_APPEND);
	ofile.limit = getrlimit(RLIMIT_FSIZE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
	    rl.rlim_cur <= (rlim_t)INT64_MAX ? (off_t)rl.rlim_cur : -1;
}

/* Where the next write goes (-1: unknown), and the file's end before it. */
static off_t
rows_go_at(void)
{
	struct stat st;

	ofile.keep = -1;
	if (fstat(1, &st) < 0)
		return -1;
	ofile.keep = st.st_size;
	return ofile.append ? st.st_size : lseek(1, 0, SEEK_CUR);
}

/* The bytes of p[0..n) that end below the file-size limit at a line's end. */
static size_t
below_limit(const char *p, size_t n, off_t at)
{
	size_t room;

	if (ofile.limit < 0 || at < 0 || (uintmax_t)at + n <= (uintmax_t)ofile.limit)
		return n;
	room = at < ofile.limit ? (size_t)(ofile.limit - at) : 0;
	while (room > 0 && p[room - 1] != '\n')
		room--;
	return room;
}

/*
 * Cut the file back to `to` when it ends at `end`: 0, or -1 with errno.
 * Appending, another process may append at any moment (a log several
 * jobs append to), and a cut to a remembered size would drop its rows:
 * the cut is made only under a write lease, which Linux grants only
 * while no other open file description of the file exists (and which
 * holds off any new open() until it is given back); no lease (another
 * writer or reader, a file system without leases, a file not ours):
 * EAGAIN and no cut.  SIGIO, the lease's break signal, is ignored
 * meanwhile (its default would end the program).
 */
static int
cut_alone(off_t end, off_t to)
{
	struct stat st;
	int r = -1, leased = 0;
#ifdef F_SETLEASE
	struct sigaction ign = { .sa_handler = SIG_IGN }, old;

	if (ofile.append) {
		sigaction(SIGIO, &ign, &old);
		leased = fcntl(1, F_SETLEASE, F_WRLCK) == 0;
		if (!leased) {
			sigaction(SIGIO, &old, NULL);
			errno = EAGAIN;
			return -1;
		}
	}
#else
	if (ofile.append) {
		errno = EAGAIN;
		return -1;
	}
#endif
	if (fstat(1, &st) < 0)
		;
	else if (st.st_size != end)
		errno = EAGAIN;	/* not as we left it: someone else wrote */
	else
		r = ftruncate(1, to);
#ifdef F_SETLEASE
	if (leased) {
		int saved = errno;

		(void)fcntl(1, F_SETLEASE, F_UNLCK);
		sigaction(SIGIO, &old, NULL);
		errno = saved;
	}
#endif
	return r;
}

/* Space for n bytes at `at`, or -1 with errno when the disk has none. */
static int
reserve(off_t at, size_t n)
{
#ifdef FALLOC_FL_KEEP_SIZE
	if (at >= 0 && n > 0 && fallocate(1, FALLOC_FL_KEEP_SIZE, at, (off_t)n) < 0 &&
	    (errno == ENOSPC || errno == EDQUOT || errno == EFBIG)) {
		int saved = errno;

		/* what the failed call did take past the end goes back (ext4
		 * keeps it: the disk would stay full of blocks nobody sees) */
		if (ofile.keep >= 0)
			(void)cut_alone(ofile.keep, ofile.keep);
		errno = saved;
		return -1;
	}
#else
	(void)at;
	(void)n;
#endif
	return 0;
}

/* After a failed write: the bytes past ofile.keep go, or a warning says where they start. */
static void
cut_back(void)
{
	int saved = errno;
	struct stat st;

	if (ofile.keep >= 0 && fstat(1, &st) == 0 && st.st_size > ofile.keep &&
	    ftruncate(1, ofile.keep) < 0)
		warnx_rp("the output ends in a partial row from byte %jd on: cutting it off failed: %s",
		    (intmax_t)ofile.keep, strerror(errno));
	errno = saved;
}

/*
 * Appending (O_APPEND): each flush is one write() of whole rows, each
 * write landing at the end wherever other appenders left it.  A write
 * that stops short is a failure, not a row to finish: the rest could
 * land after another process's rows and split ours in two.  The next
 * write is made only to learn why (the kernel says so there, and a full
 * disk or the limit refuses it whole); should it write, its bytes are
 * ours too.  Then only our own bytes are cut off, and only while no
 * other process has the file open (cut_alone); else they stay, said
 * with their place, and the other process's rows after them.
 */
static int
append_rows(const char *p, size_t n)
{
	off_t at = rows_go_at(), start, end;
	size_t fit = below_limit(p, n, at);
	ssize_t w, more;
	int saved;

	if (reserve(at, fit) < 0)
		return -1;
	do
		w = write(1, p, fit);
	while (w < 0 && errno == EINTR);
	if (w == (ssize_t)fit) {
		errno = EFBIG;
		return fit < n ? -1 : 0;
	}
	if (w < 0)
		return -1;	/* nothing written */
	end = lseek(1, 0, SEEK_CUR);
	start = end - w;
	do
		more = write(1, p + w, fit - (size_t)w);
	while (more < 0 && errno == EINTR);
	saved = more < 0 ? errno : EIO;
	if (more > 0)
		end = lseek(1, 0, SEEK_CUR);	/* past another's rows, if any: then no cut */
	if (cut_alone(end, start) < 0) {
		if (errno == EAGAIN)
			warnx_rp("bytes %jd to %jd of the output, a failed write, end in a partial row: "
			    "another process has the file open or wrote to it, so they are not cut off",
			    (intmax_t)start, (intmax_t)end);
		else
			warnx_rp("the output ends in a partial row from byte %jd on: cutting it off "
			    "failed: %s", (intmax_t)start, strerror(errno));
	}
	errno = saved;
	return -1;
}

/* Write n bytes of whole rows: 0, or -1 with errno and the file as it was plus whole rows. */
int
out_rows_write(const char *p, size_t n)
{
	off_t at;
	size_t fit;

	if (!ofile.checked)
		ofile_check();
	if (!ofile.regular || n == 0)
		return write_all(p, n);
	if (ofile.append)
		return append_rows(p, n);
	at = rows_go_at();
	fit = below_limit(p, n, at);
	if (reserve(at, fit) < 0)
		return -1;
	if (write_all(p, fit) < 0) {
		cut_back();
		return -1;
	}
	if (fit < n) {
		errno = EFBIG;
		return -1;
	}
	return 0;
}

/* --help and --params, written by stdio, go out like rows (diag.c's check at exit):
 * set where the row writer is linked, which every program is. */
__attribute__((constructor)) static void
text_as_rows(void)
{
	rp_text_rows = out_rows_write;
}

