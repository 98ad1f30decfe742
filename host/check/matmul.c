/* matmul.c (check) - the matmul suite's host side that needs no device:
 * the double-precision reference of rows of C, split over the host's
 * cores, the check of a device's C against it, and the choice of rows
 * (simtlab/matmul.h).
 *
 * Why host/check/ and not host/model/ or host/suites/: a model predicts
 * what the hardware should do, a suite drives OpenCL; this is what a
 * suite's output is compared with, pure C (libc, libm, pthreads), so unit
 * tests and a lab checker reach it with no device, and a suite never
 * carries its own copy. */
#include "simtlab/matmul.h"

#include <math.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <unistd.h>

#include "simtlab/rng.h"

typedef struct ref_job {
    const float *A, *B;
    size_t n, k;
    const size_t *rows;
    size_t first, count;     /* this thread's share of rows[] */
    double *ref, *abs_ref;
} ref_job;

/* Four rows at a time: row kk of B is read once for four rows of C. */
static void *ref_rows(void *arg)
{
    const ref_job *j = arg;
    const size_t n = j->n, k = j->k;
    for (size_t r = j->first; r < j->first + j->count; r += 4) {
        const size_t nr = j->first + j->count - r < 4 ? j->first + j->count - r : 4;
        double *c[4], *ac[4];
        const float *a[4];
        for (size_t q = 0; q < 4; ++q) {
            const size_t rr = r + (q < nr ? q : 0);
            c[q] = j->ref + rr * n;
            ac[q] = j->abs_ref + rr * n;
            a[q] = j->A + j->rows[rr] * k;
        }
        for (size_t q = 0; q < nr; ++q)
            for (size_t col = 0; col < n; ++col)
                c[q][col] = ac[q][col] = 0.0;
        for (size_t kk = 0; kk < k; ++kk) {
            const float *b = j->B + kk * n;
            for (size_t q = 0; q < nr; ++q) {
                const double av = a[q][kk], aa = fabs(av);
                double *cq = c[q], *aq = ac[q];
                for (size_t col = 0; col < n; ++col) {
                    cq[col] += av * (double)b[col];
                    aq[col] += aa * fabs((double)b[col]);
                }
            }
        }
    }
    return NULL;
}

size_t sl_mm_ref_threads(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 64 ? 64 : (size_t)n;
}

int sl_mm_reference(const float *A, const float *B, size_t n, size_t k, const size_t *rows, size_t nrows,
                    double *ref, double *abs_ref)
{
    size_t nt = sl_mm_ref_threads();
    /* shares of whole 4-row blocks */
    const size_t blocks = (nrows + 3) / 4;
    if (nt > blocks)
        nt = blocks ? blocks : 1;
    ref_job jobs[64];
    pthread_t tid[64];
    bool started[64] = { false };
    int rc = 0;
    size_t at = 0;
    for (size_t t = 0; t < nt; ++t) {
        const size_t b = blocks / nt + (t < blocks % nt);
        const size_t cnt = b * 4 > nrows - at ? nrows - at : b * 4;
        jobs[t] = (ref_job){ A, B, n, k, rows, at, cnt, ref, abs_ref };
        at += cnt;
        if (t > 0 && pthread_create(&tid[t], NULL, ref_rows, &jobs[t]) == 0)
            started[t] = true;
    }
    ref_rows(&jobs[0]);
    for (size_t t = 1; t < nt; ++t) {
        if (started[t]) {
            pthread_join(tid[t], NULL);
        } else {
            ref_rows(&jobs[t]);
            rc = -1;
        }
    }
    return rc;
}

double sl_mm_frobenius_bound(size_t k)
{
    return (double)(k ? k : 1) * 0x1p-24;
}

