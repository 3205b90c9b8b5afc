/*
 * pgn.c - `parse -f pgn`: chess games in PGN (Portable Game Notation,
 * Steven J. Edwards, 1994) to results rows.  Only the tag pairs matter:
 * Event, Date (EventDate when Date is not a full date), Round, White,
 * Black, Result, Termination, WhiteFideId, BlackFideId.  The movetext is skipped (comments { }
 * and ; and escape lines % included), except its game termination
 * marker, which must agree with the Result tag when present.
 *
 * Each game becomes two rows, White's then Black's:
 *     date event game type player place result round color name
 * player the FIDE id of WhiteFideId/BlackFideId when it has one ("0" or
 *       empty: none), else the name (player_key: the rule of every
 *       reader with ids, ids_number); name the White or Black tag
 * game  the game's number within its event, in file order (a round has
 *       many boards, so Round alone is not a game id; it is kept in
 *       `round`)
 * place 1-0: White 1, Black 2; 0-1: White 2, Black 1; 1/2-1/2: 1 and 1
 * result empty for a played game, `forfeit` for a game won without play
 *       (the `result` column convention of parse -f pairs: bye, forfeit,
 *       empty = played).  A forfeit is a Result 1-0 or 0-1 with
 *       [Termination "forfeit"] (or "unplayed"), or one of the
 *       non-standard results +- -+ +-- --+ +/- -/+ +:- -:+.
 * A decisive game without moves (the termination marker, comments, or
 * no movetext at all) is played unless the file marks it a forfeit
 * (nomoves_forfeit): Termination "abandoned" or "rules infraction", a
 * comment saying forfeit, or an event whose other games have moves.  An
 * event without any move is a pairing program's export (Vega,
 * Swiss-Manager, lichess): played.  Both counts go to stderr, one line
 * per file; a drawn game without moves is kept as played, counted too.
 * Partial dates ("1851.??.??", "2022.03.??", or no Date tag): the game
 * takes its event's date: --date when given, else the game's EventDate
 * when it is a full date, else the earliest full Date of a game of the
 * same Event anywhere in the input (the input is read twice, for that
 * and for the events with moves; stdin is kept in a temporary file), else it is an error suggesting
 * --date.  Without --date, the date taken must agree with the year (and
 * month) the partial date knows.  The count is given on stderr.
 * Games that have no winner and no draw write no rows, each with a
 * warning naming its line, never silently: Result "*" (unfinished or
 * unknown; --unfinished error makes it an error) and double forfeits
 * (0-0, --, -/-, -:-).
 * Errors (exit 1, file:line): a malformed tag, a missing Event, a
 * missing or "?" White, Black or Result (Event "?" is kept as the event), a date that is not YYYY.MM.DD, a player against
 * himself, a Result the termination marker contradicts, a date earlier
 * than the previous game's (the results stream is chronological: sort
 * the games first), bytes that are not UTF-8 (convert Latin-1 PGN with
 * iconv -f latin1).
 *
 * One file past 500 lines: one format's reader, its tag pairs,
 * movetext skipping and checks all over the one PGN grammar.
 */
#include "out_file.h"
#include "cli.h"
#include "ids.h"
#include "names.h"
#include "num.h"
#include "strbuf.h"
#include "rp.h"
#include "tsv.h"

#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/types.h>

enum { T_EVENT, T_DATE, T_EVENTDATE, T_ROUND, T_WHITE, T_BLACK, T_RESULT, T_TERM,
	T_WHITEID, T_BLACKID, NTAG };
static const char *const tagname[NTAG] = {
	"Event", "Date", "EventDate", "Round", "White", "Black", "Result", "Termination",
	"WhiteFideId", "BlackFideId",
};

struct pgn_opts {
	const char *type;
	int unfinished_error;
	int have_date;
	long date;		/* --date: for games whose Date is partial */
};

