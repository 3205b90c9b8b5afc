/*
 * fit_input.c - fit's input, read once per point: standard input kept
 * where every run can start again from its beginning, and the inputs
 * checked before the first run.  Below the points (fit_points.c).
 */
#include "engine_run.h"
#include "evaluate.h"
#include "fit.h"
#include "fit_impl.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---------- the input, read once per point ---------- */

/*
 * The engine reads its inputs by name, once a run: standard input, when
 * it is not a file (a pipe), is kept in an unlinked temporary file put
 * in its place, and every run starts from where it began.  -1: standard
 * input is no input (only named files), and is never touched: it may be
 * a pipe, which cannot seek.
 */
static off_t stdin_at = -1;

void
fit_keep_stdin(void)
{
	char buf[1 << 16];
	FILE *tmp;
	ssize_t got;

	stdin_at = lseek(0, 0, SEEK_CUR);
	if (stdin_at >= 0)
		return;
	if (!(tmp = tmpfile()))
		die_sys("a temporary file for standard input");
	while ((got = read(0, buf, sizeof buf)) != 0) {
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			die_sys("stdin");
		if (fwrite(buf, 1, (size_t)got, tmp) != (size_t)got)
			die_sys("a temporary file for standard input");
	}
	if (fflush(tmp) != 0 || dup2(fileno(tmp), 0) < 0)
		die_sys("a temporary file for standard input");
	fclose(tmp);
	stdin_at = 0;
}

void
fit_check_inputs(const struct rate_opts *in)
{
	struct stat st;
	int i, std = in->npaths == 0;

	for (i = 0; i < in->npaths; i++) {
		if (strcmp(in->paths[i], "-") == 0) {
			std = 1;
			continue;
		}
		if (stat(in->paths[i], &st) != 0)
			die_sys("%s", in->paths[i]);
		if (!S_ISREG(st.st_mode))
			die_usage("%s is not a file (a pipe?): fit reads its input once for "
			    "every point; give a file, or the stream on standard input",
			    in->paths[i]);
	}
	if (std)
		fit_keep_stdin();
}

/* Is standard input an input, kept and rewound for every run?  Then the
 * runs share its offset, and take turns (fit -j 1). */
int
fit_stdin_kept(void)
{
	return stdin_at >= 0;
}

void
fit_rewind_stdin(void)
{
	if (stdin_at >= 0 && lseek(0, stdin_at, SEEK_SET) < 0)
		die_sys("stdin");
}
