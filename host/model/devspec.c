/* devspec.c - reading device spec sheets (devspec.h). */
#include "simtlab/devspec.h"
#include "simtlab/slurp.h"

#include <ctype.h>
#include <dirent.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#ifndef SIMTLAB_SOURCE_DEVICE_DIR
#define SIMTLAB_SOURCE_DEVICE_DIR ""
#endif
#ifndef SIMTLAB_INSTALL_DEVICE_DIR
#define SIMTLAB_INSTALL_DEVICE_DIR ""
#endif

static int str_key(const cJSON *o, const char *key, char *dst, size_t len, const char *origin, sl_err *e)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!cJSON_IsString(v))
        return sl_err_set(e, SL_E_USAGE, "%s: \"%s\" is missing or not a string", origin, key);
    snprintf(dst, len, "%s", v->valuestring);
    return SL_OK;
}

/* A number with its source: NAN when absent or null (required: an error);
 * a number without a source in "sources" is refused. */
static int num_key(const cJSON *o, const cJSON *src, const char *key, bool required, double *out, const char *origin,
                   sl_err *e)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    *out = NAN;
    if (!v || cJSON_IsNull(v)) {
        if (required)
            return sl_err_set(e, SL_E_USAGE, "%s: \"%s\" is missing", origin, key);
        return SL_OK;
    }
    if (!cJSON_IsNumber(v) || !(v->valuedouble >= 0.0) || !isfinite(v->valuedouble))
        return sl_err_set(e, SL_E_USAGE, "%s: \"%s\" is not a non-negative number", origin, key);
    const cJSON *s = cJSON_GetObjectItemCaseSensitive(src, key);
    if (!cJSON_IsString(s) || !s->valuestring[0])
        return sl_err_set(e, SL_E_USAGE, "%s: \"%s\" has no source in \"sources\" (every number needs one)", origin,
                          key);
    *out = v->valuedouble;
    return SL_OK;
}

int sl_devspec_parse(const char *text, const char *origin, sl_devspec *out, sl_err *e)
{
    memset(out, 0, sizeof *out);
    cJSON *root = cJSON_Parse(text);
    if (!cJSON_IsObject(root)) {
        cJSON_Delete(root);
        return sl_err_set(e, SL_E_USAGE, "%s: not a JSON object", origin);
    }
    int rc = SL_OK;
    char schema[48] = "", geometry[48] = "";
    double simd = NAN, cus = NAN;
    const cJSON *src = cJSON_GetObjectItemCaseSensitive(root, "sources");
    if (str_key(root, "schema", schema, sizeof schema, origin, e) != SL_OK || strcmp(schema, SL_DEVSPEC_SCHEMA) != 0)
        rc = sl_err_set(e, SL_E_USAGE, "%s: schema is not %s", origin, SL_DEVSPEC_SCHEMA);
    else if (!cJSON_IsObject(src))
        rc = sl_err_set(e, SL_E_USAGE, "%s: \"sources\" is missing or not an object", origin);
    if (rc == SL_OK)
        rc = str_key(root, "id", out->id, sizeof out->id, origin, e);
    if (rc == SL_OK)
        rc = str_key(root, "name", out->name, sizeof out->name, origin, e);
    if (rc == SL_OK)
        rc = str_key(root, "vendor", out->vendor, sizeof out->vendor, origin, e);
    if (rc == SL_OK)
        rc = str_key(root, "arch", out->arch, sizeof out->arch, origin, e);
    if (rc == SL_OK)
        rc = str_key(root, "geometry", geometry, sizeof geometry, origin, e);
    if (rc == SL_OK && !(out->geometry = sl_model_geometry(geometry)))
        rc = sl_err_set(e, SL_E_USAGE, "%s: unknown geometry '%s' (data/devices/geometry.csv names them)", origin,
                        geometry);
    if (rc == SL_OK)
        rc = num_key(root, src, "simd_width", true, &simd, origin, e);
    if (rc == SL_OK)
        rc = num_key(root, src, "compute_units", true, &cus, origin, e);
    if (rc == SL_OK)
        rc = num_key(root, src, "boost_clock_mhz", false, &out->clock_mhz, origin, e);
    if (rc == SL_OK)
        rc = num_key(root, src, "fp32_peak_gflops", false, &out->fp32_peak_gflops, origin, e);
    if (rc == SL_OK)
        rc = num_key(root, src, "memory_bandwidth_gbps", false, &out->bandwidth_gbps, origin, e);
    if (rc == SL_OK)
        rc = num_key(root, src, "l2_bytes", false, &out->l2_bytes, origin, e);
    if (rc == SL_OK)
        rc = num_key(root, src, "local_mem_per_cu_bytes", false, &out->local_per_cu_bytes, origin, e);
    /* ranges before any cast: 1e300 compute units would be undefined behaviour in (unsigned) */
    if (rc == SL_OK && (simd < 1.0 || simd > 1024.0 || cus < 1.0 || cus > 1e6 || simd != floor(simd) ||
                        cus != floor(cus)))
        rc = sl_err_set(e, SL_E_USAGE,
                        "%s: simd_width must be a whole 1..1024 and compute_units a whole 1..1000000", origin);
    if (rc == SL_OK && (out->clock_mhz > 1e5 || out->fp32_peak_gflops > 1e9 || out->bandwidth_gbps > 1e8 ||
                        out->l2_bytes > 1e15 || out->local_per_cu_bytes > 1e12))
        rc = sl_err_set(e, SL_E_USAGE, "%s: a figure past any device (clock over 100 GHz, over 1 EFLOP/s, over "
                                       "100 TB/s, an L2 over 1 PB or local memory over 1 TB)", origin);
    if (rc == SL_OK) {
        out->simd_width = (unsigned)simd;
        out->compute_units = (unsigned)cus;
        snprintf(out->path, sizeof out->path, "%s", origin);
    }
    cJSON_Delete(root);
    return rc;
}

