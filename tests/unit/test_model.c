/* test_model.c - the coalescing model: lines and sectors one SIMD request
 * touches. Pure C, no OpenCL device. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "simtlab/model.h"

/* 32 lanes x 4 B with a 128 B line of 32 B sectors, unless told otherwise. */
static sl_coalesce strided(unsigned long long base, unsigned lanes, unsigned elem, unsigned stride,
                           unsigned line, unsigned sector)
{
    sl_coalesce c;
    memset(&c, 0xAB, sizeof c);
    int rc = sl_model_coalesce_strided(base, lanes, elem, stride, line, sector, &c);
    if (rc != 0)
        fail_msg("sl_model_coalesce_strided(%llu, %u, %u, %u, %u, %u) returned %d", base, lanes, elem,
                 stride, line, sector, rc);
    return c;
}

static void test_unit_stride_aligned(void **state)
{
    (void)state;
    sl_coalesce c = strided(0, 32, 4, 1, 128, 32);
    assert_int_equal(c.lines, 1);
    assert_int_equal(c.sectors, 4);
    assert_int_equal(c.bytes_requested, 128);
    assert_int_equal(c.bytes_fetched, 128);
    assert_float_equal(c.efficiency, 1.0, 1e-12);

    /* any multiple of the line behaves the same */
    c = strided(1ull << 40, 32, 4, 1, 128, 32);
    assert_int_equal(c.lines, 1);
    assert_int_equal(c.sectors, 4);
}

static void test_unit_stride_offset(void **state)
{
    (void)state;
    /* sector-aligned but not line-aligned: two lines, still four sectors */
    sl_coalesce c = strided(96, 32, 4, 1, 128, 32);
    assert_int_equal(c.lines, 2);
    assert_int_equal(c.sectors, 4);
    assert_float_equal(c.efficiency, 1.0, 1e-12);

    /* misaligned to the sector: one more sector */
    c = strided(100, 32, 4, 1, 128, 32);
    assert_int_equal(c.lines, 2);
    assert_int_equal(c.sectors, 5);
    assert_int_equal(c.bytes_requested, 128);
    assert_int_equal(c.bytes_fetched, 160);
    assert_float_equal(c.efficiency, 0.8, 1e-12);

    /* 4 B in: bytes 4..131, sectors 0..4 */
    c = strided(4, 32, 4, 1, 128, 32);
    assert_int_equal(c.lines, 2);
    assert_int_equal(c.sectors, 5);
}

static void test_strides(void **state)
{
    (void)state;
    sl_coalesce c = strided(0, 32, 4, 2, 128, 32);
    assert_int_equal(c.lines, 2);
    assert_int_equal(c.sectors, 8);
    assert_int_equal(c.bytes_requested, 128);
    assert_float_equal(c.efficiency, 0.5, 1e-12);

    c = strided(0, 32, 4, 4, 128, 32);
    assert_int_equal(c.lines, 4);
    assert_int_equal(c.sectors, 16);
    assert_float_equal(c.efficiency, 0.25, 1e-12);

    /* from 8 on every lane has a sector of its own: 4 of 32 bytes used */
    const unsigned strides[] = { 8, 16, 32, 1024 };
    const unsigned lines[] = { 8, 16, 32, 32 };
    for (size_t i = 0; i < sizeof strides / sizeof strides[0]; ++i) {
        c = strided(0, 32, 4, strides[i], 128, 32);
        assert_int_equal(c.sectors, 32);
        assert_int_equal(c.lines, lines[i]);
        assert_int_equal(c.bytes_requested, 128);
        assert_int_equal(c.bytes_fetched, 1024);
        assert_float_equal(c.efficiency, 0.125, 1e-12);
    }
}

static void test_wave64(void **state)
{
    (void)state;
    sl_coalesce c = strided(0, 64, 4, 1, 128, 32);
    assert_int_equal(c.lines, 2);
    assert_int_equal(c.sectors, 8);
    assert_int_equal(c.bytes_requested, 256);
    assert_float_equal(c.efficiency, 1.0, 1e-12);

    c = strided(0, 64, 4, 2, 128, 32);
    assert_int_equal(c.lines, 4);
    assert_int_equal(c.sectors, 16);
    assert_float_equal(c.efficiency, 0.5, 1e-12);
}

static void test_line64(void **state)
{
    (void)state;
    /* a 64 B line of two 32 B sectors (AMD) */
    sl_coalesce c = strided(0, 32, 4, 1, 64, 32);
    assert_int_equal(c.lines, 2);
    assert_int_equal(c.sectors, 4);
    assert_float_equal(c.efficiency, 1.0, 1e-12);

    /* sector == line */
    c = strided(0, 32, 4, 1, 64, 64);
    assert_int_equal(c.lines, 2);
    assert_int_equal(c.sectors, 2);
    c = strided(32, 32, 4, 1, 64, 64);
    assert_int_equal(c.lines, 3);
    assert_int_equal(c.sectors, 3);
    assert_float_equal(c.efficiency, 128.0 / 192.0, 1e-12);
}

static void test_wide_elements(void **state)
{
    (void)state;
    /* float4: 16 B per lane */
    sl_coalesce c = strided(0, 32, 16, 1, 128, 32);
    assert_int_equal(c.lines, 4);
    assert_int_equal(c.sectors, 16);
    assert_int_equal(c.bytes_requested, 512);
    assert_int_equal(c.bytes_fetched, 512);
    assert_float_equal(c.efficiency, 1.0, 1e-12);

    /* float4 at stride 2: half of every sector pair */
    c = strided(0, 32, 16, 2, 128, 32);
    assert_int_equal(c.lines, 8);
    assert_int_equal(c.sectors, 32);
    assert_float_equal(c.efficiency, 0.5, 1e-12);

    /* an element that straddles a sector boundary touches both */
    c = strided(24, 1, 16, 1, 128, 32);
    assert_int_equal(c.lines, 1);
    assert_int_equal(c.sectors, 2);
    assert_int_equal(c.bytes_requested, 16);
    /* and one that straddles a line touches both lines */
    c = strided(120, 1, 16, 1, 128, 32);
    assert_int_equal(c.lines, 2);
    assert_int_equal(c.sectors, 2);
}

