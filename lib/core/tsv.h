/*
 * tsv.h - the TSV contract shared by every stage (README.md, "A pipeline";
 * parse(1) for the results stream).
 *
 * Reading: one or more files, each with a header line; columns are
 * found by name.  A leading UTF-8 BOM and CR line ends are accepted;
 * a control character (C0 but TAB, DEL) anywhere else is an error.
 * Fields point into the reader's buffer and stay valid until the next
 * tsv_next() (longer with keep, below); nothing is allocated per field.
 * They lie back to back, each NUL-terminated: f[c + 1] == f[c] + flen[c] + 1.
 *
 * Writing: one buffered stdout.  Rows reach the file descriptor only
 * whole, so a data error never leaves half a row behind.
 */
#ifndef TSV_H
#define TSV_H

#include <stddef.h>
#include <stdint.h>

/* A line holds at most this many bytes before its newline (a CR line end
 * and line 1's BOM count); a longer one is an error naming it. */
#define TSV_MAX_LINE (64u << 20)

struct tsv_in {
	char **paths;		/* files to read, "-" is stdin */
	int npaths, ipath;
	const char *name;	/* current file, for messages */
	int fd;
	char *buf;
	size_t cap, pos, end;
	int eof;
	/*
	 * Records from keep on (a field's address, NULL: none) stay in the
	 * buffer: a reader that holds rows (a game) need not copy them.  When
	 * the buffer moves, keep moves with it (the rows' offsets from keep,
	 * below, stay right).
	 */
	const char *keep;
	/* the masks of the 64 bytes before buf + blk_end (0: none), for
	 * the lines that begin in them (tsv_blocks.c, tsv_read_blocks) */
	struct tsv_block {
		uint64_t tab, nl, bad, high;
	} blk;
	size_t blk_end;
	unsigned long line;	/* line number of the current record */

	char **f;		/* fields of the current record */
	size_t *flen;
	size_t nf, fcap;	/* fcap: room from f on */
	/*
	 * A reader that holds rows (a game; tsv_offsets_on) has the fields
	 * as 32-bit offsets from keep instead: field k at keep + off[k], of
	 * off[k + 1] - off[k] - 1 bytes (off[nf] is one past the record's
	 * NUL), 4 bytes a field where f and flen take 16.  off is slot oat
	 * of obase (tsv_offsets_at), so the rows held stay where they were
	 * split, and a move of the buffer leaves them right.  f and flen
	 * are then made only when asked (tsv_fields_of_offsets).
	 */
	int offs;
	uint32_t *off, *obase;
	size_t oat, obcap;

	char **col;		/* header of the first file */
	size_t ncol;

	int csv;		/* records are CSV (parse -f csv), unquoted in place */
	char sep;		/* CSV: ',' or ';' (0: from the header line) */
	char *single;		/* the list of one that tsv_open_path reads */
};

/*
 * Every stage reads another stage's output, which is whole lines: a last
 * line without its newline is truncated input, an error.  parse, which
 * reads files people typed, sets this to accept it.
 */
extern int tsv_accept_unterminated;

/* Open the inputs (argv-style list; none means stdin) and read the header. */
void tsv_open(struct tsv_in *in, int npaths, char **paths);
/* One named file ("-" is stdin), such as a ratings file given with -r. */
void tsv_open_path(struct tsv_in *in, const char *path);
/*
 * The same, reading RFC 4180 CSV records when csv is set: csv ',' or ';'
 * names the separator; 1 takes ';' when the header line has semicolons
 * and no commas (saying so on stderr), else ','.
 */
void tsv_open_csv(struct tsv_in *in, int npaths, char **paths, int csv);
void tsv_close(struct tsv_in *in);
/* Next record: 1, or 0 at the end of the last input. */
int tsv_next(struct tsv_in *in);
/*
 * From now on the records' fields are offsets from keep (set keep first,
 * at or before the next record), from slot 0 of obase.
 */
void tsv_offsets_on(struct tsv_in *in);
/* For a reader with offsets on: the next record when the block scanner
 * takes it (1), else 0 with nothing read: then tsv_next. */
int tsv_next_blocks(struct tsv_in *in);
/* Room in obase for a record from slot at (tsv_offsets_at, to grow). */
void tsv_offsets_room(struct tsv_in *in, size_t at, size_t want);
/*
 * The next records' offsets go from slot `at` of obase on: a reader that
 * holds rows has a row's offsets written where it keeps them, the rows
 * before left alone.  obase may move when a record needs more room.
 */
static inline void
tsv_offsets_at(struct tsv_in *in, size_t at)
{
	if (at + 2 > in->obcap)
		tsv_offsets_room(in, at, 2);	/* (rare: obase grows to the largest game) */
	in->oat = at;
	in->off = in->obase + at;
}
/* f and flen of the current record from its offsets (for the functions
 * below that read them: messages, tsv_date...). */
