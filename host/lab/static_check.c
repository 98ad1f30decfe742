/* static_check.c - labs 2 and 3 graded by the code they make (issue 30).
 *
 * A CPU cannot grade a vector-load lab by its speed (lab.h's cpu_note),
 * so there the lab's entry is compiled offline for gfx90a (offline.h:
 * clang-15 through pipes, a time limit, ^C) and its code read (amdgcn.h):
 * it must hold a global load and a global store of the lab's
 * static_bytes a lane (16: global_load_dwordx4, global_store_dwordx4).
 * Nothing is run: it is a static check, and its verdict says so.
 *
 * gfx90a is the graded target because AMD's DWORDx4 needs only 4-byte
 * alignment, so a correct vload4 from a float pointer compiles to one
 * 16-byte load. PTX's ld.global.v4 needs 16-byte alignment, which a
 * float pointer does not promise: clang-15 with libclc keeps the same
 * vload4 as four ld.global.f32 (a float4-pointer cast gives .v4), and so
 * does NVIDIA's own driver on the H100 and H200, at the same speed
 * (data/results/isa-h100-h200-2026-11-26/): nvptx's instructions are
 * shown beside, not graded.
 *
 * What it cannot see: whether the address a 16-byte access uses is
 * aligned at run time (lab 3's float4-pointer cast of x + off compiles
 * to the same dwordx4 as a vload4; oclgrind's pass names it), nor whether
 * the path that holds the 16-byte access is the one taken. */
#include "simtlab/labstatic.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "simtlab/amdgcn.h"
#include "simtlab/interrupt.h"
#include "simtlab/offline_summary.h"
#include "simtlab/program.h"
#include "simtlab/ptx.h"

#define GRADED_TARGET "gfx90a" /* CDNA2: DWORDx4 at any 4-byte-aligned address */
#define SHOWN_TARGET "nvptx"

bool sl_lab_static_graded(const sl_lab *lab, bool cpu)
{
    return lab->static_bytes > 0 && !sl_lab_is_answers(lab) && cpu;
}

/* The target named and its tools: true, or false with why. */
static bool target_tools(const sl_offline_env *env, const char *name, const sl_offline_target **tg,
                         sl_offline_tools *tools, char *why, size_t len)
{
    sl_err e = { 0 };
    size_t n = 0;
    int rc = sl_offline_parse_targets(name, tg, 1, &n, &e);
    if (rc == SL_OK)
        rc = sl_offline_find_tools(tg, 1, env, tools, &e);
    if (rc != SL_OK)
        snprintf(why, len, "%s", e.msg);
    sl_err_clear(&e);
    return rc == SL_OK;
}

bool sl_lab_static_tools(const sl_offline_env *env, char *why, size_t len)
{
    const sl_offline_target *tg;
    sl_offline_tools tools;
    return target_tools(env, GRADED_TARGET, &tg, &tools, why, len);
}

/* ", " between, "N x op (B B a lane)" for each of the AMD kernel's
 * global loads (store false) or stores, into out; the widest one's bytes
 * returned. */
static unsigned amd_global(const sl_amdgcn_ops *ops, bool store, char *out, size_t len)
{
    unsigned widest = 0;
    out[0] = '\0';
    for (size_t i = 0; i < ops->n; ++i) {
        const sl_amdgcn_op *o = &ops->op[i];
        if (o->store != store || strcmp(o->space, "global") != 0)
            continue;
        const size_t l = strlen(out);
        snprintf(out + l, len - l, "%s%u x %s (%u B a lane)", l ? ", " : "", o->count, o->op, o->bytes);
        widest = o->bytes > widest ? o->bytes : widest;
    }
    if (!out[0])
        snprintf(out, len, "none");
    return widest;
}

/* The bytes checked (a->source) written to a private directory of the
 * grader's own (dir, made here) under the kernel's own name (copy): the
 * offline compiler builds exactly what the datasets ran, and its -I (the
 * file's directory) names nothing of the student's. SL_OK or e set. */