static void test_broadcast(void **state)
{
    (void)state;
    sl_coalesce c = strided(0, 32, 4, 0, 128, 32);
    assert_int_equal(c.lines, 1);
    assert_int_equal(c.sectors, 1);
    assert_int_equal(c.bytes_requested, 4);
    assert_int_equal(c.bytes_fetched, 32);
    assert_float_equal(c.efficiency, 0.125, 1e-12);
}

static void test_one_lane(void **state)
{
    (void)state;
    sl_coalesce c = strided(1000, 1, 4, 1, 128, 32);
    assert_int_equal(c.lines, 1);
    assert_int_equal(c.sectors, 1);
    assert_int_equal(c.bytes_requested, 4);
    assert_int_equal(c.bytes_fetched, 32);
    assert_float_equal(c.efficiency, 0.125, 1e-12);
}

static void test_address_list(void **state)
{
    (void)state;
    sl_coalesce c;
    /* 4 lanes: two share an address, one in the next sector, one far away */
    const unsigned long long a[] = { 0, 0, 32, 4096 + 8 };
    assert_int_equal(sl_model_coalesce(a, 4, 4, 128, 32, &c), 0);
    assert_int_equal(c.lines, 2);
    assert_int_equal(c.sectors, 3);
    assert_int_equal(c.bytes_requested, 12);
    assert_int_equal(c.bytes_fetched, 96);
    assert_float_equal(c.efficiency, 12.0 / 96.0, 1e-12);

    /* a permutation of a coalesced request is still coalesced */
    unsigned long long p[32];
    for (unsigned l = 0; l < 32; ++l)
        p[l] = 4ull * ((l * 7u) % 32u);
    assert_int_equal(sl_model_coalesce(p, 32, 4, 128, 32, &c), 0);
    assert_int_equal(c.lines, 1);
    assert_int_equal(c.sectors, 4);
    assert_float_equal(c.efficiency, 1.0, 1e-12);

    /* overlapping lanes count their bytes once */
    const unsigned long long o[] = { 0, 2 };
    assert_int_equal(sl_model_coalesce(o, 2, 4, 128, 32, &c), 0);
    assert_int_equal(c.bytes_requested, 6);
    assert_int_equal(c.sectors, 1);

    /* the strided form agrees with the explicit list */
    unsigned long long s[32];
    for (unsigned l = 0; l < 32; ++l)
        s[l] = 100 + 12ull * l;
    sl_coalesce d;
    assert_int_equal(sl_model_coalesce(s, 32, 4, 128, 32, &c), 0);
    assert_int_equal(sl_model_coalesce_strided(100, 32, 4, 3, 128, 32, &d), 0);
    assert_int_equal(c.lines, d.lines);
    assert_int_equal(c.sectors, d.sectors);
    assert_int_equal(c.bytes_requested, d.bytes_requested);
    assert_int_equal(c.bytes_requested, 128);
    assert_int_equal(c.sectors, 12);   /* bytes 100..475: sectors 3..14, every one touched */
    assert_int_equal(c.lines, 4);      /* lines 0..3 */
}

static void test_invalid(void **state)
{
    (void)state;
    sl_coalesce c;
    const unsigned long long a[] = { 0 };
    assert_int_equal(sl_model_coalesce_strided(0, 0, 4, 1, 128, 32, &c), -1);   /* no lanes */
    assert_int_equal(sl_model_coalesce_strided(0, 32, 0, 1, 128, 32, &c), -1);  /* no element */
    assert_int_equal(sl_model_coalesce_strided(0, 32, 4, 1, 128, 0, &c), -1);   /* no sector */
    assert_int_equal(sl_model_coalesce_strided(0, 32, 4, 1, 96, 64, &c), -1);   /* 96 % 64 */
    assert_int_equal(sl_model_coalesce_strided(0, 32, 4, 1, 0, 32, &c), -1);    /* no line */
    assert_int_equal(sl_model_coalesce(a, 0, 4, 128, 32, &c), -1);
    assert_int_equal(sl_model_coalesce(a, 1, 0, 128, 32, &c), -1);
    assert_int_equal(sl_model_coalesce(a, 1, 4, 128, 0, &c), -1);
    assert_int_equal(sl_model_coalesce(a, 1, 4, 100, 32, &c), -1);
    assert_int_equal(sl_model_coalesce(NULL, 1, 4, 128, 32, &c), -1);
    assert_int_equal(sl_model_coalesce(a, 1, 4, 128, 32, NULL), -1);
}

static void test_other_width(void **state)
{
    (void)state;
    assert_int_equal(sl_model_other_width(32), 64);
    assert_int_equal(sl_model_other_width(64), 32);
    assert_int_equal(sl_model_other_width(8), 32);
    assert_int_equal(sl_model_other_width(16), 32);
    assert_int_equal(sl_model_other_width(1), 32);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unit_stride_aligned),
        cmocka_unit_test(test_unit_stride_offset),
        cmocka_unit_test(test_strides),
        cmocka_unit_test(test_wave64),
        cmocka_unit_test(test_line64),
        cmocka_unit_test(test_wide_elements),
        cmocka_unit_test(test_broadcast),
        cmocka_unit_test(test_one_lane),
        cmocka_unit_test(test_address_list),
        cmocka_unit_test(test_invalid),
        cmocka_unit_test(test_other_width),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
