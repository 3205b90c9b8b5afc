/*
 * fide.h - the FIDE rating tables (FIDE Rating Regulations 8.1; doc/rules/fide.md),
 * shared by the `elo` profiles greek2007 and fide*.
 */
#ifndef FIDE_H
#define FIDE_H

/*
 * Table 8.1b: the expected score PD of the player whose rating is
 * higher by d (d < 0: lower by -d).  A non-integer |d| falls in the band
 * of its integer part; over 735 the higher-rated player expects 1.
 */
double fide_pd(double d);
/* Table 8.1a: the rating difference dp for a score of w points (a
 * multiple of 1/2) in n games: p = w / n rounded to two decimals, half
 * up, in exact integer arithmetic (14.5 / 100 is .145 and reads .15,
 * though the double nearest .145 is below it). */
double fide_dp(double w, long n);
/* A type named as chess is: chess, standard, rapid, blitz, or a name
 * beginning with "chess" (chess-rapid, chess960); rate without -m or -p
 * points such a type at the FIDE profiles (fide_rules.c). */
int fide_type_is_chess(const char *type);

#endif
