/* banks.h - local-memory bank conflicts, in pure C (no OpenCL): what one
 * warp's or wavefront's local-memory access costs, the way model.h says
 * what its global access touches.
 *
 * Local memory (NVIDIA shared memory, AMD LDS) is split into `banks`
 * banks of `bank_bytes` each; consecutive bank_bytes words go to
 * consecutive banks. Lanes are served `lanes_per_phase` at a time (a
 * phase: NVIDIA serves a warp's 4-byte accesses in one phase, 8-byte ones
 * in two half-warps, 16-byte ones in four quarter-warps; AMD LDS serves a
 * wave64 in two halves of 32 lanes). Within a phase, lanes that touch
 * different words in one bank are serialized; lanes that read the same
 * word are served together (a broadcast). A phase costs as many passes
 * as its most-loaded bank has distinct words; the access costs the sum
 * over its phases.
 *
 * Sources: NVIDIA CUDA C++ Programming Guide, "Shared Memory" for compute
 * capability 5.x and later (32 banks of 4 bytes; 64-bit accesses in two
 * half-warps, 128-bit in four quarter-warps, conflicts only within one);
 * AMD "AMD Instinct MI200/MI300 ISA" and "LDS" sections of the CDNA/GCN
 * guides (32 banks of 4 bytes, a wave64 LDS instruction served in two
 * halves of 32 lanes). */
#ifndef SIMTLAB_BANKS_H
#define SIMTLAB_BANKS_H

#include "simtlab/error.h"

typedef struct sl_bank_arch {
    const char *name;          /* "nvidia", "amd-cdna", "amd-rdna" (--arch names) */
    unsigned banks;            /* 32 */
    unsigned bank_bytes;       /* 4 */
    unsigned lanes;            /* a warp or wavefront: 32 or 64 */
    const char *source;
} sl_bank_arch;

/* All rows, NULL-name terminated; and one by name (or NULL). */
const sl_bank_arch *sl_bank_archs(void);
const sl_bank_arch *sl_bank_arch_find(const char *name);

/* One access: lane i touches word_bytes bytes at byte
 * (i x stride_words + offset_words) x word_bytes, for i < lanes. */
typedef struct sl_bank_access {
    unsigned lanes;            /* 0: the arch's */
    unsigned word_bytes;       /* 4, 8 or 16 */
    unsigned stride_words;     /* in words of word_bytes; 0 = every lane the same word (a broadcast) */
    unsigned offset_words;
} sl_bank_access;

/* Capacity of a result: a phase serves at most banks x bank_bytes /
 * word_bytes lanes (32 for 4-byte words), 1024 lanes of 16-byte words
 * take 128 phases of 8. */
#define SL_BANK_MAX_BANKS 64u
#define SL_BANK_MAX_PHASES 128u
#define SL_BANK_MAX_LANES 1024u

typedef struct sl_bank_result {
    unsigned phases;           /* groups of lanes served one after another */
    unsigned lanes_per_phase;
    unsigned passes;           /* total passes over all phases: the cost */
    unsigned ideal_passes;     /* the passes a conflict-free access of this width needs (= phases) */
    unsigned degree;           /* the worst phase's passes: 1 = conflict-free, 32 = 32-way */
    double efficiency;         /* ideal_passes / passes */
    unsigned bank_of_lane[1024]; /* the first bank each lane touches */
    /* Added for the picture: */
    unsigned lanes;            /* the lane count modelled (acc->lanes or the arch's) */
    unsigned banks;            /* the arch's */
    unsigned words_per_lane;   /* banks one lane's word covers: word_bytes / bank_bytes */
    unsigned phase_passes[SL_BANK_MAX_PHASES]; /* each phase's passes */
    /* distinct words each bank serves in each phase (0 = bank unused) */
    unsigned char load[SL_BANK_MAX_PHASES][SL_BANK_MAX_BANKS];
    unsigned worst_phase, worst_bank; /* the first phase and bank with `degree` words */
    unsigned n_worst_lanes;    /* lanes that touch worst_bank in worst_phase ... */
    unsigned worst_lanes[SL_BANK_MAX_BANKS]; /* ... in lane order */
} sl_bank_result;

/* SL_OK, or SL_E_USAGE for lanes past 1024, word_bytes not 4, 8 or 16, or
 * an arch that is NULL (or whose banks, bank_bytes or lanes are outside
 * what a result holds). */
int sl_bank_model(const sl_bank_arch *a, const sl_bank_access *acc, sl_bank_result *out, sl_err *e);

/* The same access by lanes that lie in rows of row_lanes (a work-group of
 * TILE x BLOCK_ROWS work-items, or a tile walked row_lanes lanes a row):
 * lane i, column i % row_lanes of row i / row_lanes, touches the word at
 *   (i / row_lanes) x row_stride_words + (i % row_lanes) x stride_words
 *   + offset_words.
 * OpenCL numbers a work-group's work-items with local id 0 fastest, and a
 * warp is 32 consecutive of them, so a warp of a group narrower than 32
 * spans several rows, and each row starts row_stride_words after the one
 * before, not row_lanes x stride_words (cl/transpose.cl's tiles). The
 * lanes modelled are [0, lanes): the group's first warp or wavefront.
 * row_lanes 0 is one row: sl_bank_model. */
int sl_bank_model_rows(const sl_bank_arch *a, const sl_bank_access *acc, unsigned row_lanes,
                       unsigned row_stride_words, sl_bank_result *out, sl_err *e);

#endif
