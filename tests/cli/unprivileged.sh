# unprivileged.sh - sourced by the CLI tests of cases that only a user whom
# file modes bind can see: root reads a mode-000 file and writes into a
# read-only directory anyway, and CI runs as root.
#
#   unpriv_setup SIMTLAB  UNPRIV_DIR: a fresh directory that the command run
#                         by unpriv can reach (make its files there);
#                         UNPRIV_SL: the simtlab binary it runs. 0, or 1
#                         when root has no way to drop privileges here.
#   unpriv CMD...         run CMD: as root, as nobody (uid and gid 65534, no
#                         supplementary groups, setpriv from util-linux);
#                         as anyone else, as it is.
#   unpriv_cleanup        remove UNPRIV_DIR (call it from the EXIT trap).
#
# As root the binary is copied into UNPRIV_DIR: the build tree may sit where
# nobody cannot reach (under /root). Kernels and device data are found
# through --kernels, SIMTLAB_KERNEL_PATH or SIMTLAB_DEVICE_DATA pointing into
# UNPRIV_DIR; PoCL gets a cache directory nobody can write, and a
# LeakSanitizer suppressions file named in LSAN_OPTIONS is copied there too.

unpriv_setup() {
  UNPRIV_DIR=$(mktemp -d) || return 1
  UNPRIV_SL=$1
  UNPRIV_ENV=()
  [ "$(id -u)" -eq 0 ] || return 0
  command -v setpriv >/dev/null || return 1
  chmod 755 "$UNPRIV_DIR"
  cp "$1" "$UNPRIV_DIR/simtlab" && chmod 755 "$UNPRIV_DIR/simtlab" || return 1
  UNPRIV_SL=$UNPRIV_DIR/simtlab
  mkdir "$UNPRIV_DIR/home" && chown 65534:65534 "$UNPRIV_DIR/home" || return 1
  local h=$UNPRIV_DIR/home lsan=${LSAN_OPTIONS:-} supp
  UNPRIV_ENV=(HOME="$h" XDG_CACHE_HOME="$h/.cache" POCL_CACHE_DIR="$h/pocl")
  supp=$(printf '%s\n' "$lsan" | tr ':' '\n' | sed -n 's/^suppressions=//p' | tail -1)
  if [ -n "$supp" ] && [ -f "$supp" ]; then
    cp "$supp" "$UNPRIV_DIR/lsan.supp" && chmod 644 "$UNPRIV_DIR/lsan.supp"
    UNPRIV_ENV+=(LSAN_OPTIONS="${lsan//"suppressions=$supp"/"suppressions=$UNPRIV_DIR/lsan.supp"}")
  fi
}

unpriv() {
  if [ "$(id -u)" -eq 0 ]; then
    setpriv --reuid=65534 --regid=65534 --clear-groups env "${UNPRIV_ENV[@]}" "$@"
  else
    "$@"
  fi
}

unpriv_cleanup() {
  [ -n "${UNPRIV_DIR:-}" ] && chmod -R u+rwX "$UNPRIV_DIR" 2>/dev/null
  [ -n "${UNPRIV_DIR:-}" ] && rm -rf "$UNPRIV_DIR"
}
