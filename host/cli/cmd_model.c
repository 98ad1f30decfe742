/* cmd_model.c - `simtlab model`: what the hardware should do, without a
 * device. `coalesce` draws the classic picture of lines and sectors for one
 * request and prints the numbers at the cache and the DRAM level, beside
 * the same request at the other common SIMD width; `geometries` lists the
 * geometry table (data/devices/geometry.csv); `occupancy` says how many
 * warps/wavefronts a kernel keeps resident per SM or CU, which resource
 * stops it, and what one more register or 1 KiB more local memory costs
 * (host/model/occupancy.c); `banks` counts the passes one local-memory
 * access takes through 32 banks and draws the banks each phase hits
 * (host/model/banks.c). This file parses and checks the options and runs
 * the model; the pictures and tables are report's (model_view.h), the
 * JSON too (model_json.h). */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "simtlab/banks.h"
#include "simtlab/model.h"
#include "simtlab/model_json.h"
#include "simtlab/model_view.h"
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

/* ---- the subcommands ---------------------------------------------------- */

/* `model coalesce`'s options as typed. */
typedef struct coalesce_opts {
    const char *arch, *addr_text, *lanes_text, *elem_text, *stride_text, *offset_text, *line_text, *sector_text,
        *dram_text;
    int json;
} coalesce_opts;

typedef struct inputs {
    unsigned lanes, elem;
    unsigned long long stride, offset;
    const char *lanes_source;      /* "default", "--lanes", "--arch", "--addresses" */
    const char *case_name;         /* "not sector-aligned", "stride 8", "address list" */
    int explicit_addresses;
} inputs;

/* The options into op, and the ones that cannot go together; CLI_GO_ON or the
 * exit code (--help: 0). */
static int coalesce_options(int argc, char **argv, coalesce_opts *op)
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
    int c;
    optind = 1;
    opterr = 0; /* our own messages, naming the command */
    while ((c = getopt_long(argc, argv, ":n:e:s:o:a:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'n': op->lanes_text = optarg; break;
        case 'e': op->elem_text = optarg; break;
        case 's': op->stride_text = optarg; break;
        case 'o': op->offset_text = optarg; break;
        case 'a': op->arch = optarg; break;
        case O_LINE: op->line_text = optarg; break;
        case O_SECTOR: op->sector_text = optarg; break;
        case O_DRAM: op->dram_text = optarg; break;
        case O_ADDRESSES: op->addr_text = optarg; break;
        case O_JSON: op->json = 1; break;
        case 'h': usage_coalesce(stdout); return 0;
        default: {
            char msg[512];
            return bad("coalesce", "%s", cli_opt_error(msg, sizeof msg, c, argc, argv, longopts));
        }
        }
    }
    if (optind < argc)
        return bad("coalesce", "unexpected argument '%s'", argv[optind]);
    if (op->arch && (op->line_text || op->sector_text || op->dram_text))
        return bad("coalesce", "--arch picks a row of the geometry table and --line/--sector/--dram "
                               "describe your own: give one or the other");
    if ((op->sector_text || op->dram_text) && !op->line_text)
        return bad("coalesce", "--sector and --dram need --line (a geometry of your own), or use --arch");
    if (op->addr_text && (op->stride_text || op->offset_text))
        return bad("coalesce", "--addresses gives every lane's address: it cannot be combined with "
                               "--stride or --offset");
    return CLI_GO_ON;
}

/* --line, --sector and --dram into *user, its source text into source
 * (which *user points at); CLI_GO_ON or the exit code. */
static int user_geometry(const coalesce_opts *op, sl_geometry *user, char *source, size_t len)
{
    uint64_t line = 0, sector = 0, dram = 0;
    if (parse_num(op->line_text, 1, MAX_UNIT, "--line", &line) ||
        (op->sector_text && parse_num(op->sector_text, 1, MAX_UNIT, "--sector", &sector)) ||
        (op->dram_text && parse_num(op->dram_text, 1, MAX_UNIT, "--dram", &dram)))
        return EXIT_USAGE;
    if (!op->sector_text)
        sector = line;
    if (!op->dram_text)
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
    *user = (sl_geometry){ "user", "", "", 32, (unsigned)line, (unsigned)sector, (unsigned)dram, source };
    snprintf(source, len, "command line: --line %llu --sector %llu --dram %llu", (unsigned long long)line,
             (unsigned long long)sector, (unsigned long long)dram);
    return CLI_GO_ON;
}

/* The geometry: a table row (--arch or the default), or the user's own
 * (*g = user); *how says which. CLI_GO_ON or the exit code. */
