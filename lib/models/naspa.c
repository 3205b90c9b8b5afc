/*
 * naspa.c - model `naspa`: the Scrabble ratings of NASPA (North America)
 * and WESPA as tsh, the directors' program, computes them
 * (doc/rules/naspa.md).  The rating period is the event (a tsh division):
 * every game of it is rated from the ratings before it.
 *
 * An event of more than --split-two rounds is rated as two (more than
 * --split-three: three) segments in turn, each from the ratings the last
 * one left.  In a segment, with E(a, b) the expected wins of rating a
 * against b (the curve: NASPA's logistic 1 - 1/(1 + exp(0.0031879 d)) or
 * WESPA's 1/(1 + exp(-d/172)), d = a - b):
 *   1. newcomers (no rating; tsh's rating 0) get the iterated performance
 *      rating: start at the mean of their rated opponents (1500 if
 *      none); repeat: the integer r in [0, 3000] found by tsh's binary
 *      search where sum E(r, opp) meets the wins (0 wins count 5% of the
 *      games, all wins 95%), at least 500, at most the best opponent's
 *      rating + 400 wins/games; up to 50 times until nothing changes,
 *      else 50 more and the mean of those;
 *   2. rated players: excess = wins - sum E(own, opp) (newcomers at their
 *      new rating), turned into points by the multiplier of the rating
 *      band and career games, prorated where the change crosses 1800 or
 *      2000; a club event (lct) divides the change by 3;
 *   3. acceleration: a gain above 5 points a game earns that excess
 *      again (WESPA 2/3 of it), and 1/20 of the bonus goes to each rated
 *      opponent (feedback, per game against them);
 *   4. the floor, the feedback added, every rating rounded as tsh does
 *      (int(0.5 + x)), a club event's change capped at 50.
 * The order of operations and every rounding follow tsh's Ratings::Elo,
 * so tsh's `newr` of a rated .t file is reproduced exactly.
 */
#include "model.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---------- parameters ---------- */

enum { CURVE_LOGISTIC, CURVE_WESPA };
enum { LIFEG_EVENT, LIFEG_SEGMENT };
enum { BOUND_PRORATE, BOUND_IGNORE };

struct naspa_params {
	int curve;		/* CURVE_* */
	double logistic;	/* E = 1 - 1/(1 + exp(X d)) */
	double wespa;		/* E = 1/(1 + exp(-d/X)) */
	double k[2][3];		/* [established][band]: multipliers */
	double band_low, band_high;	/* 1800, 2000 */
	long established;	/* career games from which k[1] applies */
	int boundaries;		/* BOUND_*: prorate a change crossing a band */
	double accel;		/* acceleration: this times the excess */
	double accel_per_game;	/* ... over this many points a game */
	double feedback;	/* bonus / this to each rated opponent; NAN none */
	double club;		/* change divided by this; NAN none */
	double club_cap;	/* |change| at most this; NAN none */
	double floor;		/* rated players' floor; NAN none */
	long split_two, split_three;	/* segments from this many rounds; -1 none */
	int split_lifeg;	/* LIFEG_*: career games counted per segment */
	double nc_floor, nc_cap, nc_initial, nc_zero, nc_all;
	long iterations, search_max;
	long list_games;	/* a listed player's career games, when absent */
	long max_round;
};

#define F(x) offsetof(struct naspa_params, x)
#define R 1e6

static const char *const naspa_profiles[] = {
	"nsa2008", "nsa2008-lct", "naspa2024", "naspa2024-lct",
	"naspa-csw", "naspa-csw-lct", "wespa", NULL
};

