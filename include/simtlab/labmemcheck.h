/* labmemcheck.h - oclgrind's log read for a student (the memory check of
 * `lab check` and `lab grade`, host/lab/memcheck_log.c): pure text in,
 * text out, no process. */
#ifndef SIMTLAB_LABMEMCHECK_H
#define SIMTLAB_LABMEMCHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* What oclgrind's log said. */
typedef struct sl_memcheck_log {
    unsigned reports;   /* how many reports with a source line ("At line N") */
    char first[512];    /* the first one, for the JSON: "oclgrind: KIND at line N of FILE: TEXT"; "" none */
    char kind[160];     /* the outcome's kind: the first data race's, else the first report's ("" none) */
    bool race;          /* one of the reports is a data race (what the grade is, then) */
} sl_memcheck_log;

/* oclgrind's log (read from log's current position), as a student reads
 * it, onto out: each kind of report once per line, at most three, with
 * the student's file (kernel, as named), the line number and the text of
 * that line from source (the bytes checked: oclgrind quotes the program it
 * was given, common.h first, so its own quote is of the wrong line), then
 * what to do about each kind, once. *r filled. */
void sl_memcheck_log_read(FILE *log, const char *kernel, const char *source, size_t source_len, FILE *out,
                          sl_memcheck_log *r);

/* What a student can do about a kind of report (what: the report's whole
 * first line, which names the memory), or NULL. */
const char *sl_memcheck_advice(const char *kind, const char *what);

/* Line n (from 1) of src (len bytes), without its newline and leading
 * blanks, into out (at most 500 bytes of it); false past the end. */
bool sl_memcheck_source_line(const char *src, size_t len, unsigned long n, char *out, size_t out_len);

#endif
