/* test_occupancy.c - the occupancy calculator: the worked examples NVIDIA
 * and LLVM publish, local memory as the limit, CDNA and RDNA VGPR steps,
 * the SGPR table, launches that do not fit, what one more register or KiB
 * costs, bad input, the table itself and its JSON. Pure C, no device. */
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

#include "simtlab/model_json.h"
#include "simtlab/occupancy.h"
#include "simtlab/resources.h"

static const sl_occ_arch *arch(const char *name, unsigned wave)
{
    const sl_occ_arch *a = NULL;
    sl_err e = { 0 };
    if (sl_occ_find(name, wave, &a, &e) != SL_OK)
        fail_msg("sl_occ_find(%s, %u): %s", name, wave, e.msg);
    return a;
}

/* The occupancy of one launch; fails the test on an error. */
static sl_occ occ(const char *name, unsigned wave, unsigned wg, unsigned regs, unsigned sgprs,
                  unsigned long long local)
{
    sl_occ r;
    sl_err e = { 0 };
    sl_occ_input in = { wg, regs, sgprs, local };
    memset(&r, 0xAB, sizeof r);
    if (sl_occ_compute(arch(name, wave), &in, &r, &e) != SL_OK)
        fail_msg("sl_occ_compute(%s, wg %u, regs %u, local %llu): %s", name, wg, regs, local, e.msg);
    return r;
}

#define BIT(k) (1u << (k))

/* The examples: sm_80, 256 threads: 32 registers fill the SM, 64
 * halve it, and one register past 32 crosses the 256-per-warp allocation
 * step (33 x 32 = 1056 -> 1280: 12 warps per sub-partition). */
static void test_sm80_registers(void **state)
{
    (void)state;
    sl_occ r = occ("sm_80", 0, 256, 32, 0, 0);
    assert_int_equal(r.waves_per_group, 8);
    assert_int_equal(r.reg_alloc, 1024);
    assert_int_equal(r.waves_per_simd_regs, 16);
    assert_int_equal(r.groups, 8);
    assert_int_equal(r.waves, 64);
    assert_float_equal(r.occupancy, 1.0, 1e-12);
    /* warp slots and registers both run out at 8 groups */
    assert_int_equal(r.limiters, BIT(SL_OCC_LIM_WAVES) | BIT(SL_OCC_LIM_REGS));
    assert_string_equal(r.why_not, "");

    r = occ("sm_80", 0, 256, 64, 0, 0);
    assert_int_equal(r.reg_alloc, 2048);
    assert_int_equal(r.groups, 4);
    assert_int_equal(r.waves, 32);
    assert_float_equal(r.occupancy, 0.5, 1e-12);
    assert_int_equal(r.limiters, BIT(SL_OCC_LIM_REGS));

    r = occ("sm_80", 0, 256, 33, 0, 0);
    assert_int_equal(r.reg_alloc, 1280);
    assert_int_equal(r.waves_per_simd_regs, 12);
    assert_int_equal(r.groups, 6);
    assert_float_equal(r.occupancy, 0.75, 1e-12);

    /* the whole ladder at 256 threads: every 8 registers is one step of 256 per warp */
    static const struct { unsigned regs, waves; } ladder[] = {
        { 1, 64 }, { 8, 64 }, { 24, 64 }, { 32, 64 }, { 33, 48 }, { 40, 48 }, { 41, 40 }, { 48, 40 },
        { 49, 32 }, { 56, 32 }, { 64, 32 }, { 65, 24 }, { 72, 24 }, { 80, 24 }, { 96, 16 },
        { 128, 16 }, { 129, 8 }, { 168, 8 }, { 255, 8 },
    };
    for (size_t i = 0; i < sizeof ladder / sizeof ladder[0]; ++i) {
        r = occ("sm_80", 0, 256, ladder[i].regs, 0, 0);
        if (r.waves != ladder[i].waves)
            fail_msg("sm_80, 256 threads, %u registers: %u warps, expected %u", ladder[i].regs, r.waves,
                     ladder[i].waves);
    }
}

/* CUDA C++ Best Practices Guide, "Calculating Occupancy": on compute
 * capability 7.0, 37 registers per thread with 128-thread blocks give 75%
 * (12 blocks); with 320-thread blocks only 4 blocks fit (40 of 64 warps,
 * which the guide rounds to 63%). */
static void test_sm70_best_practices(void **state)
{
    (void)state;
    sl_occ r = occ("sm_70", 0, 128, 37, 0, 0);
    assert_int_equal(r.groups, 12);
    assert_int_equal(r.waves, 48);
    assert_float_equal(r.occupancy, 0.75, 1e-12);
    assert_int_equal(r.limiters, BIT(SL_OCC_LIM_REGS));

    r = occ("sm_70", 0, 320, 37, 0, 0);
    assert_int_equal(r.waves_per_group, 10);
    assert_int_equal(r.groups, 4);
    assert_int_equal(r.waves, 40);
    assert_float_equal(r.occupancy, 0.625, 1e-12);

    /* the guide: 32 registers per thread is the most that allows 100% on 7.0 */
    assert_float_equal(occ("sm_70", 0, 256, 32, 0, 0).occupancy, 1.0, 1e-12);
    assert_true(occ("sm_70", 0, 256, 33, 0, 0).occupancy < 1.0);
}

