/* labs.c - every lab: one entry each. A lab names a declared suite's case
 * (the kernel the student writes), its datasets and its target; the
 * handout, starter and solution are files (lab.h). */
#include "simtlab/lab.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/program.h"

#define KIB 1024ull
#define MIB (1024ull * 1024ull)

/* Streaming labs time 256 MiB: past every GPU's last-level cache (50 MB on
 * an H200) and every CPU's, and a few milliseconds on a GPU. */
#define TIMED_STREAM (256 * MIB)

static const sl_lab lab_table[] = {
    {
        .number = 1,
        .slug = "coalescing",
        .title = "Coalescing: make a warp's lanes read neighbouring words",
        .teaches = "row sums with the lanes of a work-group side by side along the row, not a row apart",
        .suite = "rowcol",
        .only = "sum_rows_group_per_row",
        .entry = "sum_rows_group_per_row",
        .baseline = "sum_rows_item_per_row",
        .baseline_entry = "sum_rows_item_per_row",
        .datasets = {
            { "1 x 1: one float", 0, NULL, "rows=1,cols=1" },
            { "3 x 1001: a row that no work-group size divides", 0, NULL, "rows=3,cols=1001" },
            { "257 x 33: rows shorter than a work-group", 0, NULL, "rows=257,cols=33" },
            { "1000 x 4099: an odd width", 0, NULL, "rows=1000,cols=4099" },
            { "8192 x 8192 (256 MiB)", 0, NULL, "rows=8192,cols=8192" },
        },
        .target = SL_LAB_OF_CEILING,
        .target_value = 0.80,
        .target_text = ">= 80% of this device's streaming-read ceiling",
        .spans = { { 256, "group size" } }, /* rowcol: one group of 256 lanes along each row */
        .launch_key = "local", .launch_what = "group size", .launch_alt = { 64, 128 },
        .cpu_note = "a CPU has no warps: PoCL runs a work-group's lanes one after another on one core, "
                    "so what neighbouring lanes read together does not decide the speed there; any ratio "
                    "above comes from caches and the vectorizer, not from coalescing",
    },
    {
        .number = 2,
        .slug = "vector-loads",
        .title = "Vector loads: one float4 per lane (DWORDx4), with the tail handled",
        .teaches = "y = a x with float4 loads and stores, and the 1..3 floats left at the end",
        .suite = "scale",
        .only = "scale4:float4",
        .entry = "scale4",
        .baseline = "scale:float",
        .baseline_entry = "scale",
        .datasets = {
            { "1 float: only a tail", 4, NULL, NULL },
            { "3 floats: a tail of 3, no whole float4", 12, NULL, NULL },
            { "1001 floats: a tail of 1", 4 * 1001, NULL, NULL },
            { "1 Mi + 2 floats: a tail of 2 after many groups", 4 * (MIB + 2), NULL, NULL },
            { "64 Mi floats (256 MiB)", TIMED_STREAM, NULL, NULL },
        },
        .target = SL_LAB_OF_CEILING,
        .target_value = 0.80,
        .target_text = ">= 80% of this device's streaming-read ceiling (x read and y written)",
        .unit_bytes = 4, .unit = "float", .units = "floats",
        /* scale: groups of 256 lanes, each lane a float4 */
        .spans = { { 256, "group size" }, { 1024, "a group's 1024 floats" } },
        .launch_key = "local", .launch_what = "group size", .launch_alt = { 64, 128 },
        .static_bytes = 16, /* one float4: global_load_dwordx4, global_store_dwordx4 */
        .cpu_note = "on a CPU the float4 gain is real (PoCL measured 1.5x to 2.3x the scalar kernel) but "
                    "a shared CPU's run-to-run spread is as large (its read ceiling measured 26 to 70 GB/s "
                    "on one machine), so a verdict would flip between runs",
    },
    {
        .number = 3,
        .slug = "alignment",
        .title = "Alignment: lines and sectors when x starts 4 bytes past a line",
        .teaches = "vload4 from a misaligned address; predict the extra sector with `simtlab model coalesce`",
        .suite = "scale",
        .only = "scale4_offset:float4",
        .entry = "scale4_offset",
        .baseline = "scale4:float4",
        .baseline_entry = "scale4",
        .datasets = {
            { "1 float at offset 1 float", 4, NULL, "offset=1" },
            { "1001 floats at offset 3 floats (12 bytes)", 4 * 1001, NULL, "offset=3" },
            { "64 Ki + 2 floats at offset 8 floats (one sector)", 4 * (64 * KIB + 2), NULL, "offset=8" },
            { "64 Ki floats at offset 32 floats (one line: aligned again)", 4 * 64 * KIB, NULL, "offset=32" },
            { "64 Mi floats (256 MiB) at offset 1 float", TIMED_STREAM, NULL, "offset=1" },
        },
        .target = SL_LAB_OVER_BASELINE,
        .target_value = 0.85,
        .target_text = ">= 0.85x the aligned float4 kernel (scale4) on the same data",
        .unit_bytes = 4, .unit = "float", .units = "floats",
        .spans = { { 256, "group size" }, { 1024, "a group's 1024 floats" } },
        .launch_key = "local", .launch_what = "group size", .launch_alt = { 64, 128 },
        .static_bytes = 16, /* one float4: global_load_dwordx4, global_store_dwordx4 */
        .cpu_note = "a CPU's 64-byte lines make a misaligned stream cost as little as on a GPU, but a "
                    "shared CPU's run-to-run spread (0.6x to 2.4x between two runs of the same kernel "
                    "on one machine) is larger than the effect, so a verdict would flip between runs",
    },
    {
        .number = 4,
        .slug = "aos-soa",
        .title = "AoS to SoA: the total mass of the particles, one field of four",
        .teaches = "read one field of each particle from a structure of arrays, not an array of structures",
        .suite = "layout",
        .only = "sum_mass_soa",
        .entry = "sum_mass_soa",
        .baseline = "sum_mass_aos",
        .baseline_entry = "sum_mass_aos",
        .datasets = {
            { "1 particle", 16, NULL, NULL },
            { "1001 particles: no work-group size divides them", 16 * 1001, NULL, NULL },
            { "100003 particles", 16 * 100003ull, NULL, NULL },
            { "16 Mi particles (256 MiB)", TIMED_STREAM, NULL, NULL },
        },
        .target = SL_LAB_OVER_BASELINE,
        .target_value = 2.5,
        .target_text = ">= 2.5x the AoS kernel (sum_mass_aos) on the same particles",
        .unit_bytes = 16, .unit = "particle", .units = "particles",
        /* layout: groups of 256 lanes, 16 particles each (LAYOUT_PER): a tile of 4096 */
        .spans = { { 256, "group size" }, { 4096, "a group's 4096 particles" } },
        .launch_key = "local", .launch_what = "group size", .launch_alt = { 64, 128 },
        .cpu_note = "on a CPU, PoCL runs each work-group's barrier-separated reduction as loops over its "
                    "work-items, and that, not memory, sets the time of both kernels, so the layout hardly shows",
    },
    {
        .number = 5,
        .slug = "tiled-matmul",
        .title = "Tiled matrix multiply in local memory, with a padded tile",
        .teaches = "stage tiles of A and B in local memory; pad the A tile so its transposed store is conflict-free",
        .suite = "matmul",
        .only = "tiled_padded",
        .entry = "matmul_tiled_padded",
        .baseline = "tiled:",
        .baseline_entry = "matmul_tiled",
        .datasets = {
            { "1 x 1 x 1", 0, "1", NULL },
            { "67 x 45 x 33: no side a multiple of the tile", 0, "67x45x33", NULL },
            { "256 x 256 x 256", 0, "256", NULL },
            { "1024 x 1024 x 1024", 0, "1024", NULL },
        },
        .target = SL_LAB_OVER_BASELINE,
        .target_value = 1.2,
        .target_text = ">= 1.2x the unpadded tiled kernel (matmul_tiled) at 1024^3",
        /* matmul: TS x TS groups, TS 32, or 16 where 1024 work-items do not fit */
        .spans = { { 32, "tile" }, { 16, "a 16 tile" } },
        .launch_key = "ts", .launch_what = "tile", .launch_alt = { 8, 16 },
        .cpu_note = "a CPU has no local-memory banks: local memory is ordinary cached memory, so padding the "
                    "tile changes nothing there",
    },
    {
        .number = 6,
        .slug = "transpose-padding",
        .title = "Transpose through a local tile, and pad the tile",
        .teaches = "a tile makes both global sides coalesced; a +1 pad takes the 32-way bank conflict off its column",
        .suite = "transpose",
        .only = "tiled_padded:",
        .entry = "transpose_tiled_padded",
        .baseline = "tiled:",
        .baseline_entry = "transpose_tiled",
        .datasets = {
            { "1 x 1: one float", 0, NULL, "rows=1,cols=1" },
            { "1 x 33: one row, past one tile", 0, NULL, "rows=1,cols=33" },
            { "67 x 45: no side a multiple of the tile", 0, NULL, "rows=67,cols=45" },
            { "1000 x 1001", 0, NULL, "rows=1000,cols=1001" },
            { "8192 x 8192 (256 MiB)", 0, NULL, "rows=8192,cols=8192" },
        },
        .target = SL_LAB_OVER_BASELINE,
        .target_value = 1.3,
        .target_text = ">= 1.3x the unpadded tile (transpose_tiled) at 8192 x 8192",
        .spans = { { 32, "tile" } },
        .launch_key = "tile", .launch_what = "tile", .launch_alt = { 8, 16 },
        .cpu_note = "a CPU has no local-memory banks: local memory is ordinary cached memory, so padding the "
                    "tile changes nothing there",
    },
    {
        .number = 7,
        .slug = "pipelining",
        .title = "Pipelining at occupancy 1: four loads in flight per lane",
        .teaches = "one warp per compute unit is latency-bound; independent loads in flight fill the pipe",
        .suite = "occupancy",
        .only = "x4:w1",
        .entry = "sum_stream",
        .baseline = "simple:w1",
        .baseline_entry = "sum_stream (DEPTH=1)",
        .datasets = {
            { "1 float4: no whole round, only the tail", 16, NULL, "max_warps=1" },
            { "1001 float4", 16 * 1001, NULL, "max_warps=1" },
            { "64 Ki + 3 float4: whole rounds and a tail", 16 * (64 * KIB + 3), NULL, "max_warps=1" },
            { "16 Mi float4 (256 MiB)", TIMED_STREAM, NULL, "max_warps=1" },
        },
        .target = SL_LAB_OVER_BASELINE,
        .target_value = 1.8,
        .target_text = ">= 1.8x the simple loop (one load in flight) at one warp per compute unit",
        .unit_bytes = 16, .unit = "float4", .units = "float4",
        /* occupancy at max_warps=1: one warp (or wave) per group, its width the device's */
        .spans = { { 32, "a warp" }, { 64, "a wave64" } },
        .launch_key = "simd", .launch_what = "warp of", .launch_alt = { 16, 64 },
        /* under oclgrind: 4 groups of 8 work-items, not its device's one (sl_lab) */
        .memcheck_params = "simd=8,cus=4",
        .cpu_note = "a CPU core keeps many cache lines in flight from one instruction stream on its own "
                    "(out-of-order execution, prefetchers), so a lane's explicit loads in flight change "
                    "little there",
    },
    {
        .number = 8,
        .slug = "warp-vs-wave",
        .title = "Warp 32 vs wave 64: predict with the model, then measure",
        .teaches = "lines and sectors per request for 32 and 64 lanes, aligned and not, strided; then this device",
        .suite = "offset",
        .only = "read_offset:float:o",
        .entry = "",
        .baseline = "",
        .baseline_entry = "",
        .target_text = "none: the predictions are graded, the measurement is shown beside them",
        .measure_key = "offset",
        .measure_at = { 0, 4, 32, 64, -1 },
        .measure_note = "compare the drop from o0 to o4 with your q3 (one request) and the model column (a stream):\n"
                        "  the handout's 'Performance target' says what an H200 did.",
        .cpu_note = "a CPU shows no coalescing: a work-item is one loop iteration, not a lane of a request, so "
                    "measured figures there will not follow the per-request predictions",
        .questions = {
            { "q1_sectors_warp32_aligned", SL_LAB_Q_SECTORS, "nvidia-hopper", 32, 4, 1, 0,
              "simtlab model coalesce --lanes 32 --elem 4 --offset 0" },
            { "q2_sectors_warp32_offset4", SL_LAB_Q_SECTORS, "nvidia-hopper", 32, 4, 1, 4,
              "simtlab model coalesce --lanes 32 --elem 4 --offset 4" },
            { "q3_pct_request_warp32_offset4", SL_LAB_Q_PCT_REQUEST, "nvidia-hopper", 32, 4, 1, 4,
              "simtlab model coalesce --lanes 32 --elem 4 --offset 4" },
            { "q4_lines_wave64_aligned_cdna3", SL_LAB_Q_LINES, "amd-cdna3", 64, 4, 1, 0,
              "simtlab model coalesce --lanes 64 --elem 4 --offset 0 --arch cdna3" },
            { "q5_lines_wave64_offset4_cdna3", SL_LAB_Q_LINES, "amd-cdna3", 64, 4, 1, 4,
              "simtlab model coalesce --lanes 64 --elem 4 --offset 4 --arch cdna3" },
            { "q6_pct_request_wave64_offset4_cdna3", SL_LAB_Q_PCT_REQUEST, "amd-cdna3", 64, 4, 1, 4,
              "simtlab model coalesce --lanes 64 --elem 4 --offset 4 --arch cdna3" },
            { "q7_lines_wave64_aligned_cdna2", SL_LAB_Q_LINES, "amd-cdna2", 64, 4, 1, 0,
              "simtlab model coalesce --lanes 64 --elem 4 --offset 0 --arch cdna2" },
            { "q8_sectors_warp32_stride32", SL_LAB_Q_SECTORS, "nvidia-hopper", 32, 4, 32, 0,
              "simtlab model coalesce --lanes 32 --elem 4 --stride 32" },
            { "q9_pct_stream_warp32_stride2", SL_LAB_Q_PCT_STREAM, "nvidia-hopper", 32, 4, 2, 0,
              "simtlab model coalesce --lanes 32 --elem 4 --stride 2 (the DRAM line of the table)" },
            { "q10_pct_stream_wave64_offset4_cdna3", SL_LAB_Q_PCT_STREAM, "amd-cdna3", 64, 4, 1, 4,
              "count the 64 B DRAM units 32 requests of 256 B shifted by 4 B touch (hint 3); the w64 "
              "column of 'simtlab run offset --quick --only read_offset:float:o4' is this prediction" },
        },
    },
};

