/* store.c - many runs in one document (store.h). */
#include "simtlab/store.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/compare.h"
#include "simtlab/derive.h"
#include "simtlab/parse.h"
#include "simtlab/report.h"
#include "simtlab/slurp.h"

/* ---- a JSON walker that keeps byte spans ------------------------------
 * cJSON gives values, not where they were: a run's results document must
 * be kept byte for byte (its sha256), so the store's structure is walked
 * here and only its small values are handed to cJSON. A malformed span is
 * caught when cJSON or the results reader parses it. */

static const char *skip_ws(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
        ++p;
    return p;
}

/* p at '"': past the closing quote, or NULL. */
static const char *skip_string(const char *p, const char *end)
{
    for (++p; p < end; ++p) {
        if (*p == '\\')
            ++p;
        else if (*p == '"')
            return p + 1;
    }
    return NULL;
}

/* Past the value at p, or NULL when it does not end before end. */
static const char *skip_value(const char *p, const char *end)
{
    if (p >= end)
        return NULL;
    if (*p == '"')
        return skip_string(p, end);
    if (*p == '{' || *p == '[') {
        size_t depth = 0;
        while (p < end) {
            if (*p == '"') {
                if (!(p = skip_string(p, end)))
                    return NULL;
                continue;
            }
            if (*p == '{' || *p == '[')
                ++depth;
            else if ((*p == '}' || *p == ']') && --depth == 0)
                return p + 1;
            ++p;
        }
        return NULL;
    }
    const char *s = p;
    while (p < end && !strchr(",}] \t\r\n", *p))
        ++p;
    return p > s ? p : NULL;
}

/* Each member of the object at p handed to fn(ctx, key, value, value_end);
 * fn returns SL_OK or stops the walk with its code. *next past the '}'. */
typedef int (*member_fn)(void *ctx, const char *key, const char *v, const char *vend, sl_err *e);

static int walk_object(const char *p, const char *end, member_fn fn, void *ctx, const char **next, sl_err *e)
{
    p = skip_ws(p, end);
    if (p == end || *p != '{')
        return sl_err_set(e, SL_E_USAGE, "not a JSON object");
    p = skip_ws(p + 1, end);
    if (p < end && *p == '}') {
        *next = p + 1;
        return SL_OK;
    }
    for (;;) {
        const char *kend = p < end && *p == '"' ? skip_string(p, end) : NULL;
        if (!kend)
            return sl_err_set(e, SL_E_USAGE, "not JSON: a key expected");
        cJSON *key = cJSON_ParseWithLength(p, (size_t)(kend - p));
        p = skip_ws(kend, end);
        if (!key || !cJSON_IsString(key) || p == end || *p != ':') {
            cJSON_Delete(key);
            return sl_err_set(e, SL_E_USAGE, "not JSON: a bad key");
        }
        const char *v = skip_ws(p + 1, end), *vend = skip_value(v, end);
        int rc = vend ? fn(ctx, key->valuestring, v, vend, e) : sl_err_set(e, SL_E_USAGE, "not JSON: a value is cut short");
        cJSON_Delete(key);
        if (rc != SL_OK)
            return rc;
        p = skip_ws(vend, end);
        if (p < end && *p == ',') {
            p = skip_ws(p + 1, end);
            continue;
        }
        if (p < end && *p == '}') {
            *next = p + 1;
            return SL_OK;
        }
        return sl_err_set(e, SL_E_USAGE, "not JSON: ',' or '}' expected");
    }
}

/* A small value's span parsed; NULL when it is not JSON. */
static cJSON *parse_span(const char *v, const char *vend)
{
    return cJSON_ParseWithLength(v, (size_t)(vend - v));
}

/* ---- sniffing and keys ------------------------------------------------- */

typedef struct sniff {
    int found; /* 1 a store, -1 another schema */
} sniff;

static int sniff_member(void *ctx, const char *key, const char *v, const char *vend, sl_err *e)
{
    (void)e;
    sniff *s = ctx;
    if (strcmp(key, "schema") != 0)
        return SL_OK;
    cJSON *j = parse_span(v, vend);
    s->found = cJSON_IsString(j) && strcmp(j->valuestring, SL_STORE_SCHEMA) == 0 ? 1 : -1;
    cJSON_Delete(j);
    return SL_E_USAGE; /* stop: the answer is known */
}

