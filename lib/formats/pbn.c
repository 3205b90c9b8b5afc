/*
 * pbn.c - `parse -f pbn`: the results of a pairs event from PBN
 * (Portable Bridge Notation 2.1, Kooijman et al.), as bridge-scoring
 * programs export them, to the boards stream of `parse -f bridge`.
 *
 * What is read (the rest of a file is skipped, comments included):
 *   [Board "N"]        the board number
 *   [Vulnerable "V"]   None (Love, -), NS, EW, All (Both); when absent,
 *                      the standard cycle by board number
 *   [Dealer "D"]       checked (N, E, S, W), not needed for scoring
 *   [ScoreTable "C1;C2;..."] and the rows below it: one element per
 *                      column, separated by spaces; "quoted strings"
 *                      may hold spaces.  A column name may carry a sort
 *                      mark (+ or - before it) and a width (\2R); the
 *                      columns are found by name, in any order:
 *                      PairId_NS PairId_EW, Contract Declarer Result,
 *                      Score_NS Score_EW, Section, Names_NS Names_EW,
 *                      Multiplicity, and the published MP_NS MP_EW (or
 *                      IMP_NS IMP_EW) and Percentage_NS Percentage_EW;
 *                      others (Table, Lead, Rank ...) are skipped.  A
 *                      table without pair ids is a frequency table: a
 *                      row per result, Multiplicity (1 if absent) the
 *                      tables that had it.
 * Tag names are matched without regard to case ([Scoretable] is
 * written too).  A tag value "#" repeats the previous game's value.  Games are
 * separated by an empty line; the rows of a table may run over lines
 * (PBN's import format) and end at the next tag or empty line.
 * Elements "-" (irrelevant) and "?" (unknown) count as absent; "^"
 * marks an artificial score (^A+, ^A60/40).
 *
 * Each table row becomes one row: board ns ew contract declarer result
 * vul score count ns_names ew_names pub_ns pub_ew pub_pct_ns pub_pct_ew
 * (ns and ew empty in a frequency table, count its Multiplicity).  The NS score is computed from the contract, declarer,
 * result (tricks taken, or =, +1, -2) and vulnerability (Law 77,
 * contract.c); a Score_NS or Score_EW the row gives must agree with
 * it.  A row without a contract takes its score from Score_NS/_EW; a
 * row with neither is NP (not played).  With a Section column the pair
 * ids are prefixed with the section ("A" and "3": "A3").
 *
 * Errors (exit 1, file:line:col): a malformed tag or table row, a table
 * without a Board tag, a board twice, a pair twice on a board, a bad
 * contract, declarer or result, a score the contract contradicts.
 *
 * One file past 500 lines: one format's reader; the tags, the
 * ScoreTable and the checks all read the one PBN grammar.
 */
#include "out_file.h"
#include "bridge.h"
#include "contract.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "subcmd.h"
#include "tsv.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/types.h>

enum {
	K_NS, K_EW, K_CONTRACT, K_DECLARER, K_RESULT, K_SCORE_NS, K_SCORE_EW, K_SECTION,
	K_NAMES_NS, K_NAMES_EW, K_MULT, K_MP_NS, K_MP_EW, K_IMP_NS, K_IMP_EW, K_PCT_NS, K_PCT_EW, NKEY
};
static const char *const keyname[NKEY] = {
	"PairId_NS", "PairId_EW", "Contract", "Declarer", "Result", "Score_NS", "Score_EW", "Section",
	"Names_NS", "Names_EW", "Multiplicity", "MP_NS", "MP_EW", "IMP_NS", "IMP_EW",
	"Percentage_NS", "Percentage_EW",
};

/* One element of a table row: where it lies in the game's table text. */
struct elem {
	size_t off, len;
	unsigned long line, col;
};

/* A stored line of table text, with its place in the file. */
struct tline {
	size_t off, len;
	unsigned long line, col;	/* col: of the first stored byte */
};

struct pbn {
	const char *file;
	unsigned long line;
	int comment;			/* inside { } */
	/* the current game */
	int ntags;
	char board[24], vul[16];	/* tag values ("" = absent) */
	unsigned long board_line, vul_line;
	int have_table, in_table;
	unsigned long table_line;
	int key[NKEY];			/* column of each key, or -1 */
	int freq;			/* a frequency table: no pair ids, Multiplicity */
	size_t ncol;
	char *text;			/* the table's lines */
	size_t textlen, textcap;
	struct tline *tl;
	size_t ntl, tlcap;
	struct elem *el;
	size_t nel, elcap;
	/* across games */
	char prev_board[24], prev_vul[16];
	struct names boards, pairs;
	long untabled;			/* games without a ScoreTable */
};

