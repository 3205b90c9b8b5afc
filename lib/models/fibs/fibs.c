/*
 * fibs.c - model `fibs`: the FIBS match-length Elo with experience, as
 * the Catalan Q-Gammon ranking publishes it (doc/rules/backgammon.md).
 *
 * Every match is a game of two rows (winner place 1, loser place 2) with
 * a `length` N in points.  Per player: Elo (new players 1500) and PJ,
 * the points played (the sum of the lengths of its matches).  After a
 * match, for each player
 *     Fl = 2 sqrt(N)
 *     U  = 1 / (10^(D sqrt(N) / 2000) + 1),  D = |Elo_W - Elo_L| before
 *     Fe = 2U for a winning favourite, 2(1 - U) for a winning underdog,
 *          the loser's is the winner's negated (D = 0 gives U = 1/2, Fe 1)
 *     Fp = (500 - PJ) / 100 if PJ < 400, else 1
 *     new Elo = Elo + Fl Fe Fp
 * Profile qgammon adds N to PJ before Fp (the Q-Gammon page: "els PJ se sumen
 * immediatament abans del calcul de l'Elo") and rounds Fl, Fe, Fp and
 * the new Elo to 4 decimals: only so are the published examples
 * reproduced.  Profile fibs is the FIBS server's rule 4 K sqrt(N) P with
 * K = max(1, 5 - experience/100): the same arithmetic, experience counted
 * before the match, at full precision.
 *
 * The state is the rating itself (rounded values are stored exactly as
 * the rule stores them), so `rate -r` continues a run exactly.
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

struct fibs_params {
	double initial;		/* Elo of a new player */
	double divisor;		/* U = 1/(10^(D sqrt(N)/divisor) + 1) */
	double fl_coef;		/* Fl = fl_coef sqrt(N) */
	double fe_coef;		/* Fe = fe_coef U or fe_coef (1 - U) */
	double fp_base, fp_scale, fp_cap, fp_floor;	/* Fp = (base-PJ)/scale if PJ < cap */
	long digits;		/* rounding of factors and Elo; -1 = none */
	int pj_before;		/* experience counted before the match (FIBS) */
	long ranked;		/* status active from this experience */
	long max_length;	/* longest match accepted */
	long list_games;	/* a listed player's matches, when the list has none */
	long list_exp;		/* ... and experience */
};

#define F(x) offsetof(struct fibs_params, x)
#define R 1e6			/* ratings and factors: within +-R */

static const char *const fibs_profiles[] = { "qgammon", "fibs", NULL };

static const struct param fibs_param[] = {
	{ "initial", 0, "X", PK_NUM, F(initial), -R, R, 0, NULL, NULL,
	  { "1500" }, "Elo of a new player" },
	{ "divisor", 0, "X", PK_NUM, F(divisor), 1e-6, R, 0, NULL, NULL,
	  { "2000" }, "U = 1/(10^(D*sqrt(N)/X) + 1)" },
	{ "length-factor", 0, "X", PK_NUM, F(fl_coef), 0, 1000, 0, NULL, NULL,
	  { "2" }, "Fl = X*sqrt(N)" },
	{ "elo-factor", 0, "X", PK_NUM, F(fe_coef), 0, 1000, 0, NULL, NULL,
	  { "2" }, "Fe = X*U (favourite wins) or X*(1-U)" },
	{ "fp-base", 0, "X", PK_NUM, F(fp_base), -R, R, 0, NULL, NULL,
	  { "500" }, "Fp = (X - PJ)/S while PJ < C" },
	{ "fp-scale", 0, "S", PK_NUM, F(fp_scale), 1e-6, R, 0, NULL, NULL,
	  { "100" }, "S of Fp" },
	{ "fp-cap", 0, "C", PK_NUM, F(fp_cap), 0, R, 0, NULL, NULL,
	  { "400" }, "C of Fp" },
	{ "fp-floor", 0, "X", PK_NUM, F(fp_floor), 0, 1000, 0, NULL, NULL,
	  { "1" }, "Fp once PJ >= C" },
	{ "digits", 0, "D|none", PK_INT, F(digits), 0, 15, PF_NONE, NULL, NULL,
	  { "4", "none" }, "round Fl, Fe, Fp and the new Elo to D decimals" },
	{ "exact", 0, NULL, PK_SWITCH, 0, 0, 0, 0, "digits=none", NULL,
	  { NULL }, "no rounding (--digits none)" },
	{ "experience-counted", 0, "after|before", PK_CHOICE, F(pj_before), 0, 0, 0,
	  "after|before", NULL, { "after", "before" },
	  "PJ used by Fp: after or before adding N" },
	{ "ranked-experience", 0, "P", PK_INT, F(ranked), 0, 1e12, 0, NULL, NULL,
	  { "100" }, "status active from P points played" },
	{ "max-length", 0, "N", PK_INT, F(max_length), 1, 1 << 30, 0, NULL, NULL,
	  { "1000" }, "longest match length accepted" },
	{ "list-games", 0, "G", PK_INT, F(list_games), 0, 1e12, 0, NULL, NULL,
	  { "0" }, "a prior list without games: matches of a listed player" },
	{ "list-experience", 0, "P", PK_INT, F(list_exp), 0, 1e12, 0, NULL, NULL,
	  { "400" }, "a prior list without experience: a listed player's PJ (established)" },
	{ 0 },
};

