/* cmd_isa.c - `simtlab isa SUITE [KERNEL]`: what the driver compiled each
 * case of a suite to. On NVIDIA the program binary is PTX: each kernel's
 * loads and stores are counted by state space and width (ptx.h), so a
 * float4 load shows as ld.global.v4.f32, 16 bytes a lane (DWORDx4), and
 * a float2 as .v2 (DWORDx2). Elsewhere it says what the binary is and
 * what the driver does not expose. */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "isa.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/ptx.h"
#include "simtlab/resources.h"
#include "simtlab/registry.h"
#include "simtlab/runner.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: simtlab isa [OPTIONS] SUITE [KERNEL]\n"
            "       simtlab isa --target T [--asm] SUITE|all [KERNEL]\n"
            "       simtlab isa --target T [--asm] --kernel FILE [SUITE [KERNEL]]\n\n"
            "Build a suite's kernels as 'simtlab run' does and show what the driver made of\n"
            "them. On NVIDIA the program binary is PTX: each kernel's global, local\n"
            "(shared), private (local) and constant loads and stores are counted by width,\n"
            "so DWORDx4 (ld.global.v4.f32, 16 B a lane) and DWORDx2 (.v2, 8 B) are seen as\n"
            "instructions, with the registers and spills ptxas reported. Elsewhere: what\n"
            "the binary is, and what the driver does not expose.\n\n"
            "With --target, the kernels are compiled offline for a GPU this machine need not\n"
            "have, with clang-15 (Debian's clang-15; AMD needs rocm-device-libs, PTX\n"
            "libclc-15), and nothing is run: the same cases and build options as a run, and\n"
            "per kernel its loads and stores by space and width (AMD: global_load_dwordx4,\n"
            "ds_read_b128; PTX: ld.global.v4.f32), and on AMD the VGPRs, AGPRs, SGPRs, LDS,\n"
            "scratch and spills the compiler reports, and its occupancy estimate beside\n"
            "simtlab's model at the work-group size the run launches (bound on this device,\n"
            "nothing enqueued), with the reason where they differ. 'all' compiles every\n"
            "suite; --kernel FILE alone compiles every kernel of FILE with no options.\n"
            "$SIMTLAB_CLANG names the compiler (default: clang-15 on PATH, else clang).\n\n"
            "KERNEL picks cases: a case name (read:float4), a kernel column (read), or a\n"
            "kernel function (sum_stream); default: every case. Cases built to the same\n"
            "code are shown once.\n\n"
            "  -d, --device SEL    as for 'simtlab run' (default: $SIMTLAB_DEVICE, else the\n"
            "                      first GPU, else the first device)\n"
            "      --kernels DIR   look for .cl files here first\n"
            "      --kernel FILE   build from this file instead of the suite's (a lab's\n"
            "                      kernel: ./mine.cl)\n"
            "      --param K=V     a suite parameter, as for 'simtlab run'; repeatable. The\n"
            "                      plan is this device's: on a CPU some suites pick CPU\n"
            "                      defaults (bandwidth: inflight=8 blocked=1); --param sets\n"
            "                      a GPU's (inflight=4 blocked=2) for --target\n"
            "      --ptx           print each kernel's PTX after its counts\n"
            "      --log           print each program's build log (ptxas's report on NVIDIA)\n"
            "      --target T      compile offline for T: gfx906 (GCN5), gfx90a (CDNA2),\n"
            "                      gfx1030 (RDNA2, wave 32), gfx1030:wave64, nvptx; or a\n"
            "                      comma list (gfx90a,nvptx)\n"
            "      --asm           with --target: print each kernel's assembly after its counts\n"
            "  -h, --help          this text\n\n"
            "exit codes: 0 ok, 1 a build failed, 2 bad usage, 3 no usable OpenCL device,\n"
            "            6 no offline compiler or its libraries (--target), 130 interrupted\n");
}

static void say_not_ptx(const sl_profile *p, const unsigned char *bin, size_t size)
{
    printf("program binary: %s, %zu bytes (clGetProgramInfo CL_PROGRAM_BINARIES): no instruction counts here.\n",
           bin ? sl_ptx_binary_kind(bin, size) : "not given", size);
    if (p->vendor == SL_VENDOR_AMD)
        printf("AMD ROCm's binary is an ELF code object holding the %s ISA; simtlab does not disassemble\n"
               "it: llvm-objdump -d --mcpu=%s shows global_load_dwordx4 vs _dwordx2. VGPRs and SGPRs\n"
               "below come from clGetKernelInfoAMD.\n",
               p->arch[0] ? p->arch : "GCN/CDNA/RDNA", p->arch[0] ? p->arch : "gfxNNN");
    else if (p->type & CL_DEVICE_TYPE_CPU)
        printf("A CPU driver (PoCL) compiles a whole work-group into host code: its vector loads come from\n"
               "the work-group vectorizer across work-items, not from one lane's float4, and registers\n"
               "and spills are not exposed. Only local memory per group is shown.\n");
    else
        printf("This driver exposes no instruction listing through OpenCL; only local memory per group is\n"
               "shown below.\n");
}

