/* offline_summary.c - a case compiled offline and one kernel of it
 * summarised (offline_summary.h). */
#include "simtlab/offline_summary.h"

#include <stdio.h>
#include <string.h>

#include "simtlab/compiled.h"
#include "simtlab/occupancy.h"

int sl_offline_compile_case(const sl_offline_tools *t, const sl_offline_target *tg, const char *file, const char *common,
                         const char *options, sl_offline_output *out, char *dropped, size_t dropped_len, sl_err *e)
{
    char kept[256];
    sl_offline_options(options, kept, sizeof kept, dropped, dropped_len);
    return sl_offline_compile(t, tg, file, common, kept, out, e);
}

const char *sl_offline_compiler_name(const sl_offline_tools *t, char *buf, size_t len)
{
    snprintf(buf, len, "clang%s%.16s", t->version[0] ? " " : "", t->version);
    return buf;
}

void sl_offline_first_error(const char *remarks, char *buf, size_t len)
{
    const char *p = remarks ? strstr(remarks, "error:") : NULL;
    if (p) {
        while (p > remarks && p[-1] != '\n')
            --p;
    } else {
        p = remarks ? remarks : "";
    }
    snprintf(buf, len, "%.*s", (int)strcspn(p, "\n"), p);
}

void sl_offline_summarise(const sl_offline_tools *t, const sl_offline_target *tg, const sl_offline_output *out, const char *name,
                       size_t wg, unsigned long long local_args, sl_compiled *c)
{
    char compiler[24], why[140];
    sl_compiled_init(c, tg->name, sl_offline_compiler_name(t, compiler, sizeof compiler), tg->wave);
    if (out->exit_code != 0) {
        sl_offline_first_error(out->remarks, why, sizeof why);
        snprintf(c->error, sizeof c->error, "did not compile (exit %d): %.120s", out->exit_code, why);
        return;
    }
    if (!tg->mcpu) {
        sl_compiled_read_ptx(out->asm_text, name, c);
        return;
    }
    if (!sl_compiled_read_amd(out->asm_text, out->remarks, name, c) || c->vgprs < 0)
        return;
    const sl_occ_arch *a;
    sl_err e = { 0 };
    if (sl_occ_find(tg->occ_arch, tg->wave, &a, &e) != SL_OK ||
        sl_compiled_occupancy(a, c, (unsigned)wg, local_args, NULL, &e) != SL_OK)
        snprintf(c->error, sizeof c->error, "occupancy: %.140s", e.msg);
    sl_err_clear(&e);
}
