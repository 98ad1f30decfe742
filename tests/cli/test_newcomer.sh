#!/usr/bin/env bash
# test_newcomer.sh SRC SIMTLAB - a newcomer adds a suite and a lab from the
# docs alone (issue 43 item 8). In a copy of the tree:
#   - the suite `triad` (STREAM's a = b + q c, one float and one float4 per
#     work-item), as docs/architecture.md "How to add a suite" lists it: the
#     kernel, the declaration, the kernel test and the README's row; no
#     edit anywhere else;
#   - lab 9, "triad with float4 loads", as docs/labs/README.md "Adding a
#     lab" lists it: the handout with its sections, the starter, the
#     solution and one entry in lab_table (host/lab/labs.c).
# The copy is configured and only simtlab and the new kernel test built;
# then the suite must be listed and run with every row verified, its
# kernel test (sizes no group divides, a planted bug caught, params
# refused) must pass, and lab 9 must be listed, shown with every section,
# hinted, started, its starter failing a dataset and its solution passing
# every one. SIMTLAB (the build under test) only says whether this is an
# ASan build, whose run leaves the newcomer's build to the plain one.
# Exit 77 (skipped) when no OpenCL platform exists or a build dependency is
# missing (the GPU machine runs a build made elsewhere); with CI=true a
# missing dependency FAILs (scripts/bootstrap test installs them all).
set -u
SRC=$(cd "$1" && pwd)
SL=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/testlib.sh"
"$SL" info >/dev/null 2>&1
[ $? -eq 3 ] && { echo "SKIP: no OpenCL platform"; exit 77; }
if ldd "$SL" 2>/dev/null | grep -q libasan; then
  echo "SKIP: an ASan build: the newcomer's build and runs are tested with the plain build"; exit 77
fi
command -v cmake >/dev/null 2>&1 || missing "no cmake"
command -v "${CC:-cc}" >/dev/null 2>&1 || missing "no C compiler (${CC:-cc})"
command -v python3 >/dev/null 2>&1 || missing "no python3"

# ---- the copy --------------------------------------------------------------------
N=$tmp/src
mkdir -p "$N/data" "$N/docs"
cp -r "$SRC/CMakeLists.txt" "$SRC/README.md" "$SRC/host" "$SRC/include" "$SRC/cl" "$SRC/tests" "$N/"
cp -r "$SRC/data/devices" "$N/data/"
cp -r "$SRC/docs/labs" "$N/docs/"

# ---- the suite: four files (docs/architecture.md, "How to add a suite") -----------
# 1. the kernel
cat >"$N/cl/triad.cl" <<'EOF'
/* triad.cl - STREAM's triad, a = b + q c: two streams read, one written.
 * Teaches: three streams at once still reach the copy ceiling when every
 * access is coalesced. */
#ifndef SIMTLAB_CL_COMMON_H
#include "common.h"
#endif

kernel void triad(global const float *b, global const float *c, global float *a, float q, ulong n)
{
    size_t i = get_global_id(0);
    if (i < n)
        a[i] = b[i] + q * c[i];
}

/* One float4 per work-item; the last takes the 1..3 floats of the tail. */
kernel void triad4(global const float *b, global const float *c, global float *a, float q, ulong n)
{
    size_t i = get_global_id(0), first = 4 * i;
    if (first + 4 <= n) {
        vstore4(vload4(i, b) + q * vload4(i, c), i, a);
    } else {
        for (size_t j = first; j < n; ++j)
            a[j] = b[j] + q * c[j];
    }
}
EOF
# 2. the declaration
cat >"$N/host/suites/triad.c" <<'EOF'
/* triad.c - suite "triad": a = b + q c, one float and one float4 per
 * work-item (a newcomer's suite, tests/cli/test_newcomer.sh). */
#include <stdio.h>
#include <stdlib.h>

#include "simtlab/ceiling.h"
#include "simtlab/clerror.h"
#include "simtlab/rng.h"
#include "simtlab/runner.h"

#define TRIAD_LOCAL 256
#define TRIAD_Q 0.5f /* dyadic inputs: b + q c is exact in float */
#define TRIAD_QUICK (1ull << 20)
#define TRIAD_MAX (1ull << 30)

static const sl_suite_param params[] = {
    { "local", "work-group size (default 256)", 1, 4096 },
    { NULL, NULL, 0, 0 },
};

typedef struct tr_state {
    size_t n, local;
    uint32_t seed;
    cl_mem d_b, d_c, d_a;
    float *h_a;
} tr_state;

