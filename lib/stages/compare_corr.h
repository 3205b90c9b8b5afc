/*
 * compare_corr.h - the rank correlations of two lists' ratings
 * (compare_corr.c), for rank --compare (compare.c).
 */
#ifndef COMPARE_CORR_H
#define COMPARE_CORR_H

#include <stddef.h>

/* Kendall tau-b and Spearman rho of (x, y); NAN when undefined. */
void cmp_rank_correlation(const double *x, const double *y, size_t n, double *tau, double *rho);

#endif
