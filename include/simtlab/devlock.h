/* devlock.h - one GPU, many graders: an exclusive lock per device (issue 29).
 *
 * Two checks timing kernels on one GPU at once measure each other. Before
 * a check or a run uses a GPU it takes flock(2) on a file named after the
 * device; a second simtlab on the same device waits its turn. flock belongs
 * to the open file, so the kernel drops it when the process that took it
 * ends, however it ends (a crash, SIGKILL from the watchdog): no stale lock
 * is ever left to clean up. The files themselves stay, by design: an empty
 * lock file is cheaper than a race between unlink and a waiter's open.
 *
 * The lock is the user's own: the directory is under the user's runtime or
 * cache directory, so two users on one machine are not serialised.
 *
 * The key and the directory are pure functions (tested without a device);
 * the rest is a few POSIX calls and calls no OpenCL.
 */
#ifndef SIMTLAB_DEVLOCK_H
#define SIMTLAB_DEVLOCK_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include <time.h>

#include "simtlab/error.h"

/* A device's lock-file name: "P-D-platform-device.lock", the platform and
 * device name lowercased, every run of characters other than [a-z0-9] one
 * '-', cut to fit len (at most SL_DEVLOCK_KEY_MAX). Indices come first, so
 * two identical GPUs on one host have two locks. Always terminated. */
#define SL_DEVLOCK_KEY_MAX 128
void sl_devlock_key(const char *platform, const char *device, unsigned platform_index, unsigned device_index,
                    char *out, size_t len);

/* The directory of the lock files, first that applies: $XDG_RUNTIME_DIR/
 * simtlab, $XDG_CACHE_HOME/simtlab/locks, $HOME/.cache/simtlab/locks,
 * /tmp/simtlab-locks-UID. A value that is empty or not an absolute path
 * counts as unset (the XDG base directory specification says to ignore a
 * relative one). SL_E_USAGE when the path does not fit len. */
int sl_devlock_dir(const char *runtime_dir, const char *cache_home, const char *home, unsigned long uid, char *out,
                   size_t len, sl_err *e);

typedef struct sl_devlock {
    int fd;             /* -1: none held */
    char path[PATH_MAX];
} sl_devlock;

/* Who holds a lock, as its holder wrote it ("pid N\nsince EPOCH\n"). */
typedef struct sl_devlock_holder {
    long pid;           /* 0: not written yet (the holder is between flock and write) */
    time_t since;
} sl_devlock_holder;

/* Open (creating, 0600) the lock file key in dir (created 0700, with its
 * parents; an existing dir must be a directory this user owns: a /tmp
 * fallback another user made is refused). O_CLOEXEC: a program this one
 * executes (oclgrind) never holds the lock. SL_E_IO with the path. */
int sl_devlock_open(const char *dir, const char *key, sl_devlock *l, sl_err *e);

/* Take the lock without waiting: true when taken (the holder's lines then
 * written into the file), false when another process holds it. */
bool sl_devlock_try(sl_devlock *l);

/* The holder's lines, read from the file (pid 0 when there are none). */
sl_devlock_holder sl_devlock_holder_of(const sl_devlock *l);

/* Wait for the lock. SIGINT or SIGTERM (sl_interrupted, interrupt.h: the
 * caller installs the handler) ends the wait: SL_E_INTR. While waiting it
 * tells a watchdog (watch.h) it is alive, so a wait of any length is not
 * taken for a hung worker. */
int sl_devlock_wait(sl_devlock *l, sl_err *e);

/* Release and close (also what the end of the process does). */
void sl_devlock_release(sl_devlock *l);

#endif
