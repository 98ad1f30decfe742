/* rowpack.c - result rows held packed (rowpack.h).
 *
 * A row is packed as runs: a count of literal bytes, the bytes, a count of
 * zero bytes, until the row's sizeof is covered. Counts are LEB128 (7 bits
 * a byte, the high bit for "more"), so a short run costs one byte. */
#include "simtlab/rowpack.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static int reserve(sl_rowpack *p, size_t more)
{
    if (p->len + more <= p->cap)
        return 0;
    size_t cap = p->cap ? p->cap : 1u << 16;
    while (cap < p->len + more)
        cap *= 2;
    unsigned char *g = realloc(p->buf, cap);
    if (!g)
        return -1;
    p->buf = g;
    p->cap = cap;
    return 0;
}

static size_t put_count(unsigned char *at, size_t v)
{
    size_t k = 0;
    do {
        unsigned char b = v & 0x7f;
        v >>= 7;
        at[k++] = (unsigned char)(b | (v ? 0x80 : 0));
    } while (v);
    return k;
}

static size_t get_count(const unsigned char *at, size_t *v)
{
    size_t k = 0, out = 0;
    unsigned shift = 0;
    for (;;) {
        const unsigned char b = at[k++];
        out |= (size_t)(b & 0x7f) << shift;
        if (!(b & 0x80))
            break;
        shift += 7;
    }
    *v = out;
    return k;
}

int sl_rowpack_add(sl_rowpack *p, const sl_row *r)
{
    if (p->n == p->ncap) {
        size_t cap = p->ncap ? 2 * p->ncap : 1024;
        size_t *g = realloc(p->off, cap * sizeof *g);
        if (!g)
            return -1;
        p->off = g;
        p->ncap = cap;
    }
    const unsigned char *src = (const unsigned char *)r;
    const size_t size = sizeof *r;
    /* worst case: every byte literal, two counts of at most 3 bytes a run */
    if (reserve(p, size + 16) != 0)
        return -1;
    const size_t start = p->len;
    unsigned char *w = p->buf + p->len;
    size_t i = 0;
    while (i < size) {
        /* a literal run ends at a run of 8 zeros (or the end): shorter
         * zero runs cost more as two counts than as bytes */
        size_t j = i, zeros = 0;
        while (j < size) {
            if (src[j] == 0) {
                if (++zeros == 8)
                    break;
            } else {
                zeros = 0;
            }
            ++j;
        }
        const size_t lit_end = j < size ? j + 1 - zeros : size;
        w += put_count(w, lit_end - i);
        memcpy(w, src + i, lit_end - i);
        w += lit_end - i;
        size_t z = lit_end;
        while (z < size && src[z] == 0)
            ++z;
        w += put_count(w, z - lit_end);
        i = z;
    }
    p->len = (size_t)(w - p->buf);
    p->off[p->n++] = start;
    return 0;
}

void sl_rowpack_get(const sl_rowpack *p, size_t i, sl_row *out)
{
    unsigned char *dst = (unsigned char *)out;
    const unsigned char *at = p->buf + p->off[i];
    const size_t size = sizeof *out;
    size_t o = 0;
    while (o < size) {
        size_t lit, zeros;
        at += get_count(at, &lit);
        memcpy(dst + o, at, lit);
        at += lit;
        o += lit;
        at += get_count(at, &zeros);
        memset(dst + o, 0, zeros);
        o += zeros;
    }
}

void sl_rowpack_truncate(sl_rowpack *p, size_t n)
{
    if (n < p->n) {
        p->len = p->off[n];
        p->n = n;
    }
}

void sl_rowpack_free(sl_rowpack *p)
{
    free(p->buf);
    free(p->off);
    memset(p, 0, sizeof *p);
}
