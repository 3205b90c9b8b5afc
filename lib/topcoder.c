/*
 * topcoder.c - model `topcoder`: the TopCoder rank-based rating with
 * volatility, as the FISC's RaPliCat uses it for duplicate Scrabble
 * (spec/rapliccat.md, seed 002 second part).
 *
 * Each game of a type is a rating event.  With N players of ratings R,
 * volatilities V and times rated n (steps 1-12 of the spec):
 *   CF      = sqrt(sum V^2 / N + sum (R - mean R)^2 / (N - 1))
 *   ERank_i = 1/2 + sum_j WP(j over i),  WP = (erf((Rj-Ri)/sqrt(2(Vj^2+Vi^2))) + 1)/2
 *   EPerf   = -Phi^-1((ERank - 1/2)/N),  APerf = -Phi^-1((ARank - 1/2)/N)
 *   PerfAs  = R + CF (APerf - EPerf)
 *   Weight  = 1/(1 - (0.42/(n+1) + 0.18)) - 1, x0.9 from 2000, x0.8 from 2500
 *   NewR    = (R + Weight PerfAs)/(1 + Weight), within R +- (150 + 1500/(n+2))
 *   NewV    = sqrt((NewR - R)^2/Weight + V^2/(1 + Weight)),  n += 1
 * The seed's point 2: consolidated players (n > 0) are rated on the
 * virtual standings of the consolidated players alone, new players on
 * the whole standings; with a single consolidated player everybody is
 * rated on the whole standings.
 *
 * Speed: ERank is a sum over pairs, O(N^2) per game.  erf is odd, so
 * WP(i over j) = 1 - WP(j over i): each pair costs one erf, and with
 * E_i = sum_{j != i} erf((Rj-Ri)/s_ij),  ERank_i = (N+1)/2 + E_i/2.
 * The inner loop is a subtraction, an addition, a square root, a
 * division and erf, on arrays precomputed per game (R, 2V^2).
 */
#include "game.h"
#include "model.h"
#include "names.h"
#include "normal.h"
#include "num.h"
#include "ratings.h"
#include "rp.h"
#include "tsv.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---------- parameters ---------- */

struct tc_params {
	double init_r, init_v;	/* a new player */
	double first_v;		/* V after the first rating; 0: the formula */
	double cap_base, cap_scale;
	int cap_integer;	/* Cap = base + floor(scale/(n+2)) */
	double w_a, w_b;	/* Weight = 1/(1 - (a/(n+1) + b)) - 1 */
	double band1, band1_f, band2, band2_f;
	int round_int;		/* stored R and V are rounded to integers */
	double min_rating;	/* -HUGE_VAL: none */
	int together;		/* rate everybody on the whole standings */
	long provisional;	/* status provisional below this many ratings */
	double *quantile;	/* value --quantile P: print Phi^-1(P) */
	size_t nq, qcap;
};

enum {
	OPT_INIT_R = 1000, OPT_INIT_V, OPT_FIRST_V, OPT_CAP_BASE, OPT_CAP_SCALE,
	OPT_CAP_DIV, OPT_W_A, OPT_W_B, OPT_BAND1, OPT_BAND1_F, OPT_BAND2,
	OPT_BAND2_F, OPT_ROUND, OPT_MIN_R, OPT_NEWCOMERS, OPT_PROVISIONAL,
	OPT_QUANTILE,
};

static const struct option tc_longopts[] = {
	{ "initial-rating", required_argument, NULL, OPT_INIT_R },
	{ "initial-volatility", required_argument, NULL, OPT_INIT_V },
	{ "first-volatility", required_argument, NULL, OPT_FIRST_V },
	{ "cap-base", required_argument, NULL, OPT_CAP_BASE },
	{ "cap-scale", required_argument, NULL, OPT_CAP_SCALE },
	{ "cap-division", required_argument, NULL, OPT_CAP_DIV },
	{ "weight-a", required_argument, NULL, OPT_W_A },
	{ "weight-b", required_argument, NULL, OPT_W_B },
	{ "band1", required_argument, NULL, OPT_BAND1 },
	{ "band1-factor", required_argument, NULL, OPT_BAND1_F },
	{ "band2", required_argument, NULL, OPT_BAND2 },
	{ "band2-factor", required_argument, NULL, OPT_BAND2_F },
	{ "round", required_argument, NULL, OPT_ROUND },
	{ "min-rating", required_argument, NULL, OPT_MIN_R },
	{ "newcomers", required_argument, NULL, OPT_NEWCOMERS },
	{ "provisional", required_argument, NULL, OPT_PROVISIONAL },
	{ "quantile", required_argument, NULL, OPT_QUANTILE },
	{ NULL, 0, NULL, 0 },
};

