/*
 * skill.c - the players of the models trueskill and wenglin (skill.h).
 */
#include "skill.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const struct column skill_state[] = {
	{ "mu", COL_NUM, "(rating + k sigma)", 0 },
	{ "sigma", COL_NUM, "list-sigma", 0 },
	{ "rating", COL_NUM, NULL, 0 },
	{ "games", COL_COUNT, "list-games", 0 },
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ NULL, 0, NULL, 0 },
};

struct splayer *
sk_player(struct stable *t, int key)
{
	struct splayer *p;

	if ((size_t)key >= t->cap) {
		size_t old = t->cap;

		xgrow(&t->pl, &t->cap, (size_t)key + 1, sizeof *t->pl);
		memset(t->pl + old, 0, (t->cap - old) * sizeof *t->pl);
	}
	p = &t->pl[key];
	if (!p->exists) {
		p->exists = 1;
		p->mu = t->par->init_mu;
		p->sigma = t->par->init_sigma;
		p->last = SK_NO_LAST;
	}
	return p;
}

const struct splayer *
sk_find(const struct stable *t, int key)
{
	return (size_t)key < t->cap && t->pl[key].exists ? &t->pl[key] : NULL;
}

void
sk_games_done(struct stable *t)
{
	free(t->ord);
	free(t->mu);
	free(t->sigma);
	free(t->ustart);
	free(t->w);
	free(t->tname);
	free(t->tlen);
	t->ord = t->ustart = t->tlen = NULL;
	t->mu = t->sigma = t->w = NULL;
	t->tname = NULL;
	t->ocap = t->mcap = t->ucap = t->wcap = t->ncap = 0;
}

void
sk_free(struct stable *t)
{
	free(t->pl);
	sk_games_done(t);
}

int
sk_prior(struct stable *t, const struct prior_row *row, int *col, const char **why)
{
	struct splayer *p = sk_player(t, row->key);
	const struct prior_cell *c = row->cell;

	p->sigma = c[SK_SIGMA].s ? c[SK_SIGMA].num : t->par->list_sigma;
	if (!(p->sigma > 0)) {
		*col = SK_SIGMA;
		*why = "a positive sigma";
		return 0;
	}
	/* a list of conservative ratings: mu = rating + k sigma */
	/* an edited rating (row->edited) is taken as a list row's: mu follows it */
	p->mu = c[SK_MU].s && !row->edited ? c[SK_MU].num :
	    c[SK_RATING].num + t->par->k * p->sigma;
	if (!isfinite(p->mu)) {
		*col = SK_RATING;
		*why = "a rating whose mu = rating + k sigma is finite";
		return 0;
	}
	/* with mu beside it, the rating is mu - k sigma: one edited by hand
	 * would be lost, so it is refused.  Only a file without _sum (an
	 * older ratings file) needs this: with _sum the engine knows. */
	if (c[SK_MU].s && row->check_rating &&
	    !eng_same_number(p->mu - t->par->k * p->sigma, c[SK_RATING].num)) {
		static char msg[256];

		snprintf(msg, sizeof msg, "the rating mu - k sigma of the row gives, %.10g (edited "
		    "by hand?  mu and sigma are what counts: edit them, or take the list's "
		    "ratings alone with --prior-ratings-only)", p->mu - t->par->k * p->sigma);
		*col = SK_RATING;
		*why = msg;
		return 0;
	}
	p->games = c[SK_GAMES].s ? c[SK_GAMES].i : t->par->list_games;
	sk_set_last(p, c[SK_LAST].s ? c[SK_LAST].i : LONG_MIN);
	return 1;
}

int
sk_row(const struct stable *t, int key, struct cells *c)
{
	const struct splayer *p = sk_find(t, key);

	if (!p)
		return 0;
	cell_num(c, p->mu);
	cell_num(c, p->sigma);
	cell_num(c, p->mu - t->par->k * p->sigma);
	cell_int(c, p->games);
	cell_str(c, p->games < t->par->provisional ? "provisional" : "active");
	cell_date(c, sk_last(p));
	return 1;
}

/* the comparators' context: per thread (fit -j rates points at once) */
static _Thread_local const struct rgame *sort_game;

static int
by_place(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;
	long px = sort_game->place[x], py = sort_game->place[y];

	if (px != py)
		return px < py ? -1 : 1;
	return x < y ? -1 : x > y;	/* stable: input order */
}

/* Every row played, in order of place: the order is the rows' own. */
static int
in_order(const struct rgame *g)
{
	size_t i;

	for (i = 0; i < g->n; i++)
		if (g->res[i] != RES_PLAYED || (i && g->place[i] < g->place[i - 1]))
			return 0;
	return 1;
}

