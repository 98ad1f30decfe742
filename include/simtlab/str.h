/* str.h - a growing string: printf onto its end. Running out of memory
 * sets oom and stops it growing (every later printf is dropped), so a
 * writer checks once at the end instead of after every line. */
#ifndef SIMTLAB_STR_H
#define SIMTLAB_STR_H

#include <stdbool.h>
#include <stddef.h>

typedef struct sl_str {
    char *s;        /* NUL-terminated once anything is written; NULL before */
    size_t n, cap;
    bool oom;
} sl_str;

void sl_str_printf(sl_str *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The text so far: "" when nothing was written. */
const char *sl_str_text(const sl_str *b);

void sl_str_free(sl_str *b);

#endif