static const struct {
    const char *name, *kernel;
    unsigned width;
} kinds[] = {
    { "triad:float", "triad", 1 },
    { "triad4:float4", "triad4", 4 },
};

static int tr_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    (void)e;
    tr_state *s = state;
    const sl_run_opts *o = ctx->opts;
    uint64_t bytes = o->size_bytes ? o->size_bytes
                                   : sl_case_default_bytes(&ctx->dev->prof, o->quick, TRIAD_QUICK, TRIAD_MAX);
    s->n = (size_t)(bytes / sizeof(float));
    s->local = (size_t)sl_opt_param(o, "local", TRIAD_LOCAL);
    s->seed = (uint32_t)(o->seed ^ (o->seed >> 32));
    return SL_OK;
}

static int tr_plan(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)ctx;
    const tr_state *s = state;
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; ++k) {
        sl_case_decl *c = sl_case_add(cases);
        if (!c)
            return sl_err_set(e, SL_FAIL, "out of memory");
        char vec[16];
        snprintf(c->name, sizeof c->name, "%s", kinds[k].name);
        snprintf(c->kernel, sizeof c->kernel, "%s", kinds[k].kernel);
        sl_kv_str(&c->params, "vector", sl_vector_name(kinds[k].width, vec, sizeof vec));
        sl_kv_num(&c->params, "n", (double)s->n);
        c->tag[0] = (int)k;
        if (s->n == 0)
            snprintf(c->skip, sizeof c->skip, "buffer smaller than one float");
    }
    return SL_OK;
}

static int tr_allocate(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)cases;
    tr_state *s = state;
    const uint64_t bytes = (uint64_t)s->n * sizeof(float);
    const uint64_t bufs[3] = { bytes, bytes, bytes };
    int rc = s->n ? sl_buf_fits(&ctx->dev->prof, bufs, 3, bytes, e) : SL_OK;
    if (rc != SL_OK || !s->n)
        return rc;
    if (!(s->h_a = malloc(bytes)))
        return sl_err_set(e, SL_SKIP, "host memory for the read-back is not available");
    rc = sl_buf_create_dyadic(ctx->dev, CL_MEM_READ_ONLY, s->n, s->seed, &s->d_b, e);
    if (rc == SL_OK)
        rc = sl_buf_create_dyadic(ctx->dev, CL_MEM_READ_ONLY, s->n, s->seed + 1, &s->d_c, e);
    return rc == SL_OK ? sl_buf_create(ctx->dev, CL_MEM_READ_WRITE, bytes, NULL, &s->d_a, e) : rc;
}

static int check(void *arg, char *why, size_t len)
{
    const tr_state *s = arg;
    for (size_t i = 0; i < s->n; ++i) {
        float want = sl_dyadic(i, s->seed) + TRIAD_Q * sl_dyadic(i, s->seed + 1);
        if (s->h_a[i] != want) {
            snprintf(why, len, "check failed: a[%zu] = %.9g, want %.9g", i, (double)s->h_a[i], (double)want);
            return -1;
        }
    }
    return 0;
}

static int tr_bind(void *state, sl_bind *b, sl_row *r, sl_err *e)
{
    tr_state *s = state;
    const size_t k = (size_t)b->decl->tag[0], width = kinds[k].width;
    const cl_ulong n = s->n;
    const float q = TRIAD_Q;
    cl_int err = clSetKernelArg(b->kernel, 0, sizeof(cl_mem), &s->d_b);
    err |= clSetKernelArg(b->kernel, 1, sizeof(cl_mem), &s->d_c);
    err |= clSetKernelArg(b->kernel, 2, sizeof(cl_mem), &s->d_a);
    err |= clSetKernelArg(b->kernel, 3, sizeof q, &q);
    err |= clSetKernelArg(b->kernel, 4, sizeof n, &n);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "setting the arguments of %s", kinds[k].kernel);
    const size_t local = b->kernel_max_local && b->kernel_max_local < s->local ? b->kernel_max_local : s->local;
    b->c.launch.dims = 1;
    b->c.launch.local[0] = local;
    b->c.launch.global[0] = sl_round_up((s->n + width - 1) / width, local);
    b->c.out = s->d_a;
    b->c.out_name = "a";
    b->c.out_bytes = s->n * sizeof(float);
    b->c.host_out = s->h_a;
    b->c.check = check;
    b->c.check_arg = s;
    b->c.bytes = 3.0 * (double)s->n * sizeof(float); /* b and c read, a written */
    b->c.flops = 2.0 * (double)s->n;
    b->c.want_efficiency = true;
    sl_case_model_strided(r, &b->ctx->dev->prof, 0, (unsigned)(width * sizeof(float)), 1);
    return SL_OK;
}

