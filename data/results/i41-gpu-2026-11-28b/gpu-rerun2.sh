#!/usr/bin/env bash
set -u
cd "$(dirname "$0")/.."
scripts/gpu-ctest.sh --tag h200-rerun2 -- -R '^(cli_multi|kernels_icdcut|info_vs_clinfo)$' > /dev/null 2>&1; echo "ctest rc=$?"
export PATH=$PWD/build-gpu/deps/bin:$PATH LD_LIBRARY_PATH=$PWD/build-gpu/deps/lib
nv=$(ldconfig -p | awk '$1 == "libnvidia-opencl.so.1" { print $NF; exit }')
export OCL_ICD_FILENAMES="$(head -1 /etc/OpenCL/vendors/pocl.icd):$nv"
. tests/cli/pocl_only.sh
pocl_only build-gpu/simtlab /tmp/po; echo "pocl_only rc=$? env: ${POCL_ENV[*]}"
env "${POCL_ENV[@]}" POCL_DEVICES=nonexistent build-gpu/simtlab info; echo "rc=$? (want 3)"
