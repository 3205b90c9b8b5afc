/*
 * engine_run.c - a run of `rate` or `value`: the stream, the prior, the
 * guards and the writers, around the model's rules (engine.h).
 */
#include "engine_run.h"
#include "idcheck.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

char eng_flags_given[256];

struct prior_opts eng_prior;
struct strbuf eng_rules;

/* The parameters given on the command line, as opposed to the profile's
 * (each once: a model's table is shorter than this), and the argument
 * given last. */
static const struct param *given[128];
static const char *given_arg[128];
static size_t ngiven;

void
eng_note_given(const struct param *p, const char *arg)
{
	size_t i;

	for (i = 0; i < ngiven; i++)
		if (given[i] == p)
			break;
	if (i == ngiven && ngiven < sizeof given / sizeof given[0])
		given[ngiven++] = p;
	if (i < ngiven)
		given_arg[i] = arg;
}

const char *
eng_flag_arg(const struct param *p)
{
	size_t i;

	for (i = 0; i < ngiven; i++)
		if (given[i] == p)
			return given_arg[i];
	return NULL;
}

int
eng_flag_given(const char *flag)
{
	size_t i;

	for (i = 0; i < ngiven; i++)
		if (strcmp(given[i]->flag, flag) == 0)
			return 1;
	return 0;
}

/* ---------- opening ---------- */

/*
 * Columns of `window`: the model honours them (it reads them as input
 * columns) or the run stops: a window silently ignored would rate every
 * game as if it counted.
 */
static void
check_windows(const struct eng *e)
{
	static const struct {
		unsigned kind;
		const char *a, *b, *how;
	} win[] = {
		{ WIN_CALENDAR, "seq", "n", "window -n" },
		{ WIN_PLAYER, "pseq", "pwin", "window -p" },
	};
	const struct tsv_in *in = &e->gr.in;
	size_t i;

	for (i = 0; i < sizeof win / sizeof win[0]; i++) {
		if (tsv_col(in, win[i].a) < 0 && tsv_col(in, win[i].b) < 0)
			continue;
		if (e->m->windows & win[i].kind)
			continue;
		die_data("%s:1: the stream is windowed by `%s` (columns %s, %s), but model %s "
		    "has %s window: it would rate every game as if it counted; take `%s` out "
		    "of the pipeline%s", in->name, win[i].how, win[i].a, win[i].b, e->m->name,
		    e->m->windows ? "another" : "no", win[i].how,
		    e->m->windows & WIN_PLAYER ? ", or use window -p" :
		    e->m->windows & WIN_CALENDAR ? ", or use window -n" : "");
	}
}

/*
 * A flag whose effect an input column replaces: refused, never silently
 * lost (score's delta stands for --spread, and the flag given to rate
 * would change nothing).
 */
static void
check_overridden(const struct eng *e)
{
	const struct overridden *o;

	for (o = e->m->overridden; o && o->column; o++) {
		const char *f = o->flags;

		if (tsv_col(&e->gr.in, o->column) < 0)
			continue;
		while (*f) {
			size_t n = strcspn(f, " ");
			char flag[64];

			snprintf(flag, sizeof flag, "%.*s", (int)n, f);
			if (eng_flag_given(flag))
				die_usage("--%s has no effect here: the stream's column \"%s\" stands "
				    "for it (model %s reads the column instead); give --%s to %s, "
				    "which writes the column", flag, o->column, e->m->name, flag,
				    o->stage);
			f += n + (f[n] == ' ');
		}
	}
}

/* Column name is one that some model of the list's --history writes. */
static int
history_column(const char *name)
{
	size_t i, j;

	for (i = 0; eng_models[i]; i++)
		for (j = 0; eng_models[i]->history && eng_models[i]->history[j]; j++)
			if (strcmp(eng_models[i]->history[j], name) == 0)
				return 1;
	return 0;
}

/*
 * A --history stream (its prediction columns prev and expected) fed to
 * rate again: a column the model reads as input there holds the earlier
 * run's numbers (frsc's value: that run's game values, computed with its
 * -n, --unrated...), which this run would take as given.
 */
