/* status.c - a lab's last check in a file (labstatus.h). */
#define _GNU_SOURCE /* O_NOFOLLOW, O_CLOEXEC, mkstemp, fchmod, fsync */
#include "simtlab/labstatus.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "simtlab/error.h"
#include "simtlab/slurp.h"

void sl_lab_status_line(unsigned passed, unsigned failed, bool not_run, bool speed_missed, char *out, size_t len)
{
    snprintf(out, len, "%s: %u passed, %u failed%s%s", failed ? "FAIL" : "PASS", passed, failed,
             not_run ? ", some not run" : "", speed_missed ? ", speed target missed" : "");
}

bool sl_lab_status_write(const char *path, const char *line, const char sha256_hex[SL_SHA256_HEX], FILE *err)
{
    struct stat st;
    if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        if (err)
            fprintf(err, "simtlab lab: %s is not a regular file: the status is not written there\n", path);
        return false;
    }
    char tmp[4200];
    if ((size_t)snprintf(tmp, sizeof tmp, "%s.XXXXXX", path) >= sizeof tmp)
        return false;
    int fd = mkstemp(tmp);
    if (fd < 0)
        return false;
    char text[640];
    int n = snprintf(text, sizeof text, "%.500s\nsha256 %s\n", line, sha256_hex);
    bool ok = n > 0 && (size_t)n < sizeof text && write(fd, text, (size_t)n) == n;
    /* on the disk before the rename, and all of it there: a full disk must
     * leave the last status, not an empty or cut one in its place */
    ok = ok && fsync(fd) == 0;
    struct stat written;
    ok = ok && fstat(fd, &written) == 0 && written.st_size == (off_t)n;
    ok = fchmod(fd, 0644) == 0 && ok;
    ok = close(fd) == 0 && ok;
    if (!ok || rename(tmp, path) != 0) {
        unlink(tmp);
        return false;
    }
    return true;
}

void sl_lab_file_sha256(const char *path, char hex[SL_SHA256_HEX])
{
    sl_err e = { 0 };
    char *text = NULL;
    size_t len = 0;
    hex[0] = '\0';
    if (sl_slurp(path, "file", 0, &text, &len, &e) == SL_OK)
        sl_sha256_hex(text, len, hex);
    free(text);
    sl_err_clear(&e);
}

void sl_lab_status_read(const char *path, const char *kernel, char *out, size_t len)
{
    out[0] = '\0';
    /* no link followed, no FIFO waited on: a regular file or nothing */
    int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return;
    struct stat st;
    char buf[512];
    ssize_t n = 0;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
        n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0)
        return;
    buf[n] = '\0';
    const char *sha = strstr(buf, "\nsha256 ");
    snprintf(out, len, "%.*s", (int)strcspn(buf, "\n"), buf);
    if (sha) {
        char want[SL_SHA256_HEX], got[SL_SHA256_HEX];
        snprintf(want, sizeof want, "%.64s", sha + 8);
        sl_lab_file_sha256(kernel, got);
        if (strcmp(want, got) != 0) {
            size_t l = strlen(out);
            snprintf(out + l, len - l, " (changed since the last check)");
        }
    }
}
