/* test_device.c - the pure parts of device handling: selector parsing and
 * matching, vendor classification, the SIMD width choice and the bandwidth
 * suite's default buffer size. No OpenCL device is needed: everything works
 * on hand-built values (that is how AMD wave64 logic is tested without an
 * AMD GPU). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "simtlab/device.h"
#include "simtlab/ceiling.h"
#include "simtlab/suite.h"

#define MIB (1ull << 20)
#define GIB (1ull << 30)

/* ---- selector parsing ------------------------------------------------------ */

static sl_selector parse_ok(const char *text)
{
    sl_selector s;
    sl_err e = { 0 };
    int rc = sl_dev_parse_selector(text, &s, &e);
    if (rc != SL_OK)
        fail_msg("selector \"%s\" refused: %s", text ? text : "(null)", e.msg);
    return s;
}

static void test_selector_default(void **state)
{
    (void)state;
    sl_selector s = parse_ok(NULL);
    assert_int_equal(s.kind, SL_SEL_DEFAULT);
    s = parse_ok("");
    assert_int_equal(s.kind, SL_SEL_DEFAULT);
}

static void test_selector_kinds(void **state)
{
    (void)state;
    assert_int_equal(parse_ok("gpu").kind, SL_SEL_GPU);
    assert_int_equal(parse_ok("GPU").kind, SL_SEL_GPU);
    assert_int_equal(parse_ok("Gpu").kind, SL_SEL_GPU);
    assert_int_equal(parse_ok("cpu").kind, SL_SEL_CPU);
    assert_int_equal(parse_ok("CPU").kind, SL_SEL_CPU);
}

static void test_selector_index(void **state)
{
    (void)state;
    sl_selector s = parse_ok("1:0");
    assert_int_equal(s.kind, SL_SEL_INDEX);
    assert_int_equal(s.platform, 1);
    assert_int_equal(s.device, 0);
    s = parse_ok("12:3");
    assert_int_equal(s.kind, SL_SEL_INDEX);
    assert_int_equal(s.platform, 12);
    assert_int_equal(s.device, 3);
    s = parse_ok("0:0");
    assert_int_equal(s.kind, SL_SEL_INDEX);
    assert_int_equal(s.platform, 0);
    assert_int_equal(s.device, 0);
}

static void test_selector_bad(void **state)
{
    (void)state;
    const char *bad[] = { "1:", "1:x", "1:2:3", "1:-1", "1x:2", "1:2x", "99999999999:0" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        sl_selector s;
        sl_err e = { 0 };
        int rc = sl_dev_parse_selector(bad[i], &s, &e);
        if (rc != SL_E_USAGE)
            fail_msg("selector \"%s\" gave %d, expected SL_E_USAGE", bad[i], rc);
        assert_true(strlen(e.msg) > 0);
    }
    /* a name longer than the field is refused, not truncated */
    char longname[300];
    memset(longname, 'a', sizeof longname - 1);
    longname[sizeof longname - 1] = '\0';
    sl_selector s;
    sl_err e = { 0 };
    assert_int_equal(sl_dev_parse_selector(longname, &s, &e), SL_E_USAGE);
}

static void test_selector_name(void **state)
{
    (void)state;
    sl_selector s = parse_ok("nvidia");
    assert_int_equal(s.kind, SL_SEL_NAME);
    assert_string_equal(s.name, "nvidia");
    s = parse_ok("H200");
    assert_int_equal(s.kind, SL_SEL_NAME);
    assert_string_equal(s.name, "H200");
    s = parse_ok("NVIDIA H200");
    assert_int_equal(s.kind, SL_SEL_NAME);
    assert_string_equal(s.name, "NVIDIA H200");
}

/* Only text that starts with a digit must be P:D; other text with a colon
 * is a name, as ROCm names devices by target. */
