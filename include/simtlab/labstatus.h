/* labstatus.h - a lab's last check, as `lab list` shows it: a small file
 * beside the student's kernel (./simtlab-labs/.NN-slug.cl.last) holding
 * the verdict line and the SHA-256 of the bytes checked:
 *
 *   PASS: 5 passed, 0 failed
 *   sha256 9f86d081884c7d65...
 *
 * Written through a temporary file, fsync and a rename (a full disk
 * leaves the last status, never a cut one); never through a link, never
 * into anything but a regular file; read without following a link or
 * waiting on a FIFO. */
#ifndef SIMTLAB_LABSTATUS_H
#define SIMTLAB_LABSTATUS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "simtlab/sha256.h"

/* The verdict line: "FAIL: 2 passed, 3 failed, some not run, speed target
 * missed" (the clauses when they hold), "PASS: ..." when none failed. */
void sl_lab_status_line(unsigned passed, unsigned failed, bool not_run, bool speed_missed, char *out, size_t len);

/* Write line and sha256_hex (the bytes checked) to path. false when it was
 * not written: path is there but not a regular file (said on err, which
 * may be NULL), or a write, the fsync or the rename failed (the old file
 * kept, no temporary left). */
bool sl_lab_status_write(const char *path, const char *line, const char sha256_hex[SL_SHA256_HEX], FILE *err);

/* The status at path for the kernel file `kernel`: its verdict line, with
 * " (changed since the last check)" when the recorded SHA-256 is not that
 * of kernel's bytes now (or kernel cannot be read); "" when there is no
 * status (or it is a link, a FIFO, not a regular file). The kernel is
 * read only when there is a status to compare it with. */
void sl_lab_status_read(const char *path, const char *kernel, char *out, size_t len);

/* The SHA-256 of a file's bytes (all of them: a NUL does not end the
 * hash) as hex, or "" when it cannot be read. */
void sl_lab_file_sha256(const char *path, char hex[SL_SHA256_HEX]);

#endif
