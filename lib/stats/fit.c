/*
 * fit.c - `fit`: which constants of a model predict best, and how well
 * such a choice predicts games it has not seen.
 *
 * A point is one value for each flag fitted (--fit FLAG=SPEC), over the
 * model, profile and flags given; its score is that of `rate --history
 * | rank --eval`: the engine rates the stream in this process
 * (eng_rate_rows, the run of rate with every guarantee), and each game's
 * pre-game predictions are scored as rank --eval scores them
 * (eval_sums.c, the same sums), pooled over the types.  Every point's
 * predictions are made before its game is rated: what is fitted is only
 * the choice of constants, and that choice is what the folds test.
 *
 * Folds (rolling origin: L. J. Tashman, "Out-of-sample tests of
 * forecasting accuracy", Int. J. Forecasting 16, 2000; R. J. Hyndman,
 * G. Athanasopoulos, "Forecasting: principles and practice", time
 * series cross-validation).  The stream's games are cut between rating
 * periods (games; events for a model rated by event) into F + 1 blocks
 * of about equal numbers of games: the period with c games before it
 * of G in all is in block floor((F + 1) c / G).  A first run, the
 * census, counts them.  Fold f (1..F) fits on blocks 1..f, the games
 * up to its origin: the
 * point with the least criterion there; and is scored on block f + 1,
 * the games after, which its choice never saw.  The cross-validated
 * score is the folds' test sums pooled; the values to use are the point
 * best over every block.  Ties go to the point tried first.
 *
 * Search.  grid: every point, in the order of the --fit flags (the last
 * varies fastest).  descent: from the middle of each range, each flag in
 * turn takes its best value with the others held (all of its values
 * tried), until a round moves none; run for each fold and for the whole,
 * each on its own games, sharing the points already rated.  It finds
 * the grid's optimum where the criterion has a single minimum along
 * each flag, in far fewer points when several flags are fitted.
 */
#include "engine_run.h"
#include "evaluate.h"
#include "fit.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---------- --fit FLAG=SPEC ---------- */

static void
free_params(const struct model *m, void *par)
{
	if (m->free_params)
		m->free_params(par);
	else
		free(par);
}


#define FIT_MAX_VALUES 100000

static void
add_value(struct fit_flag *f, const char *s)
{
	f->value = xrealloc(f->value, (f->n + 1) * sizeof *f->value);
	f->value[f->n++] = xstrdup(s);
}

/* Digits after the point of a number's text (none with an exponent: -1). */
static int
decimals(const char *s)
{
	const char *dot = strchr(s, '.');

	if (strpbrk(s, "eE"))
		return -1;
	return dot ? (int)strlen(dot + 1) : 0;
}

/* LO:HI:STEP (LO, LO + STEP, ... to HI, written with the decimals given)
 * or LO:HI:*F (LO, LO F, LO F^2 ... to HI). */
static int
range_values(struct fit_flag *f, const char *spec, const char **why)
{
	char lo_s[64], hi_s[64], st_s[64], buf[64];
	double lo, hi, st;
	int geo, d;
	size_t i;

	if (sscanf(spec, "%63[^:]:%63[^:]:%63s", lo_s, hi_s, st_s) != 3) {
		*why = "expected LO:HI:STEP, LO:HI:*FACTOR or a list V1,V2,...";
		return 0;
	}
	geo = st_s[0] == '*';
	if (!num_parse(lo_s, strlen(lo_s), &lo) || !num_parse(hi_s, strlen(hi_s), &hi) ||
	    !num_parse(st_s + geo, strlen(st_s + geo), &st) || hi < lo ||
	    (geo ? st <= 1 || lo <= 0 : st <= 0)) {
		*why = "expected numbers LO <= HI and a STEP > 0 (or *FACTOR > 1 from LO > 0)";
		return 0;
	}
	d = decimals(lo_s) > decimals(st_s + geo) ? decimals(lo_s) : decimals(st_s + geo);
	for (i = 0;; i++) {
		double x = geo ? lo * pow(st, (double)i) : lo + (double)i * st;

		if (x > hi + 1e-9 * fabs(hi) + (geo ? 0 : 1e-9 * st))
			break;
		if (f->n >= FIT_MAX_VALUES) {
			*why = "more than 100000 values";
			return 0;
		}
		if (geo || d < 0)
			num_format(x, buf);
		else
			snprintf(buf, sizeof buf, "%.*f", d, x);
		add_value(f, buf);
	}
	return 1;
}

