/* banks.c - local-memory bank conflicts of one warp's or wavefront's
 * access (include/simtlab/banks.h). Pure C: the numbers a student can
 * check with pencil and paper, and the picture `simtlab model banks` draws.
 *
 * The address of everything is counted in bank words (bank_bytes each):
 * bank word u lives in bank u % banks. A lane's word of word_bytes covers
 * word_bytes / bank_bytes consecutive bank words, so an 8-byte word spans
 * two banks and a 16-byte word four. Within one phase, two lanes touching
 * the same bank word are served together (a broadcast, or the two halves
 * of nothing: it is one word); different bank words in one bank cost one
 * pass each. */
#include "simtlab/banks.h"

#include <string.h>

/* The rows. A phase holds banks x bank_bytes / word_bytes lanes: 32 lanes
 * of 4 B, 16 of 8 B, 8 of 16 B, the 128 B every bank delivers at once. */
static const sl_bank_arch archs[] = {
    { "nvidia", 32, 4, 32,
      "NVIDIA CUDA C++ Programming Guide, 'Shared Memory' for compute capability "
      "5.x and later: 32 banks of 4 bytes (successive 32-bit words in successive "
      "banks); a shared memory request of a warp conflicts only between threads "
      "that access different 32-bit words of one bank, and a word read by several "
      "threads is broadcast; 64-bit accesses are served in two half-warps and "
      "128-bit ones in four quarter-warps, with conflicts only inside each." },
    { "amd-cdna", 32, 4, 64,
      "AMD Accelerated Parallel Processing OpenCL Programming Guide (GCN), "
      "'Local Memory (LDS) Optimization': 'The LDS contains 32 banks, each bank "
      "is four bytes wide', the bank is address bits 6:2, and bank conflicts are "
      "checked on each half-wavefront (work-items 0-31, then 32-63), with a "
      "sequential float2 read conflict-free. CDNA (gfx908/gfx90a/gfx942) keeps "
      "this LDS: assumed, not confirmed in a CDNA ISA guide. 8- and 16-byte "
      "words: assumed served like NVIDIA's, 16 or 8 lanes per phase within each "
      "32-lane half (CDNA3's ds_read_b128 lane grouping is not modelled)." },
    { "amd-rdna", 32, 4, 32,
      "AMD RDNA (gfx10..gfx12), wave32: assumed 32 banks of 4 bytes with the 32 "
      "lanes checked together, as one half of a GCN wave64 (the GCN OpenCL "
      "guide's LDS rules); not confirmed in the RDNA ISA guides. Not modelled: "
      "RDNA's WGP mode, where a work-group may use the LDS of both CUs of the "
      "WGP (128 KB, reported as 64 banks), and wave64 on RDNA. 8- and 16-byte "
      "words: assumed served like NVIDIA's." },
    { NULL, 0, 0, 0, NULL },
};

const sl_bank_arch *sl_bank_archs(void)
{
    return archs;
}

const sl_bank_arch *sl_bank_arch_find(const char *name)
{
    if (!name)
        return NULL;
    for (const sl_bank_arch *a = archs; a->name; ++a)
        if (strcmp(a->name, name) == 0)
            return a;
    return NULL;
}

/* Where each lane goes: the access, in rows of row_lanes lanes
 * row_stride words apart (row_lanes 0: one row). */
typedef struct lane_map {
    const sl_bank_access *acc;
    unsigned row_lanes, row_stride;
} lane_map;

/* Lane i's first bank word. Lanes, strides and offset are at most 2^10,
 * 2^32 and 2^32, words_per_lane at most 16: far from 64-bit overflow. */
static unsigned long long first_unit(const lane_map *m, unsigned words_per_lane, unsigned lane)
{
    const unsigned row = m->row_lanes ? lane / m->row_lanes : 0, col = m->row_lanes ? lane % m->row_lanes : lane;
    return ((unsigned long long)row * m->row_stride + (unsigned long long)col * m->acc->stride_words +
            m->acc->offset_words) *
           words_per_lane;
}

/* Passes of the phase holding lanes [first, first + n): fill r->load for it. */
static unsigned model_phase(const lane_map *m, unsigned banks, unsigned wpl, unsigned first, unsigned n,
                            unsigned char *load)
{
    /* every bank word the phase touches, distinct: at most banks of them,
     * since a phase holds banks / wpl lanes */
    unsigned long long seen[SL_BANK_MAX_BANKS];
    unsigned n_seen = 0, worst = 0;
    memset(load, 0, SL_BANK_MAX_BANKS);
    for (unsigned i = first; i < first + n; ++i) {
        unsigned long long u0 = first_unit(m, wpl, i);
        for (unsigned k = 0; k < wpl; ++k) {
            unsigned long long u = u0 + k;
            unsigned j = 0;
            while (j < n_seen && seen[j] != u)
                ++j;
            if (j < n_seen)
                continue; /* the same word: served together */
            seen[n_seen++] = u;
            unsigned b = (unsigned)(u % banks);
            if (++load[b] > worst)
                worst = load[b];
        }
    }
    return worst;
}

