/*
 * elo.c - model `elo`: tournament Elo, the rating period the event (or,
 * --period month, FIDE's calendar month: period.c).
 *
 * Profiles (the rules are described in rate(1) and doc/rules/):
 *   greek2007  FIDE table 8.1b, 350 cap, K 20, bonus above 5 a game,
 *              floor 1000, newcomers rated from 9 games (Rp, [1000,1600])
 *   rasccat    logistic, no cap, start 1000, FM 30/24/20/16
 *   fide       FIDE's standard rules since 1 October 2025 (those of
 *              1 March 2024, players rated 2650 and above uncapped)
 *   fide2024   FIDE's standard rules of 1 March 2024 to 30 September 2025
 *   fide2022   FIDE's standard rules of 2022 to 29 February 2024
 *   fide-rapid, fide-blitz  FIDE's Rapid and Blitz Rating Regulations
 *
 * A game is two rows: places 1/2 (a win) or 1/1 (a draw).  Games marked
 * `forfeit` or `bye` in column `result` (the engine reads it) are never
 * rated and show in --history with rated = forfeit / bye.
 *
 * The engine hands over each event whole, rated from the ratings before
 * it.  The newcomer rules need the whole event first (who completes the
 * games a rating needs, and with what rating), then every change is made
 * from the ratings at the event's start.  This file is that mechanics;
 * the rules that differ by federation are in greek.c and
 * fide_rules.c, fide_newcomer.c (rules.h).
 */
#include "elo.h"
#include "shared/duel.h"
#include "rules.h"
#include "fide.h"
#include "model.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>


/* ---------- the rules ---------- */

/*
 * K for player p rated r with `games` rated games before the period and
 * g games in it, the period ending on `day`.  FIDE: fide_k; RASCCAT: FM
 * by games <= k_games and rating <= k_rating: kv[0], kv[1] (rating
 * above), kv[2] (games above), kv[3] (both above).  K*g <= kn_max with K
 * the largest whole number (FIDE 8.3.3).
 */
static double
k_factor(const struct elo_params *par, const struct eplayer *p, double r, long games,
    long g, long day)
{
	double K = par->K;

	if (par->krule == K_FIDE) {
		K = fide_k(par, p, r, games, day);
		/* no list's K: the games a guess, or the junior rule unknown (no
		 * year of birth) where it would change K: K 40 by the games
		 * anyway below --k-games */
		if (!p->klist && (p->games_guess || (!p->born && has(par->junior_below) &&
		    r < par->junior_below && games >= par->k_games)))
			((struct eplayer *)p)->kguess = 1;
	}
	else if (par->krule == K_RASCCAT)
		K = par->kv[(games > par->k_games) * 2 + (r > par->k_rating)];
	return elo_kn_cap(par, K, g);
}


/* ---------- one event ---------- */

static const char *const elo_in[] = { "result", "born", "color", "home", "list", NULL };


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

/* Column born of row i: a year YYYY, or a date whose year it takes; empty: unknown. */
static void
read_born(struct eng *e, const struct rgame *g, size_t i, struct eplayer *p)
{
	size_t n;
	const char *s;
	long y, day;

	if (!eng_in_has(e, IN_BORN))
		return;
	s = eng_in(e, g, i, IN_BORN, &n);
	if (n == 0)
		return;
	if (n == 4 && int_parse(s, 4, 0, 9999, &y))
		p->born = (int)y;
	else if (n == 10 && date_parse(s, 10, &day))
		p->born = (int)elo_year(day);
	else
		eng_bad_in(e, g, i, IN_BORN, "a year of birth YYYY, a date YYYY-MM-DD, or empty");
}

/*
 * --period month: the month the event is rated in, the month before the
 * list of column `list` (YYYY-MM, the same on every row: the list the
 * tournament is rated on, as the federation's report says: a tournament
 * reported late is rated on a later list), else the month it ends in.
 */
static void
read_list(struct run *r, struct eng *e)
{
	const struct rperiod *ev = r->ev;
	size_t gi, i, n;
	long y, mo, m, got = 0;

	r->ev_period = r->ev_end;
	if (!eng_in_has(e, IN_LIST))
		return;
	for (gi = 0; gi < ev->ngame; gi++)
		for (i = 0; i < ev->game[gi].n; i++) {
			const char *s = eng_in(e, &ev->game[gi], i, IN_LIST, &n);

			if (n == 0 && got == 0)
				continue;
			if (n != 7 || s[4] != '-' || !int_parse(s, 4, 1, 9999, &y) ||
			    !int_parse(s + 5, 2, 1, 12, &mo))
				eng_bad_in(e, &ev->game[gi], i, IN_LIST,
				    "the list the event is rated on, YYYY-MM, the same on every row");
			m = y * 12 + mo;
			if ((got && m != got) || m - 1 < r->ev_end)
				eng_bad_in(e, &ev->game[gi], i, IN_LIST, got && m != got ?
				    "the same list on every row of the event" :
				    "a list after the event's last game (YYYY-MM)");
			got = m;
		}
	if (got)
		r->ev_period = got - 1;
}

