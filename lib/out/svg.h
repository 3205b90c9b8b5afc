/*
 * svg.h - the pieces of `format --svg` (lib/out/svg*.c): the writer
 * every chart shares (svg_write.c), the rating-history chart
 * (svg.c) with its uncertainty bands (svg_bands.c), and the
 * reliability diagram of a calibration table (svg_cal.c).
 */
#ifndef SVG_H
#define SVG_H

#include <stddef.h>

struct format_opts;
struct tsv_in;

/* The plot box of every chart: x from LEFT to W - RIGHT, y from TOP to H - BOTTOM. */
enum { SVG_LEFT = 64, SVG_RIGHT = 200, SVG_TOP = 40, SVG_BOTTOM = 48 };

/* Text and numbers in the C locale, escaped where they are data. */
void svg_put(const char *s);
void svg_putf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void svg_put_escaped(const char *s);
/* The <?xml?> line and the opening <svg> of a W x H chart. */
void svg_open(const struct format_opts *o);
/* Series k's colour, and its stroke and dash attributes. */
const char *svg_colour(size_t k);
void svg_put_style(size_t k, const char *width);

/* The reliability diagram of rank --eval --calibration's table. */
void svg_calibration(struct tsv_in *in, const struct format_opts *o);

#endif
