/* test_runtime.c - host-side runtime helpers: error names, statistics,
 * parsing, random data, timing arithmetic and the kernel search path.
 * No OpenCL device is needed. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "simtlab/sha256.h"
#include "simtlab/clerror.h"
#include "simtlab/devlock.h"
#include "simtlab/buffer.h"
#include "simtlab/error.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/rng.h"
#include "simtlab/stats.h"
#include "simtlab/timing.h"
#include "simtlab/watch.h"

/* ---- the device lock's file name and directory (devlock.h) ------------- */

static void test_devlock_key(void **state)
{
    (void)state;
    char k[SL_DEVLOCK_KEY_MAX];
    sl_devlock_key("NVIDIA CUDA", "NVIDIA H100 80GB HBM3", 0, 1, k, sizeof k);
    assert_string_equal(k, "0-1-nvidia-cuda-nvidia-h100-80gb-hbm3.lock");
    /* ROCm's colons, a slash, dots, a trailing space: no path separator, no run of dashes */
    sl_devlock_key("AMD Accelerated Parallel Processing", "gfx90a:sramecc+:xnack- ", 2, 0, k, sizeof k);
    assert_string_equal(k, "2-0-amd-accelerated-parallel-processing-gfx90a-sramecc-xnack.lock");
    sl_devlock_key("../..", "/etc/passwd", 0, 0, k, sizeof k);
    assert_string_equal(k, "0-0-etc-passwd.lock");
    sl_devlock_key(NULL, "", 3, 4, k, sizeof k);
    assert_string_equal(k, "3-4.lock");
    /* a long name is cut, the key still ends in .lock and fits */
    char longname[400];
    memset(longname, 'x', sizeof longname - 1);
    longname[sizeof longname - 1] = '\0';
    sl_devlock_key("P", longname, 0, 0, k, sizeof k);
    assert_int_equal(strlen(k), SL_DEVLOCK_KEY_MAX - 1);
    assert_string_equal(k + strlen(k) - 5, ".lock");
    char small[24];
    sl_devlock_key("Portable Computing Language", "cpu", 0, 0, small, sizeof small);
    assert_string_equal(small, "0-0-portable-compu.lock"); /* 23 bytes and its NUL */
}

static void test_devlock_dir(void **state)
{
    (void)state;
    char d[256];
    sl_err e = { 0 };
    assert_int_equal(sl_devlock_dir("/run/user/1000", "/c", "/home/u", 1000, d, sizeof d, &e), SL_OK);
    assert_string_equal(d, "/run/user/1000/simtlab");
    assert_int_equal(sl_devlock_dir("", "/c", "/home/u", 1000, d, sizeof d, &e), SL_OK);
    assert_string_equal(d, "/c/simtlab/locks");
    /* relative values are ignored, as the XDG base directory spec says */
    assert_int_equal(sl_devlock_dir("run", "cache", "/home/u", 1000, d, sizeof d, &e), SL_OK);
    assert_string_equal(d, "/home/u/.cache/simtlab/locks");
    assert_int_equal(sl_devlock_dir(NULL, NULL, NULL, 1000, d, sizeof d, &e), SL_OK);
    assert_string_equal(d, "/tmp/simtlab-locks-1000");
    char tiny[8];
    assert_int_equal(sl_devlock_dir("/run/user/1000", NULL, NULL, 0, tiny, sizeof tiny, &e), SL_E_USAGE);
    sl_err_clear(&e);
}

/* ---- error names and sl_err ------------------------------------------- */

static void test_err_name_known_codes(void **state)
{
    (void)state;
    assert_string_equal(sl_err_name(CL_SUCCESS), "CL_SUCCESS");
    assert_string_equal(sl_err_name(-5), "CL_OUT_OF_RESOURCES");
    assert_string_equal(sl_err_name(-1001), "CL_PLATFORM_NOT_FOUND_KHR");
    assert_string_equal(sl_err_name(-30), "CL_INVALID_VALUE");
    assert_string_equal(sl_err_name(-72), "CL_MAX_SIZE_RESTRICTION_EXCEEDED");
    assert_string_equal(sl_err_name(-1), "CL_DEVICE_NOT_FOUND");
    assert_string_equal(sl_err_name(-4), "CL_MEM_OBJECT_ALLOCATION_FAILURE");
    assert_string_equal(sl_err_name(-54), "CL_INVALID_WORK_GROUP_SIZE");
    assert_string_equal(sl_err_name(-19), "CL_KERNEL_ARG_INFO_NOT_AVAILABLE");
}

static void test_err_name_unknown_code(void **state)
{
    (void)state;
    assert_string_equal(sl_err_name(-9999), "CL_UNKNOWN_ERROR");
    assert_string_equal(sl_err_name(-25), "CL_UNKNOWN_ERROR");   /* gap in cl.h */
    assert_string_equal(sl_err_name(12345), "CL_UNKNOWN_ERROR");
}

/* Every error code of CL/cl.h has its name (-20..-29 are unassigned). */
static void test_err_name_every_cl_code(void **state)
{
    (void)state;
    for (cl_int c = -1; c >= -19; --c)
        assert_string_not_equal(sl_err_name(c), "CL_UNKNOWN_ERROR");
    for (cl_int c = -30; c >= -72; --c)
        assert_string_not_equal(sl_err_name(c), "CL_UNKNOWN_ERROR");
    assert_string_equal(sl_err_name(CL_BUILD_PROGRAM_FAILURE), "CL_BUILD_PROGRAM_FAILURE");
    assert_string_equal(sl_err_name(-11), "CL_BUILD_PROGRAM_FAILURE");
}

static void test_err_hint(void **state)
{
    (void)state;
    const char *h = sl_err_hint(-1001);
    assert_non_null(h);
    assert_non_null(strstr(h, "PoCL"));
    assert_non_null(sl_err_hint(CL_OUT_OF_RESOURCES));
    assert_null(sl_err_hint(CL_SUCCESS));
    assert_null(sl_err_hint(CL_INVALID_VALUE));
    assert_null(sl_err_hint(-9999));
}

