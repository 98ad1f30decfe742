/* fuzz_answers.c - libFuzzer target: lab 8's answer grader on any bytes
 * (an answer file is at most 64 KiB; the CLI refuses more). Every question
 * and the explanation are counted once, passed or failed, and each gets a
 * row that never holds the expected value. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/lab.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 64 * 1024)
        return 0;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    const sl_lab *lab = sl_lab_find(8);
    if (!lab)
        abort();
    size_t questions = 0;
    while (questions < SL_LAB_MAX_QUESTIONS && lab->questions[questions].key)
        ++questions;
    FILE *null = fopen("/dev/null", "w");
    unsigned passed = 0, failed = 0;
    sl_results rows = { 0 };
    if (null) {
        sl_lab_grade_answers(lab, text, null, &passed, &failed, &rows);
        fclose(null);
        if (passed + failed != questions + 1 || rows.n != questions + 1)
            abort();
        for (size_t i = 0; i < rows.n; ++i)
            if (sl_kv_get(&rows.rows[i].metrics, "expected"))
                abort();
    }
    sl_results_free(&rows);
    free(text);
    return 0;
}
