/*
 * common.h - what the models glicko and glicko2 share: a rating
 * period of paired games (an event), the players' bookkeeping (games,
 * the periods since they last played), and the prediction of a game.
 *
 * A game is two rows: places 1 and 2 (score 1 and 0), or equal places
 * (a draw, 1/2 each).  A game with a forfeit or a bye is not rated.
 * The periods are counted per game type: an event is a rating period
 * of each type it has games of, and `lag` is the number of periods of
 * the type a player has missed since last playing (R PlayerRatings'
 * Lag; Glickman's t = lag + 1 in the RD growth).
 */
#ifndef GLICKO_COMMON_H
#define GLICKO_COMMON_H

#include "engine.h"
#include "model.h"

#include <math.h>
#include <stddef.h>

struct gplayer {
	int exists, tid;
	int fresh;		/* unrated until the end of this period */
	double r, rd, vol;	/* rating and RD on the rating scale; volatility */
	long games, last;	/* last: LONG_MIN when unknown */
	long last0, at;		/* last before this period; its first game's date */
	long lag0, base;	/* lag = lag0 + periods of the type since base */
	/* this period */
	unsigned long mark;	/* the period the fields below belong to */
	long played;		/* games in this period */
	double r0, d2, vol0;	/* before the period (d2: RD^2 or phi^2 after the growth) */
	double s1, s2;		/* sum g (s - E), sum g^2 E (1 - E) */
	double nb;		/* stephenson: sum of (opponent's r0 - own r0) */
	double rd0;		/* RD before the period, before the growth */
	double fac;		/* the period's factor: r' = r + fac sum g (s - E) */
	size_t slot;		/* its index in keys */
	unsigned char xask;	/* --explain: 0 not asked yet, 1 explained, 2 not */
};

struct gtable {
	struct gplayer *pl;	/* per key */
	size_t cap;
	long *tper;		/* per type: periods so far in this run */
	size_t tcap;
	unsigned long period;	/* the current period's number, 1 = first */
	int *keys;		/* the keys playing in this period */
	size_t nkeys, kcap;
	unsigned char *tseen;	/* per type: has games in this period */
	size_t tscap;
	int xany;		/* somebody of this period is explained */
};

struct gplayer *gt_player(struct gtable *t, int key);	/* made when new */
const struct gplayer *gt_find(const struct gtable *t, int key);
void gt_free(struct gtable *t);

/* The periods of the player's type it has missed. */
long gt_lag(const struct gtable *t, const struct gplayer *p);

/*
 * The time t of the RD growth, in rating periods, for a player who last
 * played on day `last` (LONG_MIN: unknown) and plays again on day `at`:
 * by events (days NAN, every profile's default) lag + 1, Glickman's
 * "number of rating periods since last competition"; by calendar time
 * (--period-days D) (at - last) / D, a fraction of a period allowed,
 * 0 on the same day; lag + 1 again when the last day is unknown (a new
 * player, a prior list without `last`).
 */
double gt_periods(const struct gtable *t, const struct gplayer *p, long last, long at,
    double days);

/*
 * The ratings stream both models write: rating, rd, then `extra`
 * columns of the model's own (glicko2's volatility), then games, status,
 * last, lag.  gt_prior_row: a player from a prior row (a listed player
 * without rd or games gets list_rd, list_games); 0 with *col and *why
 * when the rd is not positive.  gt_write_row: a player's row, the extra
 * columns' values from x.
 */
int gt_prior_row(struct gtable *t, const struct prior_row *row, size_t extra,
    double list_rd, long list_games, int *col, const char **why);
void gt_write_row(const struct gtable *t, const struct gplayer *p,
    const double *x, size_t extra, long provisional, struct cells *c);

/*
 * Start period p: check every game (two rows; places), and list the
 * keys that play (t->keys), each with mark set, played counted, r0 =
 * its rating and s1 = s2 = 0.  fresh(): a new player's state.  Games
 * with a forfeit or bye are skipped.
 */
