/* ptx.c - memory instructions of a kernel in PTX text (ptx.h). */
#include "simtlab/ptx.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/error.h"
#include "simtlab/str.h"

bool sl_ptx_is_ptx(const unsigned char *bin, size_t len)
{
    const size_t look = len < 4096 ? len : 4096;
    const unsigned char *nul = look ? memchr(bin, '\0', look) : NULL;
    if (look == 0 || (nul && nul != bin + len - 1)) /* text, perhaps NUL-terminated */
        return false;
    char head[4097];
    memcpy(head, bin, look);
    head[look] = '\0';
    return strstr(head, ".version") && strstr(head, ".target");
}

const char *sl_ptx_binary_kind(const unsigned char *bin, size_t len)
{
    if (len >= 4 && bin[0] == 0x7f && bin[1] == 'E' && bin[2] == 'L' && bin[3] == 'F')
        return "an ELF object";
    if (len >= 4 && bin[0] == 'B' && bin[1] == 'C' && bin[2] == 0xc0 && bin[3] == 0xde)
        return "LLVM bitcode";
    if (len >= 4 && bin[0] == 0xde && bin[1] == 0xc0 && bin[2] == 0x17 && bin[3] == 0x0b)
        return "LLVM bitcode (wrapped)";
    if (len >= 4 && bin[0] == 0x03 && bin[1] == 0x02 && bin[2] == 0x23 && bin[3] == 0x07)
        return "SPIR-V";
    if (sl_ptx_is_ptx(bin, len))
        return "PTX text";
    size_t printable = 0, look = len < 512 ? len : 512;
    for (size_t i = 0; i < look; ++i)
        printable += isprint(bin[i]) || isspace(bin[i]);
    return look && printable == look ? "text" : "binary data";
}

static bool ident_char(char c)
{
    return isalnum((unsigned char)c) || c == '_' || c == '$';
}

bool sl_ptx_entry(const char *ptx, const char *entry, const char **body, size_t *len)
{
    const size_t n = strlen(entry);
    for (const char *p = ptx; n && (p = strstr(p, ".entry")) != NULL; p += 6) {
        const char *q = p + 6;
        if (!isspace((unsigned char)*q))
            continue;
        while (isspace((unsigned char)*q))
            ++q;
        if (strncmp(q, entry, n) != 0 || ident_char(q[n]))
            continue;
        const char *open = strchr(q, '{');
        if (!open)
            return false;
        int depth = 0;
        for (const char *c = open; *c; ++c) {
            if (c[0] == '/' && c[1] == '/') { /* a comment's braces do not count */
                c = strchr(c, '\n');
                if (!c)
                    return false;
            } else if (*c == '{')
                ++depth;
            else if (*c == '}' && --depth == 0) {
                *body = p;
                *len = (size_t)(c + 1 - p);
                return true;
            }
        }
        return false;
    }
    return false;
}

/* Bytes of one element of a PTX type suffix ("f32", "b128", "u8"), or 0. */
static unsigned type_bytes(const char *t)
{
    if ((t[0] == 'f' || t[0] == 'b' || t[0] == 'u' || t[0] == 's') && isdigit((unsigned char)t[1])) {
        char *end;
        long bits = strtol(t + 1, &end, 10);
        if (*end == '\0' && (bits == 8 || bits == 16 || bits == 32 || bits == 64 || bits == 128))
            return (unsigned)(bits / 8);
    }
    return 0;
}

/* One opcode: "ld.global.nc.v4.f32" -> space, store, bytes; false when it
 * is no load or store of the four spaces counted. */
static bool parse_op(const char *op, sl_ptx_op *out)
{
    memset(out, 0, sizeof *out);
    const char *rest;
    if (strncmp(op, "ld.", 3) == 0)
        rest = op + 3;
    else if (strncmp(op, "ldu.", 4) == 0)
        rest = op + 4;
    else if (strncmp(op, "st.", 3) == 0)
        rest = op + 3, out->store = true;
    else
        return false;
    static const char *const spaces[] = { "global", "shared", "local", "const" };
    char parts[48];
    snprintf(parts, sizeof parts, "%s", rest);
    unsigned vec = 1, elem = 0;
    for (char *tok = strtok(parts, "."); tok; tok = strtok(NULL, ".")) {
        for (size_t s = 0; s < sizeof spaces / sizeof spaces[0]; ++s)
            if (strcmp(tok, spaces[s]) == 0)
                snprintf(out->space, sizeof out->space, "%s", spaces[s]);
        if (tok[0] == 'v' && (strcmp(tok + 1, "2") == 0 || strcmp(tok + 1, "4") == 0 || strcmp(tok + 1, "8") == 0))
            vec = (unsigned)(tok[1] - '0');
        else if (type_bytes(tok))
            elem = type_bytes(tok);
    }
    if (!out->space[0])
        return false;
    snprintf(out->op, sizeof out->op, "%s", op);
    out->bytes = vec * elem;
    return true;
}

