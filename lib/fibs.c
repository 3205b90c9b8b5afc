/*
 * fibs.c - model `fibs`: the FIBS match-length Elo with experience, as
 * the Catalan Q-Gammon ranking publishes it (spec/backgammon-q.md).
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
 * Profile qgammon adds N to PJ before Fp (the seed: "els PJ se sumen
 * immediatament abans del calcul de l'Elo") and rounds Fl, Fe, Fp and
 * the new Elo to 4 decimals: only so are the published examples
 * reproduced.  Profile fibs is the FIBS server's rule 4 K sqrt(N) P with
 * K = max(1, 5 - experience/100): the same arithmetic, experience counted
 * before the match, at full precision.
 *
 * The state is the rating itself (rounded values are stored exactly as
 * the rule stores them), so `rate -r` continues a run exactly.
 */
#include "game.h"
#include "model.h"
#include "names.h"
#include "num.h"
#include "ratings.h"
#include "rp.h"
#include "tsv.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---------- parameters ---------- */

struct fibs_params {
	double initial;		/* Elo of a new player */
	double divisor;		/* U = 1/(10^(D sqrt(N)/divisor) + 1) */
	double fl_coef;		/* Fl = fl_coef sqrt(N) */
	double fe_coef;		/* Fe = fe_coef U or fe_coef (1 - U) */
	double fp_base, fp_scale, fp_cap, fp_floor;	/* Fp = (base-PJ)/scale if PJ < cap */
	int digits;		/* rounding of factors and Elo; -1 = none */
	int pj_before;		/* experience counted before the match (FIBS) */
	long ranked;		/* status active from this experience */
	long max_length;	/* longest match accepted */
};

enum {
	OPT_INITIAL = 1000, OPT_DIVISOR, OPT_FL, OPT_FE, OPT_FP_BASE, OPT_FP_SCALE,
	OPT_FP_CAP, OPT_FP_FLOOR, OPT_DIGITS, OPT_EXACT, OPT_COUNT, OPT_RANKED,
	OPT_MAXLEN,
};

static const struct option fibs_longopts[] = {
	{ "initial", required_argument, NULL, OPT_INITIAL },
	{ "divisor", required_argument, NULL, OPT_DIVISOR },
	{ "length-factor", required_argument, NULL, OPT_FL },
	{ "elo-factor", required_argument, NULL, OPT_FE },
	{ "fp-base", required_argument, NULL, OPT_FP_BASE },
	{ "fp-scale", required_argument, NULL, OPT_FP_SCALE },
	{ "fp-cap", required_argument, NULL, OPT_FP_CAP },
	{ "fp-floor", required_argument, NULL, OPT_FP_FLOOR },
	{ "digits", required_argument, NULL, OPT_DIGITS },
	{ "exact", no_argument, NULL, OPT_EXACT },
	{ "experience-counted", required_argument, NULL, OPT_COUNT },
	{ "ranked-experience", required_argument, NULL, OPT_RANKED },
	{ "max-length", required_argument, NULL, OPT_MAXLEN },
	{ NULL, 0, NULL, 0 },
};

static const char *const fibs_profiles[] = { "qgammon", "fibs", NULL };

static void *
fibs_params(const char *profile)
{
	struct fibs_params *p;
	int q = strcmp(profile, "qgammon") == 0;

	if (!q && strcmp(profile, "fibs") != 0)
		return NULL;
	p = xcalloc(1, sizeof *p);
	p->initial = 1500;
	p->divisor = 2000;
	p->fl_coef = 2;
	p->fe_coef = 2;
	p->fp_base = 500;
	p->fp_scale = 100;
	p->fp_cap = 400;
	p->fp_floor = 1;
	p->digits = q ? 4 : -1;
	p->pj_before = !q;
	p->ranked = 100;
	p->max_length = 1000;
	return p;
}

static int
flag_int(const char *arg, long lo, long hi, long *out, const char **why)
{
	if (!int_parse(arg, strlen(arg), lo, hi, out)) {
		*why = "expected an integer in range";
		return 0;
	}
	return 1;
}

