/* str.h - a growing string: printf onto its end. Running out of memory
 * sets oom and stops it growing (every later printf is dropped), so a
 * writer checks once at the end instead of after every line. */
#ifndef SIMTLAB_STR_H
#define SIMTLAB_STR_H

#include <stdbool.h>
#include <stddef.h>

typedef struct sl_str {
    char *s;        /* NUL-terminated once anything is written; NULL before */
    size_t n, cap;
    bool oom;
} sl_str;

void sl_str_printf(sl_str *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The text so far: "" when nothing was written. */
const char *sl_str_text(const sl_str *b);

void sl_str_free(sl_str *b);

/* A list in a fixed buffer (list, cap bytes, NUL-terminated, ", " between
 * items): name's first 60 bytes (n of them) and why appended, unless that
 * item is there already; cut where the buffer ends. The compiled-code
 * readers' callees not followed (amdgcn.h, ptx.h). */
void sl_str_list_add_once(char *list, size_t cap, const char *name, size_t n, const char *why);

/* ---- text from outside, made safe to show ------------------------------
 * A student's file name, a compiler's message, a device's name: text that
 * reaches a terminal, a log file, a CSV cell or a JSON value must not act
 * on what reads it (an ESC sequence repaints a terminal; a forged line
 * break forges a row). One rule, everywhere: each C0 control byte (< 0x20),
 * DEL (0x7F) and C1 control written as UTF-8 (C2 80..C2 9F, written as its
 * code point) becomes \xNN (upper-case hex), and so does each byte that
 * does not begin a well-formed UTF-8 sequence (RFC 3629: no overlongs, no
 * surrogates, nothing past U+10FFFF). Everything else is kept as it is,
 * backslashes included: the result is printable valid UTF-8, though two
 * different texts can escape alike (a caller that keys on it compares the
 * escaped forms). */

/* Keep line breaks and tabs (a multi-line log the student reads); a CR is
 * still escaped, as it would hide what came before it on the line. */
#define SL_ESC_LINES 1u

/* The length (1..4) of the well-formed UTF-8 sequence at p, or 0 when p
 * does not start one (Table 3-7 of the Unicode standard). */
size_t sl_utf8_seq_len(const char *p);

/* in, escaped by the rule above, onto b's end. */
void sl_str_escape(sl_str *b, const char *in, unsigned flags);

/* The same rule (no flags: one line) into out, cut to fit len on a whole
 * character or escape. Returns its length. */
size_t sl_str_escape_ctrl(const char *in, char *out, size_t len);

/* The same, and a file name of its own besides: each '/' and a leading '.'
 * escaped too (\x2F, \x2E), so the result names one file in a directory
 * and never a hidden one or "..". Returns its length. */
size_t sl_str_escape_name(const char *in, char *out, size_t len);

#endif
