/*
 * state_read.c - model `elo`: a player's state read from a prior row
 * (rate -r, value -r): rating, games, last, the _state word list (a
 * rated player's flags, a newcomer's games against rated players), and
 * a federation list's k and born.  Apart from state.c, which holds the
 * state and writes it as a ratings row: the grammar of _state is read
 * here and written there (state.c says what it is).
 */
#include "rules.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
