/*
 * millstest.c - checks TrueSkill's v and w of a win in the lower tail
 * (lib/models/skill/ts_trunc.c: the Mills ratio's continued fraction,
 * cut at 2 to 60 terms by t), bit for bit; tests/models/skill/
 * trueskill.bats runs `sweep` and `draws`, the rest is by hand:
 *
 *   bound T N          the proven relative bound on cutting at N terms
 *   bits FILE          x values (raw doubles, as a run dumps them): the
 *                      product's v, w against 60 terms, bit for bit
 *   sweep N            N values of t, log-uniform over [5, 1e12], and
 *                      the 600 nearest each table edge: the same
 *   print N            t, v, w in hex (log-uniform, seeded), for the
 *                      mpmath reference (bench/ts-mills.py)
 *   draws N            a draw's v and w at once (ts_vw_draw) against
 *                      each alone as before, N (diff, margin) pairs
 *
 * Built by make as bin/millstest.
 */
#include "normal.h"
#include "skill/skill.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The evaluation before the cut: 60 terms at every t. */
static void
vw60(double x, double *v, double *w)
{
	double t = -x, k = 0;
	int j;

	for (j = 60; j > 0; j--)
		k = j / (t + k);
	*v = -x + k;
	*w = *v * k;
}

/* A draw's v and w each alone, as before ts_vw_draw. */
static double
pdf(double x)
{
	return 0.39894228040143267794 * exp(-0.5 * x * x);
}

static double
v_draw(double diff, double margin)
{
	double ad = fabs(diff), a = margin - ad, b = -margin - ad;
	double den = normal_cdf(a) - normal_cdf(b), num = pdf(b) - pdf(a);

	return (den != 0 ? num / den : a) * (diff < 0 ? -1 : 1);
}

static double
w_draw(double diff, double margin)
{
	double ad = fabs(diff), a = margin - ad, b = -margin - ad;
	double den = normal_cdf(a) - normal_cdf(b), v = v_draw(ad, margin);

	if (den == 0)
		return NAN;
	return v * v + (a * pdf(a) - b * pdf(b)) / den;
}

/* log of the bound on |K_n - K|/K (ts_trunc.c's comment). */
static double
bound(double t, int n)
{
	double lg = log((n + 1) / t) + log(n / (t * t));
	int j;

	for (j = 1; j < n; j++) {
		double l = (j + 1) * t / (t * t + j + 2);

		lg += log(j / ((t + l) * (t + l)));
	}
	return lg - log(t / (t * t + 1));
}

static long bad, seen;

static void
check(double x)
{
	double v, w, v0, w0;

	ts_vw_win(x, 0, &v, &w);
	vw60(x, &v0, &w0);
	seen++;
	if (memcmp(&v, &v0, sizeof v) || memcmp(&w, &w0, sizeof w)) {
		if (bad++ < 10)
			printf("differs at x = %a: v %a / %a, w %a / %a\n", x, v, v0, w, w0);
	}
}

static uint64_t seed = 88172645463325252u;

static double
uniform(void)
{
	seed ^= seed << 13;
	seed ^= seed >> 7;
	seed ^= seed << 17;
	return (seed >> 11) * 0x1p-53;
}

int
main(int argc, char **argv)
{
	static const double edge[] = { 3e6, 3e4, 3e3, 1e3, 300, 150, 60, 40, 25, 20, 15, 12, 9, 7 };
	long n, i;

	if (argc == 4 && !strcmp(argv[1], "bound")) {
		printf("%g\n", exp(bound(atof(argv[2]), atoi(argv[3]))));
		return 0;
	}
	if (argc != 3)
		return 2;
	if (!strcmp(argv[1], "bits")) {
		FILE *f = fopen(argv[2], "rb");
		double x;

		if (!f)
			return 2;
		while (fread(&x, sizeof x, 1, f) == 1)
			check(x);
	} else if (!strcmp(argv[1], "sweep")) {
		n = atol(argv[2]);
		for (i = 0; i < n; i++)
			check(-5 * pow(2e11, uniform()) - 1e-9);
		for (i = 0; i < (long)(sizeof edge / sizeof *edge); i++) {
			double t = edge[i];
			int k;

			for (k = 0; k < 300; k++) {
				t = nextafter(t, 0);
				check(-t);
			}
			for (t = edge[i], k = 0; k < 300; k++, t = nextafter(t, 1e300))
				check(-t);
		}
	} else if (!strcmp(argv[1], "draws")) {
		n = atol(argv[2]);
		for (i = 0; i < n; i++) {
			double d = (uniform() - 0.5) * 80, m = uniform() * 5, v, w, v0 = v_draw(d, m),
			    w0 = w_draw(d, m);

			ts_vw_draw(d, m, &v, &w);
			seen++;
			if (memcmp(&v, &v0, sizeof v) || memcmp(&w, &w0, sizeof w))
				bad++;
		}
		printf("%ld of %ld draws differ from v and w alone\n", bad, seen);
		return bad != 0;
	} else if (!strcmp(argv[1], "print")) {
		n = atol(argv[2]);
		for (i = 0; i < n; i++) {
			double t = 5 * pow(2e11, uniform()) + 1e-9, v, w;

			ts_vw_win(-t, 0, &v, &w);
			printf("%a %a %a\n", t, v, w);
		}
		return 0;
	} else
		return 2;
	printf("%ld of %ld differ from 60 terms\n", bad, seen);
	return bad != 0;
}
