/*
 * write.c - the writers of a run: the ratings stream, sorted by type then
 * player, and the header and rows of --history and value.
 */
#include "engine_run.h"
#include "rowsum.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

/*
 * The ratings are sorted by type, then player, bytewise.  Types and
 * players are ranked once each (strcmp on their names), then the keys by
 * their two ranks: far fewer string comparisons than keys compared by name.
 */
static const struct names *sort_names;
static const int *sort_trank, *sort_prank, *sort_tid, *sort_pid;

static int
by_name(const void *a, const void *b)
{
	return strcmp(names_str(sort_names, *(const int *)a), names_str(sort_names, *(const int *)b));
}

static int
by_ranks(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	int c = sort_trank[sort_tid[x]] - sort_trank[sort_tid[y]];

	return c ? c : sort_prank[sort_pid[x]] - sort_prank[sort_pid[y]];
}

/* rank[id] = the place of name id in bytewise order */
static int *
name_ranks(const struct names *t)
{
	int *order = xmalloc((t->n ? t->n : 1) * sizeof *order);
	int *rank = xmalloc((t->n ? t->n : 1) * sizeof *rank);
	size_t i;

	for (i = 0; i < t->n; i++)
		order[i] = (int)i;
	sort_names = t;
	if (t->n > 1)
		qsort(order, t->n, sizeof *order, by_name);
	for (i = 0; i < t->n; i++)
		rank[order[i]] = (int)i;
	free(order);
	return rank;
}

/* ids in name order */
static int *
name_order(const struct names *t, const int *rank)
{
	int *order = xmalloc((t->n ? t->n : 1) * sizeof *order);
	size_t i;

	for (i = 0; i < t->n; i++)
		order[rank[i]] = (int)i;
	return order;
}

/*
 * When most (type, player) pairs are keys, the keys are read off in
 * order, type by type, player by player: no comparison at all.
 */
static int
keys_dense(const struct eng *e, const int *trank, const int *prank, int *order)
{
	size_t nt = e->types.n, np = e->gr.players.n, n = 0, ti, pi;
	int *tord, *pord;

	if (np && nt > 4 * e->nkeys / np)
		return 0;
	tord = name_order(&e->types, trank);
	pord = name_order(&e->gr.players, prank);
	for (ti = 0; ti < nt; ti++) {
		const struct ekeys *k = &e->kt[tord[ti]];

		for (pi = 0; pi < np; pi++)
			if ((size_t)pord[pi] < k->cap && k->key1[pord[pi]])
				order[n++] = k->key1[pord[pi]] - 1;
	}
	free(tord);
	free(pord);
	return 1;
}

static void
sort_keys(const struct eng *e, int *order)
{
	int *trank = name_ranks(&e->types), *prank = name_ranks(&e->gr.players);
	size_t i;

	if (keys_dense(e, trank, prank, order)) {
		free(trank);
		free(prank);
		return;
	}
	for (i = 0; i < e->nkeys; i++)
		order[i] = (int)i;
	sort_trank = trank;
	sort_prank = prank;
	sort_tid = e->key_tid;
	sort_pid = e->key_pid;
	if (e->nkeys > 1)
		qsort(order, e->nkeys, sizeof *order, by_ranks);
	free(trank);
	free(prank);
}

static const char **
state_names(const struct model *m)
{
	size_t n = 0, i;
	const char **names;

	while (m->state[n].name)
		n++;
	names = xcalloc(n + 2, sizeof *names);
	for (i = n = 0; m->state[i].name; i++)
		if (m->state[i].output_only != COL_READ_ONLY)
			names[n++] = m->state[i].name;
	return names;
}

/* Key k's ratings cells into e->cells (its names set): 0 when it has no row. */
static int
make_row(struct eng *e, int k, size_t n)
{
	struct cells *c = &e->cells;

	c->a = 0;
	c->sb.len = 0;
	c->type = names_str(&e->types, e->key_tid[k]);
	c->player = names_str(&e->gr.players, e->key_pid[k]);
	if (!e->m->row(e->ms, k, c))
		return 0;
	if (c->a != n)
		die_data("internal error: model %s writes %zu cells of %zu", e->m->name, c->a, n);
	return 1;
}

