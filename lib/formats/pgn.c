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
 * The lines are read here (tag pairs, movetext, the two passes); each
 * game read is judged and written by pgn_game.c (pgn.h).
 */
#include "out_file.h"
#include "fopt.h"
#include "ids.h"
#include "names.h"
#include "pgn.h"
#include "strbuf.h"
#include "rp.h"
#include "tsv.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/types.h>

/* An id tag's value (Event, White, Black) in canonical form (ids.h). */
static char *
tag_id(const struct pgn *p, const char *v, const char *what)
{
	struct strbuf sb = { 0 };
	char why[320];

	ids_where(p->file, p->line);
	if (*v && !ids_fold(v, strlen(v), what, &sb, why, sizeof why))
		pgn_bad(p, p->line, "expected %s, found \"%s\"", why, v);
	sb_add(&sb, "", 1);
	return sb.s;
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
		pgn_bad(p, p->line, "column %ld: expected a tag pair [Name \"value\"]", (long)(s - line) + 1);
	v = out = ++s;
	for (; *s && *s != '"'; s++) {
		if (*s == '\\' && (s[1] == '"' || s[1] == '\\'))
			s++;
		if (*s == '\t')
			pgn_bad(p, p->line, "column %ld: a TAB inside a tag value", (long)(s - line) + 1);
		*out++ = *s;
	}
	if (*s != '"')
		pgn_bad(p, p->line, "column %ld: tag value without its closing quote", (long)(s - line) + 1);
	*out = '\0';
	s++;
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s++ != ']')
		pgn_bad(p, p->line, "column %ld: expected ] after the tag value", (long)(s - line));
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s)
		pgn_bad(p, p->line, "column %ld: text after a tag pair", (long)(s - line) + 1);
	for (t = 0; t < NTAG; t++)
		if (strlen(pgn_tagname[t]) == nl && strncmp(pgn_tagname[t], name, nl) == 0)
			break;
	/* a tag after the moves, or a repeated one in a file of headers only: a new game */
	if (p->movetext || (t < NTAG && p->tag[t])) {
		pgn_game_end(p);
		pgn_game_reset(p);
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
		pgn_bad(p, p->line, "moves before any tag pair");
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
		if (pgn_is_one_of(tok, markers))
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
			pgn_bad(p, p->line, "a NUL byte");
		s = line;
		if (p->line == 1 && strncmp(s, "\xEF\xBB\xBF", 3) == 0)
			s += 3;
		if (utf8_bad_at((unsigned char *)s, strlen(s)) < strlen(s))
			pgn_bad(p, p->line, "column %zu: not UTF-8 (convert a Latin-1 file with iconv -f latin1)",
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
		pgn_bad(p, p->line, "end of file inside a { comment }");
	pgn_game_end(p);
	pgn_game_reset(p);
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

enum { OPT_TYPE = 500, OPT_UNFINISHED, OPT_DATE };

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
	FOPT_LONG_FORMAT,
	{ "type", required_argument, NULL, OPT_TYPE },
	{ "unfinished", required_argument, NULL, OPT_UNFINISHED },
	{ "date", required_argument, NULL, OPT_DATE },
	FOPT_LONG_END,
};

int
parse_pgn_main(int argc, char **argv)
{
	static const char *const unfinished[] = { "skip", "error", NULL };
	struct pgn_opts o = { "chess", 0, 0, 0 };
	const struct fopt t[] = {
		FOPT_SKIP('f'),
		FOPT_ID(OPT_TYPE, &o.type, "a game type"),
		FOPT_WORD(OPT_UNFINISHED, &o.unfinished_error, unfinished),
		FOPT_DATE(OPT_DATE, &o.date, &o.have_date),
		FOPT_END,
	};

	if (fopt_parse(argc, argv, "f:h", parse_pgn_opts, t, usage))
		return 0;
	pgn_run(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
