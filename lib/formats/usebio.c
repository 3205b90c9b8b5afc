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
 * have, is the results on the section's largest board (score's N).
 * Every id and name goes through usebio_id, one place for the
 * canonical form of a name.  usebio_board.c checks and writes a board.
 *
 * The run and the command line are usebio_cli.c's; the boards' own part
 * usebio_board.c's, the partnerships usebio_pairs.c's, the one-field
 * sections usebio_field.c's.
 */
#include "ident.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "usebio.h"
#include "xml.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The elements read, sorted by name (strcmp) for bsearch: element() checks. */
static const struct el_name { const char *name; enum el el; } elements[] = {
	{ "BOARD", E_BOARD }, { "BOARD_AVERAGE", E_BOARD_AVERAGE }, { "BOARD_NUMBER", E_BOARD_NUMBER },
	{ "BOARD_SCORING_METHOD", E_BOARD_SCORING_METHOD }, { "CLUB_NAME", E_CLUB_NAME },
	{ "CONTRACT", E_CONTRACT }, { "DATE", E_DATE }, { "DIRECTION", E_DIRECTION },
	{ "EVENT", E_EVENT }, { "EVENT_DESCRIPTION", E_EVENT_DESCRIPTION }, { "EVENT_ID", E_EVENT_ID },
	{ "EVENT_IDENTIFIER", E_EVENT_IDENTIFIER }, { "EW_BUTLER_POINTS", E_EW_BUTLER },
	{ "EW_CROSS_IMP_POINTS", E_EW_CROSS }, { "EW_IMPS", E_EW_IMPS }, { "EW_MATCH_POINTS", E_EW_MP },
	{ "EW_PAIR_NUMBER", E_EW_PAIR_NUMBER }, { "HANDICAP", E_HANDICAP }, { "HANDSET", E_SKIP }, { "LEAD", E_LEAD },
	{ "MATCH", E_TEAMS }, { "NATIONAL_ID_NUMBER", E_NATIONAL_ID_NUMBER },
	{ "NS_BUTLER_POINTS", E_NS_BUTLER }, { "NS_CROSS_IMP_POINTS", E_NS_CROSS },
	{ "NS_IMPS", E_NS_IMPS }, { "NS_MATCH_POINTS", E_NS_MP }, { "NS_PAIR_NUMBER", E_NS_PAIR_NUMBER },
	{ "PAIR", E_PAIR }, { "PAIR_NUMBER", E_PAIR_NUMBER }, { "PARTICIPANTS", E_PARTICIPANTS },
	{ "PERCENTAGE", E_PERCENTAGE }, { "PLACE", E_PLACE }, { "PLAYED_BY", E_PLAYED_BY },
	{ "PLAYER", E_PLAYER }, { "PLAYER_NAME", E_PLAYER_NAME }, { "SCORE", E_SCORE },
	{ "SECTION", E_SECTION }, { "SESSION", E_SESSION }, { "TEAM", E_TEAMS },
	{ "TOTAL_SCORE", E_TOTAL_SCORE }, { "TRAVELLER_LINE", E_TRAVELLER_LINE }, { "TRICKS", E_TRICKS },
	{ "WINNER_TYPE", E_WINNER_TYPE },
};

/* 1 when s[0..n) holds one of the bytes of set. */
static int
strpbrk_n(const char *s, size_t n, const char *set)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strchr(set, s[i]) && s[i])
			return 1;
	return 0;
}

/*
 * The canonical form of an id or a name as written to the stream
 * (ident_fold: NFC, invisibles gone, one space between words, none at
 * the ends), XML's white space (TAB, CR, LF in a value) read as spaces
 * first; a control character (C0, DEL, C1) is an error; an empty or
 * all-space value stays empty.  The one place every id and name of this
 * format passes through.
 */
void
usebio_id(const struct usebio *u, unsigned long line, unsigned long col, const char *what,
    const char *s, size_t n, struct strbuf *out)
{
	struct strbuf spaced = { 0 };
	struct ident_fault_at f;
	char why[200];
	size_t i;

	if (strpbrk_n(s, n, "\t\n\r")) {
		for (i = 0; i < n; i++)
			sb_add(&spaced, s[i] == '\t' || s[i] == '\n' || s[i] == '\r' ? " " : s + i, 1);
		s = spaced.s;
	}
	out->len = 0;
	if (!ident_fold(s ? s : "", n, out, &f) && f.fault != IDENT_EMPTY) {
		ident_explain(&f, s, n, "a value", why, sizeof why);
		xml_bad(&u->x, line, col, "%s: expected %s", what, why);
	}
	free(spaced.s);
	if (!out->s)
		sb_add(out, "", 0);
}

static int
by_name(const void *key, const void *el)
{
	return strcmp(key, ((const struct el_name *)el)->name);
}

/* An element's name as its code (a lookup for every tag, so a bsearch). */
static enum el
element(const char *name)
{
	static int checked;
	const struct el_name *e;
	size_t i, n = sizeof elements / sizeof elements[0];

	for (i = 1; !checked && i < n; i++)
		if (strcmp(elements[i - 1].name, elements[i].name) >= 0)
			die_data("usebio: elements[] is not sorted at %s", elements[i].name);
	checked = 1;
	e = bsearch(name, elements, n, sizeof elements[0], by_name);
	return e ? e->el : E_OTHER;
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
	usebio_pair_key(&k, dir, p->f[P_NUMBER].s);
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

/*
 * A handicap pairs event's HANDICAP (NZ Bridge's Scorer): the pair's
 * handicap in percentage points, half of which the scorer adds to its
 * percentage; a number, kept as written for rank -m bridge.
 */
static void
pair_handicap(struct usebio *u, const struct xml_token *t, const struct strbuf *v)
{
	double h;

	if (v->len && (!num_parse(v->s, v->len, &h) || h < -100 || h > 100))
		xml_bad(&u->x, t->line, t->col, "HANDICAP: expected a number of percentage points "
		    "(-100 to 100), found \"%s\"", v->s);
	if (v->len)
		u->any_hcp = 1;
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
		{ E_PLACE, P_PLACE, "PLACE" }, { E_HANDICAP, P_HCP, "HANDICAP" },
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
		if (e == E_HANDICAP)
			pair_handicap(u, t, &u->pair[u->npair - 1].f[P_HCP]);
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
		usebio_section_end(u);
	if (e == E_SESSION || e == E_EVENT)
		usebio_session_end(u);
	if (e == E_PLAYER && up == E_PAIR && u->npair)
		player_end(u, t);
	else if (e == E_PAIR && up == E_PARTICIPANTS)
		pair_end(u, t);
	else if (e == E_BOARD && u->in_board) {
		usebio_board_end(u);
		u->in_board = 0;
	} else if (up == E_EVENT || up == E_SESSION || e == E_CLUB_NAME)
		event_leaf(u, t, e);
	else
		leaf(u, t, e, up);
}

void
usebio_read(struct usebio *u, FILE *f, const char *file)
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

/* What usebio_read kept, freed (the run's rows are the caller's). */
void
usebio_free(struct usebio *u)
{
	struct strbuf *b[] = { &u->text, &u->club, &u->event_id, &u->title, &u->date, &u->session,
		&u->section, &u->pname, &u->pnum, &u->board, &u->datum };
	size_t k;

	free_pairs(u);
	free(u->pair);
	free(u->line);
	free(u->rows.s);
	usebio_field_free(u);
	free(u->sect);
	free(u->sums);
	names_free(&u->pairkey);
	names_free(&u->onboard);
	for (k = 0; k < sizeof b / sizeof b[0]; k++)
		free(b[k]->s);
}
