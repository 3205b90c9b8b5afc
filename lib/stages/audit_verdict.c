/*
 * audit_verdict.c - rank --audit's verdicts (equal, rounded, different,
 * ...) against the latest published list, and each different player's
 * departure from the run's --history.  Over the lists (audit_lists.c).
 */
#include "cli.h"
#include "audit_impl.h"
#include "idcheck.h"
#include "stages.h"
#include "model.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------- verdicts ---------- */

static enum verdict
compare(double computed, double pub, int decimals)
{
	char c[64], p[64];

	if (computed == pub)
		return V_EQUAL;
	c[num_format_rounded(computed, decimals, c)] = '\0';
	p[num_format_rounded(pub, decimals, p)] = '\0';
	return strcmp(c, p) == 0 ? V_ROUNDED : V_DIFFERENT;
}

void
audit_verdicts(struct audit *a)
{
	const struct plist *last = &a->lists[a->nlists - 1];
	size_t id;

	for (id = 0; id < a->n; id++) {
		struct entry *x = &a->e[id];
		const struct prow *p = audit_published(a, last, (int)id);

		if (p && x->computed) {
			x->published = p->rating;
			x->v = compare(x->rating, p->rating, x->decimals);
		} else if (p) {
			x->published = p->rating;
			x->v = V_UNCOMPUTED;
		} else if (x->computed) {
			x->v = x->listed ? V_UNPUBLISHED : V_UNLISTED;
		}
	}
}

/* ---------- departures, from the history ---------- */

static void
history_row(struct audit *a, struct entry *x, const struct tsv_in *in, const int *c,
    const struct label *at, int c_before)
{
	struct hrow *h;

	if (x->nh && audit_label_cmp(at, &x->h[x->nh - 1].at) < 0)
		tsv_bad_line(in, "player \"%s\" of type \"%s\" has a row of an earlier date or "
		    "round than its last one: a history in the order rate wrote it is needed",
		    x->player, x->type);
	xgrow(&x->h, &x->hcap, x->nh + 1, sizeof *x->h);
	h = &x->h[x->nh++];
	h->at = *at;
	h->after = tsv_num(in, c[2]);
	h->has_before = c_before >= 0 && in->flen[c_before] > 0;
	h->before = h->has_before ? tsv_num(in, c_before) : 0;
	h->event = names_intern(&a->ids, in->f[c[4]], in->flen[c[4]], NULL);
	h->game = names_intern(&a->ids, in->f[c[5]], in->flen[c[5]], NULL);
}

/* The history rows of the different players (the others are not kept). */
void
audit_load_history(struct audit *a, const char *path, int rounds)
{
	static const char *const need[] = { "type", "player", "rating", "date", "event", "game" };
	struct tsv_in in;
	int c[6], c_round = -1, c_before;
	size_t i;

	tsv_open_path(&in, path);
	for (i = 0; i < 6; i++)
		c[i] = tsv_need(&in, need[i]);
	if (rounds)
		c_round = tsv_need(&in, "round");
	if ((c_before = tsv_col(&in, "before")) < 0)
		c_before = tsv_col(&in, "rating_before");
	while (tsv_next(&in)) {
		struct label at = { tsv_date(&in, c[3]), NO_ROUND };
		int id;

		audit_row_key(a, &in, c[0], c[1]);
		id = names_find(&a->keys, a->key.s, a->key.len);
		if (id < 0 || a->e[id].v != V_DIFFERENT || in.flen[c[2]] == 0)
			continue;	/* (an empty rating: not rated yet, a FIDE newcomer) */
		if (rounds)
			at.round = tsv_posint(&in, c_round);
		history_row(a, &a->e[id], &in, c, &at, c_before);
	}
	tsv_close(&in);
}

/*
 * The run's rating of x at label l: after its last row at or before l;
 * before its first row when all come later (the prior); its computed
 * rating when it has no row.  0 when unknown (no before column).
 */
static int
computed_at(const struct entry *x, const struct label *l, double *r)
{
	size_t i = x->nh;

	if (x->nh == 0) {
		*r = x->rating;
		return 1;
	}
	while (i > 0 && !audit_at_or_before(&x->h[i - 1].at, l))
		i--;
	if (i > 0) {
		*r = x->h[i - 1].after;
		return 1;
	}
	*r = x->h[0].before;
	return x->h[0].has_before;
}

void
audit_departure(struct audit *a, struct entry *x, int id)
{
	size_t li, i;

	for (li = 0; li < a->nlists; li++) {
		const struct prow *p = audit_published(a, &a->lists[li], id);
		double c;

		if (!p || !computed_at(x, &a->lists[li].at, &c) ||
		    compare(c, p->rating, x->decimals) != V_DIFFERENT)
			continue;
		x->departs = (int)li;
		for (i = 0; i < x->nh && li > 0 && audit_at_or_before(&x->h[i].at, &a->lists[li - 1].at); i++)
			;
		x->from = i;
		while (i < x->nh && audit_at_or_before(&x->h[i].at, &a->lists[li].at))
			i++;
		x->to = i;
		return;
	}
}
