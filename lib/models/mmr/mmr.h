/*
 * mmr.h - what the model mmr (mmr.c) keeps of a player and how that
 * belief moves (player.c): Elo-MMR's posterior, its Gaussian prior
 * factor and its logistic factors, one per remembered performance
 * (doc/rules/mmr.md).
 */
#ifndef MMR_H
#define MMR_H

#include <stddef.h>

struct strbuf;

enum { MMR_LOGISTIC, MMR_GAUSSIAN };	/* mmr_params.variant */

struct mmr_params {
	double init_mu, init_sigma;
	double weight_limit;	/* a contest's weight w (times contest_weight) */
	double contest_weight;
	double sig_limit;	/* sigma's limit for a long history */
	double drift_day;	/* variance added a day between contests */
	int variant;		/* MMR_LOGISTIC or MMR_GAUSSIAN */
	double rho;		/* the logistic factors' transfer speed */
	int split_ties;		/* a tie: half a win and half a loss (1) or both (0) */
	long subsample;		/* opponent terms nearest in mu; -1: all */
	long history;		/* logistic factors kept; -1: all */
	double bucket;		/* terms of equal round(mu/W), round(sigma/W) merge; 0: none */
	double ceiling;		/* a performance is at most this; NAN: none */
	double k;		/* rating = mu - k (sigma - sig_limit) */
};

/* A logistic factor: w_out tanh((x - mu) w_arg), of weight 2 w_arg w_out / TM^2. */
struct tanh_term {
	double mu, warg, wout;
};

struct mplayer {
	int exists;
	double mu, sigma;	/* the approximate posterior */
	double nmu, nsigma;	/* its Gaussian factor */
	struct tanh_term *f;	/* its logistic factors, oldest first */
	size_t nf, capf;
	long games, last;	/* last: LONG_MIN when unknown */
};

#define MMR_TM 1.8137993642342178	/* pi / sqrt(3): a logistic's sd to its scale */

/* the last point a solve evaluated, and f, f' there */
struct mmr_at {
	double x, v, d;
};

/* f, f' and a bound on |f''/f'| near x (0: none), which ends a solve a step sooner */
typedef void mmr_fn(void *arg, double x, double *v, double *d, double *curv);
/* the root of f in [lo, hi], f increasing (dir 1) or decreasing (-1), from x0 (NAN:
 * the middle): Newton, bracketed */
double mmr_solve_at(double lo, double hi, double x0, int dir, mmr_fn *f, void *arg,
    struct mmr_at *at);
/* f and its first three derivatives (f[0..3]) at x; g = f[4] and K = f[5]
 * bound |f''| <= g |f'| and |f''''| <= K |f'| near x */
typedef void mmr_fn4(void *arg, double x, double f[6]);
/* the same root by steps to the root of f's Taylor cubic, with a bound */
double mmr_solve4(double lo, double hi, double x0, int dir, mmr_fn4 *f, void *arg,
    struct mmr_at *at);
/* z = (x - mu) w_arg and e^-2|z| of n terms at x; the same moved by dx
 * (2 amax |dx| at most MMR_SHIFT_MAX, amax the largest w_arg) */
#define MMR_SHIFT_MAX 0.25
void mmr_exps_at(size_t n, const double *mu, const double *wa, double x, double *z, double *ex);
void mmr_exps_shift(size_t n, const double *mu, const double *wa, double x, double dx, double amax,
    double *z, double *ex);
void mmr_bounds(const struct mmr_params *par, double *lo, double *hi);

struct tanh_term mmr_term(double mu, double sigma);
double mmr_term_weight(const struct tanh_term *t);

/* sigma grown by the noise of one contest (sig_noise), as the variant moves the factors */
void mmr_noise(const struct mmr_params *par, struct mplayer *p, double sig_noise);
/* history full: the oldest logistic factor folded into the Gaussian one; 1 if one was */
int mmr_fold(const struct mmr_params *par, struct mplayer *p);
/* the mean of the posterior the factors give (the robust average) */
double mmr_posterior_mu(const struct mmr_params *par, const struct mplayer *p);
/* the performance (perf, sperf) taken in: mu and sigma after it */
void mmr_take(const struct mmr_params *par, struct mplayer *p, double perf, double sperf);

/* the factors as text: "NMU NSIGMA" then "MU WARG WOUT" per logistic factor */
void mmr_factors_put(const struct mplayer *p, struct strbuf *sb);
int mmr_factors_get(struct mplayer *p, const char *s, size_t len);
void mmr_player_free(struct mplayer *p);

/* a played row of a contest, in input order */
struct prow {
	size_t row;
	long place;
	double mu, sigma;	/* before */
	double sig_noise, sigma_mid, sperf, vol;
	double perf, mu_fold;
	int folded;
};

