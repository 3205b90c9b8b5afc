/*
 * egd.c - `parse -f egd`: EGF tournament tables, the text format the
 * European Go Database takes (OpenGotha, MacMahon and others write it;
 * files named .h9, .h10 ...).  One file is one tournament.
 *
 * Header lines begin with ';'.  Those of the form "; XX[value]" give
 *   TC  the EGD's tournament code (the event id when present)
 *   EV  the tournament's name (the event id without TC)
 *   DT  its dates, "YYYY-MM-DD" or "YYYY-MM-DD,YYYY-MM-DD": the first is
 *       every row's date
 *   CL  its class, A to D (column class; rate -m egf weighs it)
 *   HA  the handicap rule, "hN": N stones less than the grade difference
 *       (h9: no handicap) for the games that give none
 * Other ';' lines are comments.  Every other line is a player:
 *   NUM SURNAME FIRSTNAME... GRADE COUNTRY CLUB [COLUMNS...] R1 R2 ... [|PIN]
 * NUM the player's number in the table (results refer to it); GRADE as
 * 5k, 3d, 1p; the COLUMNS between club and results (scores, tie-breaks)
 * are not read.  A round's result is OPP, then + (won), - (lost) or =
 * (jigo), then "/" or "!" (won or lost by default: not played), then
 * the colour w, b or ? and the handicap 0-9, e.g. 12+/w2, 7-/b, 3+!
 * (a trailing "!" also marks a game by default).  Opponent 0 is a round
 * without a game (a bye, absent, not paired: 0+ 0= 0-).  The number of
 * rounds is the fewest results any line ends with (--rounds N says it).
 *
 * Rows: date event game type player place result round color handicap
 * rank name country club class.  A game is its two rows (its id
 * "ROUND/A-B", A < B the table numbers), places 1 and 2 (1 and 1 for
 * jigo), result "forfeit" for a game by default; a round without a game
 * is one row, result "bye", place 1.  `player` is the PIN when the line
 * has one (the EGD's identity), else the name; two lines with one id are
 * an error, and so are two lines with one name unless both have PINs
 * (two people may share a name; nothing else tells them apart).  Both
 * lines of a game must agree (opponents, result, colours, handicap).
 * The bytes are UTF-8, or ISO 8859-1 with --encoding latin-1 (converted
 * by textline.c's latin1_to_utf8, the converter of every reader).
 *
 * A line without its number (OpenGotha leaves some out: the first token
 * is the name) takes it from the line order, the table's numbers being
 * the lines' places: a run of K such lines between the numbered lines A
 * and B is A+1 ... A+K when B = A+K+1 (the first line numbers from 0,
 * the last run ends the table); each number so given must be the one the
 * opponents' results refer to.  Every line for which either fails is
 * named, then the file refused.
 *
 * The table is read in egd_read.c and checked in egd_check.c (egd.h);
 * this file writes its rows and holds the command line.
 */
#include "fopt.h"
#include "egd.h"
#include "ids.h"
#include "num.h"
#include "rp.h"
#include "subcmd.h"
#include "textline.h"
#include "tsv.h"

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every id this parser writes (player, event, type): canonical already (id_at, ids_arg). */
static void
put_id(const char *s)
{
	tsv_puts(s);
}

/* ---------- writing ---------- */

struct ectx {
	const char *event, *type, *cls;
	char day[11];
};

static void
put_row(const struct ectx *c, const char *game, const struct eplayer *p, const struct eres *r,
    int place, const char *result, size_t rd)
{
	char h[4];

	tsv_puts(c->day);
	put_id(c->event);
	tsv_puts(game);
	put_id(c->type);
	put_id(p->id);
	tsv_put_int(place);
	tsv_puts(result);
	tsv_put_int((long long)rd + 1);
	tsv_put(r->opp ? (r->color == 'w' ? "w" : r->color == 'b' ? "b" : "") : "", r->opp && r->color ? 1 : 0);
	if (r->opp && r->hcap >= 0) {
		h[0] = (char)('0' + r->hcap);
		tsv_put(h, 1);
	} else {
		tsv_puts("");
	}
	tsv_puts(p->grade);
	tsv_puts(p->name);
	tsv_puts(p->country);
	tsv_puts(p->club);
	tsv_puts(c->cls);
	tsv_end_row();
}

static void
write_rounds(struct egd *d, const struct ectx *c)
{
	char game[64];
	size_t rd, i;

	for (rd = 0; rd < (size_t)d->rounds; rd++)
		for (i = 0; i < d->n; i++) {
			const struct eplayer *p = &d->p[i], *q;
			const struct eres *r = &p->res[rd];

			if (r->opp == 0) {
				snprintf(game, sizeof game, "%zu/%ld", rd + 1, p->num);
				put_row(c, game, p, r, 1, "bye", rd);
				continue;
			}
			if (r->opp < p->num)
				continue;
			q = egd_by_num(d, r->opp);
			snprintf(game, sizeof game, "%zu/%ld-%ld", rd + 1, p->num, q->num);
			put_row(c, game, p, r, r->out == '-' ? 2 : 1, r->dflt ? "forfeit" : "", rd);
			put_row(c, game, q, &q->res[rd], q->res[rd].out == '-' ? 2 : 1,
			    r->dflt ? "forfeit" : "", rd);
		}
}

