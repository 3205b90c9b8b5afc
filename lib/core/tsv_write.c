/*
 * tsv_write.c - the buffered TSV writer: rows built in one buffer and
 * written in large blocks, whole rows only (a full disk or an error
 * leaves no half row: tsv_out_abort, run by the diagnostics through
 * rp_die_hook), and rows with computed columns (tsv_rowout_*).  The
 * reader is tsv_read.c; the writer asks it only for a column by name.
 * One thing past 500 lines: the plain puts, the flush with its full-disk
 * guard and the rows with computed columns all write into the one
 * buffer (the static `out`) whose whole rows they keep.
 */
#define _GNU_SOURCE	/* F_SETPIPE_SZ, fallocate, where Linux has them */
#include "tsv.h"
#include "num.h"
#include "rp.h"

#include <errno.h>
#include <math.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* ---------- writing ---------- */

static struct {
	char *buf;
	size_t len, cap, row_start;
	int in_row;
} out;

#define OUT_FLUSH_AT (256u << 10)

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

static void
out_reserve(size_t n)
{
	if (out.len + n > out.cap) {
		rp_die_hook = tsv_out_abort;	/* an error drops the partial row */
		xgrow(&out.buf, &out.cap, out.len + n, 1);
	}
}

void
tsv_put_raw(const char *s, size_t n)
{
	out_reserve(n);
	memcpy(out.buf + out.len, s, n);
	out.len += n;
}

void
tsv_put(const char *s, size_t n)
{
	out_reserve(n + 1);
	if (out.in_row)
		out.buf[out.len++] = '\t';
	out.in_row = 1;
	memcpy(out.buf + out.len, s, n);
	out.len += n;
}

void
tsv_puts(const char *s)
{
	tsv_put(s, strlen(s));
}

void
tsv_put_num(double x)
{
	char tmp[32];

	if (!isfinite(x))
		die_data("internal error: a computed number is not finite");
	tsv_put(tmp, num_format(x, tmp));
}

