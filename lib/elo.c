/*
 * elo.c - model `elo`: tournament Elo with the rating period = event.
 *
 * Profiles (spec/greek-elo.md, spec/rasccat.md, spec/fide-tables.md):
 *   greek2007  FIDE table 8.1b, 350 cap, K 20, bonus above 5 a game,
 *              floor 1000, newcomers rated from 9 games (Rp, [1000,1600])
 *   rasccat    logistic, no cap, start 1000, FM 30/24/20/16
 *   fide       FIDE table 8.1b, 400 cap, K 40/20/10, K*n <= 700, the
 *              period change rounded half away from zero
 *
 * A game is two rows of the results stream: places 1/2 (a win) or 1/1
 * (a draw).  An optional column `result` marks games not to rate:
 * `forfeit` (a no-show) or `bye` (a game of one row); `played` or empty
 * is a game played (a game resigned midway is played).  Such games are
 * never rated and show in --history with rated = forfeit / bye.
 *
 * An event's games are buffered (eventbuf.h) and rated together from
 * the ratings before it.  The Greek newcomer rules need the whole event
 * first: who completes 9 games against rated players, their Rp, and only
 * then the changes of everybody with those Rp, which is exactly the
 * "recompute the second tournament for all players" of the rules.
 *
 * The ratings stream records each player's last event (column _event):
 * rate -r refuses an event the prior file already rated (evsplit.h).
 */
#include "elo.h"
#include "eventbuf.h"
#include "evsplit.h"
#include "fide.h"
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

enum { EXP_LOGISTIC, EXP_FIDE };
enum { K_FIXED, K_FIDE, K_RASCCAT };

struct elo_params {
	int expect;		/* EXP_* */
	double cap;		/* |difference| counted at most this; 0 none */
	int krule;		/* K_* */
	double K;		/* K_FIXED */
	long k_games;		/* K_FIDE: 40 below; K_RASCCAT: <= this */
	double k_rating;	/* K_FIDE: 10 from; K_RASCCAT: <= this */
	double kv[4];		/* the rule's K values, see k_factor */
	long kn_max;		/* K*n at most this (K a whole number); 0 none */
	double bonus;		/* gains above this per game doubled; 0 none */
	int has_floor;
	double floor;
	int has_initial;	/* newcomers start here, no newcomer phase */
	double initial;
	long nc_games;		/* newcomer phase: games against rated players */
	int has_nc_min, has_nc_max;
	double nc_min, nc_max;
	int perf_exact;		/* Rp solves sum P = W instead of table 8.1a */
	int round;		/* decimals of the period change; -1 none */
	int round_robin;	/* detect a round-robin first event */
	int has_unrated;	/* value: rating of a player not in the list */
	double unrated;
};

double
elo_expect(const struct elo_params *par, double own, double opp)
{
	double d = own - opp;

	if (par->cap > 0 && d > par->cap)
		d = par->cap;
	if (par->cap > 0 && d < -par->cap)
		d = -par->cap;
	if (par->expect == EXP_FIDE)
		return fide_pd(d);
	return 1 / (1 + pow(10, -d / 400));
}

enum {
	OPT_K_GAMES = 1000, OPT_K_RATING, OPT_K_VALUES, OPT_KN_MAX, OPT_EXPECT,
	OPT_CAP, OPT_FLOOR, OPT_BONUS, OPT_INITIAL, OPT_NC_GAMES, OPT_NC_MIN,
	OPT_NC_MAX, OPT_PERF, OPT_ROUND, OPT_RR, OPT_UNRATED,
};

static const struct option elo_longopts[] = {
	{ "k", required_argument, NULL, 'K' },
	{ "k-games", required_argument, NULL, OPT_K_GAMES },
	{ "k-rating", required_argument, NULL, OPT_K_RATING },
	{ "k-values", required_argument, NULL, OPT_K_VALUES },
	{ "kn-max", required_argument, NULL, OPT_KN_MAX },
	{ "expect", required_argument, NULL, OPT_EXPECT },
	{ "cap", required_argument, NULL, OPT_CAP },
	{ "floor", required_argument, NULL, OPT_FLOOR },
	{ "bonus-per-game", required_argument, NULL, OPT_BONUS },
	{ "initial", required_argument, NULL, OPT_INITIAL },
	{ "newcomer-games", required_argument, NULL, OPT_NC_GAMES },
	{ "newcomer-min", required_argument, NULL, OPT_NC_MIN },
	{ "newcomer-max", required_argument, NULL, OPT_NC_MAX },
	{ "performance", required_argument, NULL, OPT_PERF },
	{ "round", required_argument, NULL, OPT_ROUND },
	{ "round-robin", required_argument, NULL, OPT_RR },
	{ "unrated", required_argument, NULL, OPT_UNRATED },
	{ NULL, 0, NULL, 0 },
};

static const char *const elo_profiles[] = { "greek2007", "rasccat", "fide", NULL };

