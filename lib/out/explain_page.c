/*
 * explain_page.c - `format` on a `rate --explain` stream: a page a
 * player can read, one heading a change ("Ana (clasic), 2024-03-01 E1:
 * 1500 -> 1532 (+32)") over the table of its parts.
 *
 * A stream is an explanation when it has the columns rate --explain
 * writes first (type player date event game before after part amount).
 * Unless -g or -c says otherwise, its rows are grouped by change and the
 * heading carries what the change's rows share, so the table shows only
 * the game, the part, its amount and the model's terms.
 */
#include "num.h"
#include "rp.h"
#include "out.h"
#include "shown.h"
#include "strbuf.h"
#include "table.h"
#include "tsv.h"

#include <string.h>

/* The group columns, in the order explain_heading reads them. */
static const char group[] = "player,type,date,event,before,after";

int
explain_stream(const struct tsv_in *in)
{
	static const char *const cols[] = {
		"type", "player", "date", "event", "game", "before", "after", "part",
		"amount", NULL
	};
	size_t i;

	for (i = 0; cols[i]; i++)
		if (tsv_col(in, cols[i]) < 0)
			return 0;
	return 1;
}

int
explain_defaults(struct format_opts *o, const struct tsv_in *in)
{
	struct strbuf sb = { 0 };
	size_t i;

	if (o->group || o->columns || !explain_stream(in))
		return 0;
	o->group = xstrdup(group);
	for (i = 0; i < in->ncol; i++) {
		const char *c = in->col[i];

		if ((!o->all && c[0] == '_') || out_listed(group, c))
			continue;
		if (sb.len)
			sb_adds(&sb, ",");
		sb_adds(&sb, c);
	}
	o->columns = sb.s;
	return 1;
}

/* A rating as the page shows it: digits decimals, half away from zero. */
static char *
add_rating(char *d, const char *s, size_t n, int digits, int sign)
{
	double x;

	if (!num_parse(s, n, &x)) {
		memcpy(d, s, n);
		return d + n;
	}
	if (sign && x >= 0)
		*d++ = '+';
	return d + num_format_rounded(x, digits, d);
}

/*
 * The heading of a change at d (gcol: the group columns above): "PLAYER
 * (TYPE), DATE EVENT: BEFORE -> AFTER (CHANGE)", text as the medium
 * shows it; at most SHOWN_MAX a byte of the fields plus 100.
 */
char *
explain_heading(char *d, const struct tsv_in *in, const int *gcol, enum shown_medium m,
    int digits)
{
	double b, a;
	char ch[32];

	d = shown_add(d, in->f[gcol[0]], in->flen[gcol[0]], m);
	memcpy(d, " (", 2);
	d = shown_add(d + 2, in->f[gcol[1]], in->flen[gcol[1]], m);
	memcpy(d, "), ", 3);
	d = shown_add(d + 3, in->f[gcol[2]], in->flen[gcol[2]], m);
	*d++ = ' ';
	d = shown_add(d, in->f[gcol[3]], in->flen[gcol[3]], m);
	memcpy(d, ": ", 2);
	d = add_rating(d + 2, in->f[gcol[4]], in->flen[gcol[4]], digits, 0);
	memcpy(d, " \xe2\x86\x92 ", 5);		/* U+2192 RIGHTWARDS ARROW */
	d = add_rating(d + 5, in->f[gcol[5]], in->flen[gcol[5]], digits, 0);
	if (num_parse(in->f[gcol[4]], in->flen[gcol[4]], &b) &&
	    num_parse(in->f[gcol[5]], in->flen[gcol[5]], &a)) {
		size_t n = num_format(a - b, ch);

		memcpy(d, " (", 2);
		d = add_rating(d + 2, ch, n, digits, 1);
		*d++ = ')';
	}
	return d;
}