static int coalesce_geometry(const coalesce_opts *op, sl_geometry *user, char *source, size_t len,
                             const sl_geometry **g, const char **how)
{
    *g = sl_model_geometry(op->arch ? op->arch : "nvidia-hopper");
    *how = op->arch ? "--arch" : "default";
    if (op->arch && !*g) {
        fprintf(stderr, "simtlab model coalesce: unknown --arch '%s'; the geometries are:\n", op->arch);
        for (const sl_geometry *t = sl_model_geometries(); t->name; ++t)
            fprintf(stderr, "  %s (%s)\n", t->name, strchr(t->name, '-') ? strchr(t->name, '-') + 1 : t->name);
        return EXIT_USAGE;
    }
    if (!*g)
        return bad("coalesce", "the default geometry nvidia-hopper is missing from the table");
    if (op->line_text) {
        int rc = user_geometry(op, user, source, len);
        if (rc != CLI_GO_ON)
            return rc;
        *g = user;
        *how = "--line/--sector/--dram";
    }
    return CLI_GO_ON;
}

/* --elem, --stride, --offset and --lanes (or the geometry's lanes) into
 * in; CLI_GO_ON or the exit code. */
static int coalesce_inputs(const coalesce_opts *op, const sl_geometry *g, int own_geometry, inputs *in)
{
    *in = (inputs){ 0, 4, 1, 0, "default", "", op->addr_text != NULL };
    uint64_t v;
    if (op->elem_text) {
        if (parse_num(op->elem_text, 1, MAX_ELEM, "--elem", &v))
            return EXIT_USAGE;
        in->elem = (unsigned)v;
    }
    if (op->stride_text) {
        if (parse_num(op->stride_text, 0, MAX_STRIDE, "--stride", &v))
            return EXIT_USAGE;
        in->stride = v;
    }
    if (op->offset_text) {
        if (parse_num(op->offset_text, 0, MAX_ADDRESS, "--offset", &v))
            return EXIT_USAGE;
        in->offset = v;
    }
    if (op->lanes_text) {
        if (parse_num(op->lanes_text, 1, MAX_LANES, "--lanes", &v))
            return EXIT_USAGE;
        in->lanes = (unsigned)v;
        in->lanes_source = "--lanes";
    } else if (!own_geometry) {
        in->lanes = g->lanes;
        in->lanes_source = op->arch ? "--arch" : "default";
    } else {
        in->lanes = 32;
    }
    return CLI_GO_ON;
}

/* The request's addresses: --addresses (in's lanes become their count)
 * or the strided ones. CLI_GO_ON or the exit code. */
static int coalesce_request(const coalesce_opts *op, inputs *in, request *r)
{
    if (!op->addr_text) {
        if (make_strided(r, in->lanes, in->elem, in->offset, in->stride) != 0)
            return bad("coalesce", "out of memory");
        return CLI_GO_ON;
    }
    unsigned n = 0;
    unsigned long long *a = parse_addresses(op->addr_text, &n);
    if (!a)
        return EXIT_USAGE;
    if (op->lanes_text && n != in->lanes) {
        free(a);
        return bad("coalesce", "--addresses gives %u addresses but --lanes is %u", n, in->lanes);
    }
    in->lanes = n;
    in->lanes_source = "--addresses";
    *r = (request){ n, in->elem, a };
    return CLI_GO_ON;
}

/* "address list", "not sector-aligned" (stride 1: sl_model_alignment_case),
 * "stride 8", written into buf where it is made. */
static const char *case_name(const inputs *in, const sl_geometry *g, char *buf, size_t len)
{
    if (in->explicit_addresses)
        return "address list";
    if (in->stride == 1)
        return sl_model_alignment_case(in->offset, g->line_bytes, g->sector_bytes);
    snprintf(buf, len, in->stride == 0 ? "stride 0 (every lane the same element)" : "stride %llu", in->stride);
    return buf;
}

