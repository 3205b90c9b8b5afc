/*
 * naspa.c - model `naspa`: the Scrabble ratings of NASPA (North America)
 * and WESPA as tsh, the directors' program, computes them
 * (doc/rules/naspa.md).  The rating period is the event (a tsh division):
 * every game of it is rated from the ratings before it.
 *
 * An event of --split-two rounds or more is rated as two (--split-three:
 * three) segments in turn, each from the ratings the last one left; the
 * rounds counted are the event's scheduled ones (column rounds, or
 * --scheduled-rounds) when known, as tsh's ratings after each round do.  In a segment, with E(a, b) the expected wins of rating a
 * against b (the curve: NASPA's logistic 1 - 1/(1 + exp(0.0031879 d)),
 * WESPA's 1/(1 + exp(-d/172)), or tsh's Australian, German or normal
 * ones, rules.c; d = a - b):
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
 *
 * A player's state, its prior and ratings rows, is state.c's.
 */
#include "draw.h"
#include "model.h"
#include "naspa.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---------- the columns read and written ---------- */

enum { IN_ROUND, IN_ROUNDS };
static const char *const naspa_in[] = { "round", "rounds", NULL };

/*
 * --history: per row, the ratings before and after the event, and the
 * prediction made before it for rank --eval: prev (the pre-event rating;
 * empty for a newcomer), expected (E against the opponent, when both are
 * rated) and escale, the curve as a base-10 logistic scale.  With a
 * curve that is not logistic (aus, deu, elo), prev is moved so that
 * rank --eval's logistic gives back `expected` (prediction_prev).
 */
static const char *const naspa_history[] = {
	"before", "rating", "games", "prev", "expected", "escale", "p_win", "p_draw", "p_loss",
	NULL
};
static const char *const naspa_predict[] = { "expected", NULL };
/*
 * --explain (explain.c): per part the opponent and the rating the
 * expectation used, expected and score (a newcomer's first rating: the
 * wins counted), the multiplier (acceleration: its factor; feedback:
 * 1/D) and the band, the acceleration's gain over its threshold, the
 * opponent's bonus a feedback is a share of.
 */
static const char *const naspa_explain[] = {
	"opponent", "opponent_rating", "expected", "score", "multiplier", "band",
	"acceleration", "feedback", NULL
};
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
		r->slot[k] = (struct slot){ -2, 0, 0 };	/* -2: absent */
	for (gi = 0; gi < pd->ngame; gi++) {
		const struct rgame *g = &pd->game[gi];
		long rnd = round_of(r, e, g, 0) - 1;

		for (i = 0; i < g->n; i++) {
			int a = r->loc[g->key[i]];
			struct slot *s = &r->slot[(size_t)a * (size_t)r->nround + (size_t)rnd];

			if (s->opp != -2)
				eng_bad_row(e, g, i, "\"%s\" plays twice in round %ld of event \"%s\"",
				    eng_player(e, g->pid[i]), rnd + 1, g->event);
			s->game = gi;
			if (g->n == 1) {
				s->opp = -1;
				continue;
			}
			s->opp = r->loc[g->key[1 - i]];
			s->win = g->place[i] < g->place[1 - i] ? 1 :
			    g->place[i] == g->place[1 - i] ? r->par->tie_score : 0;
		}
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
			const struct slot *s = naspa_slot(r, a, rnd);

			if (s->opp >= 0) {
				const struct eplayer *o = &r->ep[s->opp];

				excess -= naspa_expect(p, q->effr, o->has_effr ? o->effr : 0);
			}
		}
		q->newr = naspa_excess_to_points(p, (double)q->lifeg, q->newr, excess);
		q->conv = q->newr;
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
			q->acc = acc;
			if (isnan(p->feedback))
				continue;
			acc = acc / p->feedback;
			for (rnd = first; rnd <= last; rnd++) {
				const struct slot *s = naspa_slot(r, a, rnd);

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
		q->acc = 0;
		for (rnd = first; rnd <= last; rnd++) {
			const struct slot *s = naspa_slot(r, a, rnd);

			if (s->opp >= 0) {
				q->ewins += s->win;
				q->rg++;
			}
		}
		q->rgall += q->rg;
		q->effr = q->old;
		q->has_effr = 1;
	}
	naspa_rate_newcomers(r, first, last);
	rate_veterans(r, first, last);
	for (a = 0; a < r->nep; a++) {
		struct eplayer *q = &r->ep[a];
		double x = q->has_newr ? q->newr : 0;

		q->prefeed = x;
		if (!isnan(p->feedback))
			x += q->feed;
		x = naspa_round(x);
		if (!isnan(p->club_cap) && q->old != 0) {
			if (x - q->old > p->club_cap)
				x = q->old + p->club_cap;
			else if (x - q->old < -p->club_cap)
				x = q->old - p->club_cap;
		}
		q->newr = x;
	}
}

