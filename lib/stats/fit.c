/*
 * fit.c - `fit`: which constants of a model predict best, and how well
 * such a choice predicts games it has not seen.
 *
 * A point is one value for each flag fitted (--fit FLAG=SPEC), over the
 * model, profile and flags given; its score is that of `rate --history
 * | rank --eval`: the engine rates the stream in this process
 * (eng_rate_rows, the run of rate with every guarantee), and each game's
 * pre-game predictions are scored as rank --eval scores them
 * (eval_sums.c, the same sums), pooled over the types.  Every point's
 * predictions are made before its game is rated: what is fitted is only
 * the choice of constants, and that choice is what the folds test.
 *
 * Folds (rolling origin: L. J. Tashman, "Out-of-sample tests of
 * forecasting accuracy", Int. J. Forecasting 16, 2000; R. J. Hyndman,
 * G. Athanasopoulos, "Forecasting: principles and practice", time
 * series cross-validation).  The stream's games are cut between rating
 * periods (games; events for a model rated by event) into F + 1 blocks
 * of about equal numbers of games: the period with c games before it
 * of G in all is in block floor((F + 1) c / G).  A first run, the
 * census, counts them.  Fold f (1..F) fits on blocks 1..f, the games
 * up to its origin: the
 * point with the least criterion there; and is scored on block f + 1,
 * the games after, which its choice never saw.  The cross-validated
 * score is the folds' test sums pooled; the values to use are the point
 * best over every block.  Ties go to the point tried first.
 *
 * Search.  grid: every point, in the order of the --fit flags (the last
 * varies fastest).  descent: from the middle of each range, each flag in
 * turn takes its best value with the others held (all of its values
 * tried), until a round moves none; run for each fold and for the whole,
 * each on its own games, sharing the points already rated.  It finds
 * the grid's optimum where the criterion has a single minimum along
 * each flag, in far fewer points when several flags are fitted.
 */
#include "engine_run.h"
#include "evaluate.h"
#include "fit.h"
#include "fit_impl.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void
fit_run(const struct fit_opts *o)
{
	struct fit f;
	struct out_file points;
	size_t i, *at;

	memset(&f, 0, sizeof f);
	f.o = o;
	f.c.o = o;
	f.c.c_prev = fit_history_col(o->m, "prev");
	f.c.c_curve = fit_history_col(o->m, "escale");
	if (f.c.c_curve < 0) {
		f.c.c_curve = fit_history_col(o->m, "prev_vol");
		f.c.normal = 1;
	}
	if (f.c.c_prev < 0 || f.c.c_curve < 0)
		die_usage("model %s gives no predictions in --history (prev, and escale or "
		    "prev_vol): nothing to fit on", o->m->name);
	f.c.c_p3 = fit_history_col(o->m, "p_win");
	if (o->criterion >= EVAL_NPAIRWISE && f.c.c_p3 < 0)
		die_usage("--criterion %s: model %s gives no three outcomes in --history "
		    "(p_win p_draw p_loss)", eval_measure[o->criterion], o->m->name);
	/* the pairwise measures do not move with it: every point would tie */
	for (i = 0; i < o->nflag; i++)
		if ((o->flag[i].p->fl & PF_PREDICT) && o->criterion < EVAL_NPAIRWISE)
			die_usage("--fit %s=%s: it moves only the three outcomes (p_win p_draw "
			    "p_loss), not %s: give --criterion logloss3 or brier3",
			    o->flag[i].p->flag, o->flag[i].spec, eval_measure[o->criterion]);
	f.given_text = xstrdup(eng_flags_given);
	names_init(&f.c.events);
	if (o->points)	/* before the inputs are read (standard input kept) */
		out_file_open(&points, "--points", o->points, o->in.npaths, o->in.paths,
		    o->in.prior);
	fit_check_inputs(&o->in);
	at = xcalloc(o->nflag, sizeof *at);
	fit_census(&f, at);
	free(at);
	if (f.c.total == 0)
		fit_folds_header(&f);	/* no game: nothing to fit, and no row */
	else {
		if (o->search == FIT_GRID && o->jobs > 1 && !fit_stdin_kept())
			fit_grid_jobs(&f);
		else if (o->search == FIT_GRID)
			fit_grid_all(&f, 1);
		fit_folds_table(&f);
	}
	if (o->points)
		fit_points_table(&f, &points);
	/* once the tables are written: a write error is the only message */
	for (i = 0; i < f.npt; i++)
		if (f.pt[i].chosen_all)
			fit_warn_edges(&f, &f.pt[i]);
	for (i = 0; i < f.npt; i++) {
		free(f.pt[i].at);
		free(f.pt[i].block);
		free(f.pt[i].chosen);
	}
	free(f.pt);
	free(f.given_text);
	free(f.c.ev_games);
	free(f.c.ev_block);
	free(f.c.block);
	free(f.c.first);
	free(f.c.last);
	free(f.c.count);
	free(f.c.place);
	free(f.c.key);
	free(f.c.has);
	free(f.c.r);
	free(f.c.v);
	free(f.c.s);
	free(f.c.has3);
	free(f.c.p3);
	names_free(&f.c.events);
}
