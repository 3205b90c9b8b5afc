/*
 * fide.h - the FIDE rating tables (spec/fide-tables.md), shared by the
 * `elo` profiles greek2007 and fide.
 */
#ifndef FIDE_H
#define FIDE_H

/*
 * Table 8.1b: the expected score PD of the player whose rating is
 * higher by d (d < 0: lower by -d).  A non-integer |d| falls in the band
 * of its integer part; over 735 the higher-rated player expects 1.
 */
double fide_pd(double d);
/* Table 8.1a: the rating difference dp for a score fraction p in [0, 1],
 * p rounded to two decimals (half away from zero) before the look-up. */
double fide_dp(double p);

#endif
