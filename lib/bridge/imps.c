/*
 * imps.c - the IMP scale of Law 78B: a points difference to IMPs.
 * A difference that is not a multiple of 10 (against an unrounded
 * datum, or an averaged one) falls in the band whose lower bound it has
 * reached: 15 is 0 IMPs, 20 is 1 (doc/rules/bridge-pairs.md).
 */
#include "bridge.h"

#include <math.h>

/* Lower bounds of the bands worth 1, 2, ... 24 IMPs. */
static const double imp_bound[] = {
	20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900,
	1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
};

double
imps_of(double diff, double cap)
{
	double a = fabs(diff);
	int lo = 0, hi = (int)(sizeof imp_bound / sizeof imp_bound[0]), k;

	/* k = the number of bounds reached (binary search: cross-IMPs call
	 * this n^2 times a board) */
	while (lo < hi) {
		int mid = (lo + hi) / 2;

		if (a >= imp_bound[mid])
			lo = mid + 1;
		else
			hi = mid;
	}
	k = lo;
	if (cap > 0 && k > cap)
		return diff < 0 ? -cap : cap;
	return diff < 0 ? -k : k;
}
