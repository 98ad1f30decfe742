/* submission.h - a student's kernel file as the checker takes it: data,
 * one file, compiled alone.
 *
 * A grader runs as the instructor over files a student wrote. The OpenCL
 * compiler resolves `#include "..."` against absolute paths, the current
 * directory and any -I, and quotes what it read in its errors: a
 * submission holding `#include "/home/ta/solutions/02.cl"` would pass
 * with the instructor's code, `#include "/dev/stdin"` or another
 * student's file would be read and quoted back. The lab kernels include
 * nothing (simtlab puts common.h in front of every kernel), so every
 * directive that reads or probes a file, or renames the source for the
 * compiler's messages, is refused before anything is built. */
#ifndef SIMTLAB_SUBMISSION_H
#define SIMTLAB_SUBMISSION_H

#include <stdbool.h>
#include <stddef.h>

/* A kernel file is a page or two of text: 1 MiB is past any lab's
 * solution by 300x, and under the memory a class of them needs. */
#define SL_SUB_MAX_BYTES (1024 * 1024)

/* What a scan refused: the physical line (from 1) where it starts, and
 * the construct as the student should look for it ("#include",
 * "%:include (#include)", "__has_include", "a NUL byte"). */
typedef struct sl_sub_refusal {
    unsigned line;
    char what[128];
} sl_sub_refusal;

/* Scan text (len bytes; it need not end in a NUL) as the preprocessor
 * reads it: trigraphs, backslash-newline splices (a backslash with spaces
 * before the newline too, as clang takes it), comments and string and
 * character literals skipped; a directive is a '#' (or the digraph '%:'
 * or trigraph '??=') first on its logical line, comments and spaces
 * before it or between it and its name. A directive must be one of
 * define, undef, if, ifdef, ifndef, elif, else, endif, error, warning,
 * pragma or the null directive: include, include_next, import, embed,
 * line, a GNU line marker (`# 12 "file"`), and any other name (one
 * spelled with a universal character name too) are refused, in #if 0
 * blocks as well. Also refused anywhere in code: __has_include,
 * __has_include_next, __has_embed (a file's existence probed), _Pragma
 * (a pragma no '#' shows), a #pragma naming `dependency` or
 * `include_alias`, and a NUL byte (the compiler would stop reading
 * there: what is hashed would not be what is built). Returns true with
 * the first refusal in *r, false for a clean file. Pure. */
bool sl_sub_scan(const char *text, size_t len, sl_sub_refusal *r);

/* The refusal as the student reads it: "line 3: #include is not allowed:
 * a submission is one file, compiled alone (...)". */
void sl_sub_refusal_text(const sl_sub_refusal *r, char *out, size_t len);

/* One SUBMISSION argument of a grade: the file to grade and the student. */
typedef struct sl_submission {
    char id[128];    /* the student (sl_sub_student_id of the name found) */
    char file[1024]; /* a path ("./x.cl" for a bare name: never a name on the kernel path), or ""
                        when the submission holds no file to grade */
    char why[512];   /* ... why not */
} sl_submission;

/* arg into s, with lstat, never through a link: a regular file (its id
 * the name without .cl/.txt, or the directory's name when the file is the
 * lab's own, alice/02-vector-loads.cl: alice); a directory (its real name
 * the id; the lab's own file in it, else its only .cl, .txt for an answer
 * lab); a link, refused by name; anything else or nothing, a why. */
struct sl_lab;
void sl_sub_resolve(const struct sl_lab *lab, const char *arg, sl_submission *s);

/* The student's id from a name (raw bytes, as the file system gave them):
 * escaped (sl_str_escape: no control character, valid UTF-8), and a file
 * name of its own for --logs and --out (a '/' and a leading '.' written
 * \x2F, \x2E); cut to fit len on a whole character or escape. Derived once: the
 * gradebook, the graders' files, the terminal and the file names all use
 * this one. */
void sl_sub_student_id(const char *raw, char *id, size_t len);

#endif
