/* test_answers.c - lab 8's grading, pure: the model's answer to each
 * question (worked by hand in the handout), and the grader's verdicts on
 * right, rounded, fractional, junk, missing and TODO answers. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/lab.h"
#include "simtlab/parse.h"

static void test_expected(void **state)
{
    (void)state;
    const sl_lab *l = sl_lab_find(8);
    assert_non_null(l);
    assert_true(sl_lab_is_answers(l));
    assert_false(sl_lab_is_answers(sl_lab_find(7)));
    /* by hand: 128 B from byte 0 = 4 sectors; from byte 4, bytes 4..131 = sectors 0..4 = 5, 128/160 = 80%;
     * wave64 = 256 B = 2 lines of 128, from byte 4 3 lines, 256/384 = 66.7%; 64 B lines: 4;
     * stride 32 floats = 128 B apart: one sector each = 32; stride 2 = 50%; the stream: 128 of 129 DRAM units */
    const double want[] = { 4, 5, 80, 2, 3, 200.0 / 3.0, 4, 32, 50, 12800.0 / 129.0 };
    size_t i = 0;
    for (const sl_lab_question *q = l->questions; q->key; ++q, ++i)
        assert_float_equal(sl_lab_q_expected(q), want[i], 1e-9);
    assert_int_equal(i, sizeof want / sizeof want[0]);
    char base[64];
    sl_lab_basename(l, SL_LAB_STARTER, base, sizeof base);
    assert_string_equal(base, "08-warp-vs-wave.txt");
}

static char *grade(const char *text, unsigned *passed, unsigned *failed)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert_non_null(f);
    sl_lab_grade_answers(sl_lab_find(8), text, f, passed, failed, NULL);
    fclose(f);
    return buf;
}

static void test_grader(void **state)
{
    (void)state;
    unsigned p, f;
    const char *all = "q1_sectors_warp32_aligned = 4\nq2_sectors_warp32_offset4=5\n"
                      "q3_pct_request_warp32_offset4 = 80 %\nq4_lines_wave64_aligned_cdna3 = 2 # two\n"
                      "q5_lines_wave64_offset4_cdna3 = 3\nq6_pct_request_wave64_offset4_cdna3 = 66.4\n"
                      "q7_lines_wave64_aligned_cdna2 = 4.0\nq8_sectors_warp32_stride32 = 32\n"
                      "q9_pct_stream_warp32_stride2 = 50\nq10_pct_stream_wave64_offset4_cdna3 = 99.5\n"
                      "explain = the next request finds the straddled line in the cache\n";
    char *out = grade(all, &p, &f);
    assert_int_equal(p, 11);
    assert_int_equal(f, 0);
    free(out);
    /* a question answered twice fails, whichever line is right (issue 26) */
    char twice[2048];
    snprintf(twice, sizeof twice, "%sq1_sectors_warp32_aligned = 4\n", all);
    out = grade(twice, &p, &f);
    assert_int_equal(p, 10);
    assert_int_equal(f, 1);
    assert_non_null(strstr(out, "answered 2 times: keep one 'q1_sectors_warp32_aligned = ...' line"));
    free(out);
    /* 66.1 is more than half a point off; 0.8 a fraction; 4.5 a count that is not whole;
     * q4 missing; q5 TODO; q8 junk; explain too short */
    const char *some = "q1_sectors_warp32_aligned = 4\nq2_sectors_warp32_offset4 = 4.5\n"
                       "q3_pct_request_warp32_offset4 = 0.8\nq5_lines_wave64_offset4_cdna3 = TODO\n"
                       "q6_pct_request_wave64_offset4_cdna3 = 66.1\nq7_lines_wave64_aligned_cdna2 = 4\n"
                       "q8_sectors_warp32_stride32 = lots\nq9_pct_stream_warp32_stride2 = 50\n"
                       "q10_pct_stream_wave64_offset4_cdna3 = 99.2\nexplain = cache\n";
    out = grade(some, &p, &f);
    assert_int_equal(p, 4);
    assert_int_equal(f, 7);
    assert_non_null(strstr(out, "4.5: a count is a whole number"));
    assert_non_null(strstr(out, "0.8 looks like a fraction"));
    assert_non_null(strstr(out, "no 'q4_lines_wave64_aligned_cdna3 = ...' line"));
    assert_non_null(strstr(out, "not answered yet"));
    assert_non_null(strstr(out, "66.1 is not what the model says (within half a point)"));
    assert_non_null(strstr(out, "'lots' is not a number (write a count of sectors)"));
    assert_non_null(strstr(out, "FAIL  explain"));
    assert_null(strstr(out, "66.7")); /* never the answer */
    free(out);
    /* a key that is a prefix of another does not answer it */
    out = grade("q1_sectors_warp32_aligned_x = 4\n", &p, &f);
    assert_non_null(strstr(out, "no 'q1_sectors_warp32_aligned = ...' line"));
    free(out);
}

/* Every lab's datasets give params the shared parser takes: a lab entry
 * with a bad one would stop its check (labs.c is data; this is its check). */
static void test_lab_params_parse(void **state)
{
    (void)state;
    size_t n = 0;
    const sl_lab *labs = sl_lab_all(&n);
    assert_true(n >= 8);
    size_t seen = 0;
    for (size_t l = 0; l < n; ++l)
        for (size_t d = 0; d < SL_LAB_MAX_DATASETS && labs[l].datasets[d].label; ++d)
            for (const char *p = labs[l].datasets[d].params; p && *p;) {
                const char *end = strchr(p, ',');
                const size_t len = end ? (size_t)(end - p) : strlen(p);
                char key[32];
                uint64_t v = 0;
                sl_err e = { 0 };
                if (sl_parse_param(p, len, key, sizeof key, &v, &e) != SL_OK)
                    fail_msg("lab %u dataset '%s': %s", labs[l].number, labs[l].datasets[d].label, e.msg);
                ++seen;
                p = end ? end + 1 : NULL;
            }
    assert_true(seen > 0);
}

/* lab show's handout: docfigs' markers cut, one line or many, the figures
 * beside them kept; a line of nothing but markers gone; an unclosed opening
 * kept (a typo shown, not the rest of the handout lost). */
static void test_strip_comments(void **state)
{
    (void)state;
    const struct { const char *in, *want; } cases[] = {
        { "reached 23<!-- fig a.json kernel=k efficiency *100 -->% of it\n", "reached 23% of it\n" },
        { "6<!-- fig a \"/x/\" --> passed, 0<!-- fig b --> failed\n", "6 passed, 0 failed\n" },
        { "a 1<!-- fig over\ntwo lines -->2 b\n", "a 12 b\n" },
        { "before\n<!-- a note\nfor maintainers -->\nafter\n", "before\nafter\n" },
        { "  <!-- x -->\t\nkept\n", "kept\n" },
        { "text <!-- never closed\nmore\n", "text <!-- never closed\nmore\n" },
        { "no comments\n\n", "no comments\n\n" },
        { "", "" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        char buf[256];
        snprintf(buf, sizeof buf, "%s", cases[i].in);
        const size_t n = sl_lab_strip_comments(buf);
        assert_string_equal(buf, cases[i].want);
        assert_int_equal(n, strlen(cases[i].want));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lab_params_parse),
        cmocka_unit_test(test_expected),
        cmocka_unit_test(test_grader),
        cmocka_unit_test(test_strip_comments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
