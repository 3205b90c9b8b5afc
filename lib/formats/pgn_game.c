/*
 * pgn_game.c - parse -f pgn's judgment of a game read whole (pgn.c reads
 * the tags and the movetext): its date (a partial one from its event's),
 * its players' keys (FIDE id or name, one person never two ways), its
 * result against the termination marker, a forfeit or not, and its two
 * rows.  Apart from the lexer, which knows the PGN grammar and nothing
 * of what a game means.
 */
#include "pgn.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "ids.h"
#include "tsv.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

const char *const pgn_tagname[NTAG] = {
	"Event", "Date", "EventDate", "Round", "White", "Black", "Result", "Termination",
	"WhiteFideId", "BlackFideId",
};

void
pgn_bad(const struct pgn *p, unsigned long line, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	die_data("%s:%lu: %s", p->file, line, msg);
}

void
pgn_game_reset(struct pgn *p)
{
	int i;

	for (i = 0; i < NTAG; i++) {
		free(p->tag[i]);
		p->tag[i] = NULL;
	}
	p->ntags = p->movetext = p->marked = 0;
	p->moves = 0;
	p->marker[0] = '\0';
}

/* YYYY.MM.DD, a real day; 0 if partial ("??") or malformed. */
static int
pgn_date(const char *s, long *days)
{
	char iso[11];

	if (!s || strlen(s) != 10 || s[4] != '.' || s[7] != '.')
		return 0;
	memcpy(iso, s, 10);
	iso[4] = iso[7] = '-';
	return date_parse(iso, 10, days);
}

/*
 * A partial date: YYYY.MM.DD with "??" (or "????") for what is not
 * known.  *year and *month are 0 when unknown.
 */
static int
pgn_partial(const char *s, long *year, long *month)
{
	if (!s)
		return *year = *month = 0, 1;
	if (strlen(s) != 10 || s[4] != '.' || s[7] != '.')
		return 0;
	*year = *month = 0;
	if (strncmp(s, "????", 4) != 0 && !int_parse(s, 4, 1, 9999, year))
		return 0;
	if (strncmp(s + 5, "??", 2) != 0 && !int_parse(s + 5, 2, 1, 12, month))
		return 0;
	if (strncmp(s + 8, "??", 2) != 0)
		return 0;	/* the day known, the month or year not: not a date */
	return 1;
}

/* Days d agrees with what a partial date knows. */
static int
agrees(long d, long year, long month)
{
	char iso[11];

	date_format(d, iso);
	return (!year || atol(iso) == year) && (!month || atol(iso + 5) == month);
}

/* The date of a game: its Date, or the event's date for a partial one. */
static long
game_date(struct pgn *p)
{
	const char *ds = p->tag[T_DATE], *from;
	unsigned long line = ds ? p->tagline[T_DATE] : p->start;
	long d, year, month;
	int id;

	if (pgn_date(ds, &d))
		return d;
	if (!pgn_partial(ds, &year, &month))
		pgn_bad(p, line, "Date \"%s\": expected a date YYYY.MM.DD (or a partial one, 1851.??.?\?)",
		    ds);
	p->n_partial++;
	if (p->o->have_date)
		return p->o->date;
	if (pgn_date(p->tag[T_EVENTDATE], &d))
		from = "its EventDate";
	else if ((id = names_find(&p->dated, p->tag[T_EVENT], strlen(p->tag[T_EVENT]))) >= 0) {
		d = p->first[id];
		from = "the earliest full Date of its event";
	} else
		pgn_bad(p, line, "Date \"%s\" is not a full date, and event \"%s\" has no full "
		    "EventDate or Date: give the date with --date YYYY-MM-DD", ds ? ds : "(none)",
		    p->tag[T_EVENT]);
	if (!agrees(d, year, month)) {
		char iso[11];

		date_format(d, iso);
		pgn_bad(p, line, "Date \"%s\": %s, %s, does not agree with it: give the date with "
		    "--date YYYY-MM-DD", ds, from, iso);
	}
	return d;
}

/* First pass: the earliest full Date of each event. */
static void
scan_game(struct pgn *p)
{
	long d;
	int id, added;

	if (p->ntags && p->tag[T_EVENT] && p->moves)
		(void)names_intern(&p->moved, p->tag[T_EVENT], strlen(p->tag[T_EVENT]), &added);
	if (!p->ntags || !p->tag[T_EVENT] || !pgn_date(p->tag[T_DATE], &d))
		return;
	id = names_intern(&p->dated, p->tag[T_EVENT], strlen(p->tag[T_EVENT]), &added);
	if (added) {
		xgrow(&p->first, &p->fcap, (size_t)id + 1, sizeof *p->first);
		p->first[id] = d;
	} else if (d < p->first[id]) {
		p->first[id] = d;
	}
}

