/* tuning.c - per-device tuning files and a search's log (tuning.h). */
#include "simtlab/tuning.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "simtlab/sha256.h"
#include "simtlab/slurp.h"

#ifndef SIMTLAB_SOURCE_TUNING_DIR
#define SIMTLAB_SOURCE_TUNING_DIR ""
#endif
#ifndef SIMTLAB_INSTALL_TUNING_DIR
#define SIMTLAB_INSTALL_TUNING_DIR ""
#endif

/* A device name or driver is a path component here: 96 bytes keep
 * "NVIDIA H100 80GB HBM3" and PoCL's "pthread-skylake-avx512-AMD EPYC ..." whole. */
#define NAME_MAX_BYTES 96

void sl_tuning_name(const char *in, char *out, size_t len)
{
    size_t n = 0;
    if (len == 0)
        return;
    for (const char *p = in ? in : ""; *p && n + 1 < len; ++p) {
        const char c = *p;
        const bool keep = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' ||
                          c == '-' || (c == '_');
        const char w = keep ? c : '_';
        if (w == '_' && n > 0 && out[n - 1] == '_')
            continue;
        out[n++] = w;
    }
    /* no leading or trailing '_' from a space, no "." or ".." */
    while (n > 0 && out[n - 1] == '_')
        --n;
    out[n] = '\0';
    size_t skip = 0;
    while (out[skip] == '_')
        ++skip;
    memmove(out, out + skip, n - skip + 1);
    if (out[0] == '.')
        out[0] = '_';
    if (!out[0])
        snprintf(out, len, "unknown");
}

int sl_tuning_file_in(const char *dir, const sl_profile *p, char *out, size_t len)
{
    char vendor[NAME_MAX_BYTES], name[NAME_MAX_BYTES], driver[NAME_MAX_BYTES];
    sl_tuning_name(sl_vendor_name(p->vendor), vendor, sizeof vendor);
    sl_tuning_name(p->name, name, sizeof name);
    sl_tuning_name(p->driver, driver, sizeof driver);
    const int n = snprintf(out, len, "%s/%s/%s/%s.json", dir, vendor, name, driver);
    if (n < 0 || (size_t)n >= len)
        return SL_E_USAGE;
    return SL_OK;
}

static const char *set(const char *v)
{
    return v && *v ? v : NULL;
}

/* $XDG_DATA_HOME/simtlab/tuning, or ~/.local/share/simtlab/tuning; "" when neither is known. */
static void user_dir(const sl_tuning_env *env, char *out, size_t len)
{
    const char *xdg = env ? env->xdg_data_home : NULL, *home = env ? env->home : NULL;
    out[0] = '\0';
    if (xdg && xdg[0] == '/')
        snprintf(out, len, "%s/simtlab/tuning", xdg);
    else if (home && home[0] == '/')
        snprintf(out, len, "%s/.local/share/simtlab/tuning", home);
}

size_t sl_tuning_dirs(const sl_tuning_env *env, char dirs[SL_TUNING_MAX_DIRS][SL_TUNING_PATH_MAX])
{
    const char *over = env ? set(env->dir) : NULL;
    size_t n = 0;
    if (over) { /* an override: tests and a shared lab machine name one directory */
        snprintf(dirs[n++], SL_TUNING_PATH_MAX, "%s", over);
        return n;
    }
    if (SIMTLAB_SOURCE_TUNING_DIR[0])
        snprintf(dirs[n++], SL_TUNING_PATH_MAX, "%s", SIMTLAB_SOURCE_TUNING_DIR);
    user_dir(env, dirs[n], SL_TUNING_PATH_MAX);
    if (dirs[n][0])
        ++n;
    if (SIMTLAB_INSTALL_TUNING_DIR[0])
        snprintf(dirs[n++], SL_TUNING_PATH_MAX, "%s", SIMTLAB_INSTALL_TUNING_DIR);
    return n;
}

void sl_tuning_default_dir(const sl_tuning_env *env, char *out, size_t len)
{
    const char *over = env ? set(env->dir) : NULL;
    if (over) {
        snprintf(out, len, "%s", over);
        return;
    }
    /* the checkout's data/ is there: a build-tree simtlab keeps its tuning beside its results */
    char data[SL_TUNING_PATH_MAX];
    snprintf(data, sizeof data, "%s", SIMTLAB_SOURCE_TUNING_DIR);
    char *slash = strrchr(data, '/');
    struct stat st;
    if (slash && slash != data) {
        *slash = '\0';
        if (stat(data, &st) == 0 && S_ISDIR(st.st_mode)) {
            snprintf(out, len, "%s", SIMTLAB_SOURCE_TUNING_DIR);
            return;
        }
    }
    user_dir(env, out, len);
}