/*
 * Column _sum of the row in e->cells (rowsum.h): the digests of the
 * cells as written, the model's columns in its order.  Written column j
 * is the j-th cell of c->sb (cells never hold a tab).
 */
static void
row_sum(const struct eng *e, const struct strbuf *seen, char *out)
{
	const struct cells *c = &e->cells;
	const struct column *s = e->m->state;
	const char *p = c->sb.s ? c->sb.s : "", *end = p + c->sb.len;
	uint64_t r = ROWSUM_INIT, st = ROWSUM_INIT;
	size_t i;

	r = rowsum_add(rowsum_add(r, c->type, strlen(c->type)), c->player, strlen(c->player));
	st = rowsum_add(rowsum_add(st, c->type, strlen(c->type)), c->player, strlen(c->player));
	for (i = 0; s[i].name; i++) {
		const char *q;

		if (s[i].output_only == COL_READ_ONLY)
			continue;	/* never written: no cell */
		q = memchr(p, '\t', (size_t)(end - p));
		q = q ? q : end;
		if (rowsum_editable(&s[i]))
			r = rowsum_add(r, p, (size_t)(q - p));
		else if (rowsum_covered(&s[i]))
			st = rowsum_add(st, p, (size_t)(q - p));
		p = q < end ? q + 1 : end;
	}
	st = rowsum_add(st, seen->s ? seen->s : "", seen->len);
	st = rowsum_add(st, eng_rules.s, eng_rules.len);
	rowsum_format(r, st, out);
}

void
write_ratings(struct eng *e)
{
	const char **names = state_names(e->m);
	struct cells *c = &e->cells;
	struct strbuf seen = { 0 };
	int *order = xmalloc((e->nkeys ? e->nkeys : 1) * sizeof *order);
	unsigned char *has_row = xcalloc(e->nkeys ? e->nkeys : 1, 1);
	char sum[ROWSUM_LEN];
	size_t i, n;

	sort_keys(e, order);
	c->names = names;
	c->ro = NULL;
	for (n = 0; names[n]; n++)
		;
	/*
	 * Every row is made once before any is written: a number that came
	 * out inf or nan stops the run with the list untouched, not after the
	 * rows of the players before it (a pipe would take them for a list).
	 */
	for (i = 0; i < e->nkeys; i++)
		has_row[order[i]] = (unsigned char)make_row(e, order[i], n);
	replay_cells_begin(&e->rp, has_row);
	tsv_puts("type");
	tsv_puts("player");
	for (i = 0; i < n; i++)
		tsv_puts(names[i]);
	tsv_puts(REPLAY_COL);
	tsv_puts(RULES_COL);
	tsv_puts(SUM_COL);
	tsv_end_row();
	for (i = 0; i < e->nkeys; i++) {
		int k = order[i];

		if (!has_row[k])
			continue;
		(void)make_row(e, k, n);
		seen.len = 0;
		replay_cell(&e->rp, e->key_tid[k], k, &seen);
		tsv_puts(c->type);
		tsv_puts(c->player);
		tsv_put(c->sb.s ? c->sb.s : "", c->sb.len);
		tsv_put(seen.s ? seen.s : "", seen.len);
		tsv_put(eng_rules.s, eng_rules.len);
		row_sum(e, &seen, sum);
		tsv_put(sum, ROWSUM_LEN);
		tsv_end_row();
	}
	free(seen.s);
	free(has_row);
	free(order);
	free(names);
}

void
rows_out(struct eng *e, const char *const *cols)
{
	tsv_put_header(&e->gr.in, cols);
	tsv_rowout_init(&e->ro, &e->gr.in, cols);
	e->cells.names = cols;
	e->cells.ro = &e->ro;
	e->nout = list_len(cols);
}