static const char *const tc_profiles[] = { "rapliccat", "topcoder", NULL };

static void *
tc_params(const char *profile)
{
	struct tc_params *p;
	int tc = strcmp(profile, "topcoder") == 0;

	if (!tc && strcmp(profile, "rapliccat") != 0)
		return NULL;
	p = xcalloc(1, sizeof *p);
	p->init_r = 1200;
	p->init_v = tc ? 515 : 535;	/* seed: "volatilitat inicial 535" */
	p->first_v = tc ? 385 : 0;
	p->cap_base = 150;
	p->cap_scale = 1500;
	p->cap_integer = tc;		/* TopCoder's code divides integers */
	p->w_a = 0.42;
	p->w_b = 0.18;
	p->band1 = 2000;		/* seed: "entre 2000 i 2500 ... un 10%" */
	p->band1_f = 0.9;
	p->band2 = 2500;		/* "per damunt de 2500 ... un 20%" */
	p->band2_f = 0.8;
	p->round_int = tc;
	p->min_rating = tc ? 1 : -HUGE_VAL;
	return p;
}

static int
flag_choice(const char *arg, const char *no, const char *yes, int *out,
    const char **why)
{
	static char msg[80];

	if (strcmp(arg, no) == 0 || strcmp(arg, yes) == 0) {
		*out = strcmp(arg, yes) == 0;
		return 1;
	}
	snprintf(msg, sizeof msg, "expected %s or %s", no, yes);
	*why = msg;
	return 0;
}

static int
tc_option(void *pp, int opt, const char *arg, const char **why)
{
	struct tc_params *p = pp;

	switch (opt) {
	case OPT_INIT_R:
		return flag_num(arg, &p->init_r, why);
	case OPT_INIT_V:
		return flag_num(arg, &p->init_v, why);
	case OPT_FIRST_V:
		if (strcmp(arg, "formula") == 0) {
			p->first_v = 0;
			return 1;
		}
		return flag_num(arg, &p->first_v, why);
	case OPT_CAP_BASE:
		return flag_num(arg, &p->cap_base, why);
	case OPT_CAP_SCALE:
		return flag_num(arg, &p->cap_scale, why);
	case OPT_CAP_DIV:
		return flag_choice(arg, "real", "integer", &p->cap_integer, why);
	case OPT_W_A:
		return flag_num(arg, &p->w_a, why);
	case OPT_W_B:
		return flag_num(arg, &p->w_b, why);
	case OPT_BAND1:
		return flag_num(arg, &p->band1, why);
	case OPT_BAND1_F:
		return flag_num(arg, &p->band1_f, why);
	case OPT_BAND2:
		return flag_num(arg, &p->band2, why);
	case OPT_BAND2_F:
		return flag_num(arg, &p->band2_f, why);
	case OPT_ROUND:
		return flag_choice(arg, "none", "integer", &p->round_int, why);
	case OPT_MIN_R:
		if (strcmp(arg, "none") == 0) {
			p->min_rating = -HUGE_VAL;
			return 1;
		}
		return flag_num(arg, &p->min_rating, why);
	case OPT_NEWCOMERS:
		return flag_choice(arg, "separate", "together", &p->together, why);
	case OPT_PROVISIONAL:
		if (!int_parse(arg, strlen(arg), 0, 1000000, &p->provisional)) {
			*why = "expected an integer from 0";
			return 0;
		}
		return 1;
	case OPT_QUANTILE:
		xgrow(&p->quantile, &p->qcap, p->nq + 1, sizeof *p->quantile);
		if (!flag_num(arg, &p->quantile[p->nq], why))
			return 0;
		if (!(p->quantile[p->nq] > 0 && p->quantile[p->nq] < 1)) {
			*why = "expected a probability strictly between 0 and 1";
			return 0;
		}
		p->nq++;
		return 1;
	}
	*why = "not an option of model topcoder";
	return 0;
}

