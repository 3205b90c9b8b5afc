/*
 * expect.h - the curves a rating difference is read on, shared by the
 * models (their `expected` in rate --history) and by `rank --eval`,
 * which scores predictions against results: a model takes them from
 * here, not from the evaluation.
 */
#ifndef EXPECT_H
#define EXPECT_H

/* P(a finishes ahead of b) for a rating difference d = R_a - R_b on the
 * logistic curve of scale s: 1 / (1 + 10^(-d/s)).  Elo: s = 400. */
double eval_logistic(double d, double s);
/* The same on the normal curve of TopCoder: Phi(d / sqrt(va^2 + vb^2)),
 * va, vb the players' volatilities. */
double eval_normal(double d, double va, double vb);

#endif
