/* lab.h - classroom labs: a student edits one kernel, the checker runs it.
 *
 * A lab is not a copy of a suite. It names a declared suite and one of its
 * cases (the kernel the student writes); the checker runs that case through
 * the runner with the student's file in place of the suite's (sl_run_opts.
 * kernel_file), on datasets from easy to awkward, so the datasets' inputs,
 * host reference, bytes and model are the suite's. The speed verdict puts
 * the student's figure beside the reference solution, the case the lab
 * improves on (the baseline, from the installed kernels), and this
 * device's own ceiling. A new lab is a handout, a starter, a solution and
 * one entry in labs.c.
 *
 * Files, by lab number NN and slug:
 *   docs/labs/NN-slug.md            the handout (its "## Hints" list feeds `lab hint`)
 *   cl/labs/NN-slug.cl              the starter, holes marked TODO(n)
 *   cl/labs/solutions/NN-slug.cl    the reference solution
 */
#ifndef SIMTLAB_LAB_H
#define SIMTLAB_LAB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "simtlab/result.h"
#include <stdio.h>

#include "simtlab/error.h"
#include "simtlab/kerneldirs.h"

#define SL_LAB_MAX_DATASETS 12 /* the published datasets and, with --hidden, the hidden ones */

typedef struct sl_lab_dataset {
    const char *label;      /* what makes it awkward: "one float", "1001 floats: a tail of 1" */
    uint64_t size_bytes;    /* --size for the suite */
    const char *sizes;      /* --sizes (matmul), or NULL */
    const char *params;     /* --param list "rows=3,cols=1001", or NULL */
} sl_lab_dataset;

typedef enum sl_lab_target {
    SL_LAB_OF_CEILING,      /* GB/s over this device's streaming-read ceiling */
    SL_LAB_OVER_BASELINE,   /* the figure over the baseline case's, same dataset */
} sl_lab_target;

/* Lab 8's kind: the student predicts what the coalescing model says,
 * writes the numbers into an answer file, and the checker grades each
 * against the model (pure arithmetic, no device), then measures the same
 * accesses on this device beside the predictions (not graded). */
typedef enum sl_lab_q_what {
    SL_LAB_Q_LINES,         /* cache lines one request touches */
    SL_LAB_Q_SECTORS,       /* sectors (fetch units) one request touches */
    SL_LAB_Q_PCT_REQUEST,   /* % of the bytes one request fetches that it uses */
    SL_LAB_Q_PCT_STREAM,    /* the same over a long stream (the model's "predicted") */
} sl_lab_q_what;

typedef struct sl_lab_question {
    const char *key;        /* the answer file's name for it: "q2_sectors_warp32_offset4" */
    sl_lab_q_what what;
    const char *geometry;   /* "nvidia-hopper", "amd-cdna3", ... */
    unsigned lanes, elem_bytes, stride;
    unsigned long long offset;
    const char *ask;        /* the command that answers it, for the checker's words on a miss */
} sl_lab_question;

#define SL_LAB_MAX_QUESTIONS 12

#define SL_LAB_MAX_MEASURE 8

/* A size at which the case's launch changes shape: a work-group's lanes,
 * or the elements one group covers; hidden datasets land one either side
 * (sl_lab_with_hidden). what names it in a label: "group size". */
typedef struct sl_lab_span {
    unsigned n;
    const char *what;
} sl_lab_span;

#define SL_LAB_SPANS 2
#define SL_LAB_LAUNCH_ALT 3