static int
tc_check(void *pp, const char **why)
{
	struct tc_params *p = pp;

	if (!(p->init_v > 0) || p->first_v < 0)
		*why = "volatilities must be positive";
	else if (!(p->w_a >= 0 && p->w_b > 0 && p->w_a + p->w_b < 1))
		*why = "weights need --weight-a >= 0, --weight-b > 0 and their sum below 1";
	else if (!(p->band1_f > 0 && p->band2_f > 0 && p->band1 <= p->band2))
		*why = "weight bands need positive factors and --band1 <= --band2";
	else if (p->cap_base < 0 || p->cap_scale < 0)
		*why = "the cap must not be negative";
	else
		return 1;
	return 0;
}

static void
tc_free_params(void *pp)
{
	struct tc_params *p = pp;

	free(p->quantile);
	free(p);
}

/* ---------- one game: the library function rate and value share ---------- */

/*
 * E_k = sum_{j != k} erf((R_j - R_k) / sqrt(tv2_j + tv2_k)) for the first
 * t of m players (tv2 = 2 V^2); the others' E are not needed (and come
 * out partial).  Pairs of two targets are visited once, by symmetry.
 */
static void
pair_sums(size_t m, size_t t, const double *r, const double *tv2, double *E)
{
	size_t i, j;

	memset(E, 0, m * sizeof *E);
	for (i = 0; i < t; i++) {
		double ri = r[i], vi = tv2[i], acc = 0;

		for (j = i + 1; j < m; j++) {
			double e = erf((r[j] - ri) / sqrt(vi + tv2[j]));

			acc += e;
			E[j] -= e;
		}
		E[i] += acc;
	}
}

/* ERank from E over a field of m (spec step 4), and EPerf (step 5). */
static double
erank_of(size_t m, double E)
{
	return 0.5 * ((double)m + 1) + 0.5 * E;
}

static double
perf_of(size_t m, double rank)
{
	return -normal_quantile((rank - 0.5) / (double)m);
}

struct tc_result {
	double arank, erank, eperf, aperf, perfas, weight, cap, r, v;
};

/* Steps 7-12 for one player, given CF, ERank and ARank in a field of m. */
static void
update(const struct tc_params *par, double R, double V, long n, size_t m,
    double cf, struct tc_result *o)
{
	double w, cap, nr;

	o->eperf = perf_of(m, o->erank);
	o->aperf = perf_of(m, o->arank);
	o->perfas = R + cf * (o->aperf - o->eperf);
	w = 1 / (1 - (par->w_a / ((double)n + 1) + par->w_b)) - 1;
	if (R >= par->band2)
		w *= par->band2_f;
	else if (R >= par->band1)
		w *= par->band1_f;
	cap = par->cap_integer ? par->cap_base + floor(par->cap_scale / ((double)n + 2)) :
	    par->cap_base + par->cap_scale / ((double)n + 2);
	nr = (R + w * o->perfas) / (1 + w);
	if (nr > R + cap)
		nr = R + cap;
	if (nr < R - cap)
		nr = R - cap;
	o->weight = w;
	o->cap = cap;
	/* the volatility follows the limited rating (spec step 11) */
	o->v = n == 0 && par->first_v > 0 ? par->first_v :
	    sqrt((nr - R) * (nr - R) / w + V * V / (1 + w));
	o->r = nr;
	if (par->round_int) {
		o->r = round(o->r);
		o->v = round(o->v);
	}
	if (o->r < par->min_rating)
		o->r = par->min_rating;
}

/* Scratch arrays for one game, grown to the largest game seen. */
struct work {
	size_t cap;
	size_t *sel;		/* compact index -> game row */
	double *r, *tv2, *E, *rank;
	long *vplace, *less;
	double *R, *V;		/* per game row: pre-game state */
	long *n;
	struct tc_result *res;
	int *rated;
};

static void
work_grow(struct work *w, size_t n)
{
	if (n <= w->cap)
		return;
	w->cap = n;
	w->sel = xrealloc(w->sel, n * sizeof *w->sel);
	w->r = xrealloc(w->r, n * sizeof *w->r);
	w->tv2 = xrealloc(w->tv2, n * sizeof *w->tv2);
	w->E = xrealloc(w->E, n * sizeof *w->E);
	w->rank = xrealloc(w->rank, n * sizeof *w->rank);
	w->vplace = xrealloc(w->vplace, n * sizeof *w->vplace);
	w->less = xrealloc(w->less, (n + 2) * sizeof *w->less);
	w->R = xrealloc(w->R, n * sizeof *w->R);
	w->V = xrealloc(w->V, n * sizeof *w->V);
	w->n = xrealloc(w->n, n * sizeof *w->n);
	w->res = xrealloc(w->res, n * sizeof *w->res);
	w->rated = xrealloc(w->rated, n * sizeof *w->rated);
}

