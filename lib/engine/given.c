/*
 * given.c - what the command line gave a run besides the model's rules:
 * the list of models the front end chose from, the flags given (for
 * messages and for the columns that stand for flags), how to take the
 * prior, the rules text of column _model.  engine_cli.c sets them; the
 * run and the parameter table read them.
 */
#include "engine_run.h"
#include "rp.h"

#include <string.h>

const struct model *const *eng_models;
const char *eng_profile;

_Thread_local char eng_flags_given[256];

struct prior_opts eng_prior;
_Thread_local struct strbuf eng_rules;

/* The parameters given on the command line, as opposed to the profile's
 * (each once: a model's table is shorter than this), and the argument
 * given last.  Per thread, as eng_flags_given. */
static _Thread_local const struct param *given[128];
static _Thread_local const char *given_arg[128];
static _Thread_local size_t ngiven;

void
eng_note_given(const struct param *p, const char *arg)
{
	size_t i;

	for (i = 0; i < ngiven; i++)
		if (given[i] == p)
			break;
	if (i == ngiven && ngiven < sizeof given / sizeof given[0])
		given[ngiven++] = p;
	if (i < ngiven)
		given_arg[i] = arg;
}

const char *
eng_flag_arg(const struct param *p)
{
	size_t i;

	for (i = 0; i < ngiven; i++)
		if (given[i] == p)
			return given_arg[i];
	return NULL;
}

int
eng_flag_given(const char *flag)
{
	size_t i;

	for (i = 0; i < ngiven; i++)
		if (strcmp(given[i]->flag, flag) == 0)
			return 1;
	return 0;
}
