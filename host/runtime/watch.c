/* watch.c - the worker's side of the watchdog pipe (watch.h). */
#include "simtlab/watch.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int watch_fd = -1;
static double watch_floor = 60.0;

void sl_watch_attach(int fd, double floor_s)
{
    watch_fd = fd;
    watch_floor = floor_s;
}

bool sl_watch_on(void)
{
    return watch_fd >= 0;
}

double sl_watch_floor_s(void)
{
    return watch_floor;
}

double sl_watch_allowance_s(double expect_s)
{
    return watch_floor + (expect_s > 0.0 ? 10.0 * expect_s : 0.0);
}

static void write_all(const char *p, size_t n)
{
    while (n > 0) {
        ssize_t w = write(watch_fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) { /* the parent is gone: the run goes on unwatched */
            watch_fd = -1;
            return;
        }
        p += w;
        n -= (size_t)w;
    }
}

void sl_watch_send(char type, const void *payload, size_t len)
{
    if (watch_fd < 0)
        return;
    char head[32];
    int h = snprintf(head, sizeof head, "%c %zu\n", type, len);
    write_all(head, (size_t)h);
    if (watch_fd >= 0 && len)
        write_all(payload, len);
}

void sl_watch_case(const char *phase, const char *suite, const char *kernel, const char *case_name)
{
    if (watch_fd < 0)
        return;
    char msg[512];
    int n = snprintf(msg, sizeof msg, "%s\t%s\t%s\t%s\t%.0f", phase, suite, kernel, case_name,
                     1e3 * sl_watch_allowance_s(0.0));
    sl_watch_send('C', msg, n < (int)sizeof msg ? (size_t)n : sizeof msg - 1);
}

void sl_watch_expect(double expect_s)
{
    if (watch_fd < 0)
        return;
    char msg[32];
    int n = snprintf(msg, sizeof msg, "%.0f", 1e3 * sl_watch_allowance_s(expect_s));
    sl_watch_send('A', msg, (size_t)n);
}

long sl_watch_parse(const char *buf, size_t len, char *type, const char **payload, size_t *payload_len)
{
    const char *nl = memchr(buf, '\n', len < 32 ? len : 32);
    if (!nl)
        return len >= 32 ? -1 : 0;
    if (nl - buf < 3 || buf[1] != ' ')
        return -1;
    char *end = NULL;
    errno = 0;
    unsigned long long n = strtoull(buf + 2, &end, 10);
    if (end != nl || errno || buf[2] < '0' || buf[2] > '9' || n > (1ull << 30))
        return -1;
    size_t head = (size_t)(nl - buf) + 1;
    if (len - head < n)
        return 0;
    *type = buf[0];
    *payload = buf + head;
    *payload_len = (size_t)n;
    return (long)(head + n);
}

bool sl_watch_read(sl_watch_reader *rd, int fd, void (*on)(void *arg, char type, const char *payload, size_t n),
                   void *arg)
{
    if (rd->cap - rd->len < 65536) {
        size_t cap = rd->cap ? 2 * rd->cap : 131072;
        char *g = realloc(rd->in, cap);
        if (!g)
            return true; /* try again later: the writer waits on the pipe */
        rd->in = g;
        rd->cap = cap;
    }
    ssize_t r = read(fd, rd->in + rd->len, rd->cap - rd->len);
    if (r < 0)
        return errno == EINTR || errno == EAGAIN;
    if (r == 0)
        return false;
    rd->len += (size_t)r;
    size_t at = 0;
    for (;;) {
        char type;
        const char *payload;
        size_t plen;
        long used = sl_watch_parse(rd->in + at, rd->len - at, &type, &payload, &plen);
        if (used == 0)
            break;
        if (used < 0) { /* not the protocol: drop what is there */
            at = rd->len;
            break;
        }
        on(arg, type, payload, plen);
        at += (size_t)used;
    }
    memmove(rd->in, rd->in + at, rd->len - at);
    rd->len -= at;
    return true;
}

void sl_watch_reader_free(sl_watch_reader *rd)
{
    free(rd->in);
    memset(rd, 0, sizeof *rd);
}