/* t->ord held: the played rows, sorted unless `sorted` says they are. */
static void
ord_hold(struct stable *t, const struct rgame *g, int sorted)
{
	size_t i;

	if (g->n > t->ocap) {
		t->ocap = g->n;
		t->ord = xrealloc(t->ord, g->n * sizeof *t->ord);
	}
	t->n = 0;
	for (i = 0; i < g->n; i++)
		if (g->res[i] == RES_PLAYED)
			t->ord[t->n++] = i;
	t->ord_held = 1;
	sort_game = g;
	if (t->n > 1 && !sorted)
		qsort(t->ord, t->n, sizeof *t->ord, by_place);
}

void
sk_load(struct stable *t, const struct rgame *g, int hold)
{
	size_t i;

	t->g = g;
	t->held = hold;
	if (hold && g->n > t->mcap) {
		t->mcap = g->n;
		t->mu = xrealloc(t->mu, g->n * sizeof *t->mu);
		t->sigma = xrealloc(t->sigma, g->n * sizeof *t->sigma);
	}
	for (i = 0; hold && i < g->n; i++) {
		const struct splayer *p = sk_find(t, g->key[i]);

		t->mu[i] = p ? p->mu : t->par->init_mu;
		t->sigma[i] = p ? sk_grown(t->par, p, g->date) : t->par->init_sigma;
	}
	/* a game listed by place, all played (most are): no order to hold */
	if (in_order(g)) {
		t->ord_held = 0;
		t->n = g->n;
	} else
		ord_hold(t, g, 0);
}

static _Thread_local const struct stable *sort_teams;

/* name a against b; an empty name is a team of its own (row order) */
static int
by_name(size_t x, size_t y)
{
	const struct stable *t = sort_teams;
	size_t lx = t->tlen[x], ly = t->tlen[y];
	int c;

	if (lx == 0 || ly == 0)
		return lx == ly ? (x < y ? -1 : x > y) : lx == 0 ? -1 : 1;
	c = memcmp(t->tname[x], t->tname[y], lx < ly ? lx : ly);
	return c ? c : lx < ly ? -1 : lx > ly;
}

static int
by_place_team(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;
	long px = sort_game->place[x], py = sort_game->place[y];
	int c;

	if (px != py)
		return px < py ? -1 : 1;
	c = by_name(x, y);
	return c ? c : x < y ? -1 : x > y;
}

static int
by_team(const void *a, const void *b)
{
	const struct stable *t = sort_teams;
	size_t x = t->ord[t->ustart[*(const size_t *)a]], y = t->ord[t->ustart[*(const size_t *)b]];

	return by_name(x, y);
}

/* a team's name at two places: an error naming both rows */
static void
one_place(struct stable *t, struct eng *e, const struct rgame *g)
{
	size_t *u = xcalloc(t->nu, sizeof *u), k;

	for (k = 0; k < t->nu; k++)
		u[k] = k;
	sort_teams = t;
	qsort(u, t->nu, sizeof *u, by_team);
	for (k = 1; k < t->nu; k++) {
		size_t a = t->ord[t->ustart[u[k - 1]]], b = t->ord[t->ustart[u[k]]];

		if (t->tlen[a] && by_name(a, b) == 0) {
			free(u);
			eng_bad_row(e, g, b, "game \"%s\" of event \"%s\": team \"%.*s\" at places "
			    "%ld and %ld; a team's rows share its place", g->id, g->event,
			    (int)t->tlen[a], t->tname[a], g->place[a], g->place[b]);
		}
	}
	free(u);
}

void
sk_teams(struct stable *t, struct eng *e, const struct rgame *g, int it, int iw)
{
	size_t k, len, n = t->n;

	/* the names and weights only with their columns (a free for all:
	 * 24 bytes a row less; sk_w: 1 without) */
	if (eng_in_has(e, it) && g->n > t->ncap) {
		t->ncap = g->n;
		t->tname = xrealloc(t->tname, t->ncap * sizeof *t->tname);
		t->tlen = xrealloc(t->tlen, t->ncap * sizeof *t->tlen);
	}
	t->has_w = eng_in_has(e, iw);
	if (t->has_w && g->n > t->wcap) {
		t->wcap = g->n;
		t->w = xrealloc(t->w, t->wcap * sizeof *t->w);
	}
	for (k = 0; t->has_w && k < g->n; k++) {
		t->w[k] = 1;
		if (g->res[k] == RES_PLAYED) {
			(void)eng_in(e, g, k, iw, &len);
			if (len && !((t->w[k] = eng_in_num(e, g, k, iw)) > 0 && t->w[k] <= 1))
				eng_bad_in(e, g, k, iw, "a weight above 0 and at most 1");
		}
	}
	t->nu = 0;
	t->teams = eng_in_has(e, it);
	if (!t->teams) {	/* every row its own team: team u is position u */
		t->nu = n;
		return;
	}
	if (g->n + 1 > t->ucap) {
		t->ucap = g->n + 1;
		t->ustart = xrealloc(t->ustart, t->ucap * sizeof *t->ustart);
	}
	if (!t->ord_held)	/* regrouped by team below */
		ord_hold(t, g, 1);
	for (k = 0; k < g->n; k++)
		t->tname[k] = eng_in(e, g, k, it, &t->tlen[k]);
	sort_game = g;
	sort_teams = t;
	if (n > 1)
		qsort(t->ord, n, sizeof *t->ord, by_place_team);
	for (k = 0; k < n; k++) {
		size_t i = t->ord[k], j = k ? t->ord[k - 1] : 0;

		if (k == 0 || g->place[i] != g->place[j] || t->tlen[i] == 0 || by_name(i, j) != 0)
			t->ustart[t->nu++] = k;
	}
	t->ustart[t->nu] = n;
	one_place(t, e, g);
}