typedef struct sl_lab {
    unsigned number;
    const char *slug;       /* "coalescing": files NN-coalescing.* */
    const char *title;
    const char *teaches;    /* one line for `lab list` */
    const char *suite;      /* the declared suite whose case the student writes */
    const char *only;       /* that case, as --only names it ("scale:float4") */
    const char *entry;      /* the kernel function the student writes */
    const char *baseline;   /* --only of the case the lab improves on, run from the installed kernels */
    const char *baseline_entry;
    /* datasets, the last one timed for the speed verdict; ends at a NULL label */
    sl_lab_dataset datasets[SL_LAB_MAX_DATASETS];
    sl_lab_target target;
    double target_value;    /* 0.8 = 80% of the ceiling; 1.2 = 1.2x the baseline */
    const char *target_text;/* the target in words, as the handout states it */
    /* Non-NULL: the lesson does not show on a CPU, and why; there the speed
     * is reported but not graded. */
    const char *cpu_note;
    /* Non-zero: the static check (labs 2 and 3, whose lesson no CPU shows
     * in its speed): the entry, compiled offline for gfx90a, must have a
     * global load and a global store of this many bytes a lane (16: one
     * DWORDx4 each). host/lab/static_check.c runs it; docs/labs/README.md
     * says what it proves and what it does not. */
    unsigned static_bytes;
    /* An answer lab (lab 8): the questions, ending at a NULL key; its
     * starter and solution are NN-slug.txt. Empty for kernel labs. */
    sl_lab_question questions[SL_LAB_MAX_QUESTIONS];
    /* An answer lab's measure step (not graded): the suite's `only` rows
     * whose parameter measure_key is one of measure_at (lab 8: offsets 0,
     * 4, 32 and 64 bytes), shown beside the model. measure_at ends at the
     * first negative value, or after SL_LAB_MAX_MEASURE. */
    const char *measure_key;
    double measure_at[SL_LAB_MAX_MEASURE];
    const char *measure_note;   /* shown under the model's columns on a GPU */
    /* For hidden datasets, in the lab's own words. A --size lab (its
     * datasets in bytes) names its element: its bytes and its name, one
     * and many ("float", "floats"); a rows x cols or matmul lab leaves
     * unit_bytes 0. spans are in elements on a --size lab, in columns
     * (rowcol), tile sides (transpose) or matrix sides (matmul) otherwise;
     * n 0 ends them. */
    unsigned unit_bytes;
    const char *unit, *units;
    sl_lab_span spans[SL_LAB_SPANS];
    /* Hidden datasets vary the launch too (issue 42 item 4), so a kernel
     * that hard-codes the work-group size or the tile fails: the suite's
     * param that sets it (launch_key: "local", "ts", "tile", "simd"), its
     * name in a label ("group size"), and values other than its default
     * (launch_alt, 0 ends them; each small enough for any device). */
    const char *launch_key, *launch_what;
    unsigned launch_alt[SL_LAB_LAUNCH_ALT];
    /* Params the memory check's run adds to each dataset (`lab check
     * --memcheck-launch`, what oclgrind runs), or NULL: lab 7's launch is
     * one warp per compute unit, and oclgrind's device is one compute unit
     * of one lane: a single work-item, where no race between work-items
     * could show. */
    const char *memcheck_params;
} sl_lab;

/* Is lab an answer lab (questions, not a kernel)? */
static inline int sl_lab_is_answers(const sl_lab *lab)
{
    return lab->questions[0].key != NULL;
}

/* What the model says for q (an integer count, or a percentage), or NAN
 * when its geometry is unknown. */
double sl_lab_q_expected(const sl_lab_question *q);

/* Grade an answer file's text: each question's "key = value" line
 * against the model (counts exactly; percentages within 0.5 points), and
 * an "explain = ..." line of at least a sentence. One line per question
 * on out (PASS, or FAIL with what was wrong and the command that answers
 * it, never the answer). *passed and *failed count them. When res is
 * not NULL, one row per answer is appended (metrics lab, question, answer
 * as written, verdict; never the expected value). */
void sl_lab_grade_answers(const sl_lab *lab, const char *text, FILE *out, unsigned *passed, unsigned *failed,
                          sl_results *res);

