/*
 * tsv_csv.c - the RFC 4180 CSV record reader of parse -f csv: quoted
 * fields, doubled quotes, a quoted newline; the record's fields as the
 * TSV reader gives them.  Over the line layer (tsv_line.c).
 */
#define _GNU_SOURCE	/* F_SETPIPE_SZ, where Linux has it */
#include "tsv.h"
#include "tsv_line.h"
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
#include <sys/stat.h>
#include <unistd.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif


/*
 * RFC 4180: comma-separated, fields optionally in double quotes, "" a
 * quote inside them, a quoted field may span lines.  A field that holds
 * a TAB or a line break cannot travel in TSV and is an error.
 */
int
tsv_read_csv_record(struct tsv_in *in)
{
	char *line;
	size_t len, i, w = 0, fw = 0, start, nfields = 0;
	unsigned long first;
	int quoted = 0, inq = 0, after_q = 0;

	if (!tsv_get_line(in, &line, &len))
		return 0;
	if (!in->sep) {
		/* a spreadsheet in a European locale writes ';' */
		in->sep = memchr(line, ';', len) && !memchr(line, ',', len) ? ';' : ',';
		if (in->sep == ';')
			warnx_rp("%s:1: the header line has semicolons and no commas: reading ';'-separated CSV",
			    in->name);
	}
	first = in->line;
	in->nf = 0;
	start = 0;
	/*
	 * Unquoted in place: each byte read writes at most one (w <= i), so
	 * the fields end up back to back in the line, NUL-terminated, as a
	 * TSV record's are.
	 */
	for (i = 0; i < len; i++) {
		char c = line[i];

		if (inq) {
			if (c == '"') {
				if (i + 1 < len && line[i + 1] == '"') {
					line[w++] = '"';
					i++;
				} else {
					inq = 0;
					after_q = 1;
				}
				continue;
			}
			if (c == '\t')
				tsv_bad_line(in, "CSV field holds a TAB, which TSV cannot carry");
		} else if (c == in->sep) {
			nfields++;
			line[w] = '\0';
			tsv_add_field(in, line + fw, w - fw);
			fw = ++w;
			quoted = after_q = 0;
			start = i + 1;
			continue;
		} else if (c == '"') {
			if (i != start || quoted)
				tsv_bad_line(in, "CSV quote inside an unquoted field (column %zu)", nfields + 1);
			quoted = inq = 1;
			continue;
		} else if (after_q) {
			tsv_bad_line(in, "CSV text after a closing quote (column %zu)", nfields + 1);
		} else if (c == '\t') {
			tsv_bad_line(in, "CSV field holds a TAB, which TSV cannot carry");
		}
		line[w++] = c;
	}
	if (inq) {
		/* a quoted field that spans lines: in TSV a line break ends a row */
		if (!tsv_get_line(in, &line, &len)) {
			in->line = first;
			tsv_bad_line(in, "CSV quoted field is not closed before the end of the file");
		}
		tsv_bad_line(in, "CSV field holds a line break (opened on line %lu), which TSV cannot carry", first);
	}
	line[w] = '\0';
	tsv_add_field(in, line + fw, w - fw);
	return 1;
}