static void tr_release(sl_ctx *ctx, void *state)
{
    (void)ctx;
    tr_state *s = state;
    sl_buf_release(&s->d_b);
    sl_buf_release(&s->d_c);
    sl_buf_release(&s->d_a);
    free(s->h_a);
}

static const sl_suite_decl decl = {
    .state_size = sizeof(tr_state),
    .prepare = tr_prepare,
    .plan = tr_plan,
    .allocate = tr_allocate,
    .bind = tr_bind,
    .release = tr_release,
};

const sl_suite sl_suite_triad = {
    .name = "triad",
    .summary = "a = b + q c (STREAM's triad): one float, one float4 per work-item",
    .kernel_file = "triad.cl",
    .needs_ceiling = true,
    .params = params,
    .decl = &decl,
};
EOF
# 3. the test
cat >"$N/tests/kernels/test_triad.c" <<'EOF'
/* test_triad.c - the triad suite: sizes no group divides verified, a
 * planted bug caught, params refused, a buffer too small skipped. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "kernel_test.h"

static void test_sizes_verified(void **state)
{
    (void)state;
    const uint64_t sizes[] = { 4, 4 * 257, 4 * 1001 };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; ++i) {
        sl_run_opts o;
        kt_opts(&o, sizes[i]);
        sl_results res = { 0 };
        kt_run_ok("triad", &o, &res);
        assert_int_equal(res.n, 2);
        for (size_t r = 0; r < res.n; ++r) {
            kt_assert_verified(&res.rows[r], &o);
            assert_true(res.rows[r].bytes == 3.0 * (double)sizes[i]);
        }
        sl_results_free(&res);
    }
}

static bool is_not_triad4(const sl_row *r)
{
    return strcmp(r->kernel, "triad4") != 0;
}

/* triad4 with its tail forgotten: 1025 floats (4100 B) fail at a[1024] */
static void test_wrong_kernel_fails(void **state)
{
    (void)state;
    kt_assert_patched_fails("triad", "triad.cl", "for (size_t j = first; j < n; ++j)",
                            "for (size_t j = n; j < n; ++j)", NULL, 2, "check failed: a[1024]", is_not_triad4);
}

static void test_params_refused(void **state)
{
    (void)state;
    kt_assert_params_refused("triad");
}

static void test_too_small_skipped(void **state)
{
    (void)state;
    kt_assert_skipped("triad", 3, NULL, 2, "smaller than one float");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sizes_verified),
        cmocka_unit_test(test_wrong_kernel_fails),
        cmocka_unit_test(test_params_refused),
        cmocka_unit_test(test_too_small_skipped),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kt_close();
    return rc;
}
EOF
# 4. the README's row, after scale's
python3 - "$N/README.md" >"$tmp/readme.log" 2>&1 <<'PY' && ok || { bad "the README has no suites table with scale's row"; cat "$tmp/readme.log"; }
import re, sys
p = sys.argv[1]
lines = open(p).read().split("\n")
i = next(i for i, l in enumerate(lines) if re.match(r"^\| *`?scale`? *\|", l))
lines.insert(i + 1, "| `triad` | a = b + q c (STREAM's triad): one float, one float4 per work-item (lab 9) | "
                    "[tests/cli/test_newcomer.sh](tests/cli/test_newcomer.sh) |")
open(p, "w").write("\n".join(lines))
PY

# ---- the lab: a handout, a starter, a solution, one entry (docs/labs/README.md) ---
cat >"$N/docs/labs/09-triad.md" <<'EOF'
# Lab 9: Triad with float4 loads

## Goal

Compute `a = b + q c` with one float4 of each array per work-item, right
for every length.

## Background

Three streams, two read and one written; each lane moves 16 bytes of each.

## Your task

Fill in the TODOs in `09-triad.cl`.

## Run

    simtlab lab check 9

## Passing

Every dataset's answer exact.

## Performance target

At least half of this device's streaming-read ceiling.

## Going further

Try two float4 per work-item.

## Hints

1. `vload4(i, b)` reads floats 4i to 4i + 3.
2. The last work-item takes the 1 to 3 floats left one at a time.
EOF
cat >"$N/cl/labs/09-triad.cl" <<'EOF'
/* Lab 9: a = b + q c with one float4 per work-item. The checker launches
 * one work-item per float4 (rounded up): handle the tail. */
