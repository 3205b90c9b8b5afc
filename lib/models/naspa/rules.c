/*
 * rules.c - model `naspa`'s rules apart from the event: its
 * parameters and profiles (tsh's table of rating systems), the expected
 * wins (NASPA's logistic, WESPA's), the multiplier table and tsh's
 * conversion of excess wins into points band by band
 * (doc/rules/naspa.md; the event's update is naspa.c).
 */
#include "model.h"
#include "naspa.h"

#include <math.h>
#include <stddef.h>

/* ---------- parameters ---------- */

#define F(x) offsetof(struct naspa_params, x)
#define R 1e6

/*
 * tsh's rating systems (Ratings::Elo's rating_system_defaults) but its
 * old `nsa` (the Homan tables) and `sudoku`: nsa2008-rcalc is tsh's
 * "nsa2008 rcalc", aus Australia, pak Pakistan, deu Germany, ken Kenya,
 * nor Norway, thai Thailand, elo tsh's plain Elo.
 */
const char *const naspa_profiles[] = {
	"nsa2008", "nsa2008-lct", "naspa2024", "naspa2024-lct",
	"naspa-csw", "naspa-csw-lct", "wespa", "nsa2008-rcalc", "nsa2008-lct-rcalc",
	"aus", "pak", "deu", "elo", "ken", "nor", "thai", NULL
};

/*
 * profile order: nsa2008 nsa2008-lct naspa2024 naspa2024-lct naspa-csw
 * naspa-csw-lct wespa nsa2008-rcalc nsa2008-lct-rcalc aus pak deu elo ken
 * nor thai (NULL: as nsa2008)
 */
