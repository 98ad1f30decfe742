/* file.c - output targets that never destroy or mislead.
 *
 * A results path can name a regular file (replaced atomically, its mode
 * kept), nothing yet (created atomically), a symlink (its target is what is
 * written), a character device or a FIFO (/dev/null, a named pipe: written
 * in place, never replaced), or an open descriptor (-, /dev/stdout,
 * /dev/fd/N as bash's >(cmd) makes). Everything is decided before the run
 * (sl_out_prepare), so a refusal costs nothing. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "simtlab/report.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Symlinks followed before giving up, as the kernel's own limit (ELOOP). */
#define MAX_LINKS 40

/* "-", /dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N: the descriptor
 * number, else -1. Such a path names an open descriptor of this process:
 * writing through the descriptor keeps bash's >(cmd) and a redirected
 * stdout working, where a rename would replace the file stdout points at. */
static int fd_of(const char *path)
{
    if (strcmp(path, "-") == 0 || strcmp(path, "/dev/stdout") == 0)
        return STDOUT_FILENO;
    if (strcmp(path, "/dev/stderr") == 0)
        return STDERR_FILENO;
    static const char *const prefixes[] = { "/dev/fd/", "/proc/self/fd/" };
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; ++i) {
        size_t n = strlen(prefixes[i]);
        if (strncmp(path, prefixes[i], n) != 0 || path[n] < '0' || path[n] > '9')
            continue;
        char *end = NULL;
        long fd = strtol(path + n, &end, 10);
        if (*end == '\0' && fd >= 0 && fd <= INT_MAX)
            return (int)fd;
    }
    return -1;
}

/* "dir/name" -> "dir/.name.tmpXXXXXX" (same filesystem, so rename is atomic). */
static int temp_name(const char *path, char *out, size_t len)
{
    const char *slash = strrchr(path, '/');
    size_t dirlen = slash ? (size_t)(slash - path) + 1 : 0;
    int n = snprintf(out, len, "%.*s.%s.tmpXXXXXX", (int)dirlen, path, path + dirlen);
    return n > 0 && (size_t)n < len ? 0 : -1;
}

/* Can a new file be made beside path? errno when not. */
static int dir_accepts(const char *path)
{
    char tmp[PATH_MAX + 32];
    if (temp_name(path, tmp, sizeof tmp) != 0) {
        errno = ENAMETOOLONG;
        return -1;
    }
    int fd = mkstemp(tmp);
    if (fd < 0)
        return -1;
    close(fd);
    unlink(tmp);
    return 0;
}

/* The absolute form of a path that may not exist yet: its directory
 * resolved, its name kept (two spellings of one new file compare equal). */
static void canonical(const char *path, char *out, size_t len)
{
    const char *slash = strrchr(path, '/');
    char dir[PATH_MAX], real[PATH_MAX];
    if (slash)
        snprintf(dir, sizeof dir, "%.*s", slash == path ? 1 : (int)(slash - path), path);
    else
        snprintf(dir, sizeof dir, ".");
    int n = -1;
    if (realpath(dir, real))
        n = snprintf(out, len, "%s/%s", strcmp(real, "/") == 0 ? "" : real, slash ? slash + 1 : path);
    if (n < 0 || (size_t)n >= len)
        snprintf(out, len, "%s", path);
}

/* An open descriptor: written through, never replaced. */
static int prepare_fd(sl_out *o, const char *arg, const char *p, int fd, sl_err *e)
{
    int fl = fcntl(fd, F_GETFL);
    if (fl < 0 || (fl & O_ACCMODE) == O_RDONLY)
        return sl_err_set(e, SL_E_USAGE, "cannot write %s: descriptor %d is not open for writing", arg, fd);
    o->kind = SL_OUT_FD;
    o->fd = fd;
    snprintf(o->path, sizeof o->path, "%s", p);
    return SL_OK;
}

/* Replace the symlink p (PATH_MAX bytes) by its target, relative to the
 * link's directory unless absolute. */