/* Local memory as the limit: sm_80, 256 threads, 32 registers and 48 KiB
 * per group: 48 KiB + the 1 KiB reserve = 50176 B, and 167936 / 50176 = 3
 * groups, 24 warps. */
static void test_local_limits(void **state)
{
    (void)state;
    sl_occ r = occ("sm_80", 0, 256, 32, 0, 48 * 1024);
    assert_int_equal(r.local_alloc, 50176);
    assert_int_equal(r.limit[SL_OCC_LIM_LOCAL], 3);
    assert_int_equal(r.groups, 3);
    assert_int_equal(r.waves, 24);
    assert_float_equal(r.occupancy, 0.375, 1e-12);
    assert_int_equal(r.limiters, BIT(SL_OCC_LIM_LOCAL));

    /* the 128 B granule with the reserve: 100 + 1024 -> 1152 */
    assert_int_equal(occ("sm_80", 0, 256, 32, 0, 100).local_alloc, 1152);
    /* the reserve is there with no local memory at all */
    assert_int_equal(occ("sm_90", 0, 256, 32, 0, 0).local_alloc, 1024);
    /* Volta: 256 B granule, no reserve; 96 KiB per SM / 32 KiB = 3 groups */
    r = occ("sm_70", 0, 128, 32, 0, 32 * 1024);
    assert_int_equal(r.local_alloc, 32768);
    assert_int_equal(r.groups, 3);
    assert_int_equal(occ("sm_70", 0, 128, 32, 0, 0).local_alloc, 0);
    assert_int_equal(occ("sm_70", 0, 128, 32, 0, 0).limit[SL_OCC_LIM_LOCAL], SL_OCC_UNLIMITED);

    /* AMD: 512 B units, 64 KiB per CU: 17 KiB -> 17408 B -> 3 groups of 4 waves */
    r = occ("gfx90a", 0, 256, 32, 0, 17 * 1024);
    assert_int_equal(r.local_alloc, 17408);
    assert_int_equal(r.groups, 3);
    assert_int_equal(r.waves, 12);
    assert_int_equal(r.limiters, BIT(SL_OCC_LIM_LOCAL));
    /* RDNA in WGP mode: 128 KiB per WGP */
    assert_int_equal(occ("gfx1030", 0, 256, 32, 0, 32 * 1024).limit[SL_OCC_LIM_LOCAL], 4);
}

/* The CDNA example: gfx90a, 64 / 128 VGPRs -> 8 / 4 waves per SIMD. */
static void test_cdna_vgprs(void **state)
{
    (void)state;
    sl_occ r = occ("gfx90a", 0, 256, 64, 0, 0);
    assert_int_equal(r.waves_per_simd_regs, 8);
    assert_int_equal(r.waves, 32);
    assert_int_equal(r.waves / 4, 8);
    assert_float_equal(r.occupancy, 1.0, 1e-12);

    r = occ("gfx90a", 0, 256, 128, 0, 0);
    assert_int_equal(r.waves_per_simd_regs, 4);
    assert_int_equal(r.waves, 16);
    assert_int_equal(r.waves / 4, 4);
    assert_float_equal(r.occupancy, 0.5, 1e-12);
    assert_int_equal(r.limiters, BIT(SL_OCC_LIM_REGS));

    /* 8-VGPR granule: 65 -> 72 -> 7 waves per SIMD */
    assert_int_equal(occ("gfx90a", 0, 256, 65, 0, 0).waves_per_simd_regs, 7);
    assert_int_equal(occ("gfx90a", 0, 256, 65, 0, 0).waves, 28);
    /* AGPRs share the file: 512 per lane is one wave per SIMD */
    assert_int_equal(occ("gfx942", 0, 64, 512, 0, 0).waves_per_simd_regs, 1);
    /* GCN: 256 VGPRs in 4s, 10 waves: 24 VGPRs -> 10, 25 -> 28 -> 9 */
    assert_int_equal(occ("gfx906", 0, 64, 24, 0, 0).waves_per_simd_regs, 10);
    assert_int_equal(occ("gfx906", 0, 64, 25, 0, 0).waves_per_simd_regs, 9);
    assert_int_equal(occ("gfx9", 0, 256, 64, 0, 0).waves_per_simd_regs, 4);
}

/* LLVM's llvm-calc-occupancy documentation: gfx90a, --wg-size=512
 * --vgprs=50 --sgprs=30 -> 8 waves/EU, 32 waves/CU. */
static void test_llvm_calc_occupancy_example(void **state)
{
    (void)state;
    sl_occ r = occ("gfx90a", 0, 512, 50, 30, 0);
    assert_int_equal(r.waves_per_group, 8);
    assert_int_equal(r.reg_alloc, 56);
    assert_int_equal(r.waves, 32);
    assert_int_equal(r.waves / 4, 8);
    assert_float_equal(r.occupancy, 1.0, 1e-12);
}

