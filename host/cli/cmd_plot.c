/* cmd_plot.c - `simtlab plot RESULTS.json... -o DIR`: pictures of results
 * files through gnuplot. plot.h writes the scripts and data; this file
 * reads and checks every input, writes everything into a temporary
 * directory, runs gnuplot there and only then moves the files into DIR, so
 * a refusal or a failure leaves nothing behind. */
#include <cjson/cJSON.h>
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "simtlab/interrupt.h"
#include "simtlab/plot.h"
#include "simtlab/proc.h"
#include "simtlab/registry.h"
#include "simtlab/slurp.h"
#include "simtlab/report.h"
#include "simtlab/store.h"

#define GNUPLOT_LOG ".gnuplot.log"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: simtlab plot [OPTIONS] RESULTS.json... -o DIR\n\n"
            "A store ('simtlab merge') is drawn as one series per device model in it, each\n"
            "case's figures the median over that model's runs (the title says how many).\n\n"
            "Draw results files (simtlab run --json) with gnuplot: one picture per plot, every\n"
            "file on the same axes, one colour or bar per file, titled with each device and\n"
            "driver. Only verified rows are drawn; the others are listed in the script.\n\n"
            "  stride-VECTOR   %% of the read ceiling vs stride (log2), with the model for\n"
            "                  both SIMD widths\n"
            "  offset-VECTOR   the same vs the offset in bytes\n"
            "  vector          bars: stride x vector width\n"
            "  matmul-MxNxK    GFLOP/s up the ladder, the library peer (clblast) last\n"
            "  occupancy       GB/s vs warps per compute unit, one line per loads in flight;\n"
            "                  the +lmem series as points\n"
            "  any other suite bars of each row's GFLOP/s, else GB/s\n\n"
            "DIR gets NAME.gp (the script), NAME.dat (its data) and NAME.svg / NAME.png:\n"
            "edit the script and rerun it in DIR with 'gnuplot NAME.gp'.\n\n"
            "  -o, --output DIR    where the files go (created if missing; its parent must exist)\n"
            "      --format F      svg, png or both (default both)\n"
            "      --script-only   write the scripts and data, do not run gnuplot\n"
            "  -h, --help          this text\n\n"
            "needs gnuplot on PATH (Debian: apt-get install gnuplot-nox) unless --script-only.\n"
            "exit codes: 0 ok, 2 bad usage or input (nothing written), 4 a file could not be\n"
            "            written or gnuplot failed (nothing written)\n");
}

/* One input file, read. */
typedef struct input {
    const char *path;
    sl_results res;
    char device[256];
    char driver[128];
    dev_t dev;
    ino_t ino;
} input;

/* dir/name.ext (ext may be NULL) into buf; false when it does not fit. */
static bool join(char *buf, size_t len, const char *dir, const char *name, const char *ext)
{
    const int n = ext ? snprintf(buf, len, "%s/%s.%s", dir, name, ext) : snprintf(buf, len, "%s/%s", dir, name);
    return n >= 0 && (size_t)n < len;
}

/* path whole, or NULL (a log or a file read once already: no message) */
static char *slurp(const char *path)
{
    char *text = NULL;
    sl_err e = { 0 };
    (void)sl_slurp(path, "file", 0, &text, NULL, &e);
    sl_err_clear(&e);
    return text;
}

/* cli_load_results checks the file (regular, at most 64 MiB, a results
 * file); the driver string is not a row, so it is
 * taken from the top-level "device" object here. */
/* s with every control character (a newline among them) as a space */
static void one_line(char *s)
{
    for (; *s; ++s)
        if (iscntrl((unsigned char)*s))
            *s = ' ';
}

static int read_input(input *in, sl_err *e)
{
    struct stat st;
    int rc = cli_load_results(in->path, &in->res, in->device, sizeof in->device, e);
    if (rc != SL_OK)
        return rc;
    if (stat(in->path, &st) != 0)
        return sl_err_set(e, SL_E_USAGE, "%s: %s", in->path, strerror(errno));
    in->dev = st.st_dev;
    in->ino = st.st_ino;
    char *text = slurp(in->path);
    cJSON *doc = text ? cJSON_Parse(text) : NULL;
    const cJSON *driver = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(doc, "device"), "driver");
    if (cJSON_IsString(driver))
        snprintf(in->driver, sizeof in->driver, "%s", driver->valuestring);
    cJSON_Delete(doc);
    free(text);
    /* both go into titles and comment lines of the gnuplot script and its
     * data: a control character from a crafted file must not start a line */
    one_line(in->device);
    one_line(in->driver);
    return SL_OK;
}

