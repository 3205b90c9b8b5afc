/*
 * egf.c - model `egf`: the European Go Federation's rating, GoR, as the
 * European Go Database computes it since its 2021 revision
 * (doc/rules/egf.md).  Rating period = event (a tournament).
 *
 * Every game of a tournament is rated from the ratings the players had
 * before it.  For a player of rating r against an opponent of rating r2:
 *     beta(x) = -7 ln(3300 - x)
 *     Se      = 1 / (1 + exp(beta(r2') - beta(r')))
 *     con(r)  = ((3300 - r) / 200)^1.6
 *     bonus(r) = ln(1 + exp((2300 - r) / 80)) / 5
 *     change  = w (con(r) (Sa - Se) + bonus(r))
 * Sa is 1, 1/2 (jigo) or 0; w the weight of the tournament's class (A 1,
 * B 0.75, C 0.5, D 0.25; column `class`).  In a handicap game of h >= 1
 * stones, Black's rating is raised by 100 (h - 0.5) for Se only (r' and
 * r2'); con and bonus use the player's own rating.  After the tournament
 * r = max(-900, r + the sum of its changes).
 *
 * A newcomer starts at the rating of the grade it declares (column
 * `rank`: 20k = 100, 1k = 2000, 1d = 2100, 7d = 2700, 1p = 2700, 2p =
 * 2730 ...).  A player who declares a grade two or more grades above the
 * highest it declared before, and at most 1d, has its rating raised to
 * that grade's (the reset).  Byes and games won or lost by default are
 * carried and not rated.
 */
#include "gograde.h"
#include "egf.h"
#include "model.h"
#include "rp.h"

#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---------- parameters ---------- */

#define F(x) offsetof(struct egf_params, x)
#define R 1e6

static const char *const egf_profiles[] = { "egd", NULL };

