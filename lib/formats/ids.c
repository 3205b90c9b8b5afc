/*
 * ids.c - ids in canonical form as a parser writes them (ids.h).
 */
#include "ids.h"
#include "ident.h"
#include "num.h"
#include "rp.h"

#include <stdio.h>
#include <string.h>

static unsigned long folded, first_line;
static const char *first_file;
static const char *here_file;
static unsigned long here_line;

void
ids_where(const char *file, unsigned long line)
{
	here_file = file;
	here_line = line;
}

int
ids_fold(const char *s, size_t n, const char *what, struct strbuf *out, char *why,
    size_t whysize)
{
	struct ident_fault_at f;

	if (ident_check(s, n, &f)) {
		sb_add(out, s, n);
		return 1;
	}
	if (!ident_fold(s, n, out, &f)) {
		ident_explain(&f, s, n, what, why, whysize);
		return 0;
	}
	ids_count();
	return 1;
}

int
ids_number(const char *s, size_t n, const char **at, size_t *len)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] < '0' || s[i] > '9')
			return -1;
	while (n && *s == '0')
		s++, n--;
	*at = s;
	*len = n;
	return n > 0;
}

void
ids_count(void)
{
	if (!folded++) {
		first_file = here_file;
		first_line = here_line;
	}
}

void
ids_arg(const char *opt, const char *s, const char *what)
{
	struct ident_fault_at f;
	char why[320];

	if (ident_check(s, strlen(s), &f))
		return;
	ident_explain(&f, s, strlen(s), what, why, sizeof why);
	die_usage("%s \"%s\": expected %s", opt, s, why);
}

int
ids_event_option(int c, const char *arg, struct ids_event *ev)
{
	switch (c) {
	case IDS_OPT_EVENT:
		ids_arg("--event", arg, "an event id");
		ev->event = arg;
		return 1;
	case IDS_OPT_TYPE:
		ids_arg("--type", arg, "a game type");
		ev->type = arg;
		return 1;
	case IDS_OPT_DATE:
		if (!date_parse(arg, strlen(arg), &ev->date))
			die_usage("--date %s: expected a date YYYY-MM-DD", arg);
		ev->date_text = arg;
		return 1;
	}
	return 0;
}

void
ids_report(void)
{
	if (!folded)
		return;
	if (first_file)
		warnx_rp("%lu id(s) written in canonical form (Unicode NFC, single spaces, no "
		    "invisible characters), the first at %s line %lu", folded, first_file,
		    first_line);
	else
		warnx_rp("%lu id(s) written in canonical form (Unicode NFC, single spaces, no "
		    "invisible characters)", folded);
}