/* gfx9's SGPR steps (LLVM getOccupancyWithNumSGPRs); none on gfx10+. */
static void test_sgprs(void **state)
{
    (void)state;
    static const struct { unsigned sgprs, waves_per_simd; } steps[] = {
        { 1, 10 }, { 80, 10 }, { 81, 9 }, { 88, 9 }, { 89, 8 }, { 100, 8 }, { 101, 7 }, { 112, 7 },
    };
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; ++i) {
        sl_occ r = occ("gfx906", 0, 64, 16, steps[i].sgprs, 0);
        if (r.waves != steps[i].waves_per_simd * 4)
            fail_msg("gfx906, %u SGPRs: %u waves per CU, expected %u", steps[i].sgprs, r.waves,
                     steps[i].waves_per_simd * 4);
    }
    assert_int_equal(occ("gfx906", 0, 64, 16, 101, 0).limiters, BIT(SL_OCC_LIM_SGPRS));
    /* not given: not counted */
    assert_int_equal(occ("gfx906", 0, 64, 16, 0, 0).limit[SL_OCC_LIM_SGPRS], SL_OCC_UNLIMITED);
    /* CDNA: 8 waves already, 101 SGPRs take one */
    assert_int_equal(occ("gfx90a", 0, 64, 16, 100, 0).waves, 32);
    assert_int_equal(occ("gfx90a", 0, 64, 16, 101, 0).waves, 28);
    /* RDNA: SGPRs do not limit */
    assert_int_equal(occ("gfx1030", 0, 32, 16, 108, 0).limit[SL_OCC_LIM_SGPRS], SL_OCC_UNLIMITED);
}

/* RDNA: wave32 and wave64 rows, 1.5x VGPRs on gfx1100/gfx1101, 20 waves
 * on gfx10.1, 32 barriers per WGP. */
static void test_rdna(void **state)
{
    (void)state;
    assert_int_equal(arch("gfx1030", 0)->wave, 32);
    assert_int_equal(arch("gfx1031", 64)->wave, 64);
    assert_string_equal(arch("gfx1031", 64)->name, "gfx1030");
    /* 64 VGPRs: 1024 / 64 = 16 waves per SIMD in wave32, 512 / 64 = 8 in wave64 */
    assert_int_equal(occ("gfx1030", 32, 256, 64, 0, 0).waves_per_simd_regs, 16);
    assert_int_equal(occ("gfx1030", 64, 256, 64, 0, 0).waves_per_simd_regs, 8);
    /* 1.5x: 96 -> 16, 97 -> 120 -> 12 (wave32); the same with 768 and 12s in wave64 */
    assert_int_equal(occ("gfx1100", 32, 256, 96, 0, 0).waves_per_simd_regs, 16);
    assert_int_equal(occ("gfx1101", 32, 256, 97, 0, 0).waves_per_simd_regs, 12);
    assert_int_equal(occ("gfx1100", 64, 256, 97, 0, 0).waves_per_simd_regs, 7);
    assert_int_equal(occ("gfx1102", 32, 256, 97, 0, 0).waves_per_simd_regs, 9);
    /* gfx10.1: 20 waves per SIMD, 80 per WGP */
    sl_occ r = occ("gfx1010", 32, 64, 8, 0, 0);
    assert_int_equal(r.waves_per_group, 2);
    assert_int_equal(r.waves, 64); /* 32 barriers x 2 waves */
    assert_int_equal(r.limiters, BIT(SL_OCC_LIM_GROUPS));
    /* one-wave groups hold no barrier: only wave slots limit */
    r = occ("gfx1010", 32, 32, 8, 0, 0);
    assert_int_equal(r.limit[SL_OCC_LIM_GROUPS], SL_OCC_UNLIMITED);
    assert_int_equal(r.waves, 80);
    /* wave64 on gfx1030: 256 work-items are 4 waves */
    assert_int_equal(occ("gfx1030", 64, 256, 32, 0, 0).waves_per_group, 4);
}

/* Launches no unit can hold: groups 0 with the reason, not an error. */
static void test_does_not_fit(void **state)
{
    (void)state;
    /* 1024 threads x 64 registers = 65536: fits exactly; 65 -> 2304 per warp x 32 does not */
    sl_occ r = occ("sm_80", 0, 1024, 64, 0, 0);
    assert_int_equal(r.groups, 1);
    assert_int_equal(r.waves, 32);
    r = occ("sm_80", 0, 1024, 65, 0, 0);
    assert_int_equal(r.groups, 0);
    assert_int_equal(r.waves, 0);
    assert_float_equal(r.occupancy, 0.0, 1e-12);
    assert_non_null(strstr(r.why_not, "65536"));
    /* the hardware counts a block's warps in fours: 9 warps x 8192
     * registers count as 12 x 8192 = 98304 > 65536 */
    r = occ("sm_80", 0, 288, 255, 0, 0);
    assert_int_equal(r.groups, 0);
    /* AMD: 16 waves of 256 VGPRs; each SIMD holds 2, the CU 8 */
    r = occ("gfx90a", 0, 1024, 256, 0, 0);
    assert_int_equal(r.groups, 0);
    assert_non_null(strstr(r.why_not, "16 waves"));
    assert_int_equal(occ("gfx90a", 0, 512, 256, 0, 0).groups, 1);
}

