/* json.c - results as JSON (schema simtlab-results/2), written and read;
 * simtlab-results/1 is read by migrating it. */
#include "simtlab/report.h"

#include <cjson/cJSON.h>
#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "simtlab/compiled.h"
#include "simtlab/derive.h"

void sl_run_info_now(sl_run_info *info, int argc, char *const *argv, const char *version)
{
    memset(info, 0, sizeof *info);
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(info->utc, sizeof info->utc, "%Y-%m-%dT%H:%M:%SZ", &tm);
    if (gethostname(info->host, sizeof info->host) != 0)
        snprintf(info->host, sizeof info->host, "unknown");
    info->host[sizeof info->host - 1] = '\0';
    info->argc = argc;
    info->argv = argv;
    info->version = version;
}

/* A string, as valid UTF-8 (raw bytes in a path or an argument become
 * U+FFFD, so the file always parses). */
static cJSON *str_item(const char *v)
{
    char *u = sl_utf8_dup(v);
    cJSON *item = cJSON_CreateString(u ? u : "");
    free(u);
    return item;
}

static void add_str(cJSON *o, const char *key, const char *v)
{
    cJSON_AddItemToObject(o, key, str_item(v));
}

/* A number, or null when it is not finite (unknown / not applicable). */
static void add_num(cJSON *o, const char *key, double v)
{
    if (isfinite(v))
        cJSON_AddNumberToObject(o, key, v);
    else
        cJSON_AddNullToObject(o, key);
}

static void add_int_or_null(cJSON *o, const char *key, long v)
{
    if (v >= 0)
        cJSON_AddNumberToObject(o, key, (double)v);
    else
        cJSON_AddNullToObject(o, key);
}

static cJSON *kv_json(const sl_kvlist *l)
{
    cJSON *o = cJSON_CreateObject();
    for (int i = 0; i < l->n; ++i) {
        if (l->items[i].is_str)
            add_str(o, l->items[i].key, l->items[i].str);
        else
            add_num(o, l->items[i].key, l->items[i].num);
    }
    return o;
}

cJSON *sl_report_profile_json(const sl_profile *p)
{
    cJSON *d = cJSON_CreateObject();
    char idx[32];
    snprintf(idx, sizeof idx, "%u:%u", p->platform_index, p->device_index);
    add_str(d, "index", idx);
    add_str(d, "platform", p->platform);
    add_str(d, "name", p->name);
    add_str(d, "vendor", sl_vendor_name(p->vendor));
    add_str(d, "vendor_string", p->vendor_str);
    add_str(d, "type", (p->type & SL_DEVTYPE_GPU) ? "gpu"
                                       : (p->type & SL_DEVTYPE_CPU) ? "cpu" : "other");
    add_str(d, "driver", p->driver);
    add_str(d, "opencl", p->opencl);
    add_str(d, "opencl_c", p->opencl_c);
    cJSON_AddNumberToObject(d, "compute_units", p->compute_units);
    cJSON_AddNumberToObject(d, "clock_mhz", p->clock_mhz);
    cJSON_AddNumberToObject(d, "timer_resolution_ns", (double)p->timer_resolution_ns);
    cJSON_AddNumberToObject(d, "simd_width", p->simd_width);
    add_str(d, "simd_width_source", p->simd_width_source ? p->simd_width_source : "");
    cJSON_AddNumberToObject(d, "cache_line", p->cache_line);
    cJSON_AddNumberToObject(d, "global_cache", (double)p->global_cache);
    cJSON_AddNumberToObject(d, "local_mem", (double)p->local_mem);
    add_str(d, "local_mem_type", p->local_mem_type == SL_LOCALMEM_LOCAL ? "local" : "global");
    cJSON_AddNumberToObject(d, "global_mem", (double)p->global_mem);
    cJSON_AddNumberToObject(d, "max_alloc", (double)p->max_alloc);
    cJSON_AddNumberToObject(d, "max_work_group", (double)p->max_work_group);
    add_str(d, "arch", p->arch);
    if (p->nv_cc_major >= 0) {
        char cc[16];
        snprintf(cc, sizeof cc, "%d.%d", p->nv_cc_major, p->nv_cc_minor);
        add_str(d, "nv_compute_capability", cc);
    }
    if (p->amd_gfxip_major >= 0) {
        char ip[16];
        snprintf(ip, sizeof ip, "%d.%d", p->amd_gfxip_major, p->amd_gfxip_minor);
        add_str(d, "amd_gfxip", ip);
    }
    add_int_or_null(d, "amd_simd_per_cu", p->amd_simd_per_cu);
    cJSON_AddNumberToObject(d, "native_float_width", p->native_float_width);
    /* the denominator of every row's pct_peak, so a results file explains itself */
    const char *peak_src = NULL;
    double peak = sl_dev_fp32_peak_gflops(p, &peak_src);
    add_num(d, "fp32_peak_gflops", peak > 0.0 ? peak : NAN);
    add_str(d, "fp32_peak_source", peak_src);
    return d;
}

