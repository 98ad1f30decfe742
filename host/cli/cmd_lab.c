/* cmd_lab.c - `simtlab lab list|show|start|check|hint`: classroom labs.
 *
 * `check` runs the student's kernel in a child process, so a kernel that
 * never ends is killed after --timeout seconds (limit.h) and reported as a FAIL; the
 * child tells the parent each dataset's outcome through a pipe, and the
 * parent prints the last line, "labNN: X passed, Y failed". */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "lab_cli.h"
#include "simtlab/interrupt.h"
#include "simtlab/lab.h"
#include "simtlab/slurp.h"
#include "simtlab/labcheck.h"
#include "simtlab/labstatus.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/derive.h"
#include "simtlab/suite.h"
#include "simtlab/report.h"

#define DEFAULT_DIR LAB_DEFAULT_DIR
#define MAX_HINTS 16

/* ---- list, show, hint ---------------------------------------------------- */

static int lab_list(void)
{
    size_t n;
    const sl_lab *labs = sl_lab_all(&n);
    int slug_w = 0; /* the titles line up past the longest name */
    for (size_t i = 0; i < n; ++i)
        if ((int)strlen(labs[i].slug) > slug_w)
            slug_w = (int)strlen(labs[i].slug);
    for (size_t i = 0; i < n; ++i) {
        char kpath[512], spath[512], last[192] = "";
        lab_default_kernel(&labs[i], DEFAULT_DIR, kpath, sizeof kpath);
        lab_status_path(&labs[i], spath, sizeof spath);
        sl_lab_status_read(spath, kpath, last, sizeof last);
        const bool started = access(kpath, F_OK) == 0;
        const char *status = !started ? "not started" : last[0] ? last : "started, not checked";
        printf("%2u  %-*s  %s\n    teaches: %s\n    here:    %s", labs[i].number, slug_w, labs[i].slug, labs[i].title,
               labs[i].teaches, status);
        if (started)
            printf(" (%s)", kpath);
        printf("\n");
    }
    printf("\n'simtlab lab show N' prints a handout; 'simtlab lab start N' copies its starter to ./%s/.\n",
           DEFAULT_DIR);
    return 0;
}

static int lab_show(const sl_lab *lab)
{
    char path[1024];
    sl_err e = { 0 };
    int rc = sl_lab_path(lab, SL_LAB_HANDOUT, cli_kernel_dirs(NULL), NULL, path, sizeof path, &e);
    char *text = rc == SL_OK ? lab_slurp(path, &e) : NULL;
    if (!text)
        return cli_fail(rc == SL_OK ? SL_FAIL : rc, &e);
    sl_lab_strip_comments(text); /* docfigs' markers are for the docs' maintainer */
    fputs(text, stdout);
    free(text);
    return 0;
}

static int lab_hint(const sl_lab *lab, const char *which)
{
    uint64_t k = 1;
    sl_err e = { 0 };
    if (which && sl_parse_u64(which, 1, MAX_HINTS, "hint number", &k, &e) != SL_OK)
        return cli_fail(SL_E_USAGE, &e);
    char path[1024];
    int rc = sl_lab_path(lab, SL_LAB_HANDOUT, cli_kernel_dirs(NULL), NULL, path, sizeof path, &e);
    char *text = rc == SL_OK ? lab_slurp(path, &e) : NULL;
    if (!text)
        return cli_fail(rc == SL_OK ? SL_FAIL : rc, &e);
    char *hints[MAX_HINTS];
    sl_lab_strip_comments(text);
    size_t n = sl_lab_hints(text, hints, MAX_HINTS);
    free(text);
    int code = 0;
    if (n == 0) {
        fprintf(stderr, "simtlab lab: the handout %s has no hints\n", path);
        code = EXIT_CHECK_FAILED;
    } else if (k > n) {
        fprintf(stderr, "simtlab lab: lab %u has %zu hints, not %llu\n", lab->number, n, (unsigned long long)k);
        code = EXIT_USAGE;
    } else {
        printf("hint %llu of %zu for lab %u (%s):\n\n  %s\n", (unsigned long long)k, n, lab->number, lab->slug,
               hints[k - 1]);
        if (k < n)
            printf("\nthe next one: simtlab lab hint %u %llu\n", lab->number, (unsigned long long)k + 1);
    }
    for (size_t i = 0; i < n; ++i)
        free(hints[i]);
    return code;
}

