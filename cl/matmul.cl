/* matmul.cl - SGEMM, row-major C = A x B (A is M x K, B is K x N, C is
 * M x N), as a ladder of kernels from naive to register-blocked. Each step
 * adds one idea; the host (host/suites/matmul.c) runs them in this order,
 * checks every result against a double-precision reference and prints the
 * speedup of each step over the one before.
 *
 *   matmul_naive          one work-item per output, lanes along a column of C
 *   matmul_coalesced      one work-item per output, lanes along a row of C
 *   matmul_tiled          TS x TS tiles of A and B staged in local memory
 *   matmul_tiled_padded   the same with the A tile padded: no bank conflicts
 *   matmul_regblock1d     each work-item computes TM1 outputs of a column
 *   matmul_regblock2d     each work-item computes a TM x TN block, float4 loads
 *   matmul_dbuf           regblock2d with two local buffers: the next tile is
 *                         loaded while the current one is used
 *   matmul_warptile       dbuf with each warp's lanes over one compact block
 *                         of C: fewer shared-memory requests and registers,
 *                         so two groups share a compute unit
 *
 * Sizes are arguments (any M, N, K >= 1; the host keeps (M + 512) x (K +
 * 512) and the like below 2^31, so int indices cannot overflow even a
 * tile's edge past the matrix). Tile sizes are -D options
 * with the defaults below; the host checks a configuration before it
 * builds one and skips what the device cannot run, with the reason.
 *
 * Edges: every kernel handles sizes that are not multiples of its tile.
 * Loads outside the matrices read 0 and stores outside are dropped; the
 * float4 paths are taken only where a whole float4 is inside and aligned
 * (K or N a multiple of 4), so odd sizes run the scalar path and stay
 * correct. */

#ifndef TS
#define TS 32           /* tiled kernels: TS x TS outputs, TS x TS work-items */
#endif
#ifndef BM1
#define BM1 64          /* regblock1d: a BM1 x BN1 block of C per group, */
#endif
#ifndef BN1
#define BN1 64
#endif
#ifndef BK1
#define BK1 8           /* K in steps of BK1, */
#endif
#ifndef TM1
#define TM1 8           /* TM1 outputs of one column per work-item */
#endif
#ifndef BM
#define BM 128          /* regblock2d, dbuf: a BM x BN block of C per group, */
#endif
#ifndef BN
#define BN 128
#endif
#ifndef BK
#define BK 8            /* K in steps of BK, */
#endif
#ifndef TM
#define TM 8            /* a TM x TN block of outputs per work-item */
#endif
#ifndef TN
#define TN 8
#endif
#ifndef WBK
#define WBK 16          /* warptile: its own K step (it shares BM, BN, TM, TN) */
#endif

/* Padding of a k-major A tile (floats added to each row of BM). 4 keeps
 * rows 16-byte aligned for float4 reads and moves the rows a transposing
 * store writes together onto different banks (host/suites/matmul.c's
 * comment works the banks out). */
#define APAD 4

/* Work-items of the register-blocked groups. */
#define TX1 BN1
#define TY1 (BM1 / TM1)
#define TX (BN / TN)
#define TY (BM / TM)
#define NT (TX * TY)
/* float4 loads of one A tile and one B tile per work-item, at a K step of bk */
#define NA_OF(bk) (BM * (bk) / 4 / NT)
#define NB_OF(bk) ((bk) * BN / 4 / NT)
#define NA NA_OF(BK)
#define NB NB_OF(BK)
/* warptile: a warp's 32 lanes as LY x LX over its block of C (see there) */
#define LY 4
#define LX 8

/* The host leaves out (-DSKIP_TILED, -DSKIP_REGBLOCK1D, -DSKIP_REGBLOCK2D,
 * -DSKIP_DBUF, -DSKIP_WARPTILE) what it will not run: a kernel whose tile does not fit the
 * device would fail the whole program's build. It checks these rules too,
 * and skips with the reason rather than reach them. */
