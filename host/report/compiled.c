/* compiled.c - a row's kernel compiled offline for other GPUs, read,
 * modelled, written and drawn (compiled.h). */
#include "simtlab/compiled.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "simtlab/amdgcn.h"
#include "simtlab/ptx.h"

void sl_compiled_init(sl_compiled *c, const char *target, const char *compiler, unsigned wave)
{
    memset(c, 0, sizeof *c);
    snprintf(c->target, sizeof c->target, "%s", target);
    snprintf(c->compiler, sizeof c->compiler, "%s", compiler);
    c->wave = wave;
    c->vgprs = c->agprs = c->sgprs = c->lds_bytes = c->scratch_bytes = -1;
    c->vgpr_spills = c->sgpr_spills = c->compiler_waves = c->compiler_wg = -1;
    c->local_args = -1;
    c->waves_per_simd = NAN;
}

unsigned sl_compiled_max_flat_wg(const char *asm_text, const char *name)
{
    /* ".max_flat_workgroup_size: 256" in the kernel's amdhsa.kernels entry
     * ("  - " lines), after its ".name: NAME" or before it */
    const char *key = "\n    .name:";
    const char *meta = strstr(asm_text, "\namdhsa.kernels:");
    for (const char *p = meta ? strstr(meta, key) : NULL; p; p = strstr(p + 1, key)) {
        const char *v = p + strlen(key);
        v += strspn(v, " ");
        if (strncmp(v, name, strlen(name)) != 0 || v[strlen(name)] != '\n')
            continue;
        const char *entry = p;
        while (entry > meta && strncmp(entry, "\n  - ", 5) != 0)
            --entry;
        const char *end = strstr(p, "\n  - ");
        const char *m = strstr(entry, ".max_flat_workgroup_size:");
        if (m && (!end || m < end))
            return (unsigned)strtoul(m + 25, NULL, 10);
    }
    return 256;
}

bool sl_compiled_read_amd(const char *asm_text, const char *remarks, const char *name, sl_compiled *c)
{
    const char *body;
    size_t len;
    if (!asm_text || !sl_amdgcn_kernel(asm_text, name, &body, &len)) {
        snprintf(c->error, sizeof c->error, "the compiled code has no kernel %.100s", name);
        return false;
    }
    sl_amdgcn_ops ops; /* the kernel's and its callees': a noinline helper's load is the kernel's */
    if (sl_amdgcn_kernel_ops(asm_text, name, &ops) == SL_OK) {
        for (size_t i = 0; i < ops.n; ++i)
            if (!ops.op[i].store && strcmp(ops.op[i].space, "global") == 0 && ops.op[i].bytes > c->load_bytes) {
                c->load_bytes = ops.op[i].bytes;
                snprintf(c->load_op, sizeof c->load_op, "%.*s", (int)sizeof c->load_op - 1, ops.op[i].op);
            }
        sl_amdgcn_ops_free(&ops);
    }
    sl_amdgcn_res r;
    if (remarks && sl_amdgcn_resources(remarks, asm_text, name, &r)) {
        c->vgprs = r.vgprs;
        c->agprs = r.agprs;
        c->sgprs = r.sgprs;
        c->lds_bytes = r.lds_bytes;
        c->scratch_bytes = r.scratch_bytes;
        c->vgpr_spills = r.vgpr_spill;
        c->sgpr_spills = r.sgpr_spill;
        c->compiler_waves = r.occupancy;
        if (r.wave > 0)
            c->wave = (unsigned)r.wave;
    } else {
        snprintf(c->error, sizeof c->error, "the compiler's remarks name no function %.100s", name);
    }
    c->compiler_wg = (int)sl_compiled_max_flat_wg(asm_text, name);
    return true;
}

bool sl_compiled_read_ptx(const char *ptx, const char *name, sl_compiled *c)
{
    const char *body;
    size_t len;
    if (!ptx || !sl_ptx_entry(ptx, name, &body, &len)) {
        snprintf(c->error, sizeof c->error, "the PTX has no entry %.100s", name);
        return false;
    }
    sl_ptx_ops ops;
    if (sl_ptx_kernel_ops(ptx, name, &ops) == SL_OK) {
        for (size_t i = 0; i < ops.n; ++i)
            if (!ops.op[i].store && strcmp(ops.op[i].space, "global") == 0 && ops.op[i].bytes > c->load_bytes) {
                c->load_bytes = ops.op[i].bytes;
                snprintf(c->load_op, sizeof c->load_op, "%.*s", (int)sizeof c->load_op - 1, ops.op[i].op);
            }
        if (ops.missing[0]) /* an .extern callee: the code would not load in a driver */
            snprintf(c->error, sizeof c->error, "calls not followed: %.130s", ops.missing);
        sl_ptx_ops_free(&ops);
    }
    return true;
}