void gt_begin(struct gtable *t, struct eng *e, const struct rperiod *p,
    void (*fresh)(void *m, struct gplayer *), void *m);
/* End of the period: bookkeeping of the players who played. */
void gt_end(struct gtable *t);

/* A rated game: both rows played. */
int gt_rated(const struct rgame *g);
/* Row i's score against row 1 - i: 1, 0 or 1/2. */
double gt_score(const struct rgame *g, size_t i);

/*
 * Glickman's expected score of a game between two players rated ra, rb
 * with deviations da, db (rating scale): 1/(1 + 10^(-g (ra - rb)/400)),
 * g = 1/sqrt(1 + 3 q^2 (da^2 + db^2)/pi^2), q = ln 10/400; the scale of
 * that logistic (rank --eval's escale) is 400/g.
 */
double gt_escale(double da, double db);
double gt_expected(double ra, double rb, double da, double db);

/*
 * value -m glicko / glicko2: each row of a two-row game gets `expected`,
 * its player's chance to win from the rating list; now(m, key, &r, &rd)
 * gives a player's rating and deviation (rating scale) as the period
 * would start them on day `date` (an unlisted player at the model's initial values);
 * with the first mover's advantage gamma (duel_first, columns ic, ih).
 */
void gt_value(struct eng *e, const struct rperiod *p, const void *m,
    void (*now)(const void *m, int key, long date, double *r, double *rd), int ic, int ih,
    double gamma);

/*
 * --history of glicko and stephenson: per row the state before the
 * period (rd_before after the growth) and after it, and the prediction
 * for rank --eval: `prev`, the rating before with half the first mover's
 * advantage (+G/2 for the first mover, -G/2 for the other: duel_first
 * with columns ic, ih), `expected` (gt_expected on those) and `escale`,
 * and the game as three outcomes (gt_three of `expected` and theta).
 * Unrated games' rows (a forfeit) get the rating and RD before only
 * (init_r, init_rd for an unknown player).
 */
void gt_history(const struct gtable *t, struct eng *e, const struct rperiod *p,
    double init_r, double init_rd, int ic, int ih, double gamma, double theta);
/* p_win p_draw p_loss of a row whose chance to win is E: Rao-Kupper's
 * model of theta (draw.h); empty when !has. */
void gt_three(struct cells *c, int has, double E, double theta);

/*
 * The run of the models glicko and stephenson (a Glicko period with a
 * rule of its own): their parameters begin with struct gk_params, and
 * these are the model's start, free, prior, row and value functions.
 */
struct gk_params {
	double init_r, init_rd;
	double c;		/* RD growth per period */
	double rd_max;		/* NAN: none */
	int grow_new;		/* newcomers grow in their first period */
	long provisional;	/* status provisional below this many games */
	double list_rd;		/* a listed player's RD, when the list has none */
	long list_games;	/* ... games */
	double gamma;		/* the first mover's advantage */
	double draw_theta;	/* Rao-Kupper's theta (GT_DRAW_PARAM) */
	double period_days;	/* NAN: t counts events; else days per period */
};

struct gk_run {
	const struct gk_params *par;
	struct gtable t;
};

/* Their input columns (model.in): who moved first, for duel_first. */
extern const char *const gk_in[];
/*
 * Their ratings columns (gt_prior_row, gt_write_row: rating rd games
 * status last lag), and --history's (gt_history) and value's.
 */
extern const struct column gk_state[];
extern const char *const gk_history[], *const gk_predict[];
enum { GK_COLOR, GK_HOME };

