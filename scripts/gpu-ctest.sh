#!/usr/bin/env bash
# gpu-ctest.sh - the whole ctest with a GPU as the default device, in one
# call on the GPU machine (issue 41 item 7). Run scripts/gpu-pack.sh here
# first, then carry build-gpu/ there and run this from the repository root:
#
#   scripts/gpu-ctest.sh [--icd env|file|as-is] [--tag NAME] [--build DIR] [-j N]
#                        [--gpu N] [--slot N] [--start SECONDS | --wait SECONDS] [-- ctest options]
#
# --icd env (default): NVIDIA's OpenCL registered only through
#   OCL_ICD_FILENAMES, as NVIDIA's containers do (no /etc/OpenCL/vendors
#   file); file: /etc/OpenCL/vendors/nvidia.icd written; as-is: neither.
# --tag: the log's name, ctest-gpu-TAG.txt (default from nvidia-smi: h200, h100).
# --gpu N: only GPU N is seen (CUDA_VISIBLE_DEVICES), with its own lock
#   directory and copy of the tree: two runs at once on a two-GPU host
#   (--start with --gpu 0, then with --gpu 1; --wait with the same --gpu).
# --slot N (1-9): a second run at once on the same GPU (or GPUs), with its own
#   copy of the tree, sharing the GPU's lock (so no timing shares the GPU):
#   two whole ctests at once on a one-GPU host (--start, then --start
#   --slot 1; --wait, then --wait --slot 1); its log's default tag ends -slotN.
# The log goes to $OUT (else ./gpu-out), headed by the commit, the driver,
# and `simtlab info` of the default device, with ctest's LastTest.log (every
# test's whole output); tests whose tools this machine
# lacks (oclgrind, clang-15, gnuplot, Slurm, JUBE) skip and name them.
# The whole ctest can outlast one device call (10 minutes): --start N runs
# it detached (setsid, so it outlives the call) and waits up to N seconds;
# --wait N, in the next call (within the machine's warm period), waits up
# to N more. Each copies the log so far, and the exit status once there is
# one, to $OUT.
set -uo pipefail
cd "$(dirname "$0")/.."
icd=env tag="" jobs=8 b=build-gpu mode=fg secs=0 gpu="" slot=""
while [ $# -gt 0 ]; do
  case $1 in
    --icd) icd=$2; shift 2 ;;
    --tag) tag=$2; shift 2 ;;
    --build) b=$2; shift 2 ;;
    --start) mode=start secs=$2; shift 2 ;;
    --wait) mode=wait secs=$2; shift 2 ;;
    -j) jobs=$2; shift 2 ;;
    --gpu) gpu=$2; shift 2 ;;
    --slot) slot=$2; shift 2 ;;
    --) shift; break ;;
    -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "gpu-ctest: unknown option '$1' (--help)" >&2; exit 2 ;;
  esac
done
case $icd in env|file|as-is) ;; *) echo "gpu-ctest: --icd env, file or as-is, not '$icd'" >&2; exit 2 ;; esac
case $gpu in ''|[0-9]|[0-9][0-9]) ;; *) echo "gpu-ctest: --gpu takes a GPU's index, not '$gpu'" >&2; exit 2 ;; esac
case $slot in ''|[1-9]) ;; *) echo "gpu-ctest: --slot takes 1 to 9, not '$slot'" >&2; exit 2 ;; esac
b=${b%/}
state=/tmp/simtlab-gpu-ctest${gpu:+-gpu$gpu}${slot:+-slot$slot}   # one per --gpu and --slot: runs at once keep apart
[ -f $b/CTestTestfile.cmake ] || { echo "gpu-ctest: no $b/ with tests: run scripts/gpu-pack.sh and carry $b/" >&2; exit 2; }
OUT=${OUT:-$PWD/gpu-out}
mkdir -p "$OUT"

