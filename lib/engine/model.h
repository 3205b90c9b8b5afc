/*
 * model.h - a rating model: its rules, and nothing of the run.
 *
 * Each model lives in its family's folder (lib/models/FAMILY/) and
 * exports one struct model; lib/models/models.c lists them and the front
 * ends hand the list to the engine.  The engine (engine.h, engine.c) reads
 * and writes every stream; a model gives
 *   - a parameter table: each constant's flag, its value in every
 *     profile, its range and one help line (the engine parses and checks
 *     the flags from it, and prints help and man-page tables from it);
 *   - its columns in the ratings stream, and how a prior row becomes a
 *     player's state (with the default of every column a federation's
 *     plain list may lack);
 *   - the update: per game (by_event 0) or per rating period = event;
 *   - the expectation it predicts with (value, --history, rank --eval).
 */
#ifndef MODEL_H
#define MODEL_H

#include "engine.h"

#include <getopt.h>

/* ---------- the parameter table ---------- */

#define MAXPROFILES 16

enum param_kind {
	PK_NUM,		/* double; "none" is NAN when PF_NONE */
	PK_INT,		/* long; "none" is -1 when PF_NONE */
	PK_CHOICE,	/* int: the index of the argument in `choices` */
	PK_FUNC,	/* parse() stores it */
	PK_SWITCH,	/* no argument: sets flag `choices` ("FLAG=VALUE") */
	PK_DATE,	/* long: days since 1970-01-01 (YYYY-MM-DD); "none" LONG_MIN */
};

enum {
	PF_NONE = 1,		/* the flag also takes "none" */
	/*
	 * A window's size, which the stream (window's column) may give as
	 * well and which a continued run may change, the state of the ratings
	 * carrying or checking it: not one of the rules in column _model.
	 */
	PF_WINDOW = 2,
	/*
	 * A constant of the predictions only (a draw model's parameter,
	 * draw.h): the ratings do not depend on it, so it is not one of the
	 * rules in column _model either, and a list continues under another.
	 */
	PF_PREDICT = 4,
};

struct param {
	const char *flag;	/* long name without "--"; NULL ends the table */
	int shortopt;		/* a letter, or 0 */
	const char *arg;	/* the argument in help texts, e.g. "K" */
	enum param_kind kind;
	size_t off;		/* offsetof() its field in the model's parameters */
	double lo, hi;		/* range, inclusive (PK_NUM, PK_INT) */
	unsigned fl;		/* PF_* */
	const char *choices;	/* PK_CHOICE: "a|b|c"; PK_SWITCH: "flag=value" */
	/* PK_FUNC: store arg; 0 and *why (what was expected) when bad */
	int (*parse)(void *par, const char *arg, const char **why);
	/* its value in each profile (model.profiles order), as a flag
	 * argument; NULL where it is the same as the first profile's */
	const char *value[MAXPROFILES];
	const char *help;
	/*
	 * The input column that stands for the flag (dwz's age for --age,
	 * frsc's delta for --spread), or NULL.  A stream with the column sets
	 * what the flag would: the flag given as well is refused (exit 2,
	 * columns.c), so a flag never sits in column _model doing nothing.
	 * An empty cell of the column takes the profile's value (the rules'
	 * own, never a flag given).  `stage` writes the column, where the
	 * flag goes instead; NULL: the data's own column (drop or fill it).
	 * Tables list the fields in order and leave these two out when the
	 * flag has no column (hence the pragma below).
	 */
	const char *column;
	const char *stage;
};

/* the tables' entries without column and stage, by design (see above) */
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

/* ---------- the model's columns ---------- */

enum col_kind { COL_NUM, COL_COUNT, COL_DATE, COL_TEXT };

/*
 * A column of the ratings stream after `type player`.  In a prior file a
 * column with `dflt` may be missing (a federation's list): its cells are
 * NULL and the model uses the value of flag `dflt` (named in rate(1)'s
 * table); a column without `dflt` and not write-only is required.
 */
struct column {
	const char *name;
	enum col_kind kind;
	const char *dflt;	/* the flag giving its default, or NULL: required */
	int output_only;	/* COL_WRITE_ONLY, COL_READ_ONLY, or 0: both */
};

/* struct column.output_only: written, never read back (status); or read
 * from a prior when it has the column, never written (a federation's
 * list's column the model keeps in its own state; it needs `dflt`). */
enum { COL_WRITE_ONLY = 1, COL_READ_ONLY = 2 };

/* ---------- the model ---------- */

