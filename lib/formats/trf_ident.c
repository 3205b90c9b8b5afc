/*
 * trf_ident.c - parse -f trf's players as ids across the files read: a
 * player is its FIDE number where it has one, else its name, which must
 * be neither a numbered player's nor another unnumbered one's; a clash
 * is refused naming both lines.  Apart from the rows (trf_out.c), which
 * write what this has checked, and from the lines (trf.c).
 */
#include "trf.h"
#include "names.h"
#include "rp.h"

#include <stdlib.h>
#include <string.h>

struct seen {
	struct names n;
	const struct trf **file;	/* per name: where it was first */
	const struct tplayer **p;
	size_t cap;
};

/* Name s in set t, noting where; returns the earlier entry, or -1 when new. */
static int
note(struct seen *t, const char *s, const struct trf *f, const struct tplayer *p)
{
	int added, id = names_intern(&t->n, s, strlen(s), &added);

	if (!added)
		return id;
	xgrow(&t->file, &t->cap, (size_t)id + 1, sizeof *t->file);
	t->p = xrealloc(t->p, t->cap * sizeof *t->p);
	t->file[id] = f;
	t->p[id] = p;
	return -1;
}

static void
seen_free(struct seen *t)
{
	names_free(&t->n);
	free(t->file);
	free(t->p);
}

static void __attribute__((noreturn))
clash(const struct trf *f, const struct tplayer *p, const struct trf *g, const struct tplayer *q,
    const char *why)
{
	die_data("%s:%lu: player \"%s\"%s%s, and %s:%lu: player \"%s\"%s%s: %s", f->path, p->line,
	    p->name, p->id ? ", FIDE number " : " (no FIDE number)", p->id ? p->id : "",
	    g->path, q->line, q->name, q->id ? ", FIDE number " : " (no FIDE number)",
	    q->id ? q->id : "", why);
}

/*
 * Within a file a FIDE number and an unnumbered name are each one line;
 * across the files an unnumbered name is never a numbered player's name
 * (both would be written, one as a number, one as a name: one person as
 * two, or two people as one).
 */
void
trf_check_identity(const struct trf *t, size_t nt)
{
	struct seen numbered = { 0 }, plain = { 0 }, named = { 0 };
	size_t i, k;
	int id;

	names_init(&named.n);
	names_init(&plain.n);
	for (i = 0; i < nt; i++) {
		names_init(&numbered.n);
		for (k = 0; k < t[i].n; k++) {
			const struct tplayer *p = &t[i].p[k];

			if (p->id && (id = note(&numbered, p->id, &t[i], p)) >= 0)
				clash(numbered.file[id], numbered.p[id], &t[i], p, "one FIDE number "
				    "on two lines of a tournament");
			if (p->id)
				(void)note(&named, p->name, &t[i], p);
			else if ((id = note(&plain, p->name, &t[i], p)) >= 0 && plain.file[id] == &t[i])
				clash(&t[i], plain.p[id], &t[i], p, "two players of one name without FIDE "
				    "numbers would be one player: give their FIDE numbers, or names that differ");
			if (!p->id && p->name[strspn(p->name, "0123456789")] == '\0')
				clash(&t[i], p, &t[i], p, "a name of digits would read as a FIDE number");
		}
		seen_free(&numbered);
		memset(&numbered, 0, sizeof numbered);
	}
	for (i = 0; i < plain.n.n; i++)
		if ((id = names_find(&named.n, names_str(&plain.n, (int)i),
		    names_len(&plain.n, (int)i))) >= 0)
			clash(plain.file[i], plain.p[i], named.file[id], named.p[id], "a player without a "
			    "FIDE number has the name of a numbered one: one person as two players, or two "
			    "as one; give the FIDE number, or a name that differs");
	seen_free(&plain);
	seen_free(&named);
}