void *gk_start(struct eng *e, const void *par);
void gk_free(void *m);
int gk_prior(void *m, const struct prior_row *row, int *col, const char **why);
int gk_row(void *m, int key, struct cells *c);
void gk_value(void *m, struct eng *e, const struct rperiod *p);
/* Start period p: gt_begin, then every player's RD^2 grown (d2). */
void gk_begin(struct gk_run *r, struct eng *e, const struct rperiod *p);
/*
 * Start period p (gk_begin), then over its rated games each player's
 * sums with q = ln 10/400 and the opponent's g = 1/sqrt(1 + 3 q^2 RD^2/pi^2):
 * s2 += q^2 g^2 E (1 - E), s1 += g (s + bonus - E), nb += r_opp - r,
 * E = 1/(1 + 10^(-g (r - r_opp + d)/400)), d the first mover's advantage.
 */
void gk_tally(struct gk_run *r, struct eng *e, const struct rperiod *p, double bonus);
/* Row i's advantage in game g (duel_first with the run's gamma). */
double gk_first(const struct gk_run *r, struct eng *e, const struct rgame *g, size_t i);

/* Row i of rated game g: E, the opponent's g(RD) in *gj (qip3 = 3 q^2/pi^2);
 * inline: the update's inner loop runs it. */
static inline double
gk_expect(const struct gk_run *r, struct eng *e, const struct rgame *g, size_t i,
    double qip3, double *gj)
{
	const struct gplayer *me = &r->t.pl[g->key[i]], *op = &r->t.pl[g->key[1 - i]];
	double d = gk_first(r, e, g, i);

	*gj = 1 / sqrt(1 + qip3 * op->d2);
	return 1 / (1 + pow(10, *gj * (op->r0 - me->r0 - d) / 400));
}
/* End of the period: gt_end, then --history. */
void gk_end(struct gk_run *r, struct eng *e, const struct rperiod *p);
/* ln 10 / 400, as R computes it */
double gk_q(void);

/* The parameter row of the first mover's advantage (duel_first). */
/* The parameter row of the calendar time of the RD growth (gt_periods). */
#define GT_DAYS_PARAM(off) \
	{ "period-days", 0, "D|none", PK_NUM, off, 1e-6, 1e6, PF_NONE, NULL, NULL, { "none" }, \
	  "RD growth by calendar time: t = days since last played / D (none: by events)" }

#define GT_GAMMA_PARAM(off) \
	{ "gamma", 0, "G", PK_NUM, off, -1e4, 1e4, 0, NULL, NULL, { "0" }, \
	  "the first mover's (color white) or home side's (home 1) advantage in E" }
/* Rao-Kupper's draw parameter: p_win p_draw p_loss in --history (draw.h) */
#define GT_DRAW_PARAM(off) \
	{ "draw-theta", 0, "THETA", PK_NUM, off, 1, 1e3, PF_PREDICT, NULL, NULL, { "2" }, \
	  "Rao-Kupper's draw parameter: p_win p_draw p_loss in --history (predictions " \
	  "only; 2: between equals each outcome 1/3)" }

/*
 * --explain of the three models (explain.c): each player's change
 * over a period, before gt_end, after the update (fac set): one part a
 * rated game, fac g(RD_j) (s - E), then stephenson's bonus and
 * neighbourhood.  A player new in the period has rating 0 before it
 * and a part `initial`.  expect(m, e, g, i, &gj, &adv): row i's E, g
 * of the opponent's RD and the first mover's advantage; rd_div turns
 * sqrt(d2) into the rating scale's RD (glicko2: q).  vol: the
 * volatility terms (glicko2); bonus, lambda: stephenson's, NAN if none.
 */
struct gt_xspec {
	double (*expect)(const void *m, struct eng *e, const struct rgame *g, size_t i,
	    double *gj, double *adv);
	const void *m;
	double rd_div;
	int vol;
	double bonus, lambda;
};
extern const char *const glicko_explain[], *const glicko2_explain[],
    *const steph_explain[];
void gt_explain(const struct gtable *t, struct eng *e, const struct rperiod *p,
    const struct gt_xspec *s);
/* gt_explain for glicko and stephenson (bonus, lambda: NAN for glicko). */
void gk_explain(const struct gk_run *r, struct eng *e, const struct rperiod *p,
    double bonus, double lambda);

#endif
