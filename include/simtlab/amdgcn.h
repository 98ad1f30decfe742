/* amdgcn.h - reading AMD GPU code compiled offline (issue 30): the
 * assembly `clang-15 -x cl -target amdgcn-amd-amdhsa -mcpu=gfxNNN -S`
 * writes, and the resource remarks `-Rpass-analysis=kernel-resource-usage`
 * writes to stderr. Pure C, no device, no process: the CLI runs the
 * compiler (host/report/offline.c) and hands the texts here.
 *
 * What `simtlab isa --target gfx90a` shows: each kernel's memory
 * instructions by address space and width (global_load_dwordx4 is 16
 * bytes a lane, DWORDx4; ds_read_b128 a 16-byte local read), and the
 * registers, LDS, scratch and spills the compiler reports, with its own
 * occupancy estimate beside simtlab's model. */
#ifndef SIMTLAB_AMDGCN_H
#define SIMTLAB_AMDGCN_H

#include <stdbool.h>
#include <stddef.h>

/* The text of function `name` in asm: from its "NAME:" label to the end
 * of its function. Read as the assembler reads it: a label is a symbol
 * and a ':' at a statement's start, a comment runs from ';' to the line's
 * end, so a label that inline asm writes at column 0 is a label inside
 * the function, not the next one. The function ends at its .Lfunc_end
 * label or its .size directive; without either (text cut short, or a
 * tool that writes neither), at the end of its .end_amdhsa_kernel line,
 * as long as no other function's .type ...,@function or .amdhsa_kernel
 * came first. true with *body and *len, false when there is no such
 * function or no end (names match whole). */
bool sl_amdgcn_kernel(const char *asm_text, const char *name, const char **body, size_t *len);

/* One memory instruction as it appears, and how many times. */
typedef struct sl_amdgcn_op {
    char op[40];            /* "global_load_dwordx4", "ds_read_b128", "buffer_store_dword" */
    char space[8];          /* "global" (global_, flat_), "local" (ds_), "scratch" (scratch_, and buffer_: on
                               amdhsa LLVM uses buffer_ only for private arrays and spills, through the
                               private segment's resource s[0:3]; one with addr64 is "global"), "scalar"
                               (s_load_, s_buffer_load_: one value a wave, into SGPRs) or "kernarg" (a scalar
                               load through a pointer the launch hands the kernel in SGPRs: its arguments and
                               its dispatch packet, the group's size; only where the kernel's .amdhsa_kernel
                               block is read, sl_amdgcn_kernel_ops) */
    bool store;             /* a store (or an atomic), else a load */
    unsigned bytes;         /* bytes per lane: dword 4, dwordx2 8, dwordx3 12, dwordx4 16, b128 16, ubyte 1,
                               ds_read2_b32 8 (two dwords); an atomic its type's (no width named: 4); 0 unknown.
                               A scalar load's bytes are a wave's */
    unsigned count;
} sl_amdgcn_op;

/* The memory instructions of some code: one entry per distinct opcode
 * and space, loads before stores, then by space and width; as many as
 * the code has (no fixed table). */
typedef struct sl_amdgcn_ops {
    sl_amdgcn_op *op;
    size_t n;
    unsigned calls;         /* calls followed into a function of the same file (each call's code counted) */
    char missing[160];      /* callees not in the file, or not followed (recursion), ", " between; "" none */
} sl_amdgcn_ops;

void sl_amdgcn_ops_free(sl_amdgcn_ops *o);

/* Count the vector-memory, scalar-memory, LDS and scratch instructions of
 * text[0..len) (a fragment: no callee followed, no kernarg told apart).
 * SL_OK, or SL_FAIL when memory runs out (out empty). */
int sl_amdgcn_mem_ops(const char *text, size_t len, sl_amdgcn_ops *out);

/* The same for function `name` of asm_text and every function of the
 * file it calls (s_swappc_b64 to a NAME@rel32 address, s_call_b64 NAME):
 * the callee's code is counted at each call. SL_OK, SL_E_USAGE when
 * asm_text has no function `name`, SL_FAIL when memory runs out. */
