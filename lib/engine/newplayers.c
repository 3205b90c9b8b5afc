/*
 * newplayers.c - a night none of whose players is in the prior.
 *
 * A prior with rows of a type, and an input whose players of that type
 * match none of them: every player starts unrated and the list goes
 * unused, the run "succeeds".  The usual cause is two keys for one
 * player: a list keyed by FIDE id (parse -f fide-list, -f trf) and a
 * night keyed by name (a PGN without WhiteFideId), or the reverse.
 * Refused, naming what each side's players look like, unless the
 * players are new on purpose (--new-players).
 */
#include "engine_run.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

/* Rows r0..r0+n of type tid whose player has a prior row: counted. */
void
eng_note_known(struct eng *e, int tid, const int *key, size_t n)
{
	size_t r;

	if (!e->prior_rows)
		return;
	if ((size_t)tid >= e->tkcap) {
		size_t old = e->tkcap;

		xgrow(&e->type_known, &e->tkcap, (size_t)tid + 1, sizeof *e->type_known);
		memset(e->type_known + old, 0, (e->tkcap - old) * sizeof *e->type_known);
	}
	for (r = 0; r < n; r++)
		if ((size_t)key[r] < e->plcap && e->prior_line[key[r]])
			e->type_known[tid]++;
}

/* "ids (1503014, 4100018, ...)" or "names (Carlsen, Magnus, ...)": the
 * players of type tid in the prior (prior 1) or only in the input. */
static void
players_text(const struct eng *e, int tid, int prior, struct strbuf *sb)
{
	size_t k, n = 0, digits = 0, shown = 0;
	struct strbuf some = { 0 };

	for (k = 0; k < e->nkeys; k++) {
		const char *p;

		if (e->key_tid[k] != tid || (k < e->plcap && e->prior_line[k]) != !!prior)
			continue;
		p = eng_player(e, e->key_pid[k]);
		n++;
		digits += *p && p[strspn(p, "0123456789")] == '\0';
		if (shown++ < 3) {
			sb_adds(&some, shown > 1 ? "; " : "");
			sb_adds(&some, p);
		}
	}
	sb_adds(sb, digits == n ? "numbers, ids (" : digits ? "ids and names (" : "names (");
	sb_adds(sb, some.s ? some.s : "");
	sb_adds(sb, shown > 3 ? "; ...)" : ")");
	free(some.s);
}

void
eng_check_players(const struct eng *e)
{
	struct strbuf pr = { 0 }, in = { 0 };
	size_t t;

	if (!e->prior || !e->prior_rows || eng_prior.new_players)
		return;
	for (t = 0; t < e->types.n; t++) {
		if (!e->type_games[t] || !e->type_prior[t] ||
		    (t < e->tkcap && e->type_known[t]))
			continue;
		players_text(e, (int)t, 1, &pr);
		players_text(e, (int)t, 0, &in);
		tsv_out_abort();
		die_data("%s: no player of type \"%s\" in the input has a row in the prior, which "
		    "has %lu of that type: the prior's players are %s, the input's are %s; key "
		    "both the same way (parse(1), \"Player keys\": a FIDE id where the format "
		    "carries one), or give --new-players when they are all new", e->prior,
		    names_str(&e->types, (int)t), e->type_prior[t], pr.s, in.s);
	}
}
