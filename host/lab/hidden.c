/* hidden.c - a lab's hidden datasets (lab.h, sl_lab_with_hidden): sizes
 * the handout does not list, drawn from a seed, so a kernel tuned to the
 * published sizes fails while a correct one passes them all. */
#include "simtlab/lab.h"

#include <stdio.h>
#include <string.h>

#include "simtlab/parse.h"
#include "simtlab/rng.h"

#define HIDDEN_PREFIX "hidden: "

/* 1-D primes and odd sizes: past every published tail, and at most
 * 200000 elements (3.2 MB of float4), which PoCL and a host check finish
 * in milliseconds and oclgrind in seconds. */
#define LONG_LO 1000
#define LONG_HI 200000
/* A row or column of prime length: at most 32768, rowcol's widest row
 * (its row sums stay exact, rowcol.c). */
#define SIDE_HI 32768
/* Odd x odd: up to 999 x 999, 4 MB. */
#define ODD_SIDE_LO 9
#define ODD_SIDE_HI 1000
/* matmul sides: at most 300, so the host reference (300^3 FMAs) is quick */
#define MNK_PRIME_LO 3
#define MNK_SIDE_HI 300
/* lab 3's offset, in elements: 1..31, never a multiple of 8 floats (a
 * 32-byte sector, where the stream is sector-aligned again) */
#define OFFSET_HI 31
#define OFFSET_ALIGNED 8

typedef enum { K_1D, K_2D, K_MNK } lab_kind;

/* A dataset's shape: {n, 1, 1}, {rows, cols, 1} or {m, n, k}. */
typedef struct shape {
    uint64_t s[3];
} shape;

typedef struct draw {
    const sl_lab *lab;
    lab_kind kind;
    uint64_t rng;
    sl_lab_hidden *out;
    size_t n_pub, n_hid;
    sl_lab_dataset hid[SL_LAB_HIDDEN_MAX];
    shape taken[SL_LAB_MAX_DATASETS]; /* published and hidden: none drawn twice */
    size_t n_taken;
    size_t n_alt, next_alt; /* the lab's launch_alt values, and the next one a dataset takes */
} draw;

static lab_kind kind_of(const sl_lab *lab)
{
    if (lab->unit_bytes)
        return K_1D;
    return lab->datasets[0].sizes ? K_MNK : K_2D;
}

static uint64_t below(draw *d, uint64_t n)
{
    return sl_rng_next(&d->rng) % n;
}

static bool is_prime(uint64_t n)
{
    if (n < 2)
        return false;
    for (uint64_t f = 2; f * f <= n; ++f)
        if (n % f == 0)
            return false;
    return true;
}

/* key's value in "k=v,k=v", or 0 when absent */
static uint64_t param_of(const char *params, const char *key)
{
    for (const char *p = params; p && *p;) {
        const char *end = strchr(p, ',');
        const size_t len = end ? (size_t)(end - p) : strlen(p);
        char k[32];
        uint64_t v = 0;
        sl_err e = { 0 };
        if (sl_parse_param(p, len, k, sizeof k, &v, &e) == SL_OK && strcmp(k, key) == 0)
            return v;
        sl_err_clear(&e);
        p = end ? end + 1 : NULL;
    }
    return 0;
}

static shape published_shape(const draw *d, const sl_lab_dataset *ds)
{
    shape sh = { { 0, 1, 1 } };
    if (d->kind == K_1D) {
        sh.s[0] = ds->size_bytes / d->lab->unit_bytes;
    } else if (d->kind == K_2D) {
        sh.s[0] = param_of(ds->params, "rows");
        sh.s[1] = param_of(ds->params, "cols");
    } else {
        sl_mnk mnk;
        size_t n = 0;
        sl_err e = { 0 };
        if (sl_parse_mnk_list(ds->sizes, &mnk, 1, &n, &e) == SL_OK && n == 1)
            sh = (shape){ { mnk.m, mnk.n, mnk.k } };
        sl_err_clear(&e);
    }
    return sh;
}

static bool is_taken(const draw *d, shape sh)
{
    for (size_t i = 0; i < d->n_taken; ++i)
        if (memcmp(&d->taken[i], &sh, sizeof sh) == 0)
            return true;
    return false;
}

