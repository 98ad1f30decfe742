/* amdgcn.c - AMD GPU code compiled offline, read (amdgcn.h). */
#include "simtlab/amdgcn.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Where the line that starts at p ends: its '\n' or the text's NUL. */
static const char *line_end(const char *p)
{
    const char *e = strchr(p, '\n');
    return e ? e : p + strlen(p);
}

static const char *next_line(const char *p)
{
    const char *e = line_end(p);
    return *e ? e + 1 : e;
}

static const char *skip_blank(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
        ++p;
    return p;
}

/* Does the line [p, e) start with a global label ("scale4:"), as a
 * function does, not a local one (".LBB0_2:") or an instruction? */
static bool global_label(const char *p, const char *e)
{
    if (p == e || !(isalpha((unsigned char)*p) || *p == '_'))
        return false;
    while (p < e && (isalnum((unsigned char)*p) || *p == '_' || *p == '$' || *p == '.'))
        ++p;
    return p < e && *p == ':';
}

/* Does [p, end) start with `word`, followed by a blank or the line's end? */
static bool starts_word(const char *p, const char *end, const char *word)
{
    const size_t n = strlen(word);
    return (size_t)(end - p) >= n && strncmp(p, word, n) == 0 &&
           (p + n == end || isspace((unsigned char)p[n]));
}

/* The end of the kernel whose label line starts at `label`: the start of
 * its ".Lfunc_endN:" line. Without one (text cut short, or a tool that
 * writes none), the end of its .end_amdhsa_kernel line, as long as no
 * other function's label came first; NULL when there is neither. */
static const char *kernel_end(const char *label)
{
    const char *fallback = NULL;
    for (const char *p = line_end(label); *p;) {
        ++p; /* past the '\n' */
        const char *e = line_end(p), *t = skip_blank(p, e);
        if (strncmp(p, ".Lfunc_end", 10) == 0)
            return p;
        if (!fallback && starts_word(t, e, ".end_amdhsa_kernel"))
            fallback = e;
        /* another global label at column 0: the next function began */
        if (global_label(p, e))
            break;
        p = e;
    }
    return fallback;
}

bool sl_amdgcn_kernel(const char *asm_text, const char *name, const char **body, size_t *len)
{
    const size_t n = strlen(name);
    for (const char *p = asm_text; n && *p; p = next_line(p)) {
        /* the label is at column 0; a prefix (scale of scale4) fails on ':' */
        if (strncmp(p, name, n) != 0 || p[n] != ':')
            continue;
        const char *end = kernel_end(p);
        if (!end)
            return false;
        *body = p;
        *len = (size_t)(end - p);
        return true;
    }
    return false;
}

/* Bytes of one width token of a mnemonic ("dwordx4", "b128", "ubyte",
 * "u16", "f32", "x2"), or 0 when the token is no width. */
static unsigned width_token(const char *t)
{
    static const struct { const char *name; unsigned bytes; } words[] = {
        { "dword", 4 },  { "dwordx2", 8 }, { "dwordx3", 12 }, { "dwordx4", 16 }, { "dwordx8", 32 },
        { "dwordx16", 64 }, { "ubyte", 1 }, { "sbyte", 1 },  { "byte", 1 },     { "ushort", 2 },
        { "sshort", 2 }, { "short", 2 },  { "bf16", 2 },
        { "x2", 8 }, /* the 64-bit form of a 32-bit atomic: global_atomic_add_x2 */
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; ++i)
        if (strcmp(t, words[i].name) == 0)
            return words[i].bytes;
    if (t[0] && strchr("buif", t[0]) && isdigit((unsigned char)t[1])) {
        char *end;
        long bits = strtol(t + 1, &end, 10);
        if (*end == '\0' && bits >= 8 && bits <= 512 && bits % 8 == 0)
            return (unsigned)(bits / 8);
    }
    return 0;
}

/* A two-address LDS op moves two elements: ds_read2_b32 is 8 bytes a
 * lane, ds_read2st64_b64 16 (LLVM 15's GCN and RDNA2 names; gfx11 says
 * ds_load_2addr_b32). A packed atomic (pk_add_f16) two halves. */
static bool doubles(const char *t)
{
    static const char *const two[] = { "read2", "write2", "read2st64", "write2st64", "wrxchg2", "wrxchg2st64",
                                       "2addr", "pk" };
    for (size_t i = 0; i < sizeof two / sizeof two[0]; ++i)
        if (strcmp(t, two[i]) == 0)
            return true;
    return false;
}

/* Bytes a lane of the tokens after the family and verb ("dwordx4",
 * "2addr_b32", "format_xyzw", "add_f32"); 0 when no token says. */
