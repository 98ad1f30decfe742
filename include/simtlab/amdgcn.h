/* amdgcn.h - reading AMD GPU code compiled offline (issue 30): the
 * assembly `clang-15 -x cl -target amdgcn-amd-amdhsa -mcpu=gfxNNN -S`
 * writes, and the resource remarks `-Rpass-analysis=kernel-resource-usage`
 * writes to stderr. Pure C, no device, no process: the CLI runs the
 * compiler (host/cli/offline.c) and hands the texts here.
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

/* The text of kernel `name`'s code in asm: from its "NAME:" label to the
 * end of its function (".Lfunc_end"; without one, the end of its
 * .end_amdhsa_kernel line). true with *body and *len, false when there is
 * no such kernel or no end (names match whole). */
bool sl_amdgcn_kernel(const char *asm_text, const char *name, const char **body, size_t *len);

/* One memory instruction as it appears, and how many times. */
typedef struct sl_amdgcn_op {
    char op[40];            /* "global_load_dwordx4", "ds_read_b128", "buffer_store_dword" */
    char space[8];          /* "global" (global_, flat_), "local" (ds_), "scalar" (s_load_, s_buffer_),
                               "scratch" (scratch_, and buffer_: on amdhsa LLVM uses buffer_ only for
                               private arrays and spills; one with addr64 is "global") */
    bool store;             /* a store (or an atomic), else a load */
    unsigned bytes;         /* bytes per lane: dword 4, dwordx2 8, dwordx3 12, dwordx4 16, b128 16, ubyte 1,
                               ds_read2_b32 8 (two dwords); an atomic its type's (no width named: 4); 0 unknown */
    unsigned count;
} sl_amdgcn_op;

/* Count the vector-memory, scalar-memory, LDS and scratch instructions of
 * text[0..len): one entry per distinct opcode, loads before stores, then
 * by space and width. Returns how many entries it wrote: at most max,
 * the first opcodes met, still counted; later new ones are left out. */
size_t sl_amdgcn_mem_ops(const char *text, size_t len, sl_amdgcn_op *ops, size_t max);

/* Loads in flight: how many vector-memory loads (global_, buffer_,
 * flat_, scratch_load) text[0..len) issues before it waits for them.
 * Read in program order, as a queue: each load joins it, and on GCN and
 * CDNA (gfx6..gfx9, stores_count true) each store too, since their vmcnt
 * counts both; `s_waitcnt vmcnt(N)` leaves the N youngest. max_loads is
 * the most loads the queue ever held: a loop of DEPTH independent loads
 * that keeps all of them outstanding shows DEPTH, one that waits after
 * each shows 1. waits counts the s_waitcnt vmcnt instructions. Branches
 * are not followed (a loop's code is read once, top to bottom). */
typedef struct sl_amdgcn_flight {
    unsigned max_loads;
    unsigned loads, waits;
} sl_amdgcn_flight;

void sl_amdgcn_in_flight(const char *text, size_t len, bool stores_count, sl_amdgcn_flight *out);

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
