/* gradebook.h - a class's grade: one row per student, a rubric that turns
 * a check into points, and the files graders read (issue 29).
 *
 * `simtlab lab grade N SUBMISSION...` (host/cli/lab_grade.c) checks each
 * submission as `lab check` does, in its own child, and fills one
 * sl_grade_row per student from what the check said: datasets passed,
 * the first failure's cause and its kind, the speed figure. This file
 * knows nothing of devices or processes: it scores rows (sl_grade_score)
 * and writes them (the gradebook as CSV or JSON; one student's result in
 * the format GitHub Classroom, Gradescope or PrairieLearn reads).
 *
 * Every writer appends to an sl_str (str.h) and returns SL_OK, or SL_FAIL
 * when it ran out of memory; the CLI writes the text through an sl_out. */
#ifndef SIMTLAB_GRADEBOOK_H
#define SIMTLAB_GRADEBOOK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "simtlab/error.h"
#include "simtlab/lab.h"
#include "simtlab/str.h"

/* a lab's datasets (published and hidden) or lab 8's questions, the
 * memory check, the static check and the speed */
#define SL_GRADE_MAX_TESTS 24

typedef enum sl_grade_status {
    SL_GT_PASS,
    SL_GT_FAIL,
    SL_GT_SKIP,      /* skipped with a reason (too big for this device): scores nothing, counts nothing */
    SL_GT_NOT_RUN,   /* the check stopped before it (a crash, a time-out, a build error): a failure */
    SL_GT_NOT_CHECKED, /* the memory check did not finish (oclgrind stopped at its limit, or not installed):
                          never a pass, scores nothing (issue 42) */
} sl_grade_status;

typedef enum sl_grade_kind {
    SL_GK_DATASET,   /* one dataset (an answer, for lab 8): a share of the correctness points */
    SL_GK_MEMORY,    /* oclgrind's pass over the first datasets: races, out-of-bounds, uninitialised reads */
    SL_GK_SPEED,     /* the speed target on this device */
    SL_GK_STATIC,    /* labs 2 and 3: the kernel compiled offline for gfx90a has 16-byte global loads and
                        stores (not run); graded where speed is not (a CPU) */
} sl_grade_kind;

/* Why a dataset failed, as the check's rows say it in data (the row's
 * verdict tag and the runner's SL_M_OUT_OF_BOUNDS): what the outcome is
 * decided from, never the failure's wording. */
typedef enum sl_grade_fault {
    SL_GF_NONE,      /* passed, skipped, or not a dataset */
    SL_GF_WRONG,     /* ran, and its answer was wrong */
    SL_GF_OUT_OF_BOUNDS, /* ran, and wrote into the guard zone around its output */
    SL_GF_BUILD,     /* did not build, or has no kernel of the lab's name */
    SL_GF_CRASH,     /* the check's process died in it, or the device stopped */
    SL_GF_TIMEOUT,   /* stopped at its time limit */
    SL_GF_NOT_RUN,   /* the check stopped before it */
} sl_grade_fault;

/* "pass", "fail", "skip", "not run", "not checked" */
const char *sl_grade_status_name(sl_grade_status s);

/* "dataset", "memory", "speed", "static" */
const char *sl_grade_kind_name(sl_grade_kind k);

typedef struct sl_grade_test {
    sl_grade_kind kind;
    char name[160];          /* "dataset 3/7: 1001 floats: a tail of 1", "memory check (oclgrind)", "speed" */
    sl_grade_status status;
    sl_grade_fault fault;    /* a dataset's: why it failed */
    bool hidden;             /* a hidden dataset (--hidden): its name says which size */
    double points, max_points; /* set by sl_grade_score; max_points 0 for a test that scores nothing here */
    char message[512];       /* why it failed (or the speed figure); "" for a plain pass */
} sl_grade_test;

