/* cmd_list.c - `simtlab list`: the suites, their kernels and parameters. */
#include <getopt.h>
#include <stdio.h>

#include "cli.h"
#include "simtlab/report.h"

/* a 100-column terminal shows every line whole */
#define LIST_WIDTH 100
#include "simtlab/registry.h"

int cmd_list(int argc, char **argv)
{
    static const struct option longopts[] = { { "help", no_argument, NULL, 'h' }, { NULL, 0, NULL, 0 } };
    int c;
    optind = 1;
    argv[0] = (char *)"simtlab list";
    while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        if (c == 'h') {
            printf("usage: simtlab list\n\nList the benchmark suites (the first is the default of 'run'),\n"
                   "their kernel files, the --param keys each accepts and, for a suite\n"
                   "'simtlab tune' can search, the params it varies.\n");
            return 0;
        }
        fprintf(stderr, "usage: simtlab list\n");
        return EXIT_USAGE;
    }
    if (optind < argc) {
        fprintf(stderr, "simtlab list: unexpected argument '%s'\nusage: simtlab list\n", argv[optind]);
        return EXIT_USAGE;
    }
    const sl_suite *const *all = sl_suite_all();
    for (size_t i = 0; all[i]; ++i) {
        char text[1024];
        printf("%-12s", all[i]->name);
        snprintf(text, sizeof text, "%s%s", all[i]->summary, i == 0 ? " (default)" : "");
        sl_report_wrap_at(stdout, text, 12, LIST_WIDTH, 13);
        printf("%-12s kernels: cl/%s\n", "", all[i]->kernel_file);
        for (const sl_suite_param *p = all[i]->params; p && p->key; ++p)
        {
            char text[1024];
            snprintf(text, sizeof text, "--param %s=N: %s", p->key, p->help);
            printf("%-12s", "");
            sl_report_wrap_at(stdout, text, 12, LIST_WIDTH, 15);
        }
        if (all[i]->tune) { /* what `simtlab tune` searches (docs/tune.md) */
            char text[1024];
            int used = snprintf(text, sizeof text, "simtlab tune %s: the %s rung over", all[i]->name,
                                all[i]->tune->rung);
            for (const sl_tune_axis *a = all[i]->tune->axes; a->key && used > 0 && (size_t)used < sizeof text; ++a)
                used += snprintf(text + used, sizeof text - (size_t)used, "%s %s", a == all[i]->tune->axes ? "" : ",",
                                 a->key);
            printf("%-12s", "");
            sl_report_wrap_at(stdout, text, 12, LIST_WIDTH, 15);
        }
    }
    return 0;
}
