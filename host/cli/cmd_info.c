/* cmd_info.c - `simtlab info`: every device (or the selected one) as simtlab
 * sees it. Values are printed exactly as the driver gives them, so they can
 * be compared with clinfo field by field. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "simtlab/parse.h"
#include "simtlab/report.h"

static void usage(FILE *f)
{
    fprintf(f, "usage: simtlab info [-d DEVICE] [--json]\n\n"
               "Show OpenCL devices: vendor class, SIMD width (warp / wavefront / sub-group)\n"
               "and the query it came from, compute units, clock, memory sizes, cache line,\n"
               "limits.\n\n"
               "  -d, --device SEL  only this device: P:D indices, gpu, cpu, or part of a\n"
               "                    platform or device name (default: every device)\n"
               "      --json        print JSON (one array of devices)\n"
               "  -h, --help        this text\n");
}

static void print_profile(const sl_profile *p)
{
    char a[32];
    printf("[%u:%u] %s\n", p->platform_index, p->device_index, p->name);
    printf("  %-22s %s\n", "platform", p->platform);
    printf("  %-22s %s (%s, vendor id 0x%x)\n", "vendor", sl_vendor_name(p->vendor), p->vendor_str,
           p->vendor_id);
    /* PoCL names the CPU's maker and an id of its own: say whose words they are */
    if (p->vendor == SL_VENDOR_POCL)
        printf("  %-22s %s\n", "", "(simtlab's class: a CPU through PoCL; in brackets, what the driver reports)");
    printf("  %-22s %s\n", "type", (p->type & CL_DEVICE_TYPE_GPU) ? "gpu"
                                   : (p->type & CL_DEVICE_TYPE_CPU) ? "cpu" : "other");
    printf("  %-22s %s\n", "driver", p->driver);
    printf("  %-22s %s\n", "OpenCL", p->opencl);
    printf("  %-22s %s\n", "OpenCL C", p->opencl_c);
    if (p->arch[0])
        printf("  %-22s %s\n", "architecture", p->arch);
    if (p->nv_cc_major >= 0)
        printf("  %-22s %d.%d\n", "compute capability", p->nv_cc_major, p->nv_cc_minor);
    if (p->amd_gfxip_major >= 0)
        printf("  %-22s %d.%d\n", "GFXIP", p->amd_gfxip_major, p->amd_gfxip_minor);
    if (p->amd_simd_per_cu >= 0)
        printf("  %-22s %d\n", "SIMDs per CU", p->amd_simd_per_cu);
    printf("  %-22s %u (%s)\n", "SIMD width", p->simd_width, p->simd_width_source);
    printf("  %-22s %u\n", "compute units", p->compute_units);
    printf("  %-22s %u MHz\n", "max clock", p->clock_mhz);
    printf("  %-22s %zu ns\n", "event timer tick", p->timer_resolution_ns);
    const char *peak_src = NULL;
    double peak = sl_dev_fp32_peak_gflops(p, &peak_src);
    if (peak > 0.0)
    {
        /* the source can be a sentence: wrapped under the value, within 100 columns */
        char text[512];
        snprintf(text, sizeof text, "%.0f GFLOP/s (%s)", peak, peak_src);
        printf("  %-22s", "FP32 peak (model)");
        sl_report_wrap_at(stdout, text, 24, 100, 25);
    }
    else
        printf("  %-22s unknown (no lanes-per-unit figure for this device)\n", "FP32 peak (model)");
    printf("  %-22s %llu B (%s)\n", "global memory", (unsigned long long)p->global_mem,
           sl_format_bytes(p->global_mem, a, sizeof a));
    printf("  %-22s %llu B (%s)\n", "max allocation", (unsigned long long)p->max_alloc,
           sl_format_bytes(p->max_alloc, a, sizeof a));
    printf("  %-22s %llu B (%s)\n", "global cache", (unsigned long long)p->global_cache,
           sl_format_bytes(p->global_cache, a, sizeof a));
    printf("  %-22s %u B\n", "cache line", p->cache_line);
    printf("  %-22s %llu B (%s, %s)\n", "local memory", (unsigned long long)p->local_mem,
           sl_format_bytes(p->local_mem, a, sizeof a),
           p->local_mem_type == CL_LOCAL ? "dedicated" : "in global memory: no banks");
    printf("  %-22s %zu\n", "max work-group", p->max_work_group);
}

int cmd_info(int argc, char **argv)
{
    static const struct option longopts[] = {
        { "device", required_argument, NULL, 'd' },
        { "json", no_argument, NULL, 'j' },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    const char *device = NULL;
    int json = 0, c;
    optind = 1;
    argv[0] = (char *)"simtlab info";
    while ((c = getopt_long(argc, argv, "d:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'd': device = optarg; break;
        case 'j': json = 1; break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return EXIT_USAGE;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "simtlab info: unexpected argument '%s'\n", argv[optind]);
        usage(stderr);
        return EXIT_USAGE;
    }

    sl_err e = { 0 };
    sl_dev_list list = { 0 };
    int rc = sl_dev_enumerate(&list, &e);
    if (rc != SL_OK)
        goto fail;
    long only = -1;
    const char *env = getenv("SIMTLAB_DEVICE");
    if ((device && *device) || (!device && env && *env)) {
        sl_selector sel;
        if ((rc = sl_dev_selector_from(device, env, &sel, &e)) != SL_OK)
            goto fail;
        only = sl_dev_match(&sel, list.items, list.n);
        if (only < 0) {
            rc = sl_err_set(&e, SL_E_NOMATCH, "no OpenCL device matches '%s'%s",
                            device && *device ? device : getenv("SIMTLAB_DEVICE"), sl_dev_selector_origin(&sel));
            goto fail;
        }
    }
    cJSON *arr = json ? cJSON_CreateArray() : NULL;
    for (size_t i = 0; i < list.n; ++i) {
        if (only >= 0 && (size_t)only != i)
            continue;
        sl_profile p;
        if ((rc = sl_dev_profile(&list.items[i], &p, &e)) != SL_OK) {
            cJSON_Delete(arr);
            goto fail;
        }
        if (json)
            cJSON_AddItemToArray(arr, sl_report_profile_json(&p));
        else
            print_profile(&p);
    }
    if (json) {
        char *text = cJSON_Print(arr);
        printf("%s\n", text ? text : "[]");
        cJSON_free(text);
        cJSON_Delete(arr);
    }
    sl_dev_list_free(&list);
    return 0;
fail:
    sl_dev_list_free(&list);
    rc = cli_fail(rc, &e);
    sl_err_clear(&e);
    return rc;
}
