/* file.c - atomic file writes: temp file in the same directory, then rename. */
#include "simtlab/report.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* "dir/name" -> "dir/.name.tmpXXXXXX" (same filesystem, so rename is atomic). */
static char *temp_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    size_t dirlen = slash ? (size_t)(slash - path) + 1 : 0;
    const char *base = path + dirlen;
    size_t n = strlen(path) + 16;
    char *t = malloc(n);
    if (t)
        snprintf(t, n, "%.*s.%s.tmpXXXXXX", (int)dirlen, path, base);
    return t;
}

int sl_file_write_atomic(const char *path, const char *data, size_t len, sl_err *e)
{
    if (!path || !*path)
        return sl_err_set(e, SL_E_USAGE, "output path is empty");
    char *tmp = temp_name(path);
    if (!tmp)
        return sl_err_set(e, SL_FAIL, "out of memory");
    int fd = mkstemp(tmp);
    if (fd < 0) {
        int rc = sl_err_set(e, SL_FAIL, "cannot write %s: %s", path, strerror(errno));
        free(tmp);
        return rc;
    }
    int rc = SL_OK;
    size_t done = 0;
    while (done < len) {
        ssize_t w = write(fd, data + done, len - done);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            rc = sl_err_set(e, SL_FAIL, "cannot write %s: %s", path, strerror(errno));
            break;
        }
        done += (size_t)w;
    }
    if (rc == SL_OK && fsync(fd) != 0)
        rc = sl_err_set(e, SL_FAIL, "cannot write %s: %s", path, strerror(errno));
    if (close(fd) != 0 && rc == SL_OK)
        rc = sl_err_set(e, SL_FAIL, "cannot write %s: %s", path, strerror(errno));
    /* mkstemp makes 0600; results are for sharing */
    if (rc == SL_OK) {
        mode_t mask = umask(0);
        umask(mask);
        if (chmod(tmp, 0666 & ~mask) != 0 || rename(tmp, path) != 0)
            rc = sl_err_set(e, SL_FAIL, "cannot write %s: %s", path, strerror(errno));
    }
    if (rc != SL_OK)
        unlink(tmp);
    free(tmp);
    return rc;
}

int sl_file_check_writable(const char *path, sl_err *e)
{
    if (!path || !*path)
        return sl_err_set(e, SL_E_USAGE, "output path is empty");
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        return sl_err_set(e, SL_E_USAGE, "cannot write %s: it is a directory", path);
    char *tmp = temp_name(path);
    if (!tmp)
        return sl_err_set(e, SL_FAIL, "out of memory");
    int fd = mkstemp(tmp);
    int rc = SL_OK;
    if (fd < 0) {
        rc = sl_err_set(e, SL_E_USAGE, "cannot write %s: %s", path, strerror(errno));
    } else {
        close(fd);
        unlink(tmp);
    }
    free(tmp);
    return rc;
}
