/*
 * trf_out.c - `parse -f trf`: FIDE Tournament Report Files (trf.c) to a
 * results stream, or with --ratings to the players' ratings as a prior.
 *
 * Each file is one event.  A player is its FIDE number where it has one
 * (the name is kept in column `name` for display), so two spellings of
 * one player are one player and two players of one name with two numbers
 * are two; a player without a number is its name, which must not be the
 * name of a numbered player nor of another unnumbered one of the file:
 * that is refused, naming both lines.  Every id goes out through put_id.
 *
 * Each round of a played or scheduled game is two rows, White's first
 * (place 1/2, 1/1 for a draw); a forfeit (+ -), a game of less than one
 * move (W D L, "not rated") and a double forfeit are result `forfeit`;
 * a round without an opponent is one row, result `bye` (H F U Z, blank)
 * or `forfeit` (+ - without an opponent).  Nothing of them is rated.
 * Columns: date event game type player place result round color points
 * code name federation born start rtg.  A round's date is its 132 date,
 * else --date, else the tournament's last day (052), else its first (042).
 * The players' ids are checked across the files by trf_ident.c.
 */
#include "fopt.h"
#include "ids.h"
#include "trf.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "subcmd.h"
#include "tsv.h"

#include <getopt.h>
#include <stdarg.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct trf_opts {
	struct ids_event ev;	/* --event, --type, --date */
	int latin1, ratings;
	int date_order;		/* --date-order: TRF_DMY ...; 0 the file's */
};

/* Every id (event, game, type, player) is written through this one
 * function: spaces around removed, inner runs made one (trf_fold, as
 * trf.c reads names). */
static void
put_id(const char *s)
{
	char *id = trf_fold(s, strlen(s), NULL);

	if (!id)
		die_data("internal error: an id that is not a name: \"%s\"", s);
	tsv_puts(id);
	free(id);
}

static const char *
who(const struct tplayer *p)
{
	return p->id ? p->id : p->name;
}

/* ---------- dates ---------- */

/* The day of round r (1-based). */
static long
round_day(const struct trf *t, const struct trf_opts *o, size_t r)
{
	if (r <= t->nrdate && t->rdate[r - 1] != LONG_MIN)
		return t->rdate[r - 1];
	if (o->ev.date != LONG_MIN)
		return o->ev.date;
	if (t->end_text && *t->end_text)
		return trf_day(t, 1, o->date_order);
	if (t->start_text && *t->start_text)
		return trf_day(t, 0, o->date_order);
	die_data("%s: round %zu has no date (no 132, 042 or 052 record): give --date YYYY-MM-DD",
	    t->path, r);
}

/* ---------- rows ---------- */

static const char *const cols[] = { "date", "event", "game", "type", "player", "place",
	"result", "round", "color", "points", "code", "name", "federation", "born", "start",
	"rtg", NULL };

struct out {
	const struct trf_opts *o;
	const struct trf *t;
	const char *event;
	long day;
	size_t round;
	char game[32];
};

static void
put_row(const struct out *w, const struct tplayer *p, int place, const char *result,
    const struct tround *x)
{
	char code[2] = { x->code == ' ' ? 'Z' : x->code, '\0' }, color[2] = { x->color, '\0' };
	char day[11];

	date_format(w->day, day);
	tsv_put(day, 10);
	put_id(w->event);
	put_id(w->game);
	put_id(w->o->ev.type);
	put_id(who(p));
	tsv_put_int(place);
	tsv_puts(result);
	tsv_put_int((long long)w->round);
	tsv_puts(color);
	tsv_put_num(trf_points(w->t, x->code));
	tsv_puts(code);
	put_id(p->name);
	tsv_puts(p->fed);
	if (p->born)
		tsv_put_int(p->born);
	else
		tsv_puts("");
	tsv_put_int(p->start);
	if (p->rating)
		tsv_put_int(p->rating);
	else
		tsv_puts("");
	tsv_end_row();
}

static const struct tround blank = { 0, 0, ' ', 0 };

static const struct tround *
round_of(const struct tplayer *p, size_t r)
{
	return r < p->nr ? &p->r[r] : &blank;
}