#define N_LABS (sizeof lab_table / sizeof lab_table[0])

const sl_lab *sl_lab_all(size_t *n)
{
    *n = N_LABS;
    return lab_table;
}

const sl_lab *sl_lab_find(unsigned number)
{
    for (size_t i = 0; i < N_LABS; ++i)
        if (lab_table[i].number == number)
            return &lab_table[i];
    return NULL;
}

int sl_lab_parse(const char *text, const sl_lab **out, sl_err *e)
{
    const char *p = text;
    if (strncmp(p, "lab", 3) == 0)
        p += 3;
    unsigned v = 0;
    size_t digits = 0;
    while (isdigit((unsigned char)p[digits]) && digits < 4)
        v = v * 10 + (unsigned)(p[digits++] - '0');
    *out = digits && p[digits] == '\0' ? sl_lab_find(v) : NULL;
    if (*out)
        return SL_OK;
    return sl_err_set(e, SL_E_USAGE, "no lab '%s': labs are 1..%u ('simtlab lab list' shows them)", text,
                      lab_table[N_LABS - 1].number);
}

void sl_lab_basename(const sl_lab *lab, sl_lab_file_kind kind, char *buf, size_t len)
{
    snprintf(buf, len, "%02u-%s.%s", lab->number, lab->slug,
             kind == SL_LAB_HANDOUT ? "md" : sl_lab_is_answers(lab) ? "txt" : "cl");
}

