/*
 * explain.c - rate --explain: each change of a rating as its parts
 * (engine.h, "--explain").
 *
 * A model names the parts of a change in its own terms; the engine owns
 * the rows and the one promise a player can check by hand: the parts
 * add up to the change.  The rows of a change are held until its
 * eng_explain_end, which checks the sum, so a model whose parts do not
 * add up stops the run before a single misleading row is written.
 */
#include "engine.h"
#include "engine_run.h"
#include "model.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const fixed_cols[] = {
	"type", "player", "date", "event", "game", "before", "after", "part", "amount",
	NULL
};

struct explain {
	const char *const *players;	/* --player: NULL-ended, or NULL: all */
	unsigned char *want;		/* per key: 0 not asked yet, 1 yes, 2 no */
	size_t wcap;
	struct cells c;			/* the model's terms of a part */
	struct strbuf rows;		/* the change's rows, written at its end */
	/* the change being explained */
	int open, in_part;
	const struct rgame *g;
	int key;
	double before, after, sum, biggest;
	unsigned long parts;
};

void
explain_open(struct eng *e, const char *const *players)
{
	struct explain *x = xcalloc(1, sizeof *x);
	size_t i;

	x->players = players;
	x->c.names = e->m->explain;
	x->c.model = e->m->name;
	e->x = x;
	for (i = 0; fixed_cols[i]; i++)
		tsv_puts(fixed_cols[i]);
	for (i = 0; e->m->explain[i]; i++)
		tsv_puts(e->m->explain[i]);
	tsv_end_row();
}

void
explain_close(struct eng *e)
{
	struct explain *x = e->x;
	size_t i;

	if (!x)
		return;
	if (x->open)
		die_data("internal error: model %s leaves a change unexplained", e->m->name);
	for (i = 0; x->players && x->players[i]; i++)
		if (names_find(&e->gr.players, x->players[i], strlen(x->players[i])) < 0) {
			tsv_out_abort();
			die_data("--player \"%s\": no player of that name in the input or the "
			    "prior, nothing to explain (a name is compared in the canonical "
			    "form the streams hold)", x->players[i]);
		}
	free(x->want);
	free(x->c.sb.s);
	free(x->rows.s);
	free(x);
	e->x = NULL;
}

int
eng_explain_on(const struct eng *e)
{
	return e->x != NULL;
}

int
eng_explaining(const struct eng *e, int key)
{
	struct explain *x = e->x;
	const char *name;
	size_t i;

	if (!x)
		return 0;
	if (!x->players)
		return 1;
	if ((size_t)key >= x->wcap) {
		size_t old = x->wcap;

		xgrow(&x->want, &x->wcap, (size_t)key + 1, 1);
		memset(x->want + old, 0, x->wcap - old);
	}
	if (!x->want[key]) {
		name = eng_player(e, eng_key_pid(e, key));
		x->want[key] = 2;
		for (i = 0; x->players[i]; i++)
			if (strcmp(x->players[i], name) == 0)
				x->want[key] = 1;
	}
	return x->want[key] == 1;
}

void
eng_explain_begin(struct eng *e, const struct rgame *g, int key, double before,
    double after)
{
	struct explain *x = e->x;

	if (!x || x->open)
		die_data("internal error: model %s begins a change %s", e->m->name,
		    x ? "inside another" : "without --explain");
	x->open = 1;
	x->g = g;
	x->key = key;
	x->before = before;
	x->after = after;
	x->sum = 0;
	x->biggest = 0;
	x->parts = 0;
	x->rows.len = 0;
	x->c.type = eng_type(e, eng_key_tid(e, key));
	x->c.player = eng_player(e, eng_key_pid(e, key));
	if (!isfinite(before) || !isfinite(after))
		die_data("%s: player \"%s\" of type \"%s\": a rating came out not finite",
		    e->m->name, x->c.player, x->c.type);
}

/* The change's first cells: type player date event. */
static void
fixed_cells(struct explain *x)
{
	struct strbuf *sb = &x->rows;

	sb_adds(sb, x->c.type);
	sb_tab(sb);
	sb_adds(sb, x->c.player);
	sb_tab(sb);
	sb_date(sb, x->g->date);
	sb_tab(sb);
	sb_adds(sb, x->g->event);
	sb_tab(sb);
}

struct cells *
eng_explain_part(struct eng *e, const char *part, double amount, const char *game)
{
	struct explain *x = e->x;
	struct strbuf *sb = &x->rows;

	if (!x->open || x->in_part)
		die_data("internal error: model %s writes a part outside a change", e->m->name);
	if (!isfinite(amount))
		die_data("%s: player \"%s\" of type \"%s\": part \"%s\" came out not finite",
		    e->m->name, x->c.player, x->c.type, part);
	x->in_part = 1;
	x->parts++;
	x->sum += amount;
	if (fabs(amount) > x->biggest)
		x->biggest = fabs(amount);
	fixed_cells(x);
	sb_adds(sb, game ? game : x->g->id);
	sb_tab(sb);
	sb_num(sb, x->before);
	sb_tab(sb);
	sb_num(sb, x->after);
	sb_tab(sb);
	sb_adds(sb, part);
	sb_tab(sb);
	sb_num(sb, amount);
	x->c.a = 0;
	x->c.sb.len = 0;
	return &x->c;
}

void
eng_explain_put(struct eng *e)
{
	struct explain *x = e->x;

	if (!x->in_part)
		die_data("internal error: model %s puts a part it did not begin", e->m->name);
	if (x->c.names[x->c.a])
		die_data("internal error: model %s writes %zu explain cells, fewer than its "
		    "columns", e->m->name, x->c.a);
	if (x->c.a) {
		sb_tab(&x->rows);
		sb_add(&x->rows, x->c.sb.s, x->c.sb.len);
	}
	sb_add(&x->rows, "\n", 1);
	x->in_part = 0;
}

/*
 * The parts must add up to the change: to 1e-9 of the largest of the
 * ratings and the parts (each part is rounded once in the sum).
 */
void
eng_explain_end(struct eng *e)
{
	struct explain *x = e->x;
	double change, scale, tol;

	if (!x->open || x->in_part)
		die_data("internal error: model %s ends a change it did not begin", e->m->name);
	change = x->after - x->before;
	scale = fmax(fmax(fabs(x->before), fabs(x->after)), fmax(x->biggest, 1));
	tol = 1e-9 * scale;
	if (x->parts == 0 && change != 0)
		die_data("internal error: model %s explains a change of %.17g of player "
		    "\"%s\" with no part", e->m->name, change, x->c.player);
	if (fabs(x->sum - change) > tol)
		die_data("internal error: model %s: the parts of player \"%s\"'s change in "
		    "game \"%s\" of event \"%s\" add up to %.17g, not %.17g", e->m->name,
		    x->c.player, x->g->id, x->g->event, x->sum, change);
	if (x->rows.len)
		tsv_put_rows(x->rows.s, x->rows.len);
	x->open = 0;
}