/* What one more register or KiB costs, and the first that cost a level. */
static void test_what_if(void **state)
{
    (void)state;
    sl_occ_whatif w;
    sl_err e = { 0 };
    sl_occ_input in = { 256, 32, 0, 0 };
    assert_int_equal(sl_occ_what_if(arch("sm_80", 0), &in, &w, &e), SL_OK);
    assert_true(w.regs_plus_one.possible);
    assert_int_equal(w.regs_plus_one.value, 33);
    assert_float_equal(w.regs_plus_one.at.occupancy, 0.75, 1e-12);
    assert_true(w.regs_drop.possible);
    assert_int_equal(w.regs_drop.value, 33);
    assert_true(w.local_plus_kib.possible);
    assert_int_equal(w.local_plus_kib.value, 1024);
    assert_float_equal(w.local_plus_kib.at.occupancy, 1.0, 1e-12);
    /* 8 groups need at most 167936 / 8 = 20992 B each: 19968 + 1024 fits, 19969 does not */
    assert_true(w.local_drop.possible);
    assert_int_equal(w.local_drop.value, 19969);
    assert_int_equal(w.local_drop.at.groups, 7);
    assert_int_equal(w.local_drop.at.waves, 56);

    /* the command: sm_90, 256, 40 registers, 8192 B: 6 groups by
     * registers; 40 x 32 = 1280 is exactly 5 units of 256, so the 41st
     * register costs a level at once, and local 37889 B leaves 5 groups */
    in = (sl_occ_input){ 256, 40, 0, 8192 };
    assert_int_equal(sl_occ_what_if(arch("sm_90", 0), &in, &w, &e), SL_OK);
    assert_float_equal(w.regs_plus_one.at.occupancy, 0.625, 1e-12);
    assert_int_equal(w.regs_drop.value, 41);
    assert_int_equal(w.regs_drop.at.waves, 40);
    assert_int_equal(w.local_drop.value, 37889);
    assert_int_equal(w.local_drop.at.waves, 40);

    /* at the maximum there is no next register and nothing left to drop */
    in = (sl_occ_input){ 256, 255, 0, 0 };
    assert_int_equal(sl_occ_what_if(arch("sm_80", 0), &in, &w, &e), SL_OK);
    assert_false(w.regs_plus_one.possible);
    assert_false(w.regs_drop.possible);
    /* 1 KiB more than the per-group maximum is not possible */
    in = (sl_occ_input){ 256, 32, 0, 166912 };
    assert_int_equal(sl_occ_what_if(arch("sm_80", 0), &in, &w, &e), SL_OK);
    assert_false(w.local_plus_kib.possible);

    /* AMD: gfx90a 256 work-items at 64 VGPRs, 8 waves per SIMD; 65 costs a level */
    in = (sl_occ_input){ 256, 64, 0, 0 };
    assert_int_equal(sl_occ_what_if(arch("gfx90a", 0), &in, &w, &e), SL_OK);
    assert_int_equal(w.regs_drop.value, 65);
    assert_int_equal(w.regs_drop.at.waves, 28);
    /* 8 groups need at most 8 KiB of LDS each: 8193 B costs */
    assert_int_equal(w.local_drop.value, 8193);
}