/* The event's per-row arrays hold nrow rows. */
static void
rows_grow(struct run *r, size_t nrow)
{
	size_t cap = r->rowcap;

	if (nrow <= r->rowcap)
		return;
	xgrow(&r->rowpart, &cap, nrow, sizeof *r->rowpart);
	r->rowexp = xrealloc(r->rowexp, cap * sizeof *r->rowexp);
	r->rowgap = xrealloc(r->rowgap, cap);
	r->rowcap = cap;
}

/* A participant of the event, from the ratings before it. */
static struct epart *
new_part(struct run *r, struct eng *e, int k, int value)
{
	const struct elo_params *par = r->par;
	struct eplayer *p = elo_player(r, k);
	struct epart *x;

	xgrow(&r->part, &r->partcap, r->npart + 1, sizeof *r->part);
	x = &r->part[r->npart];
	memset(x, 0, sizeof *x);
	x->key = k;
	x->upgrade = -1;
	x->rated0 = p->exists ? (p->rated || (value && has(p->rating))) : has(par->initial);
	x->r0 = !p->exists ? par->initial : par->period_month && p->rated ?
	    elo_period_start(p, r->ev_start) : p->rating;
	if (!x->rated0 && par->seed_type)
		fide_seed(r, e, x);
	x->known = x->updates = x->rated0;
	if (!p->xask)	/* asked once a player: the answer stays */
		p->xask = eng_explaining(e, k) ? 1 : 2;
	if (p->xask == 1)
		elo_explain_before(r, x);
	r->loc[k] = (int)r->npart++;
	return x;
}

/*
 * Participants of the event, from the ratings before it.  value: a
 * listed player is rated whatever its state (the list's rating).
 */