static void *
elo_params(const char *profile)
{
	struct elo_params *p = xcalloc(1, sizeof *p);

	p->round = -1;
	p->round_robin = 1;
	if (strcmp(profile, "greek2007") == 0) {
		p->expect = EXP_FIDE;
		p->cap = 350;
		p->krule = K_FIXED;
		p->K = 20;
		p->bonus = 5;
		p->has_floor = 1;
		p->floor = 1000;
		p->nc_games = 9;
		p->has_nc_min = p->has_nc_max = 1;
		p->nc_min = 1000;
		p->nc_max = 1600;
	} else if (strcmp(profile, "rasccat") == 0) {
		p->expect = EXP_LOGISTIC;
		p->krule = K_RASCCAT;
		p->k_games = 50;
		p->k_rating = 1500;
		memcpy(p->kv, (double[4]){ 30, 24, 20, 16 }, sizeof p->kv);
		p->has_initial = 1;
		p->initial = 1000;
		p->nc_games = 9;
	} else if (strcmp(profile, "fide") == 0) {
		p->expect = EXP_FIDE;
		p->cap = 400;
		p->krule = K_FIDE;
		p->k_games = 30;
		p->k_rating = 2400;
		memcpy(p->kv, (double[4]){ 40, 20, 10, 0 }, sizeof p->kv);
		p->kn_max = 700;
		p->round = 0;
		/* not FIDE's initial-rating rules: the Greek mechanics, 5 games */
		p->nc_games = 5;
	} else {
		free(p);
		return NULL;
	}
	return p;
}

/* A number, or "none" (has = 0). */
static int
flag_opt_num(const char *arg, int *has, double *out, const char **why)
{
	if (strcmp(arg, "none") == 0) {
		*has = 0;
		return 1;
	}
	*has = 1;
	if (!num_parse(arg, strlen(arg), out)) {
		*why = "expected a number or none";
		return 0;
	}
	return 1;
}

static int
flag_k_values(struct elo_params *p, const char *arg, const char **why)
{
	char *end;
	const char *s = arg;
	int i;

	memset(p->kv, 0, sizeof p->kv);
	for (i = 0; i < 4; i++) {
		p->kv[i] = strtod(s, &end);
		if (end == s || p->kv[i] <= 0 || !isfinite(p->kv[i]))
			break;
		if (*end == '\0')
			return 1;
		if (*end != ',')
			break;
		s = end + 1;
	}
	*why = "expected up to 4 positive numbers separated by commas";
	return 0;
}

static int
elo_option(void *pp, int opt, const char *arg, const char **why)
{
	struct elo_params *p = pp;
	int has;
	long v;

	switch (opt) {
	case 'K':
		if (strcmp(arg, "fide") == 0 || strcmp(arg, "rasccat") == 0) {
			p->krule = arg[0] == 'f' ? K_FIDE : K_RASCCAT;
			return 1;
		}
		p->krule = K_FIXED;
		return flag_num(arg, &p->K, why);
	case OPT_K_GAMES:
		if (!int_parse(arg, strlen(arg), 0, LONG_MAX, &p->k_games)) {
			*why = "expected a whole number of games";
			return 0;
		}
		return 1;
	case OPT_K_RATING:
		return flag_num(arg, &p->k_rating, why);
	case OPT_K_VALUES:
		return flag_k_values(p, arg, why);
	case OPT_KN_MAX:
		if (strcmp(arg, "none") == 0) {
			p->kn_max = 0;
			return 1;
		}
		if (!int_parse(arg, strlen(arg), 1, LONG_MAX, &p->kn_max)) {
			*why = "expected a positive whole number or none";
			return 0;
		}
		return 1;
	case OPT_EXPECT:
		if (strcmp(arg, "logistic") == 0)
			p->expect = EXP_LOGISTIC;
		else if (strcmp(arg, "fide") == 0)
			p->expect = EXP_FIDE;
		else {
			*why = "expected logistic or fide";
			return 0;
		}
		return 1;
	case OPT_CAP:
		if (!flag_opt_num(arg, &has, &p->cap, why))
			return 0;
		if (!has)
			p->cap = 0;
		else if (p->cap <= 0) {
			*why = "expected a positive number or none";
			return 0;
		}
		return 1;
	case OPT_FLOOR:
		return flag_opt_num(arg, &p->has_floor, &p->floor, why);
	case OPT_BONUS:
		if (!flag_opt_num(arg, &has, &p->bonus, why))
			return 0;
		if (!has)
			p->bonus = 0;
		return 1;
	case OPT_INITIAL:
		return flag_opt_num(arg, &p->has_initial, &p->initial, why);
	case OPT_NC_GAMES:
		if (!int_parse(arg, strlen(arg), 1, 100000, &p->nc_games)) {
			*why = "expected a positive whole number";
			return 0;
		}
		return 1;
	case OPT_NC_MIN:
		return flag_opt_num(arg, &p->has_nc_min, &p->nc_min, why);
	case OPT_NC_MAX:
		return flag_opt_num(arg, &p->has_nc_max, &p->nc_max, why);
	case OPT_PERF:
		if (strcmp(arg, "table") == 0 || strcmp(arg, "exact") == 0) {
			p->perf_exact = arg[0] == 'e';
			return 1;
		}
		*why = "expected table or exact";
		return 0;
	case OPT_ROUND:
		if (strcmp(arg, "none") == 0) {
			p->round = -1;
			return 1;
		}
		if (!int_parse(arg, strlen(arg), 0, 15, &v)) {
			*why = "expected decimals from 0 to 15, or none";
			return 0;
		}
		p->round = (int)v;
		return 1;
	case OPT_RR:
		if (strcmp(arg, "detect") == 0 || strcmp(arg, "no") == 0) {
			p->round_robin = arg[0] == 'd';
			return 1;
		}
		*why = "expected detect or no";
		return 0;
	case OPT_UNRATED:
		return flag_opt_num(arg, &p->has_unrated, &p->unrated, why);
	}
	*why = "not an option of model elo";
	return 0;
}

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
	if (p->has_nc_min && p->has_nc_max && p->nc_min > p->nc_max) {
		*why = "--newcomer-min is above --newcomer-max";
		return 0;
	}
	return 1;
}

