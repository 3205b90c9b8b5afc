/*
 * rules.h - model `elo` inside: its constants, a player's state and
 * the event being rated, shared by the files of the model:
 *   rules.c       the helpers of every file: E, the change K(W - We),
 *                 the event's rows (at the bottom: needs none of these)
 *   perf.c        a newcomer's games and its performance rating Rp
 *   elo.c         the model: tournament Elo over an event (who is
 *                 rated, W and We, the change), value
 *   history.c --history: each row, rated or why not, its prediction
 *   params.c  its flags and profiles
 *   state.c   a player's state: _state, the ratings rows
 *   state_read.c  its prior rows
 *   greek.c   the newcomer rules of the Greek and Catalan Scrabble
 *                 federations
 *   fide.c        FIDE's tables 8.1.1 and 8.1.2 (fide.h)
 *   fide_rules.c  FIDE's rules: K (juniors, the list's K), the 400-point
 *                 rule of 2022, the 600-point rule of rapid and blitz,
 *                 a rapid or blitz newcomer seeded from the standard list
 *   fide_newcomer.c  FIDE's newcomers, 2024 and 2022 (7.1.4, 8.2)
 *   explain.c --explain: each change as its parts
 */
#ifndef ELO_RULES_H
#define ELO_RULES_H

#include "engine.h"
#include "model.h"

#include <math.h>
#include <stddef.h>

enum { EXP_LOGISTIC, EXP_FIDE };
enum { K_FIXED, K_FIDE, K_RASCCAT };
enum { CAP_EVERY, CAP_GREATEST };

/*
 * NC_GREEK: Rp from the first nc_games games (all of a round-robin first
 * event), over one or two events; a second event is rated for everybody
 * with Rp from its start; rated in its first event, a player takes the
 * rating when it appears again.  NC_FIDE (FIDE Rating Regulations 7.1.4,
 * 8.2, of 2022 and of 2024): every game against rated opponents pooled
 * (over nc_months), zero in the first event disregarded, rated once there
 * are nc_games, from all of them; the event that completes them counts
 * only for the rating, and a rated player's games against a player
 * unrated at the event's start are not rated (8.3.1).
 */
enum { NC_GREEK, NC_FIDE };

/* Numbers with "none" are NAN when none (has()). */
struct elo_params {
	int expect;		/* EXP_* */
	double cap;		/* |difference| counted at most this; none/0: no cap */
	double cap_below;	/* ... for a player rated below this; none: all */
	int cap_rule;		/* CAP_*: every game, or (2022) one a tournament */
	int krule;		/* K_* */
	double K;		/* K_FIXED */
	long k_games;		/* K_FIDE: 40 below; K_RASCCAT: <= this */
	double k_rating;	/* K_FIDE: 10 from; K_RASCCAT: <= this */
	double kv[4];		/* the rule's K values, see k_factor */
	long kn_max;		/* K*n at most this (K a whole number); -1 none */
	double junior_below;	/* K_FIDE: kv[0] for juniors rated below; none */
	long junior_age;	/* ... until the end of the year of this birthday */
	double bonus;		/* gains above this per game doubled; none/0: no bonus */
	double floor;
	double initial;		/* newcomers start here, no newcomer phase */
	long nc_games;		/* newcomer phase: games against rated players */
	double nc_min, nc_max;
	int perf_exact;		/* Rp solves sum P = W instead of table 8.1a */
	long round;		/* decimals of the period change; -1 none */
	int no_rr;		/* do not detect a round-robin first event */
	double unrated;		/* value: rating of a player not in the list */
	long list_games;	/* a listed player's games when the list has none */
	int nc_rule;		/* NC_*: how a newcomer becomes rated */
	double hypo;		/* two draws against opponents rated this join Rp */
	double nc_step;		/* above 50 %: Ra + this per half point (2022); none: dp */
	long nc_round;		/* decimals Rp is rounded to; -1 none */
	double list_min;	/* no rating below this: not given, or taken away */
	long nc_months;		/* newcomer games pooled over this many months; -1 any */
	double gap;		/* a difference of this or more is not rated ... */
	double gap_above;	/* ... when a player is rated above this; none: no rule */
	const char *seed_type;	/* an unrated player rated in this type starts there */
	int k_rating_first;	/* K_FIDE: kv[2] once k_rating reached, before the games */
	double gamma;		/* the first mover's advantage (duel_first) */
	double draw_nu;		/* Davidson's nu: P(draw) in --history (draw.h) */
	int period_month;	/* the rating period is the calendar month (FIDE 7.1):
				 * each event's change unrounded, the month's sum
				 * rounded once at its end; 0: the event */
};