static void test_selector_colon_names(void **state)
{
    (void)state;
    sl_selector s;
    sl_err e = { 0 };
    assert_int_equal(sl_dev_parse_selector("gfx90a:sramecc+:xnack-", &s, &e), SL_OK);
    assert_int_equal(s.kind, SL_SEL_NAME);
    assert_string_equal(s.name, "gfx90a:sramecc+:xnack-");
    assert_int_equal(sl_dev_parse_selector(":2", &s, &e), SL_OK);
    assert_int_equal(s.kind, SL_SEL_NAME);
    assert_int_equal(sl_dev_parse_selector("2:", &s, &e), SL_E_USAGE);
}

/* ---- selector matching -------------------------------------------------- */

static sl_dev_entry entry(unsigned p, unsigned d, const char *plat, const char *dev, cl_device_type type)
{
    sl_dev_entry x;
    memset(&x, 0, sizeof x);
    x.platform = p;
    x.device = d;
    snprintf(x.platform_name, sizeof x.platform_name, "%s", plat);
    snprintf(x.device_name, sizeof x.device_name, "%s", dev);
    x.type = type;
    return x;
}

static long match(const char *text, const sl_dev_entry *list, size_t n)
{
    sl_selector s = parse_ok(text);
    return sl_dev_match(&s, list, n);
}

/* PoCL's CPU first, then an NVIDIA GPU, then an AMD GPU. */
static void mixed_list(sl_dev_entry l[3])
{
    l[0] = entry(0, 0, "Portable Computing Language", "pthread-AMD EPYC 9654 96-Core Processor",
                 CL_DEVICE_TYPE_CPU);
    l[1] = entry(1, 0, "NVIDIA CUDA", "NVIDIA H200", CL_DEVICE_TYPE_GPU);
    l[2] = entry(2, 0, "AMD Accelerated Parallel Processing", "gfx90a:sramecc+:xnack-",
                 CL_DEVICE_TYPE_GPU);
}

static void test_match_default(void **state)
{
    (void)state;
    sl_dev_entry l[3];
    mixed_list(l);
    assert_int_equal(match(NULL, l, 3), 1);     /* first GPU, not the CPU listed first */

    sl_dev_entry cpus[2] = {
        entry(0, 0, "Portable Computing Language", "cpu-a", CL_DEVICE_TYPE_CPU),
        entry(0, 1, "Portable Computing Language", "cpu-b", CL_DEVICE_TYPE_CPU),
    };
    assert_int_equal(match("", cpus, 2), 0);    /* no GPU: index 0 */
    assert_int_equal(match(NULL, cpus, 0), -1); /* nothing at all */

    /* a GPU that also carries the DEFAULT bit counts as a GPU */
    sl_dev_entry both[2] = {
        entry(0, 0, "P", "acc", CL_DEVICE_TYPE_ACCELERATOR),
        entry(0, 1, "P", "gpu", CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_DEFAULT),
    };
    assert_int_equal(match(NULL, both, 2), 1);
}

static void test_match_kind(void **state)
{
    (void)state;
    sl_dev_entry l[3];
    mixed_list(l);
    assert_int_equal(match("gpu", l, 3), 1);
    assert_int_equal(match("cpu", l, 3), 0);
    assert_int_equal(match("gpu", l, 1), -1);   /* only the CPU */
    assert_int_equal(match("cpu", l + 1, 2), -1);
}

static void test_match_index(void **state)
{
    (void)state;
    sl_dev_entry l[4];
    mixed_list(l);
    l[3] = entry(2, 1, "AMD Accelerated Parallel Processing", "gfx1100", CL_DEVICE_TYPE_GPU);
    assert_int_equal(match("0:0", l, 4), 0);    /* indices beat the GPU preference */
    assert_int_equal(match("1:0", l, 4), 1);
    assert_int_equal(match("2:0", l, 4), 2);
    assert_int_equal(match("2:1", l, 4), 3);
    assert_int_equal(match("1:1", l, 4), -1);
    assert_int_equal(match("3:0", l, 4), -1);
}

