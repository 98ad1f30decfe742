/* Lab 5: a tiled matrix multiply in local memory, with a padded tile.
 * Row-major C = A x B: A is M x K, B is K x N, C is M x N.
 *
 * The handout: simtlab lab show 5
 * Check it:    simtlab lab check 5
 *
 * The checker builds this file with -DTS=.. (the tile: 32, or 16 where a
 * 1024-item work-group does not fit) and launches TS x TS work-groups, one
 * work-item per element of C, rounded up to whole tiles: M, N and K need
 * not be multiples of TS (the checker tries 1 x 1 x 1 and 67 x 45 x 33).
 *
 * Keep the signature: the checker passes (M, N, K, A, B, C) in this order. */

/* TODO(3), last: the row stride of the As tile in local memory. With TS
 * a multiple of 32, the copy into As below (lane tx writes As[tx * ASTRIDE
 * + ty]) puts all 32 lanes of a warp in the same bank. Pad it. */
#define ASTRIDE TS

kernel __attribute__((reqd_work_group_size(TS, TS, 1))) void
matmul_tiled_padded(const int M, const int N, const int K, global const float *restrict A,
                    global const float *restrict B, global float *restrict C)
{
    local float As[TS * ASTRIDE]; /* A's tile, transposed: As[k * ASTRIDE + r] = A[row r][k] */
    local float Bs[TS * TS];      /* B's tile: Bs[k * TS + c] = B[k][col c] */
    const int tx = get_local_id(0), ty = get_local_id(1);
    const int row = get_group_id(1) * TS + ty, col = get_group_id(0) * TS + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < K; k0 += TS) {
        /* TODO(1): every work-item copies one element of each tile:
         *   As[tx * ASTRIDE + ty] = A[row][k0 + tx]   (0 outside A)
         *   Bs[ty * TS + tx]      = B[k0 + ty][col]   (0 outside B)
         * Neighbouring lanes (tx) read neighbouring floats of A and of B. */

        barrier(CLK_LOCAL_MEM_FENCE);
        /* TODO(2): acc += A[row][k0 + k] * B[k0 + k][col] for k in 0..TS-1,
         * both read from the tiles (use fma). */

        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (row < M && col < N)
        C[row * N + col] = acc;
}