/* profile order: nsa2008 nsa2008-lct naspa2024 naspa2024-lct naspa-csw naspa-csw-lct wespa */
static const struct param naspa_param[] = {
	{ "curve", 0, "naspa|wespa", PK_CHOICE, F(curve), 0, 0, 0, "naspa|wespa", NULL,
	  { "naspa", NULL, NULL, NULL, NULL, NULL, "wespa" },
	  "expectation: NASPA's logistic or WESPA's" },
	{ "logistic", 0, "X", PK_NUM, F(logistic), 1e-9, 1, 0, NULL, NULL,
	  { "0.0031879" }, "naspa curve: E = 1 - 1/(1 + exp(X d))" },
	{ "wespa-divisor", 0, "X", PK_NUM, F(wespa), 1e-3, R, 0, NULL, NULL,
	  { "172" }, "wespa curve: E = 1/(1 + exp(-d/X))" },
	{ "k-low-new", 0, "K", PK_NUM, F(k[0][0]), 0, 1000, 0, NULL, NULL,
	  { "30" }, "multiplier below --band-low, fewer than --established games" },
	{ "k-mid-new", 0, "K", PK_NUM, F(k[0][1]), 0, 1000, 0, NULL, NULL,
	  { "24" }, "multiplier from --band-low to below --band-high, fewer games" },
	{ "k-high-new", 0, "K", PK_NUM, F(k[0][2]), 0, 1000, 0, NULL, NULL,
	  { "15" }, "multiplier from --band-high, fewer games" },
	{ "k-low", 0, "K", PK_NUM, F(k[1][0]), 0, 1000, 0, NULL, NULL,
	  { "20" }, "multiplier below --band-low, established" },
	{ "k-mid", 0, "K", PK_NUM, F(k[1][1]), 0, 1000, 0, NULL, NULL,
	  { "16" }, "multiplier in the middle band, established" },
	{ "k-high", 0, "K", PK_NUM, F(k[1][2]), 0, 1000, 0, NULL, NULL,
	  { "10" }, "multiplier from --band-high, established" },
	{ "band-low", 0, "R", PK_NUM, F(band_low), -R, R, 0, NULL, NULL,
	  { "1800" }, "the lower band boundary" },
	{ "band-high", 0, "R", PK_NUM, F(band_high), -R, R, 0, NULL, NULL,
	  { "2000" }, "the upper band boundary" },
	{ "established", 0, "G", PK_INT, F(established), 0, 1e9, 0, NULL, NULL,
	  { "50" }, "career games from which the lower multipliers apply" },
	{ "boundaries", 0, "prorate|ignore", PK_CHOICE, F(boundaries), 0, 0, 0,
	  "prorate|ignore", NULL, { "prorate", NULL, NULL, NULL, NULL, NULL, "ignore" },
	  "a change crossing a band boundary: prorated, or all at the start's multiplier" },
	{ "acceleration", 0, "A", PK_NUM, F(accel), 0, 10, 0, NULL, NULL,
	  { "1", "0", "1", "0", "1", "0", "0.6666666666666666" },
	  "acceleration bonus: A times the gain over --accel-per-game a game (0: none)" },
	{ "accel-per-game", 0, "P", PK_NUM, F(accel_per_game), 0, R, 0, NULL, NULL,
	  { "5" }, "points a game a gain must exceed for the bonus" },
	{ "feedback", 0, "D|none", PK_NUM, F(feedback), 1e-6, R, PF_NONE, NULL, NULL,
	  { "20" }, "each rated opponent gets the bonus / D, per game (none: no feedback)" },
	{ "club-divisor", 0, "D|none", PK_NUM, F(club), 1, 1000, PF_NONE, NULL, NULL,
	  { "none", "3", "none", "3", "none", "3", "none" },
	  "club tournament (lct): the change divided by D" },
	{ "club-cap", 0, "C|none", PK_NUM, F(club_cap), 0, R, PF_NONE, NULL, NULL,
	  { "none", "50", "none", "50", "none", "50", "none" },
	  "club tournament: the change (after rounding) capped at +-C" },
	{ "floor", 0, "R|none", PK_NUM, F(floor), -R, R, PF_NONE, NULL, NULL,
	  { "1", "1", "none", "none", "none", "none", "none" },
	  "a rated player's new rating is at least R" },
	{ "split-two", 0, "N|none", PK_INT, F(split_two), 2, 1e6, PF_NONE, NULL, NULL,
	  { "17", NULL, NULL, NULL, NULL, NULL, "none" },
	  "an event of N rounds or more is rated in two segments" },
	{ "split-three", 0, "N|none", PK_INT, F(split_three), 3, 1e6, PF_NONE, NULL, NULL,
	  { "36", NULL, NULL, NULL, NULL, NULL, "none" },
	  "... of N rounds or more in three" },
	{ "segment-games", 0, "event|segment", PK_CHOICE, F(split_lifeg), 0, 0, 0,
	  "event|segment", NULL, { "event", NULL, "segment", "segment", "event", NULL, "event" },
	  "career games of the multiplier: as before the event, or updated each segment" },
	{ "newcomer-floor", 0, "R", PK_NUM, F(nc_floor), -R, R, 0, NULL, NULL,
	  { "500" }, "a newcomer's performance rating is at least R" },
	{ "newcomer-cap", 0, "X", PK_NUM, F(nc_cap), 0, R, 0, NULL, NULL,
	  { "400" }, "... at most the best opponent's rating + X wins/games" },
	{ "newcomer-start", 0, "R", PK_NUM, F(nc_initial), -R, R, 0, NULL, NULL,
	  { "1500" }, "a newcomer without rated opponents starts the iteration at R" },
	{ "zero-wins", 0, "F", PK_NUM, F(nc_zero), 0, 1, 0, NULL, NULL,
	  { "0.05" }, "a newcomer without wins counts F wins a game" },
	{ "all-wins", 0, "F", PK_NUM, F(nc_all), 0, 1, 0, NULL, NULL,
	  { "0.95" }, "a newcomer who won every game counts F wins a game" },
	{ "iterations", 0, "N", PK_INT, F(iterations), 1, 10000, 0, NULL, NULL,
	  { "50" }, "newcomers: at most N iterations, then N more averaged" },
	{ "search-max", 0, "R", PK_INT, F(search_max), 2, 1000000, 0, NULL, NULL,
	  { "3000" }, "newcomers: the binary search runs over 0..R" },
	{ "list-games", 0, "G", PK_INT, F(list_games), 0, 1e12, 0, NULL, NULL,
	  { "100" }, "a prior list without games: a listed player's career games" },
	{ "max-round", 0, "N", PK_INT, F(max_round), 1, 100000, 0, NULL, NULL,
	  { "1000" }, "the largest round number accepted" },
	{ .flag = NULL },
};

