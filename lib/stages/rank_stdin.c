/*
 * rank_stdin.c - whether a rank mode reads stdin (no files, or "-"): the
 * lists (rank.c), --compare (compare.c) and --audit (audit.c) all ask,
 * and rank.c dispatches to the other two, so the question sits in a file
 * below all three.
 */
#include "stages.h"

#include <string.h>

int
rank_reads_stdin(int npaths, char **paths)
{
	int i;

	for (i = 0; i < npaths; i++)
		if (strcmp(paths[i], "-") == 0)
			return 1;
	return npaths == 0;
}
