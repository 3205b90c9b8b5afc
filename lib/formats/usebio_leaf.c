/*
 * usebio_leaf.c - parse -f usebio: the text of each leaf element kept,
 * in canonical form (usebio_id, the one place every id and name passes
 * through) and checked where it has a form: the event's (DATE,
 * WINNER_TYPE, the scoring), a pair's and its players', a traveller
 * line's fields and published points.  Apart from usebio.c, which
 * follows the elements (the containers: sessions, sections, boards)
 * and says what the format is.
 */
#include "ident.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "usebio.h"
#include "xml.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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
void
usebio_set_scoring(struct usebio *u, const char *v, unsigned long line, unsigned long col)
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

void
usebio_pair_end(struct usebio *u, const struct xml_token *t)
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
void
usebio_player_end(struct usebio *u, const struct xml_token *t)
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
void
usebio_leaf(struct usebio *u, const struct xml_token *t, enum el e, enum el up)
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
void
usebio_event_leaf(struct usebio *u, const struct xml_token *t, enum el e)
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
		usebio_set_scoring(u, v.s, t->line, t->col);
		break;
	default:
		break;
	}
	free(v.s);
}
