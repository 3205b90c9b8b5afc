/*
 * date.c - date fields: YYYY-MM-DD checked and turned into a day
 * number (days_from_civil), and a day number written back as a date.
 */
#include "num.h"
#include "num_impl.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
leap(long y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

int
date_month_days(long y, long m)
{
	static const int d[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

	return m == 2 && leap(y) ? 29 : d[m - 1];
}

/* Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant). */
static long
days_from_civil(long y, long m, long d)
{
	long era, yoe, doy, doe;

	y -= m <= 2;
	era = (y >= 0 ? y : y - 399) / 400;
	yoe = y - era * 400;
	doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

int
date_parse(const char *s, size_t n, long *days)
{
	long y, m, d;

	if (n != 10 || s[4] != '-' || s[7] != '-')
		return 0;
	/* four digits: int_parse alone took a sign ("+999-01-01") */
	if (!isdig(s[0]) || !int_parse(s, 4, 1, 9999, &y) || !isdig(s[5]) ||
	    !isdig(s[6]) || !isdig(s[8]) || !isdig(s[9]))
		return 0;
	m = (s[5] - '0') * 10 + (s[6] - '0');
	d = (s[8] - '0') * 10 + (s[9] - '0');
	if (m < 1 || m > 12 || d < 1 || d > date_month_days(y, m))
		return 0;
	*days = days_from_civil(y, m, d);
	return 1;
}

void
date_format(long z, char out[11])
{
	long era, doe, yoe, y, doy, mp, d, m;

	z += 719468;
	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = z - era * 146097;
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	y = yoe + era * 400;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	d = doy - (153 * mp + 2) / 5 + 1;
	m = mp + (mp < 10 ? 3 : -9);
	y += m <= 2;
	y %= 10000;
	out[0] = (char)('0' + y / 1000);
	out[1] = (char)('0' + y / 100 % 10);
	out[2] = (char)('0' + y / 10 % 10);
	out[3] = (char)('0' + y % 10);
	out[4] = '-';
	out[5] = (char)('0' + m / 10);
	out[6] = (char)('0' + m % 10);
	out[7] = '-';
	out[8] = (char)('0' + d / 10);
	out[9] = (char)('0' + d % 10);
	out[10] = '\0';
}