struct rate_opts {
	int history;		/* --history: one row per participant per game */
	int explain;		/* --explain: each change as its parts */
	const char *const *explain_players;	/* --player P...: NULL-ended; NULL all */
	const char *prior;	/* -r FILE: ratings to continue from */
	int npaths;
	char **paths;
};


enum { WIN_CALENDAR = 1, WIN_PLAYER = 2 };	/* window -n (seq, n), -p (pseq, pwin) */

/*
 * A profile whose rules changed over time (a federation's editions): each
 * rating period is rated under the edition in force on its date (the
 * period's last day: "events ending on or after").  The edition is itself
 * a profile, which pins it (-p uschess-2023).  The engine sets, before
 * each game or period, every flag whose value differs between the
 * editions of the profile, unless the command line gave it (editions.c).
 */
struct edition {
	const char *profile;	/* the dated profile, e.g. "uschess"; NULL ends */
	const char *from;	/* YYYY-MM-DD it took effect; NULL: the earliest */
	const char *edition;	/* the profile that pins it, e.g. "uschess-2023" */
};

struct model {
	const char *name;
	const char *summary;
	const char *const *profiles;	/* NULL-ended, the first is the default */
	const struct param *param;	/* NULL-ended by flag */
	size_t param_size;		/* sizeof the model's parameter struct */
	/* after all flags: 0 and *why when they do not fit together */
	int (*check)(void *par, const char **why);
	int by_event;			/* rating period = event */
	unsigned windows;		/* WIN_* annotations the model honours */
	const char *const *in;		/* input columns it reads, NULL-ended */
	const char *const *need;	/* ... of which these are required */
	const struct column *state;	/* ratings columns, {NULL} ended */
	/* a prior list lacking required state columns: why it cannot do
	 * without them (said in the message); NULL: nothing to add */
	const char *prior_why;
	/* value -r needs only `rating` of a prior: the other required
	 * columns may be missing (their cells NULL) */
	int value_rating_only;
	const char *const *history;	/* --history columns, NULL-ended */
	/*
	 * A model whose state is the run's whole history (whr, bt) keeps
	 * only a summary of each player in the ratings file: what a
	 * continued run (-r) takes of the past, said on stderr at each such
	 * run, since its numbers are then not a whole run's.  NULL: a
	 * continued run gives the whole run's numbers.
	 */
	const char *continued;
	const char *const *predict;	/* value columns, NULL-ended; NULL: none */
	/*
	 * rate --explain: the model's own terms after `part amount`,
	 * NULL-ended; NULL: the model cannot explain (rate refuses --explain).
	 * The model writes each change through eng_explain_begin, _part,
	 * _put and _end (engine.h).
	 */
	const char *const *explain;
	/*
	 * Per profile (model.profiles order): the revision of its rules,
	 * raised when ratepipe changes what the profile computes, so that a
	 * list written under the old rules is not continued as if nothing
	 * changed (column _model names it as PROFILE@N when N > 1).
	 * NULL: 1 for every profile.
	 */
	const int *revision;
	/*
	 * Per profile: the decimals a published list of the rules shows a
	 * rating with (rank --audit calls two ratings equal once shown so).
	 * NULL: 0 for every profile.
	 */
	const int *decimals;
	/* Dated profiles: their editions, in order of `from`; NULL: none. */
	const struct edition *editions;
	void *(*start)(struct eng *e, const void *par);
	/* a prior row: 0 with *why and *col (a state column index) when bad */
	int (*prior)(void *m, const struct prior_row *row, int *col, const char **why);
	void (*game)(void *m, struct eng *e, const struct rgame *g);
	void (*period)(void *m, struct eng *e, const struct rperiod *p);
	/* value: the predictions for a game or a period */
	void (*value_game)(void *m, struct eng *e, const struct rgame *g);
	void (*value_period)(void *m, struct eng *e, const struct rperiod *p);
	/* the ratings row of key: cells of model.state; 0 when it has none */
	int (*row)(void *m, int key, struct cells *c);
	/*
	 * Models rated by event whose players may have no row (row returns
	 * 0 for a player who has played): 1 when key has one now.  The
	 * replay guard keeps a player's events only while it has a row.
	 * NULL: every player who has played has a row.
	 */
	int (*listed)(void *m, int key);
	void (*finish)(void *m, struct eng *e);	/* warnings after the run */
	/*
	 * The last game is rated: let go of what only a game needs (its
	 * working memory, as large as the largest game), before the ratings
	 * are written.  NULL: nothing to let go.
	 */
	void (*games_done)(void *m);
	void (*free)(void *m);

	/* frees a parameter block (a PK_FUNC flag's allocations); NULL: free() */
	void (*free_params)(void *params);
};

#endif
