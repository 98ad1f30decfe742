/* cmd_model.c - `simtlab model`: what the hardware should do, without a
 * device. `coalesce` draws the classic picture of lines and sectors for one
 * request and prints the numbers at the cache and the DRAM level, beside
 * the same request at the other common SIMD width; `geometries` lists the
 * geometry table (data/devices/geometry.csv); `occupancy` says how many
 * warps/wavefronts a kernel keeps resident per SM or CU, which resource
 * stops it, and what one more register or 1 KiB more local memory costs
 * (host/model/occupancy.c); `banks` counts the passes one local-memory
 * access takes through 32 banks and draws the banks each phase hits
 * (host/model/banks.c). */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "simtlab/banks.h"
#include "simtlab/model.h"
#include "simtlab/model_json.h"
#include "simtlab/occupancy.h"
#include "simtlab/parse.h"

/* Limits of the inputs. A request is a warp or wavefront, so 1024 lanes
 * (a whole work-group) is plenty; 16 B is the widest OpenCL load (float4,
 * long2); 2^48 B is the virtual address space of today's GPUs and keeps
 * address + lanes x stride x elem far from 64-bit overflow. */
#define MAX_LANES 1024u
#define MAX_ELEM 16u
#define MAX_STRIDE (1ull << 24)
#define MAX_ADDRESS (1ull << 48)
#define MAX_UNIT (1u << 16)
/* The picture: at most this many characters per line (the cells a line
 * record holds), this many rows. */
#define PICTURE_CELLS SL_MODEL_MAX_CELLS
#define PICTURE_ROWS 64u
/* Per-sector byte counts are printed where they fit on 80 columns; with
 * more sectors than SEPARATED_SECTORS a character is a whole sector and the
 * boxes lose their separators. */
#define DIGIT_SECTORS 4u
#define SEPARATED_SECTORS 8u

/* ---- usage -------------------------------------------------------------- */

static void usage(FILE *f)
{
    fprintf(f, "usage: simtlab model SUBCOMMAND [OPTIONS]\n\n"
               "What the hardware should do, from a model (no OpenCL device needed).\n\n"
               "subcommands:\n"
               "  coalesce     lines, sectors and DRAM fetch units one request touches, drawn\n"
               "               and counted, beside the other common SIMD width (32 <-> 64)\n"
               "  geometries   the geometry table: lanes, line, sector and DRAM fetch unit per\n"
               "               architecture, with where each number comes from\n"
               "  occupancy    warps/wavefronts a kernel keeps resident per SM or CU, what\n"
               "               limits them, and what one more register or 1 KiB more local\n"
               "               memory would cost (NVIDIA sm_70..sm_90, AMD gfx9..gfx11)\n"
               "  banks        local-memory bank conflicts of one access: passes per phase,\n"
               "               the banks each lane hits, what padding does (NVIDIA, AMD LDS)\n\n"
               "'simtlab model SUBCOMMAND --help' describes one. Example:\n"
               "  simtlab model coalesce --offset 100\n"
               "  simtlab model coalesce --stride 16 --arch cdna3\n"
               "  simtlab model occupancy --arch sm_90 --wg 256 --regs 40 --local 8192\n"
               "  simtlab model banks --stride 32 --pad 1\n\n"
               "exit codes: 0 ok, 2 bad usage\n");
}

static void usage_coalesce(FILE *f)
{
    fprintf(f,
            "usage: simtlab model coalesce [--lanes N] [--elem B] [--stride S] [--offset B]\n"
            "                              [--arch NAME | --line B [--sector B] [--dram B]]\n"
            "                              [--addresses A,B,...] [--json]\n\n"
            "One request: lane i loads --elem bytes at byte --offset + i x stride x elem.\n"
            "Prints the case (aligned, sector-aligned crossing a line, not sector-aligned,\n"
            "or the stride), one picture row per cache line touched, and the numbers at\n"
            "two levels: the cache (lines, sectors, bytes fetched, efficiency = bytes\n"
            "requested / bytes fetched) and DRAM (fetch units, bytes, efficiency), for\n"
            "this lane count and for the other common SIMD width (32 <-> 64).\n\n"
            "  -n, --lanes N         lanes per request (default 32, or --arch's; 1..%u)\n"
            "  -e, --elem B          bytes each lane loads: 4 float, 16 float4 (default 4;\n"
            "                        1..%u)\n"
            "  -s, --stride S        elements between neighbouring lanes (default 1; 0 makes\n"
            "                        every lane load the same element)\n"
            "  -o, --offset B        byte address of lane 0 (default 0; 100 is the classic\n"
            "                        not-sector-aligned case, 96 crosses a line)\n"
            "  -a, --arch NAME       a geometry from 'simtlab model geometries', by name or\n"
            "                        short name (hopper, cdna3, ...); also sets --lanes\n"
            "                        (default nvidia-hopper: 128 B lines, 32 B sectors,\n"
            "                        64 B DRAM fetch)\n"
            "      --line B          a geometry of your own: cache line bytes ...\n"
            "      --sector B        ... the unit the cache fetches (default: the line;\n"
            "                        the line must be a multiple of it) ...\n"
            "      --dram B          ... and the unit DRAM delivers (default: the sector;\n"
            "                        a multiple or a divisor of the sector)\n"
            "      --addresses LIST  explicit byte address of each lane, comma separated,\n"
            "                        decimal or 0x hex; their count is the lane count\n"
            "                        (instead of --stride and --offset)\n"
            "      --json            print one JSON object (schema " SL_MODEL_SCHEMA ")\n"
            "  -h, --help            this text\n\n"
            "Picture: one row per cache line touched, one box per sector:\n"
            "  # every byte requested   + some bytes requested   . fetched, not requested\n"
            "  (blank) sector not fetched; the digits are the bytes requested per sector\n"
            "  (- = not fetched), the last column the DRAM units of that line fetched.\n\n"
            "The model counts one request on its own: it ignores cache hits between\n"
            "requests, TLB misses, DRAM pages and prefetching (docs/model.md).\n"
            "exit codes: 0 ok, 2 bad usage\n",
            MAX_LANES, MAX_ELEM);
}

static void usage_geometries(FILE *f)
{
    fprintf(f, "usage: simtlab model geometries [--json]\n\n"
               "List the geometry table compiled in from data/devices/geometry.csv: name\n"
               "(and short name for --arch), vendor, the arch prefixes a device is matched\n"
               "by (sm_90, gfx942), lanes per request, cache line, sector (the unit the cache\n"
               "fetches), DRAM fetch unit, and the source of the numbers.\n\n"
               "      --json    print a JSON array\n"
               "  -h, --help    this text\n");
}

static void usage_occupancy(FILE *f)
{
    fprintf(f,
            "usage: simtlab model occupancy --arch NAME [--wave 32|64] --wg N\n"
            "                               (--regs N | --vgprs N [--sgprs N]) [--local B]\n"
            "                               [--json]\n"
            "       simtlab model occupancy --list [--json]\n\n"
            "How many warps (NVIDIA) or wavefronts (AMD) one SM, CU or WGP keeps resident\n"
            "for a kernel, the occupancy (%% of the most it can hold), the resource that\n"
            "limits it (warp/wave slots, group slots, registers, SGPRs, local memory),\n"
            "and what one more register per work-item and 1 KiB more local memory per\n"
            "group would cost, with the first register count and local size that cost a\n"
            "level. NVIDIA follows cuda_occupancy.h, AMD LLVM's AMDGPU backend.\n\n"
            "  -a, --arch NAME   sm_70 sm_75 sm_80 sm_86 sm_89 sm_90; gfx906 (gfx9),\n"
            "                    gfx90a, gfx942, gfx1010, gfx1030, gfx1100, gfx1102 or a\n"
            "                    target of theirs (gfx1031, ...); --list shows them all\n"
            "      --wave N      RDNA (gfx10, gfx11): 32 (the default) or 64\n"
            "  -w, --wg N        work-items per group (1..the architecture's maximum)\n"
            "  -r, --regs N      NVIDIA: registers per work-item (ptxas 'Used N registers',\n"
            "                    -cl-nv-verbose in OpenCL)\n"
            "      --vgprs N     AMD: VGPRs per work-item (gfx90a/gfx942: VGPRs + AGPRs)\n"
            "      --sgprs N     AMD: SGPRs per wave; they limit waves on gfx9 only\n"
            "  -l, --local B     local memory per group in bytes (4096, 8K, 48KiB;\n"
            "                    default 0)\n"
            "      --list        the architecture table and its sources\n"
            "      --json        print one JSON object (schema " SL_OCC_SCHEMA ")\n"
            "  -h, --help        this text\n\n"
            "Not modelled: the carveout the driver picks (the largest is assumed), scratch\n"
            "memory, and whether enough groups are launched to fill the device\n"
            "(docs/model-occupancy.md).\n"
            "exit codes: 0 ok, 2 bad usage\n");
}

