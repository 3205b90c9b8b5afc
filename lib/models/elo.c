/*
 * elo.c - model `elo`: tournament Elo with the rating period = event.
 *
 * Profiles (the rules are described in rate(1)):
 *   greek2007  FIDE table 8.1b, 350 cap, K 20, bonus above 5 a game,
 *              floor 1000, newcomers rated from 9 games (Rp, [1000,1600])
 *   rasccat    logistic, no cap, start 1000, FM 30/24/20/16
 *   fide       FIDE table 8.1b, 400 cap, K 40/20/10, K*n <= 700, the
 *              period change rounded half away from zero
 *
 * A game is two rows: places 1/2 (a win) or 1/1 (a draw).  Games marked
 * `forfeit` or `bye` in column `result` (the engine reads it) are never
 * rated and show in --history with rated = forfeit / bye.
 *
 * The engine hands over each event whole, rated from the ratings before
 * it.  The Greek newcomer rules need the whole event first: who
 * completes 9 games against rated players, their Rp, and only then the
 * changes of everybody with those Rp, which is exactly the "recompute
 * the second tournament for all players" of the rules.
 */
#include "duel.h"
#include "elo.h"
#include "fide.h"
#include "model.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---------- parameters ---------- */

enum { EXP_LOGISTIC, EXP_FIDE };
enum { K_FIXED, K_FIDE, K_RASCCAT };

/* Numbers with "none" are NAN when none (has()). */
struct elo_params {
	int expect;		/* EXP_* */
	double cap;		/* |difference| counted at most this; none/0: no cap */
	double cap_below;	/* ... for a player rated below this; none: all */
	int krule;		/* K_* */
	double K;		/* K_FIXED */
	long k_games;		/* K_FIDE: 40 below; K_RASCCAT: <= this */
	double k_rating;	/* K_FIDE: 10 from; K_RASCCAT: <= this */
	double kv[4];		/* the rule's K values, see k_factor */
	long kn_max;		/* K*n at most this (K a whole number); -1 none */
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
	long nc_round;		/* decimals Rp is rounded to; -1 none */
	double list_min;	/* no rating below this: not given, or taken away */
	long nc_months;		/* newcomer games pooled over this many months; -1 any */
	int k_rating_first;	/* K_FIDE: kv[2] once k_rating reached, before the games */
	double gamma;		/* the first mover's advantage (duel_first) */
};

/*
 * NC_GREEK: Rp from the first nc_games games (all of a round-robin first
 * event), over one or two events; a second event is rated for everybody
 * with Rp from its start; rated in its first event, a player takes the
 * rating when it appears again.  NC_FIDE (FIDE Rating Regulations of 1
 * March 2024, 7.1.4, 8.2): every game against rated opponents pooled
 * (over nc_months), zero in the first event disregarded, rated once there
 * are nc_games, from all of them; the event that completes them counts
 * only for the rating, and a rated player's games against a player
 * unrated at the event's start are not rated (8.3.1).
 */
enum { NC_GREEK, NC_FIDE };

static int has(double x) { return !isnan(x); }

#define F(x) offsetof(struct elo_params, x)
#define R 1e6			/* ratings within +-R: differences stay finite */

static const char *const elo_profiles[] = {
	"greek2007", "rasccat", "fide", "fide2022", "playerratings", NULL
};

/* -K: a number, or the rule fide or rasccat. */
static int
parse_k(void *pp, const char *arg, const char **why)
{
	struct elo_params *p = pp;
	double x;

	if (strcmp(arg, "fide") == 0 || strcmp(arg, "rasccat") == 0) {
		p->krule = arg[0] == 'f' ? K_FIDE : K_RASCCAT;
		return 1;
	}
	if (!num_parse(arg, strlen(arg), &x) || x < 0 || x > 1000) {
		*why = "expected a K from 0 to 1000, fide or rasccat";
		return 0;
	}
	p->krule = K_FIXED;
	p->K = x;
	return 1;
}

/* --k-values: up to 4 K values from 0 (exclusive) to 1000. */
static int
parse_k_values(void *pp, const char *arg, const char **why)
{
	struct elo_params *p = pp;
	const char *s = arg;
	int i;

	memset(p->kv, 0, sizeof p->kv);
	for (i = 0; i < 4; i++) {
		size_t n = strcspn(s, ",");

		if (!num_parse(s, n, &p->kv[i]) || p->kv[i] <= 0 || p->kv[i] > 1000)
			break;
		if (s[n] == '\0')
			return 1;
		s += n + 1;
	}
	*why = "expected up to 4 K values from 0 (exclusive) to 1000, separated by commas";
	return 0;
}

