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
 *   transpose_tiled_v4      the padded tile moved in float4s: a 16-byte
 *                           load or store per request, a quarter of them
 *   transpose_diagonal      the padded tile with work-groups visiting the
 *                           tiles along diagonals (partition camping)
 *
 * Sizes are arguments (any rows, cols >= 1: every load and store is
 * guarded); TILE and BLOCK_ROWS are -D options (the host builds tiled_v4
 * with a tile of its own, 64 x 8 by default). Every kernel but naive
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

/* A tile cut by the matrix's edge, element by element, in the names the
 * tiled kernels use (in, out, rows, cols, lx, ly): t's rows from in's rows
 * y0.. at column x, then out's rows y0.. at column x from t's column lx,
 * each guarded. One copy for every tiled kernel, tiled_v4 included. */
#define TILE_READ_EDGE(t, x, y0)                                                \
    do {                                                                        \
        if ((x) < cols)                                                         \
            for (uint j = ly; j < TILE && (y0) + j < rows; j += BLOCK_ROWS)     \
                t[j][lx] = in[(ulong)((y0) + j) * cols + (x)];                  \
    } while (0)
#define TILE_WRITE_EDGE(t, x, y0)                                               \
    do {                                                                        \
        if ((x) < rows)                                                         \
            for (uint j = ly; j < TILE && (y0) + j < cols; j += BLOCK_ROWS)     \
                out[(ulong)((y0) + j) * rows + (x)] = t[lx][j];                 \
    } while (0)

/* The tiled transpose, shared by the three scalar tiled kernels: tile
 * (bx, by) of in (rows by * TILE.., columns bx * TILE..) read along its
 * rows into t, then written along the rows of out's tile (by, bx) by
 * reading t down a column. W is the tile's row length in floats: TILE or
 * TILE + 1. In a whole tile each work-item's PER_ITEM global loads are
 * all issued before the first is used, and its PER_ITEM tile reads before
 * the first global store, as in transpose_copy (which took the
 * tiled_padded rung from 0.60x to 0.80x of the H200's best copy, from
 * 0.73x to 0.91x of the H100's); a tile cut by an edge goes element by
 * element. */
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
        } else                                                                                     \
            TILE_READ_EDGE(t, x, y0);                                                              \
        barrier(CLK_LOCAL_MEM_FENCE);                                                              \
        /* out's tile: its rows are in's columns bx * TILE.., its columns in's rows by * TILE.. */ \
        x = (by) * TILE + lx;                                                                      \
        y0 = (bx) * TILE;                                                                          \
        if (x < rows && y0 + TILE <= cols) {                                                       \
            _Pragma("unroll") for (uint k = 0; k < PER_ITEM; ++k) if (ly + k * BLOCK_ROWS < TILE)  \
                v[k] = t[lx][ly + k * BLOCK_ROWS];                                                 \
            _Pragma("unroll") for (uint k = 0; k < PER_ITEM; ++k) if (ly + k * BLOCK_ROWS < TILE)  \
                out[(ulong)(y0 + ly + k * BLOCK_ROWS) * rows + x] = v[k];                          \
        } else                                                                                     \
            TILE_WRITE_EDGE(t, x, y0);                                                             \
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
    local float tile[TILE][TILE + 1];
    TRANSPOSE_TILE(tile, get_group_id(0), get_group_id(1));
}

/* Float4s in a row of the tile. A TILE that is not a multiple of 4 has
 * no float4 path (the host never runs tiled_v4 so, but the other rungs
 * build this file with any TILE): 1 keeps that dead path's arithmetic
 * defined. */
#define V4_ROW (TILE % 4 == 0 ? TILE / 4 : 1)
/* Float4s one work-item moves a phase: the group's TILE x BLOCK_ROWS
 * work-items are 4 x BLOCK_ROWS rows of TILE / 4 float4s, so a tile takes
 * TILE / (4 x BLOCK_ROWS) steps, rounded up (2 at 64 x 8). */
#define V4_STEP (4 * BLOCK_ROWS)
#define V4_PER_ITEM ((TILE + V4_STEP - 1) / V4_STEP)

