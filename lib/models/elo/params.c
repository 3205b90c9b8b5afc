/*
 * params.c - model `elo`: its constants, each a flag, with its value
 * in every profile (the rules are in doc/rules/ and rate(1)).
 */
#include "rules.h"
#include "num.h"

#include <stddef.h>
#include <string.h>

/* ---------- parameters ---------- */

#define F(x) offsetof(struct elo_params, x)
#define R 1e6			/* ratings within +-R: differences stay finite */

const char *const elo_profiles[] = { "greek2007", "rasccat", "fide", "fide2022",
	"fide2024", "fide-rapid", "fide-blitz", "playerratings", "fide2025", NULL };

/* -K: a number, or the rule fide or rasccat. */
static int
parse_k(void *pp, const char *arg, const char **why)
{
	struct elo_params *p = pp;
	double x;

	if (strcmp(arg, "fide") == 0 || strcmp(arg, "rasccat") == 0) {
		p->krule = arg[0] == 'f' ? K_FIDE : K_RASCCAT;
		return 1;
	}
	if (!num_parse(arg, strlen(arg), &x) || x < 0 || x > 1000) {
		*why = "expected a K from 0 to 1000, fide or rasccat";
		return 0;
	}
	p->krule = K_FIXED;
	p->K = x;
	return 1;
}

/* --k-values: up to 4 K values from 0 (exclusive) to 1000. */
static int
parse_k_values(void *pp, const char *arg, const char **why)
{
	struct elo_params *p = pp;
	const char *s = arg;
	int i;

	memset(p->kv, 0, sizeof p->kv);
	for (i = 0; i < 4; i++) {
		size_t n = strcspn(s, ",");

		if (!num_parse(s, n, &p->kv[i]) || p->kv[i] <= 0 || p->kv[i] > 1000)
			break;
		if (s[n] == '\0')
			return 1;
		s += n + 1;
	}
	*why = "expected up to 4 K values from 0 (exclusive) to 1000, separated by commas";
	return 0;
}

/* --seed-type: a type name, or none.  The text is the argument's or the
 * table's, both kept for the run. */
static int
parse_seed_type(void *pp, const char *arg, const char **why)
{
	struct elo_params *p = pp;

	if (!*arg || strpbrk(arg, "\t\n")) {
		*why = "expected a type name (no TAB or newline), or none";
		return 0;
	}
	p->seed_type = strcmp(arg, "none") == 0 ? NULL : arg;
	return 1;
}

/*
 * Values: greek2007 rasccat fide fide2022 fide2024 fide-rapid fide-blitz
 * playerratings (R PlayerRatings 1.1's fide(): 2200 start, logistic E, no
 * cap, no rounding, K 30/15/10 by its own order; doc/rules/fide.md)
 * fide2025 (the edition in force since 1 October 2025, pinned: `fide`
 * holds the same values and is dated, elo_editions in elo.c).
 */