/* Each value as the flag takes it (its parser, its range). */
static int
values_ok(const struct model *m, const struct fit_flag *f, const char **why)
{
	static char buf[256];
	size_t i;

	for (i = 0; i < f->n; i++) {
		void *par = param_profile(m, m->profiles[0]);
		int ok = param_set(m, par, f->p, f->value[i], why);

		free_params(m, par);
		if (!ok) {
			snprintf(buf, sizeof buf, "value %s: %s", f->value[i], *why);
			*why = buf;
			return 0;
		}
	}
	return 1;
}

int
fit_spec(const struct model *m, const char *arg, struct fit_flag *f, const char **why)
{
	const char *eq = strchr(arg, '='), *spec;

	memset(f, 0, sizeof *f);
	if (!eq) {
		*why = "expected FLAG=SPEC, e.g. k=10:40:2";
		return 0;
	}
	f->p = param_find(m, arg, (size_t)(eq - arg));
	if (!f->p || f->p->kind == PK_SWITCH) {
		*why = f->p ? "a switch has no values to fit" : "not a flag of the model";
		return 0;
	}
	spec = eq + 1;
	if (strchr(spec, ':'))
		return range_values(f, spec, why) && values_ok(m, f, why);
	while (*spec) {
		size_t n = strcspn(spec, ",");
		char buf[256];

		snprintf(buf, sizeof buf, "%.*s", (int)(n < 255 ? n : 255), spec);
		add_value(f, buf);
		spec += n + (spec[n] == ',');
	}
	if (f->n == 0)
		*why = "no values";
	return f->n > 0 && values_ok(m, f, why);
}

void
fit_flag_free(struct fit_flag *f)
{
	size_t i;

	for (i = 0; i < f->n; i++)
		free(f->value[i]);
	free(f->value);
}

/* ---------- a point's parameters ---------- */

/*
 * The parameters of point `at` (an index into each flag's values): the
 * profile, the flags given in their order, the point's values; checked
 * by the model.  NULL and *why when the model refuses them.  The run's
 * rules (column _model, the prior's check) and the flags named in a
 * message about a number out of reach become the point's.
 */
static void *
point_params(const struct fit_opts *o, const size_t *at, const char *given_text,
    const char **why)
{
	void *par = param_profile(o->m, o->profile);
	size_t i, len;

	for (i = 0; i < o->ngiven; i++)
		if (!param_set(o->m, par, o->given[i].p, o->given[i].arg, why))
			die_usage("--%s %s: %s", o->given[i].p->flag, o->given[i].arg, *why);
	snprintf(eng_flags_given, sizeof eng_flags_given, "%s", given_text);
	for (i = 0; i < o->nflag; i++) {
		const struct fit_flag *f = &o->flag[i];

		if (!param_set(o->m, par, f->p, f->value[at[i]], why)) {
			free_params(o->m, par);
			return NULL;
		}
		eng_note_given(f->p, f->value[at[i]]);
		len = strlen(eng_flags_given);
		snprintf(eng_flags_given + len, sizeof eng_flags_given - len, "%s--%s %s",
		    len ? " " : "", f->p->flag, f->value[at[i]]);
	}
	if (o->m->check && !o->m->check(par, why)) {
		free_params(o->m, par);
		return NULL;
	}
	free(eng_rules.s);
	eng_rules = (struct strbuf){ 0 };
	param_rules(o->m, o->profile, par, &eng_rules);
	return par;
}

static void rewind_stdin(void);

/* ---------- one run's predictions, scored ---------- */

struct collect {
	const struct fit_opts *o;
	int c_prev, c_curve, normal;	/* history columns; the curve is prev_vol */
	/*
	 * The stream's rating periods: games, or events for a model rated by
	 * event (their games per event, counted by the census run).
	 */
	struct names events;
	long *ev_games;
	size_t nev, evcap;
	unsigned long games, total;	/* games so far; in the stream */
	size_t nblock;		/* 0: the census run, which scores nothing */
	size_t *ev_block;	/* by event: each event's block */
	struct eval_sums *block;	/* per block, this run */
	long *first, *last;	/* per block: its games' first and last day */
	long *count;		/* key -> games so far */
	size_t ccap;
	/* the rows of the game being given */
	const struct rgame *g;
	size_t n, cap;
	long *place;
	int *key, *has;
	double *r, *v, *s;
};

