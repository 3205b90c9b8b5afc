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
 * One file past 500 lines: one format's reader; the player lines,
 * their keys and the checks all read the one .t grammar.
 */
#include "out_file.h"
#include "cli.h"
#include "ids.h"
#include "names.h"
#include "num.h"
#include "strbuf.h"
#include "rp.h"
#include "subcmd.h"
#include "textline.h"
#include "tsv.h"

#include <limits.h>
#include <stdarg.h>
#include <sys/types.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct tplayer {
	char *name, *rating;	/* the rating as written */
	size_t rating_col;	/* its column, for messages */
	long lifeg;		/* lifetime games before the event, when has_lifeg */
	int has_lifeg;
	unsigned long line;
	long *opp, *score;
	size_t *opp_col;	/* each opponent number's column, for messages */
	size_t nopp, nscore, score_col;
};

struct tdiv {
	const char *path, *label;
	struct tplayer *p;
	size_t n, cap;
};

struct tsh_opts {
	struct ids_event ev;	/* --event, --type, --date */
	int latin1, ratings;
	long scheduled;		/* --scheduled-rounds: column rounds; 0 none */
};

/* A data error at file:line:col (col 0: the line as a whole). */
static void __attribute__((noreturn, format(printf, 4, 5)))
bad_line(const char *path, unsigned long line, size_t col, const char *fmt, ...)
{
	va_list ap;

	tsv_out_abort();
	if (col)
		fprintf(stderr, "%s: %s:%lu:%zu: ", rp_progname, path, line, col);
	else
		fprintf(stderr, "%s: %s:%lu: ", rp_progname, path, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(EXIT_DATA);
}

/* Where a line is being read: its text (UTF-8), for columns in messages. */
struct where {
	const char *path, *s;
	unsigned long line;
};

/* The column of s + pos: characters (UTF-8 sequences) before it, plus one. */
static size_t
column_of(const char *s, size_t pos)
{
	size_t i, col = 1;

	for (i = 0; i < pos; i++)
		if (((unsigned char)s[i] & 0xc0) != 0x80)
			col++;
	return col;
}

static void __attribute__((noreturn, format(printf, 3, 4)))
bad_at(const struct where *w, const char *at, const char *fmt, ...)
{
	va_list ap;

	tsv_out_abort();
	fprintf(stderr, "%s: %s:%lu:%zu: ", rp_progname, w->path, w->line,
	    column_of(w->s, (size_t)(at - w->s)));
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(EXIT_DATA);
}

/* Length of the UTF-8 sequence at s (well-formed, no overlongs), or 0. */
static size_t
utf8_len(const unsigned char *s, size_t n)
{
	size_t len, i;
	unsigned c = s[0];

	if (c < 0x80)
		return 1;
	len = c >= 0xf0 && c <= 0xf4 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 0;
	if (!len || len > n || (len == 3 && c >= 0xf0))
		return 0;
	for (i = 1; i < len; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	if ((c == 0xe0 && s[1] < 0xa0) || (c == 0xed && s[1] >= 0xa0) ||
	    (c == 0xf0 && s[1] < 0x90) || (c == 0xf4 && s[1] >= 0x90))
		return 0;
	return len;
}

/* The line as UTF-8 in out (Latin-1 converted), or a data error. */
static void
decode(const struct tsh_opts *o, const char *path, unsigned long line,
    const char *s, size_t n, struct strbuf *out)
{
	size_t i = 0;

	out->len = 0;
	sb_add(out, "", 0);
	while (i < n) {
		unsigned char c = (unsigned char)s[i];
		size_t len;
		char two[2];

		if (c == 0)
			bad_line(path, line, i + 1, "a NUL byte");
		if (o->latin1 && c >= 0x80) {
			two[0] = (char)(0xc0 | (c >> 6));
			two[1] = (char)(0x80 | (c & 0x3f));
			sb_add(out, two, 2);
			i++;
			continue;
		}
		len = o->latin1 ? 1 : utf8_len((const unsigned char *)s + i, n - i);
		if (!len)
			bad_line(path, line, i + 1,
			    "invalid UTF-8 (give --encoding latin-1 for an ISO 8859-1 file)");
		sb_add(out, s + i, len);
		i += len;
	}
}

static int
is_space(char c)
{
	return c == ' ' || c == '\t';
}

static int
all_digits(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] < '0' || s[i] > '9')
			return 0;
	return n > 0;
}

