/* amdgcn.c - AMD GPU code compiled offline, read (amdgcn.h). */
#include "simtlab/amdgcn.h"

#include <ctype.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/error.h"
#include "simtlab/str.h"

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

/* Does [p, end) start with `word`, followed by a blank or the line's end? */
static bool starts_word(const char *p, const char *end, const char *word)
{
    const size_t n = strlen(word);
    return (size_t)(end - p) >= n && strncmp(p, word, n) == 0 &&
           (p + n == end || isspace((unsigned char)p[n]));
}

/* ---- statements, as the assembler reads them ----------------------------- */

static bool sym_start(char c)
{
    return isalpha((unsigned char)c) || c == '_' || c == '.' || c == '$';
}

static bool sym_char(char c)
{
    return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '$';
}

/* One line of assembly: its last label, then its statement: a directive
 * (".size"), an instruction (its mnemonic, the first token, and its
 * operands) or nothing. The comment (';' to the line's end, outside a
 * string) is dropped. */
typedef struct stmt {
    const char *label;      /* NULL: none */
    size_t label_len;
    const char *word;       /* the mnemonic or directive; NULL: none */
    size_t word_len;
    const char *args;       /* what follows the word, blanks and comment trimmed */
    size_t args_len;
} stmt;

static void read_stmt(const char *p, const char *e, stmt *s)
{
    memset(s, 0, sizeof *s);
    bool quoted = false;
    for (const char *q = p; q < e; ++q) {
        if (*q == '"')
            quoted = !quoted;
        else if (*q == ';' && !quoted) {
            e = q;
            break;
        }
    }
    p = skip_blank(p, e);
    for (;;) { /* labels: "name:" at the statement's start, any number */
        const char *q = p;
        if (q == e || !sym_start(*q))
            break;
        while (q < e && sym_char(*q))
            ++q;
        if (q == e || *q != ':')
            break;
        s->label = p;
        s->label_len = (size_t)(q - p);
        p = skip_blank(q + 1, e);
    }
    if (p == e)
        return;
    const char *q = p;
    while (q < e && !isspace((unsigned char)*q))
        ++q;
    s->word = p;
    s->word_len = (size_t)(q - p);
    q = skip_blank(q, e);
    const char *r = e;
    while (r > q && isspace((unsigned char)r[-1]))
        --r;
    s->args = q;
    s->args_len = (size_t)(r - q);
}

static bool word_is(const stmt *s, const char *w)
{
    return s->word && s->word_len == strlen(w) && strncmp(s->word, w, s->word_len) == 0;
}

/* Is the symbol at p (up to e) exactly `name`, followed by no symbol character? */
static bool sym_is(const char *p, const char *e, const char *name, size_t n)
{
    return (size_t)(e - p) >= n && strncmp(p, name, n) == 0 && (p + n == e || !sym_char(p[n]));
}

/* Does a .type directive's operands say another function than name[0..n) begins? */
static bool other_function(const stmt *s, const char *name, size_t n)
{
    const char *e = s->args + s->args_len;
    if (word_is(s, ".amdhsa_kernel"))
        return !sym_is(s->args, e, name, n);
    if (!word_is(s, ".type") || sym_is(s->args, e, name, n))
        return false;
    for (const char *q = s->args; q + 9 <= e; ++q)
        if (strncmp(q, "@function", 9) == 0)
            return true;
    return false;
}

/* The end of the function whose label line starts at `label` (name[0..n)):
 * the start of its ".Lfunc_endN:" line or of its .size directive's. Else
 * the end of its .end_amdhsa_kernel line, as long as no other function
 * began first; NULL when there is neither. */
static const char *kernel_end(const char *label, const char *name, size_t n)
{
    const char *fallback = NULL;
    for (const char *p = line_end(label); *p;) {
        ++p; /* past the '\n' */
        const char *e = line_end(p);
        stmt s;
        read_stmt(p, e, &s);
        if (s.label && s.label_len >= 10 && strncmp(s.label, ".Lfunc_end", 10) == 0)
            return p;
        if (word_is(&s, ".size") && sym_is(s.args, s.args + s.args_len, name, n))
            return p;
        if (!fallback && word_is(&s, ".end_amdhsa_kernel"))
            fallback = e;
        if (other_function(&s, name, n))
            break;
        p = e;
    }
    return fallback;
}