static void
work_free(struct work *w)
{
	free(w->sel);
	free(w->r);
	free(w->tv2);
	free(w->E);
	free(w->rank);
	free(w->vplace);
	free(w->less);
	free(w->R);
	free(w->V);
	free(w->n);
	free(w->res);
	free(w->rated);
}

/* Load the m players w->sel[] into the compact arrays and sum the pairs. */
static void
field_sums(struct work *w, size_t m, size_t t)
{
	size_t k;

	for (k = 0; k < m; k++) {
		w->r[k] = w->R[w->sel[k]];
		w->tv2[k] = 2 * w->V[w->sel[k]] * w->V[w->sel[k]];
	}
	pair_sums(m, t, w->r, w->tv2, w->E);
}

/*
 * Rate the first t of the m players w->sel[] on the standings of those
 * m players alone: the places of the game renumbered 1, 2, 2, 4 ...
 * within them (the seed's virtual standings), ties averaged.
 */
static void
rate_field(const struct tc_params *par, struct work *w, const struct game *g,
    size_t m, size_t t)
{
	struct game vg;
	double ave = 0, sv = 0, sr = 0, cf;
	size_t k;

	memset(w->less, 0, (g->n + 2) * sizeof *w->less);
	for (k = 0; k < m; k++)
		w->less[g->place[w->sel[k]] + 1]++;
	for (k = 1; k <= g->n + 1; k++)
		w->less[k] += w->less[k - 1];
	for (k = 0; k < m; k++)
		w->vplace[k] = w->less[g->place[w->sel[k]]] + 1;
	/* game_ranks reads only the field size and the places */
	memset(&vg, 0, sizeof vg);
	vg.n = m;
	vg.place = w->vplace;
	game_ranks(&vg, w->rank);

	field_sums(w, m, t);
	for (k = 0; k < m; k++)
		ave += w->r[k];
	ave /= (double)m;
	for (k = 0; k < m; k++) {
		sv += w->tv2[k] / 2;
		sr += (w->r[k] - ave) * (w->r[k] - ave);
	}
	cf = sqrt(sv / (double)m + sr / ((double)m - 1));
	for (k = 0; k < t; k++) {
		size_t i = w->sel[k];
		struct tc_result *o = &w->res[i];

		o->arank = w->rank[k];
		o->erank = erank_of(m, w->E[k]);
		update(par, w->R[i], w->V[i], w->n[i], m, cf, o);
		w->rated[i] = 1;
	}
}

/* The seed's point 2 over a game whose pre-game state is in w->R, V, n. */
static void
rate_players(const struct tc_params *par, struct work *w, const struct game *g)
{
	size_t i, m = 0, nc = 0;

	for (i = 0; i < g->n; i++) {
		w->rated[i] = 0;
		nc += w->n[i] > 0;
	}
	if (par->together || nc < 2 || nc == g->n) {
		for (i = 0; i < g->n; i++)
			w->sel[i] = i;
		rate_field(par, w, g, g->n, g->n);
		return;
	}
	for (i = 0; i < g->n; i++)
		if (w->n[i] > 0)
			w->sel[m++] = i;
	rate_field(par, w, g, nc, nc);
	/* newcomers first (the targets), then the consolidated players */
	m = 0;
	for (i = 0; i < g->n; i++)
		if (w->n[i] == 0)
			w->sel[m++] = i;
	for (i = 0; i < g->n; i++)
		if (w->n[i] > 0)
			w->sel[m++] = i;
	rate_field(par, w, g, g->n, g->n - nc);
}

/* ---------- state ---------- */

struct tplayer {
	double r, v;
	long times, games, last;	/* last: LONG_MIN when unknown */
	int known;
};

struct ttype {
	struct tplayer *p;	/* by player id */
	size_t cap;
};

struct tc_state {
	struct names types;
	struct ttype *t;
	size_t tcap;
};