static int
fibs_option(void *pp, int opt, const char *arg, const char **why)
{
	struct fibs_params *p = pp;
	long v;

	switch (opt) {
	case OPT_INITIAL:
		return flag_num(arg, &p->initial, why);
	case OPT_DIVISOR:
		return flag_num(arg, &p->divisor, why);
	case OPT_FL:
		return flag_num(arg, &p->fl_coef, why);
	case OPT_FE:
		return flag_num(arg, &p->fe_coef, why);
	case OPT_FP_BASE:
		return flag_num(arg, &p->fp_base, why);
	case OPT_FP_SCALE:
		return flag_num(arg, &p->fp_scale, why);
	case OPT_FP_CAP:
		return flag_num(arg, &p->fp_cap, why);
	case OPT_FP_FLOOR:
		return flag_num(arg, &p->fp_floor, why);
	case OPT_DIGITS:
		if (strcmp(arg, "none") == 0) {
			p->digits = -1;
			return 1;
		}
		if (!flag_int(arg, 0, 15, &v, why))
			return 0;
		p->digits = (int)v;
		return 1;
	case OPT_EXACT:
		p->digits = -1;
		return 1;
	case OPT_COUNT:
		if (strcmp(arg, "before") == 0)
			p->pj_before = 1;
		else if (strcmp(arg, "after") == 0)
			p->pj_before = 0;
		else {
			*why = "expected before or after";
			return 0;
		}
		return 1;
	case OPT_RANKED:
		return flag_int(arg, 0, 1L << 40, &p->ranked, why);
	case OPT_MAXLEN:
		return flag_int(arg, 1, 1L << 30, &p->max_length, why);
	}
	*why = "not an option of model fibs";
	return 0;
}

static int
fibs_check(void *pp, const char **why)
{
	struct fibs_params *p = pp;

	if (!(p->divisor > 0)) {
		*why = "--divisor must be positive";
		return 0;
	}
	if (p->fp_scale == 0) {
		*why = "--fp-scale must not be 0";
		return 0;
	}
	return 1;
}

static void
fibs_free_params(void *pp)
{
	free(pp);
}

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
	/* D = 0: U = 1/2 and both branches give fe_coef/2, the seed's 1 */
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
	double elo;
	long pj, games, last;
};

struct btype {
	struct bplayer **by_pid;
	size_t cap;
};

struct fibs_state {
	const struct fibs_params *par;
	struct names *players;
	struct names types;
	struct btype *t;
	size_t tcap;
};

static struct btype *
type_get(struct fibs_state *s, const char *name)
{
	int added, id = names_intern(&s->types, name, strlen(name), &added);

	if (added) {
		xgrow(&s->t, &s->tcap, (size_t)id + 1, sizeof *s->t);
		memset(&s->t[id], 0, sizeof s->t[id]);
	}
	return &s->t[id];
}

static struct bplayer *
player_find(const struct btype *t, int pid)
{
	return (size_t)pid < t->cap ? t->by_pid[pid] : NULL;
}

static struct bplayer *
player_get(struct fibs_state *s, struct btype *t, int pid)
{
	if ((size_t)pid >= t->cap) {
		size_t old = t->cap;

		xgrow(&t->by_pid, &t->cap, (size_t)pid + 1, sizeof *t->by_pid);
		memset(t->by_pid + old, 0, (t->cap - old) * sizeof *t->by_pid);
	}
	if (!t->by_pid[pid]) {
		t->by_pid[pid] = xcalloc(1, sizeof **t->by_pid);
		t->by_pid[pid]->elo = s->par->initial;
		t->by_pid[pid]->last = LONG_MIN;
	}
	return t->by_pid[pid];
}

static void
state_free(struct fibs_state *s)
{
	size_t ti, j;

	for (ti = 0; ti < s->types.n; ti++) {
		for (j = 0; j < s->t[ti].cap; j++)
			free(s->t[ti].by_pid[j]);
		free(s->t[ti].by_pid);
	}
	free(s->t);
	names_free(&s->types);
}

/* ---------- prior ratings (rate -r) ---------- */

static long
prior_int(const struct tsv_in *in, int col, long lo, const char *what)
{
	long v;

	if (!int_parse(in->f[col], in->flen[col], lo, 1L << 40, &v))
		tsv_bad_field(in, col, what);
	return v;
}

static void
load_prior(struct fibs_state *s, const char *path)
{
	struct tsv_in in;
	int c_type, c_player, c_rating, c_games, c_last, c_exp;

	tsv_open_path(&in, path);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	c_games = tsv_need(&in, "games");
	c_last = tsv_need(&in, "last");
	c_exp = tsv_need(&in, "experience");
	while (tsv_next(&in)) {
		struct btype *t = type_get(s, in.f[c_type]);
		int pid;
		struct bplayer *p;

		if (in.flen[c_player] == 0)
			tsv_bad_field(&in, c_player, "a player name");
		pid = names_intern(s->players, in.f[c_player], in.flen[c_player], NULL);
		if (player_find(t, pid))
			tsv_bad_line(&in, "player \"%s\" of type \"%s\" appears twice",
			    in.f[c_player], in.f[c_type]);
		p = player_get(s, t, pid);
		p->elo = tsv_num(&in, c_rating);
		p->games = prior_int(&in, c_games, 0, "a count of matches (0 or more)");
		p->pj = prior_int(&in, c_exp, 0, "points played (an integer, 0 or more)");
		p->last = tsv_date(&in, c_last);
	}
	tsv_close(&in);
}

/* ---------- the rating run ---------- */