#ifndef SIMTLAB_SOURCE_LAB_DOC_DIR
#define SIMTLAB_SOURCE_LAB_DOC_DIR ""
#endif
#ifndef SIMTLAB_INSTALL_LAB_DOC_DIR
#define SIMTLAB_INSTALL_LAB_DOC_DIR ""
#endif

/* A student build (cmake -DSIMTLAB_STUDENT=ON) installs no solutions and
 * never looks for them on the kernel search path: a student with the
 * source tree or the install in reach still cannot run or print one. */
#ifdef SIMTLAB_STUDENT
#define SOLUTIONS_BUILT_IN false
#else
#define SOLUTIONS_BUILT_IN true
#endif
#define SOLUTIONS_ENV "SIMTLAB_SOLUTIONS_DIR" /* the CLI reads it (cli_solutions_dir); named in messages */

bool sl_lab_solutions_available(const char *solutions_dir)
{
    return SOLUTIONS_BUILT_IN || (solutions_dir && *solutions_dir);
}

static int solution_path(const char *base, sl_kernel_dirs kernels, const char *dir, char *path, size_t len,
                         sl_err *e)
{
    if (dir && *dir) {
        if ((size_t)snprintf(path, len, "%s/%s", dir, base) >= len)
            return sl_err_set(e, SL_E_USAGE, "%s is too long: %.64s...", SOLUTIONS_ENV, dir);
        FILE *f = fopen(path, "r");
        if (!f)
            return sl_err_set(e, SL_E_USAGE, "the solution %s is not in %s=%s (%s)", base, SOLUTIONS_ENV, dir,
                              strerror(errno));
        fclose(f);
        return SL_OK;
    }
    if (!SOLUTIONS_BUILT_IN)
        return sl_err_set(e, SL_E_USAGE,
                          "the solutions are not in this build (a student build);\n"
                          "  an instructor sets %s to a directory holding %s",
                          SOLUTIONS_ENV, base);
    char rel[96];
    snprintf(rel, sizeof rel, "labs/solutions/%s", base);
    return sl_prog_find(rel, kernels, path, len, e);
}

