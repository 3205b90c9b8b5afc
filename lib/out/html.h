/*
 * html.h - the parts of a list page (lib/out/html.c) that say what its
 * columns are called and how they are laid out (html_style.c).
 */
#ifndef HTML_H
#define HTML_H

#include <stddef.h>

struct strbuf;

/* A column's label for people into buf (room for its name + 1). */
const char *html_label(const char *name, char *buf);
/* Where a key column of this name goes on a card's first line, or -1. */
int html_key_order(const char *name);
/* key[i] = 1 for a shown column that leads a row's card. */
void html_key_columns(char *const *head, size_t ncol, const char *hidden, char *key);
/* The stylesheet of a page with these columns into sb. */
void html_style(struct strbuf *sb, char *const *head, size_t ncol, const char *hidden,
    const char *key, int wide);

/* Shown columns past which a table is wide: cards below a desk's width. */
#define HTML_WIDE_COLUMNS 11

#endif
