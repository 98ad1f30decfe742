/* test_model.c - the coalescing model: lines and sectors one SIMD request
 * touches, the DRAM level below it, the same line by line (what `simtlab
 * model` draws), its JSON, and the geometry table. Pure C, no OpenCL
 * device. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "simtlab/model.h"
#include "simtlab/model_json.h"
#include "simtlab/peak.h"

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

/* ---- two levels: cache and DRAM ---------------------------------------- */

static const sl_geometry *geometry(const char *name)
{
    const sl_geometry *g = sl_model_geometry(name);
    if (!g)
        fail_msg("no geometry '%s'", name);
    return g;
}

/* One request of `lanes` lanes (0: the geometry's) at both levels. */
static sl_request request(const char *geom, unsigned lanes, unsigned elem, unsigned stride,
                          unsigned long long base)
{
    sl_request q;
    memset(&q, 0xAB, sizeof q);
    int rc = sl_model_request_strided(base, lanes, elem, stride, geometry(geom), &q);
    if (rc != 0)
        fail_msg("sl_model_request_strided(%llu, %u, %u, %u, %s) returned %d", base, lanes, elem, stride,
                 geom, rc);
    return q;
}

static void test_dram_hopper_strides(void **state)
{
    (void)state;
    /* the "float: model" row of the H200 stride table in docs/results.md:
     * 32 lanes x 4 B, 32 B sectors, 64 B DRAM fetch unit */
    const struct {
        unsigned stride, units;
        double dram;
    } want[] = {
        { 1, 2, 1.0 },          /* 128 B in two 64 B units */
        { 2, 4, 0.5 },
        { 3, 6, 1.0 / 3.0 },    /* 384 B span, every unit touched */
        { 4, 8, 0.25 },
        { 8, 16, 0.125 },
        { 16, 32, 1.0 / 16.0 }, /* lanes 64 B apart: each lane owns a 64 B unit */
        { 32, 32, 1.0 / 16.0 }, /* further apart changes nothing: still one unit each */
        { 64, 32, 1.0 / 16.0 },
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; ++i) {
        sl_request q = request("nvidia-hopper", 32, 4, want[i].stride, 0);
        assert_int_equal(q.cache.bytes_requested, 128);
        assert_int_equal(q.dram_units, want[i].units);
        assert_int_equal(q.dram_bytes, (size_t)want[i].units * 64);
        assert_float_equal(q.dram_efficiency, want[i].dram, 1e-12);
    }
    /* the cache level is the 32 B-sector model: 1/8 from stride 8 on */
    sl_request q = request("nvidia-hopper", 32, 4, 16, 0);
    assert_int_equal(q.cache.sectors, 32);
    assert_float_equal(q.cache.efficiency, 0.125, 1e-12);
    /* on Volta's 32 B DRAM fetch the floor is the sector's 1/8 */
    q = request("nvidia-volta", 32, 4, 16, 0);
    assert_float_equal(q.dram_efficiency, 0.125, 1e-12);
}

static void test_dram_offset(void **state)
{
    (void)state;
    /* bytes 100..227: sectors 3..7, DRAM units 1..3 */
    sl_request q = request("nvidia-hopper", 32, 4, 1, 100);
    assert_int_equal(q.cache.lines, 2);
    assert_int_equal(q.cache.sectors, 5);
    assert_int_equal(q.cache.bytes_fetched, 160);
    assert_float_equal(q.cache.efficiency, 0.8, 1e-12);
    assert_int_equal(q.dram_units, 3);
    assert_int_equal(q.dram_bytes, 192);
    assert_float_equal(q.dram_efficiency, 128.0 / 192.0, 1e-12);

    /* offset 96: one more line, no more sectors; bytes 96..223 touch DRAM units 1..3 */
    q = request("nvidia-hopper", 32, 4, 1, 96);
    assert_int_equal(q.cache.lines, 2);
    assert_int_equal(q.cache.sectors, 4);
    assert_int_equal(q.dram_units, 3);

    /* offset 64: on a DRAM unit boundary, across a line */
    q = request("nvidia-hopper", 32, 4, 1, 64);
    assert_int_equal(q.cache.lines, 2);
    assert_int_equal(q.dram_units, 2);
    assert_float_equal(q.dram_efficiency, 1.0, 1e-12);
}

static void test_cdna3_wave64(void **state)
{
    (void)state;
    /* lanes 0: the geometry's own 64 */
    sl_request q = request("amd-cdna3", 0, 4, 1, 0);
    assert_int_equal(q.cache.bytes_requested, 256);
    assert_int_equal(q.cache.lines, 2);
    assert_int_equal(q.cache.sectors, 2);    /* no sectors: the line is the unit */
    assert_float_equal(q.cache.efficiency, 1.0, 1e-12);
    assert_int_equal(q.dram_units, 4);
    assert_float_equal(q.dram_efficiency, 1.0, 1e-12);

    /* the same request as 32 lanes fits one line */
    q = request("amd-cdna3", 32, 4, 1, 0);
    assert_int_equal(q.cache.lines, 1);

    /* offset 100: three 128 B lines (bytes 100..355), but DRAM units of 64 B
     * are finer than the line, so DRAM wastes less than the cache does */
    q = request("amd-cdna3", 64, 4, 1, 100);
    assert_int_equal(q.cache.lines, 3);
    assert_int_equal(q.cache.bytes_fetched, 384);
    assert_float_equal(q.cache.efficiency, 256.0 / 384.0, 1e-12);
    assert_int_equal(q.dram_units, 5);
    assert_float_equal(q.dram_efficiency, 0.8, 1e-12);

    /* CDNA2: 64 B lines, wave64 stride 1 -> 4 lines */
    q = request("amd-cdna2", 0, 4, 1, 0);
    assert_int_equal(q.cache.lines, 4);
    assert_int_equal(q.dram_units, 4);
}

