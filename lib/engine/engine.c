/*
 * engine.c - the run of `rate` and `value` for every model (engine.h).
 *
 * The stream is read game by game (game.h); a model whose rating period
 * is the event gets each event whole (eventbuf.h).  Every participant is
 * a key: one per (type, player), dense, so a model keeps its players in
 * arrays.  The prior file is read through the model's state columns; the
 * replay guard (replay.c) and the window annotations are checked before a
 * game reaches the model; every number written goes through cells, which
 * refuse inf and nan.
 */
#include "engine.h"
#include "engine_run.h"
#include "model.h"
#include "num.h"
#include "strbuf.h"
#include "rp.h"
#include "tsv.h"

#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---------- keys ---------- */

size_t eng_nkeys(const struct eng *e) { return e->nkeys; }
int eng_key_tid(const struct eng *e, int key) { return e->key_tid[key]; }
int eng_key_pid(const struct eng *e, int key) { return e->key_pid[key]; }
const char *eng_type(const struct eng *e, int tid) { return names_str(&e->types, tid); }
const char *eng_player(const struct eng *e, int pid) { return names_str(&e->gr.players, pid); }
size_t eng_ntypes(const struct eng *e) { return e->types.n; }
int eng_history(const struct eng *e) { return e->history; }

int
eng_tid(struct eng *e, const char *type, size_t n)
{
	int added, tid = names_intern(&e->types, type, n, &added);

	if (added) {
		size_t old = e->tycap;

		xgrow(&e->kt, &e->ktcap, (size_t)tid + 1, sizeof *e->kt);
		memset(&e->kt[tid], 0, sizeof e->kt[tid]);
		xgrow(&e->type_prior, &e->tycap, (size_t)tid + 1, sizeof *e->type_prior);
		e->type_games = xrealloc(e->type_games, e->tycap * sizeof *e->type_games);
		memset(e->type_prior + old, 0, (e->tycap - old) * sizeof *e->type_prior);
		memset(e->type_games + old, 0, (e->tycap - old) * sizeof *e->type_games);
		replay_type_added(&e->rp, e->types.n);
	}
	return tid;
}

int
eng_same_number(double a, double b)
{
	double m = fabs(a) > fabs(b) ? fabs(a) : fabs(b);

	return a == b || fabs(a - b) <= 1e-9 * (m > 1 ? m : 1);
}

void
eng_bad_prior(const struct eng *e, int key, const char *fmt, ...)
{
	va_list ap;

	tsv_out_abort();
	fprintf(stderr, "%s: %s:%lu: player \"%s\" of type \"%s\": ", rp_progname,
	    e->prior, (size_t)key < e->plcap ? e->prior_line[key] : 0UL,
	    eng_player(e, e->key_pid[key]), eng_type(e, e->key_tid[key]));
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(EXIT_DATA);
}

/* A new key for (tid, pid), or the one it has (eng_key, engine_run.h). */
int
eng_key_new(struct eng *e, int tid, int pid)
{
	struct ekeys *t = &e->kt[tid];
	int key;

	if ((size_t)pid >= t->cap) {
		size_t old = t->cap;

		xgrow(&t->key1, &t->cap, (size_t)pid + 1, sizeof *t->key1);
		memset(t->key1 + old, 0, (t->cap - old) * sizeof *t->key1);
	}
	if (t->key1[pid])
		return t->key1[pid] - 1;
	key = (int)e->nkeys++;
	xgrow(&e->key_tid, &e->keycap, e->nkeys, sizeof *e->key_tid);
	e->key_pid = xrealloc(e->key_pid, e->keycap * sizeof *e->key_pid);
	e->key_tid[key] = tid;
	e->key_pid[key] = pid;
	t->key1[pid] = key + 1;
	replay_key_added(&e->rp, e->nkeys);
	return key;
}

int
eng_key_of(const struct eng *e, const char *type, int pid)
{
	int tid = names_find(&e->types, type, strlen(type));
	const struct ekeys *t;

	if (tid < 0)
		return -1;
	t = &e->kt[tid];
	return (size_t)pid < t->cap && t->key1[pid] ? t->key1[pid] - 1 : -1;
}