/* ---------- the rule ---------- */

struct factors {
	double fl, fe, fp, delta, elo;
};

static double
rounded(const struct fibs_params *p, double x)
{
	return p->digits >= 0 ? round_to(x, p->digits) : x;
}

static double
fp_of(const struct fibs_params *p, double pj)
{
	return pj < p->fp_cap ? (p->fp_base - pj) / p->fp_scale : p->fp_floor;
}

/* The probability that the lower-rated of two players wins a match to N. */
static double
upset_of(const struct fibs_params *p, long N, double D)
{
	return 1 / (pow(10, D * sqrt((double)N) / p->divisor) + 1);
}

/* P(own player wins a match of length N): 1 - U ahead, U behind, 1/2 level. */
static double
win_prob(const struct fibs_params *p, long N, double own, double other)
{
	double U = upset_of(p, N, fabs(own - other));

	return own > other ? 1 - U : own < other ? U : 0.5;
}

/*
 * One match of length N: the winner's (f[0]) and loser's (f[1]) factors
 * from the Elo and the experience each one's Fp uses.
 */
static void
match_factors(const struct fibs_params *p, long N, const double elo[2],
    const double pj[2], struct factors f[2])
{
	double rn = sqrt((double)N), U = upset_of(p, N, fabs(elo[0] - elo[1]));
	/* D = 0: U = 1/2 and both branches give fe_coef/2, the page's Fe = 1 */
	double fe = p->fe_coef * (elo[0] >= elo[1] ? U : 1 - U);
	int i;

	for (i = 0; i < 2; i++) {
		f[i].fl = rounded(p, p->fl_coef * rn);
		f[i].fe = rounded(p, i == 0 ? fe : -fe);
		f[i].fp = rounded(p, fp_of(p, pj[i]));
		f[i].delta = f[i].fl * f[i].fe * f[i].fp;
		f[i].elo = rounded(p, elo[i] + f[i].delta);
	}
}

/* ---------- state ---------- */

struct bplayer {
	int exists;
	double elo;
	long pj, games, last;
};

struct fibs_run {
	const struct fibs_params *par;
	struct bplayer *pl;	/* per key */
	size_t cap;
};

enum { IN_LENGTH };
static const char *const fibs_in[] = { "length", NULL };
static const char *const fibs_need[] = { "length", NULL };

enum { S_RATING, S_GAMES, S_STATUS, S_LAST, S_EXPERIENCE };
static const struct column fibs_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "games", COL_COUNT, "list-games", 0 },
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ "experience", COL_COUNT, "list-experience", 0 },
	{ NULL, 0, NULL, 0 },
};

/*
 * --history also writes the prediction made before the match, for rank
 * --eval: `prev` (= before), `expected` (the player's win probability,
 * win_prob) and `escale` = divisor / sqrt(N): the win probability of the
 * higher-rated, 1 - U = 1/(1 + 10^(-D sqrt(N)/divisor)), is the logistic
 * curve of that scale, so longer matches are more predictable.
 */
static const char *const fibs_history[] = {
	"before", "fl", "fe", "fp", "delta", "rating", "experience",
	"prev", "expected", "escale", NULL
};
static const char *const fibs_predict[] = { "expected", NULL };
/*
 * --explain: a match moves a rating by Fl Fe Fp (part "match"); under a
 * profile that rounds, the new Elo's rounding is a part of its own.
 */
