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
 */
#include "rules.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { S_RATING, S_GAMES, S_STATUS, S_LAST, S_STATE, S_K, S_BORN };
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

/* ---------- prior ratings (rate -r, value -r) ---------- */

/* " WORD N" at *s (N a whole number lo..hi): 1 and *v, *s past it. */
static int
word_num(const char **s, const char *word, long lo, long hi, long *v)
{
	size_t n = strlen(word), d;

	if ((*s)[0] != ' ' || strncmp(*s + 1, word, n) != 0 || (*s)[1 + n] != ' ')
		return 0;
	d = strspn(*s + 2 + n, "0123456789");
	if (!int_parse(*s + 2 + n, d, lo, hi, v))
		return 0;
	*s += 2 + n + d;
	return 1;
}

/* " WORD X" at *s (X a finite number): 1 and *x, *s past it. */
static int
word_real(const char **s, const char *word, double *x)
{
	size_t n = strlen(word), d;

	if ((*s)[0] != ' ' || strncmp(*s + 1, word, n) != 0 || (*s)[1 + n] != ' ')
		return 0;
	d = strcspn(*s + 2 + n, " ");
	if (!num_parse(*s + 2 + n, d, x))
		return 0;
	*s += 2 + n + d;
	return 1;
}

/* " WORD YYYYMM" at *s: the month index (elo_month) in *m. */
static int
word_month(const char **s, const char *word, long *m)
{
	long v;

	if (!word_num(s, word, 100001, 999912, &v) || v % 100 < 1 || v % 100 > 12)
		return 0;
	*m = v / 100 * 12 + v % 100;
	return 1;
}

/*
 * --period month: " month YYYYMM pend X at K [pend X at K] games N base R"
 * (the changes of month YYYYMM not yet on the list, each the unrounded
 * K(W - We) of the month's events at one K before 8.3.3's cap, the
 * month's rated games N the cap is for, and the list's rating before
 * them; the row's rating is the list as if the month ended) and
 * " list YYYYMM before R" (the month whose changes made the list, and
 * the rating before them: an event begun under that list).
 */
static int
month_parse(const struct run *r, struct eplayer *p, const char **s)
{
	double x, K;

	if (word_month(s, "month", &p->pmonth)) {
		p->npk = 0;
		while (word_real(s, "pend", &x)) {
			struct epend *k = &p->pk[p->npk];

			if (p->npk == ELO_PEND_K || !word_real(s, "at", &K) || !(K > 0))
				return 0;
			k->K = K;
			k->d = x / K;
			k->d_h = llround(x * 100 / K);
			if (r->par->expect == EXP_FIDE && fabs(k->K * (double)k->d_h - x * 100) > 1e-6)
				return 0;	/* not K times whole hundredths */
			p->npk++;
		}
		if (!p->npk || !word_num(s, "games", 1, LONG_MAX / 2, &p->pn) ||
		    !word_real(s, "base", &p->rating))
			return 0;
	}
	if (word_month(s, "list", &p->lmonth) && !word_real(s, "before", &p->lbefore))
		return 0;
	return 1;
}

/* A newcomer's games: " R:S[:YYYY-MM-DD]"..., at least one. */
static int
games_parse(struct eplayer *p, const char *s)
{
	while (*s == ' ') {
		const char *colon = strchr(s + 1, ':'), *end, *day;
		double opp, score;
		long date = LONG_MIN;

		if (!colon || !num_parse(s + 1, (size_t)(colon - s - 1), &opp))
			return 0;
		end = colon + 1 + strcspn(colon + 1, " ");
		day = memchr(colon + 1, ':', (size_t)(end - colon - 1));
		if (day && !date_parse(day + 1, (size_t)(end - day - 1), &date))
			return 0;
		if (!num_parse(colon + 1, (size_t)((day ? day : end) - colon - 1), &score) ||
		    (score != 0 && score != 0.5 && score != 1))
			return 0;
		elo_pg_add(p, opp, score, date);
		s = end;
	}
	return *s == '\0' && p->npg > 0;
}

static int
state_parse(const struct run *r, struct eplayer *p, const char *s)
{
	long v;

	if (strncmp(s, "rated", 5) == 0) {
		s += 5;
		p->rated = 1;
		if (strncmp(s, " top", 4) == 0) {
			p->top = 1;
			s += 4;
		}
		if (strncmp(s, " await", 6) == 0 && (s[6] == '\0' || s[6] == ' ')) {
			p->await = 1;
			s += 6;
		}
		if (word_num(&s, "k", 1, 1000, &v))
			p->klist = (int)v;
		if (word_num(&s, "born", 1, 9999, &v))
			p->born = (int)v;
		return month_parse(r, p, &s) && *s == '\0';
	}
	if (strncmp(s, "new", 3) != 0)
		return 0;
	s += 3;
	if (word_num(&s, "born", 1, 9999, &v))
		p->born = (int)v;
	return games_parse(p, s);
}