static int follow_link(char *p, const char *arg, sl_err *e)
{
    char target[PATH_MAX];
    ssize_t n = readlink(p, target, sizeof target - 1);
    if (n < 0)
        return sl_err_set(e, SL_E_USAGE, "cannot write %s: %s", arg, strerror(errno));
    target[n] = '\0';
    char next[PATH_MAX];
    const char *slash = strrchr(p, '/');
    if (target[0] == '/' || !slash)
        snprintf(next, sizeof next, "%s", target);
    else if (snprintf(next, sizeof next, "%.*s/%s", (int)(slash - p), p, target) >= (int)sizeof next)
        return sl_err_set(e, SL_E_USAGE, "cannot write %s: the link's target path is too long", arg);
    memcpy(p, next, PATH_MAX);
    return SL_OK;
}

/* Something that exists at p and is not a link: a regular file (replaced,
 * unless read-only without --force), a character device or FIFO (written
 * in place), or a refusal. */
static int prepare_existing(sl_out *o, const char *arg, const char *p, const struct stat *st, bool force, sl_err *e)
{
    o->exists = true;
    o->dev = st->st_dev;
    o->ino = st->st_ino;
    o->mode = st->st_mode & 07777;
    o->type = st->st_mode & S_IFMT;
    o->uid = st->st_uid;
    o->gid = st->st_gid;
    if (S_ISDIR(st->st_mode))
        return sl_err_set(e, SL_E_USAGE, "cannot write %s: it is a directory", arg);
    if (S_ISREG(st->st_mode)) {
        /* root may write anything: the mode bits are the owner's word */
        if (access(p, W_OK) != 0 || (st->st_mode & 0222) == 0) {
            if (!force)
                return sl_err_set(e, SL_E_USAGE, "cannot write %s: it is read-only (mode %04o); --force replaces it",
                                  arg, (unsigned)o->mode);
        }
        if (dir_accepts(p) != 0)
            return sl_err_set(e, SL_E_USAGE, "cannot write %s: its directory does not accept a new file (%s)", arg,
                              strerror(errno));
        o->kind = SL_OUT_FILE;
        canonical(p, o->path, sizeof o->path);
        return SL_OK;
    }
    if (S_ISCHR(st->st_mode) || S_ISFIFO(st->st_mode)) {
        /* /dev/null, a terminal, a named pipe: written in place, never replaced */
        if (access(p, W_OK) != 0)
            return sl_err_set(e, SL_E_USAGE, "cannot write %s: %s", arg, strerror(errno));
        o->kind = SL_OUT_NODE;
        snprintf(o->path, sizeof o->path, "%s", p);
        return SL_OK;
    }
    return sl_err_set(e, SL_E_USAGE, "cannot write %s: it is a %s, not a file", arg,
                      S_ISSOCK(st->st_mode) ? "socket" : S_ISBLK(st->st_mode) ? "block device" : "special file");
}

int sl_out_prepare(const char *arg, bool force, sl_out *o, sl_err *e)
{
    memset(o, 0, sizeof *o);
    o->fd = -1;
    if (!arg || !*arg)
        return sl_err_set(e, SL_E_USAGE, "output path is empty (give a file name, or - for standard output)");
    snprintf(o->arg, sizeof o->arg, "%s", arg);
    if (strlen(arg) >= sizeof o->path)
        return sl_err_set(e, SL_E_USAGE, "output path is too long (%zu bytes)", strlen(arg));

    char p[PATH_MAX];
    snprintf(p, sizeof p, "%s", arg);
    for (int hops = 0; hops <= MAX_LINKS; ++hops) {
        int fd = fd_of(p);
        if (fd >= 0)
            return prepare_fd(o, arg, p, fd, e);
        struct stat st;
        if (lstat(p, &st) != 0) {
            if (errno != ENOENT)
                return sl_err_set(e, SL_E_USAGE, "cannot write %s: %s", arg, strerror(errno));
            /* nothing there yet (or a dangling link's target): a new file */
            if (dir_accepts(p) != 0)
                return sl_err_set(e, SL_E_USAGE, "cannot write %s: %s", arg, strerror(errno));
            o->kind = SL_OUT_FILE;
            canonical(p, o->path, sizeof o->path);
            return SL_OK;
        }
        if (!S_ISLNK(st.st_mode))
            return prepare_existing(o, arg, p, &st, force, e);
        const int rc = follow_link(p, arg, e);
        if (rc != SL_OK)
            return rc;
    }
    return sl_err_set(e, SL_E_USAGE, "cannot write %s: %s", arg, strerror(ELOOP));
}