/* Next whitespace-separated word of s[*pos..end): 1 with *w, *wn. */
static int
word(const char *s, size_t end, size_t *pos, const char **w, size_t *wn)
{
	size_t i = *pos;

	while (i < end && is_space(s[i]))
		i++;
	if (i == end)
		return 0;
	*w = s + i;
	while (i < end && !is_space(s[i]))
		i++;
	*wn = (size_t)(s + i - *w);
	*pos = i;
	return 1;
}

static void
push_long(long **v, size_t *n, long x)
{
	size_t cap = *n;	/* grown one at a time: a line has few rounds */

	*v = xrealloc(*v, (cap + 1) * sizeof **v);
	(*v)[(*n)++] = x;
}

/* tsh's rating: digits, optionally joined by '.' or '+' (team ratings). */
static int
is_rating(const char *s, size_t n)
{
	size_t i;
	int digit = 0;

	for (i = 0; i < n; i++) {
		if (s[i] >= '0' && s[i] <= '9')
			digit = 1;
		else if ((s[i] == '.' || s[i] == '+') && digit && i + 1 < n)
			digit = 0;
		else
			return 0;
	}
	return digit;
}

/* A player's name in canonical form (ids.h: NFC, single spaces...). */
static char *
player_name(const struct where *at, const char *s, size_t n)
{
	struct strbuf sb = { 0 };
	char why[320];

	ids_where(at->path, at->line);
	if (!ids_fold(s, n, "a player name", &sb, why, sizeof why))
		bad_at(at, s, "expected %s, found \"%.*s\"", why, (int)n, s);
	sb_add(&sb, "", 1);
	return sb.s;
}

/*
 * tsh numbers its players: two numbers with one name are two people,
 * whom a results stream (identity by name) would make one.  Refused,
 * naming both, in one division or across the event's divisions.
 */
static void
check_names(const struct tdiv *d, size_t ndiv)
{
	struct names seen;
	struct { size_t div, player; } *first = NULL;
	size_t cap = 0, i, k;

	names_init(&seen);
	for (i = 0; i < ndiv; i++)
		for (k = 0; k < d[i].n; k++) {
			const struct tplayer *p = &d[i].p[k];
			int added, id = names_intern(&seen, p->name, strlen(p->name), &added);

			if (added) {
				xgrow(&first, &cap, (size_t)id + 1, sizeof *first);
				first[id].div = i;
				first[id].player = k;
				continue;
			}
			bad_line(d[i].path, p->line, 0, "player %zu, \"%s\", has the name of player "
			    "%zu of %s (line %lu): two players of one name would be rated as one; "
			    "tell them apart in the file (a middle name, a town)", k + 1, p->name,
			    first[id].player + 1, d[first[id].div].path,
			    d[first[id].div].p[first[id].player].line);
		}
	free(first);
	names_free(&seen);
}

/* NAME RATING OPP...: the part before the first ';'. */
static void
parse_head(const struct where *at, const char *s, size_t end, struct tplayer *p)
{
	size_t pos = 0, name_end = 0, wn;
	const char *w;
	long v;

	while (word(s, end, &pos, &w, &wn) && !is_rating(w, wn))
		name_end = pos;
	if (name_end == 0)
		bad_at(at, s, "expected a player name before the rating, found \"%.*s\"",
		    (int)end, s);
	if (!is_rating(w, wn) || (size_t)(w - s) < name_end)
		bad_at(at, s + name_end, "expected a rating (digits) after the name \"%.*s\"",
		    (int)name_end, s);
	pos = 0;
	while (pos < name_end && is_space(s[pos]))
		pos++;
	if (memchr(s + pos, '\t', name_end - pos))
		bad_at(at, (const char *)memchr(s + pos, '\t', name_end - pos),
		    "a TAB inside the player name");
	p->name = player_name(at, s + pos, name_end - pos);
	p->rating = xstrndup(w, wn);
	p->rating_col = column_of(at->s, (size_t)(w - at->s));
	pos = (size_t)(w - s) + wn;	/* past the rating */
	while (word(s, end, &pos, &w, &wn)) {
		if (!all_digits(w, wn) || !int_parse(w, wn, 0, 100000, &v))
			bad_at(at, w, "expected an opponent number (0 for a bye), found \"%.*s\"",
			    (int)wn, w);
		push_long(&p->opp, &p->nopp, v);
		p->opp_col = xrealloc(p->opp_col, p->nopp * sizeof *p->opp_col);
		p->opp_col[p->nopp - 1] = column_of(at->s, (size_t)(w - at->s));
	}
	p->score_col = column_of(at->s, end);	/* the ';' (or the end) */
}