/* The result code the opponent must have: 1/0, =/=, +/-, W/L, D/D; - may
 * face - (a double forfeit). */
static int
answers(char a, char b)
{
	static const char *const pair[] = { "10", "01", "==", "+-", "-+", "--", "WL", "LW", "DD" };
	size_t i;

	for (i = 0; i < sizeof pair / sizeof pair[0]; i++)
		if (pair[i][0] == a && pair[i][1] == b)
			return 1;
	return 0;
}

static void __attribute__((noreturn, format(printf, 5, 6)))
bad_round(const struct trf *t, const struct tplayer *p, const struct tround *x, size_t r,
    const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	die_data("%s:%lu:%u: round %zu: %s", t->path, p->line, (unsigned)x->col, r + 1, msg);
}

/* Round r of the pair p (lower starting rank) and its opponent; returns
 * 1 when the pairing has no result yet. */
static int
put_game(struct out *w, const struct tplayer *p, size_t r)
{
	const struct tround *x = round_of(p, r), *y;
	const struct tplayer *q = trf_player(w->t, x->opp);
	int pp, qp;
	const char *res;

	if (!q || q == p)
		bad_round(w->t, p, x, r, "opponent %d is not another player of the file", x->opp);
	y = round_of(q, r);
	if (y->opp != p->start)
		bad_round(w->t, p, x, r, "opponent %d (line %lu) %s", x->opp, q->line,
		    y->opp ? "plays someone else" : "has no pairing that round");
	if (x->color && x->color == y->color)
		bad_round(w->t, p, x, r, "both players have colour %c (line %lu)", x->color, q->line);
	if (x->code == ' ' && y->code == ' ')
		return 1;
	if (!answers(x->code, y->code))
		bad_round(w->t, p, x, r, "result %c, and opponent %d (line %lu) has %c: expected 1 "
		    "and 0, = and =, + and -, - and -, W and L, or D and D", x->code, x->opp, q->line,
		    y->code);
	pp = strchr("1+W", x->code) || (x->code == '-' && y->code == '-') ? 1 : x->code == '=' ||
	    x->code == 'D' ? 1 : 2;
	qp = pp == 1 && !(strchr("=D", x->code) || (x->code == '-' && y->code == '-')) ? 2 : 1;
	res = strchr("10=", x->code) ? "" : "forfeit";
	snprintf(w->game, sizeof w->game, "%zu.%d", r + 1, p->start);
	if (y->color == 'w') {
		put_row(w, q, qp, res, y);
		put_row(w, p, pp, res, x);
	} else {
		put_row(w, p, pp, res, x);
		put_row(w, q, qp, res, y);
	}
	return 0;
}

/* Round r of player p without an opponent: one row. */
static void
put_single(struct out *w, const struct tplayer *p, size_t r)
{
	const struct tround *x = round_of(p, r);

	if (strchr("10=WDL", x->code))
		bad_round(w->t, p, x, r, "result %c is a game's, and there is no opponent (0000)",
		    x->code);
	snprintf(w->game, sizeof w->game, "%zu.%d", r + 1, p->start);
	put_row(w, p, 1, strchr("+-", x->code) ? "forfeit" : "bye", x);
}

/* Players whose points (81-84) are not the sum of their rounds: the sums
 * checked, not trusted (a warning: 299 records may adjust points). */
static void
check_points(const struct trf *t)
{
	size_t k, r, bad = 0;
	const struct tplayer *first = NULL;
	double sum0 = 0;

	for (k = 0; k < t->n; k++) {
		const struct tplayer *p = &t->p[k];
		double sum = 0;

		for (r = 0; r < t->rounds; r++)
			sum += trf_points(t, round_of(p, r)->code);
		if (p->has_points && sum != p->points) {
			if (!bad++)
				first = p, sum0 = sum;
		}
	}
	if (bad)
		warnx_rp("%s: %zu player(s) with points (81-84) other than the sum of their rounds "
		    "(first: line %lu, %g against %g)", t->path, bad, first->line, first->points, sum0);
}

