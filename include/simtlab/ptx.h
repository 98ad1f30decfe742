/* ptx.h - reading NVIDIA's program binaries: PTX text, as NVIDIA's OpenCL
 * returns from clGetProgramInfo(CL_PROGRAM_BINARIES). Pure C, no device.
 *
 * What `simtlab isa` shows: each kernel's memory instructions by state
 * space and width, so a float4 load is seen as one ld.global.v4.f32 (16
 * bytes per lane, a DWORDx4) and a float2 load as ld.global.v2.f32
 * (DWORDx2), not as four or two scalar loads. */
#ifndef SIMTLAB_PTX_H
#define SIMTLAB_PTX_H

#include <stdbool.h>
#include <stddef.h>

/* Does this binary look like PTX text (".version" and ".target" near its
 * start, no NUL before them)? */
bool sl_ptx_is_ptx(const unsigned char *bin, size_t len);

/* What a binary that is not PTX is, for people: "an ELF object", "LLVM
 * bitcode", "SPIR-V", "text", "binary data" (static string). */
const char *sl_ptx_binary_kind(const unsigned char *bin, size_t len);

/* The text of kernel `entry` in ptx: from its ".entry NAME(" line to the
 * closing brace of its body. true with *body and *len set, or false
 * when ptx has no such entry (names match whole: read never finds read2). */
bool sl_ptx_entry(const char *ptx, const char *entry, const char **body, size_t *len);

/* One memory instruction as it appears, and how many times. */
typedef struct sl_ptx_op {
    char op[48];            /* "ld.global.nc.v4.f32" (the predicate, operands and ';' stripped) */
    char space[8];          /* "global", "shared", "local", "const" */
    bool store;             /* st.*, else ld.* / ldu.* */
    unsigned bytes;         /* bytes per lane: vector width x element size; 0 when the type is unknown */
    unsigned count;
} sl_ptx_op;

/* The loads and stores of some PTX: one entry per distinct opcode, loads
 * before stores, then by state space and width; as many as there are. */
typedef struct sl_ptx_ops {
    sl_ptx_op *op;
    size_t n;
    unsigned calls;         /* calls followed into a .func the module defines (counted at each call) */
    char missing[160];      /* callees not followed, with why (".extern: not defined in this module"), ", "
                               between; "" none */
} sl_ptx_ops;

void sl_ptx_ops_free(sl_ptx_ops *o);

/* Count the loads and stores of global, shared (OpenCL local), local
 * (spills, private arrays) and const memory in text[0..len) (no call
 * followed). SL_OK, or SL_FAIL when memory runs out. */
int sl_ptx_mem_ops(const char *text, size_t len, sl_ptx_ops *out);

/* The same for kernel `entry` of ptx and every .func of the module it
 * calls (`call` or `call.uni`, each call's callee counted at the call).
 * A callee the module only declares (.extern .func, as clang leaves a C99
 * inline-only definition it did not inline: the code would not load in a
 * driver) or does not have is named in missing. SL_OK, SL_E_USAGE when
 * there is no such entry, SL_FAIL when memory runs out. */
int sl_ptx_kernel_ops(const char *ptx, const char *entry, sl_ptx_ops *out);

/* The text of function `name` in ptx: from its ".func" to the closing
 * brace of its body. true with *body and *len; false when ptx has no such
 * function or only declares it (*declared true then: .extern, or no body). */
bool sl_ptx_func(const char *ptx, const char *name, const char **body, size_t *len, bool *declared);

/* "DWORD", "DWORDx2", "DWORDx4" for 4, 8, 16 bytes per lane (AMD's names
 * for the same widths); "" otherwise. */
const char *sl_ptx_dword_name(unsigned bytes);

#endif