static void
check_history(const struct eng *e)
{
	const struct tsv_in *in = &e->gr.in;
	size_t i;

	if (e->value || tsv_col(in, "prev") < 0 || tsv_col(in, "expected") < 0)
		return;
	for (i = 0; e->m->in && e->m->in[i]; i++)
		if (e->c_in[i] >= 0 && history_column(e->m->in[i]))
			die_data("%s:1: the stream is rate --history output (columns prev, "
			    "expected): its column \"%s\" holds that run's numbers, which model "
			    "%s would read instead of computing them under this run's flags; rate "
			    "the results stream it came from", in->name, e->m->in[i], e->m->name);
}

static size_t
count(const char *const *list)
{
	size_t n = 0;

	while (list && list[n])
		n++;
	return n;
}

static void
eng_open(struct eng *e, const struct model *m, const void *par, int npaths,
    char **paths, int value)
{
	static const char *const need_rate[] = { "type", "place", NULL };
	static const char *const need_value[] = { "type", NULL };
	size_t i, nin = count(m->in);

	memset(e, 0, sizeof *e);
	e->m = m;
	e->par = par;
	e->value = value;
	game_open(&e->gr, npaths, paths, value ? need_value : need_rate);
	for (i = 0; m->need && m->need[i]; i++)
		tsv_need(&e->gr.in, m->need[i]);
	e->c_in = xmalloc((nin ? nin : 1) * sizeof *e->c_in);
	for (i = 0; i < nin; i++)
		e->c_in[i] = tsv_col(&e->gr.in, m->in[i]);
	e->c_result = tsv_col(&e->gr.in, "result");
	check_windows(e);
	check_overridden(e);
	check_history(e);
	e->c_seq = m->windows & WIN_CALENDAR ? tsv_col(&e->gr.in, "seq") : -1;
	e->c_pseq = m->windows & WIN_PLAYER ? tsv_col(&e->gr.in, "pseq") : -1;
	replay_init(&e->rp, m->by_event);
	names_init(&e->types);
	if (m->by_event)
		eventbuf_init(&e->eb, e->gr.in.ncol);
	e->cells.model = m->name;
	e->ms = m->start(e, par);
}

static void
eng_close(struct eng *e)
{
	size_t i;

	if (e->ms)
		e->m->free(e->ms);
	for (i = 0; i < e->types.n; i++)
		free(e->kt[i].key1);
	free(e->kt);
	free(e->key_tid);
	free(e->key_pid);
	free(e->prior_line);
	free(e->key_pseq);
	free(e->type_prior);
	free(e->type_games);
	free(e->c_in);
	free(e->games);
	free(e->rkey);
	free(e->rres);
	free(e->cells.sb.s);
	names_free(&e->types);
	replay_free(&e->rp);
	if (e->m->by_event)
		eventbuf_free(&e->eb);
	game_close(&e->gr);
}

/* ---------- the prior ---------- */

struct prior_cols {
	int *col;		/* per model.state column: its column, or -1 */
	int c_type, c_player, c_seen, c_rules;
	struct strbuf rules;	/* the first row's _model */
	unsigned long rules_line;
};

static void
prior_header(const struct eng *e, const struct tsv_in *in, struct prior_cols *pc)
{
	const struct column *s = e->m->state;
	struct strbuf missing = { 0 };
	const char *why;	/* the model's reason, where it applies */
	size_t i, nmissing = 0;

	pc->c_type = tsv_col(in, "type");
	pc->c_player = tsv_col(in, "player");
	pc->c_seen = tsv_col(in, REPLAY_COL);
	pc->c_rules = eng_prior.ratings_only ? -1 : tsv_col(in, RULES_COL);
	if (pc->c_type < 0 || pc->c_player < 0) {
		sb_adds(&missing, pc->c_type < 0 ? "\"type\"" : "");
		sb_adds(&missing, pc->c_type < 0 && pc->c_player < 0 ? ", " : "");
		sb_adds(&missing, pc->c_player < 0 ? "\"player\"" : "");
		nmissing = 1 + (pc->c_type < 0 && pc->c_player < 0);
	}
	for (i = 0; s[i].name; i++) {
		/* --prior-ratings-only: the list is `type player rating`, and the
		 * date of each player's last game, which every model reads alike */
		pc->col[i] = s[i].output_only == COL_WRITE_ONLY || (eng_prior.ratings_only &&
		    strcmp(s[i].name, "rating") != 0 && strcmp(s[i].name, "last") != 0) ?
		    -1 : tsv_col(in, s[i].name);
		if (pc->col[i] >= 0 || s[i].output_only == COL_WRITE_ONLY || s[i].dflt ||
		    (e->value && e->m->value_rating_only && strcmp(s[i].name, "rating") != 0))
			continue;
		if (nmissing++)
			sb_adds(&missing, ", ");
		sb_adds(&missing, "\"");
		sb_adds(&missing, s[i].name);
		sb_adds(&missing, "\"");
	}
	why = e->value && e->m->value_rating_only ? NULL : e->m->prior_why;
	if (nmissing)
		die_data("%s:1: missing column%s %s: model %s needs %s in a prior list "
		    "(rate(1), \"A federation's list as prior\", has the table)%s%s", in->name,
		    nmissing > 1 ? "s" : "", missing.s, e->m->name, nmissing > 1 ? "them" : "it",
		    why ? ": " : "", why ? why : "");
	free(missing.s);
}

