/* cmd_isa_offline.c - `simtlab isa --target T`: a suite's kernels (or a
 * student's file) compiled offline for GPUs this machine need not have
 * (offline.h), and read: the loads and stores by space and width
 * (amdgcn.h, ptx.h), AMD's registers, LDS, scratch and spills, and the
 * compiler's occupancy beside simtlab's model at the launch the run makes
 * (sl_occ_explain_compiler says why they differ). Nothing is run: the
 * device only plans and binds the cases, for their build options and
 * launch sizes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "isa.h"
#include "simtlab/offline.h"
#include "simtlab/offline_summary.h"
#include "simtlab/amdgcn.h"
#include "simtlab/compiled.h"
#include "simtlab/interrupt.h"
#include "simtlab/occupancy.h"
#include "simtlab/program.h"
#include "simtlab/ptx.h"
#include "simtlab/registry.h"

#define MAX_TARGETS 8
#define MAX_LAUNCHES 16

/* What every step of one `isa --target` shares. */
typedef struct offline_run {
    const isa_opts *op;
    sl_offline_tools tools;
    char common[1024];              /* common.h, included first as every build does */
    char file[1024];                /* the kernel file being compiled */
    const sl_device *dev;           /* the device that planned the cases; NULL for a file alone */
    int failed;                     /* compiles that failed */
    int rc;                         /* SL_E_INTR once ^C was seen */
} offline_run;

/* The compile last made, kept while the cases that share its options are shown. */
typedef struct compiled {
    const sl_offline_target *tg;
    char options[256];              /* the case's options as declared */
    sl_offline_output out;
    bool have, ok;
} compiled;

static void compiled_free(compiled *c)
{
    sl_offline_output_free(&c->out);
    memset(c, 0, sizeof *c);
}

/* The file compiled for tg with a case's options, or the one compiled last
 * when it is the same. false when it did not compile (said, counted) or
 * ^C stopped it (run->rc). */
static bool compile_for(offline_run *run, const sl_offline_target *tg, const char *options, compiled *c)
{
    if (c->have && c->tg == tg && strcmp(c->options, options) == 0)
        return c->ok;
    compiled_free(c);
    char dropped[256];
    sl_err e = { 0 };
    int rc = sl_offline_compile_case(&run->tools, tg, run->file, run->common, options, &c->out, dropped, sizeof dropped,
                                  &e);
    if (dropped[0])
        printf("(options clang does not take, dropped: %s)\n", dropped);
    c->tg = tg;
    snprintf(c->options, sizeof c->options, "%s", options);
    c->have = rc == SL_OK;
    c->ok = rc == SL_OK && c->out.exit_code == 0;
    if (rc == SL_E_INTR) {
        run->rc = SL_E_INTR;
    } else if (!c->ok) {
        run->failed++;
        printf("\ncompile for %s failed (options \"%s\")%s%s\n", tg->name, options, rc != SL_OK ? ": " : ":\n",
               rc != SL_OK ? e.msg : c->out.remarks);
    }
    sl_err_clear(&e);
    return c->ok;
}

/* Loads in flight over the code's paths (sl_amdgcn_kernel_flight): what
 * a wave keeps outstanding before it waits, on any path and on the
 * straight path (every check passed: an interior tile's). */
static void print_in_flight(const sl_offline_target *tg, const char *asm_text, const char *name)
{
    sl_amdgcn_flight f;
    const bool rdna = tg->mcpu && strncmp(tg->mcpu, "gfx1", 4) == 0; /* stores have their own counter */
    if (sl_amdgcn_kernel_flight(asm_text, name, !rdna, &f) != SL_OK || f.loads == 0)
        return;
    printf("    loads in flight: up to %u on any path%s, %u on the straight path, of the %u global load%s "
           "(%u s_waitcnt vmcnt)\n", f.any_path, f.merged ? " (at most)" : "", f.straight, f.loads,
           f.loads == 1 ? "" : "s", f.waits);
}

/* The scalar loads' line: one load a wave, the same value in every lane */
static void print_scalar(const sl_amdgcn_op *o)
{
    printf("    %4u  %-26s %3u B a wave (scalar: one value for every lane)\n", o->count, o->op, o->bytes);
}