static void test_match_name(void **state)
{
    (void)state;
    sl_dev_entry l[3];
    mixed_list(l);
    assert_int_equal(match("h200", l, 3), 1);          /* device name, any case */
    assert_int_equal(match("cuda", l, 3), 1);          /* platform name */
    assert_int_equal(match("PORTABLE", l, 3), 0);
    assert_int_equal(match("pthread", l, 3), 0);
    assert_int_equal(match("gfx90a", l, 3), 2);
    /* "amd" is in the PoCL CPU's name and the AMD GPU's platform: the GPU wins */
    assert_int_equal(match("amd", l, 3), 2);
    assert_int_equal(match("AMD", l, 3), 2);
    assert_int_equal(match("epyc", l, 3), 0);          /* only the CPU: the CPU */
    assert_int_equal(match("intel", l, 3), -1);
    assert_int_equal(match("h100", l, 3), -1);
}

/* ---- vendor ------------------------------------------------------------------ */

static void test_classify(void **state)
{
    (void)state;
    assert_int_equal(sl_dev_classify("Portable Computing Language", "AuthenticAMD", 0x1002),
                     SL_VENDOR_POCL);
    assert_int_equal(sl_dev_classify("Portable Computing Language", "GenuineIntel", 0x8086),
                     SL_VENDOR_POCL);
    assert_int_equal(sl_dev_classify("NVIDIA CUDA", "NVIDIA Corporation", 0x10de), SL_VENDOR_NVIDIA);
    assert_int_equal(sl_dev_classify("Some platform", "", 0x10de), SL_VENDOR_NVIDIA);
    assert_int_equal(sl_dev_classify("AMD Accelerated Parallel Processing",
                                     "Advanced Micro Devices, Inc.", 0x1002), SL_VENDOR_AMD);
    assert_int_equal(sl_dev_classify("Intel(R) OpenCL Graphics", "Intel(R) Corporation", 0x8086),
                     SL_VENDOR_INTEL);
    /* unknown id: the vendor string decides */
    assert_int_equal(sl_dev_classify("X", "Advanced Micro Devices, Inc.", 0x1234), SL_VENDOR_AMD);
    assert_int_equal(sl_dev_classify("X", "NVIDIA Corporation", 0), SL_VENDOR_NVIDIA);
    assert_int_equal(sl_dev_classify("X", "Intel(R) Corporation", 0), SL_VENDOR_INTEL);
    assert_int_equal(sl_dev_classify("X", "ARM", 0x13b5), SL_VENDOR_OTHER);
    assert_int_equal(sl_dev_classify("Clover", "Mesa", 0), SL_VENDOR_OTHER);
    assert_int_equal(sl_dev_classify(NULL, NULL, 0), SL_VENDOR_OTHER);
}

static void test_vendor_name(void **state)
{
    (void)state;
    assert_string_equal(sl_vendor_name(SL_VENDOR_NVIDIA), "nvidia");
    assert_string_equal(sl_vendor_name(SL_VENDOR_AMD), "amd");
    assert_string_equal(sl_vendor_name(SL_VENDOR_INTEL), "intel");
    assert_string_equal(sl_vendor_name(SL_VENDOR_POCL), "pocl");
    assert_string_equal(sl_vendor_name(SL_VENDOR_OTHER), "other");
}

/* ---- SIMD width ------------------------------------------------------------ */

static void test_simd_nvidia(void **state)
{
    (void)state;
    sl_simd_probe p = { .nv_warp = 32, .amd_wavefront = 64, .subgroup = 16, .subgroup_local = 256,
                        .preferred_multiple = 8 };
    const char *src = NULL;
    assert_int_equal(sl_dev_pick_simd(&p, &src), 32);
    assert_string_equal(src, "CL_DEVICE_WARP_SIZE_NV");
}

static void test_simd_amd(void **state)
{
    (void)state;
    const char *src = NULL;
    /* GCN / CDNA: wave64, even when the sub-group query says 32 */
    sl_simd_probe gcn = { .amd_wavefront = 64, .subgroup = 32, .subgroup_local = 256,
                          .preferred_multiple = 32 };
    assert_int_equal(sl_dev_pick_simd(&gcn, &src), 64);
    assert_string_equal(src, "CL_DEVICE_WAVEFRONT_WIDTH_AMD");
    /* RDNA: wave32 */
    sl_simd_probe rdna = { .amd_wavefront = 32, .preferred_multiple = 64 };
    src = NULL;
    assert_int_equal(sl_dev_pick_simd(&rdna, &src), 32);
    assert_string_equal(src, "CL_DEVICE_WAVEFRONT_WIDTH_AMD");
}

