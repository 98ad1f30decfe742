#!/usr/bin/env bash
# setup.sh - Gradescope runs this once, as root, when it builds the
# autograder image (https://gradescope-autograders.readthedocs.io/en/latest/specs/):
# OpenCL on the CPU (PoCL), oclgrind, and a student build of simtlab in
# /autograder/simtlab. A copy of simtlab's source in the zip
# (/autograder/source/simtlab) is built instead of cloning.
set -euo pipefail
SIMTLAB_REPO=${SIMTLAB_REPO:-https://github.com/YOUR-ORG/simtlab.git}   # placeholder: your course's copy
SIMTLAB_REF=${SIMTLAB_REF:-main}

export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q --no-install-recommends build-essential cmake git ca-certificates \
  ocl-icd-opencl-dev opencl-headers pocl-opencl-icd clinfo libcjson-dev oclgrind

src=/autograder/simtlab
if [ -d /autograder/source/simtlab ]; then
  cp -r /autograder/source/simtlab "$src"
else
  git clone --depth 1 --branch "$SIMTLAB_REF" "$SIMTLAB_REPO" "$src"
fi
cmake -S "$src" -B "$src/build" -DSIMTLAB_STUDENT=ON -DSIMTLAB_TESTS=OFF
cmake --build "$src/build" --target simtlab -j "$(nproc)"
clinfo -l
