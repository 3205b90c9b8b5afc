/*
 * engine.h - the rating engine: what `rate` and `value` do for every
 * model, once.
 *
 * The engine owns the run: it reads the results stream game by game (or
 * event by event, for models whose rating period is the event), loads
 * the prior (a ratings file written by rate, or a federation's plain
 * list `type player rating`), refuses input the prior already reflects
 * (the replay guard, column _seen), honours or refuses the window
 * annotations of `window`, parses and range-checks every flag from the
 * model's parameter table, writes the ratings stream, --history and the
 * predictions of `value`, and never writes a number that is not finite.
 *
 * A model (lib/MODEL.c, struct model in model.h) is its rules only: the
 * table of its constants, a player's state and its columns, the update
 * and the expectation.  It reads and writes no TSV: it sees games
 * (struct rgame), prior rows (struct prior_row) and writes cells
 * (struct cells) that the engine turns into rows.
 */
#ifndef ENGINE_H
#define ENGINE_H

#include <stddef.h>

struct eng;			/* a run, owned by engine.c */

/* ---------- what a model sees of the input ---------- */

enum { RES_PLAYED, RES_FORFEIT, RES_BYE };	/* column `result` of a row */

/*
 * One game: its rows are the participants, in input order.  Arrays are
 * indexed by the row within the game (0 .. n-1) and valid until the model
 * returns to the engine.
 */
struct rgame {
	size_t n;		/* rows = participants */
	long date;		/* days since 1970-01-01 */
	const char *event, *id, *type;
	int tid;		/* the type's id: 0, 1, ... in order of appearance */
	const int *key;		/* per row: the (type, player) key, see eng_nkeys */
	const int *pid;		/* per row: the player's id (eng_player) */
	const long *place;	/* per row: finishing place; 0 when the stream has none */
	const unsigned char *res;	/* per row: RES_*; all RES_PLAYED without a result column */
	size_t row0;		/* first row in the engine's buffer (for the engine) */
	unsigned long serial;	/* the game's number in the stream, 1 = first */
};

/* The games of one rating period (an event), all rated from the ratings before it. */
struct rperiod {
	size_t ngame;
	const struct rgame *game;
	const char *event;
};

/* Keys: one per (type, player) met in the prior or the input, 0, 1, ... */
size_t eng_nkeys(const struct eng *e);
int eng_key_tid(const struct eng *e, int key);
int eng_key_pid(const struct eng *e, int key);
const char *eng_type(const struct eng *e, int tid);
const char *eng_player(const struct eng *e, int pid);
size_t eng_ntypes(const struct eng *e);

/*
 * The model's input columns (model.in, by index i): the text of row r of
 * game g, and typed readers that stop with file:line:col on a bad field.
 * eng_in_has: the stream has the column.
 */
int eng_in_has(const struct eng *e, int i);
const char *eng_in(const struct eng *e, const struct rgame *g, size_t r, int i, size_t *len);
double eng_in_num(const struct eng *e, const struct rgame *g, size_t r, int i);
long eng_in_int(const struct eng *e, const struct rgame *g, size_t r, int i,
    long lo, long hi, const char *what);

/* Data errors about row r of game g: "file:line: ...", exit 1. */
void eng_bad_row(const struct eng *e, const struct rgame *g, size_t r, const char *fmt, ...)
	__attribute__((noreturn, format(printf, 4, 5)));
void eng_bad_in(const struct eng *e, const struct rgame *g, size_t r, int i, const char *what)
	__attribute__((noreturn));
/* A row the run cannot go on with as the command line stands (a profile
 * that must be chosen, say): "file:line: ...", exit 2. */
void eng_usage_row(const struct eng *e, const struct rgame *g, size_t r, const char *fmt, ...)
	__attribute__((noreturn, format(printf, 4, 5)));