static const char *const fibs_explain[] = {
	"opponent", "opponent_rating", "length", "expected", "fl", "fe", "fp",
	"experience", NULL
};

static struct bplayer *
player(struct fibs_run *r, int key)
{
	struct bplayer *p;

	if ((size_t)key >= r->cap) {
		size_t old = r->cap;

		xgrow(&r->pl, &r->cap, (size_t)key + 1, sizeof *r->pl);
		memset(r->pl + old, 0, (r->cap - old) * sizeof *r->pl);
	}
	p = &r->pl[key];
	if (!p->exists) {
		p->exists = 1;
		p->elo = r->par->initial;
		p->last = LONG_MIN;
	}
	return p;
}

static void *
fibs_start(struct eng *e, const void *par)
{
	struct fibs_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	return r;
}

static void
fibs_free(void *m)
{
	struct fibs_run *r = m;

	free(r->pl);
	free(r);
}

static int
fibs_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct fibs_run *r = m;
	struct bplayer *p = player(r, row->key);
	const struct prior_cell *c = row->cell;

	(void)col;
	(void)why;
	p->elo = c[S_RATING].num;
	p->games = c[S_GAMES].s ? c[S_GAMES].i : r->par->list_games;
	p->pj = c[S_EXPERIENCE].s ? c[S_EXPERIENCE].i : r->par->list_exp;
	p->last = c[S_LAST].s ? c[S_LAST].i : LONG_MIN;
	return 1;
}

static int
fibs_row(void *m, int key, struct cells *c)
{
	struct fibs_run *r = m;
	const struct bplayer *p;

	if ((size_t)key >= r->cap || !r->pl[key].exists)
		return 0;
	p = &r->pl[key];
	cell_num(c, p->elo);
	cell_int(c, p->games);
	cell_str(c, p->pj >= r->par->ranked ? "active" : "provisional");
	cell_date(c, p->last);
	cell_int(c, p->pj);
	return 1;
}

/* ---------- a match ---------- */

/* The match length: the same positive integer on both rows, never assumed. */
static long
length_of(struct eng *e, const struct rgame *g, const struct fibs_params *par)
{
	long N = 0, v;
	size_t i, len;

	for (i = 0; i < 2; i++) {
		eng_in(e, g, i, IN_LENGTH, &len);
		if (len == 0)
			eng_bad_in(e, g, i, IN_LENGTH,
			    "the match length in points (it is never assumed)");
		v = eng_in_int(e, g, i, IN_LENGTH, 1, par->max_length,
		    "a match length in points, a positive integer (see --max-length)");
		if (i && v != N)
			eng_bad_in(e, g, i, IN_LENGTH, "the same length on both rows of the match");
		N = v;
	}
	return N;
}

static void
two_rows(struct eng *e, const struct rgame *g)
{
	if (g->n != 2)
		eng_bad_row(e, g, 0,
		    "match \"%s\" of event \"%s\" has %zu row(s); a backgammon match has two (winner place 1, loser place 2)",
		    g->id, g->event, g->n);
}

static void
match_history(struct eng *e, const struct rgame *g, const struct fibs_params *par,
    long N, const size_t row[2], const double elo[2], const struct factors f[2],
    struct bplayer *const p[2])
{
	size_t i;

	for (i = 0; i < 2; i++) {
		size_t k = row[0] == i ? 0 : 1;	/* factors of input row i */
		struct cells *c = eng_row_cells(e, g, i);

		cell_num(c, elo[k]);
		cell_num(c, f[k].fl);
		cell_num(c, f[k].fe);
		cell_num(c, f[k].fp);
		cell_num(c, f[k].delta);
		cell_num(c, f[k].elo);
		cell_num(c, (double)p[k]->pj);
		cell_num(c, elo[k]);
		cell_num(c, win_prob(par, N, elo[k], elo[1 - k]));
		cell_num(c, par->divisor / sqrt((double)N));
		eng_put_row(e);
	}
}