static inline int has(double x) { return !isnan(x); }

struct pgame {
	double opp, score;	/* opponent's rating, own score 1/.5/0 */
	long date;		/* the game's day (--newcomer-months), LONG_MIN none */
};

#define ELO_PEND_K 2	/* the K values of one month's events (struct eplayer) */

struct eplayer {
	int seen;		/* played a game in this run */
	int exists;		/* has a state (rated or with newcomer games) */
	int rated;
	double rating;		/* rated: the rating; a prior's row: its rating (NAN none) */
	long games;
	long last;		/* date of the last event, LONG_MIN none */
	int top;		/* reached k_rating (K_FIDE) */
	int await;		/* rated in its first event: provisional until it
				 * appears in another ("takes the rating when
				 * appearing in a second tournament") */
	int klist;		/* K of a federation's list for its next event; 0 none */
	int born;		/* year of birth, 0 not known */
	struct pgame *pg;	/* newcomer: games against rated players */
	size_t npg, pgcap;
	int delisted;		/* lost its rating under --list-min in this run */
	int zeroed;		/* its first event's zero was disregarded (fide) */
	unsigned char xask;	/* --explain: 0 not asked yet, 1 explained, 2 not */
	unsigned char games_guess;	/* a list without games: --list-games assumed */
	unsigned char kguess;	/* -K fide: a K rested on an assumption (elo_finish) */
	/*
	 * --period month: the month's events not yet on the list, the month
	 * they are for, and the list before the last month made (for an
	 * event begun under it).  The month's rated games `pn`, and its
	 * sums of W - We by the K each event had before 8.3.3's cap
	 * (hundredths with table 8.1.2), for K x n <= 700 is for the games
	 * of the rating period, known when the month ends.  K changes in a
	 * month at most once (the 30th game), so two sums hold it.
	 */
	struct epend {
		double K;
		double d;
		long long d_h;
	} pk[ELO_PEND_K];
	unsigned char npk;
	long pn;
	long pmonth;		/* month index + 1 (elo_month); 0 none pending */
	long lmonth;		/* the month whose changes made `rating`; 0 none */
	double lbefore;		/* the rating before them */
};

/*
 * A performance rating Rp (a first rating) as its parts, for --explain:
 * Ra + perf, rounded (round), then clamped (clamp).  n and w: the games
 * and points Ra and perf rest on, with the virtual or hypothetical ones.
 */
enum { RP_TABLE, RP_STEP, RP_EXACT };
struct rp_parts {
	double ra, perf, round, clamp;
	double n, w;
	int how;		/* RP_*: dp of table 8.1a, --newcomer-step, exact */
	int extra;		/* virtual (1) or hypothetical (2) games in n */
};

/* An event's sum of expectations; with table 8.1.2, in exact hundredths. */
struct esum {
	double x;
	long long h;
};

/* One participant (type, player) of the event being rated. */
struct epart {
	int key;
	int rated0;		/* rated when the event starts */
	int known;		/* counts as an opponent: rated0 or completes */
	int updates;		/* its rating changes in this event */
	int completes;		/* a newcomer rated in this event */
	int seeded;		/* rated from --seed-type's rating (fide_seed) */
	double r0;		/* rating in this event: pre-event or Rp */
	long nrp;		/* its games before this event: a newcomer's of Rp
				 * from earlier events, or of Rp in its first */
	double w;
	struct esum we;
	long g;
	double k;		/* the K of its change (--history) */
	int played;		/* has a game that is not a forfeit or bye */
	int upgrade;		/* CAP_GREATEST: its one capped row, flat; -1 none */
	struct rp_parts rp;	/* completes: its first rating's parts */
	/* --explain: the list's rating before the event, and was it a rating */
	double xbefore;
	int xwant, xrated;
};

/* The period change K(W - We) with its bonus and rounding (--explain
 * shows each): raw, then bonused, then rounded, the change. */
struct pchange {
	double raw, bonused, rounded;
};

struct run {
	const struct elo_params *par;
	struct eng *e;
	struct eplayer *pl;	/* per key */
	size_t plcap;
	/* the event being rated */
	const struct rperiod *ev;
	long ev_start, ev_end;	/* its first and last month (elo_month) */
	long ev_period;		/* --period month: the month it is rated in */
	struct epart *part;
	size_t npart, partcap;
	int *loc;		/* key -> index in part, or -1 */
	int *rowpart;		/* per row of the event: its participant */
	double *rowexp;		/* per row: the expectation tally used, or -1 */
	unsigned char *rowgap;	/* per row: not rated by --gap */
	size_t rowcap;
	unsigned char *tidok;	/* per type id: checked by fide_profile_hint */
	size_t tidcap;
	int xany;		/* somebody of the event is explained */
	char *sb;		/* a _state cell being built */
	size_t sblen, sbcap;
};