static void __attribute__((noreturn, format(printf, 4, 5)))
bad(const struct pbn *p, unsigned long line, unsigned long col, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (col)
		die_data("%s:%lu:%lu: %s", p->file, line, col, msg);
	die_data("%s:%lu: %s", p->file, line, msg);
}

static void
game_reset(struct pbn *p)
{
	p->ntags = p->have_table = p->in_table = 0;
	p->board[0] = p->vul[0] = '\0';
	p->board_line = p->vul_line = 0;
	p->textlen = p->ntl = p->nel = 0;
	p->ncol = 0;
}

/*
 * Line `line` of the file (n bytes from column col) is UTF-8, or a data
 * error naming the byte: a bad byte is a damaged file, in a field read or
 * not.  Called after the fields read gave their own messages.
 */
static void
utf8_line(const struct pbn *p, unsigned long line, unsigned long col, const char *s, size_t n)
{
	size_t at = utf8_bad_at((const unsigned char *)s, n);

	if (at < n)
		bad(p, line, col + at, "expected UTF-8, found byte 0x%02X", (unsigned char)s[at]);
}

/* Split the table text into elements; quoted strings keep their spaces. */
static void
table_elements(struct pbn *p)
{
	size_t i, j;

	for (i = 0; i < p->ntl; i++) {
		const struct tline *t = &p->tl[i];
		const char *s = p->text + t->off;

		for (j = 0; j < t->len;) {
			size_t b = j;

			if (s[j] == ' ' || s[j] == '\t') {
				j++;
				continue;
			}
			if (s[j] == '"') {
				for (j++; j < t->len && s[j] != '"'; j++)
					if (s[j] == '\t')
						bad(p, t->line, t->col + j, "a TAB inside a quoted element");
				if (j == t->len)
					bad(p, t->line, t->col + b, "a quoted element without its closing quote");
				j++;
				if (j < t->len && s[j] != ' ' && s[j] != '\t')
					bad(p, t->line, t->col + j, "expected a space after a quoted element");
			} else {
				while (j < t->len && s[j] != ' ' && s[j] != '\t')
					j++;
			}
			/* a quoted string may hold them: "Ann; Bob" */
			if (s[b] != '"' && (memchr(s + b, '{', j - b) || memchr(s + b, ';', j - b)))
				bad(p, t->line, t->col + b,
				    "a comment inside a ScoreTable (only its tag may have one)");
			xgrow(&p->el, &p->elcap, p->nel + 1, sizeof *p->el);
			p->el[p->nel].off = t->off + b;
			p->el[p->nel].len = j - b;
			p->el[p->nel].line = t->line;
			p->el[p->nel].col = t->col + b;
			p->nel++;
		}
	}
}

/* The element of key k in the row starting at element r: its text, unquoted. */
static const char *
value(const struct pbn *p, size_t r, int k, size_t *len)
{
	const struct elem *e;
	const char *s;

	if (p->key[k] < 0) {
		*len = 0;
		return "";
	}
	e = &p->el[r + (size_t)p->key[k]];
	s = p->text + e->off;
	*len = e->len;
	if (*len >= 2 && s[0] == '"') {
		*len -= 2;
		return s + 1;
	}
	return s;
}

static const struct elem *
elem_of(const struct pbn *p, size_t r, int k)
{
	return &p->el[r + (size_t)p->key[k]];
}

/* Absent: no such column, "-" (irrelevant), "?" (unknown) or empty. */
static int
absent(const char *s, size_t n)
{
	return n == 0 || (n == 1 && (s[0] == '-' || s[0] == '?'));
}

static void __attribute__((noreturn))
bad_elem(const struct pbn *p, size_t r, int k, const char *what)
{
	const struct elem *e = elem_of(p, r, k);

	bad(p, e->line, e->col, "%s: expected %s, found \"%.*s\"", keyname[k], what,
	    (int)(e->len > 40 ? 40 : e->len), p->text + e->off);
}