/* The view's JSON or text on stdout; 0, or 1 when memory runs out. */
static int coalesce_show(const coalesce_opts *op, const sl_coalesce_view *v)
{
    if (!op->json) {
        sl_view_coalesce(stdout, v);
        return 0;
    }
    char *text = sl_view_coalesce_json_text(v);
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
    coalesce_opts op = { 0 };
    int rc = coalesce_options(argc, argv, &op);
    if (rc != CLI_GO_ON)
        return rc;
    const sl_geometry *g = NULL;
    const char *how = NULL;
    char source[160], case_buf[96];
    sl_geometry user;
    inputs in;
    if ((rc = coalesce_geometry(&op, &user, source, sizeof source, &g, &how)) != CLI_GO_ON ||
        (rc = coalesce_inputs(&op, g, g == &user, &in)) != CLI_GO_ON)
        return rc;
    request r = { 0, 0, NULL }, ro = { 0, 0, NULL };
    if ((rc = coalesce_request(&op, &in, &r)) != CLI_GO_ON)
        return rc;
    in.case_name = case_name(&in, g, case_buf, sizeof case_buf);

    sl_request a, o;
    rc = 0;
    int have_other = !op.addr_text;
    if (sl_model_request(r.addr, r.lanes, r.elem_bytes, g, &a) != 0) {
        rc = bad("coalesce", "the model rejected this request (lanes %u, element %u B, geometry %s)", r.lanes,
                 r.elem_bytes, g->name);
        goto done;
    }
    if (have_other &&
        (make_strided(&ro, sl_model_other_width(in.lanes), in.elem, in.offset, in.stride) != 0 ||
         sl_model_request(ro.addr, ro.lanes, ro.elem_bytes, g, &o) != 0))
        have_other = 0;
    sl_coalesce_view v = {
        .lanes = in.lanes, .lanes_source = in.lanes_source, .elem_bytes = in.elem, .addr = r.addr,
        .explicit_addresses = in.explicit_addresses, .stride_elems = in.stride, .offset_bytes = in.offset,
        .case_name = in.case_name, .geometry = g, .geometry_source = how, .request = &a,
        .other = have_other ? &o : NULL, .other_lanes = have_other ? ro.lanes : 0,
    };
    rc = coalesce_show(&op, &v);
done:
    free(r.addr);
    free(ro.addr);
    return rc;
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
    sl_view_geometries(stdout, all);
    return 0;
}

/* ---- occupancy ---------------------------------------------------------- */

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

/* `model occupancy`'s options as typed. */
typedef struct occ_opts {
    const char *arch, *wg_text, *regs_text, *vgprs_text, *sgprs_text, *local_text, *wave_text;
    int json, list;
} occ_opts;

/* The options into op; CLI_GO_ON or the exit code (--help: 0). */
static int occupancy_options(int argc, char **argv, occ_opts *op)
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
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:w:r:l:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'a': op->arch = optarg; break;
        case 'w': op->wg_text = optarg; break;
        case 'r': op->regs_text = optarg; break;
        case O_VGPRS: op->vgprs_text = optarg; break;
        case O_SGPRS: op->sgprs_text = optarg; break;
        case 'l': op->local_text = optarg; break;
        case O_WAVE: op->wave_text = optarg; break;
        case O_LIST: op->list = 1; break;
        case O_JSON: op->json = 1; break;
        case 'h': usage_occupancy(stdout); return 0;
        default: {
            char msg[512];
            return bad("occupancy", "%s", cli_opt_error(msg, sizeof msg, c, argc, argv, longopts));
        }
        }
    }
    if (optind < argc)
        return bad("occupancy", "unexpected argument '%s'", argv[optind]);
    return CLI_GO_ON;
}

/* The occupancy table, as JSON or text. */
static int occupancy_list(const occ_opts *op)
{
    if (op->arch || op->wg_text || op->regs_text || op->vgprs_text || op->sgprs_text || op->local_text ||
        op->wave_text)
        return bad("occupancy", "--list takes no other option but --json");
    const sl_occ_arch *all = sl_occ_archs();
    if (op->json) {
        char *text = sl_report_occ_archs_json_text(all);
        printf("%s\n", text ? text : "[]");
        free(text);
        return 0;
    }
    sl_view_occ_archs(stdout, all);
    return 0;
}

/* --arch and --wave into *a, and the options that suit its vendor; CLI_GO_ON
 * or the exit code. */