static const struct param elo_param[] = {
	{ "k", 'K', "K|fide|rasccat", PK_FUNC, 0, 0, 0, 0, NULL, parse_k,
	  { "20", "rasccat", "fide", "fide", "fide" }, "K factor: fixed, or the rule of a federation" },
	{ "k-games", 0, "G", PK_INT, F(k_games), 0, 1e12, 0, NULL, NULL,
	  { NULL, "50", "30", "30", "30" }, "fide: K[0] below G games; rasccat: FM by games <= G" },
	{ "k-rating", 0, "R", PK_NUM, F(k_rating), -R, R, 0, NULL, NULL,
	  { NULL, "1500", "2400", "2400", "2400" }, "fide: K[2] once R reached; rasccat: FM by rating <= R" },
	{ "k-values", 0, "LIST", PK_FUNC, 0, 0, 0, 0, NULL, parse_k_values,
	  { NULL, "30,24,20,16", "40,20,10", "40,20,10", "30,15,10" }, "the K rule's values, comma-separated" },
	{ "kn-max", 0, "N|none", PK_INT, F(kn_max), 1, 1e12, PF_NONE, NULL, NULL,
	  { "none", "none", "700", "700", "none" }, "K*games in a period at most N" },
	{ "expect", 0, "logistic|fide", PK_CHOICE, F(expect), 0, 0, 0, "logistic|fide", NULL,
	  { "fide", "logistic", "fide", "fide", "logistic" }, "expected score: formula or table 8.1b" },
	{ "cap", 0, "D|none", PK_NUM, F(cap), 0, R, PF_NONE, NULL, NULL,
	  { "350", "none", "400", "400", "none" }, "a rating difference counts at most D" },
	{ "cap-below", 0, "R|none", PK_NUM, F(cap_below), -R, R, PF_NONE, NULL, NULL,
	  { "none", "none", "2650", "none" }, "--cap only for a player rated below R" },
	{ "floor", 0, "R|none", PK_NUM, F(floor), -R, R, PF_NONE, NULL, NULL,
	  { "1000", "none", "none", "none", "none" }, "no rating below R (a rating lower is raised to R)" },
	{ "bonus-per-game", 0, "B|none", PK_NUM, F(bonus), 0, R, PF_NONE, NULL, NULL,
	  { "5", "none", "none", "none", "none" }, "gains above B a game count twice" },
	{ "initial", 0, "R|none", PK_NUM, F(initial), -R, R, PF_NONE, NULL, NULL,
	  { "none", "1000", "none", "none", "2200" }, "newcomers start at R; none: rated from a performance" },
	{ "newcomer-games", 0, "N", PK_INT, F(nc_games), 1, 100000, 0, NULL, NULL,
	  { "9", "9", "5", "5" }, "games against rated players for a newcomer's Rp" },
	{ "newcomer-min", 0, "R|none", PK_NUM, F(nc_min), -R, R, PF_NONE, NULL, NULL,
	  { "1000", "none", "none", "none", "none" }, "Rp at least R (a lower Rp is raised to R)" },
	{ "newcomer-max", 0, "R|none", PK_NUM, F(nc_max), -R, R, PF_NONE, NULL, NULL,
	  { "1600", "none", "2200", "none", "none" }, "Rp at most R" },
	{ "performance", 0, "table|exact", PK_CHOICE, F(perf_exact), 0, 0, 0, "table|exact",
	  NULL, { "table" }, "Rp = Ra + dp (table 8.1a), or the R solving sum P = W" },
	{ "round", 0, "D|none", PK_INT, F(round), 0, 15, PF_NONE, NULL, NULL,
	  { "none", "none", "0", "0" }, "round the period change to D decimals" },
	{ "round-robin", 0, "detect|no", PK_CHOICE, F(no_rr), 0, 0, 0, "detect|no", NULL,
	  { "detect" }, "a round-robin first event: all its games for Rp" },
	{ "unrated", 0, "R|none", PK_NUM, F(unrated), -R, R, PF_NONE, NULL, NULL,
	  { "none" }, "value: rating of a player not in the list" },
	{ "list-games", 0, "G", PK_INT, F(list_games), 0, 1e12, 0, NULL, NULL,
	  { "30", "51", "30", "30", "0" },
	  "a prior list without games: a listed player's games (established)" },
	{ "newcomer-rule", 0, "greek|fide", PK_CHOICE, F(nc_rule), 0, 0, 0, "greek|fide", NULL,
	  { "greek", "greek", "fide", "greek" },
	  "how a newcomer is rated: the Greek rules, or FIDE's of 2024 (rate(1))" },
	{ "hypothetical", 0, "R|none", PK_NUM, F(hypo), -R, R, PF_NONE, NULL, NULL,
	  { "none", "none", "1800", "none" }, "two draws against opponents rated R join Rp" },
	{ "newcomer-round", 0, "D|none", PK_INT, F(nc_round), 0, 15, PF_NONE, NULL, NULL,
	  { "none", "none", "0", "none" }, "round Rp to D decimals" },
	{ "list-min", 0, "R|none", PK_NUM, F(list_min), -R, R, PF_NONE, NULL, NULL,
	  { "none", "none", "1400", "none" },
	  "no rating below R: a lower Rp is none, a rating falling below is lost" },
	{ "newcomer-months", 0, "M|none", PK_INT, F(nc_months), 1, 12000, PF_NONE, NULL, NULL,
	  { "none", "none", "26", "none" }, "--newcomer-rule fide: games pooled over M months" },
	{ "k-order", 0, "games|rating", PK_CHOICE, F(k_rating_first), 0, 0, 0, "games|rating", NULL,
	  { "games", NULL, NULL, NULL, "rating" },
	  "fide: below --k-games first (FIDE), or --k-rating reached first (PlayerRatings)" },
	{ "gamma", 0, "G", PK_NUM, F(gamma), -1e4, 1e4, 0, NULL, NULL, { "0" },
	  "the first mover's (color white) or home side's (home 1) advantage in E" },
	{ NULL, 0, NULL, 0, 0, 0, 0, 0, NULL, NULL, { NULL }, NULL },
};

static int
elo_check(void *pp, const char **why)
{
	struct elo_params *p = pp;

	if (p->krule == K_RASCCAT && p->kv[3] <= 0) {
		*why = "-K rasccat needs 4 --k-values (<=G <=R, <=G >R, >G <=R, >G >R)";
		return 0;
	}
	if (p->krule == K_FIDE && p->kv[2] <= 0) {
		*why = "-K fide needs 3 --k-values (below --k-games, below --k-rating, from it)";
		return 0;
	}
	if (has(p->nc_min) && has(p->nc_max) && p->nc_min > p->nc_max) {
		*why = "--newcomer-min is above --newcomer-max";
		return 0;
	}
	return 1;
}