static unsigned op_bytes(char *rest, bool atomic)
{
    unsigned elem = 0, mult = 1, comps = 0;
    bool d16 = false;
    for (char *tok = strtok(rest, "_"); tok; tok = strtok(NULL, "_")) {
        if (doubles(tok))
            mult = 2;
        else if (strcmp(tok, "d16") == 0)
            d16 = true;
        else if (strspn(tok, "xyzw") == strlen(tok) && tok[0] == 'x' && strlen(tok) <= 4)
            comps = (unsigned)strlen(tok); /* buffer_load_format_xyzw: one dword (d16: half) a component */
        else if (width_token(tok))
            elem = width_token(tok);
    }
    if (comps && !elem)
        return comps * (d16 ? 2 : 4);
    if (!elem && atomic) /* global_atomic_add, _cmpswap: the 32-bit forms name no width */
        elem = 4;
    return mult * elem;
}

/* Is an LDS mnemonic's verb (what follows "ds_") an atomic that writes
 * LDS? ds_add_u32, ds_cmpst_b32, ds_wrxchg_rtn_b64, ds_pk_add_f16... The
 * ds_ ops that leave LDS as it is (swizzle, permute, bpermute, nop, the
 * GWS and append/consume counters) are no memory traffic to count. */
static bool lds_atomic(const char *verb)
{
    static const char *const atomics[] = { "add",    "sub",      "rsub",    "inc",     "dec",    "min",
                                           "max",    "and",      "or",      "xor",     "mskor",  "cmpst",
                                           "cmpstore", "cmpswap", "wrxchg", "wrxchg2", "wrxchg2st64",
                                           "condxchg32", "pk",    "wrap",    "storexchg" };
    char first[16];
    size_t k = strcspn(verb, "_");
    if (k == 0 || k >= sizeof first)
        return false;
    memcpy(first, verb, k);
    first[k] = '\0';
    for (size_t i = 0; i < sizeof atomics / sizeof atomics[0]; ++i)
        if (strcmp(first, atomics[i]) == 0)
            return true;
    return false;
}

/* One mnemonic and its operands -> space, store, bytes; false when it is
 * no load, store or atomic of the four spaces counted (s_waitcnt,
 * buffer_gl0_inv, s_dcache_inv, ds_swizzle_b32 are not). */