/* A warning about row r of game g on stderr: "prog: file:line: ...", the run goes on. */
void eng_warn_row(const struct eng *e, const struct rgame *g, size_t r, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

/*
 * Was the model's flag (its long name, without "--") given on the command
 * line, rather than taken from the profile?  For a model that must refuse
 * a flag the input contradicts (a window size, say) but may follow the
 * input over a profile's value.
 */
int eng_flag_given(const char *flag);
/* Was -p/--profile given, rather than the model's first profile taken? */
int eng_profile_given(void);
/* Was -m/--model given, rather than the default model taken? */
int eng_model_given(void);
/* The key of (the type named `type`, player pid), or -1 when that pair
 * has none (a lookup: nothing is made). */
int eng_key_of(const struct eng *e, const char *type, int pid);

/* ---------- what a model writes ---------- */

/*
 * The cells of one output row, in the order of the model's declared
 * columns.  cell_num refuses a number that is not finite: the engine stops
 * with an error naming the player (or input line) and the flags given.
 */
struct cells;
void cell_num(struct cells *c, double x);
void cell_int(struct cells *c, long long v);
void cell_str(struct cells *c, const char *s);
void cell_strn(struct cells *c, const char *s, size_t n);
void cell_date(struct cells *c, long days);	/* LONG_MIN: empty */
void cell_empty(struct cells *c);
/* Every cell left of the row empty (an explain part without terms). */
void cell_empty_rest(struct cells *c);
/* Optional number: empty when !has. */
void cell_num_or_empty(struct cells *c, int has, double x);

/*
 * --history and value: the cells of row r of game g (model.history or
 * model.predict columns), then eng_put_row writes that input row with them.
 */
struct cells *eng_row_cells(struct eng *e, const struct rgame *g, size_t r);
void eng_put_row(struct eng *e);
/* Is --history on? */
int eng_history(const struct eng *e);

/* ---------- --explain ---------- */

/*
 * rate --explain writes each change of a rating as its parts, one row a
 * part: `type player date event game before after part amount`, then
 * the model's own terms (model.explain).  A model explains a change of
 * key's rating from `before` to `after`, attributed to game g (its date
 * and event; for a rating period, the event's game the change is
 * written at), as
 *     if (eng_explaining(e, key)) {
 *         eng_explain_begin(e, g, key, before, after);
 *         c = eng_explain_part(e, "game", amount, game_id);  // cells of
 *         cell_num(c, ...); ...                             // model.explain
 *         eng_explain_put(e);
 *         ...                                                // more parts
 *         eng_explain_end(e);
 *     }
 * The amounts must add up to after - before (to 1e-9 of the ratings'
 * size): eng_explain_end stops the run with an internal error when they
 * do not, before any row of the change is written, so no misleading
 * explanation ever reaches a player.  A part's `game` is the id of the
 * game it is about; NULL takes g's, "" leaves it empty (a part of the
 * period: a floor, a rounding).
 */
int eng_explaining(const struct eng *e, int key);
/* Is --explain on (for any player)?  For a model whose ratings move
 * without their player playing (frsc), which keeps what its parts need
 * only then. */
int eng_explain_on(const struct eng *e);
void eng_explain_begin(struct eng *e, const struct rgame *g, int key, double before,
    double after);
struct cells *eng_explain_part(struct eng *e, const char *part, double amount,
    const char *game);
void eng_explain_put(struct eng *e);
void eng_explain_end(struct eng *e);

/* ---------- the prior ---------- */

/*
 * One row of the prior (rate -r, value -r): the cells of the model's
 * state columns (model.state), NULL when the file has no such column
 * (a federation's list), already checked against the column's kind.
 */
struct prior_cell {
	const char *s;		/* NULL: the file has no such column */
	size_t len;
	double num;		/* COL_NUM */
	long i;			/* COL_COUNT, COL_DATE (LONG_MIN: empty) */
};

struct prior_row {
	int key, tid, pid;
	const struct prior_cell *cell;	/* per model.state column */
	/*
	 * The row's rating is not as rate wrote it (column _sum, rowsum.h),
	 * or the row was added by hand (an empty _sum): the rest of the
	 * state was checked by the engine.  The model takes the rating as a
	 * federation's list row would give it, re-seeding what it derives
	 * from the rating (mu, a window, a record...), or refuses the row
	 * saying what a user may edit instead: an edit is never silently
	 * recomputed away.
	 */
	int edited;
	/*
	 * An older ratings file, without _sum: whether the row was edited is
	 * unknown, so the rating must agree with the state beside it (frsc's
	 * window, trueskill's mu and sigma...): a rating edited by hand is
	 * refused, never silently lost.  0 under --new-rules, whose state
	 * wins, and for every file with _sum.
	 */
	int check_rating;
};

/* ---------- threads ---------- */

#define ENG_MAX_THREADS 64

/*
 * The threads the run may use (rate -j N, --threads N; by default the
 * cores online; 1 in fit's runs, which fit -j spreads instead).  A model
 * spreads a wide piece of work over them with eng_parallel.
 */
size_t eng_threads(const struct eng *e);

/*
 * fn(arg, lo, hi) over [0, n), cut into eng_threads(e) fixed contiguous
 * parts (part k: [k n / T, (k + 1) n / T)) run at once, the last on this
 * thread; returns when all are done.  Below `min` indices, or on one
 * thread, one call fn(arg, 0, n).  fn must compute each index from inputs
 * no part writes and write only that index's own outputs (no sums across
 * indices: the caller adds them up afterwards, in index order), so that
 * every number is the same for any number of threads.  fn must not stop
 * the run (eng_bad_row and the like): leave a mark, and stop after.
 */
void eng_parallel(const struct eng *e, size_t n, size_t min,
    void (*fn)(void *arg, size_t lo, size_t hi), void *arg);

/* Two numbers a ratings file wrote as one (tolerant of the last digits). */
int eng_same_number(double a, double b);

/*
 * A prior row that the model finds wrong once the run has begun (a
 * rating that disagrees with its state when the window is known):
 * "prog: FILE:LINE: player "P" of type "T": MESSAGE", exit 1.
 */
void eng_bad_prior(const struct eng *e, int key, const char *fmt, ...)
	__attribute__((noreturn, format(printf, 3, 4)));

#endif
