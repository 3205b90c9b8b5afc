/*
 * normaltest - lib/core/normal.c at the command line, for tests/core/normal.bats:
 *   normaltest quantile P...   Phi^-1(P), one a line
 *   normaltest cdf X...        Phi(X), one a line
 * Numbers are written as the pipeline writes them (shortest round trip).
 * P outside (0, 1) or a bad number: a message and exit 2.
 */
#include "normal.h"
#include "num.h"

#include <stdio.h>
#include <string.h>

int
main(int argc, char **argv)
{
	char buf[40];
	int i, q;

	if (argc < 3 || (strcmp(argv[1], "quantile") != 0 && strcmp(argv[1], "cdf") != 0)) {
		fprintf(stderr, "usage: normaltest quantile|cdf NUMBER...\n");
		return 2;
	}
	q = strcmp(argv[1], "quantile") == 0;
	for (i = 2; i < argc; i++) {
		double x;

		if (!num_parse(argv[i], strlen(argv[i]), &x) || (q && !(x > 0 && x < 1))) {
			fprintf(stderr, "normaltest: expected %s, found \"%s\"\n",
			    q ? "a probability strictly between 0 and 1" : "a number", argv[i]);
			return 2;
		}
		num_format(q ? normal_quantile(x) : normal_cdf(x), buf);
		puts(buf);
	}
	return 0;
}
