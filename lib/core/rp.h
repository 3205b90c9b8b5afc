/*
 * rp.h - what every ratepipe program shares: diagnostics, exit codes,
 * checked allocation.
 *
 * Diagnostics follow err(3): "prog: message".  Data errors exit 1,
 * usage errors exit 2.  Before a data error exits, the rows already
 * completed on stdout are flushed and the partial row is dropped, so
 * a consumer never sees half a record (see tsv_out_abort).
 */
#ifndef RP_H
#define RP_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#define RP_VERSION "0.1.0"

enum { EXIT_DATA = 1, EXIT_USAGE = 2 };

extern const char *rp_progname;

void rp_init(const char *argv0);

/* Run by die_data, die_sys and die_at before they exit: the TSV writer
 * sets it to tsv_out_abort once it buffers output (NULL until then). */
extern void (*rp_die_hook)(void);

/* Set by the TSV writer where it is linked: the text stdio holds for
 * the standard output at exit (--help, --params) written in whole lines
 * like rows (0, or -1 with errno). */
extern int (*rp_text_rows)(const char *p, size_t n);

/* Bad data: exit 1.  The message is printed as given, after "prog: ". */
void die_data(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
/* Bad usage: exit 2, with a pointer to --help. */
void die_usage(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
/* A system call failed: exit 1 with strerror(errno) appended. */
void die_sys(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
void warnx_rp(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Bad data at path:line:col of a file that is not TSV (col 0: the line): exit 1. */
void die_at(const char *path, unsigned long line, size_t col, const char *fmt, ...)
	__attribute__((noreturn, format(printf, 4, 5)));
void vdie_at(const char *path, unsigned long line, size_t col, const char *fmt, va_list ap)
	__attribute__((noreturn, format(printf, 4, 0)));

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
/* Grow *p (holding *cap elements of size sz) so it holds at least need. */
void xgrow(void *pp, size_t *cap, size_t need, size_t sz);
/* The same, the new elements zeroed. */
void xgrow_zero(void *pp, size_t *cap, size_t need, size_t sz);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

/* Standard --version line. */
void print_version(void);

#endif
