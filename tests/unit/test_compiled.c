/* test_compiled.c - a row's kernel compiled offline for other GPUs
 * (compiled.h): one kernel read from real clang-15 output
 * (tests/data/amdgcn/, see test_amdgcn.c for the commands), simtlab's
 * occupancy from its registers at a launch, the JSON object written and
 * read back (and a wrong one refused), and the table within its width.
 * Pure C, no device, no compiler. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "simtlab/compiled.h"
#include "simtlab/report.h"
#include "simtlab/slurp.h"

/* tests/data/amdgcn/NAME, NUL-terminated (the caller frees it): the
 * project's one file reader. */
static char *slurp(const char *name)
{
    char path[512], *text = NULL;
    size_t n = 0;
    sl_err e = { 0 };
    snprintf(path, sizeof path, "%s/amdgcn/%s", SIMTLAB_TEST_DATA, name);
    if (sl_slurp(path, "test data", 0, &text, &n, &e) != SL_OK)
        fail_msg("%s", e.msg);
    assert_true(n > 500); /* not empty, not cut */
    return text;
}

static const sl_occ_arch *arch(const char *name, unsigned wave)
{
    const sl_occ_arch *a = NULL;
    assert_int_equal(sl_occ_find(name, wave, &a, NULL), SL_OK);
    return a;
}

/* scale.cl for gfx90a: scale4's float4 is one global_load_dwordx4, scale's float a dword */
static void test_read_scale_gfx90a(void **state)
{
    (void)state;
    char *s = slurp("scale-gfx90a.s"), *r = slurp("scale-gfx90a.remarks");
    sl_compiled c;
    sl_compiled_init(&c, "gfx90a", "clang 15.0.6", 64);
    assert_true(sl_compiled_read_amd(s, r, "scale4", &c));
    assert_string_equal(c.error, "");
    assert_int_equal(c.load_bytes, 16);
    assert_string_equal(c.load_op, "global_load_dwordx4");
    assert_int_equal(c.vgprs, 7);
    assert_int_equal(c.agprs, 0);
    assert_int_equal(c.compiler_waves, 8);
    assert_int_equal(c.compiler_wg, 256);
    assert_int_equal(c.wave, 64);
    /* the model at the compiler's own launch is the compiler's figure */
    assert_int_equal(sl_compiled_occupancy(arch("gfx90a", 64), &c, 256, 0, NULL, NULL), SL_OK);
    assert_true(c.waves_per_simd == 8.0);
    assert_int_equal(c.wg, 256);

    sl_compiled_init(&c, "gfx90a", "clang 15.0.6", 64);
    assert_true(sl_compiled_read_amd(s, r, "scale", &c));
    assert_int_equal(c.load_bytes, 4);
    assert_string_equal(c.load_op, "global_load_dword");

    sl_compiled_init(&c, "gfx90a", "clang 15.0.6", 64);
    assert_false(sl_compiled_read_amd(s, r, "scale4x", &c)); /* names match whole */
    assert_non_null(strstr(c.error, "no kernel scale4x"));
    assert_int_equal(c.vgprs, -1);
    free(s);
    free(r);
}

/* tests/data/amdgcn/reader.cl for gfx90a: the widest global load is the
 * kernel's whatever else it has: many_ops' float4 load comes after 68
 * distinct memory mnemonics (a table of 64 once lost it: no widest load
 * at all); calls_noinline's is in its noinline callee fetch2. */
static void test_widest_load_anywhere(void **state)
{
    (void)state;
    char *s = slurp("reader-gfx90a.s"), *r = slurp("reader-gfx90a.remarks");
    sl_compiled c;
    sl_compiled_init(&c, "gfx90a", "clang 15.0.6", 64);
    assert_true(sl_compiled_read_amd(s, r, "many_ops", &c));
    assert_int_equal(c.load_bytes, 16);
    assert_string_equal(c.load_op, "global_load_dwordx4");
    sl_compiled_init(&c, "gfx90a", "clang 15.0.6", 64);
    assert_true(sl_compiled_read_amd(s, r, "calls_noinline", &c));
    assert_int_equal(c.load_bytes, 16);
    sl_compiled_init(&c, "gfx90a", "clang 15.0.6", 64);
    assert_true(sl_compiled_read_amd(s, r, "asm_label", &c)); /* an inline-asm label inside */
    assert_int_equal(c.load_bytes, 16);
    free(s);
    free(r);
    /* PTX: the callee's .v4 loads; an .extern callee is an error to show */
    s = slurp("reader-nvptx.s");
    sl_compiled_init(&c, "nvptx", "clang 15.0.6", 32);
    assert_true(sl_compiled_read_ptx(s, "calls_noinline", &c));
    assert_int_equal(c.load_bytes, 16);
    assert_string_equal(c.error, "");
    free(s);
    s = slurp("matmul-nvptx.s");
    sl_compiled_init(&c, "nvptx", "clang 15.0.6", 32);
    assert_true(sl_compiled_read_ptx(s, "matmul_tiled", &c));
    assert_int_equal(c.load_bytes, 0);
    assert_non_null(strstr(c.error, "tiled_body (.extern"));
    free(s);
}