static void
elo_free_params(void *pp)
{
	free(pp);
}

/* ---------- the rules ---------- */

struct pgame {
	double opp, score;	/* opponent's rating, own score 1/.5/0 */
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

	if (par->krule == K_FIDE)
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
		d = round_to(d, par->round);
	return d;
}

static double
clamp_newcomer(const struct elo_params *par, double r)
{
	if (par->has_nc_min && r < par->nc_min)
		r = par->nc_min;
	if (par->has_nc_max && r > par->nc_max)
		r = par->nc_max;
	return r;
}

static double
logistic_sum(const struct pgame *pg, size_t n, double x, double ra, int virt)
{
	double s = 0;
	size_t i;

	for (i = 0; i < n; i++)
		s += 1 / (1 + pow(10, -(x - pg[i].opp) / 400));
	if (virt)
		s += 1 / (1 + pow(10, -(x - ra) / 400));
	return s;
}

/*
 * Performance rating Rp of a newcomer's games: Ra + dp(W/n) from table
 * 8.1a, or (--performance exact) the x solving sum P(x - R_i) = W with
 * the logistic curve.  A perfect or zero score gets one virtual loss or
 * win against an opponent rated Ra, the average of the real ones.
 */
static double
performance(const struct elo_params *par, const struct pgame *pg, size_t n)
{
	double W = 0, ra = 0, m = (double)n, lo, hi;
	int virt = 0, it;
	size_t i;

	for (i = 0; i < n; i++) {
		W += pg[i].score;
		ra += pg[i].opp;
	}
	ra /= (double)n;
	if (W == 0 || W == (double)n) {
		virt = 1;
		W += W == 0;	/* a virtual win; a virtual loss adds nothing */
		m += 1;
	}
	if (!par->perf_exact)
		return clamp_newcomer(par, ra + fide_dp(W, (long)m));
	lo = ra - 4000;
	hi = ra + 4000;
	for (it = 0; it < 200; it++) {
		double mid = (lo + hi) / 2;

		if (logistic_sum(pg, n, mid, ra, virt) < W)
			lo = mid;
		else
			hi = mid;
	}
	return clamp_newcomer(par, (lo + hi) / 2);
}

/* ---------- state ---------- */

struct eplayer {
	int seen;		/* played a game in this run */
	int exists;		/* has a state (rated or with newcomer games) */
	int rated;
	double rating;
	long games;
	long last;		/* date of the last event, LONG_MIN none */
	int top;		/* reached k_rating (K_FIDE) */
	int await;		/* rated in its first event: provisional until it
				 * appears in another ("takes the rating when
				 * appearing in a second tournament") */
	struct pgame *pg;	/* newcomer: games against rated players */
	size_t npg, pgcap;
	int ev1;		/* the last event it has a row in: evsplit id + 1, 0 none */
};

/* The keys of one type by the reader's player id, so that a row's key
 * needs no string built and hashed (key + 1; 0: not looked up yet). */
struct ktype {
	char *name;
	int *key;
	size_t cap;
};

/* One participant (type, player) of the event being rated. */
struct epart {
	int key;
	int rated0;		/* rated when the event starts */
	int known;		/* counts as an opponent: rated0 or completes */
	int updates;		/* its rating changes in this event */
	int completes;		/* a newcomer rated in this event */
	double r0;		/* rating in this event: pre-event or Rp */
	long nrp;		/* games of its Rp */
	double w;
	struct esum we;
	long g;
	int played;		/* has a game that is not a forfeit or bye */
};

enum mark { M_PLAYED, M_FORFEIT, M_BYE };

