/* test_labstatus.c - a lab's last check in a file (labstatus.h), in a real
 * directory: the verdict line, written and read back, "changed since the
 * last check" when the kernel's bytes differ, rewritten whole, and never
 * through a link or into a FIFO (read without waiting on one). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "simtlab/labstatus.h"

static char root[64];

static int setup(void **state)
{
    (void)state;
    snprintf(root, sizeof root, "/tmp/sl_statusXXXXXX");
    return mkdtemp(root) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    return system(cmd) == 0 ? 0 : -1;
}

static void at(const char *name, char *path, size_t len)
{
    snprintf(path, len, "%s/%s", root, name);
}

static size_t entries(void)
{
    size_t n = 0;
    DIR *d = opendir(root);
    assert_non_null(d);
    for (struct dirent *de = readdir(d); de; de = readdir(d))
        n += strcmp(de->d_name, ".") != 0 && strcmp(de->d_name, "..") != 0;
    closedir(d);
    return n;
}

static void test_line(void **state)
{
    (void)state;
    char line[160];
    sl_lab_status_line(5, 0, false, false, line, sizeof line);
    assert_string_equal(line, "PASS: 5 passed, 0 failed");
    sl_lab_status_line(2, 1, true, false, line, sizeof line);
    assert_string_equal(line, "FAIL: 2 passed, 1 failed, some not run");
    sl_lab_status_line(5, 0, false, true, line, sizeof line);
    assert_string_equal(line, "PASS: 5 passed, 0 failed, speed target missed");
    sl_lab_status_line(0, 5, true, true, line, sizeof line);
    assert_string_equal(line, "FAIL: 0 passed, 5 failed, some not run, speed target missed");
}

/* a kernel file in root with text, and its SHA-256 */
static void kernel(const char *name, const char *text, char *path, size_t len, char hex[SL_SHA256_HEX])
{
    at(name, path, len);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    sl_lab_file_sha256(path, hex);
    char want[SL_SHA256_HEX];
    sl_sha256_hex(text, strlen(text), want);
    assert_string_equal(hex, want);
}

static void test_write_read(void **state)
{
    (void)state;
    char path[128], out[256], ka[128], kb[128], gone[128];
    at(".02-vector-loads.cl.last", path, sizeof path);
    char a[SL_SHA256_HEX], b[SL_SHA256_HEX];
    kernel("a.cl", "kernel A", ka, sizeof ka, a);
    kernel("b.cl", "kernel B", kb, sizeof kb, b);
    at("gone.cl", gone, sizeof gone);
    sl_lab_status_read(path, ka, out, sizeof out);
    assert_string_equal(out, ""); /* none yet */
    assert_true(sl_lab_status_write(path, "FAIL: 2 passed, 3 failed", a, NULL));
    sl_lab_status_read(path, ka, out, sizeof out);
    assert_string_equal(out, "FAIL: 2 passed, 3 failed");
    sl_lab_status_read(path, kb, out, sizeof out);
    assert_string_equal(out, "FAIL: 2 passed, 3 failed (changed since the last check)");
    sl_lab_status_read(path, gone, out, sizeof out); /* the kernel cannot be read */
    assert_string_equal(out, "FAIL: 2 passed, 3 failed (changed since the last check)");
    /* rewritten whole (a shorter text leaves nothing of the longer), no temporary left beside it */
    assert_true(sl_lab_status_write(path, "PASS: 5 passed", b, NULL));
    sl_lab_status_read(path, kb, out, sizeof out);
    assert_string_equal(out, "PASS: 5 passed");
    assert_int_equal(entries(), 3); /* the status and the two kernels */
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char text[256] = "";
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    char want[256];
    snprintf(want, sizeof want, "PASS: 5 passed\nsha256 %s\n", b);
    assert_string_equal(text, want);
}

/* A link where the status goes: not written through (its target kept), not
 * read through; a FIFO: not written into, and read without waiting. */
static void test_links_and_fifos(void **state)
{
    (void)state;
    char target[128], link[128], fifo[128], out[256], hex[SL_SHA256_HEX];
    sl_sha256_hex("k", 1, hex);
    at("secret.txt", target, sizeof target);
    FILE *f = fopen(target, "w");
    assert_non_null(f);
    fputs("the grader's secret\n", f);
    fclose(f);
    at(".01-coalescing.cl.last", link, sizeof link);
    assert_int_equal(symlink(target, link), 0);
    char *said = NULL;
    size_t said_len = 0;
    FILE *err = open_memstream(&said, &said_len);
    assert_non_null(err);
    assert_false(sl_lab_status_write(link, "PASS: 1 passed, 0 failed", hex, err));
    fclose(err);
    assert_non_null(strstr(said, "is not a regular file: the status is not written there"));
    free(said);
    f = fopen(target, "r");
    char text[64] = "";
    assert_non_null(fgets(text, sizeof text, f));
    fclose(f);
    assert_string_equal(text, "the grader's secret\n");
    sl_lab_status_read(link, target, out, sizeof out);
    assert_string_equal(out, "");

    at(".03-alignment.cl.last", fifo, sizeof fifo);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    assert_false(sl_lab_status_write(fifo, "PASS: 1 passed, 0 failed", hex, NULL));
    sl_lab_status_read(fifo, target, out, sizeof out); /* returns at once: nobody writes the FIFO */
    assert_string_equal(out, "");
    assert_int_equal(entries(), 3); /* the secret, the link, the FIFO: no temporary left */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_line),
        cmocka_unit_test_setup_teardown(test_write_read, setup, teardown),
        cmocka_unit_test_setup_teardown(test_links_and_fifos, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
