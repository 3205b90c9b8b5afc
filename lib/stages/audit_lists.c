/*
 * audit_lists.c - rank --audit's lists read: the computed list (its
 * rules' decimals from _model, the statuses listed), the published
 * lists with their labels (DATE, DATE/ROUND, a round column), sorted
 * into one list per label.  Below the verdicts and the output.
 */
#include "cli.h"
#include "audit_impl.h"
#include "idcheck.h"
#include "stages.h"
#include "models.h"
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

int
audit_label_cmp(const struct label *a, const struct label *b)
{
	if (a->date != b->date)
		return a->date < b->date ? -1 : 1;
	return (a->round > b->round) - (a->round < b->round);
}

/* History row at r is at or before list label l (l without a round: all of its day). */
int
audit_at_or_before(const struct label *r, const struct label *l)
{
	if (r->date != l->date)
		return r->date < l->date;
	return l->round == NO_ROUND || r->round <= l->round;
}

void
audit_label_text(const struct label *l, struct strbuf *sb)
{
	if (l->date != LONG_MIN)
		sb_date(sb, l->date);
	if (l->round != NO_ROUND) {
		sb_adds(sb, "/");
		sb_int(sb, l->round);
	}
}

/* "type\tplayer" of in's record, in a->key. */
void
audit_row_key(struct audit *a, const struct tsv_in *in, int c_type, int c_player)
{
	a->key.len = 0;
	sb_add(&a->key, in->f[c_type], in->flen[c_type]);
	sb_tab(&a->key);
	sb_add(&a->key, in->f[c_player], in->flen[c_player]);
}

static int
entry_id(struct audit *a, const struct tsv_in *in, int c_type, int c_player)
{
	int added, id;

	audit_row_key(a, in, c_type, c_player);
	id = names_intern(&a->keys, a->key.s, a->key.len, &added);
	if (added) {
		struct entry *x;

		xgrow(&a->e, &a->cap, (size_t)id + 1, sizeof *a->e);
		x = &a->e[id];
		memset(x, 0, sizeof *x);
		x->type = xstrndup(in->f[c_type], in->flen[c_type]);
		x->player = xstrndup(in->f[c_player], in->flen[c_player]);
		x->departs = -1;
		x->v = V_NONE;
		a->n++;
	}
	return id;
}

/* ---------- the computed list ---------- */

/* The decimals of the rules in a _model cell: "MODEL PROFILE[@REV] [--flag=v ...]". */
static int
rules_decimals(const struct tsv_in *in, int col)
{
	const char *s = in->f[col], *sp = memchr(s, ' ', in->flen[col]), *pe;
	char name[64], prof[64];
	const struct model *m;
	size_t i;

	if (!sp || (size_t)(sp - s) >= sizeof name)
		tsv_bad_field(in, col, "a model and profile of rate(1)");
	memcpy(name, s, (size_t)(sp - s));
	name[sp - s] = '\0';
	for (pe = sp + 1; pe < s + in->flen[col] && *pe != ' ' && *pe != '@'; pe++)
		;
	if ((size_t)(pe - sp - 1) >= sizeof prof)
		tsv_bad_field(in, col, "a model and profile of rate(1)");
	memcpy(prof, sp + 1, (size_t)(pe - sp - 1));
	prof[pe - sp - 1] = '\0';
	if (!(m = model_find(name)))
		tsv_bad_field(in, col, "a model of rate(1) and its profile");
	for (i = 0; m->profiles[i]; i++)
		if (strcmp(m->profiles[i], prof) == 0)
			return m->decimals ? m->decimals[i] : 0;
	tsv_bad_field(in, col, "a model of rate(1) and one of its profiles");
}

static int
status_listed(char *const *listed, const char *s, size_t n)
{
	size_t i;

	for (i = 0; listed[i]; i++)
		if (strlen(listed[i]) == n && memcmp(listed[i], s, n) == 0)
			return 1;
	return 0;
}

