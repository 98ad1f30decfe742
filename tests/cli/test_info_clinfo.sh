#!/usr/bin/env bash
# test_info_clinfo.sh SIMTLAB - `simtlab info` must agree with `clinfo --raw`
# on every field both print, for every device. PoCL reports global memory
# and max allocation from the RAM free at the moment, so clinfo is read
# before and after simtlab and a value passes if it matches either reading.
set -u
SL=$1
command -v clinfo >/dev/null || { echo "clinfo is not installed (apt-get install clinfo)"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
clinfo --raw > "$tmp/c1" 2>/dev/null
"$SL" info > "$tmp/s" 2>"$tmp/err"
rc=$?
clinfo --raw > "$tmp/c2" 2>/dev/null
[ $rc -eq 3 ] && { echo "skipped: no OpenCL platform"; exit 77; }
[ $rc -eq 0 ] || { echo "simtlab info failed ($rc)"; cat "$tmp/err"; exit 1; }

# clinfo --raw lines "[POCL/0]   CL_FIELD   value" -> "prefix<TAB>field<TAB>value"
norm() { awk '/^\[/ { p = $1; f = $2; v = $0; sub(/^\[[^]]*\][ ]+[A-Za-z_0-9]+[ ]*/, "", v);
                      sub(/[ \t]+$/, "", v); print p "\t" f "\t" v }' "$1"; }
norm "$tmp/c1" > "$tmp/n1"
norm "$tmp/c2" > "$tmp/n2"

pass=0 fail=0
cl_value() { # cl_value FILE PREFIX FIELD
  awk -F'\t' -v p="$2" -v f="$3" '$1 == p && $2 == f { print $3; exit }' "$1"
}
same() { # same WHAT PREFIX FIELD SIMTLAB_VALUE
  local a b
  a=$(cl_value "$tmp/n1" "$2" "$3"); b=$(cl_value "$tmp/n2" "$2" "$3")
  if [ -z "$a$b" ]; then return; fi   # clinfo does not print this field here
  if [ "$4" = "$a" ] || [ "$4" = "$b" ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $1 ($3): simtlab '$4', clinfo '$a'"
  fi
}
field() { # the value of "  key   value" in this device's simtlab block
  awk -v k="$1" '{ key = substr($0, 3, 22); sub(/ +$/, "", key) }
                 substr($0, 1, 2) == "  " && key == k { v = substr($0, 26); sub(/[ \t]+$/, "", v); print v; exit }' "$tmp/dev"
}

declare -A seen
ndev=0
while IFS= read -r header; do
  idx=${header%%]*}; idx=${idx#[}
  name=${header#*] }; name=${name%"${name##*[![:space:]]}"}
  awk -v h="$header" 'found && /^\[/ { exit } $0 == h { found = 1 } found' "$tmp/s" > "$tmp/dev"
  n=$(( ${seen[$name]:-0} + 1 )); seen[$name]=$n
  prefix=$(awk -F'\t' -v v="$name" -v n="$n" '$2 == "CL_DEVICE_NAME" && $3 == v && ++c == n { print $1; exit }' "$tmp/n1")
  if [ -z "$prefix" ]; then fail=$((fail + 1)); echo "FAIL: clinfo lists no device named '$name'"; continue; fi
  ndev=$((ndev + 1))
  pprefix="${prefix%/*}/*]"
  same "$idx platform" "$pprefix" CL_PLATFORM_NAME "$(field platform)"
  v=$(field vendor)                       # "pocl (AuthenticAMD, vendor id 0x8086)"
  vs=${v#*(}; vs=${vs%, vendor id*}
  same "$idx vendor" "$prefix" CL_DEVICE_VENDOR "$vs"
  same "$idx vendor id" "$prefix" CL_DEVICE_VENDOR_ID "$(printf '0x%x' "$(echo "$v" | sed 's/.*vendor id \(0x[0-9a-f]*\)).*/\1/')")"
  case $(field type) in gpu) t=CL_DEVICE_TYPE_GPU;; cpu) t=CL_DEVICE_TYPE_CPU;; *) t=other;; esac
  same "$idx type" "$prefix" CL_DEVICE_TYPE "$t"
  same "$idx driver" "$prefix" CL_DRIVER_VERSION "$(field driver)"
  same "$idx OpenCL" "$prefix" CL_DEVICE_VERSION "$(field OpenCL)"
  same "$idx OpenCL C" "$prefix" CL_DEVICE_OPENCL_C_VERSION "$(field 'OpenCL C')"
  same "$idx compute units" "$prefix" CL_DEVICE_MAX_COMPUTE_UNITS "$(field 'compute units')"
  same "$idx clock" "$prefix" CL_DEVICE_MAX_CLOCK_FREQUENCY "$(field 'max clock' | cut -d' ' -f1)"
  same "$idx global memory" "$prefix" CL_DEVICE_GLOBAL_MEM_SIZE "$(field 'global memory' | cut -d' ' -f1)"
  same "$idx max allocation" "$prefix" CL_DEVICE_MAX_MEM_ALLOC_SIZE "$(field 'max allocation' | cut -d' ' -f1)"
  same "$idx global cache" "$prefix" CL_DEVICE_GLOBAL_MEM_CACHE_SIZE "$(field 'global cache' | cut -d' ' -f1)"
  same "$idx cache line" "$prefix" CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE "$(field 'cache line' | cut -d' ' -f1)"
  same "$idx local memory" "$prefix" CL_DEVICE_LOCAL_MEM_SIZE "$(field 'local memory' | cut -d' ' -f1)"
  case $(field 'local memory') in *dedicated*) lt=CL_LOCAL;; *) lt=CL_GLOBAL;; esac
  same "$idx local memory type" "$prefix" CL_DEVICE_LOCAL_MEM_TYPE "$lt"
  same "$idx max work-group" "$prefix" CL_DEVICE_MAX_WORK_GROUP_SIZE "$(field 'max work-group')"
  same "$idx timer tick" "$prefix" CL_DEVICE_PROFILING_TIMER_RESOLUTION "$(field 'event timer tick' | cut -d' ' -f1)"
  simd=$(field 'SIMD width')              # "32 (CL_DEVICE_WARP_SIZE_NV)"
  src=${simd#*(}; src=${src%)}
  case $src in CL_DEVICE_WARP_SIZE_NV|CL_DEVICE_WAVEFRONT_WIDTH_AMD|CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE)
    same "$idx SIMD width" "$prefix" "$src" "${simd%% *}";; esac
  cc=$(field 'compute capability')
  [ -n "$cc" ] && same "$idx compute capability" "$prefix" CL_DEVICE_COMPUTE_CAPABILITY_NV "$cc"
done < <(grep -E '^\[[0-9]+:[0-9]+\] ' "$tmp/s")

[ $ndev -gt 0 ] || { echo "FAIL: no device compared"; fail=$((fail + 1)); }
echo "info_vs_clinfo: $pass passed, $fail failed ($ndev devices)"
[ $fail -eq 0 ]
