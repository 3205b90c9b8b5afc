/*
 * fide.c - FIDE tables 8.1a and 8.1b (the FIDE Rating Regulations, 8.1).
 *
 * Both tables are symmetric: the lower-rated side of 8.1b is 1 - PD of
 * the higher, and dp(p) = -dp(1 - p) in 8.1a, so only the upper halves
 * are stored.
 */
#include "fide.h"

#include <math.h>

/* 8.1b: the largest D of the band whose PD is .50, .51, ..., .99. */
static const int band_top[50] = {
	3, 10, 17, 25, 32, 39, 46, 53, 61, 68,
	76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
	153, 162, 170, 179, 188, 197, 206, 215, 225, 235,
	245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
	374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
};

/* 8.1a: dp for p = .50, .51, ..., 1.00. */
static const int dp_upper[51] = {
	0, 7, 14, 21, 29, 36, 43, 50, 57, 65,
	72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
	149, 158, 166, 175, 184, 193, 202, 211, 220, 230,
	240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
	366, 383, 401, 422, 444, 470, 501, 538, 589, 677,
	800,
};

/* The band of each whole difference 0 .. 735, built once from band_top:
 * rate looks up two a game, and a scan of the bands was a tenth of its time. */
static unsigned char band_of[736];
static int band_built;

static void
build_bands(void)
{
	int a, i = 0;

	for (a = 0; a <= 735; a++) {
		while (a > band_top[i])
			i++;
		band_of[a] = (unsigned char)i;
	}
	band_built = 1;
}

double
fide_pd(double d)
{
	double a = floor(fabs(d));
	int i;

	if (!band_built)
		build_bands();
	i = a > 735 ? 50 : band_of[(int)a];
	/* PD in hundredths: 50 + i for the higher, 50 - i for the lower */
	return (d >= 0 ? 50 + i : 50 - i) / 100.0;
}

double
fide_dp(double w, long n)
{
	long long w2 = llround(2 * w);	/* half-points */
	/* hundredths: floor(100 w / n + 1/2) = floor((100 w2 + n) / 2n) */
	long long h = n > 0 ? (100 * w2 + n) / (2 * (long long)n) : 50;

	if (h < 0)
		h = 0;
	if (h > 100)
		h = 100;
	return h >= 50 ? dp_upper[h - 50] : -dp_upper[50 - h];
}