static void test_request_agrees_with_coalesce(void **state)
{
    (void)state;
    const sl_geometry *g = geometry("nvidia-hopper");
    for (unsigned stride = 0; stride <= 40; ++stride)
        for (unsigned long long base = 0; base < 256; base += 12) {
            sl_request q;
            sl_coalesce c;
            assert_int_equal(sl_model_request_strided(base, 32, 4, stride, g, &q), 0);
            assert_int_equal(sl_model_coalesce_strided(base, 32, 4, stride, 128, 32, &c), 0);
            assert_int_equal(q.cache.lines, c.lines);
            assert_int_equal(q.cache.sectors, c.sectors);
            assert_int_equal(q.cache.bytes_requested, c.bytes_requested);
            /* 64 B units hold two sectors: at least half as many, at most as many */
            assert_true(q.dram_units * 2 >= q.cache.sectors);
            assert_true(q.dram_units <= q.cache.sectors);
            assert_true(q.dram_efficiency <= q.cache.efficiency + 1e-12);
        }

    /* an explicit address list gives what the strided form gives */
    unsigned long long a[32];
    for (unsigned l = 0; l < 32; ++l)
        a[l] = 100 + 12ull * l;
    sl_request x, y;
    assert_int_equal(sl_model_request(a, 32, 4, g, &x), 0);
    assert_int_equal(sl_model_request_strided(100, 32, 4, 3, g, &y), 0);
    assert_int_equal(x.dram_units, y.dram_units);
    assert_int_equal(x.dram_units, 7);   /* bytes 100..475: 64 B units 1..7 */
    assert_float_equal(x.dram_efficiency, 128.0 / 448.0, 1e-12);
}

static void test_request_invalid(void **state)
{
    (void)state;
    sl_request q;
    const unsigned long long a[] = { 0 };
    const sl_geometry *h = geometry("nvidia-hopper");
    assert_int_equal(sl_model_request(a, 1, 4, NULL, &q), -1);
    assert_int_equal(sl_model_request(a, 1, 4, h, NULL), -1);
    assert_int_equal(sl_model_request_strided(0, 32, 4, 1, NULL, &q), -1);
    assert_int_equal(sl_model_request_strided(0, 32, 0, 1, h, &q), -1);   /* no element */
    sl_geometry bad = *h;
    bad.dram_fetch_bytes = 48;      /* neither a multiple nor a divisor of 32 */
    assert_int_equal(sl_model_request_strided(0, 32, 4, 1, &bad, &q), -1);
    bad.dram_fetch_bytes = 0;
    assert_int_equal(sl_model_request_strided(0, 32, 4, 1, &bad, &q), -1);
    bad = *h;
    bad.line_bytes = 96;
    bad.sector_bytes = 64;          /* 96 % 64 */
    assert_int_equal(sl_model_request_strided(0, 32, 4, 1, &bad, &q), -1);
    /* a DRAM unit smaller than the sector is allowed (CDNA3: 64 B under 128 B lines) */
    bad = *h;
    bad.dram_fetch_bytes = 16;
    assert_int_equal(sl_model_request_strided(0, 32, 4, 1, &bad, &q), 0);
    assert_int_equal(q.dram_units, 8);
}

/* ---- line by line ------------------------------------------------------ */

static void test_strided_addresses(void **state)
{
    (void)state;
    unsigned long long *a = sl_model_strided_addresses(100, 4, 4, 3);
    assert_non_null(a);
    assert_int_equal(a[0], 100);
    assert_int_equal(a[1], 112);
    assert_int_equal(a[2], 124);
    assert_int_equal(a[3], 136);
    free(a);
    a = sl_model_strided_addresses(1ull << 40, 2, 16, 0); /* stride 0: one element */
    assert_non_null(a);
    assert_int_equal(a[0], 1ull << 40);
    assert_int_equal(a[1], 1ull << 40);
    free(a);
    assert_null(sl_model_strided_addresses(0, 0, 4, 1));
}

/* The lines of a strided request, max_lines of them kept. */
static unsigned lines_of(const char *geom, unsigned lanes, unsigned elem, unsigned stride, unsigned long long base,
                         unsigned cell, sl_model_line *out, unsigned max_lines, unsigned long long *last)
{
    unsigned long long *a = sl_model_strided_addresses(base, lanes, elem, stride);
    assert_non_null(a);
    unsigned n = 12345;
    memset(out, 0xAB, max_lines * sizeof *out);
    int rc = sl_model_lines(a, lanes, elem, geometry(geom), cell, out, max_lines, &n, last);
    free(a);
    if (rc != 0)
        fail_msg("sl_model_lines(%s, %u lanes, %u B, stride %u, base %llu) returned %d", geom, lanes, elem, stride,
                 base, rc);
    return n;
}

