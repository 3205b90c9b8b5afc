/*
 * tsv_write.c - the buffered TSV writer: rows built in one buffer and
 * written in large blocks, whole rows only (a full disk or an error
 * leaves no half row: tsv_out_abort, run by the diagnostics through
 * rp_die_hook), and rows with computed columns (tsv_rowout_*).  The
 * reader is tsv_read.c; the writer asks it only for a column by name.
 * The blocks go out through out_rows_write (out_rows.c), whose guard
 * keeps a file as it was plus whole rows on a full disk.
 */
#include "tsv.h"
#include "num.h"
#include "out_file.h"
#include "rp.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
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

static void
flush_upto(size_t n)
{
	static int widened;

	if (!widened) {
		widened = 1;
		tsv_widen_pipe(1);
	}
	if (out_rows_write(out.buf, n) < 0) {
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
	if (whole && out_rows_write(out.buf, whole) < 0)
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
static inline __attribute__((always_inline)) void
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
 * How write_pieces finds the fields: scattered pointers and lengths
 * (copied in the stretches that lie back to back), or a held row's
 * offsets from a base (back to back: field k from base + off[k] to
 * base + off[k + 1] - 1).
 */
enum { BY_FIELDS, BY_OFFSETS };

struct row_in {
	char *const *f;
	const size_t *flen;
	const char *base;
	const uint32_t *off;
};

static inline const char *
field_start(const struct row_in *r, size_t c, int how)
{
	return how == BY_OFFSETS ? r->base + r->off[c] : r->f[c];
}

static inline const char *
field_end(const struct row_in *r, size_t c, int how)
{
	return how == BY_OFFSETS ? r->base + r->off[c + 1] - 1 : r->f[c] + r->flen[c];
}

/*
 * At most the bytes of the row (its fields, computed cells, a separator
 * each, the newline and a slot's extra bytes), made room for at once so
 * the pieces are written without a check each.
 */
static inline size_t
row_room(const struct tsv_rowout *ro, const struct row_in *r, int how)
{
	size_t n = ro->nin + ro->nadd + 1 + TSV_CELL_SLOT, c;

	if (how != BY_FIELDS)
		n += (size_t)(field_end(r, ro->nin - 1, how) - field_start(r, 0, how));
	else
		for (c = 0; c < ro->nin; c++)
			n += r->flen[c];
	for (c = 0; c < ro->nadd; c++)
		n += ro->cell[c].n;
	return n;
}

/*
 * The row by its pieces (tsv_rowout_init): computed cells, and runs of
 * input columns, each copied at once with its NUL separators turned
 * into TABs.  Fields the reader (or the game reader) holds lie back to
 * back (a run is one copy); others are copied in the stretches that do.
 * What the loop reads is held in locals: a store of a byte may alias
 * anything and would make the compiler load it again.
 */
static inline __attribute__((always_inline)) void
write_pieces(const struct tsv_rowout *ro, const struct row_in *r, int how)
{
	const struct tsv_piece *pc = ro->piece, *end = pc + ro->npiece;
	const struct tsv_cell *cell = ro->cell;
	int sep = out.in_row;	/* a TAB before the next piece */
	char *d;
	size_t j, k, n;

	if (how != BY_FIELDS && ro->tail) {
		/*
		 * The common row (window, score): the input line, then the
		 * computed cells in order; the same bytes as the loop below.
		 * Room for the line and, for each cell, a TAB and a slot: a
		 * cell longer than a slot (rare: a stage's text) is met before
		 * anything counts as written, and the row goes the other way.
		 */
		const char *s = field_start(r, 0, how);

		n = (size_t)(field_end(r, ro->nin - 1, how) - s);
		out_reserve(n + 2 + ro->nadd * (1 + TSV_CELL_SLOT));
		d = out.buf + out.len;
		if (sep)
			*d++ = '\t';
		copy_fields(d, s, n);
		d += n;
		for (k = 0; k < ro->nadd && cell[k].n <= TSV_CELL_SLOT; k++) {
			*d++ = '\t';
			d = put_cell(d, &cell[k]);
		}
		if (k == ro->nadd) {
			*d++ = '\n';
			out.len = (size_t)(d - out.buf);
			row_whole();
			return;
		}
	}
	out_reserve(row_room(ro, r, how));
	d = out.buf + out.len;
	for (; pc < end; pc++, sep = 1) {
		if (pc->cell >= 0) {
			if (sep)
				*d++ = '\t';
			d = put_cell(d, &cell[pc->cell]);
			continue;
		}
		for (j = (size_t)pc->from; j <= (size_t)pc->to; j = k + 1, sep = 1) {
			if (how != BY_FIELDS)
				k = (size_t)pc->to;
			else
				for (k = j; k < (size_t)pc->to &&
				    r->f[k + 1] == r->f[k] + r->flen[k] + 1; k++)
					;
			n = (size_t)(field_end(r, k, how) - field_start(r, j, how));
			if (sep)
				*d++ = '\t';
			copy_fields(d, field_start(r, j, how), n);
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
	struct row_in r = { f, flen, NULL, NULL };

	write_pieces(ro, &r, BY_FIELDS);
}

void
tsv_rowout_write_offsets(const struct tsv_rowout *ro, const char *base,
    const uint32_t *off)
{
	struct row_in r = { NULL, NULL, base, off };

	write_pieces(ro, &r, BY_OFFSETS);
}

/* The bytes after the input columns of a row with ro's cells: each cell
 * after a TAB, then the newline; 0 when they pass n bytes. */
static size_t
cells_text(const struct tsv_rowout *ro, char *t, size_t n)
{
	size_t k, len = 0;

	for (k = 0; k < ro->nadd; k++) {
		if (len + 1 + ro->cell[k].n + 1 > n)
			return 0;
		t[len++] = '\t';
		memcpy(t + len, ro->cell[k].s, ro->cell[k].n);
		len += ro->cell[k].n;
	}
	t[len++] = '\n';
	return len;
}

/*
 * n held rows with the same cells (a game's rows in window: seq, n and
 * field are the game's): the cells' text is made once, and each row is
 * its input line and that text, copied as one fixed move of CELLS_AT_ONCE
 * bytes (the extra bytes lie past the row, in the room reserved, and
 * are overwritten by the next).  The same bytes as n calls of
 * tsv_rowout_write_offsets, which writes the rows this does not take.
 */
#define CELLS_AT_ONCE 32

void
tsv_rowout_write_offsets_rows(const struct tsv_rowout *ro, const char *base,
    const uint32_t *off, size_t stride, size_t n)
{
	char text[CELLS_AT_ONCE] = { 0 };	/* all of it is copied */
	size_t r, len = 0, last = ro->nin - 1;

	if (ro->tail && !out.in_row && n > 1)
		len = cells_text(ro, text, sizeof text);
	for (r = 0; r < n; r++, off += stride) {
		const char *s = base + off[0];
		size_t m = (size_t)(base + off[last + 1] - 1 - s);
		char *d;

		if (!len) {
			tsv_rowout_write_offsets(ro, base, off);
			continue;
		}
		out_reserve(m + CELLS_AT_ONCE);
		d = out.buf + out.len;
		copy_fields(d, s, m);
		memcpy(d + m, text, CELLS_AT_ONCE);
		out.len += m + len;
		row_whole();
	}
}