static cJSON *row_json(const sl_row *r)
{
    cJSON *o = cJSON_CreateObject();
    add_str(o, "suite", r->suite);
    add_str(o, "kernel", r->kernel);
    if (r->case_name[0])
        add_str(o, "case_name", r->case_name);
    cJSON_AddItemToObject(o, "params", kv_json(&r->params));

    cJSON *l = cJSON_AddObjectToObject(o, "launch");
    double g[3], lo[3];
    for (unsigned i = 0; i < 3; ++i) {
        g[i] = (double)r->global[i];
        lo[i] = (double)r->local[i];
    }
    int dims = r->dims ? (int)r->dims : 1;
    cJSON_AddItemToObject(l, "global", cJSON_CreateDoubleArray(g, dims));
    cJSON_AddItemToObject(l, "local", cJSON_CreateDoubleArray(lo, dims));
    cJSON_AddNumberToObject(l, "simd_width", r->simd_width);
    add_num(l, "warps_per_group", r->warps_per_group);
    add_num(l, "groups_per_cu", r->groups_per_cu);

    add_num(o, "bytes", r->bytes);
    add_num(o, "flops", r->flops);
    cJSON *t = cJSON_AddObjectToObject(o, "time_ns");
    add_num(t, "min", r->time_ns.min);
    add_num(t, "median", r->time_ns.median);
    add_num(t, "mean", r->time_ns.mean);
    add_num(t, "max", r->time_ns.max);
    add_num(t, "stddev", r->time_ns.stddev);
    cJSON_AddNumberToObject(t, "n", (double)r->time_ns.n);
    add_num(o, "gbps", r->gbps);
    add_num(o, "gflops", r->gflops);
    /* the derived figures /1 had as row keys, under those names, for the
     * scripts that read them; "derived" below is where the reader looks */
    for (const sl_derived_figure *f = sl_derived_figures; f->key; ++f)
        if (f->legacy)
            add_num(o, f->legacy, sl_derived(r, f->key));
    cJSON_AddBoolToObject(o, "verified", r->verified);
    char status[300];
    if (r->status == SL_ROW_OK)
        snprintf(status, sizeof status, "ok");
    else
        snprintf(status, sizeof status, "%s: %s", sl_row_status_name(r->status), r->reason);
    add_str(o, "status", status);
    cJSON_AddItemToObject(o, "model", kv_json(&r->model));
    cJSON_AddItemToObject(o, "metrics", kv_json(&r->metrics));
    cJSON_AddItemToObject(o, "derived", kv_json(&r->derived));
    if (r->source_path[0]) {
        cJSON *src = cJSON_AddObjectToObject(o, "kernel_file");
        add_str(src, "path", r->source_path);
        add_str(src, "sha256", r->source_sha256);
    } else {
        cJSON_AddNullToObject(o, "kernel_file");
    }
    if (r->tuning_path[0]) { /* only a row whose case took a tuning file's values */
        cJSON *tun = cJSON_AddObjectToObject(o, "tuning");
        add_str(tun, "path", r->tuning_path);
        add_str(tun, "sha256", r->tuning_sha256);
    }
    cJSON *res = cJSON_AddObjectToObject(o, "resources");
    add_int_or_null(res, "registers", r->resources.registers);
    add_int_or_null(res, "spills", r->resources.spills);
    add_int_or_null(res, "local_bytes", r->resources.local_bytes);
    add_num(res, "occupancy", r->resources.occupancy);
    sl_compiled_add_json(o, r);
    return o;
}