/* Print "simtlab model SUB: message" and a pointer to --help; exit code 2. */
static int bad(const char *sub, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int bad(const char *sub, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "simtlab model %s: ", sub);
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n('simtlab model %s --help' describes the options)\n", sub);
    va_end(ap);
    return EXIT_USAGE;
}

/* A whole number in [min, max] for option `what` of subcommand `sub`; a
 * sign gets its own message. */
static int parse_num_for(const char *sub, const char *text, uint64_t min, uint64_t max, const char *what,
                         uint64_t *out)
{
    if (text && text[0] == '-' && isdigit((unsigned char)text[1]))
        return bad(sub, "%s must not be negative, not '%s'", what, text);
    sl_err e = { 0 };
    if (sl_parse_u64(text, min, max, what, out, &e) != SL_OK)
        return bad(sub, "%s", e.msg);
    return 0;
}

static int parse_num(const char *text, uint64_t min, uint64_t max, const char *what, uint64_t *out)
{
    return parse_num_for("coalesce", text, min, max, what, out);
}

/* "0x1f4" or "500" -> 500; -1 on anything else. */
static int parse_address(const char *text, size_t len, unsigned long long *out)
{
    char buf[32];
    if (len == 0 || len >= sizeof buf)
        return -1;
    memcpy(buf, text, len);
    buf[len] = '\0';
    int base = 10;
    const char *p = buf;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        base = 16;
        p += 2;
    }
    if (!isxdigit((unsigned char)*p))
        return -1;
    errno = 0;
    char *end = NULL;
    unsigned long long v = strtoull(p, &end, base);
    if (errno == ERANGE || *end != '\0' || v > MAX_ADDRESS)
        return -1;
    *out = v;
    return 0;
}

/* Comma-separated addresses into a new array (caller frees); count in *n. */
static unsigned long long *parse_addresses(const char *text, unsigned *n)
{
    size_t count = 1;
    for (const char *p = text; *p; ++p)
        count += *p == ',';
    if (count > MAX_LANES) {
        bad("coalesce", "--addresses has %zu addresses; at most %u lanes", count, MAX_LANES);
        return NULL;
    }
    unsigned long long *a = malloc(count * sizeof *a);
    if (!a) {
        bad("coalesce", "out of memory");
        return NULL;
    }
    const char *p = text;
    for (size_t i = 0; i < count; ++i) {
        size_t len = strcspn(p, ",");
        if (parse_address(p, len, &a[i]) != 0) {
            bad("coalesce", "--addresses: item %zu '%.*s' is not a byte address (decimal or 0x hex, "
                            "at most 2^48)", i + 1, (int)len, p);
            free(a);
            return NULL;
        }
        p += len + (p[len] == ',');
    }
    *n = (unsigned)count;
    return a;
}

/* ---- the numbers -------------------------------------------------------- */

/* "80", "66.67", "6.25": a percentage with no trailing zeros. */
static const char *pct(double fraction, char *buf, size_t len)
{
    snprintf(buf, len, "%.2f", fraction * 100.0);
    char *dot = strchr(buf, '.');
    if (dot) {
        char *end = buf + strlen(buf) - 1;
        while (end > dot && *end == '0')
            *end-- = '\0';
        if (end == dot)
            *end = '\0';
    }
    return buf;
}

/* One request as the command describes it. */
typedef struct request {
    unsigned lanes, elem_bytes;
    unsigned long long *addr;    /* lanes addresses (owned) */
} request;

static int make_strided(request *r, unsigned lanes, unsigned elem, unsigned long long offset,
                        unsigned long long stride)
{
    r->lanes = lanes;
    r->elem_bytes = elem;
    r->addr = sl_model_strided_addresses(offset, lanes, elem, stride);
    return r->addr ? 0 : -1;
}

/* The first PICTURE_ROWS lines r touches (malloc'd, caller frees), their
 * count in *shown, the start of the last line in *last; NULL when the
 * model refuses or memory runs out. */
static sl_model_line *touched_lines(const request *r, const sl_geometry *g, unsigned cell, unsigned *shown,
                                    unsigned long long *last)
{
    sl_model_line *rows = malloc(PICTURE_ROWS * sizeof *rows);
    unsigned lines = 0;
    if (rows && sl_model_lines(r->addr, r->lanes, r->elem_bytes, g, cell, rows, PICTURE_ROWS, &lines, last) != 0) {
        free(rows);
        return NULL;
    }
    *shown = lines < PICTURE_ROWS ? lines : PICTURE_ROWS;
    return rows;
}

/* ---- text output -------------------------------------------------------- */

typedef struct picture {
    const sl_geometry *g;
    unsigned cell;              /* bytes per character */
    int addr_width;
} picture;

/* Bytes per picture character: the smallest divisor of the sector that fits
 * a line in PICTURE_CELLS characters (4 B for 128 B lines: one float each). */
static unsigned picture_cell(const sl_geometry *g)
{
    if (g->line_bytes / g->sector_bytes > PICTURE_CELLS)
        return 0;
    if (g->line_bytes / g->sector_bytes > SEPARATED_SECTORS)
        return g->sector_bytes;
    for (unsigned c = 1; c <= g->sector_bytes; ++c)
        if (g->sector_bytes % c == 0 && g->line_bytes / c <= PICTURE_CELLS)
            return c;
    return g->sector_bytes;
}

static void print_row(const sl_model_line *row, const picture *p)
{
    const sl_geometry *g = p->g;
    unsigned spl = g->line_bytes / g->sector_bytes, cps = g->sector_bytes / p->cell;
    char addr[32];
    snprintf(addr, sizeof addr, "0x%llx", row->start);
    printf("  %-*s  [", p->addr_width, addr);
    for (unsigned s = 0; s < spl; ++s) {
        if (s && spl <= SEPARATED_SECTORS)
            putchar('|');
        for (unsigned c = 0; c < cps; ++c) {
            unsigned used = row->cell_used[s * cps + c];
            putchar(!row->sector_used[s] ? ' ' : used == p->cell ? '#' : used ? '+' : '.');
        }
    }
    printf("] ");
    if (spl <= DIGIT_SECTORS) {
        int w = snprintf(NULL, 0, "%u", g->sector_bytes);
        for (unsigned s = 0; s < spl; ++s) {
            if (row->sector_used[s])
                printf(" %*u", w, row->sector_used[s]);
            else
                printf(" %*s", w, "-");
        }
    } else {
        unsigned used = 0;
        for (unsigned s = 0; s < spl; ++s)
            used += row->sector_used[s];
        printf(" %4u B", used);
    }
    printf("   %u of %u\n", row->dram_fetched, row->dram_total);
}

static void print_picture(const request *r, const sl_geometry *g, unsigned lines)
{
    unsigned cell = picture_cell(g);
    if (!cell) {
        printf("(no picture: %u sectors per line do not fit on one row)\n",
               g->line_bytes / g->sector_bytes);
        return;
    }
    unsigned shown = 0;
    unsigned long long last_start = 0;
    sl_model_line *rows = touched_lines(r, g, cell, &shown, &last_start);
    if (!rows)
        return;
    char last[32];
    int addr_width = snprintf(last, sizeof last, "0x%llx", last_start);
    if (addr_width < 7)
        addr_width = 7;
    picture p = { g, cell, addr_width };
    unsigned spl = g->line_bytes / g->sector_bytes;
    int bar = (int)(g->line_bytes / cell + 2 + (spl <= SEPARATED_SECTORS ? spl - 1 : 0));
    char head[64];
    snprintf(head, sizeof head, "sectors, 1 char = %u B", cell);
    printf("  %-*s  %-*s  %s   %s\n", addr_width, "line at", bar, head,
           spl <= DIGIT_SECTORS ? "B per sector" : "used", "DRAM units");
    for (unsigned i = 0; i < shown; ++i)
        print_row(&rows[i], &p);
    if (lines > PICTURE_ROWS)
        printf("  ... and %u more lines\n", lines - PICTURE_ROWS);
    printf("  legend: # requested  + partly requested  . fetched, not requested\n"
           "          (blank) sector not fetched\n"
           "          %s\n"
           "          DRAM units: how many of the line's DRAM fetch units are fetched\n",
           spl <= DIGIT_SECTORS ? "digits: bytes requested per sector (- not fetched)"
                                : "used: bytes requested in the line");
    free(rows);
}

