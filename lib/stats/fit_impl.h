/*
 * fit_impl.h - inside `fit` (lib/stats/fit*.c): a run's collected
 * predictions, the points tried and the fit, and what the files of fit
 * share: the specs (fit_spec.c), the input kept for every run
 * (fit_input.c), the points rated and searched (fit_points.c), the
 * tables (fit_tables.c), the run (fit.c).
 */
#ifndef FIT_IMPL_H
#define FIT_IMPL_H

#include "engine_run.h"
#include "evaluate.h"
#include "fit.h"
#include "names.h"
#include "out_file.h"

#include <stddef.h>

struct collect {
	const struct fit_opts *o;
	int c_prev, c_curve, normal;	/* history columns; the curve is prev_vol */
	int c_p3;		/* p_win, then p_draw and p_loss; -1: none */
	/*
	 * The stream's rating periods: games, or events for a model rated by
	 * event (their games per event, counted by the census run).
	 */
	struct names events;
	long *ev_games;
	size_t nev, evcap;
	unsigned long games, total;	/* games so far; in the stream */
	size_t nblock;		/* 0: the census run, which scores nothing */
	size_t *ev_block;	/* by event: each event's block */
	struct eval_sums *block;	/* per block, this run */
	long *first, *last;	/* per block: its games' first and last day */
	long *count;		/* key -> games so far */
	size_t ccap;
	/* the rows of the game being given */
	const struct rgame *g;
	size_t n, cap;
	long *place;
	int *key, *has;
	double *r, *v, *s;
	int *has3;
	double *p3;		/* per row: p_win p_draw p_loss, when has3 */
};

struct point {
	size_t *at;		/* per flag: the value's index */
	struct eval_sums *block;	/* per block */
	int chosen_all;
	unsigned char *chosen;	/* per fold */
};

struct fit {
	const struct fit_opts *o;
	struct collect c;
	char *given_text;
	int runs;
	size_t nblock;		/* 0 before the census */
	struct point *pt;
	size_t npt, ptcap;
};

/* fit_spec.c */
void fit_free_params(const struct model *m, void *par);

/* fit_input.c */
void fit_keep_stdin(void);
void fit_check_inputs(const struct rate_opts *in);
void fit_rewind_stdin(void);
int fit_stdin_kept(void);

/* fit_points.c */
void *fit_point_params(const struct fit_opts *o, const size_t *at, const char *given_text);
void fit_rate_into(const struct fit_opts *o, const char *given_text, struct collect *c,
    const size_t *at, int warn);
struct point *fit_new_point(struct fit *f, const size_t *at);
int fit_criterion(const struct fit *f, const struct point *p, size_t upto, double *x);
long fit_search(struct fit *f, size_t upto);
void fit_census(struct fit *f, const size_t *at);
void fit_grid_all(struct fit *f, int rate);
int fit_history_col(const struct model *m, const char *name);

/* fit_jobs.c: the grid on o->jobs threads */
void fit_grid_jobs(struct fit *f);

/* fit_edge.c */
void fit_warn_edges(const struct fit *f, const struct point *best);

/* fit_tables.c */
void fit_folds_header(const struct fit *f);
void fit_folds_table(struct fit *f);
void fit_points_table(const struct fit *f, struct out_file *of);

#endif
