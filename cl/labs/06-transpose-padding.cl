/* Lab 6: transpose through a local-memory tile, and pad the tile.
 *
 * out (cols x rows) = in (rows x cols) transposed: out[c][r] = in[r][c].
 * A work-group of TILE x BLOCK_ROWS work-items (32 x 8) moves one TILE x
 * TILE tile: it reads the tile along in's rows (coalesced), waits at the
 * barrier, and writes it along out's rows (coalesced again) by reading the
 * tile down a column. Every load and store is guarded: rows and cols are
 * any size.
 *
 * Three holes, marked TODO(n): the handout (simtlab lab show 6) says what
 * each needs. Keep the name and the signature: the checker runs
 * transpose_tiled_padded with -DTILE=32 -DBLOCK_ROWS=8. */
#ifndef TILE
#define TILE 32
#endif
#ifndef BLOCK_ROWS
#define BLOCK_ROWS 8
#endif

kernel void transpose_tiled_padded(global const float *restrict in, global float *restrict out, uint rows,
                                   uint cols)
{
    /* TODO(1): give each row of the tile one float of padding, so that
     * reading the tile down a column touches 32 different banks. */
    local float tile[TILE][TILE];

    const uint lx = get_local_id(0), ly = get_local_id(1);
    const uint bx = get_group_id(0), by = get_group_id(1);

    /* Read tile (bx, by) of in along its rows: lane lx reads column
     * bx * TILE + lx of rows by * TILE + j. */
    uint x = bx * TILE + lx, y0 = by * TILE;
    if (x < cols)
        for (uint j = ly; j < TILE && y0 + j < rows; j += BLOCK_ROWS)
            tile[j][lx] = in[(ulong)(y0 + j) * cols + x];
    barrier(CLK_LOCAL_MEM_FENCE);

    /* TODO(2): this work-group writes out's tile (by, bx). Set x to the
     * column of out lane lx writes, and y0 to the first row of out's tile
     * (out has rows columns and cols rows). */
    x = lx;
    y0 = 0;

    if (x < rows)
        for (uint j = ly; j < TILE && y0 + j < cols; j += BLOCK_ROWS)
            /* TODO(3): out[y0 + j][x] is in[by * TILE + lx][bx * TILE + j]:
             * which element of the tile is that? */
            out[(ulong)(y0 + j) * rows + x] = 0.0f;
}