/* a contest's terms, in order of bucket(mu), bucket(vol), place; term t
 * holds the places gplace[gstart[t] .. gstart[t + 1] - 1], sorted */
struct mmr_terms {
	size_t *ord, ng, *gstart;
	double *gmu, *gsig, *gkey, *gwout;
	long *gplace;
	double *gn;		/* the places a term holds, as a double */
	double *ginv;		/* 1 / gsig */
	long *gone;		/* a term of one place: that place; else LONG_MIN */
	size_t *rterm;		/* per played row: its term */
	double wargmax;		/* the largest w_arg = w_out / 2 */
};

void mmr_terms_make(struct mmr_terms *tm, const struct mmr_params *par, const struct prow *pr,
    size_t n);
void mmr_terms_free(struct mmr_terms *tm);

/* one player's sum over its window of terms, ready to evaluate (perf.c) */
struct mmr_sum {
	const struct mmr_terms *tm;
	int gaussian, split;
	long place;
	size_t beg, end;	/* the window of terms */
	int shared;		/* every window whole: c and the tied terms known (mmr_sum_place) */
	int window;		/* a part of the contest's terms (contest.c's !full) */
	double c;		/* logistic, whole windows: W's constant */
	double w, dw;		/* logistic: W and W' at the last point evaluated */
	double *m, *m2;		/* per term: places ahead, ahead or tied (mmr_sum_make,
				 * gaussian);
				 * mmr_sum_place: m2 the tied terms' counts */
	double *ex;		/* logistic: each term's e^-2|z| at the point evaluated */
	size_t *tied, ntied;	/* logistic, ties both ways: terms tied with it (their count in m2) */
	size_t cap;
	double *wk;		/* windows: per-term columns (window.c) */
	size_t wkcap;
};

/* the places of term t ahead of `place` (*s) and ahead or tied (*e) */
void mmr_term_counts(const struct mmr_terms *tm, size_t t, long place, size_t *s, size_t *e);
void mmr_sum_make(struct mmr_sum *s, const struct mmr_terms *tm, const struct mmr_params *par,
    long place, double mu);
/* logistic, every window whole: c given, rows[0 .. n-1] the place's rows */
void mmr_sum_place(struct mmr_sum *s, const struct mmr_terms *tm, const struct mmr_params *par,
    long place, double c, const size_t *rows, size_t n);
void mmr_sum_eval(void *s, double x, double *v, double *d, double *curv);
/* logistic: the part of the sum that its tied terms add at x, and its slope */
void mmr_sum_tied(const struct mmr_sum *s, double x, double *v, double *d);
void mmr_sum_free(struct mmr_sum *s);
/* the root from x0 (NAN: none known), at most --ceiling; *at: its last evaluation;
 * a window's from a start of its own (window.c) */
double mmr_sum_root(struct mmr_sum *s, const struct mmr_params *par, double x0,
    struct mmr_at *at);
/* a window of the terms (mmr_sum_make), logistic or gaussian: its root in [lo, hi] */
double mmr_window_root(struct mmr_sum *s, double lo, double hi, struct mmr_at *at);
double mmr_gauss_root(struct mmr_sum *s, double lo, double hi, struct mmr_at *at);

/* a contest's plan of work: who is solved, in which order (contest.c) */
struct mmr_contest {
	size_t *row, *rep, *of;	/* rows by place; each place's first row; a row's place */
	size_t *first;		/* per place: where its rows start in row[] (nrep + 1) */
	size_t *which;		/* the places a phase solves */
	size_t nrep, cap;
	double *root, *cst;	/* per place: its root; its sum's constant (shared) */
	struct mmr_at *node;	/* per place of rounds 0, 1: W's point (v = W, d = W') */
	struct mmr_at *pts;	/* the points a round starts from, by x */
	size_t npts;
	const struct mmr_terms *tm;
	const struct mmr_params *par;
	const struct prow *pr;
	int full;		/* every window the whole contest: a root per place */
	int shared;		/* and logistic: the sums share their terms' counts */
	int guessing;		/* and places enough: rounds 1 and 2 start near their roots */
};

struct eng;
/* every played row's performance (pr[k].perf), spread over the run's threads */
void mmr_contest_perf(struct mmr_contest *c, const struct eng *e, const struct mmr_terms *tm,
    const struct mmr_params *par, struct prow *pr, size_t n);
void mmr_contest_free(struct mmr_contest *c);
/* where place i of round 1 or 2 starts, from the earlier rounds' points (start.c) */
double mmr_start_logistic(const struct mmr_contest *c, const struct mmr_sum *s);
double mmr_start_gaussian(const struct mmr_contest *c, size_t i, int round);
/* gaussian: a row's comparison with x, ahead, tied, behind, each value then slope */
void mmr_gauss_cmp(const struct mmr_terms *tm, int split, size_t t, double x, double f[6]);

#endif
