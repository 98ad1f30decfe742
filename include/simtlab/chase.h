/* chase.h - pointer chasing in pure C (no OpenCL): the random cycle a
 * latency chase follows, the host's walk of it (the check), and the
 * plateaus of a latency ladder (the summary).
 *
 * A chase is one work-item loading p = next[p] again and again: each load
 * needs the one before it, so the time per load is the latency of
 * wherever the working set lives. The order must be one cycle over every
 * node (no node skipped, no short loop that stays in cache) and random
 * (no stride a prefetcher can follow): Sattolo's algorithm gives exactly
 * the permutations that are one cycle, each equally likely.
 *
 * A ladder of (working set, ns per load) points is flat while the set fits
 * a cache level and jumps at each level's capacity: sl_plateaus splits it
 * into those flat runs, sl_plateau_label names them (L1, L2, ..., DRAM). */
#ifndef SIMTLAB_CHASE_H
#define SIMTLAB_CHASE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* succ[i] = the node after node i, for i < n: one cycle through all n nodes
 * (Sattolo's shuffle, from seed; n = 1 is the cycle 0 -> 0; for n > 1 no
 * node is its own successor). n must be at most 2^32. */
void sl_chase_cycle(uint32_t *succ, size_t n, uint64_t seed);

/* The node `steps` steps after `start` along succ (n nodes, one cycle: a
 * walk of n steps is back where it started, so only steps mod n are
 * walked). */
uint32_t sl_chase_walk(const uint32_t *succ, size_t n, uint32_t start, uint64_t steps);

/* A point within this fraction of a plateau's median belongs to it. Levels
 * differ by 1.5x or more (H100 L2 near/far: 1.76x; CPU L1 -> L2: ~3x);
 * run-to-run noise on a quiet device is a few percent. */
#define SL_PLATEAU_TOL 0.2
/* A run of fewer points is a transition, not a level. */
#define SL_PLATEAU_MIN_POINTS 2

typedef struct sl_plateau {
    size_t first, last;      /* index of its first and last point: x[last] is its capacity edge */
    size_t points;           /* points on it (a lone spike inside it is not one) */
    double lo, hi;           /* x[first], x[last] */
    double median;           /* the median y of its points */
    double min, max;         /* the least and the greatest y of its points */
    double aux_median;       /* the median of aux over the same points (NAN without aux) */
    char label[32];          /* filled by sl_plateau_label */
} sl_plateau;

/* Split the ladder (x ascending, y > 0; points with a y that is not a
 * positive number end a run and join none) into plateaus, in order, into
 * out[0..max): each point joins the current run when it lies within tol of
 * the run's median, else starts a new run; runs of fewer than
 * SL_PLATEAU_MIN_POINTS points are transitions and belong to no plateau.
 * Two neighbouring plateaus are one level, and are merged, when their
 * medians lie within tol of each other (split by a lone spike) or when no
 * point lies between them and their facing points are within tol (a
 * gentle slope, as DRAM's latency rising with TLB misses, that broke a
 * run only because its median drifted). aux may be NULL. Returns the
 * number of plateaus (0: too few points, or a ramp steeper than tol per
 * step). */
size_t sl_plateaus(const double *x, const double *y, const double *aux, size_t n, double tol, sl_plateau *out,
                   size_t max);

/* Cache plateaus a device has at most: L1, L2, L3 on a CPU; L1, L2 and
 * the far L2 on an H100/H200; L1, L2 and the Infinity Cache on MI300X. */
#define SL_PLATEAU_MAX_CACHES 3

/* Name plateaus p[0..n) of a ladder whose largest working set is
 * last_x, in order: caches first (a CPU: L1, L2, L3; an NVIDIA GPU: L1,
 * L2, then "L2 (far)" for the second L2 plateau that one SM sees when the
 * set outgrows the near half; another GPU: L1, L2, L3), then memory.
 * Memory starts at the first plateau wholly past llc_bytes, the
 * last-level cache's size; else at the last plateau when it reaches
 * last_x and runs past llc_bytes (with llc_bytes 0, unknown: when it is
 * not the only plateau). Every plateau from there on is "DRAM" (a CPU's
 * DRAM latency keeps rising with TLB misses: more than one plateau), and
 * so is any past the SL_PLATEAU_MAX_CACHES'th; one that the cache size
 * does not confirm is "DRAM?". A ladder is assumed to start in L1. */
void sl_plateau_label(sl_plateau *p, size_t n, double last_x, bool gpu, bool nvidia, double llc_bytes);

#endif