/*
 * The cap applies to the player whose expectation it is, so with
 * --cap-below (FIDE 8.3.1 since 1 October 2025: not for players rated
 * 2650 and above) the two sides of a game may not sum to 1.
 */
double
elo_expect(const struct elo_params *par, double own, double opp)
{
	double d = own - opp;
	int capped = par->cap > 0 && !(own >= par->cap_below);

	if (capped && d > par->cap)
		d = par->cap;
	if (capped && d < -par->cap)
		d = -par->cap;
	if (par->expect == EXP_FIDE)
		return fide_pd(d);
	return 1 / (1 + pow(10, -d / 400));
}

/* ---------- the rules ---------- */

struct pgame {
	double opp, score;	/* opponent's rating, own score 1/.5/0 */
	long date;		/* the game's day (--newcomer-months), LONG_MIN none */
};

/*
 * K for a player rated r with `games` rated games before the period and
 * g games in it.  FIDE: kv[0] below k_games games, kv[2] once k_rating
 * has been reached (`top`), else kv[1]; K*g <= kn_max with K the largest
 * whole number (FIDE handbook 8.56).  RASCCAT: FM by games <= k_games
 * and rating <= k_rating: kv[0], kv[1] (rating above), kv[2] (games
 * above), kv[3] (both above).
 */
static double
k_factor(const struct elo_params *par, double r, long games, int top, long g)
{
	double K = par->K;

	if (par->krule == K_FIDE && par->k_rating_first && (top || r >= par->k_rating))
		K = par->kv[2];
	else if (par->krule == K_FIDE)
		K = games < par->k_games ? par->kv[0] :
		    top || r >= par->k_rating ? par->kv[2] : par->kv[1];
	else if (par->krule == K_RASCCAT)
		K = par->kv[(games > par->k_games) * 2 + (r > par->k_rating)];
	if (par->kn_max > 0 && g > 0 && K * (double)g > (double)par->kn_max)
		K = floor((double)par->kn_max / (double)g);
	return K;
}

/*
 * A sum of expectations.  Table 8.1b values are whole hundredths: they
 * are summed exactly, so that a FIDE change such as 10 * (1 - .55) is
 * 4.5 and rounds to 5 (a double sum could give 4.4999... and 4).
 */
struct esum {
	double x;
	long long h;		/* hundredths, with the table */
};

static void
esum_add(const struct elo_params *par, struct esum *s, double e)
{
	if (par->expect == EXP_FIDE)
		s->h += llround(e * 100);
	else
		s->x += e;
}

static double
esum_value(const struct elo_params *par, const struct esum *s)
{
	return par->expect == EXP_FIDE ? (double)s->h / 100 : s->x;
}

/* The period change: K(W - We), the bonus, the rule's rounding. */
static double
period_change(const struct elo_params *par, double K, double W,
    const struct esum *We, long g)
{
	double d = par->expect == EXP_FIDE ?
	    K * (double)(llround(W * 100) - We->h) / 100 : K * (W - We->x);
	double limit = par->bonus * (double)g;

	if (par->bonus > 0 && d > limit)
		d += d - limit;		/* the gain above the limit counts twice */
	if (par->round >= 0)
		d = round_to(d, (int)par->round);
	return d;
}

static double
clamp_newcomer(const struct elo_params *par, double r)
{
	if (has(par->nc_min) && r < par->nc_min)
		r = par->nc_min;
	if (has(par->nc_max) && r > par->nc_max)
		r = par->nc_max;
	return r;
}

/* sum P(x - R_i), with `extra` more games against opponents rated ra. */
static double
logistic_sum(const struct pgame *pg, size_t n, double x, double ra, int extra)
{
	double s = 0;
	size_t i;

	for (i = 0; i < n; i++)
		s += 1 / (1 + pow(10, -(x - pg[i].opp) / 400));
	return s + extra / (1 + pow(10, -(x - ra) / 400));
}

/*
 * Performance rating Rp of a newcomer's games: Ra + dp(W/n) from table
 * 8.1a, or (--performance exact) the x solving sum P(x - R_i) = W with
 * the logistic curve.  A perfect or zero score gets one virtual loss or
 * win against an opponent rated Ra, the average of the real ones; with
 * --hypothetical H two draws against opponents rated H join the games
 * instead (FIDE 8.2.2: Ra and p include them).  Rounded (--newcomer-round)
 * then clamped.
 */
static double
performance(const struct elo_params *par, const struct pgame *pg, size_t n)
{
	double W = 0, ra = 0, m = (double)n, lo, hi, rp, er = 0;
	int extra = 0, it;
	size_t i;

	for (i = 0; i < n; i++) {
		W += pg[i].score;
		ra += pg[i].opp;
	}
	if (has(par->hypo)) {
		extra = 2;
		er = par->hypo;
		ra = (ra + 2 * par->hypo) / (double)(n + 2);
		W += 1;
		m += 2;
	} else {
		ra /= (double)n;
		er = ra;
		if (W == 0 || W == (double)n) {
			extra = 1;
			W += W == 0;	/* a virtual win; a virtual loss adds nothing */
			m += 1;
		}
	}
	if (!par->perf_exact)
		rp = ra + fide_dp(W, (long)m);
	else {
		lo = ra - 4000;
		hi = ra + 4000;
		for (it = 0; it < 200; it++) {
			double mid = (lo + hi) / 2;

			if (logistic_sum(pg, n, mid, er, extra) < W)
				lo = mid;
			else
				hi = mid;
		}
		rp = (lo + hi) / 2;
	}
	if (par->nc_round >= 0)
		rp = round_to(rp, (int)par->nc_round);
	return clamp_newcomer(par, rp);
}