static long
table_day(const struct egd *d)
{
	long day;
	size_t n;

	if (d->o->ev.date != LONG_MIN)
		return d->o->ev.date;
	if (!d->dt)
		die_at(d->path, 1, 0, "no DT[YYYY-MM-DD,...] header: give --date");
	n = strcspn(d->dt, ",");
	if (!date_parse(d->dt, n, &day))
		die_at(d->path, d->dt_line, 0, "DT[%s]: expected the tournament's dates YYYY-MM-DD,YYYY-MM-DD",
		    d->dt);
	return day;
}

static void
egd_run(const struct egd_opts *o, int npaths, char **paths)
{
	static const char *const head[] = {
		"date", "event", "game", "type", "player", "place", "result", "round", "color",
		"handicap", "rank", "name", "country", "club", "class", NULL
	};
	char *stdin_path[] = { "-" };
	long prev = LONG_MIN;
	int f;
	size_t i;

	if (npaths == 0) {
		npaths = 1;
		paths = stdin_path;
	}
	for (i = 0; head[i]; i++)
		tsv_puts(head[i]);
	tsv_end_row();
	for (f = 0; f < npaths; f++) {
		struct egd d;
		struct ectx c;
		long day;

		memset(&d, 0, sizeof d);
		d.o = o;
		d.path = paths[f];
		d.rounds = o->rounds;
		egd_read_table(&d);
		day = table_day(&d);
		if (day < prev)
			die_at(d.path, d.dt_line, 0, "the tournament is dated before the previous file's "
			    "(a results stream is chronological: name the files in date order)");
		prev = day;
		c.event = o->ev.event ? o->ev.event : d.tc && *d.tc ? d.tc : d.ev;
		if (!c.event || !*c.event)
			die_at(d.path, 1, 0, "no TC[] or EV[] header names the tournament: give --event");
		if (d.cl && !(strlen(d.cl) == 1 && ((d.cl[0] & ~0x20) >= 'A' && (d.cl[0] & ~0x20) <= 'D')))
			die_at(d.path, 1, 0, "CL[%s]: expected the tournament's class, A, B, C or D", d.cl);
		if (d.cl)
			d.cl[0] &= ~0x20;
		c.cls = d.cl ? d.cl : "";
		c.type = o->ev.type;
		date_format(day, c.day);
		egd_trim_rounds(&d);
		egd_number_lines(&d);
		egd_check_players(&d);
		egd_check_rounds(&d);
		write_rounds(&d, &c);
		egd_free_table(&d);
	}
}

/* ---------- command line ---------- */

enum { OPT_ROUNDS = 500, OPT_ENCODING };

static void
usage(void)
{
	printf("usage: parse -f egd [--event ID] [--date DATE] [--type T] [--rounds N]\n"
	    "                 [--encoding utf-8|latin-1] [FILE...]\n"
	    "EGF tournament tables (the EGD's .h9 format; OpenGotha writes it) to\n"
	    "results rows, one tournament per file: a game's two rows with colour,\n"
	    "handicap, grade, name, country, club and class; the PIN as player id.\n\n"
	    "  -f, --format egd   this format\n"
	    "      --event ID     the event id (default: TC[], else EV[])\n"
	    "      --date DATE    every row's date (default: the first date of DT[])\n"
	    "      --type T       the game type (go)\n"
	    "      --rounds N     the rounds (default: the fewest results a line ends with)\n"
	    "      --encoding E   utf-8 (default) or latin-1\n"
	    "  -h, --help         this help\n"
	    "      --version      version\n");
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option parse_egd_opts[] = {
	FOPT_LONG_FORMAT,
	IDS_EVENT_OPTIONS,
	{ "rounds", required_argument, NULL, OPT_ROUNDS },
	{ "encoding", required_argument, NULL, OPT_ENCODING },
	FOPT_LONG_END,
};

int
parse_egd_main(int argc, char **argv)
{
	struct egd_opts o = { { NULL, "go", NULL, LONG_MIN }, 0, 0 };
	const struct fopt t[] = {
		FOPT_SKIP('f'),
		FOPT_EVENT(&o.ev),
		FOPT_RANGE(OPT_ROUNDS, &o.rounds, NULL, "a number of rounds", 1, 1000),
		FOPT_ENCODING(OPT_ENCODING, &o.latin1),
		FOPT_END,
	};

	if (fopt_parse(argc, argv, "f:h", parse_egd_opts, t, usage))
		return 0;
	egd_run(&o, argc - optind, argv + optind);
	ids_report();
	tsv_out_close();
	return 0;
}
