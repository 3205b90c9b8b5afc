/*
 * fide_rules.c - model `elo`: the rules of FIDE's regulations that the
 * other rule sets do not have (doc/rules/fide.md): K with its junior rule
 * and a list's K (8.3.3), the 400-point rule of 2022 with its one upgrade
 * a tournament (8.3.1), and for rapid and blitz the 600-point rule and
 * the unrated player seeded from the standard list (7.2.1, 7.3.1).
 */
#include "rules.h"
#include "fide.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

/*
 * K (-K fide): the list's K for the player's next event when a list gave
 * one; else kv[0] (40) for a junior rated below --junior-below (until the
 * end of the year of the --junior-age birthday, the period's year) and
 * below --k-games games, kv[2] (10) once --k-rating has been reached,
 * kv[1] (20) otherwise.
 */
double
fide_k(const struct elo_params *par, const struct eplayer *p, double r, long games, long day)
{
	if (p->klist)
		return p->klist;
	if (has(par->junior_below) && p->born && r < par->junior_below &&
	    elo_year(day) <= p->born + par->junior_age)
		return par->kv[0];
	/* PlayerRatings' kfide() asks the rating before the games (--k-order) */
	if (par->k_rating_first && (p->top || r >= par->k_rating))
		return par->kv[2];
	return games < par->k_games ? par->kv[0] :
	    p->top || r >= par->k_rating ? par->kv[2] : par->kv[1];
}

/*
 * --cap-rule greatest (8.3.1 of 2022: "In any tournament, a player may
 * benefit from only one upgrade under this rule, for the game in which
 * the rating difference is greatest"): of the games in which a player is
 * rated more than --cap above the opponent, only the one with the
 * greatest difference (the first such in the input) is capped for the
 * player; the lower rated player's side is capped in every game (the cap
 * raises what that player is expected to score: no benefit).
 */
void
fide_upgrades(struct run *r)
{
	const struct rperiod *ev = r->ev;
	double *best = xcalloc(r->npart ? r->npart : 1, sizeof *best);
	size_t gi, i;

	for (gi = 0; gi < ev->ngame; gi++) {
		if (!elo_played(r, gi))
			continue;
		for (i = 0; i < 2; i++) {
			struct epart *x = elo_part_of(r, gi, i);
			double d = x->r0 - elo_part_of(r, gi, 1 - i)->r0;
			size_t xi = (size_t)(x - r->part);

			if (!elo_counted(r, gi, i) || d <= r->par->cap)
				continue;
			if (x->upgrade < 0 || d > best[xi]) {
				x->upgrade = (int)elo_flat(r, gi, i);
				best[xi] = d;
			}
		}
	}
	free(best);
}

/*
 * --gap D --gap-above R (FIDE Rapid and Blitz Rating Regulations 7.3.1,
 * from 1 December 2024): "Games played between players with a rating
 * difference of 600 points or more shall not be rated if at least one of
 * the players is rated above 2600 on the relevant list": the ratings at
 * the event's start of two rated players.
 */
void
fide_gaps(struct run *r)
{
	const struct elo_params *par = r->par;
	size_t gi;

	for (gi = 0; gi < r->ev->ngame; gi++) {
		const struct epart *a, *b;
		double d;

		if (!elo_played(r, gi))
			continue;
		a = elo_part_of(r, gi, 0);
		b = elo_part_of(r, gi, 1);
		d = a->r0 - b->r0;
		if (!a->rated0 || !b->rated0 || (d < 0 ? -d : d) < par->gap ||
		    !(a->r0 > par->gap_above || b->r0 > par->gap_above))
			continue;
		r->rowgap[elo_flat(r, gi, 0)] = r->rowgap[elo_flat(r, gi, 1)] = 1;
	}
}

/*
 * --seed-type T (Rapid and Blitz 7.2.1): "If an unrated player has a
 * standard rating at the beginning of a rapid or blitz tournament, their
 * standard rating is used for rating calculation.  Such a player is
 * considered to be rated": x starts the event rated with its rating in
 * type T, new to this type's list (0 games: K 40 until 30).
 */
void
fide_seed(struct run *r, struct eng *e, struct epart *x)
{
	int key = eng_key_of(e, r->par->seed_type, eng_key_pid(e, x->key));
	const struct eplayer *s;

	if (key < 0 || key == x->key || (size_t)key >= r->plcap)
		return;
	s = &r->pl[key];
	if (!s->exists || !s->rated)
		return;
	x->rated0 = x->seeded = 1;
	x->r0 = s->rating;
	if (!r->pl[x->key].born)
		r->pl[x->key].born = s->born;
}

int
fide_type_is_chess(const char *type)
{
	return strncmp(type, "chess", 5) == 0 || strcmp(type, "standard") == 0 ||
	    strcmp(type, "rapid") == 0 || strcmp(type, "blitz") == 0;
}

/*
 * `rate -m elo` without -p rates by the first profile, the Greek Scrabble
 * rules (floor 1000, bonus, 9 games for a newcomer): on a chess type that
 * is never what was meant, so it is refused with the profiles to choose
 * from (exit 2).  -p greek2007 given is obeyed.
 */
void
fide_profile_hint(struct run *r, struct eng *e, const struct rgame *g)
{
	if (eng_profile_given())
		return;
	if ((size_t)g->tid < r->tidcap && r->tidok[g->tid])
		return;
	xgrow_zero(&r->tidok, &r->tidcap, (size_t)g->tid + 1, 1);
	r->tidok[g->tid] = 1;
	if (fide_type_is_chess(g->type))
		eng_usage_row(e, g, 0, "type \"%s\" is chess, and -m elo without -p rates by the Greek Scrabble "
		    "rules (greek2007): give -p fide (FIDE's standard rules; fide2024, fide2022, "
		    "fide-rapid, fide-blitz: doc/rules/fide.md), or -p greek2007 to use them",
		    g->type);
}
