/*
 * ecf.c - model `ecf`: the English Chess Federation's rating since July
 * 2020 (doc/rules/ecf.md).  Rating period = event: the ECF rates a
 * calendar month at once, so a stream gives each month as one event.
 *
 * A player is fully rated (a K or a full P rating), partially rated (a P
 * rating on fewer than 10 games), or new (no rating, or none played for
 * more than --inactive months).  A month is rated in three passes:
 *   A  new and partially rated players: P rating, opponents at their
 *      ratings before the month (a new opponent at its dummy rating);
 *   B  the same, new and partial opponents at their pass-A ratings;
 *   K  fully rated players: R1 = R0 + k (W - We), We from FIDE table
 *      8.1b, new and partial opponents at their pass-B ratings (their
 *      games' change weighed by --partial-weight), k 20, a junior's 40.
 * The P rating is FIDE's performance over the player's games while not
 * fully rated plus one draw against a dummy opponent: Ra + dp(p), Ra the
 * mean of the opponents' ratings, dp from FIDE table 8.1a.  The dummy is
 * rated 1800, 100 x age under 18 (--dummy-*), less --rapid-offset; a
 * returning player's last full rating when higher.  Ten games or more
 * make the P rating full.  The age is the model input column `age`.
 */
#include "ecf.h"
#include "model.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>

#define F(x) offsetof(struct ecf_params, x)
#define R 1e6

static const char *const ecf_profiles[] = { "ecf", "ecf2020", NULL };

static const struct param ecf_param[] = {
	{ "k", 0, "K", PK_NUM, F(k_adult), 0, R, 0, NULL, NULL, { "20" },
	  "K rating: R1 = R0 + K (W - We)" },
	{ "k-junior", 0, "K", PK_NUM, F(k_junior), 0, R, 0, NULL, NULL, { "40" }, "K of a junior" },
	{ "junior-below", 0, "AGE", PK_INT, F(junior_below), 0, 200, 0, NULL, NULL, { "18" },
	  "a junior is younger than AGE" },
	{ "dummy-adult", 0, "R", PK_NUM, F(dummy_adult), -R, R, 0, NULL, NULL, { "1800" },
	  "P rating: the dummy draw's opponent, an adult's" },
	{ "dummy-per-year", 0, "R", PK_NUM, F(dummy_per_year), 0, R, 0, NULL, NULL, { "100" },
	  "... a junior's: R times its age" },
	{ "rapid-offset", 0, "R", PK_NUM, F(rapid_offset), -R, R, 0, NULL, NULL, { "0" },
	  "less R (the ECF: 100 for rapid and blitz)" },
	{ "full-games", 0, "N", PK_INT, F(full_games), 1, 1000000, 0, NULL, NULL, { "10" },
	  "a P rating on N games or more is a full rating" },
	{ "inactive", 0, "MONTHS", PK_INT, F(inactive), 0, 100000, 0, NULL, NULL, { "36", "60" },
	  "no game for more than MONTHS: a new player again" },
	{ "partial-weight", 0, "W", PK_NUM, F(partial_weight), 0, 1, 0, NULL, NULL, { "1", "0.5" },
	  "K rating: a game against a new or partially rated opponent counts W" },
	{ "age", 0, "AGE|none", PK_INT, F(age), 0, 200, PF_NONE, NULL, NULL, { "none" },
	  "the age of a row without one (none: an adult)", "age" },
	{ .flag = NULL },
};

/* ---------- state ---------- */

static const char *const ecf_in[] = { "age", NULL };
static const char *const ecf_need[] = { NULL };

enum { S_RATING, S_GAMES, S_STATUS, S_LAST, S_CATEGORY, S_FULL, S_RECORD };
static const struct column ecf_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "games", COL_COUNT, "(10)", 0 },
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ "category", COL_TEXT, "(K: fully rated)", 0 },
	{ "full", COL_TEXT, "(empty)", 0 },
	{ "record", COL_TEXT, "(empty)", 0 },
	{ NULL, 0, NULL, 0 },
};

static const char *const ecf_history[] = {
	"rating_before", "category", "rating_a", "rating_b", "rating", "expected", NULL
};
/*
 * --explain (explain.c): a K rating as each game's k w (W_i - We_i);
 * a P rating as the rating it replaces, the shares of Ra (the dummy draw,
 * the record's games, the month's) and dp.
 */
static const char *const ecf_explain_cols[] = {
	"opponent", "opponent_rating", "score", "expected", "k", "weight", "games", "dp", NULL
};

static void *
ecf_start(struct eng *e, const void *par)
{
	struct ecf_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	return r;
}

