/*
 * idcheck.c - the ids of a row, checked the same at every stage (idcheck.h).
 */
#include "idcheck.h"
#include "ident.h"

#include <stdio.h>
#include <string.h>

void
idcheck_field(const struct tsv_in *in, int col, const char *what)
{
	struct ident_fault_at f;
	char why[320];
	size_t n;

	if (in->flen[col] == 0)
		tsv_bad_field(in, col, what);
	if (ident_check(in->f[col], in->flen[col], &f))
		return;
	ident_explain(&f, in->f[col], in->flen[col], what, why, sizeof why);
	n = strlen(why);
	snprintf(why + n, sizeof why - n, "; parse writes it so");
	tsv_bad_field(in, col, why);
}

void
idcheck_list_row(const struct tsv_in *in, int c_type, int c_player)
{
	idcheck_field(in, c_type, "a game type");
	idcheck_field(in, c_player, "a player name");
}