int sl_bank_model(const sl_bank_arch *a, const sl_bank_access *acc, sl_bank_result *out, sl_err *e)
{
    return sl_bank_model_rows(a, acc, 0, 0, out, e);
}

int sl_bank_model_rows(const sl_bank_arch *a, const sl_bank_access *acc, unsigned row_lanes,
                       unsigned row_stride_words, sl_bank_result *out, sl_err *e)
{
    if (!a)
        return sl_err_set(e, SL_E_USAGE, "bank model: no architecture given");
    if (!acc || !out)
        return sl_err_set(e, SL_E_USAGE, "bank model: no access or no result to fill");
    if (a->banks == 0 || a->banks > SL_BANK_MAX_BANKS || a->bank_bytes == 0 || a->lanes == 0 ||
        a->lanes > SL_BANK_MAX_LANES)
        return sl_err_set(e, SL_E_USAGE, "bank model: architecture '%s' has %u banks of %u B and %u lanes; "
                          "1 to %u banks and 1 to %u lanes are modelled",
                          a->name ? a->name : "?", a->banks, a->bank_bytes, a->lanes, SL_BANK_MAX_BANKS,
                          SL_BANK_MAX_LANES);
    unsigned lanes = acc->lanes ? acc->lanes : a->lanes;
    if (lanes > SL_BANK_MAX_LANES)
        return sl_err_set(e, SL_E_USAGE, "bank model: %u lanes; at most %u (a work-group)", lanes,
                          SL_BANK_MAX_LANES);
    if (acc->word_bytes != 4 && acc->word_bytes != 8 && acc->word_bytes != 16)
        return sl_err_set(e, SL_E_USAGE, "bank model: words of %u B; 4, 8 or 16 (float, float2, float4)",
                          acc->word_bytes);
    if (acc->word_bytes % a->bank_bytes != 0)
        return sl_err_set(e, SL_E_USAGE, "bank model: words of %u B do not cover whole %u B banks",
                          acc->word_bytes, a->bank_bytes);
    const lane_map m = { acc, row_lanes, row_stride_words };
    unsigned wpl = acc->word_bytes / a->bank_bytes;
    unsigned per_phase = a->banks / wpl;
    if (per_phase == 0)
        return sl_err_set(e, SL_E_USAGE, "bank model: a %u B word is wider than all %u banks of %s",
                          acc->word_bytes, a->banks, a->name ? a->name : "?");
    unsigned phases = (lanes + per_phase - 1) / per_phase;
    if (phases > SL_BANK_MAX_PHASES)
        return sl_err_set(e, SL_E_USAGE, "bank model: %u phases of %u lanes; at most %u are modelled", phases,
                          per_phase, SL_BANK_MAX_PHASES);

    memset(out, 0, sizeof *out);
    out->lanes = lanes;
    out->banks = a->banks;
    out->words_per_lane = wpl;
    out->phases = phases;
    out->lanes_per_phase = lanes < per_phase ? lanes : per_phase;
    out->ideal_passes = phases;
    for (unsigned i = 0; i < lanes; ++i)
        out->bank_of_lane[i] = (unsigned)(first_unit(&m, wpl, i) % a->banks);
    for (unsigned p = 0; p < phases; ++p) {
        unsigned first = p * per_phase, n = lanes - first < per_phase ? lanes - first : per_phase;
        unsigned passes = model_phase(&m, a->banks, wpl, first, n, out->load[p]);
        out->phase_passes[p] = passes;
        out->passes += passes;
        if (passes > out->degree) {
            out->degree = passes;
            out->worst_phase = p;
        }
    }
    out->efficiency = out->passes ? (double)out->ideal_passes / out->passes : 1.0;

    /* the worst bank of the worst phase, and the lanes that touch it */
    const unsigned char *load = out->load[out->worst_phase];
    for (unsigned b = 0; b < a->banks; ++b)
        if (load[b] == out->degree) {
            out->worst_bank = b;
            break;
        }
    unsigned first = out->worst_phase * per_phase;
    for (unsigned i = first; i < lanes && i < first + per_phase; ++i) {
        unsigned long long u0 = first_unit(&m, wpl, i);
        for (unsigned k = 0; k < wpl; ++k)
            if ((u0 + k) % a->banks == out->worst_bank) {
                out->worst_lanes[out->n_worst_lanes++] = i;
                break;
            }
    }
    return SL_OK;
}
