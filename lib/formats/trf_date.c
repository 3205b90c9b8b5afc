/*
 * trf_date.c - the dates of a TRF file.  TRF-16 leaves the form of 042
 * and 052 (first and last day) free, and real files write YYYY/MM/DD,
 * YYYY-MM-DD, YYYY.MM.DD, DD/MM/YYYY (Gros 2010: 24/09/2010),
 * DD.MM.YYYY, DD-MM-YYYY, MM/DD/YYYY and lichess's "Jun 26, 2020".  The year is the group of four
 * digits; when it comes last, which of the other two is the day is the
 * file's own order: a date of 042 or 052 whose first number is over 12
 * says day first, whose second is, month first.  A date the file cannot
 * decide (03/04/2010, and no date of the file over 12) is refused with
 * its line and the fix, --date-order dmy|mdy|ymd.  132's round dates
 * are YY/MM/DD, their century the one of 042/052's year (a year within
 * 50 of it: 99/12/30 and 00/01/02 of a 1999 event are 1999 and 2000).
 */
#include "num.h"
#include "rp.h"
#include "trf.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

int
trf_date_order(const char *s)
{
	return strcmp(s, "dmy") == 0 ? TRF_DMY : strcmp(s, "mdy") == 0 ? TRF_MDY :
	    strcmp(s, "ymd") == 0 ? TRF_YMD : -1;
}

/* lichess's "Jun 26, 2020": v as YYYY, MM, DD; 1, else 0. */
static int
month_name(const char *s, long v[3])
{
	static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
	size_t m, n;

	for (m = 0; m < 12; m++)
		if (strncmp(s, months + 3 * m, 3) == 0 && s[3] == ' ')
			break;
	if (m == 12)
		return 0;
	s += 4;
	n = strspn(s, "0123456789");
	if (n < 1 || n > 2 || !int_parse(s, n, 1, 31, &v[2]) || strncmp(s + n, ", ", 2) != 0)
		return 0;
	s += n + 2;
	v[0] = 0;
	v[1] = (long)m + 1;
	return strlen(s) == 4 && strspn(s, "0123456789") == 4 && int_parse(s, 4, 1, 9999, &v[0]);
}

/* Three groups of 1-4 digits with one separator (/ - .), or lichess's
 * "Jun 26, 2020": 1, else 0.  *yfirst: the year (four digits) comes
 * first (v in that order). */
static int
split(const char *s, long v[3], int *yfirst)
{
	size_t g, len[3];
	char sep = 0;

	if (month_name(s, v))
		return *yfirst = 1;
	for (g = 0; g < 3; g++) {
		len[g] = strspn(s, "0123456789");
		if (len[g] == 0 || len[g] > 4 || !int_parse(s, len[g], 0, 9999, &v[g]))
			return 0;
		s += len[g];
		if (g < 2) {
			if (!strchr("/-.", *s) || !*s || (sep && *s != sep))
				return 0;
			sep = *s++;
		}
	}
	*yfirst = len[0] == 4 && len[2] <= 2;
	return *s == '\0' && (*yfirst || (len[2] == 4 && len[0] <= 2 && len[1] <= 2));
}

/* The order 042 or 052 (text s) says: TRF_DMY, TRF_MDY, or 0. */
static int
says(const char *s)
{
	long v[3];
	int yfirst;

	if (!s || !split(s, v, &yfirst) || yfirst)
		return 0;
	return v[0] > 12 ? TRF_DMY : v[1] > 12 ? TRF_MDY : 0;
}

/* The year of 042 or 052 (text s), or 0. */
static long
year_of(const char *s)
{
	long v[3];
	int yfirst;

	return s && split(s, v, &yfirst) ? v[yfirst ? 0 : 2] : 0;
}

void
trf_dates_done(struct trf *t)
{
	long base = year_of(t->start_text) ? year_of(t->start_text) : year_of(t->end_text);
	int a = says(t->start_text), b = says(t->end_text);
	size_t r;

	t->order = a ? a : b;
	if (a && b && a != b)
		die_at(t->path, t->end_line, 5, "052 \"%s\" writes the month first and 042 \"%s\" "
		    "the day, or the reverse: give --date-order dmy or mdy", t->end_text,
		    t->start_text);
	for (r = 0; r < t->nrdate; r++) {
		long v = t->rdate[r], yy, y;
		char iso[40];

		if (v == LONG_MIN)
			continue;
		yy = v / 10000;
		/* the year ending in yy nearest the event's, else 20yy */
		y = base ? base - 50 + ((yy - (base - 50)) % 100 + 100) % 100 : 2000 + yy;
		snprintf(iso, sizeof iso, "%04ld-%02ld-%02ld", y % 10000, v / 100 % 100, v % 100);
		if (!date_parse(iso, strlen(iso), &t->rdate[r]))
			die_at(t->path, t->rdate_line, 92 + 10 * r, "round %zu: expected a date "
			    "YY/MM/DD, found \"%02ld/%02ld/%02ld\"", r + 1, yy, v / 100 % 100, v % 100);
	}
}

long
trf_day(const struct trf *t, int end, int order)
{
	const char *s = end ? t->end_text : t->start_text, *what = end ? "052 (last day)" :
	    "042 (first day)";
	unsigned long line = end ? t->end_line : t->start_line;
	long v[3], day;
	int yfirst;
	char iso[40];

	if (!split(s, v, &yfirst))
		die_at(t->path, line, 5, "%s: expected a date (YYYY/MM/DD, YYYY-MM-DD, DD/MM/YYYY, "
		    "DD.MM.YYYY, DD-MM-YYYY), found \"%s\" (a round without a 132 date takes "
		    "--date, else the tournament's last day, else its first)", what, s);
	if (!order || (s[0] < '0' || s[0] > '9'))	/* a month by name is its own order */
		order = yfirst ? TRF_YMD : t->order;
	if (yfirst != (order == TRF_YMD))
		die_at(t->path, line, 5, "%s \"%s\": the year comes %s, and --date-order %s "
		    "says it comes %s", what, s, yfirst ? "first" : "last", order == TRF_YMD ?
		    "ymd" : order == TRF_DMY ? "dmy" : "mdy", yfirst ? "last" : "first");
	if (!order && v[0] != v[1])
		die_at(t->path, line, 5, "%s \"%s\": the day and the month cannot be told apart "
		    "(no date of 042 or 052 has a number over 12): give --date-order dmy (day "
		    "first) or mdy (month first), or --date", what, s);
	if (yfirst)
		snprintf(iso, sizeof iso, "%04ld-%02ld-%02ld", v[0], v[1] % 100, v[2] % 100);
	else
		snprintf(iso, sizeof iso, "%04ld-%02ld-%02ld", v[2], (order == TRF_MDY ? v[0] : v[1]) % 100,
		    (order == TRF_MDY ? v[1] : v[0]) % 100);
	if (!date_parse(iso, strlen(iso), &day))
		die_at(t->path, line, 5, "%s \"%s\": not a date (read as %s)", what, s, iso);
	return day;
}