void
tsv_put_int(long long v)
{
	char tmp[24];

	tsv_put(tmp, int_format(v, tmp));
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
static int
write_rows(const char *p, size_t n)
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

/* --help and --params, written by stdio, go out like rows (diag.c's check at exit). */
__attribute__((constructor)) static void
text_as_rows(void)
{
	rp_text_rows = write_rows;
}

static void
flush_upto(size_t n)
{
	static int widened;

	if (!widened) {
		widened = 1;
		tsv_widen_pipe(1);
	}
	if (write_rows(out.buf, n) < 0) {
		out.len = out.row_start = 0;
		die_sys("write error");
	}
	memmove(out.buf, out.buf + n, out.len - n);
	out.len -= n;
	out.row_start -= n;
}

/* The bytes so far end a row: it counts as whole, and may be flushed. */
static void
row_whole(void)
{
	out.in_row = 0;
	out.row_start = out.len;
	if (out.len >= OUT_FLUSH_AT)
		flush_upto(out.len);
}

void
tsv_end_row(void)
{
	tsv_put_raw("\n", 1);
	row_whole();
}

void
tsv_put_rows(const char *s, size_t n)
{
	tsv_put_raw(s, n);
	row_whole();
}

void
tsv_put_header(const struct tsv_in *in, const char *const *added)
{
	size_t i;

	for (i = 0; i < in->ncol; i++)
		tsv_puts(in->col[i]);
	for (; added && *added; added++)
		if (tsv_col(in, *added) < 0)
			tsv_puts(*added);
	tsv_end_row();
}

void
tsv_out_close(void)
{
	flush_upto(out.len);
	free(out.buf);
	out.buf = NULL;
	out.cap = 0;
}

/*
 * The rows flushed on the way out of an error are written like any (no
 * half row on a full disk); their own failure is said before the error.
 */
void
tsv_out_abort(void)
{
	size_t whole = out.row_start;

	out.row_start = out.len = 0;	/* stop recursion through die_sys */
	if (whole && write_rows(out.buf, whole) < 0)
		warnx_rp("write error: %s", strerror(errno));
	free(out.buf);
	out.buf = NULL;
	out.cap = 0;
}

/* ---------- rows with computed columns ---------- */

void
tsv_rowout_init(struct tsv_rowout *ro, const struct tsv_in *in,
    const char *const *names)
{
	size_t i, n = 0;

	while (names[n])
		n++;
	ro->nin = in->ncol;
	ro->nadd = n;
	ro->repl = xmalloc(in->ncol * sizeof *ro->repl);
	ro->appended = xmalloc(n * sizeof *ro->appended);
	ro->cell = xcalloc(n, sizeof *ro->cell);
	for (i = 0; i < in->ncol; i++)
		ro->repl[i] = -1;
	for (i = 0; i < n; i++) {
		int c = tsv_col(in, names[i]);

		ro->appended[i] = c < 0;
		if (c >= 0)
			ro->repl[c] = (int)i;
		ro->cell[i].s = "";
	}
	ro->piece = xmalloc((in->ncol + n) * sizeof *ro->piece);
	ro->npiece = 0;
	for (i = 0; i < in->ncol; i++) {
		struct tsv_piece *pc = &ro->piece[ro->npiece];

		if (ro->repl[i] >= 0)
			*pc = (struct tsv_piece){ (int)i, (int)i, ro->repl[i] };
		else if (ro->npiece && pc[-1].cell < 0) {
			pc[-1].to = (int)i;	/* the run goes on */
			continue;
		} else
			*pc = (struct tsv_piece){ (int)i, (int)i, -1 };
		ro->npiece++;
	}
	for (i = 0; i < n; i++)
		if (ro->appended[i])
			ro->piece[ro->npiece++] = (struct tsv_piece){ -1, -1, (int)i };
	/* one run of every input column, then the n cells: none replaced */
	ro->tail = ro->npiece == n + 1 && ro->piece[0].cell < 0 &&
	    ro->piece[0].to == (int)in->ncol - 1;
}

void
tsv_rowout_free(struct tsv_rowout *ro)
{
	free(ro->repl);
	free(ro->appended);
	free(ro->cell);
	free(ro->piece);
}

void
tsv_rowout_num(struct tsv_rowout *ro, size_t a, double x)
{
	struct tsv_cell *c = &ro->cell[a];

	if (!isfinite(x))
		die_data("internal error: a computed number is not finite");
	c->n = num_format(x, c->num);
	c->s = c->num;
	c->slot = 1;
}


/*
 * Copy n bytes of back-to-back fields, their NUL separators turned
 * into TABs (a field never holds a NUL: the reader refuses them).
 * Sixteen bytes a step with SSE2, the last step overlapping the one
 * before so that nothing past the fields is read.
 */
static void
copy_fields(char *d, const char *s, size_t n)
{
	size_t i = 0;

#ifdef __SSE2__
	if (n >= 16) {
		const __m128i zero = _mm_setzero_si128(), tab = _mm_set1_epi8('\t');

		for (;;) {
			size_t at = i < n - 16 ? i : n - 16;
			__m128i v = _mm_loadu_si128((const __m128i *)(const void *)(s + at));

			v = _mm_or_si128(v, _mm_and_si128(_mm_cmpeq_epi8(v, zero), tab));
			_mm_storeu_si128((__m128i *)(void *)(d + at), v);
			if (at == n - 16)
				return;
			i += 16;
		}
	}
#endif
	for (; i < n; i++)
		d[i] = s[i] ? s[i] : '\t';
}

/*
 * A computed cell at d: text in a slot (a number made in the cell, a
 * stage's memo) is copied as the whole fixed-size slot, one move instead
 * of a call for a few bytes; the extra bytes are overwritten by what
 * follows or lie past the end of the row (row_room counts them).
 */
static inline char *
put_cell(char *d, const struct tsv_cell *c)
{
	if (c->slot)
		memcpy(d, c->s, TSV_CELL_SLOT);
	else
		memcpy(d, c->s, c->n);
	return d + c->n;
}

/*
 * At most the bytes of the row (its fields, computed cells, a separator
 * each, the newline and a slot's extra bytes), made room for at once so
 * the pieces are written without a check each.
 */
static inline size_t
row_room(const struct tsv_rowout *ro, char *const *f, const size_t *flen,
    int back_to_back)
{
	size_t n = ro->nin + ro->nadd + 1 + TSV_CELL_SLOT, c;

	if (back_to_back)
		n += (size_t)(f[ro->nin - 1] + flen[ro->nin - 1] - f[0]);
	else
		for (c = 0; c < ro->nin; c++)
			n += flen[c];
	for (c = 0; c < ro->nadd; c++)
		n += ro->cell[c].n;
	return n;
}

/*
 * The row by its pieces (tsv_rowout_init): computed cells, and runs of
 * input columns, each copied at once with its NUL separators turned
 * into TABs.  Fields the reader (or the game reader) holds lie back to
 * back (back_to_back: a run is one copy); others are copied in the
 * stretches that do.  What the loop reads is held in locals: a store of
 * a byte may alias anything and would make the compiler load it again.
 */
static inline __attribute__((always_inline)) void
write_pieces(const struct tsv_rowout *ro, char *const *f, const size_t *flen,
    int back_to_back)
{
	const struct tsv_piece *pc = ro->piece, *end = pc + ro->npiece;
	const struct tsv_cell *cell = ro->cell;
	int sep = out.in_row;	/* a TAB before the next piece */
	char *d;
	size_t j, k, n;

	out_reserve(row_room(ro, f, flen, back_to_back));
	d = out.buf + out.len;
	if (back_to_back && ro->tail) {
		/* the common row (window, score): the input line, then the
		 * computed cells in order; the same bytes as the loop below */
		n = (size_t)(f[ro->nin - 1] + flen[ro->nin - 1] - f[0]);
		if (sep)
			*d++ = '\t';
		copy_fields(d, f[0], n);
		d += n;
		for (k = 0; k < ro->nadd; k++) {
			*d++ = '\t';
			d = put_cell(d, &cell[k]);
		}
		pc = end;
	}
	for (; pc < end; pc++, sep = 1) {
		if (pc->cell >= 0) {
			if (sep)
				*d++ = '\t';
			d = put_cell(d, &cell[pc->cell]);
			continue;
		}
		for (j = (size_t)pc->from; j <= (size_t)pc->to; j = k + 1, sep = 1) {
			if (back_to_back)
				k = (size_t)pc->to;
			else
				for (k = j; k < (size_t)pc->to && f[k + 1] == f[k] + flen[k] + 1; k++)
					;
			n = (size_t)(f[k] + flen[k] - f[j]);
			if (sep)
				*d++ = '\t';
			copy_fields(d, f[j], n);
			d += n;
		}
	}
	*d++ = '\n';
	out.len = (size_t)(d - out.buf);
	row_whole();
}

void
tsv_rowout_write(const struct tsv_rowout *ro, char *const *f, const size_t *flen)
{
	write_pieces(ro, f, flen, 0);
}

void
tsv_rowout_write_record(const struct tsv_rowout *ro, char *const *f,
    const size_t *flen)
{
	write_pieces(ro, f, flen, 1);
}
