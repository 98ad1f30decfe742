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

/* Count the loads and stores of global, shared (OpenCL local), local
 * (spills, private arrays) and const memory in text[0..len): one entry per
 * distinct opcode, loads before stores, then by state space and width.
 * Returns the number of distinct opcodes (at most max are written). */
size_t sl_ptx_mem_ops(const char *text, size_t len, sl_ptx_op *ops, size_t max);

/* "DWORD", "DWORDx2", "DWORDx4" for 4, 8, 16 bytes per lane (AMD's names
 * for the same widths); "" otherwise. */
const char *sl_ptx_dword_name(unsigned bytes);

#endif