static void assert_sectors(const sl_model_line *l, unsigned a, unsigned b, unsigned c, unsigned d)
{
    assert_int_equal(l->sector_used[0], a);
    assert_int_equal(l->sector_used[1], b);
    assert_int_equal(l->sector_used[2], c);
    assert_int_equal(l->sector_used[3], d);
}

static void test_lines_offset100(void **state)
{
    (void)state;
    /* 32 x 4 B at byte 100: bytes 100..227. Line 0 holds 100..127 (28 B,
     * all in sector 3; DRAM unit 1 of units 0..1), line 128 holds 128..227
     * (sectors 4..6 whole, 4 B of sector 7; DRAM units 2 and 3). */
    sl_model_line l[4];
    unsigned long long last = 0;
    assert_int_equal(lines_of("nvidia-hopper", 32, 4, 1, 100, 4, l, 4, &last), 2);
    assert_int_equal(last, 128);
    assert_int_equal(l[0].start, 0);
    assert_sectors(&l[0], 0, 0, 0, 28);
    assert_int_equal(l[0].dram_fetched, 1);
    assert_int_equal(l[0].dram_total, 2);
    assert_int_equal(l[1].start, 128);
    assert_sectors(&l[1], 32, 32, 32, 4);
    assert_int_equal(l[1].dram_fetched, 2);
    assert_int_equal(l[1].dram_total, 2);
    /* 4 B cells: line 0 uses cells 25..31 (bytes 100..127), line 128 cells 0..24 */
    for (unsigned c = 0; c < 32; ++c) {
        assert_int_equal(l[0].cell_used[c], c >= 25 ? 4 : 0);
        assert_int_equal(l[1].cell_used[c], c <= 24 ? 4 : 0);
    }
    /* 32 B cells are the sectors; cell 0 leaves the cells empty */
    assert_int_equal(lines_of("nvidia-hopper", 32, 4, 1, 100, 32, l, 4, NULL), 2);
    assert_int_equal(l[1].cell_used[0], 32);
    assert_int_equal(l[1].cell_used[3], 4);
    assert_int_equal(lines_of("nvidia-hopper", 32, 4, 1, 100, 0, l, 4, NULL), 2);
    assert_int_equal(l[1].cell_used[0], 0);
    assert_sectors(&l[1], 32, 32, 32, 4);
}

static void test_lines_stride2(void **state)
{
    (void)state;
    /* stride 2: lanes 8 B apart, 16 lanes per 128 B line, 4 B of every 8 */
    sl_model_line l[4];
    assert_int_equal(lines_of("nvidia-hopper", 32, 4, 2, 0, 4, l, 4, NULL), 2);
    for (unsigned i = 0; i < 2; ++i) {
        assert_int_equal(l[i].start, 128 * i);
        assert_sectors(&l[i], 16, 16, 16, 16);
        for (unsigned c = 0; c < 32; ++c)   /* 4 B cells: every other one */
            assert_int_equal(l[i].cell_used[c], c % 2 ? 0 : 4);
        assert_int_equal(l[i].dram_fetched, 2);
        assert_int_equal(l[i].dram_total, 2);
    }
}

static void test_lines_cdna3(void **state)
{
    (void)state;
    /* wave64 x 4 B at byte 100 on 128 B lines without sectors and 64 B DRAM
     * units: bytes 100..355 in lines 0, 128, 256; DRAM units 1..5 */
    sl_model_line l[4];
    unsigned long long last = 0;
    assert_int_equal(lines_of("amd-cdna3", 64, 4, 1, 100, 0, l, 4, &last), 3);
    assert_int_equal(last, 256);
    const unsigned used[] = { 28, 128, 100 }, fetched[] = { 1, 2, 2 };
    for (unsigned i = 0; i < 3; ++i) {
        assert_int_equal(l[i].start, 128 * i);
        assert_int_equal(l[i].sector_used[0], used[i]);
        assert_int_equal(l[i].sector_used[1], 0);
        assert_int_equal(l[i].dram_fetched, fetched[i]);
        assert_int_equal(l[i].dram_total, 2);
    }
    /* lanes 0: the geometry's 64 */
    unsigned long long *a = sl_model_strided_addresses(100, 64, 4, 1);
    unsigned n = 0;
    assert_int_equal(sl_model_lines(a, 0, 4, geometry("cdna3"), 0, l, 4, &n, NULL), 0);
    free(a);
    assert_int_equal(n, 3);
    assert_int_equal(l[2].sector_used[0], 100);
}

