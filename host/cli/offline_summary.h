/* offline_summary.h - one case's code compiled offline for one target, and
 * one of its kernels summarised (issue 30; private to host/cli): what
 * `simtlab isa --target` shows a kernel from and what `simtlab run
 * --target` puts in each row (compiled.h). The compiler runs as
 * offline.h runs it: a child process, a time limit, ^C. */
#ifndef SIMTLAB_CLI_OFFLINE_SUMMARY_H
#define SIMTLAB_CLI_OFFLINE_SUMMARY_H

#include <stddef.h>

#include "offline.h"
#include "simtlab/result.h"

/* Compile `file` for tg with a case's build options as declared:
 * offline_options keeps what clang takes, and names what it dropped in
 * dropped ("" when nothing). Codes as offline_compile. */
int offline_compile_case(const offline_tools *t, const offline_target *tg, const char *file, const char *common,
                         const char *options, offline_output *out, char *dropped, size_t dropped_len, sl_err *e);

/* Kernel `name` of a compile for tg (out: offline_compile's) into c: the
 * widest global load; on AMD the registers, LDS, scratch, spills, the
 * compiler's occupancy and simtlab's at wg work-items a group (0: the
 * compiler's assumed size) with local_args bytes of __local arguments.
 * What is missing says why in c->error: a compile that failed (its first
 * error line), a kernel the code lacks. */
void offline_summarise(const offline_tools *t, const offline_target *tg, const offline_output *out, const char *name,
                       size_t wg, unsigned long long local_args, sl_compiled *c);

/* The first line of a compiler's remarks that says "error:", else its
 * first line, into buf: why a compile failed, in one line. */
void offline_first_error(const char *remarks, char *buf, size_t len);

/* "clang 15.0.6" (or "clang" when the version is unknown) into buf. */
const char *offline_compiler_name(const offline_tools *t, char *buf, size_t len);

#endif