void tsv_fields_of_offsets(struct tsv_in *in);

/* Column index by name, or -1. */
int tsv_col(const struct tsv_in *in, const char *name);
/* Column index by name; a data error naming the file when absent. */
int tsv_need(const struct tsv_in *in, const char *name);

/* "file:line:col: column "c": expected WHAT, found "field"", exit 1. */
void tsv_bad_field(const struct tsv_in *in, int col, const char *what)
	__attribute__((noreturn));
/* "file:line: MESSAGE", exit 1. */
void tsv_bad_line(const struct tsv_in *in, const char *fmt, ...)
	__attribute__((noreturn, format(printf, 2, 3)));

/* Typed field readers: a data error naming the field when malformed. */
double tsv_num(const struct tsv_in *in, int col);
long tsv_posint(const struct tsv_in *in, int col);
long tsv_date(const struct tsv_in *in, int col);	/* days since 1970-01-01 */

/* Offset of the first byte that is not well-formed UTF-8, or n. */
size_t utf8_bad_at(const unsigned char *s, size_t n);

/* Output. */
void tsv_put(const char *s, size_t n);
void tsv_puts(const char *s);
void tsv_put_num(double x);
void tsv_put_int(long long v);
void tsv_put_raw(const char *s, size_t n);	/* no separator handling */
void tsv_end_row(void);
/* Whole rows already joined with TABs and ending in a newline. */
void tsv_put_rows(const char *s, size_t n);
/* Write the header of an input followed by added columns (NULL-ended). */
void tsv_put_header(const struct tsv_in *in, const char *const *added);
/* Flush everything; exit 1 on a write error (full disk, closed pipe). */
void tsv_out_close(void);
/* On a data error: flush the complete rows, drop a partial one. */
void tsv_out_abort(void);

/*
 * Writing a row of the input with columns a stage computes: a computed
 * column that the input already has is replaced in place, the others
 * are added at the end (the contract's "added columns go at the end").
 */
#define TSV_CELL_SLOT 32	/* a number's text, num_format's at most 25 */

struct tsv_cell {
	const char *s;
	size_t n;
	int slot;		/* s may be read TSV_CELL_SLOT bytes */
	char num[TSV_CELL_SLOT];
};

struct tsv_rowout {
	size_t nin, nadd;
	int *repl;		/* per input column: computed column or -1 */
	int *appended;		/* per computed column: 1 if added at the end */
	struct tsv_cell *cell;
	/* the output row as pieces, in order: input columns from..to
	 * (cell < 0) or computed column cell */
	struct tsv_piece {
		int from, to, cell;
	} *piece;
	size_t npiece;
	int tail;		/* the input whole, then every computed column */
};

void tsv_rowout_init(struct tsv_rowout *ro, const struct tsv_in *in,
    const char *const *names);
void tsv_rowout_free(struct tsv_rowout *ro);
void tsv_rowout_num(struct tsv_rowout *ro, size_t a, double x);
/* Computed column a is the text s[0..n) (it must outlive the write). */
static inline void
tsv_rowout_str(struct tsv_rowout *ro, size_t a, const char *s, size_t n)
{
	ro->cell[a].s = s;
	ro->cell[a].n = n;
	ro->cell[a].slot = 0;
}
/* The same for text in a slot of TSV_CELL_SLOT bytes (copied at once). */
static inline void
tsv_rowout_slot(struct tsv_rowout *ro, size_t a, const char *s, size_t n)
{
	ro->cell[a].s = s;
	ro->cell[a].n = n;
	ro->cell[a].slot = 1;
}
void tsv_rowout_write(const struct tsv_rowout *ro, char *const *f,
    const size_t *flen);
/*
 * The same for a row held as offsets from base (tsv_in.offs): field k
 * from base + off[k] to base + off[k + 1] - 1 (game_write_row).  The
 * fields lie back to back: each run of input columns is copied without
 * looking at the fields between its ends.
 */
void tsv_rowout_write_offsets(const struct tsv_rowout *ro, const char *base,
    const uint32_t *off);
/* n rows so held, row i's offsets at off + i * stride, the cells the same
 * for every row: the same bytes as n calls of the above, faster. */
void tsv_rowout_write_offsets_rows(const struct tsv_rowout *ro, const char *base,
    const uint32_t *off, size_t stride, size_t n);

/*
 * A 1 MiB pipe on fd instead of 64 KiB, so two stages run side by side
 * (best effort); the reader's stdin and the writer's stdout (tsv_read.c).
 */
void tsv_widen_pipe(int fd);

#endif