static int
naspa_check(void *vp, const char **why)
{
	const struct naspa_params *p = vp;

	if (!(p->band_low < p->band_high)) {
		*why = "--band-low must be below --band-high";
		return 0;
	}
	if (p->split_two >= 0 && p->split_three >= 0 && p->split_three <= p->split_two) {
		*why = "--split-three must be above --split-two";
		return 0;
	}
	if (p->split_two < 0 && p->split_three >= 0) {
		*why = "--split-three needs --split-two";
		return 0;
	}
	return 1;
}

/* ---------- the rule's arithmetic ---------- */

/* Expected wins of rating a against b. */
static double
expect(const struct naspa_params *p, double a, double b)
{
	if (p->curve == CURVE_WESPA)
		return 1 / (1 + exp((b - a) / p->wespa));
	return 1 - 1 / (1 + exp(p->logistic * (a - b)));
}

/* The curve as rank --eval reads it: 1/(1 + 10^(-d/escale)). */
static double
escale(const struct naspa_params *p)
{
	return p->curve == CURVE_WESPA ? p->wespa * log(10) : log(10) / p->logistic;
}

/* tsh's Multiplier(games, rating). */
static double
multiplier(const struct naspa_params *p, double games, double rating)
{
	int band = rating < p->band_low ? 0 : rating < p->band_high ? 1 : 2;

	if (games < 0)
		return 0;
	return p->k[games >= (double)p->established][band];
}

/*
 * tsh's ConvertExcessToPoints: the new rating from `start` and excess
 * wins, band by band: a change that would cross a boundary moves to it
 * (1800 going up; 2000 or 1799 from the middle band; 1999 from the top),
 * spends the wins that took, and goes on at the new band's multiplier.
 */
static double
excess_to_points(const struct naspa_params *p, double games, double start, double excess)
{
	double newr = start;
	int guard;

	for (guard = 0; excess != 0; guard++) {
		double m = multiplier(p, games, newr), r = newr + m * excess, to;

		if (p->boundaries == BOUND_IGNORE || m == multiplier(p, games, r) || guard > 1000) {
			newr = r;
			break;
		}
		if (newr < p->band_low)
			to = p->band_low;
		else if (newr < p->band_high)
			to = excess > 0 ? p->band_high : p->band_low - 1;
		else
			to = p->band_high - 1;
		excess -= (to - newr) / m;
		newr = to;
	}
	if (!isnan(p->club))
		return start + (newr - start) / p->club;
	return newr;
}