static void test_lines_dram_past_line(void **state)
{
    (void)state;
    /* 64 B lines of 32 B sectors under a 256 B DRAM unit: lanes at 0 and
     * 600 touch lines 0 and 576, each inside one DRAM unit (0 and 2) */
    const sl_geometry g = { "test", "", "", 2, 64, 32, 256, "a test" };
    const unsigned long long a[] = { 600, 0 };
    sl_model_line l[2];
    unsigned n = 0;
    unsigned long long last = 0;
    assert_int_equal(sl_model_lines(a, 2, 4, &g, 0, l, 2, &n, &last), 0);
    assert_int_equal(n, 2);
    assert_int_equal(last, 576);
    assert_int_equal(l[0].start, 0);
    assert_int_equal(l[0].sector_used[0], 4);
    assert_int_equal(l[0].sector_used[1], 0);
    assert_int_equal(l[1].start, 576);
    assert_int_equal(l[1].sector_used[0], 4);   /* byte 24 of the line */
    for (unsigned i = 0; i < 2; ++i) {
        assert_int_equal(l[i].dram_fetched, 1);
        assert_int_equal(l[i].dram_total, 1);
    }
}

static void test_lines_truncated(void **state)
{
    (void)state;
    /* stride 1000 x 4 B: every one of 128 lanes in a line of its own; keep 64 */
    sl_model_line l[64];
    unsigned long long last = 0;
    assert_int_equal(lines_of("nvidia-hopper", 128, 4, 1000, 0, 0, l, 64, &last), 128);
    assert_int_equal(last, 507904);        /* 127 x 4000 = 508000, down to a line */
    assert_int_equal(l[0].start, 0);
    assert_sectors(&l[0], 4, 0, 0, 0);
    assert_int_equal(l[1].start, 3968);    /* 4000: byte 32 of line 3968, sector 1 */
    assert_sectors(&l[1], 0, 4, 0, 0);
    assert_int_equal(l[63].start, 251904); /* 63 x 4000 = 252000 */
    assert_int_equal(l[0].dram_fetched, 1);
    assert_int_equal(l[0].dram_total, 2);
    /* no room at all: only the count */
    unsigned n = 0;
    unsigned long long a[] = { 0, 4096 };
    assert_int_equal(sl_model_lines(a, 2, 4, geometry("hopper"), 0, NULL, 0, &n, NULL), 0);
    assert_int_equal(n, 2);
}

static void test_lines_agree_with_request(void **state)
{
    (void)state;
    /* per line, the walk adds up to sl_model_request's totals */
    const char *geoms[] = { "nvidia-hopper", "nvidia-volta", "amd-cdna2", "amd-cdna3" };
    sl_model_line l[64];
    for (size_t gi = 0; gi < sizeof geoms / sizeof geoms[0]; ++gi) {
        const sl_geometry *g = geometry(geoms[gi]);
        for (unsigned stride = 0; stride <= 33; stride += 3)
            for (unsigned long long base = 0; base < 300; base += 28) {
                sl_request q;
                assert_int_equal(sl_model_request_strided(base, 32, 4, stride, g, &q), 0);
                unsigned n = lines_of(geoms[gi], 32, 4, stride, base, 0, l, 64, NULL);
                assert_int_equal(n, q.cache.lines);
                unsigned sectors = 0, dram = 0;
                size_t bytes = 0;
                for (unsigned i = 0; i < n; ++i) {
                    for (unsigned s = 0; s < g->line_bytes / g->sector_bytes; ++s) {
                        sectors += l[i].sector_used[s] != 0;
                        bytes += l[i].sector_used[s];
                    }
                    dram += l[i].dram_fetched;
                }
                assert_int_equal(sectors, q.cache.sectors);
                assert_int_equal(bytes, q.cache.bytes_requested);
                /* these DRAM units never straddle a line, so none counts twice */
                assert_int_equal(dram, q.dram_units);
            }
    }
}

static void test_lines_invalid(void **state)
{
    (void)state;
    const unsigned long long a[] = { 0 };
    const sl_geometry *h = geometry("nvidia-hopper");
    sl_model_line l[1];
    unsigned n = 0;
    assert_int_equal(sl_model_lines(a, 1, 4, h, 0, l, 1, &n, NULL), 0);
    assert_int_equal(sl_model_lines(NULL, 1, 4, h, 0, l, 1, &n, NULL), -1);
    assert_int_equal(sl_model_lines(a, 1, 4, NULL, 0, l, 1, &n, NULL), -1);
    assert_int_equal(sl_model_lines(a, 1, 4, h, 0, l, 1, NULL, NULL), -1);
    assert_int_equal(sl_model_lines(a, 1, 4, h, 0, NULL, 1, &n, NULL), -1);  /* room promised, none given */
    assert_int_equal(sl_model_lines(a, 1, 0, h, 0, l, 1, &n, NULL), -1);     /* no element */
    assert_int_equal(sl_model_lines(a, 1, 4, h, 3, l, 1, &n, NULL), -1);     /* 3 B cells do not divide 32 */
    assert_int_equal(sl_model_lines(a, 1, 4, h, 2, l, 1, &n, NULL), -1);     /* 64 cells per line */
    sl_geometry bad = *h;
    bad.sector_bytes = 1;                                                     /* 128 sectors per line */
    bad.dram_fetch_bytes = 1;
    assert_int_equal(sl_model_lines(a, 1, 4, &bad, 0, l, 1, &n, NULL), -1);
    bad = *h;
    bad.dram_fetch_bytes = 48;
    assert_int_equal(sl_model_lines(a, 1, 4, &bad, 0, l, 1, &n, NULL), -1);
    bad = *h;
    bad.line_bytes = 96;
    bad.sector_bytes = 64;
    assert_int_equal(sl_model_lines(a, 1, 4, &bad, 0, l, 1, &n, NULL), -1);
}