/* An offset for lab 3's x: 1..31 elements, not a multiple of 8. */
static uint64_t draw_offset(draw *d)
{
    uint64_t o;
    do
        o = 1 + below(d, OFFSET_HI);
    while (o % OFFSET_ALIGNED == 0);
    return o;
}

/* The launch for the next dataset that varies it: the lab's launch_alt
 * values in turn from a drawn start; 0 (the suite's default) where the
 * lab names none. */
static unsigned next_launch(draw *d)
{
    if (!d->n_alt)
        return 0;
    return d->lab->launch_alt[d->next_alt++ % d->n_alt];
}

/* The params of hidden dataset i: rows and cols on a 2-D lab, then the
 * last published dataset's other keys (lab 7's max_warps=1), its offset
 * drawn again, then the launch (0: the default, none); *offset the drawn
 * one, 0 when none. */
static void params_for(draw *d, size_t i, shape sh, unsigned launch, uint64_t *offset)
{
    char *buf = d->out->params[i];
    const size_t len = sizeof d->out->params[i];
    size_t at = 0;
    *offset = 0;
    buf[0] = '\0';
    if (d->kind == K_2D)
        at = (size_t)snprintf(buf, len, "rows=%llu,cols=%llu", (unsigned long long)sh.s[0],
                              (unsigned long long)sh.s[1]);
    for (const char *p = d->lab->datasets[d->n_pub - 1].params; p && *p && at < len;) {
        const char *end = strchr(p, ',');
        const size_t plen = end ? (size_t)(end - p) : strlen(p);
        const char *sep = at ? "," : "";
        if (plen > 7 && strncmp(p, "offset=", 7) == 0) {
            *offset = draw_offset(d);
            at += (size_t)snprintf(buf + at, len - at, "%soffset=%llu", sep, (unsigned long long)*offset);
        } else if (d->kind != K_2D || (strncmp(p, "rows=", 5) != 0 && strncmp(p, "cols=", 5) != 0)) {
            at += (size_t)snprintf(buf + at, len - at, "%s%.*s", sep, (int)plen, p);
        }
        p = end ? end + 1 : NULL;
    }
    if (launch && at < len)
        snprintf(buf + at, len - at, "%s%s=%u", at ? "," : "", d->lab->launch_key, launch);
    d->hid[i].params = buf[0] ? buf : NULL;
}

/* Hidden dataset sh, its label HIDDEN_PREFIX, the size in the lab's words,
 * why (may be "") and the launch when not the default (launch 0);
 * nothing once SL_LAB_HIDDEN_MAX are drawn. */
static void add_at(draw *d, shape sh, const char *why, unsigned launch)
{
    if (d->n_hid == SL_LAB_HIDDEN_MAX || is_taken(d, sh))
        return;
    const size_t i = d->n_hid++;
    d->taken[d->n_taken++] = sh;
    sl_lab_dataset *ds = &d->hid[i];
    char *label = d->out->label[i];
    const size_t len = sizeof d->out->label[i];
    const char *sp = why[0] ? " " : "";
    uint64_t offset;
    params_for(d, i, sh, launch, &offset);
    const unsigned long long a = sh.s[0], b = sh.s[1], c = sh.s[2];
    if (d->kind == K_1D) {
        const sl_lab *l = d->lab;
        char at[64] = "";
        if (offset)
            snprintf(at, sizeof at, " at offset %llu %s", (unsigned long long)offset,
                     offset == 1 ? l->unit : l->units);
        snprintf(label, len, HIDDEN_PREFIX "%llu %s%s%s%s", a, a == 1 ? l->unit : l->units, at, sp, why);
        ds->size_bytes = a * l->unit_bytes;
    } else if (d->kind == K_2D) {
        snprintf(label, len, HIDDEN_PREFIX "%llu x %llu%s%s", a, b, sp, why);
    } else {
        snprintf(label, len, HIDDEN_PREFIX "%llu x %llu x %llu%s%s", a, b, c, sp, why);
        snprintf(d->out->sizes[i], sizeof d->out->sizes[i], "%llux%llux%llu", a, b, c);
        ds->sizes = d->out->sizes[i];
    }
    if (launch) {
        const size_t at = strlen(label);
        snprintf(label + at, len - at, ", %s %u", d->lab->launch_what, launch);
    }
    ds->label = label;
}

