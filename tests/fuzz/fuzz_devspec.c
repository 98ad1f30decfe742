/* fuzz_devspec.c - libFuzzer target: the spec-sheet reader (data/devices,
 * `compare --what-if`) on any bytes. What it accepts has every figure in
 * range (no cast of an out-of-range double); a refusal says why. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/devspec.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    sl_devspec d;
    sl_err e = { 0 };
    int rc = sl_devspec_parse(text, "fuzz", &d, &e);
    if (rc != SL_OK && e.msg[0] == '\0')
        abort(); /* a refusal always says why */
    if (rc == SL_OK && (d.simd_width < 1 || d.simd_width > 1024 || d.compute_units < 1 || !d.geometry))
        abort();
    sl_err_clear(&e);
    free(text);
    return 0;
}
