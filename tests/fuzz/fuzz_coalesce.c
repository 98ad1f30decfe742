/* fuzz_coalesce.c - libFuzzer target: `simtlab model coalesce` with any
 * arguments (one per line of the input), the option parsing and the model
 * behind it, in process. Exit codes are the CLI's: 0 or 2, nothing else. */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define MAX_ARGS 24

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    char *argv[MAX_ARGS + 3];
    int argc = 0;
    argv[argc++] = (char *)"model";
    argv[argc++] = (char *)"coalesce";
    for (char *p = text; argc < MAX_ARGS + 2;) {
        argv[argc++] = p;
        char *nl = strchr(p, '\n');
        if (!nl)
            break;
        *nl = '\0';
        p = nl + 1;
    }
    argv[argc] = NULL;
    /* glibc's getopt keeps a pointer into the last argv it scanned; the
     * CLI sets optind = 1 (one command per process), so reset it fully
     * here (optind = 0) or it would read the previous input's freed text */
    static char *none[] = { (char *)"x", NULL };
    optind = 0;
    opterr = 0;
    (void)getopt(1, none, "");
    int rc = cmd_model(argc, argv);
    if (rc != 0 && rc != EXIT_USAGE) {
        fprintf(stderr, "fuzz_coalesce: exit %d\n", rc);
        abort();
    }
    fflush(stdout);
    free(text);
    return 0;
}
