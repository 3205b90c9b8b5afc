/*
 * tsv_read.c - the streaming TSV (and CSV) reader's API: files opened in
 * turn, the header taken, the next record (by the block scanner,
 * tsv_blocks.c, or a record reader: tsv_record.c, tsv_csv.c, over the
 * line layer of tsv_line.c), a column by name, a field as a number or a
 * date.  The writer is tsv_write.c; the reader needs nothing of it (an
 * error mid-row runs rp_die_hook, which the writer set).
 */
#define _GNU_SOURCE	/* F_SETPIPE_SZ, where Linux has it */
#include "tsv.h"
#include "hash.h"
#include "tsv_line.h"
#include "num.h"
#include "out_file.h"
#include "rp.h"

#include <errno.h>
#include <math.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif


/*
 * A pipe between two stages holds 64 KiB by default: the writer blocks
 * every 64 KiB and the two processes take turns instead of running
 * side by side.  A 1 MiB pipe lets both cores work (best effort: the
 * call fails harmlessly on a file, a terminal or a system without it).
 */
void
tsv_widen_pipe(int fd)
{
#ifdef F_SETPIPE_SZ
	(void)fcntl(fd, F_SETPIPE_SZ, 1 << 20);
#else
	(void)fd;
#endif
}

/* ---------- reading ---------- */

static void
open_path(struct tsv_in *in, const char *path)
{
	if (strcmp(path, "-") == 0) {
		in->name = "stdin";
		in->fd = 0;
		tsv_widen_pipe(0);
	} else {
		in->name = path;
		in->fd = open(path, O_RDONLY);
		if (in->fd < 0)
			die_sys("%s", path);
	}
	/* the bytes of the file before were all taken (pos == end); kept
	 * ones stay: a game may go on in the next file */
	in->eof = 0;
	in->line = 0;
	in->blk_end = 0;
}


static int
read_line(struct tsv_in *in)
{
	return in->csv ? tsv_read_csv_record(in) : tsv_read_record(in);
}

/*
 * Column i's name was seen before it: a hash set of the names so far
 * (slot holds column + 1), so a header of 100,000 columns is checked
 * in linear time, not 5e9 comparisons.
 */
static int
seen_column(size_t *slot, size_t mask, char *const *name, size_t i)
{
	uint64_t h = fnv1a(FNV_BASIS, name[i], strlen(name[i]));
	size_t k;

	for (k = (size_t)h & mask; slot[k]; k = (k + 1) & mask)
		if (strcmp(name[slot[k] - 1], name[i]) == 0)
			return 1;
	slot[k] = i + 1;
	return 0;
}

static void
take_header(struct tsv_in *in)
{
	size_t i, *slot, mask = 15;

	if (!read_line(in))
		die_data("%s: empty input: expected a header line", in->name);
	if (in->col == NULL) {
		in->ncol = in->nf;
		in->col = xcalloc(in->ncol, sizeof *in->col);	/* tsv_close-safe if a name is bad */
		while (mask < 2 * in->nf)
			mask = mask * 2 + 1;
		slot = xcalloc(mask + 1, sizeof *slot);
		for (i = 0; i < in->nf; i++) {
			if (in->flen[i] == 0 || seen_column(slot, mask, in->f, i))
				break;
			in->col[i] = xstrdup(in->f[i]);
		}
		free(slot);	/* before a message ends the program: the fuzzers check leaks */
		if (i < in->nf && in->flen[i] == 0)
			die_data("%s:1:%zu: empty column name in the header",
			    in->name, i + 1);
		if (i < in->nf)
			die_data("%s:1:%zu: column \"%s\" appears twice in the header",
			    in->name, i + 1, in->f[i]);
		return;
	}
	/* Later files must agree with the first, or columns would shift. */
	if (in->nf != in->ncol)
		die_data("%s:1: header has %zu columns, the first input's has %zu",
		    in->name, in->nf, in->ncol);
	for (i = 0; i < in->nf; i++)
		if (strcmp(in->col[i], in->f[i]) != 0)
			die_data("%s:1:%zu: header column \"%s\" differs from the first input's \"%s\"",
			    in->name, i + 1, in->f[i], in->col[i]);
}

void
tsv_open(struct tsv_in *in, int npaths, char **paths)
{
	tsv_open_csv(in, npaths, paths, 0);
}

