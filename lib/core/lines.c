/*
 * lines.c - a text file line by line (lines.h).
 */
#include "lines.h"
#include "out_file.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

void
lines_open(struct lines *l, const char *path)
{
	out_refuse_stdout_input(1, (char *const *)&path);
	memset(l, 0, sizeof *l);
	l->path = path;
	l->fp = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	if (!l->fp)
		die_sys("%s", path);
}

int
lines_next(struct lines *l, char **s, size_t *n)
{
	ssize_t len = getline(&l->buf, &l->cap, l->fp);

	if (len < 0) {
		if (ferror(l->fp))
			die_sys("%s", l->path);
		return 0;
	}
	l->no++;
	*s = l->buf;
	*n = (size_t)len;
	if (*n && (*s)[*n - 1] == '\n')
		--*n;
	if (*n && (*s)[*n - 1] == '\r')
		--*n;
	if (l->no == 1 && *n >= 3 && memcmp(*s, "\xef\xbb\xbf", 3) == 0) {
		*s += 3;
		*n -= 3;
	}
	return 1;
}

void
lines_close(struct lines *l)
{
	if (l->fp && l->fp != stdin)
		fclose(l->fp);
	free(l->buf);
	l->buf = NULL;
}
