/* isa.h - `simtlab isa`'s parts (private to host/cli): the options as
 * typed, what cmd_isa.c (the device's own code) and cmd_isa_offline.c
 * (--target: compiled offline for another GPU) share. */
#ifndef SIMTLAB_CLI_ISA_H
#define SIMTLAB_CLI_ISA_H

#include <stdbool.h>
#include <stddef.h>

#include "simtlab/runner.h"

typedef struct isa_opts {
    sl_run_opts o;
    const char *device;
    bool print_ptx, print_log;  /* the device's PTX and build log */
    const char *targets;        /* --target's list, or NULL: the device's own code */
    bool print_asm;             /* --asm: each kernel's listing after its counts (with --target) */
    bool all;                   /* SUITE was `all`: every declared suite */
    const sl_suite *suite;      /* the suite, or NULL (`all`, or --target --kernel FILE alone) */
    const char *want;           /* the case or kernel asked for, or NULL */
    char param_keys[SL_PARAMS_MAX][32]; /* o.param_key's text (--param) */
} isa_opts;

/* Does case d answer to `want` (NULL: every case): its name, kernel
 * column, kernel function, or the part of its name before ':'? */
bool isa_matches(const sl_case_decl *d, const char *want);

/* The kernel function case d launches. */
const char *isa_entry_of(const sl_case_decl *d);

/* Do o and d build the same code (kernel function and options)? */
bool isa_same_code(const sl_case_decl *o, const sl_case_decl *d);

/* Is case d one isa shows: wanted, not a library's call, and (unless
 * with_skipped: offline, a case skipped on this device still has code)
 * not skipped here? */
bool isa_shown(const sl_case_decl *d, const char *want, bool with_skipped);

/* Has a case before i that isa shows the same code as case i? */
bool isa_seen_before(const sl_case_list *cl, size_t i, const char *want, bool with_skipped);

/* The other shown cases after i built to i's code, as ", a, b" (at most a line). */
void isa_also(const sl_case_list *cl, size_t i, const char *want, bool with_skipped, char *buf, size_t len);

/* PTX loads and stores of kernel `entry` of ptx and the .funcs it calls,
 * one line per opcode: count, opcode, bytes a lane and their DWORD name,
 * and a global one's bytes for a whole simd-lane request; then the calls
 * followed and the callees that could not be (an .extern one: the code
 * would not load in a driver). */
void isa_print_ptx_ops(const char *ptx, const char *entry, unsigned simd);

/* `simtlab isa --target T ...`: the exit code. */
int isa_offline(const isa_opts *op);

#endif