typedef enum sl_grade_outcome {
    SL_GRADE_PASS,           /* every dataset passed, and the memory check where it ran */
    SL_GRADE_WRONG,          /* a wrong answer on some dataset (or a question, lab 8) */
    SL_GRADE_BUILD_ERROR,    /* did not compile, or has no kernel of the lab's name */
    SL_GRADE_CRASH,          /* the check died of a signal */
    SL_GRADE_TIMEOUT,        /* a dataset outlived the time limit */
    SL_GRADE_RACE,           /* oclgrind: a data race */
    SL_GRADE_MEMORY,         /* oclgrind: an out-of-bounds access or an uninitialised read */
    SL_GRADE_NOT_VECTORISED, /* every dataset right, but the static check found no 16-byte load or store */
    SL_GRADE_NO_FILE,        /* the submission holds no file to grade (or several) */
    SL_GRADE_NOT_GRADED,     /* the grade was stopped (SIGINT) before it */
    SL_GRADE_NOT_CHECKED,    /* every dataset right, but the memory check that counts here did not finish
                                (oclgrind stopped at its limit, or not installed): never a pass */
    SL_GRADE_DEVICE_FAULT,   /* the device failed (a crash, a lost device) on a dataset that oclgrind then
                                ran clean with right answers: the driver's fault as far as can be seen; for
                                the instructor to review, scored as the datasets went */
} sl_grade_outcome;
#define SL_GRADE_N_OUTCOMES (SL_GRADE_DEVICE_FAULT + 1)

/* "pass", "wrong answer", "build error", "crash", "timeout", "race",
 * "memory error", "not vectorised", "no file", "not graded", "not checked",
 * "device fault" */
const char *sl_grade_outcome_name(sl_grade_outcome o);

typedef struct sl_grade_row {
    char id[128];            /* the student: the file's name without .cl/.txt, or the directory's */
    char file[1024];         /* the file graded, as found ("" for no file) */
    char sha256[65];         /* its SHA-256 in hex, "" for no file */
    unsigned passed, total;  /* datasets (questions, lab 8) passed, of those graded */
    sl_grade_outcome outcome;
    char cause[512];         /* the first failure's cause, "" for a pass */
    char hidden_failed[256]; /* the hidden datasets that failed, by label, "; " between; "" */
    double figure;           /* the speed figure (GB/s, or GFLOP/s for matmul), NAN when not timed */
    double target_ratio;     /* what the target measures over what it asks (>= 1: met), NAN when not graded */
    bool speed_graded;       /* the lab grades speed on this device (the whole grade: a row not timed scores 0) */
    bool speed_met;
    bool memory_checked;     /* the memory check counts in this grade (the whole grade: a row it did not
                                reach, or where it did not finish, scores 0 of it) */
    bool static_graded;      /* this grade counts the static check (labs 2 and 3 on a CPU, its compiler found) */
    double score, max_score; /* set by sl_grade_score */
    double seconds;          /* the check's wall time */
    size_t n_tests;
    sl_grade_test tests[SL_GRADE_MAX_TESTS];
    char *output;            /* the check's own text, as `lab check` prints it (malloc'd), or NULL */
} sl_grade_row;

typedef struct sl_rubric {
    double correctness;      /* split evenly over the datasets (questions) */
    double memory_check;     /* oclgrind finds nothing; counts where the grade has a memory check
                                (row->memory_checked), "not checked" scoring 0 of it */
    double speed;            /* the target met; counts only where the lab grades speed on the device */
    double static_check;     /* the static check passed; counts only where it is graded (static_graded) */
    bool speed_partial;      /* speed x min(1, target_ratio) instead of all or nothing */
} sl_rubric;

/* The default rubric (docs/labs/README.md, "Grading a class"). */
#define SL_RUBRIC_DEFAULT \
    { .correctness = 70, .memory_check = 10, .speed = 20, .static_check = 20, .speed_partial = false }

/* A rubric file's text into r (which holds the defaults; a key not given
 * keeps its default): lines "key = value", '#' starts a comment; keys
 * correctness, memory_check, speed, static_check (points, >= 0) and
 * speed_partial (yes/no, true/false). SL_E_USAGE naming the line on anything else. */
int sl_rubric_parse(const char *text, sl_rubric *r, sl_err *e);

/* What a check found besides its tests' own faults. */
typedef struct sl_grade_facts {
    bool device_fault;       /* the device failed on a dataset oclgrind then ran clean */
    bool crashed;            /* the check's process died (or the device stopped) */
    bool timed_out;          /* a dataset stopped at its time limit, twice */
    bool memory_failed;      /* the memory check (oclgrind) reported */
    bool race;               /* ... and one of its reports is a data race */
    bool static_failed;      /* the static check ran and failed */
    bool unchecked;          /* the memory check did not finish (stopped at its limit, not installed) */
    unsigned stopped_at;     /* the dataset the check stopped in, from 1 (0: none) */
} sl_grade_facts;