/* Perl's int(0.5 + x): tsh's rounding (toward zero after adding 1/2). */
static double
tsh_round(double x)
{
	return trunc(0.5 + x);
}

/* ---------- state ---------- */

struct nplayer {
	int exists;
	double rating;		/* 0: unrated (tsh) */
	long games;		/* career rated games */
};

/* One player of the event being rated. */
struct eplayer {
	int key;
	double pre;		/* rating before the event */
	double old, newr, effr, curr, newpr, feed, ewins, w, means;
	long lifeg, rg, rgall;
	int has_curr, has_newpr, has_newr, has_effr;
};

/* A player's round: the opponent (-1: none), the wins (0, 1/2, 1). */
struct slot {
	int opp;
	double win;
};

struct naspa_run {
	const struct naspa_params *par;
	struct nplayer *pl;	/* per key */
	size_t cap;
	/* the event */
	struct eplayer *ep;
	size_t nep, epcap;
	int *loc;		/* per key: index in ep, or -1 */
	size_t loccap;
	struct slot *slot;	/* nep * nround */
	size_t slotcap;
	long nround;
};

enum { IN_ROUND };
static const char *const naspa_in[] = { "round", NULL };

enum { S_RATING, S_GAMES };
static const struct column naspa_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "games", COL_COUNT, "list-games", 0 },
	{ NULL, 0, NULL, 0 },
};

/*
 * --history: per row, the ratings before and after the event, and the
 * prediction made before it for rank --eval: prev (the pre-event rating;
 * empty for a newcomer), expected (E against the opponent, when both are
 * rated) and escale, the curve as a base-10 logistic scale.
 */
static const char *const naspa_history[] = {
	"before", "rating", "games", "prev", "expected", "escale", NULL
};
static const char *const naspa_predict[] = { "expected", NULL };

static struct nplayer *
player(struct naspa_run *r, int key)
{
	if ((size_t)key >= r->cap) {
		size_t old = r->cap;

		xgrow(&r->pl, &r->cap, (size_t)key + 1, sizeof *r->pl);
		memset(r->pl + old, 0, (r->cap - old) * sizeof *r->pl);
	}
	return &r->pl[key];
}

static void *
naspa_start(struct eng *e, const void *par)
{
	struct naspa_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	return r;
}

static void
naspa_free(void *m)
{
	struct naspa_run *r = m;

	free(r->pl);
	free(r->ep);
	free(r->loc);
	free(r->slot);
	free(r);
}

static int
naspa_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct naspa_run *r = m;
	struct nplayer *p = player(r, row->key);
	const struct prior_cell *c = row->cell;

	(void)col;
	(void)why;
	p->exists = 1;
	p->rating = c[S_RATING].num;
	p->games = c[S_GAMES].s ? c[S_GAMES].i : r->par->list_games;
	return 1;
}

static int
naspa_row(void *m, int key, struct cells *c)
{
	struct naspa_run *r = m;
	const struct nplayer *p;

	if ((size_t)key >= r->cap || !r->pl[key].exists)
		return 0;
	p = &r->pl[key];
	cell_num(c, p->rating);
	cell_int(c, p->games);
	return 1;
}

/* ---------- an event ---------- */

/* The event's index of key, added when new. */
static int
local(struct naspa_run *r, int key)
{
	struct eplayer *q;
	const struct nplayer *p;

	if ((size_t)key >= r->loccap) {
		size_t old = r->loccap;

		xgrow(&r->loc, &r->loccap, (size_t)key + 1, sizeof *r->loc);
		memset(r->loc + old, 0xff, (r->loccap - old) * sizeof *r->loc);
	}
	if (r->loc[key] >= 0)
		return r->loc[key];
	xgrow(&r->ep, &r->epcap, r->nep + 1, sizeof *r->ep);
	q = &r->ep[r->nep];
	memset(q, 0, sizeof *q);
	q->key = key;
	p = (size_t)key < r->cap && r->pl[key].exists ? &r->pl[key] : NULL;
	q->pre = p ? p->rating : 0;
	q->lifeg = p ? p->games : 0;
	r->loc[key] = (int)r->nep;
	return (int)r->nep++;
}

