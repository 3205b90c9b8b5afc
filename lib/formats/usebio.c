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
 * The leaves' text (kept, in canonical form, checked) is usebio_leaf.c's;
 * the run and the command line are usebio_cli.c's; the boards' own part
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
			usebio_set_scoring(u, a, t->line, t->col);
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
		usebio_player_end(u, t);
	else if (e == E_PAIR && up == E_PARTICIPANTS)
		usebio_pair_end(u, t);
	else if (e == E_BOARD && u->in_board) {
		usebio_board_end(u);
		u->in_board = 0;
	} else if (up == E_EVENT || up == E_SESSION || e == E_CLUB_NAME)
		usebio_event_leaf(u, t, e);
	else
		usebio_leaf(u, t, e, up);
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