static bool parse_op(const char *op, const char *operands, size_t operands_len, sl_amdgcn_op *out)
{
    /* Longest prefix first: s_buffer_ before s_. On amdhsa LLVM puts
     * global memory in global_ (gfx9+) or flat_ (gfx7/8) instructions and
     * only private memory (arrays, spills) in buffer_ ones, through the
     * scratch resource; addr64 is the older chips' global-through-buffer. */
    static const struct { const char *prefix, *space; } families[] = {
        { "global_", "global" },   { "flat_", "global" }, { "buffer_", "scratch" },  { "scratch_", "scratch" },
        { "ds_", "local" },        { "s_buffer_", "scalar" }, { "s_scratch_", "scratch" }, { "s_", "scalar" },
    };
    memset(out, 0, sizeof *out);
    size_t f = 0, nf = sizeof families / sizeof families[0];
    while (f < nf && strncmp(op, families[f].prefix, strlen(families[f].prefix)) != 0)
        ++f;
    if (f == nf)
        return false;
    const char *verb = op + strlen(families[f].prefix), *space = families[f].space;
    const bool lds = strcmp(families[f].prefix, "ds_") == 0;
    bool atomic = false;
    if (strncmp(verb, "load", 4) == 0 || (lds && strncmp(verb, "read", 4) == 0))
        out->store = false;
    else if (strncmp(verb, "store", 5) == 0 || (lds && strncmp(verb, "write", 5) == 0))
        out->store = true;
    else if (strncmp(verb, "atomic_", 7) == 0 || (lds && lds_atomic(verb)))
        out->store = atomic = true; /* an atomic writes memory: counted with the stores */
    else
        return false;
    if (strcmp(families[f].prefix, "buffer_") == 0)
        for (const char *p = operands; p + 6 <= operands + operands_len; ++p)
            if (strncmp(p, "addr64", 6) == 0)
                space = "global";
    snprintf(out->space, sizeof out->space, "%s", space);
    snprintf(out->op, sizeof out->op, "%s", op);
    char rest[sizeof out->op];
    snprintf(rest, sizeof rest, "%s", verb);
    out->bytes = op_bytes(rest, atomic);
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

/* Add one occurrence of o to ops[0..*n): a new entry while there is room,
 * else the count of the entry with its name. */
static void tally(sl_amdgcn_op *ops, size_t *n, size_t max, const sl_amdgcn_op *o)
{
    size_t j = 0;
    while (j < *n && strcmp(ops[j].op, o->op) != 0)
        ++j;
    if (j < *n)
        ops[j].count++;
    else if (*n < max) {
        ops[*n] = *o;
        ops[(*n)++].count = 1;
    }
}

size_t sl_amdgcn_mem_ops(const char *text, size_t len, sl_amdgcn_op *ops, size_t max)
{
    size_t n = 0;
    for (size_t i = 0; i < len;) {
        size_t end = i;
        while (end < len && text[end] != '\n')
            ++end;
        size_t p = i;
        while (p < end && isspace((unsigned char)text[p]))
            ++p;
        /* a mnemonic is a word of [a-z0-9_] then a blank; directives
         * (.amdhsa_*), labels (scale:, .LBB0_2:) and comments are not */
        char op[sizeof ops->op];
        size_t k = 0;
        while (p < end && k + 1 < sizeof op && (islower((unsigned char)text[p]) || isdigit((unsigned char)text[p]) ||
                                                text[p] == '_'))
            op[k++] = text[p++];
        op[k] = '\0';
        sl_amdgcn_op o;
        if (k && (p == end || isspace((unsigned char)text[p])) && parse_op(op, text + p, end - p, &o))
            tally(ops, &n, max, &o);
        i = end + 1;
    }
    qsort(ops, n, sizeof *ops, op_order);
    return n;
}

/* Does the mnemonic at t (up to e) start with one of the prefixes? */
static bool starts_any(const char *t, const char *e, const char *const *prefixes)
{
    for (; *prefixes; ++prefixes) {
        const size_t n = strlen(*prefixes);
        if ((size_t)(e - t) >= n && strncmp(t, *prefixes, n) == 0)
            return true;
    }
    return false;
}

void sl_amdgcn_in_flight(const char *text, size_t len, bool stores_count, sl_amdgcn_flight *out)
{
    static const char *const loads[] = { "global_load", "buffer_load", "flat_load", "scratch_load", NULL };
    static const char *const stores[] = { "global_store", "buffer_store", "flat_store", "scratch_store",
                                          "global_atomic", "buffer_atomic", "flat_atomic", NULL };
    enum { QMAX = 256 };
    bool is_load[QMAX]; /* the queue, oldest first: is_load[head .. head + n) mod QMAX */
    size_t head = 0, n = 0;
    unsigned in_queue = 0;
    memset(out, 0, sizeof *out);
    for (const char *p = text, *end = text + len; p < end;) {
        const char *e = line_end(p);
        if (e > end)
            e = end;
        const char *t = skip_blank(p, e);
        const bool ld = starts_any(t, e, loads), st = !ld && stores_count && starts_any(t, e, stores);
        if (ld || st) {
            if (n == QMAX) { /* full: the oldest is surely done */
                in_queue -= is_load[head];
                head = (head + 1) % QMAX;
                --n;
            }
            is_load[(head + n++) % QMAX] = ld;
            in_queue += ld;
            out->loads += ld;
            if (in_queue > out->max_loads)
                out->max_loads = in_queue;
        } else if (starts_word(t, e, "s_waitcnt")) {
            const char *v = strstr(t, "vmcnt(");
            if (v && v < e) {
                const unsigned long keep = strtoul(v + 6, NULL, 10);
                for (; n > keep; --n, head = (head + 1) % QMAX)
                    in_queue -= is_load[head];
                out->waits++;
            }
        }
        p = e + 1;
    }
}

/* The value of `directive` inside kernel `name`'s .amdhsa_kernel block
 * ("\t\t.amdhsa_wavefront_size32 1"), or -1 when the block or the line is
 * missing. The block is looked for by name, not inside the kernel's
 * text: LLVM 15 writes it before .Lfunc_end, other versions after. */
static long kernel_directive(const char *asm_text, const char *name, const char *directive)
{
    const size_t n = strlen(name);
    bool inside = false;
    for (const char *p = asm_text; *p; p = next_line(p)) {
        const char *e = line_end(p), *t = skip_blank(p, e);
        if (!inside && starts_word(t, e, ".amdhsa_kernel")) {
            const char *k = skip_blank(t + 14, e);
            inside = (size_t)(e - k) >= n && strncmp(k, name, n) == 0 && skip_blank(k + n, e) == e;
        } else if (inside && starts_word(t, e, ".end_amdhsa_kernel"))
            return -1;
        else if (inside && starts_word(t, e, directive)) {
            char *after;
            long v = strtol(t + strlen(directive), &after, 10);
            return after > t + strlen(directive) && v >= 0 ? v : -1;
        }
    }
    return -1;
}

/* The major version of the asm's .amdgcn_target ("amdgcn-amd-amdhsa--
 * gfx90a:xnack-" -> 9, "gfx1030" -> 10: all but the last two of the
 * digits), or -1. */
static int target_major(const char *asm_text)
{
    const char *p = strstr(asm_text, ".amdgcn_target");
    if (!p)
        return -1;
    const char *e = line_end(p), *g = p;
    while (g + 3 < e && strncmp(g, "gfx", 3) != 0)
        ++g;
    if (g + 3 >= e)
        return -1;
    g += 3;
    size_t k = 0;
    while (g + k < e && isalnum((unsigned char)g[k]))
        ++k;
    if (k < 3 || k > 6 || !isdigit((unsigned char)g[0]))
        return -1;
    int major = 0;
    for (size_t i = 0; i + 2 < k; ++i) {
        if (!isdigit((unsigned char)g[i]))
            return -1;
        major = major * 10 + (g[i] - '0');
    }
    return major;
}

/* 32 or 64 from kernel `name`'s .amdhsa_wavefront_size32 (0 is wave64).
 * The directive exists from gfx10 (RDNA); GCN and CDNA (gfx6..gfx9,
 * gfx90a and gfx940 included) run wave64 only and write none. -1 when
 * neither tells. */
static int wave_size(const char *asm_text, const char *name)
{
    if (!asm_text)
        return -1;
    long w32 = kernel_directive(asm_text, name, ".amdhsa_wavefront_size32");
    if (w32 >= 0)
        return w32 ? 32 : 64;
    int major = target_major(asm_text);
    return major >= 6 && major < 10 ? 64 : -1;
}

/* What follows "remark: " on the line [p, e), blanks skipped; NULL on a
 * line that is no remark (the source line and caret clang echoes). */
static const char *remark_text(const char *p, const char *e)
{
    for (const char *q = p; q + 8 <= e; ++q)
        if (strncmp(q, "remark: ", 8) == 0)
            return skip_blank(q + 8, e);
    return NULL;
}

/* The field of r that a kernel-resource-usage remark's key names, or
 * NULL for one this struct does not keep. */
static int *res_field(sl_amdgcn_res *r, const char *key, size_t n)
{
    static const struct { const char *key; size_t off; } keys[] = {
        { "SGPRs", offsetof(sl_amdgcn_res, sgprs) },
        { "VGPRs", offsetof(sl_amdgcn_res, vgprs) },
        { "AGPRs", offsetof(sl_amdgcn_res, agprs) }, /* gfx90a and later only */
        { "ScratchSize [bytes/lane]", offsetof(sl_amdgcn_res, scratch_bytes) },
        { "Occupancy [waves/SIMD]", offsetof(sl_amdgcn_res, occupancy) },
        { "SGPRs Spill", offsetof(sl_amdgcn_res, sgpr_spill) },
        { "VGPRs Spill", offsetof(sl_amdgcn_res, vgpr_spill) },
        { "LDS Size [bytes/block]", offsetof(sl_amdgcn_res, lds_bytes) },
    };
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; ++i)
        if (strlen(keys[i].key) == n && strncmp(key, keys[i].key, n) == 0)
            return (int *)((char *)r + keys[i].off);
    return NULL;
}