void
tsv_open_path(struct tsv_in *in, const char *path)
{
	char *one[1] = { (char *)path };

	tsv_open(in, 1, one);
	in->single = one[0];	/* keep the list valid after we return */
	in->paths = &in->single;
}

void
tsv_open_csv(struct tsv_in *in, int npaths, char **paths, int csv)
{
	static char *stdin_only[] = { "-" };

	out_refuse_stdout_input(npaths, paths);	/* all of them, before the first is read */
	memset(in, 0, sizeof *in);
	in->csv = csv != 0;
	in->sep = csv == ',' || csv == ';' ? (char)csv : 0;
	if (npaths == 0) {
		paths = stdin_only;
		npaths = 1;
	}
	in->paths = paths;
	in->npaths = npaths;
	in->ipath = 0;
	open_path(in, paths[0]);
	take_header(in);
}

void
tsv_close(struct tsv_in *in)
{
	size_t i;

	if (in->fd > 0)
		close(in->fd);
	for (i = 0; i < in->ncol; i++)
		free(in->col[i]);
	free(in->col);
	free(in->buf);
	free(in->f);
	free(in->flen);
	free(in->obase);
	memset(in, 0, sizeof *in);
}

int
tsv_next(struct tsv_in *in)
{
	for (;;) {
		/* most lines are read by blocks, without read_line's calls */
#ifdef __SSE2__
		if (!in->csv && (in->offs ? tsv_read_blocks_offsets(in) : tsv_read_blocks(in))) {
			if (in->nf != in->ncol)
				tsv_bad_line(in, "expected %zu fields as in the header, found %zu",
				    in->ncol, in->nf);
			return 1;
		}
#endif
		if (read_line(in)) {
			if (in->nf != in->ncol)
				tsv_bad_line(in, "expected %zu fields as in the header, found %zu",
				    in->ncol, in->nf);
			if (in->offs && !tsv_offsets_of_fields(in))
				tsv_bad_line(in, "the rows held (a game's) pass 4 GiB");
			return 1;
		}
		if (in->ipath + 1 >= in->npaths)
			return 0;
		if (in->fd > 0)
			close(in->fd);
		open_path(in, in->paths[++in->ipath]);
		take_header(in);
	}
}

int
tsv_col(const struct tsv_in *in, const char *name)
{
	size_t i;

	for (i = 0; i < in->ncol; i++)
		if (strcmp(in->col[i], name) == 0)
			return (int)i;
	return -1;
}

int
tsv_need(const struct tsv_in *in, const char *name)
{
	int c = tsv_col(in, name);

	if (c < 0 && !in->csv && in->ncol == 1 && strpbrk(in->col[0], ",;"))
		die_data("%s:1: missing column \"%s\": the header line has %s and no TAB, "
		    "so this looks like CSV: read it with parse -f csv", in->name, name,
		    strchr(in->col[0], ',') ? "commas" : "semicolons");
	if (c < 0 && in->csv && in->ncol == 1 && strchr(in->col[0], in->sep == ',' ? ';' : ','))
		die_data("%s:1: missing column \"%s\": the header line is one column with %s in it: "
		    "is the separator -d '%c'?", in->name, name,
		    in->sep == ',' ? "semicolons" : "commas", in->sep == ',' ? ';' : ',');
	if (c < 0)
		die_data("%s:1: missing column \"%s\" (is the header line there?)",
		    in->name, name);
	return c;
}

void
tsv_bad_field(const struct tsv_in *in, int col, const char *what)
{
	const char *f = in->f[col];
	size_t n = in->flen[col];
	int shown = n > 60 ? 57 : (int)n;

	die_data("%s:%lu:%d: column \"%s\": expected %s, found \"%.*s%s\"",
	    in->name, in->line, col + 1, in->col[col], what, shown, f,
	    n > 60 ? "..." : "");
}

double
tsv_num(const struct tsv_in *in, int col)
{
	double v;

	if (!num_parse(in->f[col], in->flen[col], &v))
		tsv_bad_field(in, col, "a finite number");
	return v;
}

long
tsv_posint(const struct tsv_in *in, int col)
{
	long v;

	if (!int_parse(in->f[col], in->flen[col], 1, 1L << 40, &v))
		tsv_bad_field(in, col, "a positive integer");
	return v;
}

long
tsv_date(const struct tsv_in *in, int col)
{
	long d;

	if (!date_parse(in->f[col], in->flen[col], &d))
		tsv_bad_field(in, col, "a date YYYY-MM-DD");
	return d;
}
