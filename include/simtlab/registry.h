/* registry.h - every suite simtlab knows, and the session that runs one
 * (host/suites/registry.c). Above the engine (suite.h, runner.h): the
 * engine runs what it is handed and never looks a suite up. */
#ifndef SIMTLAB_REGISTRY_H
#define SIMTLAB_REGISTRY_H

#include "simtlab/suite.h"

/* Run suite into ctx->results: first what its rows are measured against
 * (the read ceiling, for a suite that needs_ceiling; the suites that
 * declare the ceiling and the peak, into ctx), then its declaration
 * through the runner, or its own run function; then sl_derive fills the
 * ratios of the rows it added (every caller: run, the kernel tests, the
 * lab checker). */
int sl_suite_run(sl_ctx *ctx, const sl_suite *suite, sl_err *e);

const sl_suite *sl_suite_find(const char *name);

/* How the suite named `suite` is shown (its .show), or NULL for a name no
 * suite has: the lookup the report takes (show.h). */
const sl_show *sl_suite_show(const char *suite);

/* suite's summary of rows [first, res->n) of res, appended to out (nothing
 * when it has none), with what it reads resolved from the rows of earlier
 * suites (sl_summary_in). */
void sl_suite_summarize(const sl_suite *suite, const sl_results *res, size_t first, const sl_profile *p, sl_str *out);
/* All suites, NULL-terminated; the first one is the default. */
const sl_suite *const *sl_suite_all(void);

#endif