static void
parse_scores(const struct where *at, const char *s, size_t end, struct tplayer *p)
{
	size_t pos = 0, wn;
	const char *w;
	long v;

	const char *extra = NULL;

	while (word(s, end, &pos, &w, &wn)) {
		/* tsh's scores are [-0-9]: no '+' */
		if (!all_digits(w + (w[0] == '-'), wn - (w[0] == '-')) ||
		    !int_parse(w, wn, -100000, 100000, &v))
			bad_at(at, w, "expected a score (an integer), found \"%.*s\"", (int)wn, w);
		push_long(&p->score, &p->nscore, v);
		if (p->nscore == p->nopp + 1)
			extra = w;
	}
	if (extra)
		bad_at(at, extra, "%zu scores for %zu rounds paired", p->nscore, p->nopp);
}

/*
 * "; key values": tsh's own fields.  Their shape is checked (an empty
 * field, as tsh writes `; ;`, is one); `lifeg` (lifetime games before
 * the event) is kept for --ratings.
 */
static void
parse_field(const struct where *at, const char *s, size_t end, struct tplayer *p)
{
	size_t pos = 0, wn;
	const char *w;

	if (!word(s, end, &pos, &w, &wn))
		return;		/* an empty field */
	if (!((w[0] >= 'a' && w[0] <= 'z') || (w[0] >= 'A' && w[0] <= 'Z')))
		bad_at(at, w, "expected \"; KEY VALUES\" after the scores, found \";%.*s\"",
		    (int)end, s);
	if (wn == 5 && memcmp(w, "lifeg", 5) == 0) {
		int ok = word(s, end, &pos, &w, &wn);

		if (!ok || !all_digits(w, wn) || !int_parse(w, wn, 0, 100000000, &p->lifeg))
			bad_at(at, ok ? w : s + end,
			    "expected lifetime games (digits) after \"lifeg\", found \"%.*s\"",
			    ok ? (int)wn : 0, ok ? w : "");
		p->has_lifeg = 1;
	}
}

/* The end of the field starting at s: the next ';' not escaped by '\'. */
static size_t
field_len(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (s[i] == '\\' && i + 1 < n)
			i++;
		else if (s[i] == ';')
			return i;
	}
	return n;
}

static void
parse_line(const char *path, unsigned long line, const char *s, size_t n,
    struct tdiv *d)
{
	struct where at = { path, s, line };
	size_t head = field_len(s, n), field = 0;
	struct tplayer *p;

	xgrow(&d->p, &d->cap, d->n + 1, sizeof *d->p);
	p = &d->p[d->n++];
	memset(p, 0, sizeof *p);
	p->line = line;
	parse_head(&at, s, head, p);
	while (head < n) {
		const char *f = s + head + 1;
		size_t rest = n - head - 1, len = field_len(f, rest), i = 0;

		while (i < len && is_space(f[i]))
			i++;
		if (field > 0 && len == rest && i < len && f[i] == '#')
			break;	/* a trailing "; # n" comment */
		if (field++ == 0)
			parse_scores(&at, f, len, p);
		else
			parse_field(&at, f, len, p);
		head += 1 + len;
	}
}

/* "newt=" or "var newt =": tsh's tourney.js given as a .t file. */
static int
is_tourney_js(const char *s, size_t n)
{
	size_t i = 0;

	if (n >= 4 && memcmp(s, "var ", 4) == 0)
		for (i = 4; i < n && is_space(s[i]); i++)
			;
	if (n - i < 4 || memcmp(s + i, "newt", 4) != 0)
		return 0;
	for (i += 4; i < n && is_space(s[i]); i++)
		;
	return i < n && s[i] == '=';
}

static void
read_div(const struct tsh_opts *o, struct tdiv *d)
{
	FILE *fp;
	struct strbuf u = { 0 };
	char *buf = NULL;
	size_t cap = 0;
	ssize_t len;
	unsigned long line = 0;

	out_refuse_stdout_input(1, (char *const *)&d->path);
	fp = strcmp(d->path, "-") == 0 ? stdin : fopen(d->path, "rb");
	if (!fp)
		die_sys("%s", d->path);
	while ((len = getline(&buf, &cap, fp)) >= 0) {
		char *s = buf;
		size_t n = (size_t)len, i = 0;

		line++;
		if (n && s[n - 1] == '\n')
			n--;
		if (n && s[n - 1] == '\r')
			n--;
		if (line == 1 && n >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0) {
			s += 3;
			n -= 3;
		}
		decode(o, d->path, line, s, n, &u);
		while (i < u.len && is_space(u.s[i]))
			i++;
		if (i == u.len || u.s[i] == '#')
			continue;	/* blank line or comment */
		if (d->n == 0 && is_tourney_js(u.s + i, u.len - i))
			bad_line(d->path, line, i + 1, "this is tsh's tourney.js, not a .t file: "
			    "read it with parse -f tsh-js");
		parse_line(d->path, line, u.s, u.len, d);
	}
	if (ferror(fp))
		die_sys("%s", d->path);
	if (fp != stdin)
		fclose(fp);
	free(buf);
	free(u.s);
}

