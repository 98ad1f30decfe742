/* test_submission.c - the scan of a student's kernel file (submission.h):
 * every way of spelling a directive that reads or probes a file is
 * refused, with its line; a directive inside a comment, a string or a
 * spliced line comment is not one; a lab's real kernels pass. And a
 * grade's SUBMISSION arguments resolved in a real directory: the file, the
 * student's id, a link refused and never followed, and hostile names made
 * one safe id. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "simtlab/lab.h"
#include "simtlab/submission.h"

/* Refused at line `line`, its construct named `what`. */
static void refused(const char *src, unsigned line, const char *what)
{
    sl_sub_refusal r;
    if (!sl_sub_scan(src, strlen(src), &r))
        fail_msg("not refused: [%s]", src);
    if (r.line != line || strcmp(r.what, what) != 0)
        fail_msg("[%s]: refused at line %u as '%s', want line %u as '%s'", src, r.line, r.what, line, what);
}

static void clean(const char *src)
{
    sl_sub_refusal r;
    if (sl_sub_scan(src, strlen(src), &r))
        fail_msg("refused at line %u as '%s': [%s]", r.line, r.what, src);
}

static void test_plain_includes(void **state)
{
    (void)state;
    refused("#include \"/etc/passwd\"\n", 1, "#include");
    refused("#include </dev/stdin>\n", 1, "#include");
    refused("kernel void f() {}\n\n#include \"other.cl\"\n", 3, "#include");
    refused("#include_next <x.h>\n", 1, "#include_next");
    refused("#import \"x.h\"\n", 1, "#import");
    refused("#embed \"/etc/passwd\"\n", 1, "#embed");
    refused("#include MACRO\n", 1, "#include");
    refused("#include\"x\"", 1, "#include"); /* no space, no final newline */
}

static void test_spacing_and_comments(void **state)
{
    (void)state;
    refused("#  include \"x\"\n", 1, "#include");
    refused("   #\tinclude \"x\"\n", 1, "#include");
    refused("\f#\vinclude \"x\"\n", 1, "#include");
    refused("#/* a comment */include \"x\"\n", 1, "#include");
    refused("/* before */ # include \"x\"\n", 1, "#include");
    /* a comment is one space: the newline inside it does not end the directive */
    refused("#/*\n\n*/include \"x\"\n", 1, "#include");
    refused("/* a\n comment */ #include \"x\"\n", 2, "#include");
    refused("int x;\r\n#include \"x\"\r\n", 2, "#include");
    refused("int x;\r#include \"x\"\r", 2, "#include"); /* a lone CR ends a line too */
}

static void test_splices(void **state)
{
    (void)state;
    refused("#inc\\\nlude \"x\"\n", 1, "#include");
    refused("#\\\ninclude \"x\"\n", 1, "#include");
    refused("\\\n#include \"x\"\n", 2, "#include");
    refused("#in\\\r\ncl\\\nude \"x\"\n", 1, "#include");
    refused("#inc\\  \t\nlude \"x\"\n", 1, "#include"); /* spaces after the backslash: clang still splices */
    refused("int a;\n#inc?\?/\nlude \"x\"\n", 2, "#include"); /* ??/ is a backslash */
}

static void test_digraphs_trigraphs_ucn(void **state)
{
    (void)state;
    refused("%:include \"x\"\n", 1, "%:include (#include)");
    refused("  %: include \"x\"\n", 1, "%:include (#include)");
    refused("?\?=include \"x\"\n", 1, "?\?=include (#include)");
    refused("#\\u0069nclude \"x\"\n", 1, "#include");
    refused("#\\U00000069nclude \"x\"\n", 1, "#include");
    refused("#line 1 \"/etc/passwd\"\n", 1, "#line");
    refused("# 12 \"x.c\"\n", 1, "# followed by a number (a line marker, as #line)");
    refused("#ident \"x\"\n", 1, "#ident");
    refused("#assert x(y)\n", 1, "#assert");
}

static void test_probes(void **state)
{
    (void)state;
    refused("#if __has_include(\"/home/ta/secret\")\n#endif\n", 1, "__has_include");
    refused("#if defined(X) || __has_include_next(<x>)\n#endif\n", 1, "__has_include_next");
    refused("#define P __has_embed(\"x\")\n", 1, "__has_embed");
    refused("__has_incl\\\nude(\"x\")\n", 1, "__has_include");
    refused("_Pragma(\"GCC dependency \\\"x\\\"\")\n", 1, "_Pragma");
    refused("#pragma GCC dependency \"/etc/shadow\"\n", 1, "#pragma ... dependency");
    refused("#pragma include_alias(\"a\", \"b\")\n", 1, "#pragma ... include_alias");
}

