/*
 * absp.h - model `absp` (doc/rules/absp.md), shared by its files:
 * absp.c (parameters, the prior, the ratings list), event.c (one
 * event: the game ratings and their phases), window.c (a player's
 * window: its weighted mean, trimming, status) and explain.c (rate
 * --explain).
 */
#ifndef ABSP_H
#define ABSP_H

#include "chunkwin.h"
#include "model.h"

struct absp_params {
	long M;			/* games in the window */
	double top, step;	/* weights top, top - step, ... newest first */
	double clamp, spread;
	double floor;		/* lowest rating; NAN: none */
	long since;		/* games counted from this day, LONG_MIN for all */
	int whole;		/* whole events enter the window (ABSP) */
	int event_mean;		/* an event's games enter at their mean game rating */
	int clamp_new;		/* rated players clamp new opponents too */
	double new_floor;	/* a new player's phase-1 and -2 ratings; NAN: none */
	double event_floor;	/* a rated player's event rating (its mean); NAN: none */
	int round;		/* phase-1, phase-2 and event ratings to whole numbers */
	double unrated;		/* phase 1 for a new player with no rated opponent */
	double active;		/* L = ceil(active * min(N, cap)) */
	long cap;
	long active_games;	/* L whatever N; -1: from active */
	long inact_n;		/* inactive after inact_n units; 0 = never */
	char inact_unit;	/* y, m or d */
	long as_of;		/* status date, LONG_MIN = latest game */
	double escale;		/* --history: expected-score curve; NAN = from spread */
	double draw_share;	/* --history's P(draw): a fixed share (draw.h) */
	long list_last;		/* a listed player's last game; LONG_MIN unknown */
};

#define BIG 1e12		/* ratings, weights and spreads: within +- BIG */
#define MAXM 100000000L		/* the longest window */

struct aplayer {
	struct chunkwin win;	/* (the type's event number k, game rating) */
	double rating;
	long last;		/* date of the last rated game; LONG_MIN unknown */
	unsigned char rated;	/* has a rating: a window or a seed */
	/* a prior's window: its rating must be the window's (settle) */
	unsigned char check;
	double filed;
	/* scratch for the event being rated */
	unsigned char was_rated;
	long mark;		/* the type's event number this scratch belongs to */
	double pre, p1, p2, s, gsum;
	double raw;		/* the event's mean game rating */
	double entered;		/* --event-mean: what each game enters at (floored, rounded) */
	long n, ngames;
};

struct atype {
	long k;			/* events with games of the type */
	long np;		/* possible rated games: sum of event rounds */
	unsigned long stamp;	/* the run's event that last counted in k */
	long rounds;		/* scratch: the event's most games by one player */
	int state_seen;		/* a prior row of the type had an absp state */
};

struct egame {			/* scratch: one game of the event */
	int rated;
	double score[2];	/* 1, 0.5, 0 */
	double value[2], g[2];
};

enum { IN_PSEQ, IN_PWIN };

struct absp_run {
	const struct absp_params *par;
	struct eng *e;
	long M;			/* the window: --games, or the stream's pwin */
	char pwin[24];		/* the stream's pwin as first written; "" none yet */
	size_t pwin_len;
	int settled;		/* the prior's windows trimmed to M and rated */
	struct aplayer *pl;	/* per key */
	size_t plcap;
	struct atype *t;	/* per type */
	size_t tcap;
	struct egame *eg;	/* per game of the event */
	size_t egcap;
	int *touched;		/* keys with a rated game in the event */
	size_t ntouched, touchcap;
	unsigned long evno;	/* events of this run */
	unsigned long unrated_rows;
	struct chunkwin_pool pool;	/* every player's window */
	struct chunkwin_view view;	/* scratch: one window read out */
	struct chunkwin_view xview;	/* --explain: a window before its trim */
	int as_of_set;
	long as_of;		/* status date of the ratings written */
	char *txt;		/* scratch: a _state cell */
	size_t txtlen, txtcap;
};

#define WEIGHTS_WHY "weights top, top - step, ... must stay positive over the window (--top-weight, --weight-step, --games)"

/* absp.c */
void absp_pl_reserve(struct absp_run *r, size_t n);
struct aplayer *absp_player(struct absp_run *r, int key);
const struct aplayer *absp_player_find(const struct absp_run *r, int key);
struct atype *absp_type(struct absp_run *r, int tid);
void absp_settle(struct absp_run *r);

/* window.c */
int absp_weights_fit(const struct absp_params *p, long M);
double absp_window_rating_in(const struct absp_run *r, const struct aplayer *a, long M);
double absp_window_rating(const struct absp_run *r, const struct aplayer *a);
void absp_window_trim(struct absp_run *r, struct aplayer *a);
const char *absp_status(const struct absp_params *par, const struct atype *t,
    const struct aplayer *a, long as_of);

/* event.c: x, at least lo (NAN: no floor) */
double absp_floor_to(double x, double lo);

/* explain.c */
extern const char *const absp_explain_cols[];
void absp_explain(struct absp_run *r, struct eng *e, const struct rperiod *p, int key);

/* event.c */
void absp_period(void *m, struct eng *e, const struct rperiod *p);
void absp_value(void *m, struct eng *e, const struct rperiod *p);

#endif
