/*
 * model.h - how `rate` and `value` reach a rating model.
 *
 * Each model lives in one file of lib/ and exports one struct model.
 * The front ends parse the options common to all models, then hand
 * every other option to the model, which knows its own constants.
 */
#ifndef MODEL_H
#define MODEL_H

#include <getopt.h>

struct rate_opts {
	int history;		/* --history: one row per participant per game */
	const char *prior;	/* -r FILE: ratings to continue from */
	int npaths;
	char **paths;
};

struct model {
	const char *name;
	const char *summary;
	const char *const *profiles;	/* NULL-ended, the first is the default */
	const struct option *longopts;	/* the model's own flags */
	const char *shortopts;
	const char *help;		/* lines describing those flags */
	/* A parameter block for a profile, or NULL if there is no such one. */
	void *(*params)(const char *profile);
	/* Apply one flag (getopt's value and argument); 0 and *why if bad. */
	int (*option)(void *params, int opt, const char *arg, const char **why);
	/* Called once after the flags: 0 and *why if they do not fit together. */
	int (*check)(void *params, const char **why);
	void (*rate)(void *params, const struct rate_opts *o);
	/* value -r RATINGS: pre-game predictions; NULL if the model has none. */
	void (*value)(void *params, const char *ratings, int npaths, char **paths);
	void (*free_params)(void *params);
};

extern const struct model *const models[];

/* A model flag's number: 0 and *why when it is not a finite number. */
int flag_num(const char *arg, double *out, const char **why);
/* A count from lo (0 or 1) to hi; *why names what was expected. */
int flag_count(const char *arg, long lo, long hi, long *out, const char **why);
/* A number from 0 to 1 (a share of games, of players). */
int flag_fraction(const char *arg, double *out, const char **why);
const struct model *model_find(const char *name);

#endif