static void test_simd_subgroup(void **state)
{
    (void)state;
    const char *src = NULL;
    /* Intel-like: sub-group 16 for a 256 work-group */
    sl_simd_probe intel = { .subgroup = 16, .subgroup_local = 256, .preferred_multiple = 64 };
    assert_int_equal(sl_dev_pick_simd(&intel, &src), 16);
    assert_string_equal(src, "CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE");
    /* the work-group size unknown: the sub-group is taken */
    sl_simd_probe unknown_local = { .subgroup = 8, .preferred_multiple = 4 };
    src = NULL;
    assert_int_equal(sl_dev_pick_simd(&unknown_local, &src), 8);
    assert_string_equal(src, "CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE");
}

static void test_simd_pocl_whole_group(void **state)
{
    (void)state;
    const char *src = NULL;
    /* PoCL 5 on a CPU: the whole work-group is one sub-group, says nothing */
    sl_simd_probe pocl = { .subgroup = 256, .subgroup_local = 256, .preferred_multiple = 8 };
    assert_int_equal(sl_dev_pick_simd(&pocl, &src), 8);
    assert_string_equal(src, "CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE");
    /* and with nothing after it: 1 */
    sl_simd_probe only = { .subgroup = 64, .subgroup_local = 64 };
    src = NULL;
    assert_int_equal(sl_dev_pick_simd(&only, &src), 1);
    assert_non_null(src);
    assert_true(strncmp(src, "none", 4) == 0);
}

static void test_simd_none(void **state)
{
    (void)state;
    sl_simd_probe p = { 0 };
    const char *src = NULL;
    assert_int_equal(sl_dev_pick_simd(&p, &src), 1);
    assert_non_null(src);
    assert_true(strncmp(src, "none", 4) == 0);
    /* source may be NULL */
    assert_int_equal(sl_dev_pick_simd(&p, NULL), 1);
    sl_simd_probe q = { .preferred_multiple = 4 };
    assert_int_equal(sl_dev_pick_simd(&q, NULL), 4);
}

/* ---- FP32 peak of a profile ------------------------------------------------- */

static void test_dev_fp32_peak(void **state)
{
    (void)state;
    sl_profile p;
    memset(&p, 0, sizeof p);
    p.vendor = SL_VENDOR_NVIDIA;
    p.type = CL_DEVICE_TYPE_GPU;
    snprintf(p.arch, sizeof p.arch, "sm_90");
    p.compute_units = 132;
    p.clock_mhz = 1980;
    p.native_float_width = 1;
    const char *src = NULL;
    assert_float_equal(sl_dev_fp32_peak_gflops(&p, &src), 66908.16, 1.0);
    assert_non_null(strstr(src, "Hopper"));

    /* PoCL on this kind of CPU: classified pocl, priced as a CPU by its
     * vector width (2 cores x 16 lanes x 2 pipes x 2 FLOP x 2.596 GHz) */
    memset(&p, 0, sizeof p);
    p.vendor = SL_VENDOR_POCL;
    p.type = CL_DEVICE_TYPE_CPU;
    p.compute_units = 2;
    p.clock_mhz = 2596;
    p.native_float_width = 16;
    assert_float_equal(sl_dev_fp32_peak_gflops(&p, &src), 332.288, 1e-9);
    assert_non_null(strstr(src, "assumed 2 FMA pipes per core"));

    /* an Intel GPU: no figure yet */
    p.vendor = SL_VENDOR_INTEL;
    p.type = CL_DEVICE_TYPE_GPU;
    assert_float_equal(sl_dev_fp32_peak_gflops(&p, &src), 0.0, 0.0);
    assert_string_equal(src, "unknown");
}

static void test_simd_word(void **state)
{
    (void)state;
    assert_string_equal(sl_dev_simd_word(SL_VENDOR_NVIDIA), "warp");
    assert_string_equal(sl_dev_simd_word(SL_VENDOR_AMD), "wavefront");
    assert_string_equal(sl_dev_simd_word(SL_VENDOR_INTEL), "sub-group");
    assert_string_equal(sl_dev_simd_word(SL_VENDOR_POCL), "sub-group");
    assert_string_equal(sl_dev_simd_word(SL_VENDOR_OTHER), "sub-group");
}

