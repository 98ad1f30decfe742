# pocl_only.sh - sourced by the CLI tests that need PoCL's platform alone
# (a GPU on the machine must not answer instead):
#
#   pocl_only SIMTLAB DIR   sets POCL_ENV, env(1)'s arguments for the ICD
#                           loader's variables under which SIMTLAB lists
#                           PoCL's devices and nothing else (DIR: a vendors
#                           directory made for it); returns 2 when PoCL is not
#                           installed, 1 when no setting isolates it
#   pocl_only_export ...    the same, exported into this shell
#
# Loaders differ (issue 41, docs/gpu-tests.md): ocl-icd (Debian) reads
# OCL_ICD_VENDORS as a directory or a file, and OCL_ICD_FILENAMES instead of
# the vendors directory; Khronos's reads OCL_ICD_VENDORS as a directory only,
# and OCL_ICD_FILENAMES in addition to it; the libOpenCL of CUDA 12 on the
# device machine finds no platform at all once OCL_ICD_VENDORS is set (any
# directory, /etc/OpenCL/vendors too), but takes OCL_ICD_FILENAMES. So each
# way is tried, and kept only where `info` shows PoCL alone.
pocl_only() {
  local sl=$1 dir=$2 icd="" f way
  POCL_ENV=()
  for f in /etc/OpenCL/vendors/pocl.icd /usr/local/etc/OpenCL/vendors/pocl.icd; do [ -f "$f" ] && icd=$f; done
  [ -n "$icd" ] || return 2
  mkdir -p "$dir" && cp "$icd" "$dir/"
  for way in "-u OCL_ICD_FILENAMES OCL_ICD_VENDORS=$dir" "-u OCL_ICD_VENDORS OCL_ICD_FILENAMES=$(head -1 "$icd")"; do
    read -ra POCL_ENV <<<"-u OPENCL_LAYERS $way"
    pocl_alone "$sl" && return 0
  done
  POCL_ENV=()
  return 1
}

# The same, into this shell's environment.
pocl_only_export() {
  pocl_only "$@" || return
  unset OPENCL_LAYERS OCL_ICD_VENDORS OCL_ICD_FILENAMES
  local a
  for a in "${POCL_ENV[@]}"; do case $a in *=*) export "${a?}" ;; esac; done
}

# Does SIMTLAB list at least one device, every one on PoCL's platform?
pocl_alone() {
  local out n p
  out=$(env -u SIMTLAB_DEVICE -u POCL_DEVICES "${POCL_ENV[@]}" "$1" info 2>/dev/null) || return 1
  n=$(grep -c '^\[' <<<"$out")
  p=$(grep -cE '^ +platform +Portable Computing Language' <<<"$out")
  [ "$n" -ge 1 ] && [ "$n" = "$p" ]
}