typedef struct level {
    unsigned lanes;
    sl_request q;
} level;


static int model_level(const request *r, const sl_geometry *g, level *out)
{
    out->lanes = r->lanes;
    return sl_model_request(r->addr, r->lanes, r->elem_bytes, g, &out->q);
}

/* One row of the numbers: the label, then this lane count's value and, where
 * there is one, the other width's. */
static void number_row(const char *label, const char *mine, const char *other)
{
    if (other)
        printf("    %-26s %12s %16s\n", label, mine, other);
    else
        printf("    %-26s %12s\n", label, mine);
}

static void print_numbers(const sl_geometry *g, const level *a, const level *o)
{
    char h1[32], h2[32], k1[40], k2[40], label[64];
    snprintf(h1, sizeof h1, "%u lanes", a->lanes);
    snprintf(h2, sizeof h2, "%u lanes", o ? o->lanes : 0);
    number_row("", h1, o ? h2 : NULL);
    number_row("", "(asked)", o ? "(other width)" : NULL);
#define ROW_U(text, field)                                                                   \
    do {                                                                                     \
        snprintf(k1, sizeof k1, "%llu", (unsigned long long)a->q.field);                     \
        snprintf(k2, sizeof k2, "%llu", o ? (unsigned long long)o->q.field : 0ull);          \
        number_row(text, k1, o ? k2 : NULL);                                                 \
    } while (0)
#define ROW_P(text, field)                                                                   \
    do {                                                                                     \
        char p1[32], p2[32];                                                                 \
        snprintf(k1, sizeof k1, "%s%%", pct(a->q.field, p1, sizeof p1));                     \
        snprintf(k2, sizeof k2, "%s%%", o ? pct(o->q.field, p2, sizeof p2) : "");            \
        number_row(text, k1, o ? k2 : NULL);                                                 \
    } while (0)
    printf("  cache\n");
    ROW_U("lines", cache.lines);
    snprintf(label, sizeof label, "sectors (%u B)", g->sector_bytes);
    ROW_U(label, cache.sectors);
    ROW_U("bytes requested", cache.bytes_requested);
    ROW_U("bytes fetched", cache.bytes_fetched);
    ROW_P("efficiency", cache.efficiency);
    printf("  DRAM\n");
    snprintf(label, sizeof label, "fetch units (%u B)", g->dram_fetch_bytes);
    ROW_U(label, dram_units);
    ROW_U("bytes", dram_bytes);
    ROW_P("efficiency", dram_efficiency);
#undef ROW_U
#undef ROW_P
    printf("\nefficiency = bytes requested / bytes fetched at that level, for this one\n"
           "request alone: hits on lines that other requests brought in are not counted.\n");
}

/* "128 B lines of 4 x 32 B sectors, 64 B DRAM fetch unit" */
static const char *describe_geometry(const sl_geometry *g, char *buf, size_t len)
{
    if (g->sector_bytes == g->line_bytes)
        snprintf(buf, len, "%u B lines (no sectors), %u B DRAM fetch unit", g->line_bytes,
                 g->dram_fetch_bytes);
    else
        snprintf(buf, len, "%u B lines of %u x %u B sectors, %u B DRAM fetch unit", g->line_bytes,
                 g->line_bytes / g->sector_bytes, g->sector_bytes, g->dram_fetch_bytes);
    return buf;
}

/* ---- the subcommands ---------------------------------------------------- */

typedef struct inputs {
    unsigned lanes, elem;
    unsigned long long stride, offset;
    const char *lanes_source;      /* "default", "--lanes", "--arch", "--addresses" */
    const char *case_name;         /* "not sector-aligned", "stride 8", "address list" */
    int explicit_addresses;
} inputs;

static int print_json(const inputs *in, const request *r, const sl_geometry *g, const char *geometry_source,
                      const level *a, const level *o)
{
    unsigned shown = 0;
    sl_model_line *rows = touched_lines(r, g, 0, &shown, NULL);
    sl_model_report m = {
        .lanes = in->lanes, .lanes_source = in->lanes_source, .elem_bytes = in->elem,
        .addresses = in->explicit_addresses ? r->addr : NULL, .stride_elems = in->stride,
        .offset_bytes = in->offset, .case_name = in->case_name, .geometry = g,
        .geometry_source = geometry_source, .request = &a->q, .lines = rows, .n_lines = rows ? shown : 0,
        .lines_truncated = a->q.cache.lines > PICTURE_ROWS, .other = o ? &o->q : NULL,
        .other_lanes = o ? o->lanes : 0,
    };
    char *text = sl_report_model_json_text(&m);
    free(rows);
    if (!text) {
        fprintf(stderr, "simtlab model coalesce: out of memory\n");
        return EXIT_CHECK_FAILED;
    }
    printf("%s\n", text);
    free(text);
    return 0;
}