bool sl_store_is(const char *text, size_t len)
{
    sniff s = { 0 };
    const char *next;
    sl_err e = { 0 };
    (void)walk_object(text, text + len, sniff_member, &s, &next, &e);
    sl_err_clear(&e);
    return s.found == 1;
}

static void copy_str(char *dst, size_t len, const cJSON *obj, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    snprintf(dst, len, "%s", cJSON_IsString(v) ? v->valuestring : "");
}

static int key_member(void *ctx, const char *key, const char *v, const char *vend, sl_err *e)
{
    (void)e;
    sl_store_key *k = ctx;
    const bool run = strcmp(key, "run") == 0, dev = strcmp(key, "device") == 0, tool = strcmp(key, "tool") == 0;
    if (!run && !dev && !tool)
        return SL_OK; /* the rows above all: never parsed here */
    cJSON *j = parse_span(v, vend);
    if (run) {
        copy_str(k->host, sizeof k->host, j, "host");
        copy_str(k->utc, sizeof k->utc, j, "utc");
    } else if (dev) {
        copy_str(k->device, sizeof k->device, j, "name");
        copy_str(k->device_index, sizeof k->device_index, j, "index");
        copy_str(k->driver, sizeof k->driver, j, "driver");
    } else {
        copy_str(k->version, sizeof k->version, j, "version");
    }
    cJSON_Delete(j);
    return SL_OK;
}

int sl_store_key_of(const char *text, size_t len, sl_store_key *k, sl_err *e)
{
    memset(k, 0, sizeof *k);
    const char *next;
    return walk_object(text, text + len, key_member, k, &next, e);
}

int sl_store_key_cmp(const sl_store_key *a, const sl_store_key *b)
{
    int c;
    if ((c = strcmp(a->host, b->host)) || (c = strcmp(a->device, b->device)) ||
        (c = strcmp(a->device_index, b->device_index)) || (c = strcmp(a->driver, b->driver)) ||
        (c = strcmp(a->version, b->version)))
        return c;
    return strcmp(a->utc, b->utc);
}

const char *sl_store_key_format(const sl_store_key *k, char *buf, size_t len)
{
    char raw[1024], safe[1024];
    snprintf(raw, sizeof raw, "%s, %s (%s), driver %s, simtlab %s, %s", k->host[0] ? k->host : "(no host)",
             k->device[0] ? k->device : "(no device)", k->device_index[0] ? k->device_index : "-",
             k->driver[0] ? k->driver : "-", k->version[0] ? k->version : "-", k->utc[0] ? k->utc : "(no time)");
    sl_str_escape_ctrl(raw, safe, sizeof safe);
    /* cut to the caller's room (a bounded copy, not a format: gcc -O3
     * warns of truncation on "%s" there) */
    if (len > 0) {
        const size_t n = strnlen(safe, len - 1);
        memcpy(buf, safe, n);
        buf[n] = '\0';
    }
    return buf;
}

/* ---- adding ------------------------------------------------------------ */

static int keep_text(sl_store *s, char *text)
{
    if (s->ntexts == s->textcap) {
        size_t cap = s->textcap ? 2 * s->textcap : 8;
        char **g = realloc(s->texts, cap * sizeof *g);
        if (!g)
            return -1;
        s->texts = g;
        s->textcap = cap;
    }
    s->texts[s->ntexts++] = text;
    return 0;
}

static void run_free(sl_store_run *r)
{
    free(r->source);
    free(r->from);
    r->source = r->from = NULL;
}

static int push_run(sl_store *s, sl_store_run *r)
{
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 16;
        sl_store_run *g = realloc(s->runs, cap * sizeof *g);
        if (!g)
            return -1;
        s->runs = g;
        s->cap = cap;
    }
    r->order = s->added++;
    s->runs[s->n++] = *r;
    return 0;
}

static int count_row(void *ctx, const sl_row *r)
{
    (void)r;
    ++*(size_t *)ctx;
    return 0;
}

/* doc[0..len): checked by the results reader and its key taken into r. */
static int check_doc(const char *doc, size_t len, sl_store_run *r, sl_err *e)
{
    size_t rows = 0;
    int rc = sl_report_parse_json_each(doc, len, count_row, &rows, NULL, 0, e);
    if (rc == SL_OK)
        rc = sl_store_key_of(doc, len, &r->key, e);
    if (rc == SL_OK)
        sl_sha256_hex(doc, len, r->sha256);
    return rc;
}

