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
 * The lines and tags are read here; a game's ScoreTable is checked and
 * written by pbn_table.c (pbn.h).
 */
#include "out_file.h"
#include "pbn.h"
#include "rp.h"
#include "subcmd.h"
#include "tsv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/types.h>

/* A tag value we keep: "#" repeats the previous game's. */
static void
keep(struct pbn *p, char *dst, size_t cap, const char *prev, const char *v, unsigned long col)
{
	if (strcmp(v, "#") == 0)
		v = prev;
	if (strlen(v) >= cap)
		pbn_bad(p, p->line, col, "tag value \"%.30s...\" too long", v);
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
		pbn_bad(p, p->line, (unsigned long)(s - line) + 1, "expected a tag pair [Name \"value\"]");
	col = (unsigned long)(s - line) + 2;
	v = out = ++s;
	for (; *s && *s != '"'; s++) {
		if (*s == '\\' && (s[1] == '"' || s[1] == '\\'))
			s++;
		*out++ = *s;
	}
	if (*s != '"')
		pbn_bad(p, p->line, (unsigned long)(s - line) + 1, "tag value without its closing quote");
	*out = '\0';
	s++;
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s != ']')
		pbn_bad(p, p->line, (unsigned long)(s - line) + 1, "expected ] after the tag value");
	s++;
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s && *s != '{' && *s != ';')
		pbn_bad(p, p->line, (unsigned long)(s - line) + 1, "text after a tag pair");
	p->in_table = 0;
	if (nl == 5 && strncasecmp(name, "Board", 5) == 0 && p->ntags && p->board_line)
		pbn_game_end(p);	/* a new game without an empty line before it */
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
			pbn_bad(p, p->line, col, "Dealer \"%s\": expected N, E, S or W", v);
	} else if (nl == 10 && strncasecmp(name, "ScoreTable", 10) == 0) {
		if (p->have_table)
			pbn_bad(p, p->line, 0, "a second ScoreTable in one game");
		pbn_table_columns(p, v, col);
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
			pbn_bad(p, p->line, strlen(line) + 1, "a NUL byte");
		s = line;
		if (p->line == 1 && strncmp(s, "\xEF\xBB\xBF", 3) == 0)
			s += 3;
		if (p->comment)
			skip_text(p, s);
		else if (*s == '%')
			;	/* escape line: % PBN 2.1, % EXPORT */
		else if (!*(s += strspn(s, " \t")))
			pbn_game_end(p);	/* an empty line ends a game */
		else if (*s == '[')
			tag_line(p, s, line);
		else if (p->in_table && *s != '{' && *s != ';') {
			table_text(p, s, line);
			continue;	/* checked with its board (table_row first) */
		} else
			skip_text(p, s);	/* other sections: Auction, Play, notes */
		pbn_utf8_line(p, p->line, 1, line, n);
	}
	if (ferror(f))
		die_sys("%s", p->file);
	free(line);
	if (p->comment)
		pbn_bad(p, p->line, 0, "end of file inside a { comment }");
	pbn_game_end(p);
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
		pbn_game_reset(&p);
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
