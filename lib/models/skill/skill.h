/*
 * skill.h - what the models trueskill and wenglin share: a player's
 * skill as a normal belief N(mu, sigma^2), its columns (mu sigma rating,
 * rating = mu - k sigma, the conservative value leaderboards show), the
 * order of a game's rows by place, and the expected rank of a game.
 */
#ifndef SKILL_H
#define SKILL_H

#include "engine.h"
#include "model.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>

/*
 * A player: 32 bytes (a big game holds one a player).  The last game's
 * date as a day number fits 32 bits (dates are YYYY-MM-DD); read it with
 * sk_last (LONG_MIN when unknown).
 */
struct splayer {
	double mu, sigma;
	long games;
	int32_t last;		/* SK_NO_LAST when unknown */
	int32_t exists;
};
#define SK_NO_LAST INT32_MIN

static inline long
sk_last(const struct splayer *p)
{
	return p->last == SK_NO_LAST ? LONG_MIN : (long)p->last;
}

/* A day number of a date (or LONG_MIN: none) into p->last.  date_parse's
 * days (0001-01-01 to 9999-12-31: -719,162 to 2,932,896) all fit; the
 * range test only keeps a conversion out of range from being undefined. */
static inline void
sk_set_last(struct splayer *p, long day)
{
	p->last = day == LONG_MIN || day < -INT32_MAX || day > INT32_MAX ? SK_NO_LAST :
	    (int32_t)day;
}

/* The constants both models read from their parameters. */
struct skill_common {
	double init_mu, init_sigma;
	double k;		/* rating = mu - k sigma */
	long provisional;	/* status provisional below this many games */
	double list_sigma;	/* a listed player's sigma, when the list has none */
	long list_games;
	double drift_day;	/* sigma^2 grows by drift_day^2 a day between games */
};

/*
 * The rows of both models' parameter tables for struct skill_common,
 * held as the member `s` of the model's parameters; off(x) gives the
 * offset of s.x.  The first two rows open each table, the last four end
 * it (before its { .flag = NULL }), so --help and --params keep their
 * order.
 */
#define SKILL_PARAMS_FIRST(off) \
	{ "initial-mu", 0, "MU", PK_NUM, off(init_mu), -1e6, 1e6, 0, NULL, NULL, \
	  { "25" }, "a new player's mu" }, \
	{ "initial-sigma", 0, "S", PK_NUM, off(init_sigma), 1e-6, 1e6, 0, NULL, NULL, \
	  { "8.333333333333334" }, "a new player's sigma (25/3)" }
#define SKILL_PARAMS_LAST(off) \
	{ "rating-sigmas", 0, "K", PK_NUM, off(k), 0, 100, 0, NULL, NULL, \
	  { "3" }, "rating = mu - K sigma" }, \
	{ "provisional", 0, "G", PK_INT, off(provisional), 0, 1000000, 0, NULL, NULL, \
	  { "0" }, "status provisional below G games" }, \
	{ "list-sigma", 0, "S", PK_NUM, off(list_sigma), 1e-6, 1e6, 0, NULL, NULL, \
	  { "8.333333333333334" }, "a prior list without sigma: a listed player's" }, \
	{ "list-games", 0, "G", PK_INT, off(list_games), 0, 1000000000, 0, NULL, NULL, \
	  { "1" }, "a prior list without games: a listed player's games" }, \
	{ "drift-per-day", 0, "D", PK_NUM, off(drift_day), 0, 1e6, 0, NULL, NULL, \
	  { "0" }, "sigma^2 grows by D^2 a day since the last game, to initial-sigma at most" }

struct stable {
	const struct skill_common *par;
	struct splayer *pl;	/* per key */
	size_t cap;
	/*
	 * one game: the rated rows in order of place (ties in input order),
	 * sk_ord; ord is held only when that is not the rows' own order (a
	 * game listed by place, every row played, needs none: ord_held 0)
	 */
	size_t *ord, n, ocap;
	int ord_held;
	/*
	 * per row of the game, before it: held (sk_load's hold) for
	 * --history, --explain and value, which read before and after;
	 * else read from the players (sk_mu, sk_sigma), whose new mu and
	 * sigma the update writes in place (sk_after)
	 */
	double *mu, *sigma;
	size_t mcap;
	int held;
	const struct rgame *g;	/* the game loaded */
	double *omu, *osig;	/* held: where sk_after puts a row's after */
	/* its teams (sk_teams): team u is rows sk_ord(sk_u0(u) .. sk_u0(u+1)-1);
	 * ustart is held only with the team column (without, team u is row u) */
	size_t nu, *ustart, ucap;
	int teams;
	double *w;		/* per row, with the column: its weight (partial play) */
	size_t wcap;
	int has_w;
	const char **tname;	/* per row: its team's name (sk_teams), with the column */
	size_t *tlen, ncap;
};

enum { SK_MU, SK_SIGMA, SK_RATING, SK_GAMES, SK_STATUS, SK_LAST };
extern const struct column skill_state[];

struct splayer *sk_player(struct stable *t, int key);	/* made when new */
const struct splayer *sk_find(const struct stable *t, int key);
void sk_free(struct stable *t);
/* The games are over: the game's tables go (model.games_done). */
void sk_games_done(struct stable *t);
int sk_prior(struct stable *t, const struct prior_row *row, int *col, const char **why);
int sk_row(const struct stable *t, int key, struct cells *c);

