/* fuzz_store.c - libFuzzer target: the store reader (simtlab-store/1, what
 * merge, compare and plot read) on any bytes. What it accepts must be
 * written back and read again to the same bytes: a store is its own
 * fixed point (runs sorted, each kept verbatim). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/store.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    (void)sl_store_is(text, size);
    sl_store s = { 0 }, back = { 0 };
    sl_err e = { 0 };
    int rc = sl_store_add_store(&s, "fuzz.json", text, size, &e); /* takes text */
    if (rc != SL_OK && e.msg[0] == '\0')
        abort(); /* a refusal always says why */
    char *t1 = NULL, *t2 = NULL;
    size_t l1 = 0, l2 = 0;
    if (rc == SL_OK && sl_store_finish(&s, false, NULL, NULL, &e) == SL_OK &&
        sl_store_text(&s, "0", &t1, &l1, &e) == SL_OK) {
        char *copy = malloc(l1 + 1);
        if (copy) {
            memcpy(copy, t1, l1 + 1);
            if (sl_store_add_store(&back, "again.json", copy, l1, &e) != SL_OK ||
                sl_store_finish(&back, false, NULL, NULL, &e) != SL_OK)
                abort(); /* what was written must read back */
            if (sl_store_text(&back, "0", &t2, &l2, &e) == SL_OK && (l1 != l2 || memcmp(t1, t2, l1) != 0))
                abort();
        }
    }
    free(t1);
    free(t2);
    sl_err_clear(&e);
    sl_store_free(&s);
    sl_store_free(&back);
    return 0;
}