/* VGPRs hold waves: CDNA2's 512-entry file, AGPRs after the VGPRs rounded to 4 */
static void test_registers_hold_waves(void **state)
{
    (void)state;
    const sl_occ_arch *cdna2 = arch("gfx90a", 64), *rdna2 = arch("gfx1030", 32);
    assert_int_equal(sl_compiled_file_vgprs(cdna2, 5, 4), 12);
    assert_int_equal(sl_compiled_file_vgprs(cdna2, 8, 0), 8);
    assert_int_equal(sl_compiled_file_vgprs(rdna2, 5, 4), 5);
    sl_compiled c;
    sl_compiled_init(&c, "gfx90a", "clang", 64);
    c.vgprs = 168; /* bandwidth's read:float16 on gfx90a */
    c.agprs = 0;
    c.sgprs = 20;
    c.lds_bytes = 0;
    assert_int_equal(sl_compiled_occupancy(cdna2, &c, 256, 0, NULL, NULL), SL_OK);
    assert_true(c.waves_per_simd == 3.0); /* 512 / 168 rounded to 8: 3 */
    /* the compiler's figure is not needed: the model alone */
    assert_int_equal(c.compiler_waves, -1);
    /* LDS: 40 KiB of __local arguments leave one group of 4 waves a CU, one wave a SIMD */
    c.vgprs = 8;
    assert_int_equal(sl_compiled_occupancy(cdna2, &c, 256, 40960, NULL, NULL), SL_OK);
    assert_true(c.waves_per_simd == 1.0);
    assert_int_equal(c.local_args, 40960);
    /* no VGPRs known: no figure */
    c.vgprs = -1;
    assert_int_not_equal(sl_compiled_occupancy(cdna2, &c, 256, 0, NULL, NULL), SL_OK);
    assert_true(isnan(c.waves_per_simd));
}

static void fill_row(sl_row *r, const char *case_name)
{
    sl_row_init(r, "scale", "scale4");
    snprintf(r->case_name, sizeof r->case_name, "%s", case_name);
    r->verified = true;
    r->dims = 1;
    r->global[0] = 1024;
    r->local[0] = 256;
    const char *t[] = { "gfx906", "gfx90a", "gfx1030", "gfx1030:wave64", "nvptx" };
    for (unsigned i = 0; i < 5; ++i) {
        sl_compiled *c = &r->compiled[r->n_compiled++];
        sl_compiled_init(c, t[i], "clang 15.0.6", i == 2 || i == 4 ? 32 : 64);
        c->load_bytes = 16;
        snprintf(c->load_op, sizeof c->load_op, "%s", i == 4 ? "ld.global.v4.f32" : "global_load_dwordx4");
        if (i == 4)
            continue;
        c->vgprs = 7;
        c->agprs = i == 1 ? 4 : 0;
        c->sgprs = 18;
        c->lds_bytes = c->scratch_bytes = c->vgpr_spills = c->sgpr_spills = 0;
        c->compiler_waves = 8;
        c->compiler_wg = 256;
        c->wg = 256;
        c->local_args = 0;
        c->waves_per_simd = 8;
    }
    sl_compiled_init(&r->compiled[2], "gfx1030", "clang 15.0.6", 32); /* a compile that failed: no figures */
    snprintf(r->compiled[2].error, sizeof r->compiled[2].error, "did not compile (exit 1): x.cl:1:1: error: no");
}

