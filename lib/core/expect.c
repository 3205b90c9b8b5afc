/*
 * expect.c - the curves a prediction is read from (expect.h).
 */
#include "expect.h"

#include <math.h>

double
eval_logistic(double d, double s)
{
	return 1 / (1 + pow(10, -d / s));
}

double
eval_normal(double d, double va, double vb)
{
	return 0.5 * erfc(-d / sqrt(2 * (va * va + vb * vb)));
}
