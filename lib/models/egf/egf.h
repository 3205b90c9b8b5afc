/*
 * egf.h - model `egf`: its parameters, a player's state and the rule's
 * formulas (egf.c); the rating of a tournament (event.c).
 */
#ifndef EGF_H
#define EGF_H

#include "engine.h"

#include <stddef.h>

enum { CLASS_A, CLASS_B, CLASS_C, CLASS_D, NCLASS };

struct egf_params {
	double top;		/* beta(x) = -S ln(top - x); con's top */
	double beta_scale;
	double con_div, con_exp;
	double bonus_mid, bonus_scale, bonus_div;
	double hstep, hoff;	/* Black + hstep (h - hoff) for h >= 1 */
	double floor;
	double weight[NCLASS];
	int class_dflt;
	double dan1, step;	/* 1d's rating, a grade's width */
	double pro1, pro_step;
	double initial;		/* a newcomer without a grade; NAN: an error */
	long reset_gap;		/* grades above the highest declared; -1 none */
	double reset_max;	/* no reset to a grade above this rating */
	double list_entry;	/* a prior list without `entry`; NAN: the rating */
};

struct gplayer {
	int exists;
	double r, entry;	/* rating; the highest declared grade's rating */
	long games, last;
	char *name, *grade, *country, *club;	/* as last declared; NULL: none */
	/* the event being rated */
	unsigned long mark;
	double r_in;		/* the rating before it (--explain; 0 when new) */
	int fresh;		/* new in it */
	double r0, sum;
	int has_decl;
	double decl;
};

struct egf_run {
	const struct egf_params *par;
	struct gplayer *pl;	/* per key */
	size_t cap;
	unsigned long period;
	int *keys;		/* the keys of the event */
	size_t nkeys, kcap;
};

enum { IN_HANDICAP, IN_COLOR, IN_RANK, IN_CLASS, IN_NAME, IN_COUNTRY, IN_CLUB };

double egf_beta(const struct egf_params *p, double r);
double egf_con(const struct egf_params *p, double r);
double egf_bonus(const struct egf_params *p, double r);
/* The expected result of a player rated r (for Se, handicap included) against r2. */
double egf_se(const struct egf_params *p, double r, double r2);
/* A grade's rating: Nk = dan1 - N step, Nd = dan1 + (N-1) step, Np = pro1 + (N-1) pro_step. */
double egf_grade_rating(const struct egf_params *p, int kind, long n);
/* The player of a key, made when new (zeroed: not yet existing). */
struct gplayer *egf_player(struct egf_run *r, int key);
/* Replace *dst by s[0..n) (NULL when n is 0). */
void egf_set_text(char **dst, const char *s, size_t n);
/* The model's period: a tournament rated from the ratings before it. */
void egf_period(void *m, struct eng *e, const struct rperiod *ev);

#endif
