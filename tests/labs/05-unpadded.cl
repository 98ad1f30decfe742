/* Lab 5, a plausible attempt: TODO(1) and (2) done, TODO(3) left: the tile
 * is not padded. Correct; on a GPU as fast as the unpadded baseline, so
 * the checker must say the target is missed. */

#define ASTRIDE TS /* not padded: 32 lanes, one bank */

kernel __attribute__((reqd_work_group_size(TS, TS, 1))) void
matmul_tiled_padded(const int M, const int N, const int K, global const float *restrict A,
                    global const float *restrict B, global float *restrict C)
{
    local float As[TS * ASTRIDE];
    local float Bs[TS * TS];
    const int tx = get_local_id(0), ty = get_local_id(1);
    const int row = get_group_id(1) * TS + ty, col = get_group_id(0) * TS + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < K; k0 += TS) {
        const int ka = k0 + tx, kb = k0 + ty;
        As[tx * ASTRIDE + ty] = (row < M && ka < K) ? A[row * K + ka] : 0.0f;
        Bs[ty * TS + tx] = (kb < K && col < N) ? B[kb * N + col] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
        for (int k = 0; k < TS; ++k)
            acc = fma(As[k * ASTRIDE + ty], Bs[k * TS + tx], acc);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (row < M && col < N)
        C[row * N + col] = acc;
}
