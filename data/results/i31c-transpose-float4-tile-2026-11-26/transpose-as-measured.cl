/* transpose.cl - out[c][r] = in[r][c] for a ROWS x COLS row-major float
 * matrix (out is COLS x ROWS), as a ladder from the ceiling to the best
 * kernel, after cuda-samples' transpose (Ruetsch & Micikevicius, NVIDIA,
 * "Optimizing Matrix Transpose in CUDA"):
 *
 *   transpose_copy          out = in: the same bytes and launch, no transpose
 *   transpose_naive         one work-item per element: reads along a row,
 *                           writes down a column (strided by ROWS)
 *   transpose_tiled         a TILE x TILE tile staged in local memory: both
 *                           global sides coalesced, the column read of the
 *                           tile a TILE-way bank conflict
 *   transpose_tiled_padded  the same tile one float wider: no conflict
 *   transpose_diagonal      the padded tile with work-groups visiting the
 *                           tiles along diagonals (partition camping)
 *
 * Sizes are arguments (any rows, cols >= 1: every load and store is
 * guarded); TILE and BLOCK_ROWS are -D options. Every kernel but naive
 * runs work-groups of TILE x BLOCK_ROWS work-items over a grid of tiles,
 * each work-item moving TILE / BLOCK_ROWS elements (rounded up: any
 * BLOCK_ROWS <= TILE works); naive runs one work-item per element. */

#ifndef TILE
#define TILE 32         /* 32 floats: one warp's row, one bank each (32 banks of 4 B) */
#endif
#ifndef BLOCK_ROWS
#define BLOCK_ROWS 8    /* work-group TILE x 8 = 256: each work-item moves TILE / 8 elements */
#endif

/* Elements one work-item moves in a tile: TILE / BLOCK_ROWS, rounded up. */
#define PER_ITEM ((TILE + BLOCK_ROWS - 1) / BLOCK_ROWS)

/* transpose_copy: tile (gx, gy) copied as it is, the same launch and index
 * arithmetic as the tiled kernels, both sides along rows. In a whole tile
 * every work-item issues all PER_ITEM loads before its first store (the
 * loops unrolled, the values held in registers): written as one loop of
 * load-then-store, the loads go one at a time, since a store may alias
 * the next load's address for all the compiler knows of the loop, and the
 * H200 reached 0.69x of the bandwidth suite's copy, the H100 0.82x
 * (data/results/i31a-transpose-sweep-2026-11-26/); loads first, 0.93x and
 * 0.97x. A tile cut by the matrix's edge goes element by element.
 * Teaches: the ceiling: what moving these bytes costs at all; every other
 * rung is a fraction of it. And a copy reaches it only with loads in
 * flight: a lane that waits for each load before the next cannot. */
kernel void transpose_copy(global const float *restrict in, global float *restrict out, uint rows, uint cols)
{
    const uint x = get_group_id(0) * TILE + get_local_id(0);
    const uint y0 = get_group_id(1) * TILE, ly = get_local_id(1);
    if (x >= cols)
        return;
    if (y0 + TILE <= rows) {
        float v[PER_ITEM];
#pragma unroll
        for (uint k = 0; k < PER_ITEM; ++k)
            if (ly + k * BLOCK_ROWS < TILE) {
                const ulong i = (ulong)(y0 + ly + k * BLOCK_ROWS) * cols + x;
                v[k] = in[i];
            }
#pragma unroll
        for (uint k = 0; k < PER_ITEM; ++k)
            if (ly + k * BLOCK_ROWS < TILE) {
                const ulong i = (ulong)(y0 + ly + k * BLOCK_ROWS) * cols + x;
                out[i] = v[k];
            }
        return;
    }
    for (uint j = ly; j < TILE && y0 + j < rows; j += BLOCK_ROWS) {
        const ulong i = (ulong)(y0 + j) * cols + x;
        out[i] = in[i];
    }
}