int sl_tuning_find(const sl_tuning_env *env, const sl_profile *p, char *path, size_t len)
{
    char dirs[SL_TUNING_MAX_DIRS][SL_TUNING_PATH_MAX];
    const size_t n = sl_tuning_dirs(env, dirs);
    for (size_t i = 0; i < n; ++i) {
        struct stat st;
        if (sl_tuning_file_in(dirs[i], p, path, len) == SL_OK && stat(path, &st) == 0 && S_ISREG(st.st_mode))
            return SL_OK;
    }
    path[0] = '\0';
    return SL_SKIP;
}

/* ---- reading ------------------------------------------------------------- */

/* The file parsed, its schema checked: *root (cJSON_Delete), and its hash. */
static int read_doc(const char *path, cJSON **root, char sha256_16[17], sl_err *e)
{
    char *text = NULL;
    size_t len = 0;
    *root = NULL;
    int rc = sl_slurp(path, "tuning file", SL_TUNING_MAX_BYTES, &text, &len, e);
    if (rc != SL_OK)
        return rc == SL_FAIL ? rc : SL_E_USAGE;
    if (sha256_16) {
        char hex[SL_SHA256_HEX];
        sl_sha256_hex(text, len, hex);
        snprintf(sha256_16, 17, "%.16s", hex);
    }
    cJSON *doc = cJSON_ParseWithLength(text, len);
    free(text);
    const cJSON *schema = cJSON_GetObjectItemCaseSensitive(doc, "schema");
    const cJSON *suites = cJSON_GetObjectItemCaseSensitive(doc, "suites");
    if (!cJSON_IsObject(doc))
        rc = sl_err_set(e, SL_E_USAGE, "tuning file %s is not a JSON object", path);
    else if (!cJSON_IsString(schema) || strcmp(schema->valuestring, SL_TUNING_SCHEMA) != 0)
        rc = sl_err_set(e, SL_E_USAGE, "tuning file %s: schema %.60s%s%s, where simtlab reads " SL_TUNING_SCHEMA, path,
                        cJSON_IsString(schema) ? "'" : "", cJSON_IsString(schema) ? schema->valuestring : "missing",
                        cJSON_IsString(schema) ? "'" : "");
    else if (!cJSON_IsObject(suites))
        rc = sl_err_set(e, SL_E_USAGE, "tuning file %s: \"suites\" is missing or not an object", path);
    if (rc != SL_OK) {
        cJSON_Delete(doc);
        return rc;
    }
    *root = doc;
    return SL_OK;
}

/* An entry's params into out: an object of whole numbers. */
static int read_params(const char *path, const cJSON *entry, sl_kvlist *out, sl_err *e)
{
    const cJSON *params = cJSON_GetObjectItemCaseSensitive(entry, "params");
    if (!cJSON_IsObject(params))
        return sl_err_set(e, SL_E_USAGE, "tuning file %s: suite %.40s has no \"params\" object", path, entry->string);
    const cJSON *it;
    cJSON_ArrayForEach(it, params)
    {
        const double v = cJSON_IsNumber(it) ? it->valuedouble : NAN;
        if (!(v >= 1.0 && v <= 4294967295.0 && v == floor(v)))
            return sl_err_set(e, SL_E_USAGE, "tuning file %s: %.40s's %.40s is not a whole number from 1 to 2^32-1",
                              path, entry->string, it->string);
        if (strlen(it->string) >= sizeof out->items[0].key)
            return sl_err_set(e, SL_E_USAGE, "tuning file %s: %.40s's param name '%.40s...' is too long", path,
                              entry->string, it->string);
        sl_kv_num(out, it->string, v);
    }
    if (out->dropped)
        return sl_err_set(e, SL_E_USAGE, "tuning file %s: %.40s has more than %d params", path, entry->string,
                          SL_KV_MAX);
    return SL_OK;
}