/* Pairings must be symmetric and name existing players. */
static void
check_div(const struct tdiv *d)
{
	size_t i, r;

	for (i = 0; i < d->n; i++) {
		const struct tplayer *p = &d->p[i];

		for (r = 0; r < p->nopp; r++) {
			long j = p->opp[r];
			const struct tplayer *q;

			if (j == 0)
				continue;
			if ((size_t)j > d->n || (size_t)j == i + 1)
				bad_line(d->path, p->line, p->opp_col[r],
				    "round %zu: opponent %ld is not another player (players 1 to %zu)",
				    r + 1, j, d->n);
			q = &d->p[j - 1];
			if (q->nopp <= r || q->opp[r] != (long)(i + 1))
				bad_line(d->path, p->line, p->opp_col[r],
				    "round %zu: player %zu plays %ld, but player %ld (line %lu) %s",
				    r + 1, i + 1, j, j, q->line,
				    q->nopp <= r ? "has no pairing that round" : "plays someone else");
			if (r >= p->nscore && r < q->nscore)
				bad_line(d->path, p->line, p->score_col,
				    "round %zu: no score for player %zu, paired with player %ld (line %lu) who has one",
				    r + 1, i + 1, j, q->line);
		}
	}
}

static const char *const cols[] = {
	"date", "event", "game", "type", "player", "place", "points", "result", "round", NULL,
};

static void
put_row(const struct tsh_opts *o, const char *game, const char *name, int place,
    long points, const char *result, size_t round)
{
	tsv_puts(o->ev.date_text);
	tsv_puts(o->ev.event);
	tsv_puts(game);
	tsv_puts(o->ev.type);
	tsv_puts(name);
	tsv_put_int(place);
	tsv_put_int(points);
	tsv_puts(result);
	tsv_put_int((long long)round);
	if (o->scheduled)
		tsv_put_int(o->scheduled);
	tsv_end_row();
}

/* Round r of a division; returns the pairings still without scores. */
static size_t
put_round(const struct tsh_opts *o, const struct tdiv *d, size_t r, int prefix)
{
	size_t i, pending = 0;
	struct strbuf game = { 0 };

	for (i = 0; i < d->n; i++) {
		const struct tplayer *p = &d->p[i];
		long j = r < p->nopp ? p->opp[r] : -1;

		if (j < 0 || (j > 0 && (size_t)j < i + 1))
			continue;	/* not paired, or written with the lower number */
		if (r >= p->nscore) {
			pending++;
			continue;
		}
		game.len = 0;
		if (prefix) {
			sb_adds(&game, d->label);
			sb_adds(&game, ":");
		}
		sb_int(&game, (long long)r + 1);
		sb_adds(&game, ".");
		sb_int(&game, (long long)i + 1);
		if (j == 0) {
			put_row(o, game.s, p->name, 1, p->score[r],
			    p->score[r] < 0 ? "forfeit" : "bye", r + 1);
		} else {
			const struct tplayer *q = &d->p[j - 1];
			long a = p->score[r], b = q->score[r];

			put_row(o, game.s, p->name, a >= b ? 1 : 2, a, "", r + 1);
			put_row(o, game.s, q->name, b >= a ? 1 : 2, b, "", r + 1);
		}
	}
	free(game.s);
	return pending;
}

/*
 * --ratings: the pre-event ratings of the divisions as a list `type
 * player rating [games]` for rate -r.  A rating of 0 is tsh's "unrated":
 * such a player is left out (a newcomer).  games is tsh's `lifeg` when
 * any player has one; a player without it then gets 100, as tsh's
 * ratings input does (Division::MakeRatingsInput).
 */