static void
gather(struct run *r, struct eng *e, const struct rperiod *ev, int value)
{
	size_t i, gi;

	r->ev = ev;
	r->npart = 0;
	r->xany = 0;
	r->ev_start = r->ev_end = elo_month(ev->game[0].date);
	for (gi = 1; gi < ev->ngame; gi++) {
		long m = elo_month(ev->game[gi].date);

		r->ev_start = m < r->ev_start ? m : r->ev_start;
		r->ev_end = m > r->ev_end ? m : r->ev_end;
	}
	read_list(r, e);
	rows_grow(r, ev->game[ev->ngame - 1].row0 + ev->game[ev->ngame - 1].n - ev->game[0].row0);
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		check_game(e, g);
		fide_profile_hint(r, e, g);
		for (i = 0; i < g->n; i++) {
			int k = g->key[i];
			size_t f = elo_flat(r, gi, i);

			read_born(e, g, i, elo_player(r, k));
			if (r->loc[k] < 0 && r->par->period_month && !value)
				elo_flush_before(r->par, &r->pl[k], r->ev_period);
			if (r->loc[k] < 0)
				(void)new_part(r, e, k, value);
			r->rowpart[f] = r->loc[k];
			r->rowexp[f] = -1;
			r->rowgap[f] = 0;
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



/* W, We and games of each player whose rating changes. */
static void
tally(struct run *r)
{
	const struct rperiod *ev = r->ev;
	size_t gi, i;

	for (gi = 0; gi < ev->ngame; gi++) {
		if (!elo_played(r, gi))
			continue;
		for (i = 0; i < 2; i++) {
			size_t f = elo_flat(r, gi, i);
			struct epart *x = elo_part_of(r, gi, i);

			if (!elo_counted(r, gi, i))
				continue;
			r->rowexp[f] = elo_curve(r->par, elo_row_diff(r, x,
			    elo_part_of(r, gi, 1 - i), f, elo_first(r, gi, i)));
			elo_esum_add(r->par, &x->we, r->rowexp[f]);
			x->w += elo_score_of(&ev->game[gi], i);
			x->g++;
		}
	}
}

static void
apply(struct run *r)
{
	const struct elo_params *par = r->par;
	long end = r->ev->game[r->ev->ngame - 1].date;
	struct pchange pc;
	size_t i;

	for (i = 0; i < r->npart; i++) {
		struct epart *x = &r->part[i];
		struct eplayer *p = &r->pl[x->key];
		long before = x->completes ? x->nrp : p->exists && !x->seeded ? p->games : 0;

		if (x->completes || (x->updates && x->g > 0)) {
			double nr = x->r0;

			if (x->updates && x->g > 0 && par->period_month) {
				/* the month's sum; the list keeps its rating till
				 * then; K x n is capped over the month's games
				 * (elo_month_change): x->k is K as the month's
				 * games so far cap it */
				double K = k_factor(par, p, x->r0, before, 0, end);

				if (!p->exists || !p->rated)	/* seeded (--seed-type) */
					p->rating = x->r0;
				if (!p->pmonth)
					p->npk = 0, p->pn = 0;
				if (!elo_pend(par, p, K, x->w, &x->we, x->g, r->ev_period))
					eng_bad_row(r->e, &r->ev->game[0], 0, "player \"%s\": a third K in month %ld-%02ld "
					    "(K moves once a month at most)", eng_player(r->e, eng_key_pid(r->e, x->key)),
					    (r->ev_period - 1) / 12, (r->ev_period - 1) % 12 + 1);
				x->k = elo_kn_cap(par, K, p->pn);
				nr = p->rating;
			} else if (x->updates && x->g > 0) {
				x->k = k_factor(par, p, x->r0, before, x->g, end);
				nr += elo_period_change(par, x->k, x->w, &x->we, x->g, &pc);
				if (has(par->floor) && nr < par->floor)
					nr = par->floor;
				p->klist = 0;	/* the list's K was for this event */
			}
			if (x->seeded)
				p->npg = 0;
			if (par->krule == K_FIDE && (x->r0 >= par->k_rating || nr >= par->k_rating))
				p->top = 1;
			p->exists = p->rated = 1;
			p->await = par->nc_rule == NC_GREEK && x->completes && !x->updates;
			p->rating = nr;
			p->games = before + x->g;
			if (has(par->list_min) && nr < par->list_min)
				fide_delist(p);
		}
		if (x->played && p->exists)
			p->last = end;
		if (x->played && x->rated0)
			p->await = 0;	/* its second tournament */
		p->seen |= x->played;
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
		fide_newcomers(r);
	else
		elo_newcomers_greek(r, e);
	if (has(r->par->gap))
		fide_gaps(r);
	if (r->par->cap_rule == CAP_GREATEST)
		fide_upgrades(r);
	tally(r);
	apply(r);
	elo_explain_event(r, e);
	if (eng_history(e))
		elo_write_history(r, e);
	release(r);
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
	nrow = elo_flat(r, ev->ngame - 1, ev->game[ev->ngame - 1].n);
	x = xmalloc((nrow ? nrow : 1) * sizeof *x);
	for (gi = 0; gi < ev->ngame; gi++)
		for (i = 0; i < ev->game[gi].n; i++) {
			struct epart *a = elo_part_of(r, gi, i);
			const struct epart *b;

			x[elo_flat(r, gi, i)] = -1;
			if (!elo_played(r, gi))
				continue;
			b = elo_part_of(r, gi, 1 - i);
			if (!a->known || !b->known)
				continue;
			x[elo_flat(r, gi, i)] = elo_expect(r->par, a->r0 + elo_first(r, gi, i), b->r0);
			elo_esum_add(r->par, &a->we, x[elo_flat(r, gi, i)]);
			a->g++;
		}
	for (gi = 0; gi < ev->ngame; gi++)
		for (i = 0; i < ev->game[gi].n; i++) {
			const struct epart *a = elo_part_of(r, gi, i);
			struct cells *c = eng_row_cells(e, &ev->game[gi], i);

			j = elo_flat(r, gi, i);
			cell_num_or_empty(c, x[j] >= 0, x[j]);
			cell_num_or_empty(c, a->g > 0, elo_esum_value(r->par, &a->we));
			eng_put_row(e);
		}
	free(x);
	release(r);
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: Elo lists are whole numbers: FIDE rounds the change (doc/rules/fide.md), the
 * Greek and Catalan lists and PlayerRatings show integers. */
static const int elo_decimals[MAXPROFILES] = { 0 };

/* The rules' revision per profile (elo_profiles order): the FIDE
 * profiles 2 since --period month (issue 41: the month's changes summed,
 * rounded once; an event rated from the list in force at its start), 3
 * since K x n <= 700 counts the month's games, not one event's (8.3.3:
 * "the number of games (n) for a player on any list for a rating
 * period"): a month's pending sums are by K now (period.c). */
static const int elo_revision[] = { 1, 1, 3, 3, 3, 3, 3, 1, 3 };

/*
 * `fide` is dated: each event under the FIDE Rating Regulations in force
 * on its last day (doc/rules/fide.md): those effective 1 January 2022
 * (and before them, which no profile has), 1 March 2024, and 1 October
 * 2025 (the 2650 exemption from the 400 cap).  Each is a profile that
 * pins it.
 */
static const struct edition elo_editions[] = {
	{ "fide", NULL, "fide2022" },
	{ "fide", "2024-03-01", "fide2024" },
	{ "fide", "2025-10-01", "fide2025" },
	{ NULL, NULL, NULL },
};

const struct model elo_model = {
	.name = "elo",
	.editions = elo_editions,
	.decimals = elo_decimals,
	.revision = elo_revision,
	.summary = "tournament Elo, rating period = event",
	.profiles = elo_profiles,
	.param = elo_param,
	.param_size = sizeof(struct elo_params),
	.check = elo_check,
	.by_event = 1,
	.in = elo_in,
	.state = elo_state_cols,
	.history = elo_history,
	.explain = elo_explain,
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
