/*
 * ecf.h - model `ecf` (ecf.c): its parameters, a player's state; a month
 * rated in its three passes (month.c), --explain (explain.c).
 */
#ifndef ECF_H
#define ECF_H

#include "engine.h"

#include <stddef.h>

struct ecf_params {
	double k_adult, k_junior;
	long junior_below;	/* age */
	double dummy_adult, dummy_per_year, rapid_offset;
	long full_games;	/* a P rating on this many games is full */
	long inactive;		/* months without a game: new again */
	double partial_weight;	/* a K game's weight against a new or partial opponent */
	long age;		/* a row without age; -1: an adult */
};


enum { NEW, PARTIAL, FULL };

struct egame {
	double opp, score;
};

struct eplayer {
	int exists;
	int kind;		/* NEW, PARTIAL, FULL (as of the last period) */
	double r, last_full;	/* last_full: NAN none */
	long games, last;
	struct egame *rec;	/* a partially rated player's games */
	size_t nrec, rcap;
	/* the month being rated */
	unsigned long mark;
	int cls;		/* NEW, PARTIAL, FULL at the month's start */
	long age;
	double pass[2];		/* P ratings of passes A and B */
	double dummy;
};

/* A game of the month seen from one side: the opponent's key, the score. */
struct eside {
	int opp;
	double score;
};

struct ecf_run {
	const struct ecf_params *par;
	struct eside *side;
	size_t scap;
	struct eplayer *pl;
	size_t cap;
	unsigned long period;
	int *keys;
	size_t nkeys, kcap;
};

enum { IN_AGE };		/* the model's input column */

/* An opponent's rating in pass q (0: A, 1: B, 2: K). */
static inline double
ecf_opp_rating(const struct eplayer *o, int q)
{
	if (o->cls == FULL)
		return o->r;
	if (q == 0)
		return o->cls == PARTIAL ? o->r : o->dummy;
	return o->pass[q - 1];
}

/* The k of a K rating: a junior's or an adult's. */
static inline double
ecf_k(const struct ecf_params *par, const struct eplayer *p)
{
	return p->age >= 0 && p->age < par->junior_below ? par->k_junior : par->k_adult;
}

/* The player of a key, made when new (zeroed: not yet rated). */
struct eplayer *ecf_player(struct ecf_run *r, int key);
/* The model's period: a month rated in passes A, B and K. */
void ecf_period(void *m, struct eng *e, const struct rperiod *ev);
/* The played games of `key` this month, into r->side. */
size_t ecf_sides(struct ecf_run *r, const struct rperiod *ev, int key);
/*
 * --explain of player `key`'s change to `after`, from the state before the
 * month is set (explain.c); nothing when the month rates nothing.
 */
void ecf_explain(struct ecf_run *r, struct eng *e, const struct rperiod *ev, int key,
    double after);

#endif