static void print_amd_ops(const char *asm_text, const char *name, unsigned wave)
{
    sl_amdgcn_ops ops;
    if (sl_amdgcn_kernel_ops(asm_text, name, &ops) != SL_OK) {
        printf("    (the compiled code could not be read: no function %s, or no memory)\n", name);
        return;
    }
    size_t shown = 0;
    unsigned kernarg = 0;
    for (size_t i = 0; i < ops.n; ++i) {
        const sl_amdgcn_op *o = &ops.op[i];
        if (strcmp(o->space, "kernarg") == 0) {
            kernarg += o->count; /* the kernel's arguments and launch sizes, once a wave: said below */
            continue;
        }
        ++shown;
        if (strcmp(o->space, "scalar") == 0) {
            print_scalar(o);
            continue;
        }
        printf("    %4u  %-26s", o->count, o->op);
        if (o->bytes)
            printf(" %3u B a lane %-8s", o->bytes, sl_ptx_dword_name(o->bytes));
        if (o->bytes && strcmp(o->space, "global") == 0)
            printf(" %5u B a full %u-lane request", o->bytes * wave, wave);
        else if (strcmp(o->space, "scratch") == 0)
            printf(" (scratch: a private array or a spill)");
        printf("\n");
    }
    if (shown == 0)
        printf("    no loads or stores of global, local (LDS), scratch or scalar memory\n");
    if (kernarg)
        printf("    (and %u scalar load%s of the kernel's arguments and launch sizes, once a wave)\n", kernarg,
               kernarg == 1 ? "" : "s");
    if (ops.calls)
        printf("    (with the functions it calls: %u call%s followed, each callee counted at its call)\n", ops.calls,
               ops.calls == 1 ? "" : "s");
    if (ops.missing[0])
        printf("    calls not followed: %s\n", ops.missing);
    sl_amdgcn_ops_free(&ops);
}

static void print_amd_resources(const sl_compiled *r)
{
    printf("  ");
    const struct { int v; const char *fmt; } f[] = {
        { r->vgprs, "%d VGPRs" },          { r->agprs, ", %d AGPRs" },
        { r->sgprs, ", %d SGPRs" },        { r->lds_bytes, ", %d B LDS" },
        { r->scratch_bytes, ", %d B scratch a lane" },
    };
    for (size_t i = 0; i < sizeof f / sizeof f[0]; ++i)
        if (f[i].v >= 0)
            printf(f[i].fmt, f[i].v);
    if (r->vgpr_spills > 0 || r->sgpr_spills > 0)
        printf(", spilled: %d VGPRs, %d SGPRs", r->vgpr_spills > 0 ? r->vgpr_spills : 0,
               r->sgpr_spills > 0 ? r->sgpr_spills : 0);
    else if (r->vgpr_spills == 0 || r->sgpr_spills == 0)
        printf(", no spills");
    printf(" [the compiler's remarks]\n");
}

/* One launch of a kernel's code, and the cases that make it. */
typedef struct launch_one {
    size_t wg;                      /* 0: not known (why says) */
    unsigned long long local_args;
    const char *first, *why;        /* the first case that makes it; why wg is 0 */
    unsigned cases;
} launch_one;

/* The distinct launches of the shown cases that share case i's code. */
typedef struct launch_set {
    launch_one l[MAX_LAUNCHES];
    size_t n;
} launch_set;

static void launches_of(const sl_case_list *cl, const sl_case_launch *ls, size_t i, const char *want, launch_set *s)
{
    memset(s, 0, sizeof *s);
    for (size_t j = i; cl && j < cl->n; ++j) {
        if ((j != i && !isa_same_code(&cl->items[j], &cl->items[i])) || !isa_shown(&cl->items[j], want, true))
            continue;
        size_t k = 0;
        while (k < s->n && !(s->l[k].wg == ls[j].wg && s->l[k].local_args == ls[j].local_args))
            ++k;
        if (k == s->n && s->n < MAX_LAUNCHES)
            s->l[s->n++] = (launch_one){ ls[j].wg, ls[j].local_args, cl->items[j].name, ls[j].why, 0 };
        if (k < s->n)
            s->l[k].cases++;
    }
    if (s->n == 0) /* a file alone: no launch, the compiler's assumptions */
        s->l[s->n++] = (launch_one){ 0, 0, NULL, "a file alone: no launch", 1 };
}

/* The first resource that holds the model's launch to its groups. */
static const char *limit_of(const sl_occ_arch *a, const sl_occ *o)
{
    if (o->groups == 0)
        return "nothing: one group does not fit";
    for (int i = 0; i < SL_OCC_NLIMITS; ++i)
        if (o->limiters & (1u << i))
            return sl_occ_limit_name(a, i);
    return "?";
}

/* The compiler's occupancy beside the model's at each launch of the code:
 * one line each, "same" or the reason (sl_occ_explain_compiler). */