/* The block of the game being given; by event, count the census. */
static size_t
block_of(struct collect *c, const struct rgame *g)
{
	int added, e;

	if (!c->o->m->by_event)
		return c->nblock ? (size_t)((double)c->nblock * (double)c->games /
		    (double)c->total) : 0;
	e = names_intern(&c->events, g->event, strlen(g->event), &added);
	if (added) {
		xgrow_zero(&c->ev_games, &c->evcap, (size_t)e + 1, sizeof *c->ev_games);
		c->nev = (size_t)e + 1;
	}
	if (!c->nblock)
		c->ev_games[e]++;
	return c->nblock ? c->ev_block[e] : 0;
}

static void
collect_game(struct collect *c)
{
	const struct rgame *g = c->g;
	size_t i, m = 0, b;
	double s = 0;

	if (!g)
		return;
	b = block_of(c, g);
	c->games++;
	c->g = NULL;
	if (!c->nblock)
		return;
	if (c->first[b] == LONG_MIN)
		c->first[b] = g->date;
	c->last[b] = g->date;
	for (i = 0; i < c->n; i++) {
		long *k;

		if ((size_t)c->key[i] >= c->ccap)
			xgrow_zero(&c->count, &c->ccap, (size_t)c->key[i] + 1, sizeof *c->count);
		k = &c->count[c->key[i]];
		if (*k >= c->o->burn_in && c->has[i]) {
			if (!c->normal && m && c->s[i] != s)
				die_data("internal error: model %s gives game \"%s\" of event \"%s\" "
				    "two curves", c->o->m->name, g->id, g->event);
			s = c->normal ? 0 : c->s[i];
			c->place[m] = c->place[i];
			c->r[m] = c->r[i];
			c->v[m++] = c->v[i];
		}
		++*k;
	}
	c->n = 0;
	if (m >= 2) {
		struct eval_game eg = { m, c->place, c->r, c->v, s };

		eval_score(&eg, &c->block[b], NULL, NULL);
	}
}

static void
collect_row(void *ctx, const struct rgame *g, size_t r, const double *num,
    const unsigned char *has)
{
	struct collect *c = ctx;
	size_t i;

	if (c->g && c->g != g)
		collect_game(c);
	c->g = g;
	if (!c->nblock)
		return;		/* the census counts games only */
	if (c->n == c->cap) {
		size_t cap = c->cap;

		xgrow(&c->place, &cap, c->n + 1, sizeof *c->place);
		c->key = xrealloc(c->key, cap * sizeof *c->key);
		c->has = xrealloc(c->has, cap * sizeof *c->has);
		c->r = xrealloc(c->r, cap * sizeof *c->r);
		c->v = xrealloc(c->v, cap * sizeof *c->v);
		c->s = xrealloc(c->s, cap * sizeof *c->s);
		c->cap = cap;
	}
	i = c->n++;
	c->place[i] = g->place[r];
	c->key[i] = g->key[r];
	c->has[i] = has[c->c_prev] && has[c->c_curve];
	c->r[i] = num[c->c_prev];
	c->v[i] = c->normal ? num[c->c_curve] : 0;
	c->s[i] = c->normal ? 0 : num[c->c_curve];
	if (has[c->c_prev] && (!has[c->c_curve] || num[c->c_curve] <= 0))
		die_data("internal error: model %s gives a prediction without its curve",
		    c->o->m->name);
}

static void
collect_done(void *ctx)
{
	collect_game(ctx);
}

static int
history_col(const struct model *m, const char *name)
{
	int i;

	for (i = 0; m->history && m->history[i]; i++)
		if (strcmp(m->history[i], name) == 0)
			return i;
	return -1;
}

/* ---------- the fit ---------- */

struct point {
	size_t *at;		/* per flag: the value's index */
	struct eval_sums *block;	/* per block */
	int chosen_all;
	unsigned char *chosen;	/* per fold */
};

