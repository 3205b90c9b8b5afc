/*
 * strbuf.c - a growing string, for assembling fields and rows.
 */
#include "strbuf.h"
#include "num.h"
#include "rp.h"

#include <string.h>

void
sb_add(struct strbuf *sb, const char *s, size_t n)
{
	xgrow(&sb->s, &sb->cap, sb->len + n + 1, 1);
	memcpy(sb->s + sb->len, s, n);
	sb->len += n;
	sb->s[sb->len] = '\0';
}

void
sb_adds(struct strbuf *sb, const char *s)
{
	sb_add(sb, s, strlen(s));
}

void
sb_num(struct strbuf *sb, double x)
{
	char tmp[32];

	sb_add(sb, tmp, num_format(x, tmp));
}

void
sb_int(struct strbuf *sb, long long v)
{
	char tmp[24];

	sb_add(sb, tmp, int_format(v, tmp));
}

void
sb_tab(struct strbuf *sb)
{
	sb_add(sb, "\t", 1);
}

void
sb_date(struct strbuf *sb, long days)
{
	char tmp[11];

	date_format(days, tmp);
	sb_add(sb, tmp, 10);
}