static void
prior_cell(const struct tsv_in *in, int col, enum col_kind kind, struct prior_cell *c)
{
	c->s = NULL;
	c->len = 0;
	if (col < 0)
		return;
	c->s = in->f[col];
	c->len = in->flen[col];
	switch (kind) {
	case COL_NUM:
		if (!num_parse(c->s, c->len, &c->num))
			tsv_bad_field(in, col, "a finite number");
		break;
	case COL_COUNT:
		/* bounded, so that a model's sums of counts cannot overflow */
		if (!int_parse(c->s, c->len, 0, 1000000000000000L, &c->i))
			tsv_bad_field(in, col, "a whole number from 0 to 10^15");
		break;
	case COL_DATE:
		if (c->len == 0)
			c->i = LONG_MIN;
		else if (!date_parse(c->s, c->len, &c->i))
			tsv_bad_field(in, col, "a date YYYY-MM-DD");
		break;
	case COL_TEXT:
		break;
	}
}

static void
prior_key_mark(struct eng *e, const struct tsv_in *in, int key, int c_player, int c_type)
{
	if ((size_t)key >= e->plcap) {
		size_t old = e->plcap;

		xgrow(&e->prior_line, &e->plcap, (size_t)key + 1, sizeof *e->prior_line);
		memset(e->prior_line + old, 0, (e->plcap - old) * sizeof *e->prior_line);
	}
	if (e->prior_line[key])
		tsv_bad_line(in, "player \"%s\" of type \"%s\" appears twice (first at line %lu)",
		    in->f[c_player], in->f[c_type], e->prior_line[key]);
	e->prior_line[key] = in->line;
}

/* The model name of rules text s (its first word). */
static size_t
rules_model(const char *s, size_t n)
{
	size_t i = 0;

	while (i < n && s[i] != ' ')
		i++;
	return i;
}

/*
 * A prior row's _model: the rules that wrote the list.  Every row says
 * the same; they must be this run's, or the user asks for another way
 * to take the list (--new-rules, --prior-ratings-only).
 */
/* The model of rules text s (its first word) is the model of run. */
static int
same_model(const char *s, size_t n, const char *run)
{
	size_t mn = rules_model(s, n);

	return mn == rules_model(run, strlen(run)) && memcmp(s, run, mn) == 0;
}

static void
prior_rules(const struct eng *e, const struct tsv_in *in, struct prior_cols *pc)
{
	const char *s = in->f[pc->c_rules], *run = eng_rules.s;
	size_t n = in->flen[pc->c_rules], mn;


	if (pc->rules_line) {
		if (n != pc->rules.len || memcmp(s, pc->rules.s, n) != 0)
			tsv_bad_line(in, "column %s: \"%s\", but line %lu has \"%s\": the list "
			    "joins rows written under two rule sets", RULES_COL, s,
			    pc->rules_line, pc->rules.s);
		return;
	}
	if (n == 0)
		tsv_bad_field(in, pc->c_rules, "the model and profile that wrote the row");
	sb_add(&pc->rules, s, n);
	pc->rules_line = in->line;
	if (n == eng_rules.len && memcmp(s, run, n) == 0)
		return;
	mn = rules_model(s, n);
	if (!same_model(s, n, run))
		tsv_bad_line(in, "the list was written by model %.*s (%s \"%s\"), and this "
		    "run is %s: another model's ratings are on its own scale and its state "
		    "is not this model's; take only the list's type, player and rating with "
		    "--prior-ratings-only", (int)mn, s, RULES_COL, s, run);
	/* value predicts from a list of its model under any constants (the
	 * scale is the model's); rate would mix two rule sets in one list */
	if (!eng_prior.new_rules && !e->value)
		tsv_bad_line(in, "the list was written under the rules \"%s\" (column %s), "
		    "and this run's are \"%s\": one list would mix two rule sets; give the "
		    "profile and flags it was written with, or continue under these rules "
		    "from its state with --new-rules (or from its ratings alone with "
		    "--prior-ratings-only)", s, RULES_COL, run);
}