/* ---- JSON (schema simtlab-model/1) --------------------------------------- */

static void test_model_json(void **state)
{
    (void)state;
    const sl_geometry *g = geometry("nvidia-hopper");
    sl_request q, o;
    assert_int_equal(sl_model_request_strided(100, 32, 4, 1, g, &q), 0);
    assert_int_equal(sl_model_request_strided(100, 64, 4, 1, g, &o), 0);
    sl_model_line l[2];
    unsigned long long last = 0;
    unsigned n = lines_of("nvidia-hopper", 32, 4, 1, 100, 0, l, 2, &last);
    sl_model_report m = { .lanes = 32, .lanes_source = "default", .elem_bytes = 4, .stride_elems = 1,
                          .offset_bytes = 100, .case_name = "not sector-aligned", .geometry = g,
                          .geometry_source = "default", .request = &q, .lines = l, .n_lines = n,
                          .other = &o, .other_lanes = 64 };
    char *text = sl_report_model_json_text(&m);
    assert_non_null(text);
    cJSON *root = cJSON_Parse(text);
    free(text);
    assert_non_null(root);
    assert_string_equal(cJSON_GetObjectItem(root, "schema")->valuestring, "simtlab-model/1");
    cJSON *in = cJSON_GetObjectItem(root, "inputs");
    assert_int_equal(cJSON_GetObjectItem(in, "offset_bytes")->valuedouble, 100);
    assert_null(cJSON_GetObjectItem(in, "addresses"));
    assert_string_equal(cJSON_GetObjectItem(root, "case")->valuestring, "not sector-aligned");
    cJSON *gj = cJSON_GetObjectItem(root, "geometry");
    assert_string_equal(cJSON_GetObjectItem(gj, "name")->valuestring, "nvidia-hopper");
    assert_int_equal(cJSON_GetObjectItem(gj, "dram_fetch_bytes")->valuedouble, 64);
    cJSON *req = cJSON_GetObjectItem(root, "request");
    cJSON *cache = cJSON_GetObjectItem(req, "cache");
    assert_int_equal(cJSON_GetObjectItem(cache, "sectors")->valuedouble, 5);
    assert_int_equal(cJSON_GetObjectItem(cache, "bytes_fetched")->valuedouble, 160);
    assert_float_equal(cJSON_GetObjectItem(cache, "efficiency")->valuedouble, 0.8, 1e-12);
    assert_int_equal(cJSON_GetObjectItem(cJSON_GetObjectItem(req, "dram"), "units")->valuedouble, 3);
    cJSON *lines = cJSON_GetObjectItem(req, "lines_touched");
    assert_int_equal(cJSON_GetArraySize(lines), 2);
    cJSON *l0 = cJSON_GetArrayItem(lines, 0), *s0 = cJSON_GetObjectItem(l0, "sector_bytes_requested");
    assert_int_equal(cJSON_GetArraySize(s0), 4);
    assert_int_equal(cJSON_GetArrayItem(s0, 3)->valuedouble, 28);
    assert_int_equal(cJSON_GetObjectItem(l0, "dram_units_fetched")->valuedouble, 1);
    assert_int_equal(cJSON_GetObjectItem(cJSON_GetArrayItem(lines, 1), "address")->valuedouble, 128);
    assert_true(cJSON_IsFalse(cJSON_GetObjectItem(req, "lines_touched_truncated")));
    cJSON *other = cJSON_GetObjectItem(root, "other_width");
    assert_int_equal(cJSON_GetObjectItem(other, "lanes")->valuedouble, 64);
    assert_int_equal(cJSON_GetObjectItem(cJSON_GetObjectItem(other, "cache"), "lines")->valuedouble, 3);
    cJSON_Delete(root);

    /* an address list replaces stride and offset; no other width is null */
    const unsigned long long a[] = { 4096, 0 };
    assert_int_equal(sl_model_request(a, 2, 4, g, &q), 0);
    m = (sl_model_report){ .lanes = 2, .lanes_source = "--addresses", .elem_bytes = 4, .addresses = a,
                           .case_name = "address list", .geometry = g, .geometry_source = "--arch",
                           .request = &q, .lines = NULL, .n_lines = 0, .lines_truncated = true };
    text = sl_report_model_json_text(&m);
    root = cJSON_Parse(text);
    free(text);
    assert_non_null(root);
    in = cJSON_GetObjectItem(root, "inputs");
    cJSON *addr = cJSON_GetObjectItem(in, "addresses");
    assert_int_equal(cJSON_GetArraySize(addr), 2);
    assert_int_equal(cJSON_GetArrayItem(addr, 0)->valuedouble, 4096);
    assert_null(cJSON_GetObjectItem(in, "stride_elems"));
    req = cJSON_GetObjectItem(root, "request");
    assert_int_equal(cJSON_GetObjectItem(cJSON_GetObjectItem(req, "cache"), "lines")->valuedouble, 2);
    assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItem(req, "lines_touched")), 0);
    assert_true(cJSON_IsTrue(cJSON_GetObjectItem(req, "lines_touched_truncated")));
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(root, "other_width")));
    assert_string_equal(cJSON_GetObjectItem(cJSON_GetObjectItem(root, "geometry"), "geometry_source")->valuestring,
                        "--arch");
    cJSON_Delete(root);
}