static int cmd_coalesce(int argc, char **argv)
{
    enum { O_LINE = 256, O_SECTOR, O_DRAM, O_ADDRESSES, O_JSON };
    static const struct option longopts[] = {
        { "lanes", required_argument, NULL, 'n' },       { "elem", required_argument, NULL, 'e' },
        { "stride", required_argument, NULL, 's' },      { "offset", required_argument, NULL, 'o' },
        { "arch", required_argument, NULL, 'a' },        { "line", required_argument, NULL, O_LINE },
        { "sector", required_argument, NULL, O_SECTOR }, { "dram", required_argument, NULL, O_DRAM },
        { "addresses", required_argument, NULL, O_ADDRESSES },
        { "json", no_argument, NULL, O_JSON },           { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    const char *arch = NULL, *addr_text = NULL, *lanes_text = NULL, *elem_text = NULL, *stride_text = NULL,
               *offset_text = NULL, *line_text = NULL, *sector_text = NULL, *dram_text = NULL;
    int json = 0, c;
    optind = 1;
    opterr = 0; /* our own messages, naming the command */
    while ((c = getopt_long(argc, argv, ":n:e:s:o:a:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'n': lanes_text = optarg; break;
        case 'e': elem_text = optarg; break;
        case 's': stride_text = optarg; break;
        case 'o': offset_text = optarg; break;
        case 'a': arch = optarg; break;
        case O_LINE: line_text = optarg; break;
        case O_SECTOR: sector_text = optarg; break;
        case O_DRAM: dram_text = optarg; break;
        case O_ADDRESSES: addr_text = optarg; break;
        case O_JSON: json = 1; break;
        case 'h': usage_coalesce(stdout); return 0;
        default: {
            char msg[512];
            return bad("coalesce", "%s", cli_opt_error(msg, sizeof msg, c, argc, argv, longopts));
        }
        }
    }
    if (optind < argc)
        return bad("coalesce", "unexpected argument '%s'", argv[optind]);
    if (arch && (line_text || sector_text || dram_text))
        return bad("coalesce", "--arch picks a row of the geometry table and --line/--sector/--dram "
                               "describe your own: give one or the other");
    if ((sector_text || dram_text) && !line_text)
        return bad("coalesce", "--sector and --dram need --line (a geometry of your own), or use --arch");
    if (addr_text && (stride_text || offset_text))
        return bad("coalesce", "--addresses gives every lane's address: it cannot be combined with "
                               "--stride or --offset");

    /* the geometry: a table row, or the user's own */
    const sl_geometry *g = sl_model_geometry(arch ? arch : "nvidia-hopper");
    char source[160];
    const char *how = arch ? "--arch" : "default";
    sl_geometry user;
    if (arch && !g) {
        fprintf(stderr, "simtlab model coalesce: unknown --arch '%s'; the geometries are:\n", arch);
        for (const sl_geometry *t = sl_model_geometries(); t->name; ++t)
            fprintf(stderr, "  %s (%s)\n", t->name, strchr(t->name, '-') ? strchr(t->name, '-') + 1 : t->name);
        return EXIT_USAGE;
    }
    if (!g)
        return bad("coalesce", "the default geometry nvidia-hopper is missing from the table");
    if (line_text) {
        uint64_t line = 0, sector = 0, dram = 0;
        if (parse_num(line_text, 1, MAX_UNIT, "--line", &line) ||
            (sector_text && parse_num(sector_text, 1, MAX_UNIT, "--sector", &sector)) ||
            (dram_text && parse_num(dram_text, 1, MAX_UNIT, "--dram", &dram)))
            return EXIT_USAGE;
        if (!sector_text)
            sector = line;
        if (!dram_text)
            dram = sector;
        if (line % sector != 0)
            return bad("coalesce", "--line %llu is not a multiple of --sector %llu: a line holds whole "
                                   "sectors", (unsigned long long)line, (unsigned long long)sector);
        if (line / sector > SL_MODEL_MAX_SECTORS)
            return bad("coalesce", "%llu sectors per line: at most %u (real caches have 1 to 4)",
                       (unsigned long long)(line / sector), SL_MODEL_MAX_SECTORS);
        if (dram % sector != 0 && sector % dram != 0)
            return bad("coalesce", "--dram %llu must be a multiple or a divisor of --sector %llu",
                       (unsigned long long)dram, (unsigned long long)sector);
        user = (sl_geometry){ "user", "", "", 32, (unsigned)line, (unsigned)sector, (unsigned)dram, source };
        snprintf(source, sizeof source, "command line: --line %llu --sector %llu --dram %llu",
                 (unsigned long long)line, (unsigned long long)sector, (unsigned long long)dram);
        g = &user;
        how = "--line/--sector/--dram";
    }

    inputs in = { 0, 4, 1, 0, "default", "", addr_text != NULL };
    uint64_t v;
    if (elem_text) {
        if (parse_num(elem_text, 1, MAX_ELEM, "--elem", &v))
            return EXIT_USAGE;
        in.elem = (unsigned)v;
    }
    if (stride_text) {
        if (parse_num(stride_text, 0, MAX_STRIDE, "--stride", &v))
            return EXIT_USAGE;
        in.stride = v;
    }
    if (offset_text) {
        if (parse_num(offset_text, 0, MAX_ADDRESS, "--offset", &v))
            return EXIT_USAGE;
        in.offset = v;
    }
    if (lanes_text) {
        if (parse_num(lanes_text, 1, MAX_LANES, "--lanes", &v))
            return EXIT_USAGE;
        in.lanes = (unsigned)v;
        in.lanes_source = "--lanes";
    } else if (g != &user) {
        in.lanes = g->lanes;
        in.lanes_source = arch ? "--arch" : "default";
    } else {
        in.lanes = 32;
    }

    request r = { 0, 0, NULL }, ro = { 0, 0, NULL };
    if (addr_text) {
        unsigned n = 0;
        unsigned long long *a = parse_addresses(addr_text, &n);
        if (!a)
            return EXIT_USAGE;
        if (lanes_text && n != in.lanes) {
            free(a);
            return bad("coalesce", "--addresses gives %u addresses but --lanes is %u", n, in.lanes);
        }
        in.lanes = n;
        in.lanes_source = "--addresses";
        r = (request){ n, in.elem, a };
    } else if (make_strided(&r, in.lanes, in.elem, in.offset, in.stride) != 0) {
        return bad("coalesce", "out of memory");
    }

    char case_buf[96];
    if (addr_text)
        in.case_name = "address list";
    else if (in.stride == 1)
        in.case_name = sl_model_alignment_case(in.offset, g->line_bytes, g->sector_bytes);
    else {
        snprintf(case_buf, sizeof case_buf, in.stride == 0 ? "stride 0 (every lane the same element)"
                                                            : "stride %llu", in.stride);
        in.case_name = case_buf;
    }

    level a, o;
    int rc = 0, have_other = !addr_text;
    if (model_level(&r, g, &a) != 0) {
        rc = bad("coalesce", "the model rejected this request (lanes %u, element %u B, geometry %s)",
                 r.lanes, r.elem_bytes, g->name);
        goto done;
    }
    if (have_other) {
        if (make_strided(&ro, sl_model_other_width(in.lanes), in.elem, in.offset, in.stride) != 0 ||
            model_level(&ro, g, &o) != 0)
            have_other = 0;
    }

    if (json) {
        rc = print_json(&in, &r, g, how, &a, have_other ? &o : NULL);
        goto done;
    }
    char up[96], pc[32], gd[128];
    snprintf(up, sizeof up, "%s", in.case_name);
    for (char *p = up; *p; ++p)
        *p = (char)toupper((unsigned char)*p);
    printf("CASE: %s", up);
    if (!addr_text)
        printf(" (offset=%llu)", in.offset);
    printf(" -> %u line%s, %u sector%s, %s%% useful\n\n", a.q.cache.lines, a.q.cache.lines == 1 ? "" : "s",
           a.q.cache.sectors, a.q.cache.sectors == 1 ? "" : "s", pct(a.q.cache.efficiency, pc, sizeof pc));
    if (addr_text)
        printf("request:  %u lanes x %u B at the addresses given\n", in.lanes, in.elem);
    else
        printf("request:  %u lanes x %u B, stride %llu element%s (%llu B), lane 0 at byte %llu\n", in.lanes,
               in.elem, in.stride, in.stride == 1 ? "" : "s", in.stride * in.elem, in.offset);
    printf("geometry: %s: %s\n\n", g->name, describe_geometry(g, gd, sizeof gd));
    print_picture(&r, g, a.q.cache.lines);
    printf("\n");
    print_numbers(g, &a, have_other ? &o : NULL);
done:
    free(r.addr);
    free(ro.addr);
    return rc;
}

/* Print text to f word-wrapped to `width` columns, every line indented by `indent`. */
static void print_wrapped_to(FILE *f, const char *text, int indent, int width)
{
    const char *p = text;
    while (*p) {
        int room = width - indent;
        int len = (int)strlen(p);
        int take = len;
        if (len > room) {
            take = room;
            while (take > 0 && p[take] != ' ')
                --take;
            if (take == 0)
                take = room;
        }
        fprintf(f, "%*s%.*s\n", indent, "", take, p);
        p += take;
        while (*p == ' ')
            ++p;
    }
}

/* The same to stdout. */
static void print_wrapped(const char *text, int indent, int width)
{
    print_wrapped_to(stdout, text, indent, width);
}

static int cmd_geometries(int argc, char **argv)
{
    static const struct option longopts[] = {
        { "json", no_argument, NULL, 'j' },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    int json = 0, c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (c) {
        case 'j': json = 1; break;
        case 'h': usage_geometries(stdout); return 0;
        default: {
            char msg[512];
            return bad("geometries", "%s", cli_opt_error(msg, sizeof msg, c, argc, argv, longopts));
        }
        }
    }
    if (optind < argc)
        return bad("geometries", "unexpected argument '%s'", argv[optind]);
    const sl_geometry *all = sl_model_geometries();
    if (json) {
        char *text = sl_report_geometries_json_text(all);
        printf("%s\n", text ? text : "[]");
        free(text);
        return 0;
    }
    int aw = (int)strlen("arch prefixes");
    for (const sl_geometry *g = all; g->name; ++g)
        if ((int)strlen(g->arch_prefixes) > aw)
            aw = (int)strlen(g->arch_prefixes);
    printf("%-14s %-7s %-7s %-*s %5s %5s %6s %5s\n", "name", "short", "vendor", aw, "arch prefixes", "lanes",
           "line", "sector", "dram");
    for (const sl_geometry *g = all; g->name; ++g) {
        const char *dash = strchr(g->name, '-');
        printf("%-14s %-7s %-7s %-*s %5u %5u %6u %5u\n", g->name, dash ? dash + 1 : g->name, g->vendor, aw,
               g->arch_prefixes[0] ? g->arch_prefixes : "-", g->lanes, g->line_bytes, g->sector_bytes,
               g->dram_fetch_bytes);
    }
    printf("\nbytes: line = cache line; sector = the unit the cache fetches; dram = the unit\n"
           "DRAM delivers. sources:\n");
    for (const sl_geometry *g = all; g->name; ++g) {
        printf("  %s:\n", g->name);
        print_wrapped(g->source, 4, 79);
    }
    return 0;
}

/* ---- occupancy ---------------------------------------------------------- */

/* The occupancy table, one line per row, then the sources. */
static int print_occ_list(int json)
{
    const sl_occ_arch *all = sl_occ_archs();
    if (json) {
        char *text = sl_report_occ_archs_json_text(all);
        printf("%s\n", text ? text : "[]");
        free(text);
        return 0;
    }
    printf("%-8s %4s %-4s %5s %6s %6s %4s %4s %7s %5s %4s %7s %4s\n", "arch", "wave", "unit", "waves",
           "groups", "regs", "gran", "max", "local", "gran", "resv", "local/g", "wg");
    for (const sl_occ_arch *a = all; a->name; ++a)
        printf("%-8s %4u %-4s %5u %6u %6u %4u %4u %7u %5u %4u %7u %4u\n", a->name, a->wave, a->unit,
               a->max_waves, a->max_groups, a->reg_file, a->reg_granule, a->max_regs, a->local_per_unit,
               a->local_granule, a->local_reserved, a->max_local_per_group, a->max_wg);
    printf("\nper SM/CU/WGP: waves = warps/wavefronts, groups = work-groups, local in bytes.\n"
           "regs: NVIDIA registers per SM, allocated per warp in units of gran; AMD VGPRs\n"
           "per lane per SIMD, allocated per wave in units of gran. max: per work-item.\n"
           "resv: local bytes the driver adds to each group; local/g: most per group.\n\n"
           "targets and sources:\n");
    for (const sl_occ_arch *a = all; a->name; ++a) {
        if (a != all && strcmp(a[-1].name, a->name) == 0)
            continue; /* the other wave size: same parts, same documents */
        char targets[160] = "";
        if (*a->targets) {
            snprintf(targets, sizeof targets, ", also %s", a->targets);
            for (char *p = targets; *p; ++p)
                if (*p == '|')
                    *p = ' ';
        }
        char head[320];
        snprintf(head, sizeof head, "%s%s: %s", a->name, targets, a->parts);
        print_wrapped(head, 2, 79);
        print_wrapped(a->source, 4, 79);
        if (a->unpublished) {
            char buf[512];
            snprintf(buf, sizeof buf, "not published: %s", a->unpublished);
            print_wrapped(buf, 4, 79);
        }
    }
    return 0;
}

/* One limit's row: its name, the groups it allows, and how. */
static void occ_limit_row(const sl_occ_arch *a, const sl_occ_input *in, const sl_occ *r, int k)
{
    const char *wv = sl_occ_limit_name(a, SL_OCC_LIM_WAVES);
    char n[16], how[128] = "";
    unsigned w = r->waves_per_group;
    if (r->limit[k] == SL_OCC_UNLIMITED)
        snprintf(n, sizeof n, "-");
    else
        snprintf(n, sizeof n, "%u", r->limit[k]);
    switch (k) {
    case SL_OCC_LIM_WAVES:
        snprintf(how, sizeof how, "%u %s / %u per group", a->max_waves, wv, w);
        break;
    case SL_OCC_LIM_GROUPS:
        if (r->limit[k] == SL_OCC_UNLIMITED)
            snprintf(how, sizeof how, "one-wave groups hold no barrier");
        else
            snprintf(how, sizeof how, "at most %u per %s", a->max_groups, a->unit);
        break;
    case SL_OCC_LIM_REGS:
        if (r->waves_per_simd_regs == SL_OCC_UNLIMITED)
            snprintf(how, sizeof how, "no registers");
        else if (a->vendor == SL_OCC_NVIDIA)
            snprintf(how, sizeof how, "%u %s per sub-partition (%u / %u) x %u / %u", r->waves_per_simd_regs,
                     wv, a->reg_file / a->simds, r->reg_alloc, a->simds, w);
        else
            snprintf(how, sizeof how, "%u %s per SIMD (%u / %u) x %u / %u", r->waves_per_simd_regs, wv,
                     a->reg_file, r->reg_alloc, a->simds, w);
        break;
    case SL_OCC_LIM_SGPRS:
        if (a->vendor == SL_OCC_NVIDIA)
            return; /* no such thing */
        if (!a->sgprs_limit_waves)
            snprintf(how, sizeof how, "do not limit waves on %s", a->name);
        else if (!in->sgprs)
            snprintf(how, sizeof how, "not given");
        else
            snprintf(how, sizeof how, "%u SGPRs: %u waves per SIMD x %u / %u", in->sgprs,
                     r->limit[k] * w / a->simds, a->simds, w);
        break;
    case SL_OCC_LIM_LOCAL:
        if (!r->local_alloc)
            snprintf(how, sizeof how, "none");
        else
            snprintf(how, sizeof how, "%u B / %llu B", a->local_per_unit, r->local_alloc);
        break;
    default: break;
    }
    printf("  %-13s %6s%s %s\n", sl_occ_limit_name(a, k), n,
           r->groups && r->limit[k] == r->groups ? "*" : " ", how);
}

/* "registers, local memory" into buf. */
static const char *occ_limiters(const sl_occ_arch *a, const sl_occ *r, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int k = 0; k < SL_OCC_NLIMITS; ++k)
        if (r->limiters & (1u << k)) {
            int n = snprintf(buf + used, len - used, "%s%s", used ? ", " : "", sl_occ_limit_name(a, k));
            if (n < 0 || (size_t)n >= len - used)
                break;
            used += (size_t)n;
        }
    return buf;
}

/* One "what if" line: the label, then the occupancy there. */
static void occ_step(const sl_occ_arch *a, const char *label, const sl_occ_step *s, const sl_occ *base,
                     const char *past)
{
    char p[32];
    if (!s->possible) {
        printf("  %-28s %s\n", label, past);
        return;
    }
    printf("  %-28s %s%% (%u %s)%s\n", label, pct(s->at.occupancy, p, sizeof p), s->at.waves,
           sl_occ_limit_name(a, SL_OCC_LIM_WAVES),
           s->at.groups == 0 ? ": does not launch" : s->at.waves == base->waves ? ": no change" : "");
}

/* "registers: 40 or fewer keep 75%; 41 give 62.5% (40 warps)", or for a
 * size "local: 37888 B or less keeps 75%; 37889 B gives 62.5% (40 warps)". */
static void occ_headroom(const sl_occ_arch *a, const char *what, int is_size, const sl_occ_step *drop,
                         const sl_occ *base, unsigned long long max)
{
    char p[32], q[32];
    const char *unit = is_size ? " B" : "";
    pct(base->occupancy, p, sizeof p);
    if (!drop->possible) {
        printf("  %s: %llu%s %s %s%%\n", what, max, unit, is_size ? "and less keep" : "and fewer keep", p);
        return;
    }
    printf("  %s: %llu%s or %s %s %s%%; %llu%s %s %s%% (%u %s)\n", what, drop->value - 1, unit,
           is_size ? "less" : "fewer", is_size ? "keeps" : "keep", p, drop->value, unit, is_size ? "gives" : "give",
           pct(drop->at.occupancy, q, sizeof q), drop->at.waves, sl_occ_limit_name(a, SL_OCC_LIM_WAVES));
}

/* "- text" word-wrapped to 79 columns, continuation lines under the text. */
static void print_item(const char *text)
{
    const char *p = text;
    int first = 1;
    while (*p) {
        int room = 79 - 4, len = (int)strlen(p), take = len;
        if (len > room) {
            take = room;
            while (take > 0 && p[take] != ' ')
                --take;
            if (take == 0)
                take = room;
        }
        printf("  %s%.*s\n", first ? "- " : "  ", take, p);
        first = 0;
        p += take;
        while (*p == ' ')
            ++p;
    }
}

static void print_occupancy(const sl_occ_arch *a, const sl_occ_input *in, const sl_occ *r,
                            const sl_occ_whatif *w)
{
    const int nv = a->vendor == SL_OCC_NVIDIA;
    const char *wv = sl_occ_limit_name(a, SL_OCC_LIM_WAVES), *rg = sl_occ_limit_name(a, SL_OCC_LIM_REGS);
    char p[32], lim[96], label[64];
    if (r->groups)
        printf("OCCUPANCY: %s%% -- %u of %u %s per %s, limited by %s\n", pct(r->occupancy, p, sizeof p),
               r->waves, a->max_waves, wv, a->unit, occ_limiters(a, r, lim, sizeof lim));
    else
        printf("OCCUPANCY: 0%% -- one group does not fit on a %s\n", a->unit);
    printf("launch:    %s%s, %u work-items per group, %u %s", a->name, nv ? "" : a->wave == 32 ? " wave32" : " wave64",
           in->wg, in->regs, rg);
    if (in->sgprs)
        printf(", %u SGPRs", in->sgprs);
    printf(", %llu B local\n\n", in->local);

    printf("architecture: %s, %s %u; %s\n", a->name, nv ? "warp" : "wave", a->wave, a->parts);
    printf("  per %-4s    %u %s, %u groups, %u B local", a->unit, a->max_waves, wv, a->max_groups,
           a->local_per_unit);
    if (nv)
        printf(",\n              %u registers in %u sub-partitions\n", a->reg_file, a->simds);
    else
        printf(",\n              %u SIMDs of %u %s and %u VGPRs per lane each\n", a->simds,
               a->max_waves / a->simds, wv, a->reg_file);
    if (nv)
        printf("  allocation  registers per warp in units of %u, at most %u per work-item;\n", a->reg_granule,
               a->max_regs);
    else
        printf("  allocation  VGPRs per wave in units of %u, at most %u per work-item;\n", a->reg_granule,
               a->max_regs);
    printf("              local in units of %u B, at most %u B per group", a->local_granule,
           a->max_local_per_group);
    if (a->local_reserved)
        printf(",\n              %u B more reserved for each group", a->local_reserved);
    printf("\n");
    printf("one group     %u %s; ", r->waves_per_group, wv);
    if (nv)
        printf("%u registers x %u = %u per warp, allocated %u;\n", in->regs, a->wave, in->regs * a->wave,
               r->reg_alloc);
    else
        printf("%u VGPRs, allocated %u;\n", in->regs, r->reg_alloc);
    if (r->local_alloc)
        printf("              %llu B local%s, allocated %llu B\n", in->local,
               a->local_reserved ? " + the reserve" : "", r->local_alloc);
    else
        printf("              no local memory\n");

    printf("\ngroups per %s each resource allows (* the limit)\n", a->unit);
    for (int k = 0; k < SL_OCC_NLIMITS; ++k)
        occ_limit_row(a, in, r, k);
    if (r->groups) {
        printf("  -> %u groups x %u %s = %u of %u %s", r->groups, r->waves_per_group, wv, r->waves, a->max_waves,
               wv);
        if (!nv) {
            char ps[32];
            snprintf(ps, sizeof ps, "%.2f", (double)r->waves / a->simds);
            char *end = ps + strlen(ps) - 1;
            while (*end == '0')
                *end-- = '\0';
            if (*end == '.')
                *end = '\0';
            printf(" (%s per SIMD)", ps);
        }
        printf(": %s%%\n", pct(r->occupancy, p, sizeof p));
    } else {
        printf("  -> 0 groups: one does not fit\n");
        print_wrapped(r->why_not, 5, 79);
    }

    printf("\nwhat more would cost\n");
    char past[96];
    snprintf(label, sizeof label, "one more %s (%u)", nv ? "register" : "VGPR", in->regs + 1);
    snprintf(past, sizeof past, "past the maximum (%u)", a->max_regs);
    occ_step(a, label, &w->regs_plus_one, r, past);
    snprintf(label, sizeof label, "1 KiB more local (%llu B)", in->local + 1024);
    snprintf(past, sizeof past, "past the maximum (%u B per group)", a->max_local_per_group);
    occ_step(a, label, &w->local_plus_kib, r, past);
    if (r->groups) {
        occ_headroom(a, rg, 0, &w->regs_drop, r, a->max_regs);
        occ_headroom(a, "local", 1, &w->local_drop, r, a->max_local_per_group);
    }

    const char *notes[8];
    unsigned n = sl_occ_notes(a, in, notes, 8);
    if (n) {
        printf("\nnotes\n");
        for (unsigned k = 0; k < n && k < 8; ++k)
            print_item(notes[k]);
    }
    printf("\nsource\n");
    print_wrapped(a->source, 2, 79);
}

/* "8192", "8K", "48KiB" -> bytes; 0 is allowed. */
static int parse_local(const char *text, unsigned long long *out)
{
    if (text && text[0] == '-' && isdigit((unsigned char)text[1]))
        return bad("occupancy", "--local must not be negative, not '%s'", text);
    if (text && strcmp(text, "0") == 0) {
        *out = 0;
        return 0;
    }
    sl_err e = { 0 };
    uint64_t v = 0;
    if (sl_parse_size(text, &v, &e) != SL_OK)
        return bad("occupancy", "--local: %s", e.msg);
    *out = v;
    return 0;
}

static int cmd_occupancy(int argc, char **argv)
{
    enum { O_VGPRS = 256, O_SGPRS, O_WAVE, O_LIST, O_JSON };
    static const struct option longopts[] = {
        { "arch", required_argument, NULL, 'a' },     { "wg", required_argument, NULL, 'w' },
        { "regs", required_argument, NULL, 'r' },     { "vgprs", required_argument, NULL, O_VGPRS },
        { "sgprs", required_argument, NULL, O_SGPRS }, { "local", required_argument, NULL, 'l' },
        { "wave", required_argument, NULL, O_WAVE },  { "list", no_argument, NULL, O_LIST },
        { "json", no_argument, NULL, O_JSON },        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    const char *arch = NULL, *wg_text = NULL, *regs_text = NULL, *vgprs_text = NULL, *sgprs_text = NULL,
               *local_text = NULL, *wave_text = NULL;
    int json = 0, list = 0, c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:w:r:l:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'a': arch = optarg; break;
        case 'w': wg_text = optarg; break;
        case 'r': regs_text = optarg; break;
        case O_VGPRS: vgprs_text = optarg; break;
        case O_SGPRS: sgprs_text = optarg; break;
        case 'l': local_text = optarg; break;
        case O_WAVE: wave_text = optarg; break;
        case O_LIST: list = 1; break;
        case O_JSON: json = 1; break;
        case 'h': usage_occupancy(stdout); return 0;
        default: {
            char msg[512];
            return bad("occupancy", "%s", cli_opt_error(msg, sizeof msg, c, argc, argv, longopts));
        }
        }
    }
    if (optind < argc)
        return bad("occupancy", "unexpected argument '%s'", argv[optind]);
    if (list) {
        if (arch || wg_text || regs_text || vgprs_text || sgprs_text || local_text || wave_text)
            return bad("occupancy", "--list takes no other option but --json");
        return print_occ_list(json);
    }
    if (!arch)
        return bad("occupancy", "--arch is required (sm_90, gfx90a, ...; --list shows them all)");

    uint64_t v = 0;
    unsigned wave = 0;
    if (wave_text) {
        if (parse_num_for("occupancy", wave_text, 32, 64, "--wave", &v))
            return EXIT_USAGE;
        if (v != 32 && v != 64)
            return bad("occupancy", "--wave must be 32 or 64, not %llu", (unsigned long long)v);
        wave = (unsigned)v;
    }
    const sl_occ_arch *a = NULL;
    sl_err e = { 0 };
    if (sl_occ_find(arch, wave, &a, &e) != SL_OK) {
        fprintf(stderr, "simtlab model occupancy:\n");
        print_wrapped_to(stderr, e.msg, 2, 79);
        fprintf(stderr, "('simtlab model occupancy --list' shows the table)\n");
        return EXIT_USAGE;
    }
    const int nv = a->vendor == SL_OCC_NVIDIA;
    if (nv && vgprs_text)
        return bad("occupancy", "%s is NVIDIA: give --regs (registers per work-item), not --vgprs", a->name);
    if (!nv && regs_text)
        return bad("occupancy", "%s is AMD: give --vgprs (VGPRs per work-item), not --regs", a->name);
    if (nv && sgprs_text)
        return bad("occupancy", "%s is NVIDIA, which has no SGPRs: drop --sgprs", a->name);
    if (!wg_text)
        return bad("occupancy", "--wg (work-items per group) is required");
    if (!regs_text && !vgprs_text)
        return bad("occupancy", "%s is required (the count the compiler reports)", nv ? "--regs" : "--vgprs");

    sl_occ_input in = { 0, 0, 0, 0 };
    /* ranges beyond any row's, so the library says what this arch allows */
    if (parse_num_for("occupancy", wg_text, 0, 1u << 20, "--wg", &v))
        return EXIT_USAGE;
    in.wg = (unsigned)v;
    if (parse_num_for("occupancy", nv ? regs_text : vgprs_text, 0, 1u << 16, nv ? "--regs" : "--vgprs", &v))
        return EXIT_USAGE;
    in.regs = (unsigned)v;
    if (sgprs_text) {
        if (parse_num_for("occupancy", sgprs_text, 1, 1u << 16, "--sgprs", &v))
            return EXIT_USAGE;
        in.sgprs = (unsigned)v;
    }
    if (local_text && parse_local(local_text, &in.local))
        return EXIT_USAGE;

    sl_occ r;
    sl_occ_whatif w;
    if (sl_occ_compute(a, &in, &r, &e) != SL_OK || sl_occ_what_if(a, &in, &w, &e) != SL_OK)
        return bad("occupancy", "%s", e.msg);
    if (json) {
        char *text = sl_report_occupancy_json_text(a, &in, &r, &w);
        if (!text) {
            fprintf(stderr, "simtlab model occupancy: out of memory\n");
            return EXIT_CHECK_FAILED;
        }
        printf("%s\n", text);
        free(text);
        return 0;
    }
    print_occupancy(a, &in, &r, &w);
    return 0;
}

/* ---- banks -------------------------------------------------------------- */

/* Limits of `model banks`: a stride or offset of 2^24 words is far past
 * any local memory (64 KiB on today's GPUs) and keeps the model's 64-bit
 * arithmetic far from overflow. */
#define MAX_BANK_WORDS (1u << 24)
/* Phases drawn, one row each; 1024 lanes of 16 B words are 128. */
#define BANK_ROWS 32u

static void usage_banks(FILE *f)
{
    fprintf(f,
            "usage: simtlab model banks --stride S [--words B] [--offset W] [--pad P]\n"
            "                           [--lanes N] [--arch nvidia|amd-cdna|amd-rdna] [--json]\n\n"
            "One local-memory access (NVIDIA shared memory, AMD LDS): lane i touches the\n"
            "--words byte word at word i x (S + P) + W. Local memory is 32 banks of 4 B;\n"
            "lanes are served in phases (a warp's 4 B words at once, 8 B words in two\n"
            "half-warps, 16 B words in four quarter-warps; an AMD wave64 in two halves of\n"
            "32 lanes). In a phase, lanes touching different words of one bank take one\n"
            "pass each; lanes reading the same word share it (a broadcast). Prints the\n"
            "conflict degree, one row of banks per phase, the lanes of the worst bank,\n"
            "and the numbers, with one line for the other SIMD width (32 <-> 64).\n\n"
            "  -s, --stride S   words between neighbouring lanes (required; 0 makes every\n"
            "                   lane read the same word; 0..%u)\n"
            "  -w, --words B    bytes per word: 4 float, 8 float2/double, 16 float4\n"
            "                   (default 4)\n"
            "  -o, --offset W   word index of lane 0 (default 0)\n"
            "  -p, --pad P      words of padding added to the stride: a tile row of S\n"
            "                   words padded by P, read down a column (default 0)\n"
            "  -n, --lanes N    lanes in the access (default the arch's; 1..%u)\n"
            "  -a, --arch NAME  nvidia (default, warp 32), amd-cdna (wave64),\n"
            "                   amd-rdna (wave32)\n"
            "      --json       print one JSON object (schema simtlab-banks/1)\n"
            "  -h, --help       this text\n\n"
            "Picture: one row per phase, one character per bank: the number of different\n"
            "words the bank serves (1 = no conflict), '.' unused, '#' 10 or more.\n\n"
            "Not modelled: RDNA's 64-bank WGP mode, CDNA3's own ds_read_b128 lane groups,\n"
            "atomics, and stores that collide on one word (docs/model.md).\n"
            "exit codes: 0 ok, 2 bad usage\n",
            MAX_BANK_WORDS, SL_BANK_MAX_LANES);
}

/* "3.1", "50", "100": a percentage with one decimal, no ".0". */
static const char *pct1(double fraction, char *buf, size_t len)
{
    snprintf(buf, len, "%.1f", fraction * 100.0);
    size_t n = strlen(buf);
    if (n > 2 && strcmp(buf + n - 2, ".0") == 0)
        buf[n - 2] = '\0';
    return buf;
}

/* "32-WAY CONFLICT" or "CONFLICT-FREE" */
static const char *bank_degree(const sl_bank_result *r, char *buf, size_t len)
{
    if (r->degree <= 1)
        snprintf(buf, len, "CONFLICT-FREE");
    else
        snprintf(buf, len, "%u-WAY CONFLICT", r->degree);
    return buf;
}

/* "0-15": the lanes of phase p */
static void phase_lanes(const sl_bank_result *r, unsigned p, char *buf, size_t len)
{
    unsigned first = p * r->lanes_per_phase, last = first + r->lanes_per_phase - 1;
    if (last >= r->lanes)
        last = r->lanes - 1;
    if (first == last)
        snprintf(buf, len, "%u", first);
    else
        snprintf(buf, len, "%u-%u", first, last);
}

static void print_bank_picture(const sl_bank_result *r)
{
    char lanes[32];
    printf("  %-15s  banks 0-%u\n", "", r->banks - 1);
    printf("  %-15s  ", "phase lanes");
    for (unsigned b = 0; b < r->banks; ++b) {
        if (b % 10 == 0)
            putchar((char)('0' + b / 10 % 10));
        else if (b + 10 - b % 10 < r->banks)
            putchar(' '); /* no trailing blanks after the last tens digit */
    }
    printf("\n  %-15s  ", "");
    for (unsigned b = 0; b < r->banks; ++b)
        putchar((char)('0' + b % 10));
    printf("   passes\n");
    unsigned shown = r->phases < BANK_ROWS ? r->phases : BANK_ROWS;
    for (unsigned p = 0; p < shown; ++p) {
        phase_lanes(r, p, lanes, sizeof lanes);
        printf("  %-5u %-9s  ", p, lanes);
        for (unsigned b = 0; b < r->banks; ++b) {
            unsigned n = r->load[p][b];
            putchar(n == 0 ? '.' : n > 9 ? '#' : (char)('0' + n));
        }
        printf("   %u\n", r->phase_passes[p]);
    }
    if (r->phases > shown)
        printf("  ... and %u more phases\n", r->phases - shown);
    printf("  legend: digit = different words the bank serves in that phase, . unused,\n"
           "          # 10 or more; a phase costs its busiest bank's count in passes\n");
}

/* "bank 0 serves 32 different words in phase 0, to lanes 0 1 2 ..." */
static void print_worst_bank(const sl_bank_result *r, unsigned stride)
{
    char buf[1024];
    size_t used = 0;
    if (r->degree <= 1) {
        printf("no bank serves more than one word in a phase: every phase is one pass.\n");
        return;
    }
    int n = snprintf(buf, sizeof buf, "worst: bank %u in phase %u serves %u different words to lanes", r->worst_bank,
                     r->worst_phase, r->degree);
    used = n > 0 ? (size_t)n : 0;
    for (unsigned k = 0; k < r->n_worst_lanes && used < sizeof buf; ++k) {
        n = snprintf(buf + used, sizeof buf - used, " %u", r->worst_lanes[k]);
        if (n < 0)
            break;
        used += (size_t)n;
    }
    print_wrapped(buf, 0, 79);
    if (stride % 2 == 0)
        printf("an odd stride (in words) is conflict-free: pad each row by one word (--pad 1)\n");
}

static int print_banks_json(const sl_bank_arch *a, const sl_bank_access *acc, unsigned stride, unsigned pad,
                            const sl_bank_result *r, unsigned other_lanes, const sl_bank_result *o)
{
    cJSON *root = cJSON_CreateObject(), *x;
    cJSON_AddStringToObject(root, "schema", "simtlab-banks/1");
    x = cJSON_AddObjectToObject(root, "arch");
    cJSON_AddStringToObject(x, "name", a->name);
    cJSON_AddNumberToObject(x, "banks", a->banks);
    cJSON_AddNumberToObject(x, "bank_bytes", a->bank_bytes);
    cJSON_AddNumberToObject(x, "lanes", a->lanes);
    cJSON_AddStringToObject(x, "source", a->source);
    x = cJSON_AddObjectToObject(root, "access");
    cJSON_AddNumberToObject(x, "lanes", r->lanes);
    cJSON_AddNumberToObject(x, "word_bytes", acc->word_bytes);
    cJSON_AddNumberToObject(x, "stride_words", acc->stride_words);
    cJSON_AddNumberToObject(x, "row_words", stride);
    cJSON_AddNumberToObject(x, "pad_words", pad);
    cJSON_AddNumberToObject(x, "offset_words", acc->offset_words);
    x = cJSON_AddObjectToObject(root, "result");
    cJSON_AddNumberToObject(x, "phases", r->phases);
    cJSON_AddNumberToObject(x, "lanes_per_phase", r->lanes_per_phase);
    cJSON_AddNumberToObject(x, "passes", r->passes);
    cJSON_AddNumberToObject(x, "ideal_passes", r->ideal_passes);
    cJSON_AddNumberToObject(x, "degree", r->degree);
    cJSON_AddNumberToObject(x, "efficiency", r->efficiency);
    cJSON *arr = cJSON_AddArrayToObject(x, "phase_passes");
    for (unsigned p = 0; p < r->phases; ++p)
        cJSON_AddItemToArray(arr, cJSON_CreateNumber(r->phase_passes[p]));
    arr = cJSON_AddArrayToObject(x, "bank_of_lane");
    for (unsigned i = 0; i < r->lanes; ++i)
        cJSON_AddItemToArray(arr, cJSON_CreateNumber(r->bank_of_lane[i]));
    cJSON *w = cJSON_AddObjectToObject(x, "worst");
    cJSON_AddNumberToObject(w, "phase", r->worst_phase);
    cJSON_AddNumberToObject(w, "bank", r->worst_bank);
    arr = cJSON_AddArrayToObject(w, "lanes");
    for (unsigned k = 0; k < r->n_worst_lanes; ++k)
        cJSON_AddItemToArray(arr, cJSON_CreateNumber(r->worst_lanes[k]));
    if (o) {
        x = cJSON_AddObjectToObject(root, "other_width");
        cJSON_AddNumberToObject(x, "lanes", other_lanes);
        cJSON_AddNumberToObject(x, "phases", o->phases);
        cJSON_AddNumberToObject(x, "passes", o->passes);
        cJSON_AddNumberToObject(x, "ideal_passes", o->ideal_passes);
        cJSON_AddNumberToObject(x, "degree", o->degree);
        cJSON_AddNumberToObject(x, "efficiency", o->efficiency);
    } else {
        cJSON_AddNullToObject(root, "other_width");
    }
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    if (!text) {
        fprintf(stderr, "simtlab model banks: out of memory\n");
        return EXIT_CHECK_FAILED;
    }
    printf("%s\n", text);
    free(text);
    return 0;
}

static int cmd_banks(int argc, char **argv)
{
    enum { O_JSON = 256 };
    static const struct option longopts[] = {
        { "stride", required_argument, NULL, 's' }, { "words", required_argument, NULL, 'w' },
        { "offset", required_argument, NULL, 'o' }, { "pad", required_argument, NULL, 'p' },
        { "lanes", required_argument, NULL, 'n' },  { "arch", required_argument, NULL, 'a' },
        { "json", no_argument, NULL, O_JSON },      { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    const char *stride_text = NULL, *words_text = NULL, *offset_text = NULL, *pad_text = NULL,
               *lanes_text = NULL, *arch_name = "nvidia";
    int json = 0, c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":s:w:o:p:n:a:h", longopts, NULL)) != -1) {
        switch (c) {
        case 's': stride_text = optarg; break;
        case 'w': words_text = optarg; break;
        case 'o': offset_text = optarg; break;
        case 'p': pad_text = optarg; break;
        case 'n': lanes_text = optarg; break;
        case 'a': arch_name = optarg; break;
        case O_JSON: json = 1; break;
        case 'h': usage_banks(stdout); return 0;
        default: {
            char msg[512];
            return bad("banks", "%s", cli_opt_error(msg, sizeof msg, c, argc, argv, longopts));
        }
        }
    }
    if (optind < argc)
        return bad("banks", "unexpected argument '%s'", argv[optind]);
    const sl_bank_arch *a = sl_bank_arch_find(arch_name);
    if (!a) {
        fprintf(stderr, "simtlab model banks: unknown --arch '%s'; the architectures are:\n", arch_name);
        for (const sl_bank_arch *t = sl_bank_archs(); t->name; ++t)
            fprintf(stderr, "  %-9s %u banks x %u B, %u lanes\n", t->name, t->banks, t->bank_bytes, t->lanes);
        return EXIT_USAGE;
    }
    if (!stride_text)
        return bad("banks", "--stride is required (words between neighbouring lanes: 1, 32, 33, ...)");

    uint64_t v = 0;
    unsigned stride = 0, pad = 0, offset = 0, words = 4, lanes = 0;
    if (parse_num_for("banks", stride_text, 0, MAX_BANK_WORDS, "--stride", &v))
        return EXIT_USAGE;
    stride = (unsigned)v;
    if (words_text) {
        if (parse_num_for("banks", words_text, 0, MAX_BANK_WORDS, "--words", &v))
            return EXIT_USAGE;
        if (v != 4 && v != 8 && v != 16)
            return bad("banks", "--words must be 4, 8 or 16 (float, float2, float4), not %llu",
                       (unsigned long long)v);
        words = (unsigned)v;
    }
    if (offset_text) {
        if (parse_num_for("banks", offset_text, 0, MAX_BANK_WORDS, "--offset", &v))
            return EXIT_USAGE;
        offset = (unsigned)v;
    }
    if (pad_text) {
        if (parse_num_for("banks", pad_text, 0, MAX_BANK_WORDS, "--pad", &v))
            return EXIT_USAGE;
        pad = (unsigned)v;
        if (stride + pad > MAX_BANK_WORDS)
            return bad("banks", "--stride %u + --pad %u is past %u words", stride, pad, MAX_BANK_WORDS);
    }
    if (lanes_text) {
        if (parse_num_for("banks", lanes_text, 1, SL_BANK_MAX_LANES, "--lanes", &v))
            return EXIT_USAGE;
        lanes = (unsigned)v;
    }

    sl_bank_access acc = { lanes, words, stride + pad, offset };
    sl_bank_result *r = malloc(sizeof *r), *o = malloc(sizeof *o);
    sl_err e = { 0 };
    int rc = 0;
    if (!r || !o) {
        rc = bad("banks", "out of memory");
        goto done;
    }
    if (sl_bank_model(a, &acc, r, &e) != SL_OK) {
        rc = bad("banks", "%s", e.msg);
        goto done;
    }
    unsigned other_lanes = sl_model_other_width(r->lanes);
    sl_bank_access acc_o = acc;
    acc_o.lanes = other_lanes;
    int have_other = (r->lanes == 32 || r->lanes == 64) && sl_bank_model(a, &acc_o, o, NULL) == SL_OK;
    if (json) {
        rc = print_banks_json(a, &acc, stride, pad, r, other_lanes, have_other ? o : NULL);
        goto done;
    }

    char deg[32], pc[16], sdesc[96];
    if (pad)
        snprintf(sdesc, sizeof sdesc, "stride %u + pad %u = %u words of %u B", stride, pad, stride + pad, words);
    else if (stride == 0)
        snprintf(sdesc, sizeof sdesc, "stride 0: every lane the same %u B word", words);
    else
        snprintf(sdesc, sizeof sdesc, "stride %u word%s of %u B", stride, stride == 1 ? "" : "s", words);
    printf("BANKS: %s (%s) -> %u pass%s for %u phase%s, %s%% of conflict-free speed\n\n",
           bank_degree(r, deg, sizeof deg), sdesc, r->passes, r->passes == 1 ? "" : "es", r->phases,
           r->phases == 1 ? "" : "s", pct1(r->efficiency, pc, sizeof pc));
    printf("access: %u lanes x %u B words, lane i at word %u x i + %u (byte %llu x i + %llu)\n", r->lanes, words,
           stride + pad, offset, (unsigned long long)(stride + pad) * words, (unsigned long long)offset * words);
    if (pad)
        printf("        --pad %u: a tile row of %u words padded to %u, read down a column,\n"
               "        has stride %u\n", pad, stride, stride + pad, stride + pad);
    printf("arch:   %s: %u banks x %u B, %s of %u lanes\n", a->name, a->banks, a->bank_bytes,
           strncmp(a->name, "amd", 3) == 0 ? "wavefront" : "warp", a->lanes);
    printf("phases: %u B words are served %u lanes at a time: %u phase%s\n\n", words, r->lanes_per_phase,
           r->phases, r->phases == 1 ? "" : "s");
    print_bank_picture(r);
    printf("\n");
    print_worst_bank(r, stride + pad);
    printf("\n");
    printf("  phases                %8u   (lanes per phase %u)\n", r->phases, r->lanes_per_phase);
    printf("  passes                %8u\n", r->passes);
    printf("  conflict-free passes  %8u\n", r->ideal_passes);
    printf("  degree (worst phase)  %8u\n", r->degree);
    printf("  efficiency            %7s%%   (conflict-free passes / passes)\n", pct1(r->efficiency, pc, sizeof pc));
    if (have_other)
        printf("\nother width: %u lanes on %s -> %s, %u pass%s for %u phase%s, %s%%\n", other_lanes, a->name,
               bank_degree(o, deg, sizeof deg), o->passes, o->passes == 1 ? "" : "es", o->phases,
               o->phases == 1 ? "" : "s", pct1(o->efficiency, pc, sizeof pc));
    printf("\nsource\n");
    print_wrapped(a->source, 2, 79);
done:
    free(r);
    free(o);
    return rc;
}

int cmd_model(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    if (cli_is_help(argv[1])) {
        usage(stdout);
        return 0;
    }
    if (strcmp(argv[1], "coalesce") == 0)
        return cmd_coalesce(argc - 1, argv + 1);
    if (strcmp(argv[1], "geometries") == 0)
        return cmd_geometries(argc - 1, argv + 1);
    if (strcmp(argv[1], "occupancy") == 0)
        return cmd_occupancy(argc - 1, argv + 1);
    if (strcmp(argv[1], "banks") == 0)
        return cmd_banks(argc - 1, argv + 1);
    fprintf(stderr, "simtlab model: unknown subcommand '%s'\n\n", argv[1]);
    usage(stderr);
    return EXIT_USAGE;
}