/* A pair id: printable UTF-8 that TSV can carry. */
static void
check_pair(const struct pbn *p, size_t r, int k, const char *s, size_t n)
{
	size_t i;

	if (absent(s, n))
		bad_elem(p, r, k, "a pair id");
	for (i = 0; i < n; i++)
		if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f)
			bad_elem(p, r, k, "a pair id without control characters");
	if (utf8_bad_at((const unsigned char *)s, n) < n)
		bad_elem(p, r, k, "a pair id in UTF-8 (convert a Latin-1 file with iconv -f latin1)");
}

/* Score_NS / Score_EW as an NS score; 0 when neither is given. */
static int
given_score(const struct pbn *p, size_t r, long *ns)
{
	size_t nn, ne;
	const char *sn = value(p, r, K_SCORE_NS, &nn), *se = value(p, r, K_SCORE_EW, &ne);
	long vn = 0, ve = 0;
	int hn = !absent(sn, nn) && sn[0] != '^', he = !absent(se, ne) && se[0] != '^';

	if (hn && !int_parse(sn, nn, -10000, 10000, &vn))
		bad_elem(p, r, K_SCORE_NS, "a score (an integer)");
	if (he && !int_parse(se, ne, -10000, 10000, &ve))
		bad_elem(p, r, K_SCORE_EW, "a score (an integer)");
	if (hn && he && vn != -ve)
		bad(p, elem_of(p, r, K_SCORE_EW)->line, elem_of(p, r, K_SCORE_EW)->col,
		    "Score_NS %ld and Score_EW %ld do not mirror each other", vn, ve);
	*ns = hn ? vn : -ve;
	return hn || he;
}

/* An artificial score (^A+, ^A60/40) in Score_NS or Score_EW: its text. */
static int
given_artificial(const struct pbn *p, size_t r, char *out, size_t *outlen)
{
	static const int keys[] = { K_SCORE_NS, K_SCORE_EW };
	struct artificial a;
	size_t i, n;

	for (i = 0; i < 2; i++) {
		const char *s = value(p, r, keys[i], &n);

		if (n == 0 || s[0] != '^')
			continue;
		if (!artificial_parse(s + 1, n - 1, &a))
			bad_elem(p, r, keys[i], "an artificial score ^A+, ^A, ^A-, ^A+/A- or ^A60/40");
		if (keys[i] == K_SCORE_EW) {
			/* EW's view: swap the sides */
			int k = a.kind[0];
			double pct = a.pct[0];

			a.kind[0] = a.kind[1];
			a.kind[1] = k;
			a.pct[0] = a.pct[1];
			a.pct[1] = pct;
		}
		*outlen = artificial_format(&a, out);
		return 1;
	}
	return 0;
}

/* The NS score of the row's contract. */
static long
contract_score_ns(const struct pbn *p, size_t r, int vul)
{
	struct contract ct;
	const char *s;
	size_t n;
	int ns, tricks;
	char what[96];

	s = value(p, r, K_CONTRACT, &n);
	if (!contract_parse(s, n, &ct))
		bad_elem(p, r, K_CONTRACT, "a contract: level 1-7, strain C D H S NT, then X or XX, or Pass");
	if (ct.level == 0)
		return 0;
	if (p->key[K_DECLARER] < 0 || p->key[K_RESULT] < 0)
		bad(p, p->table_line, 0, "a ScoreTable with a Contract column needs Declarer and Result");
	s = value(p, r, K_DECLARER, &n);
	ns = declarer_is_ns(s, n);
	if (ns < 0)
		bad_elem(p, r, K_DECLARER, "a declarer N, E, S or W");
	s = value(p, r, K_RESULT, &n);
	if (!result_parse(s, n, &ct, &tricks)) {
		snprintf(what, sizeof what, "the tricks taken (0-13), or =, +1..+%d, -1..-%d",
		    7 - ct.level, ct.level + 6);
		bad_elem(p, r, K_RESULT, what);
	}
	return ns ? contract_score(&ct, tricks, vul & VUL_NS)
	    : -contract_score(&ct, tricks, (vul & VUL_EW) != 0);
}