/* One kernel function with one set of options: resources, counts, PTX. */
static int show_case(sl_ctx *ctx, cl_program prog, const unsigned char *bin, size_t size, bool ptx,
                     const sl_case_decl *d, const char *also, bool print_ptx, sl_err *e)
{
    const sl_profile *p = &ctx->dev->prof;
    if (also[0])
        printf("\n%s (same code: %s)\n", d->name, also + 2);
    else
        printf("\n%s\n", d->name);
    printf("  kernel %s, options \"%s\"\n", isa_entry_of(d), d->options);
    if (!sl_prog_has_kernel(prog, isa_entry_of(d))) {
        printf("  not in this file (--kernel): nothing to show\n");
        return SL_OK;
    }
    sl_res_raw raw;
    int rc = sl_res_query_program(ctx->dev, prog, isa_entry_of(d), &raw, e);
    if (rc != SL_OK)
        return rc;
    printf("  ");
    if (raw.registers >= 0)
        printf("%d %s", raw.registers, p->vendor == SL_VENDOR_AMD ? "VGPRs" : "registers");
    else
        printf("registers not exposed");
    if (raw.sgprs >= 0)
        printf(", %d SGPRs", raw.sgprs);
    if (raw.spills >= 0)
        printf(p->vendor == SL_VENDOR_AMD ? ", %d scratch registers" : ", %d B spilled", raw.spills);
    if (raw.local_bytes >= 0)
        printf(", %ld B local memory (static; a __local argument's size is set at launch)", raw.local_bytes);
    printf("%s%s%s\n", raw.registers >= 0 ? " [" : "", raw.registers >= 0 ? raw.from : "",
           raw.registers >= 0 ? "]" : "");
    if (!ptx)
        return SL_OK;
    const char *body;
    size_t len;
    if (!sl_ptx_entry((const char *)bin, isa_entry_of(d), &body, &len)) {
        printf("    (the PTX has no entry %s)\n", isa_entry_of(d));
        return SL_OK;
    }
    (void)size;
    isa_print_ptx_ops((const char *)bin, isa_entry_of(d), p->simd_width);
    if (print_ptx)
        printf("%.*s\n", (int)len, body);
    return SL_OK;
}

/* The program for options: the one built last when the options are the
 * same (a suite's cases come grouped by options), else a new build. */
typedef struct isa_prog {
    cl_program prog;
    char options[256];
    unsigned char *bin;
    size_t size;
    bool ptx;
} isa_prog;

static void isa_prog_free(isa_prog *p)
{
    if (p->prog)
        sl_prog_release(p->prog);
    free(p->bin);
    memset(p, 0, sizeof *p);
}

static int program_for(sl_ctx *ctx, const sl_suite *suite, const char *options, bool print_log, isa_prog *p,
                       sl_err *e)
{
    if (p->prog && strcmp(p->options, options) == 0)
        return SL_OK;
    isa_prog_free(p);
    int rc = sl_runner_build(ctx, suite, options, &p->prog, NULL, e);
    if (rc != SL_OK)
        return rc;
    snprintf(p->options, sizeof p->options, "%s", options);
    p->bin = sl_prog_binary(p->prog, &p->size);
    p->ptx = p->bin && sl_ptx_is_ptx(p->bin, p->size);
    if (print_log) {
        char *log = sl_prog_build_log(p->prog, ctx->dev->device_id);
        printf("---- build log (options \"%s\") ----\n%s\n-------------------\n", options,
               log && *log ? log : "(empty)");
        free(log);
    }
    return SL_OK;
}

/* Show every wanted case; cases built to the same code once. */
static int show_all(sl_ctx *ctx, const sl_suite *suite, const sl_case_list *cl, const char *want, bool print_ptx,
                    bool print_log, sl_err *e)
{
    bool said_kind = false;
    isa_prog p = { 0 };
    int rc = SL_OK;
    for (size_t i = 0; i < cl->n && rc == SL_OK; ++i) {
        const sl_case_decl *d = &cl->items[i];
        if (!isa_matches(d, want))
            continue;
        if (d->library) {
            printf("\n%s\n  a library's call (no kernel of ours)\n", d->name);
            continue;
        }
        if (d->skip[0]) {
            printf("\n%s\n  skipped on this device: %s\n", d->name, d->skip);
            continue;
        }
        if (isa_seen_before(cl, i, want, false))
            continue;
        if ((rc = program_for(ctx, suite, d->options, print_log, &p, e)) != SL_OK)
            break;
        if (!p.ptx && !said_kind) {
            say_not_ptx(&ctx->dev->prof, p.bin, p.size);
            said_kind = true;
        }
        char also[256];
        isa_also(cl, i, want, false, also, sizeof also);
        rc = show_case(ctx, p.prog, p.bin, p.size, p.ptx, d, also, print_ptx && p.ptx, e);
    }
    isa_prog_free(&p);
    return rc;
}