static long
round_of(struct naspa_run *r, struct eng *e, const struct rgame *g, size_t i)
{
	return eng_in_int(e, g, i, IN_ROUND, 1, r->par->max_round,
	    "a round number (a positive integer, see --max-round)");
}

/* Check a game's shape; its round. */
static long
game_round(struct naspa_run *r, struct eng *e, const struct rgame *g)
{
	long rnd = round_of(r, e, g, 0);

	if (g->n == 1) {
		if (g->res[0] == RES_PLAYED)
			eng_bad_row(e, g, 0,
			    "game \"%s\" of event \"%s\" has one row; a Scrabble game has two (a bye or forfeit has result bye or forfeit)",
			    g->id, g->event);
		return rnd;
	}
	if (g->n != 2)
		eng_bad_row(e, g, 0,
		    "game \"%s\" of event \"%s\" has %zu rows; a Scrabble game has two",
		    g->id, g->event, g->n);
	if (g->res[0] != RES_PLAYED || g->res[1] != RES_PLAYED)
		eng_bad_row(e, g, g->res[0] != RES_PLAYED ? 0 : 1,
		    "a bye or forfeit in a game of two rows (it is a row of its own)");
	if (round_of(r, e, g, 1) != rnd)
		eng_bad_in(e, g, 1, IN_ROUND, "the same round on both rows of the game");
	return rnd;
}

/* Gather the event: players, their rounds. */
static void
gather(struct naspa_run *r, struct eng *e, const struct rperiod *pd)
{
	size_t gi, i, k;

	r->nep = 0;
	r->nround = 0;
	for (gi = 0; gi < pd->ngame; gi++) {
		const struct rgame *g = &pd->game[gi];
		long rnd = game_round(r, e, g);

		if (rnd > r->nround)
			r->nround = rnd;
		for (i = 0; i < g->n; i++)
			local(r, g->key[i]);
	}
	xgrow(&r->slot, &r->slotcap, r->nep * (size_t)r->nround, sizeof *r->slot);
	for (k = 0; k < r->nep * (size_t)r->nround; k++)
		r->slot[k] = (struct slot){ -2, 0 };	/* -2: absent */
	for (gi = 0; gi < pd->ngame; gi++) {
		const struct rgame *g = &pd->game[gi];
		long rnd = round_of(r, e, g, 0) - 1;

		for (i = 0; i < g->n; i++) {
			int a = r->loc[g->key[i]];
			struct slot *s = &r->slot[(size_t)a * (size_t)r->nround + (size_t)rnd];

			if (s->opp != -2)
				eng_bad_row(e, g, i, "\"%s\" plays twice in round %ld of event \"%s\"",
				    eng_player(e, g->pid[i]), rnd + 1, g->event);
			if (g->n == 1) {
				s->opp = -1;
				continue;
			}
			s->opp = r->loc[g->key[1 - i]];
			s->win = g->place[i] < g->place[1 - i] ? 1 :
			    g->place[i] == g->place[1 - i] ? 0.5 : 0;
		}
	}
}

static const struct slot *
slot_of(const struct naspa_run *r, size_t a, long rnd)
{
	return &r->slot[a * (size_t)r->nround + (size_t)rnd];
}

/* The opponent's rating in a newcomer's sum: pre-segment if rated. */
static double
opp_rating(const struct eplayer *o)
{
	return o->old != 0 ? o->old : o->has_curr ? o->curr : 0;
}

/*
 * tsh's Search: the binary search over [0, search_max] for the rating
 * where sum E(r, opp) - w changes sign; like tsh it returns the last
 * midpoint tried.
 */