struct fit {
	const struct fit_opts *o;
	struct collect c;
	char *given_text;
	int runs;
	size_t nblock;		/* 0 before the census */
	struct point *pt;
	size_t npt, ptcap;
};

/* Rate the stream under point at's constants (the census: only count). */
static void
rate_point(struct fit *f, const size_t *at)
{
	const char *why = NULL;
	void *par = point_params(f->o, at, f->given_text, &why);
	struct eng_rows to = { collect_row, collect_done, &f->c, f->runs == 0 };
	size_t i;

	if (!par) {
		fprintf(stderr, "%s: the model refuses the point", rp_progname);
		for (i = 0; i < f->o->nflag; i++)
			fprintf(stderr, " --%s %s", f->o->flag[i].p->flag,
			    f->o->flag[i].value[at[i]]);
		fprintf(stderr, ": %s\n", why);
		exit(EXIT_USAGE);
	}
	if (f->c.nblock)
		memset(f->c.block, 0, f->c.nblock * sizeof *f->c.block);
	if (f->c.count)
		memset(f->c.count, 0, f->c.ccap * sizeof *f->c.count);
	f->c.games = 0;
	rewind_stdin();
	eng_rate_rows(f->o->m, par, &f->o->in, &to);
	free_params(f->o->m, par);
	f->runs++;
}

/*
 * The census: a run that counts the stream's games (per event, for a
 * model rated by event), then the blocks (the header's comment).
 */
static void
census(struct fit *f, const size_t *at)
{
	struct collect *c = &f->c;
	size_t nb = (size_t)f->o->folds + 1, e, n;
	long before = 0;

	rate_point(f, at);
	c->total = c->games;
	n = f->o->m->by_event ? c->nev : c->total;
	if (n > 0 && n < nb)
		die_data("%s: %zu %s: %ld fold(s) need at least %zu, one a block",
		    f->o->in.npaths ? f->o->in.paths[0] : "stdin", n,
		    f->o->m->by_event ? "event(s)" : "game(s)", f->o->folds, nb);
	c->ev_block = xmalloc((c->nev ? c->nev : 1) * sizeof *c->ev_block);
	for (e = 0; e < c->nev; e++) {
		c->ev_block[e] = (size_t)((double)nb * (double)before / (double)c->total);
		before += c->ev_games[e];
	}
	c->block = xcalloc(nb, sizeof *c->block);
	c->first = xmalloc(nb * sizeof *c->first);
	c->last = xmalloc(nb * sizeof *c->last);
	for (e = 0; e < nb; e++)
		c->first[e] = c->last[e] = LONG_MIN;
	c->nblock = f->nblock = nb;
}

static struct point *
find_point(struct fit *f, const size_t *at)
{
	size_t i;

	for (i = 0; i < f->npt; i++)
		if (memcmp(f->pt[i].at, at, f->o->nflag * sizeof *at) == 0)
			return &f->pt[i];
	return NULL;
}

/* Point at, rated now if it was not yet. */
static struct point *
point_at(struct fit *f, const size_t *at)
{
	struct point *p = find_point(f, at);

	if (p)
		return p;
	if (!f->nblock)
		census(f, at);
	rate_point(f, at);
	xgrow(&f->pt, &f->ptcap, f->npt + 1, sizeof *f->pt);
	p = &f->pt[f->npt++];
	p->at = xmalloc((f->o->nflag ? f->o->nflag : 1) * sizeof *p->at);
	memcpy(p->at, at, f->o->nflag * sizeof *at);
	p->block = xmalloc(f->nblock * sizeof *p->block);
	memcpy(p->block, f->c.block, f->nblock * sizeof *p->block);
	p->chosen = xcalloc(f->nblock, 1);
	p->chosen_all = 0;
	return p;
}

/* The criterion of p over blocks [0, upto); 0 when they hold no pair. */
static int
criterion(const struct fit *f, const struct point *p, size_t upto, double *x)
{
	struct eval_sums s = { 0 };
	size_t b;

	for (b = 0; b < upto; b++)
		eval_sums_add(&s, &p->block[b]);
	return eval_measure_of(&s, f->o->criterion == FIT_BRIER ? EVAL_BRIER : EVAL_LOGLOSS, x);
}

