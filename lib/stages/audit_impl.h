/*
 * audit_impl.h - inside `rank --audit` (lib/stages/audit*.c): labels,
 * entries (a computed or published (type, player)), the published rows
 * and lists, and what the files share: the lists read (audit_lists.c),
 * the verdicts and departures (audit_verdict.c), the rows written
 * (audit_out.c), the run (audit.c).
 */
#ifndef AUDIT_IMPL_H
#define AUDIT_IMPL_H

#include "names.h"
#include "strbuf.h"
#include "tsv.h"

#include <stddef.h>

#define RULES_COL "_model"	/* rate's column naming the rules (engine_run.h) */

/* When a list was published: a date and a round of it (NO_ROUND: none). */
struct label {
	long date;		/* LONG_MIN: none */
	long round;
};
#define NO_ROUND (-1L)

enum verdict { V_EQUAL, V_ROUNDED, V_DIFFERENT, V_UNPUBLISHED, V_UNLISTED, V_UNCOMPUTED,
	V_NONE, NVERDICT };

/* A history row of a different player. */
struct hrow {
	struct label at;
	double before, after;
	int has_before;
	int event, game;	/* in struct audit.ids */
};

struct entry {
	char *type, *player;
	int computed;		/* in the computed list */
	double rating;
	int decimals;
	int listed;		/* of a status the published lists hold */
	enum verdict v;
	double published;
	struct hrow *h;		/* its history, when different */
	size_t nh, hcap;
	int departs;		/* list index, or -1 */
	size_t from, to;	/* the period's rows h[from..to) */
};

struct prow {			/* a published row */
	struct label at;
	int id;
	double rating;
	const char *path;
	unsigned long line;
};

struct plist {
	struct label at;
	size_t first, n;	/* rows of struct audit.rows */
};

struct audit {
	struct names keys;	/* "type\tplayer" -> entry */
	struct strbuf key;
	struct entry *e;
	size_t n, cap;
	struct prow *rows;
	size_t nrows, rowcap;
	struct plist *lists;
	size_t nlists;
	struct names ids;	/* events and games of the history */
	int decimals;		/* --decimals, or -1: from _model */
	char **listed;		/* --listed, NULL-ended; NULL: every status */
};

/* audit_lists.c */
int audit_at_or_before(const struct label *r, const struct label *l);
int audit_label_cmp(const struct label *a, const struct label *b);
size_t audit_label_prefix(const char *arg, struct label *l);
void audit_label_text(const struct label *l, struct strbuf *sb);
void audit_load_computed(struct audit *a, int npaths, char **paths);
void audit_load_published(struct audit *a, const char *arg);
void audit_make_lists(struct audit *a);
const struct prow *audit_published(const struct audit *a, const struct plist *l, int id);
void audit_row_key(struct audit *a, const struct tsv_in *in, int c_type, int c_player);

/* audit_verdict.c */
void audit_departure(struct audit *a, struct entry *x, int id);
void audit_load_history(struct audit *a, const char *path, int rounds);
void audit_verdicts(struct audit *a);

/* audit_out.c */
extern const char *const audit_verdict_name[];
void audit_free(struct audit *a);
void audit_write_rows(const struct audit *a, size_t count[NVERDICT]);

#endif