static double
search(const struct naspa_run *r, size_t a, long first, long last)
{
	const struct naspa_params *p = r->par;
	long low = 0, high = p->search_max, mid = 0, rnd;

	while (high - low > 1) {
		double sum = 0;

		mid = (low + high) / 2;
		for (rnd = first; rnd <= last; rnd++) {
			const struct slot *s = slot_of(r, a, rnd);

			if (s->opp >= 0)
				sum += expect(p, (double)mid, opp_rating(&r->ep[s->opp]));
		}
		if (sum + -r->ep[a].w < 0)
			low = mid;
		else
			high = mid;
	}
	return (double)mid;
}

/* The newcomer's performance rating r bounded: floor, then the cap. */
static double
bounded(const struct naspa_run *r, size_t a, long first, long last, double x, int phase2)
{
	const struct naspa_params *p = r->par;
	const struct eplayer *q = &r->ep[a];
	double maxror = 0, maxuor = 0, maxor;
	long rnd;

	if (x < p->nc_floor)
		x = p->nc_floor;
	for (rnd = first; rnd <= last; rnd++) {
		const struct slot *s = slot_of(r, a, rnd);
		const struct eplayer *o;

		if (s->opp < 0)
			continue;
		o = &r->ep[s->opp];
		if (o->old != 0) {
			if (o->old > maxror)
				maxror = o->old;
		} else if (!phase2 && o->has_curr && o->curr > maxuor)
			maxuor = o->curr;
	}
	maxor = maxror != 0 ? maxror : maxuor;
	if (maxor != 0) {
		double limit = maxor + p->nc_cap * q->ewins / (double)q->rg;

		if (x > limit)
			x = limit;
	}
	return x;
}

/* tsh's CopyField(unrated, curr, newpr): copied where set, else unset. */
static void
copy_newpr(struct naspa_run *r)
{
	size_t a;

	for (a = 0; a < r->nep; a++) {
		struct eplayer *q = &r->ep[a];

		if (q->old != 0)
			continue;
		q->has_curr = q->has_newpr;
		q->curr = q->newpr;
	}
}

/* tsh's SetupNewcomerPR and RateNewcomersCorrectly. */
static void
rate_newcomers(struct naspa_run *r, long first, long last)
{
	const struct naspa_params *p = r->par;
	size_t a;
	long it, rnd;
	int any = 0;

	for (a = 0; a < r->nep; a++) {
		struct eplayer *q = &r->ep[a];
		double sum = 0;
		long n = 0;

		if (q->old != 0)
			continue;
		any = 1;
		for (rnd = first; rnd <= last; rnd++) {
			const struct slot *s = slot_of(r, a, rnd);

			if (s->opp >= 0 && r->ep[s->opp].old != 0) {
				sum += r->ep[s->opp].old;
				n++;
			}
		}
		q->w = q->ewins;
		if (q->w == 0)
			q->w = (double)q->rg * p->nc_zero;
		else if (q->w == (double)q->rg)
			q->w = (double)q->rg * p->nc_all;
		q->curr = n ? sum / (double)n : p->nc_initial;
		q->has_curr = 1;
		q->means = 0;
	}
	if (!any)
		return;
	for (it = 0; it < p->iterations; it++) {
		int changed = 0;

		for (a = 0; a < r->nep; a++) {
			struct eplayer *q = &r->ep[a];
			double x;

			if (q->old != 0 || q->rg == 0)
				continue;
			x = bounded(r, a, first, last, search(r, a, first, last), 0);
			if (x != (q->has_curr ? q->curr : 0))
				changed = 1;
			q->newpr = x;
			q->has_newpr = 1;
		}
		copy_newpr(r);
		if (!changed)
			break;
	}
	if (it == p->iterations) {
		/* no fixed point: the mean of N more iterations */
		for (it = 0; it < p->iterations; it++) {
			for (a = 0; a < r->nep; a++) {
				struct eplayer *q = &r->ep[a];

				if (q->old != 0 || q->rg == 0)
					continue;
				q->newpr = bounded(r, a, first, last, search(r, a, first, last), 1);
				q->has_newpr = 1;
				q->means += q->newpr;
			}
			copy_newpr(r);
		}
		for (a = 0; a < r->nep; a++) {
			struct eplayer *q = &r->ep[a];

			if (q->old == 0 && q->rg != 0) {
				q->curr = q->means / (double)p->iterations;
				q->has_curr = 1;
			}
		}
	}
	for (a = 0; a < r->nep; a++) {
		struct eplayer *q = &r->ep[a];

		if (q->old != 0)
			continue;
		q->has_effr = q->has_newr = q->has_curr;
		q->effr = q->newr = q->has_curr ? q->curr : 0;
	}
}

