#!/usr/bin/env bash
# test_layers.sh BUILD_DIR - the layer check (scripts/check_layers.py) on
# this tree and its objects, then on copies of the tree that break it: an
# include that goes up, a listed edge that is gone, a header with no layer.
set -u
BUILD=$1
SRC=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
check() { # check NAME WANT_RC PATTERN CMD...
  local name=$1 want=$2 pat=$3; shift 3
  "$@" >"$tmp/out" 2>&1
  local rc=$?
  if [ "$rc" -eq "$want" ] && grep -qE -- "$pat" "$tmp/out"; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $name: exit $rc (want $want), '$pat' in:"; sed 's/^/  | /' "$tmp/out" | head -10
  fi
}
check "this tree and its calls" 0 "no include goes up a layer but the [0-9]+ listed" \
  python3 "$SRC/scripts/check_layers.py" --objects "$BUILD"
copy() { rm -rf "$tmp/t"; mkdir -p "$tmp/t"; cp -r "$SRC/host" "$SRC/include" "$SRC/scripts" "$tmp/t/"; }
copy
printf '#include "simtlab/suite.h"\n' >> "$tmp/t/host/model/peak.c"
check "an include that goes up" 1 "host/model/peak.c -> simtlab/suite.h goes up a layer" \
  python3 "$SRC/scripts/check_layers.py" --root "$tmp/t"
copy
echo 'host/report/table.c -> simtlab/timing.h' >> "$tmp/t/scripts/layers_allowed.txt"
check "a listed edge that does not exist" 1 "'host/report/table.c -> simtlab/timing.h' is listed .* no longer exists" \
  python3 "$SRC/scripts/check_layers.py" --root "$tmp/t"
copy
: > "$tmp/t/include/simtlab/newthing.h"
check "a header with no layer" 1 "newthing.h has no layer" python3 "$SRC/scripts/check_layers.py" --root "$tmp/t"
copy
printf '#include "simtlab/lab.h"\n' >> "$tmp/t/host/model/peak.c"
check "model including the lab" 1 "goes up a layer" python3 "$SRC/scripts/check_layers.py" --root "$tmp/t"
copy
printf 'static int is_mm(const char *suite) { return strcmp(suite, "matmul") == 0; }\n' >> "$tmp/t/host/report/plot.c"
check "the report branching on a suite's name" 1 "host/report/plot.c:[0-9]+ compares a suite with the name 'matmul'" \
  python3 "$SRC/scripts/check_layers.py" --root "$tmp/t"
copy
printf 'static void leak(cl_program p) { clReleaseProgram(p); }\n' >> "$tmp/t/host/cli/cmd_isa.c"
check "the CLI calling OpenCL" 1 "host/cli/cmd_isa.c:[0-9]+ calls OpenCL \\(clReleaseProgram\\)" \
  python3 "$SRC/scripts/check_layers.py" --root "$tmp/t"
copy
printf 'static void reap(pid_t p) { int st; kill(p, SIGKILL); waitpid(p, &st, 0); }\n' >> "$tmp/t/host/cli/cmd_plot.c"
check "the CLI killing a child itself" 1 "host/cli/cmd_plot.c:[0-9]+ calls kill: children are the supervisor's" \
  python3 "$SRC/scripts/check_layers.py" --root "$tmp/t"
copy
printf 'static pid_t spawn(void) { return fork(); }\n' >> "$tmp/t/host/runtime/device.c"
check "a fork below the CLI" 1 "host/runtime/device.c:[0-9]+ calls fork" \
  python3 "$SRC/scripts/check_layers.py" --root "$tmp/t"
copy
printf 'static const char *dir(void) { return getenv("SIMTLAB_SOMETHING"); }\n' >> "$tmp/t/host/report/plot.c"
check "the environment read below the CLI" 1 "host/report/plot.c SIMTLAB_SOMETHING: reads the environment below the CLI" \
  python3 "$SRC/scripts/check_layers.py" --root "$tmp/t"
copy
grep -v 'SIMTLAB_DEVICE_DATA' "$SRC/scripts/env_allowed.txt" > "$tmp/t/scripts/env_allowed.txt"
echo 'host/model/devspec.c SIMTLAB_NOT_READ' >> "$tmp/t/scripts/env_allowed.txt"
check "an environment read not listed" 1 "host/model/devspec.c SIMTLAB_DEVICE_DATA: reads the environment" \
  python3 "$SRC/scripts/check_layers.py" --root "$tmp/t"
check "a listed environment read gone" 1 "'host/model/devspec.c SIMTLAB_NOT_READ' is listed .* no longer read" \
  python3 "$SRC/scripts/check_layers.py" --root "$tmp/t"
copy # two files of one folder that call each other: a circle (objects of their own)
printf 'int circle_b(int);\nint circle_a(int n) { return n ? circle_b(n - 1) : 0; }\n' > "$tmp/t/host/cli/circle_a.c"
printf 'int circle_a(int);\nint circle_b(int n) { return n ? circle_a(n - 1) : 1; }\n' > "$tmp/t/host/cli/circle_b.c"
mkdir -p "$tmp/b/CMakeFiles/simtlab.dir/host/cli"
for f in circle_a circle_b; do cc -c "$tmp/t/host/cli/$f.c" -o "$tmp/b/CMakeFiles/simtlab.dir/host/cli/$f.c.o"; done
check "two files calling each other" 1 "call one another in a circle: host/cli/circle_a.c host/cli/circle_b.c" \
  python3 "$tmp/t/scripts/check_layers.py" --objects "$tmp/b" --root "$tmp/t"
echo "layers: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