static int op_order(const void *a, const void *b)
{
    const sl_ptx_op *x = a, *y = b;
    if (x->store != y->store)
        return x->store ? 1 : -1;
    int c = strcmp(x->space, y->space);
    if (c)
        return c;
    if (x->bytes != y->bytes)
        return x->bytes < y->bytes ? -1 : 1;
    return strcmp(x->op, y->op);
}

/* The body's braces from open on: the end of the matching '}' (one
 * past it), or NULL. A comment's braces do not count. */
static const char *close_brace(const char *open)
{
    int depth = 0;
    for (const char *c = open; *c; ++c) {
        if (c[0] == '/' && c[1] == '/') {
            c = strchr(c, '\n');
            if (!c)
                return NULL;
        } else if (*c == '{')
            ++depth;
        else if (*c == '}' && --depth == 0)
            return c + 1;
    }
    return NULL;
}

bool sl_ptx_func(const char *ptx, const char *name, const char **body, size_t *len, bool *declared)
{
    const size_t n = strlen(name);
    *declared = false;
    for (const char *p = ptx; n && (p = strstr(p, ".func")) != NULL; p += 5) {
        const char *q = p + 5;
        if (!isspace((unsigned char)*q) || (p > ptx && ident_char(p[-1])))
            continue;
        while (isspace((unsigned char)*q))
            ++q;
        if (*q == '(') { /* the return value's parameters */
            q = strchr(q, ')');
            if (!q)
                return false;
            ++q;
            while (isspace((unsigned char)*q))
                ++q;
        }
        if (strncmp(q, name, n) != 0 || ident_char(q[n]))
            continue;
        /* the line's start: ".extern .func" declares, ".visible .func" defines */
        const char *line = p;
        while (line > ptx && line[-1] != '\n')
            --line;
        const bool ext = strstr(line, ".extern") && strstr(line, ".extern") < p;
        const char *open = strchr(q, '{'), *semi = strchr(q, ';');
        if (ext || !open || (semi && semi < open)) {
            *declared = true;
            continue; /* a definition may follow the declaration */
        }
        const char *end = close_brace(open);
        if (!end)
            return false;
        *body = line;
        *len = (size_t)(end - line);
        *declared = false;
        return true;
    }
    return false;
}

void sl_ptx_ops_free(sl_ptx_ops *o)
{
    free(o->op);
    memset(o, 0, sizeof *o);
}

static bool tally(sl_ptx_ops *out, size_t *cap, const sl_ptx_op *o)
{
    size_t j = 0;
    while (j < out->n && strcmp(out->op[j].op, o->op) != 0)
        ++j;
    if (j < out->n) {
        out->op[j].count++;
        return true;
    }
    if (out->n == *cap) {
        const size_t c = *cap ? *cap * 2 : 16;
        sl_ptx_op *op = realloc(out->op, c * sizeof *op);
        if (!op)
            return false;
        out->op = op;
        *cap = c;
    }
    out->op[out->n] = *o;
    out->op[out->n++].count = 1;
    return true;
}

static void add_missing(sl_ptx_ops *out, const char *name, size_t n, const char *why)
{
    sl_str_list_add_once(out->missing, sizeof out->missing, name, n, why);
}

/* The deepest chain of calls followed */
#define MAX_DEPTH 16

/* The callee of a "call" statement whose operands start at p: the first
 * name after the return value's "(...)," if any. */