int sl_lab_path(const sl_lab *lab, sl_lab_file_kind kind, sl_kernel_dirs kernels, const char *solutions_dir,
                char *path, size_t len, sl_err *e)
{
    char base[64], rel[96];
    sl_lab_basename(lab, kind, base, sizeof base);
    if (kind == SL_LAB_SOLUTION)
        return solution_path(base, kernels, solutions_dir, path, len, e);
    if (kind == SL_LAB_STARTER) {
        snprintf(rel, sizeof rel, "labs/%s", base);
        return sl_prog_find(rel, kernels, path, len, e);
    }
    const char *dirs[] = { SIMTLAB_SOURCE_LAB_DOC_DIR, SIMTLAB_INSTALL_LAB_DOC_DIR };
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; ++i) {
        if (!dirs[i][0])
            continue;
        snprintf(path, len, "%s/%s", dirs[i], base);
        FILE *f = fopen(path, "r");
        if (f) {
            fclose(f);
            return SL_OK;
        }
    }
    return sl_err_set(e, SL_FAIL, "the handout %s is not installed (looked in %s and %s)", base,
                      SIMTLAB_SOURCE_LAB_DOC_DIR, SIMTLAB_INSTALL_LAB_DOC_DIR);
}

size_t sl_lab_strip_comments(char *text)
{
    char *w = text, *line = text; /* line: where the line being written starts */
    bool cut = false;             /* a comment was cut from this line */
    for (const char *r = text; *r;) {
        const char *close = strncmp(r, "<!--", 4) == 0 ? strstr(r + 4, "-->") : NULL;
        if (close) {
            r = close + 3;
            cut = true;
            continue;
        }
        if (*r == '\n') {
            const char *s = line;
            while (s < w && (*s == ' ' || *s == '\t'))
                ++s;
            if (cut && s == w) { /* nothing but comments: the line goes */
                w = line;
                ++r;
                cut = false;
                continue;
            }
            cut = false;
            *w++ = *r++;
            line = w;
            continue;
        }
        *w++ = *r++;
    }
    *w = '\0';
    return (size_t)(w - text);
}

