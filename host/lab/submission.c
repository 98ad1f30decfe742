/* submission.c - the directives a student's kernel file may hold
 * (submission.h). */
#include "simtlab/submission.h"

#include <stdio.h>
#include <string.h>

/* The scan's position in the text: a raw byte offset and its line. */
typedef struct pos {
    size_t i;
    unsigned line;
} pos;

/* The character a trigraph ??X stands for, or 0 for none. Clang reads
 * trigraphs in OpenCL C (a C99 mode without GNU extensions): all nine are
 * taken, so `??=include` is `#include` here as there. */
static int trigraph(const char *s, size_t n, size_t i)
{
    static const char from[] = "=/'()!<>-", to[] = "#\\^[]|{}~";
    if (i + 2 >= n || s[i] != '?' || s[i + 1] != '?')
        return 0;
    const char *k = s[i + 2] ? strchr(from, s[i + 2]) : NULL;
    return k ? to[k - from] : 0;
}

/* Is there a backslash-newline splice at p? Moves p past it. Clang takes
 * spaces between the backslash and the newline as a splice too (with a
 * warning), and a trigraph ??/ as the backslash. */
static bool splice(const char *s, size_t n, pos *p)
{
    size_t j = p->i;
    if (j < n && s[j] == '\\')
        j += 1;
    else if (trigraph(s, n, j) == '\\')
        j += 3;
    else
        return false;
    while (j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\f' || s[j] == '\v'))
        ++j;
    if (j < n && (s[j] == '\n' || s[j] == '\r')) {
        j += (s[j] == '\r' && j + 1 < n && s[j + 1] == '\n') ? 2 : 1;
        p->i = j;
        p->line++;
        return true;
    }
    return false;
}

/* The next character as the preprocessor sees it (splices gone, trigraphs
 * replaced, \r\n and a lone \r as \n), p moved past it; -1 at the end.
 * *at (may be NULL): the raw offset it was spelled at. */
static int next_c(const char *s, size_t n, pos *p, size_t *at)
{
    while (splice(s, n, p))
        ;
    if (at)
        *at = p->i;
    if (p->i >= n)
        return -1;
    int c = trigraph(s, n, p->i);
    if (c) {
        p->i += 3;
        return c;
    }
    c = (unsigned char)s[p->i++];
    if (c == '\r') {
        if (p->i < n && s[p->i] == '\n')
            p->i++;
        c = '\n';
    }
    if (c == '\n')
        p->line++;
    return c;
}

static int peek_c(const char *s, size_t n, pos p)
{
    return next_c(s, n, &p, NULL);
}

static bool is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}

static bool ident_start(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c == '\\' || c >= 0x80;
}

static bool ident_char(int c)
{
    return ident_start(c) || (c >= '0' && c <= '9');
}