/* ... at the suite's default launch */
static void add(draw *d, shape sh, const char *why)
{
    add_at(d, sh, why, 0);
}

/* ... at the next of the lab's other launches (the default where it has none) */
static void add_varied(draw *d, shape sh, const char *why)
{
    add_at(d, sh, why, next_launch(d));
}

/* A prime in [lo, hi), from a uniform start upward (wrapping), none taken
 * at shape position pos of tmpl. */
static uint64_t prime_in(draw *d, uint64_t lo, uint64_t hi, shape tmpl, int pos)
{
    uint64_t x = lo + below(d, hi - lo);
    for (;; x = x + 1 < hi ? x + 1 : lo) {
        tmpl.s[pos] = x;
        if (is_prime(x) && !is_taken(d, tmpl))
            return x;
    }
}

/* An odd number in [lo, hi) that is not a prime (so no vector width
 * divides it, and it is not the prime's kind of size), x % 4 != avoid4. */
static uint64_t odd_in(draw *d, uint64_t lo, uint64_t hi, uint64_t avoid4, shape tmpl, int pos)
{
    uint64_t x = (lo + below(d, hi - lo)) | 1u;
    for (;; x = x + 2 < hi ? x + 2 : lo | 1u) {
        tmpl.s[pos] = x;
        if (!is_prime(x) && x > 1 && x % 4 != avoid4 && !is_taken(d, tmpl))
            return x;
    }
}

static bool has_one_element(const draw *d)
{
    const shape one = { { 1, 1, 1 } };
    return is_taken(d, one); /* taken holds the published shapes first */
}

/* "(group size + 1)" */
static void span_why(char *buf, size_t len, const sl_lab_span *sp, bool minus)
{
    snprintf(buf, len, "(%s %c 1)", sp->what, minus ? '-' : '+');
}

/* --size labs: each span +- 1 (opposite signs, so one size is a single
 * element short of a group), a prime, an odd non-prime. */
static void hidden_1d(draw *d)
{
    const shape none = { { 0, 1, 1 } };
    char why[64];
    bool minus = below(d, 2);
    for (size_t s = 0; s < SL_LAB_SPANS && d->lab->spans[s].n; ++s, minus = !minus) {
        const sl_lab_span *sp = &d->lab->spans[s];
        span_why(why, sizeof why, sp, minus);
        add(d, (shape){ { minus ? sp->n - 1u : sp->n + 1u, 1, 1 } }, why);
    }
    const uint64_t p = prime_in(d, LONG_LO, LONG_HI, none, 0);
    add_varied(d, (shape){ { p, 1, 1 } }, "(a prime)");
    add_varied(d, (shape){ { odd_in(d, LONG_LO, LONG_HI, p % 4, none, 0), 1, 1 } }, "(odd, not a prime)");
}

/* rows x cols labs: (span -+ 1) x (span +- 1), one row of a prime length,
 * one column of a prime length, odd x odd non-primes. */
static void hidden_2d(draw *d)
{
    const sl_lab_span *sp = &d->lab->spans[0];
    const bool minus = below(d, 2);
    char why[64];
    snprintf(why, sizeof why, "(%s %c 1 x %s %c 1)", sp->what, minus ? '-' : '+', sp->what, minus ? '+' : '-');
    if (sp->n)
        add(d, (shape){ { minus ? sp->n - 1u : sp->n + 1u, minus ? sp->n + 1u : sp->n - 1u, 1 } }, why);
    const shape row = { { 1, 0, 1 } }, col = { { 0, 1, 1 } };
    add_varied(d, (shape){ { 1, prime_in(d, LONG_LO, SIDE_HI, row, 1), 1 } }, "(one row, a prime)");
    add_varied(d, (shape){ { prime_in(d, LONG_LO, SIDE_HI, col, 0), 1, 1 } }, "(one column, a prime)");
    shape odd = { { 0, 0, 1 } };
    odd.s[0] = odd_in(d, ODD_SIDE_LO, ODD_SIDE_HI, 4, odd, 0);
    odd.s[1] = odd_in(d, ODD_SIDE_LO, ODD_SIDE_HI, odd.s[0] % 4, odd, 1);
    add_varied(d, odd, "(odd sides, not primes)");
}

