/*
 * engine_cli.c - the command line of the model front ends (rate, value):
 * the model and profile, the flags of its parameter table.
 */
#include "engine_cli.h"
#include "engine_run.h"
#include "num.h"
#include "rp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *chosen_profile;	/* for the rules (param_rules) */
static int profile_given, model_given;

int
eng_model_given(void)
{
	return model_given;
}

int
eng_profile_given(void)
{
	return profile_given;
}

const struct model *
cli_model(const struct model *const *list, int argc, char **argv, const char *dflt,
    void **params)
{
	const char *name = cli_prescan(argc, argv, 'm', "model");
	const char *profile = cli_prescan(argc, argv, 'p', "profile");
	const struct model *m = NULL;
	size_t i;

	eng_models = list;
	model_given = name != NULL;
	if (!name)
		name = dflt;
	for (i = 0; list[i] && !m; i++)
		if (strcmp(list[i]->name, name) == 0)
			m = list[i];
	if (!m) {
		fprintf(stderr, "%s: unknown model \"%s\"; models:", rp_progname, name);
		for (i = 0; list[i]; i++)
			fprintf(stderr, " %s", list[i]->name);
		fputc('\n', stderr);
		exit(EXIT_USAGE);
	}
	profile_given = profile != NULL;
	if (!profile)
		profile = m->profiles[0];
	chosen_profile = eng_profile = profile;
	*params = param_profile(m, profile);
	if (!*params) {
		fprintf(stderr, "%s: model %s has no profile \"%s\"; profiles:", rp_progname,
		    m->name, profile);
		for (i = 0; m->profiles[i]; i++)
			fprintf(stderr, " %s", m->profiles[i]);
		fputc('\n', stderr);
		exit(EXIT_USAGE);
	}
	return m;
}

/* getopt's table for a model's parameter table: value 1000 + index. */
static struct option *
table_opts(const struct model *m, char *shortopts, size_t n)
{
	const struct param *p;
	struct option *o;
	size_t np = 0, len = strlen(shortopts);

	for (p = m->param; p->flag; p++)
		np++;
	o = xcalloc(np + 1, sizeof *o);
	for (p = m->param; p->flag; p++) {
		size_t i = (size_t)(p - m->param);

		o[i].name = p->flag;
		o[i].has_arg = p->kind == PK_SWITCH ? no_argument : required_argument;
		o[i].val = CLI_OPT_PARAM + (int)i;
		if (p->shortopt && len + 3 < n) {
			shortopts[len++] = (char)p->shortopt;
			if (p->kind != PK_SWITCH)
				shortopts[len++] = ':';
			shortopts[len] = '\0';
		}
	}
	return o;
}

static const struct param *
table_param(const struct model *m, int c)
{
	const struct param *p;

	if (c >= CLI_OPT_PARAM)
		return &m->param[c - CLI_OPT_PARAM];
	for (p = m->param; p->flag; p++)
		if (p->shortopt == c)
			return p;
	return NULL;
}

/* Remember "--flag value" for messages about numbers out of reach. */
static void
note_flag(const struct param *p, const char *arg)
{
	size_t len = strlen(eng_flags_given);

	snprintf(eng_flags_given + len, sizeof eng_flags_given - len, "%s--%s%s%s",
	    len ? " " : "", p->flag, arg ? " " : "", arg ? arg : "");
	eng_note_given(p, arg);
}

static int
model_option(const struct model *m, void *params, int c, const char *arg, const char **why)
{
	const struct param *p;

	p = table_param(m, c);
	if (!p) {
		*why = "not an option of this model";
		return 0;
	}
	note_flag(p, arg);	/* before its value is checked: the message names it */
	if (!param_set(m, params, p, arg, why)) {
		static char buf[256];

		snprintf(buf, sizeof buf, "--%s: %s", p->flag, *why);
		*why = buf;
		return 0;
	}
	return 1;
}

void
cli_free_params(const struct model *m, void *params)
{
	free(eng_rules.s);
	eng_rules = (struct strbuf){ 0 };
	if (m->free_params)
		m->free_params(params);
	else
		free(params);
}

