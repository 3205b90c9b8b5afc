/*
 * usebio_board.c - parse -f usebio: a board's traveller lines checked
 * (pairs among the participants and once each, a score or a contract
 * whose Law 77 score is the SCORE given) and written as rows of the
 * boards stream; a section's rows held until its end, when `tables`
 * (the results of its largest board) is known.
 */
#include "bridge.h"
#include "contract.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"
#include "usebio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const char *const scoring_name[] = { "", "matchpoints", "butler", "cross-imps" };

/* "DIR\tNUMBER": a pair's key among the participants. */
void
usebio_pair_key(struct strbuf *k, const char *dir, const char *number)
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

	usebio_pair_key(&k, dir, number);
	i = names_find(&u->pairkey, k.s, k.len);
	if (i < 0) {
		usebio_pair_key(&k, "", number);
		i = names_find(&u->pairkey, k.s, k.len);
	}
	free(k.s);
	return i < 0 ? NULL : &u->pair[i];
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
		/*
		 * The table's SCORE is what was scored (the published points
		 * follow it); the contract is the usual typo.  Keep the SCORE
		 * and say so, or refuse (--score-mismatch refuse).
		 */
		char msg[400];

		snprintf(msg, sizeof msg, "SCORE %s disagrees with %s by %s taking %s tricks, which "
		    "scores %ld for NS on board %ld", score->s, c, l->f[L_DECL].s ? l->f[L_DECL].s : "",
		    l->f[L_TRICKS].s ? l->f[L_TRICKS].s : "0", computed, board);
		if (u->refuse_mismatch || !int_parse(score->s, score->len, -10000, 10000, &given))
			xml_bad(&u->x, l->at_line, l->at_col, "%s", msg);
		warnx_rp("%s:%lu:%lu: warning: %s: scored by the SCORE (--score-mismatch refuse "
		    "stops here)", u->x.file, l->at_line, l->at_col, msg);
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
void
usebio_section_end(struct usebio *u)
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
		sb_add(u->all, row.s, row.len);	/* written at the run's end */
		at += len + 1;
	}
	usebio_field_section(u);
	u->rows.len = 0;
	u->most = 0;
	free(row.s);
}

/* </BOARD>: each traveller line checked, then written. */
void
usebio_board_end(struct usebio *u)
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
			usebio_pair_key(&k, u->winners == 2 ? (side ? "EW" : "NS") : "", id->s);
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
		put(u, ns && ns->f[P_HCP].s ? ns->f[P_HCP].s : "", ns ? ns->f[P_HCP].len : 0);
		put(u, ew && ew->f[P_HCP].s ? ew->f[P_HCP].s : "", ew ? ew->f[P_HCP].len : 0);
		sb_add(&u->rows, "\n", 1);	/* then `tables` (section), `scoring_field` (session) */
		usebio_field_line(u, l);
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
}
