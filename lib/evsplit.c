/*
 * evsplit.c - events split between runs, and events coming back within
 * one run (see evsplit.h).
 */
#include "evsplit.h"
#include "rp.h"

#include <string.h>

void
evsplit_init(struct evsplit *es)
{
	memset(es, 0, sizeof *es);
	names_init(&es->ids);
}

void
evsplit_free(struct evsplit *es)
{
	names_free(&es->ids);
}

int
evsplit_prior_row(struct evsplit *es, const struct tsv_in *in, int col)
{
	if (col < 0 || in->flen[col] == 0)
		return 0;
	return names_intern(&es->ids, in->f[col], in->flen[col], NULL) + 1;
}

void
evsplit_prior_done(struct evsplit *es, const char *path)
{
	es->nprior = (int)es->ids.n;
	es->prior = path;
}

int
evsplit_start(struct evsplit *es, const struct game_reader *gr)
{
	const char *ev = gr->g.event;
	size_t n = strlen(ev);
	int id;

	if (n == 0)
		return 0;
	id = names_find(&es->ids, ev, n);
	if (id >= 0 && id < es->nprior)
		game_bad_row(gr, 0,
		    "event \"%s\" is already rated, at least in part, in the prior ratings file %s "
		    "(the last event of players there): an event is one rating period and cannot "
		    "be split between runs; cut histories between events, or re-rate from a "
		    "ratings file made before this event", ev, es->prior);
	if (id >= 0)
		game_bad_row(gr, 0,
		    "event \"%s\" comes back after another event; an event's games must stand together (it is one rating period)",
		    ev);
	return names_intern(&es->ids, ev, n, NULL) + 1;
}

void
evsplit_put(const struct evsplit *es, struct strbuf *sb, int ev1)
{
	if (ev1 > 0)
		sb_add(sb, names_str(&es->ids, ev1 - 1), names_len(&es->ids, ev1 - 1));
}