static int occupancy_arch(const occ_opts *op, const sl_occ_arch **a)
{
    if (!op->arch)
        return bad("occupancy", "--arch is required (sm_90, gfx90a, ...; --list shows them all)");
    uint64_t v = 0;
    unsigned wave = 0;
    if (op->wave_text) {
        if (parse_num_for("occupancy", op->wave_text, 32, 64, "--wave", &v))
            return EXIT_USAGE;
        if (v != 32 && v != 64)
            return bad("occupancy", "--wave must be 32 or 64, not %llu", (unsigned long long)v);
        wave = (unsigned)v;
    }
    sl_err e = { 0 };
    if (sl_occ_find(op->arch, wave, a, &e) != SL_OK) {
        fprintf(stderr, "simtlab model occupancy:\n");
        sl_view_wrapped(stderr, e.msg, 2, 79);
        fprintf(stderr, "('simtlab model occupancy --list' shows the table)\n");
        return EXIT_USAGE;
    }
    const int nv = (*a)->vendor == SL_OCC_NVIDIA;
    const char *name = (*a)->name;
    if (nv && op->vgprs_text)
        return bad("occupancy", "%s is NVIDIA: give --regs (registers per work-item), not --vgprs", name);
    if (!nv && op->regs_text)
        return bad("occupancy", "%s is AMD: give --vgprs (VGPRs per work-item), not --regs", name);
    if (nv && op->sgprs_text)
        return bad("occupancy", "%s is NVIDIA, which has no SGPRs: drop --sgprs", name);
    if (!op->wg_text)
        return bad("occupancy", "--wg (work-items per group) is required");
    if (!op->regs_text && !op->vgprs_text)
        return bad("occupancy", "%s is required (the count the compiler reports)", nv ? "--regs" : "--vgprs");
    return CLI_GO_ON;
}

/* --wg, --regs or --vgprs, --sgprs and --local into in; CLI_GO_ON or the
 * exit code. */
static int occupancy_input(const occ_opts *op, int nv, sl_occ_input *in)
{
    uint64_t v = 0;
    *in = (sl_occ_input){ 0, 0, 0, 0 };
    /* ranges beyond any row's, so the library says what this arch allows */
    if (parse_num_for("occupancy", op->wg_text, 0, 1u << 20, "--wg", &v))
        return EXIT_USAGE;
    in->wg = (unsigned)v;
    if (parse_num_for("occupancy", nv ? op->regs_text : op->vgprs_text, 0, 1u << 16, nv ? "--regs" : "--vgprs",
                      &v))
        return EXIT_USAGE;
    in->regs = (unsigned)v;
    if (op->sgprs_text) {
        if (parse_num_for("occupancy", op->sgprs_text, 1, 1u << 16, "--sgprs", &v))
            return EXIT_USAGE;
        in->sgprs = (unsigned)v;
    }
    if (op->local_text && parse_local(op->local_text, &in->local))
        return EXIT_USAGE;
    return CLI_GO_ON;
}

static int cmd_occupancy(int argc, char **argv)
{
    occ_opts op = { 0 };
    int rc = occupancy_options(argc, argv, &op);
    if (rc != CLI_GO_ON)
        return rc;
    if (op.list)
        return occupancy_list(&op);
    const sl_occ_arch *a = NULL;
    sl_occ_input in;
    if ((rc = occupancy_arch(&op, &a)) != CLI_GO_ON ||
        (rc = occupancy_input(&op, a->vendor == SL_OCC_NVIDIA, &in)) != CLI_GO_ON)
        return rc;

    sl_occ r;
    sl_occ_whatif w;
    sl_err e = { 0 };
    if (sl_occ_compute(a, &in, &r, &e) != SL_OK || sl_occ_what_if(a, &in, &w, &e) != SL_OK)
        return bad("occupancy", "%s", e.msg);
    if (!op.json) {
        sl_view_occupancy(stdout, a, &in, &r, &w);
        return 0;
    }
    char *text = sl_report_occupancy_json_text(a, &in, &r, &w);
    if (!text) {
        fprintf(stderr, "simtlab model occupancy: out of memory\n");
        return EXIT_CHECK_FAILED;
    }
    printf("%s\n", text);
    free(text);
    return 0;
}

/* ---- banks -------------------------------------------------------------- */

/* Limits of `model banks`: a stride or offset of 2^24 words is far past
 * any local memory (64 KiB on today's GPUs) and keeps the model's 64-bit
 * arithmetic far from overflow. */
#define MAX_BANK_WORDS (1u << 24)

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

/* `model banks`'s options as typed. */
typedef struct banks_opts {
    const char *stride_text, *words_text, *offset_text, *pad_text, *lanes_text, *arch_name;
    int json;
} banks_opts;

