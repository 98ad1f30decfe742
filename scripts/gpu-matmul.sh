#!/usr/bin/env bash
# gpu-matmul.sh - the matmul suite on an NVIDIA GPU beside its peers: CLBlast
# (a row of the suite when simtlab was built with it) and cuBLAS FP32 through
# torch (TF32 off), for the same sizes, everything logged under $OUT
# (default ./gpu-out). Expects $DEV (default .device) to hold bin/simtlab with
# the libraries the machine lacks (libcjson.so.1, libclblast.so.1) and cl/.
#   usage: SIZES="4096 8192" SIMTLAB_ARGS="--reps 10" scripts/gpu-matmul.sh [extra simtlab run options]
set -u
OUT=${OUT:-$PWD/gpu-out}
DEV=${DEV:-$PWD/.device}
mkdir -p "$OUT"
export LD_LIBRARY_PATH=$DEV/bin${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export SIMTLAB_KERNEL_PATH=$DEV/cl
# NVIDIA's OpenCL driver is often not registered in containers.
if [ -w /etc/OpenCL/vendors ] || mkdir -p /etc/OpenCL/vendors 2>/dev/null; then
  [ -e /etc/OpenCL/vendors/nvidia.icd ] || echo libnvidia-opencl.so.1 > /etc/OpenCL/vendors/nvidia.icd
fi
SL=$DEV/bin/simtlab
# A simtlab linked with CLBlast does not start without libclblast.so.1: one
# clear line here instead of the loader's error once per size.
if ldd "$SL" | grep "not found"; then
  echo "gpu-matmul: copy the libraries above into $DEV/bin" >&2
  exit 1
fi
SIZES=${SIZES:-4096 8192}
{
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv
  command -v clinfo >/dev/null && clinfo | grep -E "^ *(Platform Name|Platform Version|Device Name|Device Version|Driver Version) "
  $SL info -d nvidia
} 2>&1 | tee "$OUT/info.txt"
for n in $SIZES; do
  # shellcheck disable=SC2086  # SIMTLAB_ARGS is a list of options
  $SL run matmul -d nvidia --sizes "$n" --json "$OUT/matmul-$n.json" ${SIMTLAB_ARGS:-} "$@" 2>&1 | tee "$OUT/matmul-$n.txt"
done
# shellcheck disable=SC2086
python3 scripts/torch_sgemm.py $SIZES 2>&1 | tee "$OUT/torch-sgemm.txt"
grep '^{' "$OUT/torch-sgemm.txt" > "$OUT/torch-sgemm.jsonl"