/* A lab with hidden datasets (`lab check/grade --hidden SEED`): sizes the
 * handout does not list, chosen from seed, so a kernel that works only on
 * the published sizes fails. The copy keeps every published dataset and
 * puts the hidden ones (labels starting "hidden: ") before the last, which
 * stays the timed one: 1 element where no published dataset has it, the
 * work-group size +- 1, a prime, a size no vector width (2, 4, 8, 16)
 * divides; on 2-D labs rows and columns so chosen, on matmul each side.
 * The same seed gives the same sizes on every machine. Answer labs have
 * none (out is a plain copy). The labels, params and sizes live in out.
 *
 * What every seed gives a --size lab (so a grader can rely on it): both
 * spans, one of them - 1 and the other + 1 (so one size ends a single
 * element short of a whole group: n % 4 == 3, n % span == span - 1), a
 * prime in [1000, 200000) and an odd non-prime there whose n % 4 differs
 * from the prime's. A rows x cols lab: (span - 1) x (span + 1) or the
 * reverse, 1 x prime, prime x 1 (one column) and odd x odd non-primes. A
 * matmul lab: each side span +- 1 (both signs among the three), small
 * primes, and a side of 1. Where no published dataset has 1 element, it
 * comes first and the last of these is left out. A params key "offset"
 * (lab 3) is drawn in 1..31 elements, never a multiple of 8 (a 32-byte
 * sector); the last published dataset's other params are kept (lab 7's
 * max_warps=1). Where the lab names a launch_key, the hidden datasets
 * that are not span +- 1 (those land either side of the default launch's
 * span) take launch_alt's values, drawn from the seed, each named in the
 * label (", group size 64"): the prime and the odd size of a --size lab,
 * the row, the column and the odd sides of a rows x cols lab, the prime
 * sides and the side of 1 of a matmul lab. */
#define SL_LAB_HIDDEN_MAX 4
typedef struct sl_lab_hidden {
    sl_lab lab;
    char label[SL_LAB_HIDDEN_MAX][96];
    char params[SL_LAB_HIDDEN_MAX][96];
    char sizes[SL_LAB_HIDDEN_MAX][48];
} sl_lab_hidden;

/* lab with its hidden datasets into out; SL_OK, or SL_FAIL (e says why)
 * when they would not fit SL_LAB_MAX_DATASETS (a lab entry's fault,
 * caught by its unit test). */
int sl_lab_with_hidden(const sl_lab *lab, uint64_t seed, sl_lab_hidden *out, sl_err *e);

/* Is dataset d one sl_lab_with_hidden added? */
bool sl_lab_dataset_hidden(const sl_lab_dataset *d);

/* Every lab, in number order; n set to the count. */
const sl_lab *sl_lab_all(size_t *n);

/* The lab numbered `number`, or NULL. */
const sl_lab *sl_lab_find(unsigned number);

/* Parse "3", "03" or "lab03" into a lab; SL_E_USAGE naming the labs there
 * are when it is not one. */
int sl_lab_parse(const char *text, const sl_lab **out, sl_err *e);

typedef enum sl_lab_file_kind { SL_LAB_STARTER, SL_LAB_SOLUTION, SL_LAB_HANDOUT } sl_lab_file_kind;

/* "NN-slug.cl" / "NN-slug.md" (file name only). */
void sl_lab_basename(const sl_lab *lab, sl_lab_file_kind kind, char *buf, size_t len);

/* The installed (or source-tree) path of a lab's starter, solution or
 * handout: the starter on the kernel search path (kernels: --kernels,
 * $SIMTLAB_KERNEL_PATH; then the source tree, the install), the handout beside
 * the source tree's docs or the install's. SL_FAIL naming what was tried.
 * The solution: in solutions_dir when it is not NULL (the CLI's
 * $SIMTLAB_SOLUTIONS_DIR: an instructor's private copy, in every build;
 * SL_E_USAGE when the file is not there), else on the kernel search path
 * under labs/solutions/, except in a student build (SIMTLAB_STUDENT),
 * which has no solutions: SL_E_USAGE. */
int sl_lab_path(const sl_lab *lab, sl_lab_file_kind kind, sl_kernel_dirs kernels, const char *solutions_dir,
                char *path, size_t len, sl_err *e);

/* Whether sl_lab_path can look for a solution: false only in a student
 * build without a solutions_dir, where the solution's speed is not
 * measured and --solution is refused. */
bool sl_lab_solutions_available(const char *solutions_dir);

/* The hints of a handout: the numbered items of its "## Hints" section, in
 * order. Returns how many were found (at most max); each hints[i] is a
 * malloc'd string the caller frees. */
size_t sl_lab_hints(const char *handout_text, char **hints, size_t max);

/* A handout as a reader sees it: every HTML comment (`<!-- ... -->`, over
 * any number of lines) cut out of text in place, the words beside it kept.
 * The comments are docfigs' markers (scripts/docfigs.py), for whoever
 * refreshes a figure, not for the student. An opening with no closing is
 * kept as it is: a typo is better shown than the rest of a handout lost.
 * A line that held only comments goes with them. Returns the new length. */
size_t sl_lab_strip_comments(char *text);

#endif