/* "SGPRs: 12 [-Rpass-analysis=...]" on [t, e): into its field of r. */
static void read_remark(const char *t, const char *e, sl_amdgcn_res *r)
{
    const char *colon = t;
    while (colon + 1 < e && !(colon[0] == ':' && colon[1] == ' '))
        ++colon;
    int *field = colon + 2 < e ? res_field(r, t, (size_t)(colon - t)) : NULL;
    if (!field || !isdigit((unsigned char)colon[2]))
        return;
    long v = strtol(colon + 2, NULL, 10);
    *field = v > INT_MAX ? INT_MAX : (int)v;
}

bool sl_amdgcn_resources(const char *remarks, const char *asm_text, const char *name, sl_amdgcn_res *out)
{
    *out = (sl_amdgcn_res){ -1, -1, -1, -1, -1, -1, -1, -1, -1 };
    const size_t n = strlen(name);
    bool found = false, inside = false;
    for (const char *p = remarks; n && *p; p = next_line(p)) {
        const char *e = line_end(p), *t = remark_text(p, e);
        if (!t)
            continue;
        if (strncmp(t, "Function Name: ", 15) == 0) {
            if (found) /* the next function's remarks: ours are read */
                break;
            const char *q = t + 15;
            inside = found = (size_t)(e - q) >= n && strncmp(q, name, n) == 0 &&
                             (q + n == e || isspace((unsigned char)q[n]));
        } else if (inside)
            read_remark(t, e, out);
    }
    if (found)
        out->wave = wave_size(asm_text, name);
    return found;
}
