/* utf8.c - text that goes into JSON and CSV is valid UTF-8. */
#include "simtlab/report.h"

#include <stdlib.h>
#include <string.h>

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
        size_t n = sl_utf8_seq_len((const char *)p);
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
