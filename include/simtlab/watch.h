/* watch.h - a run's worker tells its watchdog what it is doing.
 *
 * `simtlab run` runs its cases in a child process (the worker) and watches
 * it from the parent (cmd_run.c): a case the driver never finishes, or a
 * device that stops answering, costs that case and not the run. The worker
 * says, through a pipe, which case it starts and how long the next step
 * may take; the parent stops a worker that stays silent past that time,
 * records the case as hung, and starts a new worker for the cases left.
 *
 * Every function here does nothing until sl_watch_attach: the kernel
 * tests, the lab checker and a run with --watchdog 0 run unwatched.
 *
 * Messages, each "<TYPE> <LEN>\n" and LEN bytes:
 *   C  "<phase>\t<suite>\t<kernel>\t<case>\t<ms>": a case (phase "case") or
 *      a suite's buffers before its first case (phase "prepare") begins;
 *      the step may take ms milliseconds
 *   A  "<ms>": still going; the next step may take ms milliseconds
 *   I  a results document of one row: the case about to run, as its
 *      declaration fills it (what a hung case's row is made from)
 *   R  a results document (report.h) of the rows the last case added
 *   S  "<suite>": the suite is done and its table printed
 *   P  the device's sl_profile, as bytes (parent and worker are one binary)
 */
#ifndef SIMTLAB_WATCH_H
#define SIMTLAB_WATCH_H

#include <stdbool.h>
#include <stddef.h>

/* The worker's end of the pipe, and the least time any step is allowed
 * (--watchdog, seconds). */
void sl_watch_attach(int fd, double floor_s);
bool sl_watch_on(void);
double sl_watch_floor_s(void);

/* The allowance of a step expected to take about `expect_s` seconds: the
 * floor plus ten times that (a slow clock or a loaded host is not a hang). */
double sl_watch_allowance_s(double expect_s);

/* A case (or a suite's preparation, phase "prepare") begins; its first
 * step may take the floor. */
void sl_watch_case(const char *phase, const char *suite, const char *kernel, const char *case_name);

/* The next step is expected to take about expect_s seconds. */
void sl_watch_expect(double expect_s);

/* One message of type `type` with len bytes of payload. */
void sl_watch_send(char type, const void *payload, size_t len);

/* The parent's side: what came through the pipe, not yet a whole message. */
typedef struct sl_watch_reader {
    char *in;
    size_t len, cap;
} sl_watch_reader;

/* Read what fd has and call on() for each whole message; bytes that are
 * not a message are dropped. False at end of file (the writer is gone). */
bool sl_watch_read(sl_watch_reader *rd, int fd, void (*on)(void *arg, char type, const char *payload, size_t n),
                   void *arg);
void sl_watch_reader_free(sl_watch_reader *rd);

/* A worker's message, parsed (the parent's side). Returns the bytes of buf
 * one whole message takes, 0 when buf holds no whole message yet, -1 when
 * it is not a message. */
long sl_watch_parse(const char *buf, size_t len, char *type, const char **payload, size_t *payload_len);

#endif
