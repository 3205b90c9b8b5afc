/*
 * wl_sums.c - the model wenglin's update of one game in O(N) after the
 * sort by place (wenglin.c's head: the sums and why they are O(N)).
 */
#include "model.h"
#include "rp.h"
#include "skill.h"
#include "wl.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>

/* Team u's variance: the sum over its players of w^2 (sigma^2 + tau^2). */
static inline double
team_var(const struct wl_run *r, size_t u)
{
	const struct stable *t = &r->t;
	double us2 = 0;
	size_t k;

	for (k = sk_u0(t, u); k < sk_u0(t, u + 1); k++) {
		size_t i = sk_ord(t, k);
		double w = sk_w(t, i);

		us2 += w * w * wl_var(r, i);
	}
	return us2;
}

/*
 * c, and per team u (in order of place): e_u = exp(its mu / c), its mu
 * the sum over its players of w mu, and S_u, the sum of e over the
 * teams from u on (a running suffix sum; a tie's is its first team's).
 */
double
wl_prepare(struct wl_run *r)
{
	const struct stable *t = &r->t;
	double b2 = r->par->beta * r->par->beta, c2 = 0, c, acc = 0;
	size_t k, u, nu = t->nu;

	for (u = 0; u < nu; u++) {
		double e = 0, us2 = 0;

		for (k = sk_u0(t, u); k < sk_u0(t, u + 1); k++) {
			size_t i = sk_ord(t, k);
			double w = sk_w(t, i), mu, s2 = wl_mu_var(r, i, &mu);

			e += w * mu;
			us2 += w * w * s2;
		}
		r->e[u] = e;
		c2 += us2 + b2;
	}
	c = sqrt(c2);
	for (u = 0; u < nu; u++)
		r->e[u] = exp(r->e[u] / c);
	for (u = nu; u-- > 0;) {
		acc += r->e[u];
		r->S[u] = acc;
	}
	return c;
}

/*
 * For --history, --explain and value: per team, first[u] the first team
 * of u's tie and for a tie's first team the tie's size (tie); per row
 * its team (unit).
 */
void
wl_ties(struct wl_run *r, const struct rgame *g)
{
	const struct stable *t = &r->t;
	size_t u, k;

	if (g->n > r->tcap) {
		r->tcap = g->n;
		r->first = xrealloc(r->first, r->tcap * sizeof *r->first);
		r->tie = xrealloc(r->tie, r->tcap * sizeof *r->tie);
		r->unit = xrealloc(r->unit, r->tcap * sizeof *r->unit);
	}
	for (u = 0; u < t->nu; u++) {
		r->first[u] = u > 0 && wl_team_place(t, g, u) == wl_team_place(t, g, u - 1) ?
		    r->first[u - 1] : u;
		r->tie[u] = 0;
		for (k = sk_u0(t, u); k < sk_u0(t, u + 1); k++)
			r->unit[sk_ord(t, k)] = u;
	}
	for (u = 0; u < t->nu; u++)
		r->tie[r->first[u]]++;
}

/* The number of teams from u on placed with u (u a tie's first team). */
static size_t
tie_size(const struct stable *t, const struct rgame *g, size_t u)
{
	size_t v = u + 1;

	while (v < t->nu && wl_team_place(t, g, v) == wl_team_place(t, g, u))
		v++;
	return v - u;
}

/* Row i's mu', sigma' (sk_after) from its mu, sigma^2 + tau^2 and its team's terms. */
static inline void
row_after(const struct wl_run *r, size_t i, double mu, double s2, double om, double de,
    double gam, double c)
{
	double w = sk_w(&r->t, i), dl = de * (w * w * s2 / (c * c)) * gam;

	sk_after(&r->t, i, mu + om * (w * s2 / c), sqrt(s2) * sqrt(fmax(1 - dl, r->par->kappa)));
}

/*
 * Team u's Omega = 1/A_u - e_u P1, Delta = e_u P1 - e_u^2 P2, P1 and P2
 * the sums of 1/S and 1/S^2 over the ties placed at or above u's (its
 * own included: a running prefix sum, so every player is O(1)); its
 * player i of weight w moves by w sigma_i^2/c Omega, and its variance
 * shrinks by w^2 sigma_i^2/c^2 Delta gamma_u, gamma_u = sigma_u/c
 * (openskill's team rule, weighted as a team performance sum w_i p_i).
 * mu', sigma' of row i go to its player, or newmu, newsigma (sk_after).
 */
double
wl_update(struct wl_run *r, const struct rgame *g)
{
	const struct stable *t = &r->t;
	size_t k, k0, k1, u, a = 0;
	double c = wl_prepare(r), p1 = 0, p2 = 0;

	for (u = 0; u < t->nu; u++) {
		double eu = r->e[u], om, de, gam;

		if (u == 0 || wl_team_place(t, g, u) != wl_team_place(t, g, u - 1)) {
			a = tie_size(t, g, u);
			p1 += 1 / r->S[u];
			p2 += 1 / (r->S[u] * r->S[u]);
		}
		om = 1 / (double)a - eu * p1;
		de = eu * (p1 - eu * p2);
		k0 = sk_u0(t, u);
		k1 = sk_u0(t, u + 1);
		if (k1 - k0 == 1) {	/* a team of one: its row read once */
			size_t i = sk_ord(t, k0);
			double w = sk_w(t, i), mu, s2 = wl_mu_var(r, i, &mu);

			row_after(r, i, mu, s2, om, de, sqrt(w * w * s2) / c, c);
			continue;
		}
		gam = sqrt(team_var(r, u)) / c;
		for (k = k0; k < k1; k++) {
			size_t i = sk_ord(t, k);
			double mu, s2 = wl_mu_var(r, i, &mu);

			row_after(r, i, mu, s2, om, de, gam, c);
		}
	}
	return c;
}

/* 1 + the sum over the other teams j of e_j/(e_u + e_j), u row i's team. */
double
wl_expected_place(const struct wl_run *r, size_t i)
{
	const struct stable *t = &r->t;
	double s = 1, eu = r->e[r->unit[i]];
	size_t u;

	for (u = 0; u < t->nu; u++)
		if (u != r->unit[i])
			s += r->e[u] / (eu + r->e[u]);
	return s;
}
