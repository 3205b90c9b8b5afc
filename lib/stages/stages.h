/*
 * stages.h - the stages that count, score and list: window, score, rank
 * (the work of bin/window.c, bin/score.c, bin/rank.c).
 */
#ifndef STAGES_H
#define STAGES_H

#include "subcmd.h"
#include "winsize.h"

/* score's methods and rank's modes, for subcmd_run (modes.c) */
extern const struct subcmd score_methods[];
extern const struct subcmd rank_modes[];
/* rank without -m: "eval", "compare" or "audit" when --eval, --compare
 * or --audit is given (rank -m lists hands those to their modes), else
 * NULL; so the dispatch checks the options against that mode's. */
const char *rank_mode_of_args(int argc, char **argv);

struct window_opts {
	struct winsize n;
	int have_n;
	long since;		/* first day counted, or LONG_MIN */
	int trim;
	long per_player;	/* -p M: a player's last M games, 0 = -n mode */
	const char *exclude;	/* --exclude-event: POSIX ERE on the event id */
};
void window_run(const struct window_opts *o, int npaths, char **paths);
/* window --resample SEED: a bootstrap replicate of the events (resample.c). */
void window_resample(unsigned long long seed, int npaths, char **paths);

struct score_opts {
	double spread;
	int ties_average;
};
void score_places(const struct score_opts *o, int npaths, char **paths);

/*
 * rank --interval L (rank_interval.c): per listed player the central L%
 * interval of its position over draws of the list, each rating drawn
 * from N(rating, deviation^2), the deviation read from column `dev`
 * (NULL: rd, else sigma).  level 0: off.
 */
struct rank_reps;
struct rank_iv {
	double level;		/* percent, 0 < L < 100; 0 = off */
	long draws;
	unsigned long long seed;
	const char *dev;
	const char *mean;	/* --mean COL; NULL: mu where the list has it, else rating */
	const char *reps_dir;	/* --replicates DIR: positions over replicates instead */
	struct rank_reps *reps;	/* loaded (rank_reps_load) */
};
/*
 * --replicates DIR (rank_replicates.c): every ratings list DIR/NAME.tsv
 * ranked per type and status; the interval of (type, status, player)
 * over the replicates that list it, their number (0: none, lo and hi
 * unset).
 */
struct rank_reps *rank_reps_load(const char *dir);
/* The replicates' paths, DIR/NAME.tsv in bytewise name order (none: a
 * usage error); free() each and the array. */
char **rank_reps_paths(const char *dir, size_t *n);
size_t rank_reps_interval(const struct rank_reps *R, double level, const char *type,
    const char *status, const char *player, long *lo, long *hi);
void rank_reps_free(struct rank_reps *R);
/* Parse one of --interval, --draws, --seed, --deviation, --mean, --replicates. */
void rank_iv_opt(struct rank_iv *iv, const char *opt, const char *arg);
/* The deviation column of the list (the error when it has none and no
 * --replicates: exit 1); -1 with --replicates. */
struct tsv_in;
int rank_iv_column(const struct rank_iv *iv, struct tsv_in *in);
/* The column of each strength's mean: --mean's, else mu, else -1 (the rating). */
int rank_iv_mean(const struct rank_iv *iv, struct tsv_in *in);
/*
 * The positions of one list (a type and status): m players in the list's
 * order, rating r[i], deviation d[i]; lo[i], hi[i] their interval.  name
 * seeds the draws (the type's), so a list's interval is the same whatever
 * else the file holds.
 */
void rank_iv_list(const struct rank_iv *iv, const char *name, int status,
    const double *r, const double *d, size_t m, long *lo, long *hi);

/*
 * rank --versus A,B (rank_versus.c): P(A better than B) per type of the
 * list that has both (status: only rows of it, NULL all); with other (a
 * path, rank --compare OTHER), the same from OTHER, a row per list.
 */
void rank_versus_run(const char *pair, const struct rank_iv *iv, const char *status,
    const char *other, int npaths, char **paths);

struct rank_opts {
	const char *status;	/* active, provisional, inactive, all */
	int general;
	const char *general_types;	/* comma-separated */
	double unrated;
	/* rank --purge SPAN --as-of DATE, --min-games N (0 = off) */
	long purge_y, purge_m, purge_d;	/* SPAN: Ny, Nm or Nd */
	int purge;
	long as_of;			/* days since 1970 */
	long min_games;
	struct rank_iv iv;		/* --interval */
};
void rank_run(const struct rank_opts *o, int npaths, char **paths);
/* rank.c's calendar pieces, shared by the rank modes: */
long rank_date_minus(long date, long y, long m, long d);	/* DATE - SPAN */
void rank_span(const char *flag, const char *arg, long *y, long *m, long *d);
/* Whether the paths (none: stdin) read stdin, which cannot be two lists. */
int rank_reads_stdin(int npaths, char **paths);

#endif