/* Bad input: SL_E_USAGE with a message that says what is allowed. */
static void test_bad_input(void **state)
{
    (void)state;
    const sl_occ_arch *a = NULL;
    sl_err e = { 0 };
    assert_int_equal(sl_occ_find("sm_100", 0, &a, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "unknown architecture 'sm_100'"));
    for (const sl_occ_arch *r = sl_occ_archs(); r->name; ++r)
        if (!strstr(e.msg, r->name))
            fail_msg("the unknown-architecture message does not list %s: %s", r->name, e.msg);
    assert_non_null(strstr(e.msg, "gfx1031"));
    assert_int_equal(sl_occ_find(NULL, 0, &a, &e), SL_E_USAGE);
    assert_int_equal(sl_occ_find("", 0, &a, &e), SL_E_USAGE);
    assert_int_equal(sl_occ_find("gfx90", 0, &a, &e), SL_E_USAGE); /* no prefix matching */
    /* CDNA runs wave64 only */
    assert_int_equal(sl_occ_find("gfx90a", 32, &a, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "wave 64"));
    assert_int_equal(sl_occ_find("sm_80", 64, &a, &e), SL_E_USAGE);

    static const struct { const char *arch; sl_occ_input in; const char *says; } bad[] = {
        { "sm_80", { 0, 32, 0, 0 }, "1 to 1024" },
        { "sm_80", { 1025, 32, 0, 0 }, "not 1025" },
        { "gfx90a", { 2048, 32, 0, 0 }, "1 to 1024" },
        { "sm_80", { 256, 256, 0, 0 }, "(255)" },
        { "sm_90", { 32, 1000, 0, 0 }, "(255)" },
        { "gfx906", { 64, 257, 0, 0 }, "(256)" },
        { "gfx90a", { 64, 513, 0, 0 }, "(512)" },
        { "gfx1100", { 64, 257, 0, 0 }, "(256)" },
        { "sm_80", { 256, 32, 0, 166913 }, "(166912 B)" },
        { "sm_75", { 256, 32, 0, 65537 }, "(65536 B)" },
        { "gfx942", { 256, 32, 0, 65537 }, "(65536 B)" },
        { "sm_80", { 256, 32, 8, 0 }, "no SGPRs" },
        { "gfx90a", { 256, 32, 113, 0 }, "(112)" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        sl_occ r;
        sl_occ_whatif w;
        memset(&e, 0, sizeof e);
        int rc = sl_occ_compute(arch(bad[i].arch, 0), &bad[i].in, &r, &e);
        if (rc != SL_E_USAGE)
            fail_msg("case %zu (%s): %d, expected SL_E_USAGE", i, bad[i].arch, rc);
        if (!strstr(e.msg, bad[i].says))
            fail_msg("case %zu (%s): message '%s' lacks '%s'", i, bad[i].arch, e.msg, bad[i].says);
        assert_int_equal(sl_occ_what_if(arch(bad[i].arch, 0), &bad[i].in, &w, &e), SL_E_USAGE);
    }
    sl_occ r;
    assert_int_equal(sl_occ_compute(NULL, NULL, &r, &e), SL_E_USAGE);
    /* the edges themselves are fine */
    sl_occ_input edge = { 1024, 255, 0, 166912 };
    assert_int_equal(sl_occ_compute(arch("sm_80", 0), &edge, &r, &e), SL_OK);
    edge = (sl_occ_input){ 1, 0, 0, 0 };
    assert_int_equal(sl_occ_compute(arch("sm_80", 0), &edge, &r, &e), SL_OK);
    assert_int_equal(r.limit[SL_OCC_LIM_REGS], SL_OCC_UNLIMITED);
    assert_int_equal(r.groups, 32); /* a 1-warp group: 32 blocks of 1 warp */
}

/* The table: every row sourced and self-consistent. */
static void test_table(void **state)
{
    (void)state;
    unsigned rows = 0, nvidia = 0, amd = 0;
    for (const sl_occ_arch *a = sl_occ_archs(); a->name; ++a, ++rows) {
        if (!a->source || strlen(a->source) < 40)
            fail_msg("%s: no source", a->name);
        assert_non_null(a->parts);
        assert_non_null(a->targets);
        assert_true(a->wave == 32 || a->wave == 64);
        assert_int_equal(a->simds, 4);
        assert_int_equal(a->max_waves % a->simds, 0);
        assert_true(a->max_groups > 0 && a->max_groups <= a->max_waves);
        assert_true(a->reg_granule > 0 && a->reg_file % a->reg_granule == 0);
        assert_true(a->local_granule > 0 && a->local_per_unit % a->local_granule == 0);
        assert_true(a->max_local_per_group + a->local_reserved <= a->local_per_unit);
        assert_int_equal(a->max_wg, 1024);
        /* the largest group fits in wave slots */
        assert_true(a->max_waves >= a->max_wg / a->wave);
        /* and the row can be found by its name at its wave size */
        assert_ptr_equal(arch(a->name, a->wave), a);
        if (a->vendor == SL_OCC_NVIDIA) {
            ++nvidia;
            assert_int_equal(a->reg_file, 65536);
            assert_int_equal(a->reg_granule, 256);
            assert_int_equal(a->max_regs, 255);
            assert_int_equal(a->max_sgprs, 0);
            assert_null(a->unpublished);
        } else {
            ++amd;
            assert_int_equal(a->regs_per_group, 0);
            assert_true(a->max_sgprs > 0);
            assert_non_null(a->unpublished); /* the work-group limit is LLVM's, not AMD's */
            assert_true(a->sgprs_limit_waves == (strcmp(a->unit, "CU") == 0));
        }
    }
    assert_int_equal(nvidia, 6);
    assert_int_equal(amd, 11);
    assert_int_equal(rows, 17);
    assert_string_equal(sl_occ_limit_name(arch("sm_80", 0), SL_OCC_LIM_WAVES), "warps");
    assert_string_equal(sl_occ_limit_name(arch("gfx90a", 0), SL_OCC_LIM_REGS), "VGPRs");
}

static void test_notes(void **state)
{
    (void)state;
    const char *n[8];
    sl_occ_input in = { 256, 32, 0, 64 * 1024 };
    unsigned k = sl_occ_notes(arch("sm_90", 0), &in, n, 8);
    assert_true(k >= 1);
    assert_non_null(strstr(n[0], "48 KiB"));
    in.local = 48 * 1024;
    k = sl_occ_notes(arch("sm_90", 0), &in, n, 8);
    for (unsigned i = 0; i < k; ++i)
        assert_null(strstr(n[i], "48 KiB"));
    k = sl_occ_notes(arch("gfx1030", 0), &in, n, 8);
    int wgp = 0, unpublished = 0;
    for (unsigned i = 0; i < k; ++i) {
        wgp |= strstr(n[i], "WGP mode") != NULL;
        unpublished |= strstr(n[i], "AMD publishes no") != NULL;
    }
    assert_true(wgp && unpublished);
    in.sgprs = 0;
    k = sl_occ_notes(arch("gfx906", 0), &in, n, 8);
    int sgprs = 0;
    for (unsigned i = 0; i < k; ++i)
        sgprs |= strstr(n[i], "SGPRs not given") != NULL;
    assert_true(sgprs);
}

static void test_json(void **state)
{
    (void)state;
    const sl_occ_arch *a = arch("sm_90", 0);
    sl_occ_input in = { 256, 40, 0, 8192 };
    sl_occ r;
    sl_occ_whatif w;
    sl_err e = { 0 };
    assert_int_equal(sl_occ_compute(a, &in, &r, &e), SL_OK);
    assert_int_equal(sl_occ_what_if(a, &in, &w, &e), SL_OK);
    char *text = sl_report_occupancy_json_text(a, &in, &r, &w);
    assert_non_null(text);
    cJSON *root = cJSON_Parse(text);
    free(text);
    assert_non_null(root);
    assert_string_equal(cJSON_GetObjectItem(root, "schema")->valuestring, "simtlab-occupancy/1");
    cJSON *act = cJSON_GetObjectItem(root, "active");
    assert_int_equal(cJSON_GetObjectItem(act, "groups")->valueint, 6);
    assert_int_equal(cJSON_GetObjectItem(act, "waves")->valueint, 48);
    assert_float_equal(cJSON_GetObjectItem(act, "occupancy")->valuedouble, 0.75, 1e-12);
    assert_string_equal(cJSON_GetArrayItem(cJSON_GetObjectItem(act, "limiters"), 0)->valuestring, "registers");
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(act, "why_not")));
    cJSON *lim = cJSON_GetObjectItem(root, "limits");
    assert_int_equal(cJSON_GetObjectItem(lim, "local")->valueint, 25);
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(lim, "sgprs")));
    cJSON *wi = cJSON_GetObjectItem(root, "what_if");
    assert_int_equal(cJSON_GetObjectItem(cJSON_GetObjectItem(wi, "regs_drop"), "value")->valueint, 41);
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(cJSON_GetObjectItem(root, "inputs"), "sgprs")));
    cJSON *ar = cJSON_GetObjectItem(root, "arch");
    assert_int_equal(cJSON_GetObjectItem(ar, "local_per_unit")->valueint, 233472);
    assert_non_null(strstr(cJSON_GetObjectItem(ar, "source")->valuestring, "Programming Guide"));
    cJSON_Delete(root);

    text = sl_report_occ_archs_json_text(sl_occ_archs());
    assert_non_null(text);
    root = cJSON_Parse(text);
    free(text);
    assert_non_null(root);
    assert_int_equal(cJSON_GetArraySize(root), 17);
    cJSON *g942 = cJSON_GetArrayItem(root, 8);
    assert_string_equal(cJSON_GetObjectItem(g942, "name")->valuestring, "gfx942");
    assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItem(g942, "targets")), 2);
    cJSON_Delete(root);
}