/* ---------- state ---------- */

struct eplayer {
	int seen;		/* played a game in this run */
	int exists;		/* has a state (rated or with newcomer games) */
	int rated;
	double rating;		/* rated: the rating; a prior's row: its rating */
	long games;
	long last;		/* date of the last event, LONG_MIN none */
	int top;		/* reached k_rating (K_FIDE) */
	int await;		/* rated in its first event: provisional until it
				 * appears in another ("takes the rating when
				 * appearing in a second tournament") */
	struct pgame *pg;	/* newcomer: games against rated players */
	size_t npg, pgcap;
	int delisted;		/* lost its rating under --list-min in this run */
	int zeroed;		/* its first event's zero was disregarded (fide) */
};

/* One participant (type, player) of the event being rated. */
struct epart {
	int key;
	int rated0;		/* rated when the event starts */
	int known;		/* counts as an opponent: rated0 or completes */
	int updates;		/* its rating changes in this event */
	int completes;		/* a newcomer rated in this event */
	double r0;		/* rating in this event: pre-event or Rp */
	long nrp;		/* its games before this event: a newcomer's of Rp
				 * from earlier events, or of Rp in its first */
	double w;
	struct esum we;
	long g;
	int played;		/* has a game that is not a forfeit or bye */
};

struct run {
	const struct elo_params *par;
	struct eng *e;
	struct eplayer *pl;	/* per key */
	size_t plcap;
	/* the event being rated */
	const struct rperiod *ev;
	struct epart *part;
	size_t npart, partcap;
	int *loc;		/* key -> index in part, or -1 */
	int *rowpart;		/* per row of the event: its participant */
	size_t rowcap;
	char *sb;		/* a _state cell being built */
	size_t sblen, sbcap;
};

enum { IN_RESULT, IN_COLOR, IN_HOME };
static const char *const elo_in[] = { "result", "color", "home", NULL };

enum { S_RATING, S_GAMES, S_STATUS, S_LAST, S_STATE };
static const struct column elo_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "games", COL_COUNT, "list-games", 0 },
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ "_state", COL_TEXT, "(rated)", 0 },
	{ NULL, 0, NULL, 0 },
};

/*
 * --history: `before` (rating at the event's start, or Rp), the event
 * totals `expected_total` (We) and `score_total` (W) of the player's
 * rated games, `rating` after the event, and the prediction of each game
 * made before it, for rank --eval (the same names as value -m elo):
 *   prev      the rating the player started the event with; empty for a
 *             player unrated then (a newcomer's Rp uses the event's own
 *             games, so it is no prediction) and on forfeit and bye rows
 *   expected  P(prev - opponent's prev) on the model's curve (--expect,
 *             after --cap): the player's expected score in this game;
 *             empty unless both rows have a prev
 *   escale    400, the scale of the logistic curve; FIDE table 8.1b is
 *             the normal curve of sigma 200 sqrt 2 and lies within 0.015
 *             of it up to the 400 cap, so rank --eval scores both alike
 */
static const char *const elo_history[] = { "rated", "before", "expected_total",
	"score_total", "rating", "prev", "expected", "escale", NULL };
static const char *const elo_predict[] = { "expected", "expected_total", NULL };

static struct eplayer *
player(struct run *r, int key)
{
	if ((size_t)key >= r->plcap) {
		size_t old = r->plcap;

		xgrow(&r->pl, &r->plcap, (size_t)key + 1, sizeof *r->pl);
		memset(r->pl + old, 0, (r->plcap - old) * sizeof *r->pl);
		r->loc = xrealloc(r->loc, r->plcap * sizeof *r->loc);
		memset(r->loc + old, 0xff, (r->plcap - old) * sizeof *r->loc);
	}
	return &r->pl[key];
}

static void
pg_add(struct eplayer *p, double opp, double score, long date)
{
	xgrow(&p->pg, &p->pgcap, p->npg + 1, sizeof *p->pg);
	p->pg[p->npg++] = (struct pgame){ opp, score, date };
}

static void *
elo_start(struct eng *e, const void *par)
{
	struct run *r = xcalloc(1, sizeof *r);

	r->e = e;
	r->par = par;
	return r;
}

static void
elo_free(void *m)
{
	struct run *r = m;
	size_t k;

	for (k = 0; k < r->plcap; k++)
		free(r->pl[k].pg);
	free(r->pl);
	free(r->part);
	free(r->loc);
	free(r->rowpart);
	free(r->sb);
	free(r);
}

/* ---------- prior ratings (rate -r, value -r) ---------- */

/*
 * _state: "rated" [top] [await], or "new R:S R:S ..." (newcomer games),
 * each R:S:YYYY-MM-DD with --newcomer-months (the day of the game).
 */
static int
state_parse(struct eplayer *p, const char *s)
{
	if (strncmp(s, "rated", 5) == 0) {
		s += 5;
		p->rated = 1;
		if (strncmp(s, " top", 4) == 0) {
			p->top = 1;
			s += 4;
		}
		if (strcmp(s, " await") == 0) {
			p->await = 1;
			s += 6;
		}
		return *s == '\0';
	}
	if (strncmp(s, "new", 3) != 0)
		return 0;
	s += 3;
	while (*s == ' ') {
		const char *colon = strchr(s + 1, ':'), *end;
		double opp, score;
		if (!colon || !num_parse(s + 1, (size_t)(colon - s - 1), &opp))
			return 0;
		const char *day;
		long date = LONG_MIN;

		end = colon + 1 + strcspn(colon + 1, " ");
		day = memchr(colon + 1, ':', (size_t)(end - colon - 1));
		if (day && !date_parse(day + 1, (size_t)(end - day - 1), &date))
			return 0;
		if (!num_parse(colon + 1, (size_t)((day ? day : end) - colon - 1), &score) ||
		    (score != 0 && score != 0.5 && score != 1))
			return 0;
		pg_add(p, opp, score, date);
		s = end;
	}
	return *s == '\0' && p->npg > 0;
}