static bool callee_of(const char *p, const char *end, const char **name, size_t *n)
{
    while (p < end && isspace((unsigned char)*p))
        ++p;
    if (p < end && *p == '(') {
        while (p < end && *p != ')')
            ++p;
        ++p;
        while (p < end && (isspace((unsigned char)*p) || *p == ','))
            ++p;
    }
    const char *q = p;
    while (q < end && ident_char(*q))
        ++q;
    *name = p;
    *n = (size_t)(q - p);
    return q > p;
}

/* ptx is the module callees are looked for in (NULL: none); chain the
 * names of the calls that led here. */
static int count_ops(const char *ptx, const char *text, size_t len, sl_ptx_ops *out, size_t *cap,
                     const char *const *chain, unsigned depth)
{
    for (size_t i = 0; i < len;) {
        size_t end = i;
        while (end < len && text[end] != '\n')
            ++end;
        size_t p = i;
        while (p < end && isspace((unsigned char)text[p]))
            ++p;
        if (p < end && text[p] == '@') { /* a predicate: @%p1 or @!%p1 */
            while (p < end && !isspace((unsigned char)text[p]))
                ++p;
            while (p < end && isspace((unsigned char)text[p]))
                ++p;
        }
        char op[48];
        size_t k = 0;
        while (p < end && k + 1 < sizeof op && !isspace((unsigned char)text[p]) && text[p] != ';')
            op[k++] = text[p++];
        op[k] = '\0';
        sl_ptx_op o;
        if (k && parse_op(op, &o) && !tally(out, cap, &o))
            return SL_FAIL;
        const char *name;
        size_t n;
        if (ptx && (strcmp(op, "call") == 0 || strcmp(op, "call.uni") == 0)) {
            /* the callee may be on the next lines: "call.uni (retval0), \n\tfetch2, \n\t(" */
            const char *semi = memchr(text + p, ';', len - p);
            const char *stop = semi ? semi : text + len;
            if (callee_of(text + p, stop, &name, &n)) {
                char sym[128];
                const char *body;
                size_t blen;
                bool declared, seen = false;
                snprintf(sym, sizeof sym, "%.*s", (int)(n < sizeof sym ? n : sizeof sym - 1), name);
                for (unsigned d = 0; d < depth; ++d)
                    seen |= strcmp(chain[d], sym) == 0;
                if (!sl_ptx_func(ptx, sym, &body, &blen, &declared))
                    add_missing(out, name, n, declared ? " (.extern: not defined in this module, so a driver "
                                                         "cannot load the code)" : " (not in this module)");
                else if (seen || depth + 1 >= MAX_DEPTH)
                    add_missing(out, name, n, " (recursive, or calls too deep)");
                else {
                    const char *next[MAX_DEPTH];
                    for (unsigned d = 0; d < depth; ++d)
                        next[d] = chain[d];
                    next[depth] = sym;
                    out->calls++;
                    const int rc = count_ops(ptx, body, blen, out, cap, next, depth + 1);
                    if (rc != SL_OK)
                        return rc;
                }
            }
            end = semi ? (size_t)(semi - text) : len;
        }
        i = end + 1;
    }
    return SL_OK;
}

int sl_ptx_mem_ops(const char *text, size_t len, sl_ptx_ops *out)
{
    size_t cap = 0;
    memset(out, 0, sizeof *out);
    if (count_ops(NULL, text, len, out, &cap, NULL, 0) != SL_OK) {
        sl_ptx_ops_free(out);
        return SL_FAIL;
    }
    if (out->n)
        qsort(out->op, out->n, sizeof *out->op, op_order);
    return SL_OK;
}

int sl_ptx_kernel_ops(const char *ptx, const char *entry, sl_ptx_ops *out)
{
    const char *body;
    size_t len, cap = 0;
    memset(out, 0, sizeof *out);
    if (!sl_ptx_entry(ptx, entry, &body, &len))
        return SL_E_USAGE;
    const char *chain[1] = { entry };
    if (count_ops(ptx, body, len, out, &cap, chain, 1) != SL_OK) {
        sl_ptx_ops_free(out);
        return SL_FAIL;
    }
    if (out->n)
        qsort(out->op, out->n, sizeof *out->op, op_order);
    return SL_OK;
}

const char *sl_ptx_dword_name(unsigned bytes)
{
    return bytes == 4 ? "DWORD" : bytes == 8 ? "DWORDx2" : bytes == 16 ? "DWORDx4" : "";
}
