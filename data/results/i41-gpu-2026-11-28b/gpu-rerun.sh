#!/usr/bin/env bash
# ad hoc (not committed): the GPU ctest's three failures again, at the fixes' commit
set -u
cd "$(dirname "$0")/.."
scripts/gpu-ctest.sh --tag h200-rerun -- -R '^cli_multi$' > /dev/null 2>&1; echo "cli_multi ctest rc=$?"
b=build-gpu
export PATH=$PWD/$b/deps/bin:$PATH LD_LIBRARY_PATH=$PWD/$b/deps/lib
nv=$(ldconfig -p | awk '$1 == "libnvidia-opencl.so.1" { print $NF; exit }')
export OCL_ICD_FILENAMES="$(head -1 /etc/OpenCL/vendors/pocl.icd):$nv"
SL=$PWD/$b/simtlab G=$PWD/tests/labs/grade
tmp=$(mktemp -d)
echo "== cli's POCL_DEVICES check"
mkdir -p $tmp/po && cp /etc/OpenCL/vendors/pocl.icd $tmp/po/
OCL_ICD_VENDORS=$tmp/po OCL_ICD_FILENAMES= POCL_DEVICES=nonexistent $SL info; echo "rc=$?"
echo "== busy machine: lab 6, 16 hogs, --timeout 2"
hogs=(); for _ in $(seq 16); do (while :; do :; done) & hogs+=($!); done
t0=$(date +%s)
$SL lab grade 6 $G/lab06/correct.cl $G/lab06/slow.cl $G/lab06/endless.cl --timeout 2 --no-oclgrind --csv $tmp/busy.csv; echo "rc=$? in $(( $(date +%s) - t0 )) s"
for p in "${hogs[@]}"; do kill $p; done; wait 2>/dev/null
cat $tmp/busy.csv
echo "== SIGINT during lab 2's grade"
$SL lab grade 2 $G/lab02/correct.cl $G/lab02/endless.cl $G/lab02/slow.cl --timeout 60 --csv $tmp/int.csv > $tmp/int.out 2>&1 &
pid=$!
for _ in $(seq 1500); do grep -q "^\[1/3\]" $tmp/int.out && break; sleep 0.2; done
sleep 1; kill -INT $pid; wait $pid; echo "rc=$? (want 130)"
cat $tmp/int.out; cat $tmp/int.csv