int sl_amdgcn_kernel_ops(const char *asm_text, const char *name, sl_amdgcn_ops *out);

/* Loads in flight: how many global loads (global_, flat_ and addr64
 * buffer_ loads) a wave has outstanding, read over the code's
 * control-flow graph, not its text order. Basic blocks start at labels
 * and after branches; s_branch, s_cbranch_*, s_setpc_b64 (a long branch
 * to a label, or a callee's return) and s_endpgm end them; a call runs
 * the callee's blocks (followed as sl_amdgcn_kernel_ops does).
 *
 * Each path carries the queue the hardware's vmcnt counts: every vector
 * memory operation joins it (on GCN and CDNA, gfx6..gfx9, stores_count
 * true, stores too, since their vmcnt counts both; on RDNA stores have
 * vscnt); scratch loads hold a place but are no global load; `s_waitcnt
 * vmcnt(N)` leaves the N youngest. At a join the paths' queues are kept
 * apart (up to 64 a block, then merged by taking, place by place, a load
 * where either has one: then any_path is an upper bound and merged says
 * so). Loops are read until nothing changes.
 *
 * any_path: the most global loads outstanding at any point of any path,
 * every branch taken both ways.
 *
 * straight: the same on the straight path, the path of a wave whose
 * every lane passes every check: each compare (v_cmp, s_cmp) is taken as
 * true, lane masks are followed through the scalar ops that make exec
 * (s_and_saveexec_b64, s_xor_b64 exec ...), and a branch on exec
 * (s_cbranch_execz, _execnz) goes the one way that mask gives. Bounds
 * checks are compares, so this is an interior tile's path: the code a
 * check guards runs, its else side (the edge's scalar loads) does not.
 * Branches on SCC or VCC (loop counts, a uniform size check) still go
 * both ways. A loop whose exit is a per-lane compare never exits on
 * this path: what follows it counts in any_path only.
 *
 * loads counts the global loads in the code (a callee's at each call),
 * scratch_loads the private-segment loads (arrays, spill reloads), waits
 * the s_waitcnt that wait on vmcnt. */
typedef struct sl_amdgcn_flight {
    unsigned any_path, straight;
    unsigned loads, scratch_loads, waits;
    bool merged;            /* paths' queues were merged somewhere: any_path may be above every real path's */
} sl_amdgcn_flight;

/* In flight for a fragment text[0..len) (no callee followed). SL_OK, or
 * SL_FAIL when memory runs out. */
int sl_amdgcn_in_flight(const char *text, size_t len, bool stores_count, sl_amdgcn_flight *out);

/* In flight for function `name` of asm_text with its callees. SL_OK,
 * SL_E_USAGE when there is no such function, SL_FAIL when memory runs out. */
int sl_amdgcn_kernel_flight(const char *asm_text, const char *name, bool stores_count, sl_amdgcn_flight *out);

/* What the compiler reports for one kernel; -1 where it said nothing. */
typedef struct sl_amdgcn_res {
    int sgprs, vgprs, agprs;
    int scratch_bytes;      /* ScratchSize [bytes/lane] */
    int occupancy;          /* Occupancy [waves/SIMD], the compiler's own estimate */
    int sgpr_spill, vgpr_spill;
    int lds_bytes;          /* LDS Size [bytes/block]: static local memory */
    int wave;               /* 32 or 64: the kernel's .amdhsa_wavefront_size32; 64 for a gfx6..gfx9
                               target, which writes none; else -1 */
} sl_amdgcn_res;

/* Kernel `name`'s resources from the remarks (stderr of clang with
 * -Rpass-analysis=kernel-resource-usage: "remark: Function Name: NAME",
 * then "remark:     VGPRs: 4" ...) and, for the wave size, the asm.
 * false when the remarks name no such function. asm_text may be NULL. */
bool sl_amdgcn_resources(const char *remarks, const char *asm_text, const char *name, sl_amdgcn_res *out);

#endif