/*
 * A prior row.  A federation's list `type player rating` gives a rated
 * player (_state "rated") with --list-games games (established: FIDE's K
 * is 20, or 10 from 2400) and no last event.
 */
static int
elo_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct run *r = m;
	struct eplayer *p = player(r, row->key);
	const struct prior_cell *c = row->cell;

	p->exists = 1;
	p->rating = c[S_RATING].num;
	p->games = c[S_GAMES].s ? c[S_GAMES].i : r->par->list_games;
	p->last = c[S_LAST].s ? c[S_LAST].i : LONG_MIN;
	if (!c[S_STATE].s) {
		p->rated = 1;
		return 1;
	}
	if (!state_parse(p, c[S_STATE].s)) {
		*col = S_STATE;
		*why = "an elo state: rated [top] [await], or new R:S ...";
		return 0;
	}
	return 1;
}

/* ---------- one event ---------- */

/* Rows of game gi of the event: row i's flat index in the event. */
static size_t
flat(const struct run *r, size_t gi, size_t i)
{
	return r->ev->game[gi].row0 - r->ev->game[0].row0 + i;
}

static struct epart *
part_of(const struct run *r, size_t gi, size_t i)
{
	return &r->part[r->rowpart[flat(r, gi, i)]];
}

static int
played(const struct run *r, size_t gi)
{
	return r->ev->game[gi].res[0] == RES_PLAYED;
}

/* Score of row i of a played game from the places: 1, 1/2 or 0. */
static double
score_of(const struct rgame *g, size_t i)
{
	return g->place[i] < g->place[1 - i] ? 1 : g->place[i] == g->place[1 - i] ? 0.5 : 0;
}

/* A game: two rows, or a game marked not rated; every row the same result. */
static void
check_game(struct eng *e, const struct rgame *g)
{
	size_t i;

	for (i = 1; i < g->n; i++)
		if (g->res[i] != g->res[0])
			eng_bad_in(e, g, i, IN_RESULT, "the same result on every row of a game");
	if (g->n > 2)
		eng_bad_row(e, g, 0, "game \"%s\" of event \"%s\" has %zu rows; elo rates two-player games",
		    g->id, g->event, g->n);
	if (g->n == 1 && g->res[0] == RES_PLAYED)
		eng_bad_row(e, g, 0, "game \"%s\" of event \"%s\" has one row; mark a bye with result \"bye\"",
		    g->id, g->event);
}

/*
 * Participants of the event, from the ratings before it.  value: a
 * listed player is rated whatever its state (the list's rating).
 */
static void
gather(struct run *r, struct eng *e, const struct rperiod *ev, int value)
{
	const struct elo_params *par = r->par;
	size_t i, gi, nrow;

	r->ev = ev;
	r->npart = 0;
	nrow = ev->game[ev->ngame - 1].row0 + ev->game[ev->ngame - 1].n - ev->game[0].row0;
	xgrow(&r->rowpart, &r->rowcap, nrow, sizeof *r->rowpart);
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		check_game(e, g);
		for (i = 0; i < g->n; i++) {
			int k = g->key[i];
			struct eplayer *p = player(r, k);

			if (r->loc[k] < 0) {
				struct epart *x;

				xgrow(&r->part, &r->partcap, r->npart + 1, sizeof *r->part);
				x = &r->part[r->npart];
				memset(x, 0, sizeof *x);
				x->key = k;
				x->rated0 = p->exists ? (value || p->rated) : has(par->initial);
				x->r0 = p->exists ? p->rating : par->initial;
				x->known = x->updates = x->rated0;
				r->loc[k] = (int)r->npart++;
			}
			r->rowpart[flat(r, gi, i)] = r->loc[k];
			if (g->res[0] == RES_PLAYED)
				r->part[r->loc[k]].played = 1;
		}
	}
}

static void
release(struct run *r)
{
	size_t i;

	for (i = 0; i < r->npart; i++)
		r->loc[r->part[i].key] = -1;
}

static int
by_u64(const void *a, const void *b)
{
	unsigned long long x = *(const unsigned long long *)a, y = *(const unsigned long long *)b;

	return x < y ? -1 : x > y;
}

/*
 * Every two players of the event (of one type) met: a round robin.  The
 * distinct pairs that met are counted against sum n_t (n_t - 1) / 2 over
 * the types (a game has one type): memory grows with the games, not
 * with the square of the field.
 */
static int
round_robin(struct run *r, struct eng *e)
{
	const struct rperiod *ev = r->ev;
	unsigned long long *pair = xmalloc((ev->ngame ? ev->ngame : 1) * sizeof *pair);
	size_t np = 0, distinct = 0, want = 0, gi, i, nt = eng_ntypes(e);
	size_t *count = xcalloc(nt ? nt : 1, sizeof *count);

	for (gi = 0; gi < ev->ngame; gi++) {
		unsigned long long a, b;

		if (ev->game[gi].n != 2)
			continue;
		a = (unsigned long long)r->rowpart[flat(r, gi, 0)];
		b = (unsigned long long)r->rowpart[flat(r, gi, 1)];
		pair[np++] = a < b ? a << 32 | b : b << 32 | a;
	}
	qsort(pair, np, sizeof *pair, by_u64);
	for (i = 0; i < np; i++)
		distinct += i == 0 || pair[i] != pair[i - 1];
	for (i = 0; i < r->npart; i++)
		count[eng_key_tid(e, r->part[i].key)]++;
	for (i = 0; i < nt; i++)
		want += count[i] * (count[i] - 1) / 2;
	free(count);
	free(pair);
	return distinct == want;
}