unsigned sl_compiled_file_vgprs(const sl_occ_arch *a, int vgprs, int agprs)
{
    unsigned regs = vgprs > 0 ? (unsigned)vgprs : 0;
    if (a->max_regs > 256 && agprs > 0)
        regs = (regs + 3) / 4 * 4 + (unsigned)agprs;
    return regs;
}

int sl_compiled_occupancy(const sl_occ_arch *a, sl_compiled *c, unsigned wg, unsigned long long local_args,
                          sl_occ_explained *x, sl_err *e)
{
    c->waves_per_simd = NAN;
    c->wg = wg;
    c->local_args = (long)local_args;
    if (c->vgprs < 0)
        return sl_err_set(e, SL_E_USAGE, "the compiler reported no VGPRs");
    const unsigned regs = sl_compiled_file_vgprs(a, c->vgprs, c->agprs);
    const unsigned cwg = c->compiler_wg > 0 ? (unsigned)c->compiler_wg : 256;
    const unsigned long long lds = c->lds_bytes > 0 ? (unsigned long long)c->lds_bytes : 0;
    const unsigned sgprs = c->sgprs > 0 ? (unsigned)c->sgprs : 0;
    sl_occ_explained own;
    sl_occ_explained *out = x ? x : &own;
    int rc;
    if (c->compiler_waves >= 0) {
        const sl_occ_compiler in = { cwg, lds, regs, sgprs, (unsigned)c->compiler_waves, wg, local_args };
        rc = sl_occ_explain_compiler(a, &in, out, e);
    } else { /* no figure of the compiler's to explain: the model alone */
        memset(out, 0, sizeof *out);
        const sl_occ_input in = { wg ? wg : cwg, regs, sgprs, lds + local_args };
        rc = sl_occ_compute(a, &in, &out->launch, e);
        out->model_per_simd = (double)out->launch.waves / a->simds;
    }
    if (rc == SL_OK)
        c->waves_per_simd = out->model_per_simd;
    return rc;
}

const sl_compiled *sl_compiled_find(const sl_row *r, const char *target)
{
    for (unsigned i = 0; i < r->n_compiled && i < SL_COMPILED_MAX; ++i)
        if (strcmp(r->compiled[i].target, target) == 0)
            return &r->compiled[i];
    return NULL;
}

/* ---- JSON --------------------------------------------------------------- */

static bool is_ptx(const sl_compiled *c)
{
    return strcmp(c->target, "nvptx") == 0;
}

/* The integer figures of an entry, by their JSON names. */
#define INT_FIELDS(c)                                                                                           \
    {                                                                                                           \
        { "vgprs", &(c)->vgprs }, { "agprs", &(c)->agprs }, { "sgprs", &(c)->sgprs },                            \
            { "lds_bytes", &(c)->lds_bytes }, { "scratch_bytes", &(c)->scratch_bytes },                         \
            { "vgpr_spills", &(c)->vgpr_spills }, { "sgpr_spills", &(c)->sgpr_spills },                         \
            { "compiler_waves_per_simd", &(c)->compiler_waves }, { "compiler_work_group", &(c)->compiler_wg },  \
    }
typedef struct int_field {
    const char *key;
    int *v;
} int_field;

static void add_int(cJSON *o, const char *key, long v)
{
    if (v >= 0)
        cJSON_AddNumberToObject(o, key, (double)v);
    else
        cJSON_AddNullToObject(o, key);
}

static cJSON *entry_json(const sl_compiled *c)
{
    cJSON *o = cJSON_CreateObject();
    sl_compiled tmp = *c;
    const int_field f[] = INT_FIELDS(&tmp);
    cJSON_AddStringToObject(o, "compiler", c->compiler);
    cJSON_AddNumberToObject(o, "wave", c->wave);
    if (c->error[0])
        cJSON_AddStringToObject(o, "error", c->error);
    else
        cJSON_AddNullToObject(o, "error");
    for (size_t i = 0; i < sizeof f / sizeof f[0]; ++i)
        add_int(o, f[i].key, *f[i].v);
    add_int(o, "work_group", c->wg ? (long)c->wg : -1);
    add_int(o, "local_args_bytes", c->local_args);
    if (isfinite(c->waves_per_simd))
        cJSON_AddNumberToObject(o, "waves_per_simd", c->waves_per_simd);
    else
        cJSON_AddNullToObject(o, "waves_per_simd");
    cJSON_AddStringToObject(o, "widest_load", c->load_bytes ? sl_ptx_dword_name(c->load_bytes) : "");
    cJSON_AddNumberToObject(o, "widest_load_bytes", c->load_bytes);
    cJSON_AddStringToObject(o, "widest_load_op", c->load_op);
    if (is_ptx(c))
        cJSON_AddStringToObject(o, "note", "PTX has no registers: ptxas allocates them when a driver loads it");
    return o;
}