/* A tag every game needs; "?" (unknown) is accepted only for Event. */
static const char *
need_tag(const struct pgn *p, int t)
{
	const char *v = p->tag[t];

	if (!v || !*v || (t != T_EVENT && strcmp(v, "?") == 0))
		pgn_bad(p, v ? p->tagline[t] : p->start, "game without a %s tag (found %s%s%s)",
		    pgn_tagname[t], v ? "\"" : "none", v ? v : "", v ? "\"" : "");
	return v;
}

int
pgn_is_one_of(const char *s, const char *const *list)
{
	for (; *list; list++)
		if (strcmp(s, *list) == 0)
			return 1;
	return 0;
}

static void
put_row(struct pgn *p, const char *date, long game, int side, int place, int forfeit)
{
	const char *colour = side ? "black" : "white", *name = p->tag[side ? T_BLACK : T_WHITE];
	const char *round = p->tag[T_ROUND] ? p->tag[T_ROUND] : "";

	tsv_puts(date);
	tsv_puts(p->tag[T_EVENT]);
	tsv_put_int(game);
	tsv_puts(p->o->type);
	tsv_puts(p->key[side]);
	tsv_put_int(place);
	tsv_puts(forfeit ? "forfeit" : "");
	tsv_puts(round);
	tsv_puts(colour);
	tsv_puts(name);
	tsv_end_row();
}

/* Line `line` first seen for name in t (its index k), kept in *at. */
static void
seen_at(struct names *t, unsigned long **at, size_t *cap, const char *name,
    unsigned long line)
{
	int added, k = names_intern(t, name, strlen(name), &added);

	if (added) {
		xgrow(at, cap, (size_t)k + 1, sizeof **at);
		(*at)[k] = line;
	}
}

/*
 * A player's key (ids_number, the rule of every reader with ids): the
 * FIDE id of WhiteFideId or BlackFideId when it has one ("0" or empty:
 * none), else the name.  Two people of one name with two ids are two
 * players; one id written two ways is one.  A name both with an id and
 * without one in the input would be one person as two players (or two
 * as one), and a name of digits without an id would read as an id:
 * both refused.
 */
static void
player_key(struct pgn *p, int side)
{
	int name_tag = side ? T_BLACK : T_WHITE, id_tag = side ? T_BLACKID : T_WHITEID;
	const char *name = p->tag[name_tag], *id = p->tag[id_tag], *at;
	unsigned long line = id ? p->tagline[id_tag] : p->tagline[name_tag];
	size_t n;
	int r = id ? ids_number(id, strlen(id), &at, &n) : 0, k;

	free(p->key[side]);
	p->key[side] = NULL;
	if (r < 0)
		pgn_bad(p, line, "%s \"%s\": expected a FIDE id (digits; 0 or empty: none)",
		    pgn_tagname[id_tag], id);
	if (r > 0) {
		if ((k = names_find(&p->plain, name, strlen(name))) >= 0)
			pgn_bad(p, line, "\"%s\" has FIDE id %.*s here and none at line %lu: one person as "
			    "two players, or two as one; give the id on both, or names that differ",
			    name, (int)n, at, p->plain_at[k]);
		seen_at(&p->named, &p->named_at, &p->nacap, name, line);
		p->key[side] = xstrndup(at, n);
		return;
	}
	if (name[strspn(name, "0123456789")] == '\0')
		pgn_bad(p, line, "\"%s\": a name of digits without a FIDE id would read as one", name);
	if ((k = names_find(&p->named, name, strlen(name))) >= 0)
		pgn_bad(p, line, "\"%s\" has no FIDE id here and one at line %lu: one person as two "
		    "players, or two as one; give the id on both, or names that differ", name,
		    p->named_at[k]);
	seen_at(&p->plain, &p->plain_at, &p->pacap, name, line);
	p->key[side] = xstrdup(name);
}