static const char *dirs(size_t i)
{
    const char *env = getenv("SIMTLAB_DEVICE_DATA");
    const char *d[3] = { env, SIMTLAB_SOURCE_DEVICE_DIR, SIMTLAB_INSTALL_DEVICE_DIR };
    return i < 3 ? d[i] : NULL;
}

int sl_devspec_load(const char *what, sl_devspec *out, sl_err *e)
{
    char path[1024];
    const size_t n = strlen(what);
    if (strchr(what, '/') || (n > 5 && strcmp(what + n - 5, ".json") == 0)) {
        snprintf(path, sizeof path, "%s", what);
    } else {
        path[0] = '\0';
        for (size_t i = 0; i < 3 && !path[0]; ++i) {
            const char *d = dirs(i);
            if (!d || !*d)
                continue;
            snprintf(path, sizeof path, "%s/%s.json", d, what);
            if (access(path, R_OK) != 0)
                path[0] = '\0';
        }
        if (!path[0]) {
            char ids[512];
            sl_devspec_ids(ids, sizeof ids);
            return sl_err_set(e, SL_E_USAGE, "no spec sheet for device '%s'; there are: %s", what,
                              ids[0] ? ids : "(none found)");
        }
    }
    char *text = NULL;
    const int read = sl_slurp(path, "device spec sheet", 1u << 20, &text, NULL, e);
    if (read != SL_OK)
        return read;
    int rc = sl_devspec_parse(text, path, out, e);
    free(text);
    return rc;
}

/* The next word of *p (letters and digits), lower-cased, "r" and "tm"
 * (from "(R)", "(TM)") skipped; false at the end. */
static bool next_word(const char **p, char *w, size_t len)
{
    for (;;) {
        while (**p && !isalnum((unsigned char)**p))
            ++*p;
        if (!**p)
            return false;
        size_t n = 0;
        while (isalnum((unsigned char)**p)) {
            if (n + 1 < len)
                w[n++] = (char)tolower((unsigned char)**p);
            ++*p;
        }
        w[n] = '\0';
        if (strcmp(w, "r") != 0 && strcmp(w, "tm") != 0)
            return true;
    }
}

int sl_devspec_words_within(const char *a, const char *b)
{
    char wa[64], wb[64];
    int any = 0;
    for (const char *p = a; next_word(&p, wa, sizeof wa);) {
        int found = 0;
        for (const char *q = b; !found && next_word(&q, wb, sizeof wb);)
            found = strcmp(wa, wb) == 0;
        if (!found)
            return 0;
        any = 1;
    }
    return any;
}

int sl_devspec_for_device(const char *vendor, const char *device_name, sl_devspec *out)
{
    char ids[1024];
    sl_devspec_ids(ids, sizeof ids);
    int found = 0;
    for (char *save = NULL, *id = strtok_r(ids, ", ", &save); id; id = strtok_r(NULL, ", ", &save)) {
        sl_devspec d;
        if (sl_devspec_load(id, &d, NULL) != SL_OK || strcmp(d.vendor, vendor) != 0)
            continue;
        if (sl_devspec_words_within(d.name, device_name) || sl_devspec_words_within(device_name, d.name)) {
            if (found++)
                return SL_FAIL; /* two sheets fit: neither is known to be this device */
            *out = d;
        }
    }
    return found == 1 ? SL_OK : SL_FAIL;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

void sl_devspec_ids(char *buf, size_t len)
{
    char names[64][48];
    const char *ptr[64];
    size_t n = 0;
    for (size_t i = 0; i < 3; ++i) {
        const char *d = dirs(i);
        DIR *dir = d && *d ? opendir(d) : NULL;
        if (!dir)
            continue;
        for (struct dirent *de; (de = readdir(dir)) != NULL && n < 64;) {
            size_t l = strlen(de->d_name);
            if (l <= 5 || l - 5 >= sizeof names[0] || strcmp(de->d_name + l - 5, ".json") != 0)
                continue;
            snprintf(names[n], sizeof names[n], "%.*s", (int)(l - 5), de->d_name);
            int dup = 0;
            for (size_t k = 0; k < n; ++k)
                dup |= strcmp(names[k], names[n]) == 0;
            if (!dup) {
                ptr[n] = names[n];
                ++n;
            }
        }
        closedir(dir);
    }
    qsort(ptr, n, sizeof ptr[0], cmp_str);
    size_t used = 0;
    buf[0] = '\0';
    for (size_t k = 0; k < n && used < len; ++k)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", k ? ", " : "", ptr[k]);
}