static void test_in_skipped_blocks(void **state)
{
    (void)state;
    /* not evaluated: a directive the compiler would skip is refused all the same */
    refused("#if 0\n#include \"x\"\n#endif\n", 2, "#include");
    refused("#ifndef SIMTLAB_CL_COMMON_H\n#include \"common.h\"\n#endif\n", 2, "#include");
}

static void test_nul(void **state)
{
    (void)state;
    static const char src[] = "kernel void f() {}\n\0#include \"x\"\n";
    sl_sub_refusal r;
    assert_true(sl_sub_scan(src, sizeof src - 1, &r));
    assert_int_equal(r.line, 2);
    assert_string_equal(r.what, "a NUL byte");
}

static void test_not_directives(void **state)
{
    (void)state;
    clean("// #include \"x\"\nkernel void f() {}\n");
    clean("/* #include \"x\"\n#include \"y\" */\n");
    clean("// a comment \\\n#include \"x\" spliced into it\n");
    clean("constant char *s = \"#include \\\"x\\\"\";\n");
    clean("constant char *s = \"a\\\n#include b\";\n"); /* a string spliced across lines */
    clean("constant char c = '#';\n");
    clean("int x = 1; #include \"x\"\n"); /* not first on its line: a stray #, the compiler's error */
    clean("#define STR(x) #x\n#define CAT(a, b) a##b\n");
    clean("%:%:include\n##include\n"); /* ## first on a line is no directive */
    clean("#\n# /* the null directive */\n#// too\n");
    clean("#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n#pragma unroll 4\n");
    clean("#define N 4\n#undef N\n#ifdef N\n#elif 1\n#else\n#endif\n#if 0\n#error no\n#warning w\n#endif\n");
    clean("float x = 1e5f + 0x1Fp3f; float y = 2.0f; int include = 3; int dependency = 4;\n");
    clean("?\?=define N 4\n%:define M 5\n");
    clean("/* unterminated comment #include \"x\"");
}

/* The lab kernels, starters and solutions, as written: nothing refused. */
static void test_lab_kernels_pass(void **state)
{
    (void)state;
    static const char *const files[] = { "01-coalescing.cl",    "02-vector-loads.cl", "03-alignment.cl",
                                         "04-aos-soa.cl",       "05-tiled-matmul.cl", "06-transpose-padding.cl",
                                         "07-pipelining.cl",    NULL };
    for (size_t k = 0; files[k]; ++k)
        for (int sol = 0; sol < 2; ++sol) {
            char path[1024];
            snprintf(path, sizeof path, "%s/labs/%s%s", SIMTLAB_CL_DIR, sol ? "solutions/" : "", files[k]);
            FILE *f = fopen(path, "rb");
            assert_non_null(f);
            static char buf[SL_SUB_MAX_BYTES];
            const size_t n = fread(buf, 1, sizeof buf, f);
            fclose(f);
            sl_sub_refusal r;
            if (sl_sub_scan(buf, n, &r))
                fail_msg("%s: refused at line %u as '%s'", path, r.line, r.what);
        }
}

static void test_message(void **state)
{
    (void)state;
    sl_sub_refusal r;
    assert_true(sl_sub_scan("\n\n%:include \"x\"\n", 14, &r));
    char text[512];
    sl_sub_refusal_text(&r, text, sizeof text);
    assert_non_null(strstr(text, "line 3: %:include (#include) is not allowed: a submission is one file"));
}

/* ---- a grade's submissions ------------------------------------------------ */

static char root[64];