int sl_tuning_load(const char *path, const char *suite, sl_tuning_entry *out, sl_err *e)
{
    memset(out, 0, sizeof *out);
    if (strlen(path) >= sizeof out->path)
        return sl_err_set(e, SL_E_USAGE, "tuning file path is too long (%zu bytes)", strlen(path));
    snprintf(out->path, sizeof out->path, "%s", path);
    cJSON *doc = NULL;
    int rc = read_doc(path, &doc, out->sha256_16, e);
    if (rc != SL_OK)
        return rc;
    /* every entry is checked: a file that is wrong anywhere is refused, not half used */
    const cJSON *entry, *suites = cJSON_GetObjectItemCaseSensitive(doc, "suites");
    cJSON_ArrayForEach(entry, suites)
    {
        sl_kvlist params = { 0 };
        if (!cJSON_IsObject(entry))
            rc = sl_err_set(e, SL_E_USAGE, "tuning file %s: suite %.40s is not an object", path, entry->string);
        else
            rc = read_params(path, entry, &params, e);
        if (rc != SL_OK)
            break;
        if (suite && strcmp(entry->string, suite) == 0)
            out->params = params;
    }
    if (rc == SL_OK && suite && !cJSON_GetObjectItemCaseSensitive(suites, suite))
        rc = SL_SKIP;
    cJSON_Delete(doc);
    return rc;
}

/* ---- writing -------------------------------------------------------------- */

static cJSON *str_item(const char *v)
{
    char *u = sl_utf8_dup(v ? v : "");
    cJSON *item = cJSON_CreateString(u ? u : "");
    free(u);
    return item;
}

static void add_str(cJSON *o, const char *key, const char *v)
{
    cJSON_AddItemToObject(o, key, str_item(v));
}

/* A number, or null when it is not finite (not measured). */
static void add_num(cJSON *o, const char *key, double v)
{
    if (isfinite(v))
        cJSON_AddNumberToObject(o, key, v);
    else
        cJSON_AddNullToObject(o, key);
}

static cJSON *point_json(const sl_tune_log *log, const sl_tune_point *p)
{
    cJSON *o = cJSON_CreateObject();
    for (size_t a = 0; a < log->n_axes; ++a)
        cJSON_AddNumberToObject(o, log->axes[a].key, (double)p->v[a]);
    return o;
}

static size_t passed(const sl_tune_log *log)
{
    size_t n = 0;
    for (size_t i = 0; i < log->n; ++i)
        n += log->cands[i].status == SL_ROW_OK;
    return n;
}

static const char *verdict(sl_row_status s)
{
    return s == SL_ROW_OK ? "PASS" : s == SL_ROW_FAILED ? "FAIL" : "SKIP";
}

char *sl_tune_log_json(const sl_tune_log *log)
{
    cJSON *doc = cJSON_CreateObject();
    add_str(doc, "schema", SL_TUNE_LOG_SCHEMA);
    cJSON *tool = cJSON_AddObjectToObject(doc, "tool");
    add_str(tool, "name", "simtlab");
    add_str(tool, "version", log->info->version);
    cJSON *run = cJSON_AddObjectToObject(doc, "run");
    add_str(run, "utc", log->info->utc);
    add_str(run, "host", log->info->host);
    cJSON_AddBoolToObject(run, "interrupted", log->info->interrupted != 0);
    cJSON *argv = cJSON_AddArrayToObject(run, "argv");
    for (int i = 0; i < log->info->argc; ++i)
        cJSON_AddItemToArray(argv, str_item(log->info->argv[i]));
    cJSON_AddItemToObject(doc, "device", sl_report_profile_json(log->prof));
    add_str(doc, "suite", log->suite);
    add_str(doc, "rung", log->rung);
    add_str(doc, "metric", log->metric);
    add_str(doc, "shape", log->shape);
    cJSON *axes = cJSON_AddObjectToObject(doc, "axes");
    for (size_t a = 0; a < log->n_axes; ++a) {
        cJSON *vals = cJSON_AddArrayToObject(axes, log->axes[a].key);
        for (size_t i = 0; i < sl_tune_axis_values(&log->axes[a]); ++i)
            cJSON_AddItemToArray(vals, cJSON_CreateNumber((double)log->axes[a].values[i]));
    }
    add_num(doc, "budget_s", log->budget_s);
    add_num(doc, "spent_s", log->spent_s);
    add_str(doc, "stopped", log->stopped);
    cJSON_AddNumberToObject(doc, "passed", (double)passed(log));
    if (log->winner >= 0)
        cJSON_AddNumberToObject(doc, "winner", (double)log->winner);
    else
        cJSON_AddNullToObject(doc, "winner");
    if (log->tuning_file)
        add_str(doc, "tuning_file", log->tuning_file);
    else
        cJSON_AddNullToObject(doc, "tuning_file");
    cJSON *cands = cJSON_AddArrayToObject(doc, "candidates");
    for (size_t i = 0; i < log->n; ++i) {
        const sl_tune_cand *c = &log->cands[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "index", (double)i);
        add_str(o, "phase", sl_tune_phase_name(c->phase));
        cJSON_AddItemToObject(o, "params", point_json(log, &c->point));
        add_str(o, "verdict", verdict(c->status));
        add_num(o, "figure", c->figure);
        add_num(o, "seconds", c->seconds);
        if (c->status == SL_ROW_OK)
            cJSON_AddNullToObject(o, "reason");
        else
            add_str(o, "reason", c->reason);
        cJSON *rows = cJSON_AddArrayToObject(o, "rows");
        for (size_t r = 0; r < c->n_rows; ++r) {
            cJSON *row = cJSON_CreateObject();
            add_str(row, "case", c->rows[r].case_name);
            add_num(row, "time_ns", c->rows[r].time_ns);
            add_num(row, "figure", c->rows[r].figure);
            cJSON_AddItemToArray(rows, row);
        }
        cJSON_AddItemToArray(cands, o);
    }
    char *text = cJSON_Print(doc);
    cJSON_Delete(doc);
    if (!text)
        return NULL;
    const size_t len = strlen(text);
    char *out = malloc(len + 2);
    if (out) {
        memcpy(out, text, len);
        memcpy(out + len, "\n", 2);
    }
    cJSON_free(text);
    return out;
}