bool sl_amdgcn_kernel(const char *asm_text, const char *name, const char **body, size_t *len)
{
    const size_t n = strlen(name);
    for (const char *p = asm_text; n && *p; p = next_line(p)) {
        stmt s;
        const char *e = line_end(p);
        read_stmt(p, e, &s);
        /* the function's own label, whole: a prefix (scale of scale4) is another symbol */
        if (!s.label || s.label_len != n || strncmp(s.label, name, n) != 0)
            continue;
        const char *end = kernel_end(p, name, n);
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

static long kernel_directive(const char *asm_text, const char *name, const char *directive);

/* ---- a function's code, its callees spliced in -------------------------- */

/* One statement of the code as a wave runs it: a label, an instruction,
 * or both. frame says which call of which function it belongs to. */
typedef struct insn {
    const char *label;
    size_t label_len;
    char mn[40];            /* "" for a label alone */
    const char *args;
    size_t args_len;
    unsigned frame;
} insn;

/* One function's code in the list: where its call returns to. */
typedef struct frame {
    size_t ret;             /* the statement after the call (the list's end for the kernel itself) */
    unsigned parent;
    const char *name;       /* the function's name in the asm */
    size_t name_len;
} frame;

/* The deepest chain of calls followed, and the most statements kept:
 * past them the rest is not followed (said in missing). */
#define MAX_DEPTH 16
#define MAX_INSNS (1u << 20)

typedef struct code {
    const char *asm_text;   /* where callees are looked for; NULL: none */
    insn *in;
    size_t n, cap;
    frame *fr;
    size_t nfr, cap_fr;
    unsigned calls;
    char missing[160];
    unsigned launch_lo, launch_hi; /* SGPRs [lo, hi) hold the launch's pointers (kernarg, dispatch) */
    bool nomem;
} code;

static void code_free(code *c)
{
    free(c->in);
    free(c->fr);
    memset(c, 0, sizeof *c);
}

static void add_missing(code *c, const char *name, size_t n, const char *why)
{
    sl_str_list_add_once(c->missing, sizeof c->missing, name, n, why); /* each callee said once */
}

static bool push_insn(code *c, const insn *i)
{
    if (c->n == c->cap) {
        const size_t cap = c->cap ? c->cap * 2 : 256;
        insn *in = cap <= MAX_INSNS ? realloc(c->in, cap * sizeof *in) : NULL;
        if (!in) {
            c->nomem = true;
            return false;
        }
        c->in = in;
        c->cap = cap;
    }
    c->in[c->n++] = *i;
    return true;
}

static unsigned push_frame(code *c, unsigned parent, const char *name, size_t name_len)
{
    if (c->nfr == c->cap_fr) {
        const size_t cap = c->cap_fr ? c->cap_fr * 2 : 8;
        frame *fr = realloc(c->fr, cap * sizeof *fr);
        if (!fr) {
            c->nomem = true;
            return 0;
        }
        c->fr = fr;
        c->cap_fr = cap;
    }
    c->fr[c->nfr] = (frame){ 0, parent, name, name_len };
    return (unsigned)c->nfr++;
}

static bool mn_is(const insn *i, const char *m)
{
    return strcmp(i->mn, m) == 0;
}

static bool mn_starts(const insn *i, const char *prefix)
{
    return strncmp(i->mn, prefix, strlen(prefix)) == 0;
}

/* The function a call at c->in[at] goes to: s_call_b64's symbol, or the
 * NAME of the NAME@rel32@lo (NAME@gotpcrel32@lo, NAME@abs32@lo) address
 * the few statements before an s_swappc_b64 built. false when none says. */
static bool call_target(const code *c, size_t at, const char **name, size_t *n)
{
    const insn *call = &c->in[at];
    if (mn_is(call, "s_call_b64")) {
        const char *comma = memchr(call->args, ',', call->args_len);
        const char *p = comma ? skip_blank(comma + 1, call->args + call->args_len) : NULL;
        const char *q = p;
        while (q && q < call->args + call->args_len && sym_char(*q))
            ++q;
        *name = p;
        *n = p ? (size_t)(q - p) : 0;
        return p && q > p;
    }
    for (size_t k = at, seen = 0; k-- > 0 && seen < 12 && c->in[k].frame == call->frame; ++seen) {
        const insn *i = &c->in[k];
        if (mn_starts(i, "s_swappc") || mn_is(i, "s_call_b64"))
            break; /* the call before: its address, not ours */
        for (const char *p = i->args; p < i->args + i->args_len; ++p) {
            if (*p != '@' || p == i->args || !sym_char(p[-1]))
                continue;
            const char *r = p + 1;
            if (strncmp(r, "rel32@lo", 8) != 0 && strncmp(r, "gotpcrel32@lo", 13) != 0 &&
                strncmp(r, "abs32@lo", 8) != 0)
                continue;
            const char *q = p;
            while (q > i->args && sym_char(q[-1]))
                --q;
            *name = q;
            *n = (size_t)(p - q);
            return true;
        }
    }
    return false;
}

static bool on_chain(const code *c, unsigned f, const char *name, size_t n)
{
    for (;; f = c->fr[f].parent) {
        if (c->fr[f].name_len == n && strncmp(c->fr[f].name, name, n) == 0)
            return true;
        if (f == 0)
            return false;
    }
}

static void splice(code *c, const char *text, size_t len, unsigned f, unsigned depth);

/* The call at c->in[at]: the callee's statements appended after it, in a
 * frame of their own, when the file has the callee (else said in missing). */
static void follow_call(code *c, size_t at, unsigned depth)
{
    const char *name, *body;
    size_t n, blen;
    const unsigned f = c->in[at].frame;
    if (!call_target(c, at, &name, &n)) {
        add_missing(c, "an address the reader cannot follow", 35, "");
        return;
    }
    char sym[128];
    snprintf(sym, sizeof sym, "%.*s", (int)(n < sizeof sym ? n : sizeof sym - 1), name);
    if (!c->asm_text || !sl_amdgcn_kernel(c->asm_text, sym, &body, &blen)) {
        add_missing(c, name, n, " (not in this file)");
        return;
    }
    if (depth >= MAX_DEPTH || on_chain(c, f, name, n)) {
        add_missing(c, name, n, " (recursive, or calls too deep)");
        return;
    }
    const unsigned g = push_frame(c, f, name, n);
    if (c->nomem)
        return;
    c->calls++;
    splice(c, body, blen, g, depth + 1);
    c->fr[g].ret = c->n;
}

/* text[0..len) (one function) appended in frame f. */
static void splice(code *c, const char *text, size_t len, unsigned f, unsigned depth)
{
    for (const char *p = text, *end = text + len; p < end && !c->nomem;) {
        const char *e = line_end(p);
        if (e > end)
            e = end;
        stmt s;
        read_stmt(p, e, &s);
        p = e + 1;
        insn i = { s.label, s.label_len, "", NULL, 0, f };
        if (s.word && s.word[0] != '.') { /* a directive starts with '.' */
            snprintf(i.mn, sizeof i.mn, "%.*s", (int)(s.word_len < sizeof i.mn ? s.word_len : sizeof i.mn - 1),
                     s.word);
            i.args = s.args;
            i.args_len = s.args_len;
        }
        if (!i.label && !i.mn[0])
            continue;
        if (!push_insn(c, &i))
            return;
        if (mn_starts(&i, "s_swappc") || mn_is(&i, "s_call_b64"))
            follow_call(c, c->n - 1, depth);
    }
}

/* The SGPRs that hold the launch's pointers in kernel `name`: after the
 * private segment buffer (s[0:3], scratch's resource), the dispatch
 * packet's and queue's pointers and the kernel arguments' (user SGPRs in
 * that order, each present when its .amdhsa_user_sgpr_ directive says 1). */
static void launch_sgprs(code *c, const char *asm_text, const char *name)
{
    static const struct { const char *dir; unsigned n; bool launch; } user[] = {
        { ".amdhsa_user_sgpr_private_segment_buffer", 4, false },
        { ".amdhsa_user_sgpr_dispatch_ptr", 2, true },
        { ".amdhsa_user_sgpr_queue_ptr", 2, true },
        { ".amdhsa_user_sgpr_kernarg_segment_ptr", 2, true },
    };
    unsigned at = 0;
    c->launch_lo = c->launch_hi = 0;
    for (size_t i = 0; i < sizeof user / sizeof user[0]; ++i) {
        if (kernel_directive(asm_text, name, user[i].dir) != 1)
            continue;
        if (user[i].launch && c->launch_hi == 0)
            c->launch_lo = at;
        at += user[i].n;
        if (user[i].launch)
            c->launch_hi = at;
    }
}

/* Function `name` of asm_text (its callees followed) or a fragment
 * (asm_text NULL: text[0..len)) into c. SL_OK, SL_E_USAGE (no such
 * function), SL_FAIL (memory). */
static int code_read(code *c, const char *asm_text, const char *name, const char *text, size_t len)
{
    memset(c, 0, sizeof *c);
    c->asm_text = asm_text;
    if (asm_text && !sl_amdgcn_kernel(asm_text, name, &text, &len))
        return SL_E_USAGE;
    push_frame(c, 0, name ? name : "", name ? strlen(name) : 0);
    if (asm_text)
        launch_sgprs(c, asm_text, name);
    splice(c, text, len, 0, 0);
    if (!c->nomem && c->nfr)
        c->fr[0].ret = c->n;
    if (c->nomem) {
        code_free(c);
        return SL_FAIL;
    }
    return SL_OK;
}

/* ---- registers named in operands ----------------------------------------- */

/* SGPRs s0..s105, then VCC; exec is kept apart */
#define N_SGPR 106
#define R_VCC N_SGPR
#define N_REG (N_SGPR + 1)
enum { R_NONE = -1, R_EXEC = -2 };

/* The operand at *p (up to e): the register it names (its lowest SGPR,
 * R_VCC, R_EXEC, or R_NONE) and how many SGPRs; *p moves past it and its
 * comma. A constant's value in *imm (imm_ok). */
static int operand(const char **p, const char *e, unsigned *count, long *imm, bool *imm_ok)
{
    const char *q = skip_blank(*p, e), *t = q;
    int depth = 0;
    while (t < e && (depth > 0 || *t != ',')) {
        depth += *t == '(' || *t == '[';
        depth -= *t == ')' || *t == ']';
        ++t;
    }
    const char *end = t;
    while (end > q && isspace((unsigned char)end[-1]))
        --end;
    *p = t < e ? t + 1 : e;
    *count = 1;
    *imm_ok = false;
    const size_t n = (size_t)(end - q);
    if ((n == 3 && strncmp(q, "vcc", 3) == 0) || (n == 6 && strncmp(q, "vcc_lo", 6) == 0))
        return R_VCC;
    if ((n == 4 && strncmp(q, "exec", 4) == 0) || (n == 7 && strncmp(q, "exec_lo", 7) == 0))
        return R_EXEC;
    if (n >= 2 && q[0] == 's' && (isdigit((unsigned char)q[1]) || q[1] == '[')) {
        char *after;
        const long lo = strtol(q + 1 + (q[1] == '['), &after, 10);
        long hi = lo;
        if (q[1] == '[' && *after == ':')
            hi = strtol(after + 1, &after, 10);
        if (lo < 0 || hi < lo || hi >= N_SGPR)
            return R_NONE;
        *count = (unsigned)(hi - lo + 1);
        return (int)lo;
    }
    if (n && (isdigit((unsigned char)*q) || *q == '-')) {
        char *after;
        *imm = strtol(q, &after, 0);
        *imm_ok = after == end;
    }
    return R_NONE;
}

/* ---- the queue vmcnt counts, path by path --------------------------------- */

/* A lane mask as the straight path knows it: every lane, none, or not known */
enum { M_UNK = 0, M_ALL = 1, M_NONE = 2 };

/* One path's state at a point: the vector-memory queue, youngest in bit
 * 0, a 1 where the operation is a global load (past 64 the oldest is
 * surely done); and, on the straight path, the lane masks. */
typedef struct fstate {
    uint64_t vm;
    unsigned char exec, scc;
    unsigned char r[N_REG];
} fstate;

/* A block's states on entry: kept apart up to MAX_STATES, then merged */
#define MAX_STATES 64

typedef struct block {
    size_t first, last;     /* statements [first, last] */
    long succ[2];           /* the blocks it may go on to, -1 none */
    int when[2];            /* W_ALWAYS, or a branch on exec: taken when exec is none (W_EXECZ) or some */
    fstate *st;
    size_t n_st, cap_st;
    bool queued;
} block;

enum { W_ALWAYS, W_EXECZ, W_EXECNZ };

static unsigned char m_and(unsigned char a, unsigned char b)
{
    return a == M_NONE || b == M_NONE ? M_NONE : a == M_ALL && b == M_ALL ? M_ALL : M_UNK;
}

static unsigned char m_not(unsigned char a)
{
    return a == M_ALL ? M_NONE : a == M_NONE ? M_ALL : M_UNK;
}

static unsigned char m_or(unsigned char a, unsigned char b)
{
    return m_not(m_and(m_not(a), m_not(b)));
}

static unsigned char m_xor(unsigned char a, unsigned char b)
{
    return a == M_UNK || b == M_UNK ? M_UNK : a == b ? M_NONE : M_ALL;
}

/* The s_ ops whose first operand is read, not written */
static bool no_dest(const insn *i)
{
    static const char *const prefixes[] = { "s_cmp", "s_bitcmp", "s_cbranch", "s_branch", "s_waitcnt", "s_barrier",
                                            "s_nop", "s_endpgm", "s_setpc", "s_store", "s_buffer_store",
                                            "s_scratch_store", "s_dcache", "s_icache", "s_sendmsg", "s_trap",
                                            "s_sleep", "s_setprio", "s_setreg", "s_set_gpr_idx", "s_ttrace",
                                            "s_inst_prefetch", "s_clause", "s_code_end", "s_denorm_mode",
                                            "s_round_mode", "s_atc_probe", NULL };
    for (const char *const *p = prefixes; *p; ++p)
        if (mn_starts(i, *p))
            return true;
    return false;
}

static unsigned char get_mask(const fstate *s, int reg, long imm, bool imm_ok)
{
    if (reg == R_EXEC)
        return s->exec;
    if (reg >= 0)
        return s->r[reg];
    if (imm_ok)
        return imm == -1 ? M_ALL : imm == 0 ? M_NONE : M_UNK;
    return M_UNK;
}

static void set_mask(fstate *s, int reg, unsigned count, unsigned char v)
{
    if (reg == R_EXEC) {
        s->exec = v;
        return;
    }
    if (reg < 0)
        return;
    /* a pair that overlaps what is written is no longer known */
    for (int k = reg - 1; k < reg + (int)count && k < N_REG; ++k)
        if (k >= 0)
            s->r[k] = M_UNK;
    s->r[reg] = v;
}

/* The lane-mask ops of the straight path: v_cmp and s_cmp taken as true,
 * the scalar logic that makes exec followed; whatever else writes an SGPR
 * leaves it unknown. */
static void mask_step(const insn *i, fstate *s)
{
    const char *p = i->args, *e = i->args + i->args_len;
    unsigned cnt[3] = { 1, 1, 1 };
    long imm[3] = { 0, 0, 0 };
    bool ok[3] = { false, false, false };
    int reg[3] = { R_NONE, R_NONE, R_NONE };
    for (int k = 0; k < 3 && p < e; ++k)
        reg[k] = operand(&p, e, &cnt[k], &imm[k], &ok[k]);
    const char *m = i->mn;
    if (strncmp(m, "v_cmp", 5) == 0) { /* every lane passes: vcc, or the SGPRs named, all true */
        if (reg[0] != R_EXEC)
            set_mask(s, reg[0], cnt[0], M_ALL);
        return;
    }
    if (m[0] == 'v') { /* a carry out (v_add_co_u32 v0, vcc, ...) or a read lane writes an SGPR */
        if (reg[0] >= 0 || reg[0] == R_VCC)
            set_mask(s, reg[0], cnt[0], M_UNK);
        if (strstr(m, "_co_") || strstr(m, "div_scale") || strstr(m, "mad_u64") || strstr(m, "mad_i64"))
            set_mask(s, reg[1], cnt[1], M_UNK);
        return;
    }
    if (m[0] != 's' || m[1] != '_')
        return;
    if (strncmp(m, "s_cmp", 5) == 0 || strncmp(m, "s_bitcmp", 8) == 0) {
        s->scc = M_ALL;
        return;
    }
    if (no_dest(i))
        return;
    const unsigned char a = get_mask(s, reg[1], imm[1], ok[1]), b = get_mask(s, reg[2], imm[2], ok[2]);
    unsigned char v = M_UNK;
    const char *op = m + 2;
    const char *sx = strstr(op, "_saveexec");
    const char *wx = strstr(op, "_wrexec");
    if (sx || wx) { /* D = exec; exec = f(S, exec) (wrexec: D = the new exec) */
        const size_t k = (size_t)((sx ? sx : wx) - op);
        const unsigned char old = s->exec;
        unsigned char x = M_UNK;
        if (k == 3 && strncmp(op, "and", 3) == 0)
            x = m_and(a, old);
        else if (k == 2 && strncmp(op, "or", 2) == 0)
            x = m_or(a, old);
        else if (k == 3 && strncmp(op, "xor", 3) == 0)
            x = m_xor(a, old);
        else if (k == 5 && strncmp(op, "andn2", 5) == 0)
            x = m_and(a, m_not(old));
        else if (k == 4 && strncmp(op, "orn2", 4) == 0)
            x = m_or(a, m_not(old));
        else if (k == 5 && strncmp(op, "andn1", 5) == 0)
            x = m_and(m_not(a), old);
        else if (k == 4 && strncmp(op, "orn1", 4) == 0)
            x = m_or(m_not(a), old);
        else if (k == 4 && strncmp(op, "nand", 4) == 0)
            x = m_not(m_and(a, old));
        else if (k == 3 && strncmp(op, "nor", 3) == 0)
            x = m_not(m_or(a, old));
        else if (k == 4 && strncmp(op, "xnor", 4) == 0)
            x = m_not(m_xor(a, old));
        set_mask(s, reg[0], cnt[0], sx ? old : x);
        s->exec = x;
        s->scc = M_UNK;
        return;
    }
    if (strncmp(op, "mov_", 4) == 0)
        v = a;
    else if (strncmp(op, "not_", 4) == 0)
        v = m_not(a);
    else if (strncmp(op, "and_", 4) == 0)
        v = m_and(a, b);
    else if (strncmp(op, "or_", 3) == 0)
        v = m_or(a, b);
    else if (strncmp(op, "xor_", 4) == 0)
        v = m_xor(a, b);
    else if (strncmp(op, "andn2_", 6) == 0)
        v = m_and(a, m_not(b));
    else if (strncmp(op, "orn2_", 5) == 0)
        v = m_or(a, m_not(b));
    else if (strncmp(op, "nand_", 5) == 0)
        v = m_not(m_and(a, b));
    else if (strncmp(op, "nor_", 4) == 0)
        v = m_not(m_or(a, b));
    else if (strncmp(op, "xnor_", 5) == 0)
        v = m_not(m_xor(a, b));
    else if (strncmp(op, "cselect_", 8) == 0) /* SCC from a compare is true: the first */
        v = s->scc == M_ALL ? a : s->scc == M_NONE ? b : a == b ? a : M_UNK;
    set_mask(s, reg[0], cnt[0], v);
    /* the SALU ops that leave SCC as it is; every other one may write it */
    static const char *const keep_scc[] = { "mov", "movk", "cmov", "cmovk", "cselect", "load", "buffer_load",
                                            "getpc", "swappc", "call", "mul_i32", "mul_hi", "bfm", "brev",
                                            "sext", "getreg", "memtime", "memrealtime", "movrel", "ff0", "ff1",
                                            "flbit", "bitset", "bitreplicate", "version", NULL };
    for (const char *const *k = keep_scc; *k; ++k)
        if (strncmp(op, *k, strlen(*k)) == 0 && (op[strlen(*k)] == '_' || op[strlen(*k)] == '\0'))
            return;
    s->scc = M_UNK;
}

/* What a vector-memory statement does to the queue: 'L' a global load,
 * 'l' another load (scratch: a place, no global load), 's' a store or
 * atomic, 0 none. */
static char vm_kind(const insn *i)
{
    sl_amdgcn_op o;
    if (!(mn_starts(i, "global_") || mn_starts(i, "flat_") || mn_starts(i, "buffer_") || mn_starts(i, "scratch_")))
        return 0;
    if (!parse_op(i->mn, i->args ? i->args : "", i->args_len, &o))
        return 0;
    if (o.store)
        return 's';
    return strcmp(o.space, "global") == 0 ? 'L' : 'l';
}

/* How many of the queue an s_waitcnt leaves (64: no vmcnt in it) */
static unsigned vmcnt_of(const insn *i)
{
    const char *e = i->args + i->args_len;
    if (mn_is(i, "s_waitcnt_vmcnt")) { /* gfx10: "s_waitcnt_vmcnt null, 0x1" */
        const char *c = i->args ? memchr(i->args, ',', i->args_len) : NULL;
        return c ? (unsigned)strtoul(c + 1, NULL, 0) : 64;
    }
    if (!mn_is(i, "s_waitcnt") || !i->args)
        return 64;
    for (const char *v = i->args; v + 6 <= e; ++v)
        if (strncmp(v, "vmcnt(", 6) == 0)
            return (unsigned)strtoul(v + 6, NULL, 10);
    char *after;
    const unsigned long raw = strtoul(i->args, &after, 0); /* "s_waitcnt 0": every counter 0 */
    return after == e && raw == 0 && after > i->args ? 0 : 64;
}

typedef struct flow {
    const code *c;
    block *b;
    size_t nb;
    bool stores_count, straight, merged, nomem;
    unsigned max;
} flow;

static bool same_state(const fstate *a, const fstate *b, bool straight)
{
    return a->vm == b->vm && (!straight || memcmp(a, b, sizeof *a) == 0);
}

static void join_state(fstate *a, const fstate *b)
{
    a->vm |= b->vm;
    a->exec = a->exec == b->exec ? a->exec : M_UNK;
    a->scc = a->scc == b->scc ? a->scc : M_UNK;
    for (int k = 0; k < N_REG; ++k)
        a->r[k] = a->r[k] == b->r[k] ? a->r[k] : M_UNK;
}

/* s into block b's entry states: true when they changed. */
static bool add_state(flow *f, block *b, const fstate *s)
{
    for (size_t k = 0; k < b->n_st; ++k)
        if (same_state(&b->st[k], s, f->straight))
            return false;
    if (b->n_st < MAX_STATES) {
        if (b->n_st == b->cap_st) {
            const size_t cap = b->cap_st ? b->cap_st * 2 : 4;
            fstate *st = realloc(b->st, cap * sizeof *st);
            if (!st) {
                f->nomem = true;
                return false;
            }
            b->st = st;
            b->cap_st = cap;
        }
        b->st[b->n_st++] = *s;
        return true;
    }
    fstate all = *s; /* too many paths: one state that holds each */
    for (size_t k = 0; k < b->n_st; ++k)
        join_state(&all, &b->st[k]);
    f->merged = true;
    b->n_st = 1;
    b->st[0] = all;
    return true;
}

static bool ends_block(const insn *i)
{
    return mn_starts(i, "s_branch") || mn_starts(i, "s_cbranch") || mn_starts(i, "s_endpgm") ||
           mn_starts(i, "s_setpc");
}

/* The statement labelled name[0..n) in frame f, or -1 */
static long find_label(const code *c, unsigned f, const char *name, size_t n)
{
    for (size_t k = 0; k < c->n; ++k)
        if (c->in[k].frame == f && c->in[k].label && c->in[k].label_len == n &&
            strncmp(c->in[k].label, name, n) == 0)
            return (long)k;
    return -1;
}

/* A branch's label operand: its first symbol */
static long branch_target(const code *c, const insn *i)
{
    const char *p = i->args, *e = i->args + i->args_len, *q = p;
    if (!p)
        return -1;
    while (q < e && sym_char(*q))
        ++q;
    return q > p ? find_label(c, i->frame, p, (size_t)(q - p)) : -1;
}

/* Where an s_setpc_b64 at c->in[k] goes: the label of a long branch
 * (s_getpc, then s_add_u32 sN, sN, (LABEL-.Lpost_getpcN)&...), the call's
 * return in a callee, or nowhere (-1: the kernel's end). */
static long setpc_target(const code *c, size_t k)
{
    const unsigned f = c->in[k].frame;
    for (size_t j = k, seen = 0; j-- > 0 && seen < 6 && c->in[j].frame == f; ++seen) {
        const insn *i = &c->in[j];
        const char *open = i->args ? memchr(i->args, '(', i->args_len) : NULL;
        if (!open || !mn_starts(i, "s_add"))
            continue;
        const char *p = open + 1, *q = p;
        while (q < i->args + i->args_len && sym_char(*q))
            ++q;
        if (q < i->args + i->args_len && *q == '-')
            return find_label(c, f, p, (size_t)(q - p));
    }
    return f == 0 ? -1 : (long)c->fr[f].ret;
}

/* The blocks of c: leaders at labels, after block ends and at frame
 * changes; successors by the branch that ends each. */
static bool build_blocks(flow *f)
{
    const code *c = f->c;
    long *block_of = malloc((c->n + 1) * sizeof *block_of);
    f->b = calloc(c->n + 1, sizeof *f->b);
    if (!block_of || !f->b) {
        free(block_of);
        return false;
    }
    f->nb = 0;
    for (size_t k = 0; k < c->n; ++k) {
        const bool lead = k == 0 || c->in[k].label || ends_block(&c->in[k - 1]) ||
                          c->in[k].frame != c->in[k - 1].frame;
        if (lead)
            f->b[f->nb++] = (block){ k, k, { -1, -1 }, { W_ALWAYS, W_ALWAYS }, NULL, 0, 0, false };
        else
            f->b[f->nb - 1].last = k;
        block_of[k] = (long)f->nb - 1;
    }
    block_of[c->n] = -1;
    for (size_t j = 0; j < f->nb; ++j) {
        block *b = &f->b[j];
        const insn *i = &c->in[b->last];
        const long next = block_of[b->last + 1];
        long to = -1;
        if (mn_starts(i, "s_endpgm")) {
            continue;
        } else if (mn_starts(i, "s_setpc")) {
            to = setpc_target(c, b->last);
            b->succ[0] = to >= 0 ? block_of[to] : -1;
        } else if (mn_starts(i, "s_branch")) {
            to = branch_target(c, i);
            b->succ[0] = to >= 0 ? block_of[to] : -1;
        } else if (mn_starts(i, "s_cbranch")) {
            to = branch_target(c, i);
            b->succ[0] = to >= 0 ? block_of[to] : -1;
            b->succ[1] = next;
            if (mn_is(i, "s_cbranch_execz")) {
                b->when[0] = W_EXECZ;
                b->when[1] = W_EXECNZ;
            } else if (mn_is(i, "s_cbranch_execnz")) {
                b->when[0] = W_EXECNZ;
                b->when[1] = W_EXECZ;
            }
        } else {
            /* on to the next statement: into a callee at a call, back to
             * the caller where a callee's last block falls off its end */
            b->succ[0] = next;
        }
    }
    free(block_of);
    return true;
}

static void count_max(flow *f, const fstate *s)
{
    const unsigned n = (unsigned)__builtin_popcountll(s->vm);
    if (n > f->max)
        f->max = n;
}

/* One state through block b; its successors' entry states updated. */
static void run_block(flow *f, block *b, fstate s, size_t *queue, size_t *nq)
{
    for (size_t k = b->first; k <= b->last; ++k) {
        const insn *i = &f->c->in[k];
        if (!i->mn[0])
            continue;
        const char kind = vm_kind(i);
        if (kind == 'L' || kind == 'l' || (kind == 's' && f->stores_count)) {
            s.vm = s.vm << 1 | (kind == 'L');
            count_max(f, &s);
        } else {
            const unsigned keep = vmcnt_of(i);
            if (keep < 64)
                s.vm &= ((uint64_t)1 << keep) - 1;
        }
        if (f->straight)
            mask_step(i, &s);
    }
    for (int e = 0; e < 2; ++e) {
        const long to = b->succ[e];
        if (to < 0)
            continue;
        if (f->straight && ((b->when[e] == W_EXECZ && s.exec == M_ALL) ||
                            (b->when[e] == W_EXECNZ && s.exec == M_NONE)))
            continue; /* the way this path's exec does not go */
        block *t = &f->b[to];
        if (add_state(f, t, &s) && !t->queued) {
            t->queued = true;
            queue[(*nq)++] = (size_t)to;
        }
    }
}

/* The most global loads outstanding over c's paths (straight: the
 * straight path's). false when memory ran out. */
static bool flow_run(const code *c, bool stores_count, bool straight, unsigned *max, bool *merged)
{
    flow f = { c, NULL, 0, stores_count, straight, false, false, 0 };
    *max = 0;
    if (c->n == 0)
        return true;
    if (!build_blocks(&f))
        return false;
    size_t *queue = malloc(f.nb * sizeof *queue), nq = 0;
    fstate entry;
    memset(&entry, 0, sizeof entry); /* every mask unknown, the queue empty */
    entry.exec = M_ALL;              /* a wave starts with every lane */
    bool ok = queue != NULL;
    if (ok) {
        add_state(&f, &f.b[0], &entry);
        f.b[0].queued = true;
        queue[nq++] = 0;
    }
    /* a stack of blocks to read again; each block's states only grow
     * (at most MAX_STATES, then a join that only goes up), so it ends */
    while (ok && nq > 0 && !f.nomem) {
        block *b = &f.b[queue[--nq]];
        b->queued = false;
        const size_t n = b->n_st;
        fstate *copy = malloc(n * sizeof *copy);
        if (!copy) {
            f.nomem = true;
            break;
        }
        memcpy(copy, b->st, n * sizeof *copy);
        for (size_t k = 0; k < n; ++k)
            run_block(&f, b, copy[k], queue, &nq);
        free(copy);
    }
    ok = ok && !f.nomem;
    for (size_t j = 0; j < f.nb; ++j)
        free(f.b[j].st);
    free(f.b);
    free(queue);
    *max = f.max;
    *merged |= f.merged;
    return ok;
}

static int flight_of(const code *c, bool stores_count, sl_amdgcn_flight *out)
{
    memset(out, 0, sizeof *out);
    for (size_t k = 0; k < c->n; ++k) {
        const char kind = c->in[k].mn[0] ? vm_kind(&c->in[k]) : 0;
        out->loads += kind == 'L';
        out->scratch_loads += kind == 'l';
        out->waits += c->in[k].mn[0] && vmcnt_of(&c->in[k]) < 64;
    }
    if (!flow_run(c, stores_count, false, &out->any_path, &out->merged) ||
        !flow_run(c, stores_count, true, &out->straight, &out->merged))
        return SL_FAIL;
    return SL_OK;
}

int sl_amdgcn_in_flight(const char *text, size_t len, bool stores_count, sl_amdgcn_flight *out)
{
    code c;
    memset(out, 0, sizeof *out);
    int rc = code_read(&c, NULL, NULL, text, len);
    if (rc == SL_OK)
        rc = flight_of(&c, stores_count, out);
    code_free(&c);
    return rc;
}

int sl_amdgcn_kernel_flight(const char *asm_text, const char *name, bool stores_count, sl_amdgcn_flight *out)
{
    code c;
    memset(out, 0, sizeof *out);
    int rc = code_read(&c, asm_text, name, NULL, 0);
    if (rc == SL_OK)
        rc = flight_of(&c, stores_count, out);
    code_free(&c);
    return rc;
}

/* ---- counting ----------------------------------------------------------- */

/* Add one occurrence of o to out: the entry of its name and space, or a new one. */
static bool tally(sl_amdgcn_ops *out, size_t *cap, const sl_amdgcn_op *o)
{
    size_t j = 0;
    while (j < out->n && !(strcmp(out->op[j].op, o->op) == 0 && strcmp(out->op[j].space, o->space) == 0))
        ++j;
    if (j < out->n) {
        out->op[j].count++;
        return true;
    }
    if (out->n == *cap) {
        const size_t n = *cap ? *cap * 2 : 16;
        sl_amdgcn_op *op = realloc(out->op, n * sizeof *op);
        if (!op)
            return false;
        out->op = op;
        *cap = n;
    }
    out->op[out->n] = *o;
    out->op[out->n++].count = 1;
    return true;
}

/* The SGPRs statement i writes: an s_ op's first operand (unless it only
 * reads it: s_cmp, s_store...), a v_ op's first operand when an SGPR
 * (v_cmp_*_e64, v_readfirstlane) and its carry out (v_add_co_u32 v0,
 * s[4:5], ...). Set in w (one flag an SGPR). */
static void sgpr_writes(const insn *i, bool *w)
{
    if (!i->mn[0] || !i->args || (i->mn[0] == 's' && no_dest(i)))
        return;
    const char *p = i->args, *e = i->args + i->args_len;
    unsigned cnt[2] = { 1, 1 };
    long imm;
    bool ok;
    int reg[2];
    reg[0] = operand(&p, e, &cnt[0], &imm, &ok);
    reg[1] = p < e ? operand(&p, e, &cnt[1], &imm, &ok) : R_NONE;
    const bool carry = i->mn[0] == 'v' && (strstr(i->mn, "_co_") || strstr(i->mn, "div_scale") ||
                                           strstr(i->mn, "mad_u64") || strstr(i->mn, "mad_i64"));
    for (int k = 0; k < (carry ? 2 : 1); ++k)
        for (unsigned j = 0; reg[k] >= 0 && reg[k] < N_SGPR && j < cnt[k] && reg[k] + (int)j < N_SGPR; ++j)
            w[reg[k] + j] = true;
}

/* For each statement of frame 0 (the kernel), whether the launch's
 * pointers are still in their SGPRs on every path to it: at[k][r] for
 * SGPR r in [launch_lo, launch_hi). A scalar load through one of them is
 * the kernel's arguments (or the dispatch packet), one through a pointer
 * the kernel made is data. NULL when there are none or memory ran out. */
static bool *launch_intact(const code *c)
{
    const unsigned lo = c->launch_lo, hi = c->launch_hi, w = hi - lo;
    if (hi == 0 || c->n == 0)
        return NULL;
    flow f = { c, NULL, 0, false, false, false, false, 0 };
    if (!build_blocks(&f))
        return NULL;
    /* at: false where no path reaches (code after a return, say) */
    bool *in = malloc(f.nb * w * sizeof *in), *at = calloc(c->n * w, sizeof *at), *reached = calloc(f.nb, 1);
    size_t *queue = malloc(f.nb * sizeof *queue), nq = 0;
    if (!in || !at || !queue || !reached) {
        free(at);
        at = NULL;
        goto done;
    }
    for (size_t j = 0; j < f.nb * w; ++j)
        in[j] = true; /* not reached yet: the meet's top */
    queue[nq++] = 0;
    f.b[0].queued = true;
    while (nq > 0) {
        const size_t j = queue[--nq];
        block *b = &f.b[j];
        b->queued = false;
        bool cur[N_SGPR];
        memcpy(cur, in + j * w, w * sizeof *cur);
        for (size_t k = b->first; k <= b->last; ++k) {
            memcpy(at + k * w, cur, w * sizeof *cur);
            bool wr[N_SGPR] = { false };
            sgpr_writes(&c->in[k], wr);
            for (unsigned r = 0; r < w; ++r)
                cur[r] = cur[r] && (c->in[k].frame != 0 || !wr[lo + r]);
        }
        for (int e = 0; e < 2; ++e) {
            const long t = b->succ[e];
            if (t < 0)
                continue;
            bool changed = !reached[t];
            reached[t] = true;
            for (unsigned r = 0; r < w; ++r)
                if (in[t * w + r] && !cur[r]) {
                    in[t * w + r] = false;
                    changed = true;
                }
            if (changed && !f.b[t].queued) {
                f.b[t].queued = true;
                queue[nq++] = (size_t)t;
            }
        }
    }
done:
    free(in);
    free(queue);
    free(reached);
    free(f.b);
    return at;
}

static int ops_of(const code *c, sl_amdgcn_ops *out)
{
    size_t cap = 0;
    const unsigned lo = c->launch_lo, w = c->launch_hi - c->launch_lo;
    bool *intact = launch_intact(c);
    for (size_t k = 0; k < c->n; ++k) {
        const insn *i = &c->in[k];
        sl_amdgcn_op o;
        if (!i->mn[0] || !parse_op(i->mn, i->args ? i->args : "", i->args_len, &o))
            continue;
        if (intact && i->frame == 0 && strcmp(o.space, "scalar") == 0 && !o.store) {
            /* s_load_dword s9, s[4:5], 0x4: its base, the second operand */
            const char *p = i->args, *e = i->args + i->args_len;
            unsigned cnt;
            long imm;
            bool ok;
            (void)operand(&p, e, &cnt, &imm, &ok);
            const int base = operand(&p, e, &cnt, &imm, &ok);
            if (base >= (int)lo && base < (int)(lo + w) && intact[k * w + (unsigned)base - lo])
                snprintf(o.space, sizeof o.space, "kernarg");
        }
        if (!tally(out, &cap, &o)) {
            free(intact);
            sl_amdgcn_ops_free(out);
            return SL_FAIL;
        }
    }
    free(intact);
    if (out->n)
        qsort(out->op, out->n, sizeof *out->op, op_order);
    out->calls = c->calls;
    snprintf(out->missing, sizeof out->missing, "%s", c->missing);
    return SL_OK;
}

void sl_amdgcn_ops_free(sl_amdgcn_ops *o)
{
    free(o->op);
    memset(o, 0, sizeof *o);
}

int sl_amdgcn_mem_ops(const char *text, size_t len, sl_amdgcn_ops *out)
{
    code c;
    memset(out, 0, sizeof *out);
    int rc = code_read(&c, NULL, NULL, text, len);
    if (rc == SL_OK)
        rc = ops_of(&c, out);
    code_free(&c);
    return rc;
}

int sl_amdgcn_kernel_ops(const char *asm_text, const char *name, sl_amdgcn_ops *out)
{
    code c;
    memset(out, 0, sizeof *out);
    int rc = code_read(&c, asm_text, name, NULL, 0);
    if (rc == SL_OK)
        rc = ops_of(&c, out);
    code_free(&c);
    return rc;
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
