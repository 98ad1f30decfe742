/* kernel_test.c - shared helpers of the kernel tests. */
#define _GNU_SOURCE /* prctl, kill, setpgid */
#include "kernel_test.h"
#include "simtlab/buffer.h"

#include <stdarg.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "simtlab/casework.h"
#include "simtlab/program.h"

static sl_device dev;
static int opened;

sl_device *kt_device(void)
{
    if (opened)
        return &dev;
    sl_selector sel;
    sl_err e = { 0 };
    int rc = sl_dev_selector_from(NULL, getenv("SIMTLAB_DEVICE"), &sel, &e); /* as the CLI does */
    if (rc == SL_OK)
        rc = sl_dev_open(&sel, &dev, &e);
    if (rc == SL_E_NODEV) {
        fprintf(stderr, "skipped: %s\n", e.msg);
        exit(77);
    }
    if (rc != SL_OK) {
        fprintf(stderr, "cannot open the default device: %s\n", e.msg);
        exit(1);
    }
    fprintf(stderr, "device: %s (%s), SIMD width %u from %s\n", dev.prof.name, dev.prof.platform,
            dev.prof.simd_width, dev.prof.simd_width_source);
    opened = 1;
    return &dev;
}

void kt_close(void)
{
    if (opened)
        sl_dev_close(&dev);
    opened = 0;
}

void kt_opts(sl_run_opts *o, uint64_t size_bytes)
{
    memset(o, 0, sizeof *o);
    o->size_bytes = size_bytes;
    o->seed = 12345;
    o->timing.reps = 2;
    o->timing.warmup = 1;
    o->timing.budget_s = 0.01;
    o->timing.timer = SL_TIMER_EVENT;
}

bool kt_oclgrind(void)
{
    return strstr(kt_device()->prof.platform, "Oclgrind") != NULL;
}

void kt_opts_sim(sl_run_opts *o, uint64_t size_bytes)
{
    kt_opts(o, size_bytes);
    if (kt_oclgrind()) {
        o->timing.reps = 1;
        o->timing.warmup = 0;
    }
}

void kt_param(sl_run_opts *o, const char *key, uint64_t val)
{
    for (int i = 0; i < o->n_params; ++i)
        if (strcmp(o->param_key[i], key) == 0) { /* a later value replaces an earlier one */
            o->param_val[i] = val;
            return;
        }
    assert_true(o->n_params < SL_PARAMS_MAX);
    o->param_key[o->n_params] = key;
    o->param_val[o->n_params++] = val;
}

/* The small launch: groups of 8, one per compute unit. */
#define SMALL_LOCAL 8

/* At least min_size, and enough bytes that every work-item of the small
 * launch reads more than `inflight` rounds of float4s (a GPU of 132
 * compute units needs 50 KiB at inflight 3; oclgrind's one unit 512 B). */
static uint64_t small_launch_size(uint64_t min_size, unsigned inflight)
{
    const uint64_t need = (uint64_t)(inflight + 1) * SMALL_LOCAL * kt_device()->prof.compute_units * 16;
    return min_size > need ? min_size : need;
}

static void small_launch(sl_run_opts *o, uint64_t min_size, unsigned inflight)
{
    kt_opts_sim(o, small_launch_size(min_size, inflight));
    kt_param(o, "inflight", inflight);
    kt_param(o, "local", SMALL_LOCAL);
    kt_param(o, "groups_per_cu", 1);
}

void kt_opts_small_launch(sl_run_opts *o, uint64_t min_size)
{
    small_launch(o, min_size, 3);
}

/* Run suite `name` with ctx->read_ceiling = ceiling (0: measured on
 * need); a build log is printed on failure unless `quiet`. */
static int run_with_ceiling(const char *name, const sl_run_opts *o, double ceiling, bool quiet, sl_results *res,
                            char *msg, size_t len)
{
    const sl_suite *s = sl_suite_find(name);
    if (!s) {
        if (msg)
            snprintf(msg, len, "no suite %s", name);
        return SL_FAIL;
    }
    sl_ctx ctx = { .dev = kt_device(), .opts = o, .results = res, .read_ceiling = ceiling };
    sl_err e = { 0 };
    int rc = sl_suite_run(&ctx, s, &e);
    if (msg)
        snprintf(msg, len, "%s", e.msg);
    if (rc != SL_OK && e.detail && !quiet)
        fprintf(stderr, "%s\n%s\n", e.msg, e.detail);
    sl_err_clear(&e);
    if (rc == SL_E_LOST) /* no later command works on this context: the next test opens a new one */
        kt_close();
    return rc;
}