static void test_err_cl_message_and_rc(void **state)
{
    (void)state;
    sl_err e = { 0 };
    int rc = sl_err_cl(&e, CL_OUT_OF_RESOURCES, "launching %s", "copy");
    assert_int_equal(rc, SL_FAIL);
    assert_int_equal(e.cl, CL_OUT_OF_RESOURCES);
    assert_non_null(strstr(e.msg, "launching copy"));
    assert_non_null(strstr(e.msg, "CL_OUT_OF_RESOURCES"));
    assert_non_null(strstr(e.msg, "(-5)"));
    assert_non_null(strstr(e.msg, "hint:"));

    rc = sl_err_cl(&e, -1001, "listing platforms");
    assert_int_equal(rc, SL_E_NODEV);
    assert_int_equal(e.cl, -1001);
    assert_non_null(strstr(e.msg, "listing platforms"));
    assert_non_null(strstr(e.msg, "CL_PLATFORM_NOT_FOUND_KHR"));
    assert_non_null(strstr(e.msg, "(-1001)"));
    assert_non_null(strstr(e.msg, "PoCL"));

    rc = sl_err_cl(&e, CL_INVALID_VALUE, "setting arg %d", 3);
    assert_int_equal(rc, SL_FAIL);
    assert_non_null(strstr(e.msg, "setting arg 3"));
    assert_non_null(strstr(e.msg, "CL_INVALID_VALUE (-30)"));
    assert_null(strstr(e.msg, "hint:"));   /* no hint for -30 */

    /* a NULL sl_err still gives the return code */
    assert_int_equal(sl_err_cl(NULL, -1001, "x"), SL_E_NODEV);
    assert_int_equal(sl_err_cl(NULL, -5, "x"), SL_FAIL);
    sl_err_clear(&e);
}

static void test_err_set(void **state)
{
    (void)state;
    sl_err e = { 0 };
    assert_int_equal(sl_err_set(&e, SL_E_USAGE, "bad %s %d", "size", 7), SL_E_USAGE);
    assert_string_equal(e.msg, "bad size 7");
    assert_int_equal(e.cl, CL_SUCCESS);
    assert_int_equal(sl_err_set(NULL, SL_SKIP, "ignored"), SL_SKIP);
}

static void test_err_detail_and_clear(void **state)
{
    (void)state;
    sl_err e = { 0 };
    sl_err_clear(&e);   /* safe on a zeroed sl_err */
    assert_null(e.detail);

    sl_err_cl(&e, CL_OUT_OF_RESOURCES, "something");
    char log[] = "line 1: error";
    sl_err_detail(&e, log);
    assert_non_null(e.detail);
    assert_string_equal(e.detail, "line 1: error");
    assert_true(e.detail != log);    /* a copy */
    log[0] = 'X';
    assert_string_equal(e.detail, "line 1: error");

    sl_err_detail(&e, "second");
    assert_string_equal(e.detail, "second");
    sl_err_detail(&e, NULL);
    assert_null(e.detail);

    sl_err_detail(&e, "third");
    sl_err_clear(&e);
    assert_null(e.detail);
    assert_int_equal(e.cl, CL_SUCCESS);
    assert_string_equal(e.msg, "");
}

/* ---- statistics --------------------------------------------------------- */

static void test_stats_odd(void **state)
{
    (void)state;
    const double s[] = { 5.0, 1.0, 9.0, 3.0, 7.0 };
    sl_stats st;
    assert_int_equal(sl_stats_compute(s, 5, &st), 0);
    assert_int_equal(st.n, 5);
    assert_float_equal(st.min, 1.0, 0.0);
    assert_float_equal(st.max, 9.0, 0.0);
    assert_float_equal(st.median, 5.0, 0.0);
    assert_float_equal(st.mean, 5.0, 1e-12);
    assert_float_equal(st.stddev, sqrt(10.0), 1e-12);  /* (16+4+0+4+16)/4 */
}

static void test_stats_even(void **state)
{
    (void)state;
    const double s[] = { 4.0, 1.0, 3.0, 2.0 };
    sl_stats st;
    assert_int_equal(sl_stats_compute(s, 4, &st), 0);
    assert_int_equal(st.n, 4);
    assert_float_equal(st.median, 2.5, 0.0);
    assert_float_equal(st.min, 1.0, 0.0);
    assert_float_equal(st.max, 4.0, 0.0);
    assert_float_equal(st.mean, 2.5, 1e-12);
}

static void test_stats_sample_stddev(void **state)
{
    (void)state;
    const double s[] = { 2, 4, 4, 4, 5, 5, 7, 9 };
    sl_stats st;
    assert_int_equal(sl_stats_compute(s, 8, &st), 0);
    assert_float_equal(st.mean, 5.0, 1e-12);
    assert_float_equal(st.stddev, sqrt(32.0 / 7.0), 1e-12);  /* n - 1, not n (that would be 2) */
    assert_float_equal(st.median, 4.5, 0.0);
}

static void test_stats_one_and_zero(void **state)
{
    (void)state;
    const double one = 42.5;
    sl_stats st;
    assert_int_equal(sl_stats_compute(&one, 1, &st), 0);
    assert_int_equal(st.n, 1);
    assert_float_equal(st.min, 42.5, 0.0);
    assert_float_equal(st.max, 42.5, 0.0);
    assert_float_equal(st.median, 42.5, 0.0);
    assert_float_equal(st.mean, 42.5, 0.0);
    assert_float_equal(st.stddev, 0.0, 0.0);

    assert_int_equal(sl_stats_compute(&one, 0, &st), -1);
}

static void test_stats_input_unchanged(void **state)
{
    (void)state;
    double s[] = { 9.0, -1.0, 3.0, 7.0, 0.5, 2.0 };
    const double copy[] = { 9.0, -1.0, 3.0, 7.0, 0.5, 2.0 };
    sl_stats st;
    assert_int_equal(sl_stats_compute(s, 6, &st), 0);
    assert_memory_equal(s, copy, sizeof copy);
    assert_float_equal(st.median, 2.5, 0.0);
    assert_float_equal(st.min, -1.0, 0.0);
    assert_float_equal(st.max, 9.0, 0.0);
}

/* ---- parsing ------------------------------------------------------------ */

static uint64_t size_ok(const char *text)
{
    sl_err e = { 0 };
    uint64_t v = 0;
    int rc = sl_parse_size(text, &v, &e);
    if (rc != SL_OK)
        fail_msg("sl_parse_size(\"%s\") failed: %s", text, e.msg);
    return v;
}

static void size_bad(const char *text)
{
    sl_err e = { 0 };
    uint64_t v = 12345;
    int rc = sl_parse_size(text, &v, &e);
    if (rc != SL_E_USAGE)
        fail_msg("sl_parse_size(\"%s\") returned %d, expected SL_E_USAGE", text, rc);
    assert_true(strlen(e.msg) > 0);
    assert_int_equal(v, 12345);   /* untouched on failure */
}

static void test_parse_size_valid(void **state)
{
    (void)state;
    assert_int_equal(size_ok("4096"), 4096);
    assert_int_equal(size_ok("1"), 1);
    assert_int_equal(size_ok("64K"), 65536);
    assert_int_equal(size_ok("64k"), 65536);
    assert_int_equal(size_ok("256M"), 256ull << 20);
    assert_int_equal(size_ok("1G"), 1ull << 30);
    assert_int_equal(size_ok("1GiB"), 1ull << 30);
    assert_int_equal(size_ok("1gb"), 1ull << 30);
    assert_int_equal(size_ok("2T"), 2ull << 40);
    assert_int_equal(size_ok("100B"), 100);
    assert_int_equal(size_ok("16777215T"), 16777215ull << 40);   /* the largest T that fits */
}

