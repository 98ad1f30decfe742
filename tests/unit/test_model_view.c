/* test_model_view.c - the model's views (report/model_view.c) on their
 * own, with no command line: the coalescing picture of the classic
 * not-sector-aligned request, its numbers beside the other width, the
 * cut of the picture past 64 lines, the banks of a 32-way conflict and of
 * its padded fix, one occupancy's verdict and limits, and the banks JSON.
 * Each view is written to memory and its lines checked. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "simtlab/model_json.h"
#include "simtlab/model_view.h"

/* The text a view wrote, NUL-terminated (malloc'd). */
typedef struct capture {
    FILE *f;
    char *text;
    size_t len;
} capture;

static FILE *capture_open(capture *c)
{
    memset(c, 0, sizeof *c);
    c->f = open_memstream(&c->text, &c->len);
    assert_non_null(c->f);
    return c->f;
}

static const char *capture_close(capture *c)
{
    assert_int_equal(fclose(c->f), 0);
    assert_non_null(c->text);
    return c->text;
}

/* Does text hold line as one whole line? */
static void assert_line(const char *text, const char *line)
{
    size_t n = strlen(line);
    for (const char *p = text; (p = strstr(p, line)) != NULL; ++p)
        if ((p == text || p[-1] == '\n') && (p[n] == '\n' || p[n] == '\0'))
            return;
    fail_msg("line '%s' not in:\n%s", line, text);
}

/* The request lane i at offset + 4 i on arch, modelled, with the other width's. */
typedef struct coalesce_case {
    unsigned long long *addr, *addr_o;
    sl_request q, o;
    sl_coalesce_view v;
} coalesce_case;

static void coalesce_unit_stride(coalesce_case *k, const char *arch, unsigned long long offset)
{
    const sl_geometry *g = sl_model_geometry(arch);
    assert_non_null(g);
    const unsigned lanes = g->lanes, other = sl_model_other_width(lanes);
    k->addr = sl_model_strided_addresses(offset, lanes, 4, 1);
    k->addr_o = sl_model_strided_addresses(offset, other, 4, 1);
    assert_non_null(k->addr);
    assert_non_null(k->addr_o);
    assert_int_equal(sl_model_request(k->addr, lanes, 4, g, &k->q), 0);
    assert_int_equal(sl_model_request(k->addr_o, other, 4, g, &k->o), 0);
    k->v = (sl_coalesce_view){
        .lanes = lanes, .lanes_source = "default", .elem_bytes = 4, .addr = k->addr, .stride_elems = 1,
        .offset_bytes = offset, .case_name = sl_model_alignment_case(offset, g->line_bytes, g->sector_bytes),
        .geometry = g, .geometry_source = "default", .request = &k->q, .other = &k->o, .other_lanes = other,
    };
}

static void coalesce_free(coalesce_case *k)
{
    free(k->addr);
    free(k->addr_o);
}

/* offset 100 on Hopper: 2 lines, 5 sectors, 80%; the picture's two rows. */
static void test_coalesce_offset_100(void **state)
{
    (void)state;
    coalesce_case k;
    coalesce_unit_stride(&k, "nvidia-hopper", 100);
    capture c;
    sl_view_coalesce(capture_open(&c), &k.v);
    const char *t = capture_close(&c);
    assert_line(t, "CASE: NOT SECTOR-ALIGNED (offset=100) -> 2 lines, 5 sectors, 80% useful");
    assert_line(t, "request:  32 lanes x 4 B, stride 1 element (4 B), lane 0 at byte 100");
    assert_line(t, "geometry: nvidia-hopper: 128 B lines of 4 x 32 B sectors, 64 B DRAM fetch unit");
    assert_line(t, "  0x0      [        |        |        |.#######]   -  -  - 28   1 of 2");
    assert_line(t, "  0x80     [########|########|########|#.......]  32 32 32  4   2 of 2");
    assert_line(t, "                                   32 lanes         64 lanes");
    assert_line(t, "                                    (asked)    (other width)");
    assert_line(t, "    bytes requested                     128              256");
    assert_line(t, "    efficiency                          80%           88.89%");
    free(c.text);
    coalesce_free(&k);
}

/* 128 lanes, a line each: 64 rows drawn, the rest counted; the JSON lists
 * 64 lines and says it was cut; no other width, no column for it. */
static void test_coalesce_cut(void **state)
{
    (void)state;
    const sl_geometry *g = sl_model_geometry("nvidia-hopper");
    assert_non_null(g);
    unsigned long long *addr = sl_model_strided_addresses(0, 128, 4, 1024);
    assert_non_null(addr);
    sl_request q;
    assert_int_equal(sl_model_request(addr, 128, 4, g, &q), 0);
    assert_int_equal(q.cache.lines, 128);
    sl_coalesce_view v = {
        .lanes = 128, .lanes_source = "--lanes", .elem_bytes = 4, .addr = addr, .stride_elems = 1024,
        .case_name = "stride 1024", .geometry = g, .geometry_source = "default", .request = &q,
    };
    capture c;
    sl_view_coalesce(capture_open(&c), &v);
    const char *t = capture_close(&c);
    assert_line(t, "CASE: STRIDE 1024 (offset=0) -> 128 lines, 128 sectors, 12.5% useful");
    assert_line(t, "  ... and 64 more lines");
    assert_line(t, "  0x3f000  [#.......|        |        |        ]   4  -  -  -   1 of 2");
    assert_null(strstr(t, "(other width)"));
    free(c.text);

    char *json = sl_view_coalesce_json_text(&v);
    assert_non_null(json);
    cJSON *root = cJSON_Parse(json), *req = cJSON_GetObjectItem(root, "request");
    assert_non_null(req);
    assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItem(req, "lines_touched")), SL_VIEW_PICTURE_ROWS);
    assert_true(cJSON_IsTrue(cJSON_GetObjectItem(req, "lines_touched_truncated")));
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(root, "other_width")));
    cJSON_Delete(root);
    free(json);
    free(addr);
}

