#!/usr/bin/env bash
# gpu-matmul.sh - one sitting of the matmul suite on an NVIDIA GPU beside its
# peers: CLBlast (the suite's clblast row, same buffers) and cuBLAS FP32
# through torch (TF32 off), the same sizes, plus clpeak's FP32 compute
# figure; everything logged under $OUT (default ./gpu-out). Expects $DEV
# (default .device) to hold bin/simtlab with the libraries the machine lacks
# (libcjson.so.1, libclblast.so.1; clpeak optional) and cl/.
#   usage: SIZES=4096,8192 scripts/gpu-matmul.sh [extra simtlab run options]
# Runs: the default ladder; regblock2d and dbuf at the tuned 128x256 tile
# (TUNED, simtlab --param options); tiled at TS=16.
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
# A simtlab linked with CLBlast does not start without libclblast.so.1.
if ldd "$SL" | grep "not found"; then
  echo "gpu-matmul: copy the libraries above into $DEV/bin" >&2
  exit 1
fi
SIZES=${SIZES:-4096,8192}
TUNED=${TUNED:---param bn=256 --param tn=16}
run() { # run NAME simtlab-run-options...
  local name=$1; shift
  "$SL" run matmul -d nvidia -q --json "$OUT/$name.json" "$@" 2>&1 | tee "$OUT/$name.txt"
}
{
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm --format=csv
  "$SL" info -d nvidia
} 2>&1 | tee "$OUT/info.txt"
run matmul-default --sizes "$SIZES" "$@"
# shellcheck disable=SC2086  # TUNED is a list of options
run matmul-tuned-dbuf --sizes "$SIZES" --only dbuf $TUNED "$@"
# shellcheck disable=SC2086
run matmul-tuned-regblock2d --sizes "$SIZES" --only regblock2d $TUNED "$@"
run matmul-tiled-ts16 --sizes "${SIZES%%,*}" --only tiled --param ts=16 "$@"
# shellcheck disable=SC2086  # one argument per size
python3 scripts/torch_sgemm.py ${SIZES//,/ } 2>&1 | tee "$OUT/torch-sgemm.txt"
grep '^{' "$OUT/torch-sgemm.txt" > "$OUT/torch-sgemm.jsonl"
CLPEAK=$(command -v clpeak || echo "$DEV/bin/clpeak")
[ -x "$CLPEAK" ] && "$CLPEAK" --compute-sp 2>&1 | tee "$OUT/clpeak-compute-sp.txt"
exit 0