kernel void triad4(global const float *b, global const float *c, global float *a, float q, ulong n)
{
    size_t i = get_global_id(0);
    /* TODO(1): one float4 of b and c, one of a */
    /* TODO(2): the tail, one float at a time */
    if (i < n)
        a[i] = 0.0f;
}
EOF
mkdir -p "$N/cl/labs/solutions"
sed -n '/^kernel void triad4/,/^}/p' "$N/cl/triad.cl" >"$N/cl/labs/solutions/09-triad.cl"
python3 - "$N/host/lab/labs.c" >"$tmp/labs.log" 2>&1 <<'PY' && ok || { bad "labs.c: no lab_table to add lab 9 to"; cat "$tmp/labs.log"; }
import sys
p = sys.argv[1]
s = open(p).read()
start = s.index("static const sl_lab lab_table[] = {")
end = s.index("\n};", start)
entry = '''
    {
        .number = 9,
        .slug = "triad",
        .title = "Triad with float4 loads",
        .teaches = "a = b + q c with float4 loads and stores, and the tail",
        .suite = "triad",
        .only = "triad4:float4",
        .entry = "triad4",
        .baseline = "triad:float",
        .baseline_entry = "triad",
        .datasets = {
            { "1 float: only a tail", 4, NULL, NULL },
            { "1001 floats: a tail of 1", 4 * 1001, NULL, NULL },
            { "16 Mi floats (64 MiB)", 64 * MIB, NULL, NULL },
        },
        .target = SL_LAB_OF_CEILING,
        .target_value = 0.50,
        .target_text = ">= 50% of this device's streaming-read ceiling",
        .cpu_note = "a newcomer's lab: not graded on a CPU",
        .unit_bytes = 4, .unit = "float", .units = "floats",
        .spans = { { 256, "group size" }, { 1024, "a group's 1024 floats" } },
        .launch_key = "local", .launch_what = "group size", .launch_alt = { 64, 128 },
    },'''
open(p, "w").write(s[:end] + entry + s[end:])
PY

# ---- built: simtlab and the new kernel test ----------------------------------------
B=$tmp/build
if ! cmake -S "$N" -B "$B" -DSIMTLAB_TESTS=ON -DSIMTLAB_WERROR=ON >"$tmp/log" 2>&1; then
  grep -Eq "Could NOT find|find_package|not found" "$tmp/log" && missing "a package the build needs ($(grep -m1 -E 'Could NOT find|not found' "$tmp/log"))"
  bad "configure failed"; tail -20 "$tmp/log"; echo "test_newcomer: $pass passed, $fail failed"; exit 1
fi
if ! cmake --build "$B" -j "$(nproc)" --target simtlab test_kernels_triad >"$tmp/log" 2>&1; then
  bad "the build with the new suite and lab failed"; grep -E 'error|Error' "$tmp/log" | head -20
  echo "test_newcomer: $pass passed, $fail failed"; exit 1
fi
NS=$B/simtlab
# the copy's kernels and handouts (compiled in from $N), not the tree's
check "list" 0 "$NS" list
expect "list names triad" "$tmp/out" "^triad +a = b \+ q c"
check "run triad --quick" 0 "$NS" run triad --quick --reps 3 --no-lock
expect "run triad: two rows verified" "$tmp/out" "2 rows: 2 verified, 0 skipped, 0 failed"
check "the kernel test" 0 "$B/tests/test_kernels_triad"
expect "the kernel test: its four tests ran (exit 0: all passed)" "$tmp/out" "\] 4 test\(s\) run"
check "lab list" 0 "$NS" lab list
expect "lab list: lab 9" "$tmp/out" "^ *9 +triad "
check "lab show 9" 0 "$NS" lab show 9
for sec in "Goal" "Background" "Your task" "Run" "Passing" "Performance target" "Going further" "Hints"; do
  expect "lab show 9: $sec" "$tmp/out" "$sec"
done
check "lab hint 9 2" 0 "$NS" lab hint 9 2
expect "lab hint 9 2" "$tmp/out" "1 to 3 floats left"
check "lab start 9" 0 env -C "$tmp" "$NS" lab start 9
[ -f "$tmp/simtlab-labs/09-triad.cl" ] && ok || bad "lab start 9 did not copy the starter"
check "lab 9: the starter fails" 1 "$NS" lab check 9 --kernel "$tmp/simtlab-labs/09-triad.cl" --no-oclgrind
expect "lab 9: the starter's wrong answer" "$tmp/out" "check failed: a\["
check "lab 9: the solution passes" 0 "$NS" lab check 9 --solution --no-oclgrind
expect "lab 9: every dataset" "$tmp/out" "^lab09: 3 passed, 0 failed"

echo "test_newcomer: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
