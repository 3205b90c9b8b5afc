/*
 * pieces.c - the pieces of the FRSc 2012 rating that other stages
 * share (frsc.h): the achievement term delta (score writes it) and the
 * game value V (value -m frsc, and the model's rules in rules.c).
 */
#include "frsc.h"

#include <stddef.h>

double
frsc_delta(double J, double L, double spread)
{
	return spread * (J - 2 * L + 1) / (J - 1);
}

double
frsc_value(const double *rating, size_t n)
{
	double sum = 0;
	size_t i;

	for (i = 0; i < n; i++)
		sum += rating[i];
	return sum / (double)n;
}