/* params.c: the profiles and flags */
extern const char *const elo_profiles[];
extern const struct param elo_param[];
int elo_check(void *par, const char **why);

/* rules.c: the helpers of every file (at the bottom): E, the period
 * change, the event's rows and their players. */
enum { IN_RESULT, IN_BORN, IN_COLOR, IN_HOME, IN_LIST };	/* elo_in, the columns read */
double elo_diff(const struct elo_params *par, double own, double opp);
double elo_curve(const struct elo_params *par, double d);
void elo_esum_add(const struct elo_params *par, struct esum *s, double e);
double elo_esum_value(const struct elo_params *par, const struct esum *s);
double elo_period_change(const struct elo_params *par, double K, double W,
    const struct esum *We, long g, struct pchange *pc);
double elo_first(const struct run *r, size_t gi, size_t i);
size_t elo_flat(const struct run *r, size_t gi, size_t i);
struct epart *elo_part_of(const struct run *r, size_t gi, size_t i);
int elo_played(const struct run *r, size_t gi);
double elo_score_of(const struct rgame *g, size_t i);
long elo_year(long day);
long elo_month(long day);
double elo_row_diff(const struct run *r, const struct epart *x, const struct epart *y,
    size_t f, double adv);
int elo_counted(const struct run *r, size_t gi, size_t i);

/* perf.c: a newcomer's games and its performance rating Rp (greek.c,
 * fide_newcomer.c, state.c, explain.c use it) */
void elo_pg_add(struct eplayer *p, double opp, double score, long date);
double elo_performance(const struct elo_params *par, const struct pgame *pg, size_t n);
double elo_performance_parts(const struct elo_params *par, const struct pgame *pg,
    size_t n, struct rp_parts *rp);
double elo_rp_finish(const struct elo_params *par, double rp, struct rp_parts *parts);
/* r within [--newcomer-min, --newcomer-max]. */
double elo_clamp_newcomer(const struct elo_params *par, double r);

/* history.c: --history, and why a row was rated or not */
extern const char *const elo_history[], *const elo_predict[];
const char *elo_row_reason(const struct run *r, size_t gi, size_t i);
void elo_write_history(struct run *r, struct eng *e);

/* state.c: the model's state and its ratings rows; state_read.c: its
 * prior rows (elo_prior).  The columns, in the order of elo_state_cols: */
enum { S_RATING, S_GAMES, S_STATUS, S_LAST, S_STATE, S_K, S_BORN };
extern const struct column elo_state_cols[];
struct eplayer *elo_player(struct run *r, int key);
void *elo_start(struct eng *e, const void *par);
int elo_prior(void *m, const struct prior_row *row, int *col, const char **why);
int elo_row(void *m, int key, struct cells *c);
double elo_list_rating(const struct run *r, const struct eplayer *p);
int elo_listed(void *m, int key);
void elo_finish(void *m, struct eng *e);
void elo_free(void *m);

/* greek.c */
void elo_newcomers_greek(struct run *r, struct eng *e);

/* period.c: --period month (FIDE 7.1: the rating period is the month) */
double elo_month_rating(const struct elo_params *par, const struct eplayer *p);
void elo_flush(const struct elo_params *par, struct eplayer *p);
void elo_flush_before(const struct elo_params *par, struct eplayer *p, long month);
double elo_period_start(const struct eplayer *p, long start_month);
int elo_pend(const struct elo_params *par, struct eplayer *p, double K, double W,
    const struct esum *We, long g, long month);
double elo_kn_cap(const struct elo_params *par, double K, long n);
double elo_month_change(const struct elo_params *par, const struct eplayer *p, double *raw);

/* fide_rules.c */
double fide_k(const struct elo_params *par, const struct eplayer *p, double r,
    long games, long day);
void fide_upgrades(struct run *r);
void fide_gaps(struct run *r);
void fide_seed(struct run *r, struct eng *e, struct epart *x);
void fide_profile_hint(struct run *r, struct eng *e, const struct rgame *g);

/* fide_newcomer.c */
void fide_newcomers(struct run *r);
void fide_delist(struct eplayer *p);

/* explain.c: --explain */
extern const char *const elo_explain[];
void elo_explain_before(struct run *r, struct epart *x);
void elo_explain_event(struct run *r, struct eng *e);

#endif