/* written and read back field for field; a wrong object refused */
static void test_json_round_trip(void **state)
{
    (void)state;
    sl_results res = { 0 };
    sl_row r;
    fill_row(&r, "scale4:float4");
    assert_int_equal(sl_results_add(&res, &r), 0);
    char *text = sl_report_rows_json(&res, 0);
    assert_non_null(text);
    sl_results back = { 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_report_parse_json(text, &back, NULL, 0, &e), SL_OK);
    assert_int_equal(back.n, 1);
    const sl_row *b = &back.rows[0];
    assert_int_equal(b->n_compiled, 5);
    for (unsigned i = 0; i < 5; ++i) {
        const sl_compiled *x = &r.compiled[i], *y = &b->compiled[i];
        assert_string_equal(x->target, y->target);
        assert_string_equal(x->error, y->error);
        assert_string_equal(x->load_op, y->load_op);
        assert_int_equal(x->vgprs, y->vgprs);
        assert_int_equal(x->agprs, y->agprs);
        assert_int_equal(x->compiler_waves, y->compiler_waves);
        assert_int_equal(x->wg, y->wg);
        assert_int_equal(x->load_bytes, y->load_bytes);
        assert_true(x->waves_per_simd == y->waves_per_simd || (isnan(x->waves_per_simd) && isnan(y->waves_per_simd)));
    }
    assert_non_null(sl_compiled_find(b, "gfx1030:wave64"));
    assert_null(sl_compiled_find(b, "gfx942"));
    /* a figure that is not a count is refused, naming the key */
    char *at = strstr(text, "\"vgprs\":7");
    assert_non_null(at);
    const size_t head = (size_t)(at - text);
    char *bad = malloc(strlen(text) + 8);
    assert_non_null(bad);
    snprintf(bad, strlen(text) + 8, "%.*s\"vgprs\":-7%s", (int)head, text, at + 9);
    sl_results none = { 0 };
    assert_int_equal(sl_report_parse_json(bad, &none, NULL, 0, &e), SL_E_USAGE);
    free(bad);
    if (!strstr(e.msg, "compiled.gfx906.vgprs"))
        fail_msg("%s", e.msg);
    sl_results_free(&none);
    cJSON_free(text);
    sl_results_free(&back);
    sl_results_free(&res);
    sl_err_clear(&e);
}

/* the table: one line a row, the five targets in blocks within 100 columns */
static void test_table_width(void **state)
{
    (void)state;
    sl_results res = { 0 };
    sl_row r;
    fill_row(&r, "scale4_offset:float4");
    assert_int_equal(sl_results_add(&res, &r), 0);
    sl_row_init(&r, "scale", "scale"); /* a row without figures is left out */
    assert_int_equal(sl_results_add(&res, &r), 0);
    sl_str out = { 0 };
    sl_compiled_table(&out, &res, 0, 100);
    const char *t = sl_str_text(&out);
    for (const char *p = t; *p;) {
        size_t n = strcspn(p, "\n");
        if (n > 100)
            fail_msg("a line of %zu columns: %.*s", n, (int)n, p);
        assert_false(n > 0 && p[n - 1] == ' ');
        p += n + (p[n] == '\n');
    }
    assert_non_null(strstr(t, "case                   gfx906"));
    assert_non_null(strstr(t, "scale4_offset:float4   DWORDx4      7      8"));
    assert_non_null(strstr(t, "7+4a")); /* gfx90a's AGPRs */
    assert_non_null(strstr(t, "failed (below)"));
    assert_non_null(strstr(t, "scale4_offset:float4 on gfx1030: did not compile (exit 1)"));
    assert_non_null(strstr(t, "nvptx: PTX has no registers"));
    assert_null(strstr(t, "\nscale "));
    assert_null(strstr(t, "here")); /* the driver told no registers */
    sl_str_free(&out);
    /* the driver's registers (ptxas on an H200): a "here" column before the targets, in the first block */
    res.rows[0].resources.registers = 22;
    sl_compiled_table(&out, &res, 0, 100);
    t = sl_str_text(&out);
    for (const char *p = t; *p;) {
        size_t n = strcspn(p, "\n");
        if (n > 100)
            fail_msg("a line of %zu columns: %.*s", n, (int)n, p);
        p += n + (p[n] == '\n');
    }
    assert_non_null(strstr(t, "case                     here   gfx906"));
    assert_non_null(strstr(t, "                         regs   load"));
    assert_non_null(strstr(t, "scale4_offset:float4       22   DWORDx4      7      8"));
    assert_non_null(strstr(t, "here: the registers a work-item this device's driver gave the kernel"));
    sl_str_free(&out);
    /* no row with figures: nothing */
    res.rows[0].n_compiled = 0;
    sl_compiled_table(&out, &res, 0, 100);
    assert_string_equal(sl_str_text(&out), "");
    sl_str_free(&out);
    sl_results_free(&res);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_read_scale_gfx90a),
        cmocka_unit_test(test_widest_load_anywhere),
        cmocka_unit_test(test_registers_hold_waves),
        cmocka_unit_test(test_json_round_trip),
        cmocka_unit_test(test_table_width),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