/* The device block of a tuning file: what its path is made of, and the platform. */
static cJSON *device_json(const sl_profile *p)
{
    cJSON *d = cJSON_CreateObject();
    add_str(d, "vendor", sl_vendor_name(p->vendor));
    add_str(d, "vendor_string", p->vendor_str);
    add_str(d, "name", p->name);
    add_str(d, "driver", p->driver);
    add_str(d, "platform", p->platform);
    return d;
}

/* Is doc's device p (vendor class, name, driver)? */
static bool same_device(const cJSON *doc, const sl_profile *p)
{
    const cJSON *d = cJSON_GetObjectItemCaseSensitive(doc, "device");
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(d, "vendor"), *n = cJSON_GetObjectItemCaseSensitive(d, "name"),
                *r = cJSON_GetObjectItemCaseSensitive(d, "driver");
    return cJSON_IsString(v) && cJSON_IsString(n) && cJSON_IsString(r) &&
           strcmp(v->valuestring, sl_vendor_name(p->vendor)) == 0 && strcmp(n->valuestring, p->name) == 0 &&
           strcmp(r->valuestring, p->driver) == 0;
}

int sl_tuning_check_out(const char *path, const sl_profile *p, sl_err *e)
{
    struct stat st;
    if (stat(path, &st) == 0) {
        cJSON *doc = NULL;
        int rc = read_doc(path, &doc, NULL, e);
        if (rc != SL_OK) {
            char why[sizeof e->msg];
            snprintf(why, sizeof why, "%s", e->msg);
            return sl_err_set(e, SL_E_USAGE, "%.900s (it would be replaced: remove it or give --out another path)",
                              why);
        }
        const bool mine = same_device(doc, p);
        cJSON_Delete(doc);
        if (!mine)
            return sl_err_set(e, SL_E_USAGE,
                              "tuning file %s is another device's (its \"device\" is not %s, driver %s): give --out "
                              "another path",
                              path, p->name, p->driver);
        sl_out o;
        return sl_out_prepare(path, false, &o, e);
    }
    if (errno != ENOENT && errno != ENOTDIR)
        return sl_err_set(e, SL_E_USAGE, "cannot write tuning file %s: %s", path, strerror(errno));
    /* not there yet: the nearest directory above it that exists must take new ones */
    char dir[SL_TUNING_PATH_MAX];
    if (strlen(path) >= sizeof dir)
        return sl_err_set(e, SL_E_USAGE, "tuning file path is too long (%zu bytes)", strlen(path));
    snprintf(dir, sizeof dir, "%s", path);
    for (;;) {
        char *slash = strrchr(dir, '/');
        if (!slash)
            snprintf(dir, sizeof dir, ".");
        else if (slash == dir)
            dir[1] = '\0';
        else
            *slash = '\0';
        if (stat(dir, &st) == 0) {
            if (!S_ISDIR(st.st_mode))
                return sl_err_set(e, SL_E_USAGE, "cannot write tuning file %s: %s is not a directory", path, dir);
            if (access(dir, W_OK | X_OK) != 0)
                return sl_err_set(e, SL_E_USAGE, "cannot write tuning file %s: %s: %s", path, dir, strerror(errno));
            return SL_OK;
        }
        if (errno != ENOENT && errno != ENOTDIR)
            return sl_err_set(e, SL_E_USAGE, "cannot write tuning file %s: %s: %s", path, dir, strerror(errno));
        if (!slash || slash == dir)
            return sl_err_set(e, SL_E_USAGE, "cannot write tuning file %s: no directory above it exists", path);
    }
}