static const struct param egf_param[] = {
	{ "top", 0, "X", PK_NUM, F(top), -R, R, 0, NULL, NULL,
	  { "3300" }, "beta(r) = -S ln(X - r), con = ((X - r)/D)^E: ratings stay below X" },
	{ "beta-scale", 0, "S", PK_NUM, F(beta_scale), 1e-6, 1000, 0, NULL, NULL,
	  { "7" }, "S of beta" },
	{ "con-divisor", 0, "D", PK_NUM, F(con_div), 1e-6, R, 0, NULL, NULL,
	  { "200" }, "D of con" },
	{ "con-exponent", 0, "E", PK_NUM, F(con_exp), 0, 100, 0, NULL, NULL,
	  { "1.6" }, "E of con" },
	{ "bonus-middle", 0, "M", PK_NUM, F(bonus_mid), -R, R, 0, NULL, NULL,
	  { "2300" }, "bonus = ln(1 + exp((M - r)/W))/V" },
	{ "bonus-width", 0, "W", PK_NUM, F(bonus_scale), 1e-6, R, 0, NULL, NULL,
	  { "80" }, "W of bonus" },
	{ "bonus-divisor", 0, "V", PK_NUM, F(bonus_div), 1e-6, R, 0, NULL, NULL,
	  { "5" }, "V of bonus (the bonus is 0 when V is huge)" },
	{ "handicap-step", 0, "X", PK_NUM, F(hstep), 0, 10000, 0, NULL, NULL,
	  { "100" }, "Black's rating for Se: + X (h - O) in a game of h >= 1 stones" },
	{ "handicap-offset", 0, "O", PK_NUM, F(hoff), 0, 9, 0, NULL, NULL,
	  { "0.5" }, "O of the handicap allowance" },
	{ "floor", 0, "X", PK_NUM, F(floor), -R, R, 0, NULL, NULL,
	  { "-900" }, "the lowest rating: lower ones are set to X" },
	{ "weight-a", 0, "W", PK_NUM, F(weight[CLASS_A]), 0, 100, 0, NULL, NULL,
	  { "1" }, "a class A tournament's changes are multiplied by W" },
	{ "weight-b", 0, "W", PK_NUM, F(weight[CLASS_B]), 0, 100, 0, NULL, NULL,
	  { "0.75" }, "... class B" },
	{ "weight-c", 0, "W", PK_NUM, F(weight[CLASS_C]), 0, 100, 0, NULL, NULL,
	  { "0.5" }, "... class C" },
	{ "weight-d", 0, "W", PK_NUM, F(weight[CLASS_D]), 0, 100, 0, NULL, NULL,
	  { "0.25" }, "... class D (tournaments played on the Internet)" },
	{ "class", 0, "A|B|C|D", PK_CHOICE, F(class_dflt), 0, 0, 0, "A|B|C|D", NULL,
	  { "A" }, "the class of a game whose row has no class (no column, or empty)", "class" },
	{ "dan1", 0, "X", PK_NUM, F(dan1), -R, R, 0, NULL, NULL,
	  { "2100" }, "the rating of 1d (a newcomer's): Nk = X - N*S, Nd = X + (N-1)*S" },
	{ "grade-step", 0, "S", PK_NUM, F(step), 1e-6, R, 0, NULL, NULL,
	  { "100" }, "S: the ratings of two neighbouring amateur grades" },
	{ "pro1", 0, "X", PK_NUM, F(pro1), -R, R, 0, NULL, NULL,
	  { "2700" }, "the rating of 1p: Np = X + (N-1)*P" },
	{ "pro-step", 0, "P", PK_NUM, F(pro_step), 0, R, 0, NULL, NULL,
	  { "30" }, "P of the professional grades" },
	{ "initial", 0, "R|none", PK_NUM, F(initial), -R, R, PF_NONE, NULL, NULL,
	  { "none" }, "a newcomer without a declared grade (none: an error)" },
	{ "reset-gap", 0, "N|none", PK_INT, F(reset_gap), 1, 100, PF_NONE, NULL, NULL,
	  { "2" }, "reset to a declared grade N or more grades above the highest declared" },
	{ "reset-max", 0, "X", PK_NUM, F(reset_max), -R, R, 0, NULL, NULL,
	  { "2100" }, "no reset to a grade whose rating is above X (1d)" },
	{ "list-entry", 0, "X|none", PK_NUM, F(list_entry), -R, R, PF_NONE, NULL, NULL,
	  { "none" }, "a prior list without entry: the highest declared grade's rating (none: the rating)" },
	{ .flag = NULL },
};

static int
egf_check(void *par, const char **why)
{
	const struct egf_params *p = par;

	if (p->floor >= p->top) {
		*why = "--floor below --top (ratings live between them)";
		return 0;
	}
	return 1;
}

/* ---------- state ---------- */

static const char *const egf_in[] = {
	"handicap", "color", "rank", "class", "name", "country", "club", NULL
};
static const char *const egf_need[] = { NULL };

enum { S_RATING, S_GAMES, S_STATUS, S_LAST, S_ENTRY, S_RANK, S_NAME, S_COUNTRY, S_CLUB };
static const struct column egf_state[] = {
	{ "rating", COL_NUM, NULL, 0 },
	{ "games", COL_COUNT, "(0)", 0 },
	{ "status", COL_TEXT, NULL, 1 },
	{ "last", COL_DATE, "(empty)", 0 },
	{ "entry", COL_NUM, "list-entry", 0 },
	{ "rank", COL_TEXT, "(empty)", 0 },
	{ "name", COL_TEXT, "(empty)", 0 },
	{ "country", COL_TEXT, "(empty)", 0 },
	{ "club", COL_TEXT, "(empty)", 0 },
	{ NULL, 0, NULL, 0 },
};

/*
 * --history: per row, the rating before the tournament (after a newcomer's
 * start or a reset) and after it; for a rated game its Se (handicap
 * included), con, bonus, the class weight and the game's change w (con
 * (Sa - Se) + bonus); `prev`, `expected` for rank --eval.
 */
