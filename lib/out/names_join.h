/* names_join.h - format --names FILE: names by player id (names_join.c). */
#ifndef NAMES_JOIN_H
#define NAMES_JOIN_H

#include <stddef.h>

/* Read FILE's player and name columns (one name an id, or exit 1). */
void names_join_load(const char *path);
/* The name of player[0..n), or NULL when the file gives none. */
const char *names_join_get(const char *player, size_t n, size_t *len);
void names_join_free(void);

#endif
