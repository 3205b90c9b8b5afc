/*
 * mmr.c - model `mmr`: Elo-MMR (A. Ebtekar, P. Liu, "Elo-MMR: A Rating
 * System for Massive Multiplayer Competitions", WWW 2021) as its own
 * program rates (EbTech/Elo-MMR, systems/elo_mmr.rs): each game is one
 * contest ranked by place, ties included (doc/rules/mmr.md).
 *
 * A contest of weight w = contest-weight x weight-limit.  Each player:
 *   1. noise: sigma^2 grows by w L^2 + drift-per-day x days since its
 *      last contest (L = sigma-limit), the factors move (player.c);
 *   2. its term: N(mu, sigma^2 + sperf^2), sperf^2 = (1 + 1/w) L^2 +
 *      drift-per-day / w.  Terms whose round(mu/W) and round(sigma/W)
 *      agree (W = --bucket) merge into one with every player's place;
 *   3. its performance p: the root of
 *        sum over the terms j near its mu (--subsample of them) of
 *          logistic: w_j(-tanh((p - mu_j) w_j/2) - 1 if j ahead, + 1 if behind),
 *                    a tie both (x2) or half of each (--split-ties),
 *                    w_j = (pi/sqrt 3)/sigma_j;
 *          gaussian: d/dp ln of P(j ahead), P(j behind), or j's density,
 *      its own term among them (a tie with itself), at most --ceiling;
 *   4. mu: logistic: p becomes a logistic factor, mu the root of the
 *      factors' sum; gaussian: the precision-weighted mean of mu and p;
 *      1/sigma^2 grows by 1/sperf^2.
 * The list's rating is Elo-MMR's displayed one, mu - k (sigma - L).
 */
#include "mmr.h"
#include "model.h"
#include "normal.h"
#include "rp.h"
#include "strbuf.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define F(x) offsetof(struct mmr_params, x)

static const char *const mmr_profiles[] = { "mmr", "mmr-fast", "mmx", "mmx-fast", NULL };

static const struct param mmr_param[] = {
	{ "initial-mu", 0, "MU", PK_NUM, F(init_mu), -1e6, 1e6, 0, NULL, NULL,
	  { "1500" }, "a new player's mu" },
	{ "initial-sigma", 0, "S", PK_NUM, F(init_sigma), 1e-6, 1e6, 0, NULL, NULL,
	  { "350" }, "a new player's sigma" },
	{ "weight-limit", 0, "W", PK_NUM, F(weight_limit), 1e-9, 1e6, 0, NULL, NULL,
	  { "0.2" }, "a contest's weight w (times --contest-weight)" },
	{ "contest-weight", 0, "C", PK_NUM, F(contest_weight), 1e-9, 1e6, 0, NULL, NULL,
	  { "1" }, "every contest's relative weight" },
	{ "sigma-limit", 0, "L", PK_NUM, F(sig_limit), 1e-6, 1e6, 0, NULL, NULL,
	  { "80" }, "sigma's limit after many contests" },
	{ "drift-per-day", 0, "D", PK_NUM, F(drift_day), 0, 1e9, 0, NULL, NULL,
	  { "0" }, "sigma^2 grows by D a day since the last contest" },
	{ "variant", 0, "logistic|gaussian", PK_CHOICE, F(variant), 0, 0, 0, "logistic|gaussian",
	  NULL, { "logistic", NULL, "gaussian", "gaussian" }, "the performance model" },
	{ "transfer-speed", 0, "R", PK_NUM, F(rho), 0, 1e6, 0, NULL, NULL,
	  { "1" }, "logistic: the noise moves old performances' weight into the prior at rate R" },
	{ "split-ties", 0, "no|yes", PK_CHOICE, F(split_ties), 0, 0, 0, "no|yes", NULL,
	  { "no" }, "a tie counts as half a win and half a loss (yes) or both (no)" },
	{ "subsample", 0, "N|none", PK_INT, F(subsample), 1, 1000000000, PF_NONE, NULL, NULL,
	  { "none", "100", NULL, "100" }, "a performance from the N terms nearest in mu (none: all)" },
	{ "history-length", 0, "N|none", PK_INT, F(history), 1, 1000000000, PF_NONE, NULL, NULL,
	  { "none", "100", NULL, "100" }, "logistic: performances kept apart; older ones fold into the prior" },
	{ "bucket", 0, "B", PK_NUM, F(bucket), 0, 1e6, 0, NULL, NULL,
	  { "0.00001", "2", NULL, "2" }, "terms of equal round(mu/B) and round(sigma/B) merge (0: none)" },
	{ "ceiling", 0, "P|none", PK_NUM, F(ceiling), -1e9, 1e9, PF_NONE, NULL, NULL,
	  { "none" }, "a performance is at most P" },
	{ "rating-sigmas", 0, "K", PK_NUM, F(k), 0, 100, 0, NULL, NULL,
	  { "3" }, "rating = mu - K (sigma - sigma-limit)" },
	{ .flag = NULL },
};