void
audit_load_computed(struct audit *a, int npaths, char **paths)
{
	struct tsv_in in;
	struct strbuf last = { 0 };
	int c_type, c_player, c_rating, c_rules, c_status = -1, dec = 0;

	tsv_open(&in, npaths, paths);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	c_rules = tsv_col(&in, RULES_COL);
	if (a->listed)
		c_status = tsv_need(&in, "status");
	if (c_rules < 0 && a->decimals < 0)
		die_data("%s:1: no column %s (the rules that wrote the list, which say its "
		    "decimals): give them with --decimals D", in.name, RULES_COL);
	while (tsv_next(&in)) {
		struct entry *x;
		double r;
		int id;

		idcheck_list_row(&in, c_type, c_player);
		if (in.flen[c_rating] == 0)
			continue;	/* not rated (yet): not in the list */
		r = tsv_num(&in, c_rating);
		if (a->decimals >= 0) {
			dec = a->decimals;
		} else if (last.s == NULL || last.len != in.flen[c_rules] ||
		    memcmp(last.s, in.f[c_rules], last.len) != 0) {
			dec = rules_decimals(&in, c_rules);
			last.len = 0;
			sb_add(&last, in.f[c_rules], in.flen[c_rules]);
		}
		id = entry_id(a, &in, c_type, c_player);	/* (it may move a->e) */
		x = &a->e[id];
		if (x->computed)
			tsv_bad_line(&in, "player \"%s\" of type \"%s\" appears twice", x->player,
			    x->type);
		x->computed = 1;
		x->rating = r;
		x->decimals = dec;
		x->listed = !a->listed ||
		    status_listed(a->listed, in.f[c_status], in.flen[c_status]);
	}
	free(last.s);
	tsv_close(&in);
}

/* ---------- the published lists ---------- */

/* "DATE=", "DATE/ROUND=" at the start of arg: the label and the length of the prefix. */
size_t
audit_label_prefix(const char *arg, struct label *l)
{
	const char *eq = strchr(arg, '='), *sl;
	long round;

	l->date = LONG_MIN;
	l->round = NO_ROUND;
	if (!eq || eq - arg < 10 || !date_parse(arg, 10, &l->date)) {
		l->date = LONG_MIN;
		return 0;
	}
	sl = arg + 10;
	if (sl == eq)
		return (size_t)(eq - arg) + 1;
	if (*sl != '/' || !int_parse(sl + 1, (size_t)(eq - sl - 1), 0, LONG_MAX, &round)) {
		l->date = LONG_MIN;
		return 0;
	}
	l->round = round;
	return (size_t)(eq - arg) + 1;
}

void
audit_load_published(struct audit *a, const char *arg)
{
	struct label at;
	size_t skip = audit_label_prefix(arg, &at);
	const char *path = arg + skip;
	struct tsv_in in;
	int c_type, c_player, c_rating, c_round;

	tsv_open_path(&in, path);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	c_round = tsv_col(&in, "round");
	if (c_round >= 0 && at.round != NO_ROUND)
		die_data("%s:1: a column round, and round %ld given before \"=\": say the "
		    "round once", in.name, at.round);
	while (tsv_next(&in)) {
		struct prow *p;

		idcheck_list_row(&in, c_type, c_player);
		if (in.flen[c_rating] == 0)
			continue;	/* published without a rating: not in the list */
		xgrow(&a->rows, &a->rowcap, a->nrows + 1, sizeof *a->rows);
		p = &a->rows[a->nrows];
		p->rating = tsv_num(&in, c_rating);
		p->at = at;
		if (c_round >= 0)
			p->at.round = tsv_posint(&in, c_round);
		p->id = entry_id(a, &in, c_type, c_player);
		p->path = path;
		p->line = in.line;
		a->nrows++;
	}
	tsv_close(&in);
}

static int
by_label_id(const void *x, const void *y)
{
	const struct prow *p = x, *q = y;
	int d = audit_label_cmp(&p->at, &q->at);

	if (d)
		return d;
	if (p->id != q->id)
		return p->id < q->id ? -1 : 1;
	return (p->line > q->line) - (p->line < q->line);
}

/* The rows as lists by label; a player twice in one list is an error. */
void
audit_make_lists(struct audit *a)
{
	size_t i;

	qsort(a->rows, a->nrows, sizeof *a->rows, by_label_id);
	a->lists = xmalloc((a->nrows + 1) * sizeof *a->lists);
	for (i = 0; i < a->nrows; i++) {
		const struct prow *p = &a->rows[i], *q = i ? &a->rows[i - 1] : NULL;

		if (q && audit_label_cmp(&p->at, &q->at) == 0) {
			if (p->id == q->id)
				die_data("%s:%lu: player \"%s\" of type \"%s\" is in this list "
				    "already (%s:%lu)", p->path, p->line, a->e[p->id].player,
				    a->e[p->id].type, q->path, q->line);
			a->lists[a->nlists - 1].n++;
			continue;
		}
		a->lists[a->nlists++] = (struct plist){ p->at, i, 1 };
	}
}

/* The rating list l publishes for player id, or NULL. */
const struct prow *
audit_published(const struct audit *a, const struct plist *l, int id)
{
	size_t lo = l->first, hi = l->first + l->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (a->rows[mid].id == id)
			return &a->rows[mid];
		if (a->rows[mid].id < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}