/* How the prior is taken: the engine's options, the same in rate and value. */
enum { OPT_PRIOR_ONLY = 700, OPT_NEW_RULES, OPT_NEW_TYPES, OPT_NEW_PLAYERS };
static const struct option prior_opts[] = {
	{ "prior-ratings-only", no_argument, NULL, OPT_PRIOR_ONLY },
	{ "new-rules", no_argument, NULL, OPT_NEW_RULES },
	{ "new-types", no_argument, NULL, OPT_NEW_TYPES },
	{ "new-players", no_argument, NULL, OPT_NEW_PLAYERS },
	{ NULL, 0, NULL, 0 },
};

/*
 * -j N, --threads N: the threads a model may spread a game's or an
 * event's work over (eng_parallel); 0, the default: the cores online.
 * The numbers never depend on it.  Not where the front end has a -j of
 * its own (fit -j rates points at once, each on one thread).
 */
enum { OPT_THREADS = 710 };
static const struct option thread_opts[] = {
	{ "threads", required_argument, NULL, OPT_THREADS },
	{ NULL, 0, NULL, 0 },
};
long eng_jobs;

static void
threads_option(const char *arg)
{
	if (!int_parse(arg, strlen(arg), 1, ENG_MAX_THREADS, &eng_jobs))
		die_usage("--threads %s: expected a whole number from 1 to %d", arg,
		    ENG_MAX_THREADS);
}

static int
prior_option(int c)
{
	switch (c) {
	case OPT_PRIOR_ONLY:
		eng_prior.ratings_only = 1;
		return 1;
	case OPT_NEW_RULES:
		eng_prior.new_rules = 1;
		return 1;
	case OPT_NEW_TYPES:
		eng_prior.new_types = 1;
		return 1;
	case OPT_NEW_PLAYERS:
		eng_prior.new_players = 1;
		return 1;
	}
	return 0;
}

const struct model *
cli_model_args(const struct model *const *list, int argc, char **argv,
    const struct option *common, const char *common_short,
    int (*own)(int opt, const char *arg, void *ctx), void *ctx,
    void (*usage)(const struct model *), void **params)
{
	const struct model *m = cli_model(list, argc, argv, "frsc", params);
	/* static: a usage error exits while the table is in use, and the
	 * leak checker must still see it reachable */
	static struct option *longopts;
	struct option *modelopts = NULL, *withprior, *withthreads;
	char shortopts[128];
	const char *why = NULL;
	int threads = strchr(common_short, 'j') == NULL;	/* fit has its own -j */
	int c;

	snprintf(shortopts, sizeof shortopts, "%s%s", common_short, threads ? "j:" : "");
	modelopts = table_opts(m, shortopts, sizeof shortopts);
	withprior = cli_merge(common, prior_opts);
	withthreads = cli_merge(withprior, threads ? thread_opts : NULL);
	longopts = cli_merge(withthreads, modelopts);
	free(withprior);
	free(withthreads);
	free(modelopts);
	while ((c = cli_getopt(argc, argv, shortopts, longopts)) != -1) {
		if (c == 'm' || c == 'p')
			continue;	/* taken by cli_model */
		if (c == 'h' || c == CLI_OPT_VERSION || c == CLI_OPT_PARAMS) {
			if (c == 'h')
				usage(m);
			else if (c == CLI_OPT_PARAMS)
				param_table(m);
			else
				print_version();
			free(longopts);
			cli_free_params(m, *params);
			exit(0);
		}
		if (c == '?')
			die_usage("bad option");
		if (threads && (c == 'j' || c == OPT_THREADS)) {
			threads_option(optarg);
			continue;
		}
		if (prior_option(c) || own(c, optarg, ctx))
			continue;
		if (!model_option(m, *params, c, optarg, &why))
			die_usage("option %s%s: %s", optarg ? "value " : "",
			    optarg ? optarg : "", why);
	}
	free(longopts);
	if (m->check && !m->check(*params, &why))
		die_usage("%s", why);
	if (eng_prior.ratings_only && eng_prior.new_rules)
		die_usage("--prior-ratings-only takes a prior's ratings under any rules; "
		    "--new-rules keeps its state: give one of them");
	param_rules(m, chosen_profile, *params, &eng_rules);
	return m;
}
