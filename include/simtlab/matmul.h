/* matmul.h - the host side of the matmul suite that needs no device
 * (host/check/matmul.c): the double-precision reference and the check of a
 * device's C against it. Pure C, so tests reach it without OpenCL. */
#ifndef SIMTLAB_MATMUL_H
#define SIMTLAB_MATMUL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Rows rows[0..nrows) of C = A x B (row-major, A m x k, B k x n) in double:
 * ref[r * n + j] = sum_k A[row][k] B[k][j] and abs_ref[...] = the same sum of
 * |A| |B| (the scale of the rounding error any fp32 order can make). Blocked
 * over four rows at a time so each row of B is read once per block, and
 * split over the host's cores. Returns 0, or -1 when a thread cannot start
 * (the work is then done on this thread). */
int sl_mm_reference(const float *A, const float *B, size_t n, size_t k, const size_t *rows, size_t nrows,
                    double *ref, double *abs_ref);

/* The threads sl_mm_reference splits its rows over: the host's online
 * cores, 1 to 64. A suite sizes its check by it (sl_mm_check_rows). */
size_t sl_mm_ref_threads(void);

/* The bound on the relative Frobenius error of an fp32 product with inner
 * dimension k: k x 2^-24. Rounding errors of a sum of k random-signed terms
 * grow about as sqrt(k) x 2^-24 (any order, FMA or not); the bound leaves
 * sqrt(k) of margin and still catches one wrong output in a few thousand. */
double sl_mm_frobenius_bound(size_t k);

/* Check rows rows[0..nrows) of the device's C (m x n, full matrix) against
 * the reference: the relative Frobenius error over those rows must be at
 * most sl_mm_frobenius_bound(k), and every output within 1.01 x k x 2^-24 x
 * abs_ref of the reference (the worst-case bound of any summation order,
 * so no right answer fails it; NaN and garbage do). 0 when right, else -1
 * with `why` filled. *rel_err gets the relative Frobenius error. */
int sl_mm_check(const float *C, size_t n, size_t k, const size_t *rows, size_t nrows, const double *ref,
                const double *abs_ref, double *rel_err, char *why, size_t len);

/* How many rows of an m-row C the check covers: every row when m x n x k
 * is within budget_fma, else as many as fit it, at least min(m, 16). */
size_t sl_mm_check_rows(size_t m, size_t n, size_t k, double budget_fma);

/* The chosen rows, sorted and distinct: all of them when count == m; else
 * one row drawn from the seed in each of `count` equal strata of [0, m),
 * the first and last rows always in. Random within a stratum, not evenly
 * spaced: evenly spaced rows line up with the kernels' tiles (8192 rows,
 * 64 checked: a stride of 128 minus a little) and can miss the same
 * accumulator row of every work-item; a random row of each 128-row
 * stratum lands on any of them. */
void sl_mm_pick_rows(size_t m, size_t count, uint64_t seed, size_t *rows);

/* The distinct bytes of the A and B tiles the first 32-lane warp of a
 * (tx, ty) group reads at one step of k, each work-item owning tm rows and
 * tn columns of outputs (tm floats of A, tn of B a step): lanes that share
 * a row owner read the same A floats (a broadcast), and likewise for B.
 * warp_tile false: lane l is work-item (l % tx, l / tx), as regblock2d and
 * dbuf give them out; true: the warp's lanes are 4 x 8 over its own corner
 * (warptile: row owner l / 8, column owner l % 8). */
double sl_mm_warp_local_bytes(unsigned tx, unsigned ty, unsigned tm, unsigned tn, bool warp_tile);

/* cl/matmul.cl's padding of its k-major A tiles, floats a row. */
#define SL_MM_APAD 4

/* Local memory of one warptile work-group, bytes: two K-deep tiles of A
 * (bm + SL_MM_APAD floats a row) and of B (bn), double-buffered. */
uint64_t sl_mm_warptile_local_bytes(unsigned bm, unsigned bn, unsigned wbk);

/* warptile's default K step for tiles bm x bn with tm x tn per work-item
 * on a device with local_mem bytes a work-group: `want` (16 on a GPU),
 * halved until the tiles fit local_mem and stay a whole number of float4
 * loads for each of the (bm / tm) x (bn / tn) work-items; `want` when no
 * step of 4 or more does (the row is then skipped with the reason). The
 * tiles do not depend on the shape of C: 128 x 256 / 8 x 16 needs 49664 B
 * at a step of 16, past NVIDIA's 48 KiB at any M, N, K, and gets 8 there. */
unsigned sl_mm_warptile_k_step(unsigned bm, unsigned bn, unsigned tm, unsigned tn, unsigned want,
                               uint64_t local_mem);

#endif