int kt_run(const char *name, const sl_run_opts *o, sl_results *res, char *msg, size_t len)
{
    return run_with_ceiling(name, o, 0.0, false, res, msg, len);
}

int kt_run_preset(const char *name, const sl_run_opts *o, sl_results *res, char *msg, size_t len)
{
    return run_with_ceiling(name, o, KT_CEILING, false, res, msg, len);
}

void kt_run_ok(const char *name, const sl_run_opts *o, sl_results *res)
{
    char msg[1024];
    int rc = kt_run_preset(name, o, res, msg, sizeof msg);
    if (rc != SL_OK)
        fail_msg("%s returned %d: %s", name, rc, msg);
}

double kt_num(const sl_kvlist *l, const char *key)
{
    const sl_kv *kv = sl_kv_get(l, key);
    if (!kv || kv->is_str)
        fail_msg("no number %s", key);
    return kv->num;
}

const char *kt_str(const sl_kvlist *l, const char *key)
{
    const sl_kv *kv = sl_kv_get(l, key);
    if (!kv || !kv->is_str)
        fail_msg("no string %s", key);
    return kv->str;
}

/* "read_strided vector=float4 stride=8": which row, for failure messages. */
static const char *row_label(const sl_row *r, char *buf, size_t len)
{
    int n = snprintf(buf, len, "%s", r->kernel);
    for (int i = 0; i < r->params.n && n > 0 && (size_t)n < len; ++i) {
        const sl_kv *kv = &r->params.items[i];
        n += kv->is_str ? snprintf(buf + n, len - (size_t)n, " %s=%s", kv->key, kv->str)
                        : snprintf(buf + n, len - (size_t)n, " %s=%g", kv->key, kv->num);
    }
    return buf;
}

void kt_assert_verified(const sl_row *r, const sl_run_opts *o)
{
    char label[256];
    if (r->status != SL_ROW_OK || !r->verified)
        fail_msg("%s: %s %s", row_label(r, label, sizeof label), sl_row_status_name(r->status), r->reason);
    assert_true(r->gbps > 0.0 && isfinite(r->gbps));
    const double eff = sl_derived(r, SL_D_EFFICIENCY);
    assert_true(fabs(eff - r->gbps / KT_CEILING) <= 1e-12 * eff);
    assert_float_equal(kt_num(&r->metrics, SL_M_CEILING_GBPS), KT_CEILING, 0.0);
    assert_int_equal(r->time_ns.n, o->timing.reps);
    assert_int_equal(r->simd_width, kt_device()->prof.simd_width);
    const size_t local = r->local[0];
    assert_true(local >= 1 && local <= (size_t)sl_opt_param(o, "local", 256));
    assert_int_equal(r->global[0] % local, 0);
}

void kt_assert_all(const sl_results *res, size_t rows, sl_row_status st, const char *want)
{
    char label[256];
    assert_int_equal(res->n, rows);
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        if (r->status != st || r->verified || !isnan(r->gbps) || !strstr(r->reason, want))
            fail_msg("%s: %s '%s', want %s with '%s'", row_label(r, label, sizeof label),
                     sl_row_status_name(r->status), r->reason, sl_row_status_name(st), want);
    }
}

void kt_assert_strided_model(const sl_row *r, unsigned elem, unsigned stride)
{
    const sl_profile *p = &kt_device()->prof;
    const sl_geometry *g[2] = { sl_case_geometry(p), sl_case_other_geometry(p) };
    const char *key[2] = { "predicted", "predicted_other" };
    sl_row want;
    sl_row_init(&want, "want", "want");
    sl_case_model_strided(&want, p, 0, elem, stride);
    for (int k = 0; k < 2; ++k) {
        const double got = kt_num(&r->model, key[k]), unit = g[k]->dram_fetch_bytes;
        const double hi = 1.0 / fmin(stride, unit / elem);
        assert_true(got == kt_num(&want.model, key[k]));
        if (got < elem / unit - 1e-12 || got > hi + 1e-12)
            fail_msg("%s elem %u stride %u: %g outside [%g, %g]", key[k], elem, stride, got, elem / unit, hi);
        if (stride * elem >= unit)
            assert_true(fabs(got - elem / unit) < 1e-12);
    }
}