/* ---- bandwidth default size --------------------------------------------- */

static sl_profile gpu_profile(uint64_t global_mem, uint64_t max_alloc)
{
    sl_profile p;
    memset(&p, 0, sizeof p);
    p.type = CL_DEVICE_TYPE_GPU;
    p.global_mem = global_mem;
    p.max_alloc = max_alloc;
    p.global_cache = 60 * MIB;
    return p;
}

static sl_profile cpu_profile(uint64_t cache, uint64_t max_alloc, uint64_t global_mem)
{
    sl_profile p;
    memset(&p, 0, sizeof p);
    p.type = CL_DEVICE_TYPE_CPU;
    p.global_cache = cache;
    p.max_alloc = max_alloc;
    p.global_mem = global_mem;
    return p;
}

static void test_bw_default_gpu(void **state)
{
    (void)state;
    sl_profile h200 = gpu_profile(150109880320ull, 37527470080ull);
    assert_int_equal(sl_size_default_bytes(&h200, false, 128 * GIB), 4 * GIB);
    assert_int_equal(sl_size_default_bytes(&h200, false, 0), 4 * GIB);  /* RAM unknown */

    sl_profile g8 = gpu_profile(8 * GIB, 2 * GIB);
    assert_int_equal(sl_size_default_bytes(&g8, false, 64 * GIB), 256 * MIB);

    /* 1/32 of memory between the bounds: 32 GiB -> 1 GiB */
    sl_profile g32 = gpu_profile(32 * GIB, 8 * GIB);
    assert_int_equal(sl_size_default_bytes(&g32, false, 0), 1 * GIB);

    /* a small GPU still gets 256 MiB */
    sl_profile g2 = gpu_profile(2 * GIB, 1 * GIB);
    assert_int_equal(sl_size_default_bytes(&g2, false, 0), 256 * MIB);
}

/* The default size across the memory sizes the kit meets (issue 24: the
 * H100 80GB's 2656796672 bytes were a size NVIDIA's 1-byte fill hung at;
 * sl_buf_poison now fills any size in 4-byte-pattern chunks of at most
 * 1 GiB, so no size needs avoiding, and this table pins what each device
 * gets): 1/32 of memory within [256 MiB, 4 GiB], whether the driver allows
 * a quarter or a third of memory in one allocation; always a whole number
 * of 4-byte floats. */
static void test_bw_default_memory_sizes(void **state)
{
    (void)state;
    static const struct {
        uint64_t mem, want;
    } table[] = {
        { 16 * GIB, 512 * MIB },            /* 16 GiB: consumer cards */
        { 24 * GIB, 768 * MIB },            /* 24 GiB: L4, RTX 4090, 7900 XTX */
        { 48 * GIB, 1536 * MIB },           /* 48 GiB: L40S, W7900 */
        { 80 * GIB, 2560 * MIB },           /* 80 GiB: A100 and H100 80GB */
        { 85017493504ull, 2656796672ull },  /* the H100 80GB as its driver reports it (issue 24) */
        { 94 * GIB, 3008 * MIB },           /* 94 GiB: H100 NVL */
        { 141 * GIB, 4 * GIB },             /* 141 GiB: H200 */
        { 150109880320ull, 4 * GIB },       /* the H200 as its driver reports it */
        { 192 * GIB, 4 * GIB },             /* 192 GiB: MI300X, B200 */
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; ++i) {
        for (unsigned div = 3; div <= 4; ++div) {
            sl_profile p = gpu_profile(table[i].mem, table[i].mem / div);
            const uint64_t got = sl_size_default_bytes(&p, false, 512 * GIB);
            assert_int_equal(got, table[i].want);
            assert_int_equal(got % 4, 0);
            assert_true(got <= p.max_alloc && got <= p.global_mem / 3);
            /* on a host with 16 GiB of RAM: a quarter of it at most */
            assert_true(sl_size_default_bytes(&p, false, 16 * GIB) <= 4 * GIB);
        }
    }
}