static void print_occupancy(const sl_offline_target *tg, const sl_compiled *r, const launch_set *s)
{
    const sl_occ_arch *a;
    sl_err e = { 0 };
    if (r->compiler_waves < 0 || r->vgprs < 0 || sl_occ_find(tg->occ_arch, tg->wave, &a, &e) != SL_OK) {
        printf("  occupancy: %s\n", e.msg[0] ? e.msg : "the compiler reported none");
        sl_err_clear(&e);
        return;
    }
    const unsigned cwg = (unsigned)r->compiler_wg;
    printf("  occupancy [waves/SIMD]: the compiler %d (for groups of %u, %d B static LDS)\n", r->compiler_waves, cwg,
           r->lds_bytes > 0 ? r->lds_bytes : 0);
    for (size_t i = 0; i < s->n; ++i) {
        const launch_one *l = &s->l[i];
        sl_compiled at_launch = *r;
        sl_occ_explained x;
        char at[200];
        if (l->wg && l->local_args)
            snprintf(at, sizeof at, "%zu work-items + %llu B of __local arguments", l->wg, l->local_args);
        else if (l->wg)
            snprintf(at, sizeof at, "%zu work-items", l->wg);
        else
            snprintf(at, sizeof at, "the compiler's %u work-items (%s%.90s)", cwg,
                     strncmp(l->why, "skipped", 7) == 0 ? "not launched here" : "no launch: ",
                     strncmp(l->why, "skipped", 7) == 0 ? "" : l->why); /* a skip's reason is said above */
        if (sl_compiled_occupancy(a, &at_launch, (unsigned)l->wg, l->local_args, &x, &e) != SL_OK) {
            printf("    model at %s: %s\n", at, e.msg);
            sl_err_clear(&e);
            continue;
        }
        char cases[96] = "";
        if (s->n > 1 && l->first)
            snprintf(cases, sizeof cases, " (%s%s)", l->first, l->cases > 1 ? " and more" : "");
        printf("    model %g at %s, held by %s%s: %s\n", x.model_per_simd, at, limit_of(a, &x.launch), cases, x.text);
    }
}

/* One kernel of an AMD compile: counts, resources, occupancy, listing. */
static void show_amd(const offline_run *run, const sl_offline_target *tg, const compiled *c, const char *name,
                     const launch_set *s)
{
    const char *body;
    size_t len;
    if (!sl_amdgcn_kernel(c->out.asm_text, name, &body, &len)) {
        printf("    (the compiled code has no kernel %s)\n", name);
        return;
    }
    sl_compiled k;
    char compiler[24];
    sl_compiled_init(&k, tg->name, sl_offline_compiler_name(&run->tools, compiler, sizeof compiler), tg->wave);
    sl_compiled_read_amd(c->out.asm_text, c->out.remarks, name, &k);
    print_amd_ops(c->out.asm_text, name, k.wave);
    print_in_flight(tg, c->out.asm_text, name);
    if (k.vgprs < 0 && k.error[0]) {
        printf("  (the compiler's remarks name no function %s)\n", name);
    } else {
        print_amd_resources(&k);
        print_occupancy(tg, &k, s);
    }
    if (run->op->print_asm)
        printf("%.*s\n", (int)len, body);
}

/* One kernel of a PTX compile: counts and listing (PTX is virtual:
 * ptxas allocates registers when a driver loads it). */
static void show_ptx(const offline_run *run, const compiled *c, const char *name)
{
    const char *body;
    size_t len;
    if (!sl_ptx_entry(c->out.asm_text, name, &body, &len)) {
        printf("    (the PTX has no entry %s)\n", name);
        return;
    }
    isa_print_ptx_ops(c->out.asm_text, name, 32);
    printf("  registers: not in PTX (ptxas allocates them when the driver loads it; 'simtlab isa' on an NVIDIA\n"
           "  GPU shows them)\n");
    if (run->op->print_asm)
        printf("%.*s\n", (int)len, body);
}

static void show_kernel(const offline_run *run, const sl_offline_target *tg, const compiled *c, const char *name,
                        const launch_set *s)
{
    if (tg->mcpu)
        show_amd(run, tg, c, name, s);
    else
        show_ptx(run, c, name);
}

static bool has_kernel(const sl_offline_target *tg, const compiled *c, const char *name)
{
    const char *body;
    size_t len;
    return tg->mcpu ? sl_amdgcn_kernel(c->out.asm_text, name, &body, &len)
                    : sl_ptx_entry(c->out.asm_text, name, &body, &len);
}

/* "isa: SUITE for gfx90a (CDNA2, wave 64), compiled offline with clang 15.0.6: not run", the file, and
 * whose plan it is (suite NULL: a file alone, no plan). */
