/* cmd_merge.c - `simtlab merge FILE... -o STORE`: results files and stores
 * into one store (store.h), every input read and checked, and duplicates
 * refused, before anything is written. */
#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "simtlab/report.h"
#include "simtlab/store.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: simtlab merge [OPTIONS] FILE... -o STORE\n\n"
            "Keep many runs, from any hosts and devices, in one store (schema %s):\n"
            "each FILE is a results file ('simtlab run --json') or a store, whose runs are\n"
            "taken in. A run is known by its key: host, device, device index, driver,\n"
            "simtlab version and the time the run was written (all from its file). Runs\n"
            "are kept verbatim with their source path and SHA-256, sorted by key, so the\n"
            "same inputs in any order give the same store. 'simtlab compare' and 'simtlab\n"
            "plot' read a store wherever they read a results file, one column (or series)\n"
            "per device model, each case's figure the median over that model's runs.\n\n"
            "  -o STORE           where the store goes (- for standard output; replaced\n"
            "                     atomically). Never one of the inputs: merge into a new\n"
            "                     file, then move it over the old one\n"
            "  --skip-duplicates  a run whose key is already in (the same results file\n"
            "                     merged again) is skipped, one line on stderr each, instead\n"
            "                     of refused: re-merging an old store with new files\n"
            "  --force            replace a read-only STORE\n"
            "  -h, --help         this text\n\n"
            "Limits: a results file at most 64 MiB, a store at most 1 GiB, read whole.\n"
            "A FILE that is neither (not JSON, truncated, another schema), a store edited\n"
            "after it was written (its SHA-256 no longer matches), a file named twice, or a\n"
            "run whose key is there twice (without --skip-duplicates) is refused with its\n"
            "name and the reason, and nothing is written.\n\n"
            "exit codes: 0 ok, 2 bad usage or input (a duplicate included; an -o path that\n"
            "cannot be written is refused before anything is read), 4 a write that failed\n",
            SL_STORE_SCHEMA);
}

typedef struct merge_opts {
    const char *out_path;
    bool skip, force;
} merge_opts;

static int merge_options(int argc, char **argv, merge_opts *op)
{
    enum { O_SKIP = 256, O_FORCE };
    static const struct option longopts[] = {
        { "skip-duplicates", no_argument, NULL, O_SKIP }, { "force", no_argument, NULL, O_FORCE },
        { "output", required_argument, NULL, 'o' },      { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    int c;
    optind = 1;
    argv[0] = (char *)"simtlab merge";
    while ((c = getopt_long(argc, argv, "o:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'o': op->out_path = optarg; break;
        case O_SKIP: op->skip = true; break;
        case O_FORCE: op->force = true; break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return EXIT_USAGE;
        }
    }
    if (optind >= argc || !op->out_path || !op->out_path[0]) {
        fprintf(stderr, "simtlab merge: %s\n\n", optind >= argc ? "name the results files or stores to merge"
                                                                : "name the store to write (-o STORE, or -o - for standard output)");
        usage(stderr);
        return EXIT_USAGE;
    }
    return CLI_GO_ON;
}

/* The same file named twice (by path or through a link)? */
static bool same_file(const char *a, const char *b)
{
    struct stat sa, sb;
    return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/* -o prepared into out: never over an input, no input twice; CLI_GO_ON or the exit code. */
static int merge_check(const merge_opts *op, char **inputs, int n, sl_out *out)
{
    sl_err e = { 0 };
    int rc = sl_out_prepare(op->out_path, op->force, out, &e);
    if (rc != SL_OK)
        return cli_fail(rc, &e);
    for (int i = 0; i < n; ++i) {
        if (sl_out_is(out, inputs[i])) {
            const size_t len = strlen(op->out_path);
            const bool json = len > 5 && strcmp(op->out_path + len - 5, ".json") == 0;
            fprintf(stderr, "simtlab merge: -o %s is %s, an input: it would be replaced while it is read; write "
                            "a new file (-o %.*s%s) and move it over the old one\n",
                    op->out_path, inputs[i], (int)(json ? len - 5 : len), op->out_path, json ? ".new.json" : ".new");
            return EXIT_USAGE;
        }
        for (int j = 0; j < i; ++j)
            if (same_file(inputs[i], inputs[j])) {
                fprintf(stderr, "simtlab merge: %s is named twice (as %s and %s): name each file once\n", inputs[i],
                        inputs[j], inputs[i]);
                return EXIT_USAGE;
            }
    }
    return CLI_GO_ON;
}

/* How many distinct values of a key field the runs have (runs sorted by key, so count by scan). */
static size_t distinct(const sl_store *s, size_t off)
{
    size_t n = 0;
    for (size_t i = 0; i < s->n; ++i) {
        const char *v = (const char *)&s->runs[i].key + off;
        size_t j = 0;
        while (j < i && strcmp((const char *)&s->runs[j].key + off, v) != 0)
            ++j;
        n += j == i;
    }
    return n;
}

int cmd_merge(int argc, char **argv)
{
    merge_opts op = { NULL, false, false };
    int stop = merge_options(argc, argv, &op);
    if (stop != CLI_GO_ON)
        return stop;
    const int n = argc - optind;
    char **inputs = argv + optind;
    sl_out out;
    if ((stop = merge_check(&op, inputs, n, &out)) != CLI_GO_ON)
        return stop;
    sl_store s = { 0 };
    sl_err e = { 0 };
    sl_store_dup *dups = NULL;
    size_t ndups = 0;
    char *text = NULL;
    size_t len = 0;
    int rc = SL_OK;
    for (int i = 0; i < n && rc == SL_OK; ++i)
        rc = sl_store_add_file(&s, inputs[i], &e);
    if (rc == SL_OK)
        rc = sl_store_finish(&s, op.skip, &dups, &ndups, &e);
    if (rc == SL_OK)
        rc = sl_store_text(&s, SIMTLAB_VERSION, &text, &len, &e);
    if (rc == SL_OK)
        rc = sl_out_write(&out, text, len, &e);
    int exit_code = 0;
    if (rc != SL_OK) {
        if (rc == SL_E_USAGE && strstr(e.msg, "the same run twice"))
            fprintf(stderr, "simtlab merge: %s\n  (--skip-duplicates keeps the first and skips the others)\n", e.msg);
        else
            exit_code = cli_fail(rc, &e);
        exit_code = exit_code ? exit_code : EXIT_USAGE;
    } else {
        char k[600];
        for (size_t i = 0; i < ndups; ++i)
            fprintf(stderr, "simtlab merge: skipped a duplicate: %s from %s (kept from %s)\n",
                    sl_store_key_format(&dups[i].key, k, sizeof k), dups[i].from, dups[i].kept_from);
        FILE *say = sl_out_to_stdout(&out) ? stderr : stdout;
        const size_t models = distinct(&s, offsetof(sl_store_key, device)),
                     hosts = distinct(&s, offsetof(sl_store_key, host));
        fprintf(say, "%s: %zu run%s (%zu device model%s, %zu host%s) from %d file%s%s\n",
                sl_out_to_stdout(&out) ? "simtlab merge" : op.out_path, s.n, s.n == 1 ? "" : "s", models,
                models == 1 ? "" : "s", hosts, hosts == 1 ? "" : "s", n, n == 1 ? "" : "s",
                ndups ? ", duplicates skipped" : "");
    }
    free(dups);
    free(text);
    sl_store_free(&s);
    sl_err_clear(&e);
    return exit_code;
}