char *sl_report_json_text(const sl_run_info *info, const sl_profile *prof, const sl_results *res)
{
    cJSON *doc = cJSON_CreateObject();
    add_str(doc, "schema", SL_SCHEMA);
    cJSON *tool = cJSON_AddObjectToObject(doc, "tool");
    add_str(tool, "name", "simtlab");
    add_str(tool, "version", info->version ? info->version : "");
    cJSON *run = cJSON_AddObjectToObject(doc, "run");
    add_str(run, "utc", info->utc);
    add_str(run, "host", info->host);
    cJSON_AddBoolToObject(run, "interrupted", info->interrupted != 0);
    if (info->interrupted)
        add_str(run, "interrupted_by", info->interrupted == SIGINT ? "SIGINT" : info->interrupted == SIGTERM ? "SIGTERM"
                                                                                                   : "signal");
    cJSON *argv = cJSON_AddArrayToObject(run, "argv");
    for (int i = 0; i < info->argc; ++i)
        cJSON_AddItemToArray(argv, str_item(info->argv[i]));
    cJSON_AddItemToObject(doc, "device", sl_report_profile_json(prof));
    cJSON *rows = cJSON_AddArrayToObject(doc, "results");
    for (size_t i = 0; i < res->n; ++i)
        cJSON_AddItemToArray(rows, row_json(&res->rows[i]));
    char *text = cJSON_Print(doc);
    cJSON_Delete(doc);
    return text;
}

char *sl_report_rows_json(const sl_results *res, size_t from)
{
    cJSON *doc = cJSON_CreateObject();
    add_str(doc, "schema", SL_SCHEMA);
    cJSON *dev = cJSON_AddObjectToObject(doc, "device");
    add_str(dev, "name", "");
    cJSON *rows = cJSON_AddArrayToObject(doc, "results");
    for (size_t i = from; i < res->n; ++i)
        cJSON_AddItemToArray(rows, row_json(&res->rows[i]));
    char *text = cJSON_PrintUnformatted(doc);
    cJSON_Delete(doc);
    return text;
}

int sl_report_write_json(const sl_out *out, const sl_run_info *info, const sl_profile *prof,
                         const sl_results *res, sl_err *e)
{
    char *text = sl_report_json_text(info, prof, res);
    if (!text)
        return sl_err_set(e, SL_FAIL, "out of memory formatting JSON");
    size_t len = strlen(text);
    text[len] = '\n';   /* cJSON_Print leaves room: replace the NUL, write len + 1 */
    int rc = sl_out_write(out, text, len + 1, e);
    cJSON_free(text);
    return rc;
}

/* ---- reader ----------------------------------------------------------- */

/* A document being read: which schema, which row (for messages); the
 * first error wins and the keys after it are not looked at. */
typedef struct reader {
    const char *schema;
    bool v1;            /* simtlab-results/1, migrated as it is read */
    size_t row;
    sl_err *e;
    int rc;
} reader;

static cJSON_bool is_num_or_null(const cJSON *v)
{
    return cJSON_IsNumber(v) || cJSON_IsNull(v);
}

static cJSON_bool is_obj_or_null(const cJSON *v)
{
    return cJSON_IsObject(v) || cJSON_IsNull(v);
}

/* Key `key` of o (which is `path` in the row, NULL for the row itself) when
 * it is there and `is` holds; else NULL, and unless `optional` and absent,
 * an error that names the row and the key. */
static const cJSON *get_key(reader *rd, const cJSON *o, const char *path, const char *key,
                            cJSON_bool (*is)(const cJSON *), const char *what, bool optional)
{
    if (rd->rc != SL_OK || !o)
        return NULL;
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (v && is(v))
        return v;
    if (!v && optional)
        return NULL;
    if (!v)
        rd->rc = sl_err_set(rd->e, SL_E_USAGE, "results[%zu] has no \"%s%s%s\" (%s requires it)", rd->row,
                            path ? path : "", path ? "." : "", key, rd->schema);
    else
        rd->rc = sl_err_set(rd->e, SL_E_USAGE, "results[%zu] \"%s%s%s\" is not %s", rd->row, path ? path : "",
                            path ? "." : "", key, what);
    return NULL;
}

