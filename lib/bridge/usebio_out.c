/*
 * usebio_out.c - `rank -m bridge --usebio`: the scored session written
 * back as USEBIO 1.2 XML, so that a session scored here can go to a
 * federation's results and grading systems: the event, one SESSION and
 * SECTION per value of those columns, each section's PARTICIPANTS (pair,
 * direction, players' names and numbers, the computed total, percentage
 * and place, a handicap pairs event's HANDICAP as read; the percentage
 * stays the unhandicapped one) and its BOARDs (each traveller line with its contract,
 * declarer, lead, tricks, score and the computed points, full precision,
 * and a Butler board's datum as BOARD_AVERAGE).  parse -f usebio reads
 * it back: the computed values come back as the published ones.
 *
 * The rows come from the spool bridge_rank.c wrote while reading: one
 * pass finds each section's runs of rows, then each run is read again
 * in its section's turn.  Memory holds the pairs and the runs, never
 * the rows.
 */
#include "brank.h"
#include "contract.h"
#include "num.h"
#include "rp.h"
#include "tsv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The spooled stream: its header's columns, and one line split at TABs. */
struct spool {
	FILE *f;
	char *line;
	size_t cap;
	char **f_;
	size_t nf, fcap;
	char **col;
	size_t ncol;
};

static int
spool_line(struct spool *s)
{
	ssize_t n = getline(&s->line, &s->cap, s->f);
	char *p;

	if (n <= 0)
		return 0;
	if (s->line[n - 1] == '\n')
		s->line[--n] = '\0';
	s->nf = 0;
	for (p = s->line;; p++) {
		char *t = strchr(p, '\t');

		xgrow(&s->f_, &s->fcap, s->nf + 1, sizeof *s->f_);
		s->f_[s->nf++] = p;
		if (!t)
			break;
		*t = '\0';
		p = t;
	}
	return 1;
}

static int
spool_col(const struct spool *s, const char *name)
{
	size_t i;

	for (i = 0; i < s->ncol; i++)
		if (strcmp(s->col[i], name) == 0)
			return (int)i;
	return -1;
}

static const char *
field(const struct spool *s, int c)
{
	return c >= 0 && (size_t)c < s->nf ? s->f_[c] : "";
}

/* Text with & < > " ' as entities. */
static void
put_text(const char *t)
{
	for (; *t; t++) {
		size_t run = strcspn(t, "&<>\"'");

		tsv_put_raw(t, run);
		t += run;
		switch (*t) {
		case '&': tsv_put_raw("&amp;", 5); break;
		case '<': tsv_put_raw("&lt;", 4); break;
		case '>': tsv_put_raw("&gt;", 4); break;
		case '"': tsv_put_raw("&quot;", 6); break;
		case '\'': tsv_put_raw("&apos;", 6); break;
		default: return;
		}
	}
}

static void
raw(const char *s)
{
	tsv_put_raw(s, strlen(s));
}

/* <NAME>text</NAME> on a line of its own, indented; nothing when empty. */
static void
element(int indent, const char *name, const char *text)
{
	static const char spaces[] = "            ";

	if (!text || !*text)
		return;
	tsv_put_raw(spaces, (size_t)indent);
	raw("<");
	raw(name);
	raw(">");
	put_text(text);
	raw("</");
	raw(name);
	tsv_put_rows(">\n", 2);
}

static void
element_num(int indent, const char *name, double v)
{
	char b[32];

	num_format(v + 0.0, b);
	element(indent, name, b);
}

/* The players of a pair: names and numbers split at " & ". */
static void
players(const struct pair *p)
{
	const char *n = p->names ? p->names : "", *id = p->numbers ? p->numbers : "";

	while (*n || *id) {
		const char *ne = strstr(n, " & "), *ie = strstr(id, " & ");
		char *name = xstrndup(n, ne ? (size_t)(ne - n) : strlen(n));
		char *num = xstrndup(id, ie ? (size_t)(ie - id) : strlen(id));

		tsv_put_rows("      <PLAYER>\n", 15);
		element(8, "PLAYER_NAME", name);
		if (strcmp(num, "-") != 0)
			element(8, "NATIONAL_ID_NUMBER", num);
		tsv_put_rows("      </PLAYER>\n", 16);
		free(name);
		free(num);
		n = ne ? ne + 3 : n + strlen(n);
		id = ie ? ie + 3 : id + strlen(id);
	}
}