static void put(const char *rel, const char *text)
{
    char path[640];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void dir(const char *rel)
{
    char path[640];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    assert_int_equal(mkdir(path, 0700), 0);
}

/* rel (under root) resolves to id, and to file (under root) or, when file
 * is NULL, to no file with why_has in its reason */
static void expect(const sl_lab *lab, const char *rel, const char *id, const char *file, const char *why_has)
{
    char arg[640], want[640];
    snprintf(arg, sizeof arg, "%s/%s", root, rel);
    sl_submission s;
    sl_sub_resolve(lab, arg, &s);
    if (id && strcmp(s.id, id) != 0)
        fail_msg("%s: id '%s', want '%s'", rel, s.id, id);
    if (file) {
        snprintf(want, sizeof want, "%s/%s", root, file);
        if (strcmp(s.file, want) != 0)
            fail_msg("%s: file '%s', want '%s'", rel, s.file, want);
    } else if (s.file[0] || !strstr(s.why, why_has)) {
        fail_msg("%s: file '%s', why '%s', want none and '%s'", rel, s.file, s.why, why_has);
    }
}

static int make_root(void **state)
{
    (void)state;
    snprintf(root, sizeof root, "/tmp/sl_subXXXXXX");
    return mkdtemp(root) ? 0 : -1;
}

/* run even when a check failed: no directory left behind */
static int remove_root(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    return system(cmd) == 0 ? 0 : -1;
}

static void test_resolve(void **state)
{
    (void)state;
    const sl_lab *lab = sl_lab_find(2);
    assert_non_null(lab);
    char base[64], own[128];
    sl_lab_basename(lab, SL_LAB_STARTER, base, sizeof base); /* 02-vector-loads.cl */
    snprintf(own, sizeof own, "alice/%s", base);
    dir("alice");
    put(own, "kernel void k(void) {}\n");
    put("alice/notes.cl", "// not the submission: the lab's own name is\n");
    dir("bob");
    put("bob/mine.cl", "// bob's only .cl\n");
    dir("carol");
    put("carol/a.cl", "");
    put("carol/b.cl", "");
    dir("erin");
    put("dave.cl", "// a file of its own\n");
    dir("ben");
    put("ben/answers.txt", "q1 = 4\n");
    char target[640], link[640];
    snprintf(target, sizeof target, "%s/dave.cl", root);
    snprintf(link, sizeof link, "%s/mallory.cl", root);
    assert_int_equal(symlink(target, link), 0);
    snprintf(link, sizeof link, "%s/trent", root);
    assert_int_equal(symlink(root, link), 0);

    expect(lab, "alice", "alice", own, NULL);         /* the lab's own file in a directory */
    expect(lab, own, "alice", own, NULL);             /* ... named: the directory is the student */
    expect(lab, "bob", "bob", "bob/mine.cl", NULL);    /* a directory's only .cl */
    expect(lab, "carol", "carol", NULL, "2 .cl files in"); /* two, none the lab's: which? */
    expect(lab, "erin", "erin", NULL, "no .cl file in");
    expect(lab, "erin", "erin", NULL, base);           /* ... it names the one expected */
    expect(lab, "dave.cl", "dave", "dave.cl", NULL);   /* a file: its name is the id */
    /* links, to a file or a directory: refused by name, never followed */
    expect(lab, "mallory.cl", "mallory", NULL, "is a symbolic link: it is refused, not followed");
    expect(lab, "trent", "trent", NULL, "symbolic link");
    expect(lab, "zed.cl", "zed", NULL, "No such file or directory");
    expect(sl_lab_find(8), "ben", "ben", "ben/answers.txt", NULL); /* lab 8 takes a .txt */

    /* a bare name is made a path ("./"), never a name looked up on the kernel search path */
    char cwd[1024];
    assert_non_null(getcwd(cwd, sizeof cwd));
    assert_int_equal(chdir(root), 0);
    sl_submission s;
    sl_sub_resolve(lab, "dave.cl", &s);
    const bool file_ok = strcmp(s.file, "./dave.cl") == 0;
    sl_sub_resolve(lab, "bob", &s);
    const bool dir_ok = strcmp(s.file, "./bob/mine.cl") == 0;
    assert_int_equal(chdir(cwd), 0);
    assert_true(file_ok);
    assert_true(dir_ok);
}

/* One safe id from any name: no control byte, valid UTF-8, no '/' and no
 * leading '.' (it names the student's log file), cut on a whole escape. */
static void test_student_id(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        { "alice", "alice" },
        { ".hidden", "\\x2Ehidden" },
        { "a/b", "a\\x2Fb" },
        { "a.b", "a.b" },
        { "\x1b[31mred", "\\x1B[31mred" },
        { "bad\xff", "bad\\xFF" },
        { "=1+2", "=1+2" }, /* a formula: the CSV writer disarms it, the id keeps it */
    };
    char id[128];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        sl_sub_student_id(cases[i][0], id, sizeof id);
        assert_string_equal(id, cases[i][1]);
    }
    /* cut to fit, never inside a character or an escape, its own or the first pass's */
    static const struct { const char *raw; size_t len; const char *want; } cuts[] = {
        { "ab/cdef", 8, "ab\\x2Fc" }, { "ab/cdef", 7, "ab\\x2F" }, { "ab/cdef", 6, "ab" },
        { "ab/cdef", 3, "ab" },        { "a\x1b", 5, "a" },         { "a\xc3\xa9z", 3, "a" },
        { "a\xc3\xa9z", 4, "a\xc3\xa9" },
    };
    char small[16];
    for (size_t i = 0; i < sizeof cuts / sizeof cuts[0]; ++i) {
        sl_sub_student_id(cuts[i].raw, small, cuts[i].len);
        assert_string_equal(small, cuts[i].want);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plain_includes),    cmocka_unit_test(test_spacing_and_comments),
        cmocka_unit_test(test_splices),           cmocka_unit_test(test_digraphs_trigraphs_ucn),
        cmocka_unit_test(test_probes),            cmocka_unit_test(test_in_skipped_blocks),
        cmocka_unit_test(test_nul),               cmocka_unit_test(test_not_directives),
        cmocka_unit_test(test_lab_kernels_pass),  cmocka_unit_test(test_message),
        cmocka_unit_test_setup_teardown(test_resolve, make_root, remove_root),
        cmocka_unit_test(test_student_id),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