static const cJSON *need(reader *rd, const cJSON *o, const char *path, const char *key,
                         cJSON_bool (*is)(const cJSON *), const char *what)
{
    return get_key(rd, o, path, key, is, what, false);
}

/* A figure: a number, or null for unknown (NAN). Required unless optional;
 * an optional one that is absent is unknown too. */
static double num_at(reader *rd, const cJSON *o, const char *path, const char *key, bool optional)
{
    const cJSON *v = get_key(rd, o, path, key, is_num_or_null, "a number or null", optional);
    return cJSON_IsNumber(v) ? v->valuedouble : NAN;
}

static double need_num(reader *rd, const cJSON *o, const char *path, const char *key)
{
    return num_at(rd, o, path, key, false);
}

/* A resource figure: null is unknown (-1), as written. */
static long need_resource(reader *rd, const cJSON *o, const char *key)
{
    const cJSON *v = need(rd, o, "resources", key, is_num_or_null, "a number or null");
    return cJSON_IsNumber(v) && v->valuedouble >= 0.0 && v->valuedouble <= (double)INT_MAX ? (long)v->valuedouble
                                                                                            : -1;
}

/* A count: a whole number in [0, 2^53]. */
static size_t count_of(reader *rd, const cJSON *v, const char *path, const char *key)
{
    if (rd->rc != SL_OK)
        return 0;
    if (cJSON_IsNumber(v) && v->valuedouble >= 0.0 && v->valuedouble <= 0x1p53 &&
        v->valuedouble == floor(v->valuedouble))
        return (size_t)v->valuedouble;
    rd->rc = sl_err_set(rd->e, SL_E_USAGE, "results[%zu] \"%s.%s\" is not a count", rd->row, path, key);
    return 0;
}

static void need_str(reader *rd, const cJSON *o, const char *path, const char *key, char *dst, size_t len)
{
    const cJSON *v = need(rd, o, path, key, cJSON_IsString, "a string");
    snprintf(dst, len, "%s", v ? v->valuestring : "");
}

/* A suite or kernel name, which simtlab writes as an identifier: plot makes
 * file names of suites and puts both in gnuplot scripts, so a name with a
 * '/', a quote or a control character (a crafted or corrupt file) is
 * refused here, once, for every reader. */
/* A name simtlab writes: 1 to len - 1 letters, digits and `extra`, not . or .. */
static void check_name(reader *rd, const char *key, const char *value, const char *extra, char *dst, size_t len)
{
    const char *c = value;
    size_t n = strlen(c);
    bool ok = n > 0 && n < len && strcmp(c, ".") != 0 && strcmp(c, "..") != 0;
    for (; ok && *c; ++c)
        ok = isalnum((unsigned char)*c) || strchr(extra, *c);
    if (!ok) {
        char shown[41]; /* the start of it, a control character as '?' */
        size_t i = 0;
        for (c = value; *c && i < sizeof shown - 1; ++c)
            shown[i++] = iscntrl((unsigned char)*c) ? '?' : *c;
        shown[i] = '\0';
        char allowed[32];
        size_t a = 0;
        for (const char *x = extra; *x && a + 2 < sizeof allowed; ++x) {
            allowed[a++] = ' ';
            allowed[a++] = *x;
        }
        allowed[a] = '\0';
        rd->rc = sl_err_set(rd->e, SL_E_USAGE,
                            "results[%zu].%s \"%s\"%s is not a name simtlab writes (1 to %zu letters, digits,%s)",
                            rd->row, key, shown, *c ? "..." : "", len - 1, allowed);
        return;
    }
    snprintf(dst, len, "%s", value);
}

static void need_name(reader *rd, const cJSON *o, const char *key, char *dst, size_t len)
{
    const cJSON *v = need(rd, o, NULL, key, cJSON_IsString, "a string");
    if (v)
        check_name(rd, key, v->valuestring, "_.+-", dst, len);
}