/* A prior row's replay guard (_seen). */
static void
prior_seen(struct eng *e, const struct tsv_in *in, const struct prior_row *row, int col)
{
	int ok = replay_prior_cell(&e->rp, row->tid, row->key, in->f[col], in->flen[col]);

	if (ok < 0)
		tsv_bad_line(in, "rows of type \"%s\" name two different last games or events of "
		    "one day in column %s: the list joins rows of two runs; rate from one "
		    "run's list", eng_type(e, row->tid), REPLAY_COL);
	if (!ok)
		tsv_bad_field(in, col, "what the prior has rated: a date YYYY-MM-DD, then "
		    "entries of a letter and 16 hexadecimal digits (rate(1), \"The replay guard\")");
}

static void
load_prior(struct eng *e, const char *path)
{
	const struct column *s = e->m->state;
	size_t ns = 0, i;
	struct prior_cols pc = { 0 };
	struct prior_cell *cell;
	struct tsv_in in;

	while (s[ns].name)
		ns++;
	e->prior = path;
	pc.col = xmalloc((ns ? ns : 1) * sizeof *pc.col);
	cell = xcalloc(ns ? ns : 1, sizeof *cell);
	tsv_open_path(&in, path);
	prior_header(e, &in, &pc);
	while (tsv_next(&in)) {
		struct prior_row row;
		const char *why = NULL;
		int bad = -1;

		idcheck_list_row(&in, pc.c_type, pc.c_player);
		if (pc.c_rules >= 0)
			prior_rules(e, &in, &pc);
		row.tid = eng_tid(e, in.f[pc.c_type], in.flen[pc.c_type]);
		row.pid = names_intern(&e->gr.players, in.f[pc.c_player], in.flen[pc.c_player], NULL);
		row.key = eng_key(e, row.tid, row.pid);
		row.check_rating = !eng_prior.new_rules;
		prior_key_mark(e, &in, row.key, pc.c_player, pc.c_type);
		e->type_prior[row.tid]++;
		e->prior_rows++;
		for (i = 0; i < ns; i++)
			prior_cell(&in, pc.col[i], s[i].kind, &cell[i]);
		row.cell = cell;
		if (!e->m->prior(e->ms, &row, &bad, &why))
			tsv_bad_field(&in, bad >= 0 && pc.col[bad] >= 0 ? pc.col[bad] : pc.c_player,
			    why);
		if (pc.c_seen >= 0)
			prior_seen(e, &in, &row, pc.c_seen);
	}
	replay_prior_done(&e->rp, eng_prior.ratings_only);
	free(pc.rules.s);
	tsv_close(&in);
	free(cell);
	free(pc.col);
}

/* ---------- games ---------- */

static unsigned char
res_of(struct eng *e, size_t r)
{
	const char *s;
	size_t n;

	if (e->c_result < 0)
		return RES_PLAYED;
	s = game_field(&e->gr, r, e->c_result);
	n = game_flen(&e->gr, r, e->c_result);
	if (n == 0 || (n == 6 && memcmp(s, "played", 6) == 0))
		return RES_PLAYED;
	if (n == 7 && memcmp(s, "forfeit", 7) == 0)
		return RES_FORFEIT;
	if (n == 3 && memcmp(s, "bye", 3) == 0)
		return RES_BYE;
	game_bad_field(&e->gr, r, e->c_result, "played, forfeit, bye or empty");
}