static const char *const egf_history[] = {
	"rating_before", "rating", "se", "con", "bonus", "weight", "change",
	"prev", "expected", NULL
};
/*
 * --explain: a tournament's change as a newcomer's first rating (its
 * grade's) or a reset, then per game its con (Sa - Se) (part "game"),
 * its bonus and, in a tournament of class B-D, the class weight's share
 * w - 1 of both (part "class"); the floor.
 */
static const char *const egf_explain[] = {
	"opponent", "opponent_rating", "handicap", "color", "se", "sa", "con", "bonus",
	"weight", "grade", NULL
};

static void *
egf_start(struct eng *e, const void *par)
{
	struct egf_run *r = xcalloc(1, sizeof *r);

	(void)e;
	r->par = par;
	return r;
}

static void
egf_free(void *m)
{
	struct egf_run *r = m;
	size_t i;

	for (i = 0; i < r->cap; i++) {
		free(r->pl[i].name);
		free(r->pl[i].grade);
		free(r->pl[i].country);
		free(r->pl[i].club);
	}
	free(r->pl);
	free(r->keys);
	free(r);
}


static int
egf_prior(void *m, const struct prior_row *row, int *col, const char **why)
{
	struct egf_run *r = m;
	struct gplayer *p = egf_player(r, row->key);
	const struct prior_cell *c = row->cell;

	if (!(c[S_RATING].num < r->par->top && c[S_RATING].num >= r->par->floor)) {
		*col = S_RATING;
		*why = "a rating from --floor up to below --top";
		return 0;
	}
	p->exists = 1;
	p->r = c[S_RATING].num;
	p->games = c[S_GAMES].s ? c[S_GAMES].i : 0;
	p->last = c[S_LAST].s ? c[S_LAST].i : LONG_MIN;
	p->entry = c[S_ENTRY].s ? c[S_ENTRY].num :
	    !isnan(r->par->list_entry) ? r->par->list_entry : p->r;
	if (c[S_RANK].s)
		egf_set_text(&p->grade, c[S_RANK].s, c[S_RANK].len);
	if (c[S_NAME].s)
		egf_set_text(&p->name, c[S_NAME].s, c[S_NAME].len);
	if (c[S_COUNTRY].s)
		egf_set_text(&p->country, c[S_COUNTRY].s, c[S_COUNTRY].len);
	if (c[S_CLUB].s)
		egf_set_text(&p->club, c[S_CLUB].s, c[S_CLUB].len);
	return 1;
}

static int
egf_row(void *m, int key, struct cells *c)
{
	struct egf_run *r = m;
	const struct gplayer *p;

	if ((size_t)key >= r->cap || !r->pl[key].exists)
		return 0;
	p = &r->pl[key];
	cell_num(c, p->r);
	cell_int(c, p->games);
	cell_str(c, "active");
	cell_date(c, p->last);
	cell_num(c, p->entry);
	cell_str(c, p->grade ? p->grade : "");
	cell_str(c, p->name ? p->name : "");
	cell_str(c, p->country ? p->country : "");
	cell_str(c, p->club ? p->club : "");
	return 1;
}

/* rank --audit: the decimals a published list shows a rating with, per
 * profile: the EGD shows GoR as whole numbers (doc/rules/egf.md). */
static const int egf_decimals[sizeof egf_profiles / sizeof *egf_profiles - 1] =
	{ 0 };

const struct model egf_model = {
	.name = "egf",
	.decimals = egf_decimals,
	.summary = "European Go Federation GoR (EGD, 2021 rules), rating period = tournament",
	.profiles = egf_profiles,
	.param = egf_param,
	.param_size = sizeof(struct egf_params),
	.check = egf_check,
	.by_event = 1,
	.in = egf_in,
	.need = egf_need,
	.state = egf_state,
	.history = egf_history,
	.explain = egf_explain,
	.start = egf_start,
	.prior = egf_prior,
	.period = egf_period,
	.row = egf_row,
	.free = egf_free,
};