static void test_parse_size_invalid(void **state)
{
    (void)state;
    size_bad("");
    size_bad("0");
    size_bad("0K");
    size_bad("-1");
    size_bad("+5");
    size_bad("abc");
    size_bad("12Q");
    size_bad("1.5G");
    size_bad("K");
    size_bad("1 G");
    size_bad("1GG");
    size_bad("99999999999999999999");
    size_bad("17179869184T");   /* 2^34 TiB = 2^74 */
    size_bad("16777216T");      /* 2^64 exactly */

    sl_err e = { 0 };
    uint64_t v = 0;
    assert_int_equal(sl_parse_size(NULL, &v, &e), SL_E_USAGE);
}

static void test_parse_u64(void **state)
{
    (void)state;
    sl_err e = { 0 };
    uint64_t v = 0;
    assert_int_equal(sl_parse_u64("5", 1, 10, "--reps", &v, &e), SL_OK);
    assert_int_equal(v, 5);
    assert_int_equal(sl_parse_u64("1", 1, 10, "--reps", &v, &e), SL_OK);
    assert_int_equal(v, 1);
    assert_int_equal(sl_parse_u64("10", 1, 10, "--reps", &v, &e), SL_OK);
    assert_int_equal(v, 10);
    assert_int_equal(sl_parse_u64("18446744073709551615", 0, UINT64_MAX, "--seed", &v, &e), SL_OK);
    assert_true(v == UINT64_MAX);

    v = 77;
    assert_int_equal(sl_parse_u64("0", 1, 10, "--reps", &v, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "--reps"));
    assert_int_equal(sl_parse_u64("11", 1, 10, "--reps", &v, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "--reps"));
    assert_non_null(strstr(e.msg, "10"));
    assert_int_equal(sl_parse_u64("-1", 0, 10, "--reps", &v, &e), SL_E_USAGE);
    assert_int_equal(sl_parse_u64("", 0, 10, "--reps", &v, &e), SL_E_USAGE);
    assert_int_equal(sl_parse_u64("3x", 0, 10, "--reps", &v, &e), SL_E_USAGE);
    assert_int_equal(sl_parse_u64("x", 0, 10, "--reps", &v, &e), SL_E_USAGE);
    assert_int_equal(sl_parse_u64("18446744073709551616", 0, UINT64_MAX, "--seed", &v, &e), SL_E_USAGE);
    assert_int_equal(sl_parse_u64(NULL, 0, 10, "--reps", &v, &e), SL_E_USAGE);
    assert_int_equal(v, 77);
}

/* KEY=VALUE, the one parser for --param and a lab dataset's params (whose
 * copy once took "rows=abc" as 0 with an unchecked strtoull). */
static void test_parse_param(void **state)
{
    (void)state;
    char key[8];
    uint64_t v = 0;
    sl_err e = { 0 };
    assert_int_equal(sl_parse_param("rows=3", 6, key, sizeof key, &v, &e), SL_OK);
    assert_string_equal(key, "rows");
    assert_int_equal(v, 3);
    /* one of "rows=3,cols=1001": the length ends it, not the NUL */
    assert_int_equal(sl_parse_param("cols=1001,x=2", 9, key, sizeof key, &v, &e), SL_OK);
    assert_string_equal(key, "cols");
    assert_int_equal(v, 1001);
    static const char *const bad[] = { "rows", "=3", "rows=", "rows=abc", "rows=-1", "rows=3x", "longkey1=3",
                                       "rows=99999999999999999999999", "rows= 3" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        e.msg[0] = '\0';
        assert_int_equal(sl_parse_param(bad[i], strlen(bad[i]), key, sizeof key, &v, &e), SL_E_USAGE);
        assert_true(strlen(e.msg) > 0);
    }
}

static void test_parse_positive(void **state)
{
    (void)state;
    sl_err e = { 0 };
    double v = 0.0;
    assert_int_equal(sl_parse_positive("0.5", "--budget", &v, &e), SL_OK);
    assert_float_equal(v, 0.5, 0.0);
    assert_int_equal(sl_parse_positive("2", "--budget", &v, &e), SL_OK);
    assert_float_equal(v, 2.0, 0.0);
    assert_int_equal(sl_parse_positive("1e-3", "--budget", &v, &e), SL_OK);
    assert_float_equal(v, 1e-3, 0.0);

    const char *bad[] = { "0", "-1", "x", "inf", "nan", "", "1s", "-0.5", "0.0" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        v = 99.0;
        e.msg[0] = '\0';
        if (sl_parse_positive(bad[i], "--budget", &v, &e) != SL_E_USAGE)
            fail_msg("sl_parse_positive(\"%s\") accepted", bad[i]);
        assert_non_null(strstr(e.msg, "--budget"));
        assert_float_equal(v, 99.0, 0.0);
    }
    assert_int_equal(sl_parse_positive(NULL, "--budget", &v, &e), SL_E_USAGE);
}

static void test_format_bytes(void **state)
{
    (void)state;
    char b[32];
    assert_string_equal(sl_format_bytes(0, b, sizeof b), "0 B");
    assert_string_equal(sl_format_bytes(1023, b, sizeof b), "1023 B");
    assert_string_equal(sl_format_bytes(1024, b, sizeof b), "1.0 KiB");
    assert_string_equal(sl_format_bytes(1536, b, sizeof b), "1.5 KiB");
    assert_string_equal(sl_format_bytes(65536, b, sizeof b), "64.0 KiB");
    assert_string_equal(sl_format_bytes(256ull << 20, b, sizeof b), "256.0 MiB");
    assert_string_equal(sl_format_bytes(3ull << 29, b, sizeof b), "1.5 GiB");
    assert_string_equal(sl_format_bytes(2ull << 40, b, sizeof b), "2.0 TiB");
    assert_string_equal(sl_format_bytes(1ull << 50, b, sizeof b), "1024.0 TiB");  /* TiB is the top */
    assert_ptr_equal(sl_format_bytes(5, b, sizeof b), b);
    /* a short buffer is truncated, not overrun */
    char tiny[4] = { 'x', 'x', 'x', 'x' };
    sl_format_bytes(65536, tiny, 3);
    assert_string_equal(tiny, "64");
    assert_int_equal(tiny[3], 'x');
}

/* A case past max allocation or global memory is a skipped row naming the
 * figures, decided before anything is allocated. */