const struct param naspa_param[] = {
	{ "curve", 0, "naspa|wespa|australian|german|normal", PK_CHOICE, F(curve), 0, 0, 0,
	  "naspa|wespa|australian|german|normal", NULL,
	  { "naspa", NULL, NULL, NULL, NULL, NULL, "wespa", NULL, NULL,
	    "australian", "australian", "german", "normal" },
	  "expectation: NASPA's logistic, WESPA's, the linear ones of aus and deu, normal (elo)" },
	{ "logistic", 0, "X", PK_NUM, F(logistic), 1e-9, 1, 0, NULL, NULL,
	  { "0.0031879" }, "naspa curve: E = 1 - 1/(1 + exp(X d))" },
	{ "wespa-divisor", 0, "X", PK_NUM, F(wespa), 1e-3, R, 0, NULL, NULL,
	  { "172" }, "wespa curve: E = 1/(1 + exp(-d/X))" },
	{ "linear-divisor", 0, "X", PK_NUM, F(linear), 1e-3, R, 0, NULL, NULL,
	  { "1200" }, "australian curve: E = (50 + d/(X/100))/100; german: 1/2 + d/X" },
	{ "linear-clamp", 0, "C|none", PK_NUM, F(linear_clamp), 0, 0.5, PF_NONE, NULL, NULL,
	  { "0.05", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "none" },
	  "australian and german curves: E kept within [C, 1 - C]" },
	{ "normal-scale", 0, "S", PK_NUM, F(normal_scale), 1e-3, R, 0, NULL, NULL,
	  { "400" }, "normal curve: E = 1/2 + erf(d/S)/2" },
	{ "normal-cutoff", 0, "Z", PK_NUM, F(normal_cutoff), 0, 100, 0, NULL, NULL,
	  { "4" }, "normal curve: E = 1 from d/S = Z, 0 from -Z" },
	{ "normal-epsilon", 0, "T", PK_NUM, F(normal_epsilon), 1e-300, 1, 0, NULL, NULL,
	  { "1e-10" }, "normal curve: erf's series summed while a term exceeds T (tsh's Erf2)" },
	{ "k-low-new", 0, "K", PK_NUM, F(k[0][0]), 0, 1000, 0, NULL, NULL,
	  { "30", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "20", "20" }, "multiplier below --band-low, fewer than --established games" },
	{ "k-mid-new", 0, "K", PK_NUM, F(k[0][1]), 0, 1000, 0, NULL, NULL,
	  { "24", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "20", "20" }, "multiplier from --band-low to below --band-high, fewer games" },
	{ "k-high-new", 0, "K", PK_NUM, F(k[0][2]), 0, 1000, 0, NULL, NULL,
	  { "15", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "20", "20" }, "multiplier from --band-high, fewer games" },
	{ "k-low", 0, "K", PK_NUM, F(k[1][0]), 0, 1000, 0, NULL, NULL,
	  { "20" }, "multiplier below --band-low, established" },
	{ "k-mid", 0, "K", PK_NUM, F(k[1][1]), 0, 1000, 0, NULL, NULL,
	  { "16", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "20", "20" }, "multiplier in the middle band, established" },
	{ "k-high", 0, "K", PK_NUM, F(k[1][2]), 0, 1000, 0, NULL, NULL,
	  { "10", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "20", "20" }, "multiplier from --band-high, established" },
	{ "band-low", 0, "R", PK_NUM, F(band_low), -R, R, 0, NULL, NULL,
	  { "1800" }, "the lower band boundary" },
	{ "band-high", 0, "R", PK_NUM, F(band_high), -R, R, 0, NULL, NULL,
	  { "2000" }, "the upper band boundary" },
	{ "established", 0, "G", PK_INT, F(established), 0, 1e9, 0, NULL, NULL,
	  { "50" }, "career games from which the lower multipliers apply" },
	{ "boundaries", 0, "prorate|ignore", PK_CHOICE, F(boundaries), 0, 0, 0,
	  "prorate|ignore", NULL, { "prorate", NULL, NULL, NULL, NULL, NULL, "ignore" },
	  "a change crossing a band boundary: prorated, or all at the start's multiplier" },
	{ "acceleration", 0, "A", PK_NUM, F(accel), 0, 10, 0, NULL, NULL,
	  { "1", "0", "1", "0", "1", "0", "0.6666666666666666", NULL, "0", "0", "0" },
	  "acceleration bonus: A times the gain over --accel-per-game a game (0: none)" },
	{ "accel-per-game", 0, "P", PK_NUM, F(accel_per_game), 0, R, 0, NULL, NULL,
	  { "5" }, "points a game a gain must exceed for the bonus" },
	{ "feedback", 0, "D|none", PK_NUM, F(feedback), 1e-6, R, PF_NONE, NULL, NULL,
	  { "20", NULL, NULL, NULL, NULL, NULL, NULL, "none", "none", "none", "none" },
	  "each rated opponent gets the bonus / D, per game (none: no feedback)" },
	{ "club-divisor", 0, "D|none", PK_NUM, F(club), 1, 1000, PF_NONE, NULL, NULL,
	  { "none", "3", "none", "3", "none", "3", "none", NULL, "3" },
	  "club tournament (lct): the change divided by D" },
	{ "club-cap", 0, "C|none", PK_NUM, F(club_cap), 0, R, PF_NONE, NULL, NULL,
	  { "none", "50", "none", "50", "none", "50", "none", NULL, "50" },
	  "club tournament: the change (after rounding) capped at +-C" },
	{ "floor", 0, "R|none", PK_NUM, F(floor), -R, R, PF_NONE, NULL, NULL,
	  { "1", "1", "none", "none", "none", "none", "none", "0", "0", "none", "500",
	    "none", "none", "none", "none", "none" },
	  "a rated player's new rating is at least R" },
	{ "split-two", 0, "N|none", PK_INT, F(split_two), 2, 1e6, PF_NONE, NULL, NULL,
	  { "17", NULL, NULL, NULL, NULL, NULL, "none", NULL, NULL, "none", "none" },
	  "an event of N rounds or more is rated in two segments" },
	{ "split-three", 0, "N|none", PK_INT, F(split_three), 3, 1e6, PF_NONE, NULL, NULL,
	  { "36", NULL, NULL, NULL, NULL, NULL, "none", NULL, NULL, "none", "none" },
	  "... of N rounds or more in three" },
	{ "segment-games", 0, "event|segment", PK_CHOICE, F(split_lifeg), 0, 0, 0,
	  "event|segment", NULL, { "event", NULL, "segment", "segment", "event", NULL, "event" },
	  "career games of the multiplier: as before the event, or updated each segment" },
	{ "newcomer-floor", 0, "R", PK_NUM, F(nc_floor), -R, R, 0, NULL, NULL,
	  { "500" }, "a newcomer's performance rating is at least R" },
	{ "newcomer-cap", 0, "X", PK_NUM, F(nc_cap), 0, R, 0, NULL, NULL,
	  { "400" }, "... at most the best opponent's rating + X wins/games" },
	{ "newcomer-start", 0, "R", PK_NUM, F(nc_initial), -R, R, 0, NULL, NULL,
	  { "1500" }, "a newcomer without rated opponents starts the iteration at R" },
	{ "zero-wins", 0, "F", PK_NUM, F(nc_zero), 0, 1, 0, NULL, NULL,
	  { "0.05" }, "a newcomer without wins counts F wins a game" },
	{ "all-wins", 0, "F", PK_NUM, F(nc_all), 0, 1, 0, NULL, NULL,
	  { "0.95" }, "a newcomer who won every game counts F wins a game" },
	{ "newcomer-cap-unrated", 0, "R|none", PK_NUM, F(nc_cap_unrated), -R, R, PF_NONE, NULL, NULL,
	  { "none", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "1500" },
	  "in the averaged iterations, a newcomer without a rated opponent is capped at R + --newcomer-cap wins/games" },
	{ "tie-score", 0, "W", PK_NUM, F(tie_score), 0, 1, 0, NULL, NULL,
	  { "0.5", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
	    NULL, NULL, "0" },
	  "the wins a tie earns (thai: 0, a loss to both)" },
	{ "iterations", 0, "N", PK_INT, F(iterations), 1, 10000, 0, NULL, NULL,
	  { "50", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "6" }, "newcomers: at most N iterations, then N more averaged" },
	{ "search-max", 0, "R", PK_INT, F(search_max), 2, 1000000, 0, NULL, NULL,
	  { "3000" }, "newcomers: the binary search runs over 0..R" },
	{ "list-games", 0, "G", PK_INT, F(list_games), 0, 1e12, 0, NULL, NULL,
	  { "100" }, "a prior list without games: a listed player's career games" },
	{ "max-round", 0, "N", PK_INT, F(max_round), 1, 100000, 0, NULL, NULL,
	  { "1000" }, "the largest round number accepted" },
	{ "scheduled-rounds", 0, "N|none", PK_INT, F(scheduled), 1, 100000, PF_NONE, NULL, NULL,
	  { "none" },
	  "an event without a column rounds is split as one of N rounds (none: as played)",
	  "rounds", "parse -f tsh" },
	{ "draw-share", 0, "Q", PK_NUM, F(draw_share), 0, 0.999, PF_PREDICT, NULL, NULL,
	  { "0.3333333333333333" }, "a fixed share of draws: p_win p_draw p_loss in --history, P(draw) = Q and the " 
	  "rest split as expected (predictions only; 1/3: between equals each outcome 1/3)" },
	{ .flag = NULL },
};

