/*
 * event.c - model `egf`: a tournament rated as one period from the
 * ratings before it (egf.h; doc/rules/egf.md): the newcomers' and reset
 * ratings from the grades declared, each game's change with its
 * handicap and class, the sum, the floor, --history.
 */
#include "shared/duel.h"
#include "egf.h"
#include "gograde.h"
#include "model.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>



/* The optional text of input column i on row k; NULL when empty or absent. */
static const char *
in_text(struct eng *e, const struct rgame *g, size_t k, int i, size_t *len)
{
	const char *s;

	if (!eng_in_has(e, i))
		return NULL;
	s = eng_in(e, g, k, i, len);
	return *len ? s : NULL;
}

/* The declared grade of row k as a rating; 0 when the row has none. */
static int
declared(struct egf_run *r, struct eng *e, const struct rgame *g, size_t k, double *rating)
{
	const char *s;
	size_t n;
	int kind;
	long num;

	if (!(s = in_text(e, g, k, IN_RANK, &n)))
		return 0;
	if (!go_grade_parse(s, n, &kind, &num))
		eng_bad_in(e, g, k, IN_RANK, "a Go grade: 1k-30k, 1d-9d or 1p-9p");
	*rating = egf_grade_rating(r->par, kind, num);
	return 1;
}

/* The rating a player enters the tournament with: a newcomer's, a reset. */
static void
enter(struct egf_run *r, struct eng *e, const struct rgame *g, size_t k, struct gplayer *p)
{
	const struct egf_params *par = r->par;

	p->fresh = !p->exists;
	p->r_in = p->exists ? p->r : 0;
	if (!p->exists) {
		if (!p->has_decl && isnan(par->initial))
			eng_bad_row(e, g, k,
			    "\"%s\" is new and declares no grade (column rank); give --initial for such players",
			    eng_player(e, g->pid[k]));
		p->exists = 1;
		p->r = p->has_decl ? p->decl : par->initial;
		p->entry = p->r;	/* a newcomer without a grade: its --initial */
		p->last = LONG_MIN;
	} else if (p->has_decl) {
		if (par->reset_gap >= 0 && p->decl <= par->reset_max && p->decl > p->r &&
		    p->decl >= p->entry + (double)par->reset_gap * par->step - 1e-9)
			p->r = p->decl;
		if (p->decl > p->entry)
			p->entry = p->decl;
	}
	if (!(p->r < par->top))
		eng_bad_row(e, g, k, "\"%s\" enters with rating %g, not below --top %g",
		    eng_player(e, g->pid[k]), p->r, par->top);
	p->r0 = p->r;
	p->sum = 0;
}

/* Mark every player of the tournament: its declared grade and name, its entry rating. */
static void
gather(struct egf_run *r, struct eng *e, const struct rperiod *ev)
{
	size_t gi, k;

	r->period++;
	r->nkeys = 0;
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		duel_check(e, g, "a Go game");
		for (k = 0; k < g->n; k++) {
			struct gplayer *p = egf_player(r, g->key[k]);
			const char *s;
			double d;
			size_t n;
			int has = declared(r, e, g, k, &d);

			if (p->mark == r->period) {
				if (has != p->has_decl || (has && d != p->decl))
					eng_bad_in(e, g, k, IN_RANK,
					    "the grade the player declared on its other rows of the tournament");
				continue;
			}
			p->mark = r->period;
			p->has_decl = has;
			p->decl = has ? d : 0;
			if ((s = in_text(e, g, k, IN_NAME, &n)))
				egf_set_text(&p->name, s, n);
			if ((s = in_text(e, g, k, IN_COUNTRY, &n)))
				egf_set_text(&p->country, s, n);
			if ((s = in_text(e, g, k, IN_CLUB, &n)))
				egf_set_text(&p->club, s, n);
			if (has) {
				s = eng_in(e, g, k, IN_RANK, &n);
				egf_set_text(&p->grade, s, n);
			}
			xgrow(&r->keys, &r->kcap, r->nkeys + 1, sizeof *r->keys);
			r->keys[r->nkeys++] = g->key[k];
			enter(r, e, g, k, p);
		}
	}
}