/* stride 32 words on NVIDIA: 32-way; padded by one word: free. */
static void test_banks(void **state)
{
    (void)state;
    const sl_bank_arch *a = sl_bank_arch_find("nvidia");
    assert_non_null(a);
    sl_bank_result *r = malloc(sizeof *r), *o = malloc(sizeof *o);
    assert_non_null(r);
    assert_non_null(o);
    sl_bank_access acc = { 0, 4, 32, 0 }, acc_o = { 64, 4, 32, 0 };
    assert_int_equal(sl_bank_model(a, &acc, r, NULL), SL_OK);
    assert_int_equal(sl_bank_model(a, &acc_o, o, NULL), SL_OK);
    capture c;
    sl_view_banks(capture_open(&c), a, &acc, 32, 0, r, 64, o);
    const char *t = capture_close(&c);
    assert_line(t, "BANKS: 32-WAY CONFLICT (stride 32 words of 4 B) -> 32 passes for 1 phase, 3.1% of "
                   "full speed");
    assert_line(t, "  0     0-31       #...............................   32");
    assert_line(t, "an odd stride (in words) is conflict-free: pad each row by one word (--pad 1)");
    assert_line(t, "other width: the same access by 64 lanes on these banks");
    assert_line(t, "  (the other common SIMD width, not nvidia's own)");
    assert_line(t, "  -> 32-WAY CONFLICT, 64 passes for 2 phases, 3.1%");
    free(c.text);

    acc.stride_words = 33;
    assert_int_equal(sl_bank_model(a, &acc, r, NULL), SL_OK);
    sl_view_banks(capture_open(&c), a, &acc, 32, 1, r, 0, NULL);
    t = capture_close(&c);
    assert_line(t, "BANKS: CONFLICT-FREE (stride 32 + pad 1 = 33 words of 4 B) -> 1 pass for 1 phase, 100% of "
                   "full speed");
    assert_line(t, "        --pad 1: a tile row of 32 words padded to 33, read down a column,");
    assert_line(t, "no bank serves more than one word in a phase: every phase is one pass.");
    assert_null(strstr(t, "other width"));

    char *json = sl_report_banks_json_text(a, &acc, 32, 1, r, 0, NULL);
    assert_non_null(json);
    cJSON *root = cJSON_Parse(json);
    assert_non_null(root);
    assert_string_equal(cJSON_GetObjectItem(root, "schema")->valuestring, SL_BANKS_SCHEMA);
    cJSON *access = cJSON_GetObjectItem(root, "access");
    assert_int_equal(cJSON_GetObjectItem(access, "stride_words")->valueint, 33);
    assert_int_equal(cJSON_GetObjectItem(access, "pad_words")->valueint, 1);
    assert_int_equal(cJSON_GetObjectItem(cJSON_GetObjectItem(root, "result"), "degree")->valueint, 1);
    assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItem(cJSON_GetObjectItem(root, "result"), "bank_of_lane")),
                     32);
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(root, "other_width")));
    cJSON_Delete(root);
    free(json);
    free(c.text);
    free(r);
    free(o);
}

/* sm_90, 256 work-items, 40 registers, 8 KiB: 75%, registers the limit. */
static void test_occupancy(void **state)
{
    (void)state;
    const sl_occ_arch *a = NULL;
    assert_int_equal(sl_occ_find("sm_90", 0, &a, NULL), SL_OK);
    sl_occ_input in = { 256, 40, 0, 8192 };
    sl_occ r;
    sl_occ_whatif w;
    assert_int_equal(sl_occ_compute(a, &in, &r, NULL), SL_OK);
    assert_int_equal(sl_occ_what_if(a, &in, &w, NULL), SL_OK);
    capture c;
    sl_view_occupancy(capture_open(&c), a, &in, &r, &w);
    const char *t = capture_close(&c);
    assert_line(t, "OCCUPANCY: 75% -- 48 of 64 warps per SM, limited by registers");
    assert_line(t, "launch:    sm_90, 256 work-items per group, 40 registers, 8192 B local");
    assert_line(t, "  -> 6 groups x 8 warps = 48 of 64 warps: 75%");
    free(c.text);
}

/* Wrapping: at a space, never past the width, a word longer than a line cut. */
static void test_wrapped(void **state)
{
    (void)state;
    capture c;
    sl_view_wrapped(capture_open(&c), "one two three four", 2, 11);
    assert_string_equal(capture_close(&c), "  one two\n  three\n  four\n");
    free(c.text);
    sl_view_wrapped(capture_open(&c), "abcdefghijkl", 0, 5);
    assert_string_equal(capture_close(&c), "abcde\nfghij\nkl\n");
    free(c.text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_coalesce_offset_100), cmocka_unit_test(test_coalesce_cut),
        cmocka_unit_test(test_banks),               cmocka_unit_test(test_occupancy),
        cmocka_unit_test(test_wrapped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