/* ---- start ----------------------------------------------------------------- */

#define MAX_BACKUPS 99

/* The first of path.bak, path.bak2 .. path.bak99 that does not exist, into
 * bak; false when every one does. */
static bool backup_name(const char *path, char *bak, size_t len)
{
    struct stat st;
    for (int k = 1; k <= MAX_BACKUPS; ++k) {
        if (k == 1)
            snprintf(bak, len, "%s.bak", path);
        else
            snprintf(bak, len, "%s.bak%d", path, k);
        if (lstat(bak, &st) != 0 && errno == ENOENT)
            return true;
    }
    return false;
}

/* Do the files at a and b hold the same text? (an untouched starter needs
 * no backup) */
static bool same_text(const char *a, const char *b)
{
    sl_err e = { 0 };
    char *ta = lab_slurp(a, &e), *tb = ta ? lab_slurp(b, &e) : NULL;
    const bool same = ta && tb && strcmp(ta, tb) == 0;
    free(ta);
    free(tb);
    return same;
}

/* Move path to bak, which must not exist: link(2) refuses to replace a
 * file, so a backup that appeared meanwhile is never overwritten either. */
static bool keep_aside(const char *path, const char *bak)
{
    if (link(path, bak) == 0)
        return unlink(path) == 0;
    if (errno == EEXIST)
        return false;
    struct stat st; /* a file system without hard links */
    if (lstat(bak, &st) == 0 || errno != ENOENT)
        return false;
    return rename(path, bak) == 0;
}

static int lab_start(const sl_lab *lab, const char *dir, bool force)
{
    sl_err e = { 0 };
    char src[1024], dst[1024];
    int rc = sl_lab_path(lab, SL_LAB_STARTER, cli_kernel_dirs(NULL), NULL, src, sizeof src, &e);
    if (rc != SL_OK)
        return cli_fail(rc, &e);
    struct stat st;
    if (stat(dir, &st) == 0) {
        if (!S_ISDIR(st.st_mode)) {
            fprintf(stderr, "simtlab lab: %s exists and is not a directory\n", dir);
            return EXIT_USAGE;
        }
    } else if (errno == ENOENT && lstat(dir, &st) == 0 && S_ISLNK(st.st_mode)) {
        fprintf(stderr, "simtlab lab: %s is a link to a directory that does not exist\n", dir);
        return EXIT_USAGE;
    } else if (errno != ENOENT || mkdir(dir, 0777) != 0) {
        fprintf(stderr, "simtlab lab: cannot create directory %s: %s\n", dir, strerror(errno));
        return EXIT_USAGE;
    }
    if (access(dir, W_OK) != 0) {
        fprintf(stderr, "simtlab lab: cannot write in %s: %s\n", dir, strerror(errno));
        return EXIT_USAGE;
    }
    lab_default_kernel(lab, dir, dst, sizeof dst);
    if (lstat(dst, &st) == 0 && !S_ISREG(st.st_mode)) { /* a link there could point anywhere: not followed */
        fprintf(stderr, "simtlab lab: %s is a %s, not a file: the starter is not written through it\n", dst,
                S_ISLNK(st.st_mode) ? "link" : S_ISDIR(st.st_mode) ? "directory" : "special file");
        return EXIT_USAGE;
    }
    const bool custom_dir = strcmp(dir, DEFAULT_DIR) != 0;
    char kernel_opt[1100] = ""; /* check's --kernel, where DIR is not the default */
    if (custom_dir)
        snprintf(kernel_opt, sizeof kernel_opt, " --kernel %s", dst);
    char bak[1100] = "";
    const bool started = access(dst, F_OK) == 0;
    if (started && !backup_name(dst, bak, sizeof bak)) {
        fprintf(stderr, "simtlab lab: %s.bak to %s.bak%d are all taken: move one away to start again\n", dst, dst,
                MAX_BACKUPS);
        return EXIT_USAGE;
    }
    if (started && !force) { /* not an error: say where the work is and how to start over */
        printf("lab %u: %s\nalready started: your %s is %s, left as it is.\n\n"
               "  check it:           simtlab lab check %u%s\n"
               "  start over instead: simtlab lab start %u%s%s --force (your file is kept as %s)\n",
               lab->number, lab->title, sl_lab_is_answers(lab) ? "answer file" : "kernel", dst, lab->number,
               kernel_opt, lab->number, custom_dir ? " " : "", custom_dir ? dir : "", bak);
        return 0;
    }
    if (started && !same_text(dst, src)) { /* --force: the student's file moves aside, never overwritten */
        if (!keep_aside(dst, bak)) {
            fprintf(stderr, "simtlab lab: cannot move %s to %s: %s; the starter is not written\n", dst, bak,
                    strerror(errno));
            return EXIT_IO;
        }
        printf("your previous file is kept as %s\n", bak);
    }
    char *text = lab_slurp(src, &e);
    if (!text)
        return cli_fail(SL_FAIL, &e);
    sl_out out;
    rc = sl_out_prepare(dst, force, &out, &e);
    if (rc == SL_OK)
        rc = sl_out_write(&out, text, strlen(text), &e);
    free(text);
    if (rc != SL_OK)
        return cli_fail(rc, &e);
    printf("lab %u: %s\nthe starter is %s; its holes are marked TODO.\n\n"
           "  read the handout:  simtlab lab show %u\n"
           "  check your %s: simtlab lab check %u%s\n",
           lab->number, lab->title, dst, lab->number, sl_lab_is_answers(lab) ? "answers" : "kernel", lab->number,
           kernel_opt);
    return 0;
}