struct run {
	const struct elo_params *par;
	struct game_reader gr;
	int c_result;
	struct names keys;	/* "type\tplayer" */
	struct strbuf kb;	/* a key being built */
	struct ktype *kt;	/* key caches, one per type seen */
	size_t nkt, ktcap, klast;
	struct eplayer *pl;
	size_t plcap;
	struct eventbuf eb;
	struct evsplit es;	/* event ids: the prior's last ones, this run's */
	int ev1;		/* the buffered event's evsplit id + 1 */
	/* per event */
	struct epart *part;
	size_t npart, partcap;
	int *loc;		/* key -> index in part, or -1 */
	size_t loccap;
	int *rowpart;		/* per event row: its participant */
	enum mark *gmark;	/* per event game */
	size_t rowcap, gcap;
	struct tsv_rowout ro;
	int history;
};

static int
key_of(struct run *r, const char *type, const char *player, size_t plen)
{
	int id;

	r->kb.len = 0;
	sb_adds(&r->kb, type);
	sb_tab(&r->kb);
	sb_add(&r->kb, player, plen);
	id = names_intern(&r->keys, r->kb.s, r->kb.len, NULL);
	if ((size_t)id >= r->plcap) {
		size_t old = r->plcap;

		xgrow(&r->pl, &r->plcap, (size_t)id + 1, sizeof *r->pl);
		memset(r->pl + old, 0, (r->plcap - old) * sizeof *r->pl);
		xgrow(&r->loc, &r->loccap, r->plcap, sizeof *r->loc);
		memset(r->loc + old, 0xff, (r->loccap - old) * sizeof *r->loc);
	}
	return id;
}

static void
pg_add(struct eplayer *p, double opp, double score)
{
	xgrow(&p->pg, &p->pgcap, p->npg + 1, sizeof *p->pg);
	p->pg[p->npg++] = (struct pgame){ opp, score };
}

/* ---------- prior ratings (rate -r) ---------- */

/* _state: "rated" [top] [await], or "new R:S R:S ..." (newcomer games). */
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
		end = colon + 1 + strcspn(colon + 1, " ");
		if (!num_parse(colon + 1, (size_t)(end - colon - 1), &score) ||
		    (score != 0 && score != 0.5 && score != 1))
			return 0;
		pg_add(p, opp, score);
		s = end;
	}
	return *s == '\0' && p->npg > 0;
}

static void
load_prior(struct run *r, const char *path)
{
	struct tsv_in in;
	int c_type, c_player, c_rating, c_games, c_last, c_state, c_event;

	tsv_open_path(&in, path);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	c_games = tsv_need(&in, "games");
	c_last = tsv_need(&in, "last");
	c_state = tsv_need(&in, "_state");
	c_event = tsv_col(&in, EVSPLIT_COL);	/* absent in files before it: no check */
	while (tsv_next(&in)) {
		int k = key_of(r, in.f[c_type], in.f[c_player], in.flen[c_player]);
		struct eplayer *p = &r->pl[k];

		if (p->exists)
			tsv_bad_line(&in, "player \"%s\" of type \"%s\" appears twice",
			    in.f[c_player], in.f[c_type]);
		p->exists = 1;
		p->rating = tsv_num(&in, c_rating);
		if (!int_parse(in.f[c_games], in.flen[c_games], 0, LONG_MAX, &p->games))
			tsv_bad_field(&in, c_games, "a whole number of games");
		p->last = tsv_date(&in, c_last);
		if (!state_parse(p, in.f[c_state]))
			tsv_bad_field(&in, c_state, "an elo state: rated [top] [await], or new R:S ...");
		p->ev1 = evsplit_prior_row(&r->es, &in, c_event);
	}
	evsplit_prior_done(&r->es, path);
	tsv_close(&in);
}

/* ---------- one event ---------- */

static enum mark
mark_of(struct run *r, size_t row)
{
	const struct game_reader *gr = &r->gr;
	const char *s;
	size_t n;

	if (r->c_result < 0)
		return M_PLAYED;
	s = game_field(gr, row, r->c_result);
	n = game_flen(gr, row, r->c_result);
	if (n == 0 || (n == 6 && memcmp(s, "played", 6) == 0))
		return M_PLAYED;
	if (n == 7 && memcmp(s, "forfeit", 7) == 0)
		return M_FORFEIT;
	if (n == 3 && memcmp(s, "bye", 3) == 0)
		return M_BYE;
	game_bad_field(gr, row, r->c_result, "played, forfeit, bye or empty");
}

/* The reader's current game: two rows, or a game marked not rated. */
static enum mark
check_game(struct run *r)
{
	const struct game *g = &r->gr.g;
	enum mark m = mark_of(r, 0);
	size_t i;

	for (i = 1; i < g->n; i++)
		if (mark_of(r, i) != m)
			game_bad_field(&r->gr, i, r->c_result,
			    "the same result on every row of a game");
	if (g->n > 2)
		game_bad_row(&r->gr, 0, "game \"%s\" of event \"%s\" has %zu rows; elo rates two-player games",
		    g->id, g->event, g->n);
	if (g->n == 1 && m == M_PLAYED)
		game_bad_row(&r->gr, 0, "game \"%s\" of event \"%s\" has one row; mark a bye with result \"bye\"",
		    g->id, g->event);
	if (r->gr.c_place < 0)
		game_bad_row(&r->gr, 0, "missing column \"place\"");
	return m;
}

