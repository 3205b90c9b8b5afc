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

/* the root of f in [lo, hi], f increasing (dir 1) or decreasing (-1): Newton, bracketed */
double mmr_solve(double lo, double hi, int dir, void (*f)(void *, double, double *, double *),
    void *arg);
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
};

void mmr_terms_make(struct mmr_terms *tm, const struct mmr_params *par, const struct prow *pr,
    size_t n);
/* the performance of row pr, at most --ceiling */
double mmr_performance(const struct mmr_terms *tm, const struct mmr_params *par,
    const struct prow *pr);
void mmr_terms_free(struct mmr_terms *tm);

#endif
