/* parse.h - parsing of command-line values (sizes, counts, key=value). */
#ifndef SIMTLAB_PARSE_H
#define SIMTLAB_PARSE_H

#include <stdint.h>
#include "simtlab/error.h"

/* "4096", "64K", "256M", "1G", "2T" (binary multiples; optional "iB" or "B").
 * Rejects empty text, signs, zero, garbage and overflow with SL_E_USAGE. */
int sl_parse_size(const char *text, uint64_t *out, sl_err *e);

/* A decimal whole number in [min, max]; SL_E_USAGE otherwise. `what` names
 * the option in the message. */
int sl_parse_u64(const char *text, uint64_t min, uint64_t max, const char *what,
                 uint64_t *out, sl_err *e);

/* One "KEY=VALUE" of text[0..len) (a --param, or one of a lab dataset's
 * comma-separated params): KEY 1..key_len-1 characters into key, VALUE a
 * whole number (sl_parse_u64) into *val. SL_E_USAGE naming what is wrong. */
int sl_parse_param(const char *text, size_t len, char *key, size_t key_len, uint64_t *val, sl_err *e);

/* A positive decimal number (seconds, say); SL_E_USAGE otherwise. */
int sl_parse_positive(const char *text, const char *what, double *out, sl_err *e);

/* A length of time in seconds: a positive decimal number with an optional
 * unit, s (the default), m or h: "600", "600s", "10m", "1.5h". At most a
 * week (SL_DURATION_MAX_S). SL_E_USAGE naming `what` and the text otherwise. */
#define SL_DURATION_MAX_S (7.0 * 24 * 3600)
int sl_parse_duration(const char *text, const char *what, double *seconds, sl_err *e);

/* A matrix-multiply shape: C (m x n) = A (m x k) x B (k x n). */
typedef struct sl_mnk {
    uint64_t m, n, k;
} sl_mnk;

#define SL_MNK_MAX 16
#define SL_MNK_DIM_MAX 1048576u /* 2^20 per dimension: far past any device's memory */

/* "1024,2048" (square) or "67x45x33" (M x N x K), comma-separated, at most
 * max entries, each dimension in [1, SL_MNK_DIM_MAX]. SL_E_USAGE with a
 * message naming the bad entry (zero, negative, garbage, too many). */
int sl_parse_mnk_list(const char *text, sl_mnk *out, size_t max, size_t *n, sl_err *e);

/* "1023 B", "1.5 KiB", "64.0 MiB": human form of a byte count into buf. */
const char *sl_format_bytes(uint64_t bytes, char *buf, size_t len);

/* Two byte counts a message compares ("needs A, has B"): human forms, or
 * both exact ("1048577 B", "1048576 B") when rounding would print the same
 * text for different counts. */
void sl_format_bytes_pair(uint64_t a, uint64_t b, char *abuf, char *bbuf, size_t len);

#endif