static struct ttype *
type_get(struct tc_state *s, const char *name)
{
	int added, id = names_intern(&s->types, name, strlen(name), &added);

	if (added) {
		xgrow(&s->t, &s->tcap, (size_t)id + 1, sizeof *s->t);
		memset(&s->t[id], 0, sizeof s->t[id]);
	}
	return &s->t[id];
}

static struct tplayer *
player_get(struct ttype *t, int pid)
{
	if ((size_t)pid >= t->cap) {
		size_t old = t->cap;

		xgrow(&t->p, &t->cap, (size_t)pid + 1, sizeof *t->p);
		memset(t->p + old, 0, (t->cap - old) * sizeof *t->p);
	}
	return &t->p[pid];
}

static const struct tplayer *
player_find(const struct ttype *t, int pid)
{
	return (size_t)pid < t->cap && t->p[pid].known ? &t->p[pid] : NULL;
}

static void
state_free(struct tc_state *s)
{
	size_t i;

	for (i = 0; i < s->types.n; i++)
		free(s->t[i].p);
	free(s->t);
	names_free(&s->types);
}

/* ---------- prior ratings (rate -r) ---------- */

static long
count_field(const struct tsv_in *in, int col)
{
	long v;

	if (!int_parse(in->f[col], in->flen[col], 0, LONG_MAX, &v))
		tsv_bad_field(in, col, "a whole number from 0");
	return v;
}

/* A ratings file; `times` may be absent only for value (need_times 0). */
static void
load_prior(struct tc_state *s, struct names *players, const char *path,
    int need_times)
{
	struct tsv_in in;
	int c_type, c_player, c_r, c_v, c_times, c_games, c_last;

	tsv_open_path(&in, path);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_r = tsv_need(&in, "rating");
	c_v = tsv_need(&in, "volatility");
	c_times = need_times ? tsv_need(&in, "times") : tsv_col(&in, "times");
	c_games = tsv_col(&in, "games");
	c_last = tsv_col(&in, "last");
	while (tsv_next(&in)) {
		struct ttype *t = type_get(s, in.f[c_type]);
		int pid = names_intern(players, in.f[c_player], in.flen[c_player], NULL);
		struct tplayer *p;

		if (player_find(t, pid))
			tsv_bad_line(&in, "player \"%s\" of type \"%s\" appears twice",
			    in.f[c_player], in.f[c_type]);
		p = player_get(t, pid);
		p->r = tsv_num(&in, c_r);
		p->v = tsv_num(&in, c_v);
		if (!(p->v > 0))
			tsv_bad_field(&in, c_v, "a positive volatility");
		p->times = c_times >= 0 ? count_field(&in, c_times) : 0;
		p->games = c_games >= 0 ? count_field(&in, c_games) : p->times;
		p->last = c_last >= 0 && in.flen[c_last] ? tsv_date(&in, c_last) : LONG_MIN;
		p->known = 1;
	}
	tsv_close(&in);
}

/* ---------- the rating run ---------- */

/*
 * --history also writes the prediction made before the game, for rank
 * --eval: `prev` and `prev_vol` (= rating_before, volatility_before:
 * rank --eval's normal curve WP = Phi((R_a - R_b)/sqrt(V_a^2 + V_b^2))
 * is this model's win probability) and `expected`, the expected rank in
 * the whole game (ERank over every player, as value -m topcoder gives
 * it).  `erank` stays the step-4 value the update used, which for a
 * consolidated player under --newcomers separate is over the
 * consolidated players only.
 */
static const char *const history_cols[] = {
	"rating_before", "volatility_before", "times_before", "arank", "erank",
	"eperf", "aperf", "perf_as", "weight", "cap", "rating", "volatility",
	"prev", "prev_vol", "expected", NULL
};

struct run {
	struct tc_state s;
	struct game_reader gr;
	struct work w;
	struct tsv_rowout ro;
};