void sl_compiled_add_json(void *row, const sl_row *r)
{
    if (r->n_compiled == 0)
        return;
    cJSON *all = cJSON_AddObjectToObject(row, "compiled");
    for (unsigned i = 0; i < r->n_compiled && i < SL_COMPILED_MAX; ++i)
        cJSON_AddItemToObject(all, r->compiled[i].target, entry_json(&r->compiled[i]));
}

/* A name simtlab writes in a target key or an opcode: letters, digits, and "_.:". */
static bool plain(const char *s, size_t max)
{
    size_t n = strlen(s);
    for (const char *p = s; *p; ++p)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || strchr("_.: ", *p)))
            return false;
    return n < max;
}

/* A whole number in [0, INT_MAX] or null (-1) at key; false when neither. */
static bool int_at(const cJSON *o, const char *key, int *v)
{
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!x || cJSON_IsNull(x)) {
        *v = -1;
        return true;
    }
    if (!cJSON_IsNumber(x) || x->valuedouble < 0.0 || x->valuedouble > (double)INT_MAX ||
        x->valuedouble != floor(x->valuedouble))
        return false;
    *v = (int)x->valuedouble;
    return true;
}

static bool str_at(const cJSON *o, const char *key, char *dst, size_t len)
{
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(o, key);
    dst[0] = '\0';
    if (!x || cJSON_IsNull(x))
        return true;
    if (!cJSON_IsString(x) || strlen(x->valuestring) >= len)
        return false;
    for (const char *p = x->valuestring; *p; ++p)
        if ((unsigned char)*p < 0x20)
            return false; /* nothing that acts on a terminal */
    snprintf(dst, len, "%s", x->valuestring);
    return true;
}

/* One target's object into c; the first key that is wrong, or NULL. */
static const char *read_entry(const cJSON *o, sl_compiled *c)
{
    if (!cJSON_IsObject(o))
        return "";
    sl_compiled_init(c, o->string, "", 0);
    const int_field f[] = INT_FIELDS(c);
    for (size_t i = 0; i < sizeof f / sizeof f[0]; ++i)
        if (!int_at(o, f[i].key, f[i].v))
            return f[i].key;
    int wave, wg, args, load;
    if (!int_at(o, "wave", &wave) || wave > 1024)
        return "wave";
    if (!int_at(o, "work_group", &wg))
        return "work_group";
    if (!int_at(o, "local_args_bytes", &args))
        return "local_args_bytes";
    if (!int_at(o, "widest_load_bytes", &load) || load > 1024)
        return "widest_load_bytes";
    c->wave = wave > 0 ? (unsigned)wave : 0;
    c->wg = wg > 0 ? (unsigned)wg : 0;
    c->local_args = args;
    c->load_bytes = load > 0 ? (unsigned)load : 0;
    const cJSON *w = cJSON_GetObjectItemCaseSensitive(o, "waves_per_simd");
    if (w && !cJSON_IsNull(w) && !(cJSON_IsNumber(w) && w->valuedouble >= 0.0 && w->valuedouble <= 1024.0))
        return "waves_per_simd";
    c->waves_per_simd = cJSON_IsNumber(w) ? w->valuedouble : NAN;
    if (!str_at(o, "compiler", c->compiler, sizeof c->compiler))
        return "compiler";
    if (!str_at(o, "error", c->error, sizeof c->error))
        return "error";
    if (!str_at(o, "widest_load_op", c->load_op, sizeof c->load_op) || !plain(c->load_op, sizeof c->load_op))
        return "widest_load_op";
    return NULL;
}

