/* test_memcheck_log.c - oclgrind's log as a student reads it
 * (labmemcheck.h), from logs as oclgrind 21.10 writes them: the race is
 * the outcome whatever came first, each kind once per line and at most
 * three, the student's own line quoted, the advice once per kind. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/labmemcheck.h"

static const char SRC[] = "kernel void k(global float *x)\n"
                          "{\n"
                          "    \t  x[get_global_id(0) + 1] = 1.0f;\r\n"
                          "}\n";

static char *read_log(const char *log, const char *src, sl_memcheck_log *r)
{
    FILE *in = fmemopen((void *)log, strlen(log), "r");
    assert_non_null(in);
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    sl_memcheck_log_read(in, "student/k.cl", src, src ? strlen(src) : 0, out, r);
    fclose(out);
    fclose(in);
    return text;
}

/* An uninitialised read first, then the race that caused it (oclgrind
 * 21.10, lab 4's race.cl): the race is the kind; both shown, each with
 * the student's line 3; a repeat of the same kind and line is not. */
static void test_race_is_the_kind(void **state)
{
    (void)state;
    static const char log[] =
        "\n"
        "Uninitialized value read from local memory address 0x1000000000000\n"
        "\tKernel: k\n"
        "\tEntity: Global(1,0,0) Local(1,0,0) Group(0,0,0)\n"
        "\t  %2 = load float, float addrspace(3)* %scratch, align 4\n"
        "\tAt line 3 (column 12) of input.cl:\n"
        "\t  static inline float sl_pattern_float(uint elem, uint comp, uint seed)\n"
        "\n"
        "Read-write data race at local memory address 0x1000000000000\n"
        "\tKernel: k\n"
        "\t\n"
        "\tFirst entity:  Global(1,0,0) Local(1,0,0) Group(0,0,0)\n"
        "\t  %2 = load float, float addrspace(3)* %scratch, align 4, !dbg !84, !tbaa !56\n"
        "\tAt line 3 (column 12) of input.cl:\n"
        "\t  return x;\n"
        "\n"
        "Read-write data race at local memory address 0x1000000000004\n"
        "\tKernel: k\n"
        "\tAt line 3 (column 26) of input.cl:\n"
        "\t  return x;\n";
    sl_memcheck_log r;
    char *text = read_log(log, SRC, &r);
    assert_int_equal(r.reports, 3);
    assert_true(r.race);
    assert_string_equal(r.kind, "Read-write data race");
    assert_string_equal(r.first, "oclgrind: Uninitialized value read from local memory at line 3 of student/k.cl: "
                                 "x[get_global_id(0) + 1] = 1.0f;");
    assert_non_null(strstr(text, "        Uninitialized value read from local memory, kernel k, "
                                 "work-item Global(1,0,0) "
                                 "Local(1,0,0) Group(0,0,0),\n        at line 3 of student/k.cl:\n"
                                 "             3 |   x[get_global_id(0) + 1] = 1.0f;\n"));
    assert_non_null(strstr(text, "        Read-write data race, kernel k,\n"));
    const char *race = strstr(text, "Read-write data race, kernel k");
    assert_null(strstr(race + 1, "Read-write data race, kernel k")); /* once per kind and line */
    assert_non_null(strstr(text, "        a race: work-items read and write the same memory"));
    assert_non_null(strstr(text, "        local memory read before any work-item wrote it"));
    free(text);
}

/* A store past the end: no race; the kind without its address; a line
 * past the end of the source quoted as nothing; four kinds: three shown,
 * all counted. */
static void test_invalid_write(void **state)
{
    (void)state;
    static const char log[] = "Invalid write of size 4 at global memory address 0x1000000001000\n"
                              "\tKernel: k\n"
                              "\tEntity: Global(1024,0,0) Local(0,0,0) Group(4,0,0)\n"
                              "\tAt line 3 (column 5) of input.cl:\n"
                              "Invalid read of size 4 at global memory address 0x1000000001004\n"
                              "\tAt line 9 (column 5) of input.cl:\n"
                              "Invalid read of size 16 at global memory address 0x1000000001008\n"
                              "\tAt line 2 (column 5) of input.cl:\n"
                              "Invalid read of size 8 at global memory address 0x1000000001010\n"
                              "\tAt line 1 (column 5) of input.cl:\n";
    sl_memcheck_log r;
    char *text = read_log(log, SRC, &r);
    assert_int_equal(r.reports, 4);
    assert_false(r.race);
    assert_string_equal(r.kind, "Invalid write of size 4");
    assert_non_null(strstr(r.first, "oclgrind: Invalid write of size 4 at line 3 of student/k.cl: x[get_global_id"));
    assert_non_null(strstr(text, "             9 |   \n"));    /* past the source's end: nothing quoted */
    assert_null(strstr(text, "Invalid read of size 8"));        /* a fourth kind: counted, not shown */
    const char *adv = strstr(text, "an access outside its buffer");
    assert_non_null(adv);
    assert_null(strstr(adv + 1, "an access outside its buffer")); /* said once */
    free(text);
}

static void test_empty_and_lines(void **state)
{
    (void)state;
    sl_memcheck_log r;
    char *text = read_log("oclgrind: nothing to report\n", NULL, &r);
    assert_int_equal(r.reports, 0);
    assert_string_equal(r.first, "");
    assert_string_equal(r.kind, "");
    assert_string_equal(text, "");
    free(text);
    char out[64];
    assert_true(sl_memcheck_source_line(SRC, strlen(SRC), 1, out, sizeof out));
    assert_string_equal(out, "kernel void k(global float *x)");
    assert_false(sl_memcheck_source_line(SRC, strlen(SRC), 0, out, sizeof out));
    assert_false(sl_memcheck_source_line(NULL, 0, 1, out, sizeof out));
    assert_null(sl_memcheck_advice("Something else", "Something else at 0x0"));
    assert_non_null(strstr(sl_memcheck_advice("Read-write data race", "Read-write data race at global memory address"),
                           "global memory"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_race_is_the_kind),
        cmocka_unit_test(test_invalid_write),
        cmocka_unit_test(test_empty_and_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