/* The class weight of a game: column class on its rows, else --class. */
static double
weight_of(struct egf_run *r, struct eng *e, const struct rgame *g)
{
	int cls = -1;
	size_t k;

	for (k = 0; k < g->n; k++) {
		const char *s;
		size_t n;
		int c;

		if (!(s = in_text(e, g, k, IN_CLASS, &n))) {
			c = r->par->class_dflt;
		} else {
			if (n != 1 || s[0] < 'A' || s[0] > 'D')
				eng_bad_in(e, g, k, IN_CLASS, "a tournament class: A, B, C or D");
			c = s[0] - 'A';
		}
		if (k && c != cls)
			eng_bad_in(e, g, k, IN_CLASS, "the same class on both rows of the game");
		cls = c;
	}
	return r->par->weight[cls];
}

/* Handicap stones and Black's row (-1: colours unknown) of a played game. */
static long
handicap_of(struct eng *e, const struct rgame *g, int *black)
{
	long h[2] = { 0, 0 };
	int col[2];
	size_t k;

	for (k = 0; k < 2; k++) {
		const char *s;
		size_t n;

		h[k] = duel_in_int(e, g, k, IN_HANDICAP, 0, 9, "a handicap of 0 to 9 stones", 0);
		col[k] = 0;
		if ((s = in_text(e, g, k, IN_COLOR, &n))) {
			if (n != 1 || (s[0] != 'b' && s[0] != 'w'))
				eng_bad_in(e, g, k, IN_COLOR, "a colour: b, w or empty (unknown)");
			col[k] = s[0];
		}
	}
	if (h[0] != h[1])
		eng_bad_in(e, g, 1, IN_HANDICAP, "the same handicap on both rows of the game");
	if (col[0] && col[0] == col[1])
		eng_bad_in(e, g, 1, IN_COLOR, "the other colour than the opponent's row");
	*black = col[0] == 'b' ? 0 : col[1] == 'b' ? 1 : -1;
	if (h[0] >= 1 && *black < 0)
		eng_bad_in(e, g, 0, IN_COLOR, "b or w: a handicap game needs to know who took Black");
	return h[0];
}

struct gamecalc {
	double se[2], con[2], bonus[2], change[2], w;
	long h;			/* handicap stones */
	int black;		/* Black's row, -1: unknown */
};

static void
rate_game(struct egf_run *r, struct eng *e, const struct rgame *g, struct gamecalc *c)
{
	const struct egf_params *par = r->par;
	const struct gplayer *p[2] = { &r->pl[g->key[0]], &r->pl[g->key[1]] };
	double adj[2];
	long h = c->h = handicap_of(e, g, &c->black);
	size_t k;

	c->w = weight_of(r, e, g);
	for (k = 0; k < 2; k++)
		adj[k] = p[k]->r0 + (h >= 1 && c->black == (int)k ? par->hstep * ((double)h - par->hoff) : 0);
	for (k = 0; k < 2; k++) {
		double sa = duel_score(g, k);

		if (!(adj[k] < par->top))
			eng_bad_row(e, g, k,
			    "\"%s\": rating %g with the handicap allowance is not below --top %g",
			    eng_player(e, g->pid[k]), adj[k], par->top);
		c->se[k] = egf_se(par, adj[k], adj[1 - k]);
		c->con[k] = egf_con(par, p[k]->r0);
		c->bonus[k] = egf_bonus(par, p[k]->r0);
		c->change[k] = c->w * (c->con[k] * (sa - c->se[k]) + c->bonus[k]);
	}
}

static void
put_history(struct egf_run *r, struct eng *e, const struct rperiod *ev)
{
	size_t gi, k;

	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];
		struct gamecalc c;

		if (duel_played(g))
			rate_game(r, e, g, &c);
		for (k = 0; k < g->n; k++) {
			const struct gplayer *p = &r->pl[g->key[k]];
			struct cells *cl = eng_row_cells(e, g, k);
			int i;

			cell_num(cl, p->r0);
			cell_num(cl, p->r);
			if (!duel_played(g)) {
				for (i = 0; i < 7; i++)
					cell_empty(cl);
				eng_put_row(e);
				continue;
			}
			cell_num(cl, c.se[k]);
			cell_num(cl, c.con[k]);
			cell_num(cl, c.bonus[k]);
			cell_num(cl, c.w);
			cell_num(cl, c.change[k]);
			cell_num(cl, p->r0);
			cell_num(cl, c.se[k]);
			eng_put_row(e);
		}
	}
}