/* Is p better than the best so far over blocks [0, upto)?  (Ties: the first.) */
static int
better(const struct fit *f, const struct point *p, long best, size_t upto)
{
	double x, y;

	if (!criterion(f, p, upto, &x))
		return 0;
	return best < 0 || !criterion(f, &f->pt[best], upto, &y) || x < y;
}

static long
grid_best(struct fit *f, size_t upto)
{
	long best = -1;
	size_t i;

	for (i = 0; i < f->npt; i++)
		if (better(f, &f->pt[i], best, upto))
			best = (long)i;
	return best;
}

static void
grid_all(struct fit *f)
{
	size_t n = f->o->nflag, *at = xcalloc(n ? n : 1, sizeof *at);
	size_t j;

	for (;;) {
		point_at(f, at);
		for (j = n; j-- > 0;) {
			if (++at[j] < f->o->flag[j].n)
				break;
			at[j] = 0;
		}
		if (j == (size_t)-1)
			break;
	}
	free(at);
}

/* The descent's start: the middle of each flag's values. */
static struct point *
start_point(struct fit *f)
{
	size_t n = f->o->nflag, *at = xmalloc((n ? n : 1) * sizeof *at), j;
	struct point *p;

	for (j = 0; j < n; j++)
		at[j] = (f->o->flag[j].n - 1) / 2;
	p = point_at(f, at);
	free(at);
	return p;
}

/* Coordinate descent over blocks [0, upto): the index of its point. */
static long
descent(struct fit *f, size_t upto)
{
	size_t n = f->o->nflag, *at = xmalloc((n ? n : 1) * sizeof *at), j, v;
	long best = start_point(f) - f->pt;
	int moved = 1;

	memcpy(at, f->pt[best].at, n * sizeof *at);
	while (moved) {
		moved = 0;
		for (j = 0; j < n; j++) {
			size_t keep = at[j], to = keep;

			for (v = 0; v < f->o->flag[j].n; v++) {
				struct point *p;

				at[j] = v;
				p = point_at(f, at);
				if (better(f, p, best, upto)) {
					best = p - f->pt;
					to = v;
				}
			}
			at[j] = to;
			moved |= to != keep;
		}
	}
	free(at);
	return best;
}

static long
search(struct fit *f, size_t upto)
{
	return f->o->search == FIT_DESCENT ? descent(f, upto) : grid_best(f, upto);
}

/* ---------- the tables ---------- */

static const char *
crit_name(const struct fit_opts *o)
{
	return o->criterion == FIT_BRIER ? "brier" : "logloss";
}

/* Where a table goes: stdout through the TSV writer, or a file (fp). */
struct out {
	FILE *fp;
	int col;
};

static void
put(struct out *w, const char *s)
{
	if (!w->fp)
		tsv_puts(s);
	else
		fprintf(w->fp, "%s%s", w->col++ ? "\t" : "", s);
}

static void
put_end(struct out *w)
{
	if (!w->fp)
		tsv_end_row();
	else
		fputc('\n', w->fp);
	w->col = 0;
}

static void
put_date(struct out *w, long d)
{
	char buf[11] = "";

	if (d != LONG_MIN)
		date_format(d, buf);
	put(w, buf);
}

static void
put_num(struct out *w, int ok, double x)
{
	char buf[32] = "";

	if (ok)
		num_format(x, buf);
	put(w, buf);
}

static void
put_count(struct out *w, double n)
{
	char buf[32];

	snprintf(buf, sizeof buf, "%.0f", n);
	put(w, buf);
}

static void
put_values(struct out *w, const struct fit *f, const struct point *p)
{
	size_t i;

	for (i = 0; i < f->o->nflag; i++)
		put(w, f->o->flag[i].value[p->at[i]]);
}

static void
put_flag_names(struct out *w, const struct fit_opts *o)
{
	size_t i;

	for (i = 0; i < o->nflag; i++)
		put(w, o->flag[i].p->flag);
}

/* The dates of blocks [from, to): first and last game. */
static void
block_dates(const struct fit *f, size_t from, size_t to, long *first, long *last)
{
	*first = *last = LONG_MIN;
	for (; from < to; from++) {
		if (f->c.first[from] == LONG_MIN)
			continue;
		if (*first == LONG_MIN)
			*first = f->c.first[from];
		*last = f->c.last[from];
	}
}

