/*
 * engine_run.h - the engine's own state (engine.c, engine_run.c,
 * given.c, columns.c, prior.c, write.c, param.c); models see only engine.h.
 */
#ifndef ENGINE_RUN_H
#define ENGINE_RUN_H

#include "engine.h"
#include "eventbuf.h"
#include "game.h"
#include "model.h"
#include "names.h"
#include "strbuf.h"
#include "replay.h"
#include "tsv.h"

#include <stdio.h>

struct cells {
	const char *const *names;	/* the columns, NULL-ended */
	size_t a;			/* the next cell */
	struct tsv_rowout *ro;		/* a history/value row, or NULL: sb */
	/* eng_rate_rows: a history row's cells as numbers (has[a] 0: empty
	 * or text), handed over instead of written; NULL otherwise */
	double *num;
	unsigned char *has;
	struct strbuf sb;		/* a ratings row's cells */
	const char *model;
	/* whom the cells are about, for the message on a non-finite number */
	const char *player, *type;
	const char *file;
	unsigned long line;
};

struct eng {
	const struct model *m;
	const void *par;
	void *ms;			/* the model's run */
	struct game_reader gr;
	int *c_in;			/* per model.in: column, or -1 */
	int c_result;
	/* window's numbering, checked when the model honours it: seq of
	 * window -n, pseq of window -p (-1: none); per key its pseq rows */
	int c_seq, c_pseq;
	unsigned long *key_pseq;
	size_t kpcap;
	/* keys: (type, player) */
	struct names types;
	struct ekeys {
		int *key1;		/* pid -> key + 1, 0 none */
		size_t cap;
	} *kt;
	size_t ktcap;
	int *key_tid, *key_pid;
	size_t nkeys, keycap;
	unsigned long *prior_line;	/* per key: its prior row's line, 0 none */
	size_t plcap;
	/* per type: rows in the prior, games in the input */
	unsigned long *type_prior, *type_games;
	size_t tycap;
	unsigned long *type_known;	/* input rows whose player has a prior row */
	size_t tkcap;
	unsigned long prior_rows;
	struct replay rp;
	const char *prior;		/* the prior file's path */
	/* the current game or event */
	struct eventbuf eb;
	struct rgame *games;
	size_t gcap;
	int *rkey;			/* per row of the game or event */
	unsigned char *rres;
	size_t rcap;
	/* output */
	int history, value;
	struct tsv_rowout ro;
	struct cells cells;
	size_t nout;
	const struct rgame *row_g;
	size_t row_r;
	const struct eng_rows *rows;	/* eng_rate_rows: where rows go */
	struct explain *x;		/* rate --explain, or NULL */
	struct editions *ed;		/* a dated profile's editions, or NULL */
	size_t threads;			/* eng_threads: 1 to ENG_MAX_THREADS */
};

/* The profile the run's rules are (cli_model): -p, or the model's first. */
extern const char *eng_profile;
/* The list of models the front end chose from (cli_model): NULL-ended. */
extern const struct model *const *eng_models;
/* The flags given on the command line, for messages ("-K 1e308 ..").
 * This, eng_rules and the flags noted are per thread: fit rates several
 * points at once (fit -j), each under its own flags and rules. */
extern _Thread_local char eng_flags_given[256];
/* engine_cli.c: parameter p was given on the command line with arg (the
 * last one given wins: eng_flag_given, eng_flag_arg). */
void eng_note_given(const struct param *p, const char *arg);
const char *eng_flag_arg(const struct param *p);

/*
 * How rate and value take a prior (engine_cli.c parses them): a ratings
 * file says which rules wrote it (column _model); continuing under others
 * is refused unless asked for.
 */
struct prior_opts {
	int ratings_only;	/* --prior-ratings-only: type, player, rating */
	int new_rules;		/* --new-rules: the same model, other constants */
	int new_types;		/* --new-types: no input type need be in the prior */
	int new_players;	/* --new-players: no input player need be in it */
};
extern struct prior_opts eng_prior;
/* -j N, --threads N of rate and value (engine_cli.c); 0: not given, the
 * cores online.  fit's runs take 1: fit -j spreads its points instead. */
extern long eng_jobs;
/* parallel.c: eng_jobs, or the cores online (1 to ENG_MAX_THREADS). */
size_t eng_threads_given(void);
#define RULES_COL "_model"
/* "MODEL PROFILE[ --flag=value ...]": the rules of this run (param_rules). */
extern _Thread_local struct strbuf eng_rules;