static void
put_pair(const struct pbn *p, size_t r, int k, struct tsv_cell *c)
{
	size_t n, ns = 0;
	const char *s = value(p, r, k, &n), *sec = "";

	check_pair(p, r, k, s, n);
	if (p->key[K_SECTION] >= 0) {
		sec = value(p, r, K_SECTION, &ns);
		if (absent(sec, ns))
			ns = 0;
		else
			check_pair(p, r, K_SECTION, sec, ns);
	}
	if (ns + n >= sizeof c->num)
		bad_elem(p, r, k, "a pair id of at most 30 bytes");
	memcpy(c->num, sec, ns);
	memcpy(c->num + ns, s, n);
	c->num[ns + n] = '\0';
	c->s = c->num;
	c->n = ns + n;
}

/* An optional element as it goes to the stream: "" when absent. */
static const char *
optional(const struct pbn *p, size_t r, int k, size_t *len, int number)
{
	const char *s = value(p, r, k, len);
	double v;

	if (absent(s, *len)) {
		*len = 0;
		return "";
	}
	if (number && !num_parse(s, *len, &v))
		bad_elem(p, r, k, "a number");
	if (!number)
		check_pair(p, r, k, s, *len);	/* printable UTF-8, as a pair id */
	return s;
}

/* The row's pairs (none in a frequency table) and how many results it is. */
static void
row_pairs(struct pbn *p, size_t r, struct tsv_cell *ns, struct tsv_cell *ew, long *count)
{
	const char *s;
	size_t n;
	int added;

	*count = 1;
	ns->s = ew->s = "";
	ns->n = ew->n = 0;
	if (p->key[K_MULT] >= 0) {
		s = value(p, r, K_MULT, &n);
		if (!int_parse(s, n, 1, 100000, count))
			bad_elem(p, r, K_MULT, "the number of tables with this result (1 or more)");
	}
	if (p->freq)
		return;
	put_pair(p, r, K_NS, ns);
	put_pair(p, r, K_EW, ew);
	if (ns->n == ew->n && memcmp(ns->s, ew->s, ns->n) == 0)
		bad(p, p->el[r].line, 0, "pair \"%s\" plays against itself", ns->s);
	names_intern(&p->pairs, ns->s, ns->n, &added);
	if (!added)
		bad_elem(p, r, K_NS, "a pair not yet on this board");
	names_intern(&p->pairs, ew->s, ew->n, &added);
	if (!added)
		bad_elem(p, r, K_EW, "a pair not yet on this board");
}

/* One table row: checked, and written when write is set. */
static void
table_row(struct pbn *p, size_t r, long board, int vul, int write)
{
	static const char *const vulname[] = { "None", "NS", "EW", "All" };
	static const int extra[][2] = {
		{ K_NAMES_NS, 0 }, { K_NAMES_EW, 0 }, { -1, 1 }, { -1, 1 }, { K_PCT_NS, 1 }, { K_PCT_EW, 1 },
	};
	struct tsv_cell ns, ew;
	const char *ct = "", *dc = "", *rs = "";
	size_t nct = 0, ndc = 0, nrs = 0, len = 0, i;
	char score[32];
	long given, computed, count;

	row_pairs(p, r, &ns, &ew, &count);
	if (p->key[K_CONTRACT] >= 0)
		ct = value(p, r, K_CONTRACT, &nct);
	if (!absent(ct, nct)) {
		computed = contract_score_ns(p, r, vul);
		if (given_score(p, r, &given) && given != computed) {
			const char *sn = value(p, r, K_SCORE_NS, &len);
			int k = absent(sn, len) ? K_SCORE_EW : K_SCORE_NS;

			bad(p, elem_of(p, r, k)->line, elem_of(p, r, k)->col,
			    "%s: score %ld for NS disagrees with the contract, which scores %ld for NS",
			    keyname[k], given, computed);
		}
		len = (size_t)snprintf(score, sizeof score, "%ld", computed);
		dc = value(p, r, K_DECLARER, &ndc);
		rs = value(p, r, K_RESULT, &nrs);
		if (absent(dc, ndc))
			ndc = 0;
		if (absent(rs, nrs))
			nrs = 0;
	} else {
		nct = 0;
		if (given_artificial(p, r, score, &len))
			;
		else if (given_score(p, r, &given))
			len = (size_t)snprintf(score, sizeof score, "%ld", given);
		else
			len = (size_t)snprintf(score, sizeof score, "NP");
	}
	for (i = 0; i < sizeof extra / sizeof extra[0]; i++) {
		/* the published points: MP_ columns, else IMP_ ones */
		int k = extra[i][0] >= 0 ? extra[i][0] : i == 2 ? (p->key[K_MP_NS] >= 0 ? K_MP_NS : K_IMP_NS) :
		    (p->key[K_MP_EW] >= 0 ? K_MP_EW : K_IMP_EW);
		size_t n;

		if (p->key[k] >= 0)
			(void)optional(p, r, k, &n, extra[i][1]);
	}
	if (!write)
		return;
	tsv_put_int(board);
	tsv_put(ns.s, ns.n);
	tsv_put(ew.s, ew.n);
	tsv_put(ct, nct);
	tsv_put(dc, ndc);
	tsv_put(rs, nrs);
	tsv_puts(vulname[vul]);
	tsv_put(score, len);
	tsv_put_int(count);
	for (i = 0; i < sizeof extra / sizeof extra[0]; i++) {
		int k = extra[i][0] >= 0 ? extra[i][0] : i == 2 ? (p->key[K_MP_NS] >= 0 ? K_MP_NS : K_IMP_NS) :
		    (p->key[K_MP_EW] >= 0 ? K_MP_EW : K_IMP_EW);
		size_t n = 0;
		const char *v = p->key[k] >= 0 ? optional(p, r, k, &n, extra[i][1]) : "";

		tsv_put(v, n);
	}
	tsv_end_row();
}