/* mkdir -p of path's directory. */
static int make_dirs(const char *path, sl_err *e)
{
    char dir[SL_TUNING_PATH_MAX];
    snprintf(dir, sizeof dir, "%s", path);
    char *last = strrchr(dir, '/');
    if (!last || last == dir)
        return SL_OK;
    *last = '\0';
    for (char *p = dir + 1;; ++p) {
        const bool end = *p == '\0';
        if (*p == '/' || end) {
            *p = '\0';
            if (mkdir(dir, 0777) != 0 && errno != EEXIST)
                return sl_err_set(e, SL_E_IO, "cannot make directory %s for the tuning file: %s", dir, strerror(errno));
            if (end)
                return SL_OK;
            *p = '/';
        }
    }
}

/* log's winner as a tuning file's entry. */
static cJSON *entry_json(const sl_tune_log *log)
{
    const sl_tune_cand *w = &log->cands[log->winner], *b = &log->cands[0];
    cJSON *o = cJSON_CreateObject();
    add_str(o, "rung", log->rung);
    add_str(o, "metric", log->metric);
    cJSON_AddItemToObject(o, "params", point_json(log, &w->point));
    add_num(o, "figure", w->figure);
    cJSON *base = cJSON_AddObjectToObject(o, "baseline");
    cJSON_AddItemToObject(base, "params", point_json(log, &b->point));
    add_num(base, "figure", b->figure);
    add_str(o, "shape", log->shape);
    add_str(o, "date", log->info->utc);
    add_str(o, "simtlab", log->info->version);
    cJSON_AddNumberToObject(o, "candidates", (double)log->n);
    cJSON_AddNumberToObject(o, "passed", (double)passed(log));
    add_num(o, "budget_s", log->budget_s);
    add_num(o, "spent_s", log->spent_s);
    add_str(o, "stopped", log->stopped);
    return o;
}

/* o[key] = item: replaced where it stands, else added at the end. */
static void put(cJSON *o, const char *key, cJSON *item)
{
    if (cJSON_GetObjectItemCaseSensitive(o, key))
        cJSON_ReplaceItemInObjectCaseSensitive(o, key, item);
    else
        cJSON_AddItemToObject(o, key, item);
}

int sl_tuning_save(const char *path, const sl_tune_log *log, sl_err *e)
{
    if (log->winner < 0 || (size_t)log->winner >= log->n)
        return sl_err_set(e, SL_FAIL, "no candidate to save");
    int rc = sl_tuning_check_out(path, log->prof, e);
    if (rc != SL_OK)
        return rc;
    cJSON *doc = NULL;
    struct stat st;
    if (stat(path, &st) == 0 && (rc = read_doc(path, &doc, NULL, e)) != SL_OK)
        return rc;
    if (!doc) {
        doc = cJSON_CreateObject();
        add_str(doc, "schema", SL_TUNING_SCHEMA);
        cJSON_AddItemToObject(doc, "device", device_json(log->prof));
        cJSON_AddObjectToObject(doc, "suites");
    }
    /* the device as this driver names it now, in its place; every other
     * suite's entry kept as it was */
    put(doc, "device", device_json(log->prof));
    put(cJSON_GetObjectItemCaseSensitive(doc, "suites"), log->suite, entry_json(log));
    char *text = cJSON_Print(doc);
    cJSON_Delete(doc);
    if (!text)
        return sl_err_set(e, SL_FAIL, "out of memory formatting the tuning file");
    const size_t len = strlen(text);
    char *data = malloc(len + 1);
    if (!data) {
        cJSON_free(text);
        return sl_err_set(e, SL_FAIL, "out of memory formatting the tuning file");
    }
    memcpy(data, text, len);
    data[len] = '\n';
    cJSON_free(text);
    sl_out out;
    if ((rc = make_dirs(path, e)) == SL_OK && (rc = sl_out_prepare(path, false, &out, e)) == SL_OK)
        rc = sl_out_write(&out, data, len + 1, e);
    free(data);
    return rc;
}
