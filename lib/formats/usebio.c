/*
 * usebio.c - `parse -f usebio`: a pairs session in USEBIO XML (1.2 and
 * 1.3, the results format of the EBU, ABF, NZB, ACBL and others) to the
 * boards stream of `parse -f bridge`, one row per traveller line, with
 * the players' names and numbers and the results the file publishes
 * kept in columns of their own (pub_*), apart from what `score` computes.
 *
 * Read (others are skipped; xml.c says how the XML itself is read):
 *   USEBIO/CLUB        CLUB_NAME
 *   EVENT              EVENT_TYPE (attribute), EVENT_IDENTIFIER or
 *                      EVENT_ID, EVENT_DESCRIPTION, DATE (DD/MM/YYYY or
 *                      YYYY-MM-DD), WINNER_TYPE, BOARD_SCORING_METHOD
 *   SESSION, SECTION   SESSION_ID, SECTION_ID (attributes): a file's
 *                      sessions and sections, each its own boards
 *   PARTICIPANTS/PAIR  PAIR_NUMBER, DIRECTION, TOTAL_SCORE, PERCENTAGE,
 *                      PLACE, PLAYER (PLAYER_NAME, NATIONAL_ID_NUMBER)
 *   BOARD              BOARD_NUMBER, BOARD_AVERAGE (a Butler datum),
 *                      TRAVELLER_LINE: NS_PAIR_NUMBER, EW_PAIR_NUMBER,
 *                      CONTRACT, PLAYED_BY, LEAD, TRICKS, SCORE and the
 *                      published points NS_/EW_MATCH_POINTS, _BUTLER_POINTS,
 *                      _CROSS_IMP_POINTS or _IMPS
 * HANDSET (the deals) is skipped; team and Swiss events are refused.
 *
 * A SCORE is the NS score, an artificial score (A5050, A6040: NS and EW
 * percentages; A+, A, A-, A+/A-) or NP; a contract and its tricks must
 * give the SCORE the file states (Law 77, the board number's
 * vulnerability).  `tables`, the results a board of the section should
 * have, is half its pairs rounded down: the tables that can play a
 * board in a round (score's top).  Every id and name goes through
 * usebio_id, one place for the canonical form of a name.
 */
#include "bridge.h"
#include "contract.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "subcmd.h"
#include "tsv.h"
#include "xml.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum el {
	E_OTHER, E_CLUB_NAME, E_EVENT, E_EVENT_IDENTIFIER, E_EVENT_ID, E_EVENT_DESCRIPTION,
	E_DATE, E_WINNER_TYPE, E_BOARD_SCORING_METHOD, E_SESSION, E_SECTION,
	E_PARTICIPANTS, E_PAIR, E_PAIR_NUMBER, E_DIRECTION, E_TOTAL_SCORE, E_PERCENTAGE,
	E_PLACE, E_PLAYER, E_PLAYER_NAME, E_NATIONAL_ID_NUMBER, E_BOARD, E_BOARD_NUMBER,
	E_BOARD_AVERAGE, E_TRAVELLER_LINE, E_NS_PAIR_NUMBER, E_EW_PAIR_NUMBER, E_CONTRACT,
	E_PLAYED_BY, E_LEAD, E_TRICKS, E_SCORE, E_NS_MP, E_EW_MP, E_NS_BUTLER, E_EW_BUTLER,
	E_NS_CROSS, E_EW_CROSS, E_NS_IMPS, E_EW_IMPS, E_SKIP, E_TEAMS,
};