static const struct column mmr_state[] = {
	{ "mu", COL_NUM, "(rating + k (sigma - sigma-limit))", 0 },
	{ "sigma", COL_NUM, "initial-sigma", 0 },
	{ "rating", COL_NUM, NULL, 0 },
	{ "games", COL_COUNT, "(0)", 0 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ "factors", COL_TEXT, "(mu sigma alone)", 0 },
	{ NULL, 0, NULL, 0 },
};
enum { S_MU, S_SIGMA, S_RATING, S_GAMES, S_LAST, S_FACTORS };

/*
 * --history: the state before and after, the performance, and for rank
 * --eval the normal curve of Elo-MMR's gaussian terms: prev = mu before,
 * prev_vol = the term's sigma, sqrt(sigma^2 + noise + sperf^2), so that
 * Phi((prev_a - prev_b) / sqrt(prev_vol_a^2 + prev_vol_b^2)) is the chance
 * that a finishes ahead of b; expected, 1 + the sum of those of the others.
 */
static const char *const mmr_history[] = {
	"mu_before", "sigma_before", "perf", "mu", "sigma", "rating", "prev", "prev_vol",
	"expected", NULL
};
static const char *const mmr_predict[] = { "expected", NULL };
static const char *const mmr_explain[] = {
	"perf", "perf_sigma", "noise", "sigma_from", "sigma_to", "share", NULL
};

struct mmr_run {
	const struct mmr_params *par;
	struct mplayer *pl;
	size_t cap;
	struct prow *pr;
	size_t npr, prcap;
	struct mmr_terms tm;
	struct mmr_contest ct;
	struct strbuf sb;
	int *take_key;		/* per prow: its key (take_part) */
	size_t tkcap;
	long take_date;
};

static void *
mmr_start(struct eng *e, const void *par)
{
	struct mmr_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	return r;
}

static void
mmr_free(void *m)
{
	struct mmr_run *r = m;
	size_t k;

	for (k = 0; k < r->cap; k++)
		mmr_player_free(&r->pl[k]);
	free(r->pl);
	free(r->pr);
	mmr_terms_free(&r->tm);
	mmr_contest_free(&r->ct);
	free(r->sb.s);
	free(r->take_key);
	free(r);
}

static struct mplayer *
player(struct mmr_run *r, int key)
{
	struct mplayer *p;

	if ((size_t)key >= r->cap) {
		size_t old = r->cap;

		xgrow(&r->pl, &r->cap, (size_t)key + 1, sizeof *r->pl);
		memset(r->pl + old, 0, (r->cap - old) * sizeof *r->pl);
	}
	p = &r->pl[key];
	if (!p->exists) {
		p->exists = 1;
		p->mu = p->nmu = r->par->init_mu;
		p->sigma = p->nsigma = r->par->init_sigma;
		p->nf = 0;
		p->last = LONG_MIN;
	}
	return p;
}

static const struct mplayer *
find(const struct mmr_run *r, int key)
{
	return (size_t)key < r->cap && r->pl[key].exists ? &r->pl[key] : NULL;
}

static double
rating_of(const struct mmr_params *par, double mu, double sigma)
{
	return mu - par->k * (sigma - par->sig_limit);
}

