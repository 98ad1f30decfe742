/* str.c - a growing string (str.h). */
#include "simtlab/str.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sl_str_printf(sl_str *b, const char *fmt, ...)
{
    if (b->oom)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        const size_t room = b->cap - b->n;
        const int k = vsnprintf(b->s ? b->s + b->n : NULL, room, fmt, ap);
        va_end(ap);
        if (k < 0) {
            b->oom = true;
            return;
        }
        if ((size_t)k < room) {
            b->n += (size_t)k;
            return;
        }
        size_t cap = b->cap ? b->cap * 2 : 1024;
        while (cap - b->n <= (size_t)k)
            cap *= 2;
        char *s = realloc(b->s, cap);
        if (!s) {
            b->oom = true;
            return;
        }
        b->s = s;
        b->cap = cap;
    }
}

const char *sl_str_text(const sl_str *b)
{
    return b->s ? b->s : "";
}

void sl_str_free(sl_str *b)
{
    free(b->s);
    memset(b, 0, sizeof *b);
}

void sl_str_list_add_once(char *list, size_t cap, const char *name, size_t n, const char *why)
{
    const size_t used = strlen(list);
    char one[200];
    snprintf(one, sizeof one, "%.*s%s", (int)(n > 60 ? 60 : n), name, why);
    if (!strstr(list, one) && used < cap)
        snprintf(list + used, cap - used, "%s%s", used ? ", " : "", one);
}

size_t sl_utf8_seq_len(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    unsigned char c = p[0];
    if (c < 0x80)
        return 1;
    size_t n;
    /* the second byte's range depends on the first: no overlongs, no
     * surrogates, nothing past U+10FFFF */
    unsigned char lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0)
            lo = 0xA0;
        else if (c == 0xED)
            hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0)
            lo = 0x90;
        else if (c == 0xF4)
            hi = 0x8F;
    } else
        return 0;
    if (p[1] < lo || p[1] > hi)
        return 0;
    for (size_t i = 2; i < n; ++i)
        if (p[i] < 0x80 || p[i] > 0xBF)
            return 0;
    return n;
}

/* The unit of output for the text at p: a character kept as it is, or one
 * escape. Its bytes into unit (NUL-terminated); how many of p's bytes it
 * stands for into *used. */
static size_t escape_unit(const char *p, unsigned flags, char unit[8], size_t *used)
{
    const unsigned char c = (unsigned char)p[0];
    const size_t n = sl_utf8_seq_len(p);
    const bool keep_line = (flags & SL_ESC_LINES) && (c == '\n' || c == '\t');
    const bool c1 = n == 2 && c == 0xC2 && (unsigned char)p[1] <= 0x9F;
    *used = n ? n : 1;
    if (c1)   /* U+0080..U+009F: CSI and friends */
        return (size_t)snprintf(unit, 8, "\\x%02X", (unsigned char)p[1]);
    if (!n || ((c < 0x20 || c == 0x7F) && !keep_line))
        return (size_t)snprintf(unit, 8, "\\x%02X", c);
    memcpy(unit, p, n);
    unit[n] = '\0';
    return n;
}

void sl_str_escape(sl_str *b, const char *in, unsigned flags)
{
    if (!in)
        return;
    const char *p = in;
    while (*p && !b->oom) {
        /* a run of plain printable ASCII in one go: most text is nothing else */
        const char *q = p;
        while ((unsigned char)*q >= 0x20 && (unsigned char)*q < 0x7F)
            ++q;
        if (q > p) {
            sl_str_printf(b, "%.*s", (int)(q - p), p);
            p = q;
            continue;
        }
        char unit[8];
        size_t used;
        escape_unit(p, flags, unit, &used);
        sl_str_printf(b, "%s", unit);
        p += used;
    }
}

/* in escaped into out, cut on a whole unit; name: '/' and a leading '.' too */
static size_t escape_cut(const char *in, bool name, char *out, size_t len)
{
    size_t o = 0;
    if (!len)
        return 0;
    const char *start = in ? in : "";
    for (const char *p = start; *p;) {
        char unit[8];
        size_t used = 1;
        const size_t k = name && (*p == '/' || (*p == '.' && p == start))
                             ? (size_t)snprintf(unit, sizeof unit, "\\x%02X", (unsigned char)*p)
                             : escape_unit(p, 0, unit, &used);
        if (o + k >= len)
            break;
        memcpy(out + o, unit, k);
        o += k;
        p += used;
    }
    out[o] = '\0';
    return o;
}

size_t sl_str_escape_ctrl(const char *in, char *out, size_t len)
{
    return escape_cut(in, false, out, len);
}

size_t sl_str_escape_name(const char *in, char *out, size_t len)
{
    return escape_cut(in, true, out, len);
}
