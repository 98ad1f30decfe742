#!/usr/bin/env bash
# test_install.sh SRC [student|normal] - `cmake --install` gives a tree that
# runs from its prefix alone (issue 29, point 6). A copy of the source tree
# is configured (student build by default: -DSIMTLAB_STUDENT=ON), only the
# simtlab target built (-j2) and installed into a temporary prefix; then the
# copy and the build directory are removed, so every path compiled in from
# the source tree is gone, and the installed binary, under env -i, must run
# info, list, run --quick, lab show/start/check, finding kernels, handouts
# and device sheets under PREFIX/share/simtlab. A student build's prefix
# holds no solution, and its --solution exits 2 until SIMTLAB_SOLUTIONS_DIR
# names a copy; a normal build's --solution passes from the prefix.
# Exit 77 (skipped) when no OpenCL platform exists, or when what the build
# needs is missing here (cmake, a C compiler, the cJSON or OpenCL headers:
# a GPU machine may run the tests of a build made elsewhere); with CI=true a
# missing build dependency FAILs instead (scripts/bootstrap test installs
# them all), as test_jube.sh and test_slurm.sh do.
set -u
SRC=$(cd "$1" && pwd)
MODE=${2:-student}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/testlib.sh"

command -v cmake >/dev/null 2>&1 || missing "no cmake to build the install from"
command -v "${CC:-cc}" >/dev/null 2>&1 || missing "no C compiler (${CC:-cc}) to build the install from"

# ---- a copy of what the build reads, built and installed ---------------------
mkdir -p "$tmp/src/data" "$tmp/src/docs"
cp -r "$SRC/CMakeLists.txt" "$SRC/host" "$SRC/include" "$SRC/cl" "$tmp/src/"
cp -r "$SRC/data/devices" "$tmp/src/data/"
cp -r "$SRC/docs/labs" "$tmp/src/docs/"
student=OFF; [ "$MODE" = student ] && student=ON
if ! cmake -S "$tmp/src" -B "$tmp/build" -DSIMTLAB_TESTS=OFF -DSIMTLAB_STUDENT=$student \
     -DCMAKE_INSTALL_PREFIX="$tmp/prefix" >"$tmp/log" 2>&1; then
  # a package find_package did not find (CMakeLists.txt: OpenCL, cJSON,
  # Threads) is this machine's lack; any other configure error is the test's
  lack=$(grep -oE 'Could NOT find [A-Za-z]+|provided by "[A-Za-z]+"' "$tmp/log" | head -1)
  [ -n "$lack" ] && missing "the build's dependencies are not all here: $lack (e.g. Debian libcjson-dev, ocl-icd-opencl-dev)"
  echo "FAIL the $MODE configure"; tail -30 "$tmp/log"; exit 1
fi
if ! cmake --build "$tmp/build" -j2 --target simtlab >>"$tmp/log" 2>&1 ||
   ! cmake --install "$tmp/build" >>"$tmp/log" 2>&1; then
  echo "FAIL the $MODE build or install"; tail -30 "$tmp/log"; exit 1
fi
rm -rf "$tmp/src" "$tmp/build" # the compiled-in source paths now lead nowhere
P=$tmp/prefix
SL=$P/bin/simtlab
mkdir "$tmp/home" "$tmp/work"
# nothing from this shell: no SIMTLAB_* variable, no source tree on any path
run() { (cd "$tmp/work" && env -i PATH=/usr/bin:/bin HOME="$tmp/home" "$@"); }

run "$SL" info >/dev/null 2>&1
if [ $? -eq 3 ]; then echo "skipped: no OpenCL platform"; exit 77; fi

# ---- what the prefix holds -----------------------------------------------------
for f in share/simtlab/cl/bandwidth.cl share/simtlab/cl/labs/01-coalescing.cl \
         share/simtlab/labs/01-coalescing.md share/simtlab/labs/README.md; do
  if [ -f "$P/$f" ]; then ok; else bad "$f not installed"; fi