/* tsh's RateVeterans: excess wins to points, acceleration, floor. */
static void
rate_veterans(struct naspa_run *r, long first, long last)
{
	const struct naspa_params *p = r->par;
	size_t a;
	long rnd;

	for (a = 0; a < r->nep; a++) {
		struct eplayer *q = &r->ep[a];
		double excess = q->ewins;

		if (q->old == 0)
			continue;
		q->newr = q->old;
		q->has_newr = 1;
		for (rnd = first; rnd <= last; rnd++) {
			const struct slot *s = slot_of(r, a, rnd);

			if (s->opp >= 0) {
				const struct eplayer *o = &r->ep[s->opp];

				excess -= expect(p, q->effr, o->has_effr ? o->effr : 0);
			}
		}
		q->newr = excess_to_points(p, (double)q->lifeg, q->newr, excess);
	}
	if (p->accel != 0) {
		for (a = 0; a < r->nep; a++) {
			struct eplayer *q = &r->ep[a];
			double acc;

			if (q->old == 0)
				continue;
			acc = p->accel * (q->newr - q->old - p->accel_per_game * (double)q->rg);
			if (!(acc > 0))
				continue;
			q->newr += acc;
			if (isnan(p->feedback))
				continue;
			acc = acc / p->feedback;
			for (rnd = first; rnd <= last; rnd++) {
				const struct slot *s = slot_of(r, a, rnd);

				if (s->opp >= 0 && r->ep[s->opp].old != 0)
					r->ep[s->opp].feed += acc;
			}
		}
	}
	if (!isnan(p->floor))
		for (a = 0; a < r->nep; a++)
			if (r->ep[a].old != 0 && r->ep[a].newr < p->floor)
				r->ep[a].newr = p->floor;
}

/* tsh's CalculateSegmentRatings over rounds first..last (0-based). */
static void
rate_segment(struct naspa_run *r, long first, long last, int seg)
{
	const struct naspa_params *p = r->par;
	size_t a;
	long rnd;

	for (a = 0; a < r->nep; a++) {
		struct eplayer *q = &r->ep[a];

		if (seg > 0 && p->split_lifeg == LIFEG_SEGMENT)
			q->lifeg += q->rg;	/* the last segment's games */
		q->ewins = 0;
		q->rg = 0;
		q->feed = 0;
		for (rnd = first; rnd <= last; rnd++) {
			const struct slot *s = slot_of(r, a, rnd);

			if (s->opp >= 0) {
				q->ewins += s->win;
				q->rg++;
			}
		}
		q->rgall += q->rg;
		q->effr = q->old;
		q->has_effr = 1;
	}
	rate_newcomers(r, first, last);
	rate_veterans(r, first, last);
	for (a = 0; a < r->nep; a++) {
		struct eplayer *q = &r->ep[a];
		double x = q->has_newr ? q->newr : 0;

		if (!isnan(p->feedback))
			x += q->feed;
		x = tsh_round(x);
		if (!isnan(p->club_cap) && q->old != 0) {
			if (x - q->old > p->club_cap)
				x = q->old + p->club_cap;
			else if (x - q->old < -p->club_cap)
				x = q->old - p->club_cap;
		}
		q->newr = x;
	}
}

/* tsh's MakeSplits: the 0-based last round of each segment. */
static int
splits(const struct naspa_params *p, long nround, long last[3])
{
	long n0 = nround - 1;

	if (p->split_two < 0 || nround < p->split_two) {
		last[0] = n0;
		return 1;
	}
	if (p->split_three < 0 || nround < p->split_three) {
		last[0] = n0 / 2;
		last[1] = n0;
		return 2;
	}
	last[0] = n0 / 3;
	last[1] = (2 * n0 + 1) / 3;
	last[2] = n0;
	return 3;
}