/*
 * The prev of rating a against b that rank --eval reads: a itself on a
 * logistic curve (its escale is exact), else the midpoint of the two plus
 * half the logit of E = expected on the scale escale, so that
 * 1/(1 + 10^(-(prev_a - prev_b)/escale)) is E (the curves are symmetric:
 * E(b, a) = 1 - E(a, b)).  E of 0 or 1 is taken as 1e-15 from it, where
 * rank --eval clips.
 */
static double
prediction_prev(const struct naspa_params *p, double a, double b, double ex)
{
	if (p->curve == CURVE_LOGISTIC || p->curve == CURVE_WESPA)
		return a;
	if (ex >= 1 || ex <= 0)
		ex = ex >= 1 ? 1 - 1e-15 : 1e-15;
	return (a + b) / 2 + naspa_escale(p) / 2 * log10(ex / (1 - ex));
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

			double ex = both ? naspa_expect(p, q->pre, o->pre) : 0;
			struct draw3 p3;

			cell_num_or_empty(c, q->pre != 0, q->pre);
			cell_num(c, r->pl[q->key].rating);
			cell_int(c, r->pl[q->key].games);
			cell_num_or_empty(c, q->pre != 0, both ?
			    prediction_prev(p, q->pre, o->pre, ex) : q->pre);
			cell_num_or_empty(c, both, ex);
			cell_num(c, naspa_escale(p));
			p3 = draw3_of(DRAW_SHARE, p->draw_share, ex, 0, 0);
			draw3_cells(c, both, &p3);
			eng_put_row(e);
		}
	}
}

/*
 * The rounds the event is split by: its scheduled rounds (the column
 * rounds, the same on every row, else --scheduled-rounds), as tsh's
 * RateDivision does with the division's max_rounds, so the ratings after
 * any round are tsh's; without them, the rounds played.
 */
static long
split_rounds(const struct naspa_run *r, struct eng *e, const struct rperiod *pd)
{
	long n = r->par->scheduled, v;
	size_t gi, i, len = 0;

	if (eng_in_has(e, IN_ROUNDS))
		eng_in(e, &pd->game[0], 0, IN_ROUNDS, &len);
	for (gi = 0; len > 0 && gi < pd->ngame; gi++)
		for (i = 0; i < pd->game[gi].n; i++) {
			v = eng_in_int(e, &pd->game[gi], i, IN_ROUNDS, 1, r->par->max_round,
			    "the event's scheduled rounds (a positive integer, see --max-round)");
			if (gi == 0 && i == 0)
				n = v;
			else if (v != n)
				eng_bad_in(e, &pd->game[gi], i, IN_ROUNDS,
				    "the event's scheduled rounds, the same on every row of the event");
		}
	if (n < 0)
		return r->nround;
	if (n < r->nround)
		eng_bad_row(e, &pd->game[0], 0,
		    "event \"%s\" has a round %ld, but %ld scheduled rounds (column rounds or --scheduled-rounds)",
		    pd->game[0].event, r->nround, n);
	return n;
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
	nseg = naspa_splits(r->par, split_rounds(r, e, pd), last);
	for (s = 0; s < nseg && first < r->nround; s++) {
		if (last[s] >= r->nround)
			last[s] = r->nround - 1;	/* the rounds played of it */
		rate_segment(r, first, last[s], s);
		naspa_explain_segment(r, e, pd, first, last[s]);
		for (a = 0; a < r->nep; a++)
			r->ep[a].old = r->ep[a].newr;
		first = last[s] + 1;
	}
	for (a = 0; a < r->nep; a++) {
		struct nplayer *p = naspa_player(r, r->ep[a].key);

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

			cell_num_or_empty(c, both, both ? naspa_expect(r->par, rt[i], rt[1 - i]) : 0);
			eng_put_row(e);
		}
	}
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: tsh writes every rating as a whole number (doc/rules/naspa.md). */
static const int naspa_decimals[MAXPROFILES];	/* 0 in every profile */

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
	.explain = naspa_explain,
	.predict = naspa_predict,
	.start = naspa_start,
	.prior = naspa_prior,
	.period = naspa_period,
	.value_period = naspa_value,
	.row = naspa_row,
	.free = naspa_free,
};
