/* profile.c - the device profile's pure parts (profile.h): vendor names,
 * the SIMD word, the spec-sheet FP32 peak. */
#include "simtlab/profile.h"

#include <stdbool.h>
#include <stdio.h>

#include "simtlab/devspec.h"
#include "simtlab/peak.h"

const char *sl_vendor_name(sl_vendor v)
{
    switch (v) {
    case SL_VENDOR_NVIDIA: return "nvidia";
    case SL_VENDOR_AMD: return "amd";
    case SL_VENDOR_INTEL: return "intel";
    case SL_VENDOR_POCL: return "pocl";
    default: return "other";
    }
}

const char *sl_dev_simd_word(sl_vendor v)
{
    switch (v) {
    case SL_VENDOR_NVIDIA: return "warp";
    case SL_VENDOR_AMD: return "wavefront";
    default: return "sub-group";
    }
}

double sl_dev_fp32_peak_gflops(const sl_profile *p, const char **source)
{
    /* a CPU's peak depends on its vector width, not on who wrote the driver */
    const bool cpu = (p->type & SL_DEVTYPE_CPU) != 0;
    const char *vendor = cpu ? "cpu" : sl_vendor_name(p->vendor);
    double peak = sl_peak_fp32_gflops(vendor, p->arch, p->compute_units, p->clock_mhz, p->native_float_width,
                                      source);
    /* no row in the table (an Intel GPU): the device's spec sheet, if one
     * is this device by name (data/devices) */
    sl_devspec d;
    if (peak <= 0.0 && !cpu && sl_devspec_for_device(vendor, p->name, &d) == SL_OK && d.fp32_peak_gflops > 0.0) {
        static char from[96];
        snprintf(from, sizeof from, "spec sheet data/devices/%s.json", d.id);
        if (source)
            *source = from;
        peak = d.fp32_peak_gflops;
    }
    return peak;
}