static void test_buf_fits(void **state)
{
    (void)state;
    sl_profile p;
    memset(&p, 0, sizeof p);
    p.type = CL_DEVICE_TYPE_GPU; /* host memory apart from device memory */
    p.max_alloc = 1u << 20;
    p.global_mem = 3u << 20;
    sl_err e = { 0 };
    const uint64_t two[] = { 1u << 20, 1u << 20 };
    assert_int_equal(sl_buf_fits(&p, two, 2, 4096, &e), SL_OK);
    const uint64_t one_over[] = { 4096, (1u << 20) + 1 };
    assert_int_equal(sl_buf_fits(&p, one_over, 2, 4096, &e), SL_SKIP);
    assert_string_equal(e.msg, "a buffer of 1048577 B exceeds this device's max allocation of 1048576 B");
    const uint64_t four[] = { 1u << 20, 1u << 20, 1u << 20, 1u << 20 };
    assert_int_equal(sl_buf_fits(&p, four, 4, 4096, &e), SL_SKIP);
    assert_string_equal(e.msg, "its buffers need 4.0 MiB of device memory, the device has 3.0 MiB");
    /* sizes that would wrap a sum still do not fit */
    p.max_alloc = UINT64_MAX;
    const uint64_t wrap[] = { UINT64_MAX, 2 };
    assert_int_equal(sl_buf_fits(&p, wrap, 2, 0, &e), SL_SKIP);
    assert_non_null(strstr(e.msg, "of device memory, the device has 3.0 MiB"));
    /* host memory past what this host has */
    p.max_alloc = 1u << 20;
    assert_int_equal(sl_buf_fits(&p, two, 2, UINT64_MAX / 2, &e), SL_SKIP);
    assert_non_null(strstr(e.msg, "of host memory, this host has"));
    sl_err_clear(&e);
}

/* "needs 1.0 MiB, has 1.0 MiB" hid a difference of one byte */
static void test_format_bytes_pair(void **state)
{
    (void)state;
    char a[32], b[32];
    sl_format_bytes_pair((1u << 20) + 1, 1u << 20, a, b, sizeof a);
    assert_string_equal(a, "1048577 B");
    assert_string_equal(b, "1048576 B");
    sl_format_bytes_pair(1u << 20, (1u << 20) + 40000, a, b, sizeof a); /* 1.0 vs 1.04: rounds the same */
    assert_string_equal(a, "1048576 B");
    assert_string_equal(b, "1088576 B");
    sl_format_bytes_pair(3u << 20, 2u << 20, a, b, sizeof a); /* different text: kept human */
    assert_string_equal(a, "3.0 MiB");
    assert_string_equal(b, "2.0 MiB");
    sl_format_bytes_pair(1u << 20, 1u << 20, a, b, sizeof a); /* equal counts: equal text is true */
    assert_string_equal(a, "1.0 MiB");
    assert_string_equal(b, "1.0 MiB");
    sl_format_bytes_pair(1000, 999, a, b, sizeof a);
    assert_string_equal(a, "1000 B");
    assert_string_equal(b, "999 B");
}

/* ---- random data -------------------------------------------------------- */

static void test_rng_streams(void **state)
{
    (void)state;
    uint64_t a = 42, b = 42, c = 43;
    uint64_t va[16], vb[16], vc[16];
    for (int i = 0; i < 16; ++i) {
        va[i] = sl_rng_next(&a);
        vb[i] = sl_rng_next(&b);
        vc[i] = sl_rng_next(&c);
    }
    assert_memory_equal(va, vb, sizeof va);
    int differ = 0;
    for (int i = 0; i < 16; ++i)
        differ += va[i] != vc[i];
    assert_int_equal(differ, 16);
    /* the stream moves on */
    assert_true(va[0] != va[1]);
    /* splitmix64's published first output for seed 0 */
    uint64_t z = 0;
    assert_true(sl_rng_next(&z) == 0xE220A8397B1DCDAFull);
}

static void test_rng_fill_float(void **state)
{
    (void)state;
    enum { N = 10001 };   /* odd: the last element takes its own draw */
    float *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *c = malloc(N * sizeof *c);
    assert_non_null(a);
    assert_non_null(b);
    assert_non_null(c);
    sl_rng_fill_float(a, N, 7, -1.0f, 1.0f);
    sl_rng_fill_float(b, N, 7, -1.0f, 1.0f);
    sl_rng_fill_float(c, N, 8, -1.0f, 1.0f);
    assert_memory_equal(a, b, N * sizeof *a);
    size_t same = 0, neg = 0;
    float lo = a[0], hi = a[0];
    for (size_t i = 0; i < N; ++i) {
        assert_true(a[i] >= -1.0f && a[i] < 1.0f);
        same += a[i] == c[i];
        neg += a[i] < 0.0f;
        lo = a[i] < lo ? a[i] : lo;
        hi = a[i] > hi ? a[i] : hi;
    }
    assert_true(same < 10);         /* another seed, another stream */
    assert_true(hi > lo);           /* not constant */
    assert_true(neg > N / 3 && neg < 2 * N / 3);   /* spread over the range */
    assert_true(lo < -0.99f && hi > 0.99f);

    sl_rng_fill_float(a, N, 1, 0.0f, 1.0f);
    for (size_t i = 0; i < N; ++i)
        assert_true(a[i] >= 0.0f && a[i] < 1.0f);
    sl_rng_fill_float(a, N, 1, 10.0f, 20.0f);
    for (size_t i = 0; i < N; ++i)
        assert_true(a[i] >= 10.0f && a[i] < 20.0f);
    free(a);
    free(b);
    free(c);
}

/* lo + (2^24 - 1) * (hi - lo) / 2^24 rounds up to hi when the sum gains an
 * exponent bit ([1, 2) here): the fill must still stay below hi. */
static void test_rng_fill_float_never_hi(void **state)
{
    (void)state;
    uint64_t seed = 0;
    for (;; ++seed) {
        uint64_t s = seed;
        if ((sl_rng_next(&s) & 0xFFFFFF) == 0xFFFFFF)
            break;
    }
    float v = 0.0f;
    sl_rng_fill_float(&v, 1, seed, 1.0f, 2.0f);
    assert_true(v >= 1.0f && v < 2.0f);
}