static int
mmr_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct mmr_run *r = m;
	struct mplayer *p = player(r, row->key);
	const struct prior_cell *c = row->cell;

	p->sigma = c[S_SIGMA].s ? c[S_SIGMA].num : r->par->init_sigma;
	if (!(p->sigma > 0)) {
		*col = S_SIGMA;
		*why = "a positive sigma";
		return 0;
	}
	/* an edited rating (row->edited) is taken as a list row's: mu follows
	 * it, and the kept performances (factors) are replaced by it */
	p->mu = c[S_MU].s && !row->edited ? c[S_MU].num :
	    c[S_RATING].num + r->par->k * (p->sigma - r->par->sig_limit);
	if (!isfinite(p->mu)) {
		*col = S_RATING;
		*why = "a rating whose mu = rating + k (sigma - sigma-limit) is finite";
		return 0;
	}
	/* only a file without _sum (an older ratings file) needs this check:
	 * with _sum the engine knows whether the rating was edited */
	if (c[S_MU].s && row->check_rating &&
	    !eng_same_number(rating_of(r->par, p->mu, p->sigma), c[S_RATING].num)) {
		*col = S_RATING;
		*why = "the rating mu - k (sigma - sigma-limit) (edited by hand?  This older "
		    "file has no column _sum to tell: remove the row's mu and factors cells "
		    "to restart the player from the rating, or take the ratings alone with "
		    "--prior-ratings-only)";
		return 0;
	}
	p->games = c[S_GAMES].s ? c[S_GAMES].i : 0;
	p->last = c[S_LAST].s ? c[S_LAST].i : LONG_MIN;
	p->nmu = p->mu;
	p->nsigma = p->sigma;
	p->nf = 0;
	if (c[S_FACTORS].s && c[S_FACTORS].len && !row->edited &&
	    !mmr_factors_get(p, c[S_FACTORS].s, c[S_FACTORS].len)) {
		*col = S_FACTORS;
		*why = "factors: a mu and a positive sigma, then triples of a mu and two "
		    "positive weights, separated by single spaces";
		return 0;
	}
	return 1;
}

static int
mmr_row(void *m, int key, struct cells *c)
{
	struct mmr_run *r = m;
	const struct mplayer *p = find(r, key);

	if (!p)
		return 0;
	cell_num(c, p->mu);
	cell_num(c, p->sigma);
	cell_num(c, rating_of(r->par, p->mu, p->sigma));
	cell_int(c, p->games);
	cell_date(c, p->last);
	r->sb.len = 0;
	mmr_factors_put(p, &r->sb);
	cell_strn(c, r->sb.s, r->sb.len);
	return 1;
}

/* ---------- one contest ---------- */

/* The noise and the performance's sigma of a player (Elo-MMR's weight w). */
static void
sigmas(const struct mmr_params *par, const struct mplayer *p, long date, struct prow *pr)
{
	double w = par->contest_weight * par->weight_limit, l2 = par->sig_limit * par->sig_limit;
	double days = p && p->last != LONG_MIN && date > p->last ? (double)(date - p->last) : 0;

	pr->sperf = sqrt((1 + 1 / w) * l2 + par->drift_day / w);
	pr->sig_noise = sqrt(w * l2 + par->drift_day * days);
}

/* The game's played rows, their state before, the noise; 0: no outcome to rate. */
static int
load(struct mmr_run *r, const struct rgame *g)
{
	size_t i;
	int outcome = 0;

	if (g->n > r->prcap) {
		r->prcap = g->n;
		r->pr = xrealloc(r->pr, g->n * sizeof *r->pr);
	}
	r->npr = 0;
	for (i = 0; i < g->n; i++) {
		const struct mplayer *p = find(r, g->key[i]);
		struct prow *pr = &r->pr[r->npr];

		if (g->res[i] != RES_PLAYED)
			continue;
		pr->row = i;
		pr->place = g->place[i];
		pr->mu = p ? p->mu : r->par->init_mu;
		pr->sigma = p ? p->sigma : r->par->init_sigma;
		sigmas(r->par, p, g->date, pr);
		pr->sigma_mid = hypot(pr->sigma, pr->sig_noise);
		pr->vol = hypot(pr->sigma_mid, pr->sperf);
		pr->folded = 0;
		if (r->npr && pr->place != r->pr[0].place)
			outcome = 1;
		r->npr++;
	}
	return outcome;
}

