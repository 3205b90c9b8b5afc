/*
 * pbn_table.c - parse -f pbn's ScoreTable: a game's table text (stored
 * by pbn.c as it reads the lines) split into elements, each row checked
 * (pair ids, the contract's Law 77 score against the score given,
 * artificial scores, published matchpoints) and written as a row of the
 * boards stream, the whole board checked before its first row.  Apart
 * from pbn.c, which reads the PBN grammar (tags, sections, comments)
 * and says what the format is.
 */
#include "pbn.h"
#include "bridge.h"
#include "contract.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "tsv.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const char *const keyname[NKEY] = {
	"PairId_NS", "PairId_EW", "Contract", "Declarer", "Result", "Score_NS", "Score_EW", "Section",
	"Names_NS", "Names_EW", "Multiplicity", "MP_NS", "MP_EW", "IMP_NS", "IMP_EW",
	"Percentage_NS", "Percentage_EW",
};

void
pbn_bad(const struct pbn *p, unsigned long line, unsigned long col, const char *fmt, ...)
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

void
pbn_game_reset(struct pbn *p)
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
void
pbn_utf8_line(const struct pbn *p, unsigned long line, unsigned long col, const char *s, size_t n)
{
	size_t at = utf8_bad_at((const unsigned char *)s, n);

	if (at < n)
		pbn_bad(p, line, col + at, "expected UTF-8, found byte 0x%02X", (unsigned char)s[at]);
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
						pbn_bad(p, t->line, t->col + j, "a TAB inside a quoted element");
				if (j == t->len)
					pbn_bad(p, t->line, t->col + b, "a quoted element without its closing quote");
				j++;
				if (j < t->len && s[j] != ' ' && s[j] != '\t')
					pbn_bad(p, t->line, t->col + j, "expected a space after a quoted element");
			} else {
				while (j < t->len && s[j] != ' ' && s[j] != '\t')
					j++;
			}
			/* a quoted string may hold them: "Ann; Bob" */
			if (s[b] != '"' && (memchr(s + b, '{', j - b) || memchr(s + b, ';', j - b)))
				pbn_bad(p, t->line, t->col + b,
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

	pbn_bad(p, e->line, e->col, "%s: expected %s, found \"%.*s\"", keyname[k], what,
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
		pbn_bad(p, elem_of(p, r, K_SCORE_EW)->line, elem_of(p, r, K_SCORE_EW)->col,
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
		pbn_bad(p, p->table_line, 0, "a ScoreTable with a Contract column needs Declarer and Result");
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
		pbn_bad(p, p->el[r].line, 0, "pair \"%s\" plays against itself", ns->s);
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

			pbn_bad(p, elem_of(p, r, k)->line, elem_of(p, r, k)->col,
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

void
pbn_game_end(struct pbn *p)
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
		pbn_game_reset(p);
		return;
	}
	if (!p->board[0])
		pbn_bad(p, p->table_line, 0, "a ScoreTable in a game without a Board tag");
	if (!int_parse(p->board, strlen(p->board), 1, 1000000, &board))
		pbn_bad(p, p->board_line, 0, "Board \"%s\": expected a board number", p->board);
	vul = vul_of_board(board);
	if (p->vul[0]) {
		vul = vul_parse(p->vul, strlen(p->vul));
		if (vul < 0)
			pbn_bad(p, p->vul_line, 0, "Vulnerable \"%s\": expected None, NS, EW or All", p->vul);
	}
	names_intern(&p->boards, p->board, strlen(p->board), &added);
	if (!added)
		pbn_bad(p, p->board_line, 0, "board %ld again: one ScoreTable per board", board);
	table_elements(p);
	if (p->nel % p->ncol != 0) {
		const struct elem *e = &p->el[p->nel - p->nel % p->ncol];

		pbn_bad(p, e->line, e->col, "a ScoreTable row of %zu elements, the table has %zu columns",
		    p->nel % p->ncol, p->ncol);
	}
	/* the whole board is checked before its first row is written */
	names_clear(&p->pairs);
	for (r = 0; r < p->nel; r += p->ncol)
		table_row(p, r, board, vul, 0);
	for (r = 0; r < p->ntl; r++)	/* the columns not read too */
		pbn_utf8_line(p, p->tl[r].line, p->tl[r].col, p->text + p->tl[r].off, p->tl[r].len);
	names_clear(&p->pairs);
	for (r = 0; r < p->nel; r += p->ncol)
		table_row(p, r, board, vul, 1);
	pbn_game_reset(p);
}

/* "PairId_NS\2R;Contract\4L;...": the columns of the table. */
void
pbn_table_columns(struct pbn *p, const char *v, unsigned long col)
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
			pbn_bad(p, p->line, col, "ScoreTable \"%s\": an empty column name", v);
		for (k = 0; k < NKEY; k++)
			if (strlen(keyname[k]) == n && strncasecmp(keyname[k], name, n) == 0) {
				if (p->key[k] >= 0)
					pbn_bad(p, p->line, col, "ScoreTable: column %s twice", keyname[k]);
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
		pbn_bad(p, p->line, col, "ScoreTable \"%s\": expected both PairId_NS and PairId_EW, or "
		    "neither (a frequency table)", v);
	if (p->key[K_CONTRACT] < 0 && p->key[K_SCORE_NS] < 0 && p->key[K_SCORE_EW] < 0)
		pbn_bad(p, p->line, col, "ScoreTable \"%s\": expected a Contract column "
		    "(with Declarer and Result) or Score_NS/Score_EW", v);
}