/* ---------- input columns ---------- */

/* Where row r of game g lives: the reader's current game or the event buffer. */
static const char *
field_of(const struct eng *e, const struct rgame *g, size_t r, int col, size_t *len)
{
	if (!e->m->by_event) {
		*len = game_flen(&e->gr, r, col);
		return game_field(&e->gr, r, col);
	}
	return eventbuf_field(&e->eb, g->row0 + r, col, len);
}

static void
row_where(const struct eng *e, const struct rgame *g, size_t r, const char **file,
    unsigned long *line)
{
	if (!e->m->by_event) {
		*file = e->gr.g.file[r];
		*line = e->gr.g.line[r];
	} else {
		*file = e->eb.file[g->row0 + r];
		*line = e->eb.line[g->row0 + r];
	}
}

int
eng_in_has(const struct eng *e, int i)
{
	return e->c_in[i] >= 0;
}

const char *
eng_in(const struct eng *e, const struct rgame *g, size_t r, int i, size_t *len)
{
	size_t n;

	if (e->c_in[i] < 0) {
		if (len)
			*len = 0;
		return "";
	}
	return field_of(e, g, r, e->c_in[i], len ? len : &n);
}

/* "prog: file:line: MESSAGE" about row r of game g, on stderr. */
static void
say_row(const struct eng *e, const struct rgame *g, size_t r, const char *fmt, va_list ap)
{
	const char *file;
	unsigned long line;

	row_where(e, g, r, &file, &line);
	fprintf(stderr, "%s: %s:%lu: ", rp_progname, file, line);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void
eng_bad_row(const struct eng *e, const struct rgame *g, size_t r, const char *fmt, ...)
{
	va_list ap;

	tsv_out_abort();
	va_start(ap, fmt);
	say_row(e, g, r, fmt, ap);
	va_end(ap);
	exit(EXIT_DATA);
}

void
eng_usage_row(const struct eng *e, const struct rgame *g, size_t r, const char *fmt, ...)
{
	va_list ap;

	tsv_out_abort();
	va_start(ap, fmt);
	say_row(e, g, r, fmt, ap);
	va_end(ap);
	exit(EXIT_USAGE);
}

void
eng_warn_row(const struct eng *e, const struct rgame *g, size_t r, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	say_row(e, g, r, fmt, ap);
	va_end(ap);
}

void
eng_bad_in(const struct eng *e, const struct rgame *g, size_t r, int i, const char *what)
{
	const char *file, *s;
	unsigned long line;
	size_t len;

	row_where(e, g, r, &file, &line);
	s = eng_in(e, g, r, i, &len);
	tsv_out_abort();
	fprintf(stderr, "%s: %s:%lu:%d: column \"%s\": expected %s, found \"%.*s\"\n",
	    rp_progname, file, line, e->c_in[i] + 1, e->m->in[i], what,
	    (int)(len > 60 ? 60 : len), s);
	exit(EXIT_DATA);
}

double
eng_in_num(const struct eng *e, const struct rgame *g, size_t r, int i)
{
	size_t len;
	const char *s = eng_in(e, g, r, i, &len);
	double x;

	if (!num_parse(s, len, &x))
		eng_bad_in(e, g, r, i, "a number");
	return x;
}

long
eng_in_int(const struct eng *e, const struct rgame *g, size_t r, int i,
    long lo, long hi, const char *what)
{
	size_t len;
	const char *s = eng_in(e, g, r, i, &len);
	long v;

	if (!int_parse(s, len, lo, hi, &v))
		eng_bad_in(e, g, r, i, what);
	return v;
}

/* ---------- cells ---------- */

static void
cell_bad(struct cells *c, double x)
{
	const char *col = c->names[c->a];

	tsv_out_abort();
	if (c->player)
		fprintf(stderr, "%s: player \"%s\" of type \"%s\": column \"%s\" came out %s",
		    rp_progname, c->player, c->type, col, isnan(x) ? "nan" : "infinite");
	else
		fprintf(stderr, "%s: %s:%lu: column \"%s\" came out %s", rp_progname,
		    c->file, c->line, col, isnan(x) ? "nan" : "infinite");
	fprintf(stderr, "; the numbers are beyond what the model can compute%s%s%s\n",
	    eng_flags_given[0] ? " (flags given: " : " (check the prior's values)",
	    eng_flags_given, eng_flags_given[0] ? "; or check the prior's values)" : "");
	exit(EXIT_DATA);
}

static void
cell_next(struct cells *c)
{
	if (!c->names[c->a])
		die_data("internal error: model %s writes more cells than its columns", c->model);
}

void
cell_num(struct cells *c, double x)
{
	cell_next(c);
	if (!isfinite(x))
		cell_bad(c, x);
	if (c->num) {
		c->num[c->a] = x;
		c->has[c->a++] = 1;
		return;
	}
	if (c->ro) {
		tsv_rowout_num(c->ro, c->a++, x);
		return;
	}
	if (c->a++)
		sb_tab(&c->sb);
	sb_num(&c->sb, x);
}

/* The next cell (cell_next done): s, n. */
static void
cell_strn_at(struct cells *c, const char *s, size_t n)
{
	if (c->num) {
		c->has[c->a++] = 0;
		return;
	}
	if (c->ro) {
		tsv_rowout_str(c->ro, c->a++, s, n);
		return;
	}
	if (c->a++)
		sb_tab(&c->sb);
	sb_add(&c->sb, s, n);
}

void
cell_strn(struct cells *c, const char *s, size_t n)
{
	cell_next(c);
	cell_strn_at(c, s, n);
}

void cell_str(struct cells *c, const char *s) { cell_strn(c, s, strlen(s)); }
void cell_empty(struct cells *c) { cell_strn(c, "", 0); }

/*
 * A history or value row keeps pointers to its cells until it is
 * written: text made here goes into the row's own cell buffer, never a
 * temporary of this function.
 */
static char *
cell_buf(struct cells *c, char *tmp)
{
	return c->ro ? c->ro->cell[c->a].num : tmp;
}

void
cell_int(struct cells *c, long long v)
{
	char tmp[32], *b;

	cell_next(c);
	if (c->num) {
		c->num[c->a] = (double)v;
		c->has[c->a++] = 1;
		return;
	}
	b = cell_buf(c, tmp);
	cell_strn_at(c, b, int_format(v, b));
}

void
cell_date(struct cells *c, long days)
{
	char tmp[32], *b;

	if (days == LONG_MIN) {
		cell_empty(c);
		return;
	}
	cell_next(c);
	b = cell_buf(c, tmp);
	date_format(days, b);
	cell_strn_at(c, b, 10);
}

void
cell_empty_rest(struct cells *c)
{
	while (c->names[c->a])
		cell_strn_at(c, "", 0);
}

void
cell_num_or_empty(struct cells *c, int has, double x)
{
	if (has)
		cell_num(c, x);
	else
		cell_empty(c);
}

struct cells *
eng_row_cells(struct eng *e, const struct rgame *g, size_t r)
{
	e->cells.a = 0;
	e->cells.player = NULL;
	row_where(e, g, r, &e->cells.file, &e->cells.line);
	e->row_g = g;
	e->row_r = r;
	return &e->cells;
}

void
eng_put_row(struct eng *e)
{
	const struct rgame *g = e->row_g;
	size_t r = e->row_r;
	char **f;
	size_t *flen;

	if (e->cells.names[e->cells.a])
		die_data("internal error: model %s writes %zu cells of %zu", e->m->name,
		    e->cells.a, e->nout);
	if (e->rows) {		/* eng_rate_rows */
		e->rows->row(e->rows->ctx, g, r, e->cells.num, e->cells.has);
		e->cells.a = 0;
		return;
	}
	if (!e->m->by_event)	/* the game reader's row */
		game_write_row(&e->gr, &e->ro, r);
	else {
		eventbuf_row(&e->eb, g->row0 + r, &f, &flen);
		tsv_rowout_write(&e->ro, f, flen);
	}
	e->cells.a = 0;
}