/* Refused by the replay guard: why (%s the prior file, then its day). */
static void
guard(struct eng *e, long day, const char *why)
{
	char d[11] = "";

	if (!why)
		return;
	if (day != LONG_MIN)
		date_format(day, d);
	tsv_out_abort();
	fprintf(stderr, "%s: %s:%lu: game \"%s\" of event \"%s\" (%s): ", rp_progname,
	    e->gr.g.file[0], e->gr.g.line[0], e->gr.g.id, e->gr.g.event,
	    e->gr.g.type);
	fprintf(stderr, why, e->prior, d);
	fputc('\n', stderr);
	exit(EXIT_DATA);
}

/* The row arrays of the current game (row0 .. row0 + n - 1) are long enough. */
static void
rows_grow(struct eng *e, size_t need)
{
	size_t cap = e->rcap;

	if (need <= e->rcap)
		return;
	xgrow(&e->rkey, &cap, need, sizeof *e->rkey);
	e->rres = xrealloc(e->rres, cap);
	e->rcap = cap;
}

/*
 * window numbers the games of each type from 1 (seq), and each player's
 * games (pseq): a number out of turn is a stream cut or filtered after
 * window (window --trim, which is for inspection, or a row deleted), and
 * the model would rate a window as if it were the whole history.
 */
static void
check_seq(struct eng *e, int tid)
{
	const struct game *g = &e->gr.g;
	long seq;

	if (!int_parse(game_field(&e->gr, 0, e->c_seq), game_flen(&e->gr, 0, e->c_seq), 1,
	    LONG_MAX, &seq))
		game_bad_field(&e->gr, 0, e->c_seq, "the game's number in its type (window -n)");
	if ((unsigned long)seq != e->type_games[tid])
		game_bad_row(&e->gr, 0, "game \"%s\" of event \"%s\" is numbered %ld in column "
		    "seq, and it is game %lu of type \"%s\" in this stream: the stream was cut "
		    "or filtered after window -n (window --trim is for inspection); rate the "
		    "whole stream window writes", g->id, g->event, seq, e->type_games[tid], g->type);
}

static void
check_pseq(struct eng *e, size_t row0)
{
	const struct game *g = &e->gr.g;
	size_t r;
	long pseq;

	for (r = 0; r < g->n; r++) {
		int k = e->rkey[row0 + r];

		if (game_flen(&e->gr, r, e->c_pseq) == 0)
			continue;	/* a bye or forfeit: not one of the player's games */
		if ((size_t)k >= e->kpcap) {
			size_t old = e->kpcap;

			xgrow(&e->key_pseq, &e->kpcap, (size_t)k + 1, sizeof *e->key_pseq);
			memset(e->key_pseq + old, 0, (e->kpcap - old) * sizeof *e->key_pseq);
		}
		if (!int_parse(game_field(&e->gr, r, e->c_pseq), game_flen(&e->gr, r, e->c_pseq),
		    1, LONG_MAX, &pseq))
			game_bad_field(&e->gr, r, e->c_pseq, "the player's game number (window -p)");
		if ((unsigned long)pseq != ++e->key_pseq[k])
			game_bad_row(&e->gr, r, "player \"%s\" has game number %ld in column pseq, "
			    "and it is the player's game %lu of the type in this stream: the stream "
			    "was cut or filtered after window -p (window --trim is for "
			    "inspection); rate the whole stream window writes",
			    eng_player(e, g->player[r]), pseq, e->key_pseq[k]);
	}
}

