/*
 * num.h - numbers and dates as the TSV contract writes them: C locale,
 * '.' decimal point, full precision between stages.
 */
#ifndef NUM_H
#define NUM_H

#include <stddef.h>

/* Strict decimal: the whole string, finite, no hex/inf/nan.  0 if bad. */
int num_parse(const char *s, size_t n, double *out);
/* 1 if num_parse would accept s (cheaper: no value is computed). */
int num_valid(const char *s, size_t n);
/* Strict integer in [lo, hi]: an optional '-' and digits (no '+', no
 * space; leading zeros read as the number).  0 if bad. */
int int_parse(const char *s, size_t n, long lo, long hi, long *out);
/* The digits at s (no sign, no space) as int_parse; *end after them. */
int int_parse_digits(const char *s, char **end, long lo, long hi, long *out);
/* YYYY-MM-DD, a real calendar day, into days since 1970-01-01. */
int date_parse(const char *s, size_t n, long *days);
/* The days of month m (1-12) of year y, proleptic Gregorian. */
int date_month_days(long y, long m);
void date_format(long days, char out[11]);

/* Shortest of %.15g/%.16g/%.17g that reads back exactly. */
size_t num_format(double x, char *out);	/* out holds 32 bytes */
/* The same by printf and strtod: the reference the tests compare with. */
size_t num_format_slow(double x, char *out);
/* %lld without printf (rows write many counts and state integers). */
size_t int_format(long long v, char *out);	/* out holds 21 bytes */
/* Display rounding: half away from zero to `digits` decimals. */
size_t num_format_rounded(double x, int digits, char *out);

/* Round half away from zero to `digits` decimals (a rule, not display). */
double round_to(double x, int digits);

#endif
