/*
 * usebio_field.c - parse -f usebio: were a session's sections scored as
 * one field?  A scorer may matchpoint every section's results of a
 * board against each other (NZ Bridge's Scorer does when its session
 * says field_scoring="true"; so do the EBU's and ABF's programs on a
 * director's word).  USEBIO 1.2 has no element that says so: a session's
 * SECTIONs each carry their own PARTICIPANTS and BOARDs, and converters
 * (scorer-to-usebio) drop the scorer's flag.  What the file does say is
 * the matchpoints it publishes on every TRAVELLER_LINE: NS_MATCH_POINTS
 * + EW_MATCH_POINTS is the top the board was scored on, 2(N - 1) with N
 * the results compared.  A section's own top is 2(T - 1), T its
 * `tables`; the field's is 2(T_A + T_B + ... - 1).  When a session has
 * two sections or more and more of its lines publish the field's top
 * than their section's own (within 0.15: the Scorer truncates to 0.1;
 * IMPs add up to 0, never a field's top of 2 or more),
 * its rows get `scoring_field`: the section ids joined by "+" ("A+B+C"), which
 * score and rank -m bridge read as one field.  Otherwise `scoring_field` is
 * empty and each section is its own field.  Pairs stay distinct: they
 * are keyed by section as before.
 */
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "usebio.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Within this of a top, a published NS + EW is that top (0.1 truncation). */
#define TOP_SLACK 0.15

void
usebio_field_line(struct usebio *u, const struct line *l)
{
	double ns, ew;

	if (!l->f[L_PUB_NS].len || !l->f[L_PUB_EW].len ||
	    !num_parse(l->f[L_PUB_NS].s, l->f[L_PUB_NS].len, &ns) ||
	    !num_parse(l->f[L_PUB_EW].s, l->f[L_PUB_EW].len, &ew))
		return;
	xgrow(&u->sums, &u->sumcap, u->nsums + 1, sizeof *u->sums);
	u->sums[u->nsums++] = ns + ew;
}

/* A section ended with rows: its tables and its lines' sums recorded. */
void
usebio_field_section(struct usebio *u)
{
	struct field_sect *s;
	size_t first = u->nsect ? u->sect[u->nsect - 1].first + u->sect[u->nsect - 1].n : 0;

	if (!u->rows.len)
		return;
	xgrow(&u->sect, &u->sectcap, u->nsect + 1, sizeof *u->sect);
	s = &u->sect[u->nsect++];
	s->id = xstrndup(u->section.s ? u->section.s : "", u->section.len);
	s->tables = u->most;
	s->first = first;
	s->n = u->nsums - first;
}

/* 1 when more lines publish the field's top than their section's own. */
static int
scored_together(const struct usebio *u)
{
	long all = 0;
	size_t i, k, field = 0, own = 0;

	if (u->nsect < 2)
		return 0;
	for (i = 0; i < u->nsect; i++)
		all += u->sect[i].tables;
	for (i = 0; i < u->nsect; i++)
		for (k = 0; k < u->sect[i].n; k++) {
			double sum = u->sums[u->sect[i].first + k];

			if (fabs(sum - 2.0 * (double)(all - 1)) <= TOP_SLACK)
				field++;
			else if (fabs(sum - 2.0 * (double)(u->sect[i].tables - 1)) <= TOP_SLACK)
				own++;
		}
	return field > own;
}

/* The session's rows (from sess_start in *all) each given `scoring_field`. */
void
usebio_session_end(struct usebio *u)
{
	struct strbuf value = { 0 }, tail = { 0 };
	size_t i, at = 0;

	if (scored_together(u)) {
		for (i = 0; i < u->nsect; i++) {
			if (i)
				sb_adds(&value, "+");
			sb_adds(&value, u->sect[i].id);
		}
		u->any_field = 1;
	}
	sb_add(&tail, u->all->s ? u->all->s + u->sess_start : "", u->all->len - u->sess_start);
	u->all->len = u->sess_start;
	while (at < tail.len) {
		const char *end = memchr(tail.s + at, '\n', tail.len - at);
		size_t len = (size_t)(end - (tail.s + at));

		sb_add(u->all, tail.s + at, len);
		sb_tab(u->all);
		sb_add(u->all, value.s ? value.s : "", value.len);
		sb_add(u->all, "\n", 1);
		at += len + 1;
	}
	u->sess_start = u->all->len;
	usebio_field_free(u);
	free(value.s);
	free(tail.s);
}

void
usebio_field_free(struct usebio *u)
{
	size_t i;

	for (i = 0; i < u->nsect; i++)
		free(u->sect[i].id);
	u->nsect = u->nsums = 0;
}