/* transpose_naive: work-item (x, y) reads in[y][x] and writes out[x][y];
 * neighbouring lanes read neighbouring floats of a row, and write floats
 * ROWS * 4 bytes apart: one line per lane.
 * Teaches: a transpose cannot be coalesced on both sides by indexing
 * alone: one side is always a column. */
kernel void transpose_naive(global const float *restrict in, global float *restrict out, uint rows, uint cols)
{
    const uint x = get_global_id(0), y = get_global_id(1);
    if (x < cols && y < rows)
        out[(ulong)x * rows + y] = in[(ulong)y * cols + x];
}

/* The tiled transpose, shared by the three tiled kernels: tile (bx, by) of
 * in (rows by * TILE.., columns bx * TILE..) read along its rows into t,
 * then written along the rows of out's tile (by, bx) by reading t down a
 * column. W is the tile's row length in floats: TILE or TILE + 1. In a
 * whole tile each work-item's PER_ITEM global loads are all issued before
 * the first is used, and its PER_ITEM tile reads before the first global
 * store, as in transpose_copy (which took the tiled_padded rung from 0.60x
 * to 0.80x of the H200's best copy, from 0.73x to 0.91x of the H100's); a
 * tile cut by an edge goes element by element. */
#define TRANSPOSE_TILE(t, bx, by)                                                                  \
    do {                                                                                           \
        const uint lx = get_local_id(0), ly = get_local_id(1);                                     \
        uint x = (bx) * TILE + lx, y0 = (by) * TILE;                                               \
        float v[PER_ITEM];                                                                         \
        if (x < cols && y0 + TILE <= rows) {                                                       \
            _Pragma("unroll") for (uint k = 0; k < PER_ITEM; ++k) if (ly + k * BLOCK_ROWS < TILE)  \
                v[k] = in[(ulong)(y0 + ly + k * BLOCK_ROWS) * cols + x];                           \
            _Pragma("unroll") for (uint k = 0; k < PER_ITEM; ++k) if (ly + k * BLOCK_ROWS < TILE)  \
                t[ly + k * BLOCK_ROWS][lx] = v[k];                                                 \
        } else if (x < cols)                                                                       \
            for (uint j = ly; j < TILE && y0 + j < rows; j += BLOCK_ROWS)                          \
                t[j][lx] = in[(ulong)(y0 + j) * cols + x];                                         \
        barrier(CLK_LOCAL_MEM_FENCE);                                                              \
        /* out's tile: its rows are in's columns bx * TILE.., its columns in's rows by * TILE.. */ \
        x = (by) * TILE + lx;                                                                      \
        y0 = (bx) * TILE;                                                                          \
        if (x < rows && y0 + TILE <= cols) {                                                       \
            _Pragma("unroll") for (uint k = 0; k < PER_ITEM; ++k) if (ly + k * BLOCK_ROWS < TILE)  \
                v[k] = t[lx][ly + k * BLOCK_ROWS];                                                 \
            _Pragma("unroll") for (uint k = 0; k < PER_ITEM; ++k) if (ly + k * BLOCK_ROWS < TILE)  \
                out[(ulong)(y0 + ly + k * BLOCK_ROWS) * rows + x] = v[k];                          \
        } else if (x < rows)                                                                       \
            for (uint j = ly; j < TILE && y0 + j < cols; j += BLOCK_ROWS)                          \
                out[(ulong)(y0 + j) * rows + x] = t[lx][j];                                        \
    } while (0)

/* transpose_tiled: the tile read along rows of in, written along rows of
 * out; lane lx of the write reads t[lx][j], TILE floats = TILE banks apart
 * (0 mod 32): all 32 lanes of a warp in one bank, a 32-way conflict.
 * Teaches: local memory turns a strided global access into a strided
 * local one, which is cheap unless the lanes share a bank. */
kernel void transpose_tiled(global const float *restrict in, global float *restrict out, uint rows, uint cols)
{
    local float tile[TILE][TILE];
    TRANSPOSE_TILE(tile, get_group_id(0), get_group_id(1));
}