static void print_header(const offline_run *run, const sl_suite *suite, const sl_offline_target *tg)
{
    const char *what = suite ? suite->name : run->file;
    printf("isa: %s for %s (%s, %s %u), compiled offline with clang %s: not run\n", what, tg->name, tg->family,
           tg->mcpu ? "wave" : "warp", tg->wave, run->tools.version[0] ? run->tools.version : "(version unknown)");
    char path[1024], sha[17];
    sl_err e = { 0 };
    if (sl_prog_identify(run->file, (sl_kernel_dirs){ 0 }, path, sizeof path, sha, &e) == SL_OK)
        printf("kernels: %s (sha256 %s)\n", path, sha);
    sl_err_clear(&e);
    if (!run->dev)
        return;
    /* the plan is the device's: its options (a CPU's INFLIGHT, say) and launch sizes */
    const sl_profile *p = &run->dev->prof;
    printf("cases, options and launches: as 'simtlab run' plans and binds them on [%u:%u] %s (nothing enqueued)\n",
           p->platform_index, p->device_index, p->name);
    if ((p->type & CL_DEVICE_TYPE_CPU) && suite->params && suite->params[0].key)
        printf("(a CPU's plan: a suite's CPU defaults apply, as 'simtlab list' names them; --param sets a GPU's)\n");
}

/* Every shown case of a suite for one target; cases built to the same
 * code once. A case of a student's file (--kernel) whose kernel the file
 * does not have is left out, and said once. */
static void show_suite_target(offline_run *run, const sl_suite *suite, const sl_case_list *cl,
                              const sl_case_launch *ls, const sl_offline_target *tg)
{
    print_header(run, suite, tg);
    compiled c = { 0 };
    char missing[200] = "";
    for (size_t i = 0; i < cl->n && run->rc == SL_OK; ++i) {
        const sl_case_decl *d = &cl->items[i];
        if (!isa_shown(d, run->op->want, true) || isa_seen_before(cl, i, run->op->want, true))
            continue;
        if (!compile_for(run, tg, d->options, &c))
            continue;
        if (run->op->o.kernel_file && !has_kernel(tg, &c, isa_entry_of(d))) {
            if (!strstr(missing, isa_entry_of(d)))
                snprintf(missing + strlen(missing), sizeof missing - strlen(missing), "%s%s",
                         missing[0] ? ", " : "", isa_entry_of(d));
            continue;
        }
        char also[256];
        isa_also(cl, i, run->op->want, true, also, sizeof also);
        printf("\n%s%s%s%s\n", d->name, also[0] ? " (same code: " : "", also[0] ? also + 2 : "", also[0] ? ")" : "");
        printf("  kernel %s, options \"%s\"%s%s\n", isa_entry_of(d), d->options, d->skip[0] ? "; skipped on "
               "this device: " : "", d->skip);
        launch_set s;
        launches_of(cl, ls, i, run->op->want, &s);
        show_kernel(run, tg, &c, isa_entry_of(d), &s);
    }
    if (missing[0])
        printf("\nnot in %s (the suite's other kernels): %s\n", run->file, missing);
    compiled_free(&c);
    printf("\n");
}

/* The next kernel's name in a compile's output from *at on: AMD's
 * ".amdhsa_kernel NAME" directive, PTX's ".entry NAME(". false at the end. */
static bool next_kernel(const sl_offline_target *tg, const char **at, char *name, size_t len)
{
    const char *key = tg->mcpu ? "\t.amdhsa_kernel " : ".entry ";
    const char *p = *at ? strstr(*at, key) : NULL;
    if (!p)
        return false;
    p += strlen(key);
    const size_t n = strcspn(p, " \t\n(");
    snprintf(name, len, "%.*s", (int)(n < len ? n : len - 1), p);
    *at = p + n;
    return true;
}

/* --kernel FILE with no suite: every kernel of the file, no options (a
 * student's file as written), the compiler's assumed launch. */
static void show_file_target(offline_run *run, const sl_offline_target *tg)
{
    print_header(run, NULL, tg);
    compiled c = { 0 };
    if (compile_for(run, tg, "", &c)) {
        char name[128];
        unsigned n = 0;
        for (const char *at = c.out.asm_text; next_kernel(tg, &at, name, sizeof name); ++n) {
            printf("\n%s\n  kernel %s, no options\n", name, name);
            launch_set s;
            launches_of(NULL, NULL, 0, NULL, &s);
            show_kernel(run, tg, &c, name, &s);
        }
        if (n == 0)
            printf("\n%s has no kernel functions\n", run->file);
    }
    compiled_free(&c);
    printf("\n");
}

