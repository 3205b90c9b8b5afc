/*
 * columns.c - the checks on the input stream's columns as a run opens:
 * window's columns the model must honour, a column that stands for a
 * flag given as well (struct param.column), a rate --history stream fed
 * back as results.
 */
#include "engine_run.h"
#include "rp.h"

#include <string.h>

/*
 * Columns of `window`: the model honours them (it reads them as input
 * columns) or the run stops: a window silently ignored would rate every
 * game as if it counted.
 */
void
check_windows(const struct eng *e)
{
	static const struct {
		unsigned kind;
		const char *a, *b, *how;
	} win[] = {
		{ WIN_CALENDAR, "seq", "n", "window -n" },
		{ WIN_PLAYER, "pseq", "pwin", "window -p" },
	};
	const struct tsv_in *in = &e->gr.in;
	size_t i;

	for (i = 0; i < sizeof win / sizeof win[0]; i++) {
		if (tsv_col(in, win[i].a) < 0 && tsv_col(in, win[i].b) < 0)
			continue;
		if (e->m->windows & win[i].kind)
			continue;
		die_data("%s:1: the stream is windowed by `%s` (columns %s, %s), but model %s "
		    "has %s window: it would rate every game as if it counted; take `%s` out "
		    "of the pipeline%s", in->name, win[i].how, win[i].a, win[i].b, e->m->name,
		    e->m->windows ? "another" : "no", win[i].how,
		    e->m->windows & WIN_PLAYER ? ", or use window -p" :
		    e->m->windows & WIN_CALENDAR ? ", or use window -n" : "");
	}
}

/*
 * The flag given on the command line that sets parameter p: p itself,
 * or a switch setting it ("exact" for "digits=none"); NULL: none.
 */
static const struct param *
given_setting(const struct model *m, const struct param *p)
{
	const struct param *q;
	size_t n = strlen(p->flag);

	if (eng_flag_given(p->flag))
		return p;
	for (q = m->param; q->flag; q++)
		if (q->kind == PK_SWITCH && eng_flag_given(q->flag) &&
		    strncmp(q->choices, p->flag, n) == 0 && q->choices[n] == '=')
			return q;
	return NULL;
}

/*
 * A flag whose input column the stream has (struct param.column): the
 * column acts, and the flag given would change nothing while column
 * _model recorded it as in force; refused, naming where it goes instead.
 * From the parameter table alone, for every model.
 */
void
check_flag_columns(const struct eng *e)
{
	const struct param *p, *g;

	for (p = e->m->param; p->flag; p++) {
		if (!p->column || tsv_col(&e->gr.in, p->column) < 0)
			continue;
		if (!(g = given_setting(e->m, p)))
			continue;
		if (p->stage)
			die_usage("--%s has no effect here: the stream's column \"%s\" stands "
			    "for it (model %s reads the column instead); give --%s to %s, "
			    "which writes the column, or drop column %s", g->flag, p->column,
			    e->m->name, g->flag, p->stage, p->column);
		die_usage("--%s has no effect here: the stream's column \"%s\" stands for it "
		    "(model %s reads the column instead, an empty cell as the profile's "
		    "value); give --%s to a stream without the column, or drop column %s, "
		    "or fill its cells", g->flag, p->column, e->m->name, g->flag, p->column);
	}
}

/* Column name is one that some model of the list's --history writes. */
static int
history_column(const char *name)
{
	size_t i, j;

	for (i = 0; eng_models[i]; i++)
		for (j = 0; eng_models[i]->history && eng_models[i]->history[j]; j++)
			if (strcmp(eng_models[i]->history[j], name) == 0)
				return 1;
	return 0;
}

/*
 * A --history stream (its prediction columns prev and expected) fed to
 * rate again: a column the model reads as input there holds the earlier
 * run's numbers (frsc's value: that run's game values, computed with its
 * -n, --unrated...), which this run would take as given.
 */
void
check_history(const struct eng *e)
{
	const struct tsv_in *in = &e->gr.in;
	size_t i;

	if (e->value || tsv_col(in, "prev") < 0 || tsv_col(in, "expected") < 0)
		return;
	for (i = 0; e->m->in && e->m->in[i]; i++)
		if (e->c_in[i] >= 0 && history_column(e->m->in[i]))
			die_data("%s:1: the stream is rate --history output (columns prev, "
			    "expected): its column \"%s\" holds that run's numbers, which model "
			    "%s would read instead of computing them under this run's flags; rate "
			    "the results stream it came from", in->name, e->m->in[i], e->m->name);
}
