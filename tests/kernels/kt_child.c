/* kt_child.c - the process a kernel test runs a planted bug in
 * (kt_run_isolated, kernel_test.h): a new program image, so the OpenCL
 * driver starts fresh and whatever the bug does to the device or the
 * process ends here, not in the test. */
#include "kernel_test.h"

int main(void)
{
    return kt_child_main();
}