static void
game_end(struct pbn *p)
{
	long board;
	int vul, added;
	size_t r;

	if (p->ntags) {
		snprintf(p->prev_board, sizeof p->prev_board, "%s", p->board);
		snprintf(p->prev_vul, sizeof p->prev_vul, "%s", p->vul);
	}
	if (!p->have_table) {
		if (p->ntags)
			p->untabled++;
		game_reset(p);
		return;
	}
	if (!p->board[0])
		bad(p, p->table_line, 0, "a ScoreTable in a game without a Board tag");
	if (!int_parse(p->board, strlen(p->board), 1, 1000000, &board))
		bad(p, p->board_line, 0, "Board \"%s\": expected a board number", p->board);
	vul = vul_of_board(board);
	if (p->vul[0]) {
		vul = vul_parse(p->vul, strlen(p->vul));
		if (vul < 0)
			bad(p, p->vul_line, 0, "Vulnerable \"%s\": expected None, NS, EW or All", p->vul);
	}
	names_intern(&p->boards, p->board, strlen(p->board), &added);
	if (!added)
		bad(p, p->board_line, 0, "board %ld again: one ScoreTable per board", board);
	table_elements(p);
	if (p->nel % p->ncol != 0) {
		const struct elem *e = &p->el[p->nel - p->nel % p->ncol];

		bad(p, e->line, e->col, "a ScoreTable row of %zu elements, the table has %zu columns",
		    p->nel % p->ncol, p->ncol);
	}
	/* the whole board is checked before its first row is written */
	names_clear(&p->pairs);
	for (r = 0; r < p->nel; r += p->ncol)
		table_row(p, r, board, vul, 0);
	for (r = 0; r < p->ntl; r++)	/* the columns not read too */
		utf8_line(p, p->tl[r].line, p->tl[r].col, p->text + p->tl[r].off, p->tl[r].len);
	names_clear(&p->pairs);
	for (r = 0; r < p->nel; r += p->ncol)
		table_row(p, r, board, vul, 1);
	game_reset(p);
}

/* "PairId_NS\2R;Contract\4L;...": the columns of the table. */
static void
table_columns(struct pbn *p, const char *v, unsigned long col)
{
	const char *s = v;
	int k;

	for (k = 0; k < NKEY; k++)
		p->key[k] = -1;
	p->ncol = 0;
	for (;;) {
		const char *name, *end = strchr(s, ';');
		size_t n;

		if (!end)
			end = s + strlen(s);
		name = s;
		if (*name == '+' || *name == '-')
			name++;
		n = strcspn(name, "\\;");
		if (n > (size_t)(end - name))
			n = (size_t)(end - name);
		if (n == 0)
			bad(p, p->line, col, "ScoreTable \"%s\": an empty column name", v);
		for (k = 0; k < NKEY; k++)
			if (strlen(keyname[k]) == n && strncasecmp(keyname[k], name, n) == 0) {
				if (p->key[k] >= 0)
					bad(p, p->line, col, "ScoreTable: column %s twice", keyname[k]);
				p->key[k] = (int)p->ncol;
			}
		p->ncol++;
		if (!*end)
			break;
		s = end + 1;
	}
	/* without pair ids: a frequency table, one row per result and its count */
	p->freq = p->key[K_NS] < 0 && p->key[K_EW] < 0;
	if ((p->key[K_NS] < 0) != (p->key[K_EW] < 0))
		bad(p, p->line, col, "ScoreTable \"%s\": expected both PairId_NS and PairId_EW, or "
		    "neither (a frequency table)", v);
	if (p->key[K_CONTRACT] < 0 && p->key[K_SCORE_NS] < 0 && p->key[K_SCORE_EW] < 0)
		bad(p, p->line, col, "ScoreTable \"%s\": expected a Contract column "
		    "(with Declarer and Result) or Score_NS/Score_EW", v);
}