int
naspa_check(void *vp, const char **why)
{
	const struct naspa_params *p = vp;

	if (!(p->band_low < p->band_high)) {
		*why = "--band-low must be below --band-high";
		return 0;
	}
	if (p->split_two >= 0 && p->split_three >= 0 && p->split_three <= p->split_two) {
		*why = "--split-three must be above --split-two";
		return 0;
	}
	if (p->split_two < 0 && p->split_three >= 0) {
		*why = "--split-three needs --split-two";
		return 0;
	}
	return 1;
}

/* ---------- the rule's arithmetic ---------- */

/*
 * 1/2 + erf(x)/2 as tsh's Erf2 sums it: the Maclaurin series of erf,
 * x/sqrt(pi) (1 - x^2/3 + x^4/10 - ...), its terms added while the next
 * is above epsilon in size.  Not libm's erf: the truncation (up to about
 * epsilon) decides some newcomers' binary searches.
 */
static double
normal_series(double x, double epsilon)
{
	double sum = 0.5, term = x / 1.772453850905516, x2 = x * x;
	long n = 0;

	while (fabs(term) > epsilon) {
		n++;
		sum += term;
		term *= -(x2 * (double)(n + n - 1)) / ((double)(n + n + 1) * (double)n);
	}
	return sum;
}

