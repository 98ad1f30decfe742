/* isa_cases.c - what `simtlab isa` shows of a suite's cases, on the device
 * (cmd_isa.c) and offline (cmd_isa_offline.c) alike (isa.h): which cases
 * a KERNEL picks, which share code, and a PTX kernel's loads and stores. */
#include <stdio.h>
#include <string.h>

#include "isa.h"
#include "simtlab/ptx.h"

bool isa_matches(const sl_case_decl *d, const char *want)
{
    if (!want)
        return true;
    const size_t n = strlen(want);
    return strcmp(d->name, want) == 0 || strcmp(d->kernel, want) == 0 || strcmp(d->entry, want) == 0 ||
           (strncmp(d->name, want, n) == 0 && d->name[n] == ':');
}

const char *isa_entry_of(const sl_case_decl *d)
{
    return d->entry[0] ? d->entry : d->kernel;
}

bool isa_same_code(const sl_case_decl *o, const sl_case_decl *d)
{
    return strcmp(isa_entry_of(o), isa_entry_of(d)) == 0 && strcmp(o->options, d->options) == 0;
}

bool isa_shown(const sl_case_decl *d, const char *want, bool with_skipped)
{
    return !d->library && (with_skipped || !d->skip[0]) && isa_matches(d, want);
}

bool isa_seen_before(const sl_case_list *cl, size_t i, const char *want, bool with_skipped)
{
    for (size_t j = 0; j < i; ++j)
        if (isa_shown(&cl->items[j], want, with_skipped) && isa_same_code(&cl->items[j], &cl->items[i]))
            return true;
    return false;
}

void isa_also(const sl_case_list *cl, size_t i, const char *want, bool with_skipped, char *buf, size_t len)
{
    size_t used = 0, more = 0;
    buf[0] = '\0';
    for (size_t j = i + 1; j < cl->n; ++j) {
        const sl_case_decl *o = &cl->items[j];
        if (!isa_shown(o, want, with_skipped) || !isa_same_code(o, &cl->items[i]))
            continue;
        if (used + strlen(o->name) + 8 < len && used < 60)
            used += (size_t)snprintf(buf + used, len - used, ", %s", o->name);
        else
            ++more;
    }
    if (more)
        snprintf(buf + used, len - used, " and %zu more", more);
}

void isa_print_ptx_ops(const char *ptx, const char *entry, unsigned simd)
{
    sl_ptx_ops ops;
    if (sl_ptx_kernel_ops(ptx, entry, &ops) != SL_OK) {
        printf("    (the PTX could not be read: no entry %s, or no memory)\n", entry);
        return;
    }
    if (ops.n == 0)
        printf("    no loads or stores of global, local, private or constant memory\n");
    for (size_t i = 0; i < ops.n; ++i) {
        const sl_ptx_op *o = &ops.op[i];
        printf("    %4u  %-26s", o->count, o->op);
        if (o->bytes)
            printf(" %3u B a lane %-8s", o->bytes, sl_ptx_dword_name(o->bytes));
        if (o->bytes && strcmp(o->space, "global") == 0)
            printf(" %5u B a full %u-lane request", o->bytes * simd, simd);
        printf("\n");
    }
    if (ops.calls)
        printf("    (with the .func%s it calls: %u call%s followed, each callee counted at its call)\n",
               ops.calls == 1 ? "" : "s", ops.calls, ops.calls == 1 ? "" : "s");
    if (ops.missing[0])
        printf("    calls not followed: %s\n", ops.missing);
    sl_ptx_ops_free(&ops);
}
