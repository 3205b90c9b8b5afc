/*
 * state.c - model `elo`: a player's state, read from a prior row and
 * written as a ratings row.
 *
 * Columns: rating games status last _state, and, read from a federation's
 * list when it has them (never written: _state keeps them), k (the list's
 * K for the player's next event) and born (the year of birth, for FIDE's
 * junior K).  _state is
 *   "rated" [" top"] [" await"] [" k" K] [" born" YEAR]
 *   "new" [" born" YEAR] (" " R ":" S [":" YYYY-MM-DD])...
 * a rated player, or a newcomer's games against rated players (opponent's
 * rating, score, and the day with --newcomer-months).
 *
 * A prior row is read by state_read.c; this file holds the state and
 * writes it.
 */
#include "rules.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const struct column elo_state_cols[] = {
	{ "rating", COL_TEXT, NULL, 0 },
	{ "games", COL_COUNT, "list-games", 0 },
	{ "status", COL_TEXT, NULL, COL_WRITE_ONLY },
	{ "last", COL_DATE, "(empty)", 0 },
	{ "_state", COL_TEXT, "(rated)", 0 },
	{ "k", COL_TEXT, "(the K rule)", COL_READ_ONLY },
	{ "born", COL_TEXT, "(unknown)", COL_READ_ONLY },
	{ NULL, 0, NULL, 0 },
};

struct eplayer *
elo_player(struct run *r, int key)
{
	if ((size_t)key >= r->plcap) {
		size_t old = r->plcap;

		xgrow(&r->pl, &r->plcap, (size_t)key + 1, sizeof *r->pl);
		memset(r->pl + old, 0, (r->plcap - old) * sizeof *r->pl);
		r->loc = xrealloc(r->loc, r->plcap * sizeof *r->loc);
		memset(r->loc + old, 0xff, (r->plcap - old) * sizeof *r->loc);
	}
	return &r->pl[key];
}

void *
elo_start(struct eng *e, const void *par)
{
	struct run *r = xcalloc(1, sizeof *r);

	r->e = e;
	r->par = par;
	return r;
}

void
elo_free(void *m)
{
	struct run *r = m;
	size_t k;

	for (k = 0; k < r->plcap; k++)
		free(r->pl[k].pg);
	free(r->pl);
	free(r->part);
	free(r->loc);
	free(r->rowpart);
	free(r->rowexp);
	free(r->rowgap);
	free(r->tidok);
	free(r->sb);
	free(r);
}
/* ---------- the ratings ---------- */

static void
sb_put(struct run *r, const char *s, size_t n)
{
	xgrow(&r->sb, &r->sbcap, r->sblen + n + 1, 1);
	memcpy(r->sb + r->sblen, s, n);
	r->sblen += n;
}

static void
sb_putnum(struct run *r, double x)
{
	char tmp[32];

	sb_put(r, tmp, num_format(x, tmp));
}

static void
sb_putword(struct run *r, const char *word, long v)
{
	sb_put(r, " ", 1);
	sb_put(r, word, strlen(word));
	sb_put(r, " ", 1);
	sb_putnum(r, (double)v);
}

/* The _state cell (the grammar above). */
static void
state_cell(struct run *r, const struct eplayer *p, struct cells *c)
{
	size_t j;

	r->sblen = 0;
	sb_put(r, p->rated ? "rated" : "new", p->rated ? 5 : 3);
	if (p->top)
		sb_put(r, " top", 4);
	if (p->await)
		sb_put(r, " await", 6);
	if (p->rated && p->klist)
		sb_putword(r, "k", p->klist);
	if (p->born)
		sb_putword(r, "born", p->born);
	if (p->rated && p->pmonth) {
		sb_putword(r, "month", (p->pmonth - 1) / 12 * 100 + (p->pmonth - 1) % 12 + 1);
		for (j = 0; j < p->npk; j++) {
			const struct epend *k = &p->pk[j];

			sb_put(r, " pend ", 6);
			sb_putnum(r, r->par->expect == EXP_FIDE ?
			    (double)llround(k->K * (double)k->d_h) / 100 : k->K * k->d);
			sb_put(r, " at ", 4);
			sb_putnum(r, k->K);
		}
		sb_putword(r, "games", p->pn);
		sb_put(r, " base ", 6);
		sb_putnum(r, p->rating);
	}
	if (p->rated && p->lmonth) {
		sb_putword(r, "list", (p->lmonth - 1) / 12 * 100 + (p->lmonth - 1) % 12 + 1);
		sb_put(r, " before ", 8);
		sb_putnum(r, p->lbefore);
	}
	for (j = 0; !p->rated && j < p->npg; j++) {
		sb_put(r, " ", 1);
		sb_putnum(r, p->pg[j].opp);
		sb_put(r, ":", 1);
		sb_putnum(r, p->pg[j].score);
		if (p->pg[j].date != LONG_MIN) {
			char d[11];

			date_format(p->pg[j].date, d);
			sb_put(r, ":", 1);
			sb_put(r, d, 10);
		}
	}
	cell_strn(c, r->sb, r->sblen);
}