static double
pairs_of(const struct point *p, size_t from, size_t to)
{
	double n = 0;

	for (; from < to; from++)
		n += p->block[from].pairs;
	return n;
}

static int
crit_of(const struct fit *f, const struct eval_sums *s, double *x)
{
	return eval_measure_of(s, f->o->criterion == FIT_BRIER ? EVAL_BRIER : EVAL_LOGLOSS, x);
}

/* One row of the folds' table. */
static void
fold_row(struct fit *f, struct out *w, const char *name, long rated_to, size_t from,
    size_t to, const struct point *p, size_t train, const struct eval_sums *test)
{
	long first, last;
	double x;
	int ok;

	block_dates(f, from, to, &first, &last);
	put(w, name);
	put_date(w, rated_to);
	put_date(w, first);
	put_date(w, last);
	put_count(w, pairs_of(p, 0, train));
	put_count(w, test->pairs);
	put_values(w, f, p);
	ok = criterion(f, p, train, &x);
	put_num(w, ok, x);
	ok = crit_of(f, test, &x);
	put_num(w, ok, x);
	put_end(w);
}

static void
folds_header(const struct fit *f)
{
	const char *cn = crit_name(f->o);
	struct out w = { NULL, 0 };
	char col[64];

	put(&w, "fold");
	put(&w, "rated_to");
	put(&w, "scored_from");
	put(&w, "scored_to");
	put(&w, "train_pairs");
	put(&w, "test_pairs");
	put_flag_names(&w, f->o);
	snprintf(col, sizeof col, "train_%s", cn);
	put(&w, col);
	snprintf(col, sizeof col, "test_%s", cn);
	put(&w, col);
	put_end(&w);
}

/*
 * stdout: one row per fold, then `all`: fold, rated_to (the last day of
 * the games it was fitted on), scored_from, scored_to (its test games),
 * train_pairs, test_pairs, the values chosen, train_C, test_C.  Row all:
 * the values fitted on every game and their criterion (train_C), and the
 * folds' test games pooled, each scored under its fold's choice (test_C,
 * the cross-validated score).
 */
static void
folds_table(struct fit *f)
{
	struct out w = { NULL, 0 };
	struct eval_sums cv = { 0 };
	char name[32];
	size_t k;
	long b, a, z;

	folds_header(f);
	for (k = 1; k < f->nblock; k++) {
		struct point *p;

		b = search(f, k);	/* (it may move f->pt) */
		p = &f->pt[b];

		p->chosen[k] = 1;
		eval_sums_add(&cv, &p->block[k]);
		block_dates(f, 0, k, &a, &z);
		snprintf(name, sizeof name, "%zu", k);
		fold_row(f, &w, name, z, k, k + 1, p, k, &p->block[k]);
	}
	b = search(f, f->nblock);
	f->pt[b].chosen_all = 1;
	block_dates(f, 0, f->nblock, &a, &z);
	fold_row(f, &w, "all", z, 0, f->nblock, &f->pt[b], f->nblock, &cv);
}

/*
 * --points FILE: every point rated, in the order tried: point, the
 * values, pairs and the four measures over every block, the criterion
 * of each block (C_1 ..), and which fits chose it (fold numbers, all).
 */
static void
points_table(const struct fit *f, const char *path)
{
	struct out w = { fopen(path, "w"), 0 };
	char col[64];
	size_t i, k;
	int m, ok;

	if (!w.fp)
		die_sys("%s", path);
	put(&w, "point");
	put_flag_names(&w, f->o);
	put(&w, "pairs");
	for (m = 0; m < EVAL_NMEASURES; m++)
		put(&w, eval_measure[m]);
	for (k = 0; k < f->nblock; k++) {
		snprintf(col, sizeof col, "%s_%zu", crit_name(f->o), k + 1);
		put(&w, col);
	}
	put(&w, "chosen");
	put_end(&w);
	for (i = 0; i < f->npt; i++) {
		const struct point *p = &f->pt[i];
		struct eval_sums s = { 0 };
		struct strbuf chosen = { 0 };
		double x;

		for (k = 0; k < f->nblock; k++)
			eval_sums_add(&s, &p->block[k]);
		snprintf(col, sizeof col, "%zu", i + 1);
		put(&w, col);
		put_values(&w, f, p);
		put_count(&w, s.pairs);
		for (m = 0; m < EVAL_NMEASURES; m++) {
			ok = eval_measure_of(&s, m, &x);
			put_num(&w, ok, x);
		}
		for (k = 0; k < f->nblock; k++) {
			ok = crit_of(f, &p->block[k], &x);
			put_num(&w, ok, x);
		}
		for (k = 1; k < f->nblock; k++)
			if (p->chosen[k]) {
				snprintf(col, sizeof col, "%s%zu", chosen.len ? " " : "", k);
				sb_adds(&chosen, col);
			}
		if (p->chosen_all)
			sb_adds(&chosen, chosen.len ? " all" : "all");
		put(&w, chosen.s ? chosen.s : "");
		put_end(&w);
		free(chosen.s);
	}
	if (fclose(w.fp) != 0)
		die_sys("%s", path);
}