const struct param elo_param[] = {
	{ "k", 'K', "K|fide|rasccat", PK_FUNC, 0, 0, 0, 0, NULL, parse_k,
	  { "20", "rasccat", "fide", "fide", "fide", "fide", "fide", "fide", "fide" },
	  "K factor: fixed, or the rule of a federation" },
	{ "k-games", 0, "G", PK_INT, F(k_games), 0, 1e12, 0, NULL, NULL,
	  { NULL, "50", "30", "30", "30", "30", "30", "30", "30" },
	  "fide: K[0] below G games; rasccat: FM by games <= G" },
	{ "k-rating", 0, "R", PK_NUM, F(k_rating), -R, R, 0, NULL, NULL,
	  { NULL, "1500", "2400", "2400", "2400", "2400", "2400", "2400", "2400" },
	  "fide: K[2] once R reached; rasccat: FM by rating <= R" },
	{ "k-values", 0, "LIST", PK_FUNC, 0, 0, 0, 0, NULL, parse_k_values,
	  { NULL, "30,24,20,16", "40,20,10", "40,20,10", "40,20,10", "40,20,10", "40,20,10", "30,15,10", "40,20,10" },
	  "the K rule's values, comma-separated" },
	{ "kn-max", 0, "N|none", PK_INT, F(kn_max), 1, 1e12, PF_NONE, NULL, NULL,
	  { "none", "none", "700", "700", "700", "700", "700", "none", "700" },
	  "K*games in a period at most N" },
	{ "expect", 0, "logistic|fide", PK_CHOICE, F(expect), 0, 0, 0, "logistic|fide", NULL,
	  { "fide", "logistic", "fide", "fide", "fide", "fide", "fide", "logistic", "fide" },
	  "expected score: formula or table 8.1b" },
	{ "cap", 0, "D|none", PK_NUM, F(cap), 0, R, PF_NONE, NULL, NULL,
	  { "350", "none", "400", "400", "400", "400", "400", "none", "400" },
	  "a rating difference counts at most D" },
	{ "cap-below", 0, "R|none", PK_NUM, F(cap_below), -R, R, PF_NONE, NULL, NULL,
	  { "none", "none", "2650", "none", "none", "none", "none", NULL, "2650" },
	  "--cap only for a player rated below R" },
	{ "floor", 0, "R|none", PK_NUM, F(floor), -R, R, PF_NONE, NULL, NULL,
	  { "1000", "none", "none", "none", "none", "none", "none", "none", "none" },
	  "no rating below R (a rating lower is raised to R)" },
	{ "bonus-per-game", 0, "B|none", PK_NUM, F(bonus), 0, R, PF_NONE, NULL, NULL,
	  { "5", "none", "none", "none", "none", "none", "none", "none", "none" },
	  "gains above B a game count twice" },
	{ "initial", 0, "R|none", PK_NUM, F(initial), -R, R, PF_NONE, NULL, NULL,
	  { "none", "1000", "none", "none", "none", "none", "none", "2200", "none" },
	  "newcomers start at R; none: rated from a performance" },
	{ "newcomer-games", 0, "N", PK_INT, F(nc_games), 1, 100000, 0, NULL, NULL,
	  { "9", "9", "5", "5", "5", "5", "5", NULL, "5" }, "games against rated players for a newcomer's Rp" },
	{ "newcomer-min", 0, "R|none", PK_NUM, F(nc_min), -R, R, PF_NONE, NULL, NULL,
	  { "1000", "none", "none", "none", "none", "none", "none", "none", "none" },
	  "Rp at least R (a lower Rp is raised to R)" },
	{ "newcomer-max", 0, "R|none", PK_NUM, F(nc_max), -R, R, PF_NONE, NULL, NULL,
	  { "1600", "none", "2200", "none", "2200", "2200", "2200", "none", "2200" }, "Rp at most R" },
	{ "performance", 0, "table|exact", PK_CHOICE, F(perf_exact), 0, 0, 0, "table|exact",
	  NULL, { "table", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL }, "Rp = Ra + dp (table 8.1a), or the R solving sum P = W" },
	{ "round", 0, "D|none", PK_INT, F(round), 0, 15, PF_NONE, NULL, NULL,
	  { "none", "none", "0", "0", "0", "0", "0", "none", "0" },
	  "round the period change to D decimals" },
	{ "round-robin", 0, "detect|no", PK_CHOICE, F(no_rr), 0, 0, 0, "detect|no", NULL,
	  { "detect", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL }, "a round-robin first event: all its games for Rp" },
	{ "unrated", 0, "R|none", PK_NUM, F(unrated), -R, R, PF_NONE, NULL, NULL,
	  { "none", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL }, "value: rating of a player not in the list" },
	{ "list-games", 0, "G", PK_INT, F(list_games), 0, 1e12, 0, NULL, NULL,
	  { "30", "51", "30", "30", "30", "30", "30", "0", "30" },
	  "a prior list without games: a listed player's games (established)" },
	{ "newcomer-rule", 0, "greek|fide", PK_CHOICE, F(nc_rule), 0, 0, 0, "greek|fide", NULL,
	  { "greek", "greek", "fide", "fide", "fide", "fide", "fide", "greek", "fide" },
	  "how a newcomer is rated: the Greek rules, or FIDE's (rate(1))" },
	{ "hypothetical", 0, "R|none", PK_NUM, F(hypo), -R, R, PF_NONE, NULL, NULL,
	  { "none", "none", "1800", "none", "1800", "1800", "1800", "none", "1800" },
	  "two draws against opponents rated R join Rp" },
	{ "newcomer-round", 0, "D|none", PK_INT, F(nc_round), 0, 15, PF_NONE, NULL, NULL,
	  { "none", "none", "0", "0", "0", "0", "0", "none", "0" }, "round Rp to D decimals" },
	{ "list-min", 0, "R|none", PK_NUM, F(list_min), -R, R, PF_NONE, NULL, NULL,
	  { "none", "none", "1400", "1000", "1400", "1400", "1400", "none", "1400" },
	  "no rating below R: a lower Rp is none, a rating falling below is lost" },
	{ "newcomer-months", 0, "M|none", PK_INT, F(nc_months), 1, 12000, PF_NONE, NULL, NULL,
	  { "none", "none", "26", "26", "26", "26", "26", "none", "26" },
	  "--newcomer-rule fide: games pooled over M months" },
	{ "newcomer-step", 0, "S|none", PK_NUM, F(nc_step), 0, R, PF_NONE, NULL, NULL,
	  { "none", "none", "none", "20", "none", "none", "none", NULL, "none" },
	  "--newcomer-rule fide, 50 % or more: Ra + S a half point over 50 %" },
	{ "cap-rule", 0, "every|greatest", PK_CHOICE, F(cap_rule), 0, 0, 0, "every|greatest", NULL,
	  { "every", "every", "every", "greatest", "every", "every", "every", NULL, "every" },
	  "the higher rated capped in every game, or one a tournament (2022)" },
	{ "junior-below", 0, "R|none", PK_NUM, F(junior_below), -R, R, PF_NONE, NULL, NULL,
	  { "none", "none", "2300", "2300", "2300", "2300", "2300", "none", "2300" },
	  "-K fide: K[0] for a junior rated below R" },
	{ "junior-age", 0, "A", PK_INT, F(junior_age), 0, 200, 0, NULL, NULL,
	  { "18", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL }, "-K fide: a junior until the end of the year of birthday A" },
	{ "gap", 0, "D|none", PK_NUM, F(gap), 0, R, PF_NONE, NULL, NULL,
	  { "none", "none", "none", "none", "none", "600", "600", NULL, "none" },
	  "games between ratings D or more apart are not rated ..." },
	{ "gap-above", 0, "R", PK_NUM, F(gap_above), -R, R, 0, NULL, NULL,
	  { "2600", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL }, "... when one of the players is rated above R" },
	{ "seed-type", 0, "T|none", PK_FUNC, 0, 0, 0, 0, NULL, parse_seed_type,
	  { "none", "none", "none", "none", "none", "chess", "chess", NULL, "none" },
	  "an unrated player rated in type T starts from that rating" },
	{ "k-order", 0, "games|rating", PK_CHOICE, F(k_rating_first), 0, 0, 0, "games|rating",
	  NULL, { "games", NULL, NULL, NULL, NULL, NULL, NULL, "rating", NULL },
	  "-K fide: below --k-games first (FIDE), or --k-rating reached first (PlayerRatings)" },
	{ "gamma", 0, "G", PK_NUM, F(gamma), -1e4, 1e4, 0, NULL, NULL, { "0", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
	  "the first mover's (color white) or home side's (home 1) advantage in E" },
	{ "draw-nu", 0, "NU", PK_NUM, F(draw_nu), 0, 1e3, PF_PREDICT, NULL, NULL,
	  { "1", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
	  "Davidson's draw parameter: p_win p_draw p_loss in --history (predictions only; "
	  "1: between equals each outcome 1/3)" },
	{ "period", 0, "event|month", PK_CHOICE, F(period_month), 0, 0, 0, "event|month", NULL,
	  { "event", "event", "month", "month", "month", "month", "month", "event", "month" },
	  "the rating period: each event, or the calendar month (FIDE 7.1: its events' "
	  "changes summed, rounded once)" },
	{ NULL, 0, NULL, 0, 0, 0, 0, 0, NULL, NULL, { NULL }, NULL },
};

int
elo_check(void *pp, const char **why)
{
	struct elo_params *p = pp;

	if (p->krule == K_RASCCAT && p->kv[3] <= 0) {
		*why = "-K rasccat needs 4 --k-values (<=G <=R, <=G >R, >G <=R, >G >R)";
		return 0;
	}
	if (p->krule == K_FIDE && p->kv[2] <= 0) {
		*why = "-K fide needs 3 --k-values (below --k-games, below --k-rating, from it)";
		return 0;
	}
	if (has(p->nc_min) && has(p->nc_max) && p->nc_min > p->nc_max) {
		*why = "--newcomer-min is above --newcomer-max";
		return 0;
	}
	if (has(p->nc_step) && p->nc_rule != NC_FIDE) {
		*why = "--newcomer-step applies to --newcomer-rule fide";
		return 0;
	}
	return 1;
}
