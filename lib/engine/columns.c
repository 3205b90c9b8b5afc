/*
 * columns.c - the checks on the input stream's columns as a run opens:
 * window's columns the model must honour, a column that stands for a
 * flag given as well, a rate --history stream fed back as results.
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
 * A flag whose effect an input column replaces: refused, never silently
 * lost (score's delta stands for --spread, and the flag given to rate
 * would change nothing).
 */
void
check_overridden(const struct eng *e)
{
	const struct overridden *o;

	for (o = e->m->overridden; o && o->column; o++) {
		const char *f = o->flags;

		if (tsv_col(&e->gr.in, o->column) < 0)
			continue;
		while (*f) {
			size_t n = strcspn(f, " ");
			char flag[64];

			snprintf(flag, sizeof flag, "%.*s", (int)n, f);
			if (eng_flag_given(flag))
				die_usage("--%s has no effect here: the stream's column \"%s\" stands "
				    "for it (model %s reads the column instead); give --%s to %s, "
				    "which writes the column", flag, o->column, e->m->name, flag,
				    o->stage);
			f += n + (f[n] == ' ');
		}
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
