/*
 * erf.h - erf over an array, in place, with glibc's numbers (erf.c).
 */
#ifndef RP_ERF_H
#define RP_ERF_H

#include <stddef.h>

void erf_array(double *x, size_t n);

#endif