/* Expected wins of rating a against b. */
double
naspa_expect(const struct naspa_params *p, double a, double b)
{
	double x;

	switch (p->curve) {
	case CURVE_WESPA:
		return 1 / (1 + exp((b - a) / p->wespa));
	case CURVE_AUSTRALIAN:
	case CURVE_GERMAN:
		/* tsh's ExpectAustralian works in percent, ExpectGerman not:
		 * the same line, a bit apart, as tsh computes each */
		x = p->curve == CURVE_AUSTRALIAN ? (50 + (a - b) / (p->linear / 100)) / 100 :
		    0.5 + (a - b) / p->linear;
		if (!isnan(p->linear_clamp))
			x = x > 1 - p->linear_clamp ? 1 - p->linear_clamp :
			    x < p->linear_clamp ? p->linear_clamp : x;
		return x;
	case CURVE_NORMAL:
		x = (a - b) / p->normal_scale;
		return x >= p->normal_cutoff ? 1 : x <= -p->normal_cutoff ? 0 :
		    normal_series(x, p->normal_epsilon);
	}
	return 1 - 1 / (1 + exp(p->logistic * (a - b)));
}

/*
 * The curve as rank --eval reads it: 1/(1 + 10^(-d/escale)).  Exact for
 * the two logistic curves; for the linear and normal ones the logistic
 * of the same slope at d = 0 (ln(10)/(4 escale)): 1/X and 1/(S sqrt(pi)).
 */
double
naspa_escale(const struct naspa_params *p)
{
	switch (p->curve) {
	case CURVE_WESPA:
		return p->wespa * log(10);
	case CURVE_AUSTRALIAN:
	case CURVE_GERMAN:
		return p->linear * log(10) / 4;
	case CURVE_NORMAL:
		return p->normal_scale * sqrt(3.14159265358979323846) * log(10) / 4;
	}
	return log(10) / p->logistic;
}

/* tsh's Multiplier(games, rating). */
double
naspa_multiplier(const struct naspa_params *p, double games, double rating)
{
	int band = rating < p->band_low ? 0 : rating < p->band_high ? 1 : 2;

	if (games < 0)
		return 0;
	return p->k[games >= (double)p->established][band];
}

/*
 * tsh's ConvertExcessToPoints: the new rating from `start` and excess
 * wins, band by band: a change that would cross a boundary moves to it
 * (1800 going up; 2000 or 1799 from the middle band; 1999 from the top),
 * spends the wins that took, and goes on at the new band's multiplier.
 */
double
naspa_excess_to_points(const struct naspa_params *p, double games, double start, double excess)
{
	double newr = start;
	int guard;

	for (guard = 0; excess != 0; guard++) {
		double m = naspa_multiplier(p, games, newr), r = newr + m * excess, to;

		if (p->boundaries == BOUND_IGNORE || m == naspa_multiplier(p, games, r) || guard > 1000) {
			newr = r;
			break;
		}
		if (newr < p->band_low)
			to = p->band_low;
		else if (newr < p->band_high)
			to = excess > 0 ? p->band_high : p->band_low - 1;
		else
			to = p->band_high - 1;
		excess -= (to - newr) / m;
		newr = to;
	}
	if (!isnan(p->club))
		return start + (newr - start) / p->club;
	return newr;
}

/* Perl's int(0.5 + x): tsh's rounding (toward zero after adding 1/2). */
double
naspa_round(double x)
{
	return trunc(0.5 + x);
}

/* tsh's MakeSplits: the 0-based last round of each segment. */
int
naspa_splits(const struct naspa_params *p, long nround, long last[3])
{
	long n0 = nround - 1;

	if (p->split_two < 0 || nround < p->split_two) {
		last[0] = n0;
		return 1;
	}
	if (p->split_three < 0 || nround < p->split_three) {
		last[0] = n0 / 2;
		last[1] = n0;
		return 2;
	}
	last[0] = n0 / 3;
	last[1] = (2 * n0 + 1) / 3;
	last[2] = n0;
	return 3;
}