int sl_compiled_read_json(const void *obj, sl_row *r, char *why, size_t len)
{
    const cJSON *all = obj;
    r->n_compiled = 0;
    if (!all)
        return SL_OK;
    if (!cJSON_IsObject(all)) {
        snprintf(why, len, "\"compiled\" is not an object");
        return SL_E_USAGE;
    }
    const cJSON *it = NULL;
    cJSON_ArrayForEach(it, all) {
        if (r->n_compiled == SL_COMPILED_MAX || !it->string || !it->string[0] ||
            !plain(it->string, sizeof r->compiled[0].target)) {
            snprintf(why, len, "\"compiled\" has more than %d targets or a key that is not a target",
                     SL_COMPILED_MAX);
            return SL_E_USAGE;
        }
        const char *bad = read_entry(it, &r->compiled[r->n_compiled]);
        if (bad) {
            snprintf(why, len, "\"compiled.%s%s%s\" is not what simtlab writes", it->string, bad[0] ? "." : "", bad);
            return SL_E_USAGE;
        }
        r->n_compiled++;
    }
    return SL_OK;
}

/* ---- the table ---------------------------------------------------------- */

/* Column widths of one target's group: load, VGPRs, waves (AMD); load alone (PTX). */
#define W_LOAD 7
#define W_VGPR 6
#define W_WAVES 6
#define W_GAP 3

static int group_width(const sl_compiled *c)
{
    return W_GAP + (is_ptx(c) ? W_LOAD : W_LOAD + 1 + W_VGPR + 1 + W_WAVES);
}

/* The cells of c in the group of target t (c NULL: the row has none for t). */
static void group_cells(sl_str *out, const sl_compiled *t, const sl_compiled *c)
{
    const int w = group_width(t) - W_GAP;
    char load[16], vg[16], waves[16];
    if (!c || (c->error[0] && c->vgprs < 0 && !c->load_bytes)) {
        sl_str_printf(out, "%*s%-*.*s", W_GAP, "", w, w, c ? "failed (below)" : "-");
        return;
    }
    const char *dw = sl_ptx_dword_name(c->load_bytes);
    if (c->load_bytes && dw[0])
        snprintf(load, sizeof load, "%s", dw);
    else if (c->load_bytes)
        snprintf(load, sizeof load, "%u B", c->load_bytes);
    else
        snprintf(load, sizeof load, "none");
    if (is_ptx(c)) {
        sl_str_printf(out, "%*s%-*s", W_GAP, "", W_LOAD, load);
        return;
    }
    if (c->agprs > 0)
        snprintf(vg, sizeof vg, "%d+%da", c->vgprs, c->agprs);
    else if (c->vgprs >= 0)
        snprintf(vg, sizeof vg, "%d", c->vgprs);
    else
        snprintf(vg, sizeof vg, "-");
    const bool differs = isfinite(c->waves_per_simd) && c->compiler_waves >= 0 &&
                         fabs(c->waves_per_simd - c->compiler_waves) > 1e-9;
    if (isfinite(c->waves_per_simd))
        snprintf(waves, sizeof waves, "%.3g%s", c->waves_per_simd, differs ? "*" : "");
    else
        snprintf(waves, sizeof waves, "-");
    sl_str_printf(out, "%*s%-*s %*s %*s", W_GAP, "", W_LOAD, load, W_VGPR, vg, W_WAVES, waves);
}

/* The targets of the first row that has any, and the case column's width. */
static const sl_row *first_compiled(const sl_results *res, size_t first, int *case_w)
{
    const sl_row *r0 = NULL;
    *case_w = 4;
    for (size_t i = first; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        if (!r->n_compiled)
            continue;
        r0 = r0 ? r0 : r;
        const int n = (int)strlen(r->case_name[0] ? r->case_name : r->kernel);
        *case_w = n > *case_w ? n : *case_w;
    }
    *case_w = *case_w > 32 ? 32 : *case_w;
    return r0;
}

/* The "this device" column: the registers its own driver reported for
 * each row (ptxas on NVIDIA), beside the targets' VGPRs; shown in the
 * first block when any compiled row has them. */
#define W_HERE 6

static bool any_registers(const sl_results *res, size_t first)
{
    for (size_t i = first; i < res->n; ++i)
        if (res->rows[i].n_compiled && res->rows[i].resources.registers >= 0)
            return true;
    return false;
}