/* The occupancy suite's local-memory series: the reservation that holds
 * a unit to g one-warp groups, and the fewest a per-group cap can force. */
static void test_local_for_groups(void **state)
{
    (void)state;
    const sl_occ_arch *h = arch("sm_90", 32);
    unsigned long long b = 1;
    unsigned fewest = 99;
    /* 228 KiB per SM, 1 KiB reserved per block, 128 B units */
    assert_int_equal(sl_occ_local_for_groups(h, 32, 8, 49152, &b, &fewest), SL_OK);
    assert_int_equal(b, 233472 / 8 - 1024); /* 28160: 29184 allocated, 8 x 29184 = 233472 */
    assert_int_equal(occ("sm_90", 32, 32, 0, 0, b).groups, 8);
    assert_int_equal(occ("sm_90", 32, 32, 0, 0, b + 128).groups, 7); /* one unit more: a group fewer */
    assert_int_equal(sl_occ_local_for_groups(h, 32, 16, 49152, &b, &fewest), SL_OK);
    assert_int_equal(b, 14592 - 1024);
    /* 4 per SM needs up to 56 KiB, but 48 KiB (the OpenCL cap) already forces 4 */
    assert_int_equal(sl_occ_local_for_groups(h, 32, 4, 49152, &b, &fewest), SL_OK);
    assert_int_equal(b, 49152);
    /* one or two per SM need more than 113 / 75 KiB: past the cap; 4 is the fewest */
    assert_int_equal(sl_occ_local_for_groups(h, 32, 1, 49152, &b, &fewest), SL_SKIP);
    assert_int_equal(b, 0);
    assert_int_equal(fewest, 4);
    assert_int_equal(sl_occ_local_for_groups(h, 32, 2, 49152, &b, &fewest), SL_SKIP);
    assert_int_equal(fewest, 4);
    /* CUDA's opt-in 227 KiB would force one */
    assert_int_equal(sl_occ_local_for_groups(h, 32, 1, 232448, &b, &fewest), SL_OK);
    assert_int_equal(b, 232448);
    /* 64 one-warp groups: the 32 block slots bind before local memory */
    assert_int_equal(sl_occ_local_for_groups(h, 32, 64, 49152, &b, &fewest), SL_SKIP);
    assert_int_equal(b, 0);
    /* CDNA2: 64 KiB LDS per CU, one group may have all of it */
    const sl_occ_arch *m = arch("gfx90a", 64);
    assert_int_equal(sl_occ_local_for_groups(m, 64, 1, 65536, &b, &fewest), SL_OK);
    assert_int_equal(b, 65536);
    assert_int_equal(sl_occ_local_for_groups(m, 64, 4, 65536, &b, &fewest), SL_OK);
    assert_int_equal(b, 16384);
    /* no cap at all: nothing can be forced */
    assert_int_equal(sl_occ_local_for_groups(m, 64, 4, 0, &b, &fewest), SL_SKIP);
    assert_int_equal(fewest, 0);
}

