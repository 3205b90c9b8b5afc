/*
 * first.c - model `dwz`: the first DWZ of the players who had none
 * (Wertungsordnung 3.4; dwz.h, doc/rules/dwz.md).
 */
#include "shared/duel.h"
#include "dwz.h"
#include "rp.h"

#include <math.h>

/*
 * The newcomers who get a first DWZ (Wertungsordnung 3.4.1): stage 1,
 * at least --first-games games against established players (rated
 * before the tournament) and neither all won nor all lost among them;
 * stage 2, the same against established players and stage 1.  The
 * games of a newcomer against that selection, n and W, are in p->n, p->w.
 */
static int
stage(struct dwz_run *r, const struct rperiod *ev, struct dplayer *p, int key, int level)
{
	size_t gi, k;

	p->n = 0;
	p->w = 0;
	for (gi = 0; gi < ev->ngame; gi++) {
		const struct rgame *g = &ev->game[gi];

		if (!duel_played(g))
			continue;
		for (k = 0; k < 2; k++) {
			const struct dplayer *o = &r->pl[g->key[1 - k]];

			/* level 1: the established; 2: and stage 1; 3: and stages 1 and 2 */
			if (g->key[k] != key || !(o->known || (level >= 2 && o->stage && o->stage < level)))
				continue;
			p->n++;
			p->w += duel_score(g, k);
		}
	}
	return p->n >= r->par->first_games && p->w > 0 && p->w < (double)p->n;
}

/* A newcomer's opponent in the selection: its rating now; 0 when not in it. */
static int
opponent(const struct dwz_run *r, int key, double *rating)
{
	const struct dplayer *o = &r->pl[key];

	if (o->known) {
		*rating = o->as_opp;	/* Ro, or Rh for an exceptional player (3.6.3) */
		return 1;
	}
	if (o->stage) {
		*rating = o->rn;
		return 1;
	}
	return 0;
}

/*
 * The first DWZ of the newcomers of stages 1 and 2, all at once: each
 * the rating at which its expected score against its opponents of the
 * selection (established at their DWZ, or at their performance when
 * exceptional (3.6.3), newcomers at their current
 * estimate) equals its score; repeated over the newcomers until no
 * estimate moves (the Gesamtiteration, 3.4.4), then rounded.
 */
void
dwz_first_ratings(struct dwz_run *r, const struct rperiod *ev)
{
	size_t k, gi, c, sweep;
	int level, more;

	for (level = 1; level <= 2; level++)
		for (k = 0; k < r->nkeys; k++) {
			struct dplayer *p = &r->pl[r->keys[k]];

			if (!p->known && !p->stage && stage(r, ev, p, r->keys[k], level))
				p->stage = level;
		}
	for (k = 0; k < r->nkeys; k++) {
		struct dplayer *p = &r->pl[r->keys[k]];

		if (!p->known && p->stage) {
			(void)stage(r, ev, p, r->keys[k], 3);	/* n, W against the whole selection */
			p->rn = 1000;	/* a start; the fixed point does not depend on it */
		}
	}
	for (sweep = 0, more = 1; more && sweep < 10000; sweep++) {
		more = 0;
		for (k = 0; k < r->nkeys; k++) {
			struct dplayer *p = &r->pl[r->keys[k]];
			double x;

			if (p->known || !p->stage)
				continue;
			c = 0;
			for (gi = 0; gi < ev->ngame; gi++) {
				const struct rgame *g = &ev->game[gi];
				size_t j;

				if (!duel_played(g))
					continue;
				for (j = 0; j < 2; j++)
					if (g->key[j] == r->keys[k] && opponent(r, g->key[1 - j], &x)) {
						xgrow(&r->opp, &r->ocap, c + 1, sizeof *r->opp);
						r->opp[c++] = x;
					}
			}
			x = dwz_performance(r->par, r->opp, c, p->w);
			if (fabs(x - p->rn) > 1e-9)
				more = 1;
			p->rn = x;
		}
	}
	for (k = 0; k < r->nkeys; k++) {
		struct dplayer *p = &r->pl[r->keys[k]];

		if (!p->known && p->stage) {
			p->unrounded = p->rn;
			p->rn = dwz_round(r->par->digits, p->rn);
			p->new_rating = 1;
		}
	}
}

