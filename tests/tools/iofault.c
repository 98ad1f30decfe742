/* iofault.c - an LD_PRELOAD library that makes the disk lie the way a full
 * or failing one can: the write and the fsync succeed, and what comes back
 * is not what went in. It holds the writers' read-back (host/report/file.c,
 * issue 26) to what it promises, which a plain full disk cannot: there the
 * write itself fails first. Chosen by IOFAULT_PREAD:
 *
 *   flip    every pread returns its bytes with the first one changed
 *   short   a pread at offset 0 returns half of what it could, and one
 *           past 0 returns 0: the file ends at half of its first read
 *
 * Only files whose path contains IOFAULT_PATH (when set) are touched: the
 * OpenCL driver reads its own files with pread too. Every other call, and
 * every call when IOFAULT_PREAD is not set, goes to libc
 * (dlsym(RTLD_NEXT)) untouched. */
#define _GNU_SOURCE /* RTLD_NEXT */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

typedef ssize_t (*pread_fn)(int, void *, size_t, off_t);

/* Is fd a file under IOFAULT_PATH (every file when it is not set)? */
static int chosen(int fd)
{
    const char *want = getenv("IOFAULT_PATH");
    if (!want)
        return 1;
    char link[64], path[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    const ssize_t n = readlink(link, path, sizeof path - 1);
    if (n < 0)
        return 0;
    path[n] = '\0';
    return strstr(path, want) != NULL;
}

static ssize_t faulty(pread_fn next, int fd, void *buf, size_t count, off_t off)
{
    const char *mode = getenv("IOFAULT_PREAD");
    if (mode && !chosen(fd))
        mode = NULL;
    if (mode && strcmp(mode, "short") == 0) {
        if (off > 0)
            return 0;
        count = count / 2 ? count / 2 : 1;
    }
    ssize_t got = next(fd, buf, count, off);
    if (mode && strcmp(mode, "flip") == 0 && got > 0)
        ((unsigned char *)buf)[0] ^= 0x20;
    return got;
}

static pread_fn next_of(const char *name)
{
    pread_fn f;
    void *p = dlsym(RTLD_NEXT, name);
    memcpy(&f, &p, sizeof f);
    return f;
}

ssize_t pread(int fd, void *buf, size_t count, off_t off)
{
    static pread_fn next;
    if (!next)
        next = next_of("pread");
    return faulty(next, fd, buf, count, off);
}

ssize_t pread64(int fd, void *buf, size_t count, off_t off)
{
    static pread_fn next;
    if (!next)
        next = next_of("pread64");
    return faulty(next, fd, buf, count, off);
}