static void test_rng_fill_dyadic_values(void **state)
{
    (void)state;
    enum { N = 100003 };
    float *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *c = malloc(N * sizeof *c);
    assert_non_null(a);
    assert_non_null(b);
    assert_non_null(c);
    sl_rng_fill_dyadic(a, N, 2024);
    sl_rng_fill_dyadic(b, N, 2024);
    sl_rng_fill_dyadic(c, N, 2025);
    assert_memory_equal(a, b, N * sizeof *a);
    size_t same = 0;
    for (size_t i = 0; i < N; ++i) {
        float v = a[i];
        assert_true(v > -1.0f && v < 1.0f);
        assert_true(v != 0.0f);
        float k = v * 512.0f;                 /* exact: a power-of-two scale */
        assert_true(k == floorf(k));          /* a multiple of 1/512 */
        long ik = (long)k;
        assert_true(ik % 2 != 0);             /* an odd one */
        same += a[i] == c[i];
    }
    assert_true(same < N / 64);   /* 1/512 chance each: far fewer than 1/64 */
    free(a);
    free(b);
    free(c);
}

static void test_rng_fill_dyadic_sum_exact(void **state)
{
    (void)state;
    enum { N = 1000000 };
    float *a = malloc(N * sizeof *a);
    assert_non_null(a);
    sl_rng_fill_dyadic(a, N, 99);

    double exact = 0.0;   /* exact in double: 1e6 multiples of 2^-9 */
    for (size_t i = 0; i < N; ++i)
        exact += (double)a[i];

    volatile float fwd = 0.0f, rev = 0.0f;
    for (size_t i = 0; i < N; ++i)
        fwd += a[i];
    for (size_t i = N; i-- > 0;)
        rev += a[i];

    /* the order a device reduction uses: strided partial sums, then a tree */
    enum { P = 1024 };
    float part[P];
    for (size_t p = 0; p < P; ++p) {
        volatile float s = 0.0f;
        for (size_t i = p; i < N; i += P)
            s += a[i];
        part[p] = s;
    }
    for (size_t w = P / 2; w > 0; w /= 2)
        for (size_t p = 0; p < w; ++p)
            part[p] += part[p + w];

    float f = fwd, r = rev, t = part[0];
    assert_memory_equal(&f, &r, sizeof f);   /* bit-identical */
    assert_memory_equal(&f, &t, sizeof f);
    assert_true((double)f == exact);
    free(a);
}

static void test_pattern_float(void **state)
{
    (void)state;
    size_t diff_elem = 0, diff_comp = 0, diff_seed = 0;
    for (uint32_t i = 0; i < 4096; ++i) {
        float v = sl_pattern_float(i, 0, 5);
        assert_true(v >= 0.0f && v < 1.0f);
        assert_true(v == sl_pattern_float(i, 0, 5));          /* deterministic */
        float k = v * 16777216.0f;
        assert_true(k == floorf(k));                          /* 24 bits, exact */
        diff_elem += v != sl_pattern_float(i + 1, 0, 5);
        diff_comp += v != sl_pattern_float(i, 1, 5);
        diff_seed += v != sl_pattern_float(i, 0, 6);
        for (uint32_t c = 1; c < 16; ++c) {
            float w = sl_pattern_float(i, c, 5);
            assert_true(w >= 0.0f && w < 1.0f);
        }
    }
    assert_true(diff_elem > 4090);
    assert_true(diff_comp > 4090);
    assert_true(diff_seed > 4090);
    /* the extremes of the hash map inside [0, 1) */
    assert_true(sl_pattern_float(0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu) < 1.0f);
}

/* ---- timing arithmetic --------------------------------------------------- */

static void test_time_reps_for(void **state)
{
    (void)state;
    assert_int_equal(sl_time_reps_for(0.5, 0.001), 500);
    assert_int_equal(sl_time_reps_for(1.0, 0.004), 250);
    assert_int_equal(sl_time_reps_for(0.5, 0.3), SL_TIMING_MIN_REPS);   /* 1 -> 5 */
    assert_int_equal(sl_time_reps_for(0.5, 10.0), SL_TIMING_MIN_REPS);
    assert_int_equal(sl_time_reps_for(0.5, 1e-9), SL_TIMING_MAX_REPS);
    assert_int_equal(sl_time_reps_for(0.5, 0.0), SL_TIMING_MAX_REPS);
    assert_int_equal(sl_time_reps_for(0.5, -1.0), SL_TIMING_MAX_REPS);
    assert_int_equal(sl_time_reps_for(0.5, 0.5 / 5000.0 * 1.0001), 4999);
    assert_int_equal(sl_time_reps_for(0.5, 0.1), 5);
    assert_int_equal(sl_time_reps_for(0.0, 0.1), SL_TIMING_MIN_REPS);
}

static void test_time_batch_for(void **state)
{
    (void)state;
    /* 50 ticks or more: one run per sample */
    assert_int_equal(sl_time_batch_for(1000.0, 50000.0), 1);
    assert_int_equal(sl_time_batch_for(1000.0, 65472.0), 1); /* the H200's shortest row at a 1 us tick */
    assert_int_equal(sl_time_batch_for(1.0, 50.0), 1);
    /* shorter: enough runs to reach 50 ticks */
    assert_int_equal(sl_time_batch_for(1000.0, 49999.0), 2);
    assert_int_equal(sl_time_batch_for(1000.0, 10000.0), 5);
    assert_int_equal(sl_time_batch_for(1000.0, 3000.0), 17);
    /* no tick known: 1 ns */
    assert_int_equal(sl_time_batch_for(0.0, 10.0), 5);
    /* capped; a zero or unknown run */
    assert_int_equal(sl_time_batch_for(1e9, 1000.0), SL_TIMING_MAX_BATCH);
    assert_int_equal(sl_time_batch_for(1000.0, 0.0), SL_TIMING_MAX_BATCH);
    assert_int_equal(sl_time_batch_for(1000.0, NAN), 1);
}

static void test_round_up(void **state)
{
    (void)state;
    assert_int_equal(sl_round_up(1024, 256), 1024);
    assert_int_equal(sl_round_up(1000, 256), 1024);
    assert_int_equal(sl_round_up(1, 64), 64);
    assert_int_equal(sl_round_up(65, 64), 128);
    assert_int_equal(sl_round_up(7, 1), 7);
    assert_int_equal(sl_round_up(100, 0), 0);
    assert_int_equal(sl_round_up(SIZE_MAX, 256), 0);        /* overflow */
    assert_int_equal(sl_round_up(SIZE_MAX - 10, 256), 0);
    size_t top = SIZE_MAX - SIZE_MAX % 256;                  /* the last multiple of 256 */
    assert_true(sl_round_up(top, 256) == top);
    assert_true(sl_round_up(top - 5, 256) == top);
}

/* ---- kernel search path ----------------------------------------------------- */