/*
 * --history also writes the prediction made before the match, for rank
 * --eval: `prev` (= before), `expected` (the player's win probability,
 * win_prob) and `escale` = divisor / sqrt(N): the win probability of the
 * higher-rated, 1 - U = 1/(1 + 10^(-D sqrt(N)/divisor)), is the logistic
 * curve of that scale, so longer matches are more predictable.
 */
static const char *const history_cols[] = {
	"before", "fl", "fe", "fp", "delta", "rating", "experience",
	"prev", "expected", "escale", NULL
};

struct run {
	struct fibs_state s;
	struct game_reader gr;
	int c_length;
	struct tsv_rowout ro;
};

/* The match length: the same positive integer on both rows, never assumed. */
static long
length_of(const struct game_reader *gr, int c_length, const struct fibs_params *par)
{
	long N = 0, v;
	size_t i;

	for (i = 0; i < 2; i++) {
		if (game_flen(gr, i, c_length) == 0)
			game_bad_field(gr, i, c_length,
			    "the match length in points (it is never assumed)");
		if (!int_parse(game_field(gr, i, c_length), game_flen(gr, i, c_length),
		    1, par->max_length, &v))
			game_bad_field(gr, i, c_length,
			    "a match length in points, a positive integer (see --max-length)");
		if (i && v != N)
			game_bad_field(gr, i, c_length,
			    "the same length on both rows of the match");
		N = v;
	}
	return N;
}

static void
two_rows(const struct game_reader *gr)
{
	if (gr->g.n != 2)
		game_bad_row(gr, 0,
		    "match \"%s\" of event \"%s\" has %zu row(s); a backgammon match has two (winner place 1, loser place 2)",
		    gr->g.id, gr->g.event, gr->g.n);
}

static int
length_column(struct tsv_in *in)
{
	int c = tsv_col(in, "length");

	if (c < 0)
		die_data("%s:1: missing column \"length\" (the match length in points; it is never assumed)",
		    in->name);
	return c;
}

