/*
 * editions.c - a dated profile: each rating period rated under the
 * edition of the rules in force on its date.
 *
 * A federation changes its rules on a date (US Chess's bonus threshold:
 * 14, then 12 for events ending from 2023-02-01, then 10 from 2025), and
 * a history that spans the change must be rated as the federation rated
 * it.  A model names, per dated profile, its editions (struct edition,
 * model.h): each is a profile of its own, which pins it.  At the start
 * of a run the engine lists the flags whose value differs between the
 * editions and that the command line did not give (a what-if flag holds
 * in every edition); before each game or period it sets them, in the
 * parameter block the model reads, to the values of the edition in force
 * on the period's last day.  A model does nothing for it but read its
 * parameters when it rates, as every model does.
 */
#include "engine_run.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* One flag an edition sets: its value in each edition, in order. */
struct ed_flag {
	const struct param *p;
	const char **value;
};

struct editions {
	size_t n;			/* editions of the run's profile */
	long *from;			/* per edition: first day, LONG_MIN the earliest */
	const char **name;
	struct ed_flag *flag;
	size_t nflag, fcap;
	long cur;			/* the edition the block holds, -1 none yet */
};

static int
same(const char *a, const char *b)
{
	return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

/* Does any edition of ed set p to another value than the first does? */
static int
varies(const struct model *m, const struct editions *ed, const struct param *p)
{
	size_t i;

	for (i = 1; i < ed->n; i++)
		if (!same(param_value(m, p, ed->name[i]), param_value(m, p, ed->name[0])))
			return 1;
	return 0;
}

static void
add_flag(const struct model *m, struct editions *ed, const struct param *p)
{
	struct ed_flag *f;
	size_t i;

	if (p->kind == PK_FUNC || p->kind == PK_SWITCH)
		die_usage("internal error: model %s: --%s differs between editions, which "
		    "only a flag with a value may", m->name, p->flag);
	xgrow(&ed->flag, &ed->fcap, ed->nflag + 1, sizeof *ed->flag);
	f = &ed->flag[ed->nflag++];
	f->p = p;
	f->value = xcalloc(ed->n, sizeof *f->value);
	for (i = 0; i < ed->n; i++)
		f->value[i] = param_value(m, p, ed->name[i]);
}

/* The editions of m's dated profile `profile`, without their flags; NULL: none. */
static struct editions *
editions_list(const struct model *m, const char *profile)
{
	const struct edition *x;
	struct editions *ed;
	size_t n = 0;

	for (x = m->editions; x && x->profile; x++)
		n += strcmp(x->profile, profile) == 0;
	if (n == 0)
		return NULL;
	ed = xcalloc(1, sizeof *ed);
	ed->from = xcalloc(n, sizeof *ed->from);
	ed->name = xcalloc(n, sizeof *ed->name);
	ed->cur = -1;
	for (x = m->editions; x->profile; x++) {
		if (strcmp(x->profile, profile) != 0)
			continue;
		ed->from[ed->n] = LONG_MIN;
		if (x->from && !date_parse(x->from, strlen(x->from), &ed->from[ed->n]))
			die_usage("internal error: model %s: edition %s from \"%s\"", m->name,
			    x->edition, x->from);
		if (ed->n && ed->from[ed->n] <= ed->from[ed->n - 1])
			die_usage("internal error: model %s: editions of %s out of order",
			    m->name, profile);
		ed->name[ed->n++] = x->edition;
	}
	return ed;
}

struct editions *
editions_open(const struct model *m, const char *profile)
{
	struct editions *ed = editions_list(m, profile);
	const struct param *p;

	for (p = m->param; ed && p->flag; p++)
		if (!eng_flag_given(p->flag) && varies(m, ed, p))
			add_flag(m, ed, p);
	return ed;
}

int
editions_vary(const struct model *m, const char *profile, const struct param *p)
{
	struct editions *ed = editions_list(m, profile);
	int v = ed && varies(m, ed, p);

	editions_close(ed);
	return v;
}

/* The edition in force on day `date`: the last that took effect by then. */
static size_t
in_force(const struct editions *ed, long date)
{
	size_t i = 0;

	while (i + 1 < ed->n && ed->from[i + 1] <= date)
		i++;
	return i;
}

void
editions_at(const struct model *m, struct editions *ed, const void *par, long date)
{
	size_t k, i;

	if (!ed)
		return;
	k = in_force(ed, date);
	if ((long)k == ed->cur)
		return;
	for (i = 0; i < ed->nflag; i++) {
		const char *why = "";

		/* the engine's own block (param_profile's), read-only to the model */
		if (!param_set(m, (void *)(size_t)par, ed->flag[i].p, ed->flag[i].value[k], &why))
			die_usage("internal error: model %s, edition %s: --%s %s: %s", m->name,
			    ed->name[k], ed->flag[i].p->flag, ed->flag[i].value[k], why);
	}
	ed->cur = (long)k;
}

void
editions_close(struct editions *ed)
{
	size_t i;

	if (!ed)
		return;
	for (i = 0; i < ed->nflag; i++)
		free(ed->flag[i].value);
	free(ed->flag);
	free(ed->from);
	free(ed->name);
	free(ed);
}

/* rate --help: each dated profile of m and its editions with their dates. */
void
editions_help(const struct model *m, FILE *fp)
{
	const struct edition *x, *y;

	for (x = m->editions; x && x->profile; x++) {
		if (x == m->editions || strcmp(x[-1].profile, x->profile) != 0)
			fprintf(fp, "\nProfile %s is dated: each %s under the edition in force on its "
			    "last day:\n", x->profile, m->by_event ? "event" : "game");
		y = x + 1;
		fprintf(fp, "  %-16s %s%s%s%s\n", x->edition, x->from ? "from " : "",
		    x->from ? x->from : "", y->profile && strcmp(y->profile, x->profile) == 0 ?
		    (x->from ? ", until the day before " : "until the day before ") : "",
		    y->profile && strcmp(y->profile, x->profile) == 0 ? y->from : "");
	}
}