/* Score of row `row` of a played game from the places: 1, 1/2 or 0. */
static double
score_of(const struct eventbuf *eb, size_t row, size_t other)
{
	return eb->place[row] < eb->place[other] ? 1 :
	    eb->place[row] == eb->place[other] ? 0.5 : 0;
}

static size_t
other_row(const struct ev_game *g, size_t row)
{
	return row == g->row0 ? g->row0 + 1 : g->row0;
}

/* key_of for the reader's player id, through the type's cache. */
static int
key_of_pid(struct run *r, const char *type, int pid)
{
	struct ktype *t;
	size_t j;

	if (!r->nkt || strcmp(r->kt[r->klast].name, type) != 0) {
		for (j = 0; j < r->nkt && strcmp(r->kt[j].name, type) != 0; j++)
			;
		if (j == r->nkt) {
			xgrow(&r->kt, &r->ktcap, r->nkt + 1, sizeof *r->kt);
			r->kt[r->nkt++] = (struct ktype){ xstrdup(type), NULL, 0 };
		}
		r->klast = j;
	}
	t = &r->kt[r->klast];
	if ((size_t)pid >= t->cap) {
		size_t old = t->cap;

		xgrow(&t->key, &t->cap, (size_t)pid + 1, sizeof *t->key);
		memset(t->key + old, 0, (t->cap - old) * sizeof *t->key);
	}
	if (!t->key[pid]) {
		const char *pl = names_str(&r->gr.players, pid);

		t->key[pid] = key_of(r, type, pl, strlen(pl)) + 1;
	}
	return t->key[pid] - 1;
}

