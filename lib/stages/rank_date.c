/*
 * rank_date.c - the calendar arithmetic the rank modes share: a span
 * given as Ny, Nm or Nd (--purge, --since, --window), and a date minus
 * such a span, for the cut-offs of rank's lists, rank -m naspa and
 * rank -m egf (stages.h).
 */
#include "num.h"
#include "rp.h"
#include "stages.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * DATE minus SPAN on the calendar (a day past the month's end is its last
 * day).  Shared with the other rank modes (stages.h).
 */
long
rank_date_minus(long date, long y, long m, long d)
{
	char buf[72];
	long yy, mm, dd, out;

	date_format(date, buf);
	yy = strtol(buf, NULL, 10) - y;
	mm = strtol(buf + 5, NULL, 10) - 1 - m;
	dd = strtol(buf + 8, NULL, 10);
	yy += mm < 0 ? (mm - 11) / 12 : mm / 12;
	mm = ((mm % 12) + 12) % 12;
	if (yy < 1)	/* before year 1: no date of a stream is older */
		return LONG_MIN;
	if (dd > date_month_days(yy, mm + 1))
		dd = date_month_days(yy, mm + 1);
	snprintf(buf, sizeof buf, "%04ld-%02ld-%02ld", yy, mm + 1, dd);
	if (yy > 9999 || !date_parse(buf, strlen(buf), &out))
		die_usage("the cut-off date %s is out of range", buf);
	return out - d;
}

/* --FLAG SPAN: Ny, Nm or Nd, as years, months, days (shared: stages.h). */
void
rank_span(const char *flag, const char *arg, long *y, long *m, long *d)
{
	size_t n = strlen(arg);
	long v;

	if (n < 2 || !int_parse(arg, n - 1, 0, 100000, &v) || !strchr("ymd", arg[n - 1]))
		die_usage("--%s %s: expected a span like 2y, 18m or 730d", flag, arg);
	*y = arg[n - 1] == 'y' ? v : 0;
	*m = arg[n - 1] == 'm' ? v : 0;
	*d = arg[n - 1] == 'd' ? v : 0;
}
