/* fuzz_parse.c - libFuzzer target: the command-line value parsers (parse.h)
 * and the device selector, on any bytes. Each accepted value must satisfy
 * its documented contract; anything else is refused with a message. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/device.h"
#include "simtlab/parse.h"

#define CHECK(cond)                                                                                                \
    do {                                                                                                           \
        if (!(cond)) {                                                                                             \
            fprintf(stderr, "fuzz_parse: contract broken: %s (line %d)\n", #cond, __LINE__);                      \
            abort();                                                                                               \
        }                                                                                                          \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0'; /* argv strings end at the first NUL, as these do */
    sl_err e = { 0 };

    uint64_t v = 0;
    int rc = sl_parse_size(text, &v, &e);
    CHECK(rc == SL_OK || rc == SL_E_USAGE);
    CHECK(rc != SL_OK || v > 0);
    CHECK(rc == SL_OK || e.msg[0] != '\0');
    sl_err_clear(&e);

    rc = sl_parse_u64(text, 3, 1000000, "--reps", &v, &e);
    CHECK(rc == SL_OK || rc == SL_E_USAGE);
    CHECK(rc != SL_OK || (v >= 3 && v <= 1000000));
    sl_err_clear(&e);

    double d = 0.0;
    rc = sl_parse_positive(text, "--budget", &d, &e);
    CHECK(rc == SL_OK || rc == SL_E_USAGE);
    CHECK(rc != SL_OK || (d > 0.0 && isfinite(d)));
    sl_err_clear(&e);

    sl_mnk shapes[SL_MNK_MAX];
    size_t n = 0;
    rc = sl_parse_mnk_list(text, shapes, SL_MNK_MAX, &n, &e);
    CHECK(rc == SL_OK || rc == SL_E_USAGE);
    if (rc == SL_OK) {
        CHECK(n >= 1 && n <= SL_MNK_MAX);
        for (size_t i = 0; i < n; ++i)
            CHECK(shapes[i].m >= 1 && shapes[i].m <= SL_MNK_DIM_MAX && shapes[i].n >= 1 &&
                  shapes[i].n <= SL_MNK_DIM_MAX && shapes[i].k >= 1 && shapes[i].k <= SL_MNK_DIM_MAX);
    }
    sl_err_clear(&e);

    sl_selector sel;
    rc = sl_dev_parse_selector(text, &sel, &e);
    CHECK(rc == SL_OK || rc == SL_E_USAGE);
    CHECK(rc != SL_OK || sel.kind != SL_SEL_NAME || strlen(sel.name) < sizeof sel.name);
    sl_err_clear(&e);

    char a[32], b[32];
    uint64_t x = 0, y = 0;
    memcpy(&x, data, size < 8 ? size : 8);
    if (size > 8)
        memcpy(&y, data + 8, size - 8 < 8 ? size - 8 : 8);
    sl_format_bytes_pair(x, y, a, b, sizeof a);
    CHECK(x == y || strcmp(a, b) != 0); /* different counts never read the same */
    free(text);
    return 0;
}