/* matmul: every side span +- 1 (both signs), for each span; small primes;
 * a side of 1 (position drawn), the other two primes. */
static void hidden_mnk(draw *d)
{
    char why[64];
    for (size_t s = 0; s < SL_LAB_SPANS && d->lab->spans[s].n; ++s) {
        const sl_lab_span *sp = &d->lab->spans[s];
        const uint64_t signs = 1 + below(d, 6); /* 3 bits, never all equal: 1..6 */
        shape sh = { { 0, 0, 0 } };
        for (int i = 0; i < 3; ++i)
            sh.s[i] = signs >> i & 1u ? sp->n - 1u : sp->n + 1u;
        snprintf(why, sizeof why, "(%s +- 1)", sp->what);
        add(d, sh, why);
    }
    shape pr = { { 0, 0, 0 } };
    for (int i = 0; i < 3; ++i)
        pr.s[i] = prime_in(d, MNK_PRIME_LO, MNK_SIDE_HI, pr, i);
    add_varied(d, pr, "(prime sides)");
    const int one = (int)below(d, 3);
    shape sh = { { 0, 0, 0 } };
    sh.s[one] = 1;
    for (int i = 0; i < 3; ++i)
        if (i != one)
            sh.s[i] = prime_in(d, MNK_PRIME_LO, MNK_SIDE_HI, sh, i);
    add_varied(d, sh, "(a side of 1)");
}

int sl_lab_with_hidden(const sl_lab *lab, uint64_t seed, sl_lab_hidden *out, sl_err *e)
{
    memset(out, 0, sizeof *out);
    out->lab = *lab;
    if (sl_lab_is_answers(lab))
        return SL_OK;
    draw d = { .lab = lab, .kind = kind_of(lab), .out = out };
    /* the lab's number in the stream: one seed gives each lab its own sizes */
    d.rng = seed ^ (0xA0761D6478BD642Full * lab->number);
    while (d.n_pub < SL_LAB_MAX_DATASETS && lab->datasets[d.n_pub].label)
        d.taken[d.n_taken++] = published_shape(&d, &lab->datasets[d.n_pub++]);
    if (d.n_pub == 0 || d.n_pub + SL_LAB_HIDDEN_MAX > SL_LAB_MAX_DATASETS)
        return sl_err_set(e, SL_FAIL, "lab %u: %zu published datasets leave no room for %d hidden ones (at most %d)",
                          lab->number, d.n_pub, SL_LAB_HIDDEN_MAX, SL_LAB_MAX_DATASETS);
    if (d.kind == K_1D && !lab->unit)
        return sl_err_set(e, SL_FAIL, "lab %u: a --size lab names its element (labs.c: .unit)", lab->number);
    while (lab->launch_key && d.n_alt < SL_LAB_LAUNCH_ALT && lab->launch_alt[d.n_alt])
        d.n_alt++;
    if (d.n_alt) { /* a stream of its own: the sizes a seed gives stay as they were */
        uint64_t r = seed ^ (0x9E3779B97F4A7C15ull * lab->number);
        d.next_alt = (size_t)(sl_rng_next(&r) % d.n_alt);
    }
    if (!has_one_element(&d))
        add(&d, (shape){ { 1, 1, 1 } }, "");
    switch (d.kind) {
    case K_1D: hidden_1d(&d); break;
    case K_2D: hidden_2d(&d); break;
    case K_MNK: hidden_mnk(&d); break;
    }
    /* the hidden ones where the last published one was; it stays last */
    const sl_lab_dataset last = lab->datasets[d.n_pub - 1];
    for (size_t i = 0; i < d.n_hid; ++i)
        out->lab.datasets[d.n_pub - 1 + i] = d.hid[i];
    out->lab.datasets[d.n_pub - 1 + d.n_hid] = last;
    return SL_OK;
}

bool sl_lab_dataset_hidden(const sl_lab_dataset *d)
{
    return d && d->label && strncmp(d->label, HIDDEN_PREFIX, strlen(HIDDEN_PREFIX)) == 0;
}
