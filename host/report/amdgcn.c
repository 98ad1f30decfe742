/* amdgcn.c - AMD GPU code compiled offline, read (amdgcn.h).
 *
 * TEMPORARY: a minimal stand-in written on branch i30-isa so that `simtlab
 * isa --target` could be built and tested before the real reader (issue
 * 30, another branch) lands. At the merge this whole file is replaced by
 * that one; nothing outside this file depends on how it works, only on
 * amdgcn.h. */
#include "simtlab/amdgcn.h"

#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The line starting at p that is exactly "NAME:" up to a blank or ';'. */
static bool is_label(const char *p, const char *name, size_t n)
{
    return strncmp(p, name, n) == 0 && p[n] == ':' && (p[n + 1] == '\0' || isspace((unsigned char)p[n + 1]));
}

bool sl_amdgcn_kernel(const char *asm_text, const char *name, const char **body, size_t *len)
{
    const size_t n = strlen(name);
    for (const char *p = asm_text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
        if (!is_label(p, name, n))
            continue;
        const char *end = strstr(p, "\n.Lfunc_end");
        *body = p;
        *len = end ? (size_t)(end - p) : strlen(p);
        return true;
    }
    return false;
}

/* Bytes a lane of a width suffix ("dwordx4", "b128", "ubyte", "u16"), 0 unknown. */
static unsigned width_bytes(const char *w)
{
    static const struct { const char *suffix; unsigned bytes; } widths[] = {
        { "dwordx16", 64 }, { "dwordx8", 32 }, { "dwordx4", 16 }, { "dwordx3", 12 }, { "dwordx2", 8 },
        { "dword", 4 },     { "b128", 16 },    { "b96", 12 },     { "b64", 8 },      { "b32", 4 },
        { "ushort", 2 },    { "sshort", 2 },   { "short", 2 },    { "ubyte", 1 },    { "sbyte", 1 },
        { "byte", 1 },      { "u16", 2 },      { "i16", 2 },      { "b16", 2 },      { "u8", 1 },
        { "i8", 1 },        { "b8", 1 },
    };
    for (size_t i = 0; i < sizeof widths / sizeof widths[0]; ++i)
        if (strcmp(w, widths[i].suffix) == 0)
            return widths[i].bytes;
    return 0;
}

static bool parse_op(const char *op, sl_amdgcn_op *o)
{
    static const struct { const char *prefix, *space; } spaces[] = {
        { "global_", "global" }, { "flat_", "global" }, { "buffer_", "global" }, { "ds_", "local" },
        { "scratch_", "scratch" }, { "s_load_", "scalar" }, { "s_buffer_load_", "scalar" },
    };
    memset(o, 0, sizeof *o);
    for (size_t i = 0; i < sizeof spaces / sizeof spaces[0]; ++i)
        if (strncmp(op, spaces[i].prefix, strlen(spaces[i].prefix)) == 0)
            snprintf(o->space, sizeof o->space, "%s", spaces[i].space);
    /* cache maintenance and the like move no data */
    if (!o->space[0] || strstr(op, "_gws") || strstr(op, "_wakeup") || strstr(op, "_nop") || strstr(op, "_inv") ||
        strstr(op, "_wb"))
        return false;
    o->store = strstr(op, "store") || strstr(op, "write") || strstr(op, "atomic") || strstr(op, "_add_");
    const char *w = strrchr(op, '_');
    o->bytes = w ? width_bytes(w + 1) : 0;
    if (strstr(op, "read2") || strstr(op, "write2") || strstr(op, "load_2addr") || strstr(op, "store_2addr"))
        o->bytes *= 2;
    snprintf(o->op, sizeof o->op, "%s", op);
    return true;
}

static int op_order(const void *a, const void *b)
{
    const sl_amdgcn_op *x = a, *y = b;
    if (x->store != y->store)
        return x->store ? 1 : -1;
    int c = strcmp(x->space, y->space);
    if (c)
        return c;
    if (x->bytes != y->bytes)
        return x->bytes < y->bytes ? -1 : 1;
    return strcmp(x->op, y->op);
}

size_t sl_amdgcn_mem_ops(const char *text, size_t len, sl_amdgcn_op *ops, size_t max)
{
    size_t n = 0;
    for (size_t i = 0; i < len;) {
        size_t end = i;
        while (end < len && text[end] != '\n')
            ++end;
        size_t p = i;
        while (p < end && (text[p] == ' ' || text[p] == '\t'))
            ++p;
        char op[40];
        size_t k = 0;
        while (p < end && k + 1 < sizeof op && (isalnum((unsigned char)text[p]) || text[p] == '_'))
            op[k++] = text[p++];
        op[k] = '\0';
        sl_amdgcn_op o;
        if (k && p > i && parse_op(op, &o)) { /* p > i: an indented instruction, not a label */
            size_t j = 0;
            while (j < n && strcmp(ops[j].op, op) != 0)
                ++j;
            if (j < n)
                ops[j].count++;
            else if (n < max) {
                o.count = 1;
                ops[n++] = o;
            }
        }
        i = end + 1;
    }
    qsort(ops, n, sizeof *ops, op_order);
    return n;
}

bool sl_amdgcn_resources(const char *remarks, const char *asm_text, const char *name, sl_amdgcn_res *out)
{
    static const struct { const char *key; size_t at; } keys[] = {
        { "SGPRs: ", offsetof(sl_amdgcn_res, sgprs) }, { "VGPRs: ", offsetof(sl_amdgcn_res, vgprs) },
        { "AGPRs: ", offsetof(sl_amdgcn_res, agprs) },
        { "ScratchSize [bytes/lane]: ", offsetof(sl_amdgcn_res, scratch_bytes) },
        { "Occupancy [waves/SIMD]: ", offsetof(sl_amdgcn_res, occupancy) },
        { "SGPRs Spill: ", offsetof(sl_amdgcn_res, sgpr_spill) }, { "VGPRs Spill: ", offsetof(sl_amdgcn_res, vgpr_spill) },
        { "LDS Size [bytes/block]: ", offsetof(sl_amdgcn_res, lds_bytes) },
    };
    memset(out, 0xff, sizeof *out); /* every field -1 */
    char want[160];
    snprintf(want, sizeof want, "Function Name: %s ", name);
    const char *p = remarks ? strstr(remarks, want) : NULL;
    if (!p)
        return false;
    for (p = strchr(p, '\n'); p && *++p; p = strchr(p, '\n')) {
        char line[256];
        size_t n = strcspn(p, "\n");
        snprintf(line, sizeof line, "%.*s", (int)(n < sizeof line ? n : sizeof line - 1), p);
        if (strstr(line, "Function Name: "))
            break;
        const char *r = strstr(line, "remark: ");
        for (size_t i = 0; r && i < sizeof keys / sizeof keys[0]; ++i) {
            const char *k = strstr(r, keys[i].key);
            int *field = (int *)((char *)out + keys[i].at);
            if (k && *field < 0)
                *field = atoi(k + strlen(keys[i].key));
        }
    }
    const char *body;
    size_t len;
    if (asm_text && sl_amdgcn_kernel(asm_text, name, &body, &len)) {
        static const char dir[] = ".amdhsa_wavefront_size32 ";
        const char *w = strstr(body, dir);
        if (w && w < body + len)
            out->wave = w[sizeof dir - 1] == '1' ? 32 : 64;
    }
    return true;
}
