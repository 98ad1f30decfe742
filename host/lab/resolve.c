/* resolve.c - a grade's SUBMISSION arguments into the file to grade and
 * the student's id (submission.h, sl_sub_resolve): a kernel file, lab 8's
 * answer file, or a directory holding one; never through a link. */
#define _GNU_SOURCE /* realpath; basename and dirname are libgen.h's (they may change their argument: copies) */
#include "simtlab/submission.h"

#include <dirent.h>
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "simtlab/lab.h"
#include "simtlab/program.h"
#include "simtlab/str.h"

/* name without its .cl / .txt */
static void id_of(const char *name, char *id, size_t len)
{
    size_t n = strlen(name);
    if (n > 3 && (strcmp(name + n - 3, ".cl") == 0))
        n -= 3;
    else if (n > 4 && strcmp(name + n - 4, ".txt") == 0)
        n -= 4;
    snprintf(id, len, "%.*s", (int)n, name);
}

static bool has_ext(const char *name, const char *ext)
{
    const size_t n = strlen(name), e = strlen(ext);
    return n > e && strcmp(name + n - e, ext) == 0;
}

/* The file to grade in directory dir: the lab's own name, else its only
 * .cl (.txt for an answer lab). false with s->why otherwise. A link is
 * taken as the entry it is (never stat'ed through): the grader's read of
 * the file (never through a link) refuses it by name. */
static bool file_in_dir(const sl_lab *lab, const char *dir, sl_submission *s)
{
    char base[64];
    sl_lab_basename(lab, SL_LAB_STARTER, base, sizeof base);
    snprintf(s->file, sizeof s->file, "%.900s/%s", dir, base);
    struct stat st;
    if (lstat(s->file, &st) == 0 && (S_ISREG(st.st_mode) || S_ISLNK(st.st_mode)))
        return true;
    const char *ext = sl_lab_is_answers(lab) ? ".txt" : ".cl";
    DIR *d = opendir(dir);
    unsigned found = 0;
    for (struct dirent *de = d ? readdir(d) : NULL; de; de = readdir(d)) {
        if (de->d_name[0] == '.' || !has_ext(de->d_name, ext))
            continue;
        if (found++ == 0)
            snprintf(s->file, sizeof s->file, "%.900s/%.100s", dir, de->d_name);
    }
    if (d)
        closedir(d);
    if (found == 1)
        return true;
    s->file[0] = '\0';
    if (found)
        snprintf(s->why, sizeof s->why, "%u %s files in %.200s and none named %s: which is the submission?", found,
                 ext, dir, base);
    else
        snprintf(s->why, sizeof s->why, "no %s file in %.200s (expected %s)", ext, dir, base);
    return false;
}

/* One SUBMISSION argument into s, its id as the file system named it. */
static void resolve(const sl_lab *lab, const char *arg, sl_submission *s)
{
    memset(s, 0, sizeof *s);
    char copy[PATH_MAX], real[PATH_MAX];
    snprintf(copy, sizeof copy, "%s", arg);
    struct stat st;
    if (lstat(arg, &st) != 0) {
        id_of(basename(copy), s->id, sizeof s->id);
        snprintf(s->why, sizeof s->why, "%.300s: %s", arg, strerror(errno));
        return;
    }
    if (S_ISLNK(st.st_mode)) { /* a submission is data: a link to one of the grader's files is not followed */
        id_of(basename(copy), s->id, sizeof s->id);
        snprintf(s->why, sizeof s->why, "%.300s is a symbolic link: it is refused, not followed (a submission must "
                 "be the file or directory itself)", arg);
        return;
    }
    if (S_ISDIR(st.st_mode)) {
        /* "." grades the directory it names: its real name is the id */
        snprintf(s->id, sizeof s->id, "%s", basename(realpath(arg, real) ? real : copy));
        if (file_in_dir(lab, arg, s) && !sl_prog_is_path(s->file)) { /* a path, never a name on the kernel path */
            char rel[sizeof s->file];
            snprintf(rel, sizeof rel, "./%.1000s", s->file);
            snprintf(s->file, sizeof s->file, "%s", rel);
        }
        return;
    }
    char base[64];
    sl_lab_basename(lab, SL_LAB_STARTER, base, sizeof base);
    const char *name = basename(copy);
    if (strcmp(name, base) == 0 && realpath(arg, real)) { /* alice/02-vector-loads.cl: alice */
        char *dir = dirname(real);
        snprintf(s->id, sizeof s->id, "%s", basename(dir));
    } else {
        id_of(name, s->id, sizeof s->id);
    }
    if (!S_ISREG(st.st_mode)) {
        snprintf(s->why, sizeof s->why, "%.300s is not a regular file", arg);
        return;
    }
    snprintf(s->file, sizeof s->file, "%s%.1000s", sl_prog_is_path(arg) ? "" : "./", arg);
}

void sl_sub_student_id(const char *raw, char *id, size_t len)
{
    sl_str_escape_name(raw, id, len);
}

void sl_sub_resolve(const sl_lab *lab, const char *arg, sl_submission *s)
{
    resolve(lab, arg, s);
    char raw[sizeof s->id];
    memcpy(raw, s->id, sizeof raw);
    sl_sub_student_id(raw, s->id, sizeof s->id);
}