static void
ecf_free(void *m)
{
	struct ecf_run *r = m;
	size_t i;

	for (i = 0; i < r->cap; i++)
		free(r->pl[i].rec);
	free(r->pl);
	free(r->keys);
	free(r->side);
	free(r);
}

/* A record "R:S R:S ...": a partially rated player's games. */
static int
parse_record(struct eplayer *p, const char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		size_t b = i, colon;
		struct egame g;

		while (i < n && s[i] != ' ')
			i++;
		colon = b;
		while (colon < i && s[colon] != ':')
			colon++;
		if (colon == i || !num_parse(s + b, colon - b, &g.opp) ||
		    !num_parse(s + colon + 1, i - colon - 1, &g.score) ||
		    (g.score != 0 && g.score != 0.5 && g.score != 1))
			return 0;
		xgrow(&p->rec, &p->rcap, p->nrec + 1, sizeof *p->rec);
		p->rec[p->nrec++] = g;
		i += i < n;
	}
	return 1;
}

static int
ecf_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct ecf_run *r = m;
	struct eplayer *p = ecf_player(r, row->key);
	const struct prior_cell *c = row->cell;
	/* an edited rating (row->edited) is a list row's: fully rated at it,
	 * a partially rated player's record dropped (it would recompute the
	 * rating and lose the edit) */
	static const struct prior_cell none;
	const struct prior_cell *k = row->edited ? &none : &c[S_CATEGORY];

	p->exists = 1;
	p->r = c[S_RATING].num;
	p->games = c[S_GAMES].s ? c[S_GAMES].i : 10;
	p->last = c[S_LAST].s ? c[S_LAST].i : LONG_MIN;
	p->kind = !k->s || (k->len == 1 && *k->s == 'K') ? FULL :
	    k->len == 1 && *k->s == 'P' ? PARTIAL : -1;
	if (p->kind < 0) {
		*col = S_CATEGORY;
		*why = "K (fully rated) or P (partially rated)";
		return 0;
	}
	p->last_full = p->kind == FULL ? p->r : NAN;
	if (row->edited)
		return 1;
	if (c[S_FULL].s && c[S_FULL].len && !num_parse(c[S_FULL].s, c[S_FULL].len, &p->last_full)) {
		*col = S_FULL;
		*why = "the last full rating, or empty";
		return 0;
	}
	if (c[S_RECORD].s && !parse_record(p, c[S_RECORD].s, c[S_RECORD].len)) {
		*col = S_RECORD;
		*why = "games as OPPONENT-RATING:SCORE separated by spaces, SCORE 0, 0.5 or 1";
		return 0;
	}
	return 1;
}

static int
ecf_row(void *m, int key, struct cells *c)
{
	struct ecf_run *r = m;
	const struct eplayer *p;
	struct strbuf b = { 0 };
	char num[32];
	size_t i;

	if ((size_t)key >= r->cap || !r->pl[key].exists || r->pl[key].kind == NEW)
		return 0;
	p = &r->pl[key];
	cell_num(c, p->r);
	cell_int(c, p->games);
	cell_str(c, p->kind == FULL ? "active" : "provisional");
	cell_date(c, p->last);
	cell_str(c, p->kind == FULL ? "K" : "P");
	cell_num_or_empty(c, !isnan(p->last_full), p->last_full);
	for (i = 0; p->kind == PARTIAL && i < p->nrec; i++) {
		if (i)
			sb_add(&b, " ", 1);
		sb_add(&b, num, num_format(p->rec[i].opp, num));
		sb_add(&b, ":", 1);
		sb_add(&b, num, num_format(p->rec[i].score, num));
	}
	cell_strn(c, b.s ? b.s : "", b.len);
	free(b.s);
	return 1;
}

/*
 * Revision 2: a record keeps its opponents' ratings of the month however
 * the input orders the month's rows (before, a fully rated opponent named
 * first left its rating after the month in the record).
 */
static const int ecf_revision[] = { 2, 2 };

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: the ECF publishes whole numbers (doc/rules/ecf.md). */
static const int ecf_decimals[sizeof ecf_profiles / sizeof *ecf_profiles - 1] =
	{ 0, 0 };

const struct model ecf_model = {
	.name = "ecf",
	.decimals = ecf_decimals,
	.summary = "English Chess Federation rating (2020), rating period = event (a month)",
	.profiles = ecf_profiles,
	.param = ecf_param,
	.param_size = sizeof(struct ecf_params),
	.by_event = 1,
	.revision = ecf_revision,
	.in = ecf_in,
	.need = ecf_need,
	.state = ecf_state,
	.history = ecf_history,
	.explain = ecf_explain_cols,
	.start = ecf_start,
	.prior = ecf_prior,
	.period = ecf_period,
	.row = ecf_row,
	.free = ecf_free,
};
