/*
 * engine_run.c - a run of `rate` or `value`: the stream read game by game
 * or event by event, its keys, guards and window numbering checked, fed
 * to the model's rules (engine.h); the runs themselves (eng_rate,
 * eng_value, eng_rate_rows).  The prior is read in prior.c, the input's
 * columns checked in columns.c, the outputs written in write.c.
 */
#include "engine_run.h"
#include "idcheck.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

static void
eng_open(struct eng *e, const struct model *m, const void *par, int npaths,
    char **paths, int value, size_t threads)
{
	static const char *const need_rate[] = { "type", "place", NULL };
	static const char *const need_value[] = { "type", NULL };
	size_t i, nin = list_len(m->in);

	memset(e, 0, sizeof *e);
	e->m = m;
	e->par = par;
	e->value = value;
	e->threads = threads;
	game_open(&e->gr, npaths, paths, value ? need_value : need_rate);
	for (i = 0; m->need && m->need[i]; i++)
		tsv_need(&e->gr.in, m->need[i]);
	e->c_in = xmalloc((nin ? nin : 1) * sizeof *e->c_in);
	for (i = 0; i < nin; i++)
		e->c_in[i] = tsv_col(&e->gr.in, m->in[i]);
	e->c_result = tsv_col(&e->gr.in, "result");
	check_windows(e);
	check_flag_columns(e);
	check_history(e);
	e->c_seq = m->windows & WIN_CALENDAR ? tsv_col(&e->gr.in, "seq") : -1;
	e->c_pseq = m->windows & WIN_PLAYER ? tsv_col(&e->gr.in, "pseq") : -1;
	replay_init(&e->rp, m->by_event);
	names_init(&e->types);
	if (m->by_event)
		eventbuf_init(&e->eb, e->gr.in.ncol);
	e->cells.model = m->name;
	e->ms = m->start(e, par);
	e->ed = editions_open(m, eng_profile ? eng_profile : m->profiles[0]);
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
	free(e->type_known);
	free(e->c_in);
	free(e->games);
	free(e->rkey);
	free(e->rres);
	free(e->cells.sb.s);
	names_free(&e->types);
	replay_free(&e->rp);
	if (e->m->by_event)
		eventbuf_free(&e->eb);
	editions_close(e->ed);
	game_close(&e->gr);
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
	eng_note_known(e, *tid, e->rkey + row0, g->n);
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

/*
 * The games are over: their working memory goes before the ratings are
 * written (a game of a million players: tens of bytes a player).
 */
static void
games_done(struct eng *e)
{
	free(e->rkey);
	free(e->rres);
	e->rkey = NULL;
	e->rres = NULL;
	e->rcap = 0;
	if (e->m->games_done)
		e->m->games_done(e->ms);
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
		editions_at(e->m, e->ed, e->par, rg.date);
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
	long last = LONG_MIN;	/* the period's last day: its edition's */

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
		last = g->date > last ? g->date : last;
	}
	p = (struct rperiod){ eb->ngame, e->games, eb->event };
	editions_at(e->m, e->ed, e->par, last);
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
 * A prior lacking a type of the input rates that type's players as new:
 * a type misnamed (parse --type), the wrong list, a list of one type
 * continued with a night of five (the other four restart from nothing).
 * Refused, naming the types, unless they are new (--new-types).
 */
static void
check_types(const struct eng *e)
{
	struct strbuf in = { 0 }, pr = { 0 }, miss = { 0 };
	unsigned long *lack;
	size_t t, played = 0, known = 0;

	if (!e->prior || !e->prior_rows || eng_prior.new_types)
		return;
	lack = xcalloc(e->types.n ? e->types.n : 1, sizeof *lack);
	for (t = 0; t < e->types.n; t++) {
		played += e->type_games[t] > 0;
		known += e->type_games[t] > 0 && e->type_prior[t] > 0;
		lack[t] = e->type_games[t] > 0 && !e->type_prior[t];
	}
	types_text(e, e->type_prior, &pr);
	types_text(e, lack, &miss);
	free(lack);
	if (played == known) {
		free(pr.s);
		free(miss.s);
		return;
	}
	tsv_out_abort();
	if (!known) {
		types_text(e, e->type_games, &in);
		die_data("%s: no row of the prior is of the input's type%s %s (the prior's: %s): "
		    "every player would start unrated and the prior go unused; check the "
		    "type (parse --type, -f tsh's default), or give --new-types when they "
		    "are new", e->prior, played > 1 ? "s" : "", in.s, pr.s);
	}
	die_data("%s: no row of the prior is of the input's type%s %s (the prior's: %s): "
	    "those players would start unrated beside the types the prior continues; "
	    "give the list that holds them, or --new-types when they are new", e->prior,
	    played - known > 1 ? "s" : "", miss.s, pr.s);
}

/* ---------- the runs ---------- */

/* A model that continues from a summary (model.continued) says so. */
static void
said_continued(const struct eng *e, const struct rate_opts *o)
{
	if (o->prior && e->m->continued && e->prior_rows)
		warnx_rp("%s: model %s continues from a summary: %s; not the numbers of a "
		    "whole run (its rules page, rate(1))", o->prior, e->m->name,
		    e->m->continued);
}

void
eng_rate(const struct model *m, const void *par, const struct rate_opts *o)
{
	struct eng e;

	if (o->explain && !m->explain)	/* before any input is read */
		die_usage("model %s cannot explain its changes yet (--explain)", m->name);
	eng_open(&e, m, par, o->npaths, o->paths, 0, eng_threads_given());
	if (o->prior)
		load_prior(&e, o->prior);
	said_continued(&e, o);
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
	eng_check_players(&e);
	games_done(&e);
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

	eng_open(&e, m, par, npaths, paths, 1, eng_threads_given());
	load_prior(&e, ratings);
	e.rp.check = 0;		/* predictions may be of games rated already */
	rows_out(&e, m->predict);
	if (m->by_event)
		by_event(&e);
	else
		by_game(&e);
	check_types(&e);	/* (players missing from a list predict as new: value(1)) */
	tsv_rowout_free(&e.ro);
	eng_close(&e);
}

void
eng_rate_rows(const struct model *m, const void *par, const struct rate_opts *o,
    const struct eng_rows *to)
{
	size_t n = list_len(m->history);
	struct eng e;

	eng_open(&e, m, par, o->npaths, o->paths, 0, 1);
	if (o->prior)
		load_prior(&e, o->prior);
	if (to->warn)
		said_continued(&e, o);
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
	eng_check_players(&e);
	if (m->finish && to->warn)
		m->finish(e.ms, &e);
	free(e.cells.num);
	free(e.cells.has);
	eng_close(&e);
}