/* The reader's game: its keys and results into rows row0.., the guards. */
static void
take_game(struct eng *e, size_t row0, int *tid)
{
	const struct game *g = &e->gr.g;
	uint64_t h[2];
	size_t r;

	rows_grow(e, row0 + g->n);
	if (*tid < 0 || strcmp(names_str(&e->types, *tid), g->type) != 0)
		*tid = eng_tid(e, g->type, strlen(g->type));
	e->type_games[*tid]++;
	replay_hash_game(g->event, g->id, h);
	guard(e, replay_prior_day(&e->rp, *tid), replay_check_game(&e->rp, *tid, g->date, h));
	if (e->m->by_event && row0 == 0 && !e->value)	/* the event's first game */
		guard(e, LONG_MIN, replay_check_event(&e->rp, h[0]));
	for (r = 0; r < g->n; r++) {
		e->rkey[row0 + r] = eng_key(e, *tid, g->player[r]);
		e->rres[row0 + r] = res_of(e, r);
	}
	if (e->value)
		return;		/* a prediction of any game, in a window or not */
	if (e->c_seq >= 0)
		check_seq(e, *tid);
	if (e->c_pseq >= 0)
		check_pseq(e, row0);
	/* a player without a row before the game: nothing of it to guard
	 * (asked only of one that holds games of the day) */
	if (!e->m->by_event && e->m->listed)
		for (r = 0; r < g->n; r++)
			if (replay_holds(&e->rp, *tid, e->rkey[row0 + r]) &&
			    !e->m->listed(e->ms, e->rkey[row0 + r]))
				replay_forget(&e->rp, *tid, e->rkey[row0 + r]);
	replay_record_game(&e->rp, *tid, g->date, h, e->rkey + row0, g->n);
}

static void
by_game(struct eng *e)
{
	const struct game *g = &e->gr.g;
	struct rgame rg;
	int tid = -1;

	while (game_next(&e->gr)) {
		take_game(e, 0, &tid);
		rg = (struct rgame){ g->n, g->date, g->event, g->id, g->type, tid, e->rkey,
			g->player, g->place, e->rres, 0, g->serial };
		if (e->value)
			e->m->value_game(e->ms, e, &rg);
		else
			e->m->game(e->ms, e, &rg);
		if (e->rows)
			e->rows->done(e->rows->ctx);
	}
}

/* The buffered event as games, to the model. */
static void
flush_event(struct eng *e)
{
	struct eventbuf *eb = &e->eb;
	struct rperiod p;
	size_t gi;
	int tid = -1;

	if (eb->ngame == 0)
		return;
	xgrow(&e->games, &e->gcap, eb->ngame, sizeof *e->games);
	for (gi = 0; gi < eb->ngame; gi++) {
		const struct ev_game *g = &eb->game[gi];
		const char *type = eventbuf_field(eb, g->row0, e->gr.c_type, NULL);

		if (tid < 0 || strcmp(names_str(&e->types, tid), type) != 0)
			tid = eng_tid(e, type, strlen(type));
		e->games[gi] = (struct rgame){ g->n, g->date, eb->event,
			eventbuf_field(eb, g->row0, e->gr.c_game, NULL), type, tid,
			e->rkey + g->row0, eb->player + g->row0, eb->place + g->row0,
			e->rres + g->row0, g->row0, 0 };
	}
	p = (struct rperiod){ eb->ngame, e->games, eb->event };
	if (e->value)
		e->m->value_period(e->ms, e, &p);
	else {
		e->m->period(e->ms, e, &p);
		/* a player without a row after the event: nothing of it to guard */
		for (gi = 0; gi < eb->nrow && e->m->listed; gi++)
			if (!e->m->listed(e->ms, e->rkey[gi]))
				replay_forget(&e->rp, e->key_tid[e->rkey[gi]], e->rkey[gi]);
		if (e->rows)
			e->rows->done(e->rows->ctx);
	}
	eventbuf_clear(eb);
}

static void
by_event(struct eng *e)
{
	int tid = -1;

	while (game_next(&e->gr)) {
		if (eventbuf_other(&e->eb, &e->gr))
			flush_event(e);
		take_game(e, e->eb.nrow, &tid);
		eventbuf_add(&e->eb, &e->gr);
	}
	flush_event(e);
}

/* The types of the prior, or of the input, as "a", "b" for messages. */
static void
types_text(const struct eng *e, const unsigned long *count, struct strbuf *sb)
{
	size_t t, n = 0;

	for (t = 0; t < e->types.n; t++) {
		if (!count[t])
			continue;
		if (n++ == 8) {
			sb_adds(sb, ", ...");
			break;
		}
		sb_adds(sb, n > 1 ? ", \"" : "\"");
		sb_adds(sb, names_str(&e->types, (int)t));
		sb_adds(sb, "\"");
	}
}

/*
 * A prior none of whose rows is of the input's types rates everybody as
 * new: a type misnamed (parse --type), the wrong list.  Refused unless
 * the types are new (--new-types); a type of the input the prior lacks
 * beside others it has is said on stderr.
 */