static void test_geometries_json(void **state)
{
    (void)state;
    char *text = sl_report_geometries_json_text(sl_model_geometries());
    assert_non_null(text);
    cJSON *arr = cJSON_Parse(text);
    free(text);
    assert_true(cJSON_IsArray(arr));
    assert_int_equal(cJSON_GetArraySize(arr), 9);
    cJSON *cdna3 = NULL;
    cJSON *it;
    cJSON_ArrayForEach(it, arr)
        if (strcmp(cJSON_GetObjectItem(it, "name")->valuestring, "amd-cdna3") == 0)
            cdna3 = it;
    assert_non_null(cdna3);
    assert_int_equal(cJSON_GetObjectItem(cdna3, "lanes")->valuedouble, 64);
    assert_int_equal(cJSON_GetObjectItem(cdna3, "sector_bytes")->valuedouble, 128);
    assert_string_equal(cJSON_GetObjectItem(cdna3, "arch_prefixes")->valuestring, "gfx940|gfx941|gfx942");
    cJSON_Delete(arr);
}

/* ---- the geometry table ----------------------------------------------- */

static void test_geometry_lookup(void **state)
{
    (void)state;
    const sl_geometry *h = sl_model_geometry("nvidia-hopper");
    assert_non_null(h);
    assert_string_equal(h->name, "nvidia-hopper");
    assert_string_equal(h->vendor, "nvidia");
    assert_int_equal(h->lanes, 32);
    assert_int_equal(h->line_bytes, 128);
    assert_int_equal(h->sector_bytes, 32);
    assert_int_equal(h->dram_fetch_bytes, 64);
    assert_ptr_equal(sl_model_geometry("hopper"), h);

    const sl_geometry *c = sl_model_geometry("amd-cdna3");
    assert_non_null(c);
    assert_ptr_equal(sl_model_geometry("cdna3"), c);
    assert_int_equal(c->lanes, 64);
    assert_int_equal(c->line_bytes, 128);
    assert_int_equal(c->sector_bytes, 128);
    assert_int_equal(c->dram_fetch_bytes, 64);

    assert_ptr_equal(sl_model_geometry("cpu"), sl_model_geometry("generic-cpu"));
    assert_string_equal(sl_model_geometry("ampere")->name, "nvidia-ampere");
    assert_string_equal(sl_model_geometry("cdna2")->name, "amd-cdna2");

    assert_null(sl_model_geometry("nosuch"));
    assert_null(sl_model_geometry(""));
    assert_null(sl_model_geometry("nvidia"));   /* a vendor is not a geometry */
    assert_null(sl_model_geometry("Hopper"));   /* names are exact */
    assert_null(sl_model_geometry(NULL));
}

static void test_geometry_for(void **state)
{
    (void)state;
    assert_string_equal(sl_model_geometry_for("nvidia", "sm_90")->name, "nvidia-hopper");
    assert_string_equal(sl_model_geometry_for("nvidia", "sm_80")->name, "nvidia-ampere");
    assert_string_equal(sl_model_geometry_for("nvidia", "sm_86")->name, "nvidia-ampere");
    assert_string_equal(sl_model_geometry_for("nvidia", "sm_70")->name, "nvidia-volta");
    assert_string_equal(sl_model_geometry_for("amd", "gfx90a")->name, "amd-cdna2");
    assert_string_equal(sl_model_geometry_for("amd", "gfx942")->name, "amd-cdna3");
    assert_string_equal(sl_model_geometry_for("amd", "gfx1100")->name, "amd-rdna");
    assert_string_equal(sl_model_geometry_for("amd", "gfx906")->name, "amd-gcn");
    assert_string_equal(sl_model_geometry_for("pocl", "")->name, "generic-cpu");

    /* unknown arch: the vendor's newest entry (NVIDIA: Hopper; AMD: CDNA3,
     * the newest compute part, not RDNA, the last row) */
    assert_string_equal(sl_model_geometry_for("nvidia", "")->name, "nvidia-hopper");
    assert_string_equal(sl_model_geometry_for("nvidia", "sm_100")->name, "nvidia-hopper");
    assert_string_equal(sl_model_geometry_for("amd", "")->name, "amd-cdna3");
    assert_string_equal(sl_model_geometry_for("amd", NULL)->name, "amd-cdna3");

    /* Intel has one row (Xe: 64 B lines, SIMD16 typical); a vendor with no
     * rows ("other", none at all) gets generic-cpu */
    assert_string_equal(sl_model_geometry_for("intel", "")->name, "intel-xe");
    assert_string_equal(sl_model_geometry_for("intel", "sm_90")->name, "intel-xe");
    assert_string_equal(sl_model_geometry_for("other", "")->name, "generic-cpu");
    assert_string_equal(sl_model_geometry_for(NULL, NULL)->name, "generic-cpu");
}

