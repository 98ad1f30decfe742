/* peak.h - a device's theoretical FP32 peak, in pure C (no OpenCL types),
 * so that every row of the table is unit-tested on any machine.
 *
 * peak = compute units x FP32 FMA lanes per unit x 2 FLOP per FMA x clock.
 * It is the ceiling a matmul row's pct_peak is measured against, the way a
 * streaming read is the ceiling of the bandwidth suites.
 */
#ifndef SIMTLAB_PEAK_H
#define SIMTLAB_PEAK_H

/* The FP32 peak in GFLOP/s of a device described by its vendor class
 * (sl_vendor_name: "nvidia", "amd", ...; "cpu" for any CPU device, PoCL
 * included), arch ("sm_90", "gfx90a", "" unknown), CL_DEVICE_MAX_COMPUTE_UNITS,
 * CL_DEVICE_MAX_CLOCK_FREQUENCY (MHz) and CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT
 * (used for CPUs only). *source (may be NULL) gets where the lanes per unit
 * come from (a static string). Returns 0 with *source "unknown" when no row
 * of the table matches or a count is 0: Intel GPUs are unknown for now. */
double sl_peak_fp32_gflops(const char *vendor, const char *arch, unsigned compute_units,
                           unsigned clock_mhz, unsigned native_float_width, const char **source);

#endif