static void
check_types(const struct eng *e)
{
	struct strbuf in = { 0 }, pr = { 0 };
	size_t t, played = 0, known = 0;

	if (!e->prior || !e->prior_rows || eng_prior.new_types)
		return;
	for (t = 0; t < e->types.n; t++) {
		played += e->type_games[t] > 0;
		known += e->type_games[t] > 0 && e->type_prior[t] > 0;
	}
	types_text(e, e->type_prior, &pr);
	if (played && !known) {
		types_text(e, e->type_games, &in);
		tsv_out_abort();
		die_data("%s: no row of the prior is of the input's type%s %s (the prior's: %s): "
		    "every player would start unrated and the prior go unused; check the "
		    "type (parse --type, -f tsh's default), or give --new-types when they "
		    "are new", e->prior, played > 1 ? "s" : "", in.s, pr.s);
	}
	for (t = 0; t < e->types.n; t++)
		if (e->type_games[t] && !e->type_prior[t])
			warnx_rp("%s has no row of type \"%s\" (its types: %s): its players start "
			    "unrated", e->prior, names_str(&e->types, (int)t), pr.s);
	free(pr.s);
}

/* ---------- writers ---------- */

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

static void
write_ratings(struct eng *e)
{
	const char **names = state_names(e->m);
	struct cells *c = &e->cells;
	struct strbuf seen = { 0 };
	int *order = xmalloc((e->nkeys ? e->nkeys : 1) * sizeof *order);
	unsigned char *has_row = xcalloc(e->nkeys ? e->nkeys : 1, 1);
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
		tsv_end_row();
	}
	free(seen.s);
	free(has_row);
	free(order);
	free(names);
}

static void
rows_out(struct eng *e, const char *const *cols)
{
	tsv_put_header(&e->gr.in, cols);
	tsv_rowout_init(&e->ro, &e->gr.in, cols);
	e->cells.names = cols;
	e->cells.ro = &e->ro;
	e->nout = count(cols);
}

/* ---------- the runs ---------- */

void
eng_rate(const struct model *m, const void *par, const struct rate_opts *o)
{
	struct eng e;

	if (o->explain && !m->explain)	/* before any input is read */
		die_usage("model %s cannot explain its changes yet (--explain)", m->name);
	eng_open(&e, m, par, o->npaths, o->paths, 0);
	if (o->prior)
		load_prior(&e, o->prior);
	e.history = o->history;
	if (o->history)
		rows_out(&e, m->history);
	else if (o->explain)
		explain_open(&e, o->explain_players);
	if (m->by_event)
		by_event(&e);
	else
		by_game(&e);
	check_types(&e);
	if (o->history)
		tsv_rowout_free(&e.ro);
	else if (o->explain)
		explain_close(&e);
	else
		write_ratings(&e);
	if (m->finish)
		m->finish(e.ms, &e);
	eng_close(&e);
}

void
eng_value(const struct model *m, const void *par, const char *ratings, int npaths,
    char **paths)
{
	struct eng e;

	eng_open(&e, m, par, npaths, paths, 1);
	load_prior(&e, ratings);
	e.rp.check = 0;		/* predictions may be of games rated already */
	rows_out(&e, m->predict);
	if (m->by_event)
		by_event(&e);
	else
		by_game(&e);
	check_types(&e);
	tsv_rowout_free(&e.ro);
	eng_close(&e);
}

void
eng_rate_rows(const struct model *m, const void *par, const struct rate_opts *o,
    const struct eng_rows *to)
{
	size_t n = count(m->history);
	struct eng e;

	eng_open(&e, m, par, o->npaths, o->paths, 0);
	if (o->prior)
		load_prior(&e, o->prior);
	e.history = 1;
	e.rows = to;
	e.nout = n;
	e.cells.names = m->history;
	e.cells.num = xmalloc((n ? n : 1) * sizeof *e.cells.num);
	e.cells.has = xmalloc(n ? n : 1);
	if (m->by_event)
		by_event(&e);
	else
		by_game(&e);
	check_types(&e);
	if (m->finish && to->warn)
		m->finish(e.ms, &e);
	free(e.cells.num);
	free(e.cells.has);
	eng_close(&e);
}