struct pgn {
	const struct pgn_opts *o;
	const char *file;
	unsigned long line, start;	/* current line, first line of the game */
	char *tag[NTAG];
	unsigned long tagline[NTAG];
	int ntags, movetext, comment;	/* comment: inside { } */
	long moves;			/* move tokens in the movetext */
	int scan;			/* first pass: events' earliest dates */
	char marker[8];			/* game termination marker seen */
	long last_date;
	struct names events;
	long *count;
	size_t ccap;
	struct names dated;		/* events with a full Date (first pass) */
	/* names of players keyed by FIDE id, and of players without one,
	 * with the line each was first seen */
	struct names named, plain;
	unsigned long *named_at, *plain_at;
	size_t nacap, pacap;
	char *key[2];			/* the game's White and Black keys */
	struct names moved;		/* events with a game that has moves (first pass) */
	int marked;			/* a comment of the game says forfeit */
	long *first;			/* their earliest full Date */
	size_t fcap;
	long n_nomoves, n_drawn_nomoves, n_partial, n_unmarked;	/* per file, for stderr */
};

static void __attribute__((noreturn, format(printf, 3, 4)))
bad(const struct pgn *p, unsigned long line, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	die_data("%s:%lu: %s", p->file, line, msg);
}

static void
game_reset(struct pgn *p)
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
		bad(p, line, "Date \"%s\": expected a date YYYY.MM.DD (or a partial one, 1851.??.?\?)",
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
		bad(p, line, "Date \"%s\" is not a full date, and event \"%s\" has no full "
		    "EventDate or Date: give the date with --date YYYY-MM-DD", ds ? ds : "(none)",
		    p->tag[T_EVENT]);
	if (!agrees(d, year, month)) {
		char iso[11];

		date_format(d, iso);
		bad(p, line, "Date \"%s\": %s, %s, does not agree with it: give the date with "
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
		bad(p, v ? p->tagline[t] : p->start, "game without a %s tag (found %s%s%s)",
		    tagname[t], v ? "\"" : "none", v ? v : "", v ? "\"" : "");
	return v;
}

static int
is_one_of(const char *s, const char *const *list)
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

/* An id tag's value (Event, White, Black) in canonical form (ids.h). */
static char *
tag_id(const struct pgn *p, const char *v, const char *what)
{
	struct strbuf sb = { 0 };
	char why[320];

	ids_where(p->file, p->line);
	if (*v && !ids_fold(v, strlen(v), what, &sb, why, sizeof why))
		bad(p, p->line, "expected %s, found \"%s\"", why, v);
	sb_add(&sb, "", 1);
	return sb.s;
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
		bad(p, line, "%s \"%s\": expected a FIDE id (digits; 0 or empty: none)",
		    tagname[id_tag], id);
	if (r > 0) {
		if ((k = names_find(&p->plain, name, strlen(name))) >= 0)
			bad(p, line, "\"%s\" has FIDE id %.*s here and none at line %lu: one person as "
			    "two players, or two as one; give the id on both, or names that differ",
			    name, (int)n, at, p->plain_at[k]);
		seen_at(&p->named, &p->named_at, &p->nacap, name, line);
		p->key[side] = xstrndup(at, n);
		return;
	}
	if (name[strspn(name, "0123456789")] == '\0')
		bad(p, line, "\"%s\": a name of digits without a FIDE id would read as one", name);
	if ((k = names_find(&p->named, name, strlen(name))) >= 0)
		bad(p, line, "\"%s\" has no FIDE id here and one at line %lu: one person as two "
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

static void
game_end(struct pgn *p)
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
		bad(p, p->tagline[T_BLACK], "\"%s\" plays against himself", white);
	/* a pairing program writes "*" for a game without moves whose Result is known */
	played_marker = p->marker[0] && !(p->moves == 0 && strcmp(p->marker, "*") == 0);
	if (played_marker && strcmp(p->marker, res) != 0)
		bad(p, p->tagline[T_RESULT], "Result \"%s\" but the moves end with \"%s\"", res, p->marker);
	if (strcmp(res, "*") == 0 || is_one_of(res, none)) {
		if (strcmp(res, "*") == 0 && p->o->unfinished_error)
			bad(p, p->tagline[T_RESULT], "unfinished game (Result \"*\")");
		warnx_rp("%s:%lu: %s vs %s: %s (Result \"%s\"): no rows written", p->file,
		    p->tagline[T_RESULT], white, black,
		    strcmp(res, "*") == 0 ? "unfinished or unknown result" : "double forfeit", res);
		return;
	}
	if (is_one_of(res, wins))
		w = 1;
	else if (is_one_of(res, losses))
		w = 2;
	else if (strcmp(res, "1/2-1/2") != 0)
		bad(p, p->tagline[T_RESULT], "Result \"%s\": expected 1-0, 0-1, 1/2-1/2, * or a forfeit "
		    "(+-, -+, 0-0)", res);
	forfeit = w && (res[0] == '+' || res[0] == '-' || (term && (strcasecmp(term, "forfeit") == 0 ||
	    strcasecmp(term, "unplayed") == 0)));
	if (!w && term && strcasecmp(term, "forfeit") == 0)
		bad(p, p->tagline[T_TERM], "a drawn game (1/2-1/2) ended by forfeit");
	/* a game without a move: played unless marked (nomoves_forfeit) */
	if (p->moves == 0) {
		if (w && !forfeit)
			forfeit = nomoves_forfeit(p);
		if (!w && p->movetext)
			p->n_drawn_nomoves++;
	}
	d = game_date(p);
	if (d < p->last_date)
		bad(p, p->tag[T_DATE] ? p->tagline[T_DATE] : p->start,
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

/* [Name "value"]: the tag, or an error naming the column. */
static void
tag_line(struct pgn *p, char *s, char *line)
{
	char *name, *v, *out;
	size_t nl;
	int t;

	name = ++s;
	while ((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_')
		s++;
	nl = (size_t)(s - name);
	while (*s == ' ' || *s == '\t')
		s++;
	if (nl == 0 || *s != '"')
		bad(p, p->line, "column %ld: expected a tag pair [Name \"value\"]", (long)(s - line) + 1);
	v = out = ++s;
	for (; *s && *s != '"'; s++) {
		if (*s == '\\' && (s[1] == '"' || s[1] == '\\'))
			s++;
		if (*s == '\t')
			bad(p, p->line, "column %ld: a TAB inside a tag value", (long)(s - line) + 1);
		*out++ = *s;
	}
	if (*s != '"')
		bad(p, p->line, "column %ld: tag value without its closing quote", (long)(s - line) + 1);
	*out = '\0';
	s++;
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s++ != ']')
		bad(p, p->line, "column %ld: expected ] after the tag value", (long)(s - line));
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s)
		bad(p, p->line, "column %ld: text after a tag pair", (long)(s - line) + 1);
	for (t = 0; t < NTAG; t++)
		if (strlen(tagname[t]) == nl && strncmp(tagname[t], name, nl) == 0)
			break;
	/* a tag after the moves, or a repeated one in a file of headers only: a new game */
	if (p->movetext || (t < NTAG && p->tag[t])) {
		game_end(p);
		game_reset(p);
	}
	if (!p->ntags++)
		p->start = p->line;
	if (t < NTAG) {
		p->tag[t] = t == T_EVENT || t == T_WHITE || t == T_BLACK ?
		    tag_id(p, v, t == T_EVENT ? "an event id" : "a player name") : xstrdup(v);
		p->tagline[t] = p->line;
	}
}

/* A move token: not a move number (12. 12...), a NAG ($1) or a paren. */
static int
is_move(const char *t)
{
	t += strspn(t, "(");
	if (*t == '$')
		return 0;
	t += strspn(t, "0123456789");
	t += strspn(t, ".");
	return *t && *t != ')';
}

/* A comment that says forfeit (or default, unplayed): the game is marked. */
static void
says_forfeit(struct pgn *p, const char *s, size_t n)
{
	static const char *const words[] = { "forfeit", "default", "unplayed", "not played", NULL };
	size_t i, k;

	for (i = 0; i < n; i++)
		for (k = 0; words[k]; k++)
			if (n - i >= strlen(words[k]) && strncasecmp(s + i, words[k], strlen(words[k])) == 0)
				p->marked = 1;
}

/* Movetext: skip comments, remember the last termination marker. */
static void
move_line(struct pgn *p, char *s)
{
	static const char *const markers[] = { "1-0", "0-1", "1/2-1/2", "*", NULL };

	if (!p->ntags && !p->comment)
		bad(p, p->line, "moves before any tag pair");
	p->movetext = 1;
	while (*s) {
		char *tok;
		char c;

		if (p->comment) {
			char *end = strchr(s, '}');

			says_forfeit(p, s, end ? (size_t)(end - s) : strlen(s));
			if (!end)
				return;
			p->comment = 0;
			s = end + 1;
			continue;
		}
		if (*s == '{') {
			p->comment = 1;
			s++;
			continue;
		}
		if (*s == ';') {
			says_forfeit(p, s, strlen(s));
			return;
		}
		if (*s == ' ' || *s == '\t') {
			s++;
			continue;
		}
		tok = s;
		while (*s && *s != ' ' && *s != '\t' && *s != '{' && *s != ';')
			s++;
		c = *s;
		*s = '\0';
		if (is_one_of(tok, markers))
			snprintf(p->marker, sizeof p->marker, "%s", tok);
		else if (is_move(tok))
			p->moves++;
		*s = c;
	}
}

/* One input; on the first pass of stdin, its lines are kept in spool. */
static void
read_file(struct pgn *p, FILE *f, FILE *spool)
{
	char *line = NULL, *s;
	size_t cap = 0, n;
	ssize_t got;

	p->line = 0;
	p->comment = 0;
	while ((got = getline(&line, &cap, f)) >= 0) {
		n = (size_t)got;
		if (spool && fwrite(line, 1, n, spool) != n)
			die_sys("a temporary file for stdin");
		p->line++;
		if (n && line[n - 1] == '\n')
			line[--n] = '\0';
		if (n && line[n - 1] == '\r')
			line[--n] = '\0';
		if (strlen(line) != n)
			bad(p, p->line, "a NUL byte");
		s = line;
		if (p->line == 1 && strncmp(s, "\xEF\xBB\xBF", 3) == 0)
			s += 3;
		if (utf8_bad_at((unsigned char *)s, strlen(s)) < strlen(s))
			bad(p, p->line, "column %zu: not UTF-8 (convert a Latin-1 file with iconv -f latin1)",
			    utf8_bad_at((unsigned char *)s, strlen(s)) + 1 + (size_t)(s - line));
		if (!p->comment && *s == '%')
			continue;	/* escape line */
		s += strspn(s, " \t");
		if (!p->comment && *s == '[')
			tag_line(p, s, line);
		else if (*s || p->comment)
			move_line(p, s);
	}
	if (ferror(f))
		die_sys("%s", p->file);
	free(line);
	if (p->comment)
		bad(p, p->line, "end of file inside a { comment }");
	game_end(p);
	game_reset(p);
}

/*
 * An input: the file, or stdin.  What cannot be read twice (stdin, a
 * pipe) is kept in *spool on the first pass and read from it on the
 * second.
 */
static FILE *
open_input(struct pgn *p, const char *path, FILE **spool)
{
	struct stat st;
	FILE *f;

	p->file = strcmp(path, "-") == 0 ? "stdin" : path;
	if (*spool) {
		rewind(*spool);
		return *spool;
	}
	out_refuse_stdout_input(1, (char *const *)&path);
	f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
	if (!f)
		die_sys("%s", path);
	if (p->scan && (f == stdin || fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode)) &&
	    !(*spool = tmpfile()))
		die_sys("a temporary file for %s", p->file);
	return f;
}

static void
file_summary(struct pgn *p)
{
	if (p->n_nomoves)
		warnx_rp("%s: %ld game%s without moves read as forfeit%s", p->file, p->n_nomoves,
		    p->n_nomoves == 1 ? "" : "s", p->n_nomoves == 1 ? "" : "s");
	if (p->n_drawn_nomoves)
		warnx_rp("%s: %ld drawn game%s without moves kept as played", p->file,
		    p->n_drawn_nomoves, p->n_drawn_nomoves == 1 ? "" : "s");
	if (p->n_partial)
		warnx_rp("%s: %ld game%s with a partial Date dated %s", p->file, p->n_partial,
		    p->n_partial == 1 ? "" : "s", p->o->have_date ? "by --date" :
		    "by their event (EventDate, or its earliest full Date)");
	if (p->n_unmarked)
		warnx_rp("%s: %ld decisive game%s without moves read as played (no forfeit marker, "
		    "and no game of %s event has moves)", p->file, p->n_unmarked,
		    p->n_unmarked == 1 ? "" : "s", p->n_unmarked == 1 ? "its" : "their");
	p->n_nomoves = p->n_drawn_nomoves = p->n_partial = p->n_unmarked = 0;
}

static void
pgn_run(const struct pgn_opts *o, int npaths, char **paths)
{
	static const char *const head[] = { "date", "event", "game", "type", "player", "place",
		"result", "round", "color", "name", NULL };
	static char *stdin_only[] = { "-" };
	struct pgn p;
	FILE **spool, *f;
	int i, pass;

	if (npaths == 0) {
		paths = stdin_only;
		npaths = 1;
	}
	memset(&p, 0, sizeof p);
	p.o = o;
	p.last_date = -1000000000L;
	names_init(&p.events);
	names_init(&p.dated);
	names_init(&p.named);
	names_init(&p.plain);
	names_init(&p.moved);
	spool = xcalloc((size_t)npaths, sizeof *spool);
	for (i = 0; head[i]; i++)
		tsv_puts(head[i]);
	tsv_end_row();
	/* pass 0 finds each event's earliest full Date, for partial dates,
	 * and the events with a game that has moves (nomoves_forfeit) */
	for (pass = 0; pass < 2; pass++) {
		p.scan = pass == 0;
		for (i = 0; i < npaths; i++) {
			f = open_input(&p, paths[i], &spool[i]);
			read_file(&p, f, p.scan ? spool[i] : NULL);
			if (f != stdin && f != spool[i])
				fclose(f);
			if (p.scan && spool[i] && fflush(spool[i]) != 0)
				die_sys("a temporary file for %s", p.file);
			if (!p.scan)
				file_summary(&p);
		}
	}
	for (i = 0; i < npaths; i++)
		if (spool[i])
			fclose(spool[i]);
	free(spool);
	names_free(&p.events);
	names_free(&p.dated);
	names_free(&p.named);
	names_free(&p.plain);
	names_free(&p.moved);
	free(p.named_at);
	free(p.plain_at);
	free(p.key[0]);
	free(p.key[1]);
	ids_report();
	free(p.count);
	free(p.first);
}

enum { OPT_VERSION = 500, OPT_TYPE, OPT_UNFINISHED, OPT_DATE };

static void
usage(void)
{
	printf("usage: parse -f pgn [--type T] [--unfinished skip|error] [--date D] [FILE...]\n"
	    "Chess games in PGN to results: two rows per game (White, Black) from the\n"
	    "tags Event, Date, Round, White, Black, Result; moves are not read.\n\n"
	    "      --type T          the game type (chess)\n"
	    "      --unfinished M    Result \"*\": skip (with a warning, default) or error\n"
	    "      --date D          YYYY-MM-DD for games whose Date is partial (1851.??.?\?);\n"
	    "                        default: their EventDate, else the earliest full Date\n"
	    "                        of their event\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Columns: date event game type player place result round color;\n"
	    "result is forfeit for a game won without play.  See parse(1).\n");
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option parse_pgn_opts[] = {
	{ "format", required_argument, NULL, 'f' },
	{ "type", required_argument, NULL, OPT_TYPE },
	{ "unfinished", required_argument, NULL, OPT_UNFINISHED },
	{ "date", required_argument, NULL, OPT_DATE },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
parse_pgn_main(int argc, char **argv)
{
	const struct option *longopts = parse_pgn_opts;
	struct pgn_opts o = { "chess", 0, 0, 0 };
	int c;

	while ((c = cli_getopt(argc, argv, "f:h", longopts)) != -1) {
		switch (c) {
		case 'f':
			break;
		case OPT_TYPE:
			ids_arg("--type", optarg, "a game type");
			o.type = optarg;
			break;
		case OPT_UNFINISHED:
			if (strcmp(optarg, "skip") != 0 && strcmp(optarg, "error") != 0)
				die_usage("--unfinished %s: expected skip or error", optarg);
			o.unfinished_error = strcmp(optarg, "error") == 0;
			break;
		case OPT_DATE:
			if (!date_parse(optarg, strlen(optarg), &o.date))
				die_usage("--date %s: expected a date YYYY-MM-DD", optarg);
			o.have_date = 1;
			break;
		case 'h':
			usage();
			return 0;
		case OPT_VERSION:
			print_version();
			return 0;
		default:
			die_usage("bad option");
		}
	}
	pgn_run(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
