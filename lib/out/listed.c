/*
 * listed.c - whether a name is one of a comma-separated list of column
 * names (format -c, -g and the pages' hidden columns): the table's
 * builder, the HTML page and the explain page all ask.
 */
#include "table.h"

#include <string.h>

int
out_listed(const char *list, const char *name)
{
	size_t n = strlen(name);
	const char *p = list;

	while (p && *p) {
		const char *end = strchr(p, ',');
		size_t len = end ? (size_t)(end - p) : strlen(p);

		if (len == n && strncmp(p, name, n) == 0)
			return 1;
		p = end ? end + 1 : NULL;
	}
	return 0;
}