int cmd_lab(int argc, char **argv)
{
    if (argc < 2 || cli_is_help(argv[1])) {
        lab_usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? EXIT_USAGE : 0;
    }
    const char *sub = argv[1];
    if (strcmp(sub, "check") == 0 || strcmp(sub, "grade") == 0) {
        /* getopt_long permutes argv; the JSON records the command as typed */
        char **typed = malloc(((size_t)argc + 2) * sizeof *typed);
        if (!typed) {
            fprintf(stderr, "simtlab lab: out of memory\n");
            return EXIT_CHECK_FAILED;
        }
        typed[0] = (char *)"simtlab";
        for (int i = 0; i < argc; ++i)
            typed[i + 1] = argv[i];
        typed[argc + 1] = NULL;
        int rc = strcmp(sub, "check") == 0 ? lab_check_main(argc - 1, argv + 1, argc + 1, typed)
                                           : lab_grade_main(argc - 1, argv + 1, argc + 1, typed);
        free(typed);
        return rc;
    }
    if (strcmp(sub, "list") == 0) {
        if (argc > 2)
            return cli_is_help(argv[2]) ? (lab_usage(stdout), 0) : lab_usage_error("list takes no argument, not '%s'%s",
                                                                             argv[2], "");
        return lab_list();
    }
    if (strcmp(sub, "show") != 0 && strcmp(sub, "start") != 0 && strcmp(sub, "hint") != 0)
        return lab_usage_error("unknown lab command '%s'%s", sub, "");
    bool force = false;
    const char *args[2] = { NULL, NULL };
    int n_args = 0;
    for (int i = 2; i < argc; ++i) {
        if (cli_is_help(argv[i])) {
            lab_usage(stdout);
            return 0;
        }
        if (strcmp(argv[i], "--force") == 0 && strcmp(sub, "start") == 0)
            force = true;
        else if (argv[i][0] == '-' && argv[i][1])
            return lab_usage_error("unknown option '%s' for lab %s", argv[i], sub);
        else if (n_args < (strcmp(sub, "show") == 0 ? 1 : 2))
            args[n_args++] = argv[i];
        else
            return lab_usage_error("unexpected argument '%s'%s", argv[i], "");
    }
    if (!args[0])
        return lab_usage_error("lab %s needs a lab number ('simtlab lab list' shows them)%s", sub, "");
    const sl_lab *lab;
    sl_err e = { 0 };
    int rc = sl_lab_parse(args[0], &lab, &e);
    if (rc != SL_OK)
        return cli_fail(rc, &e);
    if (strcmp(sub, "show") == 0)
        return lab_show(lab);
    if (strcmp(sub, "hint") == 0)
        return lab_hint(lab, args[1]);
    return lab_start(lab, args[1] ? args[1] : DEFAULT_DIR, force);
}