/* The change of the i-th player of the match (0 winner, 1 loser). */
static void
match_explain(struct eng *e, const struct rgame *g, const struct fibs_params *par,
    long N, const size_t row[2], size_t i, const double elo[2],
    const struct factors f[2], const double pj[2])
{
	struct cells *c;

	eng_explain_begin(e, g, g->key[row[i]], elo[i], f[i].elo);
	c = eng_explain_part(e, "match", f[i].delta, NULL);
	cell_str(c, eng_player(e, g->pid[row[1 - i]]));
	cell_num(c, elo[1 - i]);
	cell_int(c, N);
	cell_num(c, win_prob(par, N, elo[i], elo[1 - i]));
	cell_num(c, f[i].fl);
	cell_num(c, f[i].fe);
	cell_num(c, f[i].fp);
	cell_num(c, pj[i]);
	eng_explain_put(e);
	if (f[i].elo != elo[i] + f[i].delta) {
		c = eng_explain_part(e, "rounding", f[i].elo - (elo[i] + f[i].delta), NULL);
		cell_empty_rest(c);
		eng_explain_put(e);
	}
	eng_explain_end(e);
}

static void
fibs_game(void *m, struct eng *e, const struct rgame *g)
{
	struct fibs_run *r = m;
	const struct fibs_params *par = r->par;
	struct bplayer *p[2];
	struct factors f[2];
	double elo[2], pj[2];
	size_t row[2], i;	/* row[0]: the winner's input row, row[1]: the loser's */
	long N;

	two_rows(e, g);
	if (g->place[0] == g->place[1])
		eng_bad_row(e, g, 1,
		    "match \"%s\" of event \"%s\": both players have place %ld; there is no draw in backgammon (winner 1, loser 2)",
		    g->id, g->event, g->place[0]);
	N = length_of(e, g, par);
	row[0] = g->place[0] == 1 ? 0 : 1;
	row[1] = 1 - row[0];
	(void)player(r, g->key[row[0]]);	/* may move r->pl: both first, then pointers */
	(void)player(r, g->key[row[1]]);
	for (i = 0; i < 2; i++) {
		p[i] = &r->pl[g->key[row[i]]];
		if (g->date < p[i]->last) {
			char d[11];

			date_format(p[i]->last, d);
			eng_bad_row(e, g, row[i],
			    "match dated before %s, the last match of \"%s\" in the prior ratings",
			    d, eng_player(e, g->pid[row[i]]));
		}
		elo[i] = p[i]->elo;
		pj[i] = (double)p[i]->pj + (par->pj_before ? 0 : (double)N);
	}
	match_factors(par, N, elo, pj, f);
	for (i = 0; i < 2; i++) {
		p[i]->elo = f[i].elo;
		p[i]->pj += N;
		p[i]->games++;
		p[i]->last = g->date;
	}
	if (eng_history(e))
		match_history(e, g, par, N, row, elo, f, p);
	for (i = 0; i < 2; i++)
		if (eng_explaining(e, g->key[row[i]]))
			match_explain(e, g, par, N, row, i, elo, f, pj);
}

/*
 * value -m fibs: each row gets `expected`, the probability that its player
 * wins the match, 1 - U for the higher-rated, U for the lower, 1/2 for
 * equal ratings (unrated players count as --initial).  Places are not
 * needed: the matches may not have been played yet.
 */
static void
fibs_value(void *m, struct eng *e, const struct rgame *g)
{
	struct fibs_run *r = m;
	double elo[2];
	long N;
	size_t i;

	two_rows(e, g);
	N = length_of(e, g, r->par);
	for (i = 0; i < 2; i++) {
		int k = g->key[i];

		elo[i] = (size_t)k < r->cap && r->pl[k].exists ? r->pl[k].elo : r->par->initial;
	}
	for (i = 0; i < 2; i++) {
		struct cells *c = eng_row_cells(e, g, i);

		cell_num(c, win_prob(r->par, N, elo[i], elo[1 - i]));
		eng_put_row(e);
	}
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: qgammon: the new Elo to 4 decimals, the page's own (doc/rules/backgammon.md);
 * fibs: FIBS shows a rating with two decimals. */
static const int fibs_decimals[sizeof fibs_profiles / sizeof *fibs_profiles - 1] =
	{ 4, 2 };

const struct model fibs_model = {
	.name = "fibs",
	.decimals = fibs_decimals,
	.summary = "FIBS match-length Elo with experience (backgammon)",
	.profiles = fibs_profiles,
	.param = fibs_param,
	.param_size = sizeof(struct fibs_params),
	.in = fibs_in,
	.need = fibs_need,
	.state = fibs_state,
	.history = fibs_history,
	.explain = fibs_explain,
	.predict = fibs_predict,
	.start = fibs_start,
	.prior = fibs_prior,
	.game = fibs_game,
	.value_game = fibs_value,
	.row = fibs_row,
	.free = fibs_free,
};