static void test_alignment_case(void **state)
{
    (void)state;
    assert_string_equal(sl_model_alignment_case(0, 128, 32), "aligned");
    assert_string_equal(sl_model_alignment_case(96, 128, 32), "sector-aligned, crosses a line");
    assert_string_equal(sl_model_alignment_case(100, 128, 32), "not sector-aligned");
    assert_string_equal(sl_model_alignment_case(128, 128, 32), "aligned");
    assert_string_equal(sl_model_alignment_case(1ull << 40, 128, 32), "aligned");
    assert_string_equal(sl_model_alignment_case(32, 128, 32), "sector-aligned, crosses a line");
    assert_string_equal(sl_model_alignment_case(4, 128, 32), "not sector-aligned");
    /* no sectors (CDNA3: sector = line): only aligned or not */
    assert_string_equal(sl_model_alignment_case(96, 128, 128), "not line-aligned");
    assert_string_equal(sl_model_alignment_case(256, 128, 128), "aligned");
}

static void test_geometry_table(void **state)
{
    (void)state;
    const sl_geometry *all = sl_model_geometries();
    assert_non_null(all);
    size_t n = 0;
    for (const sl_geometry *g = all; g->name; ++g, ++n) {
        assert_true(g->name[0] != '\0');
        assert_non_null(g->vendor);
        assert_true(g->vendor[0] != '\0');
        assert_non_null(g->arch_prefixes);
        assert_non_null(g->source);
        assert_true(strlen(g->source) > 10);
        assert_true(g->lanes == 1 || g->lanes == 16 || g->lanes == 32 || g->lanes == 64);
        assert_true(g->sector_bytes > 0 && g->line_bytes > 0 && g->dram_fetch_bytes > 0);
        /* every row holds whole sectors per line, and its DRAM unit is a
         * multiple of the sector (NVIDIA) or a divisor of it (CDNA3, RDNA) */
        assert_int_equal(g->line_bytes % g->sector_bytes, 0);
        assert_true(g->dram_fetch_bytes % g->sector_bytes == 0 || g->sector_bytes % g->dram_fetch_bytes == 0);
        /* powers of two, as every real cache */
        assert_int_equal(g->line_bytes & (g->line_bytes - 1), 0);
        assert_int_equal(g->sector_bytes & (g->sector_bytes - 1), 0);
        assert_int_equal(g->dram_fetch_bytes & (g->dram_fetch_bytes - 1), 0);
        /* found by its own name and short name, and models a request */
        assert_ptr_equal(sl_model_geometry(g->name), g);
        const char *dash = strchr(g->name, '-');
        assert_non_null(dash);
        assert_ptr_equal(sl_model_geometry(dash + 1), g);
        /* a device of its first arch prefix maps back to it */
        if (g->arch_prefixes[0]) {
            char arch[32];
            size_t len = strcspn(g->arch_prefixes, "|");
            assert_true(len < sizeof arch);
            memcpy(arch, g->arch_prefixes, len);
            arch[len] = '\0';
            assert_ptr_equal(sl_model_geometry_for(g->vendor, arch), g);
        }
        /* an aligned unit-stride float request of the row's lanes wastes
         * nothing, except where it is smaller than one unit (generic-cpu's
         * one lane: 4 of 64 B) */
        sl_request q;
        assert_int_equal(sl_model_request_strided(0, 0, 4, 1, g, &q), 0);
        double bytes = 4.0 * g->lanes;
        assert_float_equal(q.cache.efficiency, bytes >= g->sector_bytes ? 1.0 : bytes / g->sector_bytes, 1e-12);
        assert_float_equal(q.dram_efficiency, bytes >= g->dram_fetch_bytes ? 1.0 : bytes / g->dram_fetch_bytes,
                           1e-12);
    }
    assert_int_equal(n, 9); /* rows of data/devices/geometry.csv */
}

/* ---- FP32 peak --------------------------------------------------------- */