/* Participants of the buffered event, from the ratings before it. */
static void
gather(struct run *r)
{
	const struct elo_params *par = r->par;
	struct eventbuf *eb = &r->eb;
	size_t i, gi;

	r->npart = 0;
	xgrow(&r->rowpart, &r->rowcap, eb->nrow, sizeof *r->rowpart);
	for (i = 0; i < eb->nrow; i++) {
		int k = key_of_pid(r, eventbuf_field(eb, i, r->gr.c_type, NULL), eb->player[i]);

		if (r->loc[k] < 0) {
			struct eplayer *p = &r->pl[k];
			struct epart *e;

			xgrow(&r->part, &r->partcap, r->npart + 1, sizeof *r->part);
			e = &r->part[r->npart];
			memset(e, 0, sizeof *e);
			e->key = k;
			e->rated0 = p->exists ? p->rated : par->has_initial;
			e->r0 = p->exists ? p->rating : par->initial;
			e->known = e->updates = e->rated0;
			r->loc[k] = (int)r->npart++;
		}
		r->rowpart[i] = r->loc[k];
	}
	for (gi = 0; gi < eb->ngame; gi++)
		for (i = 0; i < eb->game[gi].n && r->gmark[gi] == M_PLAYED; i++)
			r->part[r->rowpart[eb->game[gi].row0 + i]].played = 1;
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
round_robin(struct run *r)
{
	struct eventbuf *eb = &r->eb;
	unsigned long long *pair = xmalloc((eb->ngame ? eb->ngame : 1) * sizeof *pair);
	size_t np = 0, distinct = 0, want = 0, gi, i;
	struct names types;
	size_t *count = xcalloc(r->npart ? r->npart : 1, sizeof *count);

	for (gi = 0; gi < eb->ngame; gi++) {
		unsigned long long a, b;

		if (eb->game[gi].n != 2)
			continue;
		a = (unsigned long long)r->rowpart[eb->game[gi].row0];
		b = (unsigned long long)r->rowpart[eb->game[gi].row0 + 1];
		pair[np++] = a < b ? a << 32 | b : b << 32 | a;
	}
	qsort(pair, np, sizeof *pair, by_u64);
	for (i = 0; i < np; i++)
		distinct += i == 0 || pair[i] != pair[i - 1];
	names_init(&types);
	for (i = 0; i < r->npart; i++) {
		const char *k = names_str(&r->keys, r->part[i].key);

		count[names_intern(&types, k, strcspn(k, "\t"), NULL)]++;
	}
	for (i = 0; i < types.n; i++)
		want += count[i] * (count[i] - 1) / 2;
	names_free(&types);
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
newcomers(struct run *r)
{
	const struct elo_params *par = r->par;
	struct eventbuf *eb = &r->eb;
	size_t *npg0 = xcalloc(r->npart ? r->npart : 1, sizeof *npg0);
	size_t i, gi;
	int rr = -1;

	for (i = 0; i < r->npart; i++)
		npg0[i] = r->pl[r->part[i].key].npg;
	for (gi = 0; gi < eb->ngame; gi++) {
		const struct ev_game *g = &eb->game[gi];

		if (r->gmark[gi] != M_PLAYED)
			continue;
		for (i = g->row0; i < g->row0 + 2; i++) {
			struct epart *x = &r->part[r->rowpart[i]];
			const struct epart *y = &r->part[r->rowpart[other_row(g, i)]];

			if (!x->rated0 && y->rated0) {
				r->pl[x->key].exists = 1;
				pg_add(&r->pl[x->key], y->r0, score_of(eb, i, other_row(g, i)));
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
		if (npg0[i] == 0 && par->round_robin) {
			if (rr < 0)
				rr = round_robin(r);
			if (rr)
				use = p->npg;
		}
		x->completes = x->known = 1;
		x->updates = npg0[i] > 0;
		x->r0 = performance(par, p->pg, use);
		x->nrp = (long)use;
		p->npg = 0;
	}
	free(npg0);
}

/* W, We and games of each player whose rating changes. */
static void
tally(struct run *r)
{
	struct eventbuf *eb = &r->eb;
	size_t gi, i;

	for (gi = 0; gi < eb->ngame; gi++) {
		const struct ev_game *g = &eb->game[gi];

		if (r->gmark[gi] != M_PLAYED)
			continue;
		for (i = g->row0; i < g->row0 + 2; i++) {
			struct epart *x = &r->part[r->rowpart[i]];
			const struct epart *y = &r->part[r->rowpart[other_row(g, i)]];

			if (!x->updates || !y->known)
				continue;
			esum_add(r->par, &x->we, elo_expect(r->par, x->r0, y->r0));
			x->w += score_of(eb, i, other_row(g, i));
			x->g++;
		}
	}
}

static void
apply(struct run *r)
{
	const struct elo_params *par = r->par;
	long end = r->eb.game[r->eb.ngame - 1].date;
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
				if (par->has_floor && nr < par->floor)
					nr = par->floor;
			}
			if (par->krule == K_FIDE && (x->r0 >= par->k_rating || nr >= par->k_rating))
				p->top = 1;
			p->exists = p->rated = 1;
			p->await = x->completes && !x->updates;
			p->rating = nr;
			p->games = before + x->g;
		}
		if (x->played && p->exists)
			p->last = end;
		if (x->played && x->rated0)
			p->await = 0;	/* its second tournament */
		p->seen |= x->played;
	}
}

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
static const char *const history_cols[] = { "rated", "before", "expected_total",
	"score_total", "rating", "prev", "expected", "escale", NULL };

/* The pre-event rating a prediction is made from, or 0 (none). */
static int
prev_of(const struct run *r, size_t gi, size_t row, double *x)
{
	const struct epart *e = &r->part[r->rowpart[row]];

	*x = e->r0;
	return r->gmark[gi] == M_PLAYED && e->rated0;
}

static const char *
row_reason(const struct run *r, size_t gi, size_t row)
{
	const struct ev_game *g = &r->eb.game[gi];
	const struct epart *x, *y;

	if (r->gmark[gi] != M_PLAYED)
		return r->gmark[gi] == M_BYE ? "bye" : "forfeit";
	x = &r->part[r->rowpart[row]];
	y = &r->part[r->rowpart[other_row(g, row)]];
	if (x->updates && y->known)
		return "yes";
	if ((!x->rated0 && y->rated0) || (x->completes && y->known))
		return "newcomer";
	return "unrated";
}

static void
write_prediction(struct run *r, size_t gi, size_t row)
{
	const struct ev_game *g = &r->eb.game[gi];
	double own, opp;
	int has = prev_of(r, gi, row, &own);

	if (has)
		tsv_rowout_num(&r->ro, 5, own);
	else
		tsv_rowout_str(&r->ro, 5, "", 0);
	if (has && g->n == 2 && prev_of(r, gi, other_row(g, row), &opp))
		tsv_rowout_num(&r->ro, 6, elo_expect(r->par, own, opp));
	else
		tsv_rowout_str(&r->ro, 6, "", 0);
	tsv_rowout_num(&r->ro, 7, 400);
}

static void
write_history(struct run *r)
{
	struct eventbuf *eb = &r->eb;
	size_t gi, i;

	for (gi = 0; gi < eb->ngame; gi++)
		for (i = eb->game[gi].row0; i < eb->game[gi].row0 + eb->game[gi].n; i++) {
			const struct epart *x = &r->part[r->rowpart[i]];
			const struct eplayer *p = &r->pl[x->key];
			const char *why = row_reason(r, gi, i);
			char **f;
			size_t *flen;

			tsv_rowout_str(&r->ro, 0, why, strlen(why));
			if (x->rated0 || x->completes)
				tsv_rowout_num(&r->ro, 1, x->r0);
			else
				tsv_rowout_str(&r->ro, 1, "", 0);
			if (x->updates && x->g > 0) {
				tsv_rowout_num(&r->ro, 2, esum_value(r->par, &x->we));
				tsv_rowout_num(&r->ro, 3, x->w);
			} else {
				tsv_rowout_str(&r->ro, 2, "", 0);
				tsv_rowout_str(&r->ro, 3, "", 0);
			}
			if (p->exists && p->rated)
				tsv_rowout_num(&r->ro, 4, p->rating);
			else
				tsv_rowout_str(&r->ro, 4, "", 0);
			write_prediction(r, gi, i);
			eventbuf_row(eb, i, &f, &flen);
			tsv_rowout_write(&r->ro, f, flen);
		}
}

static void
rate_event(struct run *r)
{
	size_t i;

	if (r->eb.ngame == 0)
		return;
	gather(r);
	if (!r->par->has_initial)
		newcomers(r);
	tally(r);
	apply(r);
	if (r->history)
		write_history(r);
	for (i = 0; i < r->npart; i++) {
		r->pl[r->part[i].key].ev1 = r->ev1;
		r->loc[r->part[i].key] = -1;
	}
	eventbuf_clear(&r->eb);
}

/* ---------- the rating run ---------- */

/* Players whose games all went unrated have no row: say so, never silently. */
static void
warn_unrated(const struct run *r)
{
	size_t k, n = 0;

	for (k = 0; k < r->keys.n; k++)
		n += r->pl[k].seen && !r->pl[k].exists;
	if (n)
		warnx_rp("%zu player(s) played only unrated players and have no rating; "
		    "give initial ratings with -r (or --initial); --history shows their games", n);
}

static void
write_ratings(struct run *r)
{
	static const char *const cols[] = { "rating", "games", "status", "last", "_state",
		EVSPLIT_COL, NULL };
	struct ratings_out ro = { 0 };
	struct strbuf sb = { 0 };
	size_t k, j;

	for (k = 0; k < r->keys.n; k++) {
		const struct eplayer *p = &r->pl[k];
		const char *key = names_str(&r->keys, (int)k), *tab = strchr(key, '\t');
		char *type;

		if (!p->exists)
			continue;
		sb.len = 0;
		sb_num(&sb, p->rated ? p->rating : performance(r->par, p->pg, p->npg));
		sb_tab(&sb);
		sb_int(&sb, p->rated ? p->games : (long long)p->npg);
		sb_adds(&sb, p->rated && !p->await ? "\tactive\t" : "\tprovisional\t");
		sb_date(&sb, p->last);
		sb_adds(&sb, p->rated ? "\trated" : "\tnew");
		if (p->top)
			sb_adds(&sb, " top");
		if (p->await)
			sb_adds(&sb, " await");
		for (j = 0; !p->rated && j < p->npg; j++) {
			sb_adds(&sb, " ");
			sb_num(&sb, p->pg[j].opp);
			sb_adds(&sb, ":");
			sb_num(&sb, p->pg[j].score);
		}
		sb_tab(&sb);
		evsplit_put(&r->es, &sb, p->ev1);
		type = xstrndup(key, (size_t)(tab - key));
		ratings_add(&ro, type, tab + 1, sb.s, sb.len);
		free(type);
	}
	free(sb.s);
	ratings_write(&ro, cols);
}

static void
run_init(struct run *r, const struct elo_params *par, int npaths, char **paths)
{
	static const char *const need[] = { "type", NULL };

	memset(r, 0, sizeof *r);
	r->par = par;
	game_open(&r->gr, npaths, paths, need);
	r->c_result = tsv_col(&r->gr.in, "result");
	names_init(&r->keys);
	eventbuf_init(&r->eb, r->gr.in.ncol);
	evsplit_init(&r->es);
}

static void
run_free(struct run *r)
{
	size_t k;

	for (k = 0; k < r->plcap; k++)
		free(r->pl[k].pg);
	free(r->pl);
	free(r->part);
	free(r->loc);
	free(r->rowpart);
	free(r->gmark);
	eventbuf_free(&r->eb);
	evsplit_free(&r->es);
	free(r->kb.s);
	for (k = 0; k < r->nkt; k++) {
		free(r->kt[k].name);
		free(r->kt[k].key);
	}
	free(r->kt);
	names_free(&r->keys);
	game_close(&r->gr);
}

/* Read the stream event by event; `each` handles a complete event. */
static void
by_event(struct run *r, void (*each)(struct run *))
{
	while (game_next(&r->gr)) {
		enum mark m;

		if (eventbuf_other(&r->eb, &r->gr))
			each(r);
		if (r->eb.ngame == 0)	/* an event's first game */
			r->ev1 = evsplit_start(&r->es, &r->gr);
		m = check_game(r);
		eventbuf_add(&r->eb, &r->gr);
		xgrow(&r->gmark, &r->gcap, r->eb.ngame, sizeof *r->gmark);
		r->gmark[r->eb.ngame - 1] = m;
	}
	each(r);
}

static void
elo_rate(void *pp, const struct rate_opts *o)
{
	struct run r;

	run_init(&r, pp, o->npaths, o->paths);
	if (o->prior)
		load_prior(&r, o->prior);
	r.history = o->history;
	if (o->history) {
		tsv_put_header(&r.gr.in, history_cols);
		tsv_rowout_init(&r.ro, &r.gr.in, history_cols);
	}
	by_event(&r, rate_event);
	if (o->history)
		tsv_rowout_free(&r.ro);
	else
		write_ratings(&r);
	warn_unrated(&r);
	run_free(&r);
}

/* ---------- value -m elo -r RATINGS ---------- */

static const char *const value_cols[] = { "expected", "expected_total", NULL };

static void
load_list(struct run *r, const char *path)
{
	struct tsv_in in;
	int c_type, c_player, c_rating;

	tsv_open_path(&in, path);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	while (tsv_next(&in)) {
		int k = key_of(r, in.f[c_type], in.f[c_player], in.flen[c_player]);

		if (r->pl[k].exists)
			tsv_bad_line(&in, "player \"%s\" of type \"%s\" appears twice",
			    in.f[c_player], in.f[c_type]);
		r->pl[k].exists = r->pl[k].rated = 1;
		r->pl[k].rating = tsv_num(&in, c_rating);
	}
	tsv_close(&in);
}

/* Each row's expected score, and each player's total over the event. */
static void
value_event(struct run *r)
{
	struct eventbuf *eb = &r->eb;
	size_t gi, i;
	double *e;

	if (eb->ngame == 0)
		return;
	gather(r);
	for (i = 0; i < r->npart; i++)
		if (!r->part[i].known && r->par->has_unrated) {
			r->part[i].known = 1;
			r->part[i].r0 = r->par->unrated;
		}
	e = xmalloc(eb->nrow * sizeof *e);
	for (gi = 0; gi < eb->ngame; gi++)
		for (i = eb->game[gi].row0; i < eb->game[gi].row0 + eb->game[gi].n; i++) {
			struct epart *x = &r->part[r->rowpart[i]];
			const struct epart *y;

			e[i] = -1;
			if (r->gmark[gi] != M_PLAYED)
				continue;
			y = &r->part[r->rowpart[other_row(&eb->game[gi], i)]];
			if (!x->known || !y->known)
				continue;
			e[i] = elo_expect(r->par, x->r0, y->r0);
			esum_add(r->par, &x->we, e[i]);
			x->g++;
		}
	for (i = 0; i < eb->nrow; i++) {
		const struct epart *x = &r->part[r->rowpart[i]];
		char **f;
		size_t *flen;

		if (e[i] >= 0)
			tsv_rowout_num(&r->ro, 0, e[i]);
		else
			tsv_rowout_str(&r->ro, 0, "", 0);
		if (x->g > 0)
			tsv_rowout_num(&r->ro, 1, esum_value(r->par, &x->we));
		else
			tsv_rowout_str(&r->ro, 1, "", 0);
		eventbuf_row(eb, i, &f, &flen);
		tsv_rowout_write(&r->ro, f, flen);
	}
	free(e);
	for (i = 0; i < r->npart; i++)
		r->loc[r->part[i].key] = -1;
	eventbuf_clear(eb);
}

static void
elo_value(void *pp, const char *ratings, int npaths, char **paths)
{
	struct run r;

	run_init(&r, pp, npaths, paths);
	load_list(&r, ratings);
	tsv_put_header(&r.gr.in, value_cols);
	tsv_rowout_init(&r.ro, &r.gr.in, value_cols);
	by_event(&r, value_event);
	tsv_rowout_free(&r.ro);
	run_free(&r);
}

const struct model elo_model = {
	.name = "elo",
	.summary = "tournament Elo, rating period = event",
	.profiles = elo_profiles,
	.longopts = elo_longopts,
	.shortopts = "K:",
	.help =
	    "  -K, --k K|fide|rasccat  K factor: fixed (greek2007 20) or a rule\n"
	    "      --k-games G       fide: K[0] below G games (30); rasccat: FM by\n"
	    "                        games <= G (50)\n"
	    "      --k-rating R      fide: K[2] once R reached (2400); rasccat: FM by\n"
	    "                        rating <= R (1500)\n"
	    "      --k-values LIST   the rule's K values (fide 40,20,10; rasccat\n"
	    "                        30,24,20,16)\n"
	    "      --kn-max N|none   K*games in a period at most N (fide 700)\n"
	    "      --expect CURVE    fide (table 8.1b) or logistic\n"
	    "      --cap D|none      rating difference counted at most D (350/none/400)\n"
	    "      --floor R|none    no rating below R (greek2007 1000)\n"
	    "      --bonus-per-game B|none  gains above B a game count twice (greek2007 5)\n"
	    "      --initial R|none  newcomers start at R (rasccat 1000); none: newcomer\n"
	    "                        phase, rated from a performance rating\n"
	    "      --newcomer-games N  games against rated players for Rp (9; fide 5)\n"
	    "      --newcomer-min R|none, --newcomer-max R|none  clamp of Rp (1000, 1600)\n"
	    "      --performance table|exact  Rp = Ra + dp (table 8.1a) or sum P = W\n"
	    "      --round D|none    round the period change to D decimals (fide 0)\n"
	    "      --round-robin detect|no  a round-robin first event: all games for Rp\n"
	    "      --unrated R|none  value: rating of a player not in the list\n",
	.params = elo_params,
	.option = elo_option,
	.check = elo_check,
	.rate = elo_rate,
	.value = elo_value,
	.free_params = elo_free_params,
};