/* A key/value object: strings, numbers, and null for an unknown number. */
static void need_kv(reader *rd, const cJSON *row, const char *key, sl_kvlist *l)
{
    const cJSON *o = need(rd, row, NULL, key, cJSON_IsObject, "an object");
    const cJSON *it = NULL;
    cJSON_ArrayForEach(it, o) {
        if (rd->rc != SL_OK)
            return;
        /* keys and strings as text that cannot act on a terminal */
        char k[32], v[48];
        sl_str_escape_ctrl(it->string ? it->string : "", k, sizeof k);
        if (cJSON_IsString(it)) {
            sl_str_escape_ctrl(it->valuestring, v, sizeof v);
            sl_kv_str(l, k, v);
        } else if (cJSON_IsNumber(it))
            sl_kv_num(l, k, it->valuedouble);
        else if (cJSON_IsNull(it))
            sl_kv_num(l, k, NAN);
        else
            rd->rc = sl_err_set(rd->e, SL_E_USAGE, "results[%zu] \"%s.%s\" is not a string, a number or null",
                                rd->row, key, it->string);
    }
    if (rd->rc == SL_OK && l->dropped)
        rd->rc = sl_err_set(rd->e, SL_E_USAGE, "results[%zu] \"%s\" has more than %d keys", rd->row, key, SL_KV_MAX);
}

/* The derived figures /1 wrote as row keys; those added during /1's life
 * are absent from the files written before them (report.h). */
static bool v1_optional(const char *legacy)
{
    return strcmp(legacy, "pct_of_suite_best") != 0;
}