wait_copy() { # wait up to $1 s for the detached run, then copy what it wrote
  local end=$(( $(date +%s) + $1 ))
  while [ ! -f "$state/rc" ] && [ "$(date +%s)" -lt "$end" ]; do sleep 5; done
  cp "$state"/*.txt "$OUT"/ 2>/dev/null
  # every test's whole output, passing ones too (where the time went)
  cp "$state/tree/$b/Testing/Temporary/LastTest.log" "$OUT/LastTest${gpu:+-gpu$gpu}${slot:+-slot$slot}.log" 2>/dev/null
  if [ -f "$state/rc" ]; then
    echo "gpu-ctest: finished, exit $(cat "$state/rc")"; return "$(cat "$state/rc")"
  fi
  echo "gpu-ctest: still running ($(grep -c 'Test *#' "$state"/ctest-gpu-*.txt 2>/dev/null) tests done): scripts/gpu-ctest.sh --wait N in the next call"
  return 75
}
case $mode in
  wait) [ -d "$state" ] || { echo "gpu-ctest: nothing started here (--start first)" >&2; exit 2; }
        wait_copy "$secs"; exit ;;
  start) rm -rf "$state"; mkdir -p "$state/tree"
         # The device tool copies the working tree here again at each call:
         # a test reading a file then may find it gone. The run works on
         # its own copy of the tree and the build.
         tar --exclude=./gpu-out -cf - . | tar -xf - -C "$state/tree" ||
           { echo "gpu-ctest: cannot copy the tree to $state/tree" >&2; exit 2; }
         args=(--icd "$icd" --build "$b" -j "$jobs"); [ -n "$tag" ] && args+=(--tag "$tag")
         [ -n "$gpu" ] && args+=(--gpu "$gpu")
         [ -n "$slot" ] && args+=(--slot "$slot")
         (cd "$state/tree" && OUT=$state setsid bash scripts/gpu-ctest.sh "${args[@]}" -- "$@" \
            > "$state/driver.txt" 2>&1 < /dev/null &)
         sleep 2; wait_copy "$secs"; exit ;;
esac

# The build's absolute paths are the machine's it was built on: make them
# resolve here (a link from there to this tree) when they differ.
# A detached run (--start) works on its own copy of the tree, and its
# build's paths are rewritten in place to a name of the same length (the
# last character its slot's digit, else its GPU's, else 0), linked to its
# copy: the build's own path may be where the device tool copies the
# working tree again at each call (on the H200 of 2026-11-29 it was: the
# second call's copy took build-gpu/simtlab away from a running cli_tune),
# and a second run at once (--gpu 1, --slot 1) cannot share one link.
src=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' $b/CMakeCache.txt)
alias_id=${slot:-${gpu:-0}}
if [ -n "$src" ] && [ "$PWD" = "$state/tree" ]; then
  alias=${src%?}${alias_id: -1}
  [ "$alias" = "$src" ] && alias=${src%?}_
  if [ -e "$alias" ] && [ ! -L "$alias" ]; then
    echo "gpu-ctest: $alias (this run's name for $src) is not a link this script made: move it" >&2; exit 2
  fi
  grep -rlF --binary-files=binary "$src" "$b" | xargs -r sed -i "s#$src#$alias#g"
  src=$alias
fi
if [ -n "$src" ] && [ "$src" != "$PWD" ] && { [ ! -e "$src" ] || [ -L "$src" ]; }; then
  mkdir -p "$(dirname "$src")" && ln -sfn "$PWD" "$src"
fi
# ... and its cmake (the example-assignment tests run `cmake -E`)
cm=$(sed -n 's/^CMAKE_COMMAND:INTERNAL=//p' $b/CMakeCache.txt)
if [ -n "$cm" ] && [ ! -e "$cm" ] && command -v cmake >/dev/null; then
  mkdir -p "$(dirname "$cm")" && ln -s "$(command -v cmake)" "$cm"
fi
export PATH=$PWD/$b/deps/bin:$PATH
export LD_LIBRARY_PATH=$PWD/$b/deps/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}

if [ -n "$gpu" ]; then
  export CUDA_VISIBLE_DEVICES=$gpu XDG_RUNTIME_DIR=/tmp/simtlab-xdg-gpu$gpu
  mkdir -p -m 700 "$XDG_RUNTIME_DIR"
fi
nv=$(ldconfig -p | awk '$1 == "libnvidia-opencl.so.1" { print $NF; exit }')
case $icd in
  env)
    rm -f /etc/OpenCL/vendors/nvidia.icd 2>/dev/null
    # every .icd file the loader would read, then NVIDIA's driver
    files=""
    for f in /etc/OpenCL/vendors/*.icd; do [ -f "$f" ] && files="$files${files:+:}$(head -1 "$f")"; done
    export OCL_ICD_FILENAMES="$files${files:+:}${nv:-libnvidia-opencl.so.1}" ;;
  file)
    mkdir -p /etc/OpenCL/vendors && echo libnvidia-opencl.so.1 > /etc/OpenCL/vendors/nvidia.icd ;;
esac
if [ -z "$tag" ]; then
  tag=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1 | grep -o 'H[0-9]\{3\}' | tr 'A-Z' 'a-z')
  tag=${tag:-gpu}${slot:+-slot$slot}
fi
log=$OUT/ctest-gpu-$tag.txt
{
  echo "# simtlab ctest on a GPU (scripts/gpu-ctest.sh --icd $icd -j $jobs)"
  echo "# commit: $(cat $b/COMMIT 2>/dev/null || git rev-parse HEAD 2>/dev/null || echo unknown)"
  echo "# date: $(date -u +%Y-%m-%dT%H:%M:%SZ)  host: $(hostname)  cores: $(nproc)"
  [ -n "$gpu" ] && echo "# CUDA_VISIBLE_DEVICES=$gpu (--gpu), XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR"
  echo "# OCL_ICD_FILENAMES=${OCL_ICD_FILENAMES:-}  vendors: $(ls /etc/OpenCL/vendors 2>/dev/null | tr '\n' ' ')"
  nvidia-smi --query-gpu=index,name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv 2>&1 | sed 's/^/# /'
  echo "# tools: $(for t in oclgrind clang-15 gnuplot jube slurmctld jq python3 clpeak; do
                     command -v $t >/dev/null && printf '%s ' "$t" || printf '(no %s) ' "$t"; done)"
  echo
  ./$b/simtlab info 2>&1
  echo
  ./$b/simtlab info -d gpu 2>&1 | head -40
  echo
} > "$log"
start=$(date +%s)
ctest --test-dir "$b" -j "$jobs" --timeout 300 --output-on-failure "$@" 2>&1 | tee -a "$log"
rc=${PIPESTATUS[0]}
echo "# ctest exit $rc after $(( $(date +%s) - start )) s" | tee -a "$log"
[ "$OUT" = "$state" ] || cp "$b/Testing/Temporary/LastTest.log" "$OUT/LastTest-$tag.log" 2>/dev/null
[ "$OUT" = "$state" ] && echo "$rc" > "$state/rc"
exit $rc
