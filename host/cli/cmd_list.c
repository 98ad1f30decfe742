/* cmd_list.c - `simtlab list`: the suites, their kernels and parameters. */
#include <getopt.h>
#include <stdio.h>

#include "cli.h"
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
                   "their kernel files and the --param keys each accepts.\n");
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
        printf("%-12s %s%s\n", all[i]->name, all[i]->summary, i == 0 ? " (default)" : "");
        printf("%-12s kernels: cl/%s\n", "", all[i]->kernel_file);
        for (const sl_suite_param *p = all[i]->params; p && p->key; ++p)
            printf("%-12s --param %s=N: %s\n", "", p->key, p->help);
    }
    return 0;
}
