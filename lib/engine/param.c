/*
 * param.c - a model's constants from its parameter table (model.h): a
 * profile's values, one flag, the help lines and the table of profiles.
 * A profile's values go through the same parser and range as a flag, so
 * a profile cannot hold what the command line would refuse.
 */
#include "engine_run.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
profile_index(const struct model *m, const char *profile)
{
	int i;

	for (i = 0; m->profiles[i]; i++)
		if (strcmp(m->profiles[i], profile) == 0)
			return i;
	return -1;
}

const char *
param_value(const struct model *m, const struct param *p, const char *profile)
{
	int i = profile_index(m, profile);

	if (i < 0)
		die_usage("internal error: model %s has no profile \"%s\"", m->name, profile);
	return p->value[i] ? p->value[i] : p->value[0];
}

const struct param *
param_find(const struct model *m, const char *flag, size_t n)
{
	const struct param *p;

	for (p = m->param; p->flag; p++)
		if (strlen(p->flag) == n && strncmp(p->flag, flag, n) == 0)
			return p;
	return NULL;
}

/* "from LO to HI" for messages; the range as the table gives it. */
static const char *
range_text(const struct param *p, const char *what)
{
	static char buf[160];
	char lo[32], hi[32];

	num_format(p->lo, lo);
	num_format(p->hi, hi);
	if (p->hi >= HUGE_VAL || p->hi >= (double)LONG_MAX)
		snprintf(buf, sizeof buf, "%s %s or more%s", what, lo,
		    p->fl & PF_NONE ? ", or none" : "");
	else
		snprintf(buf, sizeof buf, "%s from %s to %s%s", what, lo, hi,
		    p->fl & PF_NONE ? ", or none" : "");
	return buf;
}

static int
choice_index(const char *choices, const char *arg)
{
	size_t n = strlen(arg);
	int i = 0;
	const char *s = choices;

	for (;;) {
		size_t len = strcspn(s, "|");

		if (len == n && strncmp(s, arg, n) == 0)
			return i;
		if (!s[len])
			return -1;
		s += len + 1;
		i++;
	}
}

int
param_set(const struct model *m, void *par, const struct param *p, const char *arg,
    const char **why)
{
	char *field = (char *)par + p->off;
	int none = (p->fl & PF_NONE) && strcmp(arg, "none") == 0;
	double x;
	long v;

	switch (p->kind) {
	case PK_NUM:
		if (none) {
			*(double *)field = NAN;
			return 1;
		}
		if (!num_parse(arg, strlen(arg), &x) || x < p->lo || x > p->hi) {
			*why = range_text(p, "expected a number");
			return 0;
		}
		*(double *)field = x;
		return 1;
	case PK_INT:
		if (none) {
			*(long *)field = -1;
			return 1;
		}
		if (!int_parse(arg, strlen(arg), (long)p->lo,
		    p->hi >= (double)LONG_MAX ? LONG_MAX : (long)p->hi, &v)) {
			*why = range_text(p, "expected a whole number");
			return 0;
		}
		*(long *)field = v;
		return 1;
	case PK_DATE:
		if (none) {
			*(long *)field = LONG_MIN;
			return 1;
		}
		if (!date_parse(arg, strlen(arg), &v)) {
			*why = p->fl & PF_NONE ? "expected a date YYYY-MM-DD, or none" :
			    "expected a date YYYY-MM-DD";
			return 0;
		}
		*(long *)field = v;
		return 1;
	case PK_CHOICE: {
		int i = choice_index(p->choices, arg);
		static char buf[160];

		if (i < 0) {
			snprintf(buf, sizeof buf, "expected one of %s", p->choices);
			*why = buf;
			return 0;
		}
		*(int *)field = i;
		return 1;
	}
	case PK_FUNC:
		return p->parse(par, arg, why);
	case PK_SWITCH: {
		const char *eq = strchr(p->choices, '=');
		const struct param *q = param_find(m, p->choices, (size_t)(eq - p->choices));

		return param_set(m, par, q, eq + 1, why);
	}
	}
	return 0;
}

void *
param_profile(const struct model *m, const char *profile)
{
	int pi = profile_index(m, profile);
	const struct param *p;
	void *par;

	if (pi < 0)
		return NULL;
	par = xcalloc(1, m->param_size);
	for (p = m->param; p->flag; p++) {
		const char *v = p->value[pi] ? p->value[pi] : p->value[0], *why = "";

		if (p->kind == PK_SWITCH || !v)
			continue;
		if (!param_set(m, par, p, v, &why))
			die_usage("internal error: model %s, profile %s: --%s %s: %s", m->name,
			    profile, p->flag, v, why);
	}
	return par;
}

/* p's value in profile i: its own, or the first profile's; NULL: none. */
static const char *
value_in(const struct param *p, int i)
{
	return p->value[i] ? p->value[i] : p->value[0];
}

static int
same_text(const char *a, const char *b)
{
	return a == b || (a && b && strcmp(a, b) == 0);
}