static void test_prog_search_dirs(void **state)
{
    (void)state;
    const char *d[SL_PROG_MAX_DIRS] = { 0 };
    assert_int_equal(sl_prog_search_dirs("cli", "env", "src", "inst", d), 4);
    assert_string_equal(d[0], "cli");
    assert_string_equal(d[1], "env");
    assert_string_equal(d[2], "src");
    assert_string_equal(d[3], "inst");

    const char *e[SL_PROG_MAX_DIRS] = { 0 };
    assert_int_equal(sl_prog_search_dirs(NULL, "", "src", "inst", e), 2);
    assert_string_equal(e[0], "src");
    assert_string_equal(e[1], "inst");

    const char *f[SL_PROG_MAX_DIRS] = { 0 };
    assert_int_equal(sl_prog_search_dirs("cli", NULL, "", "inst", f), 2);
    assert_string_equal(f[0], "cli");
    assert_string_equal(f[1], "inst");

    const char *g[SL_PROG_MAX_DIRS] = { 0 };
    assert_int_equal(sl_prog_search_dirs(NULL, NULL, "", "", g), 0);
    assert_null(g[0]);
}

/* ---- ptxas -v in NVIDIA build logs -------------------------------------------- */

/* Three kernels as -cl-nv-verbose lists them, the longer name first so a
 * prefix search for matmul_tiled would land on matmul_tiled_padded; a callee
 * with its own properties; CRLF line ends on one line; a newer ptxas's
 * "used N barriers" field; a kernel with spills and no smem. */
static const char nv_log[] =
    "ptxas info    : 0 bytes gmem\n"
    "ptxas info    : Compiling entry function 'matmul_tiled_padded' for 'sm_90'\n"
    "ptxas info    : Function properties for matmul_tiled_padded\n"
    "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
    "ptxas info    : Used 48 registers, used 1 barriers, 8704 bytes smem, 384 bytes cmem[0]\n"
    "ptxas info    : Function properties for helper_dot\n"
    "    16 bytes stack frame, 100 bytes spill stores, 100 bytes spill loads\n"
    "ptxas info    : Compiling entry function 'matmul_tiled' for 'sm_90'\r\n"
    "ptxas info    : Function properties for matmul_tiled\r\n"
    "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\r\n"
    "ptxas info    : Used 40 registers, 8448 bytes smem, 384 bytes cmem[0]\r\n"
    "ptxas info    : Compiling entry function 'matmul_naive' for 'sm_90'\n"
    "ptxas info    : Function properties for matmul_naive\n"
    "    24 bytes stack frame, 12 bytes spill stores, 20 bytes spill loads\n"
    "ptxas info    : Used 255 registers, 384 bytes cmem[0], 8 bytes cmem[2]";   /* no final newline */

static void test_nv_resources(void **state)
{
    (void)state;
    int regs = 0, spill = 0;
    long smem = 0;
    assert_int_equal(sl_prog_nv_resources(nv_log, "matmul_tiled", &regs, &spill, &smem), 0);
    assert_int_equal(regs, 40);
    assert_int_equal(spill, 0);
    assert_int_equal(smem, 8448);

    assert_int_equal(sl_prog_nv_resources(nv_log, "matmul_tiled_padded", &regs, &spill, &smem), 0);
    assert_int_equal(regs, 48);
    assert_int_equal(spill, 0);   /* helper_dot's spills are its own */
    assert_int_equal(smem, 8704);

    assert_int_equal(sl_prog_nv_resources(nv_log, "matmul_naive", &regs, &spill, &smem), 0);
    assert_int_equal(regs, 255);
    assert_int_equal(spill, 32);  /* 12 stored + 20 loaded */
    assert_int_equal(smem, 0);    /* no smem field: none used */
}

/* The log NVIDIA's driver 580.159.04 wrote for matmul.cl on an H200
 * (tests/data/ptxas-matmul-h200.log, from `simtlab isa matmul --log`):
 * NVVM's warnings first, "ptxas         ." property lines, "used N
 * barriers", kernels with and without smem, compile times between. */
static void test_nv_resources_real_log(void **state)
{
    (void)state;
    FILE *f = fopen(SIMTLAB_TEST_DATA "/ptxas-matmul-h200.log", "rb");
    assert_non_null(f);
    char log[8192];
    size_t n = fread(log, 1, sizeof log - 1, f);
    fclose(f);
    assert_true(n > 1000 && n < sizeof log - 1);
    log[n] = '\0';
    static const struct { const char *k; int regs; long smem; } want[] = {
        { "matmul_dbuf", 159, 16656 },      { "matmul_regblock2d", 109, 8336 },
        { "matmul_regblock1d", 50, 4228 },  { "matmul_tiled_padded", 32, 8324 },
        { "matmul_tiled", 31, 8196 },       { "matmul_coalesced", 32, 0 },
        { "matmul_naive", 32, 0 },
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; ++i) {
        int regs = -1, spill = -1;
        long smem = -1;
        assert_int_equal(sl_prog_nv_resources(log, want[i].k, &regs, &spill, &smem), 0);
        assert_int_equal(regs, want[i].regs);
        assert_int_equal(spill, 0);
        assert_int_equal(smem, want[i].smem);
    }
}

static void test_nv_resources_absent(void **state)
{
    (void)state;
    int regs = 0, spill = 0;
    long smem = 0;
    /* a prefix of a kernel's name, a kernel the log does not name, a callee */
    assert_int_equal(sl_prog_nv_resources(nv_log, "matmul", &regs, &spill, &smem), -1);
    assert_int_equal(regs, -1);
    assert_int_equal(spill, -1);
    assert_int_equal(smem, -1);
    regs = spill = 0;
    smem = 0;
    assert_int_equal(sl_prog_nv_resources(nv_log, "matmul_tiled_pad", &regs, &spill, &smem), -1);
    assert_int_equal(regs, -1);
    assert_int_equal(sl_prog_nv_resources(nv_log, "matmul_register", &regs, &spill, &smem), -1);
    assert_int_equal(sl_prog_nv_resources(nv_log, "helper_dot", &regs, &spill, &smem), -1);
    assert_int_equal(spill, -1);

    /* NULL or empty log or name, and a log from another driver */
    regs = spill = 0;
    smem = 0;
    assert_int_equal(sl_prog_nv_resources(NULL, "matmul_tiled", &regs, &spill, &smem), -1);
    assert_int_equal(regs, -1);
    assert_int_equal(spill, -1);
    assert_int_equal(smem, -1);
    regs = 0;
    assert_int_equal(sl_prog_nv_resources("", "matmul_tiled", &regs, &spill, &smem), -1);
    assert_int_equal(regs, -1);
    assert_int_equal(sl_prog_nv_resources(nv_log, "", &regs, &spill, &smem), -1);
    assert_int_equal(sl_prog_nv_resources(nv_log, NULL, &regs, &spill, &smem), -1);
    assert_int_equal(sl_prog_nv_resources("warning: unused variable 'x'\n", "matmul_tiled", &regs, &spill,
                                          &smem),
                     -1);

    /* the entry line without a Used line (a cut log): not found */
    assert_int_equal(sl_prog_nv_resources("ptxas info    : Compiling entry function 'k' for 'sm_90'\n"
                                          "ptxas info    : Function properties for k\n"
                                          "    0 bytes stack frame, 4 bytes spill stores, 4 bytes spill loads\n",
                                          "k", &regs, &spill, &smem),
                     -1);
    assert_int_equal(spill, -1);
    /* a Used line without a properties line: registers known, spills not */
    assert_int_equal(sl_prog_nv_resources("ptxas info    : Compiling entry function 'k' for 'sm_80'\n"
                                          "ptxas info    : Used 12 registers, 1024 bytes smem\n",
                                          "k", &regs, &spill, &smem),
                     0);
    assert_int_equal(regs, 12);
    assert_int_equal(spill, -1);
    assert_int_equal(smem, 1024);
}