/* ---------- the input, read once per point ---------- */

/*
 * The engine reads its inputs by name, once a run: standard input, when
 * it is not a file (a pipe), is kept in an unlinked temporary file put
 * in its place, and every run starts from where it began.
 */
static off_t stdin_at;

static void
keep_stdin(void)
{
	char buf[1 << 16];
	FILE *tmp;
	ssize_t got;

	stdin_at = lseek(0, 0, SEEK_CUR);
	if (stdin_at >= 0)
		return;
	if (!(tmp = tmpfile()))
		die_sys("a temporary file for standard input");
	while ((got = read(0, buf, sizeof buf)) != 0) {
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			die_sys("stdin");
		if (fwrite(buf, 1, (size_t)got, tmp) != (size_t)got)
			die_sys("a temporary file for standard input");
	}
	if (fflush(tmp) != 0 || dup2(fileno(tmp), 0) < 0)
		die_sys("a temporary file for standard input");
	fclose(tmp);
	stdin_at = 0;
}

static void
check_inputs(const struct rate_opts *in)
{
	struct stat st;
	int i, std = in->npaths == 0;

	for (i = 0; i < in->npaths; i++) {
		if (strcmp(in->paths[i], "-") == 0) {
			std = 1;
			continue;
		}
		if (stat(in->paths[i], &st) != 0)
			die_sys("%s", in->paths[i]);
		if (!S_ISREG(st.st_mode))
			die_usage("%s is not a file (a pipe?): fit reads its input once for "
			    "every point; give a file, or the stream on standard input",
			    in->paths[i]);
	}
	if (std)
		keep_stdin();
}

static void
rewind_stdin(void)
{
	if (stdin_at >= 0 && lseek(0, stdin_at, SEEK_SET) < 0)
		die_sys("stdin");
}

void
fit_run(const struct fit_opts *o)
{
	struct fit f;
	size_t i, *at;

	memset(&f, 0, sizeof f);
	f.o = o;
	f.c.o = o;
	f.c.c_prev = history_col(o->m, "prev");
	f.c.c_curve = history_col(o->m, "escale");
	if (f.c.c_curve < 0) {
		f.c.c_curve = history_col(o->m, "prev_vol");
		f.c.normal = 1;
	}
	if (f.c.c_prev < 0 || f.c.c_curve < 0)
		die_usage("model %s gives no predictions in --history (prev, and escale or "
		    "prev_vol): nothing to fit on", o->m->name);
	f.given_text = xstrdup(eng_flags_given);
	names_init(&f.c.events);
	check_inputs(&o->in);
	at = xcalloc(o->nflag, sizeof *at);
	census(&f, at);
	free(at);
	if (f.c.total == 0)
		folds_header(&f);	/* no game: nothing to fit, and no row */
	else {
		if (o->search == FIT_GRID)
			grid_all(&f);
		folds_table(&f);
	}
	if (o->points)
		points_table(&f, o->points);
	for (i = 0; i < f.npt; i++) {
		free(f.pt[i].at);
		free(f.pt[i].block);
		free(f.pt[i].chosen);
	}
	free(f.pt);
	free(f.given_text);
	free(f.c.ev_games);
	free(f.c.ev_block);
	free(f.c.block);
	free(f.c.first);
	free(f.c.last);
	free(f.c.count);
	free(f.c.place);
	free(f.c.key);
	free(f.c.has);
	free(f.c.r);
	free(f.c.v);
	free(f.c.s);
	names_free(&f.c.events);
}
