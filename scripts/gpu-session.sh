#!/usr/bin/env bash
# gpu-session.sh - one sitting on an NVIDIA GPU machine: simtlab's suites
# (SUITES, default bandwidth; "all" runs every one, bandwidth first so its
# read is the ceiling of the others) beside clpeak and torch, everything
# logged under $OUT (default ./gpu-out). Expects build/ to hold simtlab and,
# when the machine lacks them, libcjson.so.1 and clpeak (copied from a
# Debian machine).
#   usage: SUITES="all" scripts/gpu-session.sh [extra simtlab run options]
set -u
OUT=${OUT:-$PWD/gpu-out}
mkdir -p "$OUT"
export LD_LIBRARY_PATH=$PWD/build${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export SIMTLAB_KERNEL_PATH=$PWD/cl
# NVIDIA's OpenCL driver is often not registered in containers.
if [ -w /etc/OpenCL/vendors ] || mkdir -p /etc/OpenCL/vendors 2>/dev/null; then
  [ -e /etc/OpenCL/vendors/nvidia.icd ] || echo libnvidia-opencl.so.1 > /etc/OpenCL/vendors/nvidia.icd
fi
SL=./build/simtlab
CLPEAK=$(command -v clpeak || echo ./build/clpeak)
{
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv 2>&1
  $SL info -d nvidia
} 2>&1 | tee "$OUT/info.txt"
SUITES=${SUITES:-bandwidth}
name=${SUITES// /-}
$SL run $SUITES -d nvidia --json "$OUT/$name.json" "$@" 2>&1 | tee "$OUT/$name.txt"
"$CLPEAK" --global-bandwidth 2>&1 | tee "$OUT/clpeak.txt"
python3 scripts/torch_copy.py --json "$OUT/torch.json" 2>&1 | tee "$OUT/torch.txt"