/*
 * Newcomers: their games against players rated at the start join their
 * pending games.  Those reaching nc_games are rated now: from the first
 * nc_games games, or from all the games of a round-robin first event.
 * Rated over two events, they play this event as rated from its start;
 * rated in their first event, they stay unrated in it.
 */
static void
newcomers(struct run *r, struct eng *e)
{
	const struct elo_params *par = r->par;
	const struct rperiod *ev = r->ev;
	size_t *npg0 = xcalloc(r->npart ? r->npart : 1, sizeof *npg0);
	size_t i, gi;
	int rr = -1;

	for (i = 0; i < r->npart; i++)
		npg0[i] = r->pl[r->part[i].key].npg;
	for (gi = 0; gi < ev->ngame; gi++) {
		if (!played(r, gi))
			continue;
		for (i = 0; i < 2; i++) {
			struct epart *x = part_of(r, gi, i);
			const struct epart *y = part_of(r, gi, 1 - i);

			if (!x->rated0 && y->rated0) {
				r->pl[x->key].exists = 1;
				pg_add(&r->pl[x->key], y->r0, score_of(&ev->game[gi], i), LONG_MIN);
			}
		}
	}
	for (i = 0; i < r->npart; i++) {
		struct epart *x = &r->part[i];
		struct eplayer *p = &r->pl[x->key];
		size_t use;

		if (x->rated0 || p->npg == npg0[i])
			continue;
		if (p->npg < (size_t)par->nc_games) {
			if (npg0[i] > 0) {	/* not rated over two events: this one is the first now */
				memmove(p->pg, p->pg + npg0[i], (p->npg - npg0[i]) * sizeof *p->pg);
				p->npg -= npg0[i];
			}
			continue;
		}
		use = (size_t)par->nc_games;
		if (npg0[i] == 0 && !par->no_rr) {
			if (rr < 0)
				rr = round_robin(r, e);
			if (rr)
				use = p->npg;
		}
		x->completes = x->known = 1;
		x->updates = npg0[i] > 0;
		x->r0 = performance(par, p->pg, use);
		/* rated over two events, the games of this event count once, in
		 * tally: before it, only the earlier event's games of Rp */
		x->nrp = (long)(x->updates ? npg0[i] : use);
		p->npg = 0;
	}
	free(npg0);
}

/* The day `months` calendar months before `day` (the 31st of a shorter
 * month is its last day). */