#if !defined(SKIP_REGBLOCK2D) || !defined(SKIP_DBUF)
#if TM % 4 || TN % 4 || BK % 4 || BM % TM || BN % TN || (BM * BK / 4) % NT || (BK * BN / 4) % NT
#error "regblock2d/dbuf: need TM, TN, BK multiples of 4, BM % TM == 0, BN % TN == 0 and whole float4 loads per work-item"
#endif
#endif
#ifndef SKIP_WARPTILE
#if TM % 4 || TN % 4 || WBK % 4 || BM % TM || BN % TN || (BM * WBK / 4) % NT || (WBK * BN / 4) % NT || TX % LX || TY % LY
#error "warptile: need TM, TN, WBK multiples of 4, whole float4 loads per work-item, and BN / TN a multiple of 8, BM / TM of 4"
#endif
#endif
#ifndef SKIP_REGBLOCK1D
#if BM1 % TM1
#error "regblock1d: need BM1 % TM1 == 0"
#endif
#endif

/* ---- 1. naive ---------------------------------------------------------- */

/* C[i][j]: row i of A times column j of B, in order of k. Both simple
 * kernels run exactly this; they differ only in which work-item gets which
 * (i, j). */
static inline float row_dot_col(const int N, const int K, global const float *restrict A,
                                global const float *restrict B, const int i, const int j)
{
    float acc = 0.0f;
    for (int k = 0; k < K; ++k)
        acc = fma(A[i * K + k], B[k * N + j], acc);
    return acc;
}

/* Work-item (i, j) computes C[i][j], with i = get_global_id(0): the lanes
 * of a warp/wavefront take neighbouring ROWS i. At every k they read
 * A[i][k] a whole row of A apart (K x 4 bytes: a line per lane), all read
 * the same B[k][j] (a broadcast), and store C a row apart.
 * Teaches: the textbook loop nest is right and slow; which index the lanes
 * share decides the memory traffic. */
kernel void matmul_naive(const int M, const int N, const int K, global const float *restrict A,
                         global const float *restrict B, global float *restrict C)
{
    const int i = get_global_id(0), j = get_global_id(1);
    if (i >= M || j >= N)
        return;
    C[i * N + j] = row_dot_col(N, K, A, B, i, j);
}

/* ---- 2. coalesced ------------------------------------------------------ */

/* The same loop with j = get_global_id(0): neighbouring lanes take
 * neighbouring COLUMNS. Now B[k][j..j+31] is one contiguous 128 B request,
 * A[i][k] is one broadcast, and the store is coalesced.
 * Teaches: swapping two indices is worth several x before any "real"
 * optimisation. Every A and B element is still read from the cache
 * hierarchy N (or M) times: 2 loads per FMA. */
kernel void matmul_coalesced(const int M, const int N, const int K, global const float *restrict A,
                             global const float *restrict B, global float *restrict C)
{
    const int j = get_global_id(0), i = get_global_id(1);
    if (i >= M || j >= N)
        return;
    C[i * N + j] = row_dot_col(N, K, A, B, i, j);
}

#ifndef SKIP_TILED
/* ---- 3, 4. tiled in local memory, then padded --------------------------- */

/* A TS x TS group computes a TS x TS block of C. For each step of TS along
 * K it copies a TS x TS tile of A and of B into local memory (one element
 * per work-item, coalesced), waits, and runs TS FMAs from local memory:
 * each global element is now read once per tile instead of once per output.
 *
 * The A tile is stored TRANSPOSED, k-major (As[k][row]), so that both tiles
 * are read along their rows in the k loop - the layout the register-blocked
 * kernels below need, to read four rows of A with one float4. The price is
 * in the copy: lane x of a warp reads A[row][k0 + x] (coalesced) and writes
 * As[x][row], so neighbouring lanes write `astride` floats apart. With
 * astride = TS = 32 every lane of a warp hits the same one of the 32 banks
 * (4 bytes wide): a 32-way bank conflict, 32 passes for one store.
 * matmul_tiled_padded passes astride = TS + 1: lane x then lands in bank
 * (x * 33 + row) % 32, all different. */