static void read_row(reader *rd, const cJSON *it, sl_row *r)
{
    char suite[32], kernel[64], status[300];
    if (!cJSON_IsObject(it)) {
        rd->rc = sl_err_set(rd->e, SL_E_USAGE, "results[%zu] is not an object", rd->row);
        return;
    }
    suite[0] = kernel[0] = '\0';
    need_name(rd, it, "suite", suite, sizeof suite);
    need_name(rd, it, "kernel", kernel, sizeof kernel);
    sl_row_init(r, suite, kernel);
    /* optional: files before it was recorded match by kernel and params */
    const cJSON *cn = get_key(rd, it, NULL, "case_name", cJSON_IsString, "a string", true);
    if (cn)
        check_name(rd, "case_name", cn->valuestring, "_.+-:", r->case_name, sizeof r->case_name);
    need_kv(rd, it, "params", &r->params);
    need_kv(rd, it, "model", &r->model);

    const cJSON *launch = need(rd, it, NULL, "launch", cJSON_IsObject, "an object");
    const cJSON *g = need(rd, launch, "launch", "global", cJSON_IsArray, "an array");
    const cJSON *lo = need(rd, launch, "launch", "local", cJSON_IsArray, "an array");
    int dims = cJSON_GetArraySize(g);
    r->dims = (unsigned)(dims > 3 ? 3 : dims);
    for (unsigned d = 0; d < r->dims; ++d) {
        r->global[d] = count_of(rd, cJSON_GetArrayItem(g, (int)d), "launch", "global");
        r->local[d] = count_of(rd, cJSON_GetArrayItem(lo, (int)d), "launch", "local");
    }
    r->simd_width = (unsigned)count_of(rd, need(rd, launch, "launch", "simd_width", cJSON_IsNumber, "a number"),
                                       "launch", "simd_width");
    r->warps_per_group = need_num(rd, launch, "launch", "warps_per_group");
    r->groups_per_cu = need_num(rd, launch, "launch", "groups_per_cu");

    r->bytes = need_num(rd, it, NULL, "bytes");
    r->flops = need_num(rd, it, NULL, "flops");
    const cJSON *t = need(rd, it, NULL, "time_ns", cJSON_IsObject, "an object");
    r->time_ns.min = need_num(rd, t, "time_ns", "min");
    r->time_ns.median = need_num(rd, t, "time_ns", "median");
    r->time_ns.mean = need_num(rd, t, "time_ns", "mean");
    r->time_ns.max = need_num(rd, t, "time_ns", "max");
    r->time_ns.stddev = need_num(rd, t, "time_ns", "stddev");
    r->time_ns.n = count_of(rd, need(rd, t, "time_ns", "n", cJSON_IsNumber, "a number"), "time_ns", "n");
    r->gbps = need_num(rd, it, NULL, "gbps");
    r->gflops = need_num(rd, it, NULL, "gflops");

    if (rd->v1) {
        /* /1 held the derived figures as row keys and recorded no metrics */
        for (const sl_derived_figure *f = sl_derived_figures; f->key; ++f)
            if (f->legacy)
                sl_kv_num(&r->derived, f->key, num_at(rd, it, NULL, f->legacy, v1_optional(f->legacy)));
    } else {
        need_kv(rd, it, "metrics", &r->metrics);
        need_kv(rd, it, "derived", &r->derived);
    }

    const cJSON *res = need(rd, it, NULL, "resources", cJSON_IsObject, "an object");
    r->resources.registers = (int)need_resource(rd, res, "registers");
    r->resources.spills = (int)need_resource(rd, res, "spills");
    r->resources.local_bytes = need_resource(rd, res, "local_bytes");
    r->resources.occupancy = need_num(rd, res, "resources", "occupancy");
    /* optional: only a run with --target compiles offline (compiled.h) */
    char why[200];
    if (rd->rc == SL_OK &&
        sl_compiled_read_json(cJSON_GetObjectItemCaseSensitive(it, "compiled"), r, why, sizeof why) != SL_OK)
        rd->rc = sl_err_set(rd->e, SL_E_USAGE, "results[%zu] %s", rd->row, why);

    const cJSON *verified = need(rd, it, NULL, "verified", cJSON_IsBool, "true or false");
    r->verified = cJSON_IsTrue(verified);
    const cJSON *src = get_key(rd, it, NULL, "kernel_file", is_obj_or_null, "an object or null", rd->v1);
    if (cJSON_IsObject(src)) {
        need_str(rd, src, "kernel_file", "path", r->source_path, sizeof r->source_path);
        need_str(rd, src, "kernel_file", "sha256", r->source_sha256, sizeof r->source_sha256);
    }
    /* optional: a row names a tuning file only when its case took one's values */
    const cJSON *tun = get_key(rd, it, NULL, "tuning", cJSON_IsObject, "an object", true);
    if (tun) {
        need_str(rd, tun, "tuning", "path", r->tuning_path, sizeof r->tuning_path);
        need_str(rd, tun, "tuning", "sha256", r->tuning_sha256, sizeof r->tuning_sha256);
    }
    need_str(rd, it, NULL, "status", status, sizeof status);
    if (strncmp(status, "skipped: ", 9) == 0)
        sl_row_skip(r, status + 9);
    else if (strcmp(status, "ok") != 0)
        sl_row_fail(r, strncmp(status, "failed: ", 8) == 0 ? status + 8 : status);
    /* A row claims a figure only if it was checked. */
    if (r->status == SL_ROW_OK && !r->verified)
        sl_row_fail(r, "row is not verified");
}

/* ---- the document's top level, walked key by key ----------------------
 * The rows of "results" are parsed one at a time and let go: a 64 MiB
 * file parsed whole was a 370 MB cJSON tree. Every other top-level value
 * is parsed whole into `top` (the first of a key that comes twice, as
 * cJSON's lookup would take it). The rows' array is first only skipped
 * over, its brackets matched outside strings: "schema" may come after it,
 * and the rows cannot be read before it is known. */

static const char *skip_ws(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
        ++p;
    return p;
}

static int not_json(sl_err *e, const char *near, const char *end)
{
    const int room = near && near < end ? (int)(end - near < 20 ? end - near : 20) : 0;
    return sl_err_set(e, SL_E_USAGE, "not valid JSON (near \"%.*s\")", room, room ? near : "");
}

/* p at '[': the byte after its matching ']', or NULL when the text ends first. */
static const char *skip_array(const char *p, const char *end)
{
    size_t depth = 0;
    while (p < end) {
        const char c = *p++;
        if (c == '"') {
            while (p < end && *p != '"')
                p += *p == '\\' ? 2 : 1;
            if (p >= end)
                return NULL;
            ++p;
        } else if (c == '[' || c == '{') {
            ++depth;
        } else if ((c == ']' || c == '}') && --depth == 0) { /* p began at '[': depth is 1 or more here */
            return c == ']' ? p : NULL;
        }
    }
    return NULL;
}

