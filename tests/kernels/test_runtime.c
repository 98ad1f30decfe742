/* test_runtime.c - runtime pieces that need a device: the dyadic input
 * (made on the host, uploaded in chunks) every large-buffer suite relies
 * on, read back and checked element by element. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>

#include "kernel_test.h"
#include "simtlab/buffer.h"
#include "simtlab/rng.h"

static void test_fill_dyadic_matches_host(void **state)
{
    (void)state;
    const sl_device *dev = kt_device();
    const size_t sizes[] = { 1, 63, 1000003 };
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
        size_t n = sizes[s];
        cl_mem buf = NULL;
        sl_err e = { 0 };
        assert_int_equal(sl_buf_create(dev, CL_MEM_READ_WRITE, (n + 1) * sizeof(float), NULL, &buf, &e), SL_OK);
        assert_int_equal(sl_buf_poison(dev, buf, (n + 1) * sizeof(float), &e), SL_OK);
        assert_int_equal(sl_buf_fill_dyadic(dev, buf, n, 99, &e), SL_OK);
        float *h = malloc((n + 1) * sizeof *h);
        assert_non_null(h);
        assert_int_equal(sl_buf_read(dev, buf, (n + 1) * sizeof(float), h, &e), SL_OK);
        size_t bad = 0;
        for (size_t i = 0; i < n; ++i)
            bad += h[i] != sl_dyadic(i, 99);
        assert_int_equal(bad, 0);
        assert_true(h[n] != h[n]); /* past n stays poisoned (NaN) */
        free(h);
        sl_buf_release(&buf);
    }
}

int main(void)
{
    kt_device();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fill_dyadic_matches_host),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kt_close();
    return rc;
}