/*
 * A decisive game without moves and without a forfeit result: a
 * forfeit when the file marks it (Termination "abandoned" or "rules
 * infraction", a comment saying forfeit), or when its event has games
 * with moves (a game database: only the unplayed game has none).  An
 * event none of whose games has a move is a pairing program's export
 * (Vega, Swiss-Manager, lichess): its games are played.
 */
static int
nomoves_forfeit(struct pgn *p)
{
	const char *term = p->tag[T_TERM];

	if (p->marked || (term && (strcasecmp(term, "abandoned") == 0 ||
	    strcasecmp(term, "rules infraction") == 0)))
		return 1;
	if (p->movetext && names_find(&p->moved, p->tag[T_EVENT], strlen(p->tag[T_EVENT])) >= 0) {
		p->n_nomoves++;
		return 1;
	}
	p->n_unmarked++;
	return 0;
}

void
pgn_game_end(struct pgn *p)
{
	static const char *const wins[] = { "1-0", "+-", "+--", "+/-", "+:-", NULL };
	static const char *const losses[] = { "0-1", "-+", "--+", "-/+", "-:+", NULL };
	static const char *const none[] = { "0-0", "--", "-/-", "-:-", NULL };
	const char *white, *black, *res, *term = p->tag[T_TERM];
	char date[11];
	long d, w = 0, id;
	int added, forfeit, played_marker;

	if (p->scan) {
		scan_game(p);
		return;
	}
	if (!p->ntags)
		return;
	need_tag(p, T_EVENT);
	white = need_tag(p, T_WHITE);
	black = need_tag(p, T_BLACK);
	res = need_tag(p, T_RESULT);
	player_key(p, 0);
	player_key(p, 1);
	if (strcmp(p->key[0], p->key[1]) == 0)
		pgn_bad(p, p->tagline[T_BLACK], "\"%s\" plays against himself", white);
	/* a pairing program writes "*" for a game without moves whose Result is known */
	played_marker = p->marker[0] && !(p->moves == 0 && strcmp(p->marker, "*") == 0);
	if (played_marker && strcmp(p->marker, res) != 0)
		pgn_bad(p, p->tagline[T_RESULT], "Result \"%s\" but the moves end with \"%s\"", res, p->marker);
	if (strcmp(res, "*") == 0 || pgn_is_one_of(res, none)) {
		if (strcmp(res, "*") == 0 && p->o->unfinished_error)
			pgn_bad(p, p->tagline[T_RESULT], "unfinished game (Result \"*\")");
		warnx_rp("%s:%lu: %s vs %s: %s (Result \"%s\"): no rows written", p->file,
		    p->tagline[T_RESULT], white, black,
		    strcmp(res, "*") == 0 ? "unfinished or unknown result" : "double forfeit", res);
		return;
	}
	if (pgn_is_one_of(res, wins))
		w = 1;
	else if (pgn_is_one_of(res, losses))
		w = 2;
	else if (strcmp(res, "1/2-1/2") != 0)
		pgn_bad(p, p->tagline[T_RESULT], "Result \"%s\": expected 1-0, 0-1, 1/2-1/2, * or a forfeit "
		    "(+-, -+, 0-0)", res);
	forfeit = w && (res[0] == '+' || res[0] == '-' || (term && (strcasecmp(term, "forfeit") == 0 ||
	    strcasecmp(term, "unplayed") == 0)));
	if (!w && term && strcasecmp(term, "forfeit") == 0)
		pgn_bad(p, p->tagline[T_TERM], "a drawn game (1/2-1/2) ended by forfeit");
	/* a game without a move: played unless marked (nomoves_forfeit) */
	if (p->moves == 0) {
		if (w && !forfeit)
			forfeit = nomoves_forfeit(p);
		if (!w && p->movetext)
			p->n_drawn_nomoves++;
	}
	d = game_date(p);
	if (d < p->last_date)
		pgn_bad(p, p->tag[T_DATE] ? p->tagline[T_DATE] : p->start,
		    "date goes backwards: results must be in date order (sort the games first)");
	p->last_date = d;
	date_format(d, date);
	id = names_intern(&p->events, p->tag[T_EVENT], strlen(p->tag[T_EVENT]), &added);
	if (added) {
		xgrow(&p->count, &p->ccap, (size_t)id + 1, sizeof *p->count);
		p->count[id] = 0;
	}
	p->count[id]++;
	put_row(p, date, p->count[id], 0, w == 2 ? 2 : 1, forfeit);
	put_row(p, date, p->count[id], 1, w == 1 ? 2 : 1, forfeit);
}