static void
write_history(struct run *r)
{
	const struct game *g = &r->gr.g;
	struct work *w = &r->w;
	size_t i, k;

	for (i = 0; i < g->n; i++)
		w->sel[i] = i;
	field_sums(w, g->n, g->n);	/* the scratch of rate_players is spent */
	for (i = 0; i < g->n; i++) {
		const struct tc_result *o = &w->res[i];
		const double x[] = { o->arank, o->erank, o->eperf, o->aperf, o->perfas,
			o->weight, o->cap, o->r, o->v };

		tsv_rowout_num(&r->ro, 0, w->R[i]);
		tsv_rowout_num(&r->ro, 1, w->V[i]);
		tsv_rowout_num(&r->ro, 2, (double)w->n[i]);
		for (k = 0; k < sizeof x / sizeof x[0]; k++)
			if (w->rated[i])
				tsv_rowout_num(&r->ro, 3 + k, x[k]);
			else
				tsv_rowout_str(&r->ro, 3 + k, "", 0);
		tsv_rowout_num(&r->ro, 12, w->R[i]);
		tsv_rowout_num(&r->ro, 13, w->V[i]);
		tsv_rowout_num(&r->ro, 14, erank_of(g->n, w->E[i]));
		tsv_rowout_write(&r->ro, g->f + i * r->gr.in.ncol, g->flen + i * r->gr.in.ncol);
	}
}

static void
rate_game(struct run *r, const struct tc_params *par, int history)
{
	const struct game *g = &r->gr.g;
	struct ttype *t = type_get(&r->s, g->type);
	struct work *w = &r->w;
	size_t i;

	work_grow(w, g->n);
	for (i = 0; i < g->n; i++) {
		const struct tplayer *p = player_find(t, g->player[i]);

		w->R[i] = p ? p->r : par->init_r;
		w->V[i] = p ? p->v : par->init_v;
		w->n[i] = p ? p->times : 0;
		w->rated[i] = 0;
		memset(&w->res[i], 0, sizeof w->res[i]);	/* defined when not rated */
	}
	if (g->n == 1)
		warnx_rp("%s:%lu: game \"%s\" of event \"%s\" has a single player: not rated",
		    g->file[0], g->line[0], g->id, g->event);
	else
		rate_players(par, w, g);
	for (i = 0; i < g->n; i++) {
		struct tplayer *p;

		if (!w->rated[i])
			continue;
		p = player_get(t, g->player[i]);
		p->r = w->res[i].r;
		p->v = w->res[i].v;
		p->times++;
		p->games++;
		p->last = g->date;
		p->known = 1;
	}
	if (history)
		write_history(r);
}

static void
write_ratings(const struct tc_params *par, struct tc_state *s, const struct names *players)
{
	static const char *const cols[] = {
		"rating", "games", "status", "last", "volatility", "times", NULL
	};
	struct ratings_out ro = { 0 };
	struct strbuf sb = { 0 };
	size_t ti, pid;

	for (ti = 0; ti < s->types.n; ti++) {
		const struct ttype *t = &s->t[ti];

		for (pid = 0; pid < t->cap; pid++) {
			const struct tplayer *p = player_find(t, (int)pid);

			if (!p)
				continue;
			sb.len = 0;
			sb_num(&sb, p->r);
			sb_tab(&sb);
			sb_int(&sb, p->games);
			sb_tab(&sb);
			sb_adds(&sb, p->times < par->provisional ? "provisional" : "active");
			sb_tab(&sb);
			if (p->last != LONG_MIN)
				sb_date(&sb, p->last);
			sb_tab(&sb);
			sb_num(&sb, p->v);
			sb_tab(&sb);
			sb_int(&sb, p->times);
			ratings_add(&ro, names_str(&s->types, (int)ti),
			    names_str(players, (int)pid), sb.s, sb.len);
		}
	}
	free(sb.s);
	ratings_write(&ro, cols);
}

static void
tc_rate(void *pp, const struct rate_opts *o)
{
	static const char *const need[] = { "type", NULL };
	const struct tc_params *par = pp;
	struct run r;

	if (par->nq)
		die_usage("--quantile is a check of value -m topcoder, not of rate");
	memset(&r, 0, sizeof r);
	game_open(&r.gr, o->npaths, o->paths, need);
	if (r.gr.c_place < 0)
		die_data("%s:1: missing column \"place\"", r.gr.in.name);
	names_init(&r.s.types);
	if (o->prior)
		load_prior(&r.s, &r.gr.players, o->prior, 1);
	if (o->history) {
		tsv_put_header(&r.gr.in, history_cols);
		tsv_rowout_init(&r.ro, &r.gr.in, history_cols);
	}
	while (game_next(&r.gr))
		rate_game(&r, par, o->history);
	if (o->history)
		tsv_rowout_free(&r.ro);
	else
		write_ratings(par, &r.s, &r.gr.players);
	work_free(&r.w);
	state_free(&r.s);
	game_close(&r.gr);
}