static void test_bw_default_cpu(void **state)
{
    (void)state;
    sl_profile c32 = cpu_profile(32 * MIB, 2 * GIB, 4 * GIB + 512 * MIB);
    assert_int_equal(sl_size_default_bytes(&c32, false, 64 * GIB), 256 * MIB);
    sl_profile c64 = cpu_profile(64 * MIB, 8 * GIB, 64 * GIB);
    assert_int_equal(sl_size_default_bytes(&c64, false, 64 * GIB), 512 * MIB);
    sl_profile c0 = cpu_profile(0, 8 * GIB, 64 * GIB);    /* cache not reported */
    assert_int_equal(sl_size_default_bytes(&c0, false, 0), 256 * MIB);
    sl_profile c1 = cpu_profile(1 * MIB, 8 * GIB, 64 * GIB);
    assert_int_equal(sl_size_default_bytes(&c1, false, 0), 256 * MIB);
}

static void test_bw_default_quick(void **state)
{
    (void)state;
    sl_profile h200 = gpu_profile(150109880320ull, 37527470080ull);
    assert_int_equal(sl_size_default_bytes(&h200, true, 128 * GIB), 8 * MIB);
    sl_profile c64 = cpu_profile(64 * MIB, 8 * GIB, 64 * GIB);
    assert_int_equal(sl_size_default_bytes(&c64, true, 64 * GIB), 8 * MIB);
    /* the clamps apply to --quick too */
    sl_profile tiny = cpu_profile(0, 4 * MIB, 64 * GIB);
    assert_int_equal(sl_size_default_bytes(&tiny, true, 0), 4 * MIB);
}

static void test_bw_default_clamps(void **state)
{
    (void)state;
    /* max allocation */
    sl_profile a = gpu_profile(150109880320ull, 1 * GIB);
    assert_int_equal(sl_size_default_bytes(&a, false, 0), 1 * GIB);
    /* a third of global memory (copy holds two buffers) */
    sl_profile g = cpu_profile(64 * MIB, 8 * GIB, 900 * MIB);
    assert_int_equal(sl_size_default_bytes(&g, false, 0), 300 * MIB);
    /* a quarter of host RAM */
    sl_profile h200 = gpu_profile(150109880320ull, 37527470080ull);
    assert_int_equal(sl_size_default_bytes(&h200, false, 8 * GIB), 2 * GIB);
    assert_int_equal(sl_size_default_bytes(&h200, false, 16 * GIB), 4 * GIB);
    /* the smallest bound wins */
    sl_profile all = gpu_profile(3 * GIB, 900 * MIB);
    assert_int_equal(sl_size_default_bytes(&all, false, 0), 256 * MIB);
    assert_int_equal(sl_size_default_bytes(&all, false, 800 * MIB), 200 * MIB);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_selector_default),
        cmocka_unit_test(test_selector_kinds),
        cmocka_unit_test(test_selector_index),
        cmocka_unit_test(test_selector_bad),
        cmocka_unit_test(test_selector_name),
        cmocka_unit_test(test_selector_colon_names),
        cmocka_unit_test(test_match_default),
        cmocka_unit_test(test_match_kind),
        cmocka_unit_test(test_match_index),
        cmocka_unit_test(test_match_name),
        cmocka_unit_test(test_classify),
        cmocka_unit_test(test_vendor_name),
        cmocka_unit_test(test_simd_nvidia),
        cmocka_unit_test(test_simd_amd),
        cmocka_unit_test(test_simd_subgroup),
        cmocka_unit_test(test_simd_pocl_whole_group),
        cmocka_unit_test(test_simd_none),
        cmocka_unit_test(test_simd_word),
        cmocka_unit_test(test_dev_fp32_peak),
        cmocka_unit_test(test_bw_default_gpu),
        cmocka_unit_test(test_bw_default_memory_sizes),
        cmocka_unit_test(test_bw_default_cpu),
        cmocka_unit_test(test_bw_default_quick),
        cmocka_unit_test(test_bw_default_clamps),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