static const struct { const char *name; enum el el; } elements[] = {
	{ "CLUB_NAME", E_CLUB_NAME }, { "EVENT", E_EVENT },
	{ "EVENT_IDENTIFIER", E_EVENT_IDENTIFIER }, { "EVENT_ID", E_EVENT_ID },
	{ "EVENT_DESCRIPTION", E_EVENT_DESCRIPTION }, { "DATE", E_DATE },
	{ "WINNER_TYPE", E_WINNER_TYPE }, { "BOARD_SCORING_METHOD", E_BOARD_SCORING_METHOD },
	{ "SESSION", E_SESSION }, { "SECTION", E_SECTION }, { "PARTICIPANTS", E_PARTICIPANTS },
	{ "PAIR", E_PAIR }, { "PAIR_NUMBER", E_PAIR_NUMBER }, { "DIRECTION", E_DIRECTION },
	{ "TOTAL_SCORE", E_TOTAL_SCORE }, { "PERCENTAGE", E_PERCENTAGE }, { "PLACE", E_PLACE },
	{ "PLAYER", E_PLAYER }, { "PLAYER_NAME", E_PLAYER_NAME },
	{ "NATIONAL_ID_NUMBER", E_NATIONAL_ID_NUMBER }, { "BOARD", E_BOARD },
	{ "BOARD_NUMBER", E_BOARD_NUMBER }, { "BOARD_AVERAGE", E_BOARD_AVERAGE },
	{ "TRAVELLER_LINE", E_TRAVELLER_LINE }, { "NS_PAIR_NUMBER", E_NS_PAIR_NUMBER },
	{ "EW_PAIR_NUMBER", E_EW_PAIR_NUMBER }, { "CONTRACT", E_CONTRACT },
	{ "PLAYED_BY", E_PLAYED_BY }, { "LEAD", E_LEAD }, { "TRICKS", E_TRICKS },
	{ "SCORE", E_SCORE }, { "NS_MATCH_POINTS", E_NS_MP }, { "EW_MATCH_POINTS", E_EW_MP },
	{ "NS_BUTLER_POINTS", E_NS_BUTLER }, { "EW_BUTLER_POINTS", E_EW_BUTLER },
	{ "NS_CROSS_IMP_POINTS", E_NS_CROSS }, { "EW_CROSS_IMP_POINTS", E_EW_CROSS },
	{ "NS_IMPS", E_NS_IMPS }, { "EW_IMPS", E_EW_IMPS }, { "HANDSET", E_SKIP },
	{ "TEAM", E_TEAMS }, { "MATCH", E_TEAMS },
};

/* The scoring a file says it used (score's -m names). */
enum { S_UNKNOWN, S_MP, S_BUTLER, S_CROSS };
static const char *const scoring_name[] = { "", "matchpoints", "butler", "cross-imps" };

/* The traveller line's fields (L_*), and a pair's (P_*), as text. */
enum { L_NS, L_EW, L_CONTRACT, L_DECL, L_LEAD, L_TRICKS, L_SCORE, L_PUB_NS, L_PUB_EW, NL };
enum { P_NUMBER, P_DIR, P_TOTAL, P_PCT, P_PLACE, P_NAMES, P_NUMBERS, NP };

struct line {
	struct strbuf f[NL];
	unsigned long at_line, at_col;	/* where TRAVELLER_LINE began */
};

struct pair {
	struct strbuf f[NP];
	int players;
};

struct usebio {
	struct xml x;
	enum el stack[XML_MAX_DEPTH + 1];
	int skip;			/* depth of a skipped subtree, 0: none */
	struct strbuf text;		/* the current leaf's text */
	/* the event */
	struct strbuf club, event_id, title, date, session, section;
	int winners, scoring, scoring_points, nsession, nsection;
	/* the participants of the current section */
	struct pair *pair;
	size_t npair, paircap;
	struct strbuf pname, pnum;	/* the current PLAYER's */
	struct names pairkey;		/* "DIR\tNUMBER" -> index */
	int boards_seen;		/* of this section, for the order check */
	/* the current board */
	struct strbuf board, datum;
	unsigned long board_line, board_col;
	struct line *line;
	size_t nline, linecap;
	struct names onboard;		/* pairs on the board */
	int in_board;			/* a traveller BOARD (not a HANDSET's) */
	/* the section's rows, held until it ends: `tables` is its largest board */
	struct strbuf rows;
	long most;			/* results on its largest board */
};

/*
 * The canonical form of an id or a name as written to the stream:
 * surrounding spaces gone, each inner run of spaces (TAB, CR, LF too)
 * one space; a control character (C0, DEL, C1) is an error.  The one
 * place every id and name of this format passes through.
 */
static void
usebio_id(const struct usebio *u, unsigned long line, unsigned long col, const char *what,
    const char *s, size_t n, struct strbuf *out)
{
	size_t i;
	int space = 0;

	out->len = 0;
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
			space = out->len > 0;
			continue;
		}
		if (c < 0x20 || c == 0x7f || (c == 0xC2 && i + 1 < n &&
		    (unsigned char)s[i + 1] >= 0x80 && (unsigned char)s[i + 1] <= 0x9F))
			xml_bad(&u->x, line, col, "%s: expected text without control characters", what);
		if (space)
			sb_add(out, " ", 1);
		space = 0;
		sb_add(out, s + i, 1);
	}
	if (!out->s)
		sb_add(out, "", 0);
}

static enum el
element(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof elements / sizeof elements[0]; i++)
		if (strcmp(elements[i].name, name) == 0)
			return elements[i].el;
	return E_OTHER;
}