static void
participants(const struct state *st, const struct pair *sorted, const char *section)
{
	size_t i;

	tsv_put_rows("  <PARTICIPANTS>\n", 17);
	for (i = 0; i < st->pairs.n; i++) {
		const struct pair *p = &sorted[i];
		char b[32];

		if (strcmp(p->section, section) != 0)
			continue;
		tsv_put_rows("    <PAIR>\n", 11);
		element(6, "PAIR_NUMBER", p->id);
		element(6, "DIRECTION", p->dir);
		players(p);
		element_num(6, "TOTAL_SCORE", p->final);
		if (st->mp && p->max > 0)
			element_num(6, "PERCENTAGE", 100 * p->final / (p->max * p->factor));
		snprintf(b, sizeof b, "%ld", p->pos);
		element(6, "PLACE", b);
		if (st->has_hcp && p->hcp != 0)	/* as read; 0 is written by none */
			element_num(6, "HANDICAP", p->hcp);
		tsv_put_rows("    </PAIR>\n", 12);
	}
	tsv_put_rows("  </PARTICIPANTS>\n", 18);
}

/* A score as USEBIO files write it: A6040 for an artificial one. */
static void
score_text(const char *s, char *out, size_t cap)
{
	struct artificial a;

	if (artificial_parse(s, strlen(s), &a) && a.kind[0] == ART_PCT && a.pct[0] == (int)a.pct[0] &&
	    a.pct[1] == (int)a.pct[1] && a.pct[0] < 100 && a.pct[1] < 100)
		snprintf(out, cap, "A%02d%02d", (int)a.pct[0], (int)a.pct[1]);
	else
		snprintf(out, cap, "%s", s);
}

/* The tricks of a row's `result`: tricks taken, or =, +1, -2 read so. */
static void
tricks_text(const char *contract, const char *result, char *out, size_t cap)
{
	struct contract ct;
	int tricks;

	out[0] = '\0';
	if (contract_parse(contract, strlen(contract), &ct) && ct.level > 0 &&
	    result_parse(result, strlen(result), &ct, &tricks))
		snprintf(out, cap, "%d", tricks);
}

struct line_cols {
	int board, ns, ew, contract, declarer, lead, result, score, vns, vew, datum, session, section;
};

/*
 * A run of spooled rows of one section: where it starts and how many.
 * A section's rows usually come together, one run; rows of sections
 * interleaved make more, each read once.
 */
struct run {
	size_t section;
	long at;
	size_t rows;
};

static void
board_line(const struct spool *sp, const struct line_cols *c, const char *const *pt)
{
	char buf[64];

	tsv_put_rows("    <TRAVELLER_LINE>\n", 21);
	element(6, "NS_PAIR_NUMBER", field(sp, c->ns));
	element(6, "EW_PAIR_NUMBER", field(sp, c->ew));
	element(6, "CONTRACT", field(sp, c->contract));
	element(6, "PLAYED_BY", field(sp, c->declarer));
	element(6, "LEAD", field(sp, c->lead));
	tricks_text(field(sp, c->contract), field(sp, c->result), buf, sizeof buf);
	element(6, "TRICKS", buf);
	score_text(field(sp, c->score), buf, sizeof buf);
	element(6, "SCORE", buf);
	element(6, pt[0], field(sp, c->vns));
	element(6, pt[1], field(sp, c->vew));
	tsv_put_rows("    </TRAVELLER_LINE>\n", 22);
}

/* Section k's BOARDs: its runs read again from the spool. */
static void
board_lines(const struct state *st, struct spool *sp, const struct line_cols *c,
    const struct run *run, size_t nrun, size_t k)
{
	static const char *const pts[3][2] = {
		{ "NS_MATCH_POINTS", "EW_MATCH_POINTS" }, { "NS_BUTLER_POINTS", "EW_BUTLER_POINTS" },
		{ "NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS" },
	};
	const char *const *pt = pts[st->mp ? 0 : st->butler ? 1 : 2];
	char *board = NULL;
	size_t r, j;

	for (r = 0; r < nrun; r++) {
		if (run[r].section != k)
			continue;
		if (fseek(sp->f, run[r].at, SEEK_SET) != 0)
			die_sys("rank -m bridge --usebio: the spool of the rows");
		for (j = 0; j < run[r].rows && spool_line(sp); j++) {
			if (!board || strcmp(board, field(sp, c->board)) != 0) {
				if (board)
					tsv_put_rows("  </BOARD>\n", 11);
				free(board);
				board = xstrdup(field(sp, c->board));
				tsv_put_rows("  <BOARD>\n", 10);
				element(4, "BOARD_NUMBER", board);
				element(4, "BOARD_AVERAGE", field(sp, c->datum));
			}
			board_line(sp, c, pt);
		}
	}
	if (board)
		tsv_put_rows("  </BOARD>\n", 11);
	free(board);
}