static inline void tiled_body(const int M, const int N, const int K, global const float *restrict A,
                              global const float *restrict B, global float *restrict C, local float *As,
                              local float *Bs, const int astride)
{
    const int tx = get_local_id(0), ty = get_local_id(1);
    const int row = get_group_id(1) * TS + ty, col = get_group_id(0) * TS + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < K; k0 += TS) {
        const int ka = k0 + tx, kb = k0 + ty;
        As[tx * astride + ty] = (row < M && ka < K) ? A[row * K + ka] : 0.0f;
        Bs[ty * TS + tx] = (kb < K && col < N) ? B[kb * N + col] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
        for (int k = 0; k < TS; ++k)
            acc = fma(As[k * astride + ty], Bs[k * TS + tx], acc);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (row < M && col < N)
        C[row * N + col] = acc;
}

kernel __attribute__((reqd_work_group_size(TS, TS, 1))) void
matmul_tiled(const int M, const int N, const int K, global const float *restrict A, global const float *restrict B,
             global float *restrict C)
{
    local float As[TS * TS], Bs[TS * TS];
    tiled_body(M, N, K, A, B, C, As, Bs, TS);
}

kernel __attribute__((reqd_work_group_size(TS, TS, 1))) void
matmul_tiled_padded(const int M, const int N, const int K, global const float *restrict A,
                    global const float *restrict B, global float *restrict C)
{
    local float As[TS * (TS + 1)], Bs[TS * TS];
    tiled_body(M, N, K, A, B, C, As, Bs, TS + 1);
}

#endif /* SKIP_TILED */

#ifndef SKIP_REGBLOCK1D
/* ---- 5. more work per work-item: 1-D register blocking ----------------- */

/* A (BN1, BM1 / TM1) group computes a BM1 x BN1 block; work-item (x, y)
 * computes the TM1 outputs C[m0 + y*TM1 + i][n0 + x], i < TM1. In the k
 * loop it reads one B value into a register and reuses it for TM1 FMAs,
 * and the A values it reads are the same for the whole warp (broadcast):
 * local loads per FMA fall from 2 to (1 + TM1) / TM1.
 * Teaches: the tile in local memory cut global traffic; registers are the
 * next level down, and only more outputs per work-item reuse them. */