/* The combinations isa_options refuses: CLI_GO_ON or EXIT_USAGE. */
static int check_combination(const isa_opts *op, int args)
{
    const char *why = NULL;
    if (args > 2)
        why = "too many arguments";
    else if (args == 0 && !(op->targets && op->o.kernel_file))
        why = "name a suite ('simtlab list' shows them), or 'all' with --target";
    else if (!op->targets && (op->print_asm || op->all))
        why = op->all ? "'all' goes with --target" : "--asm goes with --target (--ptx shows the device's PTX)";
    else if (op->targets && (op->print_ptx || op->print_log))
        why = "--ptx and --log show the device's build; with --target, --asm shows the compiled code";
    else if (op->all && op->o.kernel_file)
        why = "--kernel FILE compiles one file: name its suite, or none, not 'all'";
    if (!why)
        return CLI_GO_ON;
    fprintf(stderr, "simtlab isa: %s\n\n", why);
    usage(stderr);
    return EXIT_USAGE;
}

/* One --param key=value (a repeated key: the last value wins), checked
 * against the suites asked for when they are known: CLI_GO_ON or EXIT_USAGE. */
static int add_param(isa_opts *op, const char *text)
{
    sl_run_opts *o = &op->o;
    char key[sizeof op->param_keys[0]];
    uint64_t val = 0;
    sl_err e = { 0 };
    if (sl_parse_param(text, strlen(text), key, sizeof key, &val, &e) != SL_OK) {
        fprintf(stderr, "simtlab isa: %s\n", e.msg);
        return EXIT_USAGE;
    }
    int slot = 0;
    while (slot < o->n_params && strcmp(o->param_key[slot], key) != 0)
        ++slot;
    if (slot == SL_PARAMS_MAX) {
        fprintf(stderr, "simtlab isa: too many --param options (at most %d)\n", SL_PARAMS_MAX);
        return EXIT_USAGE;
    }
    memcpy(op->param_keys[slot], key, sizeof key);
    o->param_key[slot] = op->param_keys[slot];
    o->param_val[slot] = val;
    if (slot == o->n_params)
        o->n_params++;
    return CLI_GO_ON;
}

/* Every --param is one the suite (any suite, for `all`) takes. */
static int check_params(const isa_opts *op)
{
    for (int i = 0; i < op->o.n_params; ++i) {
        bool known = false;
        for (const sl_suite *const *s = sl_suite_all(); *s; ++s)
            known |= (!op->suite || *s == op->suite) && sl_suite_param_of(*s, op->o.param_key[i]);
        if (!known) {
            fprintf(stderr, "simtlab isa: %s takes no --param %s ('simtlab list' shows each suite's)\n",
                    op->suite ? op->suite->name : "no suite", op->o.param_key[i]);
            return EXIT_USAGE;
        }
    }
    return CLI_GO_ON;
}

/* The options, the suite and the case into op: CLI_GO_ON or the exit
 * code (--help: 0). */