int sl_mm_check(const float *C, size_t n, size_t k, const size_t *rows, size_t nrows, const double *ref,
                const double *abs_ref, double *rel_err, char *why, size_t len)
{
    const double elem_bound = 1.01 * (double)k * 0x1p-24;
    double num = 0.0, den = 0.0;
    size_t bad = 0, first_r = 0, first_c = 0;
    for (size_t i = 0; i < nrows; ++i) {
        const float *c = C + rows[i] * n;
        const double *w = ref + i * n, *aw = abs_ref + i * n;
        for (size_t j = 0; j < n; ++j) {
            const double d = (double)c[j] - w[j];
            num += d * d;
            den += w[j] * w[j];
            /* !(x <= b) also catches NaN */
            if (!(fabs(d) <= elem_bound * aw[j]) && bad++ == 0) {
                first_r = i;
                first_c = j;
            }
        }
    }
    const double rel = den > 0.0 ? sqrt(num / den) : sqrt(num);
    *rel_err = rel;
    const double bound = sl_mm_frobenius_bound(k);
    if (bad || !(rel <= bound)) {
        const size_t checked = nrows * n;
        if (bad)
            snprintf(why, len,
                     "check failed: relative Frobenius error %.3g (bound %.3g); %zu of %zu outputs outside k x 2^-24 "
                     "x |A||B|, first C[%zu][%zu] = %.9g, want %.9g",
                     rel, bound, bad, checked, rows[first_r], first_c, (double)C[rows[first_r] * n + first_c],
                     ref[first_r * n + first_c]);
        else
            snprintf(why, len, "check failed: relative Frobenius error %.3g over %zu outputs exceeds %.3g (k x 2^-24)",
                     rel, checked, bound);
        return -1;
    }
    return 0;
}

size_t sl_mm_check_rows(size_t m, size_t n, size_t k, double budget_fma)
{
    const double per_row = (double)n * (double)k;
    if ((double)m * per_row <= budget_fma)
        return m;
    size_t r = (size_t)(budget_fma / per_row);
    const size_t floor_rows = m < 16 ? m : 16;
    return r < floor_rows ? floor_rows : r > m ? m : r;
}

void sl_mm_pick_rows(size_t m, size_t count, uint64_t seed, size_t *rows)
{
    if (count >= m) {
        for (size_t i = 0; i < m; ++i)
            rows[i] = i;
        return;
    }
    uint64_t state = seed ^ 0xC0FFEEull;
    for (size_t i = 0; i < count; ++i) {
        const size_t lo = (size_t)((double)i * (double)m / (double)count);
        const size_t hi = (size_t)((double)(i + 1) * (double)m / (double)count); /* exclusive */
        rows[i] = lo + (size_t)(sl_rng_next(&state) % (uint64_t)(hi > lo ? hi - lo : 1));
    }
    rows[0] = 0;
    rows[count - 1] = m - 1;
}

double sl_mm_warp_local_bytes(unsigned tx, unsigned ty, unsigned tm, unsigned tn, bool warp_tile)
{
    /* owners seen among the warp's lanes: a lane's row owner (its A floats)
     * and column owner (its B floats); at most 32 of each */
    bool row_seen[32] = { false }, col_seen[32] = { false };
    unsigned rows = 0, cols = 0;
    const unsigned lanes = tx * ty < 32 ? tx * ty : 32;
    for (unsigned l = 0; l < lanes; ++l) {
        const unsigned r = warp_tile ? l / 8 : l / tx, c = warp_tile ? l % 8 : l % tx;
        rows += !row_seen[r];
        cols += !col_seen[c];
        row_seen[r] = col_seen[c] = true;
    }
    return 4.0 * ((double)rows * tm + (double)cols * tn);
}

uint64_t sl_mm_warptile_local_bytes(unsigned bm, unsigned bn, unsigned wbk)
{
    return 2 * (((uint64_t)wbk * (bm + SL_MM_APAD) + (uint64_t)wbk * bn) * 4);
}

unsigned sl_mm_warptile_k_step(unsigned bm, unsigned bn, unsigned tm, unsigned tn, unsigned want,
                               uint64_t local_mem)
{
    if (tm == 0 || tn == 0)
        return want; /* the suite refuses these tiles with its own reason */
    const uint64_t threads = (uint64_t)(bm / tm) * (bn / tn);
    /* halving keeps a multiple of 4 (float4 loads) only from a multiple of 8 */
    for (unsigned k = want; k >= 4 && k % 4 == 0; k /= 2) {
        const bool whole = threads > 0 && ((uint64_t)bm * k / 4) % threads == 0 && ((uint64_t)k * bn / 4) % threads == 0;
        if (whole && sl_mm_warptile_local_bytes(bm, bn, k) <= local_mem)
            return k;
        if (k % 8)
            break;
    }
    return want;
}
