/*
 * tsh.c - `parse -f tsh`: a tsh (Scrabble tournament shell) division
 * file `.t` to a results stream.
 *
 * A .t file has one line per player; the player's number is its line
 * among the player lines (1 = first):
 *
 *     NAME  RATING  OPP1 OPP2 ... ; SCORE1 SCORE2 ... ; KEY VALUES ; ...
 *
 * NAME is every word before the first all-digit word (RATING); OPPn is
 * the opponent's player number in round n, 0 (or 00) for no opponent.
 * A round against 0 is a bye when its score is >= 0 and a forfeit (the
 * player forfeited) when it is negative: both are written as one row
 * with `result` = bye / forfeit, so later stages see them and leave
 * them unrated.  Played games are two rows, place 1 for the higher
 * score, 1 and 1 for a tie; `points` is the score.  Each round of each
 * division becomes games of the one event (--event), on --date.
 *
 * Every line becomes rows or an error naming file:line:col, except blank
 * lines, `#` comments and the `; key values` fields (tsh's own
 * bookkeeping, not results; empty ones, `; ;`, as tsh writes them, and
 * `\;` inside a value).  Rounds paired but not yet scored are reported on
 * stderr.  With --ratings the pre-event ratings (the number after each
 * name, tsh's `lifeg` as games) are written instead, as a list for
 * `rate -r`.  Input is UTF-8 (a leading BOM is dropped) or,
 * with --encoding latin-1, ISO 8859-1 converted to UTF-8.
 *
 * The lines are read and checked in tsh_read.c, the rows written in
 * tsh_rows.c (tsh.h; parse -f tsh-js writes through it too); this file
 * runs the command and writes the --ratings list.
 */
#include "fopt.h"
#include "ids.h"
#include "strbuf.h"
#include "rp.h"
#include "subcmd.h"
#include "tsh.h"
#include "tsv.h"

#include <limits.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct tsh_opts {
	struct ids_event ev;	/* --event, --type, --date */
	int latin1, ratings;
	long scheduled;		/* --scheduled-rounds: column rounds; 0 none */
};

/*
 * --ratings: the pre-event ratings of the divisions as a list `type
 * player rating [games]` for rate -r.  A rating of 0 is tsh's "unrated":
 * such a player is left out (a newcomer).  games is tsh's `lifeg` when
 * any player has one; a player without it then gets 100, as tsh's
 * ratings input does (Division::MakeRatingsInput).
 */
static void
put_ratings(const struct tsh_opts *o, const struct tsh_div *d, size_t ndiv)
{
	size_t i, k;
	int games = tsh_check_ratings(d, ndiv);	/* before any row: no partial list */

	tsh_put_ratings_head(games);
	for (i = 0; i < ndiv; i++) {
		for (k = 0; k < d[i].n; k++) {
			const struct tsh_player *p = &d[i].p[k];

			tsh_put_rating(o->ev.type, p->name, p->rating, games, p->has_lifeg, p->lifeg);
		}
	}
}

static void
tsh_run(struct tsh_opts *o, int npaths, char **paths)
{
	static char *dash[] = { "-" };
	struct tsh_div *d;
	struct tsh_event e = { o->ev.date_text, o->ev.event, o->ev.type, o->scheduled };
	size_t i, r, rounds = 0, pending = 0;

	if (npaths == 0) {
		npaths = 1;
		paths = dash;
	}
	d = xcalloc((size_t)npaths, sizeof *d);
	for (i = 0; i < (size_t)npaths; i++) {
		const char *slash = strrchr(paths[i], '/');

		d[i].path = paths[i];
		d[i].label = slash ? slash + 1 : paths[i];
		tsh_read_div(&d[i], o->latin1);
		tsh_check_div(&d[i]);
		for (r = 0; r < d[i].n; r++)
			if (d[i].p[r].nopp > rounds)
				rounds = d[i].p[r].nopp;
	}
	tsh_check_names(d, (size_t)npaths);
	if (o->ratings) {
		put_ratings(o, d, (size_t)npaths);
	} else {
		if (o->scheduled && (size_t)o->scheduled < rounds)
			die_usage("--scheduled-rounds %ld: the division%s paired for %zu rounds",
			    o->scheduled, npaths > 1 ? "s are" : " is", rounds);
		tsh_put_head(&e);
		for (r = 0; r < rounds; r++)
			for (i = 0; i < (size_t)npaths; i++)
				pending += tsh_put_round(&e, &d[i], r, npaths > 1);
	}
	tsh_warn_pending(pending);
	for (i = 0; i < (size_t)npaths; i++)
		tsh_free_div(&d[i]);
	free(d);
}