static int isa_options(int argc, char **argv, isa_opts *op)
{
    enum { O_KERNELS = 256, O_KERNEL, O_PTX, O_LOG, O_TARGET, O_ASM, O_PARAM };
    static const struct option longopts[] = {
        { "device", required_argument, NULL, 'd' }, { "kernels", required_argument, NULL, O_KERNELS },
        { "kernel", required_argument, NULL, O_KERNEL }, { "ptx", no_argument, NULL, O_PTX },
        { "log", no_argument, NULL, O_LOG },          { "target", required_argument, NULL, O_TARGET },
        { "asm", no_argument, NULL, O_ASM },          { "param", required_argument, NULL, O_PARAM },
        { "help", no_argument, NULL, 'h' },           { NULL, 0, NULL, 0 },
    };
    memset(op, 0, sizeof *op);
    op->o.seed = 1;
    op->o.quick = true; /* sizes change no code; the plan is all isa needs */
    op->o.kernels = cli_kernel_dirs(NULL);
    int c;
    optind = 1;
    argv[0] = (char *)"simtlab isa";
    while ((c = getopt_long(argc, argv, "d:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'd': op->device = optarg; break;
        case O_KERNELS: op->o.kernels.cli = optarg; break;
        case O_KERNEL: {
            /* a file the user names is a path from here, never a name to
             * look for among the suites' kernels (a bare "mine.cl" would
             * otherwise find the stock one of that name, or nothing) */
            static char from_here[4096];
            const bool rel = !sl_prog_is_path(optarg);
            if ((size_t)snprintf(from_here, sizeof from_here, "%s%s", rel ? "./" : "", optarg) >= sizeof from_here) {
                fprintf(stderr, "simtlab isa: --kernel path too long\n");
                return EXIT_USAGE;
            }
            op->o.kernel_file = from_here;
            break;
        }
        case O_PTX: op->print_ptx = true; break;
        case O_LOG: op->print_log = true; break;
        case O_TARGET: op->targets = optarg; break;
        case O_ASM: op->print_asm = true; break;
        case O_PARAM:
            if (add_param(op, optarg) != CLI_GO_ON)
                return EXIT_USAGE;
            break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return EXIT_USAGE;
        }
    }
    op->all = optind < argc && strcmp(argv[optind], "all") == 0;
    int stop = check_combination(op, argc - optind);
    if (stop != CLI_GO_ON || optind >= argc)
        return stop;
    op->suite = op->all ? NULL : sl_suite_find(argv[optind]);
    if (!op->all && !op->suite) {
        fprintf(stderr, "simtlab isa: unknown suite '%s' ('simtlab list' shows the suites)\n", argv[optind]);
        return EXIT_USAGE;
    }
    op->want = optind + 1 < argc ? argv[optind + 1] : NULL;
    return check_params(op);
}

/* The suite's plan on dev, and what the driver made of the cases asked
 * for (or the cases there are, when none matches). The exit code. */
static int isa_on_device(const isa_opts *op, sl_device *dev)
{
    const sl_suite *suite = op->suite;
    sl_err e = { 0 };
    sl_results res = { 0 };
    sl_ctx ctx = { .dev = dev, .opts = &op->o, .results = &res, .no_ceiling = true };
    sl_case_list cl = { 0 };
    int exit_code = 0;
    int rc = sl_runner_plan(&ctx, suite, &cl, &e);
    size_t wanted = 0;
    for (size_t i = 0; rc == SL_OK && i < cl.n; ++i)
        wanted += isa_matches(&cl.items[i], op->want);
    if (rc != SL_OK) {
        exit_code = cli_fail(rc, &e);
    } else if (wanted == 0) {
        fprintf(stderr, "simtlab isa: %s has no case or kernel '%s'; its cases:\n", suite->name, op->want);
        for (size_t i = 0; i < cl.n; ++i)
            fprintf(stderr, "  %-24s kernel %s\n", cl.items[i].name, isa_entry_of(&cl.items[i]));
        exit_code = EXIT_USAGE;
    } else {
        const sl_profile *p = &dev->prof;
        printf("isa: %s on [%u:%u] %s (%s%s%s), %s %u\n", suite->name, p->platform_index, p->device_index, p->name,
               p->arch[0] ? p->arch : "", p->arch[0] ? ", " : "", p->driver, sl_dev_simd_word(p->vendor),
               p->simd_width);
        char path[1024], sha[17];
        if (sl_prog_identify(op->o.kernel_file ? op->o.kernel_file : suite->kernel_file, op->o.kernels, path,
                             sizeof path, sha, &e) == SL_OK)
            printf("kernels: %s (sha256 %s)\n", path, sha);
        sl_err_clear(&e);
        fflush(stdout);
        if ((rc = show_all(&ctx, suite, &cl, op->want, op->print_ptx, op->print_log, &e)) != SL_OK)
            exit_code = cli_fail(rc, &e);
    }
    sl_err_clear(&e);
    free(cl.items);
    return exit_code;
}

int cmd_isa(int argc, char **argv)
{
    isa_opts op;
    int stop = isa_options(argc, argv, &op);
    if (stop != CLI_GO_ON)
        return stop;
    sl_err e = { 0 };
    int rc;
    if (op.o.kernels.cli && (rc = sl_prog_check_dir(op.o.kernels.cli, "--kernels", &e)) != SL_OK)
        return cli_fail(rc, &e);
    char path[1024];
    if (op.o.kernel_file && (rc = sl_prog_find(op.o.kernel_file, op.o.kernels, path, sizeof path, &e)) != SL_OK)
        return cli_fail(rc == SL_FAIL ? SL_E_USAGE : rc, &e);
    if (op.targets)
        return isa_offline(&op);
    sl_device dev;
    if ((rc = cli_dev_open(op.device, &dev, &e)) != SL_OK) {
        rc = cli_fail(rc, &e);
        sl_err_clear(&e);
        return rc;
    }
    const int exit_code = isa_on_device(&op, &dev);
    sl_dev_close(&dev);
    return exit_code;
}