/* A kernel row's occupancy from what the driver told (resources.h). */
static void test_row_occupancy(void **state)
{
    (void)state;
    sl_profile p;
    memset(&p, 0, sizeof p);
    snprintf(p.arch, sizeof p.arch, "sm_80");
    p.simd_width = 32;
    sl_res_raw raw = { 32, -1, 0, 0, "ptxas" };
    assert_float_equal(sl_res_occupancy(&p, &raw, 256), 1.0, 1e-12);
    raw.registers = 64;
    assert_float_equal(sl_res_occupancy(&p, &raw, 256), 0.5, 1e-12);
    raw.registers = 32;
    raw.local_bytes = 48 * 1024; /* 49 KiB allocated: 3 groups of 8 warps in 164 KiB */
    assert_float_equal(sl_res_occupancy(&p, &raw, 256), 24.0 / 64.0, 1e-12);
    /* unknown registers, group size or architecture: no figure */
    raw.registers = -1;
    assert_true(isnan(sl_res_occupancy(&p, &raw, 256)));
    raw.registers = 32;
    assert_true(isnan(sl_res_occupancy(&p, &raw, 0)));
    p.arch[0] = '\0';
    assert_true(isnan(sl_res_occupancy(&p, &raw, 256)));
    snprintf(p.arch, sizeof p.arch, "sm_80");
    assert_true(isnan(sl_res_occupancy(&p, &raw, 4096))); /* the calculator refuses it */
    /* CDNA: 128 VGPRs -> 4 waves per SIMD of 8 */
    snprintf(p.arch, sizeof p.arch, "gfx90a");
    p.simd_width = 64;
    sl_res_raw amd = { 128, 40, 0, 0, "clGetKernelInfoAMD" };
    assert_float_equal(sl_res_occupancy(&p, &amd, 256), 0.5, 1e-12);
    sl_row r;
    sl_row_init(&r, "s", "k");
    sl_res_apply(&p, &amd, 256, &r);
    assert_int_equal(r.resources.registers, 128);
    assert_int_equal(r.resources.local_bytes, 0);
    assert_float_equal(r.resources.occupancy, 0.5, 1e-12);
}

/* The compiler's figure beside the model (sl_occ_explain_compiler): each
 * reason from figures clang-15 printed here ("Occupancy [waves/SIMD]"
 * with -Rpass-analysis=kernel-resource-usage for a kernel with a local
 * array of the size given, max flat work-group size as given). */
static sl_occ_explained explain(const char *name, unsigned wave, unsigned cwg, unsigned long long lds, unsigned regs,
                                unsigned sgprs, unsigned compiler, unsigned launch_wg, unsigned long long args)
{
    sl_occ_explained x;
    sl_err e = { 0 };
    sl_occ_compiler in = { cwg, lds, regs, sgprs, compiler, launch_wg, args };
    if (sl_occ_explain_compiler(arch(name, wave), &in, &x, &e) != SL_OK)
        fail_msg("sl_occ_explain_compiler(%s): %s", name, e.msg);
    return x;
}

static void test_compiler_same(void **state)
{
    (void)state;
    /* transpose_tiled_padded on gfx90a: 9 VGPRs, 24 SGPRs, 33 x 32 floats */
    sl_occ_explained x = explain("gfx90a", 0, 256, 4224, 9, 24, 8, 256, 0);
    assert_int_equal(x.why, 0);
    assert_string_equal(x.text, "same");
    assert_float_equal(x.model_per_simd, 8.0, 1e-12);
    /* no launch known: the compiler's own group size */
    assert_int_equal(explain("gfx90a", 0, 256, 4224, 9, 24, 8, 0, 0).why, 0);
    /* a 1024 reqd_work_group_size with 16 KiB: the model and LLVM agree */
    assert_int_equal(explain("gfx90a", 0, 1024, 16384, 5, 12, 8, 1024, 0).why, 0);
}

static void test_compiler_launch(void **state)
{
    (void)state;
    /* gfx906, groups of 128 (2 waves): 16 group slots hold 32 waves, 8 a
     * SIMD; the compiler's 256 (4 waves) gives 10 groups, 10 a SIMD */
    sl_occ_explained x = explain("gfx906", 0, 256, 0, 8, 16, 10, 128, 0);
    assert_int_equal(x.why, SL_OCC_WHY_LAUNCH);
    assert_float_equal(x.model_per_simd, 8.0, 1e-12);
    assert_non_null(strstr(x.text, "(the launch's are 128)"));
    assert_non_null(strstr(x.text, "the model says 10 too"));
    /* __local arguments the compiler cannot see: 2 KiB static + 8 KiB at
     * launch = 6 groups of 4 waves, 6 a SIMD; the compiler's 8 */
    x = explain("gfx90a", 0, 256, 2048, 8, 16, 8, 256, 8192);
    assert_int_equal(x.why, SL_OCC_WHY_LAUNCH);
    assert_float_equal(x.model_per_simd, 6.0, 1e-12);
    assert_non_null(strstr(x.text, "8192 B of __local arguments"));
}

