#!/usr/bin/env bash
set -u
cd "$(dirname "$0")/.."
export LD_LIBRARY_PATH=$PWD/build-gpu/deps/lib
SL=$PWD/build-gpu/simtlab
d=$(mktemp -d); cp /etc/OpenCL/vendors/pocl.icd $d/
strings /usr/local/cuda/targets/x86_64-linux/lib/libOpenCL.so.1 | grep -E "OCL_ICD|OPENCL_LAYER|vendors" | head
ls -la /usr/local/cuda/targets/x86_64-linux/lib/libOpenCL.so*
t() { echo "--- $*"; env "$@" $SL info 2>&1 | grep -E "^\[|simtlab:" | head -4; }
t OCL_ICD_VENDORS=$d OCL_ICD_FILENAMES=
t OCL_ICD_VENDORS=$d -u OCL_ICD_FILENAMES
t OCL_ICD_VENDORS=$d/pocl.icd -u OCL_ICD_FILENAMES
t OCL_ICD_VENDORS=/etc/OpenCL/vendors OCL_ICD_FILENAMES=
t -u OCL_ICD_VENDORS OCL_ICD_FILENAMES=
t -u OCL_ICD_VENDORS -u OCL_ICD_FILENAMES
t -u OCL_ICD_VENDORS OCL_ICD_FILENAMES=libpocl.so.2.12.0 POCL_DEVICES=cpu
t -u OCL_ICD_VENDORS OCL_ICD_FILENAMES=libpocl.so.2.12.0 POCL_DEVICES=pthread
t -u OCL_ICD_VENDORS OCL_ICD_FILENAMES=libpocl.so.2.12.0 POCL_DEVICES="cpu cpu"
t -u OCL_ICD_VENDORS OCL_ICD_FILENAMES=libpocl.so.2.12.0 POCL_DEVICES="pthread pthread"
echo "--- trace"
OCL_ICD_ENABLE_TRACE=1 OCL_ICD_VENDORS=$d OCL_ICD_FILENAMES= $SL info 2>&1 | head -20