/* A list's year of birth: YYYY, or a date YYYY-MM-DD (its year); empty
 * or 0: not known. */
static int
born_parse(const struct prior_cell *c, int *born)
{
	long y, day;

	if (!c->s || c->len == 0)
		return 1;
	if (c->len == 4 && int_parse(c->s, 4, 0, 9999, &y))
		*born = (int)y;
	else if (c->len == 10 && date_parse(c->s, 10, &day))
		*born = (int)elo_year(day);
	else
		return 0;
	return 1;
}

/*
 * A list's K (FIDE's list: the player's K now): used for the player's next
 * rated event; K[2] (10) says the player has reached --k-rating, K[0] (40)
 * that the player has fewer than --k-games games (or is a junior), whose
 * count the list does not give: without a games column it starts at 0.
 */
static int
k_parse(const struct run *r, const struct prior_cell *c, int has_games, struct eplayer *p)
{
	long k;

	if (!c->s || c->len == 0)
		return 1;
	if (!int_parse(c->s, c->len, 1, 1000, &k))
		return 0;
	p->klist = (int)k;
	if (r->par->krule == K_FIDE && k == (long)r->par->kv[2])
		p->top = 1;
	if (r->par->krule == K_FIDE && k == (long)r->par->kv[0] && !has_games)
		p->games = 0;
	return 1;
}

/*
 * A prior row.  A federation's list `type player rating` gives a rated
 * player (_state "rated") with --list-games games (established: FIDE's K
 * is 20, or 10 from 2400) and no last event.  An empty rating is a
 * newcomer's row under --newcomer-rule fide (FIDE publishes no number).
 */
int
elo_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct run *r = m;
	struct eplayer *p = elo_player(r, row->key);
	const struct prior_cell *c = row->cell;

	p->exists = 1;
	p->rating = NAN;
	if (c[S_RATING].len && !num_parse(c[S_RATING].s, c[S_RATING].len, &p->rating)) {
		*col = S_RATING;
		*why = "a finite number";
		return 0;
	}
	p->games = c[S_GAMES].s ? c[S_GAMES].i : r->par->list_games;
	p->games_guess = !c[S_GAMES].s;
	p->last = c[S_LAST].s ? c[S_LAST].i : LONG_MIN;
	if (!born_parse(&c[S_BORN], &p->born)) {
		*col = S_BORN;
		*why = "a year of birth YYYY, a date YYYY-MM-DD, or empty";
		return 0;
	}
	if (!k_parse(r, &c[S_K], c[S_GAMES].s != NULL, p)) {
		*col = S_K;
		*why = "a K factor (a whole number from 1 to 1000), or empty";
		return 0;
	}
	/* an edited rating (row->edited) of a newcomer makes it a rated
	 * player at that rating, as a list row: its games would recompute it */
	if (!c[S_STATE].s ||
	    (row->edited && c[S_STATE].len >= 3 && memcmp(c[S_STATE].s, "new", 3) == 0))
		p->rated = 1;
	else if (!state_parse(r, p, c[S_STATE].s)) {
		*col = S_STATE;
		*why = "an elo state: rated [top] [await] [k K] [born Y] [month M pend X at K ... games N base R] "
		    "[list M before R], or new [born Y] R:S ...";
		return 0;
	}
	/* an edited rating of a player in the middle of a month (--period
	 * month) is the list's, as a list row gives it: the month's changes so
	 * far, and the list before them, are replaced by it (else the month's
	 * base in _state would recompute the edit away) */
	if (row->edited && p->rated && (p->pmonth || p->lmonth)) {
		if (!num_parse(c[S_RATING].s, c[S_RATING].len, &p->rating)) {
			*col = S_RATING;
			*why = "a finite number";
			return 0;
		}
		p->pmonth = p->lmonth = 0;
		p->npk = 0;
		p->pn = 0;
	}
	if (!has(p->rating) && (p->rated || r->par->nc_rule != NC_FIDE)) {
		*col = S_RATING;
		*why = "a finite number";
		return 0;
	}
	return 1;
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