double
sk_grown_days(const struct skill_common *par, const struct splayer *p, long date)
{
	double s2;

	if (date <= sk_last(p) || p->sigma >= par->init_sigma)
		return p->sigma;
	s2 = p->sigma * p->sigma + par->drift_day * par->drift_day * (double)(date - sk_last(p));
	return fmin(sqrt(s2), par->init_sigma);
}

void
sk_make(struct stable *t)
{
	size_t k;

	for (k = 0; !t->held && k < t->n; k++) {
		int key = t->g->key[sk_ord(t, k)];

		if ((size_t)key >= t->cap || !t->pl[key].exists)
			(void)sk_player(t, key);
	}
}

void
sk_count(struct stable *t, const struct rgame *g)
{
	size_t k;

	for (k = 0; k < t->n; k++) {
		struct splayer *p = &t->pl[g->key[sk_ord(t, k)]];	/* made: sk_make or the store */

		p->games++;
		sk_set_last(p, g->date);
	}
}

/* ---------- --explain ---------- */

/* Row i's stored mu and sigma before the game (an unrated player's initial). */
static void
stored(const struct stable *t, const struct rgame *g, size_t i, double *mu, double *sigma)
{
	const struct splayer *p = sk_find(t, g->key[i]);

	*mu = p ? p->mu : t->par->init_mu;
	*sigma = p ? p->sigma : t->par->init_sigma;
}

void
sk_explain_begin(struct eng *e, const struct stable *t, const struct rgame *g, size_t i,
    double mu1, double sigma1)
{
	double mu0, s0, k = t->par->k;

	stored(t, g, i, &mu0, &s0);
	eng_explain_begin(e, g, g->key[i], mu0 - k * s0, mu1 - k * sigma1);
}

void
sk_explain_terms(const struct stable *t, const struct rgame *g, size_t i, struct cells *c,
    double mu1, double sigma1)
{
	double mu0, s0;

	stored(t, g, i, &mu0, &s0);
	cell_num(c, mu0);
	cell_num(c, s0);
	cell_num(c, mu1);
	cell_num(c, sigma1);
}

static void
sigma_part(struct eng *e, const struct stable *t, const struct rgame *g, size_t i,
    size_t lead, const char *part, double amount, double mu1, double sigma1)
{
	struct cells *c = eng_explain_part(e, part, amount, NULL);

	while (lead-- > 0)
		cell_empty(c);
	sk_explain_terms(t, g, i, c, mu1, sigma1);
	eng_explain_put(e);
}

/*
 * sigma goes from the stored s0 to t->sigma[i] by the days (drift), to
 * sqrt(that^2 + tau^2) by the game's drift, to sigma1 by the game: the
 * rating moves by -k times each step.
 */
void
sk_explain_sigma(struct eng *e, const struct stable *t, const struct rgame *g, size_t i,
    size_t lead, double tau, double mu1, double sigma1)
{
	double mu0, s0, k = t->par->k, grown = t->sigma[i], sg = sqrt(grown * grown + tau * tau);

	stored(t, g, i, &mu0, &s0);
	if (grown != s0)
		sigma_part(e, t, g, i, lead, "drift", -k * (grown - s0), mu1, sigma1);
	if (tau != 0)
		sigma_part(e, t, g, i, lead, "tau", -k * (sg - grown), mu1, sigma1);
	sigma_part(e, t, g, i, lead, "sigma", -k * (sigma1 - sg), mu1, sigma1);
	eng_explain_end(e);
}

void
sk_explain_none(struct eng *e, const struct stable *t, const struct rgame *g, size_t i,
    const char *why)
{
	double mu0, s0;

	stored(t, g, i, &mu0, &s0);
	sk_explain_begin(e, t, g, i, mu0, s0);
	cell_empty_rest(eng_explain_part(e, why, 0, NULL));
	eng_explain_put(e);
	eng_explain_end(e);
}

void
sk_cell_team(struct cells *c, struct eng *e, const struct stable *t, const struct rgame *g,
    size_t u, int it)
{
	size_t a = sk_ord(t, sk_u0(t, u));

	if (eng_in_has(e, it) && t->tlen[a])
		cell_strn(c, t->tname[a], t->tlen[a]);
	else
		cell_str(c, eng_player(e, g->pid[a]));
}