/* p, past the document and its whitespace: the end of text, or an error. */
static int end_of_document(const char *text, const char *p, const char *end, sl_err *e)
{
    p = skip_ws(p, end);
    if (p == end)
        return SL_OK;
    return sl_err_set(e, SL_E_USAGE, "trailing data after the JSON document, at byte %zu", (size_t)(p - text));
}

/* One value at p: parsed, *next after it; NULL (with the error) when it is not JSON. */
static cJSON *parse_value(const char *p, const char *end, const char **next, sl_err *e)
{
    const char *stop = NULL;
    cJSON *v = cJSON_ParseWithLengthOpts(p, (size_t)(end - p), &stop, false);
    if (!v) {
        not_json(e, cJSON_GetErrorPtr(), end);
        return NULL;
    }
    *next = stop;
    return v;
}

/* Walk the top-level object of text[0..len): other keys into *top, where
 * the first "results" array begins into *rows_at (NULL when none). */
static int walk_top(const char *text, size_t len, cJSON **top, const char **rows_at, sl_err *e)
{
    const char *end = text + len, *p = skip_ws(text, end);
    *rows_at = NULL;
    if (p == end || *p != '{') {
        /* not an object: parsed whole, which names what it is instead */
        const char *next = NULL;
        cJSON *v = parse_value(p, end, &next, e);
        if (!v)
            return SL_E_USAGE;
        cJSON_Delete(v);
        if (end_of_document(text, next, end, e) != SL_OK)
            return SL_E_USAGE;
        *top = cJSON_CreateObject();
        return *top ? SL_OK : sl_err_set(e, SL_FAIL, "out of memory reading results");
    }
    *top = cJSON_CreateObject();
    if (!*top)
        return sl_err_set(e, SL_FAIL, "out of memory reading results");
    p = skip_ws(p + 1, end);
    if (p < end && *p == '}')
        return end_of_document(text, p + 1, end, e);
    for (;;) {
        if (p == end || *p != '"')
            return not_json(e, p, end);
        const char *next = NULL;
        cJSON *key = parse_value(p, end, &next, e);
        if (!key)
            return SL_E_USAGE;
        p = skip_ws(next, end);
        if (p == end || *p != ':') {
            cJSON_Delete(key);
            return not_json(e, p, end);
        }
        p = skip_ws(p + 1, end);
        const bool is_rows = strcmp(key->valuestring, "results") == 0 && p < end && *p == '[';
        if (is_rows) {
            if (!*rows_at && !cJSON_GetObjectItemCaseSensitive(*top, "results"))
                *rows_at = p;
            next = skip_array(p, end);
            if (!next) {
                cJSON_Delete(key);
                return not_json(e, p, end);
            }
        } else {
            cJSON *v = parse_value(p, end, &next, e);
            if (!v) {
                cJSON_Delete(key);
                return SL_E_USAGE;
            }
            if (cJSON_GetObjectItemCaseSensitive(*top, key->valuestring) ||
                (*rows_at && strcmp(key->valuestring, "results") == 0))
                cJSON_Delete(v);
            else
                cJSON_AddItemToObject(*top, key->valuestring, v);
        }
        cJSON_Delete(key);
        p = skip_ws(next, end);
        if (p < end && *p == ',') {
            p = skip_ws(p + 1, end);
            continue;
        }
        if (p < end && *p == '}')
            break;
        return not_json(e, p, end);
    }
    return end_of_document(text, p + 1, end, e);
}