/* transpose_tiled_padded: one float of padding per tile row: t[lx][j] is
 * now TILE + 1 floats from t[lx + 1][j], so each lane's row starts one
 * bank later and the column read touches 32 banks once each.
 * Teaches: a +1 pad is the whole fix for a power-of-two column read. */
kernel void transpose_tiled_padded(global const float *restrict in, global float *restrict out, uint rows,
                                   uint cols)
{
    local float t[TILE][TILE + 1];
    const uint bx = get_group_id(0), by = get_group_id(1);
    const uint x0 = bx * TILE, y0 = by * TILE;
    const uint lx = get_local_id(0), ly = get_local_id(1);
    const uint tid = ly * TILE + lx, nthr = TILE * BLOCK_ROWS, Q = TILE / 4;
    const bool vec = (TILE % 4) == 0 && (cols % 4) == 0 && (rows % 4) == 0 && x0 + TILE <= cols && y0 + TILE <= rows;
#define V4N ((TILE * (TILE / 4) + TILE * BLOCK_ROWS - 1) / (TILE * BLOCK_ROWS))
    float4 v[V4N];
    if (vec) {
#pragma unroll
        for (uint k = 0; k < V4N; ++k) {
            const uint idx = tid + k * nthr, r = idx / Q, q = idx % Q;
            if (idx < TILE * Q)
                v[k] = ((global const float4 *)(in + (ulong)(y0 + r) * cols + x0))[q];
        }
#pragma unroll
        for (uint k = 0; k < V4N; ++k) {
            const uint idx = tid + k * nthr, r = idx / Q, q = idx % Q;
            if (idx < TILE * Q) {
                t[r][4 * q] = v[k].s0;
                t[r][4 * q + 1] = v[k].s1;
                t[r][4 * q + 2] = v[k].s2;
                t[r][4 * q + 3] = v[k].s3;
            }
        }
    } else if (x0 + lx < cols) {
        for (uint j = ly; j < TILE && y0 + j < rows; j += BLOCK_ROWS)
            t[j][lx] = in[(ulong)(y0 + j) * cols + x0 + lx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (vec) {
#pragma unroll
        for (uint k = 0; k < V4N; ++k) {
            const uint idx = tid + k * nthr, r = idx / Q, q = idx % Q;
            if (idx < TILE * Q)
                v[k] = (float4)(t[4 * q][r], t[4 * q + 1][r], t[4 * q + 2][r], t[4 * q + 3][r]);
        }
#pragma unroll
        for (uint k = 0; k < V4N; ++k) {
            const uint idx = tid + k * nthr, r = idx / Q, q = idx % Q;
            if (idx < TILE * Q)
                ((global float4 *)(out + (ulong)(x0 + r) * rows + y0))[q] = v[k];
        }
    } else if (y0 + lx < rows) {
        for (uint j = ly; j < TILE && x0 + j < cols; j += BLOCK_ROWS)
            out[(ulong)(x0 + j) * rows + y0 + lx] = t[lx][j];
    }
}

/* transpose_diagonal: the padded kernel, with work-group (gx, gy) given the
 * tile along a diagonal: groups that run at the same time read and write
 * tiles spread over memory, not one column of tiles whose addresses
 * (ROWS * 4 bytes apart in out) fall into the same DRAM partition. The
 * mapping is Ruetsch & Micikevicius's for any grid: linear id b, tile
 * row b % gy, tile column (b / gy + b % gy) % gx, a bijection.
 * Teaches: past coalescing and banks, which addresses run at the same time
 * matters too (partition camping); on recent GPUs hashed address mapping
 * mostly removes it. */
kernel void transpose_diagonal(global const float *restrict in, global float *restrict out, uint rows, uint cols)
{
    local float tile[TILE][TILE + 1];
    const uint gx = get_num_groups(0), gy = get_num_groups(1);
    const uint b = get_group_id(0) + gx * get_group_id(1);
    const uint by = b % gy, bx = (b / gy + by) % gx;
    TRANSPOSE_TILE(tile, bx, by);
}