enum { OPT_ENCODING = 500, OPT_RATINGS, OPT_SCHEDULED };

static void
usage(void)
{
	printf("usage: parse -f tsh --date YYYY-MM-DD [--event ID] [--type T]\n"
	    "                    [--encoding utf-8|latin-1] [--scheduled-rounds N] [FILE.t...]\n"
	    "       parse -f tsh --ratings [--type T] [--encoding E] [FILE.t...]\n"
	    "Read tsh division files (.t) and write the results stream: one game per\n"
	    "pairing and round, byes and forfeits as one row with result bye/forfeit.\n"
	    "With --ratings, write the players' pre-event ratings instead, as a list\n"
	    "type player rating [games] for rate -r (games: tsh's lifeg).\n\n"
	    "      --date DATE       the event's date (required for results)\n"
	    "      --ratings         the pre-event ratings list (0: unrated)\n"
	    "      --event ID        the event id (default: the first file's name)\n"
	    "      --type T          game type (default libere)\n"
	    "      --encoding E      utf-8 (default) or latin-1\n"
	    "      --scheduled-rounds N  the event's scheduled rounds: a column rounds\n"
	    "                        (rate -m naspa splits the event by it, as tsh's\n"
	    "                        ratings after each round do)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Several files are divisions of the one event: game ids get the file name\n"
	    "as prefix.  See parse(1).\n");
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option tsh_opts[] = {
	FOPT_LONG_FORMAT,
	IDS_EVENT_OPTIONS,
	{ "encoding", required_argument, NULL, OPT_ENCODING },
	{ "ratings", no_argument, NULL, OPT_RATINGS },
	{ "scheduled-rounds", required_argument, NULL, OPT_SCHEDULED },
	FOPT_LONG_END,
};

int
tsh_main(int argc, char **argv)
{
	struct tsh_opts o = { { NULL, NULL, NULL, LONG_MIN }, 0, 0, 0 };
	struct strbuf label = { 0 };
	const struct fopt t[] = {
		FOPT_SKIP('f'),
		FOPT_EVENT(&o.ev),
		FOPT_ENCODING(OPT_ENCODING, &o.latin1),
		FOPT_FLAG(OPT_RATINGS, &o.ratings),
		FOPT_RANGE(OPT_SCHEDULED, &o.scheduled, NULL, "a number of rounds", 1, 100000),
		FOPT_END,
	};

	if (fopt_parse(argc, argv, "f:h", tsh_opts, t, usage))
		return 0;
	if (!o.ev.type)
		o.ev.type = "libere";
	if (!o.ev.date_text && !o.ratings)
		die_usage("--date is required: a .t file does not record it");
	if (!o.ev.event) {	/* the first file's name, in canonical form */
		const char *p = optind < argc ? argv[optind] : "stdin";
		const char *slash = strrchr(p, '/'), *dot;
		char why[320];

		p = slash ? slash + 1 : p;
		dot = strrchr(p, '.');
		if (!ids_fold(p, dot && dot != p ? (size_t)(dot - p) : strlen(p), "an event id",
		    &label, why, sizeof why))
			die_usage("the file's name gives no event id (%s): give --event", why);
		sb_add(&label, "", 1);
		o.ev.event = label.s;
	}
	tsh_run(&o, argc - optind, argv + optind);
	ids_report();
	tsv_out_close();
	free(label.s);
	return 0;
}