static long
months_before(long day, long months)
{
	static const int mdays[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	char d[11];
	long y, m, dd, out;
	int leap;

	date_format(day, d);
	y = atol(d);
	m = atol(d + 5) - 1 - months;
	dd = atol(d + 8);
	y += m >= 0 ? m / 12 : -((11 - m) / 12);
	m = ((m % 12) + 12) % 12;
	if (y < 1)
		return LONG_MIN;
	leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
	if (dd > mdays[m] + (m == 1 && leap))
		dd = mdays[m] + (m == 1 && leap);
	m++;
	d[0] = (char)('0' + y / 1000);
	d[1] = (char)('0' + y / 100 % 10);
	d[2] = (char)('0' + y / 10 % 10);
	d[3] = (char)('0' + y % 10);
	d[5] = (char)('0' + m / 10);
	d[6] = (char)('0' + m % 10);
	d[8] = (char)('0' + dd / 10);
	d[9] = (char)('0' + dd % 10);
	return date_parse(d, 10, &out) ? out : LONG_MIN;
}

/*
 * Newcomers under --newcomer-rule fide (FIDE Rating Regulations of 1
 * March 2024): games against players rated at the event's start are
 * pooled (7.1.4; those older than --newcomer-months before the event's
 * last day drop out); a zero score in the player's first event is
 * disregarded (8.2.1); with --newcomer-games games the player is rated
 * from all of them (8.2.2-8.2.3, performance()), unless that rating is
 * below --list-min (7.1.4: then the games keep waiting).  The event
 * counts for the newcomer only through that rating, and not for its
 * opponents (8.3.1 rates games against rated players only).
 */
static void
newcomers_fide(struct run *r)
{
	const struct elo_params *par = r->par;
	const struct rperiod *ev = r->ev;
	long end = ev->game[ev->ngame - 1].date;
	long cutoff = par->nc_months >= 0 ? months_before(end, par->nc_months) : LONG_MIN;
	size_t *npg0 = xcalloc(r->npart ? r->npart : 1, sizeof *npg0);
	size_t i, j, gi;

	for (i = 0; i < r->npart; i++) {
		struct eplayer *p = &r->pl[r->part[i].key];

		if (r->part[i].rated0)
			continue;
		for (j = 0; j < p->npg && p->pg[j].date != LONG_MIN && p->pg[j].date < cutoff; j++)
			;
		if (j > 0) {
			memmove(p->pg, p->pg + j, (p->npg - j) * sizeof *p->pg);
			p->npg -= j;
		}
		npg0[i] = p->npg;
	}
	for (gi = 0; gi < ev->ngame; gi++) {
		if (!played(r, gi))
			continue;
		for (i = 0; i < 2; i++) {
			const struct epart *x = part_of(r, gi, i), *y = part_of(r, gi, 1 - i);

			if (!x->rated0 && y->rated0)
				pg_add(&r->pl[x->key], y->r0, score_of(&ev->game[gi], i),
				    par->nc_months >= 0 ? ev->game[gi].date : LONG_MIN);
		}
	}
	for (i = 0; i < r->npart; i++) {
		struct epart *x = &r->part[i];
		struct eplayer *p = &r->pl[x->key];
		double w = 0, ru;

		if (x->rated0)
			continue;
		for (j = npg0[i]; j < p->npg; j++)
			w += p->pg[j].score;
		p->zeroed = npg0[i] == 0 && w == 0;
		if (p->zeroed)
			p->npg = 0;	/* zero in the first event: disregarded */
		p->exists = p->npg > 0;
		if (p->npg < (size_t)par->nc_games)
			continue;
		ru = performance(par, p->pg, p->npg);
		if (has(par->list_min) && ru < par->list_min)
			continue;
		x->completes = 1;
		x->r0 = ru;
		x->nrp = (long)p->npg;
		p->npg = 0;
	}
	free(npg0);
}

/* Row i's advantage in game gi, +-gamma (duel_first). */
static double
first(const struct run *r, size_t gi, size_t i)
{
	return duel_first(r->e, &r->ev->game[gi], i, IN_COLOR, IN_HOME, r->par->gamma);
}

/* W, We and games of each player whose rating changes. */
static void
tally(struct run *r)
{
	const struct rperiod *ev = r->ev;
	size_t gi, i;

	for (gi = 0; gi < ev->ngame; gi++) {
		if (!played(r, gi))
			continue;
		for (i = 0; i < 2; i++) {
			struct epart *x = part_of(r, gi, i);
			const struct epart *y = part_of(r, gi, 1 - i);

			if (!x->updates || !y->known)
				continue;
			esum_add(r->par, &x->we, elo_expect(r->par, x->r0 + first(r, gi, i), y->r0));
			x->w += score_of(&ev->game[gi], i);
			x->g++;
		}
	}
}

/*
 * A rating below --list-min is lost (FIDE 7.2.1: shown as unrated, then
 * treated as any other unrated player): no row, no games, a newcomer
 * again at the next game against a rated player.
 */
static void
delist(struct eplayer *p)
{
	p->exists = p->rated = p->top = p->await = 0;
	p->games = 0;
	p->npg = 0;
	p->last = LONG_MIN;
	p->delisted = 1;
}

static void
apply(struct run *r)
{
	const struct elo_params *par = r->par;
	long end = r->ev->game[r->ev->ngame - 1].date;
	size_t i;

	for (i = 0; i < r->npart; i++) {
		struct epart *x = &r->part[i];
		struct eplayer *p = &r->pl[x->key];
		long before = x->completes ? x->nrp : p->exists ? p->games : 0;

		if (x->completes || (x->updates && x->g > 0)) {
			double nr = x->r0;

			if (x->updates && x->g > 0) {
				double K = k_factor(par, x->r0, before, p->top, x->g);

				nr += period_change(par, K, x->w, &x->we, x->g);
				if (has(par->floor) && nr < par->floor)
					nr = par->floor;
			}
			if (par->krule == K_FIDE && (x->r0 >= par->k_rating || nr >= par->k_rating))
				p->top = 1;
			p->exists = p->rated = 1;
			p->await = par->nc_rule == NC_GREEK && x->completes && !x->updates;
			p->rating = nr;
			p->games = before + x->g;
			if (has(par->list_min) && nr < par->list_min)
				delist(p);
		}
		if (x->played && p->exists)
			p->last = end;
		if (x->played && x->rated0)
			p->await = 0;	/* its second tournament */
		p->seen |= x->played;
	}
}

/* The pre-event rating a prediction is made from, or 0 (none). */
static int
prev_of(const struct run *r, size_t gi, size_t i, double *x)
{
	const struct epart *p = part_of(r, gi, i);

	*x = p->r0;
	return played(r, gi) && p->rated0;
}

static const char *
row_reason(const struct run *r, size_t gi, size_t i)
{
	const struct rgame *g = &r->ev->game[gi];
	const struct epart *x, *y;

	if (g->res[0] != RES_PLAYED)
		return g->res[0] == RES_BYE ? "bye" : "forfeit";
	x = part_of(r, gi, i);
	y = part_of(r, gi, 1 - i);
	if (x->updates && y->known)
		return "yes";
	if ((!x->rated0 && y->rated0) || (x->completes && y->known))
		return "newcomer";
	return "unrated";
}

static void
write_history(struct run *r, struct eng *e)
{
	const struct rperiod *ev = r->ev;
	size_t gi, i;

	for (gi = 0; gi < ev->ngame; gi++)
		for (i = 0; i < ev->game[gi].n; i++) {
			const struct rgame *g = &ev->game[gi];
			const struct epart *x = part_of(r, gi, i);
			const struct eplayer *p = &r->pl[x->key];
			struct cells *c = eng_row_cells(e, g, i);
			double own, opp;
			int has_prev = prev_of(r, gi, i, &own);

			cell_str(c, row_reason(r, gi, i));
			cell_num_or_empty(c, x->rated0 || x->completes, x->r0);
			cell_num_or_empty(c, x->updates && x->g > 0, esum_value(r->par, &x->we));
			cell_num_or_empty(c, x->updates && x->g > 0, x->w);
			cell_num_or_empty(c, p->exists && p->rated, p->rating);
			cell_num_or_empty(c, has_prev, own);
			if (has_prev && g->n == 2 && prev_of(r, gi, 1 - i, &opp))
				cell_num(c, elo_expect(r->par, own + first(r, gi, i), opp));
			else
				cell_empty(c);
			cell_num(c, 400);
			eng_put_row(e);
		}
}

static void
elo_period(void *m, struct eng *e, const struct rperiod *ev)
{
	struct run *r = m;

	gather(r, e, ev, 0);
	if (has(r->par->initial))
		;
	else if (r->par->nc_rule == NC_FIDE)
		newcomers_fide(r);
	else
		newcomers(r, e);
	tally(r);
	apply(r);
	if (eng_history(e))
		write_history(r, e);
	release(r);
}

/* ---------- the ratings ---------- */

static void
sb_put(struct run *r, const char *s, size_t n)
{
	xgrow(&r->sb, &r->sbcap, r->sblen + n + 1, 1);
	memcpy(r->sb + r->sblen, s, n);
	r->sblen += n;
}

static void
sb_putnum(struct run *r, double x)
{
	char tmp[32];

	sb_put(r, tmp, num_format(x, tmp));
}

/* The _state cell: "rated [top] [await]" or "new R:S ...". */
static void
state_cell(struct run *r, const struct eplayer *p, struct cells *c)
{
	size_t j;

	r->sblen = 0;
	sb_put(r, p->rated ? "rated" : "new", p->rated ? 5 : 3);
	if (p->top)
		sb_put(r, " top", 4);
	if (p->await)
		sb_put(r, " await", 6);
	for (j = 0; !p->rated && j < p->npg; j++) {
		sb_put(r, " ", 1);
		sb_putnum(r, p->pg[j].opp);
		sb_put(r, ":", 1);
		sb_putnum(r, p->pg[j].score);
		if (p->pg[j].date != LONG_MIN) {
			char d[11];

			date_format(p->pg[j].date, d);
			sb_put(r, ":", 1);
			sb_put(r, d, 10);
		}
	}
	cell_strn(c, r->sb, r->sblen);
}

static int
elo_listed(void *m, int key)
{
	const struct run *r = m;

	return (size_t)key < r->plcap && r->pl[key].exists;
}

static int
elo_row(void *m, int key, struct cells *c)
{
	struct run *r = m;
	const struct eplayer *p;

	if (!elo_listed(r, key))
		return 0;
	p = &r->pl[key];
	cell_num(c, p->rated ? p->rating : performance(r->par, p->pg, p->npg));
	cell_int(c, p->rated ? p->games : (long long)p->npg);
	cell_str(c, p->rated && !p->await ? "active" : "provisional");
	cell_date(c, p->last);
	state_cell(r, p, c);
	return 1;
}

/* Players whose games all went unrated have no row: say so, never silently. */
static void
elo_finish(void *m, struct eng *e)
{
	struct run *r = m;
	size_t k, n = 0, lost = 0, zero = 0;

	(void)e;
	for (k = 0; k < r->plcap; k++) {
		const struct eplayer *p = &r->pl[k];

		if (p->exists)
			continue;
		lost += p->delisted;
		zero += !p->delisted && p->zeroed;
		n += p->seen && !p->delisted && !p->zeroed;
	}
	if (n)
		warnx_rp("%zu player(s) played only unrated players and have no rating; "
		    "give initial ratings with -r (or --initial); --history shows their games", n);
	if (zero)
		warnx_rp("%zu player(s) scored zero against rated players in their first event: "
		    "disregarded (--newcomer-rule fide), no rating yet", zero);
	if (lost)
		warnx_rp("%zu player(s) fell below --list-min and are unrated again "
		    "(no row); --history shows their games", lost);
}

/* ---------- value -m elo -r RATINGS ---------- */

/* Each row's expected score, and each player's total over the event. */
static void
elo_value(void *m, struct eng *e, const struct rperiod *ev)
{
	struct run *r = m;
	size_t gi, i, nrow, j;
	double *x;

	gather(r, e, ev, 1);
	for (i = 0; i < r->npart; i++)
		if (!r->part[i].known && has(r->par->unrated)) {
			r->part[i].known = 1;
			r->part[i].r0 = r->par->unrated;
		}
	nrow = flat(r, ev->ngame - 1, ev->game[ev->ngame - 1].n);
	x = xmalloc((nrow ? nrow : 1) * sizeof *x);
	for (gi = 0; gi < ev->ngame; gi++)
		for (i = 0; i < ev->game[gi].n; i++) {
			struct epart *a = part_of(r, gi, i);
			const struct epart *b;

			x[flat(r, gi, i)] = -1;
			if (!played(r, gi))
				continue;
			b = part_of(r, gi, 1 - i);
			if (!a->known || !b->known)
				continue;
			x[flat(r, gi, i)] = elo_expect(r->par, a->r0 + first(r, gi, i), b->r0);
			esum_add(r->par, &a->we, x[flat(r, gi, i)]);
			a->g++;
		}
	for (gi = 0; gi < ev->ngame; gi++)
		for (i = 0; i < ev->game[gi].n; i++) {
			const struct epart *a = part_of(r, gi, i);
			struct cells *c = eng_row_cells(e, &ev->game[gi], i);

			j = flat(r, gi, i);
			cell_num_or_empty(c, x[j] >= 0, x[j]);
			cell_num_or_empty(c, a->g > 0, esum_value(r->par, &a->we));
			eng_put_row(e);
		}
	free(x);
	release(r);
}

const struct model elo_model = {
	.name = "elo",
	.summary = "tournament Elo, rating period = event",
	.profiles = elo_profiles,
	.param = elo_param,
	.param_size = sizeof(struct elo_params),
	.check = elo_check,
	.by_event = 1,
	.in = elo_in,
	.state = elo_state,
	.history = elo_history,
	.predict = elo_predict,
	.start = elo_start,
	.prior = elo_prior,
	.period = elo_period,
	.value_period = elo_value,
	.row = elo_row,
	.listed = elo_listed,
	.finish = elo_finish,
	.free = elo_free,
};