/* One suite: its cases and launches planned on the device, then shown for
 * every target; *shown counts the suites with a case asked for. SL_OK
 * (failed compiles counted in run), or the error. */
static int offline_suite(offline_run *run, const sl_suite *suite, const sl_offline_target *const *tg, size_t n_tg,
                         size_t *shown, sl_err *e)
{
    const isa_opts *op = run->op;
    sl_results res = { 0 };
    sl_ctx ctx = { .dev = run->dev, .opts = &op->o, .results = &res, .no_ceiling = true };
    sl_case_list cl = { 0 };
    sl_case_launch *ls = NULL;
    int rc = sl_prog_find(op->o.kernel_file ? op->o.kernel_file : suite->kernel_file, op->o.kernels, run->file,
                          sizeof run->file, e);
    if (rc == SL_OK)
        rc = sl_runner_launches(&ctx, suite, &cl, &ls, e);
    size_t wanted = 0;
    for (size_t i = 0; rc == SL_OK && i < cl.n; ++i)
        wanted += isa_shown(&cl.items[i], op->want, true);
    *shown += wanted > 0;
    for (size_t t = 0; rc == SL_OK && wanted && t < n_tg && run->rc == SL_OK; ++t)
        show_suite_target(run, suite, &cl, ls, tg[t]);
    fflush(stdout);
    free(ls);
    free(cl.items);
    return rc;
}

/* The suites asked for, in turn; the file alone when none. */
static int offline_all(offline_run *run, const sl_offline_target *const *tg, size_t n_tg, sl_err *e)
{
    const isa_opts *op = run->op;
    if (!op->suite && !op->all) {
        snprintf(run->file, sizeof run->file, "%s", op->o.kernel_file);
        for (size_t t = 0; t < n_tg && run->rc == SL_OK; ++t)
            show_file_target(run, tg[t]);
        return SL_OK;
    }
    int rc = SL_OK;
    size_t shown = 0;
    for (const sl_suite *const *s = sl_suite_all(); *s && rc == SL_OK && run->rc == SL_OK; ++s)
        if ((*s)->decl && (!op->suite || *s == op->suite))
            rc = offline_suite(run, *s, tg, n_tg, &shown, e);
    if (rc == SL_OK && run->rc == SL_OK && shown == 0)
        rc = sl_err_set(e, SL_E_USAGE, "%s has no case or kernel '%s' ('simtlab isa --target %s %s' shows them all)",
                        op->suite ? op->suite->name : "no suite", op->want, op->targets,
                        op->suite ? op->suite->name : "all");
    return rc;
}

int isa_offline(const isa_opts *op)
{
    const sl_offline_target *tg[MAX_TARGETS];
    size_t n_tg = 0;
    offline_run run = { .op = op };
    const sl_offline_env env = cli_offline_env();
    sl_err e = { 0 };
    sl_device dev;
    int rc = sl_offline_parse_targets(op->targets, tg, MAX_TARGETS, &n_tg, &e), exit_code = 0;
    if (rc != SL_OK)
        return cli_fail(rc, &e);
    if ((rc = sl_offline_find_tools(tg, n_tg, &env, &run.tools, &e)) != SL_OK) {
        fprintf(stderr, "simtlab isa: %s\n", e.msg);
        return EXIT_NO_TOOL;
    }
    if ((rc = sl_prog_find("common.h", op->o.kernels, run.common, sizeof run.common, &e)) != SL_OK)
        return cli_fail(rc, &e);
    const bool suites = op->suite || op->all;
    if (suites && (rc = cli_dev_open(op->device, &dev, &e)) != SL_OK) {
        exit_code = cli_fail(rc, &e);
        sl_err_clear(&e);
        return exit_code;
    }
    run.dev = suites ? &dev : NULL;
    sl_interrupt_install(); /* ^C: the compiler in flight is killed and reaped (offline.h) */
    rc = offline_all(&run, tg, n_tg, &e);
    if (rc == SL_E_INTR || run.rc == SL_E_INTR)
        exit_code = 128 + sl_interrupted();
    else if (rc != SL_OK)
        exit_code = cli_fail(rc, &e);
    else if (run.failed)
        exit_code = EXIT_CHECK_FAILED;
    if (run.failed && rc == SL_OK)
        fprintf(stderr, "simtlab isa: %d compile%s failed\n", run.failed, run.failed == 1 ? "" : "s");
    sl_err_clear(&e);
    if (suites)
        sl_dev_close(&dev);
    return exit_code;
}
