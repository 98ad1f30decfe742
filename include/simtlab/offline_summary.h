/* offline_summary.h - one case's code compiled offline for one target, and
 * one of its kernels summarised (issue 30): what
 * `simtlab isa --target` shows a kernel from and what `simtlab run
 * --target` puts in each row (compiled.h). The compiler runs as
 * offline.h runs it: a child process, a time limit, ^C. */
#ifndef SIMTLAB_OFFLINE_SUMMARY_H
#define SIMTLAB_OFFLINE_SUMMARY_H

#include <stddef.h>

#include "simtlab/offline.h"
#include "simtlab/result.h"

/* Compile `file` for tg with a case's build options as declared:
 * sl_offline_options keeps what clang takes, and names what it dropped in
 * dropped ("" when nothing). Codes as sl_offline_compile. */
int sl_offline_compile_case(const sl_offline_tools *t, const sl_offline_target *tg, const char *file, const char *common,
                         const char *options, sl_offline_output *out, char *dropped, size_t dropped_len, sl_err *e);

/* Kernel `name` of a compile for tg (out: sl_offline_compile's) into c: the
 * widest global load; on AMD the registers, LDS, scratch, spills, the
 * compiler's occupancy and simtlab's at wg work-items a group (0: the
 * compiler's assumed size) with local_args bytes of __local arguments.
 * What is missing says why in c->error: a compile that failed (its first
 * error line), a kernel the code lacks. */
void sl_offline_summarise(const sl_offline_tools *t, const sl_offline_target *tg, const sl_offline_output *out, const char *name,
                       size_t wg, unsigned long long local_args, sl_compiled *c);

/* The first line of a compiler's remarks that says "error:", else its
 * first line, into buf: why a compile failed, in one line. */
void sl_offline_first_error(const char *remarks, char *buf, size_t len);

/* "clang 15.0.6" (or "clang" when the version is unknown) into buf. */
const char *sl_offline_compiler_name(const sl_offline_tools *t, char *buf, size_t len);

#endif