bool sl_out_same(const sl_out *a, const sl_out *b)
{
    if (a->kind != b->kind)
        return false;
    switch (a->kind) {
    case SL_OUT_FD: return a->fd == b->fd;
    case SL_OUT_NODE:
        /* two results into /dev/null are harmless; into one FIFO they interleave */
        return a->dev == b->dev && a->ino == b->ino && S_ISFIFO(a->type);
    default:
        if (a->exists && b->exists)
            return a->dev == b->dev && a->ino == b->ino;
        return strcmp(a->path, b->path) == 0;
    }
}

bool sl_out_is(const sl_out *o, const char *input)
{
    struct stat in, st;
    if (!input || stat(input, &in) != 0)
        return false;
    switch (o->kind) {
    case SL_OUT_FD: return fstat(o->fd, &st) == 0 && st.st_dev == in.st_dev && st.st_ino == in.st_ino;
    case SL_OUT_NODE: return o->dev == (unsigned long)in.st_dev && o->ino == (unsigned long)in.st_ino;
    default: return o->exists && o->dev == (unsigned long)in.st_dev && o->ino == (unsigned long)in.st_ino;
    }
}

bool sl_out_in_dir(const sl_out *o, const char *dir, char *name, size_t len)
{
    if (!dir || (o->kind == SL_OUT_FILE && !o->exists))
        return false; /* a file made new replaces no input */
    DIR *d = opendir(dir);
    if (!d)
        return false;
    bool hit = false;
    char path[PATH_MAX];
    for (struct dirent *ent; !hit && (ent = readdir(d)) != NULL;) {
        if (strcmp(ent->d_name, ".") == 0 || strcmp(ent->d_name, "..") == 0)
            continue;
        snprintf(path, sizeof path, "%.2048s/%.1024s", dir, ent->d_name);
        struct stat st;
        hit = stat(path, &st) == 0 && S_ISREG(st.st_mode) && sl_out_is(o, path);
    }
    closedir(d);
    if (hit)
        snprintf(name, len, "%s", path);
    return hit;
}

static int write_all(int fd, const char *data, size_t len)
{
    size_t done = 0;
    while (done < len) {
        ssize_t w = write(fd, data + done, len - done);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        done += (size_t)w;
    }
    return 0;
}

/* Chunk of the read-back in write_file: small enough for the stack, large
 * enough that a results file of a few MB takes a few dozen reads. */
#define READ_BACK_CHUNK (64 * 1024)

/* Does the file behind fd hold exactly data? SL_OK, else SL_E_IO naming
 * what differs. A filesystem can take a write() and an fsync() without an
 * error and still keep less or other bytes (a full or failing disk under a
 * FUSE or network filesystem, a quota enforced late, a driver bug): the
 * rename must not replace a good file with such a one. */
static int read_back(int fd, const sl_out *o, const char *data, size_t len, sl_err *e)
{
    struct stat st;
    if (fstat(fd, &st) != 0)
        return sl_err_set(e, SL_E_IO, "cannot write %s: cannot read it back: %s", o->arg, strerror(errno));
    if (st.st_size < 0 || (uintmax_t)st.st_size != (uintmax_t)len)
        return sl_err_set(e, SL_E_IO,
                          "cannot write %s: it holds %jd bytes where %zu were written: the disk may be full or failing",
                          o->arg, (intmax_t)st.st_size, len);
    /* After fsync the pages are clean: dropping them makes the reads below
     * come from the disk rather than from the cache the write filled (a hint;
     * where it is not taken, the page cache is what is compared). */
    (void)posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    char buf[READ_BACK_CHUNK];
    size_t done = 0;
    while (done < len) {
        size_t want = len - done < sizeof buf ? len - done : sizeof buf;
        ssize_t r = pread(fd, buf, want, (off_t)done);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0)
            return sl_err_set(e, SL_E_IO, "cannot write %s: reading it back failed after %zu of %zu bytes: %s",
                              o->arg, done, len, strerror(errno));
        if (r == 0)
            return sl_err_set(e, SL_E_IO,
                              "cannot write %s: only %zu of %zu bytes could be read back: the disk may be full or "
                              "failing",
                              o->arg, done, len);
        if (memcmp(buf, data + done, (size_t)r) != 0) {
            size_t at = done;
            while (buf[at - done] == data[at])
                ++at;
            return sl_err_set(e, SL_E_IO,
                              "cannot write %s: what was read back differs from what was written (at byte %zu of "
                              "%zu): the disk may be full or failing",
                              o->arg, at, len);
        }
        done += (size_t)r;
    }
    return SL_OK;
}