kernel __attribute__((reqd_work_group_size(TX1, TY1, 1))) void
matmul_regblock1d(const int M, const int N, const int K, global const float *restrict A,
                  global const float *restrict B, global float *restrict C)
{
    local float As[BK1][BM1 + APAD]; /* k-major, padded: see tiled_body */
    local float Bs[BK1][BN1];
    const int tx = get_local_id(0), ty = get_local_id(1), lid = ty * TX1 + tx;
    const int m0 = get_group_id(1) * BM1, n0 = get_group_id(0) * BN1;
    float acc[TM1];
#pragma unroll
    for (int i = 0; i < TM1; ++i)
        acc[i] = 0.0f;
    for (int k0 = 0; k0 < K; k0 += BK1) {
        /* A tile, BM1 x BK1: BK1 neighbouring lanes read one row of it */
#pragma unroll
        for (int p = lid; p < BM1 * BK1; p += TX1 * TY1) {
            const int m = p / BK1, k = p % BK1, gm = m0 + m, gk = k0 + k;
            As[k][m] = (gm < M && gk < K) ? A[gm * K + gk] : 0.0f;
        }
#pragma unroll
        for (int p = lid; p < BK1 * BN1; p += TX1 * TY1) {
            const int k = p / BN1, n = p % BN1, gk = k0 + k, gn = n0 + n;
            Bs[k][n] = (gk < K && gn < N) ? B[gk * N + gn] : 0.0f;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
        for (int k = 0; k < BK1; ++k) {
            const float b = Bs[k][tx];
#pragma unroll
            for (int i = 0; i < TM1; ++i)
                acc[i] = fma(As[k][ty * TM1 + i], b, acc[i]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    const int gn = n0 + tx;
#pragma unroll
    for (int i = 0; i < TM1; ++i) {
        const int gm = m0 + ty * TM1 + i;
        if (gm < M && gn < N)
            C[gm * N + gn] = acc[i];
    }
}

#endif /* SKIP_REGBLOCK1D */

#if !defined(SKIP_REGBLOCK2D) || !defined(SKIP_DBUF) || !defined(SKIP_WARPTILE)
/* ---- 6, 7, 8. 2-D register blocking with float4 loads; double buffering;
 * a warp tile -------------------------------------------------------------- */

/* A (TX, TY) = (BN / TN, BM / TM) group computes a BM x BN block of C;
 * each work-item a TM x TN block held in registers. Per k it reads TM
 * values of A and TN of B from local memory as float4s and does TM x TN
 * FMAs: 8 x 8 gives 64 FMAs for 4 local loads.
 *
 * Which outputs a work-item owns: not a contiguous TM x TN square but
 * TM / 4 x TN / 4 squares of 4 x 4, spaced 4 x TY rows and 4 x TX columns
 * apart. Then the lanes of a warp read neighbouring float4s of the B tile
 * (no bank conflict: a contiguous square would put lanes TN floats apart)
 * and store neighbouring float4s of C.
 *
 * Global loads are float4 (ld.global.v4 / DWORDx4) where a whole aligned
 * float4 is inside the matrix; the A tile is stored k-major (transposed),
 * padded by APAD. The local arrays are declared 16-byte aligned: a float
 * array is only promised 4, and a float4 access to a misaligned address
 * faults on NVIDIA. */

/* One tile of A (BM x bk at row m0, column k0) and of B (bk x BN at row
 * k0, column n0) into registers: NA_OF(bk) + NB_OF(bk) float4s per
 * work-item, zero outside the matrices. (bk is a constant where this is
 * inlined, so the loops unroll as if it were a macro.) */
static inline void load_tiles(const int M, const int N, const int K, global const float *restrict A,
                              global const float *restrict B, const int m0, const int n0, const int k0, const int lid,
                              const int bk, float4 *ra, float4 *rb)
{
    const bool vec_a = (K & 3) == 0, vec_b = (N & 3) == 0;
#pragma unroll
    for (int p = 0; p < NA_OF(bk); ++p) {
        const int q = lid + p * NT, m = q / (bk / 4), gm = m0 + m, gk = k0 + (q % (bk / 4)) * 4;
        if (vec_a && gm < M && gk < K) {
            ra[p] = *(global const float4 *)(A + gm * K + gk);
        } else {
            /* formed past the matrix too (read only inside it): the host's margin
             * of 512 on each dimension keeps gm * K + gk within int */
            global const float *a = A + gm * K + gk;
            ra[p] = (float4)(gm < M && gk < K ? a[0] : 0.0f, gm < M && gk + 1 < K ? a[1] : 0.0f,
                             gm < M && gk + 2 < K ? a[2] : 0.0f, gm < M && gk + 3 < K ? a[3] : 0.0f);
        }
    }
#pragma unroll
    for (int p = 0; p < NB_OF(bk); ++p) {
        const int q = lid + p * NT, gk = k0 + q / (BN / 4), gn = n0 + (q % (BN / 4)) * 4;
        if (vec_b && gk < K && gn < N) {
            rb[p] = *(global const float4 *)(B + gk * N + gn);
        } else {
            global const float *b = B + gk * N + gn;
            rb[p] = (float4)(gk < K && gn < N ? b[0] : 0.0f, gk < K && gn + 1 < N ? b[1] : 0.0f,
                             gk < K && gn + 2 < N ? b[2] : 0.0f, gk < K && gn + 3 < N ? b[3] : 0.0f);
        }
    }
}

/* The registers of load_tiles into local memory: A transposed (four scalar
 * stores per float4), B as float4s. */
static inline void store_tiles(const int lid, const int bk, const float4 *ra, const float4 *rb,
                               local float (*As)[BM + APAD], local float (*Bs)[BN])
{
#pragma unroll
    for (int p = 0; p < NA_OF(bk); ++p) {
        const int q = lid + p * NT, m = q / (bk / 4), k = (q % (bk / 4)) * 4;
        As[k + 0][m] = ra[p].s0;
        As[k + 1][m] = ra[p].s1;
        As[k + 2][m] = ra[p].s2;
        As[k + 3][m] = ra[p].s3;
    }
#pragma unroll
    for (int p = 0; p < NB_OF(bk); ++p) {
        const int q = lid + p * NT, k = q / (BN / 4), n = (q % (BN / 4)) * 4;
        *(local float4 *)&Bs[k][n] = rb[p];
    }
}

/* BK steps of k from one pair of local tiles: acc += As^T-slice x Bs-slice. */
static inline void mma_tile(const int tx, const int ty, local const float (*As)[BM + APAD], local const float (*Bs)[BN],
                            float acc[TM][TN])
{
#pragma unroll
    for (int k = 0; k < BK; ++k) {
        float a[TM], b[TN];
#pragma unroll
        for (int c = 0; c < TM / 4; ++c) {
            const float4 v = *(local const float4 *)&As[k][c * 4 * TY + ty * 4];
            a[c * 4 + 0] = v.s0;
            a[c * 4 + 1] = v.s1;
            a[c * 4 + 2] = v.s2;
            a[c * 4 + 3] = v.s3;
        }
#pragma unroll
        for (int d = 0; d < TN / 4; ++d) {
            const float4 v = *(local const float4 *)&Bs[k][d * 4 * TX + tx * 4];
            b[d * 4 + 0] = v.s0;
            b[d * 4 + 1] = v.s1;
            b[d * 4 + 2] = v.s2;
            b[d * 4 + 3] = v.s3;
        }
#pragma unroll
        for (int i = 0; i < TM; ++i)
#pragma unroll
            for (int j = 0; j < TN; ++j)
                acc[i][j] = fma(a[i], b[j], acc[i][j]);
    }
}

/* Output (i, j) of a work-item's block is C[m0 + row_of(i)][n0 + col_of(j)]. */
#define ROW_OF(ty, i) (((i) / 4) * 4 * TY + (ty) * 4 + (i) % 4)
#define COL_OF(tx, j) (((j) / 4) * 4 * TX + (tx) * 4 + (j) % 4)

static inline void store_block(const int M, const int N, global float *restrict C, const int m0, const int n0,
                               const int tx, const int ty, float acc[TM][TN])
{
    const bool vec_c = (N & 3) == 0;
#pragma unroll
    for (int i = 0; i < TM; ++i) {
        const int gm = m0 + ROW_OF(ty, i);
        if (gm >= M)
            continue;
#pragma unroll
        for (int d = 0; d < TN / 4; ++d) {
            const int gn = n0 + COL_OF(tx, d * 4);
            global float *c = C + gm * N + gn;
            if (vec_c && gn + 3 < N) {
                *(global float4 *)c = (float4)(acc[i][d * 4], acc[i][d * 4 + 1], acc[i][d * 4 + 2],
                                               acc[i][d * 4 + 3]);
            } else {
#pragma unroll
                for (int j = 0; j < 4; ++j)
                    if (gn + j < N)
                        c[j] = acc[i][d * 4 + j];
            }
        }
    }
}

#ifndef SKIP_REGBLOCK2D
/* 6: one local buffer. Each step: load the tiles, store them to local
 * memory, barrier, compute, barrier (so the next store waits for every
 * work-item to finish reading). The global loads are exposed: while a group
 * waits for them it computes nothing, and only other groups on the same
 * compute unit hide the wait. */
kernel __attribute__((reqd_work_group_size(TX, TY, 1))) void
matmul_regblock2d(const int M, const int N, const int K, global const float *restrict A,
                  global const float *restrict B, global float *restrict C)
{
    local float As[BK][BM + APAD] __attribute__((aligned(16)));
    local float Bs[BK][BN] __attribute__((aligned(16)));
    const int tx = get_local_id(0), ty = get_local_id(1), lid = ty * TX + tx;
    const int m0 = get_group_id(1) * BM, n0 = get_group_id(0) * BN;
    float acc[TM][TN];
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
            acc[i][j] = 0.0f;
    float4 ra[NA], rb[NB];
    for (int k0 = 0; k0 < K; k0 += BK) {
        load_tiles(M, N, K, A, B, m0, n0, k0, lid, BK, ra, rb);
        store_tiles(lid, BK, ra, rb, As, Bs);
        barrier(CLK_LOCAL_MEM_FENCE);
        mma_tile(tx, ty, As, Bs, acc);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    store_block(M, N, C, m0, n0, tx, ty, acc);
}

#endif /* SKIP_REGBLOCK2D */

#ifndef SKIP_DBUF
/* 7: two local buffers. The loads of tile t + 1 are issued into registers
 * before the FMAs of tile t, so their latency hides behind the math, and
 * stored into the other buffer after it: one barrier per step instead of
 * two. (Buffer t + 1 was last read in step t - 1, and every work-item has
 * passed that step's barrier before any writes it.) */
kernel __attribute__((reqd_work_group_size(TX, TY, 1))) void
matmul_dbuf(const int M, const int N, const int K, global const float *restrict A, global const float *restrict B,
            global float *restrict C)
{
    local float As[2][BK][BM + APAD] __attribute__((aligned(16)));
    local float Bs[2][BK][BN] __attribute__((aligned(16)));
    const int tx = get_local_id(0), ty = get_local_id(1), lid = ty * TX + tx;
    const int m0 = get_group_id(1) * BM, n0 = get_group_id(0) * BN;
    float acc[TM][TN];
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
            acc[i][j] = 0.0f;
    float4 ra[NA], rb[NB];
    const int steps = (K + BK - 1) / BK;
    load_tiles(M, N, K, A, B, m0, n0, 0, lid, BK, ra, rb);
    store_tiles(lid, BK, ra, rb, As[0], Bs[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int t = 0; t < steps; ++t) {
        const int cur = t & 1;
        const bool more = t + 1 < steps;
        if (more)
            load_tiles(M, N, K, A, B, m0, n0, (t + 1) * BK, lid, BK, ra, rb);
        mma_tile(tx, ty, As[cur], Bs[cur], acc);
        if (more)
            store_tiles(lid, BK, ra, rb, As[cur ^ 1], Bs[cur ^ 1]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    store_block(M, N, C, m0, n0, tx, ty, acc);
}
#endif /* SKIP_DBUF */

#ifndef SKIP_WARPTILE
/* 8: dbuf's pipeline, with the outputs given out by warp. In dbuf a warp
 * is two rows ty of sixteen lanes tx, whose squares are spread over the
 * whole block: at each k its lanes read 2 distinct float4s of A and 16 of
 * B (256 B: two passes of the 128 B local memory), and its outputs cover
 * 16 rows x 128 columns. Here warp w owns one WM x WN corner of the block
 * (WM = TM x LY = 32, WN = TN x LX = 64 at 8 x 8), its lanes LY x LX = 4 x
 * 8 over it: 4 distinct float4s of A and 8 of B (128 B, one pass) per k, a
 * squarer block (32 x 64: 96 floats read per k instead of 144).
 *
 * Two more things come with it. The K step is WBK (16 by default against
 * dbuf's 8): half the barriers per FMA. And the registers: measured on an
 * H100 and H200 (issue 31), NVIDIA's compiler gives this kernel 128 at
 * 128 x 128 x 16 and dbuf 151; 128 x 256 work-items x 2 groups = 65536, the
 * whole register file, so a compute unit holds two groups of this kernel
 * and one of dbuf's - and the second group's math covers the first's
 * barriers. One register more and it would hold one: `simtlab run
 * --wide` shows each kernel's registers beside its figure. (That is why
 * mma_wtile and store_wblock are written out rather than mma_tile and
 * store_block taking the mapping as arguments: that version compiled to
 * 130 registers on sm_90 and ran at 40.8 TFLOP/s on the H100 against
 * 47.0; data/results/i31d-sgemm-variants-2026-11-27/.)
 *
 * On AMD a wavefront of 64 is two of these warps side by side (a 64 x 64
 * corner); the sums below are unchanged. */
#define WM (TM * LY)
#define WN (TN * LX)
#define NAW NA_OF(WBK)
#define NBW NB_OF(WBK)

#define WROW(wm, ly, i) ((wm) * WM + ((i) / 4) * (LY * 4) + (ly) * 4 + (i) % 4)
#define WCOL(wn, lx, j) ((wn) * WN + ((j) / 4) * (LX * 4) + (lx) * 4 + (j) % 4)

/* WBK steps of k, as mma_tile, with warp (wm, wn)'s lane (ly, lx) mapping. */
static inline void mma_wtile(const int wm, const int wn, const int ly, const int lx, local const float (*As)[BM + APAD],
                             local const float (*Bs)[BN], float acc[TM][TN])
{
#pragma unroll
    for (int k = 0; k < WBK; ++k) {
        float a[TM], b[TN];
#pragma unroll
        for (int c = 0; c < TM / 4; ++c) {
            const float4 v = *(local const float4 *)&As[k][WROW(wm, ly, c * 4)];
            a[c * 4 + 0] = v.s0;
            a[c * 4 + 1] = v.s1;
            a[c * 4 + 2] = v.s2;
            a[c * 4 + 3] = v.s3;
        }
#pragma unroll
        for (int d = 0; d < TN / 4; ++d) {
            const float4 v = *(local const float4 *)&Bs[k][WCOL(wn, lx, d * 4)];
            b[d * 4 + 0] = v.s0;
            b[d * 4 + 1] = v.s1;
            b[d * 4 + 2] = v.s2;
            b[d * 4 + 3] = v.s3;
        }
#pragma unroll
        for (int i = 0; i < TM; ++i)
#pragma unroll
            for (int j = 0; j < TN; ++j)
                acc[i][j] = fma(a[i], b[j], acc[i][j]);
    }
}

/* The block to C, as store_block, with the same mapping. */
static inline void store_wblock(const int M, const int N, global float *restrict C, const int m0, const int n0,
                                const int wm, const int wn, const int ly, const int lx, float acc[TM][TN])
{
    const bool vec_c = (N & 3) == 0;
#pragma unroll
    for (int i = 0; i < TM; ++i) {
        const int gm = m0 + WROW(wm, ly, i);
        if (gm >= M)
            continue;
#pragma unroll
        for (int d = 0; d < TN / 4; ++d) {
            const int gn = n0 + WCOL(wn, lx, d * 4);
            global float *c = C + gm * N + gn;
            if (vec_c && gn + 3 < N) {
                *(global float4 *)c = (float4)(acc[i][d * 4], acc[i][d * 4 + 1], acc[i][d * 4 + 2],
                                               acc[i][d * 4 + 3]);
            } else {
#pragma unroll
                for (int j = 0; j < 4; ++j)
                    if (gn + j < N)
                        c[j] = acc[i][d * 4 + j];
            }
        }
    }
}

kernel __attribute__((reqd_work_group_size(TX, TY, 1))) void
matmul_warptile(const int M, const int N, const int K, global const float *restrict A,
                global const float *restrict B, global float *restrict C)
{
    local float As[2][WBK][BM + APAD] __attribute__((aligned(16)));
    local float Bs[2][WBK][BN] __attribute__((aligned(16)));
    const int tx = get_local_id(0), ty = get_local_id(1), lid = ty * TX + tx;
    /* warp w is the (wm, wn) corner; its lane (ly, lx) the squares at rows
     * ly * 4 + 16 c and columns lx * 4 + 32 d of it (at 8 x 8) */
    const int w = lid / 32, lane = lid % 32, ly = lane / LX, lx = lane % LX;
    const int wm = w / (BN / WN), wn = w % (BN / WN);
    const int m0 = get_group_id(1) * BM, n0 = get_group_id(0) * BN;
    float acc[TM][TN];
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
            acc[i][j] = 0.0f;
    float4 ra[NAW], rb[NBW];
    const int steps = (K + WBK - 1) / WBK;
    load_tiles(M, N, K, A, B, m0, n0, 0, lid, WBK, ra, rb);
    store_tiles(lid, WBK, ra, rb, As[0], Bs[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    /* the last step after the loop: no test of "is there a next tile" in it */
    int t = 0;
    for (; t + 1 < steps; ++t) {
        const int cur = t & 1;
        load_tiles(M, N, K, A, B, m0, n0, (t + 1) * WBK, lid, WBK, ra, rb);
        mma_wtile(wm, wn, ly, lx, As[cur], Bs[cur], acc);
        store_tiles(lid, WBK, ra, rb, As[cur ^ 1], Bs[cur ^ 1]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    mma_wtile(wm, wn, ly, lx, As[t & 1], Bs[t & 1], acc);
    store_wblock(M, N, C, m0, n0, wm, wn, ly, lx, acc);
}
#endif /* SKIP_WARPTILE */
#endif /* regblock2d, dbuf or warptile */