/* A tag value we keep: "#" repeats the previous game's. */
static void
keep(struct pbn *p, char *dst, size_t cap, const char *prev, const char *v, unsigned long col)
{
	if (strcmp(v, "#") == 0)
		v = prev;
	if (strlen(v) >= cap)
		bad(p, p->line, col, "tag value \"%.30s...\" too long", v);
	memcpy(dst, v, strlen(v) + 1);
}

/* Skip a comment or the rest of a line after a tag or section data. */
static void
skip_text(struct pbn *p, const char *s)
{
	int inq = 0;

	for (; *s; s++) {
		if (p->comment) {
			if (*s == '}')
				p->comment = 0;
			continue;
		}
		if (*s == '"')
			inq = !inq;
		else if (!inq && *s == '{')
			p->comment = 1;
		else if (!inq && *s == ';')
			return;
	}
}

/* [Name "value"] at s. */
static void
tag_line(struct pbn *p, char *s, const char *line)
{
	char *name, *v, *out;
	size_t nl;
	unsigned long col;

	name = ++s;
	while ((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_')
		s++;
	nl = (size_t)(s - name);
	while (*s == ' ' || *s == '\t')
		s++;
	if (nl == 0 || *s != '"')
		bad(p, p->line, (unsigned long)(s - line) + 1, "expected a tag pair [Name \"value\"]");
	col = (unsigned long)(s - line) + 2;
	v = out = ++s;
	for (; *s && *s != '"'; s++) {
		if (*s == '\\' && (s[1] == '"' || s[1] == '\\'))
			s++;
		*out++ = *s;
	}
	if (*s != '"')
		bad(p, p->line, (unsigned long)(s - line) + 1, "tag value without its closing quote");
	*out = '\0';
	s++;
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s != ']')
		bad(p, p->line, (unsigned long)(s - line) + 1, "expected ] after the tag value");
	s++;
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s && *s != '{' && *s != ';')
		bad(p, p->line, (unsigned long)(s - line) + 1, "text after a tag pair");
	p->in_table = 0;
	if (nl == 5 && strncasecmp(name, "Board", 5) == 0 && p->ntags && p->board_line)
		game_end(p);	/* a new game without an empty line before it */
	p->ntags++;
	if (nl == 5 && strncasecmp(name, "Board", 5) == 0) {
		keep(p, p->board, sizeof p->board, p->prev_board, v, col);
		p->board_line = p->line;
	} else if (nl == 10 && strncasecmp(name, "Vulnerable", 10) == 0) {
		keep(p, p->vul, sizeof p->vul, p->prev_vul, v, col);
		p->vul_line = p->line;
	} else if (nl == 6 && strncasecmp(name, "Dealer", 6) == 0) {
		if (!(v[0] == '\0' || strcmp(v, "#") == 0 || strcmp(v, "?") == 0 ||
		    (strlen(v) == 1 && strchr("NESWnesw", v[0]))))
			bad(p, p->line, col, "Dealer \"%s\": expected N, E, S or W", v);
	} else if (nl == 10 && strncasecmp(name, "ScoreTable", 10) == 0) {
		if (p->have_table)
			bad(p, p->line, 0, "a second ScoreTable in one game");
		table_columns(p, v, col);
		p->have_table = p->in_table = 1;
		p->table_line = p->line;
	}
	skip_text(p, s);
}

