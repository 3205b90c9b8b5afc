/*
 * fit_points.c - fit's points: a point's parameters, one run of the
 * engine with its pre-game predictions scored block by block (the
 * census first counts the blocks), and the search (grid or descent)
 * for the point with the least criterion.  The tables (fit_tables.c)
 * and the run (fit.c) sit above.
 */
#include "engine_run.h"
#include "evaluate.h"
#include "fit.h"
#include "fit_impl.h"
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
			fit_free_params(o->m, par);
			return NULL;
		}
		eng_note_given(f->p, f->value[at[i]]);
		len = strlen(eng_flags_given);
		snprintf(eng_flags_given + len, sizeof eng_flags_given - len, "%s--%s %s",
		    len ? " " : "", f->p->flag, f->value[at[i]]);
	}
	if (o->m->check && !o->m->check(par, why)) {
		fit_free_params(o->m, par);
		return NULL;
	}
	free(eng_rules.s);
	eng_rules = (struct strbuf){ 0 };
	param_rules(o->m, o->profile, par, &eng_rules);
	return par;
}

/* ---------- one run's predictions, scored ---------- */


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
	/* a two-player game scored as three outcomes (as rank --eval) */
	if (c->n == 2 && m == 2 && c->has3[0] && c->has3[1])
		eval_score3(c->p3, c->place[0] < c->place[1] ? 1 : c->place[0] > c->place[1] ?
		    0 : 0.5, &c->block[b], NULL);
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
		c->has3 = xrealloc(c->has3, cap * sizeof *c->has3);
		c->p3 = xrealloc(c->p3, 3 * cap * sizeof *c->p3);
		c->cap = cap;
	}
	i = c->n++;
	c->place[i] = g->place[r];
	c->key[i] = g->key[r];
	c->has[i] = has[c->c_prev] && has[c->c_curve];
	c->r[i] = num[c->c_prev];
	c->v[i] = c->normal ? num[c->c_curve] : 0;
	c->s[i] = c->normal ? 0 : num[c->c_curve];
	c->has3[i] = c->c_p3 >= 0 && has[c->c_p3];
	if (c->has3[i])
		memcpy(c->p3 + 3 * i, num + c->c_p3, 3 * sizeof *num);
	if (has[c->c_prev] && (!has[c->c_curve] || num[c->c_curve] <= 0))
		die_data("internal error: model %s gives a prediction without its curve",
		    c->o->m->name);
}

static void
collect_done(void *ctx)
{
	collect_game(ctx);
}

int
fit_history_col(const struct model *m, const char *name)
{
	int i;

	for (i = 0; m->history && m->history[i]; i++)
		if (strcmp(m->history[i], name) == 0)
			return i;
	return -1;
}

/* ---------- the fit ---------- */



/* Point at's parameters, or exit 2 naming the point the model refuses. */
void *
fit_point_params(const struct fit_opts *o, const size_t *at, const char *given_text)
{
	const char *why = NULL;
	void *par = point_params(o, at, given_text, &why);
	size_t i;

	if (!par) {
		fprintf(stderr, "%s: the model refuses the point", rp_progname);
		for (i = 0; i < o->nflag; i++)
			fprintf(stderr, " --%s %s", o->flag[i].p->flag, o->flag[i].value[at[i]]);
		fprintf(stderr, ": %s\n", why);
		exit(EXIT_USAGE);
	}
	return par;
}

/*
 * Rate the stream under point at's constants into c (the census: only
 * count); warn: the engine's warnings (the first run only).  What it
 * writes is c and this thread's flags and rules (given.c): fit -j runs
 * it on several threads at once, each with its own c.
 */
void
fit_rate_into(const struct fit_opts *o, const char *given_text, struct collect *c,
    const size_t *at, int warn)
{
	void *par = fit_point_params(o, at, given_text);
	struct eng_rows to = { collect_row, collect_done, c, warn };

	if (c->nblock)
		memset(c->block, 0, c->nblock * sizeof *c->block);
	if (c->count)
		memset(c->count, 0, c->ccap * sizeof *c->count);
	c->games = 0;
	fit_rewind_stdin();
	eng_rate_rows(o->m, par, &o->in, &to);
	fit_free_params(o->m, par);
}

static void
rate_point(struct fit *f, const size_t *at)
{
	fit_rate_into(f->o, f->given_text, &f->c, at, f->runs == 0);
	f->runs++;
}

/*
 * The census: a run that counts the stream's games (per event, for a
 * model rated by event), then the blocks (the header's comment).
 */
void
fit_census(struct fit *f, const size_t *at)
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

/* A new point at, not rated: its slot, at the end of f->pt. */
struct point *
fit_new_point(struct fit *f, const size_t *at)
{
	struct point *p;

	xgrow(&f->pt, &f->ptcap, f->npt + 1, sizeof *f->pt);
	p = &f->pt[f->npt++];
	p->at = xmalloc((f->o->nflag ? f->o->nflag : 1) * sizeof *p->at);
	memcpy(p->at, at, f->o->nflag * sizeof *at);
	p->block = xcalloc(f->nblock, sizeof *p->block);
	p->chosen = xcalloc(f->nblock, 1);
	p->chosen_all = 0;
	return p;
}

/* Point at, rated now if it was not yet. */
static struct point *
point_at(struct fit *f, const size_t *at)
{
	struct point *p = find_point(f, at);

	if (p)
		return p;
	if (!f->nblock)
		fit_census(f, at);
	rate_point(f, at);
	p = fit_new_point(f, at);
	memcpy(p->block, f->c.block, f->nblock * sizeof *p->block);
	return p;
}

/* The criterion of p over blocks [0, upto); 0 when they hold no pair. */
int
fit_criterion(const struct fit *f, const struct point *p, size_t upto, double *x)
{
	struct eval_sums s = { 0 };
	size_t b;

	for (b = 0; b < upto; b++)
		eval_sums_add(&s, &p->block[b]);
	return eval_measure_of(&s, f->o->criterion, x);
}

/* Is p better than the best so far over blocks [0, upto)?  (Ties: the first.) */
static int
better(const struct fit *f, const struct point *p, long best, size_t upto)
{
	double x, y;

	if (!fit_criterion(f, p, upto, &x))
		return 0;
	return best < 0 || !fit_criterion(f, &f->pt[best], upto, &y) || x < y;
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

/*
 * Every point of the grid, in its order, rated one at a time (rate: 1),
 * or only given its slot (rate: 0; fit_jobs.c rates them).
 */
void
fit_grid_all(struct fit *f, int rate)
{
	size_t n = f->o->nflag, *at = xcalloc(n ? n : 1, sizeof *at);
	size_t j;

	for (;;) {
		if (rate)
			point_at(f, at);
		else
			fit_new_point(f, at);
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

long
fit_search(struct fit *f, size_t upto)
{
	return f->o->search == FIT_DESCENT ? descent(f, upto) : grid_best(f, upto);
}
