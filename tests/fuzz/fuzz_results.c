/* fuzz_results.c - libFuzzer target: the results reader (simtlab-results/1
 * and /2, what compare, plot and roofline read) on any bytes; what it
 * accepts must go through the table and CSV writers and derive again. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/derive.h"
#include "simtlab/report.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    sl_results res = { 0 };
    char device[128] = "";
    sl_err e = { 0 };
    int rc = sl_report_parse_json(text, &res, device, sizeof device, &e);
    if (rc != SL_OK && e.msg[0] == '\0')
        abort(); /* a refusal always says why */
    if (rc == SL_OK) {
        char *csv = sl_report_csv_text(&res);
        free(csv);
        sl_profile prof;
        memset(&prof, 0, sizeof prof);
        FILE *null = fopen("/dev/null", "w");
        if (null) {
            sl_report_table(null, &res, 0, &prof);
            fclose(null);
        }
        sl_derive(&res, 0, NULL);
    }
    sl_err_clear(&e);
    sl_results_free(&res);
    free(text);
    return 0;
}