static void
table_text(struct pbn *p, const char *s, const char *line)
{
	size_t n = strlen(s);

	xgrow(&p->text, &p->textcap, p->textlen + n + 1, 1);
	memcpy(p->text + p->textlen, s, n + 1);
	xgrow(&p->tl, &p->tlcap, p->ntl + 1, sizeof *p->tl);
	p->tl[p->ntl].off = p->textlen;
	p->tl[p->ntl].len = n;
	p->tl[p->ntl].line = p->line;
	p->tl[p->ntl].col = (unsigned long)(s - line) + 1;
	p->ntl++;
	p->textlen += n + 1;
}

static void
read_file(struct pbn *p, FILE *f)
{
	char *line = NULL, *s;
	size_t cap = 0, n;
	ssize_t got;

	p->line = 0;
	p->comment = 0;
	while ((got = getline(&line, &cap, f)) >= 0) {
		n = (size_t)got;
		p->line++;
		if (n && line[n - 1] == '\n')
			line[--n] = '\0';
		if (n && line[n - 1] == '\r')
			line[--n] = '\0';
		if (strlen(line) != n)
			bad(p, p->line, strlen(line) + 1, "a NUL byte");
		s = line;
		if (p->line == 1 && strncmp(s, "\xEF\xBB\xBF", 3) == 0)
			s += 3;
		if (p->comment)
			skip_text(p, s);
		else if (*s == '%')
			;	/* escape line: % PBN 2.1, % EXPORT */
		else if (!*(s += strspn(s, " \t")))
			game_end(p);	/* an empty line ends a game */
		else if (*s == '[')
			tag_line(p, s, line);
		else if (p->in_table && *s != '{' && *s != ';') {
			table_text(p, s, line);
			continue;	/* checked with its board (table_row first) */
		} else
			skip_text(p, s);	/* other sections: Auction, Play, notes */
		utf8_line(p, p->line, 1, line, n);
	}
	if (ferror(f))
		die_sys("%s", p->file);
	free(line);
	if (p->comment)
		bad(p, p->line, 0, "end of file inside a { comment }");
	game_end(p);
}

static void
pbn_run(int npaths, char **paths)
{
	static const char *const head[] = { "board", "ns", "ew", "contract", "declarer", "result",
		"vul", "score", "count", "ns_names", "ew_names", "pub_ns", "pub_ew", "pub_pct_ns",
		"pub_pct_ew", NULL };
	struct pbn p;
	int i;

	memset(&p, 0, sizeof p);
	names_init(&p.boards);
	names_init(&p.pairs);
	out_refuse_stdout_input(npaths, paths);	/* before any is read */
	for (i = 0; head[i]; i++)
		tsv_puts(head[i]);
	tsv_end_row();
	for (i = 0; i < (npaths ? npaths : 1); i++) {
		const char *path = npaths ? paths[i] : "-";
		FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");

		p.file = strcmp(path, "-") == 0 ? "stdin" : path;
		if (!f)
			die_sys("%s", path);
		game_reset(&p);
		read_file(&p, f);
		if (f != stdin)
			fclose(f);
		if (p.untabled)
			warnx_rp("%s: %ld game%s without a ScoreTable: no rows", p.file, p.untabled,
			    p.untabled == 1 ? "" : "s");
		p.untabled = 0;
	}
	names_free(&p.boards);
	names_free(&p.pairs);
	free(p.text);
	free(p.tl);
	free(p.el);
}


static void
usage(void)
{
	printf("usage: parse -f pbn [FILE...]\n"
	    "Bridge results in PBN (Portable Bridge Notation) to board results: one\n"
	    "row per ScoreTable row, from the tags Board and Vulnerable and the table's\n"
	    "columns PairId_NS, PairId_EW, Contract, Declarer, Result, Score_NS,\n"
	    "Score_EW, Section, Names_NS/EW, Multiplicity, MP_NS/EW or IMP_NS/EW and\n"
	    "Percentage_NS/EW (found by name; others are skipped).  A table without\n"
	    "pair ids is a frequency table (count: its Multiplicity).  The NS score\n"
	    "is computed from the contract (Law 77) and checked against a given score.\n\n"
	    "  -f, --format pbn      this format\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Columns: board ns ew contract declarer result vul score count ns_names\n"
	    "ew_names pub_ns pub_ew pub_pct_ns pub_pct_ew, the stream of parse -f\n"
	    "bridge, for score.  See parse(1).\n");
}

int
parse_pbn_main(int argc, char **argv)
{
	return subcmd_plain(argc, argv, "format", usage, pbn_run);
}
