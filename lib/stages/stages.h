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

struct score_opts {
	double spread;
	int ties_average;
};
void score_places(const struct score_opts *o, int npaths, char **paths);

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
};
void rank_run(const struct rank_opts *o, int npaths, char **paths);
/* rank.c's calendar pieces, shared by the rank modes: */
long rank_date_minus(long date, long y, long m, long d);	/* DATE - SPAN */
void rank_span(const char *flag, const char *arg, long *y, long *m, long *d);
/* Whether the paths (none: stdin) read stdin, which cannot be two lists. */
int rank_reads_stdin(int npaths, char **paths);

#endif