/*
 * A newcomer is listed with its Rp under the Greek rules (provisional),
 * and without a number under FIDE's, which publish none (status
 * unrated: fewer than --newcomer-games games, or an Rp below --list-min).
 */
/* The player has a ratings row (engine.h: the replay guard keeps its
 * events while it has one). */
int
elo_listed(void *m, int key)
{
	const struct run *r = m;

	return (size_t)key < r->plcap && r->pl[key].exists;
}

/* The `rating` of p's ratings row, 0 when it has none (no row, or a
 * newcomer under --newcomer-rule fide): --explain's before and after. */
double
elo_list_rating(const struct run *r, const struct eplayer *p)
{
	if (!p->exists || (!p->rated && r->par->nc_rule == NC_FIDE))
		return 0;
	return p->rated ? elo_month_rating(r->par, p) : elo_performance(r->par, p->pg, p->npg);
}

int
elo_row(void *m, int key, struct cells *c)
{
	struct run *r = m;
	const struct eplayer *p;
	int fide_new;

	if (!elo_listed(r, key))
		return 0;
	if (r->par->period_month && has(r->par->list_min) &&
	    elo_month_rating(r->par, &r->pl[key]) < r->par->list_min)
		elo_flush(r->par, &r->pl[key]);	/* the month's list loses it */
	p = &r->pl[key];
	if (!p->exists)
		return 0;
	fide_new = !p->rated && r->par->nc_rule == NC_FIDE;
	if (fide_new)
		cell_empty(c);
	else
		cell_num(c, elo_list_rating(r, p));
	cell_int(c, p->rated ? p->games : (long long)p->npg);
	cell_str(c, p->rated && !p->await ? "active" : fide_new ? "unrated" : "provisional");
	cell_date(c, p->last);
	state_cell(r, p, c);
	return 1;
}

/*
 * -K fide: the players whose K was assumed, named: no K of a list (column
 * k, parse -f fide-list), and the list gave no games (--list-games
 * assumed) or no year of birth for a player below --junior-below (the
 * junior rule unknown).  At most 20 named, then how many more.
 */
static void
warn_kguess(const struct run *r, struct eng *e)
{
	struct strbuf sb = { 0 };
	size_t k, n = 0;

	for (k = 0; k < r->plcap; k++) {
		if (!r->pl[k].kguess)
			continue;
		if (n++ < 20) {
			sb_adds(&sb, n > 1 ? ", " : "");
			sb_adds(&sb, eng_type(e, eng_key_tid(e, (int)k)));
			sb_adds(&sb, "/");
			sb_adds(&sb, eng_player(e, eng_key_pid(e, (int)k)));
		}
	}
	if (n > 20) {
		char more[40];

		snprintf(more, sizeof more, " and %zu more", n - 20);
		sb_adds(&sb, more);
	}
	if (n)
		warnx_rp("K assumed for %zu player(s), the list giving no K (column k) and no "
		    "games or year of birth (column games, born): %s", n, sb.s);
	free(sb.s);
}

/* Players whose games all went unrated have no row: say so, never silently. */
void
elo_finish(void *m, struct eng *e)
{
	struct run *r = m;
	size_t k, n = 0, lost = 0, zero = 0;

	for (k = 0; k < r->plcap; k++) {
		const struct eplayer *p = &r->pl[k];

		if (p->exists)
			continue;
		lost += p->delisted;
		zero += !p->delisted && p->zeroed;
		n += p->seen && !p->delisted && !p->zeroed;
	}
	if (n)
		warnx_rp("%zu player(s) played only unrated players and have no rating; "
		    "give initial ratings with -r (or --initial); --history shows their games", n);
	if (zero)
		warnx_rp("%zu player(s) scored zero against rated players in their first event: "
		    "disregarded (--newcomer-rule fide), no rating yet", zero);
	if (lost)
		warnx_rp("%zu player(s) fell below --list-min and are unrated again "
		    "(no row); --history shows their games", lost);
	warn_kguess(r, e);
}