/* Each round's day, checked before a row is written: a stream in date order. */
static long *
round_days(const struct trf_opts *o, const struct trf *t, long *last)
{
	long *day = xmalloc((t->rounds ? t->rounds : 1) * sizeof *day);
	size_t r;

	for (r = 0; r < t->rounds; r++) {
		day[r] = round_day(t, o, r + 1);
		if (day[r] < *last)
			die_data("%s: round %zu is on a day before the rounds before it: a results "
			    "stream is in date order (give the files in the order they were played)",
			    t->path, r + 1);
		*last = day[r];
	}
	return day;
}

static void
put_event(const struct trf_opts *o, const struct trf *t, const char *event, const long *day)
{
	struct out w = { o, t, event, 0, 0, "" };
	size_t r, k, pending = 0;

	for (r = 0; r < t->rounds; r++) {
		w.round = r + 1;
		w.day = day[r];
		for (k = 0; k < t->n; k++) {
			const struct tplayer *p = &t->p[k];
			const struct tround *x = round_of(p, r);

			if (x->opp == 0)
				put_single(&w, p, r);
			else if (x->opp > p->start || !trf_player(t, x->opp))
				pending += (size_t)put_game(&w, p, r);
		}
	}
	check_points(t);
	if (pending)
		warnx_rp("%s: %zu pairing(s) without a result yet (rounds not played): no rows",
		    t->path, pending);
}

/* ---------- --ratings ---------- */

/* The players' ratings as a list for rate -r: rated players only (0 or
 * blank: unrated), each once (the first file's rating, a later other
 * one said on stderr). */
static void
put_ratings(const struct trf_opts *o, const struct trf *t, size_t nt)
{
	struct names seen;
	int *rating = NULL;
	size_t i, k, cap = 0, other = 0;

	names_init(&seen);
	tsv_puts("type");
	tsv_puts("player");
	tsv_puts("rating");
	tsv_puts("born");
	tsv_puts("name");
	tsv_puts("federation");
	tsv_end_row();
	for (i = 0; i < nt; i++)
		for (k = 0; k < t[i].n; k++) {
			const struct tplayer *p = &t[i].p[k];
			int added, id;

			if (!p->rating)
				continue;
			id = names_intern(&seen, who(p), strlen(who(p)), &added);
			if (!added) {
				other += rating[id] != p->rating;
				continue;
			}
			xgrow(&rating, &cap, (size_t)id + 1, sizeof *rating);
			rating[id] = p->rating;
			put_id(o->ev.type);
			put_id(who(p));
			tsv_put_int(p->rating);
			if (p->born)
				tsv_put_int(p->born);
			else
				tsv_puts("");
			put_id(p->name);
			tsv_puts(p->fed);
			tsv_end_row();
		}
	if (other)
		warnx_rp("%zu player(s) have another rating in a later file: the first file's is "
		    "written", other);
	free(rating);
	names_free(&seen);
}

/* ---------- the run ---------- */

/* The event of file i: --event, the tournament's name (012), or the
 * file's name without its extension; two files of one event are refused. */
static char **
event_ids(const struct trf_opts *o, const struct trf *t, size_t nt)
{
	char **ev = xcalloc(nt, sizeof *ev);
	struct names seen;
	size_t i;

	names_init(&seen);
	for (i = 0; i < nt; i++) {
		const char *base = strrchr(t[i].path, '/') ? strrchr(t[i].path, '/') + 1 : t[i].path;
		const char *dot = strrchr(base, '.');
		int added;

		if (o->ev.event)
			ev[i] = xstrndup(o->ev.event, strlen(o->ev.event));
		else if (t[i].name && *t[i].name)
			ev[i] = xstrndup(t[i].name, strlen(t[i].name));
		else
			ev[i] = xstrndup(base, dot && dot != base ? (size_t)(dot - base) : strlen(base));
		(void)names_intern(&seen, ev[i], strlen(ev[i]), &added);
		if (!added)
			die_data("%s: event \"%s\" is also another file's: one event a file (name them "
			    "with 012, or parse them apart with --event)", t[i].path, ev[i]);
	}
	names_free(&seen);
	return ev;
}