static int hex_digit(int c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* An identifier from p (its first character already read: c) into name,
 * a universal character name for an ASCII letter (\u0069) decoded as the
 * letter: `#\u0069nclude` names no other directive than `#include`. */
static void read_ident(const char *s, size_t n, pos *p, int c, char *name, size_t len)
{
    size_t k = 0;
    for (;;) {
        if (c == '\\') { /* \uXXXX or \UXXXXXXXX */
            const int u = peek_c(s, n, *p);
            unsigned long v = 0;
            int digits = u == 'u' ? 4 : u == 'U' ? 8 : 0;
            if (digits) {
                (void)next_c(s, n, p, NULL);
                for (; digits > 0 && hex_digit(peek_c(s, n, *p)) >= 0; --digits)
                    v = v * 16 + (unsigned long)hex_digit(next_c(s, n, p, NULL));
            }
            c = v > 0 && v < 0x80 ? (int)v : '?';
        }
        if (k + 1 < len)
            name[k++] = (char)c;
        const int d = peek_c(s, n, *p);
        if (!ident_char(d))
            break;
        c = next_c(s, n, p, NULL);
    }
    name[k] = '\0';
}

/* Past a block comment (its opening slash-star read): comments are one
 * space, newlines inside them included. */
static void skip_block_comment(const char *s, size_t n, pos *p)
{
    int prev = 0, c;
    while ((c = next_c(s, n, p, NULL)) >= 0) {
        if (prev == '*' && c == '/')
            return;
        prev = c;
    }
}

/* Up to the end of the line (not past its newline): a line comment. */
static void skip_line(const char *s, size_t n, pos *p)
{
    int c;
    while ((c = peek_c(s, n, *p)) >= 0 && c != '\n')
        (void)next_c(s, n, p, NULL);
}

/* Past a string or character literal (its quote read); a newline ends an
 * unterminated one. */
static void skip_literal(const char *s, size_t n, pos *p, int quote)
{
    int c;
    while ((c = peek_c(s, n, *p)) >= 0 && c != '\n') {
        (void)next_c(s, n, p, NULL);
        if (c == quote)
            return;
        if (c == '\\' && peek_c(s, n, *p) >= 0 && peek_c(s, n, *p) != '\n')
            (void)next_c(s, n, p, NULL);
    }
}

static bool refuse(sl_sub_refusal *r, unsigned line, const char *fmt, const char *a, const char *b)
{
    r->line = line;
    snprintf(r->what, sizeof r->what, fmt, a, b);
    return true;
}

/* The directive whose '#' (spelled `hash`) was read at line: spaces and
 * comments, then its name. true when refused; *pragma set for #pragma. */
static bool directive(const char *s, size_t n, pos *p, unsigned line, const char *hash, bool *pragma,
                      sl_sub_refusal *r)
{
    static const char *const allowed[] = { "define", "undef", "if",    "ifdef", "ifndef",  "elif",
                                           "else",   "endif", "error", "warning", "pragma", NULL };
    int c;
    for (;;) {
        c = peek_c(s, n, *p);
        if (is_space(c)) {
            (void)next_c(s, n, p, NULL);
        } else if (c == '/') {
            pos q = *p;
            (void)next_c(s, n, &q, NULL);
            const int d = peek_c(s, n, q);
            if (d != '*' && d != '/')
                return false;
            (void)next_c(s, n, &q, NULL);
            *p = q;
            if (d == '*')
                skip_block_comment(s, n, p);
            else
                skip_line(s, n, p);
        } else {
            break;
        }
    }
    if (c >= '0' && c <= '9')
        return refuse(r, line, "%s followed by a number (a line marker, as #line)", hash, "");
    if (!ident_start(c))
        return false; /* the null directive, or one the compiler rejects itself */
    char name[48];
    read_ident(s, n, p, next_c(s, n, p, NULL), name, sizeof name);
    for (size_t k = 0; allowed[k]; ++k)
        if (strcmp(name, allowed[k]) == 0) {
            *pragma = strcmp(name, "pragma") == 0;
            return false;
        }
    if (strcmp(hash, "#") == 0)
        return refuse(r, line, "#%s%s", name, "");
    char spelled[8 + sizeof name];
    snprintf(spelled, sizeof spelled, "%s%s", hash, name);
    return refuse(r, line, "%s (#%s)", spelled, name); /* as typed, and what it is */
}

bool sl_sub_scan(const char *text, size_t len, sl_sub_refusal *r)
{
    memset(r, 0, sizeof *r);
    const char *nul = memchr(text, '\0', len);
    if (nul) {
        unsigned line = 1;
        for (const char *q = text; q < nul; ++q)
            line += *q == '\n';
        return refuse(r, line, "a NUL byte%s%s", "", "");
    }
    static const char *const probes[] = { "__has_include", "__has_include_next", "__has_embed", "_Pragma", NULL };
    pos p = { 0, 1 };
    bool bol = true, pragma = false;
    for (;;) {
        size_t at = 0;
        const int c = next_c(text, len, &p, &at);
        if (c < 0)
            return false;
        const unsigned line = p.line - (c == '\n'); /* its own line, after any splice before it */
        if (c == '\n') {
            bol = true;
            pragma = false;
            continue;
        }
        if (is_space(c))
            continue;
        const int d = peek_c(text, len, p);
        if (c == '/' && (d == '*' || d == '/')) {
            (void)next_c(text, len, &p, NULL);
            if (d == '*')
                skip_block_comment(text, len, &p);
            else
                skip_line(text, len, &p);
            continue; /* a comment keeps the line's start: "/ * x * / #include" is a directive */
        }
        if (bol && (c == '#' || (c == '%' && d == ':'))) {
            const char *hash = c == '%' ? "%:" : text[at] == '?' ? "?\?=" : "#";
            if (c == '%')
                (void)next_c(text, len, &p, NULL);
            bol = false;
            if (directive(text, len, &p, line, hash, &pragma, r))
                return true;
            continue;
        }
        bol = false;
        if (c == '"' || c == '\'') {
            skip_literal(text, len, &p, c);
        } else if (ident_start(c)) {
            char name[48];
            read_ident(text, len, &p, c, name, sizeof name);
            for (size_t k = 0; probes[k]; ++k)
                if (strcmp(name, probes[k]) == 0)
                    return refuse(r, line, "%s%s", name, "");
            if (pragma && (strcmp(name, "dependency") == 0 || strcmp(name, "include_alias") == 0))
                return refuse(r, line, "#pragma ... %s%s", name, "");
        } else if (c >= '0' && c <= '9') {
            while (ident_char(peek_c(text, len, p)) || peek_c(text, len, p) == '.')
                (void)next_c(text, len, &p, NULL); /* a number's letters (1e5f, 0x1F) name nothing */
        }
    }
}

void sl_sub_refusal_text(const sl_sub_refusal *r, char *out, size_t len)
{
    const char *why = strcmp(r->what, "a NUL byte") == 0
                          ? "a kernel file is text, and the compiler would stop reading at it"
                          : "a submission is one file, compiled alone: it may not include, probe or rename a file "
                            "(simtlab puts common.h in front of it already)";
    snprintf(out, len, "line %u: %s is not allowed: %s", r->line, r->what, why);
}