/* DD/MM/YYYY, USEBIO 1.2's date, from the stream's YYYY-MM-DD. */
static void
event_head(const struct state *st, struct spool *sp)
{
	static const char *const type[] = { "MP_PAIRS", "BUTLER_PAIRS", "CROSS_IMP" };
	static const char *const method[] = { "MATCH_POINTS", "BUTLER_IMPS", "CROSS_IMPS" };
	int k = st->mp ? 0 : st->butler ? 1 : 2, c;
	const char *date;
	char d[16];

	rewind(sp->f);
	spool_line(sp);
	spool_line(sp);
	tsv_put_rows("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<USEBIO Version=\"1.2\">\n", 62);
	if (*field(sp, spool_col(sp, "club"))) {
		tsv_put_rows("<CLUB>\n", 7);
		element(2, "CLUB_NAME", field(sp, spool_col(sp, "club")));
		tsv_put_rows("</CLUB>\n", 8);
	}
	raw("<EVENT EVENT_TYPE=\"");
	raw(type[k]);
	tsv_put_rows("\">\n", 3);
	element(2, "EVENT_IDENTIFIER", field(sp, spool_col(sp, "event")));
	c = spool_col(sp, "title");
	element(2, "EVENT_DESCRIPTION", field(sp, c >= 0 ? c : spool_col(sp, "event")));
	element(2, "PROGRAM_NAME", "ratepipe");
	element(2, "PROGRAM_VERSION", RP_VERSION);
	date = field(sp, spool_col(sp, "date"));
	if (strlen(date) == 10 && date[4] == '-' && date[7] == '-') {
		snprintf(d, sizeof d, "%.2s/%.2s/%.4s", date + 8, date + 5, date);
		element(2, "DATE", d);
	}
	element(2, "WINNER_TYPE", st->apart ? "2" : "1");
	element(2, "BOARD_SCORING_METHOD", method[k]);
}

void
brank_usebio(struct state *st, const struct pair *sorted)
{
	struct spool sp = { 0 };
	struct line_cols c;
	struct names seen;
	struct run *run = NULL;
	char *key, *(*sec)[2] = NULL;	/* each section's session and section */
	size_t i, nrun = 0, runcap = 0, nsec = 0, seccap = 0;

	sp.f = st->spool;
	rewind(sp.f);
	if (!spool_line(&sp))
		die_data("rank -m bridge --usebio: no input");
	sp.ncol = sp.nf;
	sp.col = xmalloc(sp.ncol * sizeof *sp.col);
	for (i = 0; i < sp.ncol; i++)
		sp.col[i] = xstrdup(sp.f_[i]);
	c.board = spool_col(&sp, "board");
	c.ns = spool_col(&sp, "ns");
	c.ew = spool_col(&sp, "ew");
	c.contract = spool_col(&sp, "contract");
	c.declarer = spool_col(&sp, "declarer");
	c.lead = spool_col(&sp, "lead");
	c.result = spool_col(&sp, "result");
	c.score = spool_col(&sp, "score");
	c.vns = spool_col(&sp, st->mp ? "mp_ns" : "imp_ns");
	c.vew = spool_col(&sp, st->mp ? "mp_ew" : "imp_ew");
	c.datum = spool_col(&sp, "datum");
	c.session = spool_col(&sp, "session");
	c.section = spool_col(&sp, "section");
	event_head(st, &sp);
	/* each (session, section) in the order the rows first name it */
	names_init(&seen);
	rewind(sp.f);
	spool_line(&sp);
	for (;;) {
		long at = ftell(sp.f);
		int k, added;

		if (!spool_line(&sp))
			break;
		key = xmalloc(strlen(field(&sp, c.session)) + strlen(field(&sp, c.section)) + 2);
		sprintf(key, "%s\t%s", field(&sp, c.session), field(&sp, c.section));
		k = names_intern(&seen, key, strlen(key), &added);
		free(key);
		if (added) {
			xgrow(&sec, &seccap, nsec + 1, sizeof *sec);
			sec[nsec][0] = xstrdup(field(&sp, c.session));
			sec[nsec++][1] = xstrdup(field(&sp, c.section));
		}
		if (nrun && run[nrun - 1].section == (size_t)k) {
			run[nrun - 1].rows++;
		} else {
			xgrow(&run, &runcap, nrun + 1, sizeof *run);
			run[nrun].section = (size_t)k;
			run[nrun].at = at;
			run[nrun++].rows = 1;
		}
	}
	for (i = 0; i < nsec; i++) {
		const char *session = sec[i][0], *section = sec[i][1];

		if (*session) {
			raw("<SESSION SESSION_ID=\"");
			put_text(session);
			tsv_put_rows("\">\n", 3);
		}
		if (*section) {
			raw("<SECTION SECTION_ID=\"");
			put_text(section);
			tsv_put_rows("\">\n", 3);
		}
		participants(st, sorted, section);
		board_lines(st, &sp, &c, run, nrun, i);
		if (*section)
			tsv_put_rows("</SECTION>\n", 11);
		if (*session)
			tsv_put_rows("</SESSION>\n", 11);
		free(sec[i][0]);
		free(sec[i][1]);
	}
	free(sec);
	free(run);
	tsv_put_rows("</EVENT>\n</USEBIO>\n", 19);
	names_free(&seen);
	for (i = 0; i < sp.ncol; i++)
		free(sp.col[i]);
	free(sp.col);
	free(sp.f_);
	free(sp.line);
}