/* The values of p in the profiles, " (20)" or " (greek2007 20, fide 40)". */
static void
profile_values(const struct model *m, const struct param *p, char *buf, size_t n)
{
	size_t len = 0;
	int i, same = 1;

	/* a flag unset in the first profile may be set in others: "-" */
	for (i = 1; m->profiles[i]; i++)
		if (!same_text(value_in(p, i), p->value[0]))
			same = 0;
	buf[0] = '\0';
	if (same) {
		if (p->value[0])
			snprintf(buf, n, " (%s)", p->value[0]);
		return;
	}
	len += (size_t)snprintf(buf + len, n - len, " (");
	for (i = 0; m->profiles[i] && len < n; i++)
		len += (size_t)snprintf(buf + len, n - len, "%s%s %s", i ? ", " : "",
		    m->profiles[i], value_in(p, i) ? value_in(p, i) : "-");
	if (len < n)
		snprintf(buf + len, n - len, ")");
}

void
param_help(const struct model *m, FILE *fp)
{
	const struct param *p;
	char head[64], vals[256];

	for (p = m->param; p->flag; p++) {
		if (p->shortopt)
			snprintf(head, sizeof head, "  -%c, --%s%s%s", p->shortopt, p->flag,
			    p->arg ? " " : "", p->arg ? p->arg : "");
		else
			snprintf(head, sizeof head, "      --%s%s%s", p->flag, p->arg ? " " : "",
			    p->arg ? p->arg : "");
		profile_values(m, p, vals, sizeof vals);
		if (strlen(head) < 24)
			fprintf(fp, "%-24s%s%s\n", head, p->help, vals);
		else
			fprintf(fp, "%s\n%24s%s%s\n", head, "", p->help, vals);
	}
}

/* p's value in par as its flag's argument would give it ("none", a choice...). */
static void
value_text(const struct param *p, const void *par, char *buf, size_t n)
{
	const char *field = (const char *)par + p->off;
	double x;
	long v;
	int c;

	switch (p->kind) {
	case PK_NUM:
		memcpy(&x, field, sizeof x);
		if (isnan(x))
			snprintf(buf, n, "none");
		else
			num_format(x, buf);
		return;
	case PK_INT:
		memcpy(&v, field, sizeof v);
		if ((p->fl & PF_NONE) && v == -1)
			snprintf(buf, n, "none");
		else
			snprintf(buf, n, "%ld", v);
		return;
	case PK_DATE:
		memcpy(&v, field, sizeof v);
		if (v == LONG_MIN)
			snprintf(buf, n, "none");
		else
			date_format(v, buf);
		return;
	case PK_CHOICE: {
		const char *s = p->choices;

		memcpy(&c, field, sizeof c);
		while (c-- > 0 && strchr(s, '|'))
			s = strchr(s, '|') + 1;
		snprintf(buf, n, "%.*s", (int)strcspn(s, "|"), s);
		return;
	}
	case PK_FUNC:
	case PK_SWITCH:
		buf[0] = '\0';
		return;
	}
}

/*
 * The rules a ratings file was written under (column _model): the model,
 * the profile, then " --flag=value" for each constant whose value differs
 * from the profile's, in the table's order.  A flag with its own parser
 * (PK_FUNC) is compared as the text given; the others by value, so
 * `--initial 1500` where the profile has 1500 changes nothing.
 */
void
param_rules(const struct model *m, const char *profile, const void *par, struct strbuf *sb)
{
	void *dflt = param_profile(m, profile);
	int pi = profile_index(m, profile);
	const struct param *p;
	char a[64], b[64];

	sb_adds(sb, m->name);
	sb_adds(sb, " ");
	sb_adds(sb, profile);
	if (m->revision && pi >= 0 && m->revision[pi] > 1) {
		char rev[24];

		rev[int_format(m->revision[pi], rev)] = '\0';
		sb_adds(sb, "@");
		sb_adds(sb, rev);
	}
	for (p = m->param; p->flag; p++) {
		const char *given = eng_flag_arg(p), *mine = a;

		if (p->kind == PK_SWITCH || (p->fl & (PF_WINDOW | PF_PREDICT)))
			continue;	/* another flag's; a window, a prediction's (model.h) */
		if (p->kind == PK_FUNC) {
			if (!given || same_text(given, value_in(p, pi)))
				continue;
			mine = given;
		} else {
			value_text(p, par, a, sizeof a);
			value_text(p, dflt, b, sizeof b);
			if (strcmp(a, b) == 0)
				continue;
		}
		sb_adds(sb, " --");
		sb_adds(sb, p->flag);
		sb_adds(sb, "=");
		sb_adds(sb, mine);
	}
	if (m->free_params)
		m->free_params(dflt);
	else
		free(dflt);
}

/*
 * rate --params: the table as TSV, for man pages and what-ifs; column
 * `column` names the input column that stands for the flag (empty: none),
 * so a test can try every flag that has one.
 */
void
param_table(const struct model *m)
{
	const struct param *p;
	int i;

	printf("flag\targ");
	for (i = 0; m->profiles[i]; i++)
		printf("\t%s", m->profiles[i]);
	printf("\thelp\tcolumn\n");
	for (p = m->param; p->flag; p++) {
		printf("--%s\t%s", p->flag, p->arg ? p->arg : "");
		for (i = 0; m->profiles[i]; i++) {
			const char *v = value_in(p, i);

			printf("\t%s", v ? v : (p->kind == PK_SWITCH ? p->choices : ""));
		}
		printf("\t%s\t%s\n", p->help, p->column ? p->column : "");
	}
}
