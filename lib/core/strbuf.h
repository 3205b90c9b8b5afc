/*
 * strbuf.h - a growing string, for assembling fields and rows; numbers
 * and dates in the stream's text form (num.h).
 */
#ifndef STRBUF_H
#define STRBUF_H

#include <stddef.h>

struct strbuf {
	char *s;
	size_t len, cap;
};

void sb_add(struct strbuf *sb, const char *s, size_t n);
void sb_adds(struct strbuf *sb, const char *s);
void sb_num(struct strbuf *sb, double x);
void sb_int(struct strbuf *sb, long long v);
void sb_tab(struct strbuf *sb);
void sb_date(struct strbuf *sb, long days);

#endif
