#!/usr/bin/env bash
# gpu-pack.sh - run HERE (a Debian machine with scripts/bootstrap test's
# packages): build build-gpu/ (as bootstrap builds build/: tests on; debug info
# stripped so that it travels under the device tool's 64 MiB), and put in
# build-gpu/deps/ what the bare GPU machine lacks for the whole ctest
# (libcjson, libcmocka, libclblast, jq with its libraries, GNU time,
# clpeak), with the commit in build-gpu/COMMIT. Then `carry: build-gpu`
# and run scripts/gpu-ctest.sh there (docs/gpu.md).
# (Two ctests at once on a two-GPU host need no second build here: the
# --gpu 1 run's copy there has its paths rewritten, gpu-ctest.sh.)
#   usage: scripts/gpu-pack.sh [BUILD_DIR]   (default build-gpu)
set -euo pipefail
cd "$(dirname "$0")/.."
b=${1:-build-gpu}
cmake -S . -B $b -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSIMTLAB_TESTS=ON -DSIMTLAB_WERROR=ON >/dev/null
cmake --build $b -j "$(nproc)" >/dev/null
find $b -name '*.o' -exec strip --strip-debug {} +   # check_layers reads their symbols
find $b -type f -perm -u+x -exec sh -c 'file -b "$1" | grep -q ELF && strip --strip-unneeded "$1"' _ {} \;
d=$b/deps
rm -rf "$d"; mkdir -p "$d/bin" "$d/lib"
lib() { # the file behind a soname, copied under the soname
  local p; p=$(ldconfig -p | awk -v n="$1" '$1 == n && /x86-64/ && !p { p = $NF } END { print p }')
  [ -n "$p" ] || { echo "gpu-pack: $1 not found here" >&2; return 1; }
  cp -L "$p" "$d/lib/$1"
}
for so in libcjson.so.1 libcmocka.so.0 libclblast.so.1 libjq.so.1 libonig.so.5; do lib "$so"; done
for t in jq clpeak; do cp -L "$(command -v $t)" "$d/bin/"; done
cp -L /usr/bin/time "$d/bin/time"
git rev-parse HEAD > $b/COMMIT
git status --porcelain | grep -q . && echo "+ uncommitted changes" >> $b/COMMIT
du -sh $b | sed 's/^/gpu-pack: carry /'
