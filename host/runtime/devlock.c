/* devlock.c - a flock(2) per device (devlock.h). */
#define _GNU_SOURCE
#include "simtlab/devlock.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "simtlab/interrupt.h"
#include "simtlab/watch.h"

/* how often a waiter tries again: a grader's turn lasts seconds to minutes */
#define WAIT_POLL_MS 100

/* one word of a key: lowercase [a-z0-9], every other run one '-' */
static size_t key_word(const char *s, char *out, size_t at, size_t len)
{
    bool dash = at > 0 && out[at - 1] == '-';
    for (; s && *s && at + 1 < len; ++s) {
        char c = *s;
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            out[at++] = c;
            dash = false;
        } else if (!dash) {
            out[at++] = '-';
            dash = true;
        }
    }
    return at;
}

void sl_devlock_key(const char *platform, const char *device, unsigned platform_index, unsigned device_index,
                    char *out, size_t len)
{
    static const char ext[] = ".lock";
    if (len > SL_DEVLOCK_KEY_MAX)
        len = SL_DEVLOCK_KEY_MAX;
    if (len < sizeof ext + 4) {
        if (len)
            out[0] = '\0';
        return;
    }
    const size_t room = len - (sizeof ext - 1); /* what the name may take, with its '\0' */
    int n = snprintf(out, room, "%u-%u-", platform_index, device_index);
    size_t at = n < 0 ? 0 : (size_t)n < room ? (size_t)n : room - 1;
    at = key_word(platform, out, at, room);
    if (at + 1 < room && out[at - 1] != '-')
        out[at++] = '-';
    at = key_word(device, out, at, room);
    while (at > 0 && out[at - 1] == '-') /* "...-" from a trailing space or a cut */
        --at;
    memcpy(out + at, ext, sizeof ext);
}

static bool absolute(const char *p)
{
    return p && p[0] == '/';
}

int sl_devlock_dir(const char *runtime_dir, const char *cache_home, const char *home, unsigned long uid, char *out,
                   size_t len, sl_err *e)
{
    int n;
    if (absolute(runtime_dir))
        n = snprintf(out, len, "%s/simtlab", runtime_dir);
    else if (absolute(cache_home))
        n = snprintf(out, len, "%s/simtlab/locks", cache_home);
    else if (absolute(home))
        n = snprintf(out, len, "%s/.cache/simtlab/locks", home);
    else
        n = snprintf(out, len, "/tmp/simtlab-locks-%lu", uid);
    if (n < 0 || (size_t)n >= len)
        return sl_err_set(e, SL_E_USAGE, "the lock directory's path is too long (over %zu bytes)", len);
    return SL_OK;
}

/* mkdir -p with mode 0700 for what it makes; the last one must be ours */
static int make_dir(const char *dir, sl_err *e)
{
    char buf[PATH_MAX];
    snprintf(buf, sizeof buf, "%s", dir);
    for (char *p = buf + 1; *p; ++p)
        if (*p == '/') {
            *p = '\0';
            if (mkdir(buf, 0700) != 0 && errno != EEXIST)
                return sl_err_set(e, SL_E_IO, "cannot make the lock directory %s: %s", buf, strerror(errno));
            *p = '/';
        }
    if (mkdir(buf, 0700) != 0 && errno != EEXIST)
        return sl_err_set(e, SL_E_IO, "cannot make the lock directory %s: %s", buf, strerror(errno));
    struct stat st;
    if (lstat(buf, &st) != 0)
        return sl_err_set(e, SL_E_IO, "cannot read the lock directory %s: %s", buf, strerror(errno));
    if (!S_ISDIR(st.st_mode) || st.st_uid != geteuid())
        return sl_err_set(e, SL_E_IO, "the lock directory %s is not a directory of this user: set "
                                      "XDG_RUNTIME_DIR, or use --no-lock", buf);
    return SL_OK;
}

int sl_devlock_open(const char *dir, const char *key, sl_devlock *l, sl_err *e)
{
    l->fd = -1;
    int rc = make_dir(dir, e);
    if (rc != SL_OK)
        return rc;
    int n = snprintf(l->path, sizeof l->path, "%s/%s", dir, key);
    if (n < 0 || (size_t)n >= sizeof l->path)
        return sl_err_set(e, SL_E_IO, "the lock file's path is too long: %s/%s", dir, key);
    l->fd = open(l->path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (l->fd < 0)
        return sl_err_set(e, SL_E_IO, "cannot open the lock file %s: %s", l->path, strerror(errno));
    return SL_OK;
}

/* the holder's lines, for a waiter's message */
static void write_holder(int fd)
{
    char text[64];
    int n = snprintf(text, sizeof text, "pid %ld\nsince %lld\n", (long)getpid(), (long long)time(NULL));
    if (ftruncate(fd, 0) == 0 && n > 0)
        (void)!pwrite(fd, text, (size_t)n, 0);
}

bool sl_devlock_try(sl_devlock *l)
{
    int r;
    while ((r = flock(l->fd, LOCK_EX | LOCK_NB)) != 0 && errno == EINTR)
        ;
    if (r != 0)
        return false;
    write_holder(l->fd);
    return true;
}

sl_devlock_holder sl_devlock_holder_of(const sl_devlock *l)
{
    sl_devlock_holder h = { 0, 0 };
    char text[64];
    ssize_t n = pread(l->fd, text, sizeof text - 1, 0);
    if (n <= 0)
        return h;
    text[n] = '\0';
    long long since = 0;
    if (sscanf(text, "pid %ld\nsince %lld", &h.pid, &since) == 2)
        h.since = (time_t)since;
    else
        h.pid = 0;
    return h;
}

int sl_devlock_wait(sl_devlock *l, sl_err *e)
{
    while (!sl_devlock_try(l)) {
        if (sl_interrupted())
            return sl_err_set(e, SL_E_INTR, "interrupted while waiting for %s", l->path);
        sl_watch_expect(0.0); /* alive: a watchdog's clock starts again */
        struct timespec ts = { 0, WAIT_POLL_MS * 1000000L };
        nanosleep(&ts, NULL);
        if (sl_interrupted())
            return sl_err_set(e, SL_E_INTR, "interrupted while waiting for %s", l->path);
    }
    return SL_OK;
}

void sl_devlock_release(sl_devlock *l)
{
    if (l->fd >= 0) {
        flock(l->fd, LOCK_UN);
        close(l->fd);
    }
    l->fd = -1;
}