done
if ls "$P"/share/simtlab/devices/*.json >/dev/null 2>&1; then ok; else bad "no device sheet installed"; fi
find "$P" -path '*solutions*' >"$tmp/sol"
if [ "$MODE" = student ]; then
  if [ -s "$tmp/sol" ]; then bad "solutions in a student prefix:"; sed 's/^/  | /' "$tmp/sol"; else ok; fi
  # nor a solution's bytes under another name
  sha256sum "$SRC"/cl/labs/solutions/* | cut -d' ' -f1 | sort -u >"$tmp/solsums"
  find "$P" -type f -exec sha256sum {} + | sort >"$tmp/prefixsums"
  if join <(cut -d' ' -f1 "$tmp/prefixsums" | sort -u) "$tmp/solsums" | grep -q .; then
    bad "a solution's bytes in the prefix"; else ok; fi
else
  if [ -f "$P/share/simtlab/cl/labs/solutions/01-coalescing.cl" ]; then ok; else bad "normal build: no solution installed"; fi
fi

# ---- the binary from the prefix alone -----------------------------------------
check "info" 0 run "$SL" info
expect "info names a platform" "$tmp/out" "^  platform "
check "list" 0 run "$SL" list
expect "list names bandwidth" "$tmp/out" "bandwidth"
check "run --quick" 0 run "$SL" run --quick
expect "run --quick: a row of GB/s" "$tmp/out" "GB/s"
refuse "run --quick: no kernel missing" "$tmp/err" "not found"
check "lab show 1" 0 run "$SL" lab show 1
expect "lab show 1: the handout" "$tmp/out" "^## Your task"
check "lab start 1" 0 run "$SL" lab start 1 "$tmp/work/mine"
if cmp -s "$tmp/work/mine/01-coalescing.cl" "$P/share/simtlab/cl/labs/01-coalescing.cl"; then ok
else bad "lab start 1 did not copy the installed starter"; fi
# the starter is the lab's hole: it fails its check, graded from the prefix
check "lab check 1 (starter)" 1 run "$SL" lab check 1 --no-oclgrind --kernel "$tmp/work/mine/01-coalescing.cl"
expect "lab check 1: datasets graded" "$tmp/out" "FAIL"
refuse "lab check 1: no file missing" "$tmp/err" "not found|not installed"

if [ "$MODE" = student ]; then
  check "student: --solution without SIMTLAB_SOLUTIONS_DIR" 2 run "$SL" lab check 1 --no-oclgrind --solution
  expect "student: --solution says why" "$tmp/err" "not in this build"
  expect "student: --solution names the variable" "$tmp/err" "sets SIMTLAB_SOLUTIONS_DIR"
  # a correct kernel (the instructor's copy, under the student's own name)
  # passes, and its speed lines name the baseline and the ceiling only
  cp "$SRC/cl/labs/solutions/01-coalescing.cl" "$tmp/work/mine/01-coalescing.cl"
  check "student: a correct kernel passes" 0 run "$SL" lab check 1 --no-oclgrind --speed --kernel "$tmp/work/mine/01-coalescing.cl"
  expect "student: the baseline line" "$tmp/out" "^  baseline "
  expect "student: the solution's line" "$tmp/out" "^  solution +the solution's figure is not in this build"
  refuse "student: no solution figure" "$tmp/out" "the solution$"
  # the instructor's private copy
  mkdir "$tmp/private"
  cp "$SRC"/cl/labs/solutions/* "$tmp/private/"
  check "student: --solution with SIMTLAB_SOLUTIONS_DIR" 0 \
    run SIMTLAB_SOLUTIONS_DIR="$tmp/private" "$SL" lab check 1 --no-oclgrind --solution
  expect "student: the private copy checked" "$tmp/out" "kernel: $tmp/private/01-coalescing.cl"
  check "student: SIMTLAB_SOLUTIONS_DIR missing the file" 2 \
    run SIMTLAB_SOLUTIONS_DIR="$tmp/home" "$SL" lab check 1 --no-oclgrind --solution
  expect "student: names the directory" "$tmp/err" "not in SIMTLAB_SOLUTIONS_DIR=$tmp/home"
else
  check "normal: --solution from the prefix" 0 run "$SL" lab check 1 --no-oclgrind --solution
  expect "normal: the installed solution" "$tmp/out" "prefix/share/simtlab/cl/labs/solutions/01-coalescing.cl"
  # an instructor's private copy wins over the shipped one
  mkdir "$tmp/private"
  cp "$SRC"/cl/labs/solutions/* "$tmp/private/"
  check "normal: SIMTLAB_SOLUTIONS_DIR first" 0 \
    run SIMTLAB_SOLUTIONS_DIR="$tmp/private" "$SL" lab check 1 --no-oclgrind --solution
  expect "normal: the private copy checked" "$tmp/out" "kernel: $tmp/private/01-coalescing.cl"
fi

echo "test_install ($MODE): $pass passed, $fail failed"
[ "$fail" -eq 0 ]
