/*
 * fit_spec.c - fit's --fit FLAG=SPEC: the values a flag takes (a list, or
 * FROM:TO:STEP), each checked by the model.  Below the rest of fit.
 */
#include "engine_run.h"
#include "evaluate.h"
#include "fit.h"
#include "fit_impl.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---------- --fit FLAG=SPEC ---------- */

void
fit_free_params(const struct model *m, void *par)
{
	if (m->free_params)
		m->free_params(par);
	else
		free(par);
}


#define FIT_MAX_VALUES 100000

static void
add_value(struct fit_flag *f, const char *s)
{
	f->value = xrealloc(f->value, (f->n + 1) * sizeof *f->value);
	f->value[f->n++] = xstrdup(s);
}

/* Digits after the point of a number's text (none with an exponent: -1). */
static int
decimals(const char *s)
{
	const char *dot = strchr(s, '.');

	if (strpbrk(s, "eE"))
		return -1;
	return dot ? (int)strlen(dot + 1) : 0;
}

/* LO:HI:STEP (LO, LO + STEP, ... to HI, written with the decimals given)
 * or LO:HI:*F (LO, LO F, LO F^2 ... to HI). */
static int
range_values(struct fit_flag *f, const char *spec, const char **why)
{
	char lo_s[64], hi_s[64], st_s[64], buf[64];
	double lo, hi, st;
	int geo, d;
	size_t i;

	if (sscanf(spec, "%63[^:]:%63[^:]:%63s", lo_s, hi_s, st_s) != 3) {
		*why = "expected LO:HI:STEP, LO:HI:*FACTOR or a list V1,V2,...";
		return 0;
	}
	geo = st_s[0] == '*';
	if (!num_parse(lo_s, strlen(lo_s), &lo) || !num_parse(hi_s, strlen(hi_s), &hi) ||
	    !num_parse(st_s + geo, strlen(st_s + geo), &st) || hi < lo ||
	    (geo ? st <= 1 || lo <= 0 : st <= 0)) {
		*why = "expected numbers LO <= HI and a STEP > 0 (or *FACTOR > 1 from LO > 0)";
		return 0;
	}
	d = decimals(lo_s) > decimals(st_s + geo) ? decimals(lo_s) : decimals(st_s + geo);
	for (i = 0;; i++) {
		double x = geo ? lo * pow(st, (double)i) : lo + (double)i * st;

		if (x > hi + 1e-9 * fabs(hi) + (geo ? 0 : 1e-9 * st))
			break;
		if (f->n >= FIT_MAX_VALUES) {
			*why = "more than 100000 values";
			return 0;
		}
		if (geo || d < 0)
			num_format(x, buf);
		else
			snprintf(buf, sizeof buf, "%.*f", d, x);
		add_value(f, buf);
	}
	return 1;
}

/* Each value as the flag takes it (its parser, its range). */
static int
values_ok(const struct model *m, const struct fit_flag *f, const char **why)
{
	static char buf[256];
	size_t i;

	for (i = 0; i < f->n; i++) {
		void *par = param_profile(m, m->profiles[0]);
		int ok = param_set(m, par, f->p, f->value[i], why);

		fit_free_params(m, par);
		if (!ok) {
			snprintf(buf, sizeof buf, "value %s: %s", f->value[i], *why);
			*why = buf;
			return 0;
		}
	}
	return 1;
}

int
fit_spec(const struct model *m, const char *arg, struct fit_flag *f, const char **why)
{
	const char *eq = strchr(arg, '='), *spec;

	memset(f, 0, sizeof *f);
	if (!eq) {
		*why = "expected FLAG=SPEC, e.g. k=10:40:2";
		return 0;
	}
	f->p = param_find(m, arg, (size_t)(eq - arg));
	if (!f->p || f->p->kind == PK_SWITCH) {
		*why = f->p ? "a switch has no values to fit" : "not a flag of the model";
		return 0;
	}
	if (eng_profile && editions_vary(m, eng_profile, f->p)) {
		/* the run would set it per event to the edition's value */
		*why = "the dated profile's editions set it by date: fit it under one "
		    "edition (-p EDITION; rate -m MODEL --help lists them)";
		return 0;
	}
	spec = eq + 1;
	f->spec = xstrdup(spec);
	if (strchr(spec, ':'))
		return range_values(f, spec, why) && values_ok(m, f, why);
	while (*spec) {
		size_t n = strcspn(spec, ",");
		char buf[256];

		snprintf(buf, sizeof buf, "%.*s", (int)(n < 255 ? n : 255), spec);
		add_value(f, buf);
		spec += n + (spec[n] == ',');
	}
	if (f->n == 0)
		*why = "no values";
	return f->n > 0 && values_ok(m, f, why);
}

void
fit_flag_free(struct fit_flag *f)
{
	size_t i;

	for (i = 0; i < f->n; i++)
		free(f->value[i]);
	free(f->value);
	free(f->spec);
}
