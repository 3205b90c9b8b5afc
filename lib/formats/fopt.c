/*
 * fopt.c - a format's options walked by its table (fopt.h).
 */
#include "fopt.h"
#include "ids.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "textline.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The long name of option val ("--type" for -t too), for messages. */
static const char *
long_name(const struct option *longopts, int val)
{
	for (; longopts->name; longopts++)
		if (longopts->val == val)
			return longopts->name;
	return "?";
}

static const struct fopt *
entry(const struct fopt *t, int c)
{
	for (; t->kind != FK_END; t++)
		if (t->val == c || (t->kind == FK_EVENT &&
		    (c == IDS_OPT_EVENT || c == IDS_OPT_TYPE || c == IDS_OPT_DATE)))
			return t;
	return NULL;
}

/* "--NAME ARG: expected a, b or c" */
static void __attribute__((noreturn))
bad_word(const char *name, const char *arg, const char *const *w)
{
	struct strbuf sb = { 0 };
	size_t i;

	for (i = 0; w[i]; i++) {
		if (i)
			sb_add(&sb, w[i + 1] ? ", " : " or ", w[i + 1] ? 2 : 4);
		sb_add(&sb, w[i], strlen(w[i]));
	}
	sb_add(&sb, "", 1);
	die_usage("--%s %s: expected %s", name, arg, sb.s);
}

/* Option c of entry e with its argument arg, into e->dst. */
static void
take(const struct fopt *e, const struct option *longopts, int c, char *arg)
{
	const char *name = long_name(longopts, c);
	char opt[64];
	int k;

	switch (e->kind) {
	case FK_END:
	case FK_SKIP:
		break;
	case FK_ARG:
		*(const char **)e->dst = arg;
		break;
	case FK_FLAG:
		*(int *)e->dst = 1;
		break;
	case FK_RANGE:
		if (!int_parse(arg, strlen(arg), e->lo, e->hi, e->dst))
			die_usage("--%s %s: expected %s, %ld to %ld", name, arg, e->what, e->lo,
			    e->hi);
		break;
	case FK_WORD:
		for (k = 0; e->words[k] && strcmp(arg, e->words[k]) != 0; k++)
			;
		if (!e->words[k])
			bad_word(name, arg, e->words);
		*(int *)e->dst = k;
		break;
	case FK_ENCODING:
		if ((*(int *)e->dst = textfile_encoding(arg)) < 0)
			die_usage("--%s %s: expected utf-8 or latin-1", name, arg);
		break;
	case FK_ID:
		snprintf(opt, sizeof opt, "--%s", name);
		ids_arg(opt, arg, e->what);
		*(const char **)e->dst = arg;
		break;
	case FK_DATE:
		if (!date_parse(arg, strlen(arg), e->dst))
			die_usage("--%s %s: expected a date YYYY-MM-DD", name, arg);
		break;
	case FK_EVENT:
		ids_event_option(c, arg, e->dst);
		break;
	case FK_CALL:
		e->call(e->dst, c, arg);
		break;
	}
	if (e->given)
		*e->given = 1;
}

int
fopt_parse(int argc, char **argv, const char *shortopts, const struct option *longopts,
    const struct fopt *table, void (*usage)(void))
{
	const struct fopt *e;
	int c;

	while ((c = cli_getopt(argc, argv, shortopts, longopts)) != -1) {
		if (c == 'h') {
			usage();
			return 1;
		}
		if (c == CLI_OPT_VERSION) {
			print_version();
			return 1;
		}
		if (!(e = entry(table, c)))
			die_usage("bad option");
		take(e, longopts, c, optarg);
	}
	return 0;
}