int eng_tid(struct eng *e, const char *type, size_t n);
/* newplayers.c: input rows whose player the prior has, counted per type;
 * a type none of whose input players the prior has is refused. */
void eng_note_known(struct eng *e, int tid, const int *key, size_t n);
void eng_check_players(const struct eng *e);
int eng_key_new(struct eng *e, int tid, int pid);

/* The key of (tid, pid), made when new (eng_key_new): a lookup per row,
 * inline. */
static inline int
eng_key(struct eng *e, int tid, int pid)
{
	const struct ekeys *t = &e->kt[tid];

	if ((size_t)pid < t->cap && t->key1[pid])
		return t->key1[pid] - 1;
	return eng_key_new(e, tid, pid);
}

/* param.c: a model's parameters for a profile, and one flag. */
void *param_profile(const struct model *m, const char *profile);
int param_set(const struct model *m, void *par, const struct param *p,
    const char *arg, const char **why);
const struct param *param_find(const struct model *m, const char *flag, size_t n);
/* p's value in the profile named `profile` as a flag argument (its own or
 * the first profile's; NULL: none); an unknown profile is an internal error. */
const char *param_value(const struct model *m, const struct param *p, const char *profile);
void param_help(const struct model *m, FILE *fp);
void param_table(const struct model *m);
/* The model, the profile and every constant par holds that differs from it. */
void param_rules(const struct model *m, const char *profile, const void *par,
    struct strbuf *sb);

/*
 * editions.c: a dated profile's editions (struct edition): open lists the
 * flags they set (NULL when the profile has none); at sets them in par to
 * the edition in force on day `date`.
 */
struct editions *editions_open(const struct model *m, const char *profile);
void editions_at(const struct model *m, struct editions *ed, const void *par, long date);
void editions_close(struct editions *ed);
/* Does flag p differ between the editions of the dated profile? */
int editions_vary(const struct model *m, const char *profile, const struct param *p);
/* rate --help: the dated profiles of m, each edition and its dates. */
void editions_help(const struct model *m, FILE *fp);

/* explain.c: rate --explain (engine.h); players: NULL-ended, or NULL for all */
void explain_open(struct eng *e, const char *const *players);
void explain_close(struct eng *e);

/* The length of a NULL-ended list; 0 for NULL. */
static inline size_t
list_len(const char *const *list)
{
	size_t n = 0;

	while (list && list[n])
		n++;
	return n;
}

/* columns.c: the input's columns as a run opens (stop the run when bad). */
void check_windows(const struct eng *e);
void check_flag_columns(const struct eng *e);
void check_history(const struct eng *e);

/* prior.c: rate -r, value -r: path's rows into the model's state. */
void load_prior(struct eng *e, const char *path);

/* write.c: the ratings stream; the header of --history or value rows
 * (cols) and the writer the cells go to. */
void write_ratings(struct eng *e);
void rows_out(struct eng *e, const char *const *cols);

/* engine_run.c */
void eng_rate(const struct model *m, const void *par, const struct rate_opts *o);

/*
 * The run of `rate --history` with its rows handed over instead of
 * written: for fit, which rates one stream many times under other
 * constants in one process.  It is eng_rate (the same reader, prior,
 * replay guard, window checks and cells, which stop the run on a number
 * that is not finite), but for where a history row goes: row() gets row
 * r of game g as the numbers of the model's history columns (num[i] for
 * model.history[i]; has[i] 0 where the cell is empty or text), in the
 * order --history writes them; done() follows each game (models rated
 * by game) or event (by event), once its rows are all given.  The
 * inputs are read again on each call (fit keeps a pipe in a file).
 * The model's warnings at the end of the run (model.finish) are given
 * only when `warn` is set, so that many runs say them once.
 */
struct eng_rows {
	void (*row)(void *ctx, const struct rgame *g, size_t r, const double *num,
	    const unsigned char *has);
	void (*done)(void *ctx);
	void *ctx;
	int warn;
};
void eng_rate_rows(const struct model *m, const void *par, const struct rate_opts *o,
    const struct eng_rows *to);
void eng_value(const struct model *m, const void *par, const char *ratings,
    int npaths, char **paths);

#endif