static void test_compiler_lds(void **state)
{
    (void)state;
    /* gfx90a, 256 work-items, 16 KiB: LLVM 15 says 4 groups x 4 waves =
     * 16, clamped to 8; the model 4 groups, 16 waves a CU, 4 a SIMD */
    sl_occ_explained x = explain("gfx90a", 0, 256, 16384, 5, 12, 8, 256, 0);
    assert_int_equal(x.why, SL_OCC_WHY_LDS);
    assert_float_equal(x.model_per_simd, 4.0, 1e-12);
    assert_int_equal(x.llvm, 8);
    assert_non_null(strstr(x.text, "118220"));
    /* 32 KiB: the compiler 8, the model 2; 48000 B: 4 and 1 */
    assert_int_equal(explain("gfx90a", 0, 256, 32768, 5, 12, 8, 256, 0).why, SL_OCC_WHY_LDS);
    x = explain("gfx90a", 0, 256, 48000, 5, 12, 4, 256, 0);
    assert_int_equal(x.why, SL_OCC_WHY_LDS);
    assert_float_equal(x.model_per_simd, 1.0, 1e-12);
    /* reqd_work_group_size(64): one wave a group, 4 groups: the compiler
     * 4, the model 1 */
    assert_int_equal(explain("gfx90a", 0, 64, 16384, 5, 12, 4, 64, 0).why, SL_OCC_WHY_LDS);
    /* gfx906's 10 slots: 16 KiB, the compiler 10, the model 4 */
    assert_int_equal(explain("gfx906", 0, 256, 16384, 5, 12, 10, 256, 0).why, SL_OCC_WHY_LDS);
    /* RDNA: LLVM 15 counts a CU's 64 KiB, the model a WGP's 128: wave32,
     * groups of 64 (2 waves), 16 KiB: 4 x 2 = 8; the model 8 groups, 4 a SIMD */
    x = explain("gfx1030", 32, 64, 16384, 5, 12, 8, 64, 0);
    assert_int_equal(x.why, SL_OCC_WHY_LDS);
    assert_float_equal(x.model_per_simd, 4.0, 1e-12);
    /* wave64, 256 (4 waves), 16 KiB: the compiler 16, the model 8 */
    assert_int_equal(explain("gfx1030", 64, 256, 16384, 5, 12, 16, 256, 0).why, SL_OCC_WHY_LDS);
    /* and with a launch of one work-item (latency's chase_local): both */
    x = explain("gfx90a", 0, 256, 16384, 5, 12, 8, 1, 0);
    assert_int_equal(x.why, SL_OCC_WHY_LDS | SL_OCC_WHY_LAUNCH);
    assert_float_equal(x.model_per_simd, 1.0, 1e-12);
}

static void test_compiler_whole_groups(void **state)
{
    (void)state;
    /* gfx906, reqd_work_group_size(1024): 16 waves a group, 40 slots hold
     * 2 groups, 8 a SIMD; the compiler counts 10 a SIMD */
    sl_occ_explained x = explain("gfx906", 0, 1024, 4096, 5, 12, 10, 1024, 0);
    assert_int_equal(x.why, SL_OCC_WHY_GROUPS);
    assert_float_equal(x.model_per_simd, 8.0, 1e-12);
    assert_non_null(strstr(x.text, "whole groups"));
    /* gfx90a, 512 work-items at 72 VGPRs: 7 a SIMD, 28 a CU, 3 groups of 8 */
    x = explain("gfx90a", 0, 512, 0, 72, 20, 7, 512, 0);
    assert_int_equal(x.why, SL_OCC_WHY_GROUPS);
    assert_float_equal(x.model_per_simd, 6.0, 1e-12);
}

static void test_compiler_unexplained(void **state)
{
    (void)state;
    /* nothing in the model or LLVM's arithmetic gives 3 here */
    sl_occ_explained x = explain("gfx90a", 0, 256, 0, 8, 16, 3, 256, 0);
    assert_int_equal(x.why, SL_OCC_WHY_UNEXPLAINED);
    assert_non_null(strstr(x.text, "not explained"));
    /* NVIDIA has no such remark */
    sl_occ_compiler in = { 256, 0, 32, 0, 8, 256, 0 };
    sl_err e = { 0 };
    assert_int_equal(sl_occ_explain_compiler(arch("sm_90", 0), &in, &x, &e), SL_E_USAGE);
    /* the model's own checks: a group larger than the architecture allows */
    in = (sl_occ_compiler){ 2048, 0, 8, 16, 8, 2048, 0 };
    assert_int_equal(sl_occ_explain_compiler(arch("gfx90a", 0), &in, &x, &e), SL_E_USAGE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sm80_registers),
        cmocka_unit_test(test_sm70_best_practices),
        cmocka_unit_test(test_local_limits),
        cmocka_unit_test(test_cdna_vgprs),
        cmocka_unit_test(test_llvm_calc_occupancy_example),
        cmocka_unit_test(test_sgprs),
        cmocka_unit_test(test_rdna),
        cmocka_unit_test(test_does_not_fit),
        cmocka_unit_test(test_what_if),
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_table),
        cmocka_unit_test(test_notes),
        cmocka_unit_test(test_json),
        cmocka_unit_test(test_local_for_groups),
        cmocka_unit_test(test_row_occupancy),
        cmocka_unit_test(test_compiler_same),
        cmocka_unit_test(test_compiler_launch),
        cmocka_unit_test(test_compiler_lds),
        cmocka_unit_test(test_compiler_whole_groups),
        cmocka_unit_test(test_compiler_unexplained),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
