#!/usr/bin/env bash
# gpu-sweep.sh - read's launch parameters on an NVIDIA GPU at the default
# size, one line of GB/s per width and configuration, for choosing the GPU
# defaults in host/suites/bandwidth.c. Writes $OUT/sweep.txt.
set -u
OUT=${OUT:-$PWD/gpu-out}
mkdir -p "$OUT"
export LD_LIBRARY_PATH=$PWD/build${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export SIMTLAB_KERNEL_PATH=$PWD/cl
for cfg in "blocked=0 inflight=8 groups_per_cu=4" "blocked=0 inflight=4 groups_per_cu=8" \
           "blocked=0 inflight=8 groups_per_cu=8" "blocked=0 inflight=4 groups_per_cu=4 local=512" \
           "blocked=2 inflight=4 groups_per_cu=4" "blocked=2 inflight=8 groups_per_cu=4" \
           "blocked=2 inflight=4 groups_per_cu=8" "blocked=2 inflight=8 groups_per_cu=8" \
           "blocked=2 inflight=4 groups_per_cu=16"; do
  args=""
  for kv in $cfg; do args="$args --param $kv"; done
  ./build/simtlab run -q -d nvidia --only read --reps 20 $args --json "$OUT/tmp.json" > /dev/null 2>&1
  python3 - "$cfg" "$OUT/tmp.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[2]))
cells = [f"{r['params']['vector']}={r['gbps']:.0f}" if r['verified'] else f"{r['params']['vector']}=FAIL"
         for r in d['results']]
print(f"{sys.argv[1]:45s} " + " ".join(cells))
PY
done 2>&1 | tee "$OUT/sweep.txt"
rm -f "$OUT/tmp.json"