/* ---------- value -m topcoder -r RATINGS ---------- */

static void
print_quantiles(const struct tc_params *par)
{
	size_t i;

	tsv_puts("p");
	tsv_puts("quantile");
	tsv_end_row();
	for (i = 0; i < par->nq; i++) {
		tsv_put_num(par->quantile[i]);
		tsv_put_num(normal_quantile(par->quantile[i]));
		tsv_end_row();
	}
}

/*
 * The prediction before a game: every player's expected rank and
 * expected performance in the whole field, from the rating list (new
 * players at the profile's initial R and V).  These are the ERank and
 * EPerf rate computes when everybody is rated on the whole standings.
 */
static void
tc_value(void *pp, const char *ratings, int npaths, char **paths)
{
	static const char *const need[] = { "type", NULL };
	static const char *const added[] = { "erank", "eperf", NULL };
	const struct tc_params *par = pp;
	struct game_reader gr;
	struct tc_state s;
	struct tsv_rowout ro;
	struct work w = { 0 };
	size_t i;

	if (par->nq) {
		print_quantiles(par);
		return;
	}
	memset(&s, 0, sizeof s);
	names_init(&s.types);
	game_open(&gr, npaths, paths, need);
	load_prior(&s, &gr.players, ratings, 0);
	tsv_put_header(&gr.in, added);
	tsv_rowout_init(&ro, &gr.in, added);
	while (game_next(&gr)) {
		const struct game *g = &gr.g;
		struct ttype *t = type_get(&s, g->type);

		work_grow(&w, g->n);
		for (i = 0; i < g->n; i++) {
			const struct tplayer *p = player_find(t, g->player[i]);

			w.sel[i] = i;
			w.R[i] = p ? p->r : par->init_r;
			w.V[i] = p ? p->v : par->init_v;
		}
		field_sums(&w, g->n, g->n);
		for (i = 0; i < g->n; i++) {
			double er = erank_of(g->n, w.E[i]);

			tsv_rowout_num(&ro, 0, er);
			tsv_rowout_num(&ro, 1, perf_of(g->n, er));
			tsv_rowout_write(&ro, g->f + i * gr.in.ncol, g->flen + i * gr.in.ncol);
		}
	}
	tsv_rowout_free(&ro);
	work_free(&w);
	state_free(&s);
	game_close(&gr);
}

const struct model topcoder_model = {
	.name = "topcoder",
	.summary = "TopCoder rank-based rating with volatility (RaPliCat)",
	.profiles = tc_profiles,
	.longopts = tc_longopts,
	.shortopts = "",
	.help =
	    "      --initial-rating R      a new player's rating (1200)\n"
	    "      --initial-volatility V  a new player's volatility (rapliccat 535, topcoder 515)\n"
	    "      --first-volatility V    volatility after the first rating, or formula\n"
	    "                              (rapliccat formula, topcoder 385)\n"
	    "      --cap-base C            Cap = C + S/(n+2): C (150)\n"
	    "      --cap-scale S           S (1500)\n"
	    "      --cap-division D        real or integer S/(n+2) (rapliccat real, topcoder integer)\n"
	    "      --weight-a A            Weight = 1/(1-(A/(n+1)+B)) - 1: A (0.42)\n"
	    "      --weight-b B            B (0.18)\n"
	    "      --band1 R               weight x F1 from rating R (2000)\n"
	    "      --band1-factor F1       (0.9)\n"
	    "      --band2 R               weight x F2 from rating R (2500)\n"
	    "      --band2-factor F2       (0.8)\n"
	    "      --round MODE            stored rating and volatility: none or integer\n"
	    "                              (rapliccat none, topcoder integer)\n"
	    "      --min-rating R          lowest rating, or none (rapliccat none, topcoder 1)\n"
	    "      --newcomers MODE        separate (consolidated players on their own\n"
	    "                              standings first, the seed's rule) or together\n"
	    "      --provisional G         status provisional below G ratings (0)\n"
	    "      --quantile P            value only: print the inverse normal at P (a check)\n",
	.params = tc_params,
	.option = tc_option,
	.check = tc_check,
	.rate = tc_rate,
	.value = tc_value,
	.free_params = tc_free_params,
};
