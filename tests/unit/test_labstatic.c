/* test_labstatic.c - the static check's library call (labstatic.h)
 * without a process or a device: which labs it grades where, and a skip,
 * never a verdict, when the offline compiler is not there. Where clang-15
 * and rocm-device-libs are installed, lab 2's solution passes and its
 * scalar attempt fails, and the verdict is shown, not graded, on a GPU. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/lab.h"
#include "simtlab/labstatic.h"

static char *run(const sl_lab_static_in *in, sl_lab_static_result *r, int *rc)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    assert_non_null(f);
    *rc = sl_lab_static_check(in, f, r);
    fclose(f);
    return text;
}

static void test_graded_where(void **state)
{
    (void)state;
    assert_true(sl_lab_static_graded(sl_lab_find(2), true));
    assert_true(sl_lab_static_graded(sl_lab_find(3), true));
    assert_false(sl_lab_static_graded(sl_lab_find(2), false)); /* a GPU: speed grades it */
    assert_false(sl_lab_static_graded(sl_lab_find(1), true));  /* no static check */
    assert_false(sl_lab_static_graded(sl_lab_find(8), true));  /* an answer lab */
}

/* A compiler that is not there: a skip naming it, on a CPU and a GPU. */
static void test_no_compiler_is_a_skip(void **state)
{
    (void)state;
    const sl_offline_env env = { .clang = "/nonexistent/clang-15", .path = "/nonexistent" };
    char why[512];
    assert_false(sl_lab_static_tools(&env, why, sizeof why));
    assert_true(why[0] != '\0');
    for (int graded = 0; graded < 2; ++graded) {
        const sl_lab_static_in in = { .lab = sl_lab_find(2), .kernel = SIMTLAB_LAB_DIR "/solutions/02-vector-loads.cl",
                                      .env = &env, .graded = graded };
        sl_lab_static_result r;
        int rc;
        char *text = run(&in, &r, &rc);
        assert_int_equal(rc, SL_OK);
        assert_int_equal(r.state, graded ? SL_LAB_STATIC_SKIPPED : SL_LAB_STATIC_SHOWN);
        assert_non_null(strstr(r.msg, "static check skipped: "));
        assert_non_null(strstr(text, "  SKIP  static check skipped: "));
        free(text);
    }
}

/* With the real compiler: the solution's dwordx4 passes, the scalar
 * attempt's dword fails; both only shown where not graded. */
static void test_verdicts(void **state)
{
    (void)state;
    const sl_offline_env env = { .clang = getenv("SIMTLAB_CLANG"), .path = getenv("PATH") };
    char why[512];
    if (!sl_lab_static_tools(&env, why, sizeof why)) {
        print_message("skipped: %s\n", why);
        skip();
    }
    const struct {
        const char *file;
        sl_lab_static_state want;
    } cases[] = {
        { SIMTLAB_LAB_DIR "/solutions/02-vector-loads.cl", SL_LAB_STATIC_PASS },
        { SIMTLAB_TESTS_DIR "/labs/02-scalar-loop.cl", SL_LAB_STATIC_FAIL },
    };
    for (size_t i = 0; i < 2; ++i)
        for (int graded = 0; graded < 2; ++graded) {
            const sl_lab_static_in in = { .lab = sl_lab_find(2), .kernel = cases[i].file, .env = &env,
                                          .graded = graded };
            sl_lab_static_result r;
            int rc;
            char *text = run(&in, &r, &rc);
            assert_int_equal(rc, SL_OK);
            assert_int_equal(r.state, graded ? cases[i].want : SL_LAB_STATIC_SHOWN);
            assert_non_null(strstr(text, "  loads:  "));
            assert_non_null(strstr(text, graded ? (cases[i].want == SL_LAB_STATIC_PASS ? "  PASS  " : "  FAIL  ")
                                                : "  ....  "));
            free(text);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_graded_where),
        cmocka_unit_test(test_no_compiler_is_a_skip),
        cmocka_unit_test(test_verdicts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
