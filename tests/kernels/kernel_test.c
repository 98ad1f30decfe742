/* kernel_test.c - shared helpers of the kernel tests. */
#include "kernel_test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>

#include "simtlab/program.h"

static sl_device dev;
static int opened;

sl_device *kt_device(void)
{
    if (opened)
        return &dev;
    sl_selector sel;
    sl_err e = { 0 };
    int rc = sl_dev_selector_from(NULL, &sel, &e);
    if (rc == SL_OK)
        rc = sl_dev_open(&sel, &dev, &e);
    if (rc == SL_E_NODEV) {
        fprintf(stderr, "skipped: %s\n", e.msg);
        exit(77);
    }
    if (rc != SL_OK) {
        fprintf(stderr, "cannot open the default device: %s\n", e.msg);
        exit(1);
    }
    fprintf(stderr, "device: %s (%s), SIMD width %u from %s\n", dev.prof.name, dev.prof.platform,
            dev.prof.simd_width, dev.prof.simd_width_source);
    opened = 1;
    return &dev;
}

void kt_close(void)
{
    if (opened)
        sl_dev_close(&dev);
    opened = 0;
}

void kt_opts(sl_run_opts *o, uint64_t size_bytes)
{
    memset(o, 0, sizeof *o);
    o->size_bytes = size_bytes;
    o->seed = 12345;
    o->timing.reps = 2;
    o->timing.warmup = 1;
    o->timing.budget_s = 0.01;
    o->timing.timer = SL_TIMER_EVENT;
}

int kt_run(const char *name, const sl_run_opts *o, sl_results *res, char *msg, size_t len)
{
    const sl_suite *s = sl_suite_find(name);
    if (!s) {
        if (msg)
            snprintf(msg, len, "no suite %s", name);
        return SL_FAIL;
    }
    sl_ctx ctx = { .dev = kt_device(), .opts = o, .results = res };
    sl_err e = { 0 };
    int rc = s->run(&ctx, &e);
    if (msg)
        snprintf(msg, len, "%s", e.msg);
    if (rc != SL_OK && e.detail)
        fprintf(stderr, "%s\n%s\n", e.msg, e.detail);
    sl_err_clear(&e);
    return rc;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    if (s && fread(s, 1, (size_t)n, f) == (size_t)n)
        s[n] = '\0';
    else {
        free(s);
        s = NULL;
    }
    fclose(f);
    return s;
}

static int copy_patched(const char *src, const char *dst, const char *const *from, const char *const *to, int n)
{
    char *text = slurp(src);
    if (!text)
        return -1;
    for (int i = 0; i < n; ++i) {
        char *at = strstr(text, from[i]);
        if (!at) {
            fprintf(stderr, "kt_patched_kernels: '%s' not found in %s\n", from[i], src);
            free(text);
            return -1;
        }
        size_t pre = (size_t)(at - text), fl = strlen(from[i]), tl = strlen(to[i]);
        char *next = malloc(strlen(text) - fl + tl + 1);
        if (!next) {
            free(text);
            return -1;
        }
        memcpy(next, text, pre);
        memcpy(next + pre, to[i], tl);
        strcpy(next + pre + tl, at + fl);
        free(text);
        text = next;
    }
    FILE *f = fopen(dst, "wb");
    int rc = f && fputs(text, f) >= 0 ? 0 : -1;
    if (f)
        fclose(f);
    free(text);
    return rc;
}

static char made_dirs[8][256];
static int n_made;

static void remove_made_dirs(void)
{
    for (int i = 0; i < n_made; ++i) {
        DIR *d = opendir(made_dirs[i]);
        struct dirent *de;
        char path[4096];
        while (d && (de = readdir(d)) != NULL) {
            if (de->d_name[0] == '.')
                continue;
            snprintf(path, sizeof path, "%s/%s", made_dirs[i], de->d_name);
            unlink(path);
        }
        if (d)
            closedir(d);
        rmdir(made_dirs[i]);
    }
    n_made = 0;
}

const char *kt_patched_kernels(const char *file, const char *const *from, const char *const *to, int n)
{
    static char dir[256];
    char src[1024], dst[1024];
    snprintf(dir, sizeof dir, "/tmp/simtlab-kt-XXXXXX");
    if (!mkdtemp(dir))
        return NULL;
    if (n_made == 0)
        atexit(remove_made_dirs);
    if (n_made < 8)
        snprintf(made_dirs[n_made++], sizeof made_dirs[0], "%s", dir);
    if (sl_prog_find(file, NULL, src, sizeof src, NULL) != SL_OK)
        return NULL;
    snprintf(dst, sizeof dst, "%s/%s", dir, file);
    if (copy_patched(src, dst, from, to, n) != 0)
        return NULL;
    char *slash = strrchr(src, '/');
    strcpy(slash + 1, "common.h");
    snprintf(dst, sizeof dst, "%s/common.h", dir);
    if (copy_patched(src, dst, NULL, NULL, 0) != 0)
        return NULL;
    return dir;
}