static int write_file(const sl_out *o, const char *data, size_t len, sl_err *e)
{
    char tmp[PATH_MAX + 32];
    if (temp_name(o->path, tmp, sizeof tmp) != 0)
        return sl_err_set(e, SL_E_IO, "cannot write %s: %s", o->arg, strerror(ENAMETOOLONG));
    /* No signal may leave the temporary file behind: SIGINT, SIGTERM and
     * SIGHUP wait until it is renamed or removed (a few milliseconds). */
    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    sigaddset(&block, SIGHUP);
    sigprocmask(SIG_BLOCK, &block, &old);
    int rc = SL_OK;
    int fd = mkstemp(tmp);
    if (fd < 0) {
        rc = sl_err_set(e, SL_E_IO, "cannot write %s: %s", o->arg, strerror(errno));
    } else {
        mode_t mode = o->mode;
        if (!o->exists) {
            mode_t mask = umask(0);
            umask(mask);
            mode = 0666 & ~mask;
        }
        if (write_all(fd, data, len) != 0 || fsync(fd) != 0)
            rc = sl_err_set(e, SL_E_IO, "cannot write %s: %s", o->arg, strerror(errno));
        /* what is on the disk is what was meant, else the old file stays */
        if (rc == SL_OK)
            rc = read_back(fd, o, data, len, e);
        /* the file keeps its owner and mode (mkstemp makes 0600; results are for sharing) */
        if (rc == SL_OK && o->exists && geteuid() == 0)
            (void)!fchown(fd, o->uid, o->gid);
        if (rc == SL_OK && fchmod(fd, mode) != 0)
            rc = sl_err_set(e, SL_E_IO, "cannot write %s: %s", o->arg, strerror(errno));
        if (close(fd) != 0 && rc == SL_OK)
            rc = sl_err_set(e, SL_E_IO, "cannot write %s: %s", o->arg, strerror(errno));
        if (rc == SL_OK && rename(tmp, o->path) != 0)
            rc = sl_err_set(e, SL_E_IO, "cannot write %s: %s", o->arg, strerror(errno));
        if (rc != SL_OK)
            unlink(tmp);
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
    return rc;
}

int sl_out_write(const sl_out *o, const char *data, size_t len, sl_err *e)
{
    if (o->kind == SL_OUT_FILE)
        return write_file(o, data, len, e);
    int fd = o->fd, opened = 0;
    if (o->kind == SL_OUT_FD) {
        /* what printf buffered goes first */
        if (fd == STDOUT_FILENO && fflush(stdout) != 0)
            return sl_err_set(e, SL_E_IO, "cannot write %s: %s", o->arg, strerror(errno));
    } else {
        fd = open(o->path, O_WRONLY | O_NOCTTY);
        if (fd < 0)
            return sl_err_set(e, SL_E_IO, "cannot write %s: %s", o->arg, strerror(errno));
        opened = 1;
    }
    int rc = SL_OK;
    if (write_all(fd, data, len) != 0)
        rc = sl_err_set(e, SL_E_IO, "cannot write %s: %s", o->arg, strerror(errno));
    if (opened && close(fd) != 0 && rc == SL_OK)
        rc = sl_err_set(e, SL_E_IO, "cannot write %s: %s", o->arg, strerror(errno));
    return rc;
}

int sl_out_to_stdout(const sl_out *o)
{
    return o->kind == SL_OUT_FD && o->fd == STDOUT_FILENO;
}