/* row->outcome and row->cause from its tests (their status and fault:
 * data, never their messages' wording) and f, first that holds: a build
 * error, a device fault (for review), a crash, a time-out, a wrong
 * answer on a dataset (a store out of bounds the guard zones caught: a
 * memory error), oclgrind's race or memory error, the static check, a
 * memory check that did not finish (not checked), else a pass. The
 * cause names the first failed dataset and its message, or the failed
 * check's message. */
void sl_grade_decide(const sl_grade_facts *f, sl_grade_row *row);

/* The rubric's points into row's tests and row->score / max_score:
 * correctness split evenly over the dataset tests that were not skipped;
 * the memory check's points where row->memory_checked; the speed's where
 * row->speed_graded; the static check's where row->static_graded. A test's max_points is 0 where it cannot count.
 * A test that passes earns its max_points, one that fails, did not run
 * or was not checked (SL_GT_NOT_CHECKED: a memory check stopped) 0; speed earns all when met, speed x min(1, target_ratio) with
 * speed_partial, and nothing when a dataset did not pass. Points are in
 * hundredths, and the datasets' shares sum to the correctness exactly
 * (70 over 3: 23.33, 23.34, 23.33). A row with no tests (no file, not
 * graded) scores 0 of correctness, plus memory_check where
 * row->memory_checked, speed where row->speed_graded and static_check
 * where row->static_graded. */
void sl_grade_score(const sl_rubric *r, sl_grade_row *row);

typedef struct sl_gradebook {
    unsigned lab;
    char lab_title[160];
    char unit[16];           /* "GB/s" or "GFLOP/s" */
    char target_text[160];
    char device[256];        /* "[0:0] NVIDIA H100 80GB HBM3 (NVIDIA CUDA, 580.159.04)" */
    bool speed_counts;       /* the lab grades speed on this device */
    bool static_counts;      /* the lab's static check is graded here (labs 2 and 3 on a CPU, clang-15 found) */
    uint64_t seed;
    bool hidden;             /* --hidden given */
    uint64_t hidden_seed;
    sl_rubric rubric;
    double solution, baseline, ceiling; /* the references, measured once; NAN when not measured */
    char started[32];        /* ISO 8601, UTC */
    char version[32];        /* simtlab's */
    bool interrupted;        /* stopped by a signal: the rows after the last graded say "not graded" */
    size_t n, cap;
    sl_grade_row *rows;
} sl_gradebook;

/* A new row at the end (zeroed; figure and target_ratio NAN), or NULL
 * when out of memory. */
sl_grade_row *sl_gradebook_add(sl_gradebook *g);
/* The rows, and each row's output. */
void sl_gradebook_free(sl_gradebook *g);

/* One line per student after a header: id, sha256, passed, total,
 * outcome, cause, hidden_failed, figure, unit, target_ratio, speed_met,
 * score, max_score, seconds. RFC 4180 quoting. */
int sl_gradebook_csv(const sl_gradebook *g, sl_str *out);

/* The gradebook whole: its header fields and every row with its tests. */
int sl_gradebook_json(const sl_gradebook *g, sl_str *out);

/* The header of an earlier grade's --json (sl_gradebook_json's document):
 * its lab, device and references (solution, baseline, ceiling; NAN where
 * null) into g, whose rows are left alone. SL_OK, or SL_E_USAGE saying
 * what is wrong: not JSON, not a gradebook, a field missing or mistyped,
 * no reference measured (speed was not graded there). */
int sl_gradebook_read_refs(const char *json, sl_gradebook *g, sl_err *e);

typedef enum sl_grade_format {
    SL_FORMAT_CLASSROOM,     /* GitHub Classroom's autograding result */
    SL_FORMAT_GRADESCOPE,    /* Gradescope's results.json */
    SL_FORMAT_PRAIRIELEARN,  /* PrairieLearn's external grader results.json */
} sl_grade_format;

/* "classroom" (or "github"), "gradescope", "prairielearn": SL_E_USAGE
 * naming the three otherwise. */
int sl_grade_format_parse(const char *name, sl_grade_format *f, sl_err *e);

/* One student's result as the grader reads it. */
int sl_grade_format_write(const sl_gradebook *g, const sl_grade_row *row, sl_grade_format f, sl_str *out);

#endif