/* One block: targets [t0, t1) of r0's, every row; here: the device's own registers first. */
static void table_block(sl_str *out, const sl_results *res, size_t first, const sl_row *r0, unsigned t0, unsigned t1,
                        int case_w, bool here)
{
    sl_str_printf(out, "%-*s", case_w, "case");
    if (here)
        sl_str_printf(out, "%*s%*s", W_GAP, "", W_HERE, "here");
    for (unsigned t = t0; t < t1; ++t)
        sl_str_printf(out, "%*s%-*s", W_GAP, "", group_width(&r0->compiled[t]) - W_GAP, r0->compiled[t].target);
    sl_str_printf(out, "\n%-*s", case_w, "");
    if (here)
        sl_str_printf(out, "%*s%*s", W_GAP, "", W_HERE, "regs");
    for (unsigned t = t0; t < t1; ++t)
        if (is_ptx(&r0->compiled[t]))
            sl_str_printf(out, "%*s%-*s", W_GAP, "", W_LOAD, "load");
        else
            sl_str_printf(out, "%*s%-*s %*s %*s", W_GAP, "", W_LOAD, "load", W_VGPR, "VGPRs", W_WAVES, "waves");
    sl_str_printf(out, "\n");
    for (size_t i = first; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        if (!r->n_compiled)
            continue;
        const char *name = r->case_name[0] ? r->case_name : r->kernel;
        sl_str_printf(out, "%-*.*s", case_w, case_w, name);
        if (here && r->resources.registers >= 0)
            sl_str_printf(out, "%*s%*d", W_GAP, "", W_HERE, r->resources.registers);
        else if (here)
            sl_str_printf(out, "%*s%*s", W_GAP, "", W_HERE, "-");
        for (unsigned t = t0; t < t1; ++t)
            group_cells(out, &r0->compiled[t], sl_compiled_find(r, r0->compiled[t].target));
        sl_str_printf(out, "\n");
    }
}

/* What the columns mean, and the reason of each compile that failed (a few). */
static void table_notes(sl_str *out, const sl_results *res, size_t first, const sl_row *r0, bool here)
{
    bool ptx = false, differs = false;
    for (unsigned t = 0; t < r0->n_compiled; ++t)
        ptx |= is_ptx(&r0->compiled[t]);
    unsigned failed = 0;
    for (size_t i = first; i < res->n; ++i)
        for (unsigned t = 0; t < res->rows[i].n_compiled; ++t) {
            const sl_compiled *c = &res->rows[i].compiled[t];
            differs |= isfinite(c->waves_per_simd) && c->compiler_waves >= 0 &&
                       fabs(c->waves_per_simd - c->compiler_waves) > 1e-9;
            if (c->error[0] && failed++ < 4)
                sl_str_printf(out, "%s on %s: %s\n", res->rows[i].case_name[0] ? res->rows[i].case_name
                                                                                : res->rows[i].kernel,
                              c->target, c->error);
        }
    sl_str_printf(out, "compiled offline with %s, not run: load, the widest global load a lane (DWORD\n"
                       "  4 B, DWORDx2 8 B, DWORDx4 16 B); VGPRs (+a: AGPRs); waves, waves per SIMD in simtlab's\n"
                       "  occupancy model at the row's work-group size%s\n",
                  r0->compiled[0].compiler[0] ? r0->compiled[0].compiler : "an offline compiler",
                  differs ? " (*: the compiler's own estimate differs;\n  'simtlab isa --target T SUITE' says why)"
                          : ", as the compiler's own estimate");
    if (ptx)
        sl_str_printf(out, "nvptx: PTX has no registers (ptxas allocates them when a driver loads it)\n");
    if (here)
        sl_str_printf(out, "here: the registers a work-item this device's driver gave the kernel (the run's own code)\n");
}

void sl_compiled_table(sl_str *out, const sl_results *res, size_t first, int width)
{
    int case_w;
    const sl_row *r0 = first_compiled(res, first, &case_w);
    if (!r0)
        return;
    sl_str_printf(out, "\n");
    const bool regs = any_registers(res, first);
    for (unsigned t0 = 0; t0 < r0->n_compiled;) {
        const bool here = regs && t0 == 0;
        unsigned t1 = t0 + 1;
        int w = case_w + (here ? W_GAP + W_HERE : 0) + group_width(&r0->compiled[t0]);
        while (t1 < r0->n_compiled && w + group_width(&r0->compiled[t1]) <= width)
            w += group_width(&r0->compiled[t1++]);
        if (t0 > 0)
            sl_str_printf(out, "\n");
        sl_str block = { 0 };
        table_block(&block, res, first, r0, t0, t1, case_w, here);
        /* the lines without the padding of their last cells */
        for (const char *p = sl_str_text(&block); *p;) {
            size_t n = strcspn(p, "\n"), keep = n;
            while (keep > 0 && p[keep - 1] == ' ')
                --keep;
            sl_str_printf(out, "%.*s\n", (int)keep, p);
            p += n + (p[n] == '\n');
        }
        sl_str_free(&block);
        t0 = t1;
    }
    table_notes(out, res, first, r0, regs);
}
