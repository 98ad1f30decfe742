/* compiled.h - a row's kernel as another GPU's compiler makes it (issue
 * 30: `simtlab run --target gfx90a,nvptx`), so one run on any device
 * puts, say, an H200's ptxas registers beside CDNA2's VGPRs.
 *
 * Pure C, no device, no process: report/offline.c compiles offline (offline.h)
 * and hands the texts here. This module reads one kernel of a compile
 * into an sl_compiled (result.h), works out simtlab's occupancy for it at
 * the row's launch, writes and reads the row's "compiled" JSON object,
 * and draws the table the run prints under a suite's own.
 *
 * The figures: AMD's VGPRs, AGPRs, SGPRs, LDS, scratch and spills from
 * the compiler's remarks (amdgcn.h), its own occupancy estimate and the
 * work-group size it assumed; the widest global load a lane from the
 * code (global_load_dwordx4 is 16 bytes, DWORDx4; PTX's ld.global.v4.f32
 * the same). PTX is virtual: no registers until ptxas runs in a driver. */
#ifndef SIMTLAB_COMPILED_H
#define SIMTLAB_COMPILED_H

#include <stdbool.h>
#include <stddef.h>

#include "simtlab/error.h"
#include "simtlab/occupancy.h"
#include "simtlab/result.h"
#include "simtlab/str.h"

/* c with every figure unknown, for target (its name), compiler ("clang
 * 15.0.6") and wave (lanes). */
void sl_compiled_init(sl_compiled *c, const char *target, const char *compiler, unsigned wave);

/* Kernel `name` of an AMD compile (the asm and the remarks amdgcn.h
 * reads) into c: resources, the compiler's occupancy and assumed group
 * size, the widest global load. false, with c->error set, when the code
 * has no such kernel. */
bool sl_compiled_read_amd(const char *asm_text, const char *remarks, const char *name, sl_compiled *c);

/* Kernel `name` of a PTX compile into c: the widest global load only.
 * false, with c->error set, when the PTX has no such entry. */
bool sl_compiled_read_ptx(const char *ptx, const char *name, sl_compiled *c);

/* LLVM's max flat work-group size for kernel `name` from the code
 * object's metadata: the group size the compiler's occupancy assumes,
 * 256 (LLVM's default) when the entry or the key is not found. */
unsigned sl_compiled_max_flat_wg(const char *asm_text, const char *name);

/* VGPRs as a's register file holds them: CDNA2/3 (max_regs above 256)
 * hold VGPRs and AGPRs in one file of 512, the AGPRs after the VGPRs
 * rounded up to 4 (LLVM getTotalNumVGPRs); elsewhere the VGPRs. */
unsigned sl_compiled_file_vgprs(const sl_occ_arch *a, int vgprs, int agprs);

/* simtlab's occupancy for c on AMD arch a at wg work-items per group (0:
 * the compiler's assumed size) with local_args bytes of __local arguments
 * on top of the compiled LDS: sets c->wg, c->local_args and
 * c->waves_per_simd. x (may be NULL) gets the model beside the compiler's
 * figure and why they differ (sl_occ_explain_compiler) when the compiler
 * gave one. SL_OK, or SL_E_USAGE as sl_occ_compute (c->waves_per_simd
 * NAN). */
int sl_compiled_occupancy(const sl_occ_arch *a, sl_compiled *c, unsigned wg, unsigned long long local_args,
                          sl_occ_explained *x, sl_err *e);

/* The entry of r for target, or NULL. */
const sl_compiled *sl_compiled_find(const sl_row *r, const char *target);

/* r's "compiled" object ({"gfx90a": {...}, ...}) as JSON text appended to
 * the cJSON object `row` (a cJSON *); nothing when r has none. */
void sl_compiled_add_json(void *row, const sl_row *r);

/* A row's "compiled" object (a cJSON *, NULL: absent) into r. SL_OK, or
 * SL_E_USAGE with why (naming the key) when it is not one simtlab writes. */
int sl_compiled_read_json(const void *obj, sl_row *r, char *why, size_t len);

/* The table of rows [first, res->n) that carry compiled figures, one line
 * a row, one group of columns a target, the groups wrapped into blocks
 * that fit width columns; then what the columns mean and each failed
 * compile's reason. Nothing when no row carries any. */
void sl_compiled_table(sl_str *out, const sl_results *res, size_t first, int width);

#endif