/* The options into op; CLI_GO_ON or the exit code (--help: 0). */
static int banks_options(int argc, char **argv, banks_opts *op)
{
    enum { O_JSON = 256 };
    static const struct option longopts[] = {
        { "stride", required_argument, NULL, 's' }, { "words", required_argument, NULL, 'w' },
        { "offset", required_argument, NULL, 'o' }, { "pad", required_argument, NULL, 'p' },
        { "lanes", required_argument, NULL, 'n' },  { "arch", required_argument, NULL, 'a' },
        { "json", no_argument, NULL, O_JSON },      { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":s:w:o:p:n:a:h", longopts, NULL)) != -1) {
        switch (c) {
        case 's': op->stride_text = optarg; break;
        case 'w': op->words_text = optarg; break;
        case 'o': op->offset_text = optarg; break;
        case 'p': op->pad_text = optarg; break;
        case 'n': op->lanes_text = optarg; break;
        case 'a': op->arch_name = optarg; break;
        case O_JSON: op->json = 1; break;
        case 'h': usage_banks(stdout); return 0;
        default: {
            char msg[512];
            return bad("banks", "%s", cli_opt_error(msg, sizeof msg, c, argc, argv, longopts));
        }
        }
    }
    if (optind < argc)
        return bad("banks", "unexpected argument '%s'", argv[optind]);
    return CLI_GO_ON;
}

/* The access the options describe: --stride (required), --words, --offset,
 * --pad and --lanes into acc (its stride_words the row's plus the pad), the
 * row and the pad into *stride and *pad. CLI_GO_ON or the exit code. */
static int banks_access(const banks_opts *op, sl_bank_access *acc, unsigned *stride, unsigned *pad)
{
    if (!op->stride_text)
        return bad("banks", "--stride is required (words between neighbouring lanes: 1, 32, 33, ...)");
    uint64_t v = 0;
    unsigned offset = 0, words = 4, lanes = 0;
    if (parse_num_for("banks", op->stride_text, 0, MAX_BANK_WORDS, "--stride", &v))
        return EXIT_USAGE;
    *stride = (unsigned)v;
    *pad = 0;
    if (op->words_text) {
        if (parse_num_for("banks", op->words_text, 0, MAX_BANK_WORDS, "--words", &v))
            return EXIT_USAGE;
        if (v != 4 && v != 8 && v != 16)
            return bad("banks", "--words must be 4, 8 or 16 (float, float2, float4), not %llu",
                       (unsigned long long)v);
        words = (unsigned)v;
    }
    if (op->offset_text) {
        if (parse_num_for("banks", op->offset_text, 0, MAX_BANK_WORDS, "--offset", &v))
            return EXIT_USAGE;
        offset = (unsigned)v;
    }
    if (op->pad_text) {
        if (parse_num_for("banks", op->pad_text, 0, MAX_BANK_WORDS, "--pad", &v))
            return EXIT_USAGE;
        *pad = (unsigned)v;
        if (*stride + *pad > MAX_BANK_WORDS)
            return bad("banks", "--stride %u + --pad %u is past %u words", *stride, *pad, MAX_BANK_WORDS);
    }
    if (op->lanes_text) {
        if (parse_num_for("banks", op->lanes_text, 1, SL_BANK_MAX_LANES, "--lanes", &v))
            return EXIT_USAGE;
        lanes = (unsigned)v;
    }
    *acc = (sl_bank_access){ lanes, words, *stride + *pad, offset };
    return CLI_GO_ON;
}

static int cmd_banks(int argc, char **argv)
{
    banks_opts op = { .arch_name = "nvidia" };
    int rc = banks_options(argc, argv, &op);
    if (rc != CLI_GO_ON)
        return rc;
    const sl_bank_arch *a = sl_bank_arch_find(op.arch_name);
    if (!a) {
        fprintf(stderr, "simtlab model banks: unknown --arch '%s'; the architectures are:\n", op.arch_name);
        for (const sl_bank_arch *t = sl_bank_archs(); t->name; ++t)
            fprintf(stderr, "  %-9s %u banks x %u B, %u lanes\n", t->name, t->banks, t->bank_bytes, t->lanes);
        return EXIT_USAGE;
    }
    sl_bank_access acc;
    unsigned stride = 0, pad = 0;
    if ((rc = banks_access(&op, &acc, &stride, &pad)) != CLI_GO_ON)
        return rc;

    sl_bank_result *r = malloc(sizeof *r), *o = malloc(sizeof *o);
    sl_err e = { 0 };
    rc = 0;
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
    if (!op.json) {
        sl_view_banks(stdout, a, &acc, stride, pad, r, other_lanes, have_other ? o : NULL);
        goto done;
    }
    char *text = sl_report_banks_json_text(a, &acc, stride, pad, r, other_lanes, have_other ? o : NULL);
    if (!text) {
        fprintf(stderr, "simtlab model banks: out of memory\n");
        rc = EXIT_CHECK_FAILED;
        goto done;
    }
    printf("%s\n", text);
    free(text);
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