typedef struct tmp_dirs {
    char a[64], b[64];
    char *old_env;
} tmp_dirs;

static void touch(const char *dir, const char *name)
{
    char p[256];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    FILE *f = fopen(p, "w");
    assert_non_null(f);
    fputs("kernel void k(void) {}\n", f);
    fclose(f);
}

static void rm_file(const char *dir, const char *name)
{
    char p[256];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    unlink(p);
}

static int prog_setup(void **state)
{
    tmp_dirs *t = calloc(1, sizeof *t);
    if (!t)
        return -1;
    snprintf(t->a, sizeof t->a, "/tmp/sl_unit_progA_XXXXXX");
    snprintf(t->b, sizeof t->b, "/tmp/sl_unit_progB_XXXXXX");
    if (!mkdtemp(t->a) || !mkdtemp(t->b))
        return -1;
    const char *old = getenv("SIMTLAB_KERNEL_PATH");
    t->old_env = old ? strdup(old) : NULL;
    *state = t;
    return 0;
}

static int prog_teardown(void **state)
{
    tmp_dirs *t = *state;
    rm_file(t->a, "x.cl");
    rm_file(t->b, "x.cl");
    rm_file(t->b, "only_b.cl");
    rmdir(t->a);
    rmdir(t->b);
    if (t->old_env)
        setenv("SIMTLAB_KERNEL_PATH", t->old_env, 1);
    else
        unsetenv("SIMTLAB_KERNEL_PATH");
    free(t->old_env);
    free(t);
    return 0;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

static void test_prog_find_env(void **state)
{
    tmp_dirs *t = *state;
    touch(t->a, "x.cl");
    sl_err e = { 0 };
    char path[512] = "";
    assert_int_equal(sl_prog_find("x.cl", (sl_kernel_dirs){ .env = t->a }, path, sizeof path, &e), SL_OK);
    assert_true(ends_with(path, "/x.cl"));
    assert_true(strncmp(path, t->a, strlen(t->a)) == 0);
    assert_int_equal(access(path, R_OK), 0);

    /* the environment itself is the CLI's to read (cli_kernel_dirs): set,
     * and not handed down, it is not searched */
    touch(t->b, "only_b.cl");
    assert_int_equal(setenv("SIMTLAB_KERNEL_PATH", t->b, 1), 0);
    assert_int_equal(sl_prog_find("only_b.cl", (sl_kernel_dirs){ 0 }, path, sizeof path, &e), SL_FAIL);
    assert_null(strstr(e.msg, t->b));
    sl_err_clear(&e);
}

static void test_prog_find_missing(void **state)
{
    tmp_dirs *t = *state;
    const sl_kernel_dirs env_a = { .env = t->a }, both = { .cli = t->b, .env = t->a };
    sl_err e = { 0 };
    char path[512] = "";
    assert_int_equal(sl_prog_find("sl_no_such_kernel.cl", env_a, path, sizeof path, &e), SL_FAIL);
    assert_non_null(strstr(e.msg, "not found"));
    assert_non_null(strstr(e.msg, "sl_no_such_kernel.cl"));
    char tried[256];
    snprintf(tried, sizeof tried, "%s/sl_no_such_kernel.cl", t->a);
    assert_non_null(strstr(e.msg, tried));

    /* the cli dir is named too, ahead of the env dir */
    e.msg[0] = '\0';
    assert_int_equal(sl_prog_find("sl_no_such_kernel.cl", both, path, sizeof path, &e), SL_FAIL);
    char *in_b = strstr(e.msg, t->b), *in_a = strstr(e.msg, t->a);
    assert_non_null(in_b);
    assert_non_null(in_a);
    assert_true(in_b < in_a);
}

static void test_prog_find_cli_first(void **state)
{
    tmp_dirs *t = *state;
    touch(t->a, "x.cl");
    touch(t->b, "x.cl");
    const sl_kernel_dirs env_a = { .env = t->a }, both = { .cli = t->b, .env = t->a };
    sl_err e = { 0 };
    char path[512] = "";
    assert_int_equal(sl_prog_find("x.cl", both, path, sizeof path, &e), SL_OK);
    char want[256];
    snprintf(want, sizeof want, "%s/x.cl", t->b);
    assert_string_equal(path, want);

    /* without --kernels the env dir is used */
    assert_int_equal(sl_prog_find("x.cl", env_a, path, sizeof path, &e), SL_OK);
    snprintf(want, sizeof want, "%s/x.cl", t->a);
    assert_string_equal(path, want);

    /* only in the env dir: found there even with a cli dir given */
    rm_file(t->b, "x.cl");
    assert_int_equal(sl_prog_find("x.cl", both, path, sizeof path, &e), SL_OK);
    assert_string_equal(path, want);
}

/* FIPS 180-4's examples and a length that needs a second padding block. */
/* sl_buf_poison reads back the start, the middle, the end and both sides of
 * every 1 GiB fill: a fill that did nothing (NVIDIA, 4 GiB, 1-byte
 * pattern), stopped at a chunk or started late shows at one of them. */
static void test_poison_probe_offsets(void **state)
{
    (void)state;
    size_t at[3 + 2 * SL_POISON_MAX_CHUNKS];
    const size_t max = sizeof at / sizeof at[0];
    /* 4 GiB in 1 GiB chunks: 0, the end, the middle (a boundary) and the
     * 16 bytes before and at each boundary, none twice */
    size_t n = sl_poison_probe_offsets((size_t)4 << 30, SL_POISON_CHUNK, at, max);
    const size_t want[] = { 0, (size_t)2 << 30, ((size_t)4 << 30) - 16, ((size_t)1 << 30) - 16, (size_t)1 << 30,
                            ((size_t)2 << 30) - 16, ((size_t)3 << 30) - 16, (size_t)3 << 30 };
    assert_int_equal(n, sizeof want / sizeof want[0]);
    for (size_t i = 0; i < n; ++i)
        assert_int_equal(at[i], want[i]);
    /* the H100's default: 2656796672 bytes, two boundaries */
    n = sl_poison_probe_offsets(2656796672u, SL_POISON_CHUNK, at, max);
    assert_int_equal(n, 7);
    assert_int_equal(at[1], 1328398336u);
    assert_int_equal(at[2], 2656796672u - 16);
    for (size_t i = 0; i < n; ++i)
        assert_true(at[i] + 16 <= 2656796672u);
    /* smaller than a probe: one read of the whole buffer */
    n = sl_poison_probe_offsets(12, SL_POISON_CHUNK, at, max);
    assert_int_equal(n, 1);
    assert_int_equal(at[0], 0);
    n = sl_poison_probe_offsets(40, SL_POISON_CHUNK, at, max);
    assert_int_equal(n, 3); /* 0, 20, 24 */
    assert_int_equal(at[1], 20);
    assert_int_equal(at[2], 24);
    assert_int_equal(sl_poison_probe_offsets(0, SL_POISON_CHUNK, at, max), 0);
    assert_int_equal(sl_poison_probe_offsets(4096, SL_POISON_CHUNK, at, 2), 2); /* max holds */
}

static void test_poison_first_bad(void **state)
{
    (void)state;
    unsigned char p[16];
    memset(p, 0xFF, sizeof p);
    assert_int_equal(sl_poison_first_bad(p, sizeof p), -1);
    p[15] = 0x00; /* a fill that stopped one byte short */
    assert_int_equal(sl_poison_first_bad(p, sizeof p), 15);
    p[3] = 0x7F;
    assert_int_equal(sl_poison_first_bad(p, sizeof p), 3);
    assert_int_equal(sl_poison_first_bad(p, 3), -1);
}

/* The watchdog's messages: whole ones parsed, half ones waited for, junk refused. */
static void test_watch_parse(void **state)
{
    (void)state;
    char type = 0;
    const char *payload = NULL;
    size_t len = 0;
    const char msg[] = "A 4\n6000C 5\nab";
    assert_int_equal(sl_watch_parse(msg, sizeof msg - 1, &type, &payload, &len), 8);
    assert_int_equal(type, 'A');
    assert_int_equal(len, 4);
    assert_memory_equal(payload, "6000", 4);
    /* the next one is not all there yet */
    assert_int_equal(sl_watch_parse(msg + 8, sizeof msg - 1 - 8, &type, &payload, &len), 0);
    assert_int_equal(sl_watch_parse("C", 1, &type, &payload, &len), 0);
    assert_int_equal(sl_watch_parse("S 0\n", 4, &type, &payload, &len), 4);
    assert_int_equal(len, 0);
    assert_int_equal(sl_watch_parse("A x\n", 4, &type, &payload, &len), -1);
    assert_int_equal(sl_watch_parse("AB 1\nx", 6, &type, &payload, &len), -1);
    assert_int_equal(sl_watch_parse("A -1\n", 5, &type, &payload, &len), -1);
    assert_int_equal(sl_watch_parse("A 99999999999999999999\n", 24, &type, &payload, &len), -1);
    char junk[40];
    memset(junk, 'x', sizeof junk); /* no newline in the first 32 bytes */
    assert_int_equal(sl_watch_parse(junk, sizeof junk, &type, &payload, &len), -1);
    /* the allowance: the floor plus ten times the step */
    sl_watch_attach(-1, 60.0);
    assert_true(fabs(sl_watch_allowance_s(0.0) - 60.0) < 1e-9);
    assert_true(fabs(sl_watch_allowance_s(2.5) - 85.0) < 1e-9);
    assert_true(fabs(sl_watch_allowance_s(-1.0) - 60.0) < 1e-9);
}

static void test_sha256_vectors(void **state)
{
    (void)state;
    char hex[SL_SHA256_HEX];
    sl_sha256_hex("abc", 3, hex);
    assert_string_equal(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    sl_sha256_hex("", 0, hex);
    assert_string_equal(hex, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    const char *two = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"; /* 56 bytes */
    sl_sha256_hex(two, strlen(two), hex);
    assert_string_equal(hex, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    char million[1000];
    memset(million, 'a', sizeof million);
    /* 1000 x 'a', checked against sha256sum */
    sl_sha256_hex(million, sizeof million, hex);
    assert_string_equal(hex, "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_err_name_known_codes),
        cmocka_unit_test(test_devlock_key),
        cmocka_unit_test(test_devlock_dir),
        cmocka_unit_test(test_sha256_vectors),
        cmocka_unit_test(test_poison_probe_offsets),
        cmocka_unit_test(test_poison_first_bad),
        cmocka_unit_test(test_watch_parse),
        cmocka_unit_test(test_err_name_unknown_code),
        cmocka_unit_test(test_err_name_every_cl_code),
        cmocka_unit_test(test_rng_fill_float_never_hi),
        cmocka_unit_test(test_err_hint),
        cmocka_unit_test(test_err_cl_message_and_rc),
        cmocka_unit_test(test_err_set),
        cmocka_unit_test(test_err_detail_and_clear),
        cmocka_unit_test(test_stats_odd),
        cmocka_unit_test(test_stats_even),
        cmocka_unit_test(test_stats_sample_stddev),
        cmocka_unit_test(test_stats_one_and_zero),
        cmocka_unit_test(test_stats_input_unchanged),
        cmocka_unit_test(test_parse_size_valid),
        cmocka_unit_test(test_parse_size_invalid),
        cmocka_unit_test(test_parse_u64),
        cmocka_unit_test(test_parse_param),
        cmocka_unit_test(test_parse_positive),
        cmocka_unit_test(test_format_bytes),
        cmocka_unit_test(test_format_bytes_pair),
        cmocka_unit_test(test_buf_fits),
        cmocka_unit_test(test_rng_streams),
        cmocka_unit_test(test_rng_fill_float),
        cmocka_unit_test(test_rng_fill_dyadic_values),
        cmocka_unit_test(test_rng_fill_dyadic_sum_exact),
        cmocka_unit_test(test_pattern_float),
        cmocka_unit_test(test_time_reps_for),
        cmocka_unit_test(test_time_batch_for),
        cmocka_unit_test(test_round_up),
        cmocka_unit_test(test_prog_search_dirs),
        cmocka_unit_test(test_nv_resources),
        cmocka_unit_test(test_nv_resources_real_log),
        cmocka_unit_test(test_nv_resources_absent),
        cmocka_unit_test_setup_teardown(test_prog_find_env, prog_setup, prog_teardown),
        cmocka_unit_test_setup_teardown(test_prog_find_missing, prog_setup, prog_teardown),
        cmocka_unit_test_setup_teardown(test_prog_find_cli_first, prog_setup, prog_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