int sl_report_parse_json_each(const char *text, size_t len, sl_row_fn fn, void *ctx, char *device_name,
                              size_t name_len, sl_err *e)
{
    cJSON *top = NULL;
    const char *rows_at = NULL, *end = text + len;
    reader rd = { .e = e, .rc = SL_OK };
    rd.rc = walk_top(text, len, &top, &rows_at, e);
    if (rd.rc != SL_OK)
        goto cleanup;
    const cJSON *schema = cJSON_GetObjectItemCaseSensitive(top, "schema");
    if (cJSON_IsString(schema) && strcmp(schema->valuestring, SL_SCHEMA) == 0) {
        rd.schema = SL_SCHEMA;
    } else if (cJSON_IsString(schema) && strcmp(schema->valuestring, SL_SCHEMA_1) == 0) {
        rd.schema = SL_SCHEMA_1;
        rd.v1 = true;
    } else {
        rd.rc = sl_err_set(e, SL_E_USAGE, "unknown results schema '%s' (this simtlab reads %s, and %s by migrating it)",
                           cJSON_IsString(schema) ? schema->valuestring : "(none)", SL_SCHEMA, SL_SCHEMA_1);
        goto cleanup;
    }
    if (!rows_at) {
        rd.rc = sl_err_set(e, SL_E_USAGE, "results file has no \"results\" array");
        goto cleanup;
    }
    const cJSON *dev = cJSON_GetObjectItemCaseSensitive(top, "device");
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(dev, "name");
    if (!cJSON_IsString(name)) {
        rd.rc = sl_err_set(e, SL_E_USAGE, "results file has no \"device.name\" (%s requires it)", rd.schema);
        goto cleanup;
    }
    if (device_name && name_len)
        sl_str_escape_ctrl(name->valuestring, device_name, name_len);
    /* the rows, one at a time (walk_top matched the array's brackets) */
    const char *p = skip_ws(rows_at + 1, end);
    if (*p == ']')
        goto cleanup;
    for (;;) {
        const char *next = NULL;
        cJSON *it = parse_value(p, end, &next, e);
        if (!it) {
            rd.rc = SL_E_USAGE;
            goto cleanup;
        }
        sl_row r;
        read_row(&rd, it, &r);
        cJSON_Delete(it);
        if (rd.rc != SL_OK)
            goto cleanup;
        if (fn(ctx, &r) != 0) {
            rd.rc = sl_err_set(e, SL_FAIL, "out of memory reading results");
            goto cleanup;
        }
        ++rd.row;
        p = skip_ws(next, end);
        if (*p == ',') {
            p = skip_ws(p + 1, end);
            continue;
        }
        if (*p == ']')
            break;
        rd.rc = not_json(e, p, end);
        goto cleanup;
    }
cleanup:
    cJSON_Delete(top);
    return rd.rc;
}

static int add_to_results(void *ctx, const sl_row *r)
{
    return sl_results_add(ctx, r);
}

int sl_report_parse_json(const char *text, sl_results *out, char *device_name, size_t name_len, sl_err *e)
{
    const size_t had = out->n;
    int rc = sl_report_parse_json_each(text, strlen(text), add_to_results, out, device_name, name_len, e);
    if (rc != SL_OK)
        out->n = had; /* a file refused adds no rows */
    return rc;
}

int sl_report_read_json_each(const char *path, sl_row_fn fn, void *ctx, char *device_name, size_t name_len,
                             sl_err *e)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return sl_err_set(e, SL_E_USAGE, "cannot open results file %s", path);
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len + 4096 + 1 > cap) {
            cap = cap ? cap * 2 : 65536;
            char *g = realloc(buf, cap);
            if (!g) {
                free(buf);
                fclose(f);
                return sl_err_set(e, SL_FAIL, "out of memory reading %s", path);
            }
            buf = g;
        }
        size_t got = fread(buf + len, 1, 4096, f);
        len += got;
        if (got < 4096)
            break;
    }
    fclose(f);
    buf[len] = '\0';
    int rc = sl_report_parse_json_each(buf, len, fn, ctx, device_name, name_len, e);
    free(buf);
    if (rc != SL_OK && e) {
        char m[sizeof e->msg];
        snprintf(m, sizeof m, "%s", e->msg);
        sl_err_set(e, rc, "%s: %s", path, m);
    }
    return rc;
}

int sl_report_read_json(const char *path, sl_results *out, char *device_name, size_t name_len, sl_err *e)
{
    const size_t had = out->n;
    int rc = sl_report_read_json_each(path, add_to_results, out, device_name, name_len, e);
    if (rc != SL_OK)
        out->n = had; /* a file refused adds no rows */
    return rc;
}