static void
event_history(struct naspa_run *r, struct eng *e, const struct rperiod *pd)
{
	const struct naspa_params *p = r->par;
	size_t gi, i;

	for (gi = 0; gi < pd->ngame; gi++) {
		const struct rgame *g = &pd->game[gi];

		for (i = 0; i < g->n; i++) {
			const struct eplayer *q = &r->ep[r->loc[g->key[i]]];
			const struct eplayer *o = g->n == 2 ? &r->ep[r->loc[g->key[1 - i]]] : NULL;
			struct cells *c = eng_row_cells(e, g, i);
			int both = o && q->pre != 0 && o->pre != 0;

			cell_num_or_empty(c, q->pre != 0, q->pre);
			cell_num(c, r->pl[q->key].rating);
			cell_int(c, r->pl[q->key].games);
			cell_num_or_empty(c, q->pre != 0, q->pre);
			cell_num_or_empty(c, both, both ? expect(p, q->pre, o->pre) : 0);
			cell_num(c, escale(p));
			eng_put_row(e);
		}
	}
}

static void
naspa_period(void *m, struct eng *e, const struct rperiod *pd)
{
	struct naspa_run *r = m;
	long last[3], first = 0;
	size_t a;
	int nseg, s;

	if (!eng_in_has(e, IN_ROUND))
		eng_bad_row(e, &pd->game[0], 0,
		    "naspa rates an event round by round: the results need a column \"round\" (parse -f tsh writes it)");
	gather(r, e, pd);
	for (a = 0; a < r->nep; a++)
		r->ep[a].old = r->ep[a].pre;
	nseg = splits(r->par, r->nround, last);
	for (s = 0; s < nseg; s++) {
		rate_segment(r, first, last[s], s);
		for (a = 0; a < r->nep; a++)
			r->ep[a].old = r->ep[a].newr;
		first = last[s] + 1;
	}
	for (a = 0; a < r->nep; a++) {
		struct nplayer *p = player(r, r->ep[a].key);

		p->exists = 1;
		p->rating = r->ep[a].newr;
		p->games += r->ep[a].rgall;
	}
	if (eng_history(e))
		event_history(r, e, pd);
	for (a = 0; a < r->nep; a++)
		r->loc[r->ep[a].key] = -1;
}

/*
 * value -m naspa: `expected`, each row's expected wins against its
 * opponent from the ratings before the event; empty when either player
 * is unrated (a newcomer's rating is made by the event itself), and for
 * byes.
 */
static void
naspa_value(void *m, struct eng *e, const struct rperiod *pd)
{
	struct naspa_run *r = m;
	size_t gi, i;

	for (gi = 0; gi < pd->ngame; gi++) {
		const struct rgame *g = &pd->game[gi];
		double rt[2] = { 0, 0 };

		if (g->n > 2)
			eng_bad_row(e, g, 0,
			    "game \"%s\" of event \"%s\" has %zu rows; a Scrabble game has two",
			    g->id, g->event, g->n);
		for (i = 0; i < g->n; i++) {
			int k = g->key[i];

			rt[i] = (size_t)k < r->cap && r->pl[k].exists ? r->pl[k].rating : 0;
		}
		for (i = 0; i < g->n; i++) {
			struct cells *c = eng_row_cells(e, g, i);
			int both = g->n == 2 && rt[0] != 0 && rt[1] != 0;

			cell_num_or_empty(c, both, both ? expect(r->par, rt[i], rt[1 - i]) : 0);
			eng_put_row(e);
		}
	}
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: tsh writes every rating as a whole number (doc/rules/naspa.md). */
static const int naspa_decimals[sizeof naspa_profiles / sizeof *naspa_profiles - 1] =
	{ 0, 0, 0, 0, 0, 0, 0 };

const struct model naspa_model = {
	.name = "naspa",
	.decimals = naspa_decimals,
	.summary = "NASPA / WESPA Scrabble ratings as tsh computes them",
	.profiles = naspa_profiles,
	.param = naspa_param,
	.param_size = sizeof(struct naspa_params),
	.check = naspa_check,
	.by_event = 1,
	.in = naspa_in,
	.state = naspa_state,
	.history = naspa_history,
	.predict = naspa_predict,
	.start = naspa_start,
	.prior = naspa_prior,
	.period = naspa_period,
	.value_period = naspa_value,
	.row = naspa_row,
	.free = naspa_free,
};
