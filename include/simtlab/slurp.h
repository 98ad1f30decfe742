/* slurp.h - a file read whole: the one reader of kernel files, answer
 * files, device sheets and gnuplot's logs. */
#ifndef SIMTLAB_SLURP_H
#define SIMTLAB_SLURP_H

#include <stddef.h>

#include "simtlab/error.h"

/* Read path whole into *out (malloc'd, NUL-terminated; *len, which may be
 * NULL, is the byte count, a NUL inside included). Regular files only,
 * checked on the opened descriptor, which is opened without blocking: a
 * FIFO named like the file would hang the reader, a device never end. A
 * file over max bytes (0: no limit) is refused. `what` names the file in
 * messages ("kernel file"). SL_OK; SL_E_USAGE: "cannot open WHAT PATH:
 * REASON", "WHAT PATH is a FIFO: it must be a regular file" (a directory,
 * a device, ...), "WHAT PATH is N bytes: at most MAX"; SL_FAIL: out of
 * memory or a read error. */
int sl_slurp(const char *path, const char *what, size_t max, char **out, size_t *len, sl_err *e);

/* As sl_slurp, but a symbolic link at path (its last component) is
 * refused, never followed: "WHAT PATH is a symbolic link: it is refused,
 * not followed (give the file itself)", SL_E_USAGE. For a file someone
 * else wrote (a student's submission), which may be a link to one of the
 * reader's own. */
int sl_slurp_nofollow(const char *path, const char *what, size_t max, char **out, size_t *len, sl_err *e);

#endif
