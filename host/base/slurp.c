/* slurp.c - a file read whole (slurp.h). */
#include "simtlab/slurp.h"

#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *file_kind(mode_t m)
{
    return S_ISDIR(m) ? "a directory" : S_ISFIFO(m) ? "a FIFO" : S_ISCHR(m) || S_ISBLK(m) ? "a device"
         : S_ISSOCK(m) ? "a socket" : "not a regular file";
}

/* The rest of fd into a growing buffer: st_size is only a hint (a file
 * that grows or shrinks while it is read is read as it is). */
static int read_all(int fd, size_t hint, size_t max, char **out, size_t *len)
{
    size_t cap = hint + 1 > 4096 ? hint + 1 : 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (n + 1 == cap) {
            char *g = realloc(buf, cap * 2);
            if (!g)
                break;
            buf = g;
            cap *= 2;
        }
        const ssize_t got = read(fd, buf + n, cap - n - 1);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            free(buf);
            return -1;
        }
        if (got == 0 || (max && n + (size_t)got > max)) {
            n += (size_t)got;
            buf[n] = '\0';
            *out = buf;
            *len = n;
            return 0;
        }
        n += (size_t)got;
    }
    free(buf);
    return -2;
}

static int slurp(const char *path, const char *what, size_t max, bool nofollow, char **out, size_t *len, sl_err *e)
{
    *out = NULL;
    const int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (nofollow ? O_NOFOLLOW : 0));
    if (fd < 0 && nofollow && errno == ELOOP)
        return sl_err_set(e, SL_E_USAGE, "%s %s is a symbolic link: it is refused, not followed (give the file itself)",
                          what, path);
    if (fd < 0)
        return sl_err_set(e, SL_E_USAGE, "cannot open %s %s: %s", what, path, strerror(errno));
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        const int rc = sl_err_set(e, SL_E_USAGE, "%s %s is %s: it must be a regular file", what, path,
                                  file_kind(st.st_mode));
        close(fd);
        return rc;
    }
    if (max && (unsigned long long)st.st_size > max) {
        close(fd);
        return sl_err_set(e, SL_E_USAGE, "%s %s is %lld bytes: at most %zu", what, path, (long long)st.st_size, max);
    }
    /* a regular file never blocks: back to blocking reads */
    (void)fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    char *buf = NULL;
    size_t n = 0;
    const int r = read_all(fd, (size_t)st.st_size, max, &buf, &n);
    const int err = errno;
    close(fd);
    if (r == -1)
        return sl_err_set(e, SL_FAIL, "cannot read %s %s: %s", what, path, strerror(err));
    if (r == -2)
        return sl_err_set(e, SL_FAIL, "out of memory reading %s %s", what, path);
    if (max && n > max) {
        free(buf);
        return sl_err_set(e, SL_E_USAGE, "%s %s grew past %zu bytes while it was read", what, path, max);
    }
    *out = buf;
    if (len)
        *len = n;
    return SL_OK;
}

int sl_slurp(const char *path, const char *what, size_t max, char **out, size_t *len, sl_err *e)
{
    return slurp(path, what, max, false, out, len, e);
}

int sl_slurp_nofollow(const char *path, const char *what, size_t max, char **out, size_t *len, sl_err *e)
{
    return slurp(path, what, max, true, out, len, e);
}