/* transpose_tiled_v4: the padded tile, moved through global memory in
 * float4s. Work-item i = ly * TILE + lx (a warp is 32 consecutive i) moves
 * float4 q = i % (TILE / 4) of tile rows r = i / (TILE / 4), then
 * r + 4 * BLOCK_ROWS, ...: it loads 16 bytes along a row of in and stores
 * them as 4 floats into the tile's row r; after the barrier it reads 4
 * floats down the tile's column r (rows 4q..4q + 3) and stores them as
 * one float4 along out's row. A warp's float4 request covers 512 B (two
 * 256 B row pieces at tile 64), where a scalar one covers 128 B: a
 * quarter of the load and store instructions, and 4x the bytes each
 * work-item has in flight per request (the lesson of transpose_copy: the
 * bytes in flight set the speed). Through a float4 pointer, not vload4:
 * NVIDIA's driver makes vload4 from a float pointer four 4-byte loads, a
 * float4 pointer one ld.global.v4.f32
 * (data/results/isa-h100-h200-2026-11-26/). Such a pointer must be
 * 16-byte aligned: the buffers are, and every row of in and out starts on
 * a float4 when cols and rows are multiples of 4, the tile's column x0
 * too (TILE a multiple of 4). A tile cut by the matrix's edge, or any
 * tile of a matrix whose sides are not multiples of 4, goes element by
 * element (TILE_READ_EDGE, TILE_WRITE_EDGE). Which path is a choice the
 * whole group makes alike, and the one barrier between the phases stands
 * outside both, reached by every work-item (written with a barrier in
 * each branch of an if/else, the kernel gave wrong answers on PoCL for
 * shapes no tile divides).
 *
 * Banks (32 of 4 B; the row stride TILE + 1 floats): lane (r, q) stores
 * tile[r][4q + s] (s = 0..3, one store each), bank (r(TILE + 1) + 4q + s)
 * % 32. At tile 64, 65 = 1 mod 32: bank (r + 4q + s) % 32; a warp is rows
 * r and r + 1, q = 0..15, and q, q + 8 are 32 words apart: each bank the
 * warp uses holds 2 of its words, a 2-way conflict (row r + 1 is one bank
 * on, so the two rows do not add). The read tile[4q + s][r], bank
 * ((4q + s)(TILE + 1) + r) % 32 = (4q + s + r) % 32 at tile 64: the same
 * 2-way. At tile 32 a warp is 4 rows of 8 lanes, banks (r + 4q + s) % 32
 * all different: conflict-free. The host asks the bank model for both
 * (sl_bank_model_rows: rows of TILE / 4 lanes) and the row carries them.
 * Tile 64 was the faster on the H100 and the H200 all the same
 * (docs/suite-transpose.md).
 * Teaches: past coalescing, the width of each request matters: the same
 * bytes in a quarter of the requests keep more of them in flight. */
kernel void transpose_tiled_v4(global const float *restrict in, global float *restrict out, uint rows, uint cols)
{
    local float tile[TILE][TILE + 1];
    const uint lx = get_local_id(0), ly = get_local_id(1);
    const uint x0 = get_group_id(0) * TILE, y0 = get_group_id(1) * TILE; /* the tile's corner in in */
    const uint i = ly * TILE + lx, r0 = i / V4_ROW, q = i % V4_ROW;
    /* the same for every work-item of the group */
    const bool whole4 = TILE % 4 == 0 && rows % 4 == 0 && cols % 4 == 0 && x0 + TILE <= cols && y0 + TILE <= rows;
    float4 v[V4_PER_ITEM];
    if (whole4) {
        /* in's rows y0.. from column x0, cols / 4 float4s apart */
        global const float4 *src = (global const float4 *)(in + (ulong)y0 * cols + x0);
#pragma unroll
        for (uint k = 0; k < V4_PER_ITEM; ++k)
            if (r0 + k * V4_STEP < TILE)
                v[k] = src[(ulong)(r0 + k * V4_STEP) * (cols / 4) + q];
#pragma unroll
        for (uint k = 0; k < V4_PER_ITEM; ++k)
            if (r0 + k * V4_STEP < TILE) {
                const uint r = r0 + k * V4_STEP;
                tile[r][4 * q] = v[k].s0;
                tile[r][4 * q + 1] = v[k].s1;
                tile[r][4 * q + 2] = v[k].s2;
                tile[r][4 * q + 3] = v[k].s3;
            }
    } else
        TILE_READ_EDGE(tile, x0 + lx, y0);
    barrier(CLK_LOCAL_MEM_FENCE);
    /* out's tile: rows x0.. (in's columns), columns y0.. (in's rows) */
    if (whole4) {
        global float4 *dst = (global float4 *)(out + (ulong)x0 * rows + y0);
#pragma unroll
        for (uint k = 0; k < V4_PER_ITEM; ++k)
            if (r0 + k * V4_STEP < TILE) {
                const uint c = r0 + k * V4_STEP; /* the tile's column, out's row */
                v[k] = (float4)(tile[4 * q][c], tile[4 * q + 1][c], tile[4 * q + 2][c], tile[4 * q + 3][c]);
            }
#pragma unroll
        for (uint k = 0; k < V4_PER_ITEM; ++k)
            if (r0 + k * V4_STEP < TILE)
                dst[(ulong)(r0 + k * V4_STEP) * (rows / 4) + q] = v[k];
    } else
        TILE_WRITE_EDGE(tile, y0 + lx, x0);
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