/*
 * The game's rows: mu and sigma before it (unrated players at the
 * initial values; a rated player's sigma grown with the days since its
 * last game, --drift-per-day), held in t->mu, t->sigma when `hold`, and
 * the played rows (no forfeit or bye) in order of place, ties in input
 * order (sk_ord); t->n of them.
 */
void sk_load(struct stable *t, const struct rgame *g, int hold);
/*
 * Not held: before the update, the rated rows' players are made (new
 * ones at the initial values, as unrated rows read), so that the
 * update, on any thread, reads each row's before from its player and
 * writes its after there (a row is read before it is written).
 */
void sk_make(struct stable *t);

/* sigma grown by the calendar: sigma^2 + D^2 days since the last game,
 * never past the initial sigma (a player already above it keeps its own).
 * sk_grown_days: the days' part, out of line (the updates' hot loops
 * inline only the test). */
double sk_grown_days(const struct skill_common *par, const struct splayer *p, long date);

static inline double
sk_grown(const struct skill_common *par, const struct splayer *p, long date)
{
	if (par->drift_day == 0 || p->last == SK_NO_LAST)
		return p->sigma;
	return sk_grown_days(par, p, date);
}

/* Row i's mu and sigma before the game (sk_load). */
static inline double
sk_mu(const struct stable *t, size_t i)
{
	return t->held ? t->mu[i] : t->pl[t->g->key[i]].mu;
}

static inline double
sk_sigma(const struct stable *t, size_t i)
{
	return t->held ? t->sigma[i] : sk_grown(t->par, &t->pl[t->g->key[i]], t->g->date);
}

/* Row i's mu and sigma before the game at once: one look-up of its player. */
static inline void
sk_before(const struct stable *t, size_t i, double *mu, double *sigma)
{
	const struct splayer *p;

	if (t->held) {
		*mu = t->mu[i];
		*sigma = t->sigma[i];
		return;
	}
	p = &t->pl[t->g->key[i]];
	*mu = p->mu;
	*sigma = sk_grown(t->par, p, t->g->date);
}

/* Row i's mu and sigma after the game: to t->omu, t->osig when held, else its player. */
static inline void
sk_after(const struct stable *t, size_t i, double mu, double sigma)
{
	if (t->held) {
		t->omu[i] = mu;
		t->osig[i] = sigma;
	} else {
		struct splayer *p = &t->pl[t->g->key[i]];

		p->mu = mu;
		p->sigma = sigma;
	}
}
/*
 * After sk_load: the game's teams, from the model's input columns it
 * (team: rows of one game with the same name are one team, an empty cell
 * a team of one) and iw (weight: a player's share of the game, above 0
 * and at most 1, empty 1).  t->ord is regrouped so that each team's rows
 * follow each other, teams in order of place (ties: by name, then input
 * order); every row of a team must have the team's place.  Without the
 * column every row is its own team, t->ord unchanged.
 */
void sk_teams(struct stable *t, struct eng *e, const struct rgame *g, int it, int iw);

/* The k-th rated row in order of place (sk_load, sk_teams). */
static inline size_t
sk_ord(const struct stable *t, size_t k)
{
	return t->ord_held ? t->ord[k] : k;
}

/* Team u's first position in that order; sk_u0(t, t->nu) = t->n. */
static inline size_t
sk_u0(const struct stable *t, size_t u)
{
	return t->teams ? t->ustart[u] : u;
}

/* Row i's weight (sk_teams): its cell, 1 when empty or without the column. */
static inline double
sk_w(const struct stable *t, size_t i)
{
	return t->has_w ? t->w[i] : 1;
}

/* After the update, the rated rows' players made (sk_make, or their mu and
 * sigma stored): their games and last. */
void sk_count(struct stable *t, const struct rgame *g);

/*
 * --explain: row i's change of rating = mu - k sigma, from the stored mu
 * and sigma (an unrated player's initial ones) to mu', sigma'.  Called
 * before the update is stored.  sk_explain_begin opens the change;
 * the model writes mu's parts, whose first `lead` terms are its own and
 * the last four sk_explain_terms; sk_explain_sigma writes sigma's parts
 * (-k times: the days' drift, tau, the game's shrink) and ends the
 * change.  sk_explain_none: a row the game does not rate, a part of 0
 * saying why.
 */
void sk_explain_begin(struct eng *e, const struct stable *t, const struct rgame *g,
    size_t i, double mu1, double sigma1);
void sk_explain_terms(const struct stable *t, const struct rgame *g, size_t i,
    struct cells *c, double mu1, double sigma1);
void sk_explain_sigma(struct eng *e, const struct stable *t, const struct rgame *g,
    size_t i, size_t lead, double tau, double mu1, double sigma1);
void sk_explain_none(struct eng *e, const struct stable *t, const struct rgame *g,
    size_t i, const char *why);
/* Team u's name: its cell of input column it, or its player's for a team of one. */
void sk_cell_team(struct cells *c, struct eng *e, const struct stable *t,
    const struct rgame *g, size_t u, int it);

/*
 * ts_trunc.c: TrueSkill's v and w at x = diff - margin, the difference
 * and the draw margin in units of the difference's spread: a win's both
 * at once, a draw's too (NAN for w when the draw has no probability).
 */
void ts_vw_win(double diff, double margin, double *v, double *w);
void ts_vw_draw(double diff, double margin, double *v, double *w);

#endif
