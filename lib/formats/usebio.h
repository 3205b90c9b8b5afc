/*
 * usebio.h - what parse -f usebio's files share: usebio.c reads the
 * XML (the event, the participants, each board's traveller lines) with
 * usebio_leaf.c (each leaf's text kept and checked),
 * usebio_board.c checks a board's lines and writes them as rows.
 * Private to the format.
 */
#ifndef USEBIO_H
#define USEBIO_H

#include "names.h"
#include <stdio.h>
#include "strbuf.h"
#include "xml.h"

enum el {
	E_OTHER, E_CLUB_NAME, E_EVENT, E_EVENT_IDENTIFIER, E_EVENT_ID, E_EVENT_DESCRIPTION,
	E_DATE, E_WINNER_TYPE, E_BOARD_SCORING_METHOD, E_SESSION, E_SECTION,
	E_PARTICIPANTS, E_PAIR, E_PAIR_NUMBER, E_DIRECTION, E_TOTAL_SCORE, E_PERCENTAGE,
	E_PLACE, E_PLAYER, E_PLAYER_NAME, E_NATIONAL_ID_NUMBER, E_BOARD, E_BOARD_NUMBER,
	E_BOARD_AVERAGE, E_TRAVELLER_LINE, E_NS_PAIR_NUMBER, E_EW_PAIR_NUMBER, E_CONTRACT,
	E_PLAYED_BY, E_LEAD, E_TRICKS, E_SCORE, E_NS_MP, E_EW_MP, E_NS_BUTLER, E_EW_BUTLER,
	E_NS_CROSS, E_EW_CROSS, E_NS_IMPS, E_EW_IMPS, E_SKIP, E_TEAMS, E_HANDICAP,
};

/* The scoring a file says it used (score's -m names). */
enum { S_UNKNOWN, S_MP, S_BUTLER, S_CROSS };

/* The traveller line's fields (L_*), and a pair's (P_*), as text. */
enum { L_NS, L_EW, L_CONTRACT, L_DECL, L_LEAD, L_TRICKS, L_SCORE, L_PUB_NS, L_PUB_EW, NL };
enum { P_NUMBER, P_DIR, P_TOTAL, P_PCT, P_PLACE, P_NAMES, P_NUMBERS, P_HCP, NP };

struct line {
	struct strbuf f[NL];
	unsigned long at_line, at_col;	/* where TRAVELLER_LINE began */
};

struct pair {
	struct strbuf f[NP];
	int players;
};

/* A section of the current session, for usebio_session_end. */
struct field_sect {
	char *id;
	long tables;			/* its results per board (`tables`) */
	size_t first, n;		/* its lines' published sums in sums[] */
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
	struct strbuf *all;		/* the run's rows, to usebio_write_rows */
	int refuse_mismatch;		/* --score-mismatch refuse */
	/* usebio_field.c: the session's sections and their lines' published
	 * NS + EW matchpoints, whether they were scored as one field */
	struct field_sect *sect;
	size_t nsect, sectcap;
	double *sums;
	size_t nsums, sumcap;
	size_t sess_start;		/* the session's first row in *all */
	int any_field, any_hcp;		/* in the run: the columns written */
};

/* usebio.c: one file's XML read into u (its rows to *u->all). */
void usebio_read(struct usebio *u, FILE *f, const char *file);
void usebio_free(struct usebio *u);
void usebio_id(const struct usebio *, unsigned long, unsigned long, const char *,
    const char *, size_t, struct strbuf *);
/* usebio_leaf.c: the text of a leaf element e (its parent up) kept and
 * checked; EVENT_TYPE or BOARD_SCORING_METHOD v as the scoring; the end
 * of a PAIR (its number and direction unique) and of a PLAYER (joined
 * to its pair's). */
void usebio_leaf(struct usebio *u, const struct xml_token *t, enum el e, enum el up);
void usebio_event_leaf(struct usebio *u, const struct xml_token *t, enum el e);
void usebio_set_scoring(struct usebio *u, const char *v, unsigned long line, unsigned long col);
void usebio_pair_end(struct usebio *u, const struct xml_token *t);
void usebio_player_end(struct usebio *u, const struct xml_token *t);
void usebio_pair_key(struct strbuf *, const char *, const char *);
void usebio_board_end(struct usebio *);
void usebio_section_end(struct usebio *);
/* usebio_pairs.c: the run's rows written, a reused pair number with its
 * partnership (never two partnerships as one pair). */
void usebio_write_rows(const struct strbuf *rows, int hcp, int field);
/* usebio_field.c: a line's published sums kept; a section's end; a
 * session's end, when its rows get their `field`. */
void usebio_field_line(struct usebio *, const struct line *);
void usebio_field_section(struct usebio *);
void usebio_session_end(struct usebio *);
void usebio_field_free(struct usebio *);

#endif