static void
rate_match(struct run *r, const struct fibs_params *par, int history)
{
	struct game *g = &r->gr.g;
	struct btype *t;
	struct bplayer *p[2];
	struct factors f[2];
	double elo[2], pj[2];
	size_t row[2], i;	/* row[0]: the winner's input row, row[1]: the loser's */
	long N;

	two_rows(&r->gr);
	if (g->place[0] == g->place[1])
		game_bad_row(&r->gr, 1,
		    "match \"%s\" of event \"%s\": both players have place %ld; there is no draw in backgammon (winner 1, loser 2)",
		    g->id, g->event, g->place[0]);
	N = length_of(&r->gr, r->c_length, par);
	row[0] = g->place[0] == 1 ? 0 : 1;
	row[1] = 1 - row[0];
	t = type_get(&r->s, g->type);
	for (i = 0; i < 2; i++) {
		p[i] = player_get(&r->s, t, g->player[row[i]]);
		if (g->date < p[i]->last) {
			char d[11];

			date_format(p[i]->last, d);
			game_bad_row(&r->gr, row[i],
			    "match dated before %s, the last match of \"%s\" in the prior ratings",
			    d, names_str(&r->gr.players, g->player[row[i]]));
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
	if (!history)
		return;
	for (i = 0; i < 2; i++) {
		size_t k = row[0] == i ? 0 : 1;	/* factors of input row i */

		tsv_rowout_num(&r->ro, 0, elo[k]);
		tsv_rowout_num(&r->ro, 1, f[k].fl);
		tsv_rowout_num(&r->ro, 2, f[k].fe);
		tsv_rowout_num(&r->ro, 3, f[k].fp);
		tsv_rowout_num(&r->ro, 4, f[k].delta);
		tsv_rowout_num(&r->ro, 5, f[k].elo);
		tsv_rowout_num(&r->ro, 6, (double)p[k]->pj);
		tsv_rowout_num(&r->ro, 7, elo[k]);
		tsv_rowout_num(&r->ro, 8, win_prob(par, N, elo[k], elo[1 - k]));
		tsv_rowout_num(&r->ro, 9, par->divisor / sqrt((double)N));
		tsv_rowout_write(&r->ro, g->f + i * r->gr.in.ncol, g->flen + i * r->gr.in.ncol);
	}
}

static void
write_ratings(const struct fibs_state *s)
{
	static const char *const cols[] = {
		"rating", "games", "status", "last", "experience", NULL
	};
	struct ratings_out ro = { 0 };
	struct strbuf sb = { 0 };
	size_t ti, pid;

	for (ti = 0; ti < s->types.n; ti++) {
		const struct btype *t = &s->t[ti];

		for (pid = 0; pid < t->cap; pid++) {
			const struct bplayer *p = t->by_pid[pid];

			if (!p)
				continue;
			sb.len = 0;
			sb_num(&sb, p->elo);
			sb_tab(&sb);
			sb_int(&sb, p->games);
			sb_tab(&sb);
			sb_adds(&sb, p->pj >= s->par->ranked ? "active" : "provisional");
			sb_tab(&sb);
			sb_date(&sb, p->last);
			sb_tab(&sb);
			sb_int(&sb, p->pj);
			ratings_add(&ro, names_str(&s->types, (int)ti),
			    names_str(s->players, (int)pid), sb.s, sb.len);
		}
	}
	free(sb.s);
	ratings_write(&ro, cols);
}

static void
fibs_rate(void *pp, const struct rate_opts *o)
{
	static const char *const need[] = { "type", "place", NULL };
	const struct fibs_params *par = pp;
	struct run r;

	memset(&r, 0, sizeof r);
	game_open(&r.gr, o->npaths, o->paths, need);
	r.c_length = length_column(&r.gr.in);
	r.s.par = par;
	r.s.players = &r.gr.players;
	names_init(&r.s.types);
	if (o->prior)
		load_prior(&r.s, o->prior);
	if (o->history) {
		tsv_put_header(&r.gr.in, history_cols);
		tsv_rowout_init(&r.ro, &r.gr.in, history_cols);
	}
	while (game_next(&r.gr))
		rate_match(&r, par, o->history);
	if (o->history)
		tsv_rowout_free(&r.ro);
	else
		write_ratings(&r.s);
	state_free(&r.s);
	game_close(&r.gr);
}

/* ---------- value -m fibs -r RATINGS ---------- */

/*
 * Predictions: each row gets `expected`, the probability that its player
 * wins the match, 1 - U for the higher-rated, U for the lower, 1/2 for
 * equal ratings (unrated players count as --initial).  Places are not
 * needed: the matches may not have been played yet.
 */
static void
fibs_value_run(void *pp, const char *ratings, int npaths, char **paths)
{
	static const char *const need[] = { "type", NULL };
	static const char *const added[] = { "expected", NULL };
	const struct fibs_params *par = pp;
	struct fibs_state s;
	struct game_reader gr;
	struct tsv_rowout ro;
	int c_length;
	size_t i;

	memset(&s, 0, sizeof s);
	game_open(&gr, npaths, paths, need);
	c_length = length_column(&gr.in);
	s.par = par;
	s.players = &gr.players;
	names_init(&s.types);
	load_prior(&s, ratings);
	tsv_put_header(&gr.in, added);
	tsv_rowout_init(&ro, &gr.in, added);
	while (game_next(&gr)) {
		struct game *g = &gr.g;
		struct btype *t = type_get(&s, g->type);
		double elo[2];
		long N;

		two_rows(&gr);
		N = length_of(&gr, c_length, par);
		for (i = 0; i < 2; i++) {
			const struct bplayer *p = player_find(t, g->player[i]);

			elo[i] = p ? p->elo : par->initial;
		}
		for (i = 0; i < 2; i++) {
			tsv_rowout_num(&ro, 0, win_prob(par, N, elo[i], elo[1 - i]));
			tsv_rowout_write(&ro, g->f + i * gr.in.ncol, g->flen + i * gr.in.ncol);
		}
	}
	tsv_rowout_free(&ro);
	state_free(&s);
	game_close(&gr);
}

const struct model fibs_model = {
	.name = "fibs",
	.summary = "FIBS match-length Elo with experience (backgammon)",
	.profiles = fibs_profiles,
	.longopts = fibs_longopts,
	.shortopts = "",
	.help =
	    "      --initial X       Elo of a new player (1500)\n"
	    "      --divisor X       U = 1/(10^(D*sqrt(N)/X) + 1) (2000)\n"
	    "      --length-factor X Fl = X*sqrt(N) (2)\n"
	    "      --elo-factor X    Fe = X*U (favourite wins) or X*(1-U) (2)\n"
	    "      --fp-base X       Fp = (X - PJ)/S while PJ < C (500)\n"
	    "      --fp-scale S      (100)\n"
	    "      --fp-cap C        (400)\n"
	    "      --fp-floor X      Fp once PJ >= C (1)\n"
	    "      --digits D|none   round Fl, Fe, Fp and the new Elo (qgammon 4, fibs none)\n"
	    "      --exact           no rounding (--digits none)\n"
	    "      --experience-counted before|after\n"
	    "                        PJ used by Fp: before or after adding N\n"
	    "                        (qgammon after, fibs before)\n"
	    "      --ranked-experience P  status active from P points played (100)\n"
	    "      --max-length N    longest match length accepted (1000)\n",
	.params = fibs_params,
	.option = fibs_option,
	.check = fibs_check,
	.rate = fibs_rate,
	.value = fibs_value_run,
	.free_params = fibs_free_params,
};