static void
put_ratings(const struct tsh_opts *o, const struct tdiv *d, size_t ndiv)
{
	size_t i, k;
	int games = 0;

	/* every rating checked before a row is written: no partial list */
	for (i = 0; i < ndiv; i++) {
		for (k = 0; k < d[i].n; k++) {
			const struct tplayer *p = &d[i].p[k];
			const char *dot = strchr(p->rating, '.');
			size_t n = strlen(p->rating), ni = dot ? (size_t)(dot - p->rating) : n;

			if (!all_digits(p->rating, ni) || (dot && !all_digits(dot + 1, n - ni - 1)))
				bad_line(d[i].path, p->line, p->rating_col,
				    "expected a pre-event rating (a number), found \"%s\"", p->rating);
			games |= p->has_lifeg;
		}
	}
	tsv_puts("type");
	tsv_puts("player");
	tsv_puts("rating");
	if (games)
		tsv_puts("games");
	tsv_end_row();
	for (i = 0; i < ndiv; i++) {
		for (k = 0; k < d[i].n; k++) {
			const struct tplayer *p = &d[i].p[k];

			tsv_puts(o->ev.type);
			tsv_puts(p->name);
			tsv_puts(p->rating);
			if (games)
				tsv_put_int(p->has_lifeg ? p->lifeg : 100);
			tsv_end_row();
		}
	}
}

static void
tsh_run(struct tsh_opts *o, int npaths, char **paths)
{
	static char *dash[] = { "-" };
	struct tdiv *d;
	size_t i, r, rounds = 0, pending = 0;
	const char *const *c;

	if (npaths == 0) {
		npaths = 1;
		paths = dash;
	}
	d = xcalloc((size_t)npaths, sizeof *d);
	for (i = 0; i < (size_t)npaths; i++) {
		const char *slash = strrchr(paths[i], '/');

		d[i].path = paths[i];
		d[i].label = slash ? slash + 1 : paths[i];
		read_div(o, &d[i]);
		check_div(&d[i]);
		for (r = 0; r < d[i].n; r++)
			if (d[i].p[r].nopp > rounds)
				rounds = d[i].p[r].nopp;
	}
	check_names(d, (size_t)npaths);
	if (o->ratings) {
		put_ratings(o, d, (size_t)npaths);
	} else {
		if (o->scheduled && (size_t)o->scheduled < rounds)
			die_usage("--scheduled-rounds %ld: the division%s paired for %zu rounds",
			    o->scheduled, npaths > 1 ? "s are" : " is", rounds);
		for (c = cols; *c; c++)
			tsv_puts(*c);
		if (o->scheduled)
			tsv_puts("rounds");
		tsv_end_row();
		for (r = 0; r < rounds; r++)
			for (i = 0; i < (size_t)npaths; i++)
				pending += put_round(o, &d[i], r, npaths > 1);
	}
	if (pending)
		warnx_rp("%zu pairing(s) without scores yet (rounds not played): no rows written for them",
		    pending);
	for (i = 0; i < (size_t)npaths; i++) {
		for (r = 0; r < d[i].n; r++) {
			free(d[i].p[r].name);
			free(d[i].p[r].rating);
			free(d[i].p[r].opp_col);
			free(d[i].p[r].opp);
			free(d[i].p[r].score);
		}
		free(d[i].p);
	}
	free(d);
}

enum { OPT_VERSION = 500, OPT_ENCODING, OPT_RATINGS, OPT_SCHEDULED };

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
	{ "format", required_argument, NULL, 'f' },
	IDS_EVENT_OPTIONS,
	{ "encoding", required_argument, NULL, OPT_ENCODING },
	{ "ratings", no_argument, NULL, OPT_RATINGS },
	{ "scheduled-rounds", required_argument, NULL, OPT_SCHEDULED },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
tsh_main(int argc, char **argv)
{
	const struct option *longopts = tsh_opts;
	struct tsh_opts o = { { NULL, NULL, NULL, LONG_MIN }, 0, 0, 0 };
	struct strbuf label = { 0 };
	int c;

	while ((c = cli_getopt(argc, argv, "f:h", longopts)) != -1) {
		switch (c) {
		case 'f':
			break;
		case OPT_ENCODING:
			if ((o.latin1 = textfile_encoding(optarg)) < 0)
				die_usage("--encoding %s: expected utf-8 or latin-1", optarg);
			break;
		case OPT_RATINGS:
			o.ratings = 1;
			break;
		case OPT_SCHEDULED:
			if (!int_parse(optarg, strlen(optarg), 1, 100000, &o.scheduled))
				die_usage("--scheduled-rounds %s: expected a number of rounds, 1 to 100000",
				    optarg);
			break;
		case 'h':
			usage();
			return 0;
		case OPT_VERSION:
			print_version();
			return 0;
		default:
			if (!ids_event_option(c, optarg, &o.ev))
				die_usage("bad option");
		}
	}
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