/*
 * rate --explain: rating = mu - k (sigma - L) moves by the noise
 * (-k (sigma_mid - sigma)), the folding of the oldest performance into
 * the prior when the history is full (mu's move), the performance (mu's
 * move, its share of the way from mu to p) and the certainty it brings
 * (-k (sigma' - sigma_mid)), in the order the update takes them.
 */
static void
explain(struct eng *e, const struct rgame *g, const struct mmr_params *par,
    const struct prow *pr, const struct mplayer *p)
{
	double mu0 = pr->folded ? pr->mu_fold : pr->mu;
	struct cells *c;

	eng_explain_begin(e, g, g->key[pr->row], rating_of(par, pr->mu, pr->sigma),
	    rating_of(par, p->mu, p->sigma));
	c = eng_explain_part(e, "noise", -par->k * (pr->sigma_mid - pr->sigma), NULL);
	cell_empty(c);
	cell_empty(c);
	cell_num(c, pr->sig_noise);
	cell_num(c, pr->sigma);
	cell_num(c, pr->sigma_mid);
	cell_empty_rest(c);
	eng_explain_put(e);
	if (pr->folded) {
		c = eng_explain_part(e, "history", pr->mu_fold - pr->mu, NULL);
		cell_empty_rest(c);
		eng_explain_put(e);
	}
	c = eng_explain_part(e, "performance", p->mu - mu0, NULL);
	cell_num(c, pr->perf);
	cell_num(c, pr->sperf);
	cell_empty(c);
	cell_empty(c);
	cell_empty(c);
	cell_num_or_empty(c, pr->perf != mu0, (p->mu - mu0) / (pr->perf - mu0));
	eng_explain_put(e);
	c = eng_explain_part(e, "certainty", -par->k * (p->sigma - pr->sigma_mid), NULL);
	cell_empty(c);
	cell_num(c, pr->sperf);
	cell_empty(c);
	cell_num(c, pr->sigma_mid);
	cell_num(c, p->sigma);
	cell_empty_rest(c);
	eng_explain_put(e);
	eng_explain_end(e);
}

/* a game with one player or one place: nothing moves, and each row says why */
static void
explain_none(struct mmr_run *r, struct eng *e, const struct rgame *g)
{
	size_t k;

	for (k = 0; k < r->npr; k++) {
		const struct prow *pr = &r->pr[k];
		double before = rating_of(r->par, pr->mu, pr->sigma);

		if (!eng_explaining(e, g->key[pr->row]))
			continue;
		eng_explain_begin(e, g, g->key[pr->row], before, before);
		cell_empty_rest(eng_explain_part(e, r->npr < 2 ? "alone" : "all tied", 0, NULL));
		eng_explain_put(e);
		eng_explain_end(e);
	}
}

/* 1 + the sum over the other played rows of Phi((mu_j - mu_i) / sqrt(vol_i^2 + vol_j^2)) */
static double
expected_place(const struct mmr_run *r, size_t k)
{
	const struct prow *a = &r->pr[k];
	double s = 1;
	size_t j;

	for (j = 0; j < r->npr; j++)
		if (j != k)
			s += normal_cdf((r->pr[j].mu - a->mu) / hypot(a->vol, r->pr[j].vol));
	return s;
}

static void
history(struct mmr_run *r, struct eng *e, const struct rgame *g, int rated)
{
	size_t i, k = 0;

	for (i = 0; i < g->n; i++) {
		struct cells *c = eng_row_cells(e, g, i);
		const struct mplayer *p = find(r, g->key[i]);
		const struct prow *pr = k < r->npr && r->pr[k].row == i ? &r->pr[k++] : NULL;
		int has = rated && pr;

		cell_num(c, pr ? pr->mu : p ? p->mu : r->par->init_mu);
		cell_num(c, pr ? pr->sigma : p ? p->sigma : r->par->init_sigma);
		cell_num_or_empty(c, has, has ? pr->perf : 0);
		cell_num_or_empty(c, has, has ? p->mu : 0);
		cell_num_or_empty(c, has, has ? p->sigma : 0);
		cell_num_or_empty(c, has, has ? rating_of(r->par, p->mu, p->sigma) : 0);
		cell_num_or_empty(c, has, has ? pr->mu : 0);
		cell_num_or_empty(c, has, has ? pr->vol : 0);
		cell_num_or_empty(c, has, has ? expected_place(r, (size_t)(pr - r->pr)) : 0);
		eng_put_row(e);
	}
}