/* "PATH: " before e's message. */
static int prefix(sl_err *e, int rc, const char *path)
{
    char m[sizeof e->msg];
    snprintf(m, sizeof m, "%s", e->msg);
    return sl_err_set(e, rc, "%s: %s", path, m);
}

int sl_store_add_results(sl_store *s, const char *path, char *text, size_t len, sl_err *e)
{
    if (keep_text(s, text) != 0) {
        free(text);
        return sl_err_set(e, SL_FAIL, "out of memory");
    }
    /* the document without the whitespace around it */
    const char *a = skip_ws(text, text + len), *b = text + len;
    while (b > a && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\n' || b[-1] == '\r'))
        --b;
    sl_store_run r = { 0 };
    r.doc = a;
    r.doc_len = (size_t)(b - a);
    int rc = check_doc(r.doc, r.doc_len, &r, e);
    if (rc != SL_OK)
        return prefix(e, rc, path);
    r.source = sl_utf8_dup(path);
    r.from = sl_utf8_dup(path);
    if (!r.source || !r.from || push_run(s, &r) != 0) {
        run_free(&r);
        return sl_err_set(e, SL_FAIL, "out of memory");
    }
    return SL_OK;
}

/* One run of a store being read. */
typedef struct run_read {
    sl_store_run r;
    cJSON *key, *source, *sha;
    bool has_doc;
} run_read;

static int run_member(void *ctx, const char *key, const char *v, const char *vend, sl_err *e)
{
    (void)e;
    run_read *rr = ctx;
    cJSON **slot = strcmp(key, "key") == 0 ? &rr->key : strcmp(key, "source") == 0 ? &rr->source
                 : strcmp(key, "sha256") == 0 ? &rr->sha : NULL;
    if (slot && !*slot)
        *slot = parse_span(v, vend);
    else if (strcmp(key, "results") == 0 && !rr->has_doc) {
        rr->r.doc = v;
        rr->r.doc_len = (size_t)(vend - v);
        rr->has_doc = true;
    }
    return SL_OK;
}

static const char *const key_fields[] = { "host", "device", "device_index", "driver", "version", "utc" };

static char *key_field(sl_store_key *k, size_t i, size_t *len)
{
    char *const f[] = { k->host, k->device, k->device_index, k->driver, k->version, k->utc };
    const size_t n[] = { sizeof k->host, sizeof k->device, sizeof k->device_index, sizeof k->driver,
                         sizeof k->version, sizeof k->utc };
    *len = n[i];
    return f[i];
}

/* One element of "runs" (the i-th) read into s; messages without the path. */
static int read_run(sl_store *s, size_t i, const char *v, const char *vend, sl_err *e)
{
    run_read rr = { 0 };
    const char *next;
    int rc = walk_object(v, vend, run_member, &rr, &next, e);
    if (rc != SL_OK) {
        char m[sizeof e->msg];
        snprintf(m, sizeof m, "%s", e->msg);
        rc = sl_err_set(e, rc, "run %zu: %s", i, m);
    } else if (!cJSON_IsObject(rr.key) || !cJSON_IsString(rr.source) || !cJSON_IsString(rr.sha) || !rr.has_doc)
        rc = sl_err_set(e, SL_E_USAGE, "run %zu: lacks %s (a run has key, source, sha256 and results)", i,
                        !cJSON_IsObject(rr.key) ? "its key object" : !cJSON_IsString(rr.source) ? "its source"
                        : !cJSON_IsString(rr.sha) ? "its sha256" : "its results");
    sl_store_key said = { 0 };
    for (size_t f = 0; rc == SL_OK && f < sizeof key_fields / sizeof key_fields[0]; ++f) {
        const cJSON *kv = cJSON_GetObjectItemCaseSensitive(rr.key, key_fields[f]);
        size_t len;
        char *dst = key_field(&said, f, &len);
        if (!cJSON_IsString(kv))
            rc = sl_err_set(e, SL_E_USAGE, "run %zu (%s): key.%s is not a string", i, rr.source->valuestring,
                            key_fields[f]);
        else
            snprintf(dst, len, "%s", kv->valuestring);
    }
    if (rc == SL_OK) {
        rc = check_doc(rr.r.doc, rr.r.doc_len, &rr.r, e);
        if (rc != SL_OK) {
            char m[sizeof e->msg];
            snprintf(m, sizeof m, "%s", e->msg);
            rc = sl_err_set(e, rc, "run %zu (%s): its results: %s", i, rr.source->valuestring, m);
        }
    }
    if (rc == SL_OK && strcmp(rr.r.sha256, rr.sha->valuestring) != 0)
        rc = sl_err_set(e, SL_E_USAGE, "run %zu (%s): its results do not have the sha256 recorded for them (the "
                        "store was edited or reformatted after merge wrote it)", i, rr.source->valuestring);
    if (rc == SL_OK && sl_store_key_cmp(&said, &rr.r.key) != 0) {
        char a[600], b[600];
        rc = sl_err_set(e, SL_E_USAGE, "run %zu (%s): its key (%s) is not its results' (%s)", i, rr.source->valuestring,
                        sl_store_key_format(&said, a, sizeof a), sl_store_key_format(&rr.r.key, b, sizeof b));
    }
    if (rc == SL_OK) {
        rr.r.source = sl_utf8_dup(rr.source->valuestring);
        if (!rr.r.source || push_run(s, &rr.r) != 0) {
            run_free(&rr.r);
            rc = sl_err_set(e, SL_FAIL, "out of memory");
        }
    }
    cJSON_Delete(rr.key);
    cJSON_Delete(rr.source);
    cJSON_Delete(rr.sha);
    return rc;
}

/* The top level of a store being read. */
typedef struct store_read {
    sl_store *s;
    bool schema_ok, has_runs;
} store_read;

static int store_member(void *ctx, const char *key, const char *v, const char *vend, sl_err *e)
{
    store_read *sr = ctx;
    if (strcmp(key, "schema") == 0) {
        cJSON *j = parse_span(v, vend);
        sr->schema_ok = cJSON_IsString(j) && strcmp(j->valuestring, SL_STORE_SCHEMA) == 0;
        cJSON_Delete(j);
        return sr->schema_ok ? SL_OK : sl_err_set(e, SL_E_USAGE, "not a %s store", SL_STORE_SCHEMA);
    }
    if (strcmp(key, "runs") != 0 || sr->has_runs)
        return SL_OK;
    sr->has_runs = true;
    const char *p = skip_ws(v + 1, vend);
    if (*v != '[')
        return sl_err_set(e, SL_E_USAGE, "\"runs\" is not an array");
    if (p < vend && *p == ']')
        return SL_OK;
    for (size_t i = 0;; ++i) {
        const char *end = skip_value(p, vend);
        if (!end)
            return sl_err_set(e, SL_E_USAGE, "run %zu: not JSON", i);
        int rc = read_run(sr->s, i, p, end, e);
        if (rc != SL_OK)
            return rc;
        p = skip_ws(end, vend);
        if (p < vend && *p == ',') {
            p = skip_ws(p + 1, vend);
            continue;
        }
        if (p < vend && *p == ']' && p + 1 == vend)
            return SL_OK;
        return sl_err_set(e, SL_E_USAGE, "run %zu: not JSON (',' or ']' expected after it)", i);
    }
}

static int by_order(const void *x, const void *y)
{
    const sl_store_run *a = x, *b = y;
    return (a->order > b->order) - (a->order < b->order);
}

int sl_store_add_store(sl_store *s, const char *path, char *text, size_t len, sl_err *e)
{
    sl_store one = { 0 };
    if (keep_text(&one, text) != 0) {
        free(text);
        return sl_err_set(e, SL_FAIL, "out of memory");
    }
    store_read sr = { &one, false, false };
    const char *next = NULL;
    int rc = walk_object(text, text + len, store_member, &sr, &next, e);
    if (rc == SL_OK && skip_ws(next, text + len) != text + len)
        rc = sl_err_set(e, SL_E_USAGE, "trailing data after the JSON document");
    if (rc == SL_OK && (!sr.schema_ok || !sr.has_runs))
        rc = sl_err_set(e, SL_E_USAGE, "a store has \"schema\": \"%s\" and \"runs\"; this one lacks %s", SL_STORE_SCHEMA,
                        !sr.schema_ok ? "its schema" : "its runs");
    if (rc == SL_OK)
        rc = sl_store_finish(&one, false, NULL, NULL, e); /* a key twice in one store: refused */
    char *from = rc == SL_OK ? sl_utf8_dup(path) : NULL;
    if (rc == SL_OK && !from)
        rc = sl_err_set(e, SL_FAIL, "out of memory");
    /* everything s will need, taken before any run moves: a failure leaves s as it was */
    if (rc == SL_OK && s->ntexts + 1 > s->textcap) {
        char **g = realloc(s->texts, (s->textcap + 8) * sizeof *g);
        rc = g ? SL_OK : sl_err_set(e, SL_FAIL, "out of memory");
        if (g) {
            s->texts = g;
            s->textcap += 8;
        }
    }
    if (rc == SL_OK && s->n + one.n > s->cap) {
        sl_store_run *g = realloc(s->runs, (s->n + one.n) * sizeof *g);
        rc = g ? SL_OK : sl_err_set(e, SL_FAIL, "out of memory");
        if (g) {
            s->runs = g;
            s->cap = s->n + one.n;
        }
    }
    if (rc != SL_OK) {
        free(from);
        sl_store_free(&one);
        return rc == SL_FAIL ? rc : prefix(e, rc, path);
    }
    /* runs keep the order they have in the store */
    if (one.n > 1)
        qsort(one.runs, one.n, sizeof *one.runs, by_order);
    int failed = 0;
    for (size_t i = 0; i < one.n; ++i) {
        one.runs[i].from = i ? sl_utf8_dup(from) : from;
        failed |= !one.runs[i].from;
        (void)push_run(s, &one.runs[i]); /* room was made above */
    }
    if (one.n == 0) /* a store with no runs: no run took the source's name */
        free(from);
    s->texts[s->ntexts++] = text;
    free(one.runs);
    free(one.texts);
    return failed ? sl_err_set(e, SL_FAIL, "out of memory") : SL_OK;
}

int sl_store_add_file(sl_store *s, const char *path, sl_err *e)
{
    char *text = NULL;
    size_t len = 0;
    int rc = sl_slurp(path, "input", SL_STORE_MAX_BYTES, &text, &len, e);
    if (rc != SL_OK)
        return rc;
    if (sl_store_is(text, len))
        return sl_store_add_store(s, path, text, len, e);
    if (len > SL_STORE_MAX_RESULTS_BYTES) {
        free(text);
        char b[32];
        return sl_err_set(e, SL_E_USAGE, "%s: %s is too large to be a results file (at most 64 MiB read)", path,
                          sl_format_bytes((uint64_t)len, b, sizeof b));
    }
    return sl_store_add_results(s, path, text, len, e);
}

/* ---- finishing and writing --------------------------------------------- */

static int by_key(const void *x, const void *y)
{
    const sl_store_run *a = x, *b = y;
    int c = sl_store_key_cmp(&a->key, &b->key);
    return c ? c : (a->order > b->order) - (a->order < b->order);
}

/* "FROM", or "FROM (its run from SOURCE)" for a run that came in through a store. */
static const char *describe(const sl_store_run *r, char *buf, size_t len)
{
    char raw[1200];
    if (!r->from || strcmp(r->from, r->source) == 0)
        snprintf(raw, sizeof raw, "%s", r->source);
    else
        snprintf(raw, sizeof raw, "%s (its run from %s)", r->from, r->source);
    sl_str_escape_ctrl(raw, buf, len);
    return buf;
}

int sl_store_finish(sl_store *s, bool skip, sl_store_dup **dups, size_t *ndups, sl_err *e)
{
    if (dups)
        *dups = NULL;
    if (ndups)
        *ndups = 0;
    if (s->n > 1)
        qsort(s->runs, s->n, sizeof *s->runs, by_key);
    size_t dcap = 0;
    for (size_t i = 1; i < s->n; ++i)
        if (sl_store_key_cmp(&s->runs[i - 1].key, &s->runs[i].key) == 0 && !skip) {
            char k[600], a[512], b[512];
            return sl_err_set(e, SL_E_USAGE, "the same run twice (%s): in %s and in %s",
                              sl_store_key_format(&s->runs[i].key, k, sizeof k), describe(&s->runs[i - 1], a, sizeof a),
                              describe(&s->runs[i], b, sizeof b));
        }
    /* skip: keep the first of each key (the sort put it first) */
    size_t w = 0;
    for (size_t i = 0; i < s->n; ++i) {
        if (w > 0 && sl_store_key_cmp(&s->runs[w - 1].key, &s->runs[i].key) == 0) {
            if (dups && ndups) {
                if (*ndups == dcap) {
                    dcap = dcap ? 2 * dcap : 8;
                    sl_store_dup *g = realloc(*dups, dcap * sizeof *g);
                    if (!g)
                        return sl_err_set(e, SL_FAIL, "out of memory");
                    *dups = g;
                }
                sl_store_dup *d = &(*dups)[(*ndups)++];
                d->key = s->runs[i].key;
                describe(&s->runs[i], d->from, sizeof d->from);
                describe(&s->runs[w - 1], d->kept_from, sizeof d->kept_from);
            }
            run_free(&s->runs[i]);
            continue;
        }
        s->runs[w++] = s->runs[i];
    }
    s->n = w;
    return SL_OK;
}

/* Append n bytes to a growing buffer. */
typedef struct grow {
    char *buf;
    size_t len, cap;
    bool oom;
} grow;

static void put(grow *g, const char *p, size_t n)
{
    if (g->oom)
        return;
    if (g->len + n + 1 > g->cap) {
        size_t cap = g->cap ? g->cap : 4096;
        while (cap < g->len + n + 1)
            cap *= 2;
        char *b = realloc(g->buf, cap);
        if (!b) {
            g->oom = true;
            return;
        }
        g->buf = b;
        g->cap = cap;
    }
    memcpy(g->buf + g->len, p, n);
    g->len += n;
    g->buf[g->len] = '\0';
}

static void puts_(grow *g, const char *s)
{
    put(g, s, strlen(s));
}

/* cJSON's unformatted text of j, appended without its last byte (the '}' closing it). */
static void put_open(grow *g, cJSON *j)
{
    char *t = j ? cJSON_PrintUnformatted(j) : NULL;
    if (!t) {
        g->oom = true;
        return;
    }
    put(g, t, strlen(t) - 1);
    cJSON_free(t);
}

int sl_store_text(const sl_store *s, const char *version, char **text, size_t *len, sl_err *e)
{
    grow g = { 0 };
    /* schema first, so a reader knows a store from its first bytes (sl_store_is on a prefix) */
    cJSON *head = cJSON_CreateObject();
    cJSON_AddStringToObject(head, "schema", SL_STORE_SCHEMA);
    cJSON *tool = cJSON_AddObjectToObject(head, "tool");
    cJSON_AddStringToObject(tool, "name", "simtlab");
    cJSON_AddStringToObject(tool, "version", version);
    put_open(&g, head);
    cJSON_Delete(head);
    puts_(&g, ",\"runs\":[");
    for (size_t i = 0; i < s->n; ++i) {
        const sl_store_run *r = &s->runs[i];
        cJSON *o = cJSON_CreateObject(), *k = cJSON_AddObjectToObject(o, "key");
        sl_store_key key = r->key;
        for (size_t f = 0; f < sizeof key_fields / sizeof key_fields[0]; ++f) {
            size_t n;
            char *u = sl_utf8_dup(key_field(&key, f, &n));
            if (!u || !cJSON_AddStringToObject(k, key_fields[f], u))
                g.oom = true;
            free(u);
        }
        cJSON_AddStringToObject(o, "source", r->source);
        cJSON_AddStringToObject(o, "sha256", r->sha256);
        puts_(&g, i ? ",\n" : "\n");
        put_open(&g, o);
        cJSON_Delete(o);
        puts_(&g, ",\"results\":");
        put(&g, r->doc, r->doc_len);
        puts_(&g, "}");
    }
    puts_(&g, s->n ? "\n]}\n" : "]}\n");
    if (g.oom) {
        free(g.buf);
        return sl_err_set(e, SL_FAIL, "out of memory writing the store");
    }
    *text = g.buf;
    *len = g.len;
    return SL_OK;
}

void sl_store_free(sl_store *s)
{
    for (size_t i = 0; i < s->n; ++i)
        run_free(&s->runs[i]);
    for (size_t i = 0; i < s->ntexts; ++i)
        free(s->texts[i]);
    free(s->runs);
    free(s->texts);
    memset(s, 0, sizeof *s);
}

/* ---- grouping ------------------------------------------------------------ */

static int cmp_double(const void *x, const void *y)
{
    const double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

double sl_store_median(double *v, size_t n)
{
    if (n == 0)
        return NAN;
    qsort(v, n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* One row of one run that is a case of the group. */
typedef struct ref {
    uint32_t kase, run, row;
} ref;

static int by_case(const void *x, const void *y)
{
    const ref *a = x, *b = y;
    if (a->kase != b->kase)
        return (a->kase > b->kase) - (a->kase < b->kase);
    if (a->run != b->run)
        return (a->run > b->run) - (a->run < b->run);
    return (a->row > b->row) - (a->row < b->row);
}

static bool verified(const sl_row *r)
{
    return r->status == SL_ROW_OK && r->verified;
}

/* The values of one figure over a case's verified rows: their median. */
static double median_of(double *v, size_t n)
{
    size_t m = 0;
    for (size_t i = 0; i < n; ++i)
        if (isfinite(v[i]))
            v[m++] = v[i];
    return sl_store_median(v, m);
}

/* The case's rows refs[0..n) folded into one row, appended to out. */
static int fold_case(const sl_rowpack *runs, const ref *refs, size_t n, uint32_t nruns, sl_rowpack *out,
                     sl_group_stat *st, sl_row *base, sl_row *tmp, double *vals)
{
    memset(st, 0, sizeof *st);
    st->runs = nruns;
    size_t pick = n; /* the base row: the first verified */
    for (size_t i = 0; i < n; ++i) {
        sl_rowpack_get(&runs[refs[i].run], refs[i].row, tmp);
        if (verified(tmp)) {
            st->ok++;
            pick = pick == n ? i : pick;
        } else if (tmp->status == SL_ROW_SKIPPED) {
            st->skipped++;
        } else {
            st->failed++;
        }
    }
    sl_rowpack_get(&runs[refs[pick == n ? 0 : pick].run], refs[pick == n ? 0 : pick].row, base);
    st->fig_min = st->fig_max = st->fig_median = NAN;
    if (pick == n)
        return sl_rowpack_add(out, base); /* no run verified it: its first row as it is */
    const bool flops = sl_cmp_in_flops(base);
    /* vals: per figure a column of n: gbps, gflops, fig, time median, then each derived key */
    const int nd = base->derived.n;
    size_t m = 0;
    for (size_t i = 0; i < n; ++i) {
        sl_rowpack_get(&runs[refs[i].run], refs[i].row, tmp);
        if (!verified(tmp))
            continue;
        vals[0 * n + m] = tmp->gbps;
        vals[1 * n + m] = tmp->gflops;
        vals[2 * n + m] = flops ? tmp->gflops : tmp->gbps;
        vals[3 * n + m] = tmp->time_ns.median;
        for (int d = 0; d < nd; ++d)
            vals[(4 + (size_t)d) * n + m] = sl_kv_number(&tmp->derived, base->derived.items[d].key);
        ++m;
    }
    double lo = INFINITY, hi = -INFINITY;
    for (size_t i = 0; i < m; ++i)
        if (isfinite(vals[2 * n + i])) {
            lo = vals[2 * n + i] < lo ? vals[2 * n + i] : lo;
            hi = vals[2 * n + i] > hi ? vals[2 * n + i] : hi;
        }
    if (lo <= hi) {
        st->fig_min = lo;
        st->fig_max = hi;
    }
    base->gbps = median_of(vals + 0 * n, m);
    base->gflops = median_of(vals + 1 * n, m);
    st->fig_median = median_of(vals + 2 * n, m);
    for (int d = 0; d < nd; ++d)
        if (!base->derived.items[d].is_str)
            base->derived.items[d].num = median_of(vals + (4 + (size_t)d) * n, m);
    if (m >= 2) {
        /* run-to-run statistics of the median times */
        double *t = vals + 3 * n, sum = 0, ss = 0, tlo = INFINITY, thi = -INFINITY;
        size_t k = 0;
        for (size_t i = 0; i < m; ++i)
            if (isfinite(t[i])) {
                t[k++] = t[i];
                sum += t[i];
                tlo = t[i] < tlo ? t[i] : tlo;
                thi = t[i] > thi ? t[i] : thi;
            }
        if (k >= 2) {
            const double mean = sum / (double)k;
            for (size_t i = 0; i < k; ++i)
                ss += (t[i] - mean) * (t[i] - mean);
            base->time_ns.n = k;
            base->time_ns.min = tlo;
            base->time_ns.max = thi;
            base->time_ns.mean = mean;
            base->time_ns.stddev = sqrt(ss / (double)(k - 1));
            base->time_ns.median = sl_store_median(t, k);
            const double spread = sl_row_spread(base);
            if (sl_kv_get(&base->derived, SL_D_SPREAD))
                sl_kv_num(&base->derived, SL_D_SPREAD, spread);
            if (sl_kv_get(&base->derived, SL_D_NOISY))
                sl_kv_num(&base->derived, SL_D_NOISY, isfinite(spread) ? spread > SL_NOISY_SPREAD : NAN);
        }
    }
    return sl_rowpack_add(out, base);
}

int sl_store_group(const sl_rowpack *runs, size_t nruns, sl_rowpack *out, sl_group_stat **stats, sl_err *e)
{
    *stats = NULL;
    memset(out, 0, sizeof *out);
    sl_rowpack keys = { 0 }; /* the first row seen of each case: what later runs are matched against */
    ref *refs = NULL;
    size_t nrefs = 0, cap = 0;
    int rc = SL_OK;
    for (size_t r = 0; r < nruns && rc == SL_OK; ++r) {
        sl_rowpack two[2] = { keys, runs[r] };
        sl_cmp c = { 0 };
        if (sl_cmp_match(two, 2, NULL, &c) != SL_OK) {
            rc = sl_err_set(e, SL_FAIL, "out of memory");
            break;
        }
        sl_row *row = malloc(sizeof *row);
        for (size_t j = 0; row && j < c.n && rc == SL_OK; ++j) {
            const sl_cmp_line *l = &c.lines[j];
            if (l->rows[1] == SL_CMP_NONE)
                continue;
            uint32_t kase = l->rows[0];
            if (kase == SL_CMP_NONE) {
                sl_rowpack_get(&runs[r], l->rows[1], row);
                kase = (uint32_t)keys.n;
                if (sl_rowpack_add(&keys, row) != 0)
                    rc = sl_err_set(e, SL_FAIL, "out of memory");
            }
            if (nrefs == cap) {
                cap = cap ? 2 * cap : 256;
                ref *g = realloc(refs, cap * sizeof *g);
                if (!g) {
                    rc = sl_err_set(e, SL_FAIL, "out of memory");
                    break;
                }
                refs = g;
            }
            refs[nrefs++] = (ref){ kase, (uint32_t)r, l->rows[1] };
        }
        if (!row)
            rc = sl_err_set(e, SL_FAIL, "out of memory");
        free(row);
        sl_cmp_free(&c);
    }
    const size_t ncases = keys.n;
    sl_rowpack_free(&keys);
    if (rc == SL_OK && nrefs)
        qsort(refs, nrefs, sizeof *refs, by_case);
    sl_row *bufs = rc == SL_OK ? malloc(2 * sizeof *bufs) : NULL;
    double *vals = rc == SL_OK ? malloc((4 + SL_KV_MAX) * (nruns + 1) * sizeof *vals) : NULL;
    sl_group_stat *st = rc == SL_OK ? calloc(ncases + 1, sizeof *st) : NULL;
    if (rc == SL_OK && (!bufs || !vals || !st))
        rc = sl_err_set(e, SL_FAIL, "out of memory");
    for (size_t i = 0; rc == SL_OK && i < nrefs;) {
        size_t j = i;
        while (j < nrefs && refs[j].kase == refs[i].kase)
            ++j;
        /* a case a run has twice (rows that name no case, equal params) counts each row */
        if (j - i > nruns) {
            free(vals);
            vals = malloc((4 + SL_KV_MAX) * (j - i) * sizeof *vals);
        }
        if (!vals || fold_case(runs, refs + i, j - i, (uint32_t)nruns, out, &st[refs[i].kase], &bufs[0], &bufs[1],
                               vals) != 0)
            rc = sl_err_set(e, SL_FAIL, "out of memory");
        i = j;
    }
    free(refs);
    free(bufs);
    free(vals);
    if (rc != SL_OK) {
        free(st);
        sl_rowpack_free(out);
        return rc;
    }
    *stats = st;
    return SL_OK;
}