static bool on_path(const char *prog)
{
    const char *path = getenv("PATH");
    char *dirs = strdup(path ? path : "/usr/bin:/bin");
    bool found = false;
    for (char *save = NULL, *d = dirs ? strtok_r(dirs, ":", &save) : NULL; d && !found; d = strtok_r(NULL, ":", &save)) {
        char full[4096];
        struct stat st;
        snprintf(full, sizeof full, "%s/%s", d[0] ? d : ".", prog);
        found = stat(full, &st) == 0 && S_ISREG(st.st_mode) && access(full, X_OK) == 0;
    }
    free(dirs);
    return found;
}

/* Remove a temporary directory of ours and everything in it (flat). */
static void remove_tmp(const char *dir)
{
    DIR *d = opendir(dir);
    if (d) {
        for (struct dirent *de; (de = readdir(d));) {
            char p[4096];
            if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
                continue;
            if (join(p, sizeof p, dir, de->d_name, NULL))
                unlink(p);
        }
        closedir(d);
    }
    rmdir(dir);
}

static int write_file(const char *dir, const char *name, const char *ext, const char *text, sl_err *e)
{
    char p[4096];
    FILE *f = join(p, sizeof p, dir, name, ext) ? fopen(p, "w") : NULL;
    if (!f)
        return sl_err_set(e, SL_E_IO, "cannot write %s: %s", p, strerror(errno));
    const size_t n = text ? strlen(text) : 0;
    const bool ok = fwrite(text ? text : "", 1, n, f) == n && fflush(f) == 0 && fsync(fileno(f)) == 0;
    if (fclose(f) != 0 || !ok)
        return sl_err_set(e, SL_E_IO, "cannot write %s: %s", p, strerror(errno));
    struct stat st; /* what is on disk is what was written */
    if (stat(p, &st) != 0 || (size_t)st.st_size != n)
        return sl_err_set(e, SL_E_IO, "%s is short (%lld of %zu bytes): the disk may be full", p,
                          (long long)st.st_size, n);
    return SL_OK;
}

static bool stop_on_signal(void *arg)
{
    (void)arg;
    return sl_interrupted() != 0;
}

