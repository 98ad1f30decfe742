/* utf8.c - text that goes into JSON and CSV is valid UTF-8. */
#include "simtlab/report.h"

#include <stdlib.h>
#include <string.h>

/* Length of the well-formed sequence at p (1..4), or 0 when p does not
 * start one. Table 3-7 of the Unicode standard: the second byte's range
 * depends on the first, which rules out overlongs and surrogates. */
static size_t seq_len(const unsigned char *p)
{
    unsigned char c = p[0];
    if (c < 0x80)
        return 1;
    size_t n;
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

char *sl_utf8_dup(const char *s)
{
    if (!s)
        s = "";
    size_t len = strlen(s);
    /* at worst every byte becomes the 3-byte U+FFFD */
    char *out = malloc(3 * len + 1);
    if (!out)
        return NULL;
    const unsigned char *p = (const unsigned char *)s;
    size_t o = 0;
    while (*p) {
        size_t n = seq_len(p);
        if (n) {
            memcpy(out + o, p, n);
            o += n;
            p += n;
        } else {
            memcpy(out + o, "\xEF\xBF\xBD", 3);
            o += 3;
            ++p;
        }
    }
    out[o] = '\0';
    return out;
}

size_t sl_str_escape_ctrl(const char *in, char *out, size_t len)
{
    size_t o = 0;
    if (!len)
        return 0;
    for (const unsigned char *p = (const unsigned char *)in; *p && o + 1 < len; ++p) {
        /* C0 controls, DEL, and C1 controls written as UTF-8 (C2 80..C2 9F):
         * what a terminal would act on */
        const bool c1 = p[0] == 0xC2 && p[1] >= 0x80 && p[1] <= 0x9F;
        if (*p < 0x20 || *p == 0x7F || c1) {
            if (o + 5 >= len)
                break;
            o += (size_t)snprintf(out + o, len - o, "\\x%02X", c1 ? p[1] : *p);
            p += c1;
        } else {
            out[o++] = (char)*p;
        }
    }
    out[o] = '\0';
    return o;
}