static int private_copy(const sl_lab_static_in *a, char *dir, size_t dir_len, char *copy, size_t copy_len,
                        sl_err *e)
{
    const char *tmpdir = a->tmpdir;
    snprintf(dir, dir_len, "%.900s/simtlab-static-XXXXXX", tmpdir && tmpdir[0] == '/' ? tmpdir : "/tmp");
    if (!mkdtemp(dir)) {
        const int rc = sl_err_set(e, SL_FAIL, "cannot make a directory %s: %s", dir, strerror(errno));
        dir[0] = '\0';
        return rc;
    }
    const char *base = strrchr(a->kernel, '/') ? strrchr(a->kernel, '/') + 1 : a->kernel;
    snprintf(copy, copy_len, "%s/%s", dir, base[0] ? base : "kernel.cl");
    const int fd = open(copy, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    bool ok = fd >= 0;
    for (size_t done = 0; ok && done < a->source_len;) {
        const ssize_t n = write(fd, a->source + done, a->source_len - done);
        ok = n > 0 || (n < 0 && errno == EINTR);
        done += n > 0 ? (size_t)n : 0;
    }
    if (fd >= 0 && close(fd) != 0)
        ok = false;
    if (!ok) {
        const int rc = sl_err_set(e, SL_FAIL, "cannot write %s: %s", copy, strerror(errno));
        if (fd < 0)
            copy[0] = '\0';
        return rc;
    }
    return SL_OK;
}

/* Compile a->kernel for tg: SL_OK with out (exit_code says whether it
 * compiled), SL_E_INTR on ^C, SL_FAIL (why) when the compiler could not run. */
static int compile(const sl_lab_static_in *a, const sl_offline_target *tg, const sl_offline_tools *tools,
                   sl_offline_output *out, char *why, size_t len)
{
    sl_err e = { 0 };
    char common[1024], dir[1024] = "", copy[1200] = "";
    int rc = sl_prog_find("common.h", a->kernels, common, sizeof common, &e);
    memset(out, 0, sizeof *out);
    if (rc == SL_OK && a->source)
        rc = private_copy(a, dir, sizeof dir, copy, sizeof copy, &e);
    if (rc == SL_OK)
        rc = sl_offline_compile(tools, tg, copy[0] ? copy : a->kernel, common, "", out, &e);
    if (rc != SL_OK)
        snprintf(why, len, "%.480s", e.msg);
    if (copy[0])
        unlink(copy);
    if (dir[0])
        rmdir(dir);
    sl_err_clear(&e);
    return rc;
}

/* The first lines of a compiler's remarks, indented, for a student. */
static void print_remarks(FILE *f, const char *remarks)
{
    const char *p = remarks ? remarks : "";
    for (int i = 0; i < 6 && *p; ++i) {
        const size_t n = strcspn(p, "\n");
        fprintf(f, "        %.*s\n", (int)(n > 150 ? 150 : n), p);
        p += n + (p[n] == '\n');
    }
}

/* The verdict from the gfx90a code: the instructions shown, PASS or
 * FAIL; r->msg says it whole, line (when it differs) as shown. */
static sl_lab_static_state judge_amd(const sl_lab_static_in *a, FILE *f, const sl_offline_output *out,
                                     sl_lab_static_result *r, char *line, size_t line_len)
{
    const char *body;
    size_t len;
    const unsigned want = a->lab->static_bytes;
    if (!sl_amdgcn_kernel(out->asm_text, a->lab->entry, &body, &len)) {
        snprintf(r->msg, sizeof r->msg, "static check: the gfx90a code has no kernel %s", a->lab->entry);
        return SL_LAB_STATIC_FAIL;
    }
    sl_amdgcn_ops ops; /* with its callees: a helper's load is the kernel's */
    if (sl_amdgcn_kernel_ops(out->asm_text, a->lab->entry, &ops) != SL_OK) {
        snprintf(r->msg, sizeof r->msg, "static check: the gfx90a code could not be read (memory)");
        return SL_LAB_STATIC_FAIL;
    }
    char loads[200], stores[200];
    const unsigned lw = amd_global(&ops, false, loads, sizeof loads);
    const unsigned sw = amd_global(&ops, true, stores, sizeof stores);
    sl_amdgcn_ops_free(&ops);
    fprintf(f, "  loads:  %s\n  stores: %s\n", loads, stores);
    if (lw >= want && sw >= want) {
        snprintf(r->msg, sizeof r->msg, "static check (gfx90a, not run): a %u-byte global load and store",
                 want);
        return SL_LAB_STATIC_PASS;
    }
    const char *what = lw < want && sw < want ? "load or store" : lw < want ? "load" : "store";
    snprintf(r->msg, sizeof r->msg,
             "static check (gfx90a, not run): no %u-byte global %s: loads %.150s; stores %.150s", want, what, loads,
             stores);
    snprintf(line, line_len, "static check (gfx90a, not run): no %u-byte global %s (above)", want, what);
    return SL_LAB_STATIC_FAIL;
}

/* nvptx's global loads and stores, shown beside, never graded; why PTX
 * has no 16-byte access where gfx90a has them (amd_ok). */
static void show_ptx(const sl_lab_static_in *a, FILE *f, bool amd_ok)
{
    const sl_offline_target *tg;
    sl_offline_tools tools;
    sl_offline_output out;
    char why[512];
    memset(&out, 0, sizeof out);
    if (!target_tools(a->env, SHOWN_TARGET, &tg, &tools, why, sizeof why) ||
        compile(a, tg, &tools, &out, why, sizeof why) != SL_OK) {
        fprintf(f, "  nvptx (shown, not graded): not compiled: %s\n", why);
        sl_offline_output_free(&out);
        return;
    }
    const char *body;
    size_t len;
    sl_ptx_ops ops = { 0 };
    if (out.exit_code == 0 && sl_ptx_entry(out.asm_text, a->lab->entry, &body, &len) &&
        sl_ptx_kernel_ops(out.asm_text, a->lab->entry, &ops) == SL_OK) {
        char list[400] = "";
        unsigned widest = 0;
        for (size_t i = 0; i < ops.n; ++i) {
            if (strcmp(ops.op[i].space, "global") != 0)
                continue;
            const size_t l = strlen(list);
            snprintf(list + l, sizeof list - l, "%s%u x %.47s", l ? ", " : "", ops.op[i].count, ops.op[i].op);
            widest = ops.op[i].bytes > widest ? ops.op[i].bytes : widest;
        }
        fprintf(f, "  nvptx (shown, not graded): %s\n", list[0] ? list : "no global loads or stores");
        if (ops.missing[0])
            fprintf(f, "        calls not followed: %s\n", ops.missing);
        sl_ptx_ops_free(&ops);
        if (amd_ok && widest < a->lab->static_bytes)
            fprintf(f, "        (a vload4 from a float pointer stays 4-byte loads in PTX, as in NVIDIA's own driver:\n"
                   "        ld.global.v4 needs 16-byte alignment, which a float pointer does not promise; AMD's\n"
                   "        needs 4)\n");
    } else {
        fprintf(f, "  nvptx (shown, not graded): did not compile for PTX\n");
    }
    sl_offline_output_free(&out);
}

/* The verdict's lines (line, else r->msg; the hint where the code was
 * read), and the state: SHOWN where not graded. */
static void say_verdict(const sl_lab_static_in *a, FILE *f, sl_lab_static_result *r, sl_lab_static_state st,
                        bool read, const char *line)
{
    const char *word = !a->graded ? "...." : st == SL_LAB_STATIC_PASS ? "PASS" : "FAIL";
    fprintf(f, "  %s  %s\n", word, line[0] ? line : r->msg);
    if (st == SL_LAB_STATIC_FAIL && read)
        fprintf(f, "        the loads or stores were not merged into %u-byte ones: load a float4 with vload4 and\n"
                   "        store it with vstore4 (one instruction each), not float by float\n",
                a->lab->static_bytes);
    r->state = a->graded ? st : SL_LAB_STATIC_SHOWN;
}

/* No verdict: the compiler is missing or could not run (why). */
static int skipped(const sl_lab_static_in *a, FILE *f, sl_lab_static_result *r, const char *why)
{
    snprintf(r->msg, sizeof r->msg, "static check skipped: %.460s", why);
    fprintf(f, "  SKIP  %s (neither a pass nor a fail)\n", r->msg);
    r->state = a->graded ? SL_LAB_STATIC_SKIPPED : SL_LAB_STATIC_SHOWN;
    return SL_OK;
}

int sl_lab_static_check(const sl_lab_static_in *a, FILE *f, sl_lab_static_result *r)
{
    const sl_offline_target *tg;
    sl_offline_tools tools;
    sl_offline_output out;
    char why[512];
    memset(r, 0, sizeof *r);
    fprintf(f, "\nstatic check: %s compiled offline for " GRADED_TARGET ", not run%s\n", a->lab->entry,
            a->graded ? " (graded: a CPU cannot grade this lab by its speed)"
                      : " (shown, not graded: speed grades it here)");
    fflush(f);
    if (!target_tools(a->env, GRADED_TARGET, &tg, &tools, why, sizeof why))
        return skipped(a, f, r, why);
    const int rc = compile(a, tg, &tools, &out, why, sizeof why);
    if (rc != SL_OK)
        sl_offline_output_free(&out);
    if (rc == SL_E_INTR) {
        fprintf(f, "  STOP  the static check was stopped\n");
        return SL_E_INTR;
    }
    if (rc != SL_OK)
        return skipped(a, f, r, why);
    const bool compiled = out.exit_code == 0;
    sl_lab_static_state st = SL_LAB_STATIC_FAIL;
    char line[200] = "", err[200];
    if (compiled) {
        st = judge_amd(a, f, &out, r, line, sizeof line);
    } else {
        sl_offline_first_error(out.remarks, err, sizeof err);
        snprintf(r->msg, sizeof r->msg, "static check: did not compile offline for " GRADED_TARGET " (clang %s): %s",
                 tools.version, err);
        snprintf(line, sizeof line, "static check: did not compile offline for " GRADED_TARGET " (clang %s):",
                 tools.version);
    }
    say_verdict(a, f, r, st, compiled, line);
    if (!compiled)
        print_remarks(f, out.remarks);
    sl_offline_output_free(&out);
    show_ptx(a, f, st == SL_LAB_STATIC_PASS);
    fflush(f);
    return sl_interrupted() ? SL_E_INTR : SL_OK; /* ^C during nvptx's compile */
}
