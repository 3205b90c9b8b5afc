/*
 * tsh_read.c - parse -f tsh's reader: a .t file's lines (tsh.c gives
 * the grammar) into a division (tsh.h), each line decoded to UTF-8 and
 * split into the player's name, rating, opponents, scores and tsh's
 * "; key values" fields; then the checks on what was read (pairings
 * symmetric, names unique, ratings numbers).  Apart from tsh.c, which
 * runs the command and writes the lists, and from tsh_rows.c, the rows.
 */
#include "tsh.h"
#include "ids.h"
#include "names.h"
#include "num.h"
#include "out_file.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"

#include <stdarg.h>
#include <sys/types.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
decode(int latin1, const char *path, unsigned long line,
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
			die_at(path, line, i + 1, "a NUL byte");
		if (latin1 && c >= 0x80) {
			two[0] = (char)(0xc0 | (c >> 6));
			two[1] = (char)(0x80 | (c & 0x3f));
			sb_add(out, two, 2);
			i++;
			continue;
		}
		len = latin1 ? 1 : utf8_len((const unsigned char *)s + i, n - i);
		if (!len)
			die_at(path, line, i + 1,
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
void
tsh_check_names(const struct tsh_div *d, size_t ndiv)
{
	struct names seen;
	struct { size_t div, player; } *first = NULL;
	size_t cap = 0, i, k;

	names_init(&seen);
	for (i = 0; i < ndiv; i++)
		for (k = 0; k < d[i].n; k++) {
			const struct tsh_player *p = &d[i].p[k];
			int added, id = names_intern(&seen, p->name, strlen(p->name), &added);

			if (added) {
				xgrow(&first, &cap, (size_t)id + 1, sizeof *first);
				first[id].div = i;
				first[id].player = k;
				continue;
			}
			die_at(d[i].path, p->line, 0, "player %zu, \"%s\", has the name of player "
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
parse_head(const struct where *at, const char *s, size_t end, struct tsh_player *p)
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
parse_scores(const struct where *at, const char *s, size_t end, struct tsh_player *p)
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
parse_field(const struct where *at, const char *s, size_t end, struct tsh_player *p)
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
    struct tsh_div *d)
{
	struct where at = { path, s, line };
	size_t head = field_len(s, n), field = 0;
	struct tsh_player *p;

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

void
tsh_read_div(struct tsh_div *d, int latin1)
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
		decode(latin1, d->path, line, s, n, &u);
		while (i < u.len && is_space(u.s[i]))
			i++;
		if (i == u.len || u.s[i] == '#')
			continue;	/* blank line or comment */
		if (d->n == 0 && is_tourney_js(u.s + i, u.len - i))
			die_at(d->path, line, i + 1, "this is tsh's tourney.js, not a .t file: "
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
void
tsh_check_div(const struct tsh_div *d)
{
	size_t i, r;

	for (i = 0; i < d->n; i++) {
		const struct tsh_player *p = &d->p[i];

		for (r = 0; r < p->nopp; r++) {
			long j = p->opp[r];
			const struct tsh_player *q;

			if (j == 0)
				continue;
			if ((size_t)j > d->n || (size_t)j == i + 1)
				die_at(d->path, p->line, p->opp_col[r],
				    "round %zu: opponent %ld is not another player (players 1 to %zu)",
				    r + 1, j, d->n);
			q = &d->p[j - 1];
			if (q->nopp <= r || q->opp[r] != (long)(i + 1))
				die_at(d->path, p->line, p->opp_col[r],
				    "round %zu: player %zu plays %ld, but player %ld (line %lu) %s",
				    r + 1, i + 1, j, j, q->line,
				    q->nopp <= r ? "has no pairing that round" : "plays someone else");
			if (r >= p->nscore && r < q->nscore)
				die_at(d->path, p->line, p->score_col,
				    "round %zu: no score for player %zu, paired with player %ld (line %lu) who has one",
				    r + 1, i + 1, j, q->line);
		}
	}
}

/* The checks of put_ratings (tsh.c), before any row: no partial list. */
int
tsh_check_ratings(const struct tsh_div *d, size_t ndiv)
{
	size_t i, k;
	int games = 0;

	for (i = 0; i < ndiv; i++) {
		for (k = 0; k < d[i].n; k++) {
			const struct tsh_player *p = &d[i].p[k];
			const char *dot = strchr(p->rating, '.');
			size_t n = strlen(p->rating), ni = dot ? (size_t)(dot - p->rating) : n;

			if (!all_digits(p->rating, ni) || (dot && !all_digits(dot + 1, n - ni - 1)))
				die_at(d[i].path, p->line, p->rating_col,
				    "expected a pre-event rating (a number), found \"%s\"", p->rating);
			games |= p->has_lifeg;
		}
	}
	return games;
}

void
tsh_free_div(struct tsh_div *d)
{
	size_t r;

	for (r = 0; r < d->n; r++) {
		free(d->p[r].name);
		free(d->p[r].rating);
		free(d->p[r].opp_col);
		free(d->p[r].opp);
		free(d->p[r].score);
	}
	free(d->p);
}