/* The element enclosing the current one (E_OTHER above the root). */
static enum el
parent(const struct usebio *u, int depth)
{
	return depth >= 2 ? u->stack[depth - 1] : E_OTHER;
}

static void
set(struct usebio *u, const struct xml_token *t, struct strbuf *dst, const char *what)
{
	usebio_id(u, t->line, t->col, what, u->text.s ? u->text.s : "", u->text.len, dst);
}

/* DD/MM/YYYY (1.2; D/M too) or YYYY-MM-DD (1.3) as YYYY-MM-DD. */
static void
set_date(struct usebio *u, const struct xml_token *t)
{
	static const int mdays[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	struct strbuf v = { 0 };
	unsigned d, m, y;
	int n = 0;
	char out[40];

	set(u, t, &v, "DATE");
	if (!((sscanf(v.s, "%4u-%2u-%2u%n", &y, &m, &d, &n) == 3 && n == 10 && v.len == 10) ||
	    (sscanf(v.s, "%2u/%2u/%4u%n", &d, &m, &y, &n) == 3 && (size_t)n == v.len &&
	    v.len >= 8 && v.s[v.len - 5] == '/')))
		xml_bad(&u->x, t->line, t->col, "DATE: expected DD/MM/YYYY or YYYY-MM-DD, found \"%s\"", v.s);
	if (y < 1900 || m < 1 || m > 12 || d < 1 || (int)d > mdays[m - 1] ||
	    (m == 2 && d == 29 && (y % 4 || (y % 100 == 0 && y % 400))))
		xml_bad(&u->x, t->line, t->col, "DATE: no such date \"%s\"", v.s);
	snprintf(out, sizeof out, "%04u-%02u-%02u", y, m, d);
	u->date.len = 0;
	sb_adds(&u->date, out);
	free(v.s);
}

/* EVENT_TYPE or BOARD_SCORING_METHOD: the scoring, or a refusal. */
static void
set_scoring(struct usebio *u, const char *v, unsigned long line, unsigned long col)
{
	static const struct { const char *name; int scoring; } known[] = {
		{ "MP_PAIRS", S_MP }, { "MATCH_POINTS", S_MP }, { "BUTLER_PAIRS", S_BUTLER },
		{ "BUTLER_IMPS", S_BUTLER }, { "BUTLER", S_BUTLER }, { "CROSS_IMP", S_CROSS },
		{ "CROSS_IMPS", S_CROSS }, { "CROSS_IMP_PAIRS", S_CROSS }, { "PAIRS", S_UNKNOWN },
		{ "INDIVIDUAL", S_UNKNOWN },
	};
	size_t i;

	for (i = 0; i < sizeof known / sizeof known[0]; i++)
		if (strcasecmp(v, known[i].name) == 0) {
			if (known[i].scoring != S_UNKNOWN)
				u->scoring = known[i].scoring;
			return;
		}
	xml_bad(&u->x, line, col, "scoring \"%s\": expected a pairs event scored by matchpoints, "
	    "Butler or cross-IMPs (MP_PAIRS, BUTLER_PAIRS, CROSS_IMP, PAIRS)", v);
}

static const char *
attr(const struct xml_token *t, const char *name)
{
	size_t i;

	for (i = 0; i < t->nattr; i++)
		if (strcmp(t->attr[i].name, name) == 0)
			return t->attr[i].value;
	return NULL;
}

static void
free_pairs(struct usebio *u)
{
	size_t i;
	int k;

	for (i = 0; i < u->npair; i++)
		for (k = 0; k < NP; k++)
			free(u->pair[i].f[k].s);
	u->npair = 0;
	names_clear(&u->pairkey);
}

/* "DIR\tNUMBER": a pair's key among the participants. */
static void
pair_key(struct strbuf *k, const char *dir, const char *number)
{
	k->len = 0;
	sb_adds(k, dir);
	sb_tab(k);
	sb_adds(k, number);
}

/* The participant a traveller's NS or EW number names, or NULL. */
static const struct pair *
find_pair(const struct usebio *u, const char *dir, const char *number)
{
	struct strbuf k = { 0 };
	int i;

	pair_key(&k, dir, number);
	i = names_find(&u->pairkey, k.s, k.len);
	if (i < 0) {
		pair_key(&k, "", number);
		i = names_find(&u->pairkey, k.s, k.len);
	}
	free(k.s);
	return i < 0 ? NULL : &u->pair[i];
}

static void
pair_end(struct usebio *u, const struct xml_token *t)
{
	struct pair *p = &u->pair[u->npair - 1];
	struct strbuf k = { 0 };
	const char *dir = p->f[P_DIR].s ? p->f[P_DIR].s : "";
	int added;

	if (!p->f[P_NUMBER].len)
		xml_bad(&u->x, t->line, t->col, "expected a PAIR_NUMBER in the PAIR");
	if (*dir && strcmp(dir, "NS") != 0 && strcmp(dir, "EW") != 0)
		xml_bad(&u->x, t->line, t->col, "DIRECTION: expected NS or EW, found \"%s\"", dir);
	pair_key(&k, dir, p->f[P_NUMBER].s);
	names_intern(&u->pairkey, k.s, k.len, &added);
	free(k.s);
	if (!added)
		xml_bad(&u->x, t->line, t->col, "pair %s%s%s twice in the PARTICIPANTS", p->f[P_NUMBER].s,
		    *dir ? " " : "", dir);
}

/* </PLAYER>: its name and number joined to the pair's with " & ". */
static void
player_end(struct usebio *u, const struct xml_token *t)
{
	struct pair *p = &u->pair[u->npair - 1];
	const char *name = u->pname.s ? u->pname.s : "", *num = u->pnum.len ? u->pnum.s : "-";

	if (strstr(name, " & ") || strstr(num, " & "))
		xml_bad(&u->x, t->line, t->col, "player \"%s\": \" & \" joins a pair's players in the stream",
		    name);
	if (p->players++) {
		sb_adds(&p->f[P_NAMES], " & ");
		sb_adds(&p->f[P_NUMBERS], " & ");
	}
	sb_adds(&p->f[P_NAMES], name);
	sb_adds(&p->f[P_NUMBERS], num);
	u->pname.len = u->pnum.len = 0;
}

/*
 * A traveller line's score as the stream writes it: the NS score, an
 * artificial score's canonical text (A60/40), or NP.
 */
static void
line_score(struct usebio *u, const struct line *l, struct strbuf *out)
{
	const char *s = l->f[L_SCORE].s ? l->f[L_SCORE].s : "";
	size_t n = l->f[L_SCORE].len;
	struct artificial a;
	char buf[32];
	long v;

	out->len = 0;
	if (n == 5 && s[0] == 'A' && strspn(s + 1, "0123456789") == 4) {
		/* A6040: NS and EW percentages, two digits each */
		snprintf(buf, sizeof buf, "A%.2s/%.2s", s + 1, s + 3);
		if (!artificial_parse(buf, strlen(buf), &a))
			xml_bad(&u->x, l->at_line, l->at_col, "SCORE \"%s\": percentages above 100", s);
		out->len = 0;
		sb_add(out, buf, artificial_format(&a, buf));
	} else if (n && s[0] == 'A' && artificial_parse(s, n, &a)) {
		sb_add(out, buf, artificial_format(&a, buf));
	} else if (is_not_played(s, n)) {
		sb_adds(out, "NP");
	} else if (n && int_parse(s, n, -10000, 10000, &v)) {
		sb_int(out, v);
	} else if (n) {
		xml_bad(&u->x, l->at_line, l->at_col, "SCORE: expected an NS score, an artificial score "
		    "(A6040, A5050, A+, A-) or NP, found \"%s\"", s);
	}
}

/*
 * The contract's NS score (Law 77), checked against the SCORE given;
 * a passed board (PASS, or NP with a score of 0) scores 0.  Returns 0
 * when the line has no contract.
 */
static int
line_contract(struct usebio *u, const struct line *l, long board, struct strbuf *score)
{
	const char *c = l->f[L_CONTRACT].s ? l->f[L_CONTRACT].s : "";
	struct contract ct;
	long tricks, computed, given;
	int ns, vul = vul_of_board(board);

	if (!l->f[L_CONTRACT].len)
		return 0;
	if (strcasecmp(c, "NP") == 0 && score->len == 1 && score->s[0] == '0')
		return 1;	/* NZ Scorer: a passed-in board */
	if (!contract_parse(c, l->f[L_CONTRACT].len, &ct))
		xml_bad(&u->x, l->at_line, l->at_col, "CONTRACT: expected a contract (4S, 3NTX, PASS), "
		    "found \"%s\"", c);
	if (ct.level == 0) {
		computed = 0;
	} else {
		ns = declarer_is_ns(l->f[L_DECL].s ? l->f[L_DECL].s : "", l->f[L_DECL].len);
		if (ns < 0)
			xml_bad(&u->x, l->at_line, l->at_col, "PLAYED_BY: expected N, E, S or W for contract %s", c);
		if (!l->f[L_TRICKS].len || !int_parse(l->f[L_TRICKS].s, l->f[L_TRICKS].len, 0, 13, &tricks))
			xml_bad(&u->x, l->at_line, l->at_col, "TRICKS: expected the tricks declarer took (0-13) "
			    "for contract %s", c);
		computed = ns ? contract_score(&ct, (int)tricks, vul & VUL_NS) :
		    -contract_score(&ct, (int)tricks, (vul & VUL_EW) != 0);
	}
	if (!score->len) {
		sb_int(score, computed);
	} else if (!int_parse(score->s, score->len, -10000, 10000, &given) || given != computed) {
		xml_bad(&u->x, l->at_line, l->at_col, "SCORE %s disagrees with %s by %s taking %s tricks, "
		    "which scores %ld for NS on board %ld", score->s, c, l->f[L_DECL].s ? l->f[L_DECL].s : "",
		    l->f[L_TRICKS].s ? l->f[L_TRICKS].s : "0", computed, board);
	}
	return 1;
}

/* A field of the row being held, and the TAB after it. */
static void
put(struct usebio *u, const char *s, size_t n)
{
	sb_add(&u->rows, s, n);
	sb_tab(&u->rows);
}

static void
put_sb(struct usebio *u, const struct strbuf *b)
{
	put(u, b->s ? b->s : "", b->len);
}

/* One pair's side of a row: names, numbers, or published total, %, place. */
static void
put_side(struct usebio *u, const struct pair *p, int names)
{
	static const int fields[2][3] = { { P_NAMES, P_NUMBERS, -1 }, { P_TOTAL, P_PCT, P_PLACE } };
	int k;

	for (k = 0; k < 3; k++) {
		int f = fields[names ? 0 : 1][k];

		if (f >= 0)
			put(u, p && p->f[f].s ? p->f[f].s : "", p ? p->f[f].len : 0);
	}
}

/*
 * The section's rows written, each with `tables`: the results on the
 * section's largest board (averages and NP included), the number of
 * times its movement has a board played.
 */
static void
section_end(struct usebio *u)
{
	struct strbuf row = { 0 };
	char n[24];
	size_t at = 0, nl = (size_t)snprintf(n, sizeof n, "%ld", u->most);

	while (at < u->rows.len) {
		const char *end = memchr(u->rows.s + at, '\n', u->rows.len - at);
		size_t len = (size_t)(end - (u->rows.s + at));

		row.len = 0;
		sb_add(&row, u->rows.s + at, len);
		sb_add(&row, n, nl);
		sb_add(&row, "\n", 1);
		tsv_put_rows(row.s, row.len);
		at += len + 1;
	}
	u->rows.len = 0;
	u->most = 0;
	free(row.s);
}

/* </BOARD>: each traveller line checked, then written. */
static void
board_end(struct usebio *u, const struct xml_token *t)
{
	struct strbuf score = { 0 }, k = { 0 };
	char num[24];
	long board;
	size_t i;

	if (!u->board.len || !int_parse(u->board.s, u->board.len, 1, 1000000, &board))
		xml_bad(&u->x, u->board_line, u->board_col, "BOARD_NUMBER: expected a board number, "
		    "found \"%s\"", u->board.s ? u->board.s : "");
	if ((long)u->nline > u->most)
		u->most = (long)u->nline;
	names_clear(&u->onboard);
	for (i = 0; i < u->nline; i++) {
		struct line *l = &u->line[i];
		const struct pair *ns, *ew;
		int side, added, has_contract;

		for (side = 0; side < 2; side++) {
			const struct strbuf *id = &l->f[side ? L_EW : L_NS];

			if (!id->len)
				xml_bad(&u->x, l->at_line, l->at_col, "expected %s_PAIR_NUMBER in the TRAVELLER_LINE",
				    side ? "EW" : "NS");
			pair_key(&k, u->winners == 2 ? (side ? "EW" : "NS") : "", id->s);
			names_intern(&u->onboard, k.s, k.len, &added);
			if (!added)
				xml_bad(&u->x, l->at_line, l->at_col, "pair %s twice on board %ld", id->s, board);
		}
		ns = find_pair(u, "NS", l->f[L_NS].s);
		ew = find_pair(u, "EW", l->f[L_EW].s);
		if (u->npair && (!ns || !ew))
			xml_bad(&u->x, l->at_line, l->at_col, "pair %s is not among the PARTICIPANTS",
			    !ns ? l->f[L_NS].s : l->f[L_EW].s);
		line_score(u, l, &score);
		has_contract = line_contract(u, l, board, &score);
		if (!score.len)
			xml_bad(&u->x, l->at_line, l->at_col, "expected a SCORE or a CONTRACT in the TRAVELLER_LINE");
		put_sb(u, u->event_id.len ? &u->event_id : &u->title);
		put_sb(u, &u->title);
		put_sb(u, &u->date);
		put_sb(u, &u->club);
		put_sb(u, &u->session);
		put_sb(u, &u->section);
		put(u, num, (size_t)snprintf(num, sizeof num, "%ld", board));
		put_sb(u, &l->f[L_NS]);
		put_sb(u, &l->f[L_EW]);
		if (has_contract) {
			put_sb(u, &l->f[L_CONTRACT]);
			put_sb(u, &l->f[L_DECL]);
			put_sb(u, &l->f[L_LEAD]);
			put_sb(u, &l->f[L_TRICKS]);
		} else {
			put(u, "\t\t\t", 3);	/* four empty fields */
		}
		put_sb(u, &score);
		put(u, scoring_name[u->scoring ? u->scoring : u->scoring_points],
		    strlen(scoring_name[u->scoring ? u->scoring : u->scoring_points]));
		put(u, u->winners == 2 ? "2" : "1", 1);
		put_side(u, ns, 1);
		put_side(u, ew, 1);
		put_sb(u, &l->f[L_PUB_NS]);
		put_sb(u, &l->f[L_PUB_EW]);
		put_sb(u, &u->datum);
		put_side(u, ns, 0);
		put_side(u, ew, 0);
		sb_add(&u->rows, "\n", 1);	/* `tables`, last, at the section's end */
	}
	for (i = 0; i < u->nline; i++) {
		int f;

		for (f = 0; f < NL; f++)
			free(u->line[i].f[f].s);
	}
	u->nline = 0;
	u->board.len = u->datum.len = 0;
	u->boards_seen = 1;
	free(score.s);
	free(k.s);
	(void)t;
}

/* The published points of a line, and the scoring their name implies. */
static void
line_points(struct usebio *u, const struct xml_token *t, enum el e)
{
	struct line *l = &u->line[u->nline - 1];
	int ew = e == E_EW_MP || e == E_EW_BUTLER || e == E_EW_CROSS || e == E_EW_IMPS;
	int kind = e == E_NS_MP || e == E_EW_MP ? S_MP : e == E_NS_BUTLER || e == E_EW_BUTLER ? S_BUTLER :
	    e == E_NS_CROSS || e == E_EW_CROSS ? S_CROSS : S_UNKNOWN;
	struct strbuf *dst = &l->f[ew ? L_PUB_EW : L_PUB_NS];
	double v;

	set(u, t, dst, "published points");
	if (dst->len && !num_parse(dst->s, dst->len, &v))
		xml_bad(&u->x, t->line, t->col, "expected a number in the published points, found \"%s\"",
		    dst->s);
	if (kind != S_UNKNOWN && !u->scoring_points)
		u->scoring_points = kind;
}

/* A leaf of PAIR, PLAYER, BOARD or TRAVELLER_LINE ended. */
static void
leaf(struct usebio *u, const struct xml_token *t, enum el e, enum el up)
{
	static const struct { enum el e; int k; const char *what; } line_fields[] = {
		{ E_NS_PAIR_NUMBER, L_NS, "NS_PAIR_NUMBER" }, { E_EW_PAIR_NUMBER, L_EW, "EW_PAIR_NUMBER" },
		{ E_CONTRACT, L_CONTRACT, "CONTRACT" }, { E_PLAYED_BY, L_DECL, "PLAYED_BY" },
		{ E_LEAD, L_LEAD, "LEAD" }, { E_TRICKS, L_TRICKS, "TRICKS" }, { E_SCORE, L_SCORE, "SCORE" },
	};
	static const struct { enum el e; int k; const char *what; } pair_fields[] = {
		{ E_PAIR_NUMBER, P_NUMBER, "PAIR_NUMBER" }, { E_DIRECTION, P_DIR, "DIRECTION" },
		{ E_TOTAL_SCORE, P_TOTAL, "TOTAL_SCORE" }, { E_PERCENTAGE, P_PCT, "PERCENTAGE" },
		{ E_PLACE, P_PLACE, "PLACE" },
	};
	size_t i;

	if (up == E_TRAVELLER_LINE && u->nline) {
		if (e >= E_NS_MP && e <= E_EW_IMPS) {
			line_points(u, t, e);
			return;
		}
		for (i = 0; i < sizeof line_fields / sizeof line_fields[0]; i++)
			if (line_fields[i].e == e)
				set(u, t, &u->line[u->nline - 1].f[line_fields[i].k], line_fields[i].what);
	} else if (up == E_PAIR && u->npair) {
		for (i = 0; i < sizeof pair_fields / sizeof pair_fields[0]; i++)
			if (pair_fields[i].e == e)
				set(u, t, &u->pair[u->npair - 1].f[pair_fields[i].k], pair_fields[i].what);
	} else if (up == E_PLAYER && u->npair) {
		if (e == E_PLAYER_NAME)
			set(u, t, &u->pname, "PLAYER_NAME");
		else if (e == E_NATIONAL_ID_NUMBER)
			set(u, t, &u->pnum, "NATIONAL_ID_NUMBER");
	} else if (up == E_BOARD && u->in_board) {
		if (e == E_BOARD_NUMBER)
			set(u, t, &u->board, "BOARD_NUMBER");
		else if (e == E_BOARD_AVERAGE)
			set(u, t, &u->datum, "BOARD_AVERAGE");
	}
}

/* A leaf of EVENT (or SESSION, CLUB) ended. */
static void
event_leaf(struct usebio *u, const struct xml_token *t, enum el e)
{
	struct strbuf v = { 0 };

	switch (e) {
	case E_CLUB_NAME:
		set(u, t, &u->club, "CLUB_NAME");
		break;
	case E_EVENT_IDENTIFIER:
	case E_EVENT_ID:
		set(u, t, &u->event_id, "EVENT_IDENTIFIER");
		break;
	case E_EVENT_DESCRIPTION:
		set(u, t, &u->title, "EVENT_DESCRIPTION");
		break;
	case E_DATE:
		set_date(u, t);
		break;
	case E_WINNER_TYPE:
		set(u, t, &v, "WINNER_TYPE");
		if (strcmp(v.s, "1") != 0 && strcmp(v.s, "2") != 0)
			xml_bad(&u->x, t->line, t->col, "WINNER_TYPE: expected 1 or 2, found \"%s\"", v.s);
		u->winners = v.s[0] - '0';
		break;
	case E_BOARD_SCORING_METHOD:
		set(u, t, &v, "BOARD_SCORING_METHOD");
		set_scoring(u, v.s, t->line, t->col);
		break;
	default:
		break;
	}
	free(v.s);
}

/* An element begins: the containers that shape the stream. */
static void
start(struct usebio *u, const struct xml_token *t, enum el e, enum el up)
{
	const char *a;
	char num[24];

	switch (e) {
	case E_SKIP:
		u->skip = t->depth;
		break;
	case E_TEAMS:
		xml_bad(&u->x, t->line, t->col, "<%s>: team and Swiss events are not read (pairs only)", t->name);
	case E_EVENT:
		if ((a = attr(t, "EVENT_TYPE")))
			set_scoring(u, a, t->line, t->col);
		break;
	case E_SESSION:
	case E_SECTION:
		a = attr(t, e == E_SESSION ? "SESSION_ID" : "SECTION_ID");
		snprintf(num, sizeof num, "%d", e == E_SESSION ? ++u->nsession : ++u->nsection);
		usebio_id(u, t->line, t->col, e == E_SESSION ? "SESSION_ID" : "SECTION_ID", a ? a : num,
		    strlen(a ? a : num), e == E_SESSION ? &u->session : &u->section);
		u->boards_seen = 0;
		break;
	case E_PARTICIPANTS:
		if (u->boards_seen)
			xml_bad(&u->x, t->line, t->col, "PARTICIPANTS after the boards of the section: "
			    "expected them first");
		free_pairs(u);
		break;
	case E_PAIR:
		if (up == E_PARTICIPANTS) {
			xgrow(&u->pair, &u->paircap, u->npair + 1, sizeof *u->pair);
			memset(&u->pair[u->npair++], 0, sizeof *u->pair);
		}
		break;
	case E_PLAYER:
		u->pname.len = u->pnum.len = 0;
		break;
	case E_BOARD:
		u->in_board = up == E_EVENT || up == E_SESSION || up == E_SECTION;
		u->board_line = t->line;
		u->board_col = t->col;
		break;
	case E_TRAVELLER_LINE:
		if (up == E_BOARD && u->in_board) {
			xgrow(&u->line, &u->linecap, u->nline + 1, sizeof *u->line);
			memset(&u->line[u->nline], 0, sizeof *u->line);
			u->line[u->nline].at_line = t->line;
			u->line[u->nline].at_col = t->col;
			u->nline++;
		}
		break;
	default:
		break;
	}
}

static void
end(struct usebio *u, const struct xml_token *t, enum el e, enum el up)
{
	if (e == E_SECTION || e == E_SESSION || e == E_EVENT)
		section_end(u);
	if (e == E_PLAYER && up == E_PAIR && u->npair)
		player_end(u, t);
	else if (e == E_PAIR && up == E_PARTICIPANTS)
		pair_end(u, t);
	else if (e == E_BOARD && u->in_board) {
		board_end(u, t);
		u->in_board = 0;
	} else if (up == E_EVENT || up == E_SESSION || e == E_CLUB_NAME)
		event_leaf(u, t, e);
	else
		leaf(u, t, e, up);
}

static void
read_usebio(struct usebio *u, FILE *f, const char *file)
{
	struct xml_token t;
	enum el e;
	const char *v;

	xml_open(&u->x, f, file);
	for (;;) {
		xml_next(&u->x, &t);
		if (t.kind == XML_EOF)
			break;
		if (t.kind == XML_TEXT) {
			if (!u->skip)
				sb_add(&u->text, t.text, t.len);
			continue;
		}
		if (t.kind == XML_START) {
			if (t.depth == 1) {
				if (strcmp(t.name, "USEBIO") != 0)
					xml_bad(&u->x, t.line, t.col, "expected the root element <USEBIO>, found <%s>", t.name);
				v = attr(&t, "Version");
				if (v && strncmp(v, "1.", 2) != 0)
					xml_bad(&u->x, t.line, t.col, "USEBIO Version \"%s\": expected 1.x", v);
			}
			u->text.len = 0;
			if (u->skip)
				continue;
			e = element(t.name);
			u->stack[t.depth] = e;
			start(u, &t, e, parent(u, t.depth));
			continue;
		}
		/* XML_END: t.depth is not set; the stack's top is the element */
		if (u->skip) {
			if (u->x.depth + 1 == u->skip)
				u->skip = 0;
			continue;
		}
		e = u->stack[u->x.depth + 1];
		end(u, &t, e, parent(u, u->x.depth + 1));
		u->text.len = 0;
	}
	xml_close(&u->x);
}

static void
usebio_run(int npaths, char **paths)
{
	static const char *const head[] = {
		"event", "title", "date", "club", "session", "section", "board", "ns", "ew",
		"contract", "declarer", "lead", "result", "score", "scoring", "winners",
		"ns_names", "ns_numbers", "ew_names", "ew_numbers", "pub_ns", "pub_ew", "pub_datum",
		"ns_pub_total", "ns_pub_pct", "ns_pub_place", "ew_pub_total", "ew_pub_pct",
		"ew_pub_place", "tables", NULL,
	};
	struct usebio u;
	int i, k;

	for (i = 0; head[i]; i++)
		tsv_puts(head[i]);
	tsv_end_row();
	for (i = 0; i < (npaths ? npaths : 1); i++) {
		const char *path = npaths ? paths[i] : "-";
		FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");

		if (!f)
			die_sys("%s", path);
		memset(&u, 0, sizeof u);
		names_init(&u.pairkey);
		names_init(&u.onboard);
		read_usebio(&u, f, strcmp(path, "-") == 0 ? "stdin" : path);
		if (f != stdin)
			fclose(f);
		free_pairs(&u);
		free(u.pair);
		free(u.line);
		free(u.rows.s);
		names_free(&u.pairkey);
		names_free(&u.onboard);
		{
			struct strbuf *b[] = { &u.text, &u.club, &u.event_id, &u.title, &u.date, &u.session,
				&u.section, &u.pname, &u.pnum, &u.board, &u.datum };

			for (k = 0; k < (int)(sizeof b / sizeof b[0]); k++)
				free(b[k]->s);
		}
	}
}

static void
usage(void)
{
	printf("usage: parse -f usebio [FILE...]\n"
	    "A pairs session in USEBIO XML (1.2, 1.3) to board results: one row per\n"
	    "traveller line, as parse -f bridge writes them, with the event, the\n"
	    "players' names and numbers, and what the file publishes (pub_*).\n\n"
	    "  -f, --format usebio   this format\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Columns: event title date club session section board ns ew contract\n"
	    "declarer lead result score scoring tables winners ns_names ns_numbers\n"
	    "ew_names ew_numbers pub_ns pub_ew pub_datum ns_pub_total ns_pub_pct\n"
	    "ns_pub_place ew_pub_total ew_pub_pct ew_pub_place.  See parse(1).\n");
}

int
parse_usebio_main(int argc, char **argv)
{
	return subcmd_plain(argc, argv, "format", usage, usebio_run);
}