/* n empty terms */
static void
skip(struct cells *c, int n)
{
	while (n-- > 0)
		cell_empty(c);
}

/* Row k's game as parts: con (Sa - Se), the bonus, the class weight's share. */
static void
explain_game(struct egf_run *r, struct eng *e, const struct rgame *g, size_t k)
{
	struct gamecalc gc;
	struct cells *c;
	double sa = duel_score(g, k), played;

	rate_game(r, e, g, &gc);
	played = gc.con[k] * (sa - gc.se[k]);
	c = eng_explain_part(e, "game", played, g->id);
	cell_str(c, eng_player(e, g->pid[1 - k]));
	cell_num(c, r->pl[g->key[1 - k]].r0);
	cell_int(c, gc.h);
	cell_str(c, gc.black < 0 ? "" : gc.black == (int)k ? "b" : "w");
	cell_num(c, gc.se[k]);
	cell_num(c, sa);
	cell_num(c, gc.con[k]);
	cell_empty_rest(c);
	eng_explain_put(e);
	c = eng_explain_part(e, "bonus", gc.bonus[k], g->id);
	skip(c, 7);
	cell_num(c, gc.bonus[k]);
	cell_empty_rest(c);
	eng_explain_put(e);
	if (gc.w != 1) {
		c = eng_explain_part(e, "class", (gc.w - 1) * (played + gc.bonus[k]), g->id);
		skip(c, 8);
		cell_num(c, gc.w);
		cell_empty_rest(c);
		eng_explain_put(e);
	}
}

/* The tournament's change of player `key`: first rating or reset, its games, the floor. */
static void
explain_player(struct egf_run *r, struct eng *e, const struct rperiod *ev, int key)
{
	const struct gplayer *p = &r->pl[key];
	const char *start = p->fresh ? "first" : "reset";
	struct cells *c;
	size_t gi, k;

	eng_explain_begin(e, duel_period_game(ev), key, p->r_in, p->r);
	if (p->fresh || p->r0 != p->r_in) {
		c = eng_explain_part(e, start, p->r0 - p->r_in, "");
		skip(c, 9);
		cell_str(c, p->has_decl ? p->grade : "");	/* the grade it enters with */
		eng_explain_put(e);
	}
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		for (k = 0; k < g->n; k++)
			if (g->key[k] == key) {
				if (duel_played(g))
					explain_game(r, e, g, k);
				else
					duel_explain_uncounted(e, g, k, "not rated");
			}
	}
	if (p->r != p->r0 + p->sum) {
		c = eng_explain_part(e, "floor", p->r - (p->r0 + p->sum), "");
		cell_empty_rest(c);
		eng_explain_put(e);
	}
	eng_explain_end(e);
}

void
egf_period(void *m, struct eng *e, const struct rperiod *ev)
{
	struct egf_run *r = m;
	long day = LONG_MIN;
	size_t gi, k;

	gather(r, e, ev);
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];
		struct gamecalc c;

		if (g->date > day)
			day = g->date;
		if (!duel_played(g))
			continue;
		rate_game(r, e, g, &c);
		for (k = 0; k < 2; k++) {
			struct gplayer *p = &r->pl[g->key[k]];

			p->sum += c.change[k];
			p->games++;
		}
	}
	for (k = 0; k < r->nkeys; k++) {
		struct gplayer *p = &r->pl[r->keys[k]];
		double x = p->r0 + p->sum;

		p->r = x < r->par->floor ? r->par->floor : x;
		p->last = day;
		if (eng_explaining(e, r->keys[k]))
			explain_player(r, e, ev, r->keys[k]);
	}
	if (eng_history(e))
		put_history(r, e, ev);
}