static void assert_refused(const char *name, const char *key, uint64_t val)
{
    sl_run_opts o;
    kt_opts(&o, 4100);
    kt_param(&o, key, val);
    sl_results res = { 0 };
    char msg[1024];
    const int rc = kt_run_preset(name, &o, &res, msg, sizeof msg);
    if (rc != SL_E_USAGE || !strstr(msg, key))
        fail_msg("%s=%llu: rc %d, '%s'", key, (unsigned long long)val, rc, msg);
    assert_int_equal(res.n, 0);
    sl_results_free(&res);
}

void kt_assert_params_refused(const char *name)
{
    const sl_suite *s = sl_suite_find(name);
    assert_non_null(s);
    assert_non_null(s->params);
    for (const sl_suite_param *p = s->params; p->key; ++p) {
        if (p->max == 0)
            continue; /* the suite checks */
        if (p->min > 0)
            assert_refused(name, p->key, p->min - 1);
        assert_refused(name, p->key, p->max + 1);
        if (p->max < 1ull << 40)
            assert_refused(name, p->key, 1ull << 40);
    }
}

void kt_assert_skipped(const char *name, uint64_t size, const char *only, size_t rows, const char *want)
{
    sl_run_opts o;
    kt_opts(&o, size);
    o.only = only;
    sl_results res = { 0 };
    kt_run_ok(name, &o, &res);
    kt_assert_all(&res, rows, SL_ROW_SKIPPED, want);
    sl_results_free(&res);
}

void kt_run_only(const char *name, const char *only, size_t rows, sl_results *res)
{
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.only = only;
    kt_run_ok(name, &o, res);
    assert_int_equal(res->n, rows);
    for (size_t i = 0; i < res->n; ++i)
        kt_assert_verified(&res->rows[i], &o);
}

void kt_assert_full_rounds(const char *name, uint64_t min_size, const char *only, size_t rows)
{
    sl_run_opts o;
    small_launch(&o, min_size, 2);
    o.only = only;
    sl_results res = { 0 };
    kt_run_ok(name, &o, &res);
    assert_int_equal(res.n, rows);
    for (size_t i = 0; i < res.n; ++i) {
        const sl_row *r = &res.rows[i];
        kt_assert_verified(r, &o);
        assert_true(r->bytes / kt_num(&r->params, "elem_bytes") > 2.0 * (double)r->global[0]);
    }
    sl_results_free(&res);
}

/* ---- a run in a child process ------------------------------------------ */

#ifndef KT_CHILD_PATH
#define KT_CHILD_PATH "" /* the child itself runs none */
#endif
#define KT_CHILD_FD 3 /* the child's answer; its stdout and stderr stay the test's */