/* gnuplot each script in dir, its output into GNUPLOT_LOG there. */
static int run_gnuplot(const char *dir, const sl_plot_set *plots, sl_err *e)
{
    char **args = calloc(plots->n + 2, sizeof *args);
    if (!args)
        return sl_err_set(e, SL_FAIL, "out of memory");
    args[0] = (char *)"gnuplot";
    for (size_t i = 0; i < plots->n; ++i) {
        args[i + 1] = malloc(strlen(plots->items[i].name) + 4);
        if (args[i + 1])
            sprintf(args[i + 1], "%s.gp", plots->items[i].name);
    }
    /* gnuplot's output to GNUPLOT_LOG in dir: opened here, the child only dup2s */
    char logpath[4096];
    const int log = join(logpath, sizeof logpath, dir, GNUPLOT_LOG, NULL)
                        ? open(logpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600)
                        : -1;
    const sl_proc_spec spec = { .what = "gnuplot", .argv = (const char *const *)args, .search_path = true,
                                .dir = dir, .in = SL_PROC_NULL, .out = log >= 0 ? log : -1,
                                .err = log >= 0 ? log : -1 };
    sl_proc c;
    sl_err se = { 0 };
    const bool started = sl_proc_start(&c, &spec, &se) == SL_OK;
    if (log >= 0)
        close(log);
    /* ^C or SIGTERM: gnuplot goes at once */
    const int status = started ? sl_proc_wait_for(&c, -1.0, stop_on_signal, NULL) : 0;
    for (size_t i = 0; i < plots->n; ++i)
        free(args[i + 1]);
    free(args);
    if (sl_interrupted()) /* gnuplot, if it ran, was killed for it */
        return sl_err_set(e, SL_E_INTR, "interrupted: nothing was written");
    if (!started) {
        sl_err_set(e, SL_E_IO, "%s", se.msg);
        sl_err_clear(&se);
        return SL_E_IO;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        char p[4096];
        char *log = join(p, sizeof p, dir, GNUPLOT_LOG, NULL) ? slurp(p) : NULL;
        sl_err_set(e, SL_E_IO, "gnuplot failed (%s %d); nothing was written",
                   WIFEXITED(status) ? "exit" : "signal", WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
        if (log && log[0])
            fprintf(stderr, "---- gnuplot ----\n%s-----------------\n", log);
        free(log);
        return SL_E_IO;
    }
    return SL_OK;
}

/* Is the picture whole? gnuplot exits 0 on a full disk, leaving a PNG
 * without its IEND chunk or an SVG stopped mid-element. */
static int check_picture(const char *dir, const char *name, const char *ext, sl_err *e)
{
    char p[4096];
    struct stat st;
    if (!join(p, sizeof p, dir, name, ext) || stat(p, &st) != 0 || st.st_size == 0)
        return sl_err_set(e, SL_E_IO, "gnuplot made no %s.%s; nothing was written", name, ext);
    FILE *f = fopen(p, "rb");
    unsigned char head[8] = { 0 }, tail[64] = { 0 };
    const long n = st.st_size < (off_t)sizeof tail ? (long)st.st_size : (long)sizeof tail;
    bool ok = f && fread(head, 1, sizeof head, f) > 0 && fseek(f, -n, SEEK_END) == 0 &&
              fread(tail, 1, (size_t)n, f) == (size_t)n;
    if (f)
        fclose(f);
    if (ok && strcmp(ext, "png") == 0) {
        static const unsigned char sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
        static const unsigned char iend[12] = { 0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xAE, 0x42, 0x60, 0x82 };
        ok = memcmp(head, sig, sizeof sig) == 0 && n >= 12 && memcmp(tail + n - 12, iend, sizeof iend) == 0;
    } else if (ok && strcmp(ext, "svg") == 0) {
        long end = n;
        while (end > 0 && isspace(tail[end - 1]))
            --end;
        ok = end >= 6 && memcmp(tail + end - 6, "</svg>", 6) == 0;
    }
    if (!ok)
        return sl_err_set(e, SL_E_IO, "gnuplot's %s.%s is incomplete (%lld bytes%s): the disk may be full; nothing "
                                      "was written", name, ext, (long long)st.st_size,
                          strcmp(ext, "png") == 0 ? ", no IEND chunk" : ", no closing </svg>");
    return SL_OK;
}

/* Where the files are made before they move: inside DIR when it exists,
 * else beside it (then the whole directory is renamed into place). */
static int make_tmp(const char *out, bool *exists, char *tmp, size_t len, sl_err *e)
{
    struct stat st;
    if (stat(out, &st) == 0) {
        if (!S_ISDIR(st.st_mode))
            return sl_err_set(e, SL_E_USAGE, "output %s: not a directory", out);
        if (access(out, W_OK | X_OK) != 0)
            return sl_err_set(e, SL_E_USAGE, "output directory %s: cannot write there: %s", out, strerror(errno));
        *exists = true;
        snprintf(tmp, len, "%s/.simtlab-plot-XXXXXX", out);
    } else if (errno == ENOENT) {
        char copy[4096], base[4096];
        snprintf(copy, sizeof copy, "%s", out);
        snprintf(base, sizeof base, "%s", out);
        *exists = false;
        snprintf(tmp, len, "%s/.%s.simtlab-plot-XXXXXX", dirname(copy), basename(base));
    } else {
        return sl_err_set(e, SL_E_USAGE, "output directory %s: %s", out, strerror(errno));
    }
    if (!mkdtemp(tmp))
        return sl_err_set(e, SL_E_USAGE, "cannot create output directory %s: %s", out, strerror(errno));
    return SL_OK;
}

static const char *const exts[] = { "gp", "dat", "svg", "png" };

/* Is path the file one of the inputs names (same device and inode)? */
static bool is_input(const char *path, char *const *inputs, size_t n_inputs)
{
    struct stat a, b;
    if (stat(path, &a) != 0)
        return false;
    for (size_t i = 0; i < n_inputs; ++i)
        if (stat(inputs[i], &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino)
            return true;
    return false;
}

/* Every plot's script and data written into tmp, then (unless
 * script_only) drawn by gnuplot and each picture checked. */
static int draw_into(const char *tmp, const sl_plot_set *plots, sl_plot_format fmt, bool script_only, sl_err *e)
{
    int rc = SL_OK;
    for (size_t i = 0; i < plots->n && rc == SL_OK; ++i) {
        rc = write_file(tmp, plots->items[i].name, "gp", plots->items[i].script, e);
        if (rc == SL_OK)
            rc = write_file(tmp, plots->items[i].name, "dat", plots->items[i].data, e);
    }
    if (rc == SL_OK && sl_interrupted())
        rc = sl_err_set(e, SL_E_INTR, "interrupted: nothing was written");
    if (rc == SL_OK && !script_only)
        rc = run_gnuplot(tmp, plots, e);
    for (size_t i = 0; i < plots->n && rc == SL_OK && !script_only; ++i) {
        if (fmt & SL_PLOT_SVG)
            rc = check_picture(tmp, plots->items[i].name, "svg", e);
        if (rc == SL_OK && (fmt & SL_PLOT_PNG))
            rc = check_picture(tmp, plots->items[i].name, "png", e);
    }
    if (rc == SL_OK && sl_interrupted())
        rc = sl_err_set(e, SL_E_INTR, "interrupted: nothing was written");
    return rc;
}

/* Before anything moves into the existing directory out: no target is one
 * of the inputs (a results file named like a plot's file), and every
 * target is replaceable (a directory, a device or a FIFO where a picture
 * goes stops it here). */
static int check_targets(const char *tmp, const char *out, const sl_plot_set *plots, char *const *inputs,
                         size_t n_inputs, sl_err *e)
{
    int rc = SL_OK;
    for (size_t i = 0; i < plots->n && rc == SL_OK; ++i)
        for (size_t k = 0; k < sizeof exts / sizeof exts[0] && rc == SL_OK; ++k) {
            char to[4096];
            if (join(to, sizeof to, out, plots->items[i].name, exts[k]) && is_input(to, inputs, n_inputs))
                rc = sl_err_set(e, SL_E_USAGE, "%s is one of the results files read: plotting into %s would replace it",
                                to, out);
        }
    for (size_t i = 0; i < plots->n && rc == SL_OK; ++i)
        for (size_t k = 0; k < sizeof exts / sizeof exts[0] && rc == SL_OK; ++k) {
            char from[4096], to[4096];
            struct stat st;
            if (!join(from, sizeof from, tmp, plots->items[i].name, exts[k]) ||
                !join(to, sizeof to, out, plots->items[i].name, exts[k]))
                rc = sl_err_set(e, SL_E_IO, "output path too long: %s", out);
            else if (access(from, F_OK) == 0 && lstat(to, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISLNK(st.st_mode))
                rc = sl_err_set(e, SL_E_IO, "cannot replace %s: it is not a file; nothing was written", to);
        }
    return rc;
}

/* Move every file made in tmp into out, the old files kept aside
 * (NAME.EXT.old in tmp) and put back if any move fails; no signal in
 * between. tmp is removed. */
static int move_into(const char *tmp, const char *out, const sl_plot_set *plots, sl_err *e)
{
    int rc = SL_OK;
    sigset_t block, old_mask;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    sigprocmask(SIG_BLOCK, &block, &old_mask);
    size_t done = 0;
    const size_t n_exts = sizeof exts / sizeof exts[0], total = plots->n * n_exts;
    char *had = calloc(total ? total : 1, 1); /* 1: an old file was kept aside; 2: the new one moved in */
    if (!had)
        rc = sl_err_set(e, SL_FAIL, "out of memory");
    for (; done < total && rc == SL_OK; ++done) {
        const sl_plot *pl = &plots->items[done / n_exts];
        const char *ext = exts[done % n_exts];
        char from[4096], to[4096], aside[4200];
        join(from, sizeof from, tmp, pl->name, ext);
        join(to, sizeof to, out, pl->name, ext);
        snprintf(aside, sizeof aside, "%s.old", from);
        if (access(from, F_OK) != 0)
            continue;
        if (access(to, F_OK) == 0) {
            if (rename(to, aside) != 0) {
                rc = sl_err_set(e, SL_E_IO, "cannot replace %s: %s; nothing was written", to, strerror(errno));
                break;
            }
            had[done] |= 1;
        }
        if (rename(from, to) != 0) {
            rc = sl_err_set(e, SL_E_IO, "cannot move %s into %s: %s; nothing was written", from, out, strerror(errno));
            break;
        }
        had[done] |= 2;
    }
    if (rc != SL_OK && had) /* put every old file back where it was */
        for (size_t k = 0; k <= done && k < total; ++k) {
            const sl_plot *pl = &plots->items[k / n_exts];
            char from[4096], to[4096], aside[4200];
            join(from, sizeof from, tmp, pl->name, exts[k % n_exts]);
            join(to, sizeof to, out, pl->name, exts[k % n_exts]);
            snprintf(aside, sizeof aside, "%s.old", from);
            if (had[k] & 2)
                (void)rename(to, from);
            if (had[k] & 1)
                (void)rename(aside, to);
        }
    free(had);
    remove_tmp(tmp);
    sigprocmask(SIG_SETMASK, &old_mask, NULL);
    return rc;
}

/* Write, draw, check, move: on any failure tmp is removed and DIR is as it was. */
static int produce(const char *out, const sl_plot_set *plots, sl_plot_format fmt, bool script_only,
                   char *const *inputs, size_t n_inputs, sl_err *e)
{
    char tmp[4096];
    bool exists = false;
    int rc = make_tmp(out, &exists, tmp, sizeof tmp, e);
    if (rc != SL_OK)
        return rc;
    if ((rc = draw_into(tmp, plots, fmt, script_only, e)) != SL_OK) {
        remove_tmp(tmp);
        return rc;
    }
    char log[4096];
    if (join(log, sizeof log, tmp, GNUPLOT_LOG, NULL))
        unlink(log);
    if (!exists) {
        const mode_t mask = umask(0);
        umask(mask);
        if (chmod(tmp, 0777 & ~mask) != 0 || rename(tmp, out) != 0) {
            rc = sl_err_set(e, SL_E_IO, "cannot create %s: %s", out, strerror(errno));
            remove_tmp(tmp);
        }
        return rc;
    }
    if ((rc = check_targets(tmp, out, plots, inputs, n_inputs, e)) != SL_OK) {
        remove_tmp(tmp);
        return rc;
    }
    return move_into(tmp, out, plots, e);
}

/* ", N noisy" for a plot with noisy points (spread over SL_NOISY_SPREAD). */
static const char *noisy_note(size_t n, char *buf, size_t len)
{
    snprintf(buf, len, ", %zu noisy", n);
    return buf;
}

/* `simtlab plot`'s options as typed. */
typedef struct plot_opts {
    const char *out;
    sl_plot_format fmt;
    bool script_only;
} plot_opts;

/* The options into op, with a file, -o DIR and gnuplot (unless
 * --script-only) required: CLI_GO_ON or the exit code. */
static int plot_options(int argc, char **argv, plot_opts *op)
{
    static const struct option longopts[] = { { "output", required_argument, NULL, 'o' },
                                              { "format", required_argument, NULL, 'f' },
                                              { "script-only", no_argument, NULL, 's' },
                                              { "help", no_argument, NULL, 'h' },
                                              { NULL, 0, NULL, 0 } };
    int c;
    optind = 1;
    argv[0] = (char *)"simtlab plot";
    while ((c = getopt_long(argc, argv, "o:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'o': op->out = optarg; break;
        case 's': op->script_only = true; break;
        case 'f':
            if (strcmp(optarg, "svg") == 0)
                op->fmt = SL_PLOT_SVG;
            else if (strcmp(optarg, "png") == 0)
                op->fmt = SL_PLOT_PNG;
            else if (strcmp(optarg, "both") == 0)
                op->fmt = SL_PLOT_BOTH;
            else {
                fprintf(stderr, "simtlab plot: --format %s: want svg, png or both\n", optarg);
                return EXIT_USAGE;
            }
            break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return EXIT_USAGE;
        }
    }
    if (optind >= argc || !op->out || !op->out[0]) {
        fprintf(stderr, "simtlab plot: %s\n\n", optind >= argc ? "no results file named" : "no output directory (-o DIR)");
        usage(stderr);
        return EXIT_USAGE;
    }
    if (!op->script_only && !on_path("gnuplot")) {
        fprintf(stderr, "simtlab plot: gnuplot not found: install gnuplot-nox, or use --script-only\n");
        return EXIT_USAGE;
    }
    return CLI_GO_ON;
}

/* The inputs read: a results file is one, each device model of a store one. */
typedef struct inputs {
    input *in;
    size_t n, cap;
} inputs;

static input *new_input(inputs *ins)
{
    if (ins->n == ins->cap) {
        size_t cap = ins->cap ? 2 * ins->cap : 8;
        input *g = realloc(ins->in, cap * sizeof *g);
        if (!g)
            return NULL;
        ins->in = g;
        ins->cap = cap;
    }
    input *i = &ins->in[ins->n++];
    memset(i, 0, sizeof *i);
    return i;
}

static int pack_row(void *ctx, const sl_row *r)
{
    return sl_rowpack_add(ctx, r);
}

/* Is path a regular file that begins as a store does? */
static bool is_store(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return false;
    char head[4096];
    FILE *f = fopen(path, "rb");
    const size_t n = f ? fread(head, 1, sizeof head, f) : 0;
    if (f)
        fclose(f);
    return sl_store_is(head, n);
}

/* A store's runs, one input per device model: each case its median row
 * (sl_store_group), the device "NAME, median of N runs", the drivers its
 * runs name. */
static int read_store(const char *path, inputs *ins, sl_err *e)
{
    sl_store st = { 0 };
    int rc = sl_store_add_file(&st, path, e);
    if (rc == SL_OK && st.n == 0)
        rc = sl_err_set(e, SL_E_USAGE, "%s: a store with no runs", path);
    sl_rowpack *packs = rc == SL_OK ? calloc(st.n, sizeof *packs) : NULL;
    bool *done = rc == SL_OK ? calloc(st.n, sizeof *done) : NULL;
    if (rc == SL_OK && (!packs || !done))
        rc = sl_err_set(e, SL_FAIL, "out of memory");
    for (size_t i = 0; i < st.n && rc == SL_OK; ++i)
        rc = sl_report_parse_json_each(st.runs[i].doc, st.runs[i].doc_len, pack_row, &packs[i], NULL, 0, e);
    for (size_t i = 0; i < st.n && rc == SL_OK; ++i) {
        if (done[i])
            continue;
        /* model i's runs moved to the front of a list of their own */
        sl_rowpack *mine = malloc(st.n * sizeof *mine);
        input *in = mine ? new_input(ins) : NULL;
        if (!in) {
            free(mine);
            rc = sl_err_set(e, SL_FAIL, "out of memory");
            break;
        }
        in->path = path;
        size_t k = 0, used = 0;
        for (size_t j = i; j < st.n; ++j)
            if (!done[j] && strcmp(st.runs[j].key.device, st.runs[i].key.device) == 0) {
                done[j] = true;
                mine[k++] = packs[j];
                /* the drivers, each once */
                const char *d = st.runs[j].key.driver;
                if (d[0] && !strstr(in->driver, d))
                    used += (size_t)snprintf(in->driver + used, used < sizeof in->driver ? sizeof in->driver - used : 0,
                                             "%s%s", used ? ", " : "", d);
            }
        snprintf(in->device, sizeof in->device, "%.200s, median of %zu run%s", st.runs[i].key.device, k,
                 k == 1 ? "" : "s");
        sl_rowpack grouped;
        sl_group_stat *stats = NULL;
        rc = sl_store_group(mine, k, &grouped, &stats, e);
        const bool have = rc == SL_OK;
        free(mine);
        free(stats);
        sl_row *row = rc == SL_OK ? malloc(sizeof *row) : NULL;
        for (size_t r = 0; row && r < grouped.n && rc == SL_OK; ++r) {
            sl_rowpack_get(&grouped, r, row);
            if (sl_results_add(&in->res, row) != 0)
                rc = sl_err_set(e, SL_FAIL, "out of memory");
        }
        if (rc == SL_OK && !row)
            rc = sl_err_set(e, SL_FAIL, "out of memory");
        free(row);
        if (have)
            sl_rowpack_free(&grouped);
        one_line(in->device);
        one_line(in->driver);
    }
    for (size_t i = 0; packs && i < st.n; ++i)
        sl_rowpack_free(&packs[i]);
    free(packs);
    free(done);
    sl_store_free(&st);
    return rc;
}

/* The n files paths[] read into ins (none named twice) and described in
 * *src (malloc'd, ins->n of them); SL_OK or the error in e. */
static int read_inputs(char *const *paths, size_t n, inputs *ins, sl_plot_source **src, sl_err *e)
{
    int rc = SL_OK;
    for (size_t i = 0; i < n && rc == SL_OK; ++i) {
        struct stat a, b;
        for (size_t j = 0; j < i && rc == SL_OK; ++j)
            if (stat(paths[i], &a) == 0 && stat(paths[j], &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino)
                rc = sl_err_set(e, SL_E_USAGE, "%s and %s are the same file: name each file once", paths[j],
                                paths[i]);
        if (rc != SL_OK)
            break;
        if (is_store(paths[i])) {
            rc = read_store(paths[i], ins, e);
            continue;
        }
        input *in = new_input(ins);
        if (!in)
            return sl_err_set(e, SL_FAIL, "out of memory");
        in->path = paths[i];
        rc = read_input(in, e);
    }
    *src = rc == SL_OK ? calloc(ins->n ? ins->n : 1, sizeof **src) : NULL;
    if (rc == SL_OK && !*src)
        rc = sl_err_set(e, SL_FAIL, "out of memory");
    for (size_t i = 0; rc == SL_OK && i < ins->n; ++i)
        (*src)[i] = (sl_plot_source){ &ins->in[i].res, ins->in[i].device, ins->in[i].driver, ins->in[i].path };
    return rc;
}

/* One line per plot made: its script, series, rows, noisy points, pictures. */
static void print_made(const plot_opts *op, const sl_plot_set *plots)
{
    char note[48];
    for (size_t i = 0; i < plots->n; ++i)
        printf("%s/%s.gp  %zu series, %zu rows%s%s%s\n", op->out, plots->items[i].name, plots->items[i].series,
               plots->items[i].rows, plots->items[i].noisy ? noisy_note(plots->items[i].noisy, note, sizeof note) : "",
               op->script_only ? "" : (op->fmt & SL_PLOT_SVG) ? "  .svg" : "",
               op->script_only ? "" : (op->fmt & SL_PLOT_PNG) ? "  .png" : "");
}

int cmd_plot(int argc, char **argv)
{
    plot_opts op = { NULL, SL_PLOT_BOTH, false };
    int stop = plot_options(argc, argv, &op);
    if (stop != CLI_GO_ON)
        return stop;

    /* ^C or SIGTERM: gnuplot stopped, the temporary directory removed, 130 / 143 */
    sl_interrupt_install();
    const size_t n = (size_t)(argc - optind);
    inputs ins = { 0 };
    sl_plot_source *src = NULL;
    sl_plot_set plots = { 0 };
    sl_err e = { 0 };
    int rc = read_inputs(argv + optind, n, &ins, &src, &e);
    if (rc == SL_OK)
        rc = sl_plot_build(src, ins.n, op.fmt, sl_suite_show, &plots, &e);
    if (rc == SL_OK)
        rc = produce(op.out, &plots, op.fmt, op.script_only, argv + optind, n, &e);
    if (rc == SL_OK)
        print_made(&op, &plots);
    const int status = rc == SL_OK ? 0 : rc == SL_E_INTR ? (fprintf(stderr, "simtlab plot: %s\n", e.msg),
                                                             128 + (sl_interrupted() ? sl_interrupted() : SIGINT))
                                           : cli_fail(rc, &e);
    sl_plot_set_free(&plots);
    for (size_t i = 0; i < ins.n; ++i)
        sl_results_free(&ins.in[i].res);
    free(ins.in);
    free(src);
    sl_err_clear(&e);
    return status;
}