/* A part of the updates (eng_parallel, nobody explained): each player's
 * own state from its own performance (a player is in a game once). */
static void
take_part(void *arg, size_t lo, size_t hi)
{
	struct mmr_run *r = arg;
	size_t k;

	for (k = lo; k < hi; k++) {
		struct prow *pr = &r->pr[k];
		struct mplayer *p = &r->pl[r->take_key[k]];

		mmr_noise(r->par, p, pr->sig_noise);
		mmr_take(r->par, p, pr->perf, pr->sperf);
		p->games++;
		p->last = r->take_date;
	}
}

/* A contest of fewer players is rated on one thread (a thread's start
 * costs about what a few players' performances do). */
#define MMR_WIDE 64

static void
mmr_game(void *m, struct eng *e, const struct rgame *g)
{
	struct mmr_run *r = m;
	const struct mmr_params *par = r->par;
	int rated = load(r, g);
	size_t k;

	if (!rated) {
		explain_none(r, e, g);
		if (eng_history(e))
			history(r, e, g, 0);
		return;
	}
	mmr_terms_make(&r->tm, par, r->pr, r->npr);
	mmr_contest_perf(&r->ct, e, &r->tm, par, r->pr, r->npr);
	if (!eng_explain_on(e)) {
		if (r->npr > r->tkcap) {
			r->tkcap = r->npr;
			r->take_key = xrealloc(r->take_key, r->npr * sizeof *r->take_key);
		}
		for (k = 0; k < r->npr; k++) {	/* made here: player() may move them */
			r->take_key[k] = g->key[r->pr[k].row];
			player(r, r->take_key[k]);
		}
		r->take_date = g->date;
		eng_parallel(e, r->npr, MMR_WIDE, take_part, r);
	} else
		for (k = 0; k < r->npr; k++) {
			struct prow *pr = &r->pr[k];
			struct mplayer *p = player(r, g->key[pr->row]);
			int why = eng_explaining(e, g->key[pr->row]);

			mmr_noise(par, p, pr->sig_noise);
			if (why && (pr->folded = mmr_fold(par, p)))
				pr->mu_fold = mmr_posterior_mu(par, p);
			mmr_take(par, p, pr->perf, pr->sperf);
			p->games++;
			p->last = g->date;
			if (why)
				explain(e, g, par, pr, p);
		}
	if (eng_history(e))
		history(r, e, g, 1);
}

/* value -m mmr: each played row's expected place (unrated players at the initial values). */
static void
mmr_value(void *m, struct eng *e, const struct rgame *g)
{
	struct mmr_run *r = m;
	size_t i, k = 0;

	(void)load(r, g);
	for (i = 0; i < g->n; i++) {
		struct cells *c = eng_row_cells(e, g, i);
		int played = k < r->npr && r->pr[k].row == i;

		cell_num_or_empty(c, played, played ? expected_place(r, k) : 0);
		k += played;
		eng_put_row(e);
	}
}

const struct model mmr_model = {
	.name = "mmr",
	.summary = "Elo-MMR (Ebtekar-Liu 2021), its own program's rules, by place",
	.profiles = mmr_profiles,
	.param = mmr_param,
	.param_size = sizeof(struct mmr_params),
	.state = mmr_state,
	.history = mmr_history,
	.explain = mmr_explain,
	.predict = mmr_predict,
	.start = mmr_start,
	.prior = mmr_prior,
	.game = mmr_game,
	.value_game = mmr_value,
	.row = mmr_row,
	.free = mmr_free,
};