static void
trf_run(const struct trf_opts *o, int npaths, char **paths)
{
	static char *dash[] = { "-" };
	struct trf *t;
	char **ev;
	long **days;
	size_t i, nt;
	long last = LONG_MIN;

	if (npaths == 0) {
		npaths = 1;
		paths = dash;
	}
	nt = (size_t)npaths;
	t = xcalloc(nt, sizeof *t);
	for (i = 0; i < nt; i++)
		trf_read(&t[i], paths[i], o->latin1);
	trf_check_identity(t, nt);
	if (o->ratings) {
		put_ratings(o, t, nt);
	} else {
		ev = event_ids(o, t, nt);
		days = xcalloc(nt, sizeof *days);
		for (i = 0; i < nt; i++)
			days[i] = round_days(o, &t[i], &last);
		for (i = 0; cols[i]; i++)
			tsv_puts(cols[i]);
		tsv_end_row();
		for (i = 0; i < nt; i++)
			put_event(o, &t[i], ev[i], days[i]);
		for (i = 0; i < nt; i++) {
			free(ev[i]);
			free(days[i]);
		}
		free(ev);
		free(days);
	}
	for (i = 0; i < nt; i++)
		trf_free(&t[i]);
	free(t);
}

enum { OPT_ENCODING = 500, OPT_RATINGS, OPT_DATE_ORDER };

static void
usage(void)
{
	printf("usage: parse -f trf [--date YYYY-MM-DD] [--date-order dmy|mdy|ymd]\n"
	    "                    [--event ID] [--type T] [--encoding utf-8|latin-1] [FILE.trf...]\n"
	    "       parse -f trf --ratings [--type T] [--encoding E] [FILE.trf...]\n"
	    "Read FIDE Tournament Report Files (TRF-16, TRF-26), one event a file, and\n"
	    "write the results stream: two rows a game (White first), one a round\n"
	    "without an opponent; forfeits, byes and games of less than one move are\n"
	    "carried with result forfeit or bye, never rated.  A player is its FIDE\n"
	    "number where it has one (name: column name).  With --ratings, write the\n"
	    "players' ratings instead, as a list for rate -r (unrated players left out).\n\n"
	    "      --date DATE       the date of rounds without one in 132\n"
	    "                        (default: the last day, 052; else the first, 042)\n"
	    "      --date-order O    042/052 written dmy, mdy or ymd (default: the file's\n"
	    "                        own, from a number over 12; the year's four digits)\n"
	    "      --event ID        the event id (default: 012, else the file name)\n"
	    "      --type T          game type (default chess)\n"
	    "      --encoding E      utf-8 (default) or latin-1\n"
	    "      --ratings         the players' ratings, a list for rate -r\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Columns: date event game type player place result round color points\n"
	    "code name federation born start rtg.  See parse(1).\n");
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option parse_trf_opts[] = {
	FOPT_LONG_FORMAT,
	IDS_EVENT_OPTIONS,
	{ "encoding", required_argument, NULL, OPT_ENCODING },
	{ "ratings", no_argument, NULL, OPT_RATINGS },
	{ "date-order", required_argument, NULL, OPT_DATE_ORDER },
	FOPT_LONG_END,
};

/* --date-order: how 042/052 are written (trf_date_order knows the words) */
static void
date_order(void *dst, int val, char *arg)
{
	(void)val;
	if ((*(int *)dst = trf_date_order(arg)) < 0)
		die_usage("--date-order %s: expected dmy, mdy or ymd", arg);
}

int
parse_trf_main(int argc, char **argv)
{
	struct trf_opts o = { { NULL, "chess", NULL, LONG_MIN }, 0, 0, 0 };
	const struct fopt t[] = {
		FOPT_SKIP('f'),
		FOPT_EVENT(&o.ev),
		FOPT_ENCODING(OPT_ENCODING, &o.latin1),
		FOPT_FLAG(OPT_RATINGS, &o.ratings),
		FOPT_CALL(OPT_DATE_ORDER, &o.date_order, date_order),
		FOPT_END,
	};

	if (fopt_parse(argc, argv, "f:h", parse_trf_opts, t, usage))
		return 0;
	if (o.ev.event && argc - optind > 1)
		die_usage("--event names one file's event; several files are several events");
	trf_run(&o, argc - optind, argv + optind);
	ids_report();
	tsv_out_close();
	return 0;
}
