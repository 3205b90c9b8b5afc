/*
 * audit_out.c - rank --audit's rows: one per (type, player), sorted, with
 * the verdict, the two ratings and, for a departure, the events and
 * games between the lists; and the audit freed.
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

const char *const audit_verdict_name[] = { "equal", "rounded", "different", "unpublished",
	"unlisted", "uncomputed", "" };

/* ---------- output ---------- */

static int
by_type_player(const void *p, const void *q)
{
	const struct entry *x = *(struct entry *const *)p, *y = *(struct entry *const *)q;
	int d = strcmp(x->type, y->type);

	return d ? d : strcmp(x->player, y->player);
}

/* The distinct events (games 0) or the games of x's period, comma-separated. */
static void
period_ids(const struct audit *a, const struct entry *x, int games, struct strbuf *sb)
{
	size_t i, j;

	sb->len = 0;
	for (i = x->from; i < x->to; i++) {
		int id = games ? x->h[i].game : x->h[i].event;

		for (j = x->from; !games && j < i && x->h[j].event != id; j++)
			;
		if (!games && j < i)
			continue;
		if (sb->len)
			sb_adds(sb, ",");
		sb_add(sb, names_str(&a->ids, id), names_len(&a->ids, id));
	}
}

static void
write_entry(const struct audit *a, const struct entry *x, struct strbuf *sb)
{
	int both = x->v <= V_DIFFERENT;

	tsv_puts(x->type);
	tsv_puts(x->player);
	tsv_puts(audit_verdict_name[x->v]);
	if (x->computed)
		tsv_put_num(x->rating);
	else
		tsv_put("", 0);
	if (both || x->v == V_UNCOMPUTED)
		tsv_put_num(x->published);
	else
		tsv_put("", 0);
	if (both)
		tsv_put_num(x->rating - x->published);
	else
		tsv_put("", 0);
	sb->len = 0;
	if (x->departs >= 0)
		audit_label_text(&a->lists[x->departs].at, sb);
	tsv_put(sb->s ? sb->s : "", sb->len);
	period_ids(a, x, 0, sb);
	tsv_put(sb->s ? sb->s : "", sb->len);
	period_ids(a, x, 1, sb);
	tsv_put(sb->s ? sb->s : "", sb->len);
	tsv_end_row();
}

/* The rows by type and player; the counts of each verdict into count[]. */
void
audit_write_rows(const struct audit *a, size_t count[NVERDICT])
{
	static const char *const head[] = { "type", "player", "verdict", "rating",
		"published", "diff", "departs", "events", "games", NULL };
	struct entry **order = xmalloc((a->n + 1) * sizeof *order);
	struct strbuf sb = { 0 };
	size_t i, n = 0;

	for (i = 0; head[i]; i++)
		tsv_puts(head[i]);
	tsv_end_row();
	for (i = 0; i < a->n; i++)
		if (a->e[i].v != V_NONE)
			order[n++] = &a->e[i];
	qsort(order, n, sizeof *order, by_type_player);
	for (i = 0; i < n; i++) {
		count[order[i]->v]++;
		write_entry(a, order[i], &sb);
	}
	free(sb.s);
	free(order);
}

void
audit_free(struct audit *a)
{
	size_t i;

	for (i = 0; i < a->n; i++) {
		free(a->e[i].type);
		free(a->e[i].player);
		free(a->e[i].h);
	}
	free(a->e);
	free(a->rows);
	free(a->lists);
	free(a->key.s);
	names_free(&a->keys);
	names_free(&a->ids);
}