/* The numbered items ("1. ...", continued on indented lines) of the
 * "## Hints" section. */
size_t sl_lab_hints(const char *text, char **hints, size_t max)
{
    const char *sec = strstr(text, "\n## Hints");
    if (!sec)
        return 0;
    const char *p = strchr(sec + 1, '\n');
    size_t n = 0;
    char *cur = NULL;
    size_t cur_len = 0;
    while (p && *p) {
        const char *line = p + 1, *end = strchr(line, '\n');
        size_t ll = end ? (size_t)(end - line) : strlen(line);
        if (ll >= 2 && line[0] == '#' && line[1] == '#')
            break; /* the next section */
        const char *q = line;
        while (isdigit((unsigned char)*q))
            ++q;
        bool item = q > line && q[0] == '.' && q[1] == ' ';
        bool more = !item && ll > 0 && (line[0] == ' ' || line[0] == '\t') && cur;
        if (item || more) {
            if (item) {
                if (cur && n < max)
                    hints[n++] = cur;
                else
                    free(cur);
                cur = NULL;
                cur_len = 0;
                q += 2;
            } else {
                q = line;
                while (*q == ' ' || *q == '\t')
                    ++q;
            }
            size_t add = ll - (size_t)(q - line);
            char *g = realloc(cur, cur_len + add + 2);
            if (!g)
                break;
            cur = g;
            if (cur_len)
                cur[cur_len++] = ' ';
            memcpy(cur + cur_len, q, add);
            cur_len += add;
            cur[cur_len] = '\0';
        }
        p = end;
    }
    if (cur && n < max)
        hints[n++] = cur;
    else
        free(cur);
    return n;
}