static void test_peak_gpus(void **state)
{
    (void)state;
    const char *src = NULL;
    /* H200: 132 SMs x 128 x 2 x 1980 MHz, the 66.9 TFLOP/s of docs/results.md */
    assert_float_equal(sl_peak_fp32_gflops("nvidia", "sm_90", 132, 1980, 1, &src), 66908.16, 1.0);
    assert_non_null(strstr(src, "Hopper"));
    assert_non_null(strstr(src, "128 FP32 cores per SM"));
    /* A100: 108 SMs x 64 x 2 x 1410 MHz = 19.5 TFLOP/s, its data-sheet figure */
    assert_float_equal(sl_peak_fp32_gflops("nvidia", "sm_80", 108, 1410, 1, &src), 19491.84, 1e-6);
    assert_non_null(strstr(src, "64 FP32 cores"));
    /* sm_80 and sm_86 share a first digit but not lanes per SM */
    assert_float_equal(sl_peak_fp32_gflops("nvidia", "sm_86", 1, 1000, 1, NULL), 256.0, 1e-9);
    assert_float_equal(sl_peak_fp32_gflops("nvidia", "sm_89", 1, 1000, 1, NULL), 256.0, 1e-9);
    assert_float_equal(sl_peak_fp32_gflops("nvidia", "sm_70", 1, 1000, 1, NULL), 128.0, 1e-9);
    assert_float_equal(sl_peak_fp32_gflops("nvidia", "sm_75", 1, 1000, 1, NULL), 128.0, 1e-9);
    /* the native float width is for CPUs only */
    assert_float_equal(sl_peak_fp32_gflops("nvidia", "sm_90", 1, 1000, 16, NULL), 256.0, 1e-9);

    /* MI250X GCD pair: 220 CUs x 64 x 2 x 1700 MHz = 47.9 TFLOP/s (vector, not packed) */
    assert_float_equal(sl_peak_fp32_gflops("amd", "gfx90a", 220, 1700, 1, &src), 47872.0, 1e-6);
    assert_non_null(strstr(src, "packed"));
    assert_float_equal(sl_peak_fp32_gflops("amd", "gfx942", 1, 1000, 1, NULL), 128.0, 1e-9);
    assert_float_equal(sl_peak_fp32_gflops("amd", "gfx906", 1, 1000, 1, NULL), 128.0, 1e-9);
    assert_float_equal(sl_peak_fp32_gflops("amd", "gfx1100", 1, 1000, 1, &src), 128.0, 1e-9);
    assert_non_null(strstr(src, "dual issue not counted"));
    assert_float_equal(sl_peak_fp32_gflops("amd", "gfx1030", 1, 1000, 1, NULL), 128.0, 1e-9);
}

static void test_peak_cpu(void **state)
{
    (void)state;
    const char *src = NULL;
    /* 2 cores x 8 lanes x 2 FMA pipes x 2 FLOP x 3 GHz */
    assert_float_equal(sl_peak_fp32_gflops("cpu", "", 2, 3000, 8, &src), 192.0, 1e-9);
    assert_non_null(strstr(src, "assumed 2 FMA pipes per core"));
    /* AVX-512 doubles it; the arch string does not matter for a CPU */
    assert_float_equal(sl_peak_fp32_gflops("cpu", NULL, 2, 3000, 16, NULL), 384.0, 1e-9);
    /* no vector width: unknown, not a peak of 0 lanes */
    assert_float_equal(sl_peak_fp32_gflops("cpu", "", 2, 3000, 0, &src), 0.0, 0.0);
    assert_string_equal(src, "unknown");
}

static void test_peak_unknown(void **state)
{
    (void)state;
    const char *src = "stale";
    assert_float_equal(sl_peak_fp32_gflops("nvidia", "sm_100", 132, 1980, 1, &src), 0.0, 0.0);
    assert_string_equal(src, "unknown");
    src = "stale";
    assert_float_equal(sl_peak_fp32_gflops("nvidia", "", 132, 1980, 1, &src), 0.0, 0.0);
    assert_string_equal(src, "unknown");
    assert_float_equal(sl_peak_fp32_gflops("nvidia", NULL, 132, 1980, 1, NULL), 0.0, 0.0);
    /* an arch is matched within its vendor only */
    assert_float_equal(sl_peak_fp32_gflops("amd", "sm_90", 132, 1980, 1, NULL), 0.0, 0.0);
    assert_float_equal(sl_peak_fp32_gflops("intel", "", 512, 2400, 1, NULL), 0.0, 0.0);
    /* PoCL is a driver, not a core: callers pass "cpu" for a CPU device */
    assert_float_equal(sl_peak_fp32_gflops("pocl", "", 2, 3000, 8, NULL), 0.0, 0.0);
    assert_float_equal(sl_peak_fp32_gflops(NULL, "sm_90", 132, 1980, 1, NULL), 0.0, 0.0);
    /* a driver that reports no units or no clock */
    src = "stale";
    assert_float_equal(sl_peak_fp32_gflops("nvidia", "sm_90", 0, 1980, 1, &src), 0.0, 0.0);
    assert_string_equal(src, "unknown");
    assert_float_equal(sl_peak_fp32_gflops("nvidia", "sm_90", 132, 0, 1, NULL), 0.0, 0.0);
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
        cmocka_unit_test(test_dram_hopper_strides),
        cmocka_unit_test(test_dram_offset),
        cmocka_unit_test(test_cdna3_wave64),
        cmocka_unit_test(test_request_agrees_with_coalesce),
        cmocka_unit_test(test_request_invalid),
        cmocka_unit_test(test_strided_addresses),
        cmocka_unit_test(test_lines_offset100),
        cmocka_unit_test(test_lines_stride2),
        cmocka_unit_test(test_lines_cdna3),
        cmocka_unit_test(test_lines_dram_past_line),
        cmocka_unit_test(test_lines_truncated),
        cmocka_unit_test(test_lines_agree_with_request),
        cmocka_unit_test(test_lines_invalid),
        cmocka_unit_test(test_model_json),
        cmocka_unit_test(test_geometries_json),
        cmocka_unit_test(test_geometry_lookup),
        cmocka_unit_test(test_geometry_for),
        cmocka_unit_test(test_alignment_case),
        cmocka_unit_test(test_geometry_table),
        cmocka_unit_test(test_peak_gpus),
        cmocka_unit_test(test_peak_cpu),
        cmocka_unit_test(test_peak_unknown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
