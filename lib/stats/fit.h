/*
 * fit.h - `fit`: a model's constants chosen by how well its ratings
 * predict, with time-ordered cross-validation (lib/stats/fit.c; the
 * front end is bin/fit.c; fit(1)).
 */
#ifndef FIT_H
#define FIT_H

#include "model.h"

#include <stddef.h>

/* A flag to fit (--fit FLAG=SPEC): the values tried, as flag arguments. */
struct fit_flag {
	const struct param *p;
	char *spec;		/* SPEC as given (the warnings name it) */
	char **value;
	size_t n;
};

/* A model flag given on the command line, kept for every point. */
struct fit_given {
	const struct param *p;
	const char *arg;
};

enum { FIT_GRID, FIT_DESCENT };
/* the criterion: a measure of rank --eval (evaluate.h), by its index */
enum { FIT_LOGLOSS = 0, FIT_BRIER = 1, FIT_LOGLOSS3 = 4, FIT_BRIER3 = 5 };

struct fit_opts {
	const struct model *m;
	const char *profile;
	struct rate_opts in;	/* the prior and the input files */
	struct fit_flag *flag;
	size_t nflag;
	struct fit_given *given;
	size_t ngiven;
	long folds;		/* F: F + 1 blocks */
	long burn_in;
	int search;		/* FIT_GRID, FIT_DESCENT */
	int criterion;		/* FIT_LOGLOSS, FIT_BRIER, FIT_LOGLOSS3, FIT_BRIER3 */
	const char *points;	/* --points FILE, or NULL */
	long jobs;		/* -j N: threads rating the grid's points */
};

/* --fit FLAG=SPEC into f: 0 and *why when it is not one (a usage error). */
int fit_spec(const struct model *m, const char *arg, struct fit_flag *f, const char **why);
void fit_flag_free(struct fit_flag *f);
/* The search, the folds, the tables: stdout the folds, --points every point. */
void fit_run(const struct fit_opts *o);

#endif