static int write_all(int fd, const void *buf, size_t n)
{
    const char *p = buf;
    while (n > 0) {
        const ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return -1;
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

static int read_all(int fd, void *buf, size_t n)
{
    char *p = buf;
    while (n > 0) {
        const ssize_t r = read(fd, p, n);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return -1;
        p += r;
        n -= (size_t)r;
    }
    return 0;
}

/* A string as its length and bytes; UINT32_MAX for NULL. */
static int put_str(int fd, const char *str)
{
    const uint32_t n = str ? (uint32_t)strlen(str) : UINT32_MAX;
    return write_all(fd, &n, sizeof n) || (str && write_all(fd, str, n)) ? -1 : 0;
}

static int get_str(int fd, char **out)
{
    uint32_t n;
    *out = NULL;
    if (read_all(fd, &n, sizeof n))
        return -1;
    if (n == UINT32_MAX)
        return 0;
    if (n > 1u << 20 || !(*out = malloc((size_t)n + 1)))
        return -1;
    (*out)[n] = '\0';
    return read_all(fd, *out, n);
}

/* The request: the name, the options with their pointers cleared (the
 * child sets them from the strings that follow; parent and child are one
 * build, so the struct's bytes mean the same to both), then each string
 * the options point to. A pointer added to sl_run_opts must be added here. */
#define KT_STRS 6 /* the strings put_request sends before the params' keys */
static int put_request(int fd, const char *name, const sl_run_opts *o)
{
    sl_run_opts flat = *o;
    flat.kernels.cli = flat.kernels.env = flat.kernel_file = flat.sizes = flat.only = flat.tuning_file = NULL;
    for (int i = 0; i < SL_PARAMS_MAX; ++i)
        flat.param_key[i] = NULL;
    int rc = put_str(fd, name) || write_all(fd, &flat, sizeof flat);
    const char *strs[] = { o->kernels.cli, o->kernels.env, o->kernel_file, o->sizes, o->only, o->tuning_file };
    for (size_t i = 0; !rc && i < sizeof strs / sizeof strs[0]; ++i)
        rc = put_str(fd, strs[i]);
    for (int i = 0; !rc && i < o->n_params; ++i)
        rc = put_str(fd, o->param_key[i]);
    return rc ? -1 : 0;
}

bool kt_failed_by_device(const sl_row *r)
{
    return r->status == SL_ROW_FAILED && !r->verified && strstr(r->reason, "CL_") != NULL;
}

int kt_child_main(void)
{
    char *name = NULL, *strs[KT_STRS + SL_PARAMS_MAX] = { NULL };
    sl_run_opts o;
    int bad = get_str(0, &name) || !name || read_all(0, &o, sizeof o) || o.n_params < 0 ||
              o.n_params > SL_PARAMS_MAX;
    for (int i = 0; !bad && i < KT_STRS + o.n_params; ++i)
        bad = get_str(0, &strs[i]);
    if (bad) {
        fprintf(stderr, "kt_child: a malformed request\n");
        return 2;
    }
    o.kernels.cli = strs[0], o.kernels.env = strs[1], o.kernel_file = strs[2], o.sizes = strs[3], o.only = strs[4];
    o.tuning_file = strs[5];
    for (int i = 0; i < o.n_params; ++i)
        o.param_key[i] = strs[KT_STRS + i];
    kt_device(); /* exits 77 or 1 when it cannot: the parent then has no 'O' */
    int rc = write_all(KT_CHILD_FD, "O", 1);
    sl_results res = { 0 };
    char msg[1024] = "";
    const int run_rc = run_with_ceiling(name, &o, KT_CEILING, false, &res, msg, sizeof msg);
    const uint32_t len = (uint32_t)strlen(msg);
    const uint64_t n = res.n;
    rc = rc || write_all(KT_CHILD_FD, &run_rc, sizeof run_rc) || write_all(KT_CHILD_FD, &len, sizeof len) ||
         write_all(KT_CHILD_FD, msg, len) || write_all(KT_CHILD_FD, &n, sizeof n) ||
         (n && write_all(KT_CHILD_FD, res.rows, sizeof res.rows[0] * res.n)) || write_all(KT_CHILD_FD, "E", 1);
    sl_results_free(&res);
    kt_close();
    free(name);
    for (size_t i = 0; i < sizeof strs / sizeof strs[0]; ++i)
        free(strs[i]);
    return rc ? 3 : 0;
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Everything the child writes on fd until it closes it or `deadline`
 * passes (*timed_out). Returns the bytes (malloc'd, *len of them). */
static char *read_answer(int fd, double deadline, size_t *len, bool *timed_out)
{
    size_t cap = 1 << 16;
    char *buf = malloc(cap);
    *len = 0;
    *timed_out = false;
    while (buf) {
        const double left = deadline - now_s();
        if (left <= 0.0) {
            *timed_out = true;
            break;
        }
        struct pollfd pfd = { .fd = fd, .events = POLLIN };
        const int pr = poll(&pfd, 1, (int)(left * 1e3) + 1);
        if (pr < 0 && errno == EINTR)
            continue;
        if (pr <= 0)
            continue; /* the deadline decides */
        if (*len == cap) {
            char *more = realloc(buf, cap * 2);
            if (!more)
                break;
            buf = more;
            cap *= 2;
        }
        const ssize_t r = read(fd, buf + *len, cap - *len);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break; /* the child closed it: ended */
        *len += (size_t)r;
    }
    return buf;
}

static const char *signal_name(int sig)
{
    switch (sig) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGABRT: return "SIGABRT";
    case SIGKILL: return "SIGKILL";
    case SIGILL: return "SIGILL";
    case SIGFPE: return "SIGFPE";
    default: return "a signal";
    }
}

/* The answer: 'O', rc, msg, rows, 'E'. False when it is cut short. */
static bool parse_answer(const char *buf, size_t len, sl_results *res, kt_isolated *out)
{
    size_t at = 1;
    uint32_t mlen;
    uint64_t n;
    if (len < at + sizeof out->rc + sizeof mlen)
        return false;
    memcpy(&out->rc, buf + at, sizeof out->rc);
    at += sizeof out->rc;
    memcpy(&mlen, buf + at, sizeof mlen);
    at += sizeof mlen;
    if (mlen >= sizeof out->msg || len < at + mlen + sizeof n)
        return false;
    memcpy(out->msg, buf + at, mlen);
    out->msg[mlen] = '\0';
    at += mlen;
    memcpy(&n, buf + at, sizeof n);
    at += sizeof n;
    if (n > (len - at) / sizeof(sl_row) || len != at + n * sizeof(sl_row) + 1 || buf[len - 1] != 'E')
        return false;
    for (uint64_t i = 0; i < n; ++i) {
        sl_row r;
        memcpy(&r, buf + at + i * sizeof r, sizeof r);
        assert_int_equal(sl_results_add(res, &r), 0);
    }
    return true;
}

void kt_run_isolated(const char *name, const sl_run_opts *o, sl_results *res, kt_isolated *out)
{
    memset(out, 0, sizeof *out);
    /* Oclgrind's simulated device cannot be lost or crashed by a kernel (it
     * reports a bad access instead), so the plant runs here: a child there
     * rebuilt every program under the simulator and made bootstrap's
     * oclgrind stage twice as long (11 min against 5 on CI's 2 cores). */
    if (kt_oclgrind()) {
        out->rc = run_with_ceiling(name, o, KT_CEILING, false, res, out->msg, sizeof out->msg);
        out->ran = out->rc != SL_E_LOST;
        return;
    }
    const double limit = KT_CHILD_LIMIT_S * (kt_oclgrind() ? 4.0 : 1.0);
    int req[2] = { -1, -1 }, ans[2] = { -1, -1 };
    if (!KT_CHILD_PATH[0] || pipe(req) || pipe(ans))
        fail_msg("kt_run_isolated: no child program or no pipe");
    fflush(NULL); /* nothing buffered written twice */
    sl_icd_env_restore(); /* the child must find every driver this process found */
    const pid_t pid = fork();
    if (pid < 0)
        fail_msg("kt_run_isolated: fork: %s", strerror(errno));
    if (pid == 0) {
        /* its own process group, killed whole at the time limit; and gone
         * with the test, should the test die first */
        setpgid(0, 0);
#ifdef __linux__
        prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
        /* moved above the fds they go to first: a pipe's end may be fd 3 itself */
        const int in = fcntl(req[0], F_DUPFD, 10), answer = fcntl(ans[1], F_DUPFD, 10);
        close(req[0]), close(req[1]), close(ans[0]), close(ans[1]);
        if (in < 0 || answer < 0 || dup2(in, 0) < 0 || dup2(answer, KT_CHILD_FD) < 0)
            _exit(127);
        close(in), close(answer);
        execl(KT_CHILD_PATH, KT_CHILD_PATH, (char *)NULL);
        _exit(127);
    }
    setpgid(pid, pid); /* either side may set it first */
    close(req[0]);
    close(ans[1]);
    struct sigaction ign = { .sa_handler = SIG_IGN }, old;
    sigaction(SIGPIPE, &ign, &old); /* a child dead before it read the request: EPIPE, not the test's death */
    const int sent = put_request(req[1], name, o);
    sigaction(SIGPIPE, &old, NULL);
    close(req[1]);
    size_t len = 0;
    bool timed_out = false;
    char *buf = read_answer(ans[0], now_s() + limit, &len, &timed_out);
    close(ans[0]);
    if (timed_out) {
        kill(-pid, SIGKILL);
        kill(pid, SIGKILL);
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    const bool opened = buf && len >= 1 && buf[0] == 'O';
    if (!opened && !timed_out) {
        free(buf);
        fail_msg("%s: the child did not open the device (%s %d%s)", name,
                 WIFSIGNALED(status) ? "signal" : "exit", WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status),
                 sent ? "; the request was not sent" : "");
    }
    if (timed_out)
        snprintf(out->msg, sizeof out->msg, "the child outlived %.0f s (a kernel that never ends) and was killed",
                 limit);
    else if (WIFSIGNALED(status))
        snprintf(out->msg, sizeof out->msg, "the child died of %s (%d)", signal_name(WTERMSIG(status)),
                 WTERMSIG(status));
    else if (!parse_answer(buf, len, res, out))
        snprintf(out->msg, sizeof out->msg, "the child ended (exit %d) before it answered",
                 WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    else if (out->rc == SL_E_LOST) {
        static const char head[] = "the device was lost: ";
        const size_t keep = sizeof out->msg - sizeof head; /* the message, cut to fit after the head */
        memmove(out->msg + sizeof head - 1, out->msg, keep);
        out->msg[sizeof out->msg - 1] = '\0';
        memcpy(out->msg, head, sizeof head - 1);
    } else
        out->ran = true;
    free(buf);
}

void kt_assert_patched_fails(const char *name, const char *file, const char *from, const char *to,
                             const sl_run_opts *o, size_t rows, const char *want, bool (*spared)(const sl_row *r))
{
    const char *dir = kt_patched_kernels(file, &from, &to, 1);
    assert_non_null(dir);
    sl_run_opts po;
    if (o)
        po = *o;
    else
        kt_opts(&po, 4100);
    po.kernels.cli = dir;
    sl_results res = { 0 };
    kt_isolated iso;
    kt_run_isolated(name, &po, &res, &iso);
    if (!iso.ran) {
        print_message("%s: the planted bug caught: %s\n", name, iso.msg);
        sl_results_free(&res);
        return;
    }
    if (iso.rc != SL_OK)
        fail_msg("%s returned %d: %s", name, iso.rc, iso.msg);
    assert_int_equal(res.n, rows);
    char label[256];
    for (size_t i = 0; i < res.n; ++i) {
        const sl_row *r = &res.rows[i];
        if (spared && spared(r)) {
            kt_assert_verified(r, &po);
            continue;
        }
        if (kt_failed_by_device(r) && isnan(r->gbps))
            continue; /* the device refused the planted run: caught */
        if (r->status != SL_ROW_FAILED || r->verified || !isnan(r->gbps) || !strstr(r->reason, want))
            fail_msg("%s: %s '%s' lacks a failed check '%s'", row_label(r, label, sizeof label),
                     sl_row_status_name(r->status), r->reason, want);
    }
    sl_results_free(&res);
}

void kt_assert_guarded(const char *name, const sl_run_opts *o, size_t min_failed, bool (*spared)(const sl_row *r))
{
    if (strstr(kt_device()->prof.platform, "Oclgrind")) {
        /* no guard zones there (buffer.h): oclgrind is the bounds check */
        print_message("guard zones are off on oclgrind, which checks every buffer's bounds itself\n");
        return;
    }
    sl_run_opts po;
    if (o)
        po = *o;
    else
        kt_opts(&po, 4100);
    sl_results res = { 0 };
    sl_buf_guard_plant(true);
    char msg[1024] = "";
    const int rc = kt_run_preset(name, &po, &res, msg, sizeof msg);
    sl_buf_guard_plant(false);
    if (rc != SL_OK)
        fail_msg("%s: the suite stopped: %s", name, msg);
    size_t failed = 0;
    char label[256];
    for (size_t i = 0; i < res.n; ++i) {
        const sl_row *r = &res.rows[i];
        if (r->status == SL_ROW_SKIPPED || (spared && spared(r)))
            continue;
        if (r->status != SL_ROW_FAILED || r->verified || !strstr(r->reason, "written 1 element past its end"))
            fail_msg("%s: %s '%s': a store past the end of its output was not caught", row_label(r, label, sizeof label),
                     sl_row_status_name(r->status), r->reason);
        failed++;
    }
    if (failed < min_failed)
        fail_msg("%s: %zu rows caught the planted store, want at least %zu", name, failed, min_failed);
    sl_results_free(&res);
    /* the zones were filled again: the same run passes now */
    res = (sl_results){ 0 };
    assert_int_equal(kt_run_preset(name, &po, &res, msg, sizeof msg), SL_OK);
    for (size_t i = 0; i < res.n; ++i)
        if (res.rows[i].status == SL_ROW_FAILED)
            fail_msg("%s: after the planted run: %s", row_label(&res.rows[i], label, sizeof label), res.rows[i].reason);
    sl_results_free(&res);
}

void kt_assert_build_fails(const char *name, const char *file, const char *decl, const char *opt)
{
    char broken[256];
    snprintf(broken, sizeof broken, "%sthis does not compile", decl);
    const char *from = decl, *to = broken;
    const char *dir = kt_patched_kernels(file, &from, &to, 1);
    assert_non_null(dir);
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.kernels.cli = dir;
    sl_results res = { 0 };
    char msg[1024];
    assert_int_equal(run_with_ceiling(name, &o, KT_CEILING, true, &res, msg, sizeof msg), SL_FAIL);
    assert_non_null(strstr(msg, "CL_BUILD_PROGRAM_FAILURE"));
    assert_non_null(strstr(msg, dir)); /* the file is named */
    assert_non_null(strstr(msg, opt));
    sl_results_free(&res);
}

void kt_assert_measured_efficiency(const char *name, const char *only)
{
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.only = only;
    sl_results res = { 0 };
    char msg[1024];
    assert_int_equal(kt_run(name, &o, &res, msg, sizeof msg), SL_OK);
    assert_int_equal(res.n, 1);
    assert_true(res.rows[0].verified);
    const double eff = sl_derived(&res.rows[0], SL_D_EFFICIENCY);
    assert_true(eff > 0.0 && isfinite(eff));
    sl_results_free(&res);
}

void kt_assert_mappings(const char *name, const sl_run_opts *o, size_t rows, const char *const *names, int n)
{
    for (int b = 0; b < n; ++b) {
        sl_run_opts bo = *o;
        kt_param(&bo, "blocked", (uint64_t)b);
        sl_results res = { 0 };
        kt_run_ok(name, &bo, &res);
        assert_int_equal(res.n, rows);
        for (size_t i = 0; i < res.n; ++i) {
            const sl_row *r = &res.rows[i];
            kt_assert_verified(r, &bo);
            assert_string_equal(kt_str(&r->params, "mapping"), names[b]);
            /* at least one full round per work-item: a blocked run is more than the tail */
            const double elems = r->bytes / kt_num(&r->params, "elem_bytes");
            assert_true(elems >= (double)r->global[0] * kt_num(&r->params, "inflight"));
        }
        sl_results_free(&res);
    }
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    if (s && fread(s, 1, (size_t)n, f) == (size_t)n)
        s[n] = '\0';
    else {
        free(s);
        s = NULL;
    }
    fclose(f);
    return s;
}

/* Replace the first `from` in *text by `to`: 1 when done, 0 when absent, -1 out of memory. */
static int replace(char **text, const char *from, const char *to)
{
    char *at = strstr(*text, from);
    if (!at)
        return 0;
    size_t pre = (size_t)(at - *text), fl = strlen(from), tl = strlen(to);
    char *next = malloc(strlen(*text) - fl + tl + 1);
    if (!next)
        return -1;
    memcpy(next, *text, pre);
    memcpy(next + pre, to, tl);
    strcpy(next + pre + tl, at + fl);
    free(*text);
    *text = next;
    return 1;
}

static int write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    int rc = f && fputs(text, f) >= 0 ? 0 : -1;
    if (f && fclose(f) != 0)
        rc = -1;
    return rc;
}

void kt_plant_ceiling(sl_results *res, double gbps)
{
    sl_row r;
    sl_row_init(&r, "bandwidth", "read");
    r.verified = true;
    r.gbps = gbps;
    assert_int_equal(sl_results_add(res, &r), 0);
}

/* The one directory a test process patches kernels into: made on the
 * first call, emptied on each (a patched file is used before the next
 * call makes another), removed at exit. One per process, so no count of
 * calls can outgrow a list of directories to remove (transpose's tests
 * make nine). */
static char patch_dir[256];

static void empty_patch_dir(void)
{
    DIR *d = opendir(patch_dir);
    struct dirent *de;
    char path[4096];
    while (d && (de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/%s", patch_dir, de->d_name);
        unlink(path);
    }
    if (d)
        closedir(d);
}

static void remove_patch_dir(void)
{
    empty_patch_dir();
    rmdir(patch_dir);
}

const char *kt_patched_kernels(const char *file, const char *const *from, const char *const *to, int n)
{
    const char *dir = patch_dir;
    char src[1024], common[1024], dst[1024];
    if (!patch_dir[0]) {
        snprintf(patch_dir, sizeof patch_dir, "/tmp/simtlab-kt-XXXXXX");
        if (!mkdtemp(patch_dir)) {
            patch_dir[0] = '\0';
            return NULL;
        }
        atexit(remove_patch_dir);
    } else
        empty_patch_dir();
    if (sl_prog_find(file, (sl_kernel_dirs){ 0 }, src, sizeof src, NULL) != SL_OK)
        return NULL;
    snprintf(common, sizeof common, "%s", src);
    strcpy(strrchr(common, '/') + 1, "common.h");
    char *text[2] = { slurp(src), slurp(common) };
    int ok = text[0] && text[1];
    for (int i = 0; ok && i < n; ++i) {
        int done = replace(&text[0], from[i], to[i]);
        if (done == 0)
            done = replace(&text[1], from[i], to[i]);
        if (done == 0)
            fprintf(stderr, "kt_patched_kernels: '%s' found in neither %s nor %s\n", from[i], src, common);
        ok = done == 1;
    }
    snprintf(dst, sizeof dst, "%s/%s", dir, file);
    ok = ok && write_text(dst, text[0]) == 0;
    snprintf(dst, sizeof dst, "%s/common.h", dir);
    ok = ok && write_text(dst, text[1]) == 0;
    free(text[0]);
    free(text[1]);
    return ok ? dir : NULL;
}

/* ---- the read-pattern suites' shared tests ----------------------------- */

static const uint64_t rp_sizes[] = KT_RP_SIZES;

/* A full run at each size with the given params, checked by the suite;
 * one launch a case under oclgrind (kt_opts_sim), as in every shared test
 * here that runs kernels. */
static void rp_run_sizes(const kt_rp_suite *s, const char *const *keys, const uint64_t *vals, int n)
{
    for (size_t i = 0; i < sizeof rp_sizes / sizeof rp_sizes[0]; ++i) {
        sl_run_opts o;
        kt_opts_sim(&o, rp_sizes[i]);
        for (int k = 0; k < n; ++k)
            kt_param(&o, keys[k], vals[k]);
        sl_results res = { 0 };
        kt_run_ok(s->name, &o, &res);
        assert_int_equal(res.n, s->rows);
        s->assert_rows(&res, rp_sizes[i], &o);
        const bool cpu = (kt_device()->prof.type & CL_DEVICE_TYPE_CPU) != 0;
        const char *mapping = sl_opt_param(&o, "blocked", cpu) ? "blocked" : "interleaved";
        for (size_t r = 0; r < res.n; ++r)
            assert_string_equal(kt_str(&res.rows[r].params, "mapping"), mapping);
        sl_results_free(&res);
    }
}

void kt_rp_test_defaults(void **state)
{
    rp_run_sizes(*state, NULL, NULL, 0);
}

void kt_rp_test_odd_launch(void **state)
{
    const char *k[] = { "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 3, 96, 1 };
    rp_run_sizes(*state, k, v, 3);
}

void kt_rp_test_one_load_in_flight(void **state)
{
    const char *k[] = { "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 1, 40, 3 };
    rp_run_sizes(*state, k, v, 3);
}

void kt_rp_test_mappings(void **state)
{
    const kt_rp_suite *s = *state;
    sl_run_opts o;
    kt_opts_small_launch(&o, rp_sizes[0]);
    const char *names[] = { "interleaved", "blocked" };
    kt_assert_mappings(s->name, &o, s->rows, names, 2);
}

void kt_rp_test_too_small_is_skipped(void **state)
{
    const kt_rp_suite *s = *state;
    kt_assert_skipped(s->name, 12, NULL, s->rows, "16 B");
}

void kt_rp_test_bad_params_refused(void **state)
{
    const kt_rp_suite *s = *state;
    kt_assert_params_refused(s->name);
}

void kt_rp_test_wrong_sum_fails(void **state)
{
    const kt_rp_suite *s = *state;
    for (uint64_t blocked = 0; blocked < 2; ++blocked) {
        sl_run_opts o;
        kt_opts_sim(&o, rp_sizes[0]);
        kt_param(&o, "local", 64); /* one small group per compute unit: quick under oclgrind */
        kt_param(&o, "groups_per_cu", 1);
        kt_param(&o, "blocked", blocked);
        kt_assert_patched_fails(s->name, s->file, "sums[get_global_id(0)] = HSUM(acc[0]);",
                                "sums[get_global_id(0)] = HSUM(acc[0]) + (get_global_id(0) == 1 ? 0.5f : 0.0f);", &o,
                                s->rows, "check failed: 1 of", NULL);
    }
}

void kt_rp_test_broken_build_reports(void **state)
{
    const kt_rp_suite *s = *state;
    char decl[96];
    snprintf(decl, sizeof decl, "kernel void %s(", s->kernel);
    kt_assert_build_fails(s->name, s->file, decl, "-DVEC=1");
}

void kt_rp_test_measured_efficiency(void **state)
{
    const kt_rp_suite *s = *state;
    kt_assert_measured_efficiency(s->name, s->one_case);
}
