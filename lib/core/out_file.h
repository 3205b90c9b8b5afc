/*
 * out_file.h - a file an option names (fit --points, rank --eval
 * --calibration, rank --compare --summary): written whole or not at all.
 *
 * out_file_open, called before any input is read, refuses a path that
 * is one of the inputs or the standard output (the same file: device
 * and inode) with exit 2, and makes a temporary file beside the target;
 * out_file_commit renames it over the target once everything written
 * has reached it.  A write error (a full disk, a file-size limit), a
 * data error or any exit before the commit leaves the target byte for
 * byte as it was, and no temporary file.
 */
#ifndef OUT_FILE_H
#define OUT_FILE_H

#include <stddef.h>
#include <stdio.h>

struct out_file {
	const char *path;	/* as the option gave it */
	char *target;		/* the file renamed over: PATH, or where its symbolic link points */
	char *tmp;		/* the temporary file, NULL once committed or when written in place */
	FILE *fp;		/* where to write */
	int existed;		/* the target was there before */
};

/* OPT PATH (e.g. "--points", "p.tsv") against the NPATHS input PATHS
 * (none, or "-": the standard input) and EXTRA (another input, or NULL). */
void out_file_open(struct out_file *of, const char *opt, const char *path, int npaths,
    char *const *paths, const char *extra);

/* Everything written: the target replaced; or exit 1, the target as it was. */
void out_file_commit(struct out_file *of);

/* Before reading: exit 2 when the standard output is a regular file that
 * is one of the NPATHS input PATHS (none, or "-": the standard input):
 * `window f >> f` would read its own rows, `1<> f` overwrite what it reads. */
void out_refuse_stdout_input(int npaths, char *const *paths);

/* A new file at PATH (nothing may be there: O_EXCL) holding the N bytes
 * at P, with the access and modification times of TIMES (NULL: now);
 * exit 1 naming PATH on any error (a full disk).  For the files of a
 * tree written beside its target and swapped in whole (format --site,
 * lib/out/site_dir.c), whose removal on an error is the tree's. */
struct stat;
void out_file_new(const char *path, const char *p, size_t n, const struct stat *times);

/* out_rows.c: N bytes of whole rows (lines) into the standard output:
 * 0, or -1 with errno, a regular file as it was plus whole rows. */
int out_rows_write(const char *p, size_t n);

#endif
